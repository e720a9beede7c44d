//! The `users` table.

use sea_orm::entity::prelude::*;

use crate::model::{OrgId, UserId};

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "users")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: UserId,
    pub organization_id: OrgId,
    pub name: String,
    pub email: String,
    /// The lower-cased e-mail, unique per organization.
    pub email_key: String,
    pub password_hash: Option<String>,
    pub blocked: bool,
    pub starred: bool,
    pub labels: Json,
    pub custom_fields: Json,
    pub profile_picture: Option<String>,
    pub post_count: i32,
    pub votes_count: i32,
    pub comments_count: i32,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    /// The language the person chose (a `Locale` code); none: their browser's, else the
    /// organization's.
    #[serde(default)]
    pub locale: Option<String>,
    /// The language they last used (recorded when they sign in), for e-mails when they chose none.
    #[serde(default)]
    pub last_locale: Option<String>,
    /// When the person proved their address: a single-use link it received was used, or a
    /// provider vouched for it (`domain::verification`).
    #[serde(default)]
    pub email_verified_at: Option<DateTimeUtc>,
    /// The host product's id of a person its server identified through the widget.
    #[serde(default)]
    pub external_id: Option<String>,
    /// The company they belong to (`companies`).
    #[serde(default)]
    pub company_id: Option<i64>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
