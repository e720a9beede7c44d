//! GitHub and Linear, both ways (docs/integrations.md). An admin connects a GitHub repository
//! or a Linear team with an API token and the secret its webhook signs with; the team then
//! creates an issue from a post, or links an existing one ([`links`]); when the issue closes,
//! reopens, is labelled or moves to another workflow state, the tracker's verified delivery
//! ([`inbound`]) moves the linked posts by the admin's [`Mapping`], with the public message a
//! status change from the post's page sends; a status changed in upboard can post a comment on
//! the issue.
//!
//! A tracker is an endpoint of kind `github` or `linear` of the one delivery queue (its API
//! token sealed in the endpoint's `secret`), so those comments are retried, logged, and the
//! tracker turned off after three failing days as any endpoint is; `trackers` holds the rest.
//! The server talks to the APIs (`server/src/trackers/`); every rule is here.

pub mod inbound;
pub mod links;
mod mapping;

pub use crate::domain::outbox::webhooks::Kind;
pub use mapping::{MAX_TRIGGER_LEN, MAX_TRIGGERS, Mapping, Rule, normal};

use crate::domain::access::{self, Actor, TeamTask};
use crate::domain::outbox::EventType;
use crate::domain::outbox::webhooks::{self, New};
use crate::domain::sealed::Sealer;
use crate::domain::{Db, Error, Result, now, statuses};
use crate::entities::{tracker, webhook};
use crate::model::OrgId;
use crate::said;
use crate::store::cache::Scope;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder};

/// The kinds of tracker, in the order the page shows them.
pub const KINDS: [Kind; 2] = [Kind::Github, Kind::Linear];
/// The longest API token taken.
pub const MAX_TOKEN: usize = 500;
/// The shortest and longest inbound secret taken.
pub const MIN_SECRET: usize = 16;
pub const MAX_SECRET: usize = 200;
/// The longest public message.
pub const MAX_MESSAGE: usize = 2000;

/// The tracker's name as people know it.
pub fn name_of(kind: Kind) -> &'static str {
    match kind {
        Kind::Linear => "Linear",
        _ => "GitHub",
    }
}

/// What the API token is sealed to: a sealed value copied into another organization's row, or
/// from one kind of secret to the other, does not open there.
fn context(kind: Kind, organization_id: OrgId, what: &str) -> String {
    format!("{}-{what}:{organization_id}", kind.as_str())
}

/// What an admin typed to connect a tracker, each part checked: the repository (`owner/repo`,
/// or its address on github.com) or the Linear team's id, the API token, and the secret the
/// tracker's webhook signs its deliveries with.
#[derive(Clone, Debug)]
pub struct Connect {
    pub kind: Kind,
    /// The API's base address, checked as a webhook's is by the server (blank: the tracker's
    /// own, [`default_api`]).
    pub api_url: String,
    pub target: String,
    pub token: String,
    pub secret: String,
}

impl Connect {
    pub fn check(kind: &str, api_url: &str, target: &str, token: &str, secret: &str) -> Result<Self> {
        let kind = Kind::parse(kind)
            .filter(|k| k.is_tracker())
            .ok_or_else(|| Error::invalid(said!("said-x-must-be-github-or-linear", field = "kind")))?;
        let target = match kind {
            Kind::Github => github_repository(target)?,
            _ => {
                let id = target.trim();
                let fine = (1..=100).contains(&id.len()) && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
                if !fine {
                    return Err(Error::invalid(said!("said-x-must-be-a-linear-team-id", field = "target")));
                }
                id.to_owned()
            }
        };
        let token = token.trim();
        if token.is_empty() || token.len() > MAX_TOKEN || token.chars().any(|c| c.is_whitespace() || c.is_control()) {
            return Err(Error::invalid(said!("said-x-must-be-an-api-token", field = "token")));
        }
        let secret = secret.trim();
        if !(MIN_SECRET..=MAX_SECRET).contains(&secret.chars().count()) || secret.chars().any(char::is_control) {
            return Err(Error::invalid(said!("said-x-must-be-16-to-200-characters", field = "secret")));
        }
        let api_url = match api_url.trim().trim_end_matches('/') {
            "" => default_api(kind).to_owned(),
            typed => typed.to_owned(),
        };
        Ok(Self { kind, api_url, target, token: token.to_owned(), secret: secret.to_owned() })
    }
}

/// The API a tracker of `kind` is reached at unless the admin names another.
pub fn default_api(kind: Kind) -> &'static str {
    match kind {
        Kind::Linear => "https://api.linear.app",
        _ => "https://api.github.com",
    }
}

/// `owner/repo` from what an admin pasted: that, or the repository's address on github.com.
fn github_repository(text: &str) -> Result<String> {
    let text = text.trim();
    let text = text.strip_prefix("https://").or_else(|| text.strip_prefix("http://")).unwrap_or(text);
    let text = text.strip_prefix("www.").unwrap_or(text);
    let text = text.strip_prefix("github.com/").unwrap_or(text);
    let text = text.trim_end_matches('/');
    let text = text.strip_suffix(".git").unwrap_or(text);
    let refused = || Error::invalid(said!("said-x-must-be-owner-repo", field = "target"));
    let (owner, repo) = text.split_once('/').ok_or_else(refused)?;
    let owner_fine = (1..=39).contains(&owner.len()) && owner.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
    let repo_fine =
        (1..=100).contains(&repo.len()) && repo.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.')) && repo != "." && repo != "..";
    if owner_fine && repo_fine { Ok(format!("{owner}/{repo}")) } else { Err(refused()) }
}

/// What the tracker's API said of the target when asked with the token: its canonical id
/// (`owner/repo`, the team's id) and its name (the team's name and key).
#[derive(Clone, Debug)]
pub struct Verified {
    pub target: String,
    pub name: String,
}

/// How the page, the log and the audit name a tracker.
pub fn shown(kind: Kind, verified: &Verified) -> String {
    match kind {
        Kind::Github => format!("github.com/{}", verified.target),
        _ => format!("Linear: {}", crate::domain::echoed(&verified.name)),
    }
}

/// Connects the tracker (admins only) once the server has `verified` it with its API: its
/// token and inbound secret sealed, the mapping made from the statuses' kinds
/// ([`Mapping::default_for`]), no comments on issues until the admin asks for them; the admin
/// is the team member its changes are made as.
pub async fn connect(db: &Db, sealer: &Sealer, organization_id: OrgId, actor: &Actor, connect: &Connect, verified: &Verified) -> Result<webhook::Model> {
    access::may(actor, TeamTask::Administer)?;
    let kind = connect.kind;
    let mapping = Mapping::default_for(kind, &statuses::list(db.conn(), organization_id).await?);
    let new = New {
        kind,
        bucket_id: None,
        url: shown(kind, verified),
        secret: sealer.seal(&connect.token, &context(kind, organization_id, "token"))?,
        events: Vec::new(),
    };
    let inbound_secret = sealer.seal(&connect.secret, &context(kind, organization_id, "inbound"))?;
    let txn = db.begin_write_in(Scope::Nothing).await?;
    let created = webhooks::insert_in(&txn, organization_id, actor, new, &verified.target).await?;
    tracker::ActiveModel {
        webhook_id: Set(created.id),
        organization_id: Set(organization_id),
        target: Set(verified.target.clone()),
        api_url: Set(connect.api_url.clone()),
        inbound_secret: Set(inbound_secret),
        mapping: Set(mapping.to_json()),
        message: Set(String::new()),
        acting_user_id: Set(actor.user.id),
        last_success_at: Set(Some(now())),
        last_error_at: Set(None),
        last_error: Set(None),
    }
    .insert(&*txn)
    .await?;
    txn.commit().await?;
    Ok(created)
}

/// The organization's trackers, oldest first.
pub async fn list(conn: &impl ConnectionTrait, organization_id: OrgId) -> Result<Vec<(webhook::Model, tracker::Model)>> {
    let hooks = webhook::Entity::find()
        .filter(webhook::Column::OrganizationId.eq(organization_id))
        .filter(webhook::Column::Kind.is_in(KINDS.map(Kind::as_str)))
        .order_by_asc(webhook::Column::Id)
        .all(conn)
        .await?;
    let mut rows = tracker::Entity::find().filter(tracker::Column::OrganizationId.eq(organization_id)).all(conn).await?;
    Ok(hooks
        .into_iter()
        .filter_map(|hook| {
            let at = rows.iter().position(|t| t.webhook_id == hook.id)?;
            Some((hook, rows.swap_remove(at)))
        })
        .collect())
}

/// The tracker `id` of the organization.
pub async fn find(conn: &impl ConnectionTrait, organization_id: OrgId, id: i64) -> Result<(webhook::Model, tracker::Model)> {
    let not_found = || Error::NotFound(said!("said-integration-x-was-not-found", id = id));
    let hook = webhook::Entity::find_by_id(id)
        .filter(webhook::Column::OrganizationId.eq(organization_id))
        .filter(webhook::Column::Kind.is_in(KINDS.map(Kind::as_str)))
        .one(conn)
        .await?
        .ok_or_else(not_found)?;
    let tracker = tracker::Entity::find_by_id(id).one(conn).await?.ok_or_else(not_found)?;
    Ok((hook, tracker))
}

/// Sets what moves the linked posts and the public message the change posts, and whether a
/// status changed in upboard comments on the issues (admins only).
pub async fn set_rules(db: &Db, organization_id: OrgId, actor: &Actor, id: i64, mapping: &Mapping, message: &str, comment: bool) -> Result<webhook::Model> {
    access::may(actor, TeamTask::Administer)?;
    let message = message.trim();
    if message.chars().count() > MAX_MESSAGE {
        return Err(Error::invalid(said!("said-x-is-too-long-at-most-2000", field = "message")));
    }
    let txn = db.begin_write_in(Scope::Nothing).await?;
    let (hook, tracker) = find(&*txn, organization_id, id).await?;
    let mut rules = tracker.into_active_model();
    rules.mapping = Set(mapping.to_json());
    rules.message = Set(message.to_owned());
    rules.update(&*txn).await?;
    let events: Vec<&str> = if comment { vec![EventType::PostStatusChanged.as_str()] } else { Vec::new() };
    let mut endpoint = hook.into_active_model();
    endpoint.events = Set(serde_json::json!(events));
    endpoint.updated_at = Set(now());
    let changed = endpoint.update(&*txn).await?;
    txn.commit().await?;
    Ok(changed)
}

/// Whether a status changed in upboard posts a comment on the tracker's issues.
pub fn comments_on_status(hook: &webhook::Model) -> bool {
    webhooks::events_of(hook).contains(&EventType::PostStatusChanged)
}

/// Turns a tracker on (its failures forgotten) or off: off, it neither hears its issues nor
/// comments on them (admins only).
pub async fn set_enabled(db: &Db, organization_id: OrgId, actor: &Actor, id: i64, enabled: bool) -> Result<webhook::Model> {
    let (hook, _) = find(db.conn(), organization_id, id).await?;
    webhooks::set_enabled_of(db, organization_id, actor, id, enabled, Kind::of(&hook)).await
}

/// Disconnects a tracker: its links, its deliveries and their log go with it (admins only).
pub async fn delete(db: &Db, organization_id: OrgId, actor: &Actor, id: i64) -> Result<webhook::Model> {
    let (hook, _) = find(db.conn(), organization_id, id).await?;
    webhooks::delete_of(db, organization_id, actor, id, Kind::of(&hook)).await
}

/// The tracker's API token, opened for a call.
pub fn token(sealer: &Sealer, hook: &webhook::Model) -> Result<String> {
    sealer.open(&hook.secret, &context(Kind::of(hook), hook.organization_id, "token"))
}

/// The secret its inbound deliveries are signed with, opened to check one.
pub fn inbound_secret(sealer: &Sealer, hook: &webhook::Model, tracker: &tracker::Model) -> Result<String> {
    sealer.open(&tracker.inbound_secret, &context(Kind::of(hook), hook.organization_id, "inbound"))
}

/// A tracker's health: its endpoint's (the comments it was sent) and its own (API calls and
/// inbound deliveries), the newest of each.
pub async fn health(conn: &impl ConnectionTrait, hook: &webhook::Model, tracker: &tracker::Model) -> Result<webhooks::Health> {
    let mut health = webhooks::health(conn, hook.id).await?;
    if tracker.last_success_at > health.last_success {
        health.last_success = tracker.last_success_at;
    }
    if let (Some(at), Some(why)) = (tracker.last_error_at, &tracker.last_error)
        && health.last_error.as_ref().is_none_or(|(seen, _)| *seen < at)
    {
        health.last_error = Some((at, why.clone()));
    }
    Ok(health)
}

/// The most of an error kept for the health.
const ERROR_KEPT: usize = 500;

/// Writes how a call to the tracker's API or an inbound delivery went.
pub async fn record(db: &Db, id: i64, outcome: std::result::Result<(), &str>) -> Result<()> {
    use sea_orm::sea_query::Expr;
    let at = now();
    let update = tracker::Entity::update_many().filter(tracker::Column::WebhookId.eq(id));
    let update = match outcome {
        Ok(()) => update.col_expr(tracker::Column::LastSuccessAt, Expr::value(Some(at))),
        Err(why) => update
            .col_expr(tracker::Column::LastErrorAt, Expr::value(Some(at)))
            .col_expr(tracker::Column::LastError, Expr::value(Some(why.chars().take(ERROR_KEPT).collect::<String>()))),
    };
    let txn = db.begin_write_in(Scope::Nothing).await?;
    update.exec(&*txn).await?;
    txn.commit().await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_repository_is_named_or_pasted() {
        for typed in ["acme/roadmap", " https://github.com/acme/roadmap/ ", "github.com/acme/roadmap.git", "https://www.github.com/acme/roadmap"] {
            assert_eq!(github_repository(typed).unwrap(), "acme/roadmap", "{typed}");
        }
        for wrong in ["acme", "acme/road map", "acme/../x", "a/b/c", "https://github.com/", &format!("{}/x", "a".repeat(40))] {
            assert!(github_repository(wrong).is_err(), "{wrong}");
        }
    }

    #[test]
    fn a_connection_is_checked_before_any_call() {
        assert!(Connect::check("github", "", "acme/roadmap", "ghp_x", "a-secret-of-16-chars").is_ok());
        assert!(Connect::check("slack", "", "acme/roadmap", "ghp_x", "a-secret-of-16-chars").is_err());
        assert!(Connect::check("github", "", "acme/roadmap", "ghp x", "a-secret-of-16-chars").is_err());
        assert!(Connect::check("github", "", "acme/roadmap", "ghp_x", "short").is_err());
        assert!(Connect::check("linear", "", "9cfb482a-81e3-4154-b5b9-2c805e70a02d", "lin_api_x", "a-secret-of-16-chars").is_ok());
        assert!(Connect::check("linear", "", "ENG team", "lin_api_x", "a-secret-of-16-chars").is_err());
    }
}
