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
/// computed in SQL where counters move: see `posts::move_votes`).
pub fn trending_time_term(created_at: DateTime<Utc>) -> f64 {
    created_at.timestamp() as f64 / TRENDING_TIME_SCALE
}

/// How a post's place on the Trending board came about, at `now`: the stored score less the
/// time term of `now`, which is the score of a post made now with the same votes (the same order
/// as the stored scores, as every post loses the same amount). `votes_part` + `age_part` is
/// `score`; `age_seconds` is read back from the score, so the three always add up.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Breakdown {
    /// log10(max(upvotes − downvotes, 1)).
    pub votes_part: f64,
    /// −(age in seconds) / 45,000: one point per 12.5 hours.
    pub age_part: f64,
    pub age_seconds: i64,
    pub score: f64,
}

/// [`Breakdown`] of a post with these counts and this stored [`trending_score`].
pub fn breakdown(upvotes: i32, downvotes: i32, stored: f64, now: DateTime<Utc>) -> Breakdown {
    let votes_part = f64::from(std::cmp::max(upvotes - downvotes, 1)).log10();
    let score = relative_score(stored, now);
    let age_part = (score - votes_part).min(0.0);
    Breakdown { votes_part, age_part, age_seconds: (-age_part * TRENDING_TIME_SCALE).round() as i64, score: votes_part + age_part }
}

/// A stored [`trending_score`] as the score of a post made at `now` (see [`Breakdown`]).
pub fn relative_score(stored: f64, now: DateTime<Utc>) -> f64 {
    stored - trending_time_term(now)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_breakdown_is_the_votes_and_the_age_and_adds_up_to_the_score() {
        let now = DateTime::parse_from_rfc3339("2026-11-27T12:00:00Z").unwrap().with_timezone(&Utc);
        let created = now - chrono::Duration::hours(25);
        let why = breakdown(12, 2, trending_score(12, 2, created), now);
        assert!((why.votes_part - 1.0).abs() < 1e-9, "net 10 is worth one point: {why:?}");
        assert!((why.age_part + 2.0).abs() < 1e-6, "25 hours cost two points: {why:?}");
        assert_eq!(why.age_seconds, 25 * 3600);
        assert!((why.score + 1.0).abs() < 1e-6, "{why:?}");
        // More downvotes than upvotes count as a net of one.
        let why = breakdown(1, 5, trending_score(1, 5, now), now);
        assert_eq!((why.votes_part, why.age_seconds), (0.0, 0));
        // The relative scores keep the stored order.
        let (older, newer) = (trending_score(100, 0, created), trending_score(3, 0, now));
        assert_eq!(older > newer, relative_score(older, now) > relative_score(newer, now));
    }
}
