//! The `import_links` table: a board, post or comment an import brought, by its id at the
//! source (unique per organization, source and kind: linked once).

use sea_orm::entity::prelude::*;

use crate::model::OrgId;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "import_links")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub organization_id: OrgId,
    /// The source's kind and address (`api-v3 https://old.example`).
    pub source: String,
    /// `board`, `post` or `comment`.
    pub kind: String,
    pub source_id: String,
    pub local_id: i64,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
