//! The `outbox_events` table: events written with the change that caused them, waiting to be
//! fanned out into deliveries (see `domain::outbox`).

use sea_orm::entity::prelude::*;

use crate::model::OrgId;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "outbox_events")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    /// The event's stable id (`evt_…`), the same in every delivery of it.
    pub uid: String,
    pub organization_id: OrgId,
    /// `post.created`, `vote.deleted`, …
    pub event_type: String,
    /// What the event is about (ids, and what a deletion took away).
    pub subject: Json,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
