//! The `customer_labels` table: a customer's labels, one row each, for filtering by label.

use sea_orm::entity::prelude::*;

use crate::model::{OrgId, UserId};

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "customer_labels")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub organization_id: OrgId,
    #[sea_orm(primary_key, auto_increment = false)]
    pub label: String,
    #[sea_orm(primary_key, auto_increment = false)]
    pub user_id: UserId,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
