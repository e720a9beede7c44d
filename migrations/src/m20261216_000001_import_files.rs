//! CSV exports imported from the admin page (docs/import.md, "From the admin page"): the files
//! an admin uploaded are kept in the server's store (`imports/{organization}/…`) until the run
//! that reads them ends (a dry run's: an hour after, unless a run took them over).
//!
//! - `import_runs.files`: which files the run reads, as JSON (`[{"role", "key", "name"}]`);
//!   none for a run that reads a server, and none once its files are removed.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(Table::alter().table(Alias::new("import_runs")).add_column(ColumnDef::new(Alias::new("files")).text().null()).to_owned())
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.alter_table(Table::alter().table(Alias::new("import_runs")).drop_column(Alias::new("files")).to_owned()).await
    }
}
