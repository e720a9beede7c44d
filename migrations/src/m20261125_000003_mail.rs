//! E-mail notifications: who follows a post by choice (following is otherwise implied by
//! submitting, voting or commenting), how each person wants to hear, the mail outbox, and the
//! server's own secrets (the key that signs unsubscribe links).

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
        // A person's explicit choice about one post: `subscribed` true (Subscribe) or false
        // (Unsubscribe, which outweighs having submitted, voted or commented).
        manager
            .create_table(
                Table::create()
                    .table(Alias::new("post_subscriptions"))
                    .col(col("id").big_integer().not_null().auto_increment().primary_key())
                    .col(col("organization_id").big_integer().not_null())
                    .col(col("post_id").big_integer().not_null())
                    .col(col("user_id").big_integer().not_null())
                    .col(col("subscribed").boolean().not_null())
                    .col(col("created_at").timestamp_with_time_zone().not_null())
                    .col(col("updated_at").timestamp_with_time_zone().not_null())
                    .foreign_key(&mut fk("post_subscriptions", "post_id", "posts"))
                    .foreign_key(&mut fk("post_subscriptions", "user_id", "users"))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_post_subscriptions_post_user")
                    .table(Alias::new("post_subscriptions"))
                    .col(Alias::new("post_id"))
                    .col(Alias::new("user_id"))
                    .unique()
                    .to_owned(),
            )
            .await?;
        // How a person hears: about posts they follow, and (team) about new posts and what
        // waits for moderation. `instant`, `daily` or `off`; no row: instant.
        manager
            .create_table(
                Table::create()
                    .table(Alias::new("notification_preferences"))
                    .col(col("user_id").big_integer().not_null().primary_key())
                    .col(col("posts").string().not_null())
                    .col(col("team").string().not_null())
                    .col(col("updated_at").timestamp_with_time_zone().not_null())
                    .foreign_key(&mut fk("notification_preferences", "user_id", "users"))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Alias::new("mail_deliveries"))
                    .col(col("id").big_integer().not_null().auto_increment().primary_key())
                    .col(col("organization_id").big_integer().not_null())
                    .col(col("user_id").big_integer().not_null())
                    .col(col("event_uid").string().not_null())
                    .col(col("to_email").string().not_null())
                    .col(col("subject").text().not_null())
                    .col(col("text_body").text().not_null())
                    .col(col("html_body").text().not_null())
                    .col(col("unsubscribe_url").text().not_null())
                    .col(col("status").string().not_null())
                    .col(col("attempts").integer().not_null())
                    .col(col("next_attempt_at").timestamp_with_time_zone().not_null())
                    .col(col("locked_until").timestamp_with_time_zone().null())
                    .col(col("last_error").text().null())
                    .col(col("created_at").timestamp_with_time_zone().not_null())
                    .col(col("updated_at").timestamp_with_time_zone().not_null())
                    .foreign_key(&mut fk("mail_deliveries", "user_id", "users"))
                    .to_owned(),
            )
            .await?;
        // One message per person and event, however often the event is fanned out.
        manager
            .create_index(
                Index::create()
                    .name("idx_mail_deliveries_event")
                    .table(Alias::new("mail_deliveries"))
                    .col(Alias::new("user_id"))
                    .col(Alias::new("event_uid"))
                    .unique()
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_mail_deliveries_due")
                    .table(Alias::new("mail_deliveries"))
                    .col(Alias::new("status"))
                    .col(Alias::new("next_attempt_at"))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Alias::new("server_secrets"))
                    .col(col("name").string().not_null().primary_key())
                    .col(col("value").string().not_null())
                    .col(col("created_at").timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in ["server_secrets", "mail_deliveries", "notification_preferences", "post_subscriptions"] {
            manager.drop_table(Table::drop().table(Alias::new(table)).to_owned()).await?;
        }
        Ok(())
    }
}
