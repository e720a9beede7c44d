//! `/api/v3/webhooks`: an organization's webhook endpoints, their deliveries and log. Every
//! operation needs the API key and an admin's token (the domain decides).

use super::documented::{EventName, Invalid, Malformed, MalformedBodyOrPath, MalformedPath, NotFound, TokenRefusals, TooLarge};
use super::input::{Payload, Type};
use super::shapes::Deleted;
use super::{ApiError, ApiUser};
use app::domain::access::{self, TeamTask};
use app::domain::outbox::webhooks as hooks;
use app::domain::time::iso_utc;
use app::entities::{webhook, webhook_attempt, webhook_delivery};
use app::state::AppState;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Serialize, ToSchema)]
pub struct Webhook {
    pub id: i64,
    pub url: String,
    /// The event types it receives.
    pub events: Vec<String>,
    pub enabled: bool,
    /// Since when its deliveries have been failing (null: the last one succeeded).
    pub failing_since: Option<String>,
    /// Why the server disabled it, if it did.
    pub disabled_reason: Option<String>,
    pub created_at: String,
    /// `whsec_…`, the signing secret: only in the answers that create or rotate it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secret: Option<String>,
}

impl Webhook {
    fn new(hook: webhook::Model, with_secret: bool) -> Self {
        Self {
            id: hook.id,
            events: hooks::events_of(&hook).into_iter().map(|e| e.as_str().to_owned()).collect(),
            url: hook.url,
            enabled: hook.enabled,
            failing_since: hook.failing_since.map(iso_utc),
            disabled_reason: hook.disabled_reason,
            created_at: iso_utc(hook.created_at),
            secret: with_secret.then_some(hook.secret),
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct WebhookList {
    pub success: bool,
    pub webhooks: Vec<Webhook>,
}

/// Body of adding an endpoint.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct WebhookBody {
    /// An absolute `https://` (or `http://`) URL with a host, without a user name, password or
    /// `#fragment`, at most 2000 bytes once trimmed; it may not be or resolve to a loopback,
    /// private, link-local or reserved address unless the server allows private webhooks.
    #[schema(format = "uri", min_length = 1)]
    url: String,
    /// The event types it receives.
    #[schema(min_items = 1)]
    events: Vec<EventName>,
}

const FIELDS: &[(&str, Type)] = &[("url", Type::String), ("events", Type::Strings), ("enabled", Type::Boolean)];

/// The organization's endpoints, without their secrets.
#[utoipa::path(get, path = "/webhooks", tag = "Webhooks", operation_id = "list_webhooks",
    security(("api_key" = [], "user_token" = [])),
    responses((status = 200, body = WebhookList), TokenRefusals))]
pub async fn list(State(state): State<AppState>, ApiUser { org, actor }: ApiUser) -> Result<Json<WebhookList>, ApiError> {
    access::may(&actor, TeamTask::Administer)?;
    let all = hooks::list(state.db.conn(), org.id).await?;
    Ok(Json(WebhookList { success: true, webhooks: all.into_iter().map(|h| Webhook::new(h, false)).collect() }))
}

#[utoipa::path(post, path = "/webhooks", tag = "Webhooks", operation_id = "create_webhook",
    description = "Adds an endpoint (at most 20 an organization). The answer carries its signing `secret` (`whsec_…`), shown only here and when rotated. Deliveries are signed as Standard Webhooks specifies: headers `webhook-id` (the event's id, the same on every retry), `webhook-timestamp` and `webhook-signature: v1,<base64 HMAC-SHA256 of id.timestamp.body>`.",
    security(("api_key" = [], "user_token" = [])),
    request_body(content = inline(WebhookBody), content_type = "application/json"),
    responses((status = 201, body = Webhook), Malformed, TokenRefusals, TooLarge, Invalid))]
pub async fn create(State(state): State<AppState>, ApiUser { org, actor }: ApiUser, payload: Payload) -> Result<(StatusCode, Json<Webhook>), ApiError> {
    payload.expect(FIELDS)?;
    access::may(&actor, TeamTask::Administer)?;
    let url = payload.required_string("url")?;
    let events = payload.strings("events")?.ok_or_else(|| super::input::missing("events"))?;
    let created = crate::delivery::add_endpoint(&state, org.id, &actor, &url, &events).await?;
    Ok((StatusCode::CREATED, Json(Webhook::new(created, true))))
}

/// Body of changing an endpoint.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct WebhookChange {
    /// `true` turns it on again (its failures forgotten), `false` off.
    enabled: bool,
}

/// Turns an endpoint on (its failures forgotten) or off.
#[utoipa::path(put, path = "/webhooks/{id}", tag = "Webhooks", operation_id = "update_webhook",
    security(("api_key" = [], "user_token" = [])),
    params(("id" = i64, Path, description = "The endpoint's id")),
    request_body(content = inline(WebhookChange), content_type = "application/json"),
    responses((status = 200, body = Webhook), MalformedBodyOrPath, TokenRefusals, NotFound, TooLarge, Invalid))]
pub async fn update(
    State(state): State<AppState>,
    ApiUser { org, actor }: ApiUser,
    Path(id): Path<String>,
    payload: Payload,
) -> Result<Json<Webhook>, ApiError> {
    let id = super::path_id(&id, "Webhook")?;
    payload.expect(FIELDS)?;
    let enabled = payload.bool("enabled")?.ok_or_else(|| super::input::missing("enabled"))?;
    let changed = hooks::set_enabled(&state.db, org.id, &actor, id, enabled).await?;
    Ok(Json(Webhook::new(changed, false)))
}

/// Removes an endpoint with its deliveries and their log.
#[utoipa::path(delete, path = "/webhooks/{id}", tag = "Webhooks", operation_id = "delete_webhook",
    security(("api_key" = [], "user_token" = [])),
    params(("id" = i64, Path, description = "The endpoint's id")),
    responses((status = 200, body = Deleted), MalformedPath, TokenRefusals, NotFound))]
pub async fn delete(State(state): State<AppState>, ApiUser { org, actor }: ApiUser, Path(id): Path<String>) -> Result<Json<Deleted>, ApiError> {
    let id = super::path_id(&id, "Webhook")?;
    let deleted = hooks::delete(&state.db, org.id, &actor, id).await?;
    Ok(Json(Deleted { success: true, id: deleted.id }))
}

#[utoipa::path(post, path = "/webhooks/{id}/rotate_secret", tag = "Webhooks", operation_id = "rotate_webhook_secret",
    description = "Gives the endpoint a new signing secret, in the answer; the old one stops signing at once.",
    security(("api_key" = [], "user_token" = [])),
    params(("id" = i64, Path, description = "The endpoint's id")),
    responses((status = 200, body = Webhook), MalformedPath, TokenRefusals, NotFound))]
pub async fn rotate_secret(State(state): State<AppState>, ApiUser { org, actor }: ApiUser, Path(id): Path<String>) -> Result<Json<Webhook>, ApiError> {
    let id = super::path_id(&id, "Webhook")?;
    let rotated = hooks::rotate_secret(&state.db, org.id, &actor, id).await?;
    Ok(Json(Webhook::new(rotated, true)))
}

#[derive(Serialize, ToSchema)]
pub struct DeliveryAttempt {
    pub attempted_at: String,
    /// The receiver's HTTP status, when it answered.
    pub status_code: Option<i32>,
    /// Why it did not count (no answer, not 2xx, refused).
    pub error: Option<String>,
    pub duration_ms: i32,
    /// The first bytes of the answer.
    pub response_excerpt: Option<String>,
}

impl From<webhook_attempt::Model> for DeliveryAttempt {
    fn from(a: webhook_attempt::Model) -> Self {
        Self {
            attempted_at: iso_utc(a.attempted_at),
            status_code: a.status_code,
            error: a.error,
            duration_ms: a.duration_ms,
            response_excerpt: a.response_excerpt,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct Delivery {
    pub id: i64,
    /// The event's id (`webhook-id`).
    pub event_id: String,
    pub event_type: String,
    /// `pending`, `delivered` or `failed`.
    pub status: String,
    pub attempts: i32,
    /// When a pending delivery is tried next.
    pub next_attempt_at: Option<String>,
    pub created_at: String,
    /// Its attempts, newest first.
    pub log: Vec<DeliveryAttempt>,
}

impl Delivery {
    fn new(d: webhook_delivery::Model, log: Vec<DeliveryAttempt>) -> Self {
        Self {
            id: d.id,
            event_id: d.event_uid,
            event_type: d.event_type,
            next_attempt_at: (d.status == app::domain::outbox::queue::PENDING).then(|| iso_utc(d.next_attempt_at)),
            status: d.status,
            attempts: d.attempts,
            created_at: iso_utc(d.created_at),
            log,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct DeliveryList {
    pub success: bool,
    pub deliveries: Vec<Delivery>,
}

/// Deliveries listed at most.
const DELIVERIES_SHOWN: u64 = 100;

#[utoipa::path(get, path = "/webhooks/{id}/deliveries", tag = "Webhooks", operation_id = "list_webhook_deliveries",
    description = "The endpoint's last 100 deliveries, newest first, each with its attempts (time, HTTP status or error, duration, the first bytes of the answer).",
    security(("api_key" = [], "user_token" = [])),
    params(("id" = i64, Path, description = "The endpoint's id")),
    responses((status = 200, body = DeliveryList), MalformedPath, TokenRefusals, NotFound))]
pub async fn deliveries(State(state): State<AppState>, ApiUser { org, actor }: ApiUser, Path(id): Path<String>) -> Result<Json<DeliveryList>, ApiError> {
    let id = super::path_id(&id, "Webhook")?;
    access::may(&actor, TeamTask::Administer)?;
    let conn = state.db.conn();
    let deliveries = hooks::deliveries(conn, org.id, id, DELIVERIES_SHOWN).await?;
    let log = hooks::log(conn, org.id, id, DELIVERIES_SHOWN * 8).await?;
    let shaped = deliveries
        .into_iter()
        .map(|d| {
            let mine = log.iter().filter(|line| line.delivery.id == d.id).map(|line| DeliveryAttempt::from(line.attempt.clone())).collect();
            Delivery::new(d, mine)
        })
        .collect();
    Ok(Json(DeliveryList { success: true, deliveries: shaped }))
}

#[utoipa::path(post, path = "/webhooks/{id}/test", tag = "Webhooks", operation_id = "send_webhook_test",
    description = "Queues a `webhook.test` event for the endpoint; it is sent like any other, at once.",
    security(("api_key" = [], "user_token" = [])),
    params(("id" = i64, Path, description = "The endpoint's id")),
    responses((status = 202, body = Delivery), MalformedPath, TokenRefusals, NotFound))]
pub async fn send_test(
    State(state): State<AppState>,
    ApiUser { org, actor }: ApiUser,
    Path(id): Path<String>,
) -> Result<(StatusCode, Json<Delivery>), ApiError> {
    let id = super::path_id(&id, "Webhook")?;
    let queued = hooks::send_test(&state.db, &org, &actor, id).await?;
    Ok((StatusCode::ACCEPTED, Json(Delivery::new(queued, Vec::new()))))
}

#[utoipa::path(post, path = "/webhooks/deliveries/{id}/resend", tag = "Webhooks", operation_id = "resend_webhook_delivery",
    description = "Sends a delivery again, at once, with the same event id.",
    security(("api_key" = [], "user_token" = [])),
    params(("id" = i64, Path, description = "The delivery's id")),
    responses((status = 202, body = Delivery), MalformedPath, TokenRefusals, NotFound))]
pub async fn resend(State(state): State<AppState>, ApiUser { org, actor }: ApiUser, Path(id): Path<String>) -> Result<(StatusCode, Json<Delivery>), ApiError> {
    let id = super::path_id(&id, "Delivery")?;
    let queued = hooks::resend(&state.db, org.id, &actor, id).await?;
    Ok((StatusCode::ACCEPTED, Json(Delivery::new(queued, Vec::new()))))
}
