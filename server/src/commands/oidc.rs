//! `upboard oidc`: an organization's OpenID Connect providers, for operators and scripts (an
//! extension of cli.md; the settings page does the same for admins).

use super::{CommandError, Result, connect, organization, print_json};
use crate::cli::{OidcAddArgs, OidcCommand, OidcOrgArgs, OidcRemoveArgs};
use app::domain::oidc;
use serde_json::json;

pub async fn run(command: OidcCommand) -> Result {
    match command {
        OidcCommand::Add(args) => add(*args).await,
        OidcCommand::List(args) => list(args).await,
        OidcCommand::Remove(args) => remove(args).await,
    }
}

fn shown(provider: &app::entities::oidc_provider::Model, public_url: &str, org: &str) -> serde_json::Value {
    json!({
        "id": provider.id,
        "label": provider.label,
        "issuer": provider.issuer,
        "client_id": provider.client_id,
        "scopes": provider.scopes,
        "role_claim": provider.role_claim,
        "role_values": oidc::role_values(provider),
        "join_domains": provider.join_domains.split(',').filter(|d| !d.is_empty()).collect::<Vec<_>>(),
        "team_only": provider.team_only,
        "tested_at": provider.tested_at,
        "redirect_uri": oidc::redirect_uri(public_url, org),
    })
}

/// `upboard oidc add`: checks the issuer answers as a provider, then adds it.
async fn add(args: OidcAddArgs) -> Result {
    let issuer = oidc::clean_issuer(&args.issuer)?;
    let keys = app::domain::sealed::Sealer::parse_keys(args.secret_key.as_deref().unwrap_or_default())
        .map_err(|e| CommandError::Usage(format!("--secret-key (UPBOARD_SECRET_KEY): {e}")))?;
    let db = connect(&args.database.database_url).await?;
    let organization = organization(&db, &args.org).await?;
    let issuer = crate::web::oidc::answering_issuer(&issuer)
        .await
        .map_err(|e| CommandError::Usage(format!("--issuer {issuer}: no OpenID provider answers there ({e})")))?;
    let sealer = app::domain::sealed::Sealer::load(&db, &keys).await?;
    let label = args
        .label
        .unwrap_or_else(|| url::Url::parse(&issuer).ok().and_then(|u| u.host_str().map(str::to_owned)).unwrap_or_default());
    let member = args.moderator_value.into_iter().chain(args.member_value).collect();
    let input = oidc::ProviderInput {
        label,
        issuer,
        client_id: args.client_id,
        client_secret: args.client_secret,
        scopes: args.scopes,
        role_claim: args.role_claim,
        role_values: oidc::RoleValues { admin: args.admin_value, member, csm: args.csm_value },
        join_domains: args.join_domains,
    };
    let txn = db.begin_write().await?;
    let provider = oidc::add(&*txn, &sealer, organization.id, &input).await?;
    txn.commit().await?;
    print_json(&shown(&provider, &args.public_url, &organization.name));
    Ok(())
}

async fn list(args: OidcOrgArgs) -> Result {
    let db = connect(&args.database.database_url).await?;
    let organization = organization(&db, &args.org).await?;
    let providers = oidc::list(db.conn(), organization.id).await?;
    let shown: Vec<_> = providers.iter().map(|p| shown(p, &args.public_url, &organization.name)).collect();
    print_json(&json!({ "providers": shown }));
    Ok(())
}

async fn remove(args: OidcRemoveArgs) -> Result {
    let db = connect(&args.database.database_url).await?;
    let organization = organization(&db, &args.org).await?;
    let txn = db.begin_write().await?;
    let removed = oidc::remove(&*txn, organization.id, args.id).await?;
    txn.commit().await?;
    print_json(&json!({ "removed": removed.id, "label": removed.label }));
    Ok(())
}
