//! The headers every response carries, from one layer: a strict Content-Security-Policy
//! (pages: scripts and styles by a per-response nonce, which Leptos puts on every script and
//! style it renders), no framing by other sites, no type sniffing, a careful referrer, no
//! powerful features, an isolated browsing context, HSTS on https; and how long a response
//! may be kept by whom.

use app::state::AppState;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderName, HeaderValue, header};
use axum::middleware::Next;
use axum::response::Response;
use leptos::prelude::*;

/// The policy of a page rendered with `nonce`: its own scripts (the WASM bundle's loader) and
/// the nonce'd inline ones, WASM compilation, same-site styles and the nonce'd `<style>`s,
/// images from here, from data and blob URLs (the previews of chosen files) and over https
/// (descriptions may show images from the web), nothing else from elsewhere; never framed, no `<base>`, forms only to this site.
pub fn page_policy(nonce: &str) -> String {
    format!(
        "default-src 'self'; script-src 'self' 'nonce-{nonce}' 'wasm-unsafe-eval'; style-src 'self' 'nonce-{nonce}'; \
         img-src 'self' data: blob: https:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
    )
}

/// Everything that is not a page of the app: no script at all, styles and images from here
/// (the sign-in-failed page), never framed.
const DEFAULT_POLICY: &str = "default-src 'self'; script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/// An uploaded file: nothing in it may run or load, even opened on its own.
pub const UPLOAD_POLICY: &str = "default-src 'none'; sandbox; frame-ancestors 'none'";

/// The interactive API reference: its own script and stylesheet (no inline code), requests to
/// this site.
pub const API_DOCS_POLICY: &str =
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// Features the product never uses, denied to every page and frame.
const PERMISSIONS_POLICY: &str =
    "accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), serial=(), usb=()";

/// Per page render (Leptos' context for the route and the fallback): a fresh nonce, which
/// Leptos puts on its scripts and `<style>`s, and the policy naming it.
pub fn page_context() {
    leptos::nonce::provide_nonce();
    // The request's language (`web::locale`), for every text the page renders.
    provide_context(app::i18n::locale());
    if let (Some(nonce), Some(response)) = (leptos::nonce::use_nonce(), use_context::<leptos_axum::ResponseOptions>())
        && let Ok(policy) = HeaderValue::from_str(&page_policy(&nonce))
    {
        response.insert_header(header::CONTENT_SECURITY_POLICY, policy);
    }
    leptos_router::components::provide_server_redirect(page_redirect);
}

/// A page that sends its reader elsewhere (`<Redirect>` while rendering: the sign-in page for
/// a signed-out reader of a personal or admin page) answers `303 See Other` with the address,
/// whatever the request's `Accept` header, and is kept by no cache. (`leptos_axum`'s own
/// redirect answers `200` with a `Location` to a request that does not accept `text/html`,
/// which it takes for a server-function call: a page is never one.)
fn page_redirect(path: &str) {
    let Some(response) = use_context::<leptos_axum::ResponseOptions>() else { return };
    let Ok(location) = HeaderValue::from_str(path) else {
        tracing::error!(path, "a page redirected to an address that is no header value");
        return;
    };
    response.set_status(axum::http::StatusCode::SEE_OTHER);
    response.insert_header(header::LOCATION, location);
    response.insert_header(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
}

/// The middleware: the headers above on every response that has not set its own policy.
pub async fn secure(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let https = state.settings.public_url.starts_with("https://");
    let mut response = next.run(request).await;
    set_security_headers(response.headers_mut(), https);
    response
}

fn set_security_headers(headers: &mut HeaderMap, https: bool) {
    let mut default = |name: HeaderName, value: &'static str| {
        headers.entry(name).or_insert(HeaderValue::from_static(value));
    };
    default(header::CONTENT_SECURITY_POLICY, DEFAULT_POLICY);
    default(header::X_FRAME_OPTIONS, "DENY");
    default(header::X_CONTENT_TYPE_OPTIONS, "nosniff");
    default(header::REFERRER_POLICY, "strict-origin-when-cross-origin");
    default(HeaderName::from_static("permissions-policy"), PERMISSIONS_POLICY);
    default(HeaderName::from_static("cross-origin-opener-policy"), "same-origin");
    if https {
        default(header::STRICT_TRANSPORT_SECURITY, "max-age=63072000; includeSubDomains");
    }
}

/// The nonce a rendered page carries (the value of its policy's `'nonce-…'`).
pub fn nonce_of(policy: &str) -> Option<&str> {
    let start = policy.find("'nonce-")? + "'nonce-".len();
    policy[start..].split('\'').next()
}

/// The nonce of a response's `Content-Security-Policy`, if it names one.
pub fn response_nonce(headers: &HeaderMap) -> Option<&str> {
    headers.get(header::CONTENT_SECURITY_POLICY).and_then(|v| v.to_str().ok()).and_then(nonce_of)
}

/// A fresh random nonce (base64url of 16 random bytes), for a page served again from the
/// cache, whose nonce must differ from the one it was rendered with.
pub fn fresh_nonce() -> String {
    app::domain::keys::random_base62(22)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_policy_allows_only_nonced_and_own_scripts() {
        let policy = page_policy("abc123");
        assert_eq!(nonce_of(&policy), Some("abc123"));
        for required in ["default-src 'self'", "'wasm-unsafe-eval'", "frame-ancestors 'none'", "base-uri 'none'", "form-action 'self'", "object-src 'none'"] {
            assert!(policy.contains(required), "{required}");
        }
        assert!(!policy.contains("unsafe-inline") && !policy.contains("'unsafe-eval'"));
    }

    #[test]
    fn responses_keep_their_own_policy_and_get_the_rest() {
        let mut headers = HeaderMap::new();
        headers.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(UPLOAD_POLICY));
        set_security_headers(&mut headers, true);
        assert_eq!(headers[header::CONTENT_SECURITY_POLICY], UPLOAD_POLICY);
        assert_eq!(headers[header::X_FRAME_OPTIONS], "DENY");
        assert!(headers.contains_key(header::STRICT_TRANSPORT_SECURITY));
        let mut plain = HeaderMap::new();
        set_security_headers(&mut plain, false);
        assert_eq!(plain[header::CONTENT_SECURITY_POLICY], DEFAULT_POLICY);
        assert!(!plain.contains_key(header::STRICT_TRANSPORT_SECURITY));
    }
}
