//! E-mail: composing the notifications the outbox's events call for (HTML and plain text,
//! naming the organization and linking the post, with a one-click unsubscribe: RFC 8058's
//! `List-Unsubscribe` and `List-Unsubscribe-Post`, and a signed link in the text), and sending
//! them over SMTP with lettre; without SMTP configured each message is written to an `.eml`
//! file (and the log says where), so nothing is lost and the demo shows real messages.

use app::domain::outbox::mail::{self as rules, Frequency, NewMail, Unsubscribe};
use app::domain::outbox::{Event, Recorded};
use app::domain::text::escape;
use app::domain::{Result, posts, statuses};
use app::entities::{comment, mail_delivery, organization, post, user};
use app::state::AppState;
use lettre::message::MultiPart;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use std::path::PathBuf;

/// Where mail goes: `--smtp-url` / `UPBOARD_SMTP_URL`, `--mail-from` / `UPBOARD_MAIL_FROM`, and
/// the folder of `.eml` files without SMTP.
#[derive(Clone, Debug)]
pub struct MailConfig {
    pub smtp_url: Option<String>,
    pub from: String,
    pub folder: PathBuf,
}

impl Default for MailConfig {
    fn default() -> Self {
        Self { smtp_url: None, from: "upboard <noreply@localhost>".to_owned(), folder: PathBuf::from("data/mail") }
    }
}

/// Sends (or writes) one message at a time.
#[derive(Clone)]
pub struct Mailer {
    smtp: Option<AsyncSmtpTransport<Tokio1Executor>>,
    from: lettre::message::Mailbox,
    folder: PathBuf,
}

impl Mailer {
    /// Refuses an SMTP URL or sender it cannot use, so that `upboard serve` says so at start.
    pub fn new(config: &MailConfig) -> std::result::Result<Self, String> {
        let from = config.from.parse().map_err(|e| format!("--mail-from {:?} is not an address: {e}", config.from))?;
        let smtp = match &config.smtp_url {
            Some(url) => Some(AsyncSmtpTransport::<Tokio1Executor>::from_url(url).map_err(|e| format!("--smtp-url is not usable: {e}"))?.build()),
            None => None,
        };
        Ok(Self { smtp, from, folder: config.folder.clone() })
    }

    pub async fn send(&self, mail: &mail_delivery::Model) -> std::result::Result<(), String> {
        let to = mail.to_email.parse().map_err(|e| format!("{:?} is not an address: {e}", mail.to_email))?;
        let mut message = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(&mail.subject)
            .message_id(Some(format!("<{}.{}@upboard>", mail.event_uid, mail.user_id)))
            .multipart(MultiPart::alternative_plain_html(mail.text_body.clone(), mail.html_body.clone()))
            .map_err(|e| format!("the message could not be built: {e}"))?;
        use lettre::message::header::{HeaderName, HeaderValue};
        let raw = |name: &'static str, value: String| HeaderValue::new(HeaderName::new_from_ascii_str(name), value);
        message.headers_mut().insert_raw(raw("List-Unsubscribe", format!("<{}>", mail.unsubscribe_url)));
        message.headers_mut().insert_raw(raw("List-Unsubscribe-Post", "List-Unsubscribe=One-Click".to_owned()));
        match &self.smtp {
            Some(smtp) => smtp.send(message).await.map(|_| ()).map_err(|e| format!("SMTP: {e}")),
            None => {
                let path = self.folder.join(format!("{}-{}.eml", mail.created_at.format("%Y%m%dT%H%M%S"), mail.id));
                tokio::fs::create_dir_all(&self.folder).await.map_err(|e| format!("cannot create {}: {e}", self.folder.display()))?;
                tokio::fs::write(&path, message.formatted()).await.map_err(|e| format!("cannot write {}: {e}", path.display()))?;
                tracing::info!(path = %path.display(), to = %mail.to_email, "no SMTP server configured: the e-mail was written to a file");
                Ok(())
            }
        }
    }
}

/// Queues the e-mails `event` calls for, within the fan-out's transaction; `secret` signs their
/// unsubscribe links (read before the transaction: making it the first time is a write).
pub async fn fan_out(state: &AppState, txn: &impl sea_orm::ConnectionTrait, secret: &str, org: &organization::Model, event: &Recorded) -> Result<()> {
    let db = &state.db;
    match &event.event {
        Event::PostStatusChanged { post_id, .. } => {
            let Some(found) = post_of(db, org, *post_id).await? else { return Ok(()) };
            let status = statuses::cached(db, org.id).await?.into_iter().find(|s| s.id == found.status_id).map(|s| s.label).unwrap_or_default();
            // The team's public message, when it announced the change in the thread.
            let message = comment::Entity::find()
                .filter(comment::Column::PostId.eq(found.id))
                .filter(comment::Column::StatusChange.eq(status.as_str()))
                .filter(comment::Column::Internal.eq(false))
                .order_by_desc(comment::Column::Id)
                .one(db.conn())
                .await?
                .map(|c| c.body_text);
            let line = format!("“{}” is now {status}", found.title);
            let subject = format!("[{}] {line}", org.display_name);
            let text = format!("The status of “{}” is now {status}.{}", found.title, message.as_deref().map(|m| format!("\n\n{m}")).unwrap_or_default());
            for person in rules::followers(db.conn(), &found, None, Frequency::Instant).await? {
                queue(state, txn, secret, org, event, &person, Some(&found), &subject, &text).await?;
            }
            digest(state, txn, org, event, rules::followers(db.conn(), &found, None, Frequency::Daily).await?, &line).await?;
        }
        Event::CommentCreated { comment_id } | Event::CommentUpdated { comment_id, approved: true } => {
            let Some(written) = comment::Entity::find_by_id(*comment_id).filter(comment::Column::OrganizationId.eq(org.id)).one(db.conn()).await? else { return Ok(()) };
            let Some(found) = post_of(db, org, written.post_id).await? else { return Ok(()) };
            let author = user::Entity::find_by_id(written.author_id).one(db.conn()).await?.map(|u| u.name).unwrap_or_default();
            if written.internal || written.hidden {
                return Ok(());
            }
            if written.approval_status != "approved" {
                let line = format!("A comment waits for moderation on “{}”", found.title);
                let subject = format!("[{}] {line}", org.display_name);
                let text = format!("{author} commented on “{}”; the comment waits for approval in the moderation queue:\n\n{}", found.title, written.body_text);
                for person in rules::team_listeners(db.conn(), org.id, Some(written.author_id), Frequency::Instant).await? {
                    queue(state, txn, secret, org, event, &person, None, &subject, &text).await?;
                }
                digest(state, txn, org, event, rules::team_listeners(db.conn(), org.id, Some(written.author_id), Frequency::Daily).await?, &line).await?;
                return Ok(());
            }
            let subject = format!("[{}] New comment on “{}”", org.display_name, found.title);
            let text = format!("{author} commented on “{}”:\n\n{}", found.title, written.body_text);
            for person in rules::followers(db.conn(), &found, Some(written.author_id), Frequency::Instant).await? {
                queue(state, txn, secret, org, event, &person, Some(&found), &subject, &text).await?;
            }
            let line = format!("{author} commented on “{}”", found.title);
            digest(state, txn, org, event, rules::followers(db.conn(), &found, Some(written.author_id), Frequency::Daily).await?, &line).await?;
        }
        Event::PostCreated { post_id } => {
            let Some(found) = post_of(db, org, *post_id).await? else { return Ok(()) };
            let author = user::Entity::find_by_id(found.submitter_id).one(db.conn()).await?.map(|u| u.name).unwrap_or_default();
            let waiting = found.approval_status != "approved";
            let subject = if waiting {
                format!("[{}] A post waits for moderation: “{}”", org.display_name, found.title)
            } else {
                format!("[{}] New post: “{}”", org.display_name, found.title)
            };
            let text = format!(
                "{author} posted “{}”{}.{}",
                found.title,
                if waiting { ", which waits for approval in the moderation queue" } else { "" },
                found.description_text.as_deref().map(|d| format!("\n\n{d}")).unwrap_or_default()
            );
            for person in rules::team_listeners(db.conn(), org.id, Some(found.submitter_id), Frequency::Instant).await? {
                queue(state, txn, secret, org, event, &person, None, &subject, &text).await?;
            }
            let line = if waiting { format!("“{}” by {author} waits for moderation", found.title) } else { format!("New post by {author}: “{}”", found.title) };
            digest(state, txn, org, event, rules::team_listeners(db.conn(), org.id, Some(found.submitter_id), Frequency::Daily).await?, &line).await?;
        }
        _ => {}
    }
    Ok(())
}

async fn post_of(db: &app::domain::Db, org: &organization::Model, post_id: i64) -> Result<Option<post::Model>> {
    Ok(post::Entity::find_by_id(post_id).filter(post::Column::OrganizationId.eq(org.id)).filter(post::Column::Hidden.eq(false)).one(db.conn()).await?)
}

/// Where the event's e-mail leads: the post, or the comment on its page.
async fn link_of(state: &AppState, org: &organization::Model, event: &Recorded) -> Result<String> {
    let public_url = state.settings.public_url.trim_end_matches('/');
    let link = match &event.event {
        Event::PostCreated { post_id } | Event::PostStatusChanged { post_id, .. } => post::Entity::find_by_id(*post_id).one(state.db.conn()).await?.map(|p| posts::url(public_url, &org.name, &p.slug)),
        Event::CommentCreated { comment_id } | Event::CommentUpdated { comment_id, .. } => match comment::Entity::find_by_id(*comment_id).one(state.db.conn()).await? {
            Some(c) => post::Entity::find_by_id(c.post_id).one(state.db.conn()).await?.map(|p| format!("{}#comment-{}", posts::url(public_url, &org.name, &p.slug), c.id)),
            None => None,
        },
        _ => None,
    };
    Ok(link.unwrap_or_else(|| format!("{public_url}/{}", org.name)))
}

/// Keeps `line` for the daily digest of each of `people`.
async fn digest(state: &AppState, txn: &impl sea_orm::ConnectionTrait, org: &organization::Model, event: &Recorded, people: Vec<user::Model>, line: &str) -> Result<()> {
    if people.is_empty() {
        return Ok(());
    }
    let link = link_of(state, org, event).await?;
    for person in people {
        rules::add_to_digest(txn, org.id, person.id, &event.uid, line, &link).await?;
    }
    Ok(())
}

/// Queues the daily digest of everyone whose oldest line is a day old: one e-mail with every
/// line since their last digest. Returns how many digests.
pub async fn send_digests(state: &AppState) -> Result<usize> {
    let db = &state.db;
    let due = rules::digests_due(db.conn(), app::domain::now() - rules::DIGEST_EVERY).await?;
    if due.is_empty() {
        return Ok(0);
    }
    let secret = rules::secret(db).await?;
    let public_url = state.settings.public_url.trim_end_matches('/');
    for user_id in &due {
        let Some(person) = user::Entity::find_by_id(*user_id).one(db.conn()).await? else { continue };
        let Some(org) = organization::Entity::find_by_id(person.organization_id).one(db.conn()).await? else { continue };
        let txn = db.begin_write_in(app::domain::cache::Scope::Nothing).await?;
        let items = rules::take_digest(&*txn, person.id).await?;
        let Some(first) = items.first() else {
            txn.commit().await?;
            continue;
        };
        let uid = format!("digest-{}", first.id);
        let what = Unsubscribe { o: org.id, u: person.id, p: None };
        let unsubscribe_url = format!("{public_url}/{}/unsubscribe?token={}", org.name, rules::token(&secret, &what)?);
        let count = items.len();
        let subject = format!("[{}] Your daily digest: {count} {}", org.display_name, if count == 1 { "update" } else { "updates" });
        let lines: String = items.iter().map(|i| format!("- {}\n  {}\n", i.line, i.link)).collect();
        let settings = format!("{public_url}/{}/me", org.name);
        let text_body = format!("What happened on {} since your last digest:\n\n{lines}\n--\nYou chose a daily digest: {settings}\nStop these e-mails: {unsubscribe_url}\n", org.display_name);
        let items_html: String = items.iter().map(|i| format!("<li><a href=\"{}\">{}</a></li>", escape(&i.link), escape(&i.line))).collect();
        let html_body = format!(
            "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>{subject}</title></head><body><p><strong>{org_name}</strong></p>\
             <p>What happened since your last digest:</p><ul>{items_html}</ul><hr><p><small>You chose a daily digest (<a href=\"{settings}\">your e-mail settings</a>). \
             <a href=\"{unsubscribe}\">Stop these e-mails</a></small></p></body></html>",
            subject = escape(&subject),
            org_name = escape(&org.display_name),
            settings = escape(&settings),
            unsubscribe = escape(&unsubscribe_url),
        );
        rules::enqueue(&*txn, NewMail { organization_id: org.id, user: &person, event_uid: &uid, subject, text_body, html_body, unsubscribe_url }).await?;
        txn.commit().await?;
    }
    Ok(due.len())
}

/// One message to one person: the text as plain text and as HTML, the post's link, and how to
/// stop (this post's messages when it is about a post the person follows, else all of them).
#[allow(clippy::too_many_arguments)]
async fn queue(
    state: &AppState,
    txn: &impl sea_orm::ConnectionTrait,
    secret: &str,
    org: &organization::Model,
    event: &Recorded,
    person: &user::Model,
    followed: Option<&post::Model>,
    subject: &str,
    text: &str,
) -> Result<()> {
    let public_url = state.settings.public_url.trim_end_matches('/');
    let what = Unsubscribe { o: org.id, u: person.id, p: followed.map(|p| p.id) };
    let unsubscribe_url = format!("{public_url}/{}/unsubscribe?token={}", org.name, rules::token(secret, &what)?);
    let link = link_of(state, org, event).await?;
    let why = match followed {
        Some(_) => "You get this because you follow this post (you submitted, voted on or commented on it, or subscribed).",
        None => "You get this as a member of the team.",
    };
    let stop = if followed.is_some() { "Unsubscribe from this post" } else { "Stop these e-mails" };
    let text_body = format!("{text}\n\nOpen it: {link}\n\n--\n{} · {why}\n{stop}: {unsubscribe_url}\nYour e-mail settings: {public_url}/{}/me\n", org.display_name, org.name);
    let paragraphs: String = text.split("\n\n").map(|p| format!("<p>{}</p>", escape(p).replace('\n', "<br>"))).collect();
    let html_body = format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>{subject}</title></head><body>\
         <p><strong>{org_name}</strong></p>{paragraphs}<p><a href=\"{link}\">Open it on {org_name}</a></p>\
         <hr><p><small>{why} <a href=\"{unsubscribe}\">{stop}</a> · <a href=\"{public_url}/{org_path}/me\">Your e-mail settings</a></small></p></body></html>",
        subject = escape(subject),
        org_name = escape(&org.display_name),
        link = escape(&link),
        why = escape(why),
        unsubscribe = escape(&unsubscribe_url),
        stop = stop,
        org_path = escape(&org.name),
    );
    rules::enqueue(txn, NewMail { organization_id: org.id, user: person, event_uid: &event.uid, subject: subject.to_owned(), text_body, html_body, unsubscribe_url }).await
}

/// Tells the organization's admins (those who hear team e-mail) that an endpoint failing for 3
/// days was turned off.
pub async fn endpoint_disabled(state: &AppState, hook: &app::entities::webhook::Model) -> Result<()> {
    let db = &state.db;
    let Some(org) = organization::Entity::find_by_id(hook.organization_id).one(db.conn()).await? else { return Ok(()) };
    let secret = rules::secret(db).await?;
    let admins = rules::team_admins(db.conn(), org.id).await?;
    let public_url = state.settings.public_url.trim_end_matches('/');
    let page = format!("{public_url}/{}/admin/webhooks", org.name);
    let subject = format!("[{}] Webhook {} was turned off", org.display_name, hook.url);
    let text = format!(
        "The deliveries to {} have failed for 3 days without one success, so the server turned the webhook off. \
         Its events wait for nobody meanwhile; turn it on again once the receiver answers.",
        hook.url
    );
    let uid = format!("webhook-disabled-{}-{}", hook.id, chrono::Utc::now().timestamp());
    let txn = db.begin_write_in(app::domain::cache::Scope::Nothing).await?;
    for admin in &admins {
        let what = Unsubscribe { o: org.id, u: admin.id, p: None };
        let unsubscribe_url = format!("{public_url}/{}/unsubscribe?token={}", org.name, rules::token(&secret, &what)?);
        let text_body = format!("{text}\n\nThe webhook and its deliveries: {page}\n\n--\n{} · You get this as an admin.\nStop these e-mails: {unsubscribe_url}\n", org.display_name);
        let html_body = format!(
            "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>{subject}</title></head><body><p><strong>{org_name}</strong></p><p>{text}</p>\
             <p><a href=\"{page}\">The webhook and its deliveries</a></p><hr><p><small>You get this as an admin. <a href=\"{unsubscribe}\">Stop these e-mails</a></small></p></body></html>",
            subject = escape(&subject),
            org_name = escape(&org.display_name),
            text = escape(&text),
            page = escape(&page),
            unsubscribe = escape(&unsubscribe_url),
        );
        rules::enqueue(&*txn, NewMail { organization_id: org.id, user: admin, event_uid: &uid, subject: subject.clone(), text_body, html_body, unsubscribe_url }).await?;
    }
    txn.commit().await?;
    Ok(())
}
