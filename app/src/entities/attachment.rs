//! The `attachments` table.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "attachments")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub organization_id: i64,
    pub post_id: Option<i64>,
    pub comment_id: Option<i64>,
    pub uploader_id: Option<i64>,
    #[sea_orm(unique)]
    pub storage_key: String,
    pub file_name: String,
    pub content_type: String,
    pub byte_size: i64,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
