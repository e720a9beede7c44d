//! What the admin area's pages show.

use serde::{Deserialize, Serialize};

/// `/{org}/admin`: what waits, what happened lately, what is hot.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AdminOverview {
    pub pending_posts: u64,
    pub pending_comments: u64,
    /// The last 7 and the last 30 days.
    pub periods: Vec<PeriodCounts>,
    /// The 10 trending posts (approved, visible).
    pub trending: Vec<TrendingPost>,
    /// Posts and votes per UTC day, oldest first, today last.
    pub days: Vec<ActivityDay>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PeriodCounts {
    pub days: i64,
    pub posts: u64,
    pub votes: u64,
    pub comments: u64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TrendingPost {
    pub slug: String,
    pub title: String,
    pub status: String,
    pub votes_count: i32,
    pub comments_count: i32,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ActivityDay {
    /// `YYYY-MM-DD`
    pub day: String,
    pub posts: u64,
    pub votes: u64,
}
