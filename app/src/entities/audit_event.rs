//! The `audit_events` table: one row per action of the team in the admin area.

use sea_orm::entity::prelude::*;

use crate::model::{OrgId, UserId};

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "audit_events")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub organization_id: OrgId,
    /// The team member who acted (kept as a name too, should the person be removed).
    pub actor_id: Option<UserId>,
    pub actor_name: String,
    /// What was done, `post.approved` say (see `domain::admin::audit::Action`).
    pub action: String,
    pub target_id: Option<i64>,
    /// What it was done to, as a person reads it: a post's title, a status's label.
    pub target: String,
    #[sea_orm(column_type = "Text")]
    pub details: String,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
