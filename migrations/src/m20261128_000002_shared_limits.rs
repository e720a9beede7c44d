//! Limits shared by every process on one PostgreSQL database (`app/src/store/limits.rs`):
//! token buckets (`rate_limits`: the API's requests per key, the per-address throttles; a
//! bucket's theoretical arrival time in microseconds since the epoch, and how many tokens the
//! last statement granted) and counts within a window (`window_counts`: failed sign-ins per
//! e-mail). Created on SQLite too, to keep one schema; there the one server keeps its limits in
//! memory.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum RateLimits {
    Table,
    Name,
    Key,
    Tat,
    Granted,
}

#[derive(DeriveIden)]
enum WindowCounts {
    Table,
    Name,
    Key,
    Hits,
    FirstAt,
    EndsAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(RateLimits::Table)
                    .col(ColumnDef::new(RateLimits::Name).text().not_null())
                    .col(ColumnDef::new(RateLimits::Key).text().not_null())
                    .col(ColumnDef::new(RateLimits::Tat).big_integer().not_null())
                    .col(ColumnDef::new(RateLimits::Granted).big_integer().not_null())
                    .primary_key(Index::create().col(RateLimits::Name).col(RateLimits::Key))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(WindowCounts::Table)
                    .col(ColumnDef::new(WindowCounts::Name).text().not_null())
                    .col(ColumnDef::new(WindowCounts::Key).text().not_null())
                    .col(ColumnDef::new(WindowCounts::Hits).integer().not_null())
                    .col(ColumnDef::new(WindowCounts::FirstAt).big_integer().not_null())
                    .col(ColumnDef::new(WindowCounts::EndsAt).big_integer().not_null())
                    .primary_key(Index::create().col(WindowCounts::Name).col(WindowCounts::Key))
                    .to_owned(),
            )
            .await?;
        // The sweeps delete lapsed rows by these.
        manager
            .create_index(Index::create().name("idx_rate_limits_tat").table(RateLimits::Table).col(RateLimits::Tat).to_owned())
            .await?;
        manager
            .create_index(Index::create().name("idx_window_counts_ends_at").table(WindowCounts::Table).col(WindowCounts::EndsAt).to_owned())
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(WindowCounts::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(RateLimits::Table).to_owned()).await
    }
}
