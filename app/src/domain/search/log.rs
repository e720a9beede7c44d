//! Keeps this process's [`Index`] current with the database, whichever process wrote: the
//! index is built from every post at the first need (or at start, `upboard serve`), then,
//! before each search, the search log (the migration `m20261126_000001_search_log`: one row
//! for each change a search sees, written by triggers, numbered in commit order) is read after
//! the last number applied, and the posts it names are read again and put in (or taken out,
//! when gone). Nearly always there is nothing after it: one seek in the log's primary key.
//! A search thus sees every write committed before it began, made by any process.

use super::super::{Result, statement};
use super::index::{Entry, Index};
use crate::model::TagId;
use sea_orm::{ConnectionTrait, DbBackend, Statement, Value};
use std::collections::{BTreeSet, HashMap};
use std::sync::Mutex as SyncMutex;
use std::sync::PoisonError;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{Duration, Instant};

/// Posts read at once, building the index or following the log.
const BATCH: u64 = 2_000;

/// A process that has not followed the log for this long builds its index anew: the log keeps
/// a day ([`PRUNE_AFTER`]), and `upboard serve` follows it every minute.
const STALE_AFTER: Duration = Duration::from_secs(12 * 3600);

/// Log rows older than this are pruned.
pub const PRUNE_AFTER: Duration = Duration::from_secs(24 * 3600);

/// Not built yet.
const UNBUILT: i64 = -1;

/// An index and how far into the log it has come.
pub struct Followed {
    index: Index,
    /// The last log number applied ([`UNBUILT`] before the first build).
    applied: AtomicI64,
    /// When the log was last followed.
    followed_at: SyncMutex<Instant>,
    /// Held while building or applying, so that one does it and the others then see it done.
    applying: tokio::sync::Mutex<()>,
}

impl std::fmt::Debug for Followed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Followed").field("applied", &self.applied).finish_non_exhaustive()
    }
}

impl Followed {
    pub fn new() -> Result<Self> {
        Ok(Self { index: Index::new()?, applied: AtomicI64::new(UNBUILT), followed_at: SyncMutex::new(Instant::now()), applying: tokio::sync::Mutex::new(()) })
    }

    /// The index, with every change committed before this call applied.
    pub async fn current(&self, conn: &impl ConnectionTrait) -> Result<&Index> {
        let applied = self.applied.load(Ordering::Acquire);
        let stale = self.followed_at.lock().unwrap_or_else(PoisonError::into_inner).elapsed() > STALE_AFTER;
        if applied != UNBUILT && !stale && newer(conn, applied, 1).await?.is_empty() {
            return Ok(&self.index);
        }
        let _applying = self.applying.lock().await;
        let applied = self.applied.load(Ordering::Acquire);
        let stale = self.followed_at.lock().unwrap_or_else(PoisonError::into_inner).elapsed() > STALE_AFTER;
        let last = if applied == UNBUILT || stale { self.build(conn).await? } else { self.follow(conn, applied).await? };
        self.applied.store(last, Ordering::Release);
        *self.followed_at.lock().unwrap_or_else(PoisonError::into_inner) = Instant::now();
        Ok(&self.index)
    }

    /// Every post, read in batches; returns the log's last number as it was before the first
    /// post was read (what is logged after it is applied by the next follow, again if need be).
    async fn build(&self, conn: &impl ConnectionTrait) -> Result<i64> {
        let backend = conn.get_database_backend();
        let last = conn
            .query_one_raw(Statement::from_string(backend, "SELECT CAST(coalesce(max(seq), 0) AS BIGINT) AS seq FROM search_log"))
            .await?
            .and_then(|row| row.try_get::<i64>("", "seq").ok())
            .unwrap_or_default();
        self.index.clear()?;
        // Newest first, as the index wants them (see [`Index::add`]).
        let mut before = i64::MAX;
        loop {
            let rows = conn
                .query_all_raw(statement(
                    backend,
                    &format!("{SELECT_POSTS} WHERE p.id < ? ORDER BY p.id DESC LIMIT ?"),
                    vec![before.into(), i64::try_from(BATCH).unwrap_or(i64::MAX).into()],
                ))
                .await?;
            let Some(next) = rows.last().and_then(|row| row.try_get::<i64>("", "id").ok()) else { break };
            let mut tags = tags_between(conn, next, before).await?;
            let entries: Vec<Entry> = rows.iter().filter_map(|row| entry(row, &mut tags)).collect();
            self.index.add(entries)?;
            before = next;
            if (rows.len() as u64) < BATCH {
                break;
            }
        }
        self.index.commit()?;
        Ok(last)
    }

    /// Applies what the log holds after `applied`; returns the last number applied.
    async fn follow(&self, conn: &impl ConnectionTrait, mut applied: i64) -> Result<i64> {
        loop {
            let changes = newer(conn, applied, BATCH).await?;
            let Some(&(last, _)) = changes.last() else { return Ok(applied) };
            let ids: BTreeSet<i64> = changes.iter().map(|(_, post)| *post).collect();
            let entries = posts_by_id(conn, &ids).await?;
            let found: BTreeSet<i64> = entries.iter().map(|e| e.id).collect();
            self.index.apply(entries, ids.difference(&found).copied())?;
            applied = last;
            if (changes.len() as u64) < BATCH {
                return Ok(applied);
            }
        }
    }
}

/// What the index needs of a post (its flags as numbers, the same on both engines).
const SELECT_POSTS: &str = "SELECT p.id AS id, CAST(p.organization_id AS BIGINT) AS organization_id, \
     CAST(p.bucket_id AS BIGINT) AS bucket_id, CAST(p.status_id AS BIGINT) AS status_id, \
     CAST(CASE WHEN p.approval_status = 'approved' THEN 1 ELSE 0 END AS BIGINT) AS approved, \
     CAST(CASE WHEN p.hidden THEN 1 ELSE 0 END AS BIGINT) AS hidden, \
     p.title AS title, coalesce(p.description_text, '') AS description FROM posts AS p";

/// The log's changes after `applied`, oldest first: (number, post).
async fn newer(conn: &impl ConnectionTrait, applied: i64, limit: u64) -> Result<Vec<(i64, i64)>> {
    let rows = conn
        // Its limit written in, so that PostgreSQL keeps the plan ([`crate::store::paged`]).
        .query_all_raw(crate::store::paged(statement(
            conn.get_database_backend(),
            "SELECT seq, post_id FROM search_log WHERE seq > ? ORDER BY seq LIMIT ?",
            vec![applied.into(), i64::try_from(limit).unwrap_or(i64::MAX).into()],
        )))
        .await?;
    Ok(rows
        .iter()
        .filter_map(|row| Some((row.try_get::<i64>("", "seq").ok()?, row.try_get::<i64>("", "post_id").ok()?)))
        .collect())
}

/// The tags of the posts with ids in `[from, before)`.
async fn tags_between(conn: &impl ConnectionTrait, from: i64, before: i64) -> Result<HashMap<i64, Vec<TagId>>> {
    let rows = conn
        .query_all_raw(statement(
            conn.get_database_backend(),
            "SELECT post_id, tag_id FROM post_tags WHERE post_id >= ? AND post_id < ?",
            vec![from.into(), before.into()],
        ))
        .await?;
    Ok(grouped(&rows))
}

fn grouped(rows: &[sea_orm::QueryResult]) -> HashMap<i64, Vec<TagId>> {
    let mut tags: HashMap<i64, Vec<TagId>> = HashMap::new();
    for row in rows {
        if let (Ok(post), Ok(tag)) = (row.try_get::<i64>("", "post_id"), row.try_get::<TagId>("", "tag_id")) {
            tags.entry(post).or_default().push(tag);
        }
    }
    tags
}

/// The posts of `ids` that exist, with their tags.
async fn posts_by_id(conn: &impl ConnectionTrait, ids: &BTreeSet<i64>) -> Result<Vec<Entry>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let backend = conn.get_database_backend();
    let marks = vec!["?"; ids.len()].join(", ");
    let values = || ids.iter().map(|id| Value::from(*id)).collect::<Vec<_>>();
    let rows = conn.query_all_raw(statement(backend, &format!("{SELECT_POSTS} WHERE p.id IN ({marks})"), values())).await?;
    let tag_rows = conn
        .query_all_raw(statement(backend, &format!("SELECT post_id, tag_id FROM post_tags WHERE post_id IN ({marks})"), values()))
        .await?;
    let mut tags = grouped(&tag_rows);
    Ok(rows.iter().filter_map(|row| entry(row, &mut tags)).collect())
}

fn entry(row: &sea_orm::QueryResult, tags: &mut HashMap<i64, Vec<TagId>>) -> Option<Entry> {
    let id = row.try_get::<i64>("", "id").ok()?;
    Some(Entry {
        id,
        organization_id: row.try_get("", "organization_id").ok()?,
        bucket_id: row.try_get("", "bucket_id").ok()?,
        status_id: row.try_get("", "status_id").ok()?,
        approved: row.try_get::<i64>("", "approved").ok()? == 1,
        hidden: row.try_get::<i64>("", "hidden").ok()? == 1,
        tag_ids: tags.remove(&id).unwrap_or_default(),
        title: row.try_get("", "title").ok()?,
        description: row.try_get("", "description").ok()?,
    })
}

/// Removes log rows older than [`PRUNE_AFTER`] (inside a write: [`super::prune_log`]);
/// returns how many.
pub async fn prune_in(conn: &impl ConnectionTrait) -> Result<u64> {
    let backend = conn.get_database_backend();
    let before = chrono::Utc::now() - chrono::Duration::from_std(PRUNE_AFTER).unwrap_or_default();
    // SQLite's `CURRENT_TIMESTAMP` is text in this form; PostgreSQL's `now()` a timestamp.
    let before: Value = if backend == DbBackend::Postgres { before.into() } else { before.format("%Y-%m-%d %H:%M:%S").to_string().into() };
    let done = conn.execute_raw(statement(backend, "DELETE FROM search_log WHERE logged_at < ?", vec![before])).await?;
    Ok(done.rows_affected())
}

#[cfg(test)]
mod tests {
    /// On PostgreSQL (`UPBOARD_TEST_POSTGRES_URL`; `make test` skips `postgres::` tests when
    /// none answers).
    mod postgres {
        use super::super::*;
        use crate::domain::posts::tests::postgres::{posts_by_day, prepared};

        /// The log is read after every search with its limit written in, so that its plan is
        /// kept: with the limit a parameter, PostgreSQL planned it again at every search.
        #[tokio::test]
        async fn the_log_is_read_with_its_limit_written_in() {
            let fixture = posts_by_day().await;
            assert_eq!(newer(&fixture.conn, 0, 500).await.unwrap().len(), 200, "each new post is in the log");
            let statement = prepared(&fixture.conn, "search_log").await;
            assert!(statement.ends_with(" LIMIT 500"), "{statement}");
            fixture.drop().await;
        }
    }
}
