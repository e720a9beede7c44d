//! The `sessions` table.

use sea_orm::entity::prelude::*;

use crate::model::{OrgId, UserId};

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "sessions")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    /// SHA-256 (hex) of the cookie's token.
    #[sea_orm(unique)]
    pub token_hash: String,
    pub organization_id: OrgId,
    pub user_id: UserId,
    pub csrf_token: String,
    pub created_at: DateTimeUtc,
    pub expires_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
