//! The `notification_preferences` table: how a person hears (no row: instant).

use sea_orm::entity::prelude::*;

use crate::model::UserId;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "notification_preferences")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub user_id: UserId,
    /// About the posts they follow: `instant`, `daily` or `off`.
    pub posts: String,
    /// Team members, about new posts and what waits for moderation.
    pub team: String,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
