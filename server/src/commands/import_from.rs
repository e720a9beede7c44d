//! `upboard import-from`: moving in from another board (`app::domain::import`, the readers in
//! `crate::importers`; docs/import.md). Prints the report as JSON on stdout, a progress bar on
//! stderr when it is a terminal.

use super::{Result, connect, organization, print_json};
use crate::cli::{ImportApiV3Args, ImportCannyArgs, ImportIntoArgs, ImportSource};
use crate::importers::{Reader, api_v3, canny};
use app::domain::Db;
use app::domain::import::Post;
use app::domain::import::{Mapping, Mode, Run};
use app::entities::organization;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde_json::json;
use std::time::Instant;

pub async fn run(source: ImportSource) -> Result {
    match source {
        ImportSource::ApiV3(args) => from_api_v3(args).await,
        ImportSource::Canny(args) => from_canny(args).await,
    }
}

/// A progress bar of posts on stderr when it is a terminal (indicatif hides itself otherwise);
/// its length is set when the source says how many posts it holds.
fn bar() -> ProgressBar {
    let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr());
    bar.set_style(style(false));
    bar
}

fn style(counted: bool) -> ProgressStyle {
    let template = match counted {
        true => "posts [{bar:40}] {human_pos}/{human_len} ({per_sec}, {eta} left)",
        false => "posts {human_pos} ({per_sec})",
    };
    ProgressStyle::with_template(template).unwrap_or_else(|_| ProgressStyle::default_bar()).progress_chars("=> ")
}

/// The organization and the database an import writes into.
async fn target(into: &ImportIntoArgs) -> Result<(Db, organization::Model)> {
    let db = connect(&into.database.database_url).await?;
    let org = organization(&db, &into.into).await?;
    Ok((db, org))
}

fn mode(into: &ImportIntoArgs) -> Mode {
    if into.dry_run { Mode::DryRun } else { Mode::Write }
}

/// Says what the run did: a line on stderr, the report on stdout.
fn finish(run: Run<'_>, source: &str, org: &organization::Model, started: Instant) {
    let mode = run.mode();
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
        "source": source,
        "into": org.name,
        "dry_run": mode == Mode::DryRun,
        "report": report.to_json(),
        "seconds": (seconds * 10.0).round() / 10.0,
    }));
}

/// Writes a page of posts, each with its votes and comments as the source gives them.
async fn write(run: &mut Run<'_>, bar: &ProgressBar, source: &impl Reader, posts: Vec<Post>) -> Result {
    for post in posts {
        run.bundle(source.bundle(post).await?).await?;
        bar.inc(1);
    }
    Ok(())
}

async fn from_api_v3(args: ImportApiV3Args) -> Result {
    let source = api_v3::Source::new(&args.url, &args.api_key)?;
    let (db, org) = target(&args.into).await?;
    let mapping = Mapping::parse(&args.into.statuses)?;
    let started = Instant::now();
    let mut run = Run::start(&db, org.id, &source.name(), mode(&args.into), mapping).await?;
    run.boards(source.boards().await?).await?;
    let bar = bar();
    let mut page = 1;
    loop {
        let (posts, more, total) = source.posts(page).await?;
        if let Some(total) = total.filter(|_| page == 1) {
            bar.set_length(total);
            bar.set_style(style(true));
        }
        if posts.is_empty() {
            break;
        }
        write(&mut run, &bar, &source, posts).await?;
        if !more {
            break;
        }
        page += 1;
    }
    bar.finish_and_clear();
    finish(run, &source.name(), &org, started);
    Ok(())
}

async fn from_canny(args: ImportCannyArgs) -> Result {
    let source = canny::Source::new(args.url.as_deref(), &args.api_key)?;
    let (db, org) = target(&args.into).await?;
    let mapping = Mapping::parse(&args.into.statuses)?.with_fallbacks(canny::status_fallbacks());
    let started = Instant::now();
    let mut run = Run::start(&db, org.id, &source.name(), mode(&args.into), mapping).await?;
    let boards = source.boards().await?;
    let ids: Vec<String> = boards.iter().map(|b| b.id.clone()).collect();
    run.boards(boards).await?;
    let bar = bar();
    for board in ids {
        let mut page = 0;
        loop {
            let (posts, more) = source.posts(&board, page).await?;
            write(&mut run, &bar, &source, posts).await?;
            if !more {
                break;
            }
            page += 1;
        }
    }
    bar.finish_and_clear();
    finish(run, &source.name(), &org, started);
    Ok(())
}
