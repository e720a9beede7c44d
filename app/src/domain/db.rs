//! Connecting to SQLite or PostgreSQL, migrating, and the single-writer discipline.

use sea_orm::sqlx::sqlite::{SqliteJournalMode, SqliteSynchronous};
use sea_orm::{
    ConnectOptions, Database, DatabaseConnection, DatabaseTransaction, DbBackend,
    DbErr, SqliteTransactionMode, TransactionOptions, TransactionTrait,
};
use migrations::MigratorTrait;
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
}

/// A write transaction; deref to use it as a connection, then [`WriteTxn::commit`].
pub struct WriteTxn {
    txn: DatabaseTransaction,
    _gate: Option<OwnedMutexGuard<()>>,
}

impl Deref for WriteTxn {
    type Target = DatabaseTransaction;
    fn deref(&self) -> &Self::Target {
        &self.txn
    }
}

impl WriteTxn {
    pub async fn commit(self) -> Result<(), DbErr> {
        self.txn.commit().await
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
        Ok(Self {
            write_gate: sqlite.then(|| Arc::new(Mutex::new(()))),
            conn,
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
        Ok(WriteTxn { txn, _gate: gate })
    }

    pub async fn ping(&self) -> Result<(), DbErr> {
        self.conn.ping().await
    }
}

fn create_sqlite_folder(url: &str) -> Result<(), DbErr> {
    let path = url
        .trim_start_matches("sqlite:")
        .trim_start_matches("//")
        .split('?')
        .next()
        .unwrap_or_default();
    if let Some(parent) = std::path::Path::new(path).parent()
        && !parent.as_os_str().is_empty()
    {
        std::fs::create_dir_all(parent)
            .map_err(|e| DbErr::Custom(format!("cannot create {}: {e}", parent.display())))?;
    }
    Ok(())
}
