//! `upboard seed`: an organization filled with generated posts, votes and comments, for
//! benchmarks and the demo.

use super::{Result, connect};
use crate::cli::SeedArgs;
use app::domain::seed::{self, Progress, SeedPlan};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::time::Instant;

/// A progress bar on stderr when it is a terminal; silent otherwise (indicatif hides itself).
struct Bar(ProgressBar);

impl Progress for Bar {
    fn stage(&self, name: &'static str, total: u64) {
        self.0.reset();
        self.0.set_length(total);
        self.0.set_position(0);
        self.0.set_message(name);
    }

    fn advance(&self, done: u64) {
        self.0.inc(done);
    }
}

pub async fn run(args: SeedArgs) -> Result {
    let db = connect(&args.database.database_url).await?;
    let bar = ProgressBar::with_draw_target(Some(0), ProgressDrawTarget::stderr());
    bar.set_style(
        ProgressStyle::with_template("{msg:>9} [{bar:40}] {human_pos}/{human_len} ({per_sec}, {eta} left)")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
    );
    let started = Instant::now();
    let plan = SeedPlan { posts: args.posts, votes: args.votes, comments: args.comments, customers: args.customers, companies: args.companies };
    let report = seed::run(&db, &args.org, plan, &Bar(bar.clone())).await?;
    bar.finish_and_clear();
    eprintln!(
        "Seeded {}: {} users, {} posts, {} votes, {} comments in {:.1} s",
        args.org,
        report.users,
        report.posts,
        report.votes,
        report.comments,
        started.elapsed().as_secs_f64()
    );
    Ok(())
}
