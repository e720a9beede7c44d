//! `GET /{org}/sso`: the sign-in link of a customer's own product (a token signed with the
//! organization's SSO secret) starts a session on the board.

use app::model::Locale;
use app::state::AppState;
use app::tl;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

#[derive(serde::Deserialize)]
pub(super) struct SsoQuery {
    token: Option<String>,
    redirect: Option<String>,
}

/// `GET /{org}/sso?token=<JWT>`: signs the user of an SSO token (the JWT the API accepts) in
/// and sends them to the board, or to `redirect` on this site.
pub(super) async fn sso(
    State(state): State<AppState>,
    axum::extract::Path(org): axum::extract::Path<String>,
    axum::extract::Query(query): axum::extract::Query<SsoQuery>,
    headers: axum::http::HeaderMap,
    locale: Lang,
) -> Response {
    let locale = locale_of(locale);
    use app::domain::{Error, sessions};
    let page = |status: StatusCode, message: &'static str| failed(locale, &org, status, message);
    let organization = match board(&state, locale, &org).await {
        Ok(found) => found,
        Err(page) => return page,
    };
    let Some(token) = query.token.filter(|t| !t.is_empty()) else {
        return page(StatusCode::BAD_REQUEST, "sso-no-token");
    };
    let started = match sessions::from_sso(&state.db, &organization, &token).await {
        // The browser's previous session, if any, ends with this sign-in.
        Ok(user) => sessions::start(&state.db, user, app::api::session::token_from_headers(&headers, &org).as_deref()).await,
        Err(error) => Err(error),
    };
    match started {
        Ok(session) => {
            let cookie = app::api::session::cookie_header(&org, Some(&session.token), &state.settings.public_url);
            let target = app::domain::access::safe_redirect(&state.settings.public_url, &org, query.redirect.as_deref());
            if let Err(error) = app::domain::users::remember_last_locale(&state.db, &session.user, locale).await {
                tracing::error!(%error, "the language a person used could not be remembered");
            }
            let mut response = (StatusCode::SEE_OTHER, [(header::SET_COOKIE, cookie), (header::LOCATION, target)]).into_response();
            // The language the person chose becomes this browser's.
            if let Some(value) = app::api::session::chosen_language_cookie(&session.user, &state.settings.public_url) {
                response.headers_mut().append(header::SET_COOKIE, value);
            }
            response
        }
        Err(Error::Unauthorized(_) | Error::Forbidden(_)) => page(StatusCode::UNAUTHORIZED, "sso-invalid"),
        Err(error) => {
            tracing::error!(%error, "SSO sign-in failed");
            page(StatusCode::INTERNAL_SERVER_ERROR, "sso-our-side")
        }
    }
}

/// The request's language, as the router puts it in the extensions.
pub(super) type Lang = Option<axum::extract::Extension<Locale>>;

pub(super) fn locale_of(locale: Lang) -> Locale {
    locale.map(|axum::extract::Extension(l)| l).unwrap_or_default()
}

/// The reason a form was refused, said in place (nothing when it was not).
pub(super) fn alert(message: Option<String>) -> String {
    message
        .map(|m| format!("<p class=\"form-error\" role=\"alert\">{}</p>", app::domain::text::escape(&m)))
        .unwrap_or_default()
}

/// A small page of its own (no board around it), in `locale`: a title and the `body`'s HTML.
pub(super) fn small_page(locale: Locale, status: StatusCode, title: &str, body: &str) -> Response {
    let html = format!(
        "<!DOCTYPE html><html lang=\"{lang}\" dir=\"{dir}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>{title}</title>\
         <link rel=\"stylesheet\" href=\"/pkg/upboard.css\"></head><body><main id=\"main\" class=\"page narrow\">\
         <h1>{title}</h1>{body}</main></body></html>",
        lang = locale.code(),
        dir = locale.dir(),
        title = app::domain::text::escape(title),
    );
    // The address may hold a link's token: kept out of caches (other sites never see it in a
    // referrer: the site's policy, strict-origin-when-cross-origin, sends them the origin only).
    (status, [(header::CONTENT_TYPE, "text/html; charset=utf-8"), (header::CACHE_CONTROL, "no-store")], html).into_response()
}

/// The page of a failed sign-in, in the request's language: `message` (a catalogue id) and a
/// way back to the board.
pub(super) fn failed(locale: Locale, org: &str, status: StatusCode, message: &str) -> Response {
    let escape = app::domain::text::escape;
    let body = format!(
        "<p>{message}</p><p><a href=\"/{org}\">{back}</a></p>",
        message = escape(&app::i18n::text(locale, message, &[])),
        org = escape(org),
        back = escape(&tl!(locale, "sso-go-to-board")),
    );
    small_page(locale, status, &tl!(locale, "sso-failed"), &body)
}

/// The organization named `org`, or the page that says why there is none.
pub(super) async fn board(state: &AppState, locale: Locale, org: &str) -> Result<app::entities::organization::Model, Response> {
    match app::domain::organizations::find_by_name(state.db.conn(), org).await {
        Ok(Some(found)) => Ok(found),
        Ok(None) => Err(failed(locale, org, StatusCode::NOT_FOUND, "sso-no-board")),
        Err(error) => {
            tracing::error!(%error, "a sign-in's organization could not be read");
            Err(failed(locale, org, StatusCode::INTERNAL_SERVER_ERROR, "sso-our-side"))
        }
    }
}

/// The signed-in person of `org` in this request (a page of theirs, `/{org}/{page}`), or the
/// way to the sign-in page, which brings them back there.
pub(super) async fn signed_in_at(
    state: &AppState,
    org: &str,
    headers: &axum::http::HeaderMap,
    locale: Locale,
    page: &str,
) -> Result<(app::entities::organization::Model, app::entities::user::Model), Response> {
    let organization = board(state, locale, org).await?;
    let token = app::api::session::token_from_headers(headers, org).unwrap_or_default();
    match app::domain::sessions::user_of(&state.db, organization.id, &token).await {
        Ok(Some(user)) => Ok((organization, user)),
        Ok(None) => {
            Err((StatusCode::SEE_OTHER, [(header::LOCATION, format!("/{org}/signin?redirect=/{org}/{page}")), (header::CACHE_CONTROL, "no-store".to_owned())])
                .into_response())
        }
        Err(error) => {
            tracing::error!(%error, "a session could not be read");
            Err(failed(locale, org, StatusCode::INTERNAL_SERVER_ERROR, "sso-our-side"))
        }
    }
}

#[derive(serde::Deserialize)]
pub(super) struct LinkQuery {
    token: Option<String>,
}

#[derive(serde::Deserialize)]
pub(super) struct LinkForm {
    token: Option<String>,
    /// A reset link's new password (required), an invitation's (optional).
    password: Option<String>,
}

/// `GET /{org}/signin/link?token=`: a single-use link: the first admin's (printed by `upboard
/// org create` or `upboard org sign-in-link`), or one e-mailed (a sign-in link, a password
/// reset, a team invitation). It only asks: a button posts the token, and that uses it up, so
/// that a mail client or a browser that fetches links ahead does not spend it. A reset link's
/// page asks for the new password; an invitation's offers to choose one.
pub(super) async fn link_page(
    State(state): State<AppState>,
    axum::extract::Path(org): axum::extract::Path<String>,
    axum::extract::Query(query): axum::extract::Query<LinkQuery>,
    locale: Lang,
) -> Response {
    let locale = locale_of(locale);
    let organization = match board(&state, locale, &org).await {
        Ok(found) => found,
        Err(page) => return page,
    };
    let token = query.token.unwrap_or_default();
    match app::domain::sessions::link_holder(&state.db, organization.id, &token).await {
        Ok(Some((holder, purpose))) => link_form(locale, &organization, &holder, purpose, &token, None),
        Ok(None) => failed(locale, &org, StatusCode::UNAUTHORIZED, "sso-invalid"),
        Err(error) => {
            tracing::error!(%error, "a sign-in link could not be read");
            failed(locale, &org, StatusCode::INTERNAL_SERVER_ERROR, "sso-our-side")
        }
    }
}

/// The page of a working link: who it signs in, the password field its purpose calls for, and
/// the button; with the reason the last try was refused (422), if it was.
fn link_form(
    locale: Locale,
    organization: &app::entities::organization::Model,
    holder: &app::entities::user::Model,
    purpose: app::domain::sessions::LinkPurpose,
    token: &str,
    refused: Option<String>,
) -> Response {
    use app::domain::sessions::LinkPurpose;
    let escape = app::domain::text::escape;
    let args = [("email", app::i18n::Arg::from(holder.email.as_str())), ("board", app::i18n::Arg::from(organization.display_name.as_str()))];
    let (title, prompt, button) = match purpose {
        LinkPurpose::Reset => ("reset-link-title", "reset-link-prompt", "reset-link-button"),
        LinkPurpose::Invite => ("invite-link-title", "invite-link-prompt", "sign-in-link-button"),
        LinkPurpose::Verify => ("verify-link-title", "verify-link-prompt", "verify-link-button"),
        // (A half-done sign-in's token never reaches this page: `link_holder` refuses it.)
        LinkPurpose::SignIn | LinkPurpose::SecondFactor => ("sign-in-link-title", "sign-in-link-prompt", "sign-in-link-button"),
    };
    let password = match purpose {
        LinkPurpose::SignIn | LinkPurpose::SecondFactor | LinkPurpose::Verify => String::new(),
        LinkPurpose::Reset | LinkPurpose::Invite => format!(
            "<label for=\"password\">{label}</label>\
             <input id=\"password\" name=\"password\" type=\"password\" autocomplete=\"new-password\" minlength=\"{min}\"{required} aria-describedby=\"password-hint\">\
             <p class=\"hint\" id=\"password-hint\">{hint}</p>",
            label = escape(&app::i18n::text(locale, if purpose == LinkPurpose::Reset { "reset-link-password" } else { "invite-link-password" }, &[])),
            min = app::domain::users::PASSWORD_MIN_LEN,
            required = if purpose == LinkPurpose::Reset { " required" } else { "" },
            hint = escape(&tl!(locale, "signup-password-hint")),
        ),
    };
    let error = alert(refused);
    let body = format!(
        "<p>{prompt}</p><form method=\"post\" action=\"/{org}/signin/link\" class=\"stacked-form\"><input type=\"hidden\" name=\"token\" value=\"{token}\">\
         {password}{error}<button type=\"submit\" class=\"button primary\">{button}</button></form>",
        prompt = escape(&app::i18n::text(locale, prompt, &args)),
        org = escape(&organization.name),
        token = escape(token),
        button = escape(&app::i18n::text(locale, button, &[])),
    );
    let status = if error.is_empty() { StatusCode::OK } else { StatusCode::UNPROCESSABLE_ENTITY };
    small_page(locale, status, &app::i18n::text(locale, title, &[]), &body)
}

/// `POST /{org}/signin/link` (form: `token`, and `password` for a reset or an invitation):
/// uses the link up and signs its person in, ending the browser's previous session (a new
/// password ends every other session of theirs); then their board (a team member: the admin
/// area). A refused password leaves the link working and shows its page again, saying why.
pub(super) async fn link_sign_in(
    State(state): State<AppState>,
    axum::extract::Path(org): axum::extract::Path<String>,
    headers: axum::http::HeaderMap,
    locale: Lang,
    axum::extract::Form(form): axum::extract::Form<LinkForm>,
) -> Response {
    use app::domain::{Error, sessions};
    let locale = locale_of(locale);
    let organization = match board(&state, locale, &org).await {
        Ok(found) => found,
        Err(page) => return page,
    };
    let token = form.token.unwrap_or_default();
    let redeemed = sessions::redeem_link(&state.db, organization.id, &token, form.password.as_deref()).await;
    // With two-factor sign-in on, a link is only the first step: the code comes next.
    if let Ok((user, _)) = &redeemed {
        match app::domain::two_factor::second_step(&state.db, user).await {
            Ok(None) => {}
            Ok(Some(pending)) => return pending_response(&state, &org, &pending, &format!("/{org}")),
            Err(error) => {
                tracing::error!(%error, "a half-done sign-in could not be kept");
                return failed(locale, &org, StatusCode::INTERNAL_SERVER_ERROR, "sso-our-side");
            }
        }
    }
    let started = match redeemed {
        Ok((user, _)) => sessions::start(&state.db, user, app::api::session::token_from_headers(&headers, &org).as_deref()).await,
        Err(error) => Err(error),
    };
    match started {
        Ok(session) => {
            let is_team = app::domain::users::team_role(state.db.conn(), session.user.id).await.ok().flatten().is_some();
            let target = if is_team { format!("/{org}/admin") } else { format!("/{org}") };
            let cookie = app::api::session::cookie_header(&org, Some(&session.token), &state.settings.public_url);
            (StatusCode::SEE_OTHER, [(header::SET_COOKIE, cookie), (header::LOCATION, target), (header::CACHE_CONTROL, "no-store".to_owned())]).into_response()
        }
        Err(Error::Invalid { message, .. }) => match sessions::link_holder(&state.db, organization.id, &token).await {
            Ok(Some((holder, purpose))) => link_form(locale, &organization, &holder, purpose, &token, Some(message.in_locale(locale))),
            _ => failed(locale, &org, StatusCode::UNAUTHORIZED, "sso-invalid"),
        },
        Err(Error::Unauthorized(_) | Error::Forbidden(_)) => failed(locale, &org, StatusCode::UNAUTHORIZED, "sso-invalid"),
        Err(error) => {
            tracing::error!(%error, "signing in with a link failed");
            failed(locale, &org, StatusCode::INTERNAL_SERVER_ERROR, "sso-our-side")
        }
    }
}

/// A half-done sign-in after its first step passed: the two-factor step's cookie and the way
/// to its page (`redirect`, kept, is where the person goes after).
fn pending_response(state: &AppState, org: &str, token: &str, redirect: &str) -> Response {
    let cookie = app::api::session::pending_cookie_header(org, Some(token), &state.settings.public_url);
    let location = format!("/{org}/signin/code?redirect={}", app::model::encode_query_value(redirect));
    (StatusCode::SEE_OTHER, [(header::SET_COOKIE, cookie), (header::LOCATION, location), (header::CACHE_CONTROL, "no-store".to_owned())]).into_response()
}
