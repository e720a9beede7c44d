//! The settings page's forms: the profile, moderation rules, keys, secrets, and the logo.

use super::*;
use app::domain::admin::settings;
use app::said;

/// `POST /{org}/admin/settings/logo`: a new logo (multipart field `logo`), checked like every
/// attachment.
pub async fn logo(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    use axum::extract::{FromRequest, Multipart};
    let page = format!("/{org}/admin/settings");
    let (organization, actor, request) = match gate(&state, &org, &page, TeamTask::Administer, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let too_large = || Error::TooLarge(said!("said-the-logo-is-larger-than-10"));
    let outcome = async {
        let mut multipart = Multipart::from_request(request, &state)
            .await
            .map_err(|_| Error::invalid(said!("said-x-could-not-be-read-send", field = "logo")))?;
        while let Some(field) = multipart.next_field().await.map_err(|_| too_large())? {
            if field.name() == Some("logo") {
                let file_name = field.file_name().unwrap_or("logo").to_owned();
                let bytes = field.bytes().await.map_err(|_| too_large())?;
                if bytes.is_empty() {
                    return Err(Error::invalid(said!("said-x-is-missing-choose-an-image", field = "logo")));
                }
                settings::set_logo(&state.db, &state.storage, &organization, &actor, Some(app::domain::attachments::Upload { file_name, bytes })).await?;
                return Done::said(said!("said-the-new-logo-is-saved"));
            }
        }
        Err(Error::invalid(said!("said-x-is-missing-choose-an-image", field = "logo")))
    }
    .await;
    back_to(&state, &org, page, &Fields(Vec::new()), outcome)
}

/// `POST /{org}/admin/settings`: the profile, the moderation rules, a new API key (shown once,
/// on the page this returns to), a new SSO secret.
pub async fn settings(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let (organization, actor, fields) = match admit(&state, &org, &format!("/{org}/admin/settings"), TeamTask::Administer, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let outcome = change_settings(&state, &organization, &actor, &fields).await;
    back(&state, &org, "settings", &fields, outcome)
}

async fn change_settings(state: &AppState, organization: &organization::Model, actor: &Actor, fields: &Fields) -> Result<Done, Error> {
    let db = &state.db;
    let form = |name: &str| vec![("form".to_owned(), name.to_owned())];
    match fields.text("action") {
        "profile" => {
            let profile = settings::Profile {
                display_name: fields.text("display_name"),
                description: fields.text("description"),
                url: fields.text("url"),
                time_zone: fields.text("time_zone"),
                default_locale: fields.text("default_locale"),
            };
            settings::update_profile(db, organization, actor, profile).await?;
            Done::said(said!("said-profile-saved"))
        }
        "moderation" => {
            let trust = fields.text("trust_after_approved_posts").trim();
            let trust_after_approved_posts = if trust.is_empty() {
                0
            } else {
                trust
                    .parse()
                    .map_err(|_| Error::invalid(said!("said-x-must-be-a-whole-number-2", field = "trust_after_approved_posts")))?
            };
            let rules = settings::Moderation {
                require_approval: fields.flag("require_approval"),
                require_comment_approval: fields.flag("require_comment_approval"),
                trust_after_approved_posts,
            };
            settings::update_moderation(db, organization, actor, rules).await?;
            Done::said(said!("said-moderation-rules-saved"))
        }
        "sign_in" => {
            settings::update_sign_in(db, organization, actor, fields.text("sign_in_with"), fields.flag("team_two_factor"), fields.flag("verify_emails"))
                .await?;
            Done::said(said!("said-how-people-sign-in-was-saved"))
        }
        "api_key" => {
            let key = settings::generate_api_key(db, &state.key_use, organization.id, actor).await?;
            Ok(Done { said: vec![said!("said-a-new-api-key-was-generated")], secret: Some(key), values: form("api_key") })
        }
        "remove_logo" => {
            settings::set_logo(db, &state.storage, organization, actor, None).await?;
            Done::said(said!("said-the-logo-was-removed"))
        }
        "sso" => {
            let secret = settings::rotate_sso_secret(db, organization.id, actor).await?;
            Ok(Done { said: vec![said!("said-a-new-sso-secret-was-made")], secret: Some(secret), values: form("sso") })
        }
        "provider_add" => {
            let input = app::domain::oidc::ProviderInput {
                label: fields.text("label").to_owned(),
                issuer: fields.text("issuer").to_owned(),
                client_id: fields.text("client_id").to_owned(),
                client_secret: fields.text("client_secret").to_owned(),
                scopes: fields.text("scopes").to_owned(),
                role_claim: fields.text("role_claim").to_owned(),
                role_values: app::domain::oidc::RoleValues {
                    admin: vec![fields.text("admin_values").to_owned()],
                    member: vec![fields.text("member_values").to_owned()],
                    csm: vec![fields.text("csm_values").to_owned()],
                },
                join_domains: fields.text("join_domains").to_owned(),
            };
            // The issuer must answer as a provider before it is kept.
            let typed = app::domain::oidc::clean_issuer(&input.issuer)?;
            let issuer = match crate::web::oidc::answering_issuer(&typed).await {
                Ok(issuer) => issuer,
                Err(error) => {
                    tracing::warn!(issuer = typed, error, "a provider added in the settings did not answer");
                    return Err(Error::invalid(said!("said-the-sign-in-provider-could-not-be-reached")));
                }
            };
            settings::add_provider(db, &state.sealer, organization, actor, &app::domain::oidc::ProviderInput { issuer, ..input }).await?;
            Done::said(said!("said-provider-added"))
        }
        "widget_access" => {
            settings::set_widget_access(db, organization, actor, fields.text("widget_access")).await?;
            Done::said(said!("said-widget-access-saved"))
        }
        "widget_origin_add" => {
            settings::add_widget_origin(db, organization, actor, fields.text("origin")).await?;
            Done::said(said!("said-widget-origin-added"))
        }
        "widget_origin_remove" => {
            settings::remove_widget_origin(db, organization, actor, fields.text("origin")).await?;
            Done::said(said!("said-widget-origin-removed"))
        }
        "widget_secret" => {
            let hours = fields.text("grace_hours").trim();
            let grace_hours = if hours.is_empty() {
                0
            } else {
                hours.parse().map_err(|_| Error::invalid(said!("said-x-must-be-between-0-and-720-hours", field = "grace_hours")))?
            };
            let secret = settings::rotate_widget_secret(db, &state.sealer, organization, actor, grace_hours).await?;
            Ok(Done { said: vec![said!("said-a-new-widget-secret-was-made")], secret: Some(secret), values: form("widget_secret") })
        }
        "provider_remove" => {
            settings::remove_provider(db, organization, actor, fields.id("id")?).await?;
            Done::said(said!("said-provider-removed"))
        }
        "provider_team_only" => {
            settings::provider_team_only(db, organization, actor, fields.id("id")?, fields.flag("on")).await?;
            Done::said(said!("said-provider-team-only-saved"))
        }
        _ => Err(Error::invalid(said!("said-x-is-not-something-this-page", field = "action"))),
    }
}
