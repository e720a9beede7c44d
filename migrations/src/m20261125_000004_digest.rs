//! The daily digest: what a person who chose "once a day" would have been e-mailed, kept until
//! their digest goes out.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let col = |name: &str| ColumnDef::new(Alias::new(name)).to_owned();
        manager
            .create_table(
                Table::create()
                    .table(Alias::new("mail_digest_items"))
                    .col(col("id").big_integer().not_null().auto_increment().primary_key())
                    .col(col("organization_id").big_integer().not_null())
                    .col(col("user_id").big_integer().not_null())
                    .col(col("event_uid").string().not_null())
                    .col(col("line").text().not_null())
                    .col(col("link").text().not_null())
                    .col(col("created_at").timestamp_with_time_zone().not_null())
                    .foreign_key(
                        ForeignKey::create()
                            .from(Alias::new("mail_digest_items"), Alias::new("user_id"))
                            .to(Alias::new("users"), Alias::new("id"))
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_mail_digest_items_event")
                    .table(Alias::new("mail_digest_items"))
                    .col(Alias::new("user_id"))
                    .col(Alias::new("event_uid"))
                    .unique()
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_mail_digest_items_created")
                    .table(Alias::new("mail_digest_items"))
                    .col(Alias::new("created_at"))
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(Alias::new("mail_digest_items")).to_owned()).await
    }
}
