//! The `companies` table: the companies an organization's people belong to (set by the
//! widget's identify, the REST API, a CSV import), with what each pays a month.

use sea_orm::entity::prelude::*;

use crate::model::OrgId;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "companies")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub organization_id: OrgId,
    /// The host product's id of the company.
    pub external_id: String,
    pub name: String,
    /// Monthly revenue in the organization's currency, in cents.
    pub monthly_revenue_cents: i64,
    pub plan: Option<String>,
    /// How many people work there.
    pub size: Option<i32>,
    /// Custom attributes: a JSON object of strings, numbers and booleans.
    pub attributes: String,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
