//! The `customer_labels` table: a customer's labels, one row each, for filtering by label.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "customer_labels")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub organization_id: i64,
    #[sea_orm(primary_key, auto_increment = false)]
    pub label: String,
    #[sea_orm(primary_key, auto_increment = false)]
    pub user_id: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
