//! The worker of imports started from the admin page (`app::domain::import::runs`): started by
//! `upboard serve` where background work runs (`--role`), it looks every [`POLL`] for a run
//! that waits, claims it (one worker per run, across processes), and runs it with the readers
//! and writer of `upboard import-from` ([`super::drive`]), writing its progress at most once a
//! second and its report at the end. A process stopped meanwhile drops the post in flight
//! (its transaction goes back); the run's lease runs out and the next claim goes on.
//!
//! What the page's admin aims the server at is checked as a webhook's address is: a public
//! address, at the start and at every connection ([`super::guarded_client`]), unless
//! `--allow-private-webhooks`.

use super::drive::{self, Failure, Progress, Source};
use app::domain::Db;
use app::domain::import::Mode;
use app::domain::import::runs::{self, Outcome, SourceKind};
use app::domain::outbox::address::WebhookAddress;
use app::domain::outbox::queue;
use app::entities::import_run;
use app::said;
use app::state::AppState;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::Notify;

/// How often the worker looks for a run that waits.
const POLL: Duration = Duration::from_secs(2);
/// How often progress is written.
const PROGRESS_EVERY: Duration = Duration::from_secs(1);
/// How often dry runs' kept keys are looked at.
const FORGET_EVERY: Duration = Duration::from_secs(60);

/// The running worker: [`Worker::stop`] ends it (a run in flight stays for the next claim).
pub struct Worker {
    stop: Arc<Notify>,
    task: tokio::task::JoinHandle<()>,
}

impl Worker {
    pub fn start(state: AppState) -> Self {
        let stop = Arc::new(Notify::new());
        let task = tokio::spawn(run(state, stop.clone()));
        Self { stop, task }
    }

    pub async fn stop(self) {
        self.stop.notify_one();
        if let Err(error) = self.task.await {
            tracing::warn!(%error, "the import worker ended badly");
        }
    }
}

async fn run(state: AppState, stop: Arc<Notify>) {
    let mut forgot_at: Option<Instant> = None;
    loop {
        if forgot_at.is_none_or(|at| at.elapsed() >= FORGET_EVERY) {
            forgot_at = Some(Instant::now());
            if let Err(error) = runs::forget_keys(&state.db, app::domain::now() - runs::KEY_KEPT).await {
                tracing::warn!(%error, "the keys of old dry runs could not be wiped");
            }
        }
        let work = async {
            if let Err(error) = run_due(&state).await {
                tracing::warn!(%error, "the import worker could not look for runs");
            }
            tokio::time::sleep(POLL).await;
        };
        tokio::select! {
            _ = stop.notified() => return,
            _ = work => {}
        }
    }
}

/// Runs every run that waits, one after the other; how many.
pub async fn run_due(state: &AppState) -> app::domain::Result<u64> {
    let mut ran = 0;
    while runs::any_due(state.db.conn()).await? {
        let Some(run) = runs::claim(&state.db).await? else {
            break;
        };
        let outcome = queue::holding::<import_run::Entity, _>(&state.db, std::slice::from_ref(&run), import(state, &run)).await;
        match outcome {
            Err(Lost) => tracing::warn!(run = run.id, "an import run was taken over by another worker"),
            Ok(outcome) => {
                if let Err(error) = runs::finish(&state.db, &run, outcome).await {
                    tracing::warn!(run = run.id, %error, "an import run's end could not be recorded");
                }
            }
        }
        ran += 1;
    }
    Ok(ran)
}

/// The run's claim went to another worker.
struct Lost;

async fn import(state: &AppState, run: &import_run::Model) -> Result<Outcome, Lost> {
    let stopped = |said: app::domain::Said| Ok(Outcome::Stopped(said.stored().to_string()));
    let Some(kind) = SourceKind::parse(&run.source_kind) else {
        return stopped(said!("said-x-is-not-something-this-page", field = "source"));
    };
    let key = match runs::key(&state.sealer, run) {
        Ok(key) => key,
        Err(error) => return stopped(error.said()),
    };
    let allow_private = state.settings.allow_private_webhooks;
    if !run.source_url.is_empty()
        && let Err(error) = WebhookAddress::for_delivery(&run.source_url, allow_private).await
    {
        return stopped(error.said());
    }
    let source = match Source::new(kind, &run.source_url, &key, super::guarded_client(allow_private)) {
        Ok(source) => source,
        Err(error) => return stopped(error.0),
    };
    let mode = if run.dry_run { Mode::DryRun } else { Mode::Write };
    let mut progress = Row { db: &state.db, run, written_at: None, unwritten: None, lost: false };
    let imported = drive::import(&state.db, Some(&state.storage), run.organization_id, &source, mode, &runs::lines(&run.statuses), &mut progress).await;
    // The last count, which the once-a-second rule may have held back.
    if let Some((done, total)) = progress.unwritten.take()
        && !progress.lost
        && let Err(error) = runs::progress(&state.db, run, done, total).await
    {
        tracing::warn!(run = run.id, %error, "an import's progress could not be written");
    }
    match imported {
        _ if progress.lost => Err(Lost),
        Ok(report) => Ok(Outcome::Report(report.stored())),
        Err(Failure::Source(error)) => stopped(error.0),
        Err(Failure::Domain(error)) => stopped(error.said()),
    }
}

/// Progress written to the run's row, fenced by its claim.
struct Row<'a> {
    db: &'a Db,
    run: &'a import_run::Model,
    written_at: Option<Instant>,
    /// The count held back by the once-a-second rule.
    unwritten: Option<(u64, Option<u64>)>,
    lost: bool,
}

impl Progress for Row<'_> {
    async fn posts(&mut self, done: u64, total: Option<u64>) -> Result<(), Failure> {
        if self.written_at.is_some_and(|at| at.elapsed() < PROGRESS_EVERY) {
            self.unwritten = Some((done, total));
            return Ok(());
        }
        self.written_at = Some(Instant::now());
        self.unwritten = None;
        match runs::progress(self.db, self.run, done, total).await {
            Ok(true) => Ok(()),
            Ok(false) => {
                self.lost = true;
                Err(Failure::Domain(app::domain::Error::Conflict(said!("said-row-x-was-claimed-by-another", a = self.run.id))))
            }
            // A progress that could not be written is not worth stopping for.
            Err(error) => {
                tracing::warn!(run = self.run.id, %error, "an import's progress could not be written");
                Ok(())
            }
        }
    }
}
