//! `upboard backup` and `upboard restore`: the whole database copied out while it is in use,
//! and put back (app::store::backup; docs/deploy.md "Backups").

use super::{Result, print_json};
use crate::cli::{BackupArgs, RestoreArgs};
use serde_json::json;

pub async fn backup(args: BackupArgs) -> Result {
    let started = std::time::Instant::now();
    let done = app::store::backup::backup(&args.database.database_url, &args.out).await?;
    print_json(&json!({
        "backup": args.out.display().to_string(),
        "backend": done.backend,
        "bytes": done.bytes,
        "took_ms": started.elapsed().as_millis() as u64,
    }));
    Ok(())
}

pub async fn restore(args: RestoreArgs) -> Result {
    let done = app::store::backup::restore(&args.database.database_url, &args.from, args.replace).await?;
    // Opening it brings a backup of an older version's schema up to date, as `serve` would.
    super::connect(&args.database.database_url).await?;
    print_json(&json!({"restored": args.from.display().to_string(), "backend": done.backend, "bytes": done.bytes}));
    Ok(())
}
