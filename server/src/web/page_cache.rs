//! The anonymous page cache: a page seen without a cookie is kept until the next write of its
//! organization and served again under a fresh nonce.

use app::state::AppState;
use app::store::cache::Of;
use axum::extract::{Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

/// Largest page kept by [`anonymous_page_cache`].
const MAX_CACHED_PAGE: usize = 256 * 1024;

/// A page seen without any cookie is the same for every such visitor until the next write:
/// its HTML is kept for that long (at most the cache's TTL, so relative times stay fresh) and
/// served again without rendering. Signed-in views, redirects (anything with a `Location`) and
/// errors are never kept.
pub(super) async fn anonymous_page_cache(State(state): State<AppState>, request: Request, next: Next) -> Response {
    use app::store::cache::CachedBody;
    if request.method() != axum::http::Method::GET {
        return next.run(request).await;
    }
    if has_personal_cookies(request.headers()) {
        // A page that may show a signed-in person is kept by nobody.
        let mut response = next.run(request).await;
        let headers = response.headers_mut();
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("private, no-store"));
        headers.append(header::VARY, HeaderValue::from_static("Accept-Language, Cookie"));
        return response;
    }
    // Kept per organization (the first path segment; "" for the home page), so that made-up
    // addresses of one cannot push out another's pages. Pages do not depend on the `Host`
    // header (links are built from the configured public URL): it is no part of the key.
    let uri = request.uri();
    let organization = uri.path().trim_start_matches('/').split('/').next().unwrap_or_default().to_owned();
    // The language (`web::locale`: the address, the language cookie, Accept-Language, the
    // organization's default) is part of the key: each language's page is kept apart.
    let locale = request.extensions().get::<app::model::Locale>().copied().unwrap_or_default();
    let key = key(locale, uri.path_and_query().map_or("/", |p| p.as_str()));
    state.db.notice_other_writers().await;
    // An organization's pages depend on its writes only (the home page on every write), and
    // not on its votes: new counts reach a kept page within the cache's 5 seconds, as they
    // reach browsers and proxies that keep it `max-age=5`, and open pages at once through the
    // live stream. A busy board's votes would otherwise drop its pages many times a second.
    let of = match organization.as_str() {
        "" => Of::All,
        segment => match app::domain::organizations::named_in_address(&state.db, segment).await {
            Ok(Some(found)) => Of::Posts(found.id),
            // Not an organization's board (no such organization, or not spelled as its name):
            // its "not found" page is not kept.
            Ok(None) | Err(_) => return next.run(request).await,
        },
    };
    let caches = state.db.caches();
    let generation = caches.responses.generation(of);
    if let Some(cached) = caches.responses.get_at(&organization, &key, generation) {
        return served_again(cached);
    }
    let response = next.run(request).await;
    if response.status() != StatusCode::OK
        || !crate::document::is_html(&response)
        || response.headers().contains_key(header::SET_COOKIE)
        || response.headers().contains_key(header::LOCATION)
    {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    shared_for_a_moment(&mut parts.headers);
    match axum::body::to_bytes(body, usize::MAX).await {
        Ok(body) => {
            if body.len() <= MAX_CACHED_PAGE {
                let nonce = crate::headers::response_nonce(&parts.headers).map(str::to_owned);
                caches
                    .responses
                    .put(of, &organization, key, generation, CachedBody { content_type: "text/html; charset=utf-8", body: body.clone(), nonce });
            }
            Response::from_parts(parts, axum::body::Body::from(body))
        }
        Err(error) => {
            tracing::error!(%error, "a page could not be rendered");
            StatusCode::INTERNAL_SERVER_ERROR.into_response()
        }
    }
}

/// The key a page is kept under in its organization's part of the response cache: its
/// language and its address (path and query).
pub fn key(locale: app::model::Locale, path_and_query: &str) -> String {
    format!("page|{locale}|{path_and_query}")
}

/// A kept anonymous page, served again under a fresh nonce (every script and style of it
/// carries the nonce it was rendered with: each is given the new one, and so is the policy).
fn served_again(cached: app::store::cache::CachedBody) -> Response {
    let mut response = match &cached.nonce {
        Some(old) => {
            let fresh = crate::headers::fresh_nonce();
            let html = with_nonce(&cached.body, &format!("nonce=\"{old}\""), &format!("nonce=\"{fresh}\""));
            let mut response = ([(header::CONTENT_TYPE, cached.content_type)], html).into_response();
            if let Ok(policy) = HeaderValue::from_str(&crate::headers::page_policy(&fresh)) {
                response.headers_mut().insert(header::CONTENT_SECURITY_POLICY, policy);
            }
            response
        }
        None => ([(header::CONTENT_TYPE, cached.content_type)], cached.body).into_response(),
    };
    shared_for_a_moment(response.headers_mut());
    response
}

/// `page` with every `old` attribute replaced by `new`, in one copy (this runs on every hit of
/// the anonymous page cache: no UTF-8 check, no intermediate string).
fn with_nonce(page: &[u8], old: &str, new: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(page.len() + 16 * new.len().saturating_sub(old.len()));
    crate::document::replace_into(&mut out, page, old.as_bytes(), new.as_bytes());
    out
}

/// An anonymous page: shared caches may keep it as long as the server's own response cache
/// does (its TTL), apart for each language a browser asks for or a cookie chose.
fn shared_for_a_moment(headers: &mut axum::http::HeaderMap) {
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("public, max-age=5"));
    headers.append(header::VARY, HeaderValue::from_static("Accept-Language, Cookie"));
}

/// Whether the request carries a cookie other than the language cookie (a session, a flash):
/// a page seen with only the language chosen is still the same for every such reader.
fn has_personal_cookies(headers: &axum::http::HeaderMap) -> bool {
    headers
        .get_all(header::COOKIE)
        .iter()
        .flat_map(|v| v.as_bytes().split(|b| *b == b';'))
        .map(|pair| pair.trim_ascii())
        .any(|pair| !pair.is_empty() && pair.split(|b| *b == b'=').next() != Some(super::locale::COOKIE.as_bytes()))
}
