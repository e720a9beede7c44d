//! The admin area's form posts: one route per page (`POST /{org}/admin/{page}`), the button
//! pressed in `action` (or `decide` in the queue). Each translates the form into one domain
//! call, which asks the gate and writes the audit log, then sends the browser back to the page
//! with what happened in a one-time cookie ([`app::model::Flash`]), so that reloading the page
//! repeats nothing and no message or secret lands in an address.
//!
//! One file a page (the team's forms on a post's page together, in `posts`); what they share
//! is here: reading the fields, the gate, and the way back with the outcome.
//!
//! Who may post is decided before the body is read: signed out, to the sign-in page; a
//! customer, 404; a team member without the role, 403. Foreign origins are refused for every
//! page write by the router's same-origin layer.

use app::api::session::{flash_cookie_header, token_from_headers};
use app::domain::Error;
use app::domain::access::{Actor, TeamTask};
use app::domain::admin::{Direction, team as admin_team};
use app::domain::caller;
use app::domain::moderation::queue::{self, Decision, Item};
use app::entities::organization;
use app::i18n::Said;
use app::model::Flash;
use app::said;
use app::state::AppState;
use axum::extract::{Path, Request, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

mod boards;
mod changelog;
mod imports;
mod integrations;
mod moderation;
mod posts;
mod priorities;
mod roadmaps;
mod settings;
mod statuses;
mod tags;
mod team;
mod webhooks;

pub use boards::boards;
pub use changelog::changelog;
pub use imports::{EXPORT_LIMIT, export as import_export, imports};
pub use integrations::integrations;
pub use moderation::moderation;
pub use posts::{merge, post_issues, post_tags, post_team, unmerge};
pub use priorities::priorities;
pub use roadmaps::roadmaps;
pub use settings::{logo, settings};
pub use statuses::statuses;
pub use tags::tags;
pub use team::team;
pub use webhooks::webhooks;

/// The most an admin form (text fields only) may send.
pub const FORM_LIMIT: usize = 64 * 1024;

/// A form's fields in their order (checkbox lists repeat a name).
pub(super) struct Fields(pub(super) Vec<(String, String)>);

impl Fields {
    pub(super) fn get(&self, name: &str) -> Option<&str> {
        self.0.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
    }

    pub(super) fn text(&self, name: &str) -> &str {
        self.get(name).unwrap_or_default()
    }

    fn all(&self, name: &str) -> impl Iterator<Item = &str> {
        self.0.iter().filter(move |(k, _)| k == name).map(|(_, v)| v.as_str())
    }

    fn flag(&self, name: &str) -> bool {
        app::model::form_bool(self.text(name)).unwrap_or(false)
    }

    pub(super) fn id(&self, name: &str) -> Result<i64, Error> {
        self.text(name).trim().parse().map_err(|_| Error::invalid(said!("said-x-is-missing-or-not-a-number", field = name)))
    }
}

/// What a form did: the sentences for the page it returns to (shown one after the other, in
/// the reader's language), and what else the page should know.
pub(super) struct Done {
    pub(super) said: Vec<Said>,
    pub(super) secret: Option<String>,
    pub(super) values: Vec<(String, String)>,
}

impl Done {
    /// A form that did what it was asked, and says so in one sentence.
    pub(super) fn said(said: Said) -> Result<Self, Error> {
        Ok(Self { said: vec![said], secret: None, values: Vec::new() })
    }
}

/// The team member sending a request to the admin area of `org` for `task` (its body still
/// unread; [`app::domain::caller::Caller::team_member`]); or the answer to send instead.
pub(super) async fn gate(
    state: &AppState,
    org: &str,
    back_to: &str,
    task: TeamTask,
    request: Request,
) -> Result<(organization::Model, Actor, Request), Response> {
    let found = caller::on_the_web(&state.db, org, token_from_headers(request.headers(), org).as_deref()).await;
    let admitted = found.and_then(|caller| caller.team_member(task).cloned().map(|actor| (caller.organization, actor)));
    match admitted {
        Ok((organization, actor)) => Ok((organization, actor, request)),
        Err(Error::Unauthorized(_)) => Err(super::unread(request, super::see_other(format!("/{org}/signin?redirect={back_to}"))).await),
        Err(Error::TwoFactorRequired(_)) => Err(super::unread(request, super::see_other(format!("/{org}/me/two-factor"))).await),
        Err(error) => Err(super::unread(request, super::refusal(error)).await),
    }
}

/// [`gate`], then the form's fields (urlencoded, at most [`FORM_LIMIT`]).
pub(super) async fn admit(
    state: &AppState,
    org: &str,
    back_to: &str,
    task: TeamTask,
    request: Request,
) -> Result<(organization::Model, Actor, Fields), Response> {
    let (organization, actor, request) = gate(state, org, back_to, task, request).await?;
    Ok((organization, actor, read_fields(request, FORM_LIMIT).await?))
}

/// A urlencoded form's fields, of at most `limit` bytes (413 beyond).
pub(super) async fn read_fields(request: Request, limit: usize) -> Result<Fields, Response> {
    match axum::body::to_bytes(request.into_body(), limit).await {
        Ok(body) => Ok(Fields(form_urlencoded::parse(&body).map(|(k, v)| (k.into_owned(), v.into_owned())).collect())),
        Err(_) => Err((StatusCode::PAYLOAD_TOO_LARGE, crate::forms::said_plain(said!("said-the-form-is-too-large"))).into_response()),
    }
}

pub(super) fn failed(error: impl std::fmt::Display) -> Response {
    tracing::error!(%error, "an admin form failed");
    (StatusCode::INTERNAL_SERVER_ERROR, crate::forms::said_plain(said!("said-internal-error"))).into_response()
}

/// Back to `/{org}/admin/{page}` with the outcome; a refused form keeps what it held (but
/// never a password or secret: admin forms have none).
fn back(state: &AppState, org: &str, page: &str, fields: &Fields, outcome: Result<Done, Error>) -> Response {
    let location = if page.is_empty() { format!("/{org}/admin") } else { format!("/{org}/admin/{page}") };
    back_to(state, org, location, fields, outcome)
}

/// [`back`] to any admin page of `org` (`location` is checked to be one).
pub(super) fn back_to(state: &AppState, org: &str, location: String, fields: &Fields, outcome: Result<Done, Error>) -> Response {
    let flash = match outcome {
        Ok(done) => Flash {
            ok: true,
            message: done.said.into_iter().map(crate::forms::said_plain).collect::<Vec<_>>().join(" "),
            secret: done.secret,
            values: done.values,
        },
        Err(error) => Flash {
            ok: false,
            message: app::model::AppError::from(error).to_string(),
            secret: None,
            // A refused form comes back filled in, except a secret (which no cookie carries).
            values: fields
                .0
                .iter()
                .filter(|(k, _)| !matches!(k.as_str(), "action" | "decide" | "client_secret" | "token" | "secret" | "api_key"))
                .cloned()
                .collect(),
        },
    };
    let location = if location.starts_with(&format!("/{org}/admin")) && !location.contains("//") { location } else { format!("/{org}/admin") };
    (
        StatusCode::SEE_OTHER,
        [
            (header::LOCATION, location),
            (header::SET_COOKIE, flash_cookie_header(org, Some(&flash), &state.settings.public_url)),
            (header::CACHE_CONTROL, "no-store".to_owned()),
        ],
    )
        .into_response()
}

/// The direction a "move up" or "move down" button says.
pub(super) fn direction(pressed: &str) -> Direction {
    if pressed == "up" { Direction::Up } else { Direction::Down }
}
