//! The message a Slack channel (`app::domain::outbox::webhooks::slack`) is sent for an event:
//! Block Kit, in the organization's language, read when the event is fanned out. A channel
//! hears of a new post (one awaiting moderation says so and links the queue), a status change
//! and a new public comment; what customers wrote is escaped for `mrkdwn` and cut to Slack's
//! limits (a section's text at most 3,000 characters, the fallback `text` likewise).

use app::domain::outbox::Event;
use app::domain::outbox::webhooks::slack::escape;
use app::domain::{Result, statuses};
use app::entities::states::Approval;
use app::entities::{bucket, comment, organization, post, user};
use app::i18n::Locale;
use app::model::BucketId;
use app::state::AppState;
use app::tl;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{Value, json};

/// Slack's most for a section's text.
pub const SECTION_MAX: usize = 3000;
/// The most of a post's description or a comment shown.
const EXCERPT: usize = 300;

/// The board the event is about and the message for the channels that follow it, or `None`
/// when channels hear nothing of it (a hidden post, an internal comment, what is gone).
pub async fn message(state: &AppState, org: &organization::Model, event: &Event) -> Result<Option<(BucketId, String)>> {
    let locale = Locale::parse(&org.default_locale).unwrap_or_default();
    let conn = state.db.conn();
    let post_of = async |id| post::Entity::find_by_id(id).filter(post::Column::OrganizationId.eq(org.id)).one(conn).await;
    // The context line is `mrkdwn` already escaped (it may carry a link of ours).
    let (post, headline, body, context) = match event {
        Event::PostCreated { post_id } => {
            let Some(post) = post_of(*post_id).await? else { return Ok(None) };
            let board = board_name(state, &post).await?;
            let author = name_of(state, post.submitter_id).await?;
            let (headline, context) = match post.approval_status {
                Approval::Approved if !post.hidden => {
                    (tl!(locale, "slack-post-created", board = board.as_str()), escape(&tl!(locale, "slack-by", author = author.as_str())))
                }
                Approval::Pending if !post.hidden => {
                    let queue = format!("{}/{}/admin/moderation", state.settings.public_url.trim_end_matches('/'), org.name);
                    let link = format!("<{queue}|{}>", escape(&tl!(locale, "slack-open-moderation")));
                    (
                        tl!(locale, "slack-post-waits", board = board.as_str()),
                        format!("{} · {link}", escape(&tl!(locale, "slack-by", author = author.as_str()))),
                    )
                }
                // Hidden, or waiting for its author to confirm their address: not yet news.
                _ => return Ok(None),
            };
            let body = post.description_text.as_deref().map(excerpt).unwrap_or_default();
            (post, headline, body, context)
        }
        Event::PostStatusChanged { post_id, previous_status_id, .. } => {
            let Some(post) = post_of(*post_id).await? else { return Ok(None) };
            if post.hidden || post.approval_status != Approval::Approved {
                return Ok(None);
            }
            let all = statuses::cached(&state.db, org.id).await?;
            let label = |id| all.iter().find(|s| s.id == id).map(|s| s.label.clone()).unwrap_or_default();
            let board = board_name(state, &post).await?;
            let headline = tl!(locale, "slack-status-changed", board = board.as_str());
            let context = escape(&tl!(locale, "slack-status-now", status = label(post.status_id), previous = label(*previous_status_id)));
            (post, headline, String::new(), context)
        }
        Event::CommentCreated { comment_id } | Event::CommentUpdated { comment_id, approved: true } => {
            let found = comment::Entity::find_by_id(*comment_id).filter(comment::Column::OrganizationId.eq(org.id)).one(conn).await?;
            let Some(found) = found.filter(|c| !c.internal && !c.hidden && c.approval_status == Approval::Approved) else { return Ok(None) };
            let Some(post) = post_of(found.post_id).await? else { return Ok(None) };
            if post.hidden || post.approval_status != Approval::Approved {
                return Ok(None);
            }
            let author = name_of(state, found.author_id).await?;
            let headline = tl!(locale, "slack-commented", author = author.as_str());
            (post, headline, excerpt(&found.body_text), String::new())
        }
        _ => return Ok(None),
    };
    let url = app::domain::posts::url(&state.settings.public_url, &org.name, &post.slug);
    let mut section = format!("*{}*\n*<{url}|{}>*", escape(&headline), escape(&post.title));
    if !body.is_empty() {
        section.push('\n');
        section.push_str(&quoted(&escape(&body)));
    }
    let mut blocks = vec![json!({"type": "section", "text": {"type": "mrkdwn", "text": cut(&section, SECTION_MAX)}})];
    if !context.is_empty() {
        blocks.push(json!({"type": "context", "elements": [{"type": "mrkdwn", "text": cut(&context, SECTION_MAX)}]}));
    }
    let text = cut(&format!("{headline}: {}", post.title), SECTION_MAX);
    let message: Value = json!({"text": text, "blocks": blocks, "unfurl_links": false});
    Ok(Some((post.bucket_id, message.to_string())))
}

async fn board_name(state: &AppState, post: &post::Model) -> Result<String> {
    Ok(bucket::Entity::find_by_id(post.bucket_id).one(state.db.conn()).await?.map(|b| b.name).unwrap_or_default())
}

async fn name_of(state: &AppState, id: app::model::UserId) -> Result<String> {
    Ok(user::Entity::find_by_id(id).one(state.db.conn()).await?.map(|u| u.name).unwrap_or_default())
}

/// The first [`EXCERPT`] characters of `text` on one line each, with `…` when cut.
fn excerpt(text: &str) -> String {
    let text = text.trim();
    if text.chars().count() <= EXCERPT { text.to_owned() } else { format!("{}…", text.chars().take(EXCERPT).collect::<String>().trim_end()) }
}

/// `text` as a Slack quote: each line starts with `>`.
fn quoted(text: &str) -> String {
    text.lines().map(|line| format!(">{line}")).collect::<Vec<_>>().join("\n")
}

/// `text` cut to `max` characters (Slack counts characters), `…` ending what was cut.
fn cut(text: &str, max: usize) -> String {
    if text.chars().count() <= max { text.to_owned() } else { format!("{}…", text.chars().take(max - 1).collect::<String>()) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn customers_text_cannot_become_markup_and_fits_slacks_limits() {
        assert_eq!(escape("<!channel> & <https://evil.test|click>"), "&lt;!channel&gt; &amp; &lt;https://evil.test|click&gt;");
        let long = "é".repeat(5000);
        assert_eq!(cut(&long, SECTION_MAX).chars().count(), SECTION_MAX);
        assert_eq!(excerpt(&long).chars().count(), EXCERPT + 1);
        assert_eq!(quoted("one\ntwo"), ">one\n>two");
    }
}
