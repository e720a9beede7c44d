//! The HTTP surface: pages (Leptos), `/api/v3` (REST), `/healthz` and static files.

use crate::rest;
use app::state::AppState;
use app::{App, shell};
use axum::Router;
use axum::extract::{Request, State};
use axum::http::{StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use leptos_axum::{LeptosRoutes, generate_route_list};
use std::time::Instant;

pub fn router(state: AppState) -> Router {
    let routes = generate_route_list(App);
    let leptos_options = state.leptos_options.clone();
    Router::new()
        .route("/healthz", get(healthz))
        .route("/favicon.svg", get(favicon))
        .nest("/api/v3", rest::router(&state))
        .route("/uploads/{*key}", get(upload))
        .route("/api/docs", get(api_docs))
        .leptos_routes(&state, routes, move || shell(leptos_options.clone()))
        .fallback(leptos_axum::file_and_error_handler::<AppState, _>(shell))
        .layer(middleware::from_fn(log_request))
        .with_state(state)
}

/// 200 when the database answers, 503 otherwise.
async fn healthz(State(state): State<AppState>) -> Response {
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
async fn upload(State(state): State<AppState>, axum::extract::Path(key): axum::extract::Path<String>) -> Response {
    let found = match app::domain::attachments::is_recorded(state.db.conn(), &key).await {
        Ok(true) => state.storage.get(&key).await,
        Ok(false) => Ok(None),
        Err(error) => Err(error),
    };
    match found {
        Ok(Some((bytes, kind))) => (
            [
                (header::CONTENT_TYPE, kind.content_type()),
                (header::CACHE_CONTROL, "public, max-age=31536000, immutable"),
                (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
            ],
            bytes,
        )
            .into_response(),
        Ok(None) => (StatusCode::NOT_FOUND, "Not found").into_response(),
        Err(error) => {
            tracing::error!(%error, "serving an upload failed");
            (StatusCode::INTERNAL_SERVER_ERROR, "Internal error").into_response()
        }
    }
}

const API_DOCS: &str = include_str!("../assets/api-docs.html");

/// The interactive API reference: one page of the binary's own, reading `/api/v3/openapi.json`.
async fn api_docs() -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], API_DOCS)
}

const FAVICON: &str = include_str!("../../style/favicon.svg");

async fn favicon() -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "image/svg+xml"), (header::CACHE_CONTROL, "public, max-age=86400")],
        FAVICON,
    )
}

/// One line per request. The query string is left out: it can carry tokens.
async fn log_request(request: Request, next: Next) -> Response {
    let started = Instant::now();
    let method = request.method().clone();
    let path = request.uri().path().to_owned();
    let response = next.run(request).await;
    tracing::info!(
        "{method} {path} {} {:.1}ms",
        response.status().as_u16(),
        started.elapsed().as_secs_f64() * 1000.0
    );
    response
}
