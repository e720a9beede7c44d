//! The `access_tokens` table: a team member's personal access tokens for the MCP server (their
//! hash; `domain::access_tokens`).

use super::states::TokenScope;
use crate::model::{OrgId, UserId};
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "access_tokens")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub organization_id: OrgId,
    pub user_id: UserId,
    /// What the person called it (1–80 characters).
    pub name: String,
    pub scope: TokenScope,
    /// SHA-256 (hex) of the token.
    #[sea_orm(unique)]
    pub token_hash: String,
    pub created_at: DateTimeUtc,
    /// When a request last came with it (written from memory once a minute).
    pub last_used_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
