//! A post's issues: the team creates one from the post in a linked tracker, or links an
//! existing one, and may unlink it. The server calls the tracker's API between [`ready`] and
//! [`link`]; the link is shown to the team on the post's page, never to customers.

use super::*;
use crate::domain::admin::audit::{self, Action, Target};
use crate::domain::votes::find_post;
use crate::entities::{issue_link, post};
use crate::model::PostId;

/// An issue as its tracker described it (each part cut to what is kept).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Issue {
    /// How its API names it: the number on GitHub, the id on Linear.
    pub external_id: String,
    /// How people name it: `acme/roadmap#12`, `ENG-12`.
    pub key: String,
    pub url: String,
    pub title: String,
    /// `open`, `closed`, or a Linear workflow state's name.
    pub state: String,
}

impl Issue {
    /// The issue with what a tracker sent bounded: ids and keys to 100 characters, the title to
    /// 500, an address only when it is `https`.
    pub fn bounded(self) -> Self {
        let cut = |text: String, max: usize| if text.chars().count() <= max { text } else { text.chars().take(max).collect() };
        let url = if self.url.starts_with("https://") && self.url.len() <= 2000 { self.url } else { String::new() };
        Self { external_id: cut(self.external_id, 100), key: cut(self.key, 100), url, title: cut(self.title, 500), state: cut(self.state, 100) }
    }
}

/// How the tracker's API names the issue a team member typed: on GitHub its number (from `12`,
/// `#12`, `owner/repo#12` or the issue's address), on Linear its identifier (from `ENG-12` or
/// the issue's address).
pub fn reference(kind: Kind, target: &str, typed: &str) -> Result<String> {
    let typed = typed.trim();
    let found = match kind {
        Kind::Linear => linear_identifier(typed),
        _ => github_number(target, typed).map(|n| n.to_string()),
    };
    found.ok_or_else(|| match kind {
        Kind::Linear => Error::invalid(said!("said-x-is-not-a-linear-issue", field = "issue")),
        _ => Error::invalid(said!("said-x-is-not-an-issue-of-x", field = "issue", a = target.to_owned())),
    })
}

fn github_number(target: &str, typed: &str) -> Option<u64> {
    let tail = if let Some((repository, number)) = typed.rsplit_once('#') {
        (repository.is_empty() || repository.eq_ignore_ascii_case(target)).then_some(number)?
    } else if let Some((address, number)) = typed.rsplit_once("/issues/") {
        let repository = address.trim_start_matches("https://").trim_start_matches("http://");
        let repository = repository.split_once('/').map_or(repository, |(_, path)| path);
        repository.eq_ignore_ascii_case(target).then_some(number)?
    } else {
        typed
    };
    tail.trim_end_matches('/').parse().ok().filter(|n| *n > 0)
}

fn linear_identifier(typed: &str) -> Option<String> {
    let identifier = match typed.split_once("/issue/") {
        Some((_, rest)) => rest.split('/').next().unwrap_or_default(),
        None => typed,
    };
    let (team, number) = identifier.split_once('-')?;
    let fine = (1..=10).contains(&team.len()) && team.chars().all(|c| c.is_ascii_alphanumeric()) && number.parse::<u64>().is_ok_and(|n| n > 0);
    fine.then(|| identifier.to_ascii_uppercase())
}

/// What a call to the tracker for a post needs: the post, the tracker and its opened token.
#[derive(Clone, Debug)]
pub struct Ready {
    pub post: post::Model,
    pub hook: webhook::Model,
    pub tracker: tracker::Model,
    pub token: String,
}

/// The post and the tracker a team member is about to create or link an issue with: both of
/// the organization, the tracker on.
pub async fn ready(conn: &impl ConnectionTrait, sealer: &Sealer, organization_id: OrgId, actor: &Actor, post_id: PostId, tracker_id: i64) -> Result<Ready> {
    access::may(actor, TeamTask::Moderate)?;
    let post = find_post(conn, organization_id, post_id).await?;
    let (hook, tracker) = find(conn, organization_id, tracker_id).await?;
    if !hook.enabled {
        return Err(Error::invalid(said!("said-x-is-turned-off", a = hook.url.clone())));
    }
    let token = token(sealer, &hook)?;
    Ok(Ready { post, hook, tracker, token })
}

/// Links the post to `issue` (the team); a post links an issue once.
pub async fn link(db: &Db, organization_id: OrgId, actor: &Actor, ready: &Ready, issue: Issue) -> Result<issue_link::Model> {
    access::may(actor, TeamTask::Moderate)?;
    let issue = issue.bounded();
    let txn = db.begin_write_in(Scope::Organization(organization_id)).await?;
    let inserted = issue_link::ActiveModel {
        organization_id: Set(organization_id),
        post_id: Set(ready.post.id),
        webhook_id: Set(ready.hook.id),
        external_id: Set(issue.external_id.clone()),
        key: Set(issue.key.clone()),
        url: Set(issue.url),
        title: Set(issue.title),
        state: Set(issue.state),
        created_at: Set(now()),
        ..Default::default()
    }
    .insert(&*txn)
    .await;
    let link = match inserted {
        Ok(link) => link,
        Err(error) if crate::store::is_unique_violation(&error) => {
            return Err(Error::Conflict(said!("said-this-post-is-linked-to-x-already", a = issue.key)));
        }
        Err(error) => return Err(error.into()),
    };
    audit::record(&*txn, organization_id, actor, Action::IssueLinked, Target { id: Some(ready.post.id.get()), name: &ready.post.title }, &link.key).await?;
    txn.commit().await?;
    Ok(link)
}

/// Unlinks an issue from its post (the team); the issue itself is left as it is.
pub async fn unlink(db: &Db, organization_id: OrgId, actor: &Actor, link_id: i64) -> Result<issue_link::Model> {
    access::may(actor, TeamTask::Moderate)?;
    let txn = db.begin_write_in(Scope::Organization(organization_id)).await?;
    let link = issue_link::Entity::find_by_id(link_id)
        .filter(issue_link::Column::OrganizationId.eq(organization_id))
        .one(&*txn)
        .await?
        .ok_or_else(|| Error::NotFound(said!("said-link-x-was-not-found", id = link_id)))?;
    issue_link::Entity::delete_by_id(link.id).exec(&*txn).await?;
    let post = find_post(&*txn, organization_id, link.post_id).await?;
    audit::record(&*txn, organization_id, actor, Action::IssueUnlinked, Target { id: Some(post.id.get()), name: &post.title }, &link.key).await?;
    txn.commit().await?;
    Ok(link)
}

/// The post's links, oldest first (one indexed lookup).
pub async fn of_post(conn: &impl ConnectionTrait, organization_id: OrgId, post_id: PostId) -> Result<Vec<issue_link::Model>> {
    Ok(issue_link::Entity::find()
        .filter(issue_link::Column::PostId.eq(post_id))
        .filter(issue_link::Column::OrganizationId.eq(organization_id))
        .order_by_asc(issue_link::Column::Id)
        .all(conn)
        .await?)
}

/// The links of the post to the tracker `id`: the issues a status change comments on.
pub async fn of_post_in(conn: &impl ConnectionTrait, post_id: PostId, id: i64) -> Result<Vec<issue_link::Model>> {
    Ok(issue_link::Entity::find()
        .filter(issue_link::Column::PostId.eq(post_id))
        .filter(issue_link::Column::WebhookId.eq(id))
        .order_by_asc(issue_link::Column::Id)
        .all(conn)
        .await?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_github_issue_is_named_by_its_number_key_or_address() {
        let target = "acme/roadmap";
        for typed in
            ["12", "#12", "acme/roadmap#12", "Acme/Roadmap#12", "https://github.com/acme/roadmap/issues/12", "https://ghe.example.com/acme/roadmap/issues/12/"]
        {
            assert_eq!(reference(Kind::Github, target, typed).unwrap(), "12", "{typed}");
        }
        for typed in ["other/repo#12", "https://github.com/other/repo/issues/12", "twelve", "0", "#"] {
            assert!(reference(Kind::Github, target, typed).is_err(), "{typed}");
        }
    }

    #[test]
    fn a_linear_issue_is_named_by_its_identifier_or_address() {
        for typed in ["ENG-12", " eng-12 ", "https://linear.app/acme/issue/ENG-12/dark-mode", "https://linear.app/acme/issue/ENG-12"] {
            assert_eq!(reference(Kind::Linear, "team", typed).unwrap(), "ENG-12", "{typed}");
        }
        for typed in ["ENG", "12", "ENG-", "ENG-x", "E G-12", "https://linear.app/acme/team/ENG"] {
            assert!(reference(Kind::Linear, "team", typed).is_err(), "{typed}");
        }
    }
}
