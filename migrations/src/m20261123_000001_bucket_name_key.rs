//! Bucket names are unique per organization ignoring case: the lower-cased name gets a column
//! and a unique index, so that two requests creating the same name at once cannot both succeed.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Alias::new("buckets"))
                    .add_column(ColumnDef::new(Alias::new("name_key")).string_len(80).not_null().default(""))
                    .to_owned(),
            )
            .await?;
        let db = manager.get_connection();
        // Names that a race let in twice keep their bucket apart by id (the names stay as
        // they were; only the key differs).
        db.execute_unprepared(
            "UPDATE buckets SET name_key = lower(name) WHERE id IN \
             (SELECT MIN(id) FROM buckets GROUP BY organization_id, lower(name))",
        )
        .await?;
        db.execute_unprepared("UPDATE buckets SET name_key = lower(name) || ' #' || CAST(id AS TEXT) WHERE name_key = ''")
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("uq_buckets_org_name_key")
                    .table(Alias::new("buckets"))
                    .col(Alias::new("organization_id"))
                    .col(Alias::new("name_key"))
                    .unique()
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_index(Index::drop().name("uq_buckets_org_name_key").table(Alias::new("buckets")).to_owned()).await?;
        manager.alter_table(Table::alter().table(Alias::new("buckets")).drop_column(Alias::new("name_key")).to_owned()).await
    }
}
