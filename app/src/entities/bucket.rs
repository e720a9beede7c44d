//! The `buckets` table.

use sea_orm::entity::prelude::*;

use crate::model::{BucketId, OrgId};

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "buckets")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: BucketId,
    pub organization_id: OrgId,
    pub name: String,
    /// The name lower-cased: unique per organization.
    pub name_key: String,
    pub slug: String,
    pub private: bool,
    pub is_default: bool,
    pub position: i32,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
