//! The database's own full-text indexes go: every search now asks each process's index in
//! memory (`app/src/domain/search/index.rs`, kept current by the search log), which answers
//! in a tenth of the time (docs/performance.md, session 14). SQLite loses the FTS5 table and
//! its three triggers (31 MB at 100,000 posts, written with every post); PostgreSQL the
//! generated `tsvector` column and its GIN index, which every post's insert and edit kept.
//! Down makes both again, as the migrations `m20261122_000002_search` and
//! `m20261125_000006_search_prefixes` left them.

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::DbBackend;

#[derive(DeriveMigrationName)]
pub struct Migration;

const SQLITE_UP: &[&str] = &[
    "DROP TRIGGER IF EXISTS posts_fts_update",
    "DROP TRIGGER IF EXISTS posts_fts_delete",
    "DROP TRIGGER IF EXISTS posts_fts_insert",
    "DROP TABLE IF EXISTS posts_fts",
];

const SQLITE_DOWN: &[&str] = &[
    "CREATE VIRTUAL TABLE posts_fts USING fts5(title, description_text, content='posts', content_rowid='id', \
     tokenize='unicode61 remove_diacritics 2', prefix='1 2 3')",
    "INSERT INTO posts_fts(posts_fts) VALUES ('rebuild')",
    "CREATE TRIGGER posts_fts_insert AFTER INSERT ON posts BEGIN
        INSERT INTO posts_fts(rowid, title, description_text) VALUES (new.id, new.title, coalesce(new.description_text, ''));
     END",
    "CREATE TRIGGER posts_fts_delete AFTER DELETE ON posts BEGIN
        INSERT INTO posts_fts(posts_fts, rowid, title, description_text) VALUES ('delete', old.id, old.title, coalesce(old.description_text, ''));
     END",
    "CREATE TRIGGER posts_fts_update AFTER UPDATE OF title, description_text ON posts BEGIN
        INSERT INTO posts_fts(posts_fts, rowid, title, description_text) VALUES ('delete', old.id, old.title, coalesce(old.description_text, ''));
        INSERT INTO posts_fts(rowid, title, description_text) VALUES (new.id, new.title, coalesce(new.description_text, ''));
     END",
];

const POSTGRES_UP: &[&str] = &["DROP INDEX IF EXISTS idx_posts_search", "ALTER TABLE posts DROP COLUMN IF EXISTS search"];

const POSTGRES_DOWN: &[&str] = &[
    "ALTER TABLE posts ADD COLUMN search tsvector GENERATED ALWAYS AS \
     (setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', coalesce(description_text, '')), 'B')) STORED",
    "CREATE INDEX idx_posts_search ON posts USING GIN (search)",
];

async fn run(manager: &SchemaManager<'_>, sqlite: &[&str], postgres: &[&str]) -> Result<(), DbErr> {
    let statements = match manager.get_database_backend() {
        DbBackend::Sqlite => sqlite,
        DbBackend::Postgres => postgres,
        other => return Err(DbErr::Migration(format!("search is not available on {other:?}"))),
    };
    let conn = manager.get_connection();
    for statement in statements {
        conn.execute_unprepared(statement).await?;
    }
    Ok(())
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        run(manager, SQLITE_UP, POSTGRES_UP).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        run(manager, SQLITE_DOWN, POSTGRES_DOWN).await
    }
}
