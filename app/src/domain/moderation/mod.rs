//! Moderation: what waits for the team's approval and the team's decisions on it.

pub mod merge;
pub mod policy;
pub mod post_team;
pub mod queue;
