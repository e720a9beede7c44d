//! A fencing token on each row of the lease queue (`webhook_deliveries`, `mail_deliveries`):
//! every claim adds one, and a worker records its attempt only while the row still carries the
//! token it claimed it with (`app/src/domain/outbox/queue.rs`), so a worker whose lease ran out
//! and was claimed by another cannot record a result over the other's.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

const TABLES: [&str; 2] = ["webhook_deliveries", "mail_deliveries"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in TABLES {
            manager
                .alter_table(
                    Table::alter()
                        .table(Alias::new(table))
                        .add_column(ColumnDef::new(Alias::new("lease")).big_integer().not_null().default(0))
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in TABLES {
            manager.alter_table(Table::alter().table(Alias::new(table)).drop_column(Alias::new("lease")).to_owned()).await?;
        }
        Ok(())
    }
}
