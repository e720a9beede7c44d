//! The `oidc_logins` table: a sign-in through a provider under way (`domain::oidc`).

use sea_orm::entity::prelude::*;

use crate::model::OrgId;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "oidc_logins")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    /// SHA-256 (hex) of the `state` sent to the provider (and kept in the browser's cookie).
    #[sea_orm(unique)]
    pub state_hash: String,
    pub organization_id: OrgId,
    pub provider_id: i64,
    /// SHA-256 (hex) of the `nonce` the ID token must carry.
    pub nonce_hash: String,
    /// The PKCE code verifier, sealed for `oidc-login:{state_hash}`.
    #[sea_orm(column_type = "Text")]
    pub verifier_sealed: String,
    /// Where the person goes once signed in (a path of the organization).
    pub redirect: String,
    /// An admin's test sign-in: the admin's id (nobody is signed in by it).
    pub tester_id: Option<i64>,
    pub expires_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
