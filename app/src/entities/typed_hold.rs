//! The `typed_holds` table: a post or a comment made through the widget for an address someone
//! typed (`domain::verification`, `Via::Address`), which waits until a link that reached the
//! address is used.

use sea_orm::entity::prelude::*;

use crate::model::{CommentId, OrgId, PostId, UserId};

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "typed_holds")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub organization_id: OrgId,
    pub user_id: UserId,
    pub post_id: Option<PostId>,
    pub comment_id: Option<CommentId>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
