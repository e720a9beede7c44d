//! The `post_companies` table: for each post, the companies among its upvoters and how many of
//! each company's people upvoted it (`domain::values`). Kept in the vote's transaction.

use sea_orm::entity::prelude::*;

use crate::model::{OrgId, PostId};

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "post_companies")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub post_id: PostId,
    #[sea_orm(primary_key, auto_increment = false)]
    pub company_id: i64,
    pub organization_id: OrgId,
    /// How many of the company's people upvoted the post (at least one while the row exists).
    pub voters: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
