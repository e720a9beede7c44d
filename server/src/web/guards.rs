//! The layers every request of the pages passes: writes from this site only, a server
//! function's refusal with its own status, one log line under the request's id, and that id in
//! the text of a failure on our side.

use app::said;
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
        // The widget's calls come from the host pages an organization lists (its own CORS
        // check) and ride on no cookie.
        && !request.uri().path().starts_with("/widget/")
        && let Some(origin) = request.headers().get(header::ORIGIN)
        && !origin.to_str().is_ok_and(|origin| app::domain::access::is_own_origin(&state.settings.public_url, origin))
    {
        return (StatusCode::FORBIDDEN, crate::forms::said_plain(said!("said-cross-site-request-refused"))).into_response();
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

/// The id of one request: in each of its log lines (a `request` span), in the `x-request-id`
/// header of its answer, and in the text of an answer that failed on our side, so that what a
/// person reports can be found in the log.
#[derive(Clone, Debug)]
pub struct RequestId(pub std::sync::Arc<str>);

/// The header that carries it, both ways.
pub const REQUEST_ID: &str = "x-request-id";

/// An id a trusted proxy gave, when it is one a log line can hold as is: 1 to 64 letters,
/// digits, `-`, `_` or `.`.
fn well_formed(id: &str) -> bool {
    (1..=64).contains(&id.len()) && id.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
}

/// The proxy's id when it is trusted and well-formed, else a new one.
fn request_id(proxy_trusted: bool, given: Option<&header::HeaderValue>) -> std::sync::Arc<str> {
    match given.and_then(|id| id.to_str().ok()).filter(|id| proxy_trusted && well_formed(id)) {
        Some(id) => id.into(),
        None => app::domain::keys::random_base62(16).into(),
    }
}

/// One line per request, under the request's id. The id is the reverse proxy's when the server
/// is told it runs behind one (`--client-ip-header`: its headers are trusted) and it sent a
/// well-formed one, else made here (16 random letters and digits). The query string is left
/// out of the line: it can carry tokens.
pub(super) async fn log_request(State(state): State<AppState>, mut request: Request, next: Next) -> Response {
    use tracing::Instrument;
    let started = Instant::now();
    let id = request_id(state.settings.client_ip_header.is_some(), request.headers().get(REQUEST_ID));
    request.extensions_mut().insert(RequestId(id.clone()));
    let method = request.method().clone();
    let path = request.uri().path().to_owned();
    let span = tracing::info_span!("request", id = %id);
    let mut response = next.run(request).instrument(span.clone()).await;
    let seconds = started.elapsed().as_secs_f64();
    span.in_scope(|| tracing::info!("{method} {path} {} {:.1}ms", response.status().as_u16(), seconds * 1000.0));
    crate::metrics::record_request(&method, &response, seconds);
    if let Ok(value) = header::HeaderValue::from_str(&id) {
        response.headers_mut().insert(REQUEST_ID, value);
    }
    response
}

/// An answer that failed on our side (5xx) in plain text says which request it was, for the
/// person to quote: "Internal error (request 3fZk…)". (The API's JSON errors keep their shape;
/// their `x-request-id` header says it.)
pub(super) async fn reference_failures(request: Request, next: Next) -> Response {
    let id = request.extensions().get::<RequestId>().cloned();
    let response = next.run(request).await;
    let plain_text = response.headers().get(header::CONTENT_TYPE).is_none_or(|t| t.to_str().is_ok_and(|t| t.starts_with("text/plain")));
    let Some(RequestId(id)) = id.filter(|_| response.status().is_server_error() && plain_text) else {
        return response;
    };
    let (mut parts, body) = response.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, 64 * 1024).await else {
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    };
    let said = String::from_utf8_lossy(&bytes);
    let said = if said.trim().is_empty() { parts.status.canonical_reason().unwrap_or("Server error").to_owned() } else { said.trim_end().to_owned() };
    parts.headers.remove(header::CONTENT_LENGTH);
    parts.headers.insert(header::CONTENT_TYPE, header::HeaderValue::from_static("text/plain; charset=utf-8"));
    Response::from_parts(parts, axum::body::Body::from(format!("{said} (request {id})")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::routing::get;
    use tower::ServiceExt;

    #[test]
    fn a_request_id_comes_from_a_trusted_proxy_when_well_formed_and_is_made_otherwise() {
        let given = header::HeaderValue::from_static("lb-7f3a.2");
        assert_eq!(&*request_id(true, Some(&given)), "lb-7f3a.2", "the proxy's, trusted");
        assert_ne!(&*request_id(false, Some(&given)), "lb-7f3a.2", "no proxy is trusted: a client's id is not taken");
        for odd in ["", "has space", "<script>", &"x".repeat(65)] {
            let odd = header::HeaderValue::from_str(odd).unwrap();
            assert!(well_formed(&request_id(true, Some(&odd))), "{odd:?} is replaced by a made one");
        }
        let (a, b) = (request_id(true, None), request_id(true, None));
        assert!(a.len() == 16 && well_formed(&a) && a != b, "made: {a} {b}");
    }

    /// What a failure on our side says in plain text names the request; a refusal and the
    /// API's JSON errors are left as they are.
    #[tokio::test]
    async fn a_failure_in_plain_text_quotes_the_request_id() {
        let app = axum::Router::new()
            .route("/boom", get(|| async { (StatusCode::INTERNAL_SERVER_ERROR, "Internal error") }))
            .route("/empty", get(|| async { StatusCode::SERVICE_UNAVAILABLE }))
            .route("/json", get(|| async { (StatusCode::INTERNAL_SERVER_ERROR, axum::Json(serde_json::json!({"error": "x"}))) }))
            .route("/refused", get(|| async { (StatusCode::NOT_FOUND, "Not found") }))
            .layer(axum::middleware::from_fn(reference_failures))
            .layer(axum::middleware::from_fn(|mut request: Request, next: Next| async move {
                request.extensions_mut().insert(RequestId("r1d".into()));
                next.run(request).await
            }));
        let body = |path: &'static str| {
            let app = app.clone();
            async move {
                let response = app.oneshot(Request::get(path).body(axum::body::Body::empty()).unwrap()).await.unwrap();
                String::from_utf8(axum::body::to_bytes(response.into_body(), 1024).await.unwrap().to_vec()).unwrap()
            }
        };
        assert_eq!(body("/boom").await, "Internal error (request r1d)");
        assert_eq!(body("/empty").await, "Service Unavailable (request r1d)");
        assert_eq!(body("/json").await, r#"{"error":"x"}"#);
        assert_eq!(body("/refused").await, "Not found");
    }
}
