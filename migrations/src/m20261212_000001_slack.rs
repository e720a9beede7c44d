//! Slack channels (`app/src/domain/outbox/webhooks/slack.rs`, docs/integrations.md): a Slack
//! incoming webhook is an endpoint of the one delivery queue, so that it is retried, disabled
//! after failing for three days and logged as every webhook is.
//!
//! - `webhooks.kind`: `standard` (signed JSON in the API's shapes, `/api/v3/webhooks`) or
//!   `slack` (Block Kit messages in the organization's language; managed on the admin
//!   integrations page, never through the API).
//! - `webhooks.bucket_id`: the board a Slack channel follows (null: every board). No foreign
//!   key: boards are never deleted, and SQLite cannot add one to an existing table.

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Webhooks {
    Table,
    Kind,
    BucketId,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [string_len(Webhooks::Kind, 10).default("standard").to_owned(), big_integer_null(Webhooks::BucketId).to_owned()] {
            manager.alter_table(Table::alter().table(Webhooks::Table).add_column(column).to_owned()).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [Webhooks::BucketId, Webhooks::Kind] {
            manager.alter_table(Table::alter().table(Webhooks::Table).drop_column(column).to_owned()).await?;
        }
        Ok(())
    }
}
