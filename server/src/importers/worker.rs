//! The worker of imports started from the admin page (`app::domain::import::runs`): started by
//! `upboard serve` where background work runs (`--role`), it looks every [`POLL`] for a run
//! that waits, claims it (one worker per run, across processes), and runs it with the readers
//! and writer of `upboard import-from` ([`super::drive`]), writing its progress at most once a
//! second and its report at the end. A process stopped meanwhile drops the post in flight
//! (its transaction goes back); the run's lease runs out and the next claim goes on.
//!
//! What the page's admin aims the server at is checked as a webhook's address is: a public
//! address, at the start and at every connection ([`super::guarded_client`]), unless
//! `--allow-private-webhooks`. An uploaded export is read from the server's store, where the
//! form kept it, and removed when its run ends.

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
            if let Err(error) = remove_unheld_files(&state).await {
                tracing::warn!(%error, "the files of ended CSV imports could not be removed");
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
            Ok(outcome) => match runs::finish(&state.db, &run, outcome).await {
                Err(error) => tracing::warn!(run = run.id, %error, "an import run's end could not be recorded"),
                // A run's files go with it (a dry run's stay an hour, for the run it may become).
                Ok(()) if !run.dry_run => {
                    let keys: Vec<String> = runs::files(&run).into_iter().map(|f| f.key).collect();
                    state.storage.remove_stored(&keys).await;
                }
                Ok(()) => {}
            },
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
    // (An export's files are read from a folder that lives as long as the run.)
    let folder = match tempfile::tempdir() {
        Ok(folder) => folder,
        Err(error) => return stopped(app::domain::Error::Internal(format!("a folder for an import could not be made: {error}")).said()),
    };
    let source = match kind.roles().is_empty() {
        true => server_source(state, run, kind).await,
        false => files_source(state, run, kind, folder.path()).await,
    };
    let source = match source {
        Ok(source) => source,
        Err(said) => return stopped(said),
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

/// The server a run reads, its address checked as a webhook's (a public one, unless
/// `--allow-private-webhooks`), with its key.
async fn server_source(state: &AppState, run: &import_run::Model, kind: SourceKind) -> Result<Source, app::domain::Said> {
    let key = runs::key(&state.sealer, run).map_err(|error| error.said())?;
    let allow_private = state.settings.allow_private_webhooks;
    if !run.source_url.is_empty() {
        WebhookAddress::for_delivery(&run.source_url, allow_private).await.map_err(|error| error.said())?;
    }
    Source::new(kind, &run.source_url, &key, super::guarded_client(allow_private)).map_err(|error| error.0)
}

/// The uploaded export a run reads, fetched from the store into `folder` (each file under its
/// name as uploaded, which names the source as the command line's file would) and opened.
async fn files_source(state: &AppState, run: &import_run::Model, kind: SourceKind, folder: &std::path::Path) -> Result<Source, app::domain::Said> {
    let failed = |error: std::io::Error| app::domain::Error::Internal(format!("an import's file could not be written: {error}")).said();
    let mut paths: Vec<(&'static str, std::path::PathBuf)> = Vec::new();
    for file in runs::files(run) {
        let Some(&(role, _)) = kind.roles().iter().find(|(role, _)| *role == file.role) else { continue };
        let path = Source::place(folder, role, &file.name).map_err(failed)?;
        if !state.storage.download(&file.key, &path).await.map_err(|error| error.said())? {
            return Err(said!("said-import-files-gone"));
        }
        paths.push((role, path));
    }
    tokio::task::spawn_blocking(move || Source::of_files(kind, &paths))
        .await
        .map_err(|error| app::domain::Error::Internal(format!("opening an import's files failed: {error}")).said())?
        .map_err(|error| error.0)
}

/// Removes the uploaded files no run holds any more (a run that ended, a dry run forgotten, an
/// upload whose run never started) once they are older than [`runs::KEY_KEPT`].
async fn remove_unheld_files(state: &AppState) -> app::domain::Result<usize> {
    let old = state.storage.keys_older_than("imports/", app::domain::now() - runs::KEY_KEPT).await?;
    let unheld = runs::unheld_files(state.db.conn(), old).await?;
    state.storage.remove_stored(&unheld).await;
    Ok(unheld.len())
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
