//! `upboard import-from`: moving in from another board (`app::domain::import`, the readers in
//! `crate::importers`; docs/import.md). Prints the report as JSON on stdout, a progress bar on
//! stderr when it is a terminal.

use super::{CommandError, Result, connect, organization, print_json};
use crate::cli::ImportSource;
use crate::importers::drive::{self, Failure, Progress, Source};
use crate::importers::{canny_csv, uservoice};
use app::domain::import::runs::SourceKind;
use app::domain::import::{Mode, Report};
use app::entities::organization;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde_json::json;
use std::time::Instant;

pub async fn run(source: ImportSource) -> Result {
    let (source, into) = match source {
        ImportSource::ApiV3(args) => (Source::new(SourceKind::ApiV3, &args.url, &args.api_key, crate::importers::client())?, args.into),
        ImportSource::Canny(args) => (Source::new(SourceKind::Canny, &args.url.unwrap_or_default(), &args.api_key, crate::importers::client())?, args.into),
        ImportSource::UserVoice(args) => (Source::UserVoice(Box::new(uservoice::Source::open(&args.suggestions, args.comments.as_deref())?)), args.into),
        ImportSource::CannyCsv(args) => {
            (Source::CannyCsv(Box::new(canny_csv::Source::open(&args.posts, args.votes.as_deref(), args.comments.as_deref())?)), args.into)
        }
    };
    let db = connect(&into.database.database_url).await?;
    let org = organization(&db, &into.into).await?;
    let mode = if into.dry_run { Mode::DryRun } else { Mode::Write };
    let started = Instant::now();
    let mut bar = Bar::new();
    // (A source of plain text has no images: no store is opened for it.)
    let storage = source.client().map(|_| super::transfer::storage(&into.storage)).transpose()?;
    let report = drive::import(&db, storage.as_ref(), org.id, &source, mode, &into.statuses, &mut bar)
        .await
        .map_err(|failure| match failure {
            Failure::Source(error) => CommandError::Source(error),
            Failure::Domain(error) => CommandError::Domain(error),
        })?;
    bar.0.finish_and_clear();
    finish(report, mode, &source.name(), &org, started);
    Ok(())
}

/// A progress bar of posts on stderr when it is a terminal (indicatif hides itself otherwise);
/// its length is set when the source says how many posts it holds.
struct Bar(ProgressBar);

impl Bar {
    fn new() -> Self {
        let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr());
        bar.set_style(style(false));
        Self(bar)
    }
}

impl Progress for Bar {
    async fn posts(&mut self, done: u64, total: Option<u64>) -> std::result::Result<(), Failure> {
        if let Some(total) = total
            && self.0.length() != Some(total)
        {
            self.0.set_length(total);
            self.0.set_style(style(true));
        }
        self.0.set_position(done);
        Ok(())
    }
}

fn style(counted: bool) -> ProgressStyle {
    let template = match counted {
        true => "posts [{bar:40}] {human_pos}/{human_len} ({per_sec}, {eta} left)",
        false => "posts {human_pos} ({per_sec})",
    };
    ProgressStyle::with_template(template).unwrap_or_else(|_| ProgressStyle::default_bar()).progress_chars("=> ")
}

/// Says what the run did: a line on stderr, the report on stdout.
fn finish(report: Report, mode: Mode, source: &str, org: &organization::Model, started: Instant) {
    let seconds = started.elapsed().as_secs_f64();
    eprintln!(
        "{} {}: {} posts created, {} matched, {} already here, {} skipped; {} votes and {} comments created; {} problems ({seconds:.1} s)",
        if mode == Mode::DryRun { "Dry run of the import into" } else { "Imported into" },
        org.name,
        report.posts.created,
        report.posts.matched,
        report.posts.already,
        report.posts.skipped,
        report.votes.created,
        report.comments.created,
        report.problems_total,
    );
    print_json(&json!({
        "source": source,
        "into": org.name,
        "dry_run": mode == Mode::DryRun,
        "report": report.to_json(),
        "seconds": (seconds * 10.0).round() / 10.0,
    }));
}
