//! Languages (issue 29): a person's chosen language (`users.locale`, none: the browser's or
//! the organization's), the one they last used (`users.last_locale`, for e-mails when they
//! chose none), and the organization's default (`organizations.default_locale`). Codes are
//! BCP 47 primary tags (`en`, `de`, `es`, `fr`, `ar`: `app::model::Locale`).

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // One column a statement: SQLite adds one at a time.
        for (table, definition) in [
            ("users", ColumnDef::new(Alias::new("locale")).string_len(8).null().to_owned()),
            ("users", ColumnDef::new(Alias::new("last_locale")).string_len(8).null().to_owned()),
            ("organizations", ColumnDef::new(Alias::new("default_locale")).string_len(8).not_null().default("en").to_owned()),
        ] {
            manager.alter_table(Table::alter().table(Alias::new(table)).add_column(definition).to_owned()).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (table, column) in [("users", "locale"), ("users", "last_locale"), ("organizations", "default_locale")] {
            manager.alter_table(Table::alter().table(Alias::new(table)).drop_column(Alias::new(column)).to_owned()).await?;
        }
        Ok(())
    }
}
