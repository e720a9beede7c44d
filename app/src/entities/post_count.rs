//! The `post_counts` table: each post's counters (votes, downvotes, comments, trending score)
//! apart from its row, with a copy of what the orders filter by, kept by triggers (migration
//! `m20261210_000001_post_counts`). A vote or a comment rewrites this narrow row only; every order
//! that reads counters or creation times reads it from its indexes (docs/performance.md).

use sea_orm::entity::prelude::*;

use crate::model::{BucketId, OrgId, PostId, StatusId};

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "post_counts")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub post_id: PostId,
    /// The post's, copied.
    pub organization_id: OrgId,
    /// The post's, copied.
    pub bucket_id: BucketId,
    /// The post's, copied.
    pub status_id: StatusId,
    /// The post's, copied.
    pub approval_status: super::states::Approval,
    /// The post's, copied.
    pub hidden: bool,
    /// The post's, copied.
    pub created_at: DateTimeUtc,
    pub votes_count: i32,
    pub downvotes_count: i32,
    pub comments_count: i32,
    /// A time-weighted score that only changes with votes, so that it can be indexed
    /// (`posts::trending_score`).
    #[sea_orm(column_type = "Double")]
    pub trending_score: f64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

/// A post's counters, as a read beside the post finds them.
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize, sea_orm::FromQueryResult)]
pub struct Counts {
    pub votes_count: i32,
    pub downvotes_count: i32,
    pub comments_count: i32,
    pub trending_score: f64,
}

impl From<&Model> for Counts {
    fn from(m: &Model) -> Self {
        Self { votes_count: m.votes_count, downvotes_count: m.downvotes_count, comments_count: m.comments_count, trending_score: m.trending_score }
    }
}

/// Not hidden, as a condition on `post_counts` written into the statement as a constant, not
/// bound: PostgreSQL then estimates it alike when it plans for a run's values and for a plan
/// it keeps, and keeps the plan. Bound, a kept plan guesses half the posts for a column of two
/// values where a plan for the value knows the share, looks dearer than the fresh one, and
/// the statement is planned at every call (docs/performance.md, session 43).
pub fn not_hidden() -> sea_orm::sea_query::Expr {
    use sea_orm::sea_query::{Expr, ExprTrait};
    Expr::col((Entity, Column::Hidden)).eq(Expr::Constant(false.into()))
}

/// Approved, as a condition on `post_counts` written in as a constant (see [`not_hidden`]).
pub fn approved() -> sea_orm::sea_query::Expr {
    use sea_orm::sea_query::{Expr, ExprTrait};
    let approved = sea_orm::ActiveEnum::to_value(&super::states::Approval::Approved);
    Expr::col((Entity, Column::ApprovalStatus)).eq(Expr::Constant(approved.into()))
}
