//! The `webhook_attempts` table: each try of a delivery, for the endpoint's log.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "webhook_attempts")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub delivery_id: i64,
    pub webhook_id: i64,
    pub attempted_at: DateTimeUtc,
    /// The receiver's HTTP status, when it answered.
    pub status_code: Option<i32>,
    /// Why there was no answer, or why it did not count.
    #[sea_orm(column_type = "Text", nullable)]
    pub error: Option<String>,
    pub duration_ms: i32,
    /// The first bytes of the answer's body.
    #[sea_orm(column_type = "Text", nullable)]
    pub response_excerpt: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
