//! A rendered page made into a valid HTML document before it is sent or kept.
//!
//! Leptos 0.8 renders two things that no HTML checker accepts, on every page:
//! - `HydrationScripts` writes the page's CSP nonce into the `crossorigin` attribute of the
//!   WASM bundle's `modulepreload` and `preload` links (`crossorigin="RKEhmScY…"`): an invalid
//!   value, and the nonce exposed in an ordinary attribute that CSS selectors can read, which
//!   is why browsers hide the `nonce` attribute itself. Here it becomes `crossorigin=""` (the
//!   anonymous mode the bundle's same-origin fetches use), so the nonce stands only in `nonce`.
//! - The async renderer sends its resolver scripts (`__RESOLVED_RESOURCES=…`) after `</html>`.
//!   Here they move to the end of `<body>`, where they run at the same moment (before the
//!   deferred module that hydrates the islands) inside the document.
//!
//! Pages render whole before their first byte is sent (`SsrMode::Async`), so finishing one
//! costs one copy of its bytes, not its time to first byte. The anonymous page cache keeps
//! finished pages.

use axum::extract::Request;
use axum::http::header;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

/// The middleware on every Leptos page (routes and the not-found fallback).
pub async fn finish(request: Request, next: Next) -> Response {
    let response = next.run(request).await;
    if !is_html(&response) {
        return response;
    }
    // Each page builds its view once: so many page heads (`PageMeta`) as pages.
    metrics::counter!("upboard_pages_rendered_total").increment(1);
    let nonce = crate::headers::response_nonce(response.headers()).map(str::to_owned);
    let (parts, body) = response.into_parts();
    match axum::body::to_bytes(body, usize::MAX).await {
        Ok(page) => Response::from_parts(parts, axum::body::Body::from(finished(&page, nonce.as_deref()))),
        Err(error) => {
            tracing::error!(%error, "a page could not be rendered");
            axum::http::StatusCode::INTERNAL_SERVER_ERROR.into_response()
        }
    }
}

/// Whether `response` is an HTML page (by its `Content-Type`).
pub fn is_html(response: &Response) -> bool {
    response.headers().get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).is_some_and(|v| v.starts_with("text/html"))
}

/// `page` with its nonce out of `crossorigin` and whatever follows `</html>` moved to the end
/// of its `<body>`; a page without either is returned as it is.
pub fn finished(page: &[u8], nonce: Option<&str>) -> Vec<u8> {
    use memchr::memmem;
    let mut out = Vec::with_capacity(page.len());
    // Everything after the document's end (the resolver scripts), and where the body ends.
    let (document, trailer) = match memmem::rfind(page, b"</html>") {
        Some(at) => page.split_at(at + "</html>".len()),
        None => (page, &page[page.len()..]),
    };
    let trailer = trailer.trim_ascii();
    let body_end = if trailer.is_empty() { None } else { memmem::rfind(document, b"</body>") };
    let (before, after) = match body_end {
        Some(at) => document.split_at(at),
        None => (page, &page[page.len()..]),
    };
    let put = |out: &mut Vec<u8>, bytes: &[u8]| match nonce {
        Some(nonce) => replace_into(out, bytes, format!("crossorigin=\"{nonce}\"").as_bytes(), b"crossorigin=\"\""),
        None => out.extend_from_slice(bytes),
    };
    put(&mut out, before);
    if body_end.is_some() {
        out.extend_from_slice(trailer);
        put(&mut out, after);
    }
    out
}

/// Appends `bytes` to `out` with every `old` replaced by `new`, in one pass (no UTF-8 check,
/// no intermediate string); also the page cache's fresh nonce for a page served again.
pub fn replace_into(out: &mut Vec<u8>, bytes: &[u8], old: &[u8], new: &[u8]) {
    let mut from = 0;
    for at in memchr::memmem::find_iter(bytes, old) {
        out.extend_from_slice(&bytes[from..at]);
        out.extend_from_slice(new);
        from = at + old.len();
    }
    out.extend_from_slice(&bytes[from..]);
}

#[cfg(test)]
mod tests {
    use super::finished;

    fn finish(page: &str, nonce: Option<&str>) -> String {
        String::from_utf8(finished(page.as_bytes(), nonce)).unwrap()
    }

    #[test]
    fn scripts_after_the_document_move_to_the_end_of_its_body() {
        let page = "<!DOCTYPE html><html><head></head><body><p>x</p></body></html><script nonce=\"n\">a=1</script><script nonce=\"n\">b=2</script>";
        assert_eq!(
            finish(page, Some("n")),
            "<!DOCTYPE html><html><head></head><body><p>x</p><script nonce=\"n\">a=1</script><script nonce=\"n\">b=2</script></body></html>"
        );
    }

    #[test]
    fn the_nonce_leaves_crossorigin_and_stays_in_nonce() {
        let page = "<html><head><link rel=\"modulepreload\" href=\"/pkg/a.js\" crossorigin=\"Ab1\"><script nonce=\"Ab1\">x</script></head><body></body></html>";
        assert_eq!(
            finish(page, Some("Ab1")),
            "<html><head><link rel=\"modulepreload\" href=\"/pkg/a.js\" crossorigin=\"\"><script nonce=\"Ab1\">x</script></head><body></body></html>"
        );
    }

    #[test]
    fn a_document_without_either_is_unchanged() {
        for page in ["<html><body>crossorigin=\"other\"</body></html>", "no document at all", ""] {
            assert_eq!(finish(page, Some("Ab1")), page);
        }
    }

    #[test]
    fn text_after_the_body_in_a_page_with_a_trailer_keeps_its_place() {
        // A post whose text mentions `</body>` is escaped in the page (`&lt;/body&gt;`): the
        // only `</body>` tags are real ones, and the last is the document's.
        let page = "<html><body><p>&lt;/body&gt;</p></body></html><script>t</script>";
        assert_eq!(finish(page, None), "<html><body><p>&lt;/body&gt;</p><script>t</script></body></html>");
    }
}
