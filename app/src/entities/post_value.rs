//! The `post_values` table: what a post is worth to the business (`domain::values`): the
//! companies among its upvoters, each counted once, and the sum and maximum of their monthly
//! revenue (kept in the vote's transaction); and the team's RICE estimates.

use sea_orm::entity::prelude::*;

use crate::model::{OrgId, PostId};

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "post_values")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub post_id: PostId,
    pub organization_id: OrgId,
    /// Distinct companies among the upvoters.
    pub companies: i32,
    /// The sum of their monthly revenue, in cents.
    pub revenue_cents: i64,
    /// The largest of their monthly revenues, in cents.
    pub revenue_max_cents: i64,
    /// Their average (the sum ÷ the companies, rounded down), in cents.
    pub revenue_avg_cents: i64,
    /// RICE impact as the team judges it (0.25 minimal … 3 massive).
    pub impact: Option<f64>,
    /// RICE confidence, in percent (1–100).
    pub confidence: Option<i32>,
    /// RICE effort, in person-months (more than 0).
    pub effort: Option<f64>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
