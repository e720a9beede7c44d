//! Which language a page, a form's answer or a server function speaks, decided once per
//! request and put in its extensions as an `app::model::Locale` (the pages read it from
//! there: `headers::page_context`). In this order (docs/web.md, "Languages"):
//!
//! 1. `?lang=xx` in the address: an address that names its language (the `hreflang` links
//!    point at these) shows that language;
//! 2. the language cookie (`upboard_lang`), set by the footer's language switch and, for a
//!    signed-in person, to their own setting when they sign in or change it, so that the
//!    person's choice is known without reading the database on every request;
//! 3. the browser's `Accept-Language`, by its q-values;
//! 4. the organization's default language (its settings), for a page of an organization;
//! 5. English.

use app::model::Locale;
use app::state::AppState;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, header};
use axum::middleware::Next;
use axum::response::Response;

/// The language cookie's name.
pub use app::api::session::LANGUAGE_COOKIE as COOKIE;

/// The middleware: the request's language into its extensions, and `Content-Language` on the
/// page that answers.
pub async fn resolve(State(state): State<AppState>, mut request: Request, next: Next) -> Response {
    // The API speaks English (a contract), files have no language.
    let first = request.uri().path().trim_start_matches('/').split('/').next().unwrap_or_default();
    if matches!(first, "api" | "uploads" | "pkg" | "healthz" | "metrics" | "favicon.svg" | "robots.txt") {
        return next.run(request).await;
    }
    let locale = match chosen(request.uri().query(), request.headers()) {
        Some(locale) => locale,
        None => organization_default(&state, request.uri().path()).await.unwrap_or_default(),
    };
    request.extensions_mut().insert(locale);
    // And for what answers outside a page (the form posts): `app::i18n::locale`.
    let mut response = app::i18n::scoped(locale, next.run(request)).await;
    if crate::document::is_html(&response) {
        response.headers_mut().insert(header::CONTENT_LANGUAGE, HeaderValue::from_static(locale.code()));
    }
    response
}

/// The language the request itself asks for (the address, the cookie, the browser), if any.
pub fn chosen(query: Option<&str>, headers: &HeaderMap) -> Option<Locale> {
    from_query(query).or_else(|| from_cookie(headers)).or_else(|| from_accept_language(headers))
}

fn from_query(query: Option<&str>) -> Option<Locale> {
    url::form_urlencoded::parse(query?.as_bytes()).find(|(k, _)| k == "lang").and_then(|(_, v)| Locale::parse(&v))
}

/// The language cookie's value, if it names a language upboard speaks.
pub fn from_cookie(headers: &HeaderMap) -> Option<Locale> {
    app::api::session::cookie(headers, COOKIE).and_then(|v| Locale::parse(&v))
}

/// The language of `Accept-Language` with the highest q-value (the first of equals; a regional
/// tag counts as its language; `q=0` refuses) among those upboard speaks.
fn from_accept_language(headers: &HeaderMap) -> Option<Locale> {
    let header = headers.get(header::ACCEPT_LANGUAGE)?.to_str().ok()?;
    let mut best: Option<(f32, Locale)> = None;
    for part in header.split(',') {
        let mut pieces = part.split(';');
        let Some(locale) = pieces.next().and_then(Locale::parse) else { continue };
        let quality = match pieces.find_map(|p| p.trim().strip_prefix("q=")) {
            Some(q) => q.trim().parse::<f32>().unwrap_or(0.0),
            None => 1.0,
        };
        if quality > 0.0 && best.is_none_or(|(q, _)| quality > q) {
            best = Some((quality, locale));
        }
    }
    best.map(|(_, locale)| locale)
}

/// The default language of the organization whose page this is (the path's first segment),
/// from the organizations' cache; none for the server functions (`/fn/…`, which name their
/// organization in their arguments) and the home page.
async fn organization_default(state: &AppState, path: &str) -> Option<Locale> {
    let segment = path.trim_start_matches('/').split('/').next().filter(|s| !s.is_empty() && *s != "fn")?;
    let name = app::model::OrgName::parse(segment).ok()?;
    let organization = app::domain::organizations::find_by_name_cached(&state.db, name.as_str()).await.ok()??;
    Locale::parse(&organization.default_locale)
}

/// The `Set-Cookie` value that remembers `locale`.
pub use app::api::session::language_cookie_header as cookie_header;

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        for (name, value) in pairs {
            headers.append(*name, HeaderValue::from_str(value).unwrap());
        }
        headers
    }

    #[test]
    fn the_address_then_the_cookie_then_the_browser_decide() {
        let all = headers(&[("cookie", "a=1; upboard_lang=fr"), ("accept-language", "de-DE,de;q=0.9,en;q=0.8")]);
        assert_eq!(chosen(Some("bucket=x&lang=ar"), &all), Some(Locale::Ar));
        assert_eq!(chosen(Some("lang=xx"), &all), Some(Locale::Fr), "an unknown language in the address is no choice");
        assert_eq!(chosen(None, &all), Some(Locale::Fr));
        assert_eq!(chosen(None, &headers(&[("accept-language", "de-DE,de;q=0.9,en;q=0.8")])), Some(Locale::De));
        assert_eq!(chosen(None, &headers(&[("cookie", "upboard_lang=klingon"), ("accept-language", "es")])), Some(Locale::Es));
        assert_eq!(chosen(None, &HeaderMap::new()), None);
    }

    #[test]
    fn accept_language_is_read_by_its_q_values() {
        let header = |value: &str| from_accept_language(&headers(&[("accept-language", value)]));
        assert_eq!(header("pt-BR, ar;q=0.5, fr;q=0.8"), Some(Locale::Fr));
        assert_eq!(header("ja, zh;q=0.9"), None);
        assert_eq!(header("*"), None);
        assert_eq!(header("ES-mx"), Some(Locale::Es));
        assert_eq!(header("en;q=0.5, de;q=0.9, fr;q=0.9"), Some(Locale::De));
        assert_eq!(header("de;q=0, fr;q=0.1"), Some(Locale::Fr));
    }
}
