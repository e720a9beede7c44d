//! Webhook endpoints and their deliveries: the rules (who may manage them, what a valid one
//! is, the retry schedule, when an endpoint is disabled), not the sending, which is the
//! server's (`server/src/delivery/`).

use super::address::WebhookAddress;
use super::queue::{self, Leased, Settled};
use super::{EventType, new_uid};
use crate::domain::access::Actor;
use crate::domain::access::{self, TeamTask};
use crate::domain::admin::audit::{self, Action, Target};
use crate::domain::{Db, Error, Result, now};
use crate::entities::{organization, webhook, webhook_attempt, webhook_delivery};
use crate::store::cache::Scope;
use chrono::{DateTime, Duration, Utc};
use sea_orm::sea_query::OnConflict;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder, QuerySelect};

/// Endpoints an organization may have.
pub const MAX_PER_ORGANIZATION: usize = 20;
/// An endpoint whose deliveries have failed for this long without one success is disabled.
pub const DISABLE_AFTER: Duration = Duration::days(3);
/// The type of the event "Send test event" sends.
pub const TEST_EVENT: &str = "webhook.test";

/// The event types named, each once, in the order of [`EventType::ALL`].
pub fn clean_events(events: &[String]) -> Result<Vec<EventType>> {
    if events.is_empty() {
        return Err(Error::invalid("events", "must name at least one event"));
    }
    let mut wanted = Vec::new();
    for name in events {
        let kind = EventType::parse(name.trim()).ok_or_else(|| {
            let known = EventType::ALL.iter().map(|t| t.as_str()).collect::<Vec<_>>().join(", ");
            Error::invalid("events", &format!("has an unknown event {name:?} (known: {known})"))
        })?;
        wanted.push(kind);
    }
    Ok(EventType::ALL.into_iter().filter(|t| wanted.contains(t)).collect())
}

/// A new signing secret: `whsec_` and 32 random bytes in base64, as Standard Webhooks has it.
pub fn new_secret() -> String {
    use base64::Engine;
    format!("whsec_{}", base64::engine::general_purpose::STANDARD.encode(rand::random::<[u8; 32]>()))
}

/// The event types an endpoint receives.
pub fn events_of(hook: &webhook::Model) -> Vec<EventType> {
    hook.events.as_array().into_iter().flatten().filter_map(|v| v.as_str().and_then(EventType::parse)).collect()
}

pub fn wants(hook: &webhook::Model, kind: EventType) -> bool {
    hook.enabled && events_of(hook).contains(&kind)
}

/// The organization's endpoints, oldest first.
pub async fn list(conn: &impl ConnectionTrait, organization_id: i64) -> Result<Vec<webhook::Model>> {
    Ok(webhook::Entity::find()
        .filter(webhook::Column::OrganizationId.eq(organization_id))
        .order_by_asc(webhook::Column::Id)
        .all(conn)
        .await?)
}

pub async fn find(conn: &impl ConnectionTrait, organization_id: i64, id: i64) -> Result<webhook::Model> {
    webhook::Entity::find_by_id(id)
        .filter(webhook::Column::OrganizationId.eq(organization_id))
        .one(conn)
        .await?
        .ok_or_else(|| Error::not_found(format!("Webhook {id}")))
}

/// Adds an endpoint at `url` (admins only); its secret is in the answer, and shown only then.
pub async fn create(db: &Db, organization_id: i64, actor: &Actor, url: &WebhookAddress, events: &[String]) -> Result<webhook::Model> {
    access::may(actor, TeamTask::Administer)?;
    let events = clean_events(events)?;
    let txn = db.begin_write_in(Scope::Nothing).await?;
    if list(&*txn, organization_id).await?.len() >= MAX_PER_ORGANIZATION {
        return Err(Error::LimitExceeded(format!("An organization may have at most {MAX_PER_ORGANIZATION} webhooks.")));
    }
    let at = now();
    let created = webhook::ActiveModel {
        organization_id: Set(organization_id),
        url: Set(url.as_str().to_owned()),
        events: Set(serde_json::json!(events.iter().map(|e| e.as_str()).collect::<Vec<_>>())),
        secret: Set(new_secret()),
        enabled: Set(true),
        failing_since: Set(None),
        disabled_reason: Set(None),
        created_at: Set(at),
        updated_at: Set(at),
        ..Default::default()
    }
    .insert(&*txn)
    .await?;
    audit::record(&*txn, organization_id, actor, Action::WebhookCreated, Target { id: Some(created.id), name: &created.url }, "").await?;
    txn.commit().await?;
    Ok(created)
}

/// Deletes an endpoint with its deliveries and their log (admins only).
pub async fn delete(db: &Db, organization_id: i64, actor: &Actor, id: i64) -> Result<webhook::Model> {
    access::may(actor, TeamTask::Administer)?;
    let txn = db.begin_write_in(Scope::Nothing).await?;
    let hook = find(&*txn, organization_id, id).await?;
    let deliveries = webhook_delivery::Entity::find()
        .select_only()
        .column(webhook_delivery::Column::Id)
        .filter(webhook_delivery::Column::WebhookId.eq(id));
    webhook_attempt::Entity::delete_many().filter(webhook_attempt::Column::WebhookId.eq(id)).exec(&*txn).await?;
    webhook_delivery::Entity::delete_many()
        .filter(webhook_delivery::Column::Id.in_subquery(sea_orm::QueryTrait::into_query(deliveries)))
        .exec(&*txn)
        .await?;
    webhook::Entity::delete_by_id(id).exec(&*txn).await?;
    audit::record(&*txn, organization_id, actor, Action::WebhookDeleted, Target { id: Some(id), name: &hook.url }, "").await?;
    txn.commit().await?;
    Ok(hook)
}

/// Gives the endpoint a new secret (admins only); the old one stops signing at once.
pub async fn rotate_secret(db: &Db, organization_id: i64, actor: &Actor, id: i64) -> Result<webhook::Model> {
    access::may(actor, TeamTask::Administer)?;
    let txn = db.begin_write_in(Scope::Nothing).await?;
    let hook = find(&*txn, organization_id, id).await?;
    let mut active = hook.into_active_model();
    active.secret = Set(new_secret());
    active.updated_at = Set(now());
    let rotated = active.update(&*txn).await?;
    audit::record(&*txn, organization_id, actor, Action::WebhookSecretRotated, Target { id: Some(id), name: &rotated.url }, "").await?;
    txn.commit().await?;
    Ok(rotated)
}

/// Turns an endpoint on (its failures forgotten) or off (admins only).
pub async fn set_enabled(db: &Db, organization_id: i64, actor: &Actor, id: i64, enabled: bool) -> Result<webhook::Model> {
    access::may(actor, TeamTask::Administer)?;
    let txn = db.begin_write_in(Scope::Nothing).await?;
    let hook = find(&*txn, organization_id, id).await?;
    let mut active = hook.into_active_model();
    active.enabled = Set(enabled);
    active.failing_since = Set(None);
    active.disabled_reason = Set(None);
    active.updated_at = Set(now());
    let changed = active.update(&*txn).await?;
    txn.commit().await?;
    Ok(changed)
}

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
    access::may(actor, TeamTask::Administer)?;
    let txn = db.begin_write_in(Scope::Nothing).await?;
    let hook = find(&*txn, org.id, id).await?;
    let uid = new_uid();
    let data = serde_json::json!({"webhook_id": hook.id, "message": "A test event sent from the admin area."});
    enqueue(&*txn, &hook, &uid, TEST_EVENT, envelope(&uid, TEST_EVENT, now(), org, data)).await?;
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
pub async fn resend(db: &Db, organization_id: i64, actor: &Actor, delivery_id: i64) -> Result<webhook_delivery::Model> {
    access::may(actor, TeamTask::Administer)?;
    let txn = db.begin_write_in(Scope::Nothing).await?;
    let delivery = webhook_delivery::Entity::find_by_id(delivery_id)
        .filter(webhook_delivery::Column::OrganizationId.eq(organization_id))
        .one(&*txn)
        .await?
        .ok_or_else(|| Error::not_found(format!("Delivery {delivery_id}")))?;
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
    const UPDATED_AT: webhook_delivery::Column = webhook_delivery::Column::UpdatedAt;

    fn id(row: &webhook_delivery::Model) -> i64 {
        row.id
    }
    fn attempts(row: &webhook_delivery::Model) -> i32 {
        row.attempts
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

/// How one attempt went.
#[derive(Clone, Debug)]
pub struct Attempt {
    pub status_code: Option<u16>,
    pub error: Option<String>,
    pub duration_ms: i32,
    pub response_excerpt: Option<String>,
}

impl Attempt {
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
            if hook.enabled && at - since >= DISABLE_AFTER {
                active.enabled = Set(false);
                active.disabled_reason =
                    Set(Some(format!("Disabled on {} after its deliveries failed for 3 days straight.", crate::domain::time::iso_utc(at))));
                active.updated_at = Set(at);
                after = AfterAttempt::EndpointDisabled;
            }
            if active.is_changed() {
                active.update(&*txn).await?;
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

/// One line of an endpoint's log.
#[derive(Clone, Debug)]
pub struct LogLine {
    pub attempt: webhook_attempt::Model,
    pub delivery: webhook_delivery::Model,
}

/// The endpoint's last `limit` attempts, newest first.
pub async fn log(conn: &impl ConnectionTrait, organization_id: i64, webhook_id: i64, limit: u64) -> Result<Vec<LogLine>> {
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
pub async fn deliveries(conn: &impl ConnectionTrait, organization_id: i64, webhook_id: i64, limit: u64) -> Result<Vec<webhook_delivery::Model>> {
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
pub async fn rows(conn: &impl ConnectionTrait, organization_id: i64, shown: u64) -> Result<Vec<crate::model::WebhookRow>> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{access::Actor, organizations, testing};

    /// An address for tests, not resolved (its host does not exist).
    async fn address(url: &str) -> WebhookAddress {
        WebhookAddress::check(url, true).await.unwrap()
    }

    fn admin(acme: &organizations::CreatedOrganization) -> Actor {
        Actor { user: acme.admin.clone(), role: Some(crate::domain::users::Role::Admin) }
    }

    #[test]
    fn events_are_known_and_kept_once_in_order() {
        let names = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(clean_events(&names(&["vote.created", "post.created", "vote.created"])).unwrap(), vec![EventType::PostCreated, EventType::VoteCreated]);
        assert!(clean_events(&[]).is_err());
        assert!(clean_events(&names(&["post.deleted"])).is_err());
    }

    #[test]
    fn the_schedule_waits_longer_each_time_then_gives_up() {
        use super::super::queue::backoff;
        let waits: Vec<i64> = (1..=7).map(|n| backoff(n).map_or(-1, |d| d.num_seconds())).collect();
        assert_eq!(waits, [10, 60, 600, 3600, 21600, 86400, -1]);
        assert_eq!(backoff(0), None);
        assert!(new_secret().starts_with("whsec_"));
        assert_ne!(new_secret(), new_secret());
    }

    #[tokio::test]
    async fn only_admins_manage_endpoints_and_the_organization_sees_only_its_own() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let globex = organizations::tests::create_named(&db, "globex").await;
        let events = vec!["post.created".to_owned()];
        let member = Actor { user: acme.admin.clone(), role: Some(crate::domain::users::Role::Member) };
        assert!(matches!(create(&db, acme.organization.id, &member, &address("https://x.test/").await, &events).await, Err(Error::Forbidden(_))));
        let hook = create(&db, acme.organization.id, &admin(&acme), &address("https://x.test/").await, &events).await.unwrap();
        assert!(hook.secret.starts_with("whsec_") && hook.enabled);
        assert!(matches!(find(db.conn(), globex.organization.id, hook.id).await, Err(Error::NotFound(_))));
        assert!(matches!(delete(&db, globex.organization.id, &admin(&globex), hook.id).await, Err(Error::NotFound(_))));
        let rotated = rotate_secret(&db, acme.organization.id, &admin(&acme), hook.id).await.unwrap();
        assert_ne!(rotated.secret, hook.secret);
        delete(&db, acme.organization.id, &admin(&acme), hook.id).await.unwrap();
        assert!(list(db.conn(), acme.organization.id).await.unwrap().is_empty());
    }

    #[tokio::test]
    async fn a_failing_delivery_is_retried_on_the_schedule_then_given_up_and_a_success_clears_the_failures() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let hook = create(&db, acme.organization.id, &admin(&acme), &address("https://x.test/").await, &["post.created".to_owned()])
            .await
            .unwrap();
        let queued = send_test(&db, &acme.organization, &admin(&acme), hook.id).await.unwrap();
        let claimed = claim_due(&db, 10).await.unwrap();
        assert_eq!(claimed.len(), 1);
        assert!(claim_due(&db, 10).await.unwrap().is_empty(), "claimed once");
        let failed = Attempt { status_code: Some(500), error: None, duration_ms: 3, response_excerpt: Some("oops".into()) };
        let mut delivery = claimed[0].0.clone();
        for n in 1..=7 {
            let after = record_attempt(&db, &delivery, &failed).await.unwrap();
            if n < 7 {
                assert!(matches!(after, AfterAttempt::Retry(_)), "attempt {n}: {after:?}");
            } else {
                assert_eq!(after, AfterAttempt::Failed);
            }
            delivery = webhook_delivery::Entity::find_by_id(queued.id).one(db.conn()).await.unwrap().unwrap();
            assert_eq!(delivery.attempts, n);
            assert!(delivery.locked_until.is_none());
        }
        assert_eq!(delivery.status, "failed");
        assert!(find(db.conn(), acme.organization.id, hook.id).await.unwrap().failing_since.is_some());
        assert_eq!(log(db.conn(), acme.organization.id, hook.id, 100).await.unwrap().len(), 7);

        let again = resend(&db, acme.organization.id, &admin(&acme), queued.id).await.unwrap();
        assert_eq!((again.status.as_str(), again.event_uid.as_str()), ("pending", queued.event_uid.as_str()), "the same event id");
        let ok = Attempt { status_code: Some(204), error: None, duration_ms: 2, response_excerpt: None };
        assert_eq!(record_attempt(&db, &again, &ok).await.unwrap(), AfterAttempt::Delivered);
        assert!(find(db.conn(), acme.organization.id, hook.id).await.unwrap().failing_since.is_none());
    }

    #[tokio::test]
    async fn finished_deliveries_leave_the_log_after_thirty_days_and_pending_ones_stay() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let hook = create(&db, acme.organization.id, &admin(&acme), &address("https://x.test/").await, &["post.created".to_owned()])
            .await
            .unwrap();
        let done = send_test(&db, &acme.organization, &admin(&acme), hook.id).await.unwrap();
        let waiting = send_test(&db, &acme.organization, &admin(&acme), hook.id).await.unwrap();
        let ok = Attempt { status_code: Some(200), error: None, duration_ms: 1, response_excerpt: None };
        record_attempt(&db, &done, &ok).await.unwrap();
        assert_eq!(prune(&db, now() - queue::KEPT).await.unwrap(), 0, "a fresh one stays");
        assert_eq!(prune(&db, now() + Duration::seconds(1)).await.unwrap(), 1, "an old finished one goes");
        let left = deliveries(db.conn(), acme.organization.id, hook.id, 10).await.unwrap();
        assert_eq!(left.iter().map(|d| d.id).collect::<Vec<_>>(), [waiting.id], "the pending one stays");
        assert!(log(db.conn(), acme.organization.id, hook.id, 10).await.unwrap().is_empty(), "with its attempts");
    }

    #[tokio::test]
    async fn an_endpoint_failing_for_three_days_is_disabled() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let hook = create(&db, acme.organization.id, &admin(&acme), &address("https://x.test/").await, &["post.created".to_owned()])
            .await
            .unwrap();
        let mut active = hook.clone().into_active_model();
        active.failing_since = Set(Some(now() - Duration::days(3) - Duration::minutes(1)));
        active.update(db.conn()).await.unwrap();
        let queued = send_test(&db, &acme.organization, &admin(&acme), hook.id).await.unwrap();
        let failed = Attempt { status_code: None, error: Some("connection refused".into()), duration_ms: 1, response_excerpt: None };
        assert_eq!(record_attempt(&db, &queued, &failed).await.unwrap(), AfterAttempt::EndpointDisabled);
        let hook = find(db.conn(), acme.organization.id, hook.id).await.unwrap();
        assert!(!hook.enabled && hook.disabled_reason.is_some());
        assert!(!wants(&hook, EventType::PostCreated));
    }
}
