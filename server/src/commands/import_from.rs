//! `upboard import-from`: moving in from another board (`app::domain::import`, the readers in
//! `crate::importers`; docs/import.md). Prints the report as JSON on stdout, a progress bar on
//! stderr when it is a terminal.

use super::{Result, connect, organization, print_json};
use crate::cli::{ImportApiV3Args, ImportSource};
use crate::importers::api_v3;
use app::domain::import::{Mapping, Mode, Run};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde_json::json;
use std::time::Instant;

pub async fn run(source: ImportSource) -> Result {
    match source {
        ImportSource::ApiV3(args) => from_api_v3(args).await,
    }
}

fn bar(total: Option<u64>) -> ProgressBar {
    let bar = ProgressBar::with_draw_target(total, ProgressDrawTarget::stderr());
    let template = match total {
        Some(_) => "posts [{bar:40}] {human_pos}/{human_len} ({per_sec}, {eta} left)",
        None => "posts {human_pos} ({per_sec})",
    };
    bar.set_style(ProgressStyle::with_template(template).unwrap_or_else(|_| ProgressStyle::default_bar()).progress_chars("=> "));
    bar
}

async fn from_api_v3(args: ImportApiV3Args) -> Result {
    let source = api_v3::Source::new(&args.url, &args.api_key)?;
    let db = connect(&args.into.database.database_url).await?;
    let org = organization(&db, &args.into.into).await?;
    let mapping = Mapping::parse(&args.into.statuses)?;
    let mode = if args.into.dry_run { Mode::DryRun } else { Mode::Write };
    let started = Instant::now();
    let mut run = Run::start(&db, org.id, &source.name(), mode, mapping).await?;
    run.boards(source.boards().await?).await?;
    let bar = bar(source.post_total().await?);
    let mut page = 1;
    loop {
        let (posts, more) = source.posts(page).await?;
        if posts.is_empty() {
            break;
        }
        for post in posts {
            run.bundle(source.bundle(post).await?).await?;
            bar.inc(1);
        }
        if !more {
            break;
        }
        page += 1;
    }
    bar.finish_and_clear();
    let report = run.finish();
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
        "source": source.name(),
        "into": org.name,
        "dry_run": mode == Mode::DryRun,
        "report": report.to_json(),
        "seconds": (seconds * 10.0).round() / 10.0,
    }));
    Ok(())
}
