//! Talking to the trackers for `app::domain::trackers`: GitHub's REST API ([`github`]) and
//! Linear's GraphQL API ([`linear`]) when a team member connects one, creates or links an
//! issue, and when the delivery worker comments on an issue; their signed deliveries arrive at
//! [`inbound`]. Every call goes through the webhooks' client: 10 s at most, no redirects, only
//! public addresses unless `--allow-private-webhooks`, at most 64 KB of an answer read.

pub mod github;
pub mod inbound;
pub mod linear;

use app::domain::outbox::address::WebhookAddress;
use app::domain::outbox::webhooks::Attempt;
use app::domain::trackers::{Kind, Verified, links::Issue};
use app::entities::{organization, post, tracker};
use app::state::AppState;
use std::time::Instant;

/// A failed call: what the team member and the tracker's health are told (in English, as the
/// tracker answered), and how the delivery log records it.
#[derive(Clone, Debug)]
pub struct Failure {
    pub attempt: Attempt,
    pub said: String,
    /// The tracker has no such issue: the person's to mend, not a failing integration.
    pub missing: bool,
}

pub type Answer<T> = Result<T, Failure>;

/// What a call reaches: the API's base address (checked as a webhook's address is), the
/// token, and the client.
pub struct Call<'a> {
    pub kind: Kind,
    pub api: WebhookAddress,
    pub token: &'a str,
    pub client: &'a reqwest::Client,
}

impl<'a> Call<'a> {
    /// The call to the tracker at `api_url` (refused when the address may not be reached).
    pub async fn to(kind: Kind, api_url: &str, token: &'a str, client: &'a reqwest::Client, allow_private: bool) -> Answer<Call<'a>> {
        match WebhookAddress::for_delivery(api_url, allow_private).await {
            Ok(api) => Ok(Self { kind, api, token, client }),
            Err(error) => Err(refused(kind, format!("refused: {error}"))),
        }
    }

    /// The base address with `path` after it.
    fn at(&self, path: &str) -> String {
        format!("{}{path}", self.api.as_str().trim_end_matches('/'))
    }

    /// Checks the token and the target and says what the tracker calls it.
    pub async fn verify(&self, target: &str) -> Answer<Verified> {
        match self.kind {
            Kind::Linear => linear::verify(self, target).await,
            _ => github::verify(self, target).await,
        }
    }

    /// Creates an issue in the target with `title` and `body` (Markdown).
    pub async fn create_issue(&self, target: &str, title: &str, body: &str) -> Answer<Issue> {
        match self.kind {
            Kind::Linear => linear::create_issue(self, target, title, body).await,
            _ => github::create_issue(self, target, title, body).await,
        }
    }

    /// The issue `reference` names in the target (its number on GitHub, its identifier on
    /// Linear: checked by `app::domain::trackers::links::reference`).
    pub async fn find_issue(&self, target: &str, reference: &str) -> Answer<Issue> {
        match self.kind {
            Kind::Linear => linear::find_issue(self, target, reference).await,
            _ => github::find_issue(self, target, reference).await,
        }
    }

    /// Posts `body` (Markdown) as a comment on the issue `external_id`.
    pub async fn comment(&self, target: &str, external_id: &str, body: &str) -> Attempt {
        match self.kind {
            Kind::Linear => linear::comment(self, target, external_id, body).await,
            _ => github::comment(self, target, external_id, body).await,
        }
    }
}

/// A call refused before it left.
fn refused(kind: Kind, error: String) -> Failure {
    let said = format!("{}: {error}", app::domain::trackers::name_of(kind));
    Failure { attempt: Attempt::refused(error), said, missing: false }
}

/// An answer: its status, its JSON (`Null` when it was none) and the attempt as the log keeps it.
struct Reply {
    status: u16,
    json: serde_json::Value,
    attempt: Attempt,
}

/// Sends `request` and reads its answer (at most 64 KB), as the webhooks' sender does.
async fn send(kind: Kind, request: reqwest::RequestBuilder) -> Answer<Reply> {
    use crate::delivery::webhooks::{EXCERPT, READ_AT_MOST, describe, elapsed_ms, read_answer};
    let started = Instant::now();
    let mut response = match request.send().await {
        Ok(response) => response,
        Err(error) => {
            let mut failure = refused(kind, describe(&error));
            failure.attempt.duration_ms = elapsed_ms(started);
            return Err(failure);
        }
    };
    let status = response.status().as_u16();
    // A body cut short reads as no JSON: the caller says the answer was not what it asked for.
    let (mut body, _) = read_answer(&mut response, READ_AT_MOST).await;
    let json = serde_json::from_slice(&body).unwrap_or(serde_json::Value::Null);
    body.truncate(EXCERPT);
    let excerpt = String::from_utf8_lossy(&body).into_owned();
    let attempt =
        Attempt { status_code: Some(status), error: None, duration_ms: elapsed_ms(started), response_excerpt: (!excerpt.is_empty()).then_some(excerpt) };
    Ok(Reply { status, json, attempt })
}

/// A reply that is not what was asked for: `why` (the tracker's own message, when it gave one).
fn failure(kind: Kind, mut attempt: Attempt, why: String) -> Failure {
    let why: String = why.chars().take(300).collect();
    attempt.error = Some(why.clone());
    let said = match attempt.status_code {
        Some(status) => format!("{} answered {status}: {why}", app::domain::trackers::name_of(kind)),
        None => format!("{}: {why}", app::domain::trackers::name_of(kind)),
    };
    Failure { attempt, said, missing: false }
}

/// The client the pages' calls to trackers go through (the webhooks' own, with its limits;
/// the worker sends comments with its own sender's).
pub fn client(state: &AppState) -> &'static reqwest::Client {
    static OPEN: std::sync::OnceLock<reqwest::Client> = std::sync::OnceLock::new();
    static GUARDED: std::sync::OnceLock<reqwest::Client> = std::sync::OnceLock::new();
    let allow_private = state.settings.allow_private_webhooks;
    let cell = if allow_private { &OPEN } else { &GUARDED };
    cell.get_or_init(|| crate::delivery::webhooks::Sender::new(allow_private).client().clone())
}

/// The most of a post's description an issue carries.
const DESCRIPTION_KEPT: usize = 4000;

/// The title and body (Markdown) of an issue made from `post`: its description, then a line
/// linking back to it, in the organization's language.
pub fn issue_text(state: &AppState, org: &organization::Model, post: &post::Model) -> (String, String) {
    let locale = app::i18n::Locale::parse(&org.default_locale).unwrap_or_default();
    let url = app::domain::posts::url(&state.settings.public_url, &org.name, &post.slug);
    let description = post.description_text.as_deref().unwrap_or_default().trim();
    let description: String = if description.chars().count() > DESCRIPTION_KEPT {
        format!("{}…", description.chars().take(DESCRIPTION_KEPT).collect::<String>())
    } else {
        description.to_owned()
    };
    let footer = app::tl!(locale, "tracker-issue-footer", url = url.as_str(), org = org.display_name.as_str());
    let body = if description.is_empty() { footer } else { format!("{description}\n\n---\n{footer}") };
    (post.title.clone(), body)
}

/// Sends a tracker's queued comment (the delivery's payload: `{"issue": …, "body": …}`) with
/// the worker's `client`.
pub async fn send_comment(
    state: &AppState,
    client: &reqwest::Client,
    hook: &app::entities::webhook::Model,
    delivery: &app::entities::webhook_delivery::Model,
) -> Attempt {
    use sea_orm::EntityTrait;
    if !hook.enabled {
        return Attempt::refused("the integration is turned off".to_owned());
    }
    let payload: serde_json::Value = serde_json::from_str(&delivery.payload).unwrap_or_default();
    let (Some(issue), Some(body)) = (payload["issue"].as_str(), payload["body"].as_str()) else {
        return Attempt::refused("the comment's payload cannot be read".to_owned());
    };
    let tracker = match tracker::Entity::find_by_id(hook.id).one(state.db.conn()).await {
        Ok(Some(tracker)) => tracker,
        Ok(None) => return Attempt::refused("the integration is gone".to_owned()),
        Err(error) => return Attempt::refused(format!("the integration cannot be read: {error}")),
    };
    let token = match app::domain::trackers::token(&state.sealer, hook) {
        Ok(token) => token,
        Err(error) => return Attempt::refused(format!("the token cannot be opened with this server's keys: {error}")),
    };
    let kind = Kind::of(hook);
    match Call::to(kind, &tracker.api_url, &token, client, state.settings.allow_private_webhooks).await {
        Ok(call) => call.comment(&tracker.target, issue, body).await,
        Err(failure) => failure.attempt,
    }
}

/// The comment a status change posts on the post's issues (Markdown, in the organization's
/// language), or `None` when the post is gone.
pub async fn status_comment(state: &AppState, org: &organization::Model, post_id: app::model::PostId) -> app::domain::Result<Option<String>> {
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
    let Some(post) = post::Entity::find_by_id(post_id).filter(post::Column::OrganizationId.eq(org.id)).one(state.db.conn()).await? else { return Ok(None) };
    let statuses = app::domain::statuses::cached(&state.db, org.id).await?;
    let status = statuses.iter().find(|s| s.id == post.status_id).map(|s| s.label.clone()).unwrap_or_default();
    let locale = app::i18n::Locale::parse(&org.default_locale).unwrap_or_default();
    let url = app::domain::posts::url(&state.settings.public_url, &org.name, &post.slug);
    Ok(Some(app::tl!(locale, "tracker-status-comment", title = post.title.as_str(), status = status, url = url.as_str())))
}
