//! The `mail_digest_items` table: one line of a person's next daily digest.

use sea_orm::entity::prelude::*;

use crate::model::{OrgId, UserId};

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "mail_digest_items")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub organization_id: OrgId,
    pub user_id: UserId,
    pub event_uid: String,
    /// What happened, as the digest says it.
    #[sea_orm(column_type = "Text")]
    pub line: String,
    #[sea_orm(column_type = "Text")]
    pub link: String,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
