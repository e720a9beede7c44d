//! The admin area's form posts: one route per page (`POST /{org}/admin/{page}`), the button
//! pressed in `action` (or `decide` in the queue). Each translates the form into one domain
//! call, which asks the gate and writes the audit log, then sends the browser back to the page
//! with what happened in a one-time cookie ([`app::model::Flash`]), so that reloading the page
//! repeats nothing and no message or secret lands in an address.
//!
//! Who may post is decided before the body is read: signed out, to the sign-in page; a
//! customer, 404; a team member without the role, 403. Foreign origins are refused for every
//! page write by the router's same-origin layer.

use app::api::session::{flash_cookie_header, token_from_headers};
use app::domain::access::Actor;
use app::domain::access::{self, Asker, TeamTask};
use app::domain::admin::{Direction, boards, settings, statuses, team as admin_team};
use app::domain::auth;
use app::domain::moderation::queue::{self, Decision, Item};
use app::domain::{Error, organizations, sessions};
use app::entities::organization;
use app::model::Flash;
use app::state::AppState;
use axum::extract::{Path, Request, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

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
        self.text(name).trim().parse().map_err(|_| Error::invalid(name, "is missing or not a number"))
    }
}

/// What a form did: a message for the page it returns to, and what else the page should know.
pub(super) struct Done {
    pub(super) message: String,
    pub(super) secret: Option<String>,
    pub(super) values: Vec<(String, String)>,
}

impl Done {
    pub(super) fn said(message: impl Into<String>) -> Result<Self, Error> {
        Ok(Self { message: message.into(), secret: None, values: Vec::new() })
    }
}

/// The team member sending a request to the admin area of `org` for `task` (its body still
/// unread); or the answer to send instead.
pub(super) async fn gate(
    state: &AppState,
    org: &str,
    back_to: &str,
    task: TeamTask,
    request: Request,
) -> Result<(organization::Model, Actor, Request), Response> {
    let organization = match organizations::find_by_name(state.db.conn(), org).await {
        Ok(Some(found)) => found,
        Ok(None) => return Err(super::unread(request, (StatusCode::NOT_FOUND, "Not found").into_response()).await),
        Err(error) => return Err(failed(error)),
    };
    let user = match token_from_headers(request.headers(), org) {
        Some(token) => sessions::user_of(&state.db, organization.id, &token).await.ok().flatten(),
        None => None,
    };
    let Some(user) = user else {
        let to_sign_in = super::see_other(format!("/{org}/signin?redirect={back_to}"));
        return Err(super::unread(request, to_sign_in).await);
    };
    let allowed = match auth::actor_for(&state.db, user).await {
        Ok(actor) => access::enter_admin(&Asker::web(Some(&actor))).cloned().and_then(|actor| access::may(&actor, task).map(|()| actor)),
        Err(error) => Err(error),
    };
    let actor = match allowed {
        Ok(actor) => actor,
        Err(Error::NotFound(_)) => return Err(super::unread(request, (StatusCode::NOT_FOUND, "Not found").into_response()).await),
        Err(error @ Error::Forbidden(_)) => return Err(super::unread(request, (StatusCode::FORBIDDEN, error.public_message()).into_response()).await),
        Err(error) => return Err(failed(error)),
    };
    Ok((organization, actor, request))
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
        Err(_) => Err((StatusCode::PAYLOAD_TOO_LARGE, "The form is too large.").into_response()),
    }
}

pub(super) fn failed(error: impl std::fmt::Display) -> Response {
    tracing::error!(%error, "an admin form failed");
    (StatusCode::INTERNAL_SERVER_ERROR, "Internal error").into_response()
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
        Ok(done) => Flash { ok: true, message: done.message, secret: done.secret, values: done.values },
        Err(error) => Flash {
            ok: false,
            message: app::model::AppError::from(error).to_string(),
            secret: None,
            values: fields.0.iter().filter(|(k, _)| k != "action" && k != "decide").cloned().collect(),
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

pub(super) fn plural(n: u64, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// `POST /{org}/admin/moderation`: approve or mark as spam one item (`decide=approve post:12`)
/// or the chosen ones (`decide=approve` with `items`), optionally blocking their authors; or
/// block the authors just offered (`decide=block` with `users`).
pub async fn moderation(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let (organization, actor, fields) = match admit(&state, &org, &format!("/{org}/admin/moderation"), TeamTask::Moderate, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let outcome = decide(&state, &organization, &actor, &fields).await;
    back(&state, &org, "moderation", &fields, outcome)
}

async fn decide(state: &AppState, organization: &organization::Model, actor: &Actor, fields: &Fields) -> Result<Done, Error> {
    let pressed = fields.text("decide");
    if pressed == "block" {
        let ids: Vec<i64> = fields.text("users").split(',').filter_map(|id| id.trim().parse().ok()).collect();
        let blocked = queue::block_authors(&state.db, organization.id, actor, &ids).await?;
        return Done::said(format!("Blocked {}.", plural(blocked, "author", "authors")));
    }
    let (verb, one) = pressed.split_once(' ').map_or((pressed, None), |(verb, item)| (verb, Some(item)));
    let items: Vec<Item> = match one {
        Some(item) => vec![Item::parse(item).ok_or_else(|| Error::invalid("items", "names no post or comment"))?],
        None => fields
            .all("items")
            .map(|v| Item::parse(v).ok_or_else(|| Error::invalid("items", "names no post or comment")))
            .collect::<Result<_, _>>()?,
    };
    let decision = match verb {
        "approve" => Decision::Approve,
        "spam" => Decision::Spam { block_authors: fields.flag("block") },
        _ => return Err(Error::invalid("decide", "must be approve or spam")),
    };
    let outcome = queue::decide(&state.db, organization.id, actor, &items, decision).await?;
    let mut done = match decision {
        Decision::Approve => Done::said(format!("Approved {}.", plural(outcome.approved, "item", "items")))?,
        Decision::Spam { .. } => {
            let mut message = format!("Marked {} as spam.", plural(outcome.marked_spam, "item", "items"));
            if outcome.blocked > 0 {
                message.push_str(&format!(" Blocked {}.", plural(outcome.blocked, "author", "authors")));
            }
            Done::said(message)?
        }
    };
    if let (Decision::Spam { block_authors: false }, false) = (decision, outcome.spam_authors.is_empty()) {
        let ids: Vec<String> = outcome.spam_authors.iter().map(|(id, _)| id.to_string()).collect();
        let names: Vec<&str> = outcome.spam_authors.iter().map(|(_, name)| name.as_str()).collect();
        done.values.push(("offer_block".to_owned(), ids.join(",")));
        done.values.push(("offer_block_names".to_owned(), names.join(", ")));
    }
    Ok(done)
}

/// `POST /{org}/admin/statuses`: create, update, move up or down, make default, delete.
pub async fn statuses(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let (organization, actor, fields) = match admit(&state, &org, &format!("/{org}/admin/statuses"), TeamTask::Moderate, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let outcome = change_status(&state, organization.id, &actor, &fields).await;
    back(&state, &org, "statuses", &fields, outcome)
}

async fn change_status(state: &AppState, org: i64, actor: &Actor, fields: &Fields) -> Result<Done, Error> {
    let db = &state.db;
    let input =
        || statuses::StatusInput { label: fields.text("label"), kind: fields.text("kind"), color: fields.text("color"), on_roadmap: fields.flag("on_roadmap") };
    match fields.text("action") {
        "create" => {
            let created = statuses::create(db, org, actor, input()).await?;
            Done::said(format!("Status “{}” created.", created.label))
        }
        "update" => {
            let updated = statuses::update(db, org, actor, fields.id("id")?, input()).await?;
            Done::said(format!("Status “{}” saved.", updated.label))
        }
        "up" | "down" => {
            statuses::shift(db, org, actor, fields.id("id")?, direction(fields.text("action"))).await?;
            Done::said("Order saved.")
        }
        "default" => {
            statuses::make_default(db, org, actor, fields.id("id")?).await?;
            Done::said("New posts now get this status.")
        }
        "delete" => {
            let moved = statuses::delete(db, org, actor, fields.id("id")?, fields.id("move_to")?).await?;
            Done::said(format!("Status deleted; {} moved.", plural(moved, "post", "posts")))
        }
        _ => Err(Error::invalid("action", "is not something this page does")),
    }
}

fn direction(pressed: &str) -> Direction {
    if pressed == "up" { Direction::Up } else { Direction::Down }
}

/// `POST /{org}/admin/tags`: create, update, delete.
pub async fn tags(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let (organization, actor, fields) = match admit(&state, &org, &format!("/{org}/admin/tags"), TeamTask::Moderate, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let db = &state.db;
    let org_id = organization.id;
    let outcome = async {
        match fields.text("action") {
            "create" => {
                let created = app::domain::tags::create(db, org_id, &actor, fields.text("name"), fields.get("color")).await?;
                Done::said(format!("Tag “{}” created.", created.name))
            }
            "update" => {
                let updated = app::domain::tags::update(db, org_id, &actor, fields.id("id")?, fields.get("name"), fields.get("color")).await?;
                Done::said(format!("Tag “{}” saved.", updated.name))
            }
            "delete" => {
                let deleted = app::domain::tags::delete(db, org_id, &actor, fields.id("id")?).await?;
                Done::said(format!("Tag “{}” deleted.", deleted.name))
            }
            _ => Err(Error::invalid("action", "is not something this page does")),
        }
    }
    .await;
    back(&state, &org, "tags", &fields, outcome)
}

/// `POST /{org}/admin/post-tags` (from a post's page): adds or removes one tag of the post,
/// then shows the post again.
pub async fn post_tags(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let back_to = super::referer_path(request.headers()).unwrap_or_else(|| format!("/{org}"));
    let (organization, actor, fields) = match admit(&state, &org, &back_to, TeamTask::Moderate, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let page = back_to.split(['?', '#']).next().unwrap_or_default().to_owned();
    let changed = match fields.id("post_id") {
        Ok(post_id) => app::domain::tags::tag_post(&state.db, organization.id, &actor, post_id, fields.text("name"), fields.text("action") != "remove").await,
        Err(error) => Err(error),
    };
    match changed {
        Ok(_) => super::see_other(format!("{page}#tags")),
        Err(error) => super::refused(&page, "tag_error", &app::model::AppError::from(error).to_string(), "#tags"),
    }
}

/// `POST /{org}/admin/post-team` (from a post's page): its owner (`action=owner`), or a vote
/// for a customer by e-mail (`action=vote`); then the post again.
pub async fn post_team(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    use app::domain::moderation::post_team;
    let back_to = super::referer_path(request.headers()).unwrap_or_else(|| format!("/{org}"));
    let (organization, actor, fields) = match admit(&state, &org, &back_to, TeamTask::Moderate, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let page = back_to.split(['?', '#']).next().unwrap_or_default().to_owned();
    let done = match (fields.id("post_id"), fields.text("action")) {
        (Ok(post_id), "owner") => {
            let owner = match fields.text("owner").trim() {
                "" => Ok(None),
                id => id.parse().map(Some).map_err(|_| Error::invalid("owner", "is not a team member")),
            };
            match owner {
                Ok(owner) => post_team::set_owner(&state.db, organization.id, &actor, post_id, owner).await,
                Err(error) => Err(error),
            }
        }
        (Ok(post_id), "vote") => post_team::vote_for(&state.db, organization.id, &actor, post_id, fields.text("email"), fields.text("name")).await,
        (Ok(_), _) => Err(Error::invalid("action", "is not something this form does")),
        (Err(error), _) => Err(error),
    };
    match done {
        Ok(_) => super::see_other(format!("{page}#team")),
        Err(error) => super::refused(&page, "team_error", &app::model::AppError::from(error).to_string(), "#team"),
    }
}

/// `POST /{org}/admin/boards`: create, update, move up or down, make default, delete.
pub async fn boards(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let (organization, actor, fields) = match admit(&state, &org, &format!("/{org}/admin/boards"), TeamTask::Administer, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let outcome = change_board(&state, organization.id, &actor, &fields).await;
    back(&state, &org, "boards", &fields, outcome)
}

async fn change_board(state: &AppState, org: i64, actor: &Actor, fields: &Fields) -> Result<Done, Error> {
    let db = &state.db;
    match fields.text("action") {
        "create" => {
            let created = boards::create(db, org, actor, fields.text("name"), fields.flag("private")).await?;
            Done::said(format!("Board “{}” created.", created.name))
        }
        "update" => {
            let updated = boards::update(db, org, actor, fields.id("id")?, fields.text("name"), fields.flag("private")).await?;
            Done::said(format!("Board “{}” saved.", updated.name))
        }
        "up" | "down" => {
            boards::shift(db, org, actor, fields.id("id")?, direction(fields.text("action"))).await?;
            Done::said("Order saved.")
        }
        "default" => {
            boards::make_default(db, org, actor, fields.id("id")?).await?;
            Done::said("Posts that name no board now go to this one.")
        }
        "delete" => {
            let moved = boards::delete(db, org, actor, fields.id("id")?, fields.id("move_to")?).await?;
            Done::said(format!("Board deleted; {} moved.", plural(moved, "post", "posts")))
        }
        _ => Err(Error::invalid("action", "is not something this page does")),
    }
}

/// `POST /{org}/admin/settings/logo`: a new logo (multipart field `logo`), checked like every
/// attachment.
pub async fn logo(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    use axum::extract::{FromRequest, Multipart};
    let page = format!("/{org}/admin/settings");
    let (organization, actor, request) = match gate(&state, &org, &page, TeamTask::Administer, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let too_large = || Error::TooLarge("The logo is larger than 10 MB.".to_owned());
    let outcome = async {
        let mut multipart = Multipart::from_request(request, &state)
            .await
            .map_err(|_| Error::invalid("logo", "could not be read; send the form again"))?;
        while let Some(field) = multipart.next_field().await.map_err(|_| too_large())? {
            if field.name() == Some("logo") {
                let file_name = field.file_name().unwrap_or("logo").to_owned();
                let bytes = field.bytes().await.map_err(|_| too_large())?;
                if bytes.is_empty() {
                    return Err(Error::invalid("logo", "is missing: choose an image"));
                }
                settings::set_logo(&state.db, &state.storage, &organization, &actor, Some(app::domain::attachments::Upload { file_name, bytes })).await?;
                return Done::said("The new logo is saved.");
            }
        }
        Err(Error::invalid("logo", "is missing: choose an image"))
    }
    .await;
    back_to(&state, &org, page, &Fields(Vec::new()), outcome)
}

/// `POST /{org}/admin/team`: add someone, change a role, remove someone.
pub async fn team(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let (organization, actor, fields) = match admit(&state, &org, &format!("/{org}/admin/team"), TeamTask::ManageTeam, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let outcome = change_team(&state, organization.id, &actor, &fields).await;
    back(&state, &org, "team", &fields, outcome)
}

async fn change_team(state: &AppState, org: i64, actor: &Actor, fields: &Fields) -> Result<Done, Error> {
    let db = &state.db;
    match fields.text("action") {
        "add" => {
            let member = admin_team::add(db, org, actor, fields.text("email"), fields.text("name"), fields.text("role")).await?;
            Done::said(format!("{} is on the team as {}.", member.user.name, member.member.role))
        }
        "role" => {
            let member = admin_team::change_role(db, org, actor, fields.id("id")?, fields.text("role")).await?;
            Done::said(format!("{} is now {}.", member.user.name, member.member.role))
        }
        "remove" => {
            let member = admin_team::remove(db, org, actor, fields.id("id")?).await?;
            Done::said(format!("{} is no longer on the team.", member.user.name))
        }
        _ => Err(Error::invalid("action", "is not something this page does")),
    }
}

/// `POST /{org}/admin/settings`: the profile, the moderation rules, a new API key (shown once,
/// on the page this returns to), a new SSO secret.
pub async fn settings(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let (organization, actor, fields) = match admit(&state, &org, &format!("/{org}/admin/settings"), TeamTask::Administer, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let outcome = change_settings(&state, &organization, &actor, &fields).await;
    back(&state, &org, "settings", &fields, outcome)
}

async fn change_settings(state: &AppState, organization: &organization::Model, actor: &Actor, fields: &Fields) -> Result<Done, Error> {
    let db = &state.db;
    let form = |name: &str| vec![("form".to_owned(), name.to_owned())];
    match fields.text("action") {
        "profile" => {
            let profile = settings::Profile {
                display_name: fields.text("display_name"),
                description: fields.text("description"),
                url: fields.text("url"),
                time_zone: fields.text("time_zone"),
            };
            settings::update_profile(db, organization, actor, profile).await?;
            Done::said("Profile saved.")
        }
        "moderation" => {
            let trust = fields.text("trust_after_approved_posts").trim();
            let trust_after_approved_posts =
                if trust.is_empty() { 0 } else { trust.parse().map_err(|_| Error::invalid("trust_after_approved_posts", "must be a whole number"))? };
            let rules = settings::Moderation {
                require_approval: fields.flag("require_approval"),
                require_comment_approval: fields.flag("require_comment_approval"),
                trust_after_approved_posts,
            };
            settings::update_moderation(db, organization, actor, rules).await?;
            Done::said("Moderation rules saved.")
        }
        "api_key" => {
            let key = settings::generate_api_key(db, &state.key_use, organization.id, actor).await?;
            Ok(Done { message: "A new API key was generated; the previous key no longer works.".to_owned(), secret: Some(key), values: form("api_key") })
        }
        "remove_logo" => {
            settings::set_logo(db, &state.storage, organization, actor, None).await?;
            Done::said("The logo was removed.")
        }
        "sso" => {
            let secret = settings::rotate_sso_secret(db, organization.id, actor).await?;
            Ok(Done {
                message: "A new SSO secret was made; tokens signed with the previous one no longer work.".to_owned(),
                secret: Some(secret),
                values: form("sso"),
            })
        }
        _ => Err(Error::invalid("action", "is not something this page does")),
    }
}

/// `POST /{org}/admin/webhooks`: add an endpoint (its secret shown once, on the page this
/// returns to), send a test event, rotate the secret, turn it off or on, delete it, resend a
/// delivery.
pub async fn webhooks(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let (organization, actor, fields) = match admit(&state, &org, &format!("/{org}/admin/webhooks"), TeamTask::Administer, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let outcome = change_webhooks(&state, &organization, &actor, &fields).await;
    back(&state, &org, "webhooks", &fields, outcome)
}

async fn change_webhooks(state: &AppState, organization: &organization::Model, actor: &Actor, fields: &Fields) -> Result<Done, Error> {
    use app::domain::outbox::webhooks as hooks;
    let db = &state.db;
    let org_id = organization.id;
    match fields.text("action") {
        "create" => {
            let events: Vec<String> = fields.all("events").map(str::to_owned).collect();
            let created = crate::delivery::add_endpoint(state, org_id, actor, fields.text("url"), &events).await?;
            Ok(Done {
                message: format!("Webhook {} added. Deliveries start with the next event.", created.url),
                secret: Some(created.secret),
                values: Vec::new(),
            })
        }
        "test" => {
            let queued = hooks::send_test(db, organization, actor, fields.id("id")?).await?;
            Done::said(format!("A test event ({}) is on its way; its delivery shows below.", queued.event_uid))
        }
        "rotate" => {
            let rotated = hooks::rotate_secret(db, org_id, actor, fields.id("id")?).await?;
            Ok(Done {
                message: format!("{} has a new secret; the previous one no longer signs.", rotated.url),
                secret: Some(rotated.secret),
                values: Vec::new(),
            })
        }
        action @ ("enable" | "disable") => {
            let changed = hooks::set_enabled(db, org_id, actor, fields.id("id")?, action == "enable").await?;
            Done::said(format!("{} is {}.", changed.url, if changed.enabled { "on" } else { "off" }))
        }
        "delete" => {
            let deleted = hooks::delete(db, org_id, actor, fields.id("id")?).await?;
            Done::said(format!("Webhook {} deleted.", deleted.url))
        }
        "resend" => {
            let queued = hooks::resend(db, org_id, actor, fields.id("delivery_id")?).await?;
            Done::said(format!("{} ({}) will be sent again now.", queued.event_type, queued.event_uid))
        }
        _ => Err(Error::invalid("action", "is not something this page does")),
    }
}

/// A changelog form may carry up to 100,000 characters of Markdown, urlencoded.
const CHANGELOG_FORM_LIMIT: usize = 512 * 1024;

/// `POST /{org}/admin/changelog`: write (`save` as a draft, or `publish`), change, take back
/// to draft (`unpublish`) or delete an entry. Posts named that do not exist are left out and
/// said so, never losing what was written.
pub async fn changelog(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let (organization, actor, request) = match gate(&state, &org, &format!("/{org}/admin/changelog"), TeamTask::WriteChangelog, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let fields = match read_fields(request, CHANGELOG_FORM_LIMIT).await {
        Ok(fields) => fields,
        Err(response) => return response,
    };
    let outcome = change_changelog(&state, &organization, &actor, &fields).await;
    back(&state, &org, "changelog", &fields, outcome)
}

async fn change_changelog(state: &AppState, organization: &organization::Model, actor: &Actor, fields: &Fields) -> Result<Done, Error> {
    use app::domain::changelog::{self, EntryInput};
    let db = &state.db;
    let org_id = organization.id;
    let action = fields.text("action");
    if action == "delete" {
        let deleted = changelog::delete(db, org_id, actor, fields.id("id")?).await?;
        return Done::said(format!("“{}” deleted.", deleted.title));
    }
    let published = match action {
        "save" => None,
        "publish" => Some(true),
        "unpublish" => Some(false),
        _ => return Err(Error::invalid("action", "is not something this page does")),
    };
    let mut post_ids: Vec<i64> = fields.all("post_ids").filter_map(|v| v.trim().parse().ok()).collect();
    let (named, unknown) = changelog::resolve_posts(db.conn(), org_id, fields.text("other_posts")).await?;
    post_ids.extend(named);
    let input = EntryInput {
        title: Some(fields.text("title").to_owned()),
        body: Some(fields.text("body").to_owned()),
        post_ids: Some(post_ids),
        published: if fields.get("form") == Some("create") { Some(published == Some(true)) } else { published },
        complete_posts: fields.flag("complete"),
    };
    let saved = match fields.get("form") {
        Some("create") => changelog::create(db, org_id, actor, input).await?,
        _ => changelog::update(db, org_id, actor, fields.id("id")?, input).await?,
    };
    let title = &saved.entry.title;
    let mut message = match action {
        "publish" => format!("“{title}” is published."),
        "unpublish" => format!("“{title}” is a draft again."),
        _ if saved.entry.published => format!("“{title}” saved."),
        _ => format!("“{title}” saved as a draft."),
    };
    if !unknown.is_empty() {
        message.push_str(&format!(" Left out, as no post goes by it: {}.", unknown.join(", ")));
    }
    Done::said(message)
}

/// `POST /{org}/admin/merge` (from a post's page): merges `duplicate_id` into `into_id`, then
/// shows the target, whose notice says what was merged; a refusal goes back to the duplicate.
pub async fn merge(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let back_to = super::referer_path(request.headers()).unwrap_or_else(|| format!("/{org}"));
    let (organization, actor, fields) = match admit(&state, &org, &back_to, TeamTask::Moderate, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let merged = match (fields.id("duplicate_id"), fields.id("into_id")) {
        (Ok(duplicate), Ok(into)) => app::domain::moderation::merge::merge(&state.db, organization.id, &actor, duplicate, into).await,
        (Err(error), _) | (_, Err(error)) => Err(error),
    };
    match merged {
        Ok(target) => super::see_other(format!("/{org}/p/{}#merged", target.slug)),
        Err(error) => {
            super::refused(back_to.split(['?', '#']).next().unwrap_or_default(), "merge_error", &app::model::AppError::from(error).to_string(), "#merge")
        }
    }
}

/// `POST /{org}/admin/unmerge` (from the target's notice): undoes the merge of `duplicate_id`,
/// then shows the duplicate again.
pub async fn unmerge(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let back_to = super::referer_path(request.headers()).unwrap_or_else(|| format!("/{org}"));
    let (organization, actor, fields) = match admit(&state, &org, &back_to, TeamTask::Moderate, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let unmerged = match fields.id("duplicate_id") {
        Ok(duplicate) => app::domain::moderation::merge::unmerge(&state.db, organization.id, &actor, duplicate).await,
        Err(error) => Err(error),
    };
    match unmerged {
        Ok(duplicate) => super::see_other(format!("/{org}/p/{}", duplicate.slug)),
        Err(error) => {
            super::refused(back_to.split(['?', '#']).next().unwrap_or_default(), "merge_error", &app::model::AppError::from(error).to_string(), "#merged")
        }
    }
}
