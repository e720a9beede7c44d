//! The layers every request of the pages passes: writes from this site only, a server
//! function's refusal with its own status, one log line.

use app::state::AppState;
use axum::extract::{Request, State};
use axum::http::{StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::time::Instant;

/// Writes from the pages (server functions, form posts) must come from this site: a request
/// with an `Origin` other than the public URL's ([`app::domain::access::is_own_origin`],
/// `null` included) is refused (the SameSite=Lax cookie already keeps cross-site forms out;
/// this is the second lock). Browsers send `Origin` with every such write; a client without
/// one has no cookie of a victim to ride on. The API authenticates with headers instead.
pub(super) async fn same_origin_writes(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let is_write = !request.method().is_safe();
    // An unsubscribe link carries its own key and rides on no cookie; mail programs post to
    // it from wherever they run (RFC 8058).
    let keyed = request.uri().path().ends_with("/unsubscribe");
    if is_write
        && !keyed
        && !request.uri().path().starts_with("/api/")
        && let Some(origin) = request.headers().get(header::ORIGIN)
        && !origin.to_str().is_ok_and(|origin| app::domain::access::is_own_origin(&state.settings.public_url, origin))
    {
        return (StatusCode::FORBIDDEN, "Cross-site request refused.").into_response();
    }
    next.run(request).await
}

/// A server function's refusal answers with its own 4xx status (401, 403, 404, 422, 429, with
/// `Retry-After`); Leptos answers every server-function error with 500, which stays for
/// failures on our side. The error travels in the body as JSON ([`app::model::AppError`]).
pub(super) async fn server_fn_status(request: Request, next: Next) -> Response {
    use app::model::AppError;
    let response = next.run(request).await;
    if response.status() != StatusCode::INTERNAL_SERVER_ERROR || !response.headers().contains_key("serverfnerror") {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, 64 * 1024).await else {
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    };
    if let Ok(error) = serde_json::from_slice::<AppError>(&bytes) {
        parts.status = StatusCode::from_u16(error.status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        if let AppError::TooManyAttempts { retry_after, .. } = error {
            parts.headers.insert(header::RETRY_AFTER, retry_after.into());
        }
    }
    Response::from_parts(parts, axum::body::Body::from(bytes))
}

/// One line per request. The query string is left out: it can carry tokens.
pub(super) async fn log_request(request: Request, next: Next) -> Response {
    let started = Instant::now();
    let method = request.method().clone();
    let path = request.uri().path().to_owned();
    let response = next.run(request).await;
    tracing::info!("{method} {path} {} {:.1}ms", response.status().as_u16(), started.elapsed().as_secs_f64() * 1000.0);
    response
}
