//! The `comments` table.

use sea_orm::entity::prelude::*;

use crate::model::{CommentId, OrgId, PostId, UserId};

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "comments")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: CommentId,
    pub organization_id: OrgId,
    pub post_id: PostId,
    pub parent_id: Option<CommentId>,
    pub author_id: UserId,
    #[sea_orm(column_type = "Text")]
    pub body_html: String,
    #[sea_orm(column_type = "Text")]
    pub body_text: String,
    pub pinned: bool,
    pub internal: bool,
    pub approval_status: super::states::Approval,
    /// Marked as spam: left out of every thread and list.
    pub hidden: bool,
    /// The status label this comment announced, when the team changed the post's status with
    /// a message.
    pub status_change: Option<String>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
