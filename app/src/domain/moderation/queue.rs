//! The moderation queue: posts and comments waiting for the team, oldest first, and the
//! team's decisions on them (approve, or mark as spam and optionally block the author).
//!
//! Each decision changes a row only while it still waits (`WHERE approval_status = 'pending'
//! AND NOT hidden`), so two team members deciding at once, or a form sent twice, change
//! nothing twice; counters and the audit log follow only what changed, in the same
//! transaction.

use super::super::access::Actor;
use super::super::access::{self, TeamTask};
use super::super::admin::audit::{self, Action, Target};
use super::super::{Db, Error, Result, buckets, one_page, text, time, users};
use crate::domain::outbox::{self, Event};
use crate::entities::{comment, post, user};
use crate::model::{CommentId, ModerationQueue, OrgId, PostId, QueuedComment, QueuedPost, UserId};
use crate::said;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};
use std::collections::{BTreeSet, HashMap};

/// Items of each kind on one page of the queue.
pub const PER_PAGE: u64 = 50;

/// One page of what waits, oldest first; authors, boards and posts loaded in one query each.
pub async fn load(db: &Db, organization_id: OrgId, page: u64) -> Result<ModerationQueue> {
    let conn = db.conn();
    let posts = post::Entity::find()
        .filter(post::Column::OrganizationId.eq(organization_id))
        .filter(post::Column::Hidden.eq(false))
        .filter(post::Column::ApprovalStatus.eq(crate::entities::states::Approval::Pending))
        .order_by_asc(post::Column::CreatedAt)
        .order_by_asc(post::Column::Id);
    let comments = comment::Entity::find()
        .filter(comment::Column::OrganizationId.eq(organization_id))
        .filter(comment::Column::Hidden.eq(false))
        .filter(comment::Column::ApprovalStatus.eq(crate::entities::states::Approval::Pending))
        .order_by_asc(comment::Column::CreatedAt)
        .order_by_asc(comment::Column::Id);
    let (posts, more_posts) = one_page(conn, posts, page, PER_PAGE).await?;
    let (comments, more_comments) = one_page(conn, comments, page, PER_PAGE).await?;
    let has_more = more_posts || more_comments;

    let commented_post_ids: BTreeSet<PostId> = comments.iter().map(|c| c.post_id).collect();
    let commented_posts: HashMap<PostId, post::Model> = if commented_post_ids.is_empty() {
        HashMap::new()
    } else {
        post::Entity::find()
            .filter(post::Column::Id.is_in(commented_post_ids))
            .all(conn)
            .await?
            .into_iter()
            .map(|p| (p.id, p))
            .collect()
    };
    let author_ids: BTreeSet<UserId> = posts.iter().map(|p| p.submitter_id).chain(comments.iter().map(|c| c.author_id)).collect();
    let authors: HashMap<UserId, user::Model> = if author_ids.is_empty() {
        HashMap::new()
    } else {
        user::Entity::find()
            .filter(user::Column::Id.is_in(author_ids))
            .all(conn)
            .await?
            .into_iter()
            .map(|u| (u.id, u))
            .collect()
    };
    let boards = buckets::cached(db, organization_id).await?;
    let author = |id: UserId| authors.get(&id).map(|u| (u.name.clone(), u.email.clone(), u.blocked)).unwrap_or_default();
    Ok(ModerationQueue {
        posts: posts
            .into_iter()
            .map(|p| {
                let (author_name, author_email, author_blocked) = author(p.submitter_id);
                QueuedPost {
                    id: p.id.get(),
                    title: p.title,
                    slug: p.slug,
                    board: boards.iter().find(|b| b.id == p.bucket_id).map(|b| b.name.clone()).unwrap_or_default(),
                    author_name,
                    author_email,
                    author_blocked,
                    preview: text::preview(p.description_text.as_deref().unwrap_or_default()),
                    created_at: time::iso_utc(p.created_at),
                }
            })
            .collect(),
        comments: comments
            .into_iter()
            .map(|c| {
                let (author_name, author_email, author_blocked) = author(c.author_id);
                let on = commented_posts.get(&c.post_id);
                QueuedComment {
                    id: c.id.get(),
                    post_title: on.map(|p| p.title.clone()).unwrap_or_default(),
                    post_slug: on.map(|p| p.slug.clone()).unwrap_or_default(),
                    author_name,
                    author_email,
                    author_blocked,
                    preview: text::preview(&c.body_text),
                    created_at: time::iso_utc(c.created_at),
                }
            })
            .collect(),
        page,
        has_more,
    })
}

/// One thing in the queue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Item {
    Post(PostId),
    Comment(CommentId),
}

impl Item {
    /// `post:12` or `comment:7`, as the queue's checkboxes send them.
    pub fn parse(value: &str) -> Option<Self> {
        let (kind, id) = value.split_once(':')?;
        let id = id.parse().ok().filter(|id: &i64| *id > 0)?;
        match kind {
            "post" => Some(Self::Post(PostId(id))),
            "comment" => Some(Self::Comment(CommentId(id))),
            _ => None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    Approve,
    Spam { block_authors: bool },
}

/// What a decision changed (items that no longer waited are not counted).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    pub approved: u64,
    pub marked_spam: u64,
    pub blocked: u64,
    /// The customers whose items were marked as spam and who are not blocked (yet): id, name.
    pub spam_authors: Vec<(UserId, String)>,
}

/// At most this many items in one decision (one page of each kind).
pub const MAX_ITEMS: usize = 2 * PER_PAGE as usize;

/// Approves or marks as spam the `items` still waiting, in one transaction.
pub async fn decide(db: &Db, organization_id: OrgId, actor: &Actor, items: &[Item], decision: Decision) -> Result<Outcome> {
    access::may(actor, TeamTask::Moderate)?;
    if items.is_empty() {
        return Err(Error::invalid(said!("said-x-choose-at-least-one-post", field = "items")));
    }
    if items.len() > MAX_ITEMS {
        return Err(Error::LimitExceeded(said!("said-at-most-x-items-can-be", max_items = MAX_ITEMS)));
    }
    let items: BTreeSet<Item> = items.iter().copied().collect();
    let mut outcome = Outcome::default();
    let mut authors = BTreeSet::new();
    let txn = db.begin_write().await?;
    for item in items {
        match item {
            Item::Post(id) => {
                let Some(found) = post::Entity::find_by_id(id).filter(post::Column::OrganizationId.eq(organization_id)).one(&*txn).await? else {
                    continue;
                };
                let mut update = post::Entity::update_many();
                update = match decision {
                    Decision::Approve => update.col_expr(post::Column::ApprovalStatus, Expr::value(crate::entities::states::Approval::Approved)),
                    Decision::Spam { .. } => update.col_expr(post::Column::Hidden, Expr::value(true)),
                };
                let changed = update
                    .col_expr(post::Column::UpdatedAt, Expr::value(super::super::now()))
                    .filter(post::Column::Id.eq(id))
                    .filter(post::Column::ApprovalStatus.eq(crate::entities::states::Approval::Pending))
                    .filter(post::Column::Hidden.eq(false))
                    .exec(&*txn)
                    .await?
                    .rows_affected;
                if changed == 0 {
                    continue;
                }
                let action = match decision {
                    Decision::Approve => {
                        outcome.approved += 1;
                        outbox::record(&*txn, organization_id, Event::PostUpdated { post_id: id }).await?;
                        Action::PostApproved
                    }
                    Decision::Spam { .. } => {
                        outcome.marked_spam += 1;
                        authors.insert(found.submitter_id);
                        Action::PostMarkedSpam
                    }
                };
                audit::record(&*txn, organization_id, actor, action, Target { id: Some(id.get()), name: &found.title }, "").await?;
            }
            Item::Comment(id) => {
                let Some(found) = comment::Entity::find_by_id(id).filter(comment::Column::OrganizationId.eq(organization_id)).one(&*txn).await? else {
                    continue;
                };
                let mut update = comment::Entity::update_many();
                update = match decision {
                    Decision::Approve => update.col_expr(comment::Column::ApprovalStatus, Expr::value(crate::entities::states::Approval::Approved)),
                    Decision::Spam { .. } => update.col_expr(comment::Column::Hidden, Expr::value(true)),
                };
                let changed = update
                    .filter(comment::Column::Id.eq(id))
                    .filter(comment::Column::ApprovalStatus.eq(crate::entities::states::Approval::Pending))
                    .filter(comment::Column::Hidden.eq(false))
                    .exec(&*txn)
                    .await?
                    .rows_affected;
                if changed == 0 {
                    continue;
                }
                let author_name = user::Entity::find_by_id(found.author_id).one(&*txn).await?.map(|u| u.name).unwrap_or_default();
                let target = format!("Comment by {author_name}");
                let action = match decision {
                    Decision::Approve => {
                        outcome.approved += 1;
                        // A waiting comment was not counted; now it is public, it is.
                        if !found.internal {
                            super::super::comments::count_public(&*txn, found.post_id, found.author_id).await?;
                        }
                        outbox::record(&*txn, organization_id, Event::CommentUpdated { comment_id: id, approved: !found.internal }).await?;
                        Action::CommentApproved
                    }
                    Decision::Spam { .. } => {
                        outcome.marked_spam += 1;
                        authors.insert(found.author_id);
                        Action::CommentMarkedSpam
                    }
                };
                audit::record(&*txn, organization_id, actor, action, Target { id: Some(id.get()), name: &target }, &text::preview(&found.body_text)).await?;
            }
        }
    }
    if let Decision::Spam { block_authors: true } = decision {
        outcome.blocked = block(&*txn, organization_id, actor, authors).await?;
    } else {
        for user_id in authors {
            let on_team = users::team_role(&*txn, user_id).await?.is_some();
            if let Some(author) = user::Entity::find_by_id(user_id).one(&*txn).await?.filter(|u| !u.blocked && !on_team) {
                outcome.spam_authors.push((author.id, author.name));
            }
        }
    }
    txn.commit().await?;
    Ok(outcome)
}

/// Blocks these customers of the organization (after "Mark as spam" offered it); returns how
/// many were not blocked before.
pub async fn block_authors(db: &Db, organization_id: OrgId, actor: &Actor, user_ids: &[UserId]) -> Result<u64> {
    access::may(actor, TeamTask::Moderate)?;
    if user_ids.is_empty() {
        return Err(Error::invalid(said!("said-x-choose-at-least-one-author", field = "users")));
    }
    if user_ids.len() > MAX_ITEMS {
        return Err(Error::LimitExceeded(said!("said-at-most-x-authors-can-be", max_items = MAX_ITEMS)));
    }
    let txn = db.begin_write().await?;
    let blocked = block(&*txn, organization_id, actor, user_ids.iter().copied().collect()).await?;
    txn.commit().await?;
    Ok(blocked)
}

/// Blocks the customers among `user_ids` who are not blocked yet (never a team member).
async fn block(conn: &impl ConnectionTrait, organization_id: OrgId, actor: &Actor, user_ids: BTreeSet<UserId>) -> Result<u64> {
    let mut blocked = 0;
    for user_id in user_ids {
        if users::team_role(conn, user_id).await?.is_some() {
            continue;
        }
        let changed = user::Entity::update_many()
            .col_expr(user::Column::Blocked, Expr::value(true))
            .col_expr(user::Column::UpdatedAt, Expr::value(super::super::now()))
            .filter(user::Column::Id.eq(user_id))
            .filter(user::Column::OrganizationId.eq(organization_id))
            .filter(user::Column::Blocked.eq(false))
            .exec(conn)
            .await?
            .rows_affected;
        if changed > 0 {
            blocked += 1;
            let person = user::Entity::find_by_id(user_id).one(conn).await?.map(|u| format!("{} <{}>", u.name, u.email)).unwrap_or_default();
            audit::record(
                conn,
                organization_id,
                actor,
                Action::UserBlocked,
                Target { id: Some(user_id.get()), name: &person },
                "blocked with spam from the moderation queue",
            )
            .await?;
        }
    }
    Ok(blocked)
}

#[cfg(test)]
mod tests {
    use super::super::policy::{Kind, must_wait};
    use super::*;
    use crate::domain::comments::{self, NewComment};
    use crate::domain::posts::{self, NewPost};
    use crate::domain::{organizations, testing, users};
    use crate::model::Email;

    async fn customer(db: &Db, org_id: OrgId, email: &str) -> user::Model {
        let txn = db.begin_write().await.unwrap();
        let user = users::find_or_create(&*txn, org_id, &Email::parse(email).unwrap(), "Carla").await.unwrap();
        txn.commit().await.unwrap();
        user
    }

    async fn pending_post(db: &Db, acme: &organizations::CreatedOrganization, by: UserId, title: &str) -> post::Model {
        let txn = db.begin_write().await.unwrap();
        let post = posts::insert(
            &*txn,
            NewPost {
                organization_id: acme.organization.id,
                bucket_id: acme.default_bucket.id,
                submitter_id: by,
                title,
                description: Some("Please"),
                status_id: None,
                approved: false,
                created_at: None,
            },
        )
        .await
        .unwrap();
        txn.commit().await.unwrap();
        post
    }

    #[tokio::test]
    async fn approving_and_spamming_change_what_waits_once_with_exact_counts_and_an_audit_entry_each() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let admin = Actor { user: acme.admin.clone(), role: Some(users::Role::Admin) };
        let carla = customer(&db, acme.organization.id, "carla@x.test").await;
        let spammer = customer(&db, acme.organization.id, "spam@x.test").await;
        let first = pending_post(&db, &acme, carla.id, "Dark mode").await;
        let junk = pending_post(&db, &acme, spammer.id, "Cheap pills").await;
        let approved = posts::tests::post_in(&db, &acme, "Public").await;
        let txn = db.begin_write().await.unwrap();
        let waiting = comments::insert(
            &*txn,
            NewComment {
                organization_id: acme.organization.id,
                post_id: approved.id,
                author_id: carla.id,
                parent_id: None,
                body: "Me too",
                internal: false,
                pinned: false,
                approved: false,
                created_at: None,
            },
        )
        .await
        .unwrap();
        txn.commit().await.unwrap();
        let conn = db.conn().clone();
        let counted = |id| {
            let conn = conn.clone();
            async move { crate::domain::posts::counts_of(&conn, id).await.unwrap().comments_count }
        };
        assert_eq!(counted(approved.id).await, 0, "a waiting comment is not counted");

        let queue = load(&db, acme.organization.id, 1).await.unwrap();
        assert_eq!(queue.posts.iter().map(|p| p.title.as_str()).collect::<Vec<_>>(), ["Dark mode", "Cheap pills"], "oldest first");
        assert_eq!(queue.comments.len(), 1);
        assert_eq!(queue.posts[0].board, acme.default_bucket.name);

        let outcome = decide(&db, acme.organization.id, &admin, &[Item::Post(first.id), Item::Comment(waiting.id)], Decision::Approve)
            .await
            .unwrap();
        assert_eq!(outcome, Outcome { approved: 2, ..Outcome::default() });
        assert_eq!(counted(approved.id).await, 1, "the approved comment counts");
        let again = decide(&db, acme.organization.id, &admin, &[Item::Post(first.id), Item::Comment(waiting.id)], Decision::Approve)
            .await
            .unwrap();
        assert_eq!(again, Outcome::default(), "sent twice, changed once");
        assert_eq!(counted(approved.id).await, 1);

        let spam = decide(&db, acme.organization.id, &admin, &[Item::Post(junk.id)], Decision::Spam { block_authors: true }).await.unwrap();
        assert_eq!(spam, Outcome { marked_spam: 1, blocked: 1, ..Outcome::default() });
        let junk = post::Entity::find_by_id(junk.id).one(db.conn()).await.unwrap().unwrap();
        assert!(junk.hidden);
        assert!(user::Entity::find_by_id(spammer.id).one(db.conn()).await.unwrap().unwrap().blocked);
        assert!(!user::Entity::find_by_id(carla.id).one(db.conn()).await.unwrap().unwrap().blocked);
        let queue = load(&db, acme.organization.id, 1).await.unwrap();
        assert!(queue.posts.is_empty() && queue.comments.is_empty());

        let log = audit::list(db.conn(), acme.organization.id, &audit::Filter::default(), 1).await.unwrap();
        let actions: Vec<&str> = log.entries.iter().map(|e| e.action.as_str()).collect();
        assert_eq!(actions, ["user.blocked", "post.marked_spam", "comment.approved", "post.approved"]);

        // Another organization's items are not touched, and customers may not decide.
        let globex = organizations::tests::create_named(&db, "globex").await;
        let foreign = pending_post(&db, &globex, globex.admin.id, "Theirs").await;
        assert_eq!(decide(&db, acme.organization.id, &admin, &[Item::Post(foreign.id)], Decision::Approve).await.unwrap(), Outcome::default());
        let carla = Actor { user: carla, role: None };
        assert!(matches!(decide(&db, acme.organization.id, &carla, &[Item::Post(first.id)], Decision::Approve).await, Err(Error::Forbidden(_))));
    }

    #[tokio::test]
    async fn customers_wait_when_asked_unless_trusted_and_the_team_never_waits() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let carla = customer(&db, acme.organization.id, "carla@x.test").await;
        let mut org = acme.organization.clone();
        assert!(!must_wait(db.conn(), &org, carla.id, false, Kind::Post).await.unwrap(), "nothing is required by default");
        org.require_approval = true;
        assert!(must_wait(db.conn(), &org, carla.id, false, Kind::Post).await.unwrap());
        assert!(!must_wait(db.conn(), &org, carla.id, false, Kind::Comment).await.unwrap(), "comments are asked for separately");
        assert!(!must_wait(db.conn(), &org, acme.admin.id, true, Kind::Post).await.unwrap());
        org.trust_after_approved_posts = 1;
        assert!(must_wait(db.conn(), &org, carla.id, false, Kind::Post).await.unwrap());
        let post = pending_post(&db, &acme, carla.id, "Mine").await;
        let admin = Actor { user: acme.admin.clone(), role: Some(users::Role::Admin) };
        decide(&db, acme.organization.id, &admin, &[Item::Post(post.id)], Decision::Approve).await.unwrap();
        assert!(!must_wait(db.conn(), &org, carla.id, false, Kind::Post).await.unwrap(), "trusted after one approved post");
    }

    #[test]
    fn queue_items_are_read_from_their_form_values() {
        assert_eq!(Item::parse("post:12"), Some(Item::Post(PostId(12))));
        assert_eq!(Item::parse("comment:7"), Some(Item::Comment(CommentId(7))));
        for bad in ["post:", "post:-1", "vote:3", "12", "post:1e3"] {
            assert_eq!(Item::parse(bad), None, "{bad}");
        }
    }
}
