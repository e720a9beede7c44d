//! `GET /{org}/sso`: the sign-in link of a customer's own product (a token signed with the
//! organization's SSO secret) starts a session on the board.

use app::model::Locale;
use app::state::AppState;
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
    let page = |status: StatusCode, message: &str| {
        let body = format!(
            "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Sign-in failed</title>\
             <link rel=\"stylesheet\" href=\"/pkg/upboard.css\"></head><body><main id=\"main\" class=\"page narrow\">\
             <h1>Sign-in failed</h1><p>{}</p><p><a href=\"/{}\">Go to the board</a></p></main></body></html>",
            app::domain::text::escape(message),
            app::domain::text::escape(&org)
        );
        (status, [(header::CONTENT_TYPE, "text/html; charset=utf-8")], body).into_response()
    };
    let organization = match organizations::find_by_name(state.db.conn(), &org).await {
        Ok(Some(found)) => found,
        Ok(None) => return page(StatusCode::NOT_FOUND, "This board does not exist."),
        Err(error) => {
            tracing::error!(%error, "SSO lookup failed");
            return page(StatusCode::INTERNAL_SERVER_ERROR, "Something went wrong on our side.");
        }
    };
    let Some(token) = query.token.filter(|t| !t.is_empty()) else {
        return page(StatusCode::BAD_REQUEST, "The sign-in link has no token.");
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
            if let Some(chosen) = session.user.locale.as_deref().and_then(Locale::parse)
                && let Ok(value) = header::HeaderValue::from_str(&super::locale::cookie_header(chosen, &state.settings.public_url))
            {
                response.headers_mut().append(header::SET_COOKIE, value);
            }
            response
        }
        Err(Error::Unauthorized(_) | Error::Forbidden(_)) => {
            page(StatusCode::UNAUTHORIZED, "The sign-in link is invalid or has expired. Please ask for a new one.")
        }
        Err(error) => {
            tracing::error!(%error, "SSO sign-in failed");
            page(StatusCode::INTERNAL_SERVER_ERROR, "Something went wrong on our side.")
        }
    }
}
