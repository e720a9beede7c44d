//! The `user_totp` table: a person's TOTP secret (sealed), in force once confirmed.

use sea_orm::entity::prelude::*;

use crate::model::{OrgId, UserId};

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "user_totp")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub user_id: UserId,
    pub organization_id: OrgId,
    /// The base32 secret, sealed for `totp:{user_id}` (`domain::sealed`).
    #[sea_orm(column_type = "Text")]
    pub secret_sealed: String,
    /// `None` while enrolling: not in force until a first code confirms it.
    pub confirmed_at: Option<DateTimeUtc>,
    /// The 30-second step of the last code accepted: only later steps' codes are accepted.
    pub last_step: i64,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
