//! What a tracker's verified delivery does: the server checks its signature and reads it
//! (`server/src/trackers/inbound.rs`); here, in one transaction, its id is recorded (a delivery
//! sent again changes nothing: replays and redeliveries are safe), the linked issues' state is
//! kept, and the linked posts move by the mapping, as the team member who connected the
//! tracker, with its public message.

use super::*;
use crate::domain::moderation::post_team;
use crate::domain::users;
use crate::entities::{issue_link, tracker_delivery, user};
use sea_orm::sea_query::{Expr, OnConflict};

/// An issue's change, as the server read it from a verified delivery.
#[derive(Clone, Debug)]
pub struct Change {
    /// The delivery's id (`X-GitHub-Delivery`, `Linear-Delivery`).
    pub delivery_id: String,
    /// The issue, as its API names it.
    pub external_id: String,
    /// What the change is, most particular first ([`Mapping`]).
    pub triggers: Vec<String>,
    /// The issue's state after it (`None`: unchanged).
    pub state: Option<String>,
}

/// What a delivery did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Its id was seen before: nothing done again.
    Again,
    /// The tracker is turned off: nothing done.
    Off,
    /// This many linked posts changed status.
    Moved(usize),
}

/// The tracker of kind `kind` whose deliveries arrive at `id` (any organization's: the
/// delivery's signature, checked next, says whether it is the tracker's own).
pub async fn find(conn: &impl ConnectionTrait, kind: Kind, id: i64) -> Result<Option<(webhook::Model, tracker::Model)>> {
    let Some(hook) = webhook::Entity::find_by_id(id).filter(webhook::Column::Kind.eq(kind.as_str())).one(conn).await? else { return Ok(None) };
    Ok(tracker::Entity::find_by_id(id).one(conn).await?.map(|tracker| (hook, tracker)))
}

/// Acts on a verified delivery (see the module).
pub async fn receive(db: &Db, hook: &webhook::Model, tracker: &tracker::Model, change: &Change) -> Result<Outcome> {
    if !hook.enabled {
        return Ok(Outcome::Off);
    }
    let organization_id = hook.organization_id;
    let txn = db.begin_write_in(Scope::Organization(organization_id)).await?;
    let at = now();
    let first = tracker_delivery::Entity::insert(tracker_delivery::ActiveModel {
        webhook_id: Set(hook.id),
        delivery_id: Set(change.delivery_id.chars().take(100).collect()),
        received_at: Set(at),
        ..Default::default()
    })
    .on_conflict(OnConflict::columns([tracker_delivery::Column::WebhookId, tracker_delivery::Column::DeliveryId]).do_nothing().to_owned())
    .exec_without_returning(&*txn)
    .await?;
    if first == 0 {
        return Ok(Outcome::Again);
    }
    let external_id: String = change.external_id.chars().take(100).collect();
    if let Some(state) = &change.state {
        issue_link::Entity::update_many()
            .col_expr(issue_link::Column::State, Expr::value(state.chars().take(100).collect::<String>()))
            .filter(issue_link::Column::WebhookId.eq(hook.id))
            .filter(issue_link::Column::ExternalId.eq(external_id.as_str()))
            .exec(&*txn)
            .await?;
    }
    let mut moved = 0;
    let mapping = Mapping::from_json(&tracker.mapping);
    if let Some(status_id) = mapping.status_for(&change.triggers) {
        let links = issue_link::Entity::find()
            .filter(issue_link::Column::WebhookId.eq(hook.id))
            .filter(issue_link::Column::ExternalId.eq(external_id.as_str()))
            .all(&*txn)
            .await?;
        let label = statuses::list(&*txn, organization_id).await?.into_iter().find(|s| s.id == status_id).map(|s| s.label);
        if let (false, Some(label)) = (links.is_empty(), label) {
            let actor = acting(&*txn, organization_id, tracker).await?;
            for link in links {
                let before = crate::entities::post::Entity::find_by_id(link.post_id).one(&*txn).await?;
                // A post deleted since it was linked is passed over.
                let Some(before) = before.filter(|p| p.organization_id == organization_id) else { continue };
                let after = post_team::moderate_in(&*txn, organization_id, &actor, link.post_id, &label, None, &tracker.message).await?;
                if after.status_id != before.status_id {
                    moved += 1;
                }
            }
        }
    }
    tracker::Entity::update_many()
        .col_expr(tracker::Column::LastSuccessAt, Expr::value(Some(at)))
        .filter(tracker::Column::WebhookId.eq(hook.id))
        .exec(&*txn)
        .await?;
    txn.commit().await?;
    Ok(Outcome::Moved(moved))
}

/// The team member a tracker's changes are made as: the admin who connected it, while on the
/// team.
async fn acting(conn: &impl ConnectionTrait, organization_id: OrgId, tracker: &tracker::Model) -> Result<Actor> {
    let person = user::Entity::find_by_id(tracker.acting_user_id)
        .filter(user::Column::OrganizationId.eq(organization_id))
        .one(conn)
        .await?;
    let gone = || Error::Forbidden(said!("said-the-team-member-who-connected-this"));
    let person = person.filter(|p| !p.blocked).ok_or_else(gone)?;
    let role = users::team_role(conn, person.id).await?.ok_or_else(gone)?;
    Ok(Actor { user: person, role: Some(role) })
}

/// Forgets the deliveries received before `before` (their ids are kept a year: a delivery
/// older than that is not sent again by either tracker).
pub async fn prune(db: &Db, before: chrono::DateTime<chrono::Utc>) -> Result<u64> {
    let txn = db.begin_write_in(Scope::Nothing).await?;
    let gone = tracker_delivery::Entity::delete_many().filter(tracker_delivery::Column::ReceivedAt.lt(before)).exec(&*txn).await?;
    txn.commit().await?;
    Ok(gone.rows_affected)
}
