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
    locale: Option<axum::extract::Extension<Locale>>,
) -> Response {
    let locale = locale.map(|axum::extract::Extension(l)| l).unwrap_or_default();
    use app::domain::{Error, organizations, sessions};
    // The page of a failed sign-in, in the request's language.
    let page = |status: StatusCode, message: &'static str| {
        let escape = app::domain::text::escape;
        let body = format!(
            "<!DOCTYPE html><html lang=\"{lang}\" dir=\"{dir}\"><head><meta charset=\"utf-8\"><title>{title}</title>\
             <link rel=\"stylesheet\" href=\"/pkg/upboard.css\"></head><body><main id=\"main\" class=\"page narrow\">\
             <h1>{title}</h1><p>{message}</p><p><a href=\"/{org}\">{back}</a></p></main></body></html>",
            lang = locale.code(),
            dir = locale.dir(),
            title = escape(&tl!(locale, "sso-failed")),
            message = escape(&app::i18n::text(locale, message, &[])),
            org = escape(&org),
            back = escape(&tl!(locale, "sso-go-to-board")),
        );
        (status, [(header::CONTENT_TYPE, "text/html; charset=utf-8")], body).into_response()
    };
    let organization = match organizations::find_by_name(state.db.conn(), &org).await {
        Ok(Some(found)) => found,
        Ok(None) => return page(StatusCode::NOT_FOUND, "sso-no-board"),
        Err(error) => {
            tracing::error!(%error, "SSO lookup failed");
            return page(StatusCode::INTERNAL_SERVER_ERROR, "sso-our-side");
        }
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
