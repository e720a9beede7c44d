//! The trending score: net votes on a log scale, newer posts winning ties of magnitude.

use chrono::{DateTime, Utc};

/// Seconds of age worth one order of magnitude of net votes (Reddit's "hot" constant).
const TRENDING_TIME_SCALE: f64 = 45_000.0;

/// A score that orders by net votes on a log scale, newer posts winning ties of magnitude.
/// It depends only on the votes and the creation time, so it changes only when a vote does.
pub fn trending_score(votes: i32, downvotes: i32, created_at: DateTime<Utc>) -> f64 {
    let net = f64::from(std::cmp::max(votes - downvotes, 1));
    net.log10() + trending_time_term(created_at)
}

/// The part of [`trending_score`] that comes from the creation time (the votes' part is
/// computed in SQL where counters move: see `votes::move_counters`).
pub fn trending_time_term(created_at: DateTime<Utc>) -> f64 {
    created_at.timestamp() as f64 / TRENDING_TIME_SCALE
}
