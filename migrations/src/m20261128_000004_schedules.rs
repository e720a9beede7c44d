//! When each periodic task of the servers is next due (`schedules`: a name, the time in
//! microseconds since the epoch): whichever process moves `next_at` on first runs the task,
//! so the digests, the prunes and the sweeps run once per due time however many processes
//! serve (`app/src/store/db.rs`, `Db::take_turn`).

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Schedules {
    Table,
    Name,
    NextAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Schedules::Table)
                    .col(ColumnDef::new(Schedules::Name).text().not_null().primary_key())
                    .col(ColumnDef::new(Schedules::NextAt).big_integer().not_null())
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(Schedules::Table).to_owned()).await
    }
}
