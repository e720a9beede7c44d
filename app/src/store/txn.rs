//! Write transactions: the one writer at a time of SQLite (a gate, then `BEGIN IMMEDIATE`),
//! and what a commit tells: the read caches of this process (by the write's scope) and, on
//! PostgreSQL, the other processes (see [`super::notices`]).

use super::cache::{Generation, Scope};
use super::notices::Notices;
use sea_orm::{DatabaseConnection, DatabaseTransaction, DbErr, SqliteTransactionMode, TransactionOptions, TransactionTrait};
use std::ops::Deref;
use std::sync::Arc;
use tokio::sync::{Mutex, OwnedMutexGuard};

/// Where write transactions begin: what [`super::Db`] and the group committer share.
#[derive(Clone, Debug)]
pub(super) struct Writes {
    /// On SQLite, the [`super::sqlite`] writer; otherwise the pool.
    pub(super) pool: DatabaseConnection,
    /// SQLite: one write transaction at a time.
    pub(super) gate: Option<Arc<Mutex<()>>>,
    /// The SQLite writer's state (its failed begins and commits).
    pub(super) writer: Option<Arc<super::sqlite::Writer>>,
    /// PostgreSQL: this process's change notices and its look at other processes'.
    pub(super) notices: Option<Arc<Notices>>,
    pub(super) generation: Arc<Generation>,
    /// PostgreSQL: the thread where write transactions run (see [`super::write_thread`]).
    pub(super) thread: Option<super::write_thread::WriteThread>,
    /// Writes waiting for SQLite's one writer (for `/metrics`).
    pub(super) waiting: Arc<std::sync::atomic::AtomicUsize>,
}

impl Writes {
    /// Starts the one write transaction allowed at a time (SQLite) or a plain one (PostgreSQL),
    /// for a write that changes what `scope` says. On PostgreSQL the connection is taken on the
    /// write thread (a new one is opened there), so that its answers wake that thread.
    pub(super) async fn begin(&self, scope: Scope) -> Result<WriteTxn, DbErr> {
        let writes = self.clone();
        self.on_thread(async move { writes.begin_here(scope).await }).await?
    }

    /// Runs `work` on the write threads (PostgreSQL), or here (SQLite).
    pub(super) async fn on_thread<T: Send + 'static>(&self, work: impl std::future::Future<Output = T> + Send + 'static) -> Result<T, DbErr> {
        match &self.thread {
            Some(thread) => thread.run(work).await,
            None => Ok(work.await),
        }
    }

    /// [`Writes::begin`] from the thread this runs on.
    pub(super) async fn begin_here(&self, scope: Scope) -> Result<WriteTxn, DbErr> {
        let gate = match &self.gate {
            Some(gate) => {
                let _waiting = Waiting::on(&self.waiting);
                Some(gate.clone().lock_owned().await)
            }
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
        Ok(WriteTxn { txn, notices: self.notices.clone(), writer: self.writer.clone(), _gate: gate, generation: self.generation.clone(), scopes: vec![scope] })
    }
}

/// A write counted as waiting for the writer until it goes: also when the request that waits
/// is dropped before its turn comes (a client that hung up), so the count never drifts.
struct Waiting<'a>(&'a std::sync::atomic::AtomicUsize);

impl<'a> Waiting<'a> {
    fn on(count: &'a std::sync::atomic::AtomicUsize) -> Self {
        count.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        Self(count)
    }
}

impl Drop for Waiting<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, std::sync::atomic::Ordering::Relaxed);
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
    pub(super) fn also_changes(&mut self, scope: Scope) {
        if !self.scopes.contains(&scope) {
            self.scopes.push(scope);
        }
    }

    pub async fn commit(self) -> Result<(), DbErr> {
        self.txn.commit().await?;
        if let Some(writer) = &self.writer {
            writer.check("the write was not committed")?;
        }
        for scope in &self.scopes {
            self.generation.advance_scope(*scope);
        }
        let mut changed = self.scopes;
        changed.retain(|scope| *scope != Scope::Nothing);
        // Other processes keep nothing that a write of nothing cached changes.
        if let Some(notices) = self.notices.as_ref().filter(|_| !changed.is_empty()) {
            notices.announce(changed).await;
        }
        Ok(())
    }
}
