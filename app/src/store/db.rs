//! The database handle: connecting to SQLite or PostgreSQL, migrating, reading, and running
//! writes (their transactions are [`super::txn`]'s).

use super::batch::{BATCH, Queued, group_committer};
use super::cache::{Caches, Generation, Scope};
use super::location::{SqliteDatabase, TemporaryFolder, create_folder_of, sqlite_database};
use super::notices::Notices;
use super::pg_reads::{PING_IF_IDLE_FOR, PgReads, Reader};
use super::txn::{WriteTxn, Writes};
use super::write_thread::WriteThread;
use sea_orm::{ConnectOptions, ConnectionTrait, Database, DatabaseTransaction, DbBackend, DbErr};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Mutex;

/// Connections PostgreSQL's pool for reads opens at most.
const READ_CONNECTIONS: u32 = 16;

/// Connections PostgreSQL's pool for write transactions (and the reads of requests that
/// write) opens at most: writes have their own, so that a vote never queues behind the readers
/// for a connection (SQLite has its writer). Opened on the write threads only, so that their
/// answers wake those threads. 8 held votes at 540/s, 16 at 665/s; 12 keeps three processes
/// under PostgreSQL's default 100 connections.
const WRITE_CONNECTIONS: u32 = 12;

/// Connections of the pool for the migrations and the limits every process shares.
const OTHER_CONNECTIONS: u32 = 4;

/// How busy a database handle's connections are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PoolStats {
    /// Connections running a statement (SQLite: readers; PostgreSQL: taken from the pool).
    pub in_use: usize,
    pub idle: usize,
    /// The pool's bound (PostgreSQL); a request finding every one in use waits.
    pub max: Option<usize>,
    /// Write transactions waiting for SQLite's one writer.
    pub waiting_writes: usize,
    /// Each of PostgreSQL's pools apart (`read`, `write`): one full while the other idles is
    /// as full as it gets for what waits on it.
    pub pools: Vec<PoolUse>,
}

/// One pool's connections.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PoolUse {
    pub name: &'static str,
    pub in_use: usize,
    pub idle: usize,
    pub max: usize,
}

/// The database handle every layer shares.
///
/// On SQLite, writes go one at a time through a gate and start with `BEGIN IMMEDIATE`, so a
/// write never fails halfway with `SQLITE_BUSY` and readers (WAL) are never blocked.
#[derive(Clone, Debug)]
pub struct Db {
    /// For reads: on SQLite, the [`super::sqlite`] reader; on PostgreSQL, [`PgReads`].
    conn: Reader,
    /// Where write transactions begin (see [`Writes`]).
    writes: Writes,
    /// SQLite: the reader's connections, for [`Db::all`] and [`Db::one`].
    reads: Option<Arc<super::sqlite::Pool>>,
    /// SQLite: small writes queued for the group committer (see [`Db::write_batched`]).
    batches: Option<tokio::sync::mpsc::Sender<Queued>>,
    /// The folder of a temporary SQLite database, removed with the last handle.
    #[allow(dead_code, reason = "held for its removal when the last handle goes")]
    temporary: Option<Arc<TemporaryFolder>>,
    caches: Arc<Caches>,
    /// PostgreSQL: the limits every process shares.
    limits: Option<Arc<super::limits::SharedLimits>>,
}

/// A PostgreSQL pool of at most `max` connections. A connection is pinged before use only
/// when it sat idle (one dropped by a restart or a proxy then): sqlx's default pings at every
/// checkout, a round trip to the server before each statement or transaction, which was half
/// of what one post cost.
fn pool_options(url: &str, max: u32) -> ConnectOptions {
    let mut options = ConnectOptions::new(url.to_owned());
    options
        .sqlx_logging(false)
        .acquire_timeout(Duration::from_secs(30))
        .max_connections(max)
        .min_connections(0)
        .test_before_acquire_if_idle_for(PING_IF_IDLE_FOR);
    options
}

/// `statement` (PostgreSQL's, as sea-query builds it) with the values of its `LIMIT` and
/// `OFFSET` written into its text instead of bound, the other parameters renumbered. A
/// prepared statement whose `LIMIT` is a parameter is planned again at every run: PostgreSQL
/// costs its generic plan as if it read every row, so it never keeps it; with the page written
/// in, it keeps the plan after five runs (docs/performance.md, session 40). The texts differ
/// only by page, a handful per connection's statement cache.
pub(crate) fn paged(statement: sea_orm::Statement) -> sea_orm::Statement {
    let Some(values) = &statement.values else { return statement };
    let values = &values.0;
    // The numbers of the parameters that follow `LIMIT ` or `OFFSET ` (sea-query writes no
    // other text of its own there, and binds every value it is given).
    let mut inlined: Vec<(usize, u64)> = Vec::new();
    for keyword in ["LIMIT $", "OFFSET $"] {
        for (at, _) in statement.sql.match_indices(keyword) {
            let digits: String = statement.sql[at + keyword.len()..].chars().take_while(char::is_ascii_digit).collect();
            let Ok(n) = digits.parse::<usize>() else { return statement };
            let number = match values.get(n.wrapping_sub(1)) {
                Some(sea_orm::Value::BigUnsigned(Some(v))) => *v,
                Some(sea_orm::Value::BigInt(Some(v))) if *v >= 0 => *v as u64,
                Some(sea_orm::Value::Unsigned(Some(v))) => u64::from(*v),
                Some(sea_orm::Value::Int(Some(v))) if *v >= 0 => *v as u64,
                _ => return statement,
            };
            inlined.push((n, number));
        }
    }
    if inlined.is_empty() {
        return statement;
    }
    // Every `$n` again: written in where inlined, renumbered past the inlined ones otherwise.
    let mut sql = String::with_capacity(statement.sql.len());
    let mut rest = statement.sql.as_str();
    while let Some(at) = rest.find('$') {
        sql.push_str(&rest[..at]);
        let digits: String = rest[at + 1..].chars().take_while(char::is_ascii_digit).collect();
        match digits.parse::<usize>() {
            Ok(n) => {
                match inlined.iter().find(|(i, _)| *i == n) {
                    Some((_, number)) => sql.push_str(&number.to_string()),
                    None => sql.push_str(&format!("${}", n - inlined.iter().filter(|(i, _)| *i < n).count())),
                }
                rest = &rest[at + 1 + digits.len()..];
            }
            Err(_) => {
                sql.push('$');
                rest = &rest[at + 1..];
            }
        }
    }
    sql.push_str(rest);
    let kept = values.iter().enumerate().filter(|(i, _)| !inlined.iter().any(|(n, _)| *n == i + 1)).map(|(_, v)| v.clone()).collect();
    sea_orm::Statement { sql, values: Some(sea_orm::Values(kept)), db_backend: statement.db_backend }
}

/// A pool's size: `default`, or the number in the environment variable `name`.
fn pool_size(name: &str, default: u32) -> u32 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).filter(|n| *n > 0).unwrap_or(default)
}

impl Db {
    /// Connects, creating the SQLite file and its folder when needed, and applies migrations.
    /// `sqlite::memory:` (and the other in-memory forms) is a file in the temporary folder that
    /// goes with the handle, so that it is read and written the one way every SQLite file is.
    pub async fn connect(url: &str) -> Result<Self, DbErr> {
        if url.starts_with("sqlite:") {
            return Self::connect_sqlite(url).await;
        }
        // A small pool of sqlx's for the migrations and the shared limits (a few statements a
        // second at most); the reads have their own ([`PgReads`]).
        let other = Database::connect(pool_options(url, OTHER_CONNECTIONS)).await?;
        super::migrate::migrate(&other).await?;
        let conn = Reader::Postgres(Arc::new(PgReads::new(url, pool_size("UPBOARD_PG_READ_CONNECTIONS", READ_CONNECTIONS))?));
        // Write transactions, their pool and the change notices live on the write thread.
        let thread = WriteThread::start().map_err(|e| DbErr::Custom(format!("cannot start the write thread: {e}")))?;
        let options = pool_options(url, pool_size("UPBOARD_PG_WRITE_CONNECTIONS", WRITE_CONNECTIONS));
        let writer = thread.run(async move { Database::connect(options).await }).await??;
        let caches = Arc::new(Caches::new(Generation::default()));
        let notices = (conn.get_database_backend() == DbBackend::Postgres)
            .then(|| thread.enter(|| Notices::start(writer.get_postgres_connection_pool().clone(), caches.generation.clone())));
        let limits = (conn.get_database_backend() == DbBackend::Postgres)
            .then(|| Arc::new(super::limits::SharedLimits::new(other.get_postgres_connection_pool().clone())));
        let writes =
            Writes { pool: writer, gate: None, writer: None, thread: Some(thread), notices, generation: caches.generation.clone(), waiting: Arc::default() };
        Ok(Self { limits, ..Self::with(conn, writes, caches, None) })
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
        super::migrate::migrate(&c.writer).await?;
        // Our commits are the writer's: its data_version moves only with other processes'.
        let watched = Arc::downgrade(&c.writer_state);
        let generation = Generation::watching_version(move || watched.upgrade()?.data_version());
        let caches = Arc::new(Caches::new(generation));
        let written = caches.generation.clone();
        let _ = c.on_write.set(Box::new(move || written.advance()));
        let writes = Writes {
            pool: c.writer,
            gate: Some(gate),
            writer: Some(c.writer_state),
            thread: None,
            notices: None,
            generation: caches.generation.clone(),
            waiting: Arc::default(),
        };
        let (batches, queue) = tokio::sync::mpsc::channel(4 * BATCH);
        tokio::spawn(group_committer(queue, writes.clone()));
        Ok(Self { batches: Some(batches), reads: Some(c.pool), ..Self::with(Reader::Connection(c.reader), writes, caches, temporary) })
    }

    fn with(conn: Reader, writes: Writes, caches: Arc<Caches>, temporary: Option<Arc<TemporaryFolder>>) -> Self {
        Self { conn, writes, caches, temporary, batches: None, reads: None, limits: None }
    }

    /// For reads. Inside a write, use the [`WriteTxn`] instead.
    pub fn conn(&self) -> &Reader {
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
        use sea_orm::FromQueryResult;
        use sea_orm::QueryTrait;
        match &self.reads {
            Some(reads) => reads.models::<E>(&select.build(DbBackend::Sqlite)),
            None => self.pg_rows(select).await?.iter().map(|row| E::Model::from_query_result(row, "")).collect(),
        }
    }

    /// PostgreSQL's rows for `select`, its page written into the statement ([`paged`]).
    async fn pg_rows<E: sea_orm::EntityTrait>(&self, select: sea_orm::Select<E>) -> Result<Vec<sea_orm::QueryResult>, DbErr> {
        use sea_orm::QueryTrait;
        self.conn.query_all_raw(paged(select.build(self.backend()))).await
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
            None => self.pg_rows(select).await?.iter().map(|row| T::from_query_result(row, "")).collect(),
        }
    }

    /// As [`Db::all`], for a `select` whose entity columns are followed by the columns of an
    /// `X` (a joined row's), read beside each model.
    pub async fn all_with<E, X>(&self, select: sea_orm::Select<E>) -> Result<Vec<(E::Model, X)>, DbErr>
    where
        E: sea_orm::EntityTrait,
        E::ActiveModel: sea_orm::TryIntoModel<E::Model>,
        X: super::sqlite::FromSqliteRow + sea_orm::FromQueryResult,
    {
        use sea_orm::{FromQueryResult, QueryTrait};
        match &self.reads {
            Some(reads) => reads.models_with::<E, X>(&select.build(DbBackend::Sqlite)),
            None => self
                .pg_rows(select)
                .await?
                .iter()
                .map(|row| Ok((E::Model::from_query_result(row, "")?, X::from_query_result(row, "")?)))
                .collect(),
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
        self.writes.begin(scope).await
    }

    /// Runs `work` in a write transaction that changes only what `scope` says, and answers once
    /// it committed. On SQLite, small concurrent writes (votes) are committed together by the
    /// group committer: each runs in a savepoint of the batch's transaction (one that fails
    /// leaves nothing and does not fail the others), and none is answered before the commit
    /// that carries it. On PostgreSQL each is a transaction of its own (no gate to share).
    pub async fn write_batched<T, E, F>(&self, scope: Scope, work: F) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<DbErr> + Send + 'static,
        F: for<'t> FnOnce(&'t DatabaseTransaction) -> std::pin::Pin<Box<dyn std::future::Future<Output = Result<T, E>> + Send + 't>> + Send + 'static,
    {
        let Some(batches) = &self.batches else {
            // PostgreSQL: the whole transaction on the write thread, woken there at each answer.
            let writes = self.writes.clone();
            let transaction = async move {
                let txn = writes.begin_here(scope).await?;
                let value = work(&txn).await?;
                txn.commit().await?;
                Ok(value)
            };
            return self.writes.on_thread(transaction).await?;
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
        let gone = || E::from(DbErr::Custom("the group committer has stopped".to_owned()));
        batches.send(queued).await.map_err(|_| gone())?;
        committed.await.map_err(|_| gone())?.map_err(|e| E::from(DbErr::Custom(e)))?;
        let outcome = slot.lock().unwrap_or_else(std::sync::PoisonError::into_inner).take();
        outcome.ok_or_else(gone)?
    }

    /// Runs a request that writes (`work`, given the handle to use) where its write
    /// transaction runs: on PostgreSQL on the write threads, where each answer from the database
    /// wakes it at once (see [`WriteThread`]), with its reads (the token's user, the answer)
    /// through the write pool, so that they never queue behind the readers for a connection;
    /// on SQLite here, with this handle. It runs to its end even when the caller stops waiting.
    pub async fn writing<T, F, Fut>(&self, work: F) -> Result<T, DbErr>
    where
        T: Send + 'static,
        F: FnOnce(Db) -> Fut,
        Fut: std::future::Future<Output = T> + Send + 'static,
    {
        let db = match &self.writes.thread {
            Some(_) => Self { conn: Reader::Connection(self.writes.pool.clone()), ..self.clone() },
            None => self.clone(),
        };
        self.writes.on_thread(work(db)).await
    }

    pub fn caches(&self) -> &Caches {
        &self.caches
    }

    /// Invalidates the caches when another process wrote since the last look, before a
    /// request reads through them. SQLite: its files changed (checked by the generation itself).
    /// PostgreSQL: heard as they commit (see [`Notices`]), or else the server's WAL position moved.
    pub async fn notice_other_writers(&self) {
        if let Some(notices) = &self.writes.notices {
            notices.look_for_other_writers(&self.conn, &self.caches.generation).await;
        }
    }

    /// Sends `message` to every other process on this database (PostgreSQL; with the next
    /// change notice, not waited for): what [`Db::relayed`] gives there. Nothing on SQLite,
    /// whose other processes are the command line's.
    pub fn relay(&self, message: String) {
        if let Some(notices) = &self.writes.notices {
            notices.relay(message);
        }
    }

    /// The messages other processes [`Db::relay`], as they arrive; `None` on SQLite.
    pub fn relayed(&self) -> Option<tokio::sync::broadcast::Receiver<Arc<str>>> {
        self.writes.notices.as_ref().map(|notices| notices.relayed())
    }

    /// Whether this process runs the periodic task `name` now: true for the one process (of
    /// however many on this database) that finds it due and moves its next time `every` on, in
    /// one statement; false for the others until then. So the digests, the prunes and the
    /// sweeps run once per due time.
    pub async fn take_turn(&self, name: &str, every: Duration) -> Result<bool, DbErr> {
        use sea_orm::sea_query::{Alias, Expr, ExprTrait, OnConflict, Query};
        let now = chrono::Utc::now().timestamp_micros();
        let next = now.saturating_add(i64::try_from(every.as_micros()).unwrap_or(i64::MAX));
        let table = Alias::new("schedules");
        let insert = Query::insert()
            .into_table(table.clone())
            .columns([Alias::new("name"), Alias::new("next_at")])
            .values_panic([name.into(), next.into()])
            .on_conflict(
                OnConflict::column(Alias::new("name"))
                    .update_column(Alias::new("next_at"))
                    .action_and_where(Expr::col((table, Alias::new("next_at"))).lte(now))
                    .to_owned(),
            )
            .to_owned();
        let txn = self.begin_write_in(Scope::Nothing).await?;
        let taken = txn.execute(&insert).await?.rows_affected() == 1;
        txn.commit().await?;
        Ok(taken)
    }

    /// How busy the connections are now (for `/metrics`).
    pub fn pool_stats(&self) -> PoolStats {
        let waiting_writes = self.writes.waiting.load(std::sync::atomic::Ordering::Relaxed);
        match &self.reads {
            Some(reads) => {
                let (in_use, idle) = reads.counts();
                PoolStats { in_use, idle, max: None, waiting_writes, pools: Vec::new() }
            }
            None if self.backend() == DbBackend::Postgres => {
                // Both pools: the readers' and the write transactions'.
                let write = self.writes.pool.get_postgres_connection_pool();
                let (idle, size) = (write.num_idle(), usize::try_from(write.size()).unwrap_or(0));
                let write = PoolUse { name: "write", in_use: size.saturating_sub(idle), idle, max: write.options().get_max_connections() as usize };
                let read = match &self.conn {
                    Reader::Postgres(reads) => {
                        let (in_use, idle) = reads.counts();
                        PoolUse { name: "read", in_use, idle, max: reads.max() }
                    }
                    Reader::Connection(_) => PoolUse { name: "read", in_use: 0, idle: 0, max: 0 },
                };
                let pools = vec![read, write];
                PoolStats {
                    in_use: pools.iter().map(|p| p.in_use).sum(),
                    idle: pools.iter().map(|p| p.idle).sum(),
                    max: Some(pools.iter().map(|p| p.max).sum()),
                    waiting_writes,
                    pools,
                }
            }
            None => PoolStats { in_use: 0, idle: 0, max: None, waiting_writes, pools: Vec::new() },
        }
    }

    /// The limits every process on this database shares (PostgreSQL); `None` on SQLite, whose
    /// one server keeps them in memory.
    pub fn shared_limits(&self) -> Option<&super::limits::SharedLimits> {
        self.limits.as_deref()
    }

    /// Whether the database answers: SQLite's writer; PostgreSQL's read pool (the write pool's
    /// connections are opened on the write thread only).
    pub async fn ping(&self) -> Result<(), DbErr> {
        match self.writes.thread {
            Some(_) => self.conn.ping().await,
            None => self.writes.pool.ping().await,
        }
    }
}

#[cfg(test)]
mod tests {
    /// A page's size and offset are written into the statement; the other parameters keep
    /// their values and are numbered again in order (a subquery's page too).
    #[test]
    fn pages_are_written_into_postgresql_statements() {
        use sea_orm::{DbBackend, Statement, Value};
        let sql = "SELECT a FROM t JOIN (SELECT id FROM p WHERE o = $1 AND h = $2 ORDER BY v DESC LIMIT $3 OFFSET $4) AS page ON x = $5 WHERE y = $10";
        let values: Vec<Value> = vec![7i64.into(), false.into(), 30u64.into(), 60u64.into(), "s".into(), 1.into(), 2.into(), 3.into(), 4.into(), "ten".into()];
        let paged = super::paged(Statement::from_sql_and_values(DbBackend::Postgres, sql, values));
        assert_eq!(
            paged.sql,
            "SELECT a FROM t JOIN (SELECT id FROM p WHERE o = $1 AND h = $2 ORDER BY v DESC LIMIT 30 OFFSET 60) AS page ON x = $3 WHERE y = $8"
        );
        let kept = paged.values.unwrap().0;
        assert_eq!(kept.len(), 8);
        assert_eq!((&kept[0], &kept[2], &kept[7]), (&Value::from(7i64), &Value::from("s"), &Value::from("ten")));
        // Nothing to write in: as it was.
        let plain = Statement::from_sql_and_values(DbBackend::Postgres, "SELECT 1 WHERE a = $1", vec![1.into()]);
        assert_eq!(super::paged(plain.clone()).sql, plain.sql);
    }

    use super::*;
    use crate::model::OrgId;
    use std::path::PathBuf;

    /// A SQLite file in a fresh folder of its own.
    fn sqlite_file(name: &str) -> (PathBuf, String) {
        let dir = std::env::temp_dir().join(format!("upboard-db-{name}-{}-{}", std::process::id(), rand::random::<u32>()));
        std::fs::create_dir_all(&dir).unwrap();
        let url = format!("sqlite://{}/upboard.db?mode=rwc", dir.display());
        (dir, url)
    }

    #[tokio::test]
    async fn our_writes_keep_other_organizations_cached_and_another_process_s_writes_do_not() {
        use super::super::cache::{Of, Scope};
        let (dir, url) = sqlite_file("generations");
        let db = Db::connect(&url).await.unwrap();
        let generation = &db.caches().generation;
        let (acme, globex) = (Of::Organization(OrgId(1)), Of::Organization(OrgId(2)));
        let at = (generation.current_of(acme), generation.current_of(globex));
        let txn = db.begin_write_in(Scope::Counters(OrgId(1))).await.unwrap();
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
    async fn a_write_that_stops_waiting_for_the_writer_is_no_longer_counted_as_waiting() {
        let db = Db::connect("sqlite::memory:").await.unwrap();
        let held = db.begin_write().await.unwrap();
        // A second write waits for the writer; its request goes away before its turn.
        assert!(tokio::time::timeout(Duration::from_millis(50), db.begin_write()).await.is_err());
        assert_eq!(db.pool_stats().waiting_writes, 0, "the write that left is not waiting");
        let waiting = tokio::spawn({
            let db = db.clone();
            async move { db.begin_write().await.map(|_| ()) }
        });
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert_eq!(db.pool_stats().waiting_writes, 1, "one that stays is");
        held.commit().await.unwrap();
        waiting.await.unwrap().unwrap();
        assert_eq!(db.pool_stats().waiting_writes, 0);
    }

    #[tokio::test]
    async fn a_periodic_task_is_taken_by_one_process_per_due_time() {
        let (dir, url) = sqlite_file("turns");
        let (one, other) = (Db::connect(&url).await.unwrap(), Db::connect(&url).await.unwrap());
        let every = Duration::from_millis(300);
        assert!(one.take_turn("digests", every).await.unwrap(), "the first to look");
        assert!(!other.take_turn("digests", every).await.unwrap(), "not another process in the same period");
        assert!(!one.take_turn("digests", every).await.unwrap(), "nor the same one");
        assert!(other.take_turn("prune", every).await.unwrap(), "each task has its own");
        tokio::time::sleep(every + Duration::from_millis(50)).await;
        let (a, b) = tokio::join!(one.take_turn("digests", every), other.take_turn("digests", every));
        assert_eq!(u8::from(a.unwrap()) + u8::from(b.unwrap()), 1, "due again: one of the two takes it");
        drop((one, other));
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
        use super::super::cache::Scope;
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
                            return Err(crate::domain::Error::invalid(crate::said!("said-x-is-invalid", field = "x")));
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

    /// On PostgreSQL (`UPBOARD_TEST_POSTGRES_URL`; `make test` skips `postgres::` tests when
    /// none answers).
    mod postgres {
        use super::*;

        #[tokio::test]
        async fn write_transactions_run_on_the_write_thread_not_among_the_requests() {
            let (db, url) = crate::domain::testing::postgres_db().await;
            let batched = db
                .write_batched::<_, DbErr, _>(Scope::Nothing, |txn| {
                    Box::pin(async move {
                        txn.execute_unprepared("CREATE TABLE scratch (x INTEGER)").await?;
                        Ok(std::thread::current().name().map(str::to_owned))
                    })
                })
                .await
                .unwrap();
            assert_eq!(batched.as_deref(), Some(super::super::super::write_thread::THREAD_NAME), "a vote's transaction");
            // A write begun by a request is used from the request's task; its connection was
            // opened on the write thread all the same, and it commits from anywhere.
            let txn = db.begin_write().await.unwrap();
            txn.execute_unprepared("INSERT INTO scratch VALUES (1)").await.unwrap();
            txn.commit().await.unwrap();
            db.ping().await.unwrap();
            crate::domain::testing::drop_postgres(db, &url).await;
        }
    }
}
