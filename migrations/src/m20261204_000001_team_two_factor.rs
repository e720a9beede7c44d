//! Whether an organization requires its team to sign in with two factors
//! (`organizations.team_two_factor`; off by default). A team member without two-factor sign-in
//! acts as a customer until they set it up (`domain::caller::on_the_web`).

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Alias::new("organizations"))
                    .add_column(ColumnDef::new(Alias::new("team_two_factor")).boolean().not_null().default(false))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(Table::alter().table(Alias::new("organizations")).drop_column(Alias::new("team_two_factor")).to_owned())
            .await
    }
}
