//! The outbox: every event that leaves the server (webhooks, e-mail) is first a row written in
//! the same transaction as the change that caused it; a worker fans it out into deliveries
//! and sends them. Webhook endpoints, their deliveries and each delivery's attempts.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let col = |name: &str| ColumnDef::new(Alias::new(name)).to_owned();
        let fk = |from: &str, column: &str, to: &str| {
            ForeignKey::create()
                .from(Alias::new(from), Alias::new(column))
                .to(Alias::new(to), Alias::new("id"))
                .on_delete(ForeignKeyAction::Cascade)
                .to_owned()
        };
        // Events not fanned out yet; the worker takes them in id order and deletes them in
        // the transaction that writes their deliveries.
        manager
            .create_table(
                Table::create()
                    .table(Alias::new("outbox_events"))
                    .col(col("id").big_integer().not_null().auto_increment().primary_key())
                    .col(col("uid").string().not_null())
                    .col(col("organization_id").big_integer().not_null())
                    .col(col("event_type").string().not_null())
                    .col(col("subject").json().not_null())
                    .col(col("created_at").timestamp_with_time_zone().not_null())
                    .foreign_key(&mut fk("outbox_events", "organization_id", "organizations"))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Alias::new("webhooks"))
                    .col(col("id").big_integer().not_null().auto_increment().primary_key())
                    .col(col("organization_id").big_integer().not_null())
                    .col(col("url").text().not_null())
                    .col(col("events").json().not_null())
                    .col(col("secret").string().not_null())
                    .col(col("enabled").boolean().not_null())
                    .col(col("failing_since").timestamp_with_time_zone().null())
                    .col(col("disabled_reason").text().null())
                    .col(col("created_at").timestamp_with_time_zone().not_null())
                    .col(col("updated_at").timestamp_with_time_zone().not_null())
                    .foreign_key(&mut fk("webhooks", "organization_id", "organizations"))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(Index::create().name("idx_webhooks_org").table(Alias::new("webhooks")).col(Alias::new("organization_id")).to_owned())
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Alias::new("webhook_deliveries"))
                    .col(col("id").big_integer().not_null().auto_increment().primary_key())
                    .col(col("organization_id").big_integer().not_null())
                    .col(col("webhook_id").big_integer().not_null())
                    .col(col("event_uid").string().not_null())
                    .col(col("event_type").string().not_null())
                    .col(col("payload").text().not_null())
                    .col(col("status").string().not_null())
                    .col(col("attempts").integer().not_null())
                    .col(col("next_attempt_at").timestamp_with_time_zone().not_null())
                    .col(col("locked_until").timestamp_with_time_zone().null())
                    .col(col("created_at").timestamp_with_time_zone().not_null())
                    .col(col("updated_at").timestamp_with_time_zone().not_null())
                    .foreign_key(&mut fk("webhook_deliveries", "webhook_id", "webhooks"))
                    .to_owned(),
            )
            .await?;
        // One delivery of an event per endpoint, whoever fans it out and however often.
        manager
            .create_index(
                Index::create()
                    .name("idx_webhook_deliveries_event")
                    .table(Alias::new("webhook_deliveries"))
                    .col(Alias::new("webhook_id"))
                    .col(Alias::new("event_uid"))
                    .unique()
                    .to_owned(),
            )
            .await?;
        // What is due: pending deliveries by when.
        manager
            .create_index(
                Index::create()
                    .name("idx_webhook_deliveries_due")
                    .table(Alias::new("webhook_deliveries"))
                    .col(Alias::new("status"))
                    .col(Alias::new("next_attempt_at"))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Alias::new("webhook_attempts"))
                    .col(col("id").big_integer().not_null().auto_increment().primary_key())
                    .col(col("delivery_id").big_integer().not_null())
                    .col(col("webhook_id").big_integer().not_null())
                    .col(col("attempted_at").timestamp_with_time_zone().not_null())
                    .col(col("status_code").integer().null())
                    .col(col("error").text().null())
                    .col(col("duration_ms").integer().not_null())
                    .col(col("response_excerpt").text().null())
                    .foreign_key(&mut fk("webhook_attempts", "delivery_id", "webhook_deliveries"))
                    .to_owned(),
            )
            .await?;
        // An endpoint's log, newest first.
        manager
            .create_index(
                Index::create()
                    .name("idx_webhook_attempts_webhook")
                    .table(Alias::new("webhook_attempts"))
                    .col(Alias::new("webhook_id"))
                    .col(Alias::new("id"))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_webhook_attempts_delivery")
                    .table(Alias::new("webhook_attempts"))
                    .col(Alias::new("delivery_id"))
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in ["webhook_attempts", "webhook_deliveries", "webhooks", "outbox_events"] {
            manager.drop_table(Table::drop().table(Alias::new(table)).to_owned()).await?;
        }
        Ok(())
    }
}
