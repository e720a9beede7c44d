//! The `changelog_entries` table: what the team announces as shipped.

use sea_orm::entity::prelude::*;

use crate::model::{OrgId, UserId};

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "changelog_entries")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub organization_id: OrgId,
    pub title: String,
    /// Markdown, as written.
    pub body: String,
    /// The body's sanitized HTML.
    pub body_html: String,
    /// Its plain text (feeds' summaries, e-mail).
    pub body_text: String,
    pub published: bool,
    /// When it was first published (kept if it goes back to draft).
    pub published_at: Option<DateTimeUtc>,
    pub author_id: Option<UserId>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
