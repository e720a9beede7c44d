//! Who hears of what by e-mail, next to the events it follows: for a recorded event, what it
//! tells ([`Told`]: a status change, a comment, a comment waiting for moderation, a new post,
//! a shipped changelog entry, or nothing) and to whom ([`Audience`]: a post's followers or the
//! team, never the person who caused it), and the people of an audience who want it at once
//! or in their daily digest ([`hearing`]). Wording and sending are the server's
//! (`server/src/delivery/mail.rs`).

use super::mail::{self, Frequency};
use super::{Event, Recorded};
use crate::domain::{Db, Result, changelog, statuses};
use crate::entities::{comment, organization, post, user};
use crate::model::{OrgId, PostId, UserId};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};
use std::collections::HashMap;

/// What an event tells by e-mail.
#[derive(Clone, Debug)]
pub enum Told {
    /// A post's status changed (not by a changelog entry, whose own e-mail tells it).
    StatusChanged {
        post: post::Model,
        status: String,
        /// The team's public message, when it announced the change in the thread.
        message: Option<String>,
    },
    /// A comment (not internal, not hidden) waits for moderation.
    CommentWaits { post: post::Model, comment: comment::Model, author: String },
    /// A visible comment was added, or approved.
    Commented { post: post::Model, comment: comment::Model, author: String },
    /// A post was submitted (`waiting`: for moderation).
    PostCreated { post: post::Model, author: String, waiting: bool },
    /// A changelog entry was published, shipping `posts` (the visible ones, in its order).
    Shipped { entry: changelog::Entry, posts: Vec<post::Model> },
}

/// Who hears of a [`Told`].
#[derive(Clone, Copy, Debug)]
pub enum Audience<'a> {
    /// The post's followers ([`mail::followers`]); their e-mail lets them stop this post's.
    Followers(&'a post::Model),
    /// The team members who hear team e-mail ([`mail::team_listeners`]).
    Team,
}

impl Told {
    /// To whom, and who is left out (the person who caused it); `None` for a shipped entry,
    /// which goes to the followers of each of its posts (see [`shipped_to`]).
    pub fn audience(&self) -> Option<(Audience<'_>, Option<UserId>)> {
        match self {
            Self::StatusChanged { post, .. } => Some((Audience::Followers(post), None)),
            Self::CommentWaits { comment, .. } => Some((Audience::Team, Some(comment.author_id))),
            Self::Commented { post, comment, .. } => Some((Audience::Followers(post), Some(comment.author_id))),
            Self::PostCreated { post, .. } => Some((Audience::Team, Some(post.submitter_id))),
            Self::Shipped { .. } => None,
        }
    }
}

/// What `event` of `org` tells by e-mail, read as it is now (a post since hidden, or a comment
/// since made internal, tells nothing); `None` for the events no e-mail follows.
pub async fn told(db: &Db, org: &organization::Model, event: &Recorded) -> Result<Option<Told>> {
    let conn = db.conn();
    Ok(match &event.event {
        Event::PostStatusChanged { shipped_in: Some(_), .. } => None,
        Event::PostStatusChanged { post_id, .. } => match visible_post(conn, org, *post_id).await? {
            None => None,
            Some(post) => {
                let status = statuses::cached(db, org.id).await?.into_iter().find(|s| s.id == post.status_id).map(|s| s.label).unwrap_or_default();
                let message = comment::Entity::find()
                    .filter(comment::Column::PostId.eq(post.id))
                    .filter(comment::Column::StatusChange.eq(status.as_str()))
                    .filter(comment::Column::Internal.eq(false))
                    .order_by_desc(comment::Column::Id)
                    .one(conn)
                    .await?
                    .map(|c| c.body_text);
                Some(Told::StatusChanged { post, status, message })
            }
        },
        Event::CommentCreated { comment_id } | Event::CommentUpdated { comment_id, approved: true } => {
            let written = comment::Entity::find_by_id(*comment_id).filter(comment::Column::OrganizationId.eq(org.id)).one(conn).await?;
            // (What waits for its author's address is nobody's news yet: letting it out tells.)
            let Some(comment) = written.filter(|c| !c.internal && !c.hidden && c.approval_status != crate::entities::states::Approval::Unverified) else {
                return Ok(None);
            };
            let Some(post) = visible_post(conn, org, comment.post_id).await? else { return Ok(None) };
            let author = name_of(conn, comment.author_id).await?;
            Some(if comment.approval_status == crate::entities::states::Approval::Approved {
                Told::Commented { post, comment, author }
            } else {
                Told::CommentWaits { post, comment, author }
            })
        }
        Event::PostCreated { post_id } => match visible_post(conn, org, *post_id).await? {
            None => None,
            Some(post) if post.approval_status == crate::entities::states::Approval::Unverified => None,
            Some(post) => {
                let author = name_of(conn, post.submitter_id).await?;
                let waiting = post.approval_status != crate::entities::states::Approval::Approved;
                Some(Told::PostCreated { post, author, waiting })
            }
        },
        Event::ChangelogPublished { entry_id } => {
            let entry = match changelog::get(conn, org.id, *entry_id).await {
                Ok(entry) if entry.entry.published => entry,
                Ok(_) | Err(crate::domain::Error::NotFound(_)) => return Ok(None),
                Err(error) => return Err(error),
            };
            let mut posts = Vec::new();
            if !entry.post_ids.is_empty() {
                posts = post::Entity::find()
                    .filter(post::Column::OrganizationId.eq(org.id))
                    .filter(post::Column::Hidden.eq(false))
                    .filter(post::Column::Id.is_in(entry.post_ids.clone()))
                    .all(conn)
                    .await?;
                posts.sort_by_key(|p| entry.post_ids.iter().position(|id| *id == p.id));
            }
            Some(Told::Shipped { entry, posts })
        }
        _ => None,
    })
}

/// The people of `audience` of `organization_id` who hear `when` (at once, or in their daily
/// digest), without `except`.
pub async fn hearing(
    conn: &impl ConnectionTrait,
    organization_id: OrgId,
    audience: Audience<'_>,
    except: Option<UserId>,
    when: Frequency,
) -> Result<Vec<user::Model>> {
    match audience {
        Audience::Followers(post) => mail::followers(conn, post, except, when).await,
        Audience::Team => mail::team_listeners(conn, organization_id, except, when).await,
    }
}

/// The people who hear `when` of a shipped entry, each with the posts of it they follow, in
/// the order the entry names them (its author left out).
pub async fn shipped_to<'p>(
    conn: &impl ConnectionTrait,
    entry: &changelog::Entry,
    posts: &'p [post::Model],
    when: Frequency,
) -> Result<Vec<(user::Model, Vec<&'p post::Model>)>> {
    let mut readers: Vec<(user::Model, Vec<&post::Model>)> = Vec::new();
    let mut at: HashMap<UserId, usize> = HashMap::new();
    for post in posts {
        for person in mail::followers(conn, post, entry.entry.author_id, when).await? {
            match at.get(&person.id) {
                Some(&i) => readers[i].1.push(post),
                None => {
                    at.insert(person.id, readers.len());
                    readers.push((person, vec![post]));
                }
            }
        }
    }
    Ok(readers)
}

/// The post of `org`, unless hidden.
async fn visible_post(conn: &impl ConnectionTrait, org: &organization::Model, post_id: PostId) -> Result<Option<post::Model>> {
    Ok(post::Entity::find_by_id(post_id)
        .filter(post::Column::OrganizationId.eq(org.id))
        .filter(post::Column::Hidden.eq(false))
        .one(conn)
        .await?)
}

/// A person's name as shown ("" for one since deleted).
async fn name_of(conn: &impl ConnectionTrait, user_id: UserId) -> Result<String> {
    Ok(user::Entity::find_by_id(user_id).one(conn).await?.map(|u| u.name).unwrap_or_default())
}
