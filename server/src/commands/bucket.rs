//! `upboard bucket create`: a new bucket in an organization, from the command line (cli.md).

use super::{Result, connect, organization, print_json};
use crate::cli::BucketCommand;
use app::domain::buckets;
use serde_json::json;

pub async fn run(command: BucketCommand) -> Result {
    let BucketCommand::Create(args) = command;
    let db = connect(&args.database.database_url).await?;
    let org = organization(&db, &args.org).await?;
    let bucket = buckets::create(&db, org.id, &args.name, args.private).await?;
    print_json(&json!({
        "id": bucket.id,
        "name": bucket.name,
        "private": bucket.private,
        "default": bucket.is_default,
    }));
    Ok(())
}
