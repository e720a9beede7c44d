//! The `oidc_identities` table: which person a provider's subject (`sub`) is.

use sea_orm::entity::prelude::*;

use crate::model::{OrgId, UserId};

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "oidc_identities")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub organization_id: OrgId,
    pub provider_id: i64,
    pub subject: String,
    pub user_id: UserId,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
