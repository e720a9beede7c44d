//! `/{org}/me/tokens`: a team member's personal access tokens for the MCP server
//! (`app::domain::access_tokens` has the rules). Made with a name and a scope (read, or read and
//! write), shown once, listed with when each was made and last used, and revoked. A plain page
//! of forms: it works without JavaScript.

use super::sso::{Lang, alert, locale_of, small_page};
use app::domain::{Error, access_tokens, auth};
use app::entities::states::TokenScope;
use app::model::Locale;
use app::state::AppState;
use app::tl;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;

fn escape(text: &str) -> String {
    app::domain::text::escape(text)
}

#[derive(serde::Deserialize)]
pub(super) struct TokenForm {
    action: Option<String>,
    name: Option<String>,
    scope: Option<String>,
    id: Option<String>,
}

/// The signed-in person of `org` in this request with their team role, or where to send them
/// to sign in.
async fn signed_in(
    state: &AppState,
    org: &str,
    headers: &HeaderMap,
    locale: Locale,
) -> Result<(app::entities::organization::Model, app::domain::access::Actor), Response> {
    let (organization, user) = super::sso::signed_in_at(state, org, headers, locale, "me/tokens").await?;
    match auth::actor_for(&state.db, user).await {
        Ok(actor) => Ok((organization, actor)),
        Err(Error::Forbidden(_)) => Err(super::sso::failed(locale, org, StatusCode::FORBIDDEN, "tokens-blocked")),
        Err(error) => {
            tracing::error!(%error, "a person's role could not be read");
            Err(super::sso::failed(locale, org, StatusCode::INTERNAL_SERVER_ERROR, "sso-our-side"))
        }
    }
}

/// What the page shows after an action.
enum Shown {
    /// As things stand, with the reason the last action was refused, if it was.
    Now(Option<String>),
    /// A token just made: its secret, this once.
    Made(access_tokens::Made),
    /// A token just revoked: its name.
    Revoked(String),
}

/// A moment for people: its day in the reader's language, the exact time in `datetime`.
fn when(locale: Locale, at: chrono::DateTime<chrono::Utc>) -> String {
    format!("<time datetime=\"{}\">{}</time>", app::domain::time::iso_utc(at), escape(&app::i18n::date(locale, at.date_naive())))
}

async fn page(state: &AppState, locale: Locale, org: &app::entities::organization::Model, actor: &app::domain::access::Actor, shown: Shown) -> Response {
    let name = escape(&org.name);
    let back = format!("<p><a href=\"/{name}/me\">{}</a></p>", escape(&tl!(locale, "two-factor-back")));
    if actor.role.is_none() {
        let body = format!("<p>{}</p>{back}", escape(&tl!(locale, "tokens-team-only")));
        return small_page(locale, StatusCode::FORBIDDEN, &tl!(locale, "tokens-title"), &body);
    }
    let tokens = match access_tokens::list(state.db.conn(), actor.user.id).await {
        Ok(tokens) => tokens,
        Err(error) => {
            tracing::error!(%error, "access tokens could not be read");
            return super::sso::failed(locale, &org.name, StatusCode::INTERNAL_SERVER_ERROR, "sso-our-side");
        }
    };
    let (status, notice) = match &shown {
        Shown::Now(Some(message)) => (StatusCode::UNPROCESSABLE_ENTITY, alert(Some(message.clone()))),
        Shown::Now(None) => (StatusCode::OK, String::new()),
        Shown::Made(made) => (
            StatusCode::OK,
            format!(
                "<p class=\"flash flash-ok\" role=\"status\">{made}</p><div class=\"one-time-secret\"><label for=\"new-token\">{label}</label>\
                 <div class=\"secret-row\"><input id=\"new-token\" readonly value=\"{secret}\" spellcheck=\"false\" autocomplete=\"off\" size=\"48\" aria-describedby=\"new-token-hint\"></div>\
                 <p class=\"hint\" id=\"new-token-hint\">{hint}</p></div>",
                made = escape(&tl!(locale, "tokens-made", name = made.token.name.as_str())),
                label = escape(&tl!(locale, "tokens-new-label")),
                secret = escape(&made.secret),
                hint = escape(&tl!(locale, "tokens-new-hint")),
            ),
        ),
        Shown::Revoked(token) => {
            (StatusCode::OK, format!("<p class=\"flash flash-ok\" role=\"status\">{}</p>", escape(&tl!(locale, "tokens-revoked", name = token.as_str()))))
        }
    };
    let scope_label = |scope: TokenScope| match scope {
        TokenScope::Read => tl!(locale, "tokens-scope-read"),
        TokenScope::Write => tl!(locale, "tokens-scope-write"),
    };
    let list = if tokens.is_empty() {
        format!("<p class=\"hint\">{}</p>", escape(&tl!(locale, "tokens-none")))
    } else {
        let rows: String = tokens
            .iter()
            .map(|t| {
                format!(
                    "<tr><th scope=\"row\">{name_cell}</th><td>{scope}</td><td>{made}</td><td>{used}</td><td>\
                     <form method=\"post\" action=\"/{name}/me/tokens\"><input type=\"hidden\" name=\"action\" value=\"revoke\">\
                     <input type=\"hidden\" name=\"id\" value=\"{id}\">\
                     <button type=\"submit\" class=\"button small\" aria-label=\"{revoke_label}\">{revoke}</button></form></td></tr>",
                    name_cell = escape(&t.name),
                    scope = escape(&scope_label(t.scope)),
                    made = when(locale, t.created_at),
                    used = t.last_used_at.map_or_else(|| escape(&tl!(locale, "tokens-never-used")), |at| when(locale, at)),
                    id = t.id,
                    revoke_label = escape(&tl!(locale, "tokens-revoke-named", name = t.name.as_str())),
                    revoke = escape(&tl!(locale, "tokens-revoke")),
                )
            })
            .collect();
        format!(
            "<table class=\"admin-table\"><caption>{caption}</caption><thead><tr><th scope=\"col\">{c_name}</th><th scope=\"col\">{c_scope}</th>\
             <th scope=\"col\">{c_made}</th><th scope=\"col\">{c_used}</th><th scope=\"col\"><span class=\"visually-hidden\">{c_actions}</span></th></tr></thead>\
             <tbody>{rows}</tbody></table>",
            caption = escape(&tl!(locale, "tokens-yours")),
            c_name = escape(&tl!(locale, "tokens-name")),
            c_scope = escape(&tl!(locale, "tokens-scope")),
            c_made = escape(&tl!(locale, "tokens-made-on")),
            c_used = escape(&tl!(locale, "tokens-last-used")),
            c_actions = escape(&tl!(locale, "tokens-actions")),
        )
    };
    let body = format!(
        "<p>{intro}</p><p><code>{endpoint}</code></p>{notice}\
         <form method=\"post\" action=\"/{name}/me/tokens\" class=\"stacked-form\"><input type=\"hidden\" name=\"action\" value=\"create\">\
         <label for=\"token-name\">{l_name}</label><input id=\"token-name\" name=\"name\" required maxlength=\"{max}\" autocomplete=\"off\" aria-describedby=\"token-name-hint\">\
         <p class=\"hint\" id=\"token-name-hint\">{h_name}</p>\
         <fieldset><legend>{l_scope}</legend>\
         <label><input type=\"radio\" name=\"scope\" value=\"read\" checked> {read}</label>\
         <label><input type=\"radio\" name=\"scope\" value=\"write\"> {write}</label></fieldset>\
         <button type=\"submit\" class=\"button primary\">{make}</button></form>\
         <h2>{yours}</h2>{list}{back}",
        intro = escape(&tl!(locale, "tokens-intro")),
        endpoint = escape(&format!("{}/mcp", state.settings.public_url.trim_end_matches('/'))),
        l_name = escape(&tl!(locale, "tokens-name")),
        max = access_tokens::NAME_MAX,
        h_name = escape(&tl!(locale, "tokens-name-hint")),
        l_scope = escape(&tl!(locale, "tokens-scope")),
        read = escape(&tl!(locale, "tokens-scope-read")),
        write = escape(&tl!(locale, "tokens-scope-write")),
        make = escape(&tl!(locale, "tokens-make")),
        yours = escape(&tl!(locale, "tokens-yours")),
    );
    small_page(locale, status, &tl!(locale, "tokens-title"), &body)
}

/// `GET /{org}/me/tokens`: the signed-in team member's tokens and the form to make one.
pub(super) async fn tokens(State(state): State<AppState>, Path(org): Path<String>, headers: HeaderMap, locale: Lang) -> Response {
    let locale = locale_of(locale);
    match signed_in(&state, &org, &headers, locale).await {
        Ok((organization, actor)) => page(&state, locale, &organization, &actor, Shown::Now(None)).await,
        Err(response) => response,
    }
}

/// `POST /{org}/me/tokens` (form: `action` = `create` with `name` and `scope`, or `revoke`
/// with `id`).
pub(super) async fn change_tokens(
    State(state): State<AppState>,
    Path(org): Path<String>,
    headers: HeaderMap,
    locale: Lang,
    axum::extract::Form(form): axum::extract::Form<TokenForm>,
) -> Response {
    let locale = locale_of(locale);
    let (organization, actor) = match signed_in(&state, &org, &headers, locale).await {
        Ok(found) => found,
        Err(response) => return response,
    };
    if actor.role.is_none() {
        return page(&state, locale, &organization, &actor, Shown::Now(None)).await;
    }
    let outcome = match form.action.as_deref() {
        Some("create") => {
            let scope = match form.scope.as_deref() {
                Some("read") => Ok(TokenScope::Read),
                Some("write") => Ok(TokenScope::Write),
                _ => Err(Error::invalid(app::said!("said-x-must-be-read-or-write", field = "scope"))),
            };
            match scope {
                Ok(scope) => access_tokens::create(&state.db, organization.id, &actor, form.name.as_deref().unwrap_or_default(), scope)
                    .await
                    .map(Shown::Made),
                Err(error) => Err(error),
            }
        }
        Some("revoke") => match form.id.as_deref().and_then(|id| id.trim().parse::<i64>().ok()) {
            Some(id) => access_tokens::revoke(&state.db, organization.id, &actor, id).await.map(|t| Shown::Revoked(t.name)),
            None => Err(Error::NotFound(app::said!("said-this-token-was-not-found"))),
        },
        _ => Err(Error::invalid(app::said!("said-x-is-not-something-this-page", field = "action"))),
    };
    let shown = match outcome {
        Ok(shown) => shown,
        Err(
            Error::Invalid { message, .. } | Error::NotFound(message) | Error::Forbidden(message) | Error::LimitExceeded(message) | Error::Conflict(message),
        ) => Shown::Now(Some(message.in_locale(locale))),
        Err(error) => {
            tracing::error!(%error, "access tokens could not be changed");
            return super::sso::failed(locale, &org, StatusCode::INTERNAL_SERVER_ERROR, "sso-our-side");
        }
    };
    page(&state, locale, &organization, &actor, shown).await
}
