//! `upboard export` and `upboard import`: an organization moved to another server as one
//! archive (app::domain::transfer; docs/deploy.md "Moving an organization").

use super::{Result, connect, print_json};
use crate::cli::{ExportArgs, ImportArgs, StorageArgs};
use app::domain::attachments::Storage;
use app::domain::transfer;
use serde_json::json;

/// The store of `args`, as `serve` opens it.
pub(super) fn storage(args: &StorageArgs) -> Result<Storage> {
    Ok(Storage::open(&args.uploads.to_string_lossy(), args.public_url.trim_end_matches('/'))?)
}

pub async fn export(args: ExportArgs) -> Result {
    let storage = storage(&args.storage)?;
    let url = &args.database.database_url;
    let manifest = if url.starts_with("sqlite") {
        // From a snapshot: a backup taken first (SQLite's VACUUM INTO), read whole while the
        // server goes on writing to the original.
        let dir = tempfile::tempdir()?;
        let copy = dir.path().join("snapshot.db");
        app::store::backup::backup(url, &copy).await?;
        let snapshot = connect(&format!("sqlite://{}?mode=rw", copy.display())).await?;
        transfer::export(snapshot.conn(), &storage, &args.org, &args.out).await?
    } else {
        // One transaction that sees one snapshot (PostgreSQL's repeatable read).
        use sea_orm::TransactionTrait;
        // (`connect` brings the schema up to date; the transaction is a connection's of its own.)
        let _db = connect(url).await?;
        let conn = sea_orm::Database::connect(url.as_str()).await?;
        let txn = conn.begin_with_config(Some(sea_orm::IsolationLevel::RepeatableRead), Some(sea_orm::AccessMode::ReadOnly)).await?;
        let manifest = transfer::export(&txn, &storage, &args.org, &args.out).await?;
        txn.commit().await?;
        manifest
    };
    print_json(&json!({"exported": args.out.display().to_string(), "organization": manifest.organization, "counts": manifest.counts}));
    Ok(())
}

pub async fn import(args: ImportArgs) -> Result {
    let storage = storage(&args.storage)?;
    let db = connect(&args.database.database_url).await?;
    let from = args.from.clone();
    let archive = tokio::task::spawn_blocking(move || transfer::Archive::read(&from))
        .await
        .map_err(|e| super::CommandError::Usage(format!("reading the archive stopped: {e}")))??;
    let imported = transfer::import(&db, &storage, &archive, args.name.as_deref()).await?;
    print_json(&json!({
        "imported": args.from.display().to_string(),
        "organization": imported.organization,
        "id": imported.id,
        "counts": imported.counts,
        "api_key": if imported.api_key_kept { "kept" } else { "not kept: another organization here has it, or there was none; generate one under Admin → Settings" },
    }));
    Ok(())
}
