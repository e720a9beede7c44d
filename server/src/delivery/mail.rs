//! E-mail: composing the notifications the outbox's events call for (HTML and plain text,
//! naming the organization and linking the post, with a one-click unsubscribe: RFC 8058's
//! `List-Unsubscribe` and `List-Unsubscribe-Post`, and a signed link in the text), and sending
//! them over SMTP with lettre; without SMTP configured each message is written to an `.eml`
//! file (and the log says where), so nothing is lost and the demo shows real messages.

use app::domain::changelog::Entry;
use app::domain::outbox::Recorded;
use app::domain::outbox::account::AccountMail;
use app::domain::outbox::mail::{self as rules, Frequency, NewMail, Unsubscribe};
use app::domain::outbox::recipients::{self, Audience, Told};
use app::domain::text::escape;
use app::domain::{Result, posts, users};
use app::entities::{comment, mail_delivery, organization, post, user};
use app::i18n::Locale;
use app::model::UserId;
use app::state::AppState;
use app::tl;
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
        // An account e-mail (a reset, a sign-in link, an invitation) is asked for, not
        // subscribed to: it has no unsubscribe address.
        if !mail.unsubscribe_url.is_empty() {
            message.headers_mut().insert_raw(raw("List-Unsubscribe", format!("<{}>", mail.unsubscribe_url)));
            message.headers_mut().insert_raw(raw("List-Unsubscribe-Post", "List-Unsubscribe=One-Click".to_owned()));
        }
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
/// links (read before the transaction: making it the first time is a write). Each person's
/// e-mail is written in their language ([`users::mail_locale`]); a digest keeps the event as
/// data ([`Line`]), worded when the digest is sent.
pub async fn fan_out(state: &AppState, txn: &impl sea_orm::ConnectionTrait, secret: &str, org: &organization::Model, event: &Recorded) -> Result<()> {
    let Some(told) = recipients::told(&state.db, org, event).await? else { return Ok(()) };
    let public_url = state.settings.public_url.trim_end_matches('/');
    let notice = match &told {
        Told::Shipped { entry, posts } => return shipped(state, txn, secret, org, event, entry, posts).await,
        Told::StatusChanged { post, status, message } => Notice {
            line: Line::StatusChanged { title: post.title.clone(), status: status.to_string() },
            body: message.clone(),
            link: posts::url(public_url, &org.name, &post.slug),
        },
        Told::CommentWaits { post, comment, author } => Notice {
            line: Line::CommentWaits { title: post.title.clone(), author: author.to_string() },
            body: Some(comment.body_text.clone()),
            link: comment_link(public_url, org, post, comment),
        },
        Told::Commented { post, comment, author } => Notice {
            line: Line::Commented { title: post.title.clone(), author: author.to_string() },
            body: Some(comment.body_text.clone()),
            link: comment_link(public_url, org, post, comment),
        },
        Told::PostCreated { post, author, waiting } => Notice {
            line: Line::PostCreated { title: post.title.clone(), author: author.to_string(), waiting: *waiting },
            body: post.description_text.clone(),
            link: posts::url(public_url, &org.name, &post.slug),
        },
    };
    let Some((audience, except)) = told.audience() else { return Ok(()) };
    notify(state, txn, secret, org, event, &notice, audience, except).await
}

fn comment_link(public_url: &str, org: &organization::Model, post: &post::Model, comment: &comment::Model) -> String {
    format!("{}#comment-{}", posts::url(public_url, &org.name, &post.slug), comment.id)
}

/// What an event tells a person, as data: an e-mail's subject and first words, and a line of a
/// daily digest, are worded from it in the reader's language when they are written (a digest
/// line is kept as this, in JSON, until its digest is sent).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum Line {
    StatusChanged { title: String, status: String },
    CommentWaits { title: String, author: String },
    Commented { title: String, author: String },
    PostCreated { title: String, author: String, waiting: bool },
    Shipped { title: String },
}

impl Line {
    /// The digest's line.
    fn line(&self, locale: Locale) -> String {
        match self {
            Self::StatusChanged { title, status } => tl!(locale, "mail-status-line", title = title, status = status),
            Self::CommentWaits { title, .. } => tl!(locale, "mail-comment-waits-line", title = title),
            Self::Commented { title, author } => tl!(locale, "mail-commented-line", title = title, author = author),
            Self::PostCreated { title, author, waiting: true } => tl!(locale, "mail-post-waits-line", title = title, author = author),
            Self::PostCreated { title, author, waiting: false } => tl!(locale, "mail-post-line", title = title, author = author),
            Self::Shipped { title } => tl!(locale, "mail-shipped-line", title = title),
        }
    }

    /// An e-mail's subject (after the organization's name).
    fn subject(&self, locale: Locale) -> String {
        match self {
            Self::Commented { title, .. } => tl!(locale, "mail-commented-subject", title = title),
            Self::PostCreated { title, waiting: true, .. } => tl!(locale, "mail-post-waits-subject", title = title),
            Self::PostCreated { title, waiting: false, .. } => tl!(locale, "mail-post-subject", title = title),
            Self::Shipped { title } => tl!(locale, "mail-shipped-subject", title = title),
            Self::StatusChanged { .. } | Self::CommentWaits { .. } => self.line(locale),
        }
    }

    /// An e-mail's first words, before what the person wrote.
    fn opening(&self, locale: Locale) -> String {
        match self {
            Self::StatusChanged { title, status } => tl!(locale, "mail-status-text", title = title, status = status),
            Self::CommentWaits { title, author } => tl!(locale, "mail-comment-waits-text", title = title, author = author),
            Self::Commented { title, author } => tl!(locale, "mail-commented-text", title = title, author = author),
            Self::PostCreated { title, author, waiting: true } => tl!(locale, "mail-post-waits-text", title = title, author = author),
            Self::PostCreated { title, author, waiting: false } => tl!(locale, "mail-post-text", title = title, author = author),
            Self::Shipped { title } => title.clone(),
        }
    }

    /// A kept digest line: the data it was stored as; a line stored as words (before
    /// languages) is shown as it is.
    fn stored(line: &str, locale: Locale) -> String {
        match serde_json::from_str::<Line>(line) {
            Ok(data) => data.line(locale),
            Err(_) => line.to_owned(),
        }
    }
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
    let line = Line::Shipped { title: title.clone() };
    for when in [Frequency::Instant, Frequency::Daily] {
        for (person, theirs) in &recipients::shipped_to(conn, entry, shipped, when).await? {
            if when == Frequency::Daily {
                rules::add_to_digest(txn, org.id, person.id, &event.uid, &json(&line), &link).await?;
                continue;
            }
            let locale = users::mail_locale(person, org);
            let one = (theirs.len() == 1).then(|| theirs[0]);
            let list: Vec<(String, String)> = theirs.iter().map(|p| (p.title.clone(), posts::url(public_url, &org.name, &p.slug))).collect();
            let text = format!(
                "{title}{}\n\n{}",
                if entry.entry.body_text.is_empty() { String::new() } else { format!("\n\n{}", entry.entry.body_text) },
                if one.is_some() { tl!(locale, "mail-shipped-one") } else { tl!(locale, "mail-shipped-many") }
            );
            let subject = format!("[{}] {}", org.display_name, line.subject(locale));
            let letter = Letter {
                locale,
                subject: subject.clone(),
                text,
                list,
                link: Some((tl!(locale, "mail-read-it"), link.clone())),
                why: tl!(locale, "mail-why-shipped"),
                stop: if one.is_some() { tl!(locale, "mail-stop-post") } else { tl!(locale, "mail-stop-all") },
            };
            let unsubscribe_url = unsubscribe_url(public_url, org, secret, Unsubscribe { o: org.id, u: person.id, p: one.map(|p| p.id) })?;
            let (text_body, html_body) = compose(public_url, org, &letter, Some(&unsubscribe_url));
            rules::enqueue(txn, NewMail { organization_id: org.id, user: person, event_uid: &event.uid, subject, text_body, html_body, unsubscribe_url })
                .await?;
        }
    }
    Ok(())
}

/// A digest line as stored.
fn json(line: &Line) -> String {
    serde_json::to_string(line).unwrap_or_default()
}

/// What an event tells: its [`Line`], the words of a person it carries (a comment, a post's
/// description, the team's note on a status), and where it leads.
struct Notice {
    line: Line,
    body: Option<String>,
    link: String,
}

/// Queues the notice for whoever of `audience` (but `except`) wants it at once, in their
/// language, and keeps its line for whoever wants it in their daily digest.
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
    let letter = |locale: Locale| {
        let opening = notice.line.opening(locale);
        Letter {
            locale,
            subject: format!("[{}] {}", org.display_name, notice.line.subject(locale)),
            text: match &notice.body {
                Some(body) if !body.is_empty() => format!("{opening}\n\n{body}"),
                _ => opening,
            },
            list: Vec::new(),
            link: Some((tl!(locale, "mail-open-it"), notice.link.clone())),
            why: if followed.is_some() { tl!(locale, "mail-why-follow") } else { tl!(locale, "mail-why-team") },
            stop: if followed.is_some() { tl!(locale, "mail-stop-post") } else { tl!(locale, "mail-stop-these") },
        }
    };
    let mut letters: Vec<Letter> = Vec::new();
    for when in [Frequency::Instant, Frequency::Daily] {
        for person in &recipients::hearing(conn, org.id, audience, except, when).await? {
            if when == Frequency::Daily {
                rules::add_to_digest(txn, org.id, person.id, &event.uid, &json(&notice.line), &notice.link).await?;
                continue;
            }
            let locale = users::mail_locale(person, org);
            if !letters.iter().any(|l| l.locale == locale) {
                letters.push(letter(locale));
            }
            let Some(letter) = letters.iter().find(|l| l.locale == locale) else { continue };
            let unsubscribe_url = unsubscribe_url(public_url, org, secret, Unsubscribe { o: org.id, u: person.id, p: followed.map(|p| p.id) })?;
            let (text_body, html_body) = compose(public_url, org, letter, Some(&unsubscribe_url));
            rules::enqueue(
                txn,
                NewMail {
                    organization_id: org.id,
                    user: person,
                    event_uid: &event.uid,
                    subject: letter.subject.clone(),
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

/// An e-mail's words in one language: paragraphs of text, a list of (line, link), an optional
/// link to act on, why the person gets it and what its unsubscribe link stops.
struct Letter {
    locale: Locale,
    subject: String,
    text: String,
    list: Vec<(String, String)>,
    link: Option<(String, String)>,
    why: String,
    stop: String,
}

/// The plain-text and HTML bodies of a letter of `org`: the organization's name, the words, and
/// a footer with why, the unsubscribe link and the person's e-mail settings (an account e-mail,
/// which has no unsubscribe link, says only why).
fn compose(public_url: &str, org: &organization::Model, letter: &Letter, unsubscribe_url: Option<&str>) -> (String, String) {
    let locale = letter.locale;
    let settings = format!("{public_url}/{}/me", org.name);
    let settings_label = tl!(locale, "mail-settings");
    let list_text: String = letter.list.iter().map(|(line, link)| format!("\n- {line}\n  {link}")).collect();
    let list_text = if list_text.is_empty() { String::new() } else { format!("\n{list_text}") };
    let link_text = letter.link.as_ref().map(|(label, url)| format!("\n\n{label}: {url}")).unwrap_or_default();
    let footer_text = match unsubscribe_url {
        Some(unsubscribe_url) => format!("{}: {unsubscribe_url}\n{settings_label}: {settings}\n", letter.stop),
        None => String::new(),
    };
    let text_body = format!("{}{list_text}{link_text}\n\n--\n{} · {}\n{footer_text}", letter.text, org.display_name, letter.why);
    let paragraphs: String = letter.text.split("\n\n").map(|p| format!("<p>{}</p>", escape(p).replace('\n', "<br>"))).collect();
    let list_html: String = letter.list.iter().map(|(line, link)| format!("<li><a href=\"{}\">{}</a></li>", escape(link), escape(line))).collect();
    let list_html = if list_html.is_empty() { String::new() } else { format!("<ul>{list_html}</ul>") };
    let link_html = letter
        .link
        .as_ref()
        .map(|(label, url)| format!("<p><a href=\"{}\">{}</a></p>", escape(url), escape(&tl!(locale, "mail-link-on", label = label, org = &org.display_name))))
        .unwrap_or_default();
    let footer_html = match unsubscribe_url {
        Some(unsubscribe_url) => format!(
            " <a href=\"{unsubscribe}\">{stop}</a> · <a href=\"{settings}\">{settings_label}</a>",
            unsubscribe = escape(unsubscribe_url),
            stop = escape(&letter.stop),
            settings = escape(&settings),
            settings_label = escape(&settings_label),
        ),
        None => String::new(),
    };
    let html_body = format!(
        "<!doctype html><html lang=\"{lang}\" dir=\"{dir}\"><head><meta charset=\"utf-8\"><title>{subject}</title></head><body>\
         <p><strong>{org_name}</strong></p>{paragraphs}{list_html}{link_html}\
         <hr><p><small>{why}{footer_html}</small></p></body></html>",
        lang = locale.code(),
        dir = locale.dir(),
        subject = escape(&letter.subject),
        org_name = escape(&org.display_name),
        why = escape(&letter.why),
    );
    (text_body, html_body)
}

/// An account e-mail (`message`, about `about`: [`AccountMail::of`]) worded for sending: its single-use link is made now
/// (ending the person's earlier link of that purpose, the one of a failed attempt too), in the
/// person's language. `None` when there is no one to send it to any more (the person was
/// removed or blocked).
pub async fn account(state: &AppState, message: &mail_delivery::Model, about: AccountMail) -> Result<Option<mail_delivery::Model>> {
    use app::domain::sessions;
    let conn = state.db.conn();
    let Some(person) = user::Entity::find_by_id(message.user_id).one(conn).await?.filter(|u| !u.blocked) else { return Ok(None) };
    let Some(org) = organization::Entity::find_by_id(person.organization_id).one(conn).await? else { return Ok(None) };
    let purpose = about.purpose();
    let (token, _) = sessions::issue_link(&state.db, &person, purpose, purpose.mailed_lifetime()).await?;
    let public_url = state.settings.public_url.trim_end_matches('/');
    let link = sessions::link_url(public_url, &org.name, &token);
    let locale = users::mail_locale(&person, &org);
    let (board, email) = (&org.display_name, &person.email);
    let (subject, text, label) = match &about {
        AccountMail::Reset => (tl!(locale, "mail-reset-subject"), tl!(locale, "mail-reset-text", email = email, org = board), tl!(locale, "mail-reset-link")),
        AccountMail::SignIn => {
            (tl!(locale, "mail-sign-in-subject"), tl!(locale, "mail-sign-in-text", email = email, org = board), tl!(locale, "mail-sign-in-link"))
        }
        AccountMail::Verify => {
            (tl!(locale, "mail-verify-subject"), tl!(locale, "mail-verify-text", email = email, org = board), tl!(locale, "mail-verify-link"))
        }
        AccountMail::Widget => {
            (tl!(locale, "mail-widget-subject"), tl!(locale, "mail-widget-text", email = email, org = board), tl!(locale, "mail-widget-link"))
        }
        AccountMail::Invite { by, role } => {
            let role = match role.as_str() {
                "admin" => tl!(locale, "admin-team-role-admin"),
                "csm" => tl!(locale, "admin-team-role-csm"),
                _ => tl!(locale, "admin-team-role-member"),
            };
            (
                tl!(locale, "mail-invite-subject", name = by),
                tl!(locale, "mail-invite-text", name = by, org = board, role = role),
                tl!(locale, "mail-sign-in-link"),
            )
        }
    };
    let why = match about {
        AccountMail::Invite { .. } => tl!(locale, "mail-why-invited"),
        AccountMail::Reset | AccountMail::SignIn => tl!(locale, "mail-why-asked"),
        AccountMail::Verify => tl!(locale, "mail-why-signed-up"),
        AccountMail::Widget => tl!(locale, "mail-why-widget"),
    };
    let subject = format!("[{board}] {subject}");
    let letter = Letter { locale, subject: subject.clone(), text, list: Vec::new(), link: Some((label, link)), why, stop: String::new() };
    let (text_body, html_body) = compose(public_url, &org, &letter, None);
    Ok(Some(mail_delivery::Model { subject, text_body, html_body, unsubscribe_url: String::new(), ..message.clone() }))
}

/// Queues the daily digest of everyone whose oldest line is a day old: one e-mail with every
/// line since their last digest, worded in their language now. Returns how many digests.
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
        let locale = users::mail_locale(&person, &org);
        let uid = format!("digest-{}", first.id);
        let unsubscribe_url = unsubscribe_url(public_url, &org, &secret, Unsubscribe { o: org.id, u: person.id, p: None })?;
        let subject = format!("[{}] {}", org.display_name, tl!(locale, "mail-digest-subject", count = items.len()));
        let letter = Letter {
            locale,
            subject: subject.clone(),
            text: tl!(locale, "mail-digest-text", org = &org.display_name),
            list: items.iter().map(|i| (Line::stored(&i.line, locale), i.link.clone())).collect(),
            link: None,
            why: tl!(locale, "mail-why-digest"),
            stop: tl!(locale, "mail-stop-these"),
        };
        let (text_body, html_body) = compose(public_url, &org, &letter, Some(&unsubscribe_url));
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
    let section = match app::domain::outbox::webhooks::Kind::of(hook) {
        app::domain::outbox::webhooks::Kind::Standard => "webhooks",
        _ => "integrations",
    };
    let page = format!("{public_url}/{}/admin/{section}", org.name);
    let letter = |locale: Locale| Letter {
        locale,
        subject: format!("[{}] {}", org.display_name, tl!(locale, "mail-webhook-off-subject", url = &hook.url)),
        text: tl!(locale, "mail-webhook-off-text", url = &hook.url),
        list: Vec::new(),
        link: Some((tl!(locale, "mail-webhook-off-link"), page.clone())),
        why: tl!(locale, "mail-why-admin"),
        stop: tl!(locale, "mail-stop-these"),
    };
    let uid = format!("webhook-disabled-{}-{}", hook.id, chrono::Utc::now().timestamp());
    let txn = db.begin_write_in(app::store::cache::Scope::Nothing).await?;
    for admin in &admins {
        let letter = letter(users::mail_locale(admin, &org));
        let unsubscribe_url = unsubscribe_url(public_url, &org, &secret, Unsubscribe { o: org.id, u: admin.id, p: None })?;
        let (text_body, html_body) = compose(public_url, &org, &letter, Some(&unsubscribe_url));
        rules::enqueue(
            &*txn,
            NewMail { organization_id: org.id, user: admin, event_uid: &uid, subject: letter.subject.clone(), text_body, html_body, unsubscribe_url },
        )
        .await?;
    }
    txn.commit().await?;
    Ok(())
}
