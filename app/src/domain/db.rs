//! Connecting to SQLite or PostgreSQL, migrating, and the single-writer discipline.

use sea_orm::sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqliteSynchronous};
use sea_orm::{
    ConnectOptions, Database, DatabaseConnection, DatabaseTransaction, DbBackend,
    ConnectionTrait, DbErr, SqliteTransactionMode, TransactionOptions, TransactionTrait,
};
use migrations::MigratorTrait;
use super::cache::{Generation, Memo, ResponseCache};
use crate::entities::{bucket, organization, post, status};
use std::ops::Deref;
use std::path::PathBuf;
use std::str::FromStr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use tokio::sync::{Mutex, OwnedMutexGuard};

/// The database handle every layer shares.
///
/// On SQLite, writes go one at a time through a gate and start with `BEGIN IMMEDIATE`, so a
/// write never fails halfway with `SQLITE_BUSY` and readers (WAL) are never blocked.
#[derive(Clone, Debug)]
pub struct Db {
    conn: DatabaseConnection,
    write_gate: Option<Arc<Mutex<()>>>,
    caches: Arc<Caches>,
    live: tokio::sync::broadcast::Sender<Live>,
    /// PostgreSQL's WAL position when last looked at (see [`Db::notice_other_writers`]).
    wal_position: Arc<std::sync::Mutex<Option<String>>>,
    /// Whether the WAL position was found unreadable (said once).
    wal_unreadable: Arc<AtomicBool>,
    /// When each organization's API key was last used (flushed once a minute).
    key_use: Arc<super::admin::settings::KeyUse>,
}

/// What the live stream carries.
#[derive(Clone, Copy, Debug)]
pub enum Live {
    Counts(LiveCounts),
    /// The server is shutting down: streams end so that it can.
    Closing,
}

/// A post's new counters, for the pages open on its organization that may see the post.
#[derive(Clone, Copy, Debug)]
pub struct LiveCounts {
    pub organization_id: i64,
    pub counts: crate::model::PostCounts,
    /// Who may be told: see [`super::access::may_see_post`].
    pub post: super::access::PostFacts,
}

/// Read caches (see [`super::cache`]), invalidated by every committed write.
#[derive(Debug)]
pub struct Caches {
    pub generation: Arc<Generation>,
    /// Organization by API-key hash (known keys only).
    pub org_by_key: Memo<String, organization::Model>,
    /// Every bucket of an organization.
    pub buckets: Memo<i64, Vec<bucket::Model>>,
    /// Every status of an organization.
    pub statuses: Memo<i64, Vec<status::Model>>,
    /// List totals by organization and filter.
    pub counts: Memo<String, u64>,
    /// Whole responses that do not depend on who asks (see the callers), by organization.
    pub responses: ResponseCache,
}

impl Caches {
    fn new(generation: Generation) -> Self {
        let generation = Arc::new(generation);
        Self {
            org_by_key: Memo::new(generation.clone()),
            buckets: Memo::new(generation.clone()),
            statuses: Memo::new(generation.clone()),
            counts: Memo::new(generation.clone()),
            responses: ResponseCache::new(generation.clone()),
            generation,
        }
    }
}

/// A write transaction; deref to use it as a connection, then [`WriteTxn::commit`].
pub struct WriteTxn {
    txn: DatabaseTransaction,
    _gate: Option<OwnedMutexGuard<()>>,
    generation: Arc<Generation>,
}

impl Deref for WriteTxn {
    type Target = DatabaseTransaction;
    fn deref(&self) -> &Self::Target {
        &self.txn
    }
}

impl WriteTxn {
    pub async fn commit(self) -> Result<(), DbErr> {
        self.txn.commit().await?;
        self.generation.advance();
        Ok(())
    }
}

impl Db {
    /// Connects, creating the SQLite file and its folder when needed, and applies migrations.
    pub async fn connect(url: &str) -> Result<Self, DbErr> {
        let sqlite = url.starts_with("sqlite:").then(|| sqlite_database(url));
        let in_memory = sqlite == Some(SqliteDatabase::InMemory);
        if let Some(SqliteDatabase::File(path)) = &sqlite {
            create_folder_of(path)?;
        }
        let mut options = ConnectOptions::new(url.to_owned());
        options
            .sqlx_logging(false)
            .acquire_timeout(Duration::from_secs(30))
            // One connection is the whole database when it lives in memory.
            .max_connections(if in_memory { 1 } else if sqlite.is_some() { 8 } else { 16 })
            .min_connections(if in_memory { 1 } else { 0 });
        if in_memory {
            options.idle_timeout(None::<Duration>).max_lifetime(None::<Duration>);
        }
        options.map_sqlx_sqlite_opts(|opts| {
            opts.journal_mode(SqliteJournalMode::Wal)
                .synchronous(SqliteSynchronous::Normal)
                .busy_timeout(Duration::from_secs(30))
                .foreign_keys(true)
        });
        let conn = Database::connect(options).await?;
        migrations::Migrator::up(&conn, None).await?;
        // Other processes (the CLI) write to the same SQLite files: a change of them
        // invalidates the caches as a write of ours does.
        let generation = match &sqlite {
            Some(SqliteDatabase::File(path)) => {
                let wal = PathBuf::from(format!("{}-wal", path.display()));
                Generation::watching(vec![path.clone(), wal])
            }
            Some(SqliteDatabase::Unknown) => {
                tracing::warn!(
                    "cannot tell which file the SQLite database is in: writes by other processes \
                     (the CLI) reach the caches only after their TTL"
                );
                Generation::default()
            }
            Some(SqliteDatabase::InMemory) | None => Generation::default(),
        };
        Ok(Self {
            write_gate: sqlite.is_some().then(|| Arc::new(Mutex::new(()))),
            conn,
            caches: Arc::new(Caches::new(generation)),
            live: tokio::sync::broadcast::channel(1024).0,
            wal_position: Arc::default(),
            wal_unreadable: Arc::default(),
            key_use: Arc::default(),
        })
    }

    /// For reads. Inside a write, use the [`WriteTxn`] instead.
    pub fn conn(&self) -> &DatabaseConnection {
        &self.conn
    }

    pub fn backend(&self) -> DbBackend {
        self.conn.get_database_backend()
    }

    /// Starts the one write transaction allowed at a time (SQLite) or a plain one (PostgreSQL).
    pub async fn begin_write(&self) -> Result<WriteTxn, DbErr> {
        let gate = match &self.write_gate {
            Some(gate) => Some(gate.clone().lock_owned().await),
            None => None,
        };
        let txn = self
            .conn
            .begin_with_options(TransactionOptions {
                sqlite_transaction_mode: Some(SqliteTransactionMode::Immediate),
                ..Default::default()
            })
            .await?;
        Ok(WriteTxn { txn, _gate: gate, generation: self.caches.generation.clone() })
    }

    pub fn key_use(&self) -> &super::admin::settings::KeyUse {
        &self.key_use
    }

    pub fn caches(&self) -> &Caches {
        &self.caches
    }

    /// Invalidates the caches when another process wrote since the last look, before a
    /// request reads through them. SQLite: its files changed (checked by the generation itself).
    /// PostgreSQL: the server's WAL position moved (one trivial query).
    pub async fn notice_other_writers(&self) {
        if self.backend() != DbBackend::Postgres {
            return;
        }
        let statement = sea_orm::Statement::from_string(DbBackend::Postgres, "SELECT pg_current_wal_lsn()::text AS lsn");
        let position = match self.conn.query_one_raw(statement).await {
            Ok(Some(row)) => row.try_get::<String>("", "lsn").map_err(|e| e.to_string()),
            Ok(None) => Err("no row".to_owned()),
            Err(error) => Err(error.to_string()),
        };
        let position = match position {
            Ok(position) => position,
            Err(error) => {
                if !self.wal_unreadable.swap(true, Ordering::Relaxed) {
                    tracing::warn!(
                        %error,
                        "cannot read PostgreSQL's WAL position: writes by other processes reach the caches \
                         only after their TTL"
                    );
                }
                return;
            }
        };
        let mut seen = self.wal_position.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if seen.as_deref() != Some(position.as_str()) {
            *seen = Some(position);
            // The position moves before the change is visible: the generation settles.
            self.caches.generation.notice_outside_change();
        }
    }

    /// Tells the open pages of the organization that may see the post its new counters
    /// (after the commit).
    pub fn publish(&self, organization_id: i64, post: &post::Model, facts: super::access::PostFacts) {
        let counts = crate::model::PostCounts {
            post_id: post.id,
            votes_count: post.votes_count,
            downvotes_count: post.downvotes_count,
            comments_count: post.comments_count,
        };
        // No receiver is fine: nobody is looking.
        let _ = self.live.send(Live::Counts(LiveCounts { organization_id, counts, post: facts }));
    }

    pub fn subscribe(&self) -> tokio::sync::broadcast::Receiver<Live> {
        self.live.subscribe()
    }

    /// Ends every live stream (at shutdown).
    pub fn close_live(&self) {
        let _ = self.live.send(Live::Closing);
    }

    pub async fn ping(&self) -> Result<(), DbErr> {
        self.conn.ping().await
    }
}

/// Where the database of a `sqlite:` URL lives.
#[derive(Debug, PartialEq)]
enum SqliteDatabase {
    InMemory,
    File(PathBuf),
    /// A temporary database, or a name this code cannot turn into a path.
    Unknown,
}

/// Reads `url` with the parser the connection uses, so that the file watched is the file opened.
fn sqlite_database(url: &str) -> SqliteDatabase {
    // `:memory:`, `file::memory:`, `mode=memory`: in memory, nobody else can write to it.
    if url.contains(":memory:") || url.contains("mode=memory") {
        return SqliteDatabase::InMemory;
    }
    let Ok(options) = SqliteConnectOptions::from_str(url) else {
        return SqliteDatabase::Unknown;
    };
    let name = options.get_filename();
    let Some(name) = name.to_str().filter(|name| !name.is_empty()) else {
        return SqliteDatabase::Unknown;
    };
    // sqlx opens with `SQLITE_OPEN_URI`: for SQLite, a name starting with `file:` is a URI.
    let Some(uri) = name.strip_prefix("file:") else {
        return SqliteDatabase::File(PathBuf::from(name));
    };
    let uri = uri.split(['?', '#']).next().unwrap_or_default();
    let path = match uri.strip_prefix("//") {
        // `file://localhost/path` or `file:///path`; another host is not a local file.
        Some(rest) => match rest.find('/') {
            Some(slash) if matches!(&rest[..slash], "" | "localhost") => &rest[slash..],
            _ => return SqliteDatabase::Unknown,
        },
        None => uri,
    };
    // Percent escapes would need SQLite's decoding; rare enough to leave unwatched (and said).
    if path.is_empty() || path.contains('%') {
        return SqliteDatabase::Unknown;
    }
    SqliteDatabase::File(PathBuf::from(path))
}

fn create_folder_of(path: &std::path::Path) -> Result<(), DbErr> {
    if let Some(parent) = path.parent()
        && !parent.as_os_str().is_empty()
    {
        std::fs::create_dir_all(parent)
            .map_err(|e| DbErr::Custom(format!("cannot create {}: {e}", parent.display())))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(path: &str) -> SqliteDatabase {
        SqliteDatabase::File(PathBuf::from(path))
    }

    #[test]
    fn the_watched_file_is_the_file_the_connection_opens() {
        assert_eq!(sqlite_database("sqlite://data/upboard.db?mode=rwc"), file("data/upboard.db"));
        assert_eq!(sqlite_database("sqlite:///tmp/x.db"), file("/tmp/x.db"));
        assert_eq!(sqlite_database("sqlite:////tmp/x.db"), file("/tmp/x.db"));
        assert_eq!(sqlite_database("sqlite:data.db"), file("data.db"));
        assert_eq!(sqlite_database("sqlite:file:data.db?mode=rwc"), file("data.db"));
        assert_eq!(sqlite_database("sqlite://file:data/upboard.db"), file("data/upboard.db"));
        assert_eq!(sqlite_database("sqlite:file:///tmp/x.db"), file("/tmp/x.db"));
        assert_eq!(sqlite_database("sqlite:file://localhost/tmp/x.db"), file("/tmp/x.db"));
        assert_eq!(sqlite_database("sqlite::memory:"), SqliteDatabase::InMemory);
        assert_eq!(sqlite_database("sqlite://shared?mode=memory&cache=shared"), SqliteDatabase::InMemory);
        assert_eq!(sqlite_database("sqlite:file::memory:"), SqliteDatabase::InMemory);
        assert_eq!(sqlite_database("sqlite:"), SqliteDatabase::Unknown, "a temporary database");
        assert_eq!(sqlite_database("sqlite:file://elsewhere/x.db"), SqliteDatabase::Unknown);
    }
}
