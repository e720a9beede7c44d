//! The `roadmaps` table: the named roadmaps an organization's team configures, each at
//! `/{org}/roadmap/{slug}` (the main roadmap is the organization's: `domain::roadmaps`).

use sea_orm::entity::prelude::*;

use crate::model::OrgId;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "roadmaps")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub organization_id: OrgId,
    pub name: String,
    /// The name slugged as post titles are: unique per organization.
    pub slug: String,
    /// Its place among the organization's roadmaps (the navigation's order).
    pub position: i32,
    /// Status ids, in column order.
    pub status_ids: Json,
    /// Bucket ids whose posts it shows; none: every public bucket.
    pub bucket_ids: Json,
    /// Tag ids: posts carrying any of them; none: posts with any tags or none.
    pub tag_ids: Json,
    /// Completed posts of this many last days only; `None`: all.
    pub completed_days: Option<i32>,
    /// Shown to the team only.
    pub hidden: bool,
    /// Its cards' order: `votes`, `revenue`, `companies` or `rice` (`domain::views::priorities::Sort`).
    #[serde(default = "votes")]
    pub sort: String,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

fn votes() -> String {
    "votes".to_owned()
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
