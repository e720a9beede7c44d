//! Moving in from another board (`app/src/domain/import/`, docs/import.md): what an import
//! brought, remembered by its id at the source, so that a second run adds only what is new and
//! a run stopped part way goes on where it stopped.
//!
//! - `import_links`: one row per board, post and comment an import created or matched, keyed by
//!   the organization, the source (its kind and address, as `api-v3 https://old.example`), the
//!   kind of record and its id there. The unique index decides: a record is linked once, and
//!   two runs at once cannot both create it (the second one's link insert fails and its
//!   transaction goes back). People, statuses and tags need no link (they are found by e-mail
//!   and by name), nor votes (one per person and post, in both places).

use crate::indexes::index;
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum ImportLinks {
    Table,
    Id,
    OrganizationId,
    Source,
    Kind,
    SourceId,
    LocalId,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(ImportLinks::Table)
                    .col(big_pk_auto(ImportLinks::Id))
                    .col(big_integer(ImportLinks::OrganizationId))
                    .col(string_len(ImportLinks::Source, 300))
                    .col(string_len(ImportLinks::Kind, 16))
                    .col(string_len(ImportLinks::SourceId, 200))
                    .col(big_integer(ImportLinks::LocalId))
                    .col(timestamp_with_time_zone(ImportLinks::CreatedAt))
                    .to_owned(),
            )
            .await?;
        // A record's link by its source id: found in one lookup, made once.
        manager
            .create_index(index("uq_import_links_source", "import_links", &["organization_id", "source", "kind", "source_id"]).unique().to_owned())
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(Alias::new("import_links")).to_owned()).await?;
        Ok(())
    }
}
