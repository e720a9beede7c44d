//! The `issue_links` table: a post linked to an issue of a tracker (`domain::trackers`).

use crate::model::{OrgId, PostId};
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "issue_links")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub organization_id: OrgId,
    pub post_id: PostId,
    /// The tracker's endpoint (`webhooks.id`).
    pub webhook_id: i64,
    /// How the tracker's API names the issue: its number on GitHub, its id on Linear.
    pub external_id: String,
    /// How people name it: `owner/repo#12`, `ENG-12`.
    pub key: String,
    #[sea_orm(column_type = "Text")]
    pub url: String,
    #[sea_orm(column_type = "Text")]
    pub title: String,
    /// Its state when last heard of: `open`, `closed`, a Linear workflow state's name.
    pub state: String,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
