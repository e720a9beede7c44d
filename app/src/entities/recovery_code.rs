//! The `recovery_codes` table: a person's single-use recovery codes for two-factor sign-in.

use sea_orm::entity::prelude::*;

use crate::model::UserId;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "recovery_codes")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub user_id: UserId,
    /// SHA-256 (hex) of the code's letters, lower-cased.
    pub code_hash: String,
    pub used_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
