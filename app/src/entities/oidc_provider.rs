//! The `oidc_providers` table: an organization's OpenID Connect identity providers
//! (`domain::oidc`).

use sea_orm::entity::prelude::*;

use crate::model::OrgId;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "oidc_providers")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub organization_id: OrgId,
    /// What the sign-in button says after "Sign in with".
    pub label: String,
    /// The issuer's address; its discovery document is `{issuer}/.well-known/openid-configuration`.
    pub issuer: String,
    pub client_id: String,
    /// Sealed for `oidc:{id}` (`domain::sealed`); filled in once the row has its id.
    #[sea_orm(column_type = "Text")]
    pub client_secret_sealed: String,
    /// The scopes asked for, space-separated (`openid` always among them).
    pub scopes: String,
    /// The claim whose values give team roles (`groups`); none: roles are not the provider's.
    pub role_claim: Option<String>,
    /// JSON: `{"admin": [values…], "member": […], "csm": […]}`.
    #[sea_orm(column_type = "Text")]
    pub role_values: String,
    /// Lower-case e-mail domains, comma-separated, whose people may join through the provider;
    /// empty: anyone the provider signs in.
    #[sea_orm(column_type = "Text")]
    pub join_domains: String,
    /// Whether the team signs in only through this provider (passwords and e-mailed links
    /// refused to team members).
    pub team_only: bool,
    /// When an admin last passed a test sign-in with these settings; cleared by a change.
    pub tested_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
