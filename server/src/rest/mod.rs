//! The `/api/v3` REST API of ../shared/spec/api-v3.md and decisions.md. Handlers parse the
//! request, call `app::domain`, and shape the answer; rules live in the domain.

mod auth;
pub(crate) mod changelog;
mod comments;
mod companies;
mod documented;
mod error;
pub(crate) mod input;
mod legacy;
mod openapi;
mod people;
mod posts;
pub(crate) mod rate_limit;
pub(crate) mod shapes;
pub(crate) mod tags;
mod webhooks;

pub use auth::{AllowPrivate, ApiOrg, ApiUser};
pub use error::ApiError;
pub use openapi::ApiDoc;

use app::state::AppState;
use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::routing::{get, post};
use utoipa::OpenApi;

/// Five attachments of 10 MB and the fields around them.
pub(crate) const BODY_LIMIT: usize = 5 * app::domain::attachments::MAX_BYTES + 1024 * 1024;

/// The API's routes; `limit` is the organizations' request budget, which the MCP server
/// (`crate::mcp`) spends from too.
pub fn router(limit: rate_limit::RateLimit) -> Router<AppState> {
    let limited = Router::new()
        .route("/organizations/info", get(legacy::info))
        .route("/feature_requests/submit", post(legacy::submit))
        .route("/feature_requests/latest", get(legacy::latest))
        .route("/feature_requests", get(posts::list).post(posts::create))
        .route("/feature_requests/on_behalf", post(posts::on_behalf))
        .route("/feature_requests/{id}", get(posts::get).put(posts::update))
        .route("/feature_requests/{id}/votes", post(posts::vote).delete(posts::unvote))
        .route("/feature_requests/{id}/merge", post(posts::merge).delete(posts::unmerge))
        .route("/merges", get(posts::merges))
        .route("/comments", get(comments::list).post(comments::create))
        .route("/comments/{id}", get(comments::get).put(comments::update))
        .route("/upvoters", get(people::upvoters))
        .route("/customers", post(people::create_customer).delete(people::delete_customers))
        .route("/customers/import", post(people::import_customers))
        .route("/teams", get(people::list_team).post(people::create_team_member))
        .route("/teams/import", post(people::import_team))
        .route("/teams/{id}", axum::routing::delete(people::delete_team_member))
        .route("/buckets", get(people::list_buckets))
        .route("/companies", get(companies::list).post(companies::create))
        .route("/companies/import", post(companies::import))
        .route("/companies/{id}", get(companies::get).put(companies::update).delete(companies::delete))
        .route("/tags", get(tags::list).post(tags::create))
        .route("/tags/{id}", axum::routing::put(tags::update).delete(tags::delete))
        .route("/changelog", get(changelog::list).post(changelog::create))
        .route("/changelog/{id}", get(changelog::get).put(changelog::update).delete(changelog::delete))
        .route("/webhooks", get(webhooks::list).post(webhooks::create))
        .route("/webhooks/{id}", axum::routing::put(webhooks::update).delete(webhooks::delete))
        .route("/webhooks/{id}/rotate_secret", post(webhooks::rotate_secret))
        .route("/webhooks/{id}/deliveries", get(webhooks::deliveries))
        .route("/webhooks/{id}/test", post(webhooks::send_test))
        .route("/webhooks/deliveries/{id}/resend", post(webhooks::resend))
        .layer(axum::middleware::from_fn_with_state(limit, rate_limit::limit));
    Router::new()
        .route("/openapi.json", get(openapi_json))
        .merge(limited)
        .fallback(error::no_such_endpoint)
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
}

/// An id from the path; anything but an integer names nothing.
pub(crate) fn path_id<Id: std::str::FromStr>(raw: &str, what: &str) -> Result<Id, ApiError> {
    raw.parse().map_err(|_| ApiError::not_found(format!("{what} {raw} was not found.")))
}

async fn openapi_json() -> axum::Json<utoipa::openapi::OpenApi> {
    axum::Json(ApiDoc::openapi())
}
