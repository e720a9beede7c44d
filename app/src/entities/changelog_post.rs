//! The `changelog_posts` table: which posts an entry shipped.

use sea_orm::entity::prelude::*;

use crate::model::PostId;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "changelog_posts")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub entry_id: i64,
    #[sea_orm(primary_key, auto_increment = false)]
    pub post_id: PostId,
    /// The order the team named them in.
    pub position: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
