//! PostgreSQL's write thread: the write transactions, their pool and the change notices run
//! on a thread of their own (an async runtime of one thread), not among the requests.
//!
//! Why: a vote is a dozen round trips to the database, and each time an answer comes back the
//! task that waits for it is woken. On the server's runtime it then waits behind every other
//! woken task: under 64 concurrent page reads (each rendering for a millisecond) a vote spent
//! 150 ms in that queue, and 200 votes a second were answered at 100 a second, p50 3 s
//! (docs/performance.md, session 23). On this thread, which does nothing else, a woken
//! transaction runs at once, and the operating system gives a mostly idle thread the processor
//! as soon as it wakes. SQLite needs none of this: its writer is a thread already
//! ([`super::sqlite`]).
//!
//! The thread ends with the last handle of its database.

use std::future::Future;
use std::sync::Arc;

/// The write thread's name (in `top -H`, `perf` and panics).
pub(super) const THREAD_NAME: &str = "upboard-writes";

/// A handle on the write thread; clones share it, and the thread ends when the last one goes.
#[derive(Clone, Debug)]
pub(super) struct WriteThread {
    runtime: tokio::runtime::Handle,
    _stop: Arc<Stop>,
}

/// Ends the thread when dropped (its runtime's tasks are dropped with it).
#[derive(Debug)]
struct Stop(Option<tokio::sync::oneshot::Sender<()>>);

impl Drop for Stop {
    fn drop(&mut self) {
        if let Some(stop) = self.0.take() {
            let _ = stop.send(());
        }
    }
}

impl WriteThread {
    pub(super) fn start() -> std::io::Result<Self> {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
        let handle = runtime.handle().clone();
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        std::thread::Builder::new().name(THREAD_NAME.to_owned()).spawn(move || {
            let _ = runtime.block_on(stopped);
        })?;
        Ok(Self { runtime: handle, _stop: Arc::new(Stop(Some(stop))) })
    }

    /// Runs `work` on the write thread and answers with its outcome. It runs to its end even
    /// when the caller stops waiting (a client that hung up): a write is never cut halfway by
    /// its requester.
    pub(super) async fn run<T: Send + 'static>(&self, work: impl Future<Output = T> + Send + 'static) -> Result<T, sea_orm::DbErr> {
        self.runtime.spawn(work).await.map_err(|error| match error.try_into_panic() {
            Ok(panic) => std::panic::resume_unwind(panic),
            Err(_) => sea_orm::DbErr::Custom("the write thread has stopped".to_owned()),
        })
    }

    /// Runs `start` (which spawns tasks) in the write thread's runtime, so that its tasks
    /// run there.
    pub(super) fn enter<T>(&self, start: impl FnOnce() -> T) -> T {
        let _entered = self.runtime.enter();
        start()
    }
}
