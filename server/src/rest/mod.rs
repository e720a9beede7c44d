//! The `/api/v3` REST API of ../shared/spec/api-v3.md and decisions.md. Handlers parse the
//! request, call `app::domain`, and shape the answer; rules live in the domain.

mod auth;
pub(crate) mod changelog;
mod comments;
mod error;
pub(crate) mod input;
mod legacy;
mod people;
mod posts;
mod rate_limit;
pub(crate) mod shapes;
mod tags;
mod webhooks;

pub use auth::{AllowPrivate, ApiOrg, ApiUser};
pub use error::ApiError;

use app::state::AppState;
use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::routing::{get, post};
use serde::Serialize;
use utoipa::{OpenApi, ToSchema};

/// Five attachments of 10 MB and the fields around them.
pub(crate) const BODY_LIMIT: usize = 5 * app::domain::attachments::MAX_BYTES + 1024 * 1024;

pub fn router(state: &AppState) -> Router<AppState> {
    let limited = Router::new()
        .route("/organizations/info", get(legacy::info))
        .route("/feature_requests/submit", post(legacy::submit))
        .route("/feature_requests/latest", get(legacy::latest))
        .route("/feature_requests", get(posts::list).post(posts::create))
        .route("/feature_requests/on_behalf", post(posts::on_behalf))
        .route("/feature_requests/{id}", get(posts::get).put(posts::update))
        .route("/feature_requests/{id}/votes", post(posts::vote).delete(posts::unvote))
        .route("/feature_requests/{id}/merge", post(posts::merge).delete(posts::unmerge))
        .route("/comments", get(comments::list).post(comments::create))
        .route("/comments/{id}", get(comments::get).put(comments::update))
        .route("/upvoters", get(people::upvoters))
        .route("/customers", post(people::create_customer).delete(people::delete_customers))
        .route("/customers/import", post(people::import_customers))
        .route("/teams", get(people::list_team).post(people::create_team_member))
        .route("/teams/import", post(people::import_team))
        .route("/teams/{id}", axum::routing::delete(people::delete_team_member))
        .route("/buckets", get(people::list_buckets))
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
        .layer(axum::middleware::from_fn_with_state(rate_limit::RateLimit::new(state.clone()), rate_limit::limit));
    Router::new()
        .route("/openapi.json", get(openapi_json))
        .merge(limited)
        .fallback(error::no_such_endpoint)
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
}

/// An id from the path; anything but an integer names nothing.
pub(crate) fn path_id(raw: &str, what: &str) -> Result<i64, ApiError> {
    raw.parse().map_err(|_| ApiError::not_found(format!("{what} {raw} was not found.")))
}

/// Body of every error response.
#[derive(Serialize, ToSchema)]
#[allow(dead_code)]
pub struct ErrorBody {
    /// Always false.
    success: bool,
    #[schema(example = "ERROR_CODE_NOT_FOUND")]
    error: String,
    #[schema(example = "Post 42 was not found.")]
    message: String,
    /// 422 only: messages per field, e.g. `{"title": ["can't be blank"]}`.
    #[schema(value_type = Option<Object>)]
    errors: Option<serde_json::Value>,
}

#[derive(OpenApi)]
#[openapi(
    info(title = "upboard API", version = "3", description = "The REST API of upboard, a customer-feedback board and product roadmap. Every request carries `API-KEY`; writes on behalf of a user carry `Authorization` with an HS256 JWT signed with the organization's SSO secret (claims `email`, `name`, optional `exp`). Requests per minute per key are limited (`X-RateLimit-Limit`, `X-RateLimit-Remaining`; 429 with `Retry-After`)."),
    servers((url = "/api/v3")),
    paths(
        legacy::info, legacy::submit, legacy::latest,
        posts::create, posts::get, posts::update, posts::list, posts::on_behalf, posts::vote, posts::unvote, posts::merge, posts::unmerge,
        comments::get, comments::update, comments::list, comments::create,
        people::upvoters, people::import_customers, people::create_customer, people::delete_customers,
        people::import_team, people::list_team, people::create_team_member, people::delete_team_member,
        people::list_buckets,
        tags::list, tags::create, tags::update, tags::delete,
        changelog::list, changelog::get, changelog::create, changelog::update, changelog::delete,
        webhooks::list, webhooks::create, webhooks::update, webhooks::delete, webhooks::rotate_secret, webhooks::deliveries, webhooks::send_test, webhooks::resend,
    ),
    components(schemas(ErrorBody))
)]
pub struct ApiDoc;

async fn openapi_json() -> axum::Json<utoipa::openapi::OpenApi> {
    axum::Json(ApiDoc::openapi())
}
