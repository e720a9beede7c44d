//! PostgreSQL's read connections, pooled here rather than by sqlx, and [`Reader`]: what
//! [`super::Db::conn`] reads through on either database.
//!
//! sqlx's pool pings every connection as it comes back (sqlx-core 0.9, `return_to_pool`: a
//! `Sync` and its `ReadyForQuery`), to find those a cancelled statement left halfway. For a
//! read of one statement that is a second round trip to PostgreSQL, and it holds the
//! connection out of the pool until the answer is back: `strace` counted two `sendto` per
//! request of one post (docs/performance.md, session 41). This pool knows instead whether a
//! connection finished its statement: one whose statement was cancelled (its request went
//! away) or failed on the way is closed, never reused; one that finished goes back as it is.
//! A connection idle for [`PING_IF_IDLE_FOR`] is pinged before it is used again (a restart
//! or a proxy may have dropped it), one idle for [`IDLE_TIMEOUT`] closed.

use sea_orm::sqlx::postgres::{PgConnectOptions, PgConnection};
use sea_orm::sqlx::{self, Connection, Executor};
use sea_orm::{ConnectionTrait, DatabaseConnection, DbBackend, DbErr, ExecResult, QueryResult, RuntimeErr, Statement};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};
use tokio::sync::{Semaphore, SemaphorePermit};

/// A connection idle this long is pinged before it is used again.
pub(super) const PING_IF_IDLE_FOR: Duration = Duration::from_secs(1);
/// A connection idle this long is closed (sqlx's pool does the same after ten minutes).
const IDLE_TIMEOUT: Duration = Duration::from_secs(600);
/// How long a read waits for a connection before it fails (as the pools' `acquire_timeout`).
const ACQUIRE_TIMEOUT: Duration = Duration::from_secs(30);

/// At most `max` connections to one PostgreSQL database, opened when needed.
#[derive(Debug)]
pub struct PgReads {
    options: PgConnectOptions,
    /// The idle connections, the most recently used last (taken first: the others age out).
    idle: Mutex<Vec<(PgConnection, Instant)>>,
    /// One permit per connection open or being opened.
    permits: Semaphore,
    max: usize,
}

/// A connection taken from the pool. It goes back only through [`Taken::finished`]: dropped
/// otherwise (a cancelled or failed statement), it is closed.
struct Taken<'a> {
    pool: &'a PgReads,
    conn: Option<PgConnection>,
    _permit: SemaphorePermit<'a>,
}

impl Taken<'_> {
    fn conn(&mut self) -> &mut PgConnection {
        self.conn.as_mut().expect("a taken connection is held until it goes back")
    }

    /// The statement ran to its end (its result, or an error PostgreSQL answered, after which
    /// the connection is ready again): the connection goes back to the pool.
    fn finished(mut self) {
        if let Some(conn) = self.conn.take().filter(|_| !self.pool.permits.is_closed()) {
            let mut idle = self.pool.idle.lock().unwrap_or_else(PoisonError::into_inner);
            let now = Instant::now();
            // The oldest first: those idle too long are closed (dropping a connection closes
            // its socket; PostgreSQL ends the session).
            idle.retain(|(_, since)| now.duration_since(*since) < IDLE_TIMEOUT);
            idle.push((conn, now));
        }
    }
}

/// Whether a connection is ready for the next statement after `result`: an error PostgreSQL
/// answered leaves it ready; any other (the socket, the protocol) may have left it halfway.
fn reusable<T>(result: &Result<T, sqlx::Error>) -> bool {
    matches!(result, Ok(_) | Err(sqlx::Error::Database(_)))
}

impl Taken<'_> {
    /// The connection goes back after `result` when it is [`reusable`], and is closed
    /// otherwise; `result` is handed on.
    fn settle<T>(self, result: Result<T, sqlx::Error>) -> Result<T, sqlx::Error> {
        if reusable(&result) {
            self.finished();
        }
        result
    }
}

/// `statement` as sqlx runs it: prepared (and kept by the connection), its values bound as
/// sea-orm binds them.
fn prepared(statement: Statement) -> sqlx::query::Query<'static, sqlx::Postgres, sea_query_sqlx::SqlxValues> {
    let values = statement.values.unwrap_or_else(|| sea_orm::Values(Vec::new()));
    sqlx::query_with(sqlx::AssertSqlSafe(statement.sql), sea_query_sqlx::SqlxValues(values))
}

fn query_error(error: sqlx::Error) -> DbErr {
    DbErr::Query(RuntimeErr::SqlxError(error.into()))
}

fn exec_error(error: sqlx::Error) -> DbErr {
    DbErr::Exec(RuntimeErr::SqlxError(error.into()))
}

fn connection_error(error: sqlx::Error) -> DbErr {
    DbErr::Conn(RuntimeErr::SqlxError(error.into()))
}

impl PgReads {
    /// A pool for `url` (nothing is opened until a read needs it).
    pub fn new(url: &str, max: u32) -> Result<Self, DbErr> {
        let options: PgConnectOptions = url.parse().map_err(connection_error)?;
        let max = usize::try_from(max).unwrap_or(1).max(1);
        Ok(Self { options, idle: Mutex::new(Vec::new()), permits: Semaphore::new(max), max })
    }

    /// Connections reading now, and idle ones.
    pub fn counts(&self) -> (usize, usize) {
        let idle = self.idle.lock().unwrap_or_else(PoisonError::into_inner).len();
        (self.max - self.permits.available_permits(), idle)
    }

    pub fn max(&self) -> usize {
        self.max
    }

    /// A connection: an idle one (pinged first if it idled long), or a new one.
    async fn take(&self) -> Result<Taken<'_>, DbErr> {
        let permit = tokio::time::timeout(ACQUIRE_TIMEOUT, self.permits.acquire())
            .await
            .map_err(|_| DbErr::ConnectionAcquire(sea_orm::error::ConnAcquireErr::Timeout))?
            .map_err(|_| DbErr::ConnectionAcquire(sea_orm::error::ConnAcquireErr::ConnectionClosed))?;
        loop {
            let next = self.idle.lock().unwrap_or_else(PoisonError::into_inner).pop();
            match next {
                Some((mut conn, since)) => {
                    if since.elapsed() >= IDLE_TIMEOUT {
                        continue;
                    }
                    if since.elapsed() >= PING_IF_IDLE_FOR && conn.ping().await.is_err() {
                        continue;
                    }
                    return Ok(Taken { pool: self, conn: Some(conn), _permit: permit });
                }
                None => {
                    let conn = PgConnection::connect_with(&self.options).await.map_err(connection_error)?;
                    return Ok(Taken { pool: self, conn: Some(conn), _permit: permit });
                }
            }
        }
    }

    /// The rows `statement` reads (a prepared statement, kept per connection).
    pub async fn query_all(&self, statement: Statement) -> Result<Vec<QueryResult>, DbErr> {
        let mut taken = self.take().await?;
        let result = prepared(statement).fetch_all(taken.conn()).await;
        Ok(taken.settle(result).map_err(query_error)?.into_iter().map(QueryResult::from).collect())
    }

    /// The first row `statement` reads.
    pub async fn query_one(&self, statement: Statement) -> Result<Option<QueryResult>, DbErr> {
        let mut taken = self.take().await?;
        let result = prepared(statement).fetch_optional(taken.conn()).await;
        Ok(taken.settle(result).map_err(query_error)?.map(QueryResult::from))
    }

    /// Runs `statement` for what it does, not for rows.
    pub async fn execute(&self, statement: Statement) -> Result<ExecResult, DbErr> {
        let mut taken = self.take().await?;
        let result = prepared(statement).execute(taken.conn()).await;
        Ok(taken.settle(result).map_err(exec_error)?.into())
    }

    /// Runs `sql` as it is (the simple protocol: no parameters, several statements allowed).
    pub async fn execute_unprepared(&self, sql: &str) -> Result<ExecResult, DbErr> {
        let mut taken = self.take().await?;
        let result = taken.conn().execute(sqlx::raw_sql(sqlx::AssertSqlSafe(sql.to_owned()))).await;
        Ok(taken.settle(result).map_err(exec_error)?.into())
    }

    /// Closes the idle connections, and each busy one as its statement ends; every read after
    /// this fails.
    pub async fn close(&self) {
        self.permits.close();
        let idle = std::mem::take(&mut *self.idle.lock().unwrap_or_else(PoisonError::into_inner));
        for (conn, _) in idle {
            let _ = conn.close().await;
        }
    }

    /// Whether PostgreSQL answers (on a connection of the pool).
    pub async fn ping(&self) -> Result<(), DbErr> {
        let mut taken = self.take().await?;
        let result = taken.conn().ping().await;
        if result.is_ok() {
            taken.finished();
        }
        result.map_err(connection_error)
    }
}

/// What [`super::Db::conn`] reads through: PostgreSQL's read pool ([`PgReads`]), or a
/// sea-orm connection (SQLite's readers behind their proxy; the write pool for the reads of a
/// request that writes).
#[derive(Clone, Debug)]
pub enum Reader {
    Postgres(Arc<PgReads>),
    Connection(DatabaseConnection),
}

impl Reader {
    /// Whether the database answers.
    pub async fn ping(&self) -> Result<(), DbErr> {
        match self {
            Self::Postgres(pool) => pool.ping().await,
            Self::Connection(conn) => conn.ping().await,
        }
    }

    /// Closes the connections (see [`PgReads::close`]); reads after this fail.
    pub async fn close(self) -> Result<(), DbErr> {
        match self {
            Self::Postgres(pool) => {
                pool.close().await;
                Ok(())
            }
            Self::Connection(conn) => conn.close().await,
        }
    }
}

#[async_trait::async_trait]
impl ConnectionTrait for Reader {
    fn get_database_backend(&self) -> DbBackend {
        match self {
            Self::Postgres(_) => DbBackend::Postgres,
            Self::Connection(conn) => conn.get_database_backend(),
        }
    }

    async fn execute_raw(&self, statement: Statement) -> Result<ExecResult, DbErr> {
        match self {
            Self::Postgres(pool) => pool.execute(statement).await,
            Self::Connection(conn) => conn.execute_raw(statement).await,
        }
    }

    async fn execute_unprepared(&self, sql: &str) -> Result<ExecResult, DbErr> {
        match self {
            Self::Postgres(pool) => pool.execute_unprepared(sql).await,
            Self::Connection(conn) => conn.execute_unprepared(sql).await,
        }
    }

    async fn query_one_raw(&self, statement: Statement) -> Result<Option<QueryResult>, DbErr> {
        match self {
            Self::Postgres(pool) => pool.query_one(statement).await,
            Self::Connection(conn) => conn.query_one_raw(statement).await,
        }
    }

    async fn query_all_raw(&self, statement: Statement) -> Result<Vec<QueryResult>, DbErr> {
        match self {
            Self::Postgres(pool) => pool.query_all(statement).await,
            Self::Connection(conn) => conn.query_all_raw(statement).await,
        }
    }

    fn support_returning(&self) -> bool {
        match self {
            Self::Postgres(_) => true,
            Self::Connection(conn) => conn.support_returning(),
        }
    }
}

#[cfg(test)]
mod tests {
    /// On PostgreSQL (`UPBOARD_TEST_POSTGRES_URL`; `make test` skips `postgres::` tests when
    /// none answers).
    mod postgres {
        use super::super::*;

        fn url() -> String {
            crate::domain::testing::postgres_admin_url()
        }

        fn number(row: &QueryResult) -> i32 {
            row.try_get::<i32>("", "n").unwrap()
        }

        /// A connection goes back as it is after a statement that finished (no ping: the next
        /// read takes the same session), and after an error PostgreSQL answered; a statement
        /// whose read was cancelled halfway leaves its connection closed, never reused with
        /// its answer still on the way, and the next read is answered rightly.
        #[tokio::test]
        async fn finished_statements_keep_their_connection_and_cancelled_ones_close_it() {
            let reads = PgReads::new(&url(), 2).unwrap();
            let pid = |rows: Vec<QueryResult>| rows[0].try_get::<i32>("", "pid").unwrap();
            let first = pid(reads.query_all(Statement::from_string(DbBackend::Postgres, "SELECT pg_backend_pid() AS pid")).await.unwrap());
            assert_eq!(reads.counts(), (0, 1));
            let again = pid(reads.query_all(Statement::from_string(DbBackend::Postgres, "SELECT pg_backend_pid() AS pid")).await.unwrap());
            assert_eq!(first, again, "the same session, reused");

            let error = reads.query_all(Statement::from_string(DbBackend::Postgres, "SELECT 1 / 0 AS n")).await.unwrap_err();
            assert!(error.to_string().contains("division by zero"), "{error}");
            assert_eq!(reads.counts(), (0, 1), "a refused statement leaves its connection ready");
            let bound = Statement::from_sql_and_values(DbBackend::Postgres, "SELECT $1::int4 + 1 AS n", [41.into()]);
            assert_eq!(number(&reads.query_one(bound).await.unwrap().unwrap()), 42);

            let slow = reads.query_all(Statement::from_string(DbBackend::Postgres, "SELECT pg_sleep(5) IS NULL AS slept, pg_backend_pid() AS pid"));
            assert!(tokio::time::timeout(Duration::from_millis(200), slow).await.is_err(), "cancelled");
            assert_eq!(reads.counts(), (0, 0), "the cancelled statement's connection is closed");
            let after = Statement::from_string(DbBackend::Postgres, "SELECT 7 AS n");
            assert_eq!(number(&reads.query_all(after).await.unwrap()[0]), 7, "a new connection answers its own statement");
            reads.ping().await.unwrap();
            reads.close().await;
            assert_eq!(reads.counts().1, 0);
            assert!(reads.ping().await.is_err(), "closed");
        }

        /// At most `max` connections are open at once: one more read waits for a connection.
        #[tokio::test]
        async fn reads_wait_for_one_of_the_pools_connections() {
            let reads = Arc::new(PgReads::new(&url(), 1).unwrap());
            let sleeping = {
                let reads = reads.clone();
                tokio::spawn(async move { reads.execute_unprepared("SELECT pg_sleep(0.3)").await })
            };
            tokio::time::sleep(Duration::from_millis(100)).await;
            assert_eq!(reads.counts().0, 1);
            let started = Instant::now();
            reads.query_all(Statement::from_string(DbBackend::Postgres, "SELECT 1 AS n")).await.unwrap();
            assert!(started.elapsed() >= Duration::from_millis(150), "waited for the one connection");
            sleeping.await.unwrap().unwrap();
            assert_eq!(reads.counts(), (0, 1));
        }
    }
}
