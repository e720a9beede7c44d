//! What the server answers from files and of itself: the site's files under their version's
//! folder, attached images, the API reference, the icon, and `/healthz`.

use app::state::AppState;
use axum::Router;
use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

/// A short hash of the site's files (what `cargo leptos build` wrote into the pkg folder),
/// naming the folder they are served from; "0" when there are none (HTTP tests).
pub(super) fn site_version(options: &leptos::config::LeptosOptions) -> String {
    use sha2::{Digest, Sha256};
    let folder = std::path::Path::new(options.site_root.as_ref()).join(options.site_pkg_dir.as_ref());
    let mut names: Vec<std::path::PathBuf> = std::fs::read_dir(&folder)
        .into_iter()
        .flatten()
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.is_file() && !path.extension().is_some_and(|e| e == "br" || e == "gz"))
        .collect();
    if names.is_empty() {
        return "0".to_owned();
    }
    names.sort();
    let mut hash = Sha256::new();
    for name in names {
        hash.update(name.file_name().map(|n| n.as_encoded_bytes()).unwrap_or_default());
        hash.update(std::fs::read(&name).unwrap_or_default());
    }
    hash.finalize().iter().take(6).map(|b| format!("{b:02x}")).collect()
}

/// The site's files, with their brotli and gzip variants where the build made them
/// (`cargo leptos build --release --precompress`), kept by browsers for a year.
pub(super) fn site_files(folder: &std::path::Path) -> Router {
    use tower_http::set_header::SetResponseHeaderLayer;
    Router::new()
        .fallback_service(tower_http::services::ServeDir::new(folder).precompressed_br().precompressed_gzip())
        .layer(SetResponseHeaderLayer::overriding(header::CACHE_CONTROL, HeaderValue::from_static("public, max-age=31536000, immutable")))
}

/// Keeps this build's site files in the upload store (`site/{version}/…`, with their brotli
/// and gzip variants), so that the other processes, of this version or another, can serve
/// them during a rolling upgrade ([`earlier_build_file`]). Failing only says so: the process
/// serves its own files either way.
pub async fn publish_site(state: &AppState) {
    let options = &state.leptos_options;
    let version = site_version(options);
    let folder = std::path::Path::new(options.site_root.as_ref()).join(options.site_pkg_dir.as_ref());
    let files = std::fs::read_dir(&folder).into_iter().flatten().flatten().map(|entry| entry.path()).filter(|path| path.is_file());
    let mut published = 0;
    for path in files {
        let Some(name) = path.file_name().and_then(|n| n.to_str()).map(str::to_owned) else { continue };
        let stored = match std::fs::read(&path) {
            Ok(bytes) => state.storage.publish_site_file(&version, &name, bytes.into()).await,
            Err(error) => Err(app::domain::Error::Internal(format!("cannot read {}: {error}", path.display()))),
        };
        match stored {
            Ok(()) => published += 1,
            Err(error) => {
                tracing::warn!(%error, "a site file could not be kept for other processes: during an upgrade, pages of this version may miss it on them")
            }
        }
    }
    if published > 0 {
        tracing::info!(version, files = published, "this build's site files are in the upload store for every process");
    }
    // The builds before: the last few stay for a rolling upgrade (and its rollback).
    match state.storage.prune_site(&version, SITE_BUILDS_KEPT, SITE_BUILD_GRACE).await {
        Ok(0) => {}
        Ok(removed) => tracing::info!(removed, "removed the site files of older builds from the upload store"),
        Err(error) => tracing::warn!(%error, "the site files of older builds could not be removed"),
    }
}

/// Builds whose site files stay in the upload store besides the running one.
const SITE_BUILDS_KEPT: usize = 5;
/// A build published more recently than this keeps its files whatever its rank: a process of
/// it may still be serving.
const SITE_BUILD_GRACE: std::time::Duration = std::time::Duration::from_secs(24 * 3600);

/// `GET /pkg/{version}/{file}` of another build than this process's (a rolling upgrade: the page
/// came from a process of that version): from the upload store, where each process keeps its
/// build's files, in the encoding the browser takes; 404 when no process of that version ran.
pub(super) async fn earlier_build_file(
    State(state): State<AppState>,
    axum::extract::Path((version, file)): axum::extract::Path<(String, String)>,
    headers: axum::http::HeaderMap,
) -> Response {
    let accepts = |coding: &str| crate::compress::accepts(&headers, coding);
    let content_type = match file.rsplit_once('.').map(|(_, ext)| ext) {
        Some("js") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("wasm") => "application/wasm",
        Some("svg") => "image/svg+xml",
        _ => "application/octet-stream",
    };
    let mut tried = Vec::new();
    if accepts("br") {
        tried.push((format!("{file}.br"), Some("br")));
    }
    if accepts("gzip") {
        tried.push((format!("{file}.gz"), Some("gzip")));
    }
    tried.push((file.clone(), None));
    for (name, coding) in tried {
        match state.storage.site_file(&version, &name).await {
            Ok(Some((size, bytes))) => {
                let mut response = (
                    [
                        (header::CONTENT_TYPE, content_type.to_owned()),
                        (header::CONTENT_LENGTH, size.to_string()),
                        (header::CACHE_CONTROL, "public, max-age=31536000, immutable".to_owned()),
                        (header::VARY, "accept-encoding".to_owned()),
                    ],
                    axum::body::Body::from_stream(bytes),
                )
                    .into_response();
                if let Some(coding) = coding {
                    response.headers_mut().insert(header::CONTENT_ENCODING, HeaderValue::from_static(coding));
                }
                return response;
            }
            Ok(None) => {}
            Err(error) => {
                tracing::error!(%error, "serving another build's site file failed");
                return (StatusCode::INTERNAL_SERVER_ERROR, "Internal error").into_response();
            }
        }
    }
    (StatusCode::NOT_FOUND, "Not found").into_response()
}

/// 200 when the database answers, 503 otherwise.
pub(super) async fn healthz(State(state): State<AppState>) -> Response {
    match state.db.ping().await {
        Ok(()) => (StatusCode::OK, axum::Json(serde_json::json!({"status": "ok"}))).into_response(),
        Err(error) => {
            tracing::error!(%error, "health check: the database does not answer");
            (StatusCode::SERVICE_UNAVAILABLE, axum::Json(serde_json::json!({"status": "unavailable"}))).into_response()
        }
    }
}

/// An attached image, only if it was recorded as an attachment; served with the type it was
/// recognised as and `nosniff`, so that a browser never reinterprets it.
pub(super) async fn upload(State(state): State<AppState>, axum::extract::Path(key): axum::extract::Path<String>) -> Response {
    let found = match app::domain::attachments::is_recorded(state.db.conn(), &key).await {
        Ok(true) => state.storage.get(&key).await,
        Ok(false) => Ok(None),
        Err(error) => Err(error),
    };
    match found {
        // Streamed from the store as it arrives (a file of S3 is never held whole).
        Ok(Some(file)) => (
            [
                (header::CONTENT_TYPE, file.kind.content_type().to_owned()),
                (header::CONTENT_LENGTH, file.size.to_string()),
                (header::CACHE_CONTROL, "public, max-age=31536000, immutable".to_owned()),
                (header::X_CONTENT_TYPE_OPTIONS, "nosniff".to_owned()),
                (header::CONTENT_SECURITY_POLICY, crate::headers::UPLOAD_POLICY.to_owned()),
            ],
            axum::body::Body::from_stream(file.bytes),
        )
            .into_response(),
        Ok(None) => (StatusCode::NOT_FOUND, "Not found").into_response(),
        Err(error) => {
            tracing::error!(%error, "serving an upload failed");
            (StatusCode::INTERNAL_SERVER_ERROR, "Internal error").into_response()
        }
    }
}

const API_DOCS: &str = include_str!("../../assets/api-docs.html");

/// The interactive API reference: one page of the binary's own, reading `/api/v3/openapi.json`.
pub(super) async fn api_docs() -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "text/html; charset=utf-8"), (header::CONTENT_SECURITY_POLICY, crate::headers::API_DOCS_POLICY)], API_DOCS)
}

pub(super) async fn api_docs_script() -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "text/javascript; charset=utf-8"), (header::CACHE_CONTROL, "public, max-age=3600")], include_str!("../../assets/api-docs.js"))
}

pub(super) async fn api_docs_style() -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "text/css; charset=utf-8"), (header::CACHE_CONTROL, "public, max-age=3600")], include_str!("../../assets/api-docs.css"))
}

const FAVICON: &str = include_str!("../../../style/favicon.svg");

pub(super) async fn favicon() -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "image/svg+xml"), (header::CACHE_CONTROL, "public, max-age=86400")], FAVICON)
}
