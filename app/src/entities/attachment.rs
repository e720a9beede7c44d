//! The `attachments` table.

use sea_orm::entity::prelude::*;

use crate::model::{CommentId, OrgId, PostId, UserId};

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "attachments")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub organization_id: OrgId,
    pub post_id: Option<PostId>,
    pub comment_id: Option<CommentId>,
    pub uploader_id: Option<UserId>,
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
