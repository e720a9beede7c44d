//! Who is calling: the organization behind the `API-KEY` header, and whether the caller
//! asked to see private buckets (`ALLOW-PRIVATE: true`).

use super::ApiError;
use app::domain::organizations;
use app::entities::organization;
use app::state::AppState;
use axum::extract::FromRequestParts;
use axum::http::request::Parts;

/// The organization owning the request's API key. Every query of a handler is scoped to it.
#[derive(Clone, Debug)]
pub struct ApiOrg(pub organization::Model);

impl FromRequestParts<AppState> for ApiOrg {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let Some(value) = parts.headers.get("api-key") else {
            return Err(ApiError::invalid_api_key("The API-KEY header is missing."));
        };
        let key = value
            .to_str()
            .map_err(|_| ApiError::invalid_api_key("The API key is invalid."))?
            .trim();
        if key.is_empty() {
            return Err(ApiError::invalid_api_key("The API-KEY header is empty."));
        }
        organizations::find_by_api_key(state.db.conn(), key)
            .await?
            .map(ApiOrg)
            .ok_or_else(|| ApiError::invalid_api_key("The API key is invalid."))
    }
}

/// `ALLOW-PRIVATE: true` (any letter case); absent or anything else is false.
#[derive(Clone, Copy, Debug, Default)]
pub struct AllowPrivate(pub bool);

impl<S: Send + Sync> FromRequestParts<S> for AllowPrivate {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        let allowed = parts
            .headers
            .get("allow-private")
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.trim().eq_ignore_ascii_case("true"));
        Ok(Self(allowed))
    }
}
