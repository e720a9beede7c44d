//! `upboard widget`: an organization's widget identify secret and host origins, for operators
//! and scripts (an extension of cli.md; the settings page does the same for admins).

use super::{CommandError, Result, connect, organization, print_json};
use crate::cli::{WidgetCommand, WidgetOriginsArgs, WidgetSecretArgs};
use app::domain::widget;
use serde_json::json;

pub async fn run(command: WidgetCommand) -> Result {
    match command {
        WidgetCommand::Secret(args) => secret(args).await,
        WidgetCommand::Origins(args) => origins(args).await,
    }
}

/// The sealer of `--secret-key`, or of the key kept in the database.
pub(super) async fn sealer(db: &app::domain::Db, secret_key: Option<&str>) -> Result<app::domain::sealed::Sealer> {
    let keys = app::domain::sealed::Sealer::parse_keys(secret_key.unwrap_or_default())
        .map_err(|e| CommandError::Usage(format!("--secret-key (UPBOARD_SECRET_KEY): {e}")))?;
    Ok(app::domain::sealed::Sealer::load(db, &keys).await?)
}

/// `upboard widget secret`: a new identify secret, printed once.
async fn secret(args: WidgetSecretArgs) -> Result {
    let db = connect(&args.database.database_url).await?;
    let organization = organization(&db, &args.org).await?;
    let sealer = sealer(&db, args.secret_key.as_deref()).await?;
    let grace = chrono::Duration::hours(i64::from(args.grace_hours));
    let txn = db.begin_write().await?;
    let secret = widget::rotate_secret(&*txn, &sealer, &organization, grace).await?;
    txn.commit().await?;
    let until = (args.grace_hours > 0 && organization.widget_secret_sealed.is_some()).then(|| app::domain::time::iso_utc(app::domain::now() + grace));
    print_json(&json!({ "organization": organization.name, "widget_secret": secret, "previous_secret_works_until": until }));
    Ok(())
}

/// `upboard widget origins`: adds or removes a host origin, then prints the list.
async fn origins(args: WidgetOriginsArgs) -> Result {
    let db = connect(&args.database.database_url).await?;
    let organization = organization(&db, &args.org).await?;
    if let Some(origin) = &args.add {
        let txn = db.begin_write().await?;
        widget::add_origin(&*txn, organization.id, origin).await?;
        txn.commit().await?;
    }
    if let Some(origin) = &args.remove {
        let txn = db.begin_write().await?;
        let removed = widget::remove_origin(&*txn, organization.id, origin).await?;
        txn.commit().await?;
        if !removed {
            return Err(CommandError::Usage(format!("--remove {origin}: not one of {}'s origins", organization.name)));
        }
    }
    let listed = widget::origins(db.conn(), organization.id).await?;
    print_json(&json!({ "organization": organization.name, "origins": listed }));
    Ok(())
}
