//! `upboard org`: creating an organization and printing what its owner needs (cli.md).

use super::{CommandError, Result, connect, print_json};
use crate::cli::{OrgCommand, SignInLinkArgs};
use app::domain::organizations::{self, NewOrganization};
use app::domain::sessions;
use app::model::{Email, Locale, OrgName};
use serde_json::json;

pub async fn run(command: OrgCommand) -> Result {
    let args = match command {
        OrgCommand::Create(args) => args,
        OrgCommand::SignInLink(args) => return sign_in_link(args).await,
    };
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
    let without_password = args.admin_password.is_none();
    let created = organizations::create(
        &db,
        NewOrganization { name, display_name: args.display_name, admin_email, admin_name: args.admin_name, admin_password: args.admin_password, language },
    )
    .await?;
    // An admin without a password signs in once through a link, then as the team page says.
    let sign_in = if without_password {
        let (token, expires_at) = sessions::issue_link(&db, &created.admin, sessions::LinkPurpose::SignIn, sessions::LINK_LIFETIME).await?;
        Some((sessions::link_url(&args.public_url, &created.organization.name, &token), expires_at))
    } else {
        None
    };
    // The widget's identify secret, shown once here (and made anew with `upboard widget secret`).
    let sealer = super::widget::sealer(&db, args.secret_key.as_deref()).await?;
    let txn = db.begin_write().await?;
    let widget_secret = app::domain::widget::rotate_secret(&*txn, &sealer, &created.organization, chrono::Duration::zero()).await?;
    txn.commit().await?;
    let mut printed = json!({
        "organization": {
            "id": created.organization.id,
            "name": created.organization.name,
            "display_name": created.organization.display_name,
        },
        "api_key": created.api_key,
        "sso_secret": created.organization.sso_secret,
        "widget_secret": widget_secret,
        "admin": {"id": created.admin.id, "email": created.admin.email, "name": created.admin.name},
        "default_bucket": {"id": created.default_bucket.id, "name": created.default_bucket.name},
    });
    if let Some((url, expires_at)) = sign_in {
        printed["admin_sign_in_url"] = json!(url);
        printed["admin_sign_in_expires_at"] = json!(app::domain::time::iso_utc(expires_at));
    }
    print_json(&printed);
    Ok(())
}

/// `upboard org sign-in-link`: a new single-use link for a person of an organization.
async fn sign_in_link(args: SignInLinkArgs) -> Result {
    let db = connect(&args.database.database_url).await?;
    let (organization, user) = super::person(&db, &args.org, &args.email).await?;
    let (token, expires_at) = sessions::issue_link(&db, &user, sessions::LinkPurpose::SignIn, chrono::Duration::hours(i64::from(args.hours))).await?;
    print_json(&json!({
        "sign_in_url": sessions::link_url(&args.public_url, &organization.name, &token),
        "expires_at": app::domain::time::iso_utc(expires_at),
        "user": {"id": user.id, "email": user.email},
    }));
    Ok(())
}
