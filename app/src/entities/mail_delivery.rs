//! The `mail_deliveries` table: one message for one person, until it is sent or given up.

use sea_orm::entity::prelude::*;

use crate::model::{OrgId, UserId};

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "mail_deliveries")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub organization_id: OrgId,
    pub user_id: UserId,
    pub event_uid: String,
    pub to_email: String,
    #[sea_orm(column_type = "Text")]
    pub subject: String,
    #[sea_orm(column_type = "Text")]
    pub text_body: String,
    #[sea_orm(column_type = "Text")]
    pub html_body: String,
    /// The signed one-click address (`List-Unsubscribe`).
    #[sea_orm(column_type = "Text")]
    pub unsubscribe_url: String,
    /// `pending`, `sent` or `failed`.
    pub status: String,
    pub attempts: i32,
    pub next_attempt_at: DateTimeUtc,
    pub locked_until: Option<DateTimeUtc>,
    /// The fencing token of the last claim: a worker records its attempt only while the row
    /// still carries the token it claimed it with (see `domain::outbox::queue`).
    pub lease: i64,
    #[sea_orm(column_type = "Text", nullable)]
    pub last_error: Option<String>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
