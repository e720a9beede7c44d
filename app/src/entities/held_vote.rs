//! The `held_votes` table: votes of customers who have not confirmed their e-mail address
//! where the organization asks them to (`domain::verification`). They count nowhere until the
//! person is verified, when they become votes in the same transaction; and the votes cast
//! through the widget for an address someone typed (`typed`), until a link reaches it.

use sea_orm::entity::prelude::*;

use crate::model::{OrgId, PostId, UserId};

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "held_votes")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub organization_id: OrgId,
    pub post_id: PostId,
    pub user_id: UserId,
    pub kind: super::states::VoteKind,
    pub created_at: DateTimeUtc,
    /// Cast through the widget for an address someone typed: only a link that reached the
    /// address lets it out.
    #[serde(default)]
    pub typed: bool,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
