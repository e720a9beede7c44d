//! What the admin page and the API show of an endpoint's deliveries and attempts.

use super::*;
use crate::domain::Result;
use crate::domain::outbox::queue;
use crate::entities::{webhook_attempt, webhook_delivery};
use crate::model::OrgId;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

/// One line of an endpoint's log.
#[derive(Clone, Debug)]
pub struct LogLine {
    pub attempt: webhook_attempt::Model,
    pub delivery: webhook_delivery::Model,
}

/// The endpoint's last `limit` attempts, newest first.
pub async fn log(conn: &impl ConnectionTrait, organization_id: OrgId, webhook_id: i64, limit: u64) -> Result<Vec<LogLine>> {
    find(conn, organization_id, webhook_id).await?;
    let attempts = webhook_attempt::Entity::find()
        .filter(webhook_attempt::Column::WebhookId.eq(webhook_id))
        .order_by_desc(webhook_attempt::Column::Id)
        .limit(limit)
        .all(conn)
        .await?;
    let ids: Vec<i64> = attempts.iter().map(|a| a.delivery_id).collect();
    let deliveries = webhook_delivery::Entity::find().filter(webhook_delivery::Column::Id.is_in(ids)).all(conn).await?;
    Ok(attempts
        .into_iter()
        .filter_map(|attempt| {
            let delivery = deliveries.iter().find(|d| d.id == attempt.delivery_id)?.clone();
            Some(LogLine { attempt, delivery })
        })
        .collect())
}

/// The endpoint's deliveries, newest first.
pub async fn deliveries(conn: &impl ConnectionTrait, organization_id: OrgId, webhook_id: i64, limit: u64) -> Result<Vec<webhook_delivery::Model>> {
    find(conn, organization_id, webhook_id).await?;
    Ok(webhook_delivery::Entity::find()
        .filter(webhook_delivery::Column::WebhookId.eq(webhook_id))
        .order_by_desc(webhook_delivery::Column::Id)
        .limit(limit)
        .all(conn)
        .await?)
}

/// The organization's endpoints for the admin page, each with its last `shown` deliveries and
/// their last attempts (two statements per endpoint, of which there are at most 20).
pub async fn rows(conn: &impl ConnectionTrait, organization_id: OrgId, shown: u64) -> Result<Vec<crate::model::WebhookRow>> {
    use crate::domain::time::iso_utc;
    use crate::model::{AttemptRow, DeliveryRow, WebhookRow};
    let hooks = list(conn, organization_id).await?;
    let mut rows = Vec::with_capacity(hooks.len());
    for hook in hooks {
        let recent = webhook_delivery::Entity::find()
            .filter(webhook_delivery::Column::WebhookId.eq(hook.id))
            .order_by_desc(webhook_delivery::Column::Id)
            .limit(shown)
            .all(conn)
            .await?;
        let ids: Vec<i64> = recent.iter().map(|d| d.id).collect();
        let attempts = webhook_attempt::Entity::find()
            .filter(webhook_attempt::Column::DeliveryId.is_in(ids))
            .order_by_desc(webhook_attempt::Column::Id)
            .all(conn)
            .await?;
        let deliveries = recent
            .into_iter()
            .map(|d| {
                let last_attempt = attempts.iter().find(|a| a.delivery_id == d.id).map(|a| AttemptRow {
                    at: iso_utc(a.attempted_at),
                    status_code: a.status_code,
                    error: a.error.clone(),
                    duration_ms: a.duration_ms,
                    excerpt: a.response_excerpt.clone(),
                });
                DeliveryRow {
                    id: d.id,
                    event_id: d.event_uid,
                    event_type: d.event_type,
                    next_attempt_at: (d.status == queue::PENDING).then(|| iso_utc(d.next_attempt_at)),
                    status: d.status,
                    attempts: d.attempts,
                    last_attempt,
                }
            })
            .collect();
        rows.push(WebhookRow {
            id: hook.id,
            events: events_of(&hook).into_iter().map(|e| e.as_str().to_owned()).collect(),
            url: hook.url,
            enabled: hook.enabled,
            failing_since: hook.failing_since.map(iso_utc),
            disabled_reason: hook.disabled_reason,
            created_at: iso_utc(hook.created_at),
            deliveries,
        });
    }
    Ok(rows)
}

/// An endpoint's health as settings show it (a Slack channel's, a tracker's): when a delivery
/// last reached it, and the last failure with when it happened.
#[derive(Clone, Debug, Default)]
pub struct Health {
    pub last_success: Option<chrono::DateTime<chrono::Utc>>,
    pub last_error: Option<(chrono::DateTime<chrono::Utc>, String)>,
}

/// The health of the endpoint `id`, from its log (two indexed lookups).
pub async fn health(conn: &impl ConnectionTrait, id: i64) -> Result<Health> {
    use sea_orm::{Condition, QuerySelect};
    let answered_2xx = Condition::all().add(webhook_attempt::Column::StatusCode.gte(200)).add(webhook_attempt::Column::StatusCode.lt(300));
    let newest = |condition: Condition| {
        webhook_attempt::Entity::find()
            .filter(webhook_attempt::Column::WebhookId.eq(id))
            .filter(condition)
            .order_by_desc(webhook_attempt::Column::Id)
            .limit(1)
    };
    let success = newest(answered_2xx.clone()).one(conn).await?;
    let failure = newest(Condition::any().add(webhook_attempt::Column::StatusCode.is_null()).add(answered_2xx.not())).one(conn).await?;
    Ok(Health {
        last_success: success.map(|a| a.attempted_at),
        last_error: failure.map(|a| {
            let why = match (a.status_code, a.error) {
                (Some(code), Some(error)) => format!("HTTP {code}: {error}"),
                (Some(code), None) => match a.response_excerpt {
                    Some(answer) => format!("HTTP {code}: {answer}"),
                    None => format!("HTTP {code}"),
                },
                (None, error) => error.unwrap_or_default(),
            };
            (a.attempted_at, why)
        }),
    })
}
