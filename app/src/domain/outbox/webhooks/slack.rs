//! Slack channels: a Slack incoming webhook (or any receiver that takes Slack's messages, as
//! Mattermost's and Rocket.Chat's incoming webhooks do) is an endpoint of kind `slack` of the
//! one delivery queue, so it is retried, disabled after three failing days and logged as every
//! endpoint is. What differs: it follows one board (or all), hears only new posts, status
//! changes and new comments, is sent Block Kit messages in the organization's language
//! (`server/src/delivery/slack.rs`), and its address, its credential, is kept sealed
//! (`domain::sealed`): `url` shows it with its secret part hidden. Admins manage channels on
//! the integrations page, never through `/api/v3/webhooks` (docs/integrations.md).

use super::endpoints::{New, insert, list_of};
use super::*;
use crate::domain::access::{self, Actor, TeamTask};
use crate::domain::outbox::EventType;
use crate::domain::outbox::address::WebhookAddress;
use crate::domain::sealed::Sealer;
use crate::domain::{Db, Error, Result};
use crate::entities::{organization, webhook, webhook_delivery};
use crate::i18n::Locale;
use crate::model::{BucketId, OrgId};
use crate::said;
use sea_orm::ConnectionTrait;

/// The events a channel can hear, in the order the page offers them.
pub const EVENTS: [EventType; 3] = [EventType::PostCreated, EventType::PostStatusChanged, EventType::CommentCreated];

/// Which of [`EVENTS`] `event` is for a channel: a comment approved by the team is public for
/// the first time, so it is news as a new comment is; events of no other kind are heard.
pub fn heard_as(event: &crate::domain::outbox::Event) -> Option<EventType> {
    use crate::domain::outbox::Event;
    match event {
        Event::CommentUpdated { approved: true, .. } => Some(EventType::CommentCreated),
        other => Some(other.event_type()).filter(|kind| EVENTS.contains(kind)),
    }
}

/// What a channel's address is sealed to: a sealed address copied into another organization's
/// row does not open there.
fn context(organization_id: OrgId) -> String {
    format!("slack:{organization_id}")
}

/// The address as the page, the log and the audit show it: its last path segment (Slack's
/// secret) and any query hidden, e.g. `https://hooks.slack.com/services/T0/B0/…`.
pub fn shown(address: &url::Url) -> String {
    let head = address.path().trim_end_matches('/').rsplit_once('/').map_or("", |(head, _)| head);
    format!("{}{head}/…", &address[..url::Position::BeforePath])
}

/// Connects a channel at `address` to `bucket` (`None`: every board) for `events` (admins only).
pub async fn connect(
    db: &Db,
    sealer: &Sealer,
    organization_id: OrgId,
    actor: &Actor,
    address: &WebhookAddress,
    bucket: Option<BucketId>,
    events: &[String],
) -> Result<webhook::Model> {
    access::may(actor, TeamTask::Administer)?;
    let events = clean_events(events)?;
    if let Some(other) = events.iter().find(|e| !EVENTS.contains(e)) {
        let known = EVENTS.iter().map(|t| t.as_str()).collect::<Vec<_>>().join(", ");
        return Err(Error::invalid(said!("said-x-has-an-unknown-event-x", field = "events", name = format!("{:?}", other.as_str()), known = known)));
    }
    let board = match bucket {
        Some(id) => Some(
            crate::domain::buckets::find(db.conn(), organization_id, id)
                .await?
                .ok_or_else(|| Error::invalid(said!("said-x-is-not-a-board-of", field = "bucket_id")))?,
        ),
        None => None,
    };
    let sealed = sealer.seal(address.as_str(), &context(organization_id))?;
    let new = New { kind: Kind::Slack, bucket_id: board.as_ref().map(|b| b.id), url: shown(address.url()), secret: sealed, events };
    insert(db, organization_id, actor, new, &board.map(|b| b.name).unwrap_or_default()).await
}

/// The channel's address, opened for a delivery.
pub fn address(sealer: &Sealer, hook: &webhook::Model) -> Result<String> {
    sealer.open(&hook.secret, &context(hook.organization_id))
}

/// Whether the channel hears of an event on a post of `bucket`.
pub fn follows(hook: &webhook::Model, bucket: BucketId) -> bool {
    hook.bucket_id.is_none_or(|followed| followed == bucket)
}

/// The organization's channels, oldest first.
pub async fn list(conn: &impl ConnectionTrait, organization_id: OrgId) -> Result<Vec<webhook::Model>> {
    list_of(conn, organization_id, Kind::Slack).await
}

/// Disconnects a channel, its deliveries and their log with it (admins only).
pub async fn delete(db: &Db, organization_id: OrgId, actor: &Actor, id: i64) -> Result<webhook::Model> {
    super::endpoints::delete_of(db, organization_id, actor, id, Kind::Slack).await
}

/// Turns a channel on (its failures forgotten) or off (admins only).
pub async fn set_enabled(db: &Db, organization_id: OrgId, actor: &Actor, id: i64, enabled: bool) -> Result<webhook::Model> {
    super::endpoints::set_enabled_of(db, organization_id, actor, id, enabled, Kind::Slack).await
}

/// Queues a test message for the channel, naming its board, in the organization's language
/// (admins only).
pub async fn send_test(db: &Db, org: &organization::Model, actor: &Actor, id: i64) -> Result<webhook_delivery::Model> {
    let locale = Locale::parse(&org.default_locale).unwrap_or_default();
    super::deliveries::queue_test(db, org, actor, id, Kind::Slack, async |txn, channel, _| {
        let board = match channel.bucket_id {
            Some(bucket) => crate::domain::buckets::find(txn, org.id, bucket).await?.map(|b| b.name),
            None => None,
        };
        let text = match board {
            Some(board) => crate::tl!(locale, "slack-test", org = org.display_name.as_str(), board = board),
            None => crate::tl!(locale, "slack-test-every-board", org = org.display_name.as_str()),
        };
        let blocks = [serde_json::json!({"type": "section", "text": {"type": "mrkdwn", "text": escape(&text)}})];
        Ok(serde_json::json!({"text": text, "blocks": blocks}).to_string())
    })
    .await
}

/// Text made safe for Slack's `mrkdwn`: `&`, `<` and `>` escaped as Slack asks, so that no
/// text a customer wrote becomes a link, a mention or markup.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::outbox::Event;
    use crate::model::CommentId;

    /// A comment the team approves is public for the first time then: a channel hears it as a
    /// new comment; an edit, a vote or a merge is no news for a channel.
    #[test]
    fn a_channel_hears_new_posts_statuses_and_comments_made_public() {
        let comment_id = CommentId(7);
        assert_eq!(heard_as(&Event::CommentUpdated { comment_id, approved: true }), Some(EventType::CommentCreated));
        assert_eq!(heard_as(&Event::CommentUpdated { comment_id, approved: false }), None);
        assert_eq!(heard_as(&Event::CommentCreated { comment_id }), Some(EventType::CommentCreated));
        assert_eq!(heard_as(&Event::PostUpdated { post_id: crate::model::PostId(1) }), None);
    }

    #[test]
    fn the_address_is_shown_without_its_secret_part() {
        let shown = |url: &str| super::shown(&url::Url::parse(url).unwrap());
        assert_eq!(shown("https://hooks.slack.com/services/T0001/B0002/XXXXsecret"), "https://hooks.slack.com/services/T0001/B0002/…");
        assert_eq!(shown("https://chat.example.com/hooks/abc123?token=secret"), "https://chat.example.com/hooks/…");
        assert_eq!(shown("https://chat.example.com/abc123/"), "https://chat.example.com/…");
    }
}
