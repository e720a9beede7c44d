//! The `/api/v3` REST API of ../shared/spec/api-v3.md and decisions.md. Handlers parse the
//! request, call `app::domain`, and shape the answer; rules live in the domain.

mod auth;
mod error;
mod organizations;

pub use auth::{AllowPrivate, ApiOrg};
pub use error::ApiError;

use app::state::AppState;
use axum::Router;
use axum::routing::get;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/organizations/info", get(organizations::info))
        .fallback(error::no_such_endpoint)
}
