//! PostgreSQL's write threads: the write transactions, their pool and the change notices run
//! in an async runtime of their own (one thread per core), not among the requests.
//!
//! Why: a vote is a dozen round trips to the database, and each time an answer comes back the
//! task that waits for it is woken. On the requests' runtime it then waits behind every other
//! woken task: under 64 concurrent page reads (each rendering for a millisecond) 200 votes a
//! second were answered at 100 a second, p50 2 s (docs/performance.md, session 23). On these
//! threads, which do nothing else, a woken write runs at once, and the operating system gives a
//! mostly idle thread the processor as soon as it wakes. SQLite needs none of this: its writer
//! is a thread already ([`super::sqlite`]).
//!
//! The runtime ends with the last handle of its database.

use std::future::Future;
use std::sync::Arc;

/// The write threads' name (in `top -H`, `perf` and panics).
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
        // As many threads as cores: when writes are most of the load (a burst of votes), they
        // may take every core, as the requests' runtime does.
        let threads = std::thread::available_parallelism().map_or(2, std::num::NonZeroUsize::get);
        let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(threads).thread_name(THREAD_NAME).enable_all().build()?;
        let handle = runtime.handle().clone();
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        // The runtime is dropped by a plain thread of its own when the last handle goes (a
        // runtime may not be dropped inside another's task).
        std::thread::Builder::new().name(format!("{THREAD_NAME}-owner")).spawn(move || {
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
