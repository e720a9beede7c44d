//! How people sign in to an organization's board (`organizations.sign_in_with`): `password`
//! (the default), `password_or_link` (a password, or a single-use link e-mailed on request) or
//! `link` (e-mailed links only, as Fider does by default).

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
                    .add_column(ColumnDef::new(Alias::new("sign_in_with")).string_len(20).not_null().default("password"))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(Table::alter().table(Alias::new("organizations")).drop_column(Alias::new("sign_in_with")).to_owned())
            .await
    }
}
