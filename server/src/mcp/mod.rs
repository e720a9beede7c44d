//! `/mcp`: the Model Context Protocol server, through which an AI assistant (Claude, Cursor,
//! VS Code's agents, any MCP client) reads and works on the board. One more door on the same
//! rules (docs/mcp.md): each request finds its [`Caller`] here, as the other doors do, and
//! every tool calls the domain functions the pages and the REST API call, through the same
//! gate (`domain::access`), rate limit and audit log.
//!
//! **Transport**: the protocol's Streamable HTTP, by the official Rust SDK (`rmcp`), without
//! sessions: every `POST` is answered by itself (JSON), so any process of several answers any
//! request, and nothing is kept between requests.
//!
//! **Who asks**: a team member's personal access token (`Authorization: Bearer upat_…`; made on
//! `/{org}/me/tokens`), which proves them with their role as it is now, or the organization's
//! API key (`API-KEY`, with `ALLOW-PRIVATE: true` for private boards, as the REST API takes it)
//! for the tools that only read. Nothing else is let in: 401 with `WWW-Authenticate`. Every
//! request looks its token up again (one indexed read), so a revoked token is refused at once
//! by every process. Requests count against the organization's API rate limit.

mod args;
mod tools;

use crate::rest::rate_limit::RateLimit;
use crate::rest::{ApiError, ApiOrg};
use app::domain::caller::{self, Caller};
use app::state::AppState;
use axum::Router;
use axum::extract::{Request, State};
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use rmcp::transport::streamable_http_server::session::never::NeverSessionManager;
use rmcp::transport::streamable_http_server::{StreamableHttpServerConfig, StreamableHttpService};
use std::sync::Arc;

/// The largest request taken (a tool call's arguments: a post's description is at most
/// 100,000 bytes).
const MAX_BODY: usize = 512 * 1024;

pub fn router(state: &AppState, limit: RateLimit) -> Router<AppState> {
    // Stateless and answered as JSON: nothing of a client is kept between its requests, so
    // any process answers any of them. Browsers of other sites are refused by their `Origin`
    // (a client that is no browser sends none). The `Host` is not checked: the door takes no
    // cookie, so a page that rebinds a name to this server gains nothing without a token.
    let mut config = StreamableHttpServerConfig::default()
        .with_legacy_session_mode(false)
        .with_json_response(true)
        .with_sse_keep_alive(None)
        .with_max_request_body_bytes(MAX_BODY)
        .disable_allowed_hosts();
    if let Some(origin) = url::Url::parse(&state.settings.public_url).ok().map(|u| u.origin().ascii_serialization()) {
        config = config.with_allowed_origins([origin]);
    }
    let made_for = state.clone();
    let service = StreamableHttpService::new(move || Ok(tools::Board::new(made_for.clone())), Arc::new(NeverSessionManager::default()), config);
    Router::new().route_service("/mcp", service).layer(axum::middleware::from_fn_with_state((state.clone(), limit), admit))
}

/// A refusal in the REST API's error body (`rest::ApiError`, mapped from the domain's error
/// there), with the challenge on a 401.
fn refused(error: ApiError) -> Response {
    let challenge = error.status() == StatusCode::UNAUTHORIZED;
    let mut response = error.into_response();
    if challenge {
        response.headers_mut().insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer realm=\"upboard\""));
    }
    response
}

/// Who calls: a personal access token's team member, or the organization of an API key (read
/// as the REST API reads it, `ApiOrg::caller`, which notes the key's use).
async fn caller_of(state: &AppState, parts: &mut Parts) -> Result<Caller, ApiError> {
    let Some(value) = parts.headers.get(header::AUTHORIZATION) else {
        if !parts.headers.contains_key("api-key") {
            return Err(ApiError::new(
                StatusCode::UNAUTHORIZED,
                "ERROR_CODE_INVALID_TOKEN",
                "Send a personal access token (Authorization: Bearer upat_…) or the organization's API key (API-KEY).",
            ));
        }
        return ApiOrg::caller(parts, state).await;
    };
    let value = value.to_str().unwrap_or_default().trim();
    let token = value.strip_prefix("Bearer ").or_else(|| value.strip_prefix("bearer ")).unwrap_or(value).trim();
    let (caller, token_id) = caller::by_access_token(&state.db, token).await?;
    state.token_use.note(token_id);
    Ok(caller)
}

/// Finds the caller, counts the request against its organization's rate limit, and hands the
/// caller to the tools through the request's extensions (which `rmcp` passes on).
async fn admit(State((state, limit)): State<(AppState, RateLimit)>, request: Request, next: Next) -> Response {
    let (mut parts, body) = request.into_parts();
    let caller = match caller_of(&state, &mut parts).await {
        Ok(caller) => caller,
        Err(error) => return refused(error),
    };
    if let Some(too_many) = limit.refuses("mcp", caller.organization.id).await {
        return too_many;
    }
    parts.extensions.insert(caller);
    next.run(Request::from_parts(parts, body)).await
}
