//! Two-factor sign-in's pages (`app::domain::two_factor` has the rules): `/{org}/signin/code`,
//! the code asked after the first step of signing in, and `/{org}/me/two-factor`, where a
//! signed-in person turns it on (a QR code drawn on the server, then a first code, then ten
//! recovery codes shown once) or off. Plain forms: they work without JavaScript.

use super::sso::{Lang, alert, board, locale_of, small_page};
use app::domain::{Error, sessions, two_factor};
use app::model::Locale;
use app::state::AppState;
use app::tl;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};

fn escape(text: &str) -> String {
    app::domain::text::escape(text)
}

fn see_other(location: &str) -> Response {
    (StatusCode::SEE_OTHER, [(header::LOCATION, location.to_owned()), (header::CACHE_CONTROL, "no-store".to_owned())]).into_response()
}

#[derive(serde::Deserialize)]
pub(super) struct CodeQuery {
    redirect: Option<String>,
}

#[derive(serde::Deserialize)]
pub(super) struct CodeForm {
    code: Option<String>,
    redirect: Option<String>,
}

/// The code step's page, with the reason the last code was refused, if one was.
fn code_page(locale: Locale, org: &str, redirect: &str, status: StatusCode, refused: Option<String>) -> Response {
    let body = format!(
        "<p>{intro}</p><form method=\"post\" action=\"/{org}/signin/code\" class=\"stacked-form\">\
         <input type=\"hidden\" name=\"redirect\" value=\"{redirect}\">\
         <label for=\"code\">{label}</label>\
         <input id=\"code\" name=\"code\" autocomplete=\"one-time-code\" required maxlength=\"20\" aria-describedby=\"code-hint\">\
         <p class=\"hint\" id=\"code-hint\">{hint}</p>{error}\
         <button type=\"submit\" class=\"button primary\">{button}</button></form>",
        intro = escape(&tl!(locale, "two-factor-code-intro")),
        org = escape(org),
        redirect = escape(redirect),
        label = escape(&tl!(locale, "two-factor-code")),
        hint = escape(&tl!(locale, "two-factor-code-hint")),
        error = alert(refused),
        button = escape(&tl!(locale, "sign-in-link-button")),
    );
    small_page(locale, status, &tl!(locale, "two-factor-code-title"), &body)
}

/// `GET /{org}/signin/code`: asks for the code of a half-done sign-in (without one, the
/// sign-in page).
pub(super) async fn code_form(
    State(state): State<AppState>,
    Path(org): Path<String>,
    axum::extract::Query(query): axum::extract::Query<CodeQuery>,
    headers: HeaderMap,
    locale: Lang,
) -> Response {
    let locale = locale_of(locale);
    let organization = match board(&state, locale, &org).await {
        Ok(found) => found,
        Err(page) => return page,
    };
    if let Err(response) = pending(&state, &organization, &headers, locale).await {
        return response;
    }
    let redirect = app::domain::access::safe_redirect(&state.settings.public_url, &org, query.redirect.as_deref());
    code_page(locale, &org, &redirect, StatusCode::OK, None)
}

/// This request's half-done sign-in: its cookie's token and its person; without one, the way
/// to the sign-in page.
async fn pending(
    state: &AppState,
    organization: &app::entities::organization::Model,
    headers: &HeaderMap,
    locale: Locale,
) -> Result<(String, app::entities::user::Model), Response> {
    let org = &organization.name;
    let token = app::api::session::cookie(headers, &app::api::session::pending_cookie_name(org)).unwrap_or_default();
    match sessions::pending_holder(&state.db, organization.id, &token).await {
        Ok(Some(person)) => Ok((token, person)),
        Ok(None) => Err(see_other(&format!("/{org}/signin"))),
        Err(error) => {
            tracing::error!(%error, "a half-done sign-in could not be read");
            Err(super::sso::failed(locale, org, StatusCode::INTERNAL_SERVER_ERROR, "sso-our-side"))
        }
    }
}

/// `POST /{org}/signin/code` (form: `code`, `redirect`): a code from the app or a recovery
/// code finishes the sign-in (a new session, the browser's previous one ended).
pub(super) async fn code_sign_in(
    State(state): State<AppState>,
    Path(org): Path<String>,
    headers: HeaderMap,
    client: Option<axum::extract::Extension<app::state::ClientKey>>,
    locale: Lang,
    axum::extract::Form(form): axum::extract::Form<CodeForm>,
) -> Response {
    let locale = locale_of(locale);
    let organization = match board(&state, locale, &org).await {
        Ok(found) => found,
        Err(page) => return page,
    };
    let redirect = app::domain::access::safe_redirect(&state.settings.public_url, &org, form.redirect.as_deref());
    let (token, person) = match pending(&state, &organization, &headers, locale).await {
        Ok(found) => found,
        Err(response) => return response,
    };
    let client = client.map(|axum::extract::Extension(key)| key.0);
    let code = form.code.unwrap_or_default();
    let checked = two_factor::verify(&state.db, &state.sealer, &state.sign_in_failures, &person, &code, client).await;
    let started = match checked {
        Ok(()) => match sessions::finish_pending(&state.db, organization.id, &token).await {
            Ok(user) => sessions::start(&state.db, user, app::api::session::token_from_headers(&headers, &org).as_deref()).await,
            Err(error) => Err(error),
        },
        Err(error) => Err(error),
    };
    match started {
        Ok(session) => {
            let mut response = see_other(&redirect);
            for cookie in [
                app::api::session::cookie_header(&org, Some(&session.token), &state.settings.public_url),
                app::api::session::pending_cookie_header(&org, None, &state.settings.public_url),
            ] {
                if let Ok(value) = header::HeaderValue::from_str(&cookie) {
                    response.headers_mut().append(header::SET_COOKIE, value);
                }
            }
            response
        }
        Err(Error::RateLimited { message, retry_after }) => {
            let mut page = code_page(locale, &org, &redirect, StatusCode::TOO_MANY_REQUESTS, Some(message.in_locale(locale)));
            if let Ok(value) = header::HeaderValue::from_str(&retry_after.to_string()) {
                page.headers_mut().insert(header::RETRY_AFTER, value);
            }
            page
        }
        Err(Error::Unauthorized(message) | Error::Forbidden(message)) => {
            code_page(locale, &org, &redirect, StatusCode::UNAUTHORIZED, Some(message.in_locale(locale)))
        }
        Err(error) => {
            tracing::error!(%error, "the two-factor step failed");
            super::sso::failed(locale, &org, StatusCode::INTERNAL_SERVER_ERROR, "sso-our-side")
        }
    }
}

#[derive(serde::Deserialize)]
pub(super) struct SettingsForm {
    action: Option<String>,
    code: Option<String>,
}

/// The signed-in person of `org` in this request, or where to send them to sign in.
async fn signed_in(
    state: &AppState,
    org: &str,
    headers: &HeaderMap,
    locale: Locale,
) -> Result<(app::entities::organization::Model, app::entities::user::Model), Response> {
    super::sso::signed_in_at(state, org, headers, locale, "me/two-factor").await
}

/// What the settings page shows after an action.
enum Shown {
    /// As things stand (with the reason the last action was refused, if it was).
    Now(Option<String>),
    /// Two-factor sign-in was just turned on: its recovery codes, once.
    RecoveryCodes(Vec<String>),
}

async fn settings_page(
    state: &AppState,
    locale: Locale,
    org: &app::entities::organization::Model,
    person: &app::entities::user::Model,
    shown: Shown,
) -> Response {
    let name = escape(&org.name);
    let form = |action: &str, fields: &str, button: &str| {
        format!(
            "<form method=\"post\" action=\"/{name}/me/two-factor\" class=\"stacked-form\"><input type=\"hidden\" name=\"action\" value=\"{action}\">{fields}\
             <button type=\"submit\" class=\"button\">{}</button></form>",
            escape(button)
        )
    };
    let code_field = |error: &str| {
        format!(
            "<label for=\"code\">{}</label><input id=\"code\" name=\"code\" autocomplete=\"one-time-code\" inputmode=\"numeric\" required maxlength=\"20\">{error}",
            escape(&tl!(locale, "two-factor-code"))
        )
    };
    let back = format!("<p><a href=\"/{name}/me\">{}</a></p>", escape(&tl!(locale, "two-factor-back")));
    let (status, error) = match &shown {
        Shown::Now(Some(message)) => (StatusCode::UNPROCESSABLE_ENTITY, alert(Some(message.clone()))),
        _ => (StatusCode::OK, String::new()),
    };
    // Said first while the organization keeps this person's team role from them.
    let required = match two_factor::must_set_up_on_sign_in(&state.db, org, person).await {
        Ok(true) => format!("<p class=\"notice\" role=\"status\">{}</p>", escape(&tl!(locale, "two-factor-required"))),
        _ => String::new(),
    };
    let body = if let Shown::RecoveryCodes(codes) = &shown {
        let list: String = codes.iter().map(|c| format!("<li><code>{}</code></li>", escape(c))).collect();
        format!(
            "<p role=\"status\">{}</p><p>{}</p><ol class=\"recovery-codes\">{list}</ol>{back}",
            escape(&tl!(locale, "two-factor-on-now")),
            escape(&tl!(locale, "two-factor-recovery-intro"))
        )
    } else {
        let on = two_factor::enabled(state.db.conn(), person.id).await;
        // The enrolment waiting for its first code, read only while it is off.
        let pending = match on {
            Ok(false) => two_factor::pending(&state.db, &state.sealer, person, &org.display_name).await,
            _ => Ok(None),
        };
        match (on, pending) {
            (Ok(true), _) => {
                let left = two_factor::recovery_codes_left(state.db.conn(), person.id).await.unwrap_or_default();
                format!(
                    "<p>{}</p>{}{back}",
                    escape(&tl!(locale, "two-factor-is-on", left = left)),
                    form("disable", &code_field(&error), &tl!(locale, "two-factor-turn-off"))
                )
            }
            (Ok(false), Ok(Some(enrolment))) => format!(
                "{required}<p>{scan}</p><figure class=\"qr\">{svg}</figure>\
                 <p>{type_it} <code class=\"secret\">{secret}</code></p>{confirm}{back}",
                scan = escape(&tl!(locale, "two-factor-scan")),
                // Drawn here from the otpauth:// address: only rects and a path; named for
                // screen readers.
                svg = enrolment
                    .qr_svg
                    .replacen("<svg ", &format!("<svg role=\"img\" aria-label=\"{}\" ", escape(&tl!(locale, "two-factor-qr"))), 1),
                type_it = escape(&tl!(locale, "two-factor-type-it")),
                secret = escape(&enrolment.secret),
                confirm = form("confirm", &code_field(&error), &tl!(locale, "two-factor-turn-on")),
            ),
            (Ok(false), Ok(None)) => {
                format!("{required}<p>{}</p>{error}{}{back}", escape(&tl!(locale, "two-factor-intro")), form("begin", "", &tl!(locale, "two-factor-set-up")))
            }
            (Err(error), _) | (_, Err(error)) => {
                tracing::error!(%error, "two-factor sign-in could not be read");
                return super::sso::failed(locale, &org.name, StatusCode::INTERNAL_SERVER_ERROR, "sso-our-side");
            }
        }
    };
    small_page(locale, status, &tl!(locale, "two-factor-title"), &body)
}

/// `GET /{org}/me/two-factor`: two-factor sign-in, on or off, for the signed-in person.
pub(super) async fn settings(State(state): State<AppState>, Path(org): Path<String>, headers: HeaderMap, locale: Lang) -> Response {
    let locale = locale_of(locale);
    match signed_in(&state, &org, &headers, locale).await {
        Ok((organization, person)) => settings_page(&state, locale, &organization, &person, Shown::Now(None)).await,
        Err(response) => response,
    }
}

/// `POST /{org}/me/two-factor` (form: `action` = `begin`, `confirm` or `disable`; `code`).
pub(super) async fn change_settings(
    State(state): State<AppState>,
    Path(org): Path<String>,
    headers: HeaderMap,
    client: Option<axum::extract::Extension<app::state::ClientKey>>,
    locale: Lang,
    axum::extract::Form(form): axum::extract::Form<SettingsForm>,
) -> Response {
    let locale = locale_of(locale);
    let (organization, person) = match signed_in(&state, &org, &headers, locale).await {
        Ok(found) => found,
        Err(response) => return response,
    };
    let client = client.map(|axum::extract::Extension(key)| key.0);
    let code = form.code.unwrap_or_default();
    let outcome = match form.action.as_deref() {
        Some("begin") => two_factor::begin(&state.db, &state.sealer, &person, &organization.display_name).await.map(|_| Shown::Now(None)),
        Some("confirm") => two_factor::confirm(&state.db, &state.sealer, &person, &code).await.map(Shown::RecoveryCodes),
        Some("disable") => two_factor::disable(&state.db, &state.sealer, &state.sign_in_failures, &organization, &person, &code, client)
            .await
            .map(|()| Shown::Now(None)),
        _ => Err(Error::invalid(app::said!("said-x-is-not-something-this-page", field = "action"))),
    };
    let shown = match outcome {
        Ok(shown) => shown,
        Err(
            Error::Invalid { message, .. }
            | Error::Unauthorized(message)
            | Error::Forbidden(message)
            | Error::Conflict(message)
            | Error::RateLimited { message, .. },
        ) => Shown::Now(Some(message.in_locale(locale))),
        Err(error) => {
            tracing::error!(%error, "two-factor sign-in could not be changed");
            return super::sso::failed(locale, &org, StatusCode::INTERNAL_SERVER_ERROR, "sso-our-side");
        }
    };
    settings_page(&state, locale, &organization, &person, shown).await
}
