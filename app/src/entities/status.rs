//! The `statuses` table.

use sea_orm::entity::prelude::*;

use crate::model::{OrgId, StatusId};

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "statuses")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: StatusId,
    pub organization_id: OrgId,
    pub label: String,
    /// The label lower-cased: unique per organization.
    pub label_key: String,
    /// One of `under_review`, `planned`, `in_progress`, `completed`, `closed`.
    pub kind: super::states::StatusKind,
    pub color: String,
    pub position: i32,
    /// A column of the main roadmap (`/{org}/roadmap`).
    pub on_roadmap: bool,
    pub is_default: bool,
    /// Its column's place on the main roadmap (the board's order is `position`).
    #[serde(default)]
    pub roadmap_position: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
