//! `upboard org`: creating an organization and printing what its owner needs (cli.md).

use super::{CommandError, Result, connect, print_json};
use crate::cli::OrgCommand;
use app::domain::organizations::{self, NewOrganization};
use app::model::{Email, Locale, OrgName};
use serde_json::json;

pub async fn run(command: OrgCommand) -> Result {
    let OrgCommand::Create(args) = command;
    let name = OrgName::parse(&args.name).map_err(|e| CommandError::Usage(format!("--name `{}` {e}", args.name)))?;
    let admin_email = Email::parse(&args.admin_email).map_err(|e| CommandError::Usage(format!("--admin-email `{}` {e}", args.admin_email)))?;
    let language = match args.language.as_deref() {
        None => None,
        Some(code) => Some(Locale::ALL.into_iter().find(|l| l.code() == code).ok_or_else(|| {
            let known: Vec<&str> = Locale::ALL.iter().map(|l| l.code()).collect();
            CommandError::Usage(format!("--language `{code}` must be one of {}", known.join(", ")))
        })?),
    };
    let db = connect(&args.database.database_url).await?;
    let created = organizations::create(
        &db,
        NewOrganization { name, display_name: args.display_name, admin_email, admin_name: args.admin_name, admin_password: args.admin_password, language },
    )
    .await?;
    print_json(&json!({
        "organization": {
            "id": created.organization.id,
            "name": created.organization.name,
            "display_name": created.organization.display_name,
        },
        "api_key": created.api_key,
        "sso_secret": created.organization.sso_secret,
        "admin": {"id": created.admin.id, "email": created.admin.email, "name": created.admin.name},
        "default_bucket": {"id": created.default_bucket.id, "name": created.default_bucket.name},
    }));
    Ok(())
}
