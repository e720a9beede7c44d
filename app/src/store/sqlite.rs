//! A SQLite file without handing rows between threads.
//!
//! sqlx runs each SQLite connection on a thread of its own and sends every statement and every
//! row across a channel: on two cores, `perf` put a third of a request's CPU time in the context
//! switches this costs (docs/performance.md). Here statements run on the calling thread, on
//! `rusqlite` connections to the same file, with prepared statements kept per connection. Both
//! plug into sea-orm as proxy connections, so the domain's queries stay written once, with the
//! same entities, on both databases; sqlx only migrates the file at start.
//!
//! - The [`Reader`] answers `SELECT`s from a small pool of connections that cannot write
//!   (`query_only`). Each statement is its own read transaction (WAL): it sees every write
//!   committed before it started. Readers never wait for the writer. A statement that writes
//!   sent to it outside a write transaction (tests do) runs on the writer under the gate, as a
//!   transaction of its own, and counts as a write for the caches.
//! - The [`Writer`] is the one connection that writes, used only under [`super::Db`]'s write
//!   gate: a write transaction is `BEGIN IMMEDIATE` … `COMMIT` on it. sea-orm's proxy hooks for
//!   begin and commit cannot fail, so the writer keeps the error of a failed one for
//!   [`super::Db`] to report ([`Writer::check`]): an unacknowledged commit is never
//!   reported as done.
//! - The writer never checkpoints the WAL in the middle of a commit (that copies pages and
//!   syncs, milliseconds on an async thread): a thread of its own checkpoints it (`PASSIVE`,
//!   which waits for nobody) four times a second; only when the log has grown to 64 MB, which
//!   transactions without a pause would otherwise grow for ever, does the writer empty it
//!   before its next transaction (`TRUNCATE`).
//! - Values come back typed as the entities declare their columns (sea-orm converts strictly:
//!   an `i32` field wants `Value::Int`), found by the origin table and column SQLite reports for
//!   each result column; computed columns are typed by what SQLite stored.
//! - A row reaches sea-orm as a map by column name (its `ProxyRow`), so a tuple read by
//!   position (`into_tuple` of several columns) sees the columns **sorted by name**, not in
//!   the order selected: select them in that order (`id`, `name_key`), or read whole rows.
//!   PostgreSQL keeps the selected order, so only SQLite's tests catch a mistake.
//! - A statement runs on the async thread that asks: the hot reads take tens of microseconds,
//!   less than a hand-off to another thread would.

use chrono::{DateTime, NaiveDateTime, Utc};
use rusqlite::types::ValueRef;
use sea_orm::sea_query::Value;
use sea_orm::{ColumnTrait, ColumnType, DatabaseConnection, DbErr, IdenStatic, Iterable, ProxyDatabaseTrait, ProxyExecResult, ProxyRow, Statement};
use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex, PoisonError};

/// The base-10 logarithm in SQL, as PostgreSQL names it; the writer defines it for SQLite,
/// whose bundled build has no math functions.
pub const LOG10: &str = "log10";

/// Prepared statements kept per connection.
const STATEMENT_CACHE: usize = 256;
/// Idle connections kept (more are opened under a burst and closed after it).
const IDLE_CONNECTIONS: usize = 8;
/// The most SQLite should hold in this process, in bytes, its connections' page caches
/// together (`PRAGMA soft_heap_limit`: past it, a connection reuses the least recently used
/// pages of any cache rather than growing its own). Each connection's own limit, 2 MiB, let
/// nine of them hold 13 MB at the peak of `make bench-soak` (docs/performance.md, session 34).
const SOFT_HEAP_LIMIT: i64 = 8 << 20;

/// How a column's value is handed to sea-orm.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Int,
    BigInt,
    Bool,
    Double,
    Text,
    Time,
    Json,
}

type Kinds = HashMap<(String, String), Kind>;

/// The connections that read (`query_only`), shared by the [`Reader`] and [`super::Db`]'s
/// direct reads ([`Pool::models`]).
pub struct Pool {
    /// What SQLite opens: a path, or a `file:` URI.
    name: String,
    idle: Mutex<Vec<rusqlite::Connection>>,
    /// Connections reading now (for `/metrics`).
    busy: std::sync::atomic::AtomicUsize,
}

impl std::fmt::Debug for Pool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pool").field("name", &self.name).finish_non_exhaustive()
    }
}

impl Pool {
    fn take(&self) -> Result<rusqlite::Connection, DbErr> {
        let idle = self.idle.lock().unwrap_or_else(PoisonError::into_inner).pop();
        match idle {
            Some(conn) => Ok(conn),
            None => open(&self.name, true),
        }
    }

    fn give_back(&self, conn: rusqlite::Connection) {
        let mut idle = self.idle.lock().unwrap_or_else(PoisonError::into_inner);
        if idle.len() < IDLE_CONNECTIONS {
            idle.push(conn);
        }
    }

    /// Runs `read` on a connection of the pool.
    fn with<T>(&self, read: impl FnOnce(&rusqlite::Connection) -> Result<T, DbErr>) -> Result<T, DbErr> {
        use std::sync::atomic::Ordering;
        let conn = self.take()?;
        self.busy.fetch_add(1, Ordering::Relaxed);
        let result = read(&conn);
        self.busy.fetch_sub(1, Ordering::Relaxed);
        self.give_back(conn);
        result
    }

    /// Connections reading now, and idle ones kept open.
    pub(super) fn counts(&self) -> (usize, usize) {
        let idle = self.idle.lock().unwrap_or_else(PoisonError::into_inner).len();
        (self.busy.load(std::sync::atomic::Ordering::Relaxed), idle)
    }

    /// The models a `SELECT` of every column of `E` (as `E::find()` builds it) returns, made
    /// straight from SQLite's rows: no row map by column name in between (the proxy's
    /// [`ProxyRow`]), each value converted once. The statement's columns must be the entity's,
    /// in the entity's order (checked).
    pub fn models<E>(&self, statement: &Statement) -> Result<Vec<E::Model>, DbErr>
    where
        E: sea_orm::EntityTrait,
        E::ActiveModel: sea_orm::TryIntoModel<E::Model>,
    {
        Ok(self.models_with_texts::<E>(statement, 0)?.into_iter().map(|(model, _)| model).collect())
    }

    /// The first column of each row, a number (a `SELECT` of ids).
    pub fn ids(&self, statement: &Statement) -> Result<Vec<i64>, DbErr> {
        self.with(|conn| {
            let mut prepared = prepare(conn, statement)?;
            each_row(&mut prepared, |row| row.get::<_, i64>(0).map_err(error))
        })
    }

    /// What `make` makes of each row of `statement` (a `SELECT` of chosen columns, read by
    /// their position; see [`FromSqliteRow`]).
    pub fn rows<T: FromSqliteRow>(&self, statement: &Statement) -> Result<Vec<T>, DbErr> {
        self.with(|conn| {
            let mut prepared = prepare(conn, statement)?;
            if !selects(&prepared, T::COLUMNS.len(), T::COLUMNS.iter().copied()) {
                return Err(DbErr::Custom(format!("not the columns {:?} in their order: {}", T::COLUMNS, statement.sql)));
            }
            each_row(&mut prepared, |row| T::from_row(row, 0).map_err(error))
        })
    }

    /// As [`Pool::models`], for a statement whose entity columns are followed by the columns
    /// of an `X` (a joined row's), each read beside its model.
    pub fn models_with<E, X>(&self, statement: &Statement) -> Result<Vec<(E::Model, X)>, DbErr>
    where
        E: sea_orm::EntityTrait,
        E::ActiveModel: sea_orm::TryIntoModel<E::Model>,
        X: FromSqliteRow,
    {
        use sea_orm::{ActiveModelTrait, TryIntoModel};
        let columns: Vec<(E::Column, Kind)> = E::Column::iter().map(|c| Ok((c, kind_of(&c)?))).collect::<Result<_, DbErr>>()?;
        self.with(|conn| {
            let mut prepared = prepare(conn, statement)?;
            let names = columns.iter().map(|(c, _)| c.as_str()).chain(X::COLUMNS.iter().copied());
            if !selects(&prepared, columns.len() + X::COLUMNS.len(), names) {
                return Err(DbErr::Custom(format!("not every column of {} and then {:?}: {}", E::default().table_name(), X::COLUMNS, statement.sql)));
            }
            each_row(&mut prepared, |row| {
                let mut model = E::ActiveModel::default();
                for (i, (column, kind)) in columns.iter().enumerate() {
                    let value = typed(row.get_ref(i).map_err(error)?, Some(*kind)).map_err(|e| DbErr::Type(format!("column {}: {e}", column.as_str())))?;
                    model.try_set(*column, value)?;
                }
                let beside = X::from_row(row, columns.len()).map_err(error)?;
                Ok((model.try_into_model()?, beside))
            })
        })
    }

    /// As [`Pool::models`], for a statement whose entity columns are followed by `texts` more
    /// columns of text (a joined row's, as the list joins each post's submitter), returned
    /// beside each model in their order.
    pub fn models_with_texts<E>(&self, statement: &Statement, texts: usize) -> Result<ModelsWithTexts<E>, DbErr>
    where
        E: sea_orm::EntityTrait,
        E::ActiveModel: sea_orm::TryIntoModel<E::Model>,
    {
        use sea_orm::{ActiveModelTrait, TryIntoModel};
        let columns: Vec<(E::Column, Kind)> = E::Column::iter().map(|c| Ok((c, kind_of(&c)?))).collect::<Result<_, DbErr>>()?;
        self.with(|conn| {
            let mut prepared = prepare(conn, statement)?;
            if !selects(&prepared, columns.len() + texts, columns.iter().map(|(c, _)| c.as_str())) {
                return Err(DbErr::Custom(format!("not every column of {} in its order: {}", E::default().table_name(), statement.sql)));
            }
            each_row(&mut prepared, |row| {
                let mut model = E::ActiveModel::default();
                for (i, (column, kind)) in columns.iter().enumerate() {
                    let value = typed(row.get_ref(i).map_err(error)?, Some(*kind)).map_err(|e| DbErr::Type(format!("column {}: {e}", column.as_str())))?;
                    model.try_set(*column, value)?;
                }
                let extra = (columns.len()..columns.len() + texts).map(|i| row.get::<_, String>(i).map_err(error)).collect::<Result<Vec<_>, _>>()?;
                Ok((model.try_into_model()?, extra))
            })
        })
    }
}

/// Models, each with the text columns that followed it in its row.
pub type ModelsWithTexts<E> = Vec<(<E as sea_orm::EntityTrait>::Model, Vec<String>)>;

/// A row of chosen columns, read by position from SQLite ([`Pool::rows`]) and by name from
/// PostgreSQL (sea-orm's `FromQueryResult`): what a hot read needs, no more.
pub trait FromSqliteRow: Sized {
    /// The columns, in the order the statement selects them (checked by [`Pool::rows`]).
    const COLUMNS: &'static [&'static str];
    /// Reads the columns from position `at` on (0, or after an entity's own: [`Pool::models_with`]).
    fn from_row(row: &rusqlite::Row<'_>, at: usize) -> rusqlite::Result<Self>;
}

pub struct Reader {
    pool: Arc<Pool>,
    writer_state: Arc<Writer>,
    /// Told of a write that came through the reader (see [`Connections::on_write`]).
    on_write: Arc<std::sync::OnceLock<Box<dyn Fn() + Send + Sync>>>,
    /// (table, column) to the kind its entity declares.
    kinds: Arc<Kinds>,
    /// Taken before a statement that writes goes to the writer.
    gate: Arc<tokio::sync::Mutex<()>>,
}

/// The two connections [`connect`] makes.
pub struct Connections {
    pub reader: DatabaseConnection,
    pub writer: DatabaseConnection,
    pub writer_state: Arc<Writer>,
    /// The reader's connections, for direct reads.
    pub pool: Arc<Pool>,
    /// What to do after a write that came through the reader (outside a write transaction,
    /// as some tests write): set once the caches exist.
    pub on_write: Arc<std::sync::OnceLock<Box<dyn Fn() + Send + Sync>>>,
}

/// The reader and the writer of the SQLite database `name` (a path or a `file:` URI; created
/// when missing, put in WAL mode). `gate` is the lock every write transaction holds.
pub async fn connect(name: &str, gate: Arc<tokio::sync::Mutex<()>>) -> Result<Connections, DbErr> {
    let kinds = Arc::new(entity_kinds()?);
    let writer_state = Arc::new(Writer::open(name, kinds.clone())?);
    let writer = sea_orm::Database::connect_proxy(sea_orm::DbBackend::Sqlite, Arc::new(Box::new(SharedWriter(writer_state.clone())))).await?;
    let on_write = Arc::new(std::sync::OnceLock::new());
    // Fails now, not at the first request, when the file cannot be read.
    let first = open(name, true)?;
    let pool = Arc::new(Pool { name: name.to_owned(), idle: Mutex::new(vec![first]), busy: std::sync::atomic::AtomicUsize::new(0) });
    let reader = Reader { pool: pool.clone(), writer_state: writer_state.clone(), on_write: on_write.clone(), kinds, gate };
    let reader = sea_orm::Database::connect_proxy(sea_orm::DbBackend::Sqlite, Arc::new(Box::new(reader))).await?;
    Ok(Connections { reader, writer, writer_state, pool, on_write })
}

fn open(name: &str, read_only: bool) -> Result<rusqlite::Connection, DbErr> {
    use rusqlite::OpenFlags;
    let flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_CREATE | OpenFlags::SQLITE_OPEN_NO_MUTEX | OpenFlags::SQLITE_OPEN_URI;
    let conn = rusqlite::Connection::open_with_flags(name, flags)
        .map_err(|e| DbErr::Conn(sea_orm::RuntimeErr::Internal(format!("cannot open the SQLite database {name}: {e}"))))?;
    conn.busy_timeout(std::time::Duration::from_secs(30)).map_err(error)?;
    // The process's limit (the same for every connection; set with each, harmlessly).
    conn.query_row(&format!("PRAGMA soft_heap_limit = {SOFT_HEAP_LIMIT}"), [], |_| Ok(())).map_err(error)?;
    conn.pragma_update(None, "foreign_keys", true).map_err(error)?;
    conn.pragma_update(None, "synchronous", "NORMAL").map_err(error)?;
    // Plans must not depend on bound values: otherwise rebinding a `LIMIT ?` or `OFFSET ?`
    // expires the kept statement and SQLite parses and plans it again on every run (13 % of
    // a list request's CPU, measured with perf).
    conn.set_db_config(rusqlite::config::DbConfig::SQLITE_DBCONFIG_ENABLE_QPSG, true).map_err(error)?;
    if read_only {
        // A reader never writes, whatever it is asked.
        conn.pragma_update(None, "query_only", true).map_err(error)?;
    } else {
        // Checkpoints are the checkpointer's (see the module's documentation).
        conn.pragma_update(None, "wal_autocheckpoint", 0).map_err(error)?;
        use rusqlite::functions::FunctionFlags;
        conn.create_scalar_function(LOG10, 1, FunctionFlags::SQLITE_UTF8 | FunctionFlags::SQLITE_DETERMINISTIC, |ctx| {
            Ok(ctx.get::<Option<f64>>(0)?.map(f64::log10))
        })
        .map_err(error)?;
    }
    conn.set_prepared_statement_cache_capacity(STATEMENT_CACHE);
    Ok(conn)
}

/// The size of the write-ahead log at which the writer empties it before its next transaction
/// ([`Writer::begin_immediate`]). A `PASSIVE` checkpoint never
/// waits, so under transactions that follow each other without a pause (an import of 100,000
/// posts, one each) it never catches up with the log, which SQLite then never starts again: it
/// grew to 2.7 GB in such an import. 64 MB (the tests' own: 4 MB); the transaction that empties
/// it waits the copy out, once per 64 MB written without a pause.
const RESTART_AT_BYTES: u64 = if cfg!(test) { 4 << 20 } else { 64 << 20 };

/// The size of the write-ahead log's file `log` (0 when there is none).
fn log_size(log: Option<&std::path::Path>) -> u64 {
    log.and_then(|log| std::fs::metadata(log).ok()).map_or(0, |m| m.len())
}

/// The connection that writes.
pub struct Writer {
    conn: Mutex<rusqlite::Connection>,
    kinds: Arc<Kinds>,
    /// The failure of the last begin or commit, for [`super::Db`] to report.
    error: Mutex<Option<String>>,
    /// The write-ahead log's file (none in memory).
    log: Option<std::path::PathBuf>,
    /// When the writer last tried to empty the log and could not (a reader in the way).
    emptied_at: Mutex<Option<std::time::Instant>>,
    /// Dropped with the writer: the checkpointer then stops.
    _checkpointer: std::sync::mpsc::Sender<()>,
}

impl std::fmt::Debug for Writer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Writer").finish_non_exhaustive()
    }
}

impl Writer {
    fn open(name: &str, kinds: Arc<Kinds>) -> Result<Self, DbErr> {
        let conn = open(name, false)?;
        // Readers never wait for the writer, nor it for them.
        let mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |row| row.get(0)).map_err(error)?;
        if !mode.eq_ignore_ascii_case("wal") {
            return Err(DbErr::Custom(format!("the SQLite database {name} cannot use a write-ahead log (journal mode {mode})")));
        }
        let (stop, stopped) = std::sync::mpsc::channel::<()>();
        let checkpoints = open(name, false)?;
        let log = conn.path().filter(|p| !p.is_empty()).map(|p| std::path::PathBuf::from(format!("{p}-wal")));
        let watched = log.clone();
        std::thread::Builder::new()
            .name("sqlite-checkpoint".to_owned())
            .spawn(move || {
                while let Err(std::sync::mpsc::RecvTimeoutError::Timeout) = stopped.recv_timeout(std::time::Duration::from_millis(250)) {
                    // A log that large is the writer's to empty: a checkpoint here would make its
                    // own find the log busy.
                    if log_size(watched.as_deref()) >= RESTART_AT_BYTES {
                        continue;
                    }
                    if let Err(error) = checkpoints.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(())) {
                        tracing::warn!(%error, "checkpointing the SQLite WAL failed");
                    }
                }
            })
            .map_err(|e| DbErr::Custom(format!("cannot start the checkpointer: {e}")))?;
        Ok(Self { conn: Mutex::new(conn), kinds, error: Mutex::new(None), log, emptied_at: Mutex::new(None), _checkpointer: stop })
    }

    /// `BEGIN IMMEDIATE`, the log emptied first when it has grown to [`RESTART_AT_BYTES`] (a
    /// `TRUNCATE` checkpoint between two transactions, so that nothing is appended while it
    /// copies; a reader in its way for more than 200 ms leaves it to a transaction a second
    /// later). Looking is one `stat` of the log's file.
    fn begin_immediate(&self) -> rusqlite::Result<()> {
        let conn = self.conn();
        if log_size(self.log.as_deref()) >= RESTART_AT_BYTES {
            let mut tried = self.emptied_at.lock().unwrap_or_else(PoisonError::into_inner);
            if tried.is_none_or(|at| at.elapsed() >= std::time::Duration::from_secs(1)) {
                let started = std::time::Instant::now();
                conn.busy_timeout(std::time::Duration::from_millis(200))?;
                let emptied = conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |row| row.get::<_, i64>(0));
                conn.busy_timeout(std::time::Duration::from_secs(30))?;
                // (1 in the first column: it could not finish.) Refused at once, the checkpointer
                // was at work: the next transaction tries again. After waiting for a reader: a
                // second later, so that no transaction waits on it twice in a row.
                let waited = started.elapsed() >= std::time::Duration::from_millis(100);
                *tried = match emptied {
                    Ok(0) => None,
                    _ if waited => Some(std::time::Instant::now()),
                    _ => None,
                };
            }
        }
        conn.execute_batch("BEGIN IMMEDIATE")
    }

    fn conn(&self) -> std::sync::MutexGuard<'_, rusqlite::Connection> {
        self.conn.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// SQLite's `data_version` on the connection that writes: it changes when another
    /// connection (another process) commits, not when this one does.
    pub fn data_version(&self) -> Option<i64> {
        let conn = self.conn();
        let mut statement = conn.prepare_cached("PRAGMA data_version").ok()?;
        statement.query_row([], |row| row.get(0)).ok()
    }

    /// The failure of the last begin or commit, as `what` failed (then nothing of it was
    /// written); `Ok` when both went through.
    pub fn check(&self, what: &str) -> Result<(), DbErr> {
        match self.error.lock().unwrap_or_else(PoisonError::into_inner).take() {
            Some(error) => Err(DbErr::Custom(format!("{what}: {error}"))),
            None => Ok(()),
        }
    }

    fn query(&self, statement: &Statement) -> Result<Vec<ProxyRow>, DbErr> {
        run(&self.conn(), statement, &self.kinds)
    }

    fn execute(&self, statement: &Statement) -> Result<ProxyExecResult, DbErr> {
        let conn = self.conn();
        let mut prepared = prepare(&conn, statement)?;
        let rows = prepared.raw_execute().map_err(error)?;
        Ok(ProxyExecResult { last_insert_id: u64::try_from(conn.last_insert_rowid()).unwrap_or_default(), rows_affected: rows as u64 })
    }

    /// Ends the open transaction, if any, without writing it.
    fn roll_back(&self) {
        let conn = self.conn();
        if !conn.is_autocommit() {
            let _ = conn.execute_batch("ROLLBACK");
        }
    }

    fn note(&self, what: &str, result: rusqlite::Result<()>) {
        if let Err(e) = result {
            *self.error.lock().unwrap_or_else(PoisonError::into_inner) = Some(format!("{what}: {e}"));
        }
    }
}

/// The writer as sea-orm's proxy (the state stays with [`super::Db`] too).
#[derive(Debug)]
struct SharedWriter(Arc<Writer>);

#[async_trait::async_trait]
impl ProxyDatabaseTrait for SharedWriter {
    async fn query(&self, statement: Statement) -> Result<Vec<ProxyRow>, DbErr> {
        self.0.query(&statement)
    }

    async fn execute(&self, statement: Statement) -> Result<ProxyExecResult, DbErr> {
        self.0.execute(&statement)
    }

    async fn begin(&self) {
        let result = self.0.begin_immediate();
        self.0.note("BEGIN", result);
    }

    async fn commit(&self) {
        let conn = self.0.conn();
        let result = conn.execute_batch("COMMIT");
        if result.is_err() && !conn.is_autocommit() {
            let _ = conn.execute_batch("ROLLBACK");
        }
        self.0.note("COMMIT", result);
    }

    async fn rollback(&self) {
        self.0.roll_back();
    }

    fn start_rollback(&self) {
        self.0.roll_back();
    }

    async fn ping(&self) -> Result<(), DbErr> {
        self.0.conn().query_row("SELECT 1", [], |_| Ok(())).map_err(error)
    }
}

impl std::fmt::Debug for Reader {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Reader").field("pool", &self.pool).finish_non_exhaustive()
    }
}

impl Reader {
    /// Runs a statement that writes on the writer, as a transaction of its own: under the
    /// gate, so not in the middle of someone else's; then the caches hear of it.
    async fn on_writer<T>(&self, write: impl FnOnce(&Writer) -> Result<T, DbErr>) -> Result<T, DbErr> {
        let result = {
            let _gate = self.gate.lock().await;
            write(&self.writer_state)
        };
        if let Some(on_write) = self.on_write.get() {
            on_write();
        }
        result
    }

    fn select(&self, statement: &Statement) -> Result<Vec<ProxyRow>, DbErr> {
        self.pool.with(|conn| run(conn, statement, &self.kinds))
    }
}

#[async_trait::async_trait]
impl ProxyDatabaseTrait for Reader {
    async fn query(&self, statement: Statement) -> Result<Vec<ProxyRow>, DbErr> {
        if is_read(&statement.sql) {
            return self.select(&statement);
        }
        // A statement that writes (`INSERT … RETURNING`) outside a write transaction.
        self.on_writer(|writer| writer.query(&statement)).await
    }

    async fn execute(&self, statement: Statement) -> Result<ProxyExecResult, DbErr> {
        self.on_writer(|writer| writer.execute(&statement)).await
    }

    async fn ping(&self) -> Result<(), DbErr> {
        self.select(&Statement::from_string(sea_orm::DbBackend::Sqlite, "SELECT 1")).map(drop)
    }
}

fn is_read(sql: &str) -> bool {
    let start = sql.trim_start().get(..6).unwrap_or_default();
    start.eq_ignore_ascii_case("select") || start.get(..4).is_some_and(|s| s.eq_ignore_ascii_case("with"))
}

/// How a unique index's refusal reads (see [`is_unique_violation`]).
const UNIQUE_VIOLATION: &str = "SQLite refused a duplicate (unique constraint)";

fn error(e: rusqlite::Error) -> DbErr {
    use rusqlite::ffi;
    match &e {
        rusqlite::Error::SqliteFailure(failure, _) if matches!(failure.extended_code, ffi::SQLITE_CONSTRAINT_UNIQUE | ffi::SQLITE_CONSTRAINT_PRIMARYKEY) => {
            DbErr::Exec(sea_orm::RuntimeErr::Internal(format!("{UNIQUE_VIOLATION}: {e}")))
        }
        _ => DbErr::Custom(format!("SQLite: {e}")),
    }
}

/// What a bound text holding U+0000 is refused with (see [`super::is_nul_in_text`]).
pub const NUL_IN_TEXT: &str = "text holds the NUL character (U+0000)";

/// Whether `error` is a unique index refusing a row (the proxies' errors carry no sqlx error
/// for sea-orm's `sql_err` to read).
pub(crate) fn is_unique_violation(error: &DbErr) -> bool {
    matches!(error, DbErr::Exec(sea_orm::RuntimeErr::Internal(message)) if message.starts_with(UNIQUE_VIOLATION))
}

fn prepare<'c>(conn: &'c rusqlite::Connection, statement: &Statement) -> Result<rusqlite::CachedStatement<'c>, DbErr> {
    let mut prepared = conn
        .prepare_cached(&statement.sql)
        .map_err(|e| DbErr::Query(sea_orm::RuntimeErr::Internal(format!("{e}: {}", statement.sql))))?;
    if let Some(values) = &statement.values {
        for (i, value) in values.0.iter().enumerate() {
            prepared.raw_bind_parameter(i + 1, bound(value)?).map_err(error)?;
        }
    }
    Ok(prepared)
}

fn run(conn: &rusqlite::Connection, statement: &Statement, kinds: &Kinds) -> Result<Vec<ProxyRow>, DbErr> {
    let mut prepared = prepare(conn, statement)?;
    // `RETURNING` columns have no origin: they are the written table's.
    let written = written_table(&statement.sql);
    // The name and kind of each result column, looked up once per statement.
    let columns: Vec<(String, Option<Kind>)> = prepared
        .columns_with_metadata()
        .into_iter()
        .map(|c| {
            let kind = match (c.table_name(), c.origin_name(), &written) {
                (Some(table), Some(column), _) => kinds.get(&(table.to_owned(), column.to_owned())).copied(),
                (_, _, Some(table)) => kinds.get(&(table.clone(), c.name().to_owned())).copied(),
                _ => None,
            };
            (c.name().to_owned(), kind)
        })
        .collect();
    each_row(&mut prepared, |row| {
        let mut values = BTreeMap::new();
        for (i, (name, kind)) in columns.iter().enumerate() {
            let value = row.get_ref(i).map_err(error)?;
            values.insert(name.clone(), typed(value, *kind).map_err(|e| DbErr::Type(format!("column {name}: {e}")))?);
        }
        Ok(ProxyRow { values })
    })
}

/// What `make` makes of each row `prepared` returns, in their order.
fn each_row<T>(prepared: &mut rusqlite::CachedStatement<'_>, mut make: impl FnMut(&rusqlite::Row<'_>) -> Result<T, DbErr>) -> Result<Vec<T>, DbErr> {
    let mut rows = prepared.raw_query();
    let mut out = Vec::new();
    while let Some(row) = rows.next().map_err(error)? {
        out.push(make(row)?);
    }
    Ok(out)
}

/// Whether `prepared` returns `count` columns, the first of them named `names` in their order.
fn selects<'n>(prepared: &rusqlite::Statement<'_>, count: usize, names: impl IntoIterator<Item = &'n str>) -> bool {
    prepared.column_count() == count && names.into_iter().enumerate().all(|(i, name)| prepared.column_name(i).is_ok_and(|c| c == name))
}

/// The table an `INSERT INTO`, `UPDATE` or `DELETE FROM` statement writes.
fn written_table(sql: &str) -> Option<String> {
    let sql = sql.trim_start();
    let rest = ["INSERT INTO ", "UPDATE ", "DELETE FROM "]
        .iter()
        .find_map(|verb| sql.get(..verb.len()).filter(|s| s.eq_ignore_ascii_case(verb)).map(|_| &sql[verb.len()..]))?;
    let name = rest.trim_start().split([' ', '(']).next()?;
    Some(name.trim_matches('"').to_owned())
}

/// A parameter as sqlx would have bound it (the same text for times, so that comparisons
/// with stored values agree).
fn bound(value: &Value) -> Result<rusqlite::types::Value, DbErr> {
    use rusqlite::types::Value as Sql;
    fn or_null<T>(value: &Option<T>, f: impl FnOnce(&T) -> Sql) -> Sql {
        value.as_ref().map_or(Sql::Null, f)
    }
    Ok(match value {
        Value::Bool(v) => or_null(v, |v| Sql::Integer(i64::from(*v))),
        Value::TinyInt(v) => or_null(v, |v| Sql::Integer(i64::from(*v))),
        Value::SmallInt(v) => or_null(v, |v| Sql::Integer(i64::from(*v))),
        Value::Int(v) => or_null(v, |v| Sql::Integer(i64::from(*v))),
        Value::BigInt(v) => or_null(v, |v| Sql::Integer(*v)),
        Value::TinyUnsigned(v) => or_null(v, |v| Sql::Integer(i64::from(*v))),
        Value::SmallUnsigned(v) => or_null(v, |v| Sql::Integer(i64::from(*v))),
        Value::Unsigned(v) => or_null(v, |v| Sql::Integer(i64::from(*v))),
        Value::BigUnsigned(Some(v)) => Sql::Integer(i64::try_from(*v).map_err(|_| DbErr::Type(format!("{v} is too large for SQLite")))?),
        Value::BigUnsigned(None) => Sql::Null,
        Value::Float(v) => or_null(v, |v| Sql::Real(f64::from(*v))),
        Value::Double(v) => or_null(v, |v| Sql::Real(*v)),
        // PostgreSQL refuses text holding U+0000; SQLite would keep it. Both refuse it here.
        Value::String(Some(v)) if v.contains('\0') => return Err(DbErr::Custom(NUL_IN_TEXT.to_owned())),
        Value::String(v) => or_null(v, |v| Sql::Text(v.clone())),
        Value::Char(v) => or_null(v, |v| Sql::Text(v.to_string())),
        Value::Bytes(v) => or_null(v, |v| Sql::Blob(v.clone())),
        Value::Json(v) => or_null(v, |v| Sql::Text(v.to_string())),
        Value::ChronoDateTimeUtc(v) => or_null(v, |v| Sql::Text(v.to_rfc3339_opts(chrono::SecondsFormat::AutoSi, false))),
        Value::ChronoDateTimeWithTimeZone(v) => or_null(v, |v| Sql::Text(v.to_rfc3339_opts(chrono::SecondsFormat::AutoSi, false))),
        Value::ChronoDateTime(v) => or_null(v, |v| Sql::Text(v.format("%F %T%.f").to_string())),
        Value::ChronoDate(v) => or_null(v, |v| Sql::Text(v.format("%F").to_string())),
        Value::ChronoTime(v) => or_null(v, |v| Sql::Text(v.format("%T%.f").to_string())),
        other => return Err(DbErr::Type(format!("the SQLite reader cannot bind {other:?}"))),
    })
}

/// A stored value as the kind of its column (or, for a computed column, as stored).
fn typed(value: ValueRef<'_>, kind: Option<Kind>) -> Result<Value, String> {
    let text = |bytes: &[u8]| std::str::from_utf8(bytes).map(str::to_owned).map_err(|e| e.to_string());
    Ok(match (kind, value) {
        (Some(Kind::Int), ValueRef::Null) => Value::Int(None),
        (Some(Kind::Int), ValueRef::Integer(i)) => Value::Int(Some(i32::try_from(i).map_err(|e| e.to_string())?)),
        (Some(Kind::BigInt), ValueRef::Null) => Value::BigInt(None),
        (Some(Kind::BigInt), ValueRef::Integer(i)) => Value::BigInt(Some(i)),
        (Some(Kind::Bool), ValueRef::Null) => Value::Bool(None),
        (Some(Kind::Bool), ValueRef::Integer(i)) => Value::Bool(Some(i != 0)),
        (Some(Kind::Double), ValueRef::Null) => Value::Double(None),
        (Some(Kind::Double), ValueRef::Real(f)) => Value::Double(Some(f)),
        (Some(Kind::Double), ValueRef::Integer(i)) => Value::Double(Some(i as f64)),
        (Some(Kind::Text), ValueRef::Null) => Value::String(None),
        (Some(Kind::Text), ValueRef::Text(t)) => Value::String(Some(text(t)?)),
        (Some(Kind::Time), ValueRef::Null) => Value::ChronoDateTimeUtc(None),
        (Some(Kind::Time), ValueRef::Text(t)) => Value::ChronoDateTimeUtc(Some(parse_time(&text(t)?)?)),
        (Some(Kind::Time), ValueRef::Integer(i)) => Value::ChronoDateTimeUtc(Some(DateTime::from_timestamp(i, 0).ok_or_else(|| format!("{i} is no time"))?)),
        (Some(Kind::Json), ValueRef::Null) => Value::Json(None),
        (Some(Kind::Json), ValueRef::Text(t)) => Value::Json(Some(Box::new(serde_json::from_slice(t).map_err(|e| e.to_string())?))),
        // Computed columns: as stored.
        (None, ValueRef::Null) => Value::BigInt(None),
        (None, ValueRef::Integer(i)) => Value::BigInt(Some(i)),
        (None, ValueRef::Real(f)) => Value::Double(Some(f)),
        (None, ValueRef::Text(t)) => Value::String(Some(text(t)?)),
        (None, ValueRef::Blob(b)) => Value::Bytes(Some(b.to_vec())),
        (Some(kind), value) => return Err(format!("a {kind:?} column holds {:?}", value.data_type())),
    })
}

/// A time as sqlx stores it (RFC 3339) or reads it (also `YYYY-MM-DD HH:MM:SS[.f]`, UTC).
fn parse_time(text: &str) -> Result<DateTime<Utc>, String> {
    if let Ok(time) = DateTime::parse_from_rfc3339(text) {
        return Ok(time.with_timezone(&Utc));
    }
    for format in ["%F %T%.f%:z", "%F %T%.f%#z"] {
        if let Ok(time) = DateTime::parse_from_str(text, format) {
            return Ok(time.with_timezone(&Utc));
        }
    }
    for format in ["%F %T%.f", "%FT%T%.f"] {
        if let Ok(time) = NaiveDateTime::parse_from_str(text, format) {
            return Ok(time.and_utc());
        }
    }
    Err(format!("{text:?} is no time"))
}

/// Every entity's columns with the kind their values take.
fn entity_kinds() -> Result<HashMap<(String, String), Kind>, DbErr> {
    use crate::entities::*;
    let mut kinds = HashMap::new();
    add::<access_token::Entity>(&mut kinds)?;
    add::<attachment::Entity>(&mut kinds)?;
    add::<audit_event::Entity>(&mut kinds)?;
    add::<bucket::Entity>(&mut kinds)?;
    add::<changelog_entry::Entity>(&mut kinds)?;
    add::<changelog_post::Entity>(&mut kinds)?;
    add::<comment::Entity>(&mut kinds)?;
    add::<company::Entity>(&mut kinds)?;
    add::<customer_label::Entity>(&mut kinds)?;
    add::<held_vote::Entity>(&mut kinds)?;
    add::<import_link::Entity>(&mut kinds)?;
    add::<import_run::Entity>(&mut kinds)?;
    add::<issue_link::Entity>(&mut kinds)?;
    add::<mail_delivery::Entity>(&mut kinds)?;
    add::<mail_digest_item::Entity>(&mut kinds)?;
    add::<notification_preference::Entity>(&mut kinds)?;
    add::<organization::Entity>(&mut kinds)?;
    add::<outbox_event::Entity>(&mut kinds)?;
    add::<post::Entity>(&mut kinds)?;
    add::<post_company::Entity>(&mut kinds)?;
    add::<post_count::Entity>(&mut kinds)?;
    add::<post_merge::Entity>(&mut kinds)?;
    add::<post_value::Entity>(&mut kinds)?;
    add::<oidc_identity::Entity>(&mut kinds)?;
    add::<oidc_login::Entity>(&mut kinds)?;
    add::<oidc_provider::Entity>(&mut kinds)?;
    add::<post_slug::Entity>(&mut kinds)?;
    add::<post_subscription::Entity>(&mut kinds)?;
    add::<post_tag::Entity>(&mut kinds)?;
    add::<recovery_code::Entity>(&mut kinds)?;
    add::<roadmap::Entity>(&mut kinds)?;
    add::<server_secret::Entity>(&mut kinds)?;
    add::<session::Entity>(&mut kinds)?;
    add::<sign_in_link::Entity>(&mut kinds)?;
    add::<status::Entity>(&mut kinds)?;
    add::<tag::Entity>(&mut kinds)?;
    add::<team_member::Entity>(&mut kinds)?;
    add::<tracker::Entity>(&mut kinds)?;
    add::<tracker_delivery::Entity>(&mut kinds)?;
    add::<typed_hold::Entity>(&mut kinds)?;
    add::<user::Entity>(&mut kinds)?;
    add::<user_totp::Entity>(&mut kinds)?;
    add::<vote::Entity>(&mut kinds)?;
    add::<webhook::Entity>(&mut kinds)?;
    add::<webhook_attempt::Entity>(&mut kinds)?;
    add::<webhook_delivery::Entity>(&mut kinds)?;
    add::<widget_origin::Entity>(&mut kinds)?;
    Ok(kinds)
}

fn add<E: sea_orm::EntityTrait>(kinds: &mut HashMap<(String, String), Kind>) -> Result<(), DbErr> {
    let table = E::default().table_name().to_owned();
    for column in E::Column::iter() {
        kinds.insert((table.clone(), column.as_str().to_owned()), kind_of(&column)?);
    }
    Ok(())
}

/// The kind of value `column` takes, by the type its entity declares.
fn kind_of<C: ColumnTrait>(column: &C) -> Result<Kind, DbErr> {
    Ok(match column.def().get_column_type() {
        ColumnType::Integer | ColumnType::SmallInteger | ColumnType::TinyInteger => Kind::Int,
        ColumnType::BigInteger => Kind::BigInt,
        ColumnType::Boolean => Kind::Bool,
        ColumnType::Double | ColumnType::Float => Kind::Double,
        ColumnType::String(_) | ColumnType::Text | ColumnType::Char(_) => Kind::Text,
        ColumnType::TimestampWithTimeZone | ColumnType::Timestamp | ColumnType::DateTime => Kind::Time,
        ColumnType::Json | ColumnType::JsonBinary => Kind::Json,
        other => return Err(DbErr::Custom(format!("the SQLite reader has no kind for {}::{} ({other:?})", std::any::type_name::<C>(), column.as_str()))),
    })
}

/// The bytes SQLite holds now in this process (page caches, schemas, prepared statements),
/// and the most it has held.
pub fn memory() -> (u64, u64) {
    // SAFETY: both only read SQLite's own counters (`SQLITE_DEFAULT_MEMSTATUS` is on in the
    // bundled build); the highwater is not reset.
    let (used, highest) = unsafe { (rusqlite::ffi::sqlite3_memory_used(), rusqlite::ffi::sqlite3_memory_highwater(0)) };
    (u64::try_from(used).unwrap_or_default(), u64::try_from(highest).unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_connection_keeps_sqlite_within_the_process_limit() {
        let path = std::env::temp_dir().join(format!("upboard-limit-{}.db", std::process::id()));
        let name = path.to_string_lossy().into_owned();
        for read_only in [false, true] {
            let conn = open(&name, read_only).unwrap();
            let limit: i64 = conn.query_row("PRAGMA soft_heap_limit", [], |row| row.get(0)).unwrap();
            assert_eq!(limit, SOFT_HEAP_LIMIT, "read only: {read_only}");
        }
        let _ = std::fs::remove_file(path);
    }

    #[tokio::test]
    async fn the_log_stays_bounded_however_busy_the_writer_is() {
        use sea_orm::ProxyDatabaseTrait;
        let path = std::env::temp_dir().join(format!("upboard-wal-{}.db", std::process::id()));
        let name = path.to_string_lossy().into_owned();
        let wal = std::path::PathBuf::from(format!("{name}-wal"));
        let writer = SharedWriter(Arc::new(Writer::open(&name, Arc::new(entity_kinds().unwrap())).unwrap()));
        writer.0.conn().execute_batch("CREATE TABLE IF NOT EXISTS blobs (b BLOB)").unwrap();
        // 256 MB in transactions back to back, never a pause for a passive checkpoint to catch
        // up: without the writer emptying it, the log keeps nearly all of it (394 MB seen).
        let mut largest = 0;
        for _ in 0..16_384 {
            writer.begin().await;
            writer.0.conn().execute("INSERT INTO blobs VALUES (zeroblob(16384))", []).unwrap();
            writer.commit().await;
            largest = largest.max(std::fs::metadata(&wal).map(|m| m.len()).unwrap_or(0));
        }
        drop(writer);
        for file in [path.clone(), wal, std::path::PathBuf::from(format!("{name}-shm"))] {
            let _ = std::fs::remove_file(file);
        }
        // The limit, and what arrives while a passive checkpoint begun just below it finishes
        // (the writer's truncate is refused meanwhile): 6 to 7 MB seen, at 150 MB written a second.
        assert!(largest < 8 * RESTART_AT_BYTES, "the log reached {} MB", largest >> 20);
    }

    #[test]
    fn every_entity_column_has_a_kind() {
        let kinds = entity_kinds().unwrap();
        assert_eq!(kinds.get(&("post_counts".to_owned(), "votes_count".to_owned())), Some(&Kind::Int));
        assert_eq!(kinds.get(&("posts".to_owned(), "id".to_owned())), Some(&Kind::BigInt));
        assert_eq!(kinds.get(&("posts".to_owned(), "created_at".to_owned())), Some(&Kind::Time));
    }

    /// Every table the migrations make is an entity's, listed here, but for those the store
    /// and the domain read by hand (a table left out reads its times as text, and sea-orm
    /// refuses its rows: the personal access tokens' did).
    #[test]
    fn every_table_of_the_schema_has_its_kinds() {
        let path = std::env::temp_dir().join(format!("upboard-kinds-{}.db", std::process::id()));
        let name = path.to_string_lossy().into_owned();
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        runtime.block_on(async {
            let db = crate::store::Db::connect(&format!("sqlite://{name}?mode=rwc")).await.unwrap();
            db.conn().clone().close().await.ok();
        });
        let conn = open(&name, true).unwrap();
        let mut statement = conn.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").unwrap();
        let tables: Vec<String> = statement.query_map([], |row| row.get(0)).unwrap().map(Result::unwrap).collect();
        let kinds = entity_kinds().unwrap();
        let by_hand = ["seaql_migrations", "search_log", "schedules", "window_counts", "large_notices", "rate_limits"];
        let missing: Vec<&String> = tables.iter().filter(|t| !by_hand.contains(&t.as_str()) && !kinds.keys().any(|(table, _)| table == *t)).collect();
        assert!(missing.is_empty(), "tables without their kinds: {missing:?}");
        drop(statement);
        drop(conn);
        let _ = std::fs::remove_file(path);
    }

    #[test]
    fn times_read_as_sqlx_writes_them() {
        let t = Utc::now();
        let written = t.to_rfc3339_opts(chrono::SecondsFormat::AutoSi, false);
        assert_eq!(parse_time(&written).unwrap(), t);
        assert_eq!(parse_time("2026-11-23 10:00:00").unwrap().to_rfc3339(), "2026-11-23T10:00:00+00:00");
        assert!(parse_time("yesterday").is_err());
    }

    #[test]
    fn returned_columns_are_the_written_table_s() {
        assert_eq!(written_table(r#"UPDATE "posts" SET "votes_count" = 1 RETURNING "id""#).as_deref(), Some("posts"));
        assert_eq!(written_table(r#"INSERT INTO "votes" ("post_id") VALUES (1) RETURNING "id""#).as_deref(), Some("votes"));
        assert_eq!(written_table(r#"delete from "tags" where 1 returning *"#).as_deref(), Some("tags"));
        assert_eq!(written_table("SELECT 1"), None);
    }

    #[test]
    fn only_reads_reach_the_reader() {
        assert!(is_read("SELECT 1"));
        assert!(is_read("  with x as (select 1) select * from x"));
        assert!(!is_read("INSERT INTO posts DEFAULT VALUES RETURNING id"));
        assert!(!is_read("UPDATE posts SET hidden = 1"));
    }
}
