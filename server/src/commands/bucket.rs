//! `upboard bucket create`: a new bucket in an organization, from the command line (cli.md).

use super::{CommandError, Result, connect, print_json};
use crate::cli::BucketCommand;
use app::domain::{buckets, organizations};
use serde_json::json;

pub async fn run(command: BucketCommand) -> Result {
    let BucketCommand::Create(args) = command;
    let db = connect(&args.database.database_url).await?;
    let org = organizations::find_by_name(db.conn(), &args.org)
        .await?
        .ok_or_else(|| CommandError::Usage(format!("there is no organization named `{}`", args.org)))?;
    let bucket = buckets::create(&db, org.id, &args.name, args.private).await?;
    print_json(&json!({
        "id": bucket.id,
        "name": bucket.name,
        "private": bucket.private,
        "default": bucket.is_default,
    }));
    Ok(())
}
