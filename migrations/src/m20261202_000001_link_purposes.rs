//! What a single-use link is for (`sign_in_links.purpose`): `sign_in` (a link an operator
//! makes, or one a person asks to be e-mailed), `reset` (a forgotten password: the link's page
//! asks for a new one) or `invite` (a new team member's first way in). A new link ends the
//! person's earlier links of the same purpose only, so that asking for a sign-in link does not
//! spend an invitation.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Alias::new("sign_in_links"))
                    .add_column(ColumnDef::new(Alias::new("purpose")).string_len(16).not_null().default("sign_in"))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(Table::alter().table(Alias::new("sign_in_links")).drop_column(Alias::new("purpose")).to_owned())
            .await
    }
}
