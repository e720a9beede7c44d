//! The `webhook_deliveries` table: one event for one endpoint, until it is delivered or given up.

use sea_orm::entity::prelude::*;

use crate::model::OrgId;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "webhook_deliveries")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub organization_id: OrgId,
    pub webhook_id: i64,
    pub event_uid: String,
    pub event_type: String,
    /// The exact body sent, the same at every attempt.
    #[sea_orm(column_type = "Text")]
    pub payload: String,
    /// `pending`, `delivered` or `failed`.
    pub status: String,
    pub attempts: i32,
    pub next_attempt_at: DateTimeUtc,
    /// Claimed by a worker until then.
    pub locked_until: Option<DateTimeUtc>,
    /// The fencing token of the last claim: a worker records its attempt only while the row
    /// still carries the token it claimed it with (see `domain::outbox::queue`).
    pub lease: i64,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
