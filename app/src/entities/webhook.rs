//! The `webhooks` table: an organization's endpoints and the events each wants.

use sea_orm::entity::prelude::*;

use crate::model::{BucketId, OrgId};

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "webhooks")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub organization_id: OrgId,
    #[sea_orm(column_type = "Text")]
    pub url: String,
    /// The event types it receives: a JSON array of strings.
    pub events: Json,
    /// `whsec_…`: signs each delivery (Standard Webhooks). A Slack channel's is its incoming
    /// webhook's address, sealed (`domain::sealed`): that address is its credential, and `url`
    /// shows it with its secret part hidden.
    pub secret: String,
    pub enabled: bool,
    /// When the deliveries started failing without a success since.
    pub failing_since: Option<DateTimeUtc>,
    /// Why the server disabled it, if it did.
    #[sea_orm(column_type = "Text", nullable)]
    pub disabled_reason: Option<String>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    /// `standard` or `slack` (`domain::outbox::webhooks::Kind`).
    #[serde(default = "standard")]
    pub kind: String,
    /// The board a Slack channel follows (null: every board; always null for `standard`).
    #[serde(default)]
    pub bucket_id: Option<BucketId>,
}

/// The kind of an endpoint in an archive written before Slack channels.
fn standard() -> String {
    "standard".to_owned()
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
