//! Messages for every process too large for a PostgreSQL notice (8,000 bytes): the notice
//! carries the row's id and each process reads the body (`app/src/store/notices.rs`). Rows are
//! dropped a minute after they were written, when every listener has long read them. Created
//! on SQLite too, to keep one schema; only PostgreSQL's processes write it.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum LargeNotices {
    Table,
    Id,
    Body,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(LargeNotices::Table)
                    .col(ColumnDef::new(LargeNotices::Id).big_integer().not_null().auto_increment().primary_key())
                    .col(ColumnDef::new(LargeNotices::Body).text().not_null())
                    .col(ColumnDef::new(LargeNotices::CreatedAt).big_integer().not_null())
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(LargeNotices::Table).to_owned()).await
    }
}
