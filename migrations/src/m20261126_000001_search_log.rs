//! The search log: one row for every change of a post that a search sees (its text, its
//! organization, bucket, status, approval, hiding, tags; its creation and deletion), written
//! by triggers whoever writes, so that every process's search index in memory can follow the
//! database (`app/src/domain/search/log.rs`). Counters (votes, comments) are not changes a
//! search sees: they write nothing here.
//!
//! A reader that has applied the changes up to number n reads those after it. That is only
//! right if numbers become visible in order. SQLite commits one transaction at a time; on
//! PostgreSQL the trigger takes a transaction-scoped advisory lock before it draws its number,
//! so a transaction that logs holds the lock until it commits or rolls back, and no later
//! number can be seen before it. Writes of posts' text, status or tags serialize on that lock;
//! votes and comments never take it.
//!
//! Rows older than a day are pruned (`upboard serve`, hourly); a process follows the log at
//! least once a minute, and one that has not for twelve hours builds its index anew.

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::DbBackend;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// What a search sees of a post, compared before and after an update (`{old}`, `{new}`, and
/// the engine's not-equal operator, `{ne}`).
fn seen_changed(old: &str, new: &str, ne: &str) -> String {
    ["title", "description_text", "organization_id", "bucket_id", "status_id", "approval_status", "hidden"]
        .iter()
        .map(|column| format!("{old}.{column} {ne} {new}.{column}"))
        .collect::<Vec<_>>()
        .join(" OR ")
}

fn sqlite_up() -> Vec<String> {
    vec![
        "CREATE TABLE search_log (seq INTEGER PRIMARY KEY AUTOINCREMENT, post_id INTEGER NOT NULL, logged_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP)".into(),
        "CREATE TRIGGER search_log_post_insert AFTER INSERT ON posts BEGIN INSERT INTO search_log(post_id) VALUES (new.id); END".into(),
        "CREATE TRIGGER search_log_post_delete AFTER DELETE ON posts BEGIN INSERT INTO search_log(post_id) VALUES (old.id); END".into(),
        format!(
            "CREATE TRIGGER search_log_post_update AFTER UPDATE ON posts WHEN {} BEGIN INSERT INTO search_log(post_id) VALUES (new.id); END",
            seen_changed("old", "new", "IS NOT")
        ),
        "CREATE TRIGGER search_log_tag_insert AFTER INSERT ON post_tags BEGIN INSERT INTO search_log(post_id) VALUES (new.post_id); END".into(),
        "CREATE TRIGGER search_log_tag_delete AFTER DELETE ON post_tags BEGIN INSERT INTO search_log(post_id) VALUES (old.post_id); END".into(),
    ]
}

const SQLITE_DOWN: &[&str] = &[
    "DROP TRIGGER IF EXISTS search_log_tag_delete",
    "DROP TRIGGER IF EXISTS search_log_tag_insert",
    "DROP TRIGGER IF EXISTS search_log_post_update",
    "DROP TRIGGER IF EXISTS search_log_post_delete",
    "DROP TRIGGER IF EXISTS search_log_post_insert",
    "DROP TABLE IF EXISTS search_log",
];

/// The advisory lock's key: any fixed number no other lock of upboard's uses.
const POSTGRES_LOCK: i64 = 0x7570_626f_6172_6473; // "upboards"

fn postgres_up() -> Vec<String> {
    vec![
        "CREATE TABLE search_log (seq BIGSERIAL PRIMARY KEY, post_id BIGINT NOT NULL, logged_at TIMESTAMPTZ NOT NULL DEFAULT now())".into(),
        format!(
            "CREATE FUNCTION upboard_search_log() RETURNS trigger LANGUAGE plpgsql AS $$
             DECLARE post BIGINT;
             BEGIN
                 PERFORM pg_advisory_xact_lock({POSTGRES_LOCK});
                 IF TG_TABLE_NAME = 'posts' THEN
                     IF TG_OP = 'DELETE' THEN post := OLD.id; ELSE post := NEW.id; END IF;
                 ELSE
                     IF TG_OP = 'DELETE' THEN post := OLD.post_id; ELSE post := NEW.post_id; END IF;
                 END IF;
                 INSERT INTO search_log(post_id) VALUES (post);
                 RETURN NULL;
             END $$"
        ),
        "CREATE TRIGGER search_log_posts AFTER INSERT OR DELETE ON posts FOR EACH ROW EXECUTE FUNCTION upboard_search_log()".into(),
        format!(
            "CREATE TRIGGER search_log_posts_update AFTER UPDATE ON posts FOR EACH ROW WHEN ({}) EXECUTE FUNCTION upboard_search_log()",
            seen_changed("OLD", "NEW", "IS DISTINCT FROM")
        ),
        "CREATE TRIGGER search_log_post_tags AFTER INSERT OR DELETE ON post_tags FOR EACH ROW EXECUTE FUNCTION upboard_search_log()".into(),
    ]
}

const POSTGRES_DOWN: &[&str] = &[
    "DROP TRIGGER IF EXISTS search_log_post_tags ON post_tags",
    "DROP TRIGGER IF EXISTS search_log_posts_update ON posts",
    "DROP TRIGGER IF EXISTS search_log_posts ON posts",
    "DROP FUNCTION IF EXISTS upboard_search_log()",
    "DROP TABLE IF EXISTS search_log",
];

async fn run(manager: &SchemaManager<'_>, statements: &[String]) -> Result<(), DbErr> {
    let conn = manager.get_connection();
    for statement in statements {
        conn.execute_unprepared(statement).await?;
    }
    Ok(())
}

fn owned(statements: &[&str]) -> Vec<String> {
    statements.iter().map(|s| (*s).to_owned()).collect()
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        match manager.get_database_backend() {
            DbBackend::Sqlite => run(manager, &sqlite_up()).await,
            DbBackend::Postgres => run(manager, &postgres_up()).await,
            other => Err(DbErr::Migration(format!("the search log is not available on {other:?}"))),
        }
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        match manager.get_database_backend() {
            DbBackend::Sqlite => run(manager, &owned(SQLITE_DOWN)).await,
            DbBackend::Postgres => run(manager, &owned(POSTGRES_DOWN)).await,
            other => Err(DbErr::Migration(format!("the search log is not available on {other:?}"))),
        }
    }
}
