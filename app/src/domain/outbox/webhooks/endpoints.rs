//! An organization's endpoints: what a valid one is, who may add, change and delete them.

use crate::domain::access::Actor;
use crate::domain::access::{self, TeamTask};
use crate::domain::admin::audit::{self, Action, Target};
use crate::domain::outbox::EventType;
use crate::domain::outbox::address::WebhookAddress;
use crate::domain::{Db, Error, Result, now};
use crate::entities::{issue_link, tracker, tracker_delivery, webhook, webhook_attempt, webhook_delivery};
use crate::model::OrgId;
use crate::said;
use crate::store::cache::Scope;
use chrono::Duration;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder, QuerySelect};

/// Endpoints an organization may have.
pub const MAX_PER_ORGANIZATION: usize = 20;
/// An endpoint whose deliveries have failed for this long without one success is disabled.
pub const DISABLE_AFTER: Duration = Duration::days(3);
/// The type of the event "Send test event" sends.
pub const TEST_EVENT: &str = "webhook.test";

/// What an endpoint is: one that receives signed JSON in the API's shapes (managed on the
/// webhooks page and through `/api/v3/webhooks`), a Slack channel ([`super::slack`]), or a
/// GitHub repository or Linear team, whose issues get comments (`domain::trackers`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Standard,
    Slack,
    Github,
    Linear,
}

impl Kind {
    pub const ALL: [Self; 4] = [Self::Standard, Self::Slack, Self::Github, Self::Linear];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Standard => "standard",
            Self::Slack => "slack",
            Self::Github => "github",
            Self::Linear => "linear",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|kind| kind.as_str() == text)
    }

    pub fn of(hook: &webhook::Model) -> Self {
        Self::parse(&hook.kind).unwrap_or(Self::Standard)
    }

    /// An issue tracker's endpoint.
    pub fn is_tracker(self) -> bool {
        matches!(self, Self::Github | Self::Linear)
    }
}

/// The event types named, each once, in the order of [`EventType::ALL`].
pub fn clean_events(events: &[String]) -> Result<Vec<EventType>> {
    if events.is_empty() {
        return Err(Error::invalid(said!("said-x-must-name-at-least-one", field = "events")));
    }
    let mut wanted = Vec::new();
    for name in events {
        let kind = EventType::parse(name.trim()).ok_or_else(|| {
            let known = EventType::ALL.iter().map(|t| t.as_str()).collect::<Vec<_>>().join(", ");
            Error::invalid(said!("said-x-has-an-unknown-event-x", field = "events", name = format!("{:?}", crate::domain::echoed(name)), known = known))
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

/// The organization's signed endpoints, oldest first.
pub async fn list(conn: &impl ConnectionTrait, organization_id: OrgId) -> Result<Vec<webhook::Model>> {
    list_of(conn, organization_id, Kind::Standard).await
}

/// Every endpoint of the organization, Slack channels too: what the fan-out delivers to.
pub async fn list_all(conn: &impl ConnectionTrait, organization_id: OrgId) -> Result<Vec<webhook::Model>> {
    Ok(webhook::Entity::find()
        .filter(webhook::Column::OrganizationId.eq(organization_id))
        .order_by_asc(webhook::Column::Id)
        .all(conn)
        .await?)
}

pub(crate) async fn list_of(conn: &impl ConnectionTrait, organization_id: OrgId, kind: Kind) -> Result<Vec<webhook::Model>> {
    Ok(webhook::Entity::find()
        .filter(webhook::Column::OrganizationId.eq(organization_id))
        .filter(webhook::Column::Kind.eq(kind.as_str()))
        .order_by_asc(webhook::Column::Id)
        .all(conn)
        .await?)
}

/// The signed endpoint `id` (a Slack channel's id is not found here).
pub async fn find(conn: &impl ConnectionTrait, organization_id: OrgId, id: i64) -> Result<webhook::Model> {
    find_of(conn, organization_id, id, Kind::Standard).await
}

pub(crate) async fn find_of(conn: &impl ConnectionTrait, organization_id: OrgId, id: i64, kind: Kind) -> Result<webhook::Model> {
    webhook::Entity::find_by_id(id)
        .filter(webhook::Column::OrganizationId.eq(organization_id))
        .filter(webhook::Column::Kind.eq(kind.as_str()))
        .one(conn)
        .await?
        .ok_or_else(|| Error::NotFound(said!("said-webhook-x-was-not-found", id = id)))
}

/// Adds an endpoint at `url` (admins only); its secret is in the answer, and shown only then.
pub async fn create(db: &Db, organization_id: OrgId, actor: &Actor, url: &WebhookAddress, events: &[String]) -> Result<webhook::Model> {
    access::may(actor, TeamTask::Administer)?;
    let events = clean_events(events)?;
    let new = New { kind: Kind::Standard, bucket_id: None, url: url.as_str().to_owned(), secret: new_secret(), events };
    insert(db, organization_id, actor, new, "").await
}

/// An endpoint about to be added (its events clean, its secret made).
pub(crate) struct New {
    pub(crate) kind: Kind,
    pub(crate) bucket_id: Option<crate::model::BucketId>,
    /// As the page, the log and the audit show it.
    pub(crate) url: String,
    pub(crate) secret: String,
    pub(crate) events: Vec<EventType>,
}

/// Adds `new`, at most [`MAX_PER_ORGANIZATION`] of its kind, and audits it with `detail`.
pub(super) async fn insert(db: &Db, organization_id: OrgId, actor: &Actor, new: New, detail: &str) -> Result<webhook::Model> {
    let txn = db.begin_write_in(Scope::Nothing).await?;
    let created = insert_in(&txn, organization_id, actor, new, detail).await?;
    txn.commit().await?;
    Ok(created)
}

/// [`insert`] within `txn`, for a kind whose endpoint has rows of its own beside it.
pub(crate) async fn insert_in(txn: &sea_orm::DatabaseTransaction, organization_id: OrgId, actor: &Actor, new: New, detail: &str) -> Result<webhook::Model> {
    // Counted with the organization's row held: two endpoints added at once on PostgreSQL
    // would otherwise both count 19 and make 21.
    crate::domain::admin::one_change_at_a_time(txn, organization_id).await?;
    if list_of(txn, organization_id, new.kind).await?.len() >= MAX_PER_ORGANIZATION {
        let said = match new.kind {
            Kind::Standard => said!("said-an-organization-may-have-at-most", max_per_organization = MAX_PER_ORGANIZATION),
            Kind::Slack => said!("said-an-organization-may-have-at-most-slack", max_per_organization = MAX_PER_ORGANIZATION),
            Kind::Github | Kind::Linear => said!("said-an-organization-may-have-at-most-trackers", max_per_organization = MAX_PER_ORGANIZATION),
        };
        return Err(Error::LimitExceeded(said));
    }
    let at = now();
    let created = webhook::ActiveModel {
        organization_id: Set(organization_id),
        kind: Set(new.kind.as_str().to_owned()),
        bucket_id: Set(new.bucket_id),
        url: Set(new.url),
        events: Set(serde_json::json!(new.events.iter().map(|e| e.as_str()).collect::<Vec<_>>())),
        secret: Set(new.secret),
        enabled: Set(true),
        failing_since: Set(None),
        disabled_reason: Set(None),
        created_at: Set(at),
        updated_at: Set(at),
        ..Default::default()
    }
    .insert(txn)
    .await?;
    let action = match new.kind {
        Kind::Standard => Action::WebhookCreated,
        Kind::Slack => Action::SlackConnected,
        Kind::Github | Kind::Linear => Action::TrackerConnected,
    };
    audit::record(txn, organization_id, actor, action, Target { id: Some(created.id), name: &created.url }, detail).await?;
    Ok(created)
}

/// Deletes an endpoint with its deliveries and their log (admins only).
pub async fn delete(db: &Db, organization_id: OrgId, actor: &Actor, id: i64) -> Result<webhook::Model> {
    delete_of(db, organization_id, actor, id, Kind::Standard).await
}

pub(crate) async fn delete_of(db: &Db, organization_id: OrgId, actor: &Actor, id: i64, kind: Kind) -> Result<webhook::Model> {
    access::may(actor, TeamTask::Administer)?;
    let txn = db.begin_write_in(Scope::Nothing).await?;
    let hook = find_of(&*txn, organization_id, id, kind).await?;
    let deliveries = webhook_delivery::Entity::find()
        .select_only()
        .column(webhook_delivery::Column::Id)
        .filter(webhook_delivery::Column::WebhookId.eq(id));
    webhook_attempt::Entity::delete_many().filter(webhook_attempt::Column::WebhookId.eq(id)).exec(&*txn).await?;
    webhook_delivery::Entity::delete_many()
        .filter(webhook_delivery::Column::Id.in_subquery(sea_orm::QueryTrait::into_query(deliveries)))
        .exec(&*txn)
        .await?;
    if kind.is_tracker() {
        // What a tracker has beside its endpoint (`domain::trackers`): its rules, its links to
        // issues and the ids of the deliveries it received.
        issue_link::Entity::delete_many().filter(issue_link::Column::WebhookId.eq(id)).exec(&*txn).await?;
        tracker_delivery::Entity::delete_many().filter(tracker_delivery::Column::WebhookId.eq(id)).exec(&*txn).await?;
        tracker::Entity::delete_by_id(id).exec(&*txn).await?;
    }
    webhook::Entity::delete_by_id(id).exec(&*txn).await?;
    let action = match kind {
        Kind::Standard => Action::WebhookDeleted,
        Kind::Slack => Action::SlackDisconnected,
        Kind::Github | Kind::Linear => Action::TrackerDisconnected,
    };
    audit::record(&*txn, organization_id, actor, action, Target { id: Some(id), name: &hook.url }, "").await?;
    txn.commit().await?;
    Ok(hook)
}

/// Gives the endpoint a new secret (admins only); the old one stops signing at once.
pub async fn rotate_secret(db: &Db, organization_id: OrgId, actor: &Actor, id: i64) -> Result<webhook::Model> {
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
pub async fn set_enabled(db: &Db, organization_id: OrgId, actor: &Actor, id: i64, enabled: bool) -> Result<webhook::Model> {
    set_enabled_of(db, organization_id, actor, id, enabled, Kind::Standard).await
}

pub(crate) async fn set_enabled_of(db: &Db, organization_id: OrgId, actor: &Actor, id: i64, enabled: bool, kind: Kind) -> Result<webhook::Model> {
    access::may(actor, TeamTask::Administer)?;
    let txn = db.begin_write_in(Scope::Nothing).await?;
    let hook = find_of(&*txn, organization_id, id, kind).await?;
    let mut active = hook.into_active_model();
    active.enabled = Set(enabled);
    active.failing_since = Set(None);
    active.disabled_reason = Set(None);
    active.updated_at = Set(now());
    let changed = active.update(&*txn).await?;
    txn.commit().await?;
    Ok(changed)
}
