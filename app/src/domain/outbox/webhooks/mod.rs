//! Webhook endpoints and their deliveries: the rules (who may manage them, what a valid one
//! is, the retry schedule, when an endpoint is disabled; Slack channels, a kind of endpoint, in
//! [`slack`]), not the sending, which is the
//! server's (`server/src/delivery/`). A file a subject: the organization's [`endpoints`], the
//! [`deliveries`] of events to them, and their [`log`] as the admin page and the API show it.

mod deliveries;
mod endpoints;
mod log;
pub mod slack;

pub use deliveries::{AfterAttempt, Attempt, any_due, claim_due, enqueue, envelope, holding, prune, record_attempt, resend, send_test};
pub use endpoints::{
    DISABLE_AFTER, Kind, MAX_PER_ORGANIZATION, TEST_EVENT, clean_events, create, delete, events_of, find, list, list_all, new_secret, rotate_secret,
    set_enabled, wants,
};
pub(crate) use endpoints::{New, delete_of, insert_in, set_enabled_of};
pub use log::{Health, LogLine, deliveries, health, log, rows};

#[cfg(test)]
mod tests;
