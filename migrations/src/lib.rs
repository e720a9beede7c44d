//! The database schema of upboard, one migration per change, for SQLite and PostgreSQL alike.

pub use sea_orm_migration::prelude::*;

mod indexes;
mod m20261121_000001_schema;
mod m20261122_000001_covering_date_indexes;
mod m20261122_000002_search;
mod m20261122_000003_board_status_indexes;
mod m20261123_000001_bucket_name_key;
mod m20261124_000001_admin_area;
mod m20261124_000002_post_merges;
mod m20261124_000003_customers_admin;
mod m20261124_000004_tags;
mod m20261124_000005_post_team_fields;
mod m20261125_000001_top_indexes_with_dates;
mod m20261125_000002_outbox;
mod m20261125_000003_mail;
mod m20261125_000004_digest;
mod m20261125_000005_changelog;
mod m20261125_000006_search_prefixes;
mod m20261126_000001_search_log;
mod m20261126_000002_search_in_memory;
mod m20261127_000001_vote_order_with_approval;
mod m20261128_000001_large_notices;
mod m20261128_000002_shared_limits;
mod m20261128_000003_lease_tokens;
mod m20261128_000004_schedules;
mod m20261129_000001_languages;
mod m20261130_000001_roadmaps;
mod m20261201_000001_sign_in_links;
mod m20261202_000001_link_purposes;
mod m20261202_000002_sign_in_with;
mod m20261203_000001_two_factor;
mod m20261204_000001_team_two_factor;
mod m20261205_000001_oidc;
mod m20261206_000001_verified_addresses;
mod m20261207_000001_widget;
mod m20261208_000001_post_values;
mod m20261209_000001_typed_holds;
mod m20261210_000001_post_counts;
mod m20261211_000001_access_tokens;
mod m20261212_000001_slack;
mod m20261213_000001_trackers;
mod m20261214_000001_imports;
mod m20261215_000001_import_runs;
mod m20261216_000001_import_files;

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(m20261121_000001_schema::Migration),
            Box::new(m20261122_000001_covering_date_indexes::Migration),
            Box::new(m20261122_000002_search::Migration),
            Box::new(m20261122_000003_board_status_indexes::Migration),
            Box::new(m20261123_000001_bucket_name_key::Migration),
            Box::new(m20261124_000001_admin_area::Migration),
            Box::new(m20261124_000002_post_merges::Migration),
            Box::new(m20261124_000003_customers_admin::Migration),
            Box::new(m20261124_000004_tags::Migration),
            Box::new(m20261124_000005_post_team_fields::Migration),
            Box::new(m20261125_000001_top_indexes_with_dates::Migration),
            Box::new(m20261125_000002_outbox::Migration),
            Box::new(m20261125_000003_mail::Migration),
            Box::new(m20261125_000004_digest::Migration),
            Box::new(m20261125_000005_changelog::Migration),
            Box::new(m20261125_000006_search_prefixes::Migration),
            Box::new(m20261126_000001_search_log::Migration),
            Box::new(m20261126_000002_search_in_memory::Migration),
            Box::new(m20261127_000001_vote_order_with_approval::Migration),
            Box::new(m20261128_000001_large_notices::Migration),
            Box::new(m20261128_000002_shared_limits::Migration),
            Box::new(m20261128_000003_lease_tokens::Migration),
            Box::new(m20261128_000004_schedules::Migration),
            Box::new(m20261129_000001_languages::Migration),
            Box::new(m20261130_000001_roadmaps::Migration),
            Box::new(m20261201_000001_sign_in_links::Migration),
            Box::new(m20261202_000001_link_purposes::Migration),
            Box::new(m20261202_000002_sign_in_with::Migration),
            Box::new(m20261203_000001_two_factor::Migration),
            Box::new(m20261204_000001_team_two_factor::Migration),
            Box::new(m20261205_000001_oidc::Migration),
            Box::new(m20261206_000001_verified_addresses::Migration),
            Box::new(m20261207_000001_widget::Migration),
            Box::new(m20261208_000001_post_values::Migration),
            Box::new(m20261209_000001_typed_holds::Migration),
            Box::new(m20261210_000001_post_counts::Migration),
            Box::new(m20261211_000001_access_tokens::Migration),
            Box::new(m20261212_000001_slack::Migration),
            Box::new(m20261213_000001_trackers::Migration),
            Box::new(m20261214_000001_imports::Migration),
            Box::new(m20261215_000001_import_runs::Migration),
            Box::new(m20261216_000001_import_files::Migration),
        ]
    }
}

/// The versions the database records as applied that this build does not know: its schema was
/// made by a newer upboard, which an older one must neither serve nor migrate. Empty on a new
/// database.
pub async fn unknown_applied(db: &sea_orm_migration::sea_orm::DatabaseConnection) -> Result<Vec<String>, DbErr> {
    use sea_orm_migration::sea_orm::{ConnectionTrait, DbBackend, EntityTrait, Statement};
    use std::collections::HashSet;
    // (sea-orm-migration's own `has_table` knows no SQLite here: upboard reaches SQLite through
    // a proxy connection.)
    let backend = db.get_database_backend();
    let exists = match backend {
        DbBackend::Sqlite => "SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = 'seaql_migrations'",
        _ => "SELECT 1 AS found FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = 'seaql_migrations'",
    };
    if db.query_one_raw(Statement::from_string(backend, exists)).await?.is_none() {
        return Ok(Vec::new());
    }
    let known: HashSet<String> = Migrator::migrations().iter().map(|m| m.name().to_owned()).collect();
    let applied = sea_orm_migration::seaql_migrations::Entity::find().all(db).await?;
    Ok(applied.into_iter().map(|row| row.version).filter(|version| !known.contains(version)).collect())
}

/// The newest migration this build knows.
pub fn newest() -> String {
    Migrator::migrations().last().map(|m| m.name().to_owned()).unwrap_or_default()
}
