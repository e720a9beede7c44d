//! Who is calling: the organization behind the `API-KEY` header, the user behind the
//! `Authorization` token, and whether private buckets were asked for (`ALLOW-PRIVATE: true`).

use super::ApiError;
use app::domain::access::Actor;
use app::domain::auth::actor_from_token;
use app::domain::organizations;
use app::entities::organization;
use app::state::AppState;
use axum::extract::FromRequestParts;
use axum::http::StatusCode;
use axum::http::request::Parts;

/// The organization owning the request's API key. Every query of a handler is scoped to it.
#[derive(Clone, Debug)]
pub struct ApiOrg(pub organization::Model);

impl ApiOrg {
    /// Finds the key's organization once per request (the rate limiter and the handler share it).
    pub async fn resolve(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        if let Some(found) = parts.extensions.get::<ApiOrg>() {
            return Ok(found.clone());
        }
        let Some(value) = parts.headers.get("api-key") else {
            return Err(ApiError::invalid_api_key("The API-KEY header is missing."));
        };
        let key = value.to_str().map_err(|_| ApiError::invalid_api_key("The API key is invalid."))?.trim();
        if key.is_empty() {
            return Err(ApiError::invalid_api_key("The API-KEY header is empty."));
        }
        let org = organizations::find_by_api_key_cached(&state.db, key)
            .await?
            .map(ApiOrg)
            .ok_or_else(|| ApiError::invalid_api_key("The API key is invalid."))?;
        state.key_use.note(org.0.id);
        parts.extensions.insert(org.clone());
        Ok(org)
    }
}

impl FromRequestParts<AppState> for ApiOrg {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        Self::resolve(parts, state).await
    }
}

/// The API key's organization and the user of the `Authorization` token (an HS256 JWT signed
/// with the organization's SSO secret, bare or as `Bearer`).
#[derive(Clone, Debug)]
pub struct ApiUser {
    pub org: organization::Model,
    pub actor: Actor,
}

impl FromRequestParts<AppState> for ApiUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let ApiOrg(org) = ApiOrg::resolve(parts, state).await?;
        let header = parts
            .headers
            .get("authorization")
            .and_then(|v| v.to_str().ok())
            .map(str::trim)
            .filter(|v| !v.is_empty())
            .ok_or_else(|| ApiError::new(StatusCode::UNAUTHORIZED, "ERROR_CODE_INVALID_TOKEN", "The Authorization header with a user token is missing."))?;
        let actor = actor_from_token(&state.db, &org, header).await?;
        Ok(Self { org, actor })
    }
}

/// `ALLOW-PRIVATE: true` (any letter case); absent or anything else is false.
#[derive(Clone, Copy, Debug, Default)]
pub struct AllowPrivate(pub bool);

impl<S: Send + Sync> FromRequestParts<S> for AllowPrivate {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        let allowed = parts.headers.get("allow-private").and_then(|v| v.to_str().ok()).is_some_and(|v| v.trim().eq_ignore_ascii_case("true"));
        Ok(Self(allowed))
    }
}
