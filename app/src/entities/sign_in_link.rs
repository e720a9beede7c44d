//! The `sign_in_links` table: single-use sign-in links (their token's hash).

use sea_orm::entity::prelude::*;

use crate::model::{OrgId, UserId};

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "sign_in_links")]
pub struct Model {
    /// SHA-256 (hex) of the link's token.
    #[sea_orm(primary_key, auto_increment = false)]
    pub token_hash: String,
    pub organization_id: OrgId,
    pub user_id: UserId,
    pub created_at: DateTimeUtc,
    pub expires_at: DateTimeUtc,
    /// What the link is for: `sign_in`, `reset` or `invite` (`domain::sessions::LinkPurpose`).
    pub purpose: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
