//! E-mail: composing the notifications the outbox's events call for (HTML and plain text,
//! naming the organization and linking the post, with a one-click unsubscribe: RFC 8058's
//! `List-Unsubscribe` and `List-Unsubscribe-Post`, and a signed link in the text), and sending
//! them over SMTP with lettre; without SMTP configured each message is written to an `.eml`
//! file (and the log says where), so nothing is lost and the demo shows real messages.

use app::domain::changelog::Entry;
use app::domain::outbox::Recorded;
use app::domain::outbox::mail::{self as rules, Frequency, NewMail, Unsubscribe};
use app::domain::outbox::recipients::{self, Audience, Told};
use app::domain::text::escape;
use app::domain::{Result, posts};
use app::entities::{comment, mail_delivery, organization, post, user};
use app::model::UserId;
use app::state::AppState;
use lettre::message::MultiPart;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use sea_orm::EntityTrait;
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

/// Queues the e-mails `event` calls for (who hears of what is the domain's:
/// [`recipients::told`]), within the fan-out's transaction; `secret` signs their unsubscribe
/// links (read before the transaction: making it the first time is a write).
pub async fn fan_out(state: &AppState, txn: &impl sea_orm::ConnectionTrait, secret: &str, org: &organization::Model, event: &Recorded) -> Result<()> {
    let Some(told) = recipients::told(&state.db, org, event).await? else { return Ok(()) };
    let public_url = state.settings.public_url.trim_end_matches('/');
    let notice = match &told {
        Told::Shipped { entry, posts } => return shipped(state, txn, secret, org, event, entry, posts).await,
        Told::StatusChanged { post, status, message } => {
            let line = format!("“{}” is now {status}", post.title);
            Notice {
                subject: format!("[{}] {line}", org.display_name),
                text: format!("The status of “{}” is now {status}.{}", post.title, message.as_deref().map(|m| format!("\n\n{m}")).unwrap_or_default()),
                line,
                link: posts::url(public_url, &org.name, &post.slug),
            }
        }
        Told::CommentWaits { post, comment, author } => {
            let line = format!("A comment waits for moderation on “{}”", post.title);
            Notice {
                subject: format!("[{}] {line}", org.display_name),
                text: format!("{author} commented on “{}”; the comment waits for approval in the moderation queue:\n\n{}", post.title, comment.body_text),
                line,
                link: comment_link(public_url, org, post, comment),
            }
        }
        Told::Commented { post, comment, author } => Notice {
            subject: format!("[{}] New comment on “{}”", org.display_name, post.title),
            text: format!("{author} commented on “{}”:\n\n{}", post.title, comment.body_text),
            line: format!("{author} commented on “{}”", post.title),
            link: comment_link(public_url, org, post, comment),
        },
        Told::PostCreated { post, author, waiting } => Notice {
            subject: if *waiting {
                format!("[{}] A post waits for moderation: “{}”", org.display_name, post.title)
            } else {
                format!("[{}] New post: “{}”", org.display_name, post.title)
            },
            text: format!(
                "{author} posted “{}”{}.{}",
                post.title,
                if *waiting { ", which waits for approval in the moderation queue" } else { "" },
                post.description_text.as_deref().map(|d| format!("\n\n{d}")).unwrap_or_default()
            ),
            line: if *waiting {
                format!("“{}” by {author} waits for moderation", post.title)
            } else {
                format!("New post by {author}: “{}”", post.title)
            },
            link: posts::url(public_url, &org.name, &post.slug),
        },
    };
    let Some((audience, except)) = told.audience() else { return Ok(()) };
    notify(state, txn, secret, org, event, &notice, audience, except).await
}

fn comment_link(public_url: &str, org: &organization::Model, post: &post::Model, comment: &comment::Model) -> String {
    format!("{}#comment-{}", posts::url(public_url, &org.name, &post.slug), comment.id)
}

/// A published changelog entry, told to the followers of the posts it shipped
/// ([`recipients::shipped_to`]): one e-mail each (or one line of their digest), naming the
/// posts of it they follow. Whoever follows one of them may stop that post's e-mails from it;
/// whoever follows several, every e-mail.
async fn shipped(
    state: &AppState,
    txn: &impl sea_orm::ConnectionTrait,
    secret: &str,
    org: &organization::Model,
    event: &Recorded,
    entry: &Entry,
    shipped: &[post::Model],
) -> Result<()> {
    let conn = state.db.conn();
    let public_url = state.settings.public_url.trim_end_matches('/');
    let link = format!("{public_url}/{}/changelog/{}", org.name, entry.entry.id);
    let title = &entry.entry.title;
    let subject = format!("[{}] Shipped: {title}", org.display_name);
    for when in [Frequency::Instant, Frequency::Daily] {
        for (person, theirs) in &recipients::shipped_to(conn, entry, shipped, when).await? {
            if when == Frequency::Daily {
                rules::add_to_digest(txn, org.id, person.id, &event.uid, &format!("Shipped: “{title}”"), &link).await?;
                continue;
            }
            let one = (theirs.len() == 1).then(|| theirs[0]);
            let list: Vec<(String, String)> = theirs.iter().map(|p| (p.title.clone(), posts::url(public_url, &org.name, &p.slug))).collect();
            let text = format!(
                "{title}{}\n\n{}",
                if entry.entry.body_text.is_empty() { String::new() } else { format!("\n\n{}", entry.entry.body_text) },
                if one.is_some() { "It ships the post you follow:" } else { "It ships posts you follow:" }
            );
            let letter = Letter {
                subject: &subject,
                text: &text,
                list: &list,
                link: Some(("Read it", &link)),
                why: "You get this because you follow what it ships (you submitted, voted on or commented on it, or subscribed).",
                stop: if one.is_some() { "Unsubscribe from this post" } else { "Stop all e-mails" },
            };
            let unsubscribe_url = unsubscribe_url(public_url, org, secret, Unsubscribe { o: org.id, u: person.id, p: one.map(|p| p.id) })?;
            let (text_body, html_body) = compose(public_url, org, &letter, &unsubscribe_url);
            rules::enqueue(
                txn,
                NewMail { organization_id: org.id, user: person, event_uid: &event.uid, subject: subject.clone(), text_body, html_body, unsubscribe_url },
            )
            .await?;
        }
    }
    Ok(())
}

/// What an event tells: as an e-mail of its own (`subject`, `text`) and as a line of a daily
/// digest, both leading to `link`.
struct Notice {
    subject: String,
    text: String,
    line: String,
    link: String,
}

/// Queues the notice for whoever of `audience` (but `except`) wants it at once, and keeps its
/// line for whoever wants it in their daily digest.
#[allow(clippy::too_many_arguments)]
async fn notify(
    state: &AppState,
    txn: &impl sea_orm::ConnectionTrait,
    secret: &str,
    org: &organization::Model,
    event: &Recorded,
    notice: &Notice,
    audience: Audience<'_>,
    except: Option<UserId>,
) -> Result<()> {
    let conn = state.db.conn();
    let public_url = state.settings.public_url.trim_end_matches('/');
    let followed = match audience {
        Audience::Followers(post) => Some(post),
        Audience::Team => None,
    };
    let letter = Letter {
        subject: &notice.subject,
        text: &notice.text,
        list: &[],
        link: Some(("Open it", &notice.link)),
        why: match followed {
            Some(_) => "You get this because you follow this post (you submitted, voted on or commented on it, or subscribed).",
            None => "You get this as a member of the team.",
        },
        stop: if followed.is_some() { "Unsubscribe from this post" } else { "Stop these e-mails" },
    };
    for when in [Frequency::Instant, Frequency::Daily] {
        for person in &recipients::hearing(conn, org.id, audience, except, when).await? {
            if when == Frequency::Daily {
                rules::add_to_digest(txn, org.id, person.id, &event.uid, &notice.line, &notice.link).await?;
                continue;
            }
            let unsubscribe_url = unsubscribe_url(public_url, org, secret, Unsubscribe { o: org.id, u: person.id, p: followed.map(|p| p.id) })?;
            let (text_body, html_body) = compose(public_url, org, &letter, &unsubscribe_url);
            rules::enqueue(
                txn,
                NewMail {
                    organization_id: org.id,
                    user: person,
                    event_uid: &event.uid,
                    subject: notice.subject.clone(),
                    text_body,
                    html_body,
                    unsubscribe_url,
                },
            )
            .await?;
        }
    }
    Ok(())
}

/// The signed address that undoes `what` (the e-mail's `List-Unsubscribe`).
fn unsubscribe_url(public_url: &str, org: &organization::Model, secret: &str, what: Unsubscribe) -> Result<String> {
    Ok(format!("{public_url}/{}/unsubscribe?token={}", org.name, rules::token(secret, &what)?))
}

/// An e-mail's words: paragraphs of text, an optional list of (line, link), an optional link to
/// act on, why the person gets it and what its unsubscribe link stops.
struct Letter<'a> {
    subject: &'a str,
    text: &'a str,
    list: &'a [(String, String)],
    link: Option<(&'a str, &'a str)>,
    why: &'a str,
    stop: &'a str,
}

/// The plain-text and HTML bodies of a letter of `org`: the organization's name, the words, and
/// a footer with why, the unsubscribe link and the person's e-mail settings.
fn compose(public_url: &str, org: &organization::Model, letter: &Letter<'_>, unsubscribe_url: &str) -> (String, String) {
    let settings = format!("{public_url}/{}/me", org.name);
    let list_text: String = letter.list.iter().map(|(line, link)| format!("\n- {line}\n  {link}")).collect();
    let list_text = if list_text.is_empty() { String::new() } else { format!("\n{list_text}") };
    let link_text = letter.link.map(|(label, url)| format!("\n\n{label}: {url}")).unwrap_or_default();
    let text_body = format!(
        "{}{list_text}{link_text}\n\n--\n{} · {}\n{}: {unsubscribe_url}\nYour e-mail settings: {settings}\n",
        letter.text, org.display_name, letter.why, letter.stop
    );
    let paragraphs: String = letter.text.split("\n\n").map(|p| format!("<p>{}</p>", escape(p).replace('\n', "<br>"))).collect();
    let list_html: String = letter.list.iter().map(|(line, link)| format!("<li><a href=\"{}\">{}</a></li>", escape(link), escape(line))).collect();
    let list_html = if list_html.is_empty() { String::new() } else { format!("<ul>{list_html}</ul>") };
    let link_html = letter
        .link
        .map(|(label, url)| format!("<p><a href=\"{}\">{} on {}</a></p>", escape(url), escape(label), escape(&org.display_name)))
        .unwrap_or_default();
    let html_body = format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>{subject}</title></head><body>\
         <p><strong>{org_name}</strong></p>{paragraphs}{list_html}{link_html}\
         <hr><p><small>{why} <a href=\"{unsubscribe}\">{stop}</a> · <a href=\"{settings}\">Your e-mail settings</a></small></p></body></html>",
        subject = escape(letter.subject),
        org_name = escape(&org.display_name),
        why = escape(letter.why),
        unsubscribe = escape(unsubscribe_url),
        stop = escape(letter.stop),
        settings = escape(&settings),
    );
    (text_body, html_body)
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
        let txn = db.begin_write_in(app::store::cache::Scope::Nothing).await?;
        let items = rules::take_digest(&*txn, person.id).await?;
        let Some(first) = items.first() else {
            txn.commit().await?;
            continue;
        };
        let uid = format!("digest-{}", first.id);
        let unsubscribe_url = unsubscribe_url(public_url, &org, &secret, Unsubscribe { o: org.id, u: person.id, p: None })?;
        let count = items.len();
        let subject = format!("[{}] Your daily digest: {count} {}", org.display_name, if count == 1 { "update" } else { "updates" });
        let text = format!("What happened on {} since your last digest:", org.display_name);
        let list: Vec<(String, String)> = items.iter().map(|i| (i.line.clone(), i.link.clone())).collect();
        let letter = Letter { subject: &subject, text: &text, list: &list, link: None, why: "You chose a daily digest.", stop: "Stop these e-mails" };
        let (text_body, html_body) = compose(public_url, &org, &letter, &unsubscribe_url);
        rules::enqueue(&*txn, NewMail { organization_id: org.id, user: &person, event_uid: &uid, subject, text_body, html_body, unsubscribe_url }).await?;
        txn.commit().await?;
    }
    Ok(due.len())
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
    let letter = Letter {
        subject: &subject,
        text: &text,
        list: &[],
        link: Some(("The webhook and its deliveries", &page)),
        why: "You get this as an admin.",
        stop: "Stop these e-mails",
    };
    let uid = format!("webhook-disabled-{}-{}", hook.id, chrono::Utc::now().timestamp());
    let txn = db.begin_write_in(app::store::cache::Scope::Nothing).await?;
    for admin in &admins {
        let unsubscribe_url = unsubscribe_url(public_url, &org, &secret, Unsubscribe { o: org.id, u: admin.id, p: None })?;
        let (text_body, html_body) = compose(public_url, &org, &letter, &unsubscribe_url);
        rules::enqueue(
            &*txn,
            NewMail { organization_id: org.id, user: admin, event_uid: &uid, subject: subject.clone(), text_body, html_body, unsubscribe_url },
        )
        .await?;
    }
    txn.commit().await?;
    Ok(())
}
