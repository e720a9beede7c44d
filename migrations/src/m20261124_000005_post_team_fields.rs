//! What the team adds to a post from its page: an owner (a team member who looks after it),
//! and status changes announced in the thread (a public comment carrying the new status).

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Alias::new("posts"))
                    .add_column(ColumnDef::new(Alias::new("owner_id")).big_integer().null())
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Alias::new("comments"))
                    .add_column(ColumnDef::new(Alias::new("status_change")).string_len(60).null())
                    .to_owned(),
            )
            .await?;
        // The posts a team member owns.
        manager
            .create_index(Index::create().name("idx_posts_owner").table(Alias::new("posts")).col(Alias::new("owner_id")).to_owned())
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_index(Index::drop().name("idx_posts_owner").table(Alias::new("posts")).to_owned()).await?;
        manager
            .alter_table(Table::alter().table(Alias::new("comments")).drop_column(Alias::new("status_change")).to_owned())
            .await?;
        manager.alter_table(Table::alter().table(Alias::new("posts")).drop_column(Alias::new("owner_id")).to_owned()).await
    }
}
