//! The `posts` table.

use sea_orm::entity::prelude::*;

use crate::model::{BucketId, OrgId, PostId, StatusId, UserId};

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "posts")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: PostId,
    pub organization_id: OrgId,
    pub bucket_id: BucketId,
    pub submitter_id: UserId,
    pub title: String,
    pub slug: String,
    /// Sanitized HTML, safe to render as is.
    #[sea_orm(column_type = "Text", nullable)]
    pub description_html: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub description_text: Option<String>,
    pub status_id: StatusId,
    /// `approved` or `pending`.
    pub approval_status: super::states::Approval,
    pub hidden: bool,
    pub merged_into_id: Option<PostId>,
    /// The team member who looks after the post.
    pub owner_id: Option<UserId>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    /// When the post reached its status (roadmaps show completed posts of the last N days).
    #[serde(default)]
    pub status_changed_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
