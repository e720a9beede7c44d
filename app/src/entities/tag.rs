//! The `tags` table.

use sea_orm::entity::prelude::*;

use crate::model::{OrgId, TagId};

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "tags")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: TagId,
    pub organization_id: OrgId,
    pub name: String,
    /// The name lower-cased: unique per organization.
    pub name_key: String,
    pub color: String,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
