//! The `post_tags` table: which post carries which tag.

use sea_orm::entity::prelude::*;

use crate::model::{PostId, TagId};

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "post_tags")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub tag_id: TagId,
    #[sea_orm(primary_key, auto_increment = false)]
    pub post_id: PostId,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
