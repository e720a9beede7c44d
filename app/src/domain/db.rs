//! Connecting to SQLite or PostgreSQL, migrating, and the single-writer discipline.

use sea_orm::sqlx::sqlite::{SqliteJournalMode, SqliteSynchronous};
use sea_orm::{
    ConnectOptions, Database, DatabaseConnection, DatabaseTransaction, DbBackend,
    ConnectionTrait, DbErr, SqliteTransactionMode, TransactionOptions, TransactionTrait,
};
use migrations::MigratorTrait;
use super::cache::{Generation, Memo, ResponseCache};
use crate::entities::{bucket, organization, post, status};
use std::ops::Deref;
use std::sync::Arc;
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
        let sqlite = url.starts_with("sqlite:");
        let in_memory = sqlite && url.contains(":memory:");
        if sqlite && !in_memory {
            create_sqlite_folder(url)?;
        }
        let mut options = ConnectOptions::new(url.to_owned());
        options
            .sqlx_logging(false)
            .acquire_timeout(Duration::from_secs(30))
            // One connection is the whole database when it lives in memory.
            .max_connections(if in_memory { 1 } else if sqlite { 8 } else { 16 })
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
        let generation = match sqlite_path(url) {
            Some(path) if !in_memory => {
                let wal = std::path::PathBuf::from(format!("{}-wal", path.display()));
                Generation::watching(vec![path, wal])
            }
            _ => Generation::default(),
        };
        Ok(Self {
            write_gate: sqlite.then(|| Arc::new(Mutex::new(()))),
            conn,
            caches: Arc::new(Caches::new(generation)),
            live: tokio::sync::broadcast::channel(1024).0,
            wal_position: Arc::default(),
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
            Ok(Some(row)) => row.try_get::<String>("", "lsn").ok(),
            Ok(None) => None,
            Err(error) => {
                tracing::debug!(%error, "cannot read the WAL position: caches rely on their TTL");
                None
            }
        };
        if let Some(position) = position
            && let Ok(mut seen) = self.wal_position.lock()
            && seen.as_deref() != Some(position.as_str())
        {
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

/// The file of a `sqlite:` URL.
fn sqlite_path(url: &str) -> Option<std::path::PathBuf> {
    let path = url.strip_prefix("sqlite:")?.trim_start_matches("//").split('?').next().unwrap_or_default();
    (!path.is_empty()).then(|| std::path::PathBuf::from(path))
}

fn create_sqlite_folder(url: &str) -> Result<(), DbErr> {
    let path = sqlite_path(url).unwrap_or_default();
    if let Some(parent) = path.parent()
        && !parent.as_os_str().is_empty()
    {
        std::fs::create_dir_all(parent)
            .map_err(|e| DbErr::Custom(format!("cannot create {}: {e}", parent.display())))?;
    }
    Ok(())
}
