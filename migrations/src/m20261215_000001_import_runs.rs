//! Imports started from the admin page (`app/src/domain/import/runs.rs`, docs/import.md): each
//! a row of the lease queue that `upboard serve`'s worker takes (`domain::outbox::queue`), so
//! that a process that dies part way leaves its run to the next worker, which goes on.
//!
//! - `import_runs`: the source (its kind and address), its key sealed (`domain::sealed`; wiped
//!   when a run finishes, or an hour after a dry run that nobody turned into a run), the status
//!   mapping as typed, whether it is a dry run, the progress (posts read, of how many), and at
//!   the end its report (JSON) or why it stopped. One pending run per organization: a partial
//!   unique index, so that two admins pressing the button at once start one import.

use crate::indexes::{cascade, index};
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum ImportRuns {
    Table,
    Id,
    OrganizationId,
    RequestedBy,
    SourceKind,
    SourceUrl,
    ApiKey,
    Statuses,
    DryRun,
    PostsDone,
    PostsTotal,
    Report,
    Error,
    Status,
    Attempts,
    NextAttemptAt,
    LockedUntil,
    Lease,
    CreatedAt,
    UpdatedAt,
    FinishedAt,
}

#[derive(DeriveIden)]
enum Organizations {
    Table,
    Id,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(ImportRuns::Table)
                    .col(big_pk_auto(ImportRuns::Id))
                    .col(big_integer(ImportRuns::OrganizationId))
                    .col(big_integer_null(ImportRuns::RequestedBy))
                    .col(string_len(ImportRuns::SourceKind, 16))
                    .col(string_len(ImportRuns::SourceUrl, 2000))
                    .col(text_null(ImportRuns::ApiKey))
                    .col(text(ImportRuns::Statuses))
                    .col(boolean(ImportRuns::DryRun))
                    .col(big_integer(ImportRuns::PostsDone).default(0))
                    .col(big_integer_null(ImportRuns::PostsTotal))
                    .col(text_null(ImportRuns::Report))
                    .col(text_null(ImportRuns::Error))
                    .col(string_len(ImportRuns::Status, 16))
                    .col(integer(ImportRuns::Attempts).default(0))
                    .col(timestamp_with_time_zone(ImportRuns::NextAttemptAt))
                    .col(timestamp_with_time_zone_null(ImportRuns::LockedUntil))
                    .col(big_integer(ImportRuns::Lease).default(0))
                    .col(timestamp_with_time_zone(ImportRuns::CreatedAt))
                    .col(timestamp_with_time_zone(ImportRuns::UpdatedAt))
                    .col(timestamp_with_time_zone_null(ImportRuns::FinishedAt))
                    .foreign_key(&mut cascade((ImportRuns::Table, ImportRuns::OrganizationId), (Organizations::Table, Organizations::Id)))
                    .to_owned(),
            )
            .await?;
        // The page's list: an organization's runs, newest first.
        manager.create_index(index("idx_import_runs_org", "import_runs", &["organization_id", "id"])).await?;
        // The worker's look for a due run (and the prune's for finished ones).
        manager.create_index(index("idx_import_runs_status", "import_runs", &["status", "next_attempt_at"])).await?;
        // One pending run per organization (both databases know partial indexes).
        manager
            .get_connection()
            .execute_unprepared("CREATE UNIQUE INDEX uq_import_runs_pending ON import_runs (organization_id) WHERE status = 'pending'")
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(Alias::new("import_runs")).to_owned()).await?;
        Ok(())
    }
}
