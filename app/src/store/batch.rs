//! The group committer of a SQLite database: small concurrent writes (votes) committed
//! together, each in a savepoint of its own (see [`super::Db::write_batched`]).

use super::cache::Scope;
use super::txn::Writes;
use sea_orm::{ConnectionTrait, DatabaseTransaction, DbErr};

/// Writes committed together at most (see [`super::Db::write_batched`]).
pub(super) const BATCH: usize = 64;

/// What a queued write runs in the batch's transaction: whether it succeeded.
pub(super) type Work = Box<dyn for<'t> FnOnce(&'t DatabaseTransaction) -> std::pin::Pin<Box<dyn std::future::Future<Output = bool> + Send + 't>> + Send>;

/// A write waiting for the group committer: it runs in the batch's transaction, inside a
/// savepoint of its own, and reports whether it succeeded; `done` then hears whether the
/// batch committed.
pub(super) struct Queued {
    pub(super) work: Work,
    pub(super) scope: Scope,
    pub(super) done: tokio::sync::oneshot::Sender<Result<(), String>>,
}

/// The group committer of a SQLite database: takes what is queued (up to [`BATCH`]), runs it
/// in one write transaction (the gate, `BEGIN IMMEDIATE`), commits once, and only then tells
/// each writer. While one batch commits, the next one gathers: the busier the writes, the more
/// each commit carries, and a lone write waits for nobody. The task ends when the last handle
/// that can queue is gone.
pub(super) async fn group_committer(mut queue: tokio::sync::mpsc::Receiver<Queued>, writes: Writes) {
    let mut batch = Vec::with_capacity(BATCH);
    while queue.recv_many(&mut batch, BATCH).await > 0 {
        let outcome = commit_batch(&writes, &mut batch).await.map_err(|e| e.to_string());
        for queued in batch.drain(..) {
            // A writer that gave up waiting is fine.
            let _ = queued.done.send(outcome.clone());
        }
    }
}

async fn commit_batch(writes: &Writes, batch: &mut [Queued]) -> Result<(), DbErr> {
    let mut txn = writes.begin(batch[0].scope).await?;
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
