//! Connecting to SQLite or PostgreSQL, migrating, and the single-writer discipline.

use super::cache::{Generation, Memo, ResponseCache, Scope};
use crate::entities::{bucket, organization, post, status};
use migrations::MigratorTrait;
use sea_orm::{
    ConnectOptions, ConnectionTrait, Database, DatabaseConnection, DatabaseTransaction, DbBackend, DbErr, SqliteTransactionMode, TransactionOptions,
    TransactionTrait,
};
use std::ops::Deref;
use std::path::PathBuf;
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
    /// For reads: on SQLite, the [`super::sqlite`] reader; otherwise the pool itself.
    conn: DatabaseConnection,
    /// For write transactions: on SQLite, the [`super::sqlite`] writer; otherwise the pool.
    pool: DatabaseConnection,
    /// The SQLite writer's state (its failed begins and commits).
    writer: Option<Arc<super::sqlite::Writer>>,
    /// SQLite: the reader's connections, for [`Db::all`] and [`Db::one`].
    reads: Option<Arc<super::sqlite::Pool>>,
    /// SQLite: small writes queued for the group committer (see [`Db::write_batched`]).
    batches: Option<tokio::sync::mpsc::Sender<Queued>>,
    /// The folder of a temporary SQLite database, removed with the last handle.
    #[allow(dead_code, reason = "held for its removal when the last handle goes")]
    temporary: Option<Arc<TemporaryFolder>>,
    write_gate: Option<Arc<Mutex<()>>>,
    caches: Arc<Caches>,
    live: tokio::sync::broadcast::Sender<Live>,
    /// PostgreSQL: this process's mark on its own change notices, and whether other
    /// processes' notices are being heard (see [`Db::notice_other_writers`]).
    notices: Option<Arc<Notices>>,
    /// PostgreSQL's WAL position when last looked at (see [`Db::notice_other_writers`]).
    wal_position: Arc<std::sync::Mutex<Option<String>>>,
    /// Whether the WAL position was found unreadable (said once).
    wal_unreadable: Arc<AtomicBool>,
    /// When each organization's API key was last used (flushed once a minute).
    key_use: Arc<super::keys::KeyUse>,
    /// This process's search index, following the database's search log.
    search: Arc<super::search::log::Followed>,
}

/// The PostgreSQL channel on which every committed write is announced.
const CHANGES_CHANNEL: &str = "upboard_changes";

/// Change notices on PostgreSQL: after a write transaction commits, its process announces it
/// with `NOTIFY upboard_changes` carrying the process's mark, and a listener task of each
/// process advances the generation when another process's notice arrives. While the listener
/// is not connected, requests fall back to looking at the server's WAL position.
///
/// The notice is not sent inside the write's transaction: PostgreSQL serializes the commits of
/// notifying transactions (a database-wide lock held through the WAL flush), which capped
/// writes at a quarter of what the server commits otherwise (pgbench, docs/performance.md).
/// Instead one announcer task per process sends one notice for every commit since its last
/// one, and a write is acknowledged only once a notice sent after its commit went out. A
/// process killed between a commit and its notice leaves the other processes' caches stale
/// for at most the caches' TTL (see [`super::cache`]).
#[derive(Debug)]
pub struct Notices {
    mark: String,
    listening: AtomicBool,
    /// Commits waiting for a notice; each hears when one sent after it went out.
    announce: tokio::sync::mpsc::UnboundedSender<tokio::sync::oneshot::Sender<()>>,
}

impl Notices {
    fn start(pool: sea_orm::sqlx::PgPool, generation: Arc<Generation>) -> Arc<Self> {
        let (announce, waiting) = tokio::sync::mpsc::unbounded_channel();
        let mark = format!("{:016x}", rand::random::<u64>());
        tokio::spawn(announcer(waiting, pool.clone(), mark.clone()));
        let notices = Arc::new(Self { mark, listening: AtomicBool::new(false), announce });
        let weak = Arc::downgrade(&notices);
        tokio::spawn(async move {
            use sea_orm::sqlx::postgres::PgListener;
            // Ends when the database handle is gone.
            while let Some(notices) = weak.upgrade() {
                let mut listener = match PgListener::connect_with(&pool).await {
                    Ok(mut listener) => listener.listen(CHANGES_CHANNEL).await.map(|()| listener),
                    Err(error) => Err(error),
                };
                match &mut listener {
                    Ok(listener) => {
                        notices.listening.store(true, Ordering::Release);
                        // Whatever was written while nobody listened is unknown.
                        generation.notice_outside_change();
                        drop(notices);
                        loop {
                            let notice = listener.try_recv().await;
                            let Some(notices) = weak.upgrade() else { return };
                            match notice {
                                Ok(Some(notice)) if notice.payload() == notices.mark => {}
                                Ok(Some(_)) => generation.notice_outside_change(),
                                // The connection dropped: what is sent until a new one
                                // listens is missed (requests look at the WAL meanwhile).
                                Ok(None) | Err(_) => {
                                    notices.listening.store(false, Ordering::Release);
                                    generation.notice_outside_change();
                                    tracing::warn!("lost the connection that listens for other processes' writes; reconnecting");
                                    break;
                                }
                            }
                        }
                    }
                    _ => notices.listening.store(false, Ordering::Release),
                }
                tokio::time::sleep(Duration::from_secs(1)).await;
            }
        });
        notices
    }

    /// Returns once a notice sent after this call went out (or could not be sent).
    async fn announce(&self) {
        let (sent, heard) = tokio::sync::oneshot::channel();
        if self.announce.send(sent).is_ok() {
            let _ = heard.await;
        }
    }
}

/// Sends one notice for all the commits that asked since the last one went out, then tells
/// them; ends with the last [`Notices`] handle.
async fn announcer(mut waiting: tokio::sync::mpsc::UnboundedReceiver<tokio::sync::oneshot::Sender<()>>, pool: sea_orm::sqlx::PgPool, mark: String) {
    let mut batch = Vec::new();
    let mut failing = false;
    while waiting.recv_many(&mut batch, usize::MAX).await > 0 {
        let sent = sea_orm::sqlx::query("SELECT pg_notify($1, $2)").bind(CHANGES_CHANNEL).bind(&mark).execute(&pool).await;
        match sent {
            Ok(_) => failing = false,
            // The writes are committed: they stand. Others see them within the TTL.
            Err(error) if !failing => {
                failing = true;
                tracing::warn!(%error, "cannot announce a commit to other processes: their caches see it within seconds");
            }
            Err(_) => {}
        }
        for waiter in batch.drain(..) {
            let _ = waiter.send(());
        }
    }
}

/// Writes committed together at most (see [`Db::write_batched`]).
const BATCH: usize = 64;

/// What a queued write runs in the batch's transaction: whether it succeeded.
type Work = Box<dyn for<'t> FnOnce(&'t DatabaseTransaction) -> std::pin::Pin<Box<dyn std::future::Future<Output = bool> + Send + 't>> + Send>;

/// A write waiting for the group committer: it runs in the batch's transaction, inside a
/// savepoint of its own, and reports whether it succeeded; `done` then hears whether the
/// batch committed.
struct Queued {
    work: Work,
    scope: Scope,
    done: tokio::sync::oneshot::Sender<Result<(), String>>,
}

/// The group committer of a SQLite database: takes what is queued (up to [`BATCH`]), runs it
/// in one write transaction of `db` (the gate, `BEGIN IMMEDIATE`), commits once, and only then
/// tells each writer. While one batch commits, the next one gathers: the busier the writes,
/// the more each commit carries, and a lone write waits for nobody. `db` queues nothing
/// itself, so the task ends when the last handle that can queue is gone.
async fn group_committer(mut queue: tokio::sync::mpsc::Receiver<Queued>, db: Db) {
    let mut batch = Vec::with_capacity(BATCH);
    while queue.recv_many(&mut batch, BATCH).await > 0 {
        let outcome = commit_batch(&db, &mut batch).await.map_err(|e| e.to_string());
        for queued in batch.drain(..) {
            // A writer that gave up waiting is fine.
            let _ = queued.done.send(outcome.clone());
        }
    }
}

async fn commit_batch(db: &Db, batch: &mut [Queued]) -> Result<(), DbErr> {
    let mut txn = db.begin_write_in(batch[0].scope).await?;
    for queued in batch.iter_mut() {
        txn.also_changes(queued.scope);
        let work = std::mem::replace(&mut queued.work, Box::new(|_| Box::pin(async { false })));
        txn.execute_unprepared("SAVEPOINT queued").await?;
        // A write that fails leaves nothing behind, and the others go on.
        if !work(&txn).await {
            txn.execute_unprepared("ROLLBACK TO queued").await?;
        }
        txn.execute_unprepared("RELEASE queued").await?;
    }
    txn.commit().await
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
    /// Organization by name (`None`: no such organization).
    pub orgs_by_name: Memo<String, Option<organization::Model>>,
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
            orgs_by_name: Memo::new(generation.clone()),
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
    /// PostgreSQL: where this process announces its commits.
    notices: Option<Arc<Notices>>,
    writer: Option<Arc<super::sqlite::Writer>>,
    _gate: Option<OwnedMutexGuard<()>>,
    generation: Arc<Generation>,
    /// What the write may change: the read caches drop only what depends on it.
    scopes: Vec<Scope>,
}

impl Deref for WriteTxn {
    type Target = DatabaseTransaction;
    fn deref(&self) -> &Self::Target {
        &self.txn
    }
}

impl WriteTxn {
    /// The write also changes what `scope` says (a batch of writes of several scopes).
    fn also_changes(&mut self, scope: Scope) {
        if !self.scopes.contains(&scope) {
            self.scopes.push(scope);
        }
    }

    pub async fn commit(self) -> Result<(), DbErr> {
        self.txn.commit().await?;
        if let Some(writer) = &self.writer {
            writer.check("the write was not committed")?;
        }
        let cached = self.scopes.iter().any(|scope| *scope != Scope::Nothing);
        for scope in self.scopes {
            self.generation.advance_scope(scope);
        }
        // Other processes keep nothing that a write of nothing cached changes.
        if let Some(notices) = self.notices.as_ref().filter(|_| cached) {
            notices.announce().await;
        }
        Ok(())
    }
}

impl Db {
    /// Connects, creating the SQLite file and its folder when needed, and applies migrations.
    /// `sqlite::memory:` (and the other in-memory forms) is a file in the temporary folder that
    /// goes with the handle, so that it is read and written the one way every SQLite file is.
    pub async fn connect(url: &str) -> Result<Self, DbErr> {
        if url.starts_with("sqlite:") {
            return Self::connect_sqlite(url).await;
        }
        let mut options = ConnectOptions::new(url.to_owned());
        options.sqlx_logging(false).acquire_timeout(Duration::from_secs(30)).max_connections(16).min_connections(0);
        let conn = Database::connect(options).await?;
        migrations::Migrator::up(&conn, None).await?;
        let caches = Arc::new(Caches::new(Generation::default()));
        let notices = (conn.get_database_backend() == DbBackend::Postgres)
            .then(|| Notices::start(conn.get_postgres_connection_pool().clone(), caches.generation.clone()));
        Self::with(conn.clone(), conn, None, None, caches, notices, None)
    }

    async fn connect_sqlite(url: &str) -> Result<Self, DbErr> {
        let (name, temporary) = match sqlite_database(url)? {
            SqliteDatabase::File { name, path } => {
                create_folder_of(&path)?;
                (name, None)
            }
            SqliteDatabase::Temporary => {
                let dir = std::env::temp_dir().join(format!("upboard-{}-{:016x}", std::process::id(), rand::random::<u64>()));
                std::fs::create_dir_all(&dir).map_err(|e| DbErr::Custom(format!("cannot create {}: {e}", dir.display())))?;
                let name = dir.join("upboard.db").display().to_string();
                (name, Some(Arc::new(TemporaryFolder(dir))))
            }
        };
        let gate = Arc::new(Mutex::new(()));
        let c = super::sqlite::connect(&name, gate.clone()).await?;
        migrations::Migrator::up(&c.writer, None).await?;
        // Our commits are the writer's: its data_version moves only with other processes'.
        let watched = Arc::downgrade(&c.writer_state);
        let generation = Generation::watching_version(move || watched.upgrade()?.data_version());
        let caches = Arc::new(Caches::new(generation));
        let written = caches.generation.clone();
        let _ = c.on_write.set(Box::new(move || written.advance()));
        let db = Self::with(c.reader, c.writer, Some(gate), Some(c.writer_state), caches, None, temporary)?;
        let (batches, queue) = tokio::sync::mpsc::channel(4 * BATCH);
        // Not the temporary folder: it goes with the caller's last handle, not with the task.
        tokio::spawn(group_committer(queue, Self { temporary: None, ..db.clone() }));
        Ok(Self { batches: Some(batches), reads: Some(c.pool), ..db })
    }

    fn with(
        conn: DatabaseConnection,
        pool: DatabaseConnection,
        write_gate: Option<Arc<Mutex<()>>>,
        writer: Option<Arc<super::sqlite::Writer>>,
        caches: Arc<Caches>,
        notices: Option<Arc<Notices>>,
        temporary: Option<Arc<TemporaryFolder>>,
    ) -> Result<Self, DbErr> {
        let search = super::search::log::Followed::new().map_err(|e| DbErr::Custom(e.to_string()))?;
        Ok(Self {
            conn,
            pool,
            write_gate,
            writer,
            caches,
            notices,
            temporary,
            batches: None,
            reads: None,
            live: tokio::sync::broadcast::channel(1024).0,
            wal_position: Arc::default(),
            wal_unreadable: Arc::default(),
            key_use: Arc::default(),
            search: Arc::new(search),
        })
    }

    /// For reads. Inside a write, use the [`WriteTxn`] instead.
    pub fn conn(&self) -> &DatabaseConnection {
        &self.conn
    }

    /// The models `select` finds (a `find()` of the entity's own columns, with any filters,
    /// order and limits). On SQLite they are made straight from SQLite's rows
    /// ([`super::sqlite::Pool::models`]): the hot reads (lists, a post, the board) skip the
    /// proxy's row maps. Inside a write, use the [`WriteTxn`] instead.
    pub async fn all<E>(&self, select: sea_orm::Select<E>) -> Result<Vec<E::Model>, DbErr>
    where
        E: sea_orm::EntityTrait,
        E::ActiveModel: sea_orm::TryIntoModel<E::Model>,
    {
        use sea_orm::QueryTrait;
        match &self.reads {
            Some(reads) => reads.models::<E>(&select.build(DbBackend::Sqlite)),
            None => select.all(&self.conn).await,
        }
    }

    /// The ids a `select` of one numeric column finds (`select_only().column(…::Id)`), in its
    /// order; on SQLite straight from SQLite's rows, as [`Db::all`].
    pub async fn ids<E: sea_orm::EntityTrait>(&self, select: sea_orm::Select<E>) -> Result<Vec<i64>, DbErr> {
        use sea_orm::QueryTrait;
        match &self.reads {
            Some(reads) => reads.ids(&select.build(DbBackend::Sqlite)),
            None => select.into_tuple().all(&self.conn).await,
        }
    }

    /// The rows `select` finds as `T` (its columns chosen as `T::COLUMNS` name them, in that
    /// order): on SQLite straight from SQLite's rows, as [`Db::all`].
    pub async fn rows<E, T>(&self, select: sea_orm::Select<E>) -> Result<Vec<T>, DbErr>
    where
        E: sea_orm::EntityTrait,
        T: super::sqlite::FromSqliteRow + sea_orm::FromQueryResult + Send + Sync,
    {
        use sea_orm::QueryTrait;
        match &self.reads {
            Some(reads) => reads.rows::<T>(&select.build(DbBackend::Sqlite)),
            None => select.into_model::<T>().all(&self.conn).await,
        }
    }

    /// As [`Db::all`], for a `select` whose entity columns are followed by the text columns
    /// named `texts` (a joined row's), returned beside each model in their order.
    pub async fn all_with_texts<E>(&self, select: sea_orm::Select<E>, texts: &[&str]) -> Result<Vec<(E::Model, Vec<String>)>, DbErr>
    where
        E: sea_orm::EntityTrait,
        E::ActiveModel: sea_orm::TryIntoModel<E::Model>,
    {
        use sea_orm::{FromQueryResult, QueryTrait};
        match &self.reads {
            Some(reads) => reads.models_with_texts::<E>(&select.build(DbBackend::Sqlite), texts.len()),
            None => {
                let rows = self.conn.query_all_raw(select.build(self.backend())).await?;
                rows.iter()
                    .map(|row| {
                        let model = E::Model::from_query_result(row, "")?;
                        let extra = texts.iter().map(|name| row.try_get::<String>("", name)).collect::<Result<Vec<_>, _>>()?;
                        Ok((model, extra))
                    })
                    .collect()
            }
        }
    }

    /// The first model `select` finds (see [`Db::all`]).
    pub async fn one<E>(&self, select: sea_orm::Select<E>) -> Result<Option<E::Model>, DbErr>
    where
        E: sea_orm::EntityTrait,
        E::ActiveModel: sea_orm::TryIntoModel<E::Model>,
    {
        use sea_orm::QuerySelect;
        Ok(self.all(select.limit(1)).await?.into_iter().next())
    }

    pub fn backend(&self) -> DbBackend {
        self.conn.get_database_backend()
    }

    /// Starts the one write transaction allowed at a time (SQLite) or a plain one (PostgreSQL).
    /// Its commit may have changed anything: every cached read is dropped.
    pub async fn begin_write(&self) -> Result<WriteTxn, DbErr> {
        self.begin_write_in(Scope::Everything).await
    }

    /// [`Db::begin_write`] for a write that changes only what `scope` says (its commit drops
    /// only the cached reads that depend on that).
    pub async fn begin_write_in(&self, scope: Scope) -> Result<WriteTxn, DbErr> {
        let gate = match &self.write_gate {
            Some(gate) => Some(gate.clone().lock_owned().await),
            None => None,
        };
        let txn = self
            .pool
            .begin_with_options(TransactionOptions { sqlite_transaction_mode: Some(SqliteTransactionMode::Immediate), ..Default::default() })
            .await?;
        if let Some(writer) = &self.writer {
            // Nothing was begun: the statements would each commit on their own.
            writer.check("cannot begin a write")?;
        }
        Ok(WriteTxn {
            txn,
            notices: self.notices.clone(),
            writer: self.writer.clone(),
            _gate: gate,
            generation: self.caches.generation.clone(),
            scopes: vec![scope],
        })
    }

    /// Runs `work` in a write transaction that changes only what `scope` says, and answers once
    /// it committed. On SQLite, small concurrent writes (votes) are committed together by the
    /// group committer: each runs in a savepoint of the batch's transaction (one that fails
    /// leaves nothing and does not fail the others), and none is answered before the commit
    /// that carries it. On PostgreSQL each is a transaction of its own (no gate to share).
    pub async fn write_batched<T, F>(&self, scope: Scope, work: F) -> Result<T, super::Error>
    where
        T: Send + 'static,
        F: for<'t> FnOnce(&'t DatabaseTransaction) -> std::pin::Pin<Box<dyn std::future::Future<Output = Result<T, super::Error>> + Send + 't>>
            + Send
            + 'static,
    {
        let Some(batches) = &self.batches else {
            let txn = self.begin_write_in(scope).await?;
            let value = work(&txn).await?;
            txn.commit().await?;
            return Ok(value);
        };
        let slot = Arc::new(std::sync::Mutex::new(None));
        let result = slot.clone();
        let (done, committed) = tokio::sync::oneshot::channel();
        let queued = Queued {
            work: Box::new(move |txn| {
                Box::pin(async move {
                    let outcome = work(txn).await;
                    let ok = outcome.is_ok();
                    *result.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = Some(outcome);
                    ok
                })
            }),
            scope,
            done,
        };
        let gone = || super::Error::Internal("the group committer has stopped".to_owned());
        batches.send(queued).await.map_err(|_| gone())?;
        committed.await.map_err(|_| gone())?.map_err(|e| super::Error::Database(DbErr::Custom(e)))?;
        let outcome = slot.lock().unwrap_or_else(std::sync::PoisonError::into_inner).take();
        outcome.ok_or_else(gone)?
    }

    pub fn key_use(&self) -> &super::keys::KeyUse {
        &self.key_use
    }

    pub fn caches(&self) -> &Caches {
        &self.caches
    }

    /// This process's search index (see [`super::search::log`]).
    pub fn search(&self) -> &super::search::log::Followed {
        &self.search
    }

    /// Invalidates the caches when another process wrote since the last look, before a
    /// request reads through them. SQLite: its files changed (checked by the generation itself).
    /// PostgreSQL: the server's WAL position moved (one trivial query).
    pub async fn notice_other_writers(&self) {
        // Heard as they commit (see [`Notices`]).
        if self.notices.as_ref().is_none_or(|n| n.listening.load(Ordering::Acquire)) {
            return;
        }
        let statement = sea_orm::Statement::from_string(DbBackend::Postgres, "SELECT pg_current_wal_lsn()::text AS lsn");
        let position = match self.pool.query_one_raw(statement).await {
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
        self.pool.ping().await
    }
}

/// Where the database of a `sqlite:` URL lives.
#[derive(Debug, PartialEq)]
enum SqliteDatabase {
    /// `name` is what SQLite opens (a path, or a `file:` URI with its parameters); `path` the
    /// file it names, whose folder is created.
    File { name: String, path: PathBuf },
    /// In memory, or no name: a file of its own in the temporary folder.
    Temporary,
}

/// Reads a `sqlite:` URL as sqlx did (`sqlite://path?mode=rwc`, `sqlite:path`, `sqlite::memory:`,
/// `sqlite:file:path?…`), so that existing configurations open the same file.
fn sqlite_database(url: &str) -> Result<SqliteDatabase, DbErr> {
    let rest = url.strip_prefix("sqlite://").or_else(|| url.strip_prefix("sqlite:")).unwrap_or(url);
    // `:memory:`, `file::memory:`, `mode=memory`: in memory.
    if rest.is_empty() || rest.contains(":memory:") || rest.contains("mode=memory") {
        return Ok(SqliteDatabase::Temporary);
    }
    // SQLite opens with `SQLITE_OPEN_URI`: a name starting with `file:` is a URI, which it reads
    // with its parameters; other names lose the URL's query (`?mode=rwc`: files are created).
    let Some(uri) = rest.strip_prefix("file:") else {
        let path = rest.split('?').next().unwrap_or_default();
        return Ok(SqliteDatabase::File { name: path.to_owned(), path: PathBuf::from(path) });
    };
    let local = uri.split(['?', '#']).next().unwrap_or_default();
    let path = match local.strip_prefix("//") {
        // `file://localhost/path` or `file:///path`; another host is not a local file.
        Some(after) => match after.find('/') {
            Some(slash) if matches!(&after[..slash], "" | "localhost") => &after[slash..],
            _ => return Err(DbErr::Custom(format!("{url}: SQLite opens local files only"))),
        },
        None => local,
    };
    if path.is_empty() {
        return Ok(SqliteDatabase::Temporary);
    }
    if path.contains('%') {
        return Err(DbErr::Custom(format!("{url}: write the file's name without percent escapes")));
    }
    Ok(SqliteDatabase::File { name: rest.to_owned(), path: PathBuf::from(path) })
}

/// A temporary database's folder, removed when the last handle goes.
#[derive(Debug)]
struct TemporaryFolder(PathBuf);

impl Drop for TemporaryFolder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn create_folder_of(path: &std::path::Path) -> Result<(), DbErr> {
    if let Some(parent) = path.parent()
        && !parent.as_os_str().is_empty()
    {
        std::fs::create_dir_all(parent).map_err(|e| DbErr::Custom(format!("cannot create {}: {e}", parent.display())))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(name: &str, path: &str) -> SqliteDatabase {
        SqliteDatabase::File { name: name.to_owned(), path: PathBuf::from(path) }
    }

    /// A SQLite file in a fresh folder of its own.
    fn sqlite_file(name: &str) -> (PathBuf, String) {
        let dir = std::env::temp_dir().join(format!("upboard-db-{name}-{}-{}", std::process::id(), rand::random::<u32>()));
        std::fs::create_dir_all(&dir).unwrap();
        let url = format!("sqlite://{}/upboard.db?mode=rwc", dir.display());
        (dir, url)
    }

    #[tokio::test]
    async fn our_writes_keep_other_organizations_cached_and_another_process_s_writes_do_not() {
        use crate::domain::cache::{Of, Scope};
        let (dir, url) = sqlite_file("generations");
        let db = Db::connect(&url).await.unwrap();
        let generation = &db.caches().generation;
        let (acme, globex) = (Of::Organization(1), Of::Organization(2));
        let at = (generation.current_of(acme), generation.current_of(globex));
        let txn = db.begin_write_in(Scope::Counters(1)).await.unwrap();
        txn.execute_unprepared("CREATE TABLE scratch (x INTEGER)").await.unwrap();
        txn.commit().await.unwrap();
        assert_ne!(generation.current_of(acme), at.0, "the organization written to");
        assert_eq!(generation.current_of(globex), at.1, "our own commit is not taken for another process's");
        // Another process (the CLI) writes to the same file.
        let other = Db::connect(&url).await.unwrap();
        let txn = other.begin_write().await.unwrap();
        txn.execute_unprepared("INSERT INTO scratch VALUES (1)").await.unwrap();
        txn.commit().await.unwrap();
        // Noticed at most this late (the version is read once per this time).
        std::thread::sleep(super::super::cache::VERSION_FRESH * 2);
        assert_ne!(generation.current_of(globex), at.1, "another process's write is noticed");
        drop((db, other));
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[tokio::test]
    async fn reads_and_writes_on_a_sqlite_file_see_each_other_and_a_failed_statement_rolls_back() {
        use crate::entities::organization;
        use sea_orm::{EntityTrait, PaginatorTrait};
        let (dir, url) = sqlite_file("roundtrip");
        let db = Db::connect(&url).await.unwrap();
        let created = crate::domain::organizations::tests::create_acme(&db).await;
        let read = organization::Entity::find_by_id(created.organization.id).one(db.conn()).await.unwrap().unwrap();
        assert_eq!(read, created.organization, "what the writer returned is what the reader reads");
        assert_eq!(organization::Entity::find().count(db.conn()).await.unwrap(), 1);
        let txn = db.begin_write().await.unwrap();
        txn.execute_unprepared("CREATE TABLE scratch (x INTEGER NOT NULL)").await.unwrap();
        txn.commit().await.unwrap();
        let count = || async {
            let row = db
                .conn()
                .query_one_raw(sea_orm::Statement::from_string(DbBackend::Sqlite, "SELECT count(*) AS n FROM scratch"))
                .await
                .unwrap()
                .unwrap();
            row.try_get::<i64>("", "n").unwrap()
        };
        {
            let txn = db.begin_write().await.unwrap();
            txn.execute_unprepared("INSERT INTO scratch VALUES (1)").await.unwrap();
            assert!(txn.execute_unprepared("INSERT INTO scratch VALUES (NULL)").await.is_err());
            // Dropped without a commit.
        }
        assert_eq!(count().await, 0, "nothing of an uncommitted write stays");
        let txn = db.begin_write().await.unwrap();
        txn.execute_unprepared("INSERT INTO scratch VALUES (2)").await.unwrap();
        txn.commit().await.unwrap();
        assert_eq!(count().await, 1, "the writer is usable again, and a commit is seen at once");
        drop(db);
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[tokio::test]
    async fn direct_reads_make_the_models_the_proxy_makes() {
        use crate::entities::{bucket, organization, post, status, user};
        use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};
        let db = crate::domain::testing::db().await;
        let acme = crate::domain::organizations::tests::create_acme(&db).await;
        let first = crate::domain::posts::tests::post_in(&db, &acme, "Dark mode").await;
        crate::domain::posts::tests::post_in(&db, &acme, "Export").await;
        // Every kind of column: texts, nulls and not, booleans, integers, doubles, times, JSON.
        async fn same<E>(db: &Db, select: sea_orm::Select<E>)
        where
            E: EntityTrait,
            E::Model: PartialEq + std::fmt::Debug,
            E::ActiveModel: sea_orm::TryIntoModel<E::Model>,
        {
            let proxy = select.clone().all(db.conn()).await.unwrap();
            assert!(!proxy.is_empty());
            assert_eq!(db.all(select).await.unwrap(), proxy);
        }
        same(&db, post::Entity::find().order_by_desc(post::Column::Id)).await;
        same(&db, user::Entity::find()).await;
        same(&db, bucket::Entity::find()).await;
        same(&db, status::Entity::find()).await;
        same(&db, organization::Entity::find()).await;
        let one = db.one(post::Entity::find().filter(post::Column::Title.eq("Dark mode"))).await.unwrap();
        assert_eq!(one, Some(first));
        assert_eq!(db.one(post::Entity::find().filter(post::Column::Id.eq(-1))).await.unwrap(), None);
        // A select of other columns is refused, not misread.
        let partial = post::Entity::find().select_only().column(post::Column::Title).column(post::Column::Id);
        assert!(db.all(partial).await.is_err());
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn writes_committed_together_each_stand_or_fall_alone() {
        use crate::domain::cache::Scope;
        let (dir, url) = sqlite_file("batches");
        let db = Db::connect(&url).await.unwrap();
        let txn = db.begin_write().await.unwrap();
        txn.execute_unprepared("CREATE TABLE scratch (x INTEGER NOT NULL UNIQUE)").await.unwrap();
        txn.commit().await.unwrap();
        // 200 writers at once: every one inserts its number; every seventh then fails.
        let writes = (0..200_i64).map(|i| {
            let db = db.clone();
            tokio::spawn(async move {
                db.write_batched(Scope::Everything, move |txn| {
                    Box::pin(async move {
                        txn.execute_unprepared(&format!("INSERT INTO scratch VALUES ({i})")).await?;
                        if i % 7 == 0 {
                            return Err(crate::domain::Error::invalid("x", "is a multiple of seven"));
                        }
                        Ok(i)
                    })
                })
                .await
            })
        });
        let results: Vec<_> = futures_join(writes.collect()).await;
        for (i, result) in results.iter().enumerate() {
            match result {
                Ok(value) => assert_eq!(*value, i as i64),
                Err(crate::domain::Error::Invalid { .. }) => assert_eq!(i % 7, 0),
                Err(other) => panic!("write {i}: {other:?}"),
            }
        }
        let row = db
            .conn()
            .query_one_raw(sea_orm::Statement::from_string(DbBackend::Sqlite, "SELECT count(*) AS n, sum(x % 7 = 0) AS failed FROM scratch"))
            .await
            .unwrap()
            .unwrap();
        assert_eq!(row.try_get::<i64>("", "n").unwrap(), 200 - 29, "every write that succeeded, and only those");
        assert_eq!(row.try_get::<i64>("", "failed").unwrap(), 0, "a failed write leaves nothing");
        drop(db);
        std::fs::remove_dir_all(dir).unwrap();
    }

    async fn futures_join<T>(handles: Vec<tokio::task::JoinHandle<T>>) -> Vec<T> {
        let mut out = Vec::with_capacity(handles.len());
        for handle in handles {
            out.push(handle.await.unwrap());
        }
        out
    }

    #[test]
    fn sqlite_urls_name_the_files_sqlx_opened() {
        let at = |url| sqlite_database(url).unwrap();
        assert_eq!(at("sqlite://data/upboard.db?mode=rwc"), file("data/upboard.db", "data/upboard.db"));
        assert_eq!(at("sqlite:///tmp/x.db"), file("/tmp/x.db", "/tmp/x.db"));
        assert_eq!(at("sqlite:data.db"), file("data.db", "data.db"));
        assert_eq!(at("sqlite:file:data.db?mode=rwc"), file("file:data.db?mode=rwc", "data.db"));
        assert_eq!(at("sqlite://file:data/upboard.db"), file("file:data/upboard.db", "data/upboard.db"));
        assert_eq!(at("sqlite:file:///tmp/x.db"), file("file:///tmp/x.db", "/tmp/x.db"));
        assert_eq!(at("sqlite:file://localhost/tmp/x.db"), file("file://localhost/tmp/x.db", "/tmp/x.db"));
        assert_eq!(at("sqlite::memory:"), SqliteDatabase::Temporary);
        assert_eq!(at("sqlite://shared?mode=memory&cache=shared"), SqliteDatabase::Temporary);
        assert_eq!(at("sqlite:file::memory:"), SqliteDatabase::Temporary);
        assert_eq!(at("sqlite:"), SqliteDatabase::Temporary);
        assert!(sqlite_database("sqlite:file://elsewhere/x.db").is_err(), "not a local file");
    }

    #[tokio::test]
    async fn a_memory_database_is_a_temporary_file_that_goes_with_its_handle() {
        let db = Db::connect("sqlite::memory:").await.unwrap();
        let folder = db.temporary.as_ref().unwrap().0.clone();
        assert!(folder.join("upboard.db").exists());
        let clone = db.clone();
        drop(db);
        assert!(folder.exists(), "a clone still holds it");
        drop(clone);
        assert!(!folder.exists());
    }
}
