//! zstd for answers that are whole in memory, with one compression context per thread.
//!
//! tower-http's compression layer encodes a stream, and sets up a new zstd context for every
//! answer: allocating and clearing it took about 6 % of a list request's CPU (`perf`,
//! docs/performance.md), more than compressing its 20 KB. Most answers (JSON, a cached page)
//! are one buffer whose size is known, so this middleware compresses those in one call with a
//! context kept by the thread. It runs inside the compression layers, which then leave its
//! answers alone (they are encoded already) and still encode what streams.

use axum::body::{Body, HttpBody};
use axum::extract::Request;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::cell::RefCell;

/// Answers larger than this are left to the streaming layer (no answer is held whole twice
/// because of its size).
const WHOLE_LIMIT: u64 = 1 << 20;
/// Below this, an encoding's frame costs more than it saves (tower-http's own threshold).
const SMALLEST: u64 = 32;

thread_local! {
    static COMPRESSOR: RefCell<Option<zstd::bulk::Compressor<'static>>> = const { RefCell::new(None) };
}

/// zstd's level for documents compressed once when built and then sent to every reader
/// (sitemaps, feeds: `Caches::documents`): a sitemap of 10,000 posts (1.2 MB) takes about 4 ms.
const DOCUMENT_LEVEL: i32 = 3;

/// `body` as the documents cache keeps it: with its zstd form, made now.
pub fn document(body: bytes::Bytes) -> app::store::cache::Document {
    let zstd = match zstd::bulk::compress(&body, DOCUMENT_LEVEL) {
        Ok(compressed) if compressed.len() < body.len() => Some(compressed.into()),
        Ok(_) => None,
        Err(error) => {
            tracing::warn!(%error, "a document could not be compressed: it is sent as it is");
            None
        }
    };
    app::store::cache::Document { body, zstd }
}

/// The answer of a kept document with `headers`: its zstd form for a client that accepts
/// zstd, else its body (which the streaming layer encodes in brotli or gzip for those who
/// accept them). Either way, caches are told that it varies by `Accept-Encoding`.
pub fn document_response<const N: usize>(
    request: &HeaderMap,
    document: app::store::cache::Document,
    headers: [(header::HeaderName, &'static str); N],
) -> Response {
    let (body, encoded) = match document.zstd {
        Some(zstd) if accepts_zstd(request) => (zstd, true),
        _ => (document.body, false),
    };
    let mut response = (headers, body).into_response();
    let answer = response.headers_mut();
    if encoded {
        answer.insert(header::CONTENT_ENCODING, HeaderValue::from_static("zstd"));
    }
    answer.append(header::VARY, HeaderValue::from_static("accept-encoding"));
    response
}

/// Encodes the answer in zstd at `level` when the request accepts zstd and the answer is
/// whole, compressible and not encoded yet; anything else passes through unchanged.
pub async fn whole_zstd(level: i32, request: Request, next: Next) -> Response {
    let accepts = accepts_zstd(request.headers());
    let response = next.run(request).await;
    if !accepts {
        return response;
    }
    let whole = response.body().size_hint().exact().is_some_and(|size| (SMALLEST..=WHOLE_LIMIT).contains(&size));
    if !whole || !compressible(response.status(), response.headers()) {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    let bytes = match axum::body::to_bytes(body, WHOLE_LIMIT as usize).await {
        Ok(bytes) => bytes,
        Err(error) => {
            tracing::warn!(%error, "an answer's body failed while it was read for compression");
            return StatusCode::INTERNAL_SERVER_ERROR.into_response();
        }
    };
    let compressed = COMPRESSOR.with(|cell| {
        let mut cell = cell.borrow_mut();
        if cell.is_none() {
            *cell = zstd::bulk::Compressor::new(level).ok();
        }
        cell.as_mut().map(|compressor| compressor.compress(&bytes))
    });
    let Some(Ok(compressed)) = compressed else {
        // zstd could not set up or failed: the answer goes as it is (the streaming layer
        // still tries).
        return Response::from_parts(parts, Body::from(bytes));
    };
    parts.headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static("zstd"));
    parts.headers.remove(header::CONTENT_LENGTH);
    parts.headers.remove(header::ACCEPT_RANGES);
    let varies = parts.headers.get_all(header::VARY).iter().any(|v| {
        v.to_str()
            .is_ok_and(|v| v.split(',').any(|name| name.trim().eq_ignore_ascii_case("accept-encoding") || name.trim() == "*"))
    });
    if !varies {
        parts.headers.append(header::VARY, HeaderValue::from_static("accept-encoding"));
    }
    Response::from_parts(parts, Body::from(compressed))
}

/// Whether `Accept-Encoding` names zstd with a weight above zero. zstd is then chosen whatever
/// the other encodings' weights, as the streaming layer chooses it.
fn accepts_zstd(headers: &HeaderMap) -> bool {
    accepts(headers, "zstd")
}

/// Whether `Accept-Encoding` names `coding` (`br`, `gzip`, `zstd`) with a weight above zero.
pub(crate) fn accepts(headers: &HeaderMap, coding: &str) -> bool {
    headers.get_all(header::ACCEPT_ENCODING).iter().filter_map(|v| v.to_str().ok()).flat_map(|v| v.split(',')).any(|item| {
        let mut parts = item.split(';');
        let name = parts.next().unwrap_or_default().trim();
        if !name.eq_ignore_ascii_case(coding) {
            return false;
        }
        let weight = parts
            .filter_map(|p| p.trim().strip_prefix("q=").or_else(|| p.trim().strip_prefix("Q=")))
            .map(|q| q.trim().parse::<f32>().unwrap_or(0.0))
            .next()
            .unwrap_or(1.0);
        weight > 0.0
    })
}

/// What the streaming layer would compress: not encoded yet, not a partial answer, not an
/// image (SVG aside), an event stream or gRPC.
fn compressible(status: StatusCode, headers: &HeaderMap) -> bool {
    if status == StatusCode::PARTIAL_CONTENT || status == StatusCode::NOT_MODIFIED || status == StatusCode::NO_CONTENT {
        return false;
    }
    if headers.contains_key(header::CONTENT_ENCODING) || headers.contains_key(header::CONTENT_RANGE) {
        return false;
    }
    let kind = headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or_default().to_ascii_lowercase();
    let essence = kind.split(';').next().unwrap_or_default().trim();
    !(essence.starts_with("image/") && essence != "image/svg+xml") && essence != "text/event-stream" && !essence.starts_with("application/grpc")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn accepts(value: &str) -> bool {
        let mut headers = HeaderMap::new();
        headers.insert(header::ACCEPT_ENCODING, HeaderValue::from_str(value).unwrap());
        accepts_zstd(&headers)
    }

    #[test]
    fn a_document_keeps_its_zstd_form_for_those_who_accept_it() {
        let body = bytes::Bytes::from("<url><loc>https://example.test/acme/p/an-idea</loc></url>".repeat(500));
        let document = document(body.clone());
        let kept = document.zstd.clone().expect("compressed");
        assert!(kept.len() * 10 < body.len(), "{} bytes of {}", kept.len(), body.len());
        assert_eq!(zstd::decode_all(&kept[..]).unwrap(), body.to_vec());
        let answer = |accepts: &str| {
            let mut request = HeaderMap::new();
            request.insert(header::ACCEPT_ENCODING, HeaderValue::from_str(accepts).unwrap());
            document_response(&request, document.clone(), [(header::CONTENT_TYPE, "application/xml")])
        };
        let runtime = tokio::runtime::Builder::new_current_thread().build().unwrap();
        let zstd = answer("gzip, br, zstd");
        assert_eq!(zstd.headers()[header::CONTENT_ENCODING], "zstd");
        assert_eq!(zstd.headers()[header::VARY], "accept-encoding");
        // The very bytes kept, not compressed again.
        assert_eq!(runtime.block_on(axum::body::to_bytes(zstd.into_body(), usize::MAX)).unwrap(), kept);
        let plain = answer("gzip, br");
        assert!(plain.headers().get(header::CONTENT_ENCODING).is_none(), "left to the streaming layer");
        assert_eq!(plain.headers()[header::VARY], "accept-encoding");
        assert_eq!(runtime.block_on(axum::body::to_bytes(plain.into_body(), usize::MAX)).unwrap(), body);
        // What does not shrink is kept once.
        assert!(super::document(bytes::Bytes::from_static(b"x")).zstd.is_none());
    }

    #[test]
    fn zstd_is_accepted_when_named_with_a_weight_above_zero() {
        assert!(accepts("gzip, deflate, br, zstd"));
        assert!(accepts("ZSTD;q=0.5"));
        assert!(accepts("br;q=1, zstd; q=0.1"));
        assert!(!accepts("zstd;q=0"));
        assert!(!accepts("zstd;q=0.0, br"));
        assert!(!accepts("gzip, br"));
        assert!(!accepts("xzstd"));
        assert!(!accepts(""));
    }

    #[test]
    fn images_streams_and_encoded_answers_are_left_alone() {
        let with = |name: header::HeaderName, value: &'static str| {
            let mut headers = HeaderMap::new();
            headers.insert(name, HeaderValue::from_static(value));
            headers
        };
        assert!(compressible(StatusCode::OK, &with(header::CONTENT_TYPE, "application/json")));
        assert!(compressible(StatusCode::OK, &with(header::CONTENT_TYPE, "image/svg+xml")));
        assert!(compressible(StatusCode::NOT_FOUND, &with(header::CONTENT_TYPE, "text/html; charset=utf-8")));
        assert!(!compressible(StatusCode::OK, &with(header::CONTENT_TYPE, "image/png")));
        assert!(!compressible(StatusCode::OK, &with(header::CONTENT_TYPE, "text/event-stream")));
        assert!(!compressible(StatusCode::OK, &with(header::CONTENT_ENCODING, "br")));
        assert!(!compressible(StatusCode::PARTIAL_CONTENT, &with(header::CONTENT_TYPE, "text/plain")));
    }
}
