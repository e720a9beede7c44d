//! The `trackers` table: what a GitHub repository's or Linear team's endpoint (a `webhooks` row
//! of kind `github` or `linear`, whose id it shares) has beside its API token
//! (`domain::trackers`).

use crate::model::{OrgId, UserId};
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "trackers")]
pub struct Model {
    /// The endpoint's id (`webhooks.id`).
    #[sea_orm(primary_key, auto_increment = false)]
    pub webhook_id: i64,
    pub organization_id: OrgId,
    /// `owner/repo` on GitHub; the team's id on Linear.
    pub target: String,
    /// The API's base address: `https://api.github.com`, `https://api.linear.app`, or a GitHub
    /// Enterprise Server's `https://host/api/v3`.
    #[sea_orm(column_type = "Text")]
    pub api_url: String,
    /// The secret inbound deliveries are signed with, sealed (`domain::sealed`).
    #[sea_orm(column_type = "Text")]
    pub inbound_secret: String,
    /// What moves a post: a JSON array of `{"when": …, "status_id": …}` (`domain::trackers::Mapping`).
    #[sea_orm(column_type = "Text")]
    pub mapping: String,
    /// The public message a status change from an issue posts (empty: none).
    #[sea_orm(column_type = "Text")]
    pub message: String,
    /// The team member the tracker acts as: the admin who connected it.
    pub acting_user_id: UserId,
    /// When an API call or an inbound delivery last went through.
    pub last_success_at: Option<DateTimeUtc>,
    /// When one last failed, and why.
    pub last_error_at: Option<DateTimeUtc>,
    #[sea_orm(column_type = "Text", nullable)]
    pub last_error: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
