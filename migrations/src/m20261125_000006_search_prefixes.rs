//! SQLite's full-text index gains prefix indexes for the first one, two and three characters
//! of every word: a search word matches as a prefix, and without them FTS5 answers `a*` or
//! `the*` by merging the list of every indexed word that begins so (18 ms just to count the
//! matches of `a` at 100,000 posts; docs/performance.md, session 13). The table is made again
//! with the option and rebuilt from `posts` (its triggers name it and stay). PostgreSQL's GIN
//! index finds prefixes by itself: nothing changes there.

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::DbBackend;

#[derive(DeriveMigrationName)]
pub struct Migration;

fn table(prefixes: &str) -> String {
    format!(
        "CREATE VIRTUAL TABLE posts_fts USING fts5(title, description_text, content='posts', content_rowid='id', \
         tokenize='unicode61 remove_diacritics 2'{prefixes})"
    )
}

async fn remake(manager: &SchemaManager<'_>, prefixes: &str) -> Result<(), DbErr> {
    if manager.get_database_backend() != DbBackend::Sqlite {
        return Ok(());
    }
    let conn = manager.get_connection();
    conn.execute_unprepared("DROP TABLE posts_fts").await?;
    conn.execute_unprepared(&table(prefixes)).await?;
    conn.execute_unprepared("INSERT INTO posts_fts(posts_fts) VALUES ('rebuild')").await?;
    Ok(())
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        remake(manager, ", prefix='1 2 3'").await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        remake(manager, "").await
    }
}
