//! Who is calling: the organization behind the `API-KEY` header, the user behind the
//! `Authorization` token, and whether private buckets were asked for (`ALLOW-PRIVATE: true`).

use super::ApiError;
use app::domain::access::Actor;
use app::domain::caller::{self, Caller};
use app::entities::organization;
use app::state::AppState;
use axum::extract::FromRequestParts;
use axum::http::StatusCode;
use axum::http::request::Parts;

/// Who is calling through the API ([`caller::by_api_key`], with the token's person for
/// [`ApiUser`]): found once per request (the rate limiter and the handler share it).
impl ApiOrg {
    pub async fn resolve(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        Ok(ApiOrg(Self::caller(parts, state).await?.organization))
    }

    /// The API door's [`Caller`]: the organization of the `API-KEY` header, asking for
    /// private buckets when `ALLOW-PRIVATE: true` says so, nobody's token read yet.
    pub async fn caller(parts: &mut Parts, state: &AppState) -> Result<Caller, ApiError> {
        if let Some(found) = parts.extensions.get::<Caller>() {
            return Ok(found.clone());
        }
        let Some(value) = parts.headers.get("api-key") else {
            return Err(ApiError::invalid_api_key("The API-KEY header is missing."));
        };
        let key = value.to_str().map_err(|_| ApiError::invalid_api_key("The API key is invalid."))?.trim();
        if key.is_empty() {
            return Err(ApiError::invalid_api_key("The API-KEY header is empty."));
        }
        let AllowPrivate(allow_private) = AllowPrivate::of(parts);
        let caller = caller::by_api_key(&state.db, key, allow_private)
            .await?
            .ok_or_else(|| ApiError::invalid_api_key("The API key is invalid."))?;
        state.key_use.note(caller.organization.id);
        parts.extensions.insert(caller.clone());
        Ok(caller)
    }
}

/// The organization owning the request's API key. Every query of a handler is scoped to it.
#[derive(Clone, Debug)]
pub struct ApiOrg(pub organization::Model);

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
        let caller = ApiOrg::caller(parts, state).await?;
        let header = parts
            .headers
            .get("authorization")
            .and_then(|v| v.to_str().ok())
            .map(str::trim)
            .filter(|v| !v.is_empty())
            .ok_or_else(|| ApiError::new(StatusCode::UNAUTHORIZED, "ERROR_CODE_INVALID_TOKEN", "The Authorization header with a user token is missing."))?;
        // A request that writes reads its user where writes go (`Db::writing`): it never
        // queues behind the readers.
        let caller = if parts.method == axum::http::Method::GET || parts.method == axum::http::Method::HEAD {
            caller.with_token(&state.db, header).await?
        } else {
            let header = header.to_owned();
            state.db.writing(|db| async move { caller.with_token(&db, &header).await }).await.map_err(app::domain::Error::from)??
        };
        let actor = caller.signed_in()?.clone();
        Ok(Self { org: caller.organization, actor })
    }
}

/// `ALLOW-PRIVATE: true` (any letter case); absent or anything else is false.
#[derive(Clone, Copy, Debug, Default)]
pub struct AllowPrivate(pub bool);

impl AllowPrivate {
    fn of(parts: &Parts) -> Self {
        Self(parts.headers.get("allow-private").and_then(|v| v.to_str().ok()).is_some_and(|v| v.trim().eq_ignore_ascii_case("true")))
    }
}

impl<S: Send + Sync> FromRequestParts<S> for AllowPrivate {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Ok(Self::of(parts))
    }
}
