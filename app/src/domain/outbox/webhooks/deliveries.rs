//! The deliveries of events to endpoints: their envelope, queueing (within the fan-out, a
//! test event, a resend), claiming, and what an attempt's outcome does (the retry schedule, an
//! endpoint disabled after failing for three days). Sending is the server's.

use super::*;
use crate::domain::access::Actor;
use crate::domain::access::{self, TeamTask};
use crate::domain::outbox::new_uid;
use crate::domain::outbox::queue::{self, Leased, Settled};
use crate::domain::{Db, Error, Result, now};
use crate::entities::{organization, webhook, webhook_attempt, webhook_delivery};
use crate::model::OrgId;
use crate::said;
use crate::store::cache::Scope;
use chrono::{DateTime, Utc};
use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, QueryFilter};

/// The envelope every delivery carries: `{"id", "type", "created_at", "organization", "data"}`.
pub fn envelope(uid: &str, kind: &str, created_at: DateTime<Utc>, org: &organization::Model, data: serde_json::Value) -> String {
    serde_json::json!({
        "id": uid,
        "type": kind,
        "created_at": crate::domain::time::iso_utc(created_at),
        "organization": {"id": org.id, "name": org.name},
        "data": data,
    })
    .to_string()
}

/// Queues one event for one endpoint, within the fan-out's transaction; an event already queued
/// for it (a fan-out repeated after a crash) is left as it is.
pub async fn enqueue(conn: &impl ConnectionTrait, hook: &webhook::Model, uid: &str, kind: &str, payload: String) -> Result<()> {
    let at = now();
    webhook_delivery::Entity::insert(webhook_delivery::ActiveModel {
        organization_id: Set(hook.organization_id),
        webhook_id: Set(hook.id),
        event_uid: Set(uid.to_owned()),
        event_type: Set(kind.to_owned()),
        payload: Set(payload),
        status: Set(queue::PENDING.to_owned()),
        attempts: Set(0),
        next_attempt_at: Set(at),
        locked_until: Set(None),
        created_at: Set(at),
        updated_at: Set(at),
        ..Default::default()
    })
    .on_conflict(OnConflict::columns([webhook_delivery::Column::WebhookId, webhook_delivery::Column::EventUid]).do_nothing().to_owned())
    .exec_without_returning(conn)
    .await?;
    Ok(())
}

/// Queues a test event for the endpoint (admins only); it is sent like any other.
pub async fn send_test(db: &Db, org: &organization::Model, actor: &Actor, id: i64) -> Result<webhook_delivery::Model> {
    queue_test(db, org, actor, id, Kind::Standard, async |_, hook, uid| {
        let data = serde_json::json!({"webhook_id": hook.id, "message": "A test event sent from the admin area."});
        Ok(envelope(uid, TEST_EVENT, now(), org, data))
    })
    .await
}

/// Queues a test event for the endpoint `id` of `kind` (admins only), its body made by `body`
/// from the endpoint and the event's id, in the transaction that queues it.
pub(super) async fn queue_test(
    db: &Db,
    org: &organization::Model,
    actor: &Actor,
    id: i64,
    kind: Kind,
    body: impl AsyncFnOnce(&sea_orm::DatabaseTransaction, &webhook::Model, &str) -> Result<String>,
) -> Result<webhook_delivery::Model> {
    access::may(actor, TeamTask::Administer)?;
    let txn = db.begin_write_in(Scope::Nothing).await?;
    let hook = super::endpoints::find_of(&*txn, org.id, id, kind).await?;
    let uid = new_uid();
    let payload = body(&txn, &hook, &uid).await?;
    enqueue(&*txn, &hook, &uid, TEST_EVENT, payload).await?;
    let delivery = webhook_delivery::Entity::find()
        .filter(webhook_delivery::Column::WebhookId.eq(hook.id))
        .filter(webhook_delivery::Column::EventUid.eq(uid.as_str()))
        .one(&*txn)
        .await?
        .ok_or_else(|| Error::Internal("the test delivery was not queued".to_owned()))?;
    txn.commit().await?;
    Ok(delivery)
}

/// Sends a delivery again, now, with the same event id (admins only).
pub async fn resend(db: &Db, organization_id: OrgId, actor: &Actor, delivery_id: i64) -> Result<webhook_delivery::Model> {
    access::may(actor, TeamTask::Administer)?;
    let txn = db.begin_write_in(Scope::Nothing).await?;
    let delivery = webhook_delivery::Entity::find_by_id(delivery_id)
        .filter(webhook_delivery::Column::OrganizationId.eq(organization_id))
        .one(&*txn)
        .await?
        .ok_or_else(|| Error::NotFound(said!("said-delivery-x-was-not-found", delivery_id = delivery_id)))?;
    let mut active = delivery.into_active_model();
    active.status = Set(queue::PENDING.to_owned());
    active.attempts = Set(0);
    active.next_attempt_at = Set(now());
    active.locked_until = Set(None);
    active.updated_at = Set(now());
    let queued = active.update(&*txn).await?;
    txn.commit().await?;
    Ok(queued)
}

/// The deliveries are a table of the one lease queue (see [`queue`]).
impl Leased for webhook_delivery::Entity {
    const DONE: &'static str = "delivered";
    const ID: webhook_delivery::Column = webhook_delivery::Column::Id;
    const STATUS: webhook_delivery::Column = webhook_delivery::Column::Status;
    const ATTEMPTS: webhook_delivery::Column = webhook_delivery::Column::Attempts;
    const NEXT_ATTEMPT_AT: webhook_delivery::Column = webhook_delivery::Column::NextAttemptAt;
    const LOCKED_UNTIL: webhook_delivery::Column = webhook_delivery::Column::LockedUntil;
    const LEASE: webhook_delivery::Column = webhook_delivery::Column::Lease;
    const UPDATED_AT: webhook_delivery::Column = webhook_delivery::Column::UpdatedAt;

    fn id(row: &webhook_delivery::Model) -> i64 {
        row.id
    }
    fn attempts(row: &webhook_delivery::Model) -> i32 {
        row.attempts
    }
    fn lease(row: &webhook_delivery::Model) -> i64 {
        row.lease
    }
    fn next_attempt_at(row: &webhook_delivery::Model) -> DateTime<Utc> {
        row.next_attempt_at
    }

    /// A delivery's attempts go with it.
    async fn prune_with(txn: &sea_orm::DatabaseTransaction, ids: Vec<i64>) -> Result<()> {
        webhook_attempt::Entity::delete_many().filter(webhook_attempt::Column::DeliveryId.is_in(ids)).exec(txn).await?;
        Ok(())
    }
}

/// Whether any delivery is due now (a read, so that an idle worker never takes the writer).
pub async fn any_due(conn: &impl ConnectionTrait) -> Result<bool> {
    queue::any_due::<webhook_delivery::Entity>(conn).await
}

/// Deliveries due now, claimed for [`queue::LEASE`] (each by one worker), with their endpoints.
pub async fn claim_due(db: &Db, limit: u64) -> Result<Vec<(webhook_delivery::Model, webhook::Model)>> {
    let claimed = queue::claim::<webhook_delivery::Entity>(db, limit).await?;
    if claimed.is_empty() {
        return Ok(Vec::new());
    }
    let hook_ids: Vec<i64> = claimed.iter().map(|d| d.webhook_id).collect();
    let hooks = webhook::Entity::find().filter(webhook::Column::Id.is_in(hook_ids)).all(db.conn()).await?;
    Ok(claimed
        .into_iter()
        .filter_map(|delivery| {
            let hook = hooks.iter().find(|h| h.id == delivery.webhook_id)?.clone();
            Some((delivery, hook))
        })
        .collect())
}

/// Runs `work` (sending `deliveries`) while their leases are renewed (see [`queue::holding`]).
pub async fn holding<T>(db: &Db, deliveries: &[webhook_delivery::Model], work: impl std::future::Future<Output = T>) -> T {
    queue::holding::<webhook_delivery::Entity, T>(db, deliveries, work).await
}

/// How one attempt went.
#[derive(Clone, Debug)]
pub struct Attempt {
    pub status_code: Option<u16>,
    pub error: Option<String>,
    pub duration_ms: i32,
    pub response_excerpt: Option<String>,
}

impl Attempt {
    /// An attempt that never left: `error` says why.
    pub fn refused(error: String) -> Self {
        Self { status_code: None, error: Some(error), duration_ms: 0, response_excerpt: None }
    }

    /// A 2xx answer and nothing else counts as delivered.
    pub fn succeeded(&self) -> bool {
        self.error.is_none() && self.status_code.is_some_and(|s| (200..300).contains(&s))
    }
}

/// What [`record_attempt`] decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AfterAttempt {
    Delivered,
    /// Tried again at that time.
    Retry(DateTime<Utc>),
    /// Given up.
    Failed,
    /// Given up or retried, and the endpoint, failing for [`DISABLE_AFTER`], is now disabled:
    /// its admins are to be told.
    EndpointDisabled,
}

/// Writes an attempt to the log and moves the delivery on ([`queue::settle`]): delivered, due
/// again after [`queue::backoff`], or failed; an endpoint failing for [`DISABLE_AFTER`] straight is disabled.
pub async fn record_attempt(db: &Db, delivery: &webhook_delivery::Model, attempt: &Attempt) -> Result<AfterAttempt> {
    let at = now();
    let txn = db.begin_write_in(Scope::Nothing).await?;
    webhook_attempt::ActiveModel {
        delivery_id: Set(delivery.id),
        webhook_id: Set(delivery.webhook_id),
        attempted_at: Set(at),
        status_code: Set(attempt.status_code.map(i32::from)),
        error: Set(attempt.error.clone()),
        duration_ms: Set(attempt.duration_ms),
        response_excerpt: Set(attempt.response_excerpt.clone()),
        ..Default::default()
    }
    .insert(&*txn)
    .await?;
    let mut after = match queue::settle::<webhook_delivery::Entity>(&*txn, delivery, attempt.succeeded(), at, |update| update).await? {
        Settled::Done => AfterAttempt::Delivered,
        Settled::Retry(next) => AfterAttempt::Retry(next),
        Settled::GivenUp => AfterAttempt::Failed,
    };
    if let Some(hook) = webhook::Entity::find_by_id(delivery.webhook_id).one(&*txn).await? {
        let mut active = hook.clone().into_active_model();
        if after == AfterAttempt::Delivered {
            if hook.failing_since.is_some() {
                active.failing_since = Set(None);
                active.update(&*txn).await?;
            }
        } else {
            let since = hook.failing_since.unwrap_or(at);
            if hook.failing_since.is_none() {
                active.failing_since = Set(Some(since));
            }
            if active.is_changed() {
                active.update(&*txn).await?;
            }
            // Turned off by one worker only, however many record a failure at once: the one
            // whose update finds it still on tells the admins.
            if hook.enabled && at - since >= DISABLE_AFTER {
                let reason = format!("Disabled on {} after its deliveries failed for 3 days straight.", crate::domain::time::iso_utc(at));
                let turned_off = webhook::Entity::update_many()
                    .col_expr(webhook::Column::Enabled, Expr::value(false))
                    .col_expr(webhook::Column::DisabledReason, Expr::value(Some(reason)))
                    .col_expr(webhook::Column::UpdatedAt, Expr::value(at))
                    .filter(webhook::Column::Id.eq(hook.id))
                    .filter(webhook::Column::Enabled.eq(true))
                    .exec(&*txn)
                    .await?;
                if turned_off.rows_affected == 1 {
                    after = AfterAttempt::EndpointDisabled;
                }
            }
        }
    }
    txn.commit().await?;
    Ok(after)
}

/// Deletes the deliveries that finished before `before`, with their attempts (see
/// [`queue::prune`]). Returns how many deliveries went.
pub async fn prune(db: &Db, before: DateTime<Utc>) -> Result<u64> {
    queue::prune::<webhook_delivery::Entity>(db, before).await
}
