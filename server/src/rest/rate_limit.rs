//! Requests per minute per API key: `X-RateLimit-Limit` and `X-RateLimit-Remaining` on every
//! response, 429 with `Retry-After` past the limit. One token bucket per key, refilled evenly:
//! in memory (governor) on SQLite, whose one server is the only one; in the database on
//! PostgreSQL, so that the limit holds across every process (`app::store::limits`).

use super::{ApiError, ApiOrg};
use app::model::OrgId;
use app::state::AppState;
use app::store::limits::{Rate, Taken};
use axum::extract::{Request, State};
use axum::http::{HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use governor::clock::{Clock, DefaultClock};
use governor::middleware::StateInformationMiddleware;
use governor::state::keyed::DashMapStateStore;
use governor::{Quota, RateLimiter};
use std::num::NonZeroU32;
use std::sync::Arc;

type Limiter = RateLimiter<OrgId, DashMapStateStore<OrgId>, DefaultClock, StateInformationMiddleware>;

#[derive(Clone)]
pub struct RateLimit {
    app: AppState,
    limiter: Option<Arc<Limiter>>,
    per_minute: u32,
}

impl RateLimit {
    /// `per_minute` requests a minute per organization's key, refilled evenly; 0 turns it off.
    pub fn new(app: AppState) -> Self {
        let per_minute = app.settings.rate_limit;
        let limiter = NonZeroU32::new(per_minute).map(|n| Arc::new(RateLimiter::keyed(Quota::per_minute(n)).with_middleware::<StateInformationMiddleware>()));
        Self { app, limiter, per_minute }
    }
}

pub async fn limit(State(limit): State<RateLimit>, request: Request, next: Next) -> Response {
    let Some(limiter) = &limit.limiter else {
        return next.run(request).await;
    };
    let (mut parts, body) = request.into_parts();
    // The key's organization is found once here and handed on to the handler.
    let limit_header = HeaderValue::from(limit.per_minute);
    let org = match ApiOrg::resolve(&mut parts, &limit.app).await {
        Ok(org) => org,
        Err(error) => {
            // No key's budget was spent: the headers say so.
            let mut response = error.into_response();
            response.headers_mut().insert("x-ratelimit-limit", limit_header.clone());
            response.headers_mut().insert("x-ratelimit-remaining", limit_header);
            return response;
        }
    };
    match take(&limit, limiter, org.0.id).await {
        Taken::Yes { remaining } => {
            let mut response = next.run(Request::from_parts(parts, body)).await;
            let headers = response.headers_mut();
            headers.insert("x-ratelimit-limit", limit_header);
            headers.insert("x-ratelimit-remaining", HeaderValue::from(remaining));
            response
        }
        Taken::No { retry_after } => limit.too_many("api", retry_after),
    }
}

impl RateLimit {
    /// Counts a request of `organization_id` (another door's: the MCP server's) against the
    /// same budget as its API requests: `None` when it may go on, else the 429 to answer.
    pub async fn refuses(&self, door: &'static str, organization_id: OrgId) -> Option<Response> {
        let limiter = self.limiter.as_ref()?;
        match take(self, limiter, organization_id).await {
            Taken::Yes { .. } => None,
            Taken::No { retry_after } => Some(self.too_many(door, retry_after)),
        }
    }

    /// The 429 of a request past its key's budget, with when to retry, counted by `door`.
    fn too_many(&self, door: &'static str, seconds: u64) -> Response {
        crate::metrics::refused_by(door);
        let mut response = ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            "ERROR_CODE_RATE_LIMITED",
            format!("More than {} requests a minute; retry in {seconds} s.", self.per_minute),
        )
        .into_response();
        let headers = response.headers_mut();
        headers.insert("retry-after", HeaderValue::from(seconds));
        headers.insert("x-ratelimit-limit", HeaderValue::from(self.per_minute));
        headers.insert("x-ratelimit-remaining", HeaderValue::from(0u32));
        response
    }
}

/// One token of the key's bucket: from the database's shared bucket on PostgreSQL, else from
/// this process's. A database that cannot be asked lets the request through (and says so):
/// the limit protects the server, whose requests would fail on that database anyway.
async fn take(limit: &RateLimit, limiter: &Limiter, organization_id: OrgId) -> Taken {
    let Some(shared) = limit.app.db.shared_limits() else {
        return match limiter.check_key(&organization_id) {
            Ok(snapshot) => Taken::Yes { remaining: snapshot.remaining_burst_capacity() },
            Err(not_until) => {
                let wait = not_until.wait_time_from(DefaultClock::default().now());
                Taken::No { retry_after: (wait.as_secs() + u64::from(wait.subsec_nanos() > 0)).max(1) }
            }
        };
    };
    let rate = Rate::per_minute(limit.per_minute, limit.per_minute);
    shared.take("api", &organization_id.to_string(), rate).await.unwrap_or_else(|error| {
        tracing::warn!(%error, "cannot count a request against its key's shared limit; let through");
        Taken::Yes { remaining: limit.per_minute }
    })
}
