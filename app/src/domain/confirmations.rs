//! Confirming an address and letting out what waited for it ([`super::verification`] says
//! what waits): [`confirm`] in the transaction that proved the address, [`release`] of
//! everyone's when the organization stops requiring it.

use super::votes::Change;
use super::{Error, Result, now};
use crate::entities::states::Approval;
use crate::entities::{comment, held_vote, organization, post, typed_hold, user};
use crate::model::{OrgId, PostId, UserId};
use sea_orm::sea_query::{Expr, ExprTrait, Query};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};
use std::collections::BTreeMap;

/// What a release let out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Released {
    /// Posts and comments now public.
    pub public: u64,
    /// Posts and comments now in the moderation queue.
    pub to_the_queue: u64,
    /// Held votes now counted.
    pub votes: u64,
}

/// How a person proved their address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proved {
    /// A single-use link e-mailed to it was used: the owner of the address is the one acting.
    Link,
    /// A provider vouched for it (the organization's SSO, an OpenID provider, a host's signed
    /// identify): the address is the person's, but they were never asked about what someone
    /// typed into the widget for it.
    Provider,
}

/// Records that `user_id` proved their address (within `conn`, the transaction that proved
/// it) and releases what waited for it. Their own waits only until they are verified; what was
/// done through the widget for their address by whoever typed it ([`super::verification`])
/// waits for a link (`Proved::Link`), even where the address was proved before. Writes the
/// person's row first (see the module's note). `true` when they were not verified before.
pub async fn confirm(conn: &impl ConnectionTrait, organization_id: OrgId, user_id: UserId, proved: Proved) -> Result<bool> {
    let newly = user::Entity::update_many()
        .col_expr(user::Column::EmailVerifiedAt, Expr::value(now()))
        .filter(user::Column::Id.eq(user_id))
        .filter(user::Column::OrganizationId.eq(organization_id))
        .filter(user::Column::EmailVerifiedAt.is_null())
        .exec(conn)
        .await?
        .rows_affected
        == 1;
    if !newly && proved == Proved::Provider {
        return Ok(false);
    }
    if !newly {
        // The row written all the same: a widget write for this address that holds it waits
        // for this transaction or is waited for, and is let out either way.
        let found = user::Entity::update_many()
            .col_expr(user::Column::EmailVerifiedAt, Expr::col(user::Column::EmailVerifiedAt))
            .filter(user::Column::Id.eq(user_id))
            .filter(user::Column::OrganizationId.eq(organization_id))
            .exec(conn)
            .await?
            .rows_affected;
        if found == 0 {
            return Ok(false);
        }
    }
    release(conn, organization_id, Some((user_id, proved))).await?;
    Ok(newly)
}

/// Lets out what waits for `person`'s address (and, proved by a link, what was typed into the
/// widget for it), or everyone's of the organization (`None`: the requirement turned off; the
/// caller wrote the organization's row first; what was typed into the widget still waits for
/// its links): posts and comments become public, or pending where the organization's
/// moderation asks for it; held votes are cast (on the post a held one was merged into; none
/// on a post marked as spam).
pub async fn release(conn: &impl ConnectionTrait, organization_id: OrgId, person: Option<(UserId, Proved)>) -> Result<Released> {
    use super::moderation::policy::{Kind, must_wait};
    let org = organization::Entity::find_by_id(organization_id)
        .one(conn)
        .await?
        .ok_or_else(|| Error::NotFound(crate::said!("said-organization-x-was-not-found", org = organization_id)))?;
    let mut released = Released::default();
    let user_id = person.map(|(id, _)| id);
    let typed_too = person.is_some_and(|(_, proved)| proved == Proved::Link);
    // What was typed into the widget, left out unless a link proved the address.
    let typed = |column: typed_hold::Column| Query::select().column(column).from(typed_hold::Entity).and_where(Expr::col(column).is_not_null()).to_owned();
    let mut posts = post::Entity::find()
        .filter(post::Column::OrganizationId.eq(organization_id))
        .filter(post::Column::ApprovalStatus.eq(Approval::Unverified));
    if let Some(id) = user_id {
        posts = posts.filter(post::Column::SubmitterId.eq(id));
    }
    if !typed_too {
        posts = posts.filter(post::Column::Id.not_in_subquery(typed(typed_hold::Column::PostId)));
    }
    // Whether each author's posts and comments wait for the team, decided once per author.
    let mut waits: BTreeMap<(UserId, bool), bool> = BTreeMap::new();
    for post in posts.order_by_asc(post::Column::Id).all(conn).await? {
        let key = (post.submitter_id, true);
        let wait = match waits.get(&key) {
            Some(wait) => *wait,
            None => *waits.entry(key).or_insert(must_wait(conn, &org, post.submitter_id, false, Kind::Post).await?),
        };
        let approval = if wait { Approval::Pending } else { Approval::Approved };
        post::Entity::update_many()
            .col_expr(post::Column::ApprovalStatus, Expr::value(approval))
            .col_expr(post::Column::UpdatedAt, Expr::value(now()))
            .filter(post::Column::Id.eq(post.id))
            .filter(post::Column::ApprovalStatus.eq(Approval::Unverified))
            .exec(conn)
            .await?;
        if wait {
            released.to_the_queue += 1;
        } else {
            released.public += 1;
            super::outbox::record(conn, organization_id, super::outbox::Event::PostUpdated { post_id: post.id }).await?;
        }
    }
    let mut comments = comment::Entity::find()
        .filter(comment::Column::OrganizationId.eq(organization_id))
        .filter(comment::Column::ApprovalStatus.eq(Approval::Unverified));
    if let Some(id) = user_id {
        comments = comments.filter(comment::Column::AuthorId.eq(id));
    }
    if !typed_too {
        comments = comments.filter(comment::Column::Id.not_in_subquery(typed(typed_hold::Column::CommentId)));
    }
    for comment in comments.order_by_asc(comment::Column::Id).all(conn).await? {
        let key = (comment.author_id, false);
        let wait = match waits.get(&key) {
            Some(wait) => *wait,
            None => *waits.entry(key).or_insert(must_wait(conn, &org, comment.author_id, false, Kind::Comment).await?),
        };
        let approval = if wait { Approval::Pending } else { Approval::Approved };
        comment::Entity::update_many()
            .col_expr(comment::Column::ApprovalStatus, Expr::value(approval))
            .col_expr(comment::Column::UpdatedAt, Expr::value(now()))
            .filter(comment::Column::Id.eq(comment.id))
            .filter(comment::Column::ApprovalStatus.eq(Approval::Unverified))
            .exec(conn)
            .await?;
        if wait {
            released.to_the_queue += 1;
        } else {
            released.public += 1;
            // A waiting comment was not counted; now it is public, it is.
            if !comment.internal {
                super::comments::count_public(conn, comment.post_id, comment.author_id).await?;
            }
            let event = super::outbox::Event::CommentUpdated { comment_id: comment.id, approved: !comment.internal };
            super::outbox::record(conn, organization_id, event).await?;
        }
    }
    let mut held = held_vote::Entity::find().filter(held_vote::Column::OrganizationId.eq(organization_id));
    if let Some(id) = user_id {
        held = held.filter(held_vote::Column::UserId.eq(id));
    }
    if !typed_too {
        held = held.filter(held_vote::Column::Typed.eq(false));
    }
    for vote in held.order_by_asc(held_vote::Column::Id).all(conn).await? {
        if let Some(target) = voted_post(conn, organization_id, vote.post_id).await? {
            super::votes::change(conn, organization_id, target, vote.user_id, Change::Cast(vote.kind, super::votes::Source::Web)).await?;
            released.votes += 1;
        }
        held_vote::Entity::delete_by_id(vote.id).exec(conn).await?;
    }
    if let (Some(id), true) = (user_id, typed_too) {
        typed_hold::Entity::delete_many().filter(typed_hold::Column::UserId.eq(id)).exec(conn).await?;
    }
    Ok(released)
}

/// Where a held vote on `post_id` counts: the post, or the one it was merged into (at most a
/// few steps); none when the post is gone or marked as spam.
async fn voted_post(conn: &impl ConnectionTrait, organization_id: OrgId, mut post_id: PostId) -> Result<Option<PostId>> {
    for _ in 0..8 {
        let Some(post) = post::Entity::find_by_id(post_id).filter(post::Column::OrganizationId.eq(organization_id)).one(conn).await? else {
            return Ok(None);
        };
        match post.merged_into_id {
            Some(into) => post_id = into,
            None if post.hidden => return Ok(None),
            None => return Ok(Some(post.id)),
        }
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::access::{Actor, Asker, Role};
    use crate::domain::{Db, LiveStream, attachments, comments, organizations, posts, sessions, testing, verification, votes};
    use crate::entities::states::VoteKind;
    use sea_orm::{ActiveModelTrait, IntoActiveModel};

    /// The organization asks new customers (those who sign up from now on) to confirm.
    async fn asking(db: &Db, org: &organization::Model) -> organization::Model {
        let mut active = org.clone().into_active_model();
        active.verify_emails_since = sea_orm::ActiveValue::Set(Some(now() - chrono::Duration::seconds(1)));
        active.update(db.conn()).await.unwrap()
    }

    fn storage() -> attachments::Storage {
        let dir = std::env::temp_dir().join(format!("upboard-verify-{}", crate::domain::keys::random_base62(8)));
        attachments::Storage::local(&dir, "http://localhost").unwrap()
    }

    /// The post's counters, and the copies of its approval and place beside them.
    async fn post_of(db: &Db, id: PostId) -> crate::entities::post_count::Model {
        crate::entities::post_count::Entity::find_by_id(id).one(db.conn()).await.unwrap().unwrap()
    }

    /// A new customer's post, comment and vote wait (seen as theirs, counted nowhere); a
    /// customer from before, the team and the organization's server do not. Confirming lets
    /// them out in one transaction and counts each once; confirming again changes nothing.
    #[tokio::test]
    async fn a_new_customers_posts_comments_and_votes_wait_for_their_address() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let (storage, live) = (storage(), LiveStream::local());
        let before = sessions::sign_up(&db, acme.organization.id, "old@x.test", "Old", "correct horse").await.unwrap();
        let mut active = before.into_active_model();
        active.created_at = sea_orm::ActiveValue::Set(now() - chrono::Duration::days(1));
        let before = active.update(db.conn()).await.unwrap();
        let org = asking(&db, &acme.organization).await;
        let grace = sessions::sign_up(&db, org.id, "grace@x.test", "Grace", "correct horse").await.unwrap();
        let target = posts::tests::post_in(&db, &acme, "Dark mode").await;
        let (grace_actor, old_actor) = (Actor { user: grace.clone(), role: None }, Actor { user: before.clone(), role: None });
        let admin = Actor { user: acme.admin.clone(), role: Some(Role::Admin) };
        let as_grace = Asker::web(Some(&grace_actor));
        assert!(verification::holds(&org, &as_grace));
        assert!(!verification::holds(&org, &Asker::web(Some(&old_actor))), "a customer from before is not asked");
        assert!(!verification::holds(&org, &Asker::web(Some(&admin))), "nor the team");
        assert!(!verification::holds(&org, &Asker::api(false, Some(&grace_actor))), "nor the organization's server");

        // Her vote is held: the button shows it, no count moves, and it toggles as a vote does.
        let vote = |asker: Asker<'static>, change| {
            let (db, live, org) = (db.clone(), live.clone(), org.clone());
            async move { votes::apply(&db, &live, &asker, &org, target.id, change).await.unwrap() }
        };
        let as_grace: Asker<'static> = Asker::web(Some(Box::leak(Box::new(grace_actor.clone()))));
        let (_, after, mine) = vote(as_grace, votes::Change::Toggle(VoteKind::Upvote)).await;
        assert_eq!((after.votes_count, mine), (0, Some(VoteKind::Upvote)));
        assert_eq!(vote(as_grace, votes::Change::Toggle(VoteKind::Upvote)).await.2, None, "taken back");
        assert_eq!(vote(as_grace, votes::Change::Toggle(VoteKind::Downvote)).await.2, Some(VoteKind::Downvote));
        assert_eq!(vote(as_grace, votes::Change::Toggle(VoteKind::Upvote)).await.2, Some(VoteKind::Upvote), "switched");
        assert_eq!(verification::held_vote_on(db.conn(), target.id, grace.id).await.unwrap(), Some(VoteKind::Upvote));
        let as_old: Asker<'static> = Asker::web(Some(Box::leak(Box::new(old_actor.clone()))));
        assert_eq!(vote(as_old, votes::Change::Toggle(VoteKind::Upvote)).await.1.votes_count, 1, "the customer from before counts");

        // Her post and comment wait for her address, out of the moderation queue.
        let submission = posts::Submission {
            org: &org,
            asker: as_grace,
            submitter: &grace,
            bucket_id: acme.default_bucket.id,
            title: "Export to CSV",
            description: None,
            uploads: Vec::new(),
        };
        let hers = posts::submit(&db, &storage, submission).await.unwrap();
        assert_eq!(hers.approval_status, Approval::Unverified);
        let comment = comments::submit(
            &db,
            &storage,
            &live,
            comments::Submission {
                organization_id: org.id,
                asker: as_grace,
                post_id: target.id,
                parent_id: None,
                body: "Yes please",
                internal: false,
                uploads: Vec::new(),
            },
        )
        .await
        .unwrap();
        assert_eq!(comment.approval_status, Approval::Unverified);
        assert_eq!(post_of(&db, target.id).await.comments_count, 0, "a waiting comment is not counted");
        let queue = crate::domain::moderation::queue::load(&db, org.id, 1).await.unwrap();
        assert!(queue.posts.is_empty() && queue.comments.is_empty(), "what waits for an address is not the team's to approve");

        // The link she received is used: everything counts, once.
        let txn = db.begin_write().await.unwrap();
        assert!(confirm(&*txn, org.id, grace.id, Proved::Link).await.unwrap());
        txn.commit().await.unwrap();
        let target_after = post_of(&db, target.id).await;
        assert_eq!((target_after.votes_count, target_after.downvotes_count, target_after.comments_count), (2, 0, 1));
        assert_eq!(post_of(&db, hers.id).await.approval_status, Approval::Approved);
        let comment = comment::Entity::find_by_id(comment.id).one(db.conn()).await.unwrap().unwrap();
        assert_eq!(comment.approval_status, Approval::Approved);
        assert_eq!(held_vote::Entity::find().all(db.conn()).await.unwrap().len(), 0);
        let grace = user::Entity::find_by_id(grace.id).one(db.conn()).await.unwrap().unwrap();
        assert!(grace.email_verified_at.is_some() && !verification::unconfirmed(&org, &grace));
        assert_eq!((grace.votes_count, grace.comments_count), (1, 1));
        let txn = db.begin_write().await.unwrap();
        assert!(!confirm(&*txn, org.id, grace.id, Proved::Link).await.unwrap(), "confirming twice changes nothing");
        txn.commit().await.unwrap();
        assert_eq!(post_of(&db, target.id).await.votes_count, 2);
    }

    /// Where the team approves customers' posts first, a confirmed customer's post goes to the
    /// queue; a held vote on a post merged meanwhile counts on the post it went into, one on a
    /// post marked as spam nowhere; turning the requirement off lets everyone's out.
    #[tokio::test]
    async fn turning_the_requirement_off_lets_everything_out_where_it_belongs() {
        use crate::domain::admin::settings;
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let mut active = acme.organization.clone().into_active_model();
        active.require_approval = sea_orm::ActiveValue::Set(true);
        let org = asking(&db, &active.update(db.conn()).await.unwrap()).await;
        let (storage, live) = (storage(), LiveStream::local());
        let admin = Actor { user: acme.admin.clone(), role: Some(Role::Admin) };
        let duplicate = posts::tests::post_in(&db, &acme, "Dark theme").await;
        let original = posts::tests::post_in(&db, &acme, "Dark mode").await;
        let spam = posts::tests::post_in(&db, &acme, "Cheap pills").await;
        let mut people = Vec::new();
        for name in ["ada", "lin"] {
            let user = sessions::sign_up(&db, org.id, &format!("{name}@x.test"), name, "correct horse").await.unwrap();
            let actor: &'static Actor = Box::leak(Box::new(Actor { user: user.clone(), role: None }));
            for post in [&duplicate, &spam] {
                votes::apply(&db, &live, &Asker::web(Some(actor)), &org, post.id, votes::Change::Toggle(VoteKind::Upvote))
                    .await
                    .unwrap();
            }
            let submission = posts::Submission {
                org: &org,
                asker: Asker::web(Some(actor)),
                submitter: &user,
                bucket_id: acme.default_bucket.id,
                title: "Mine",
                description: None,
                uploads: Vec::new(),
            };
            people.push(posts::submit(&db, &storage, submission).await.unwrap());
        }
        crate::domain::moderation::merge::merge(&db, org.id, &admin, duplicate.id, original.id).await.unwrap();
        let items = [crate::domain::moderation::queue::Item::Post(spam.id)];
        let spam_decision = crate::domain::moderation::queue::Decision::Spam { block_authors: false };
        // (The spam post was approved: marking it as spam hides it.)
        crate::domain::posts::update(
            db.conn(),
            org.id,
            spam.id,
            &Asker::web(Some(&admin)),
            posts::PostChanges { approval_status: Some("pending".to_owned()), ..Default::default() },
        )
        .await
        .unwrap();
        crate::domain::moderation::queue::decide(&db, org.id, &admin, &items, spam_decision).await.unwrap();
        assert_eq!(post_of(&db, original.id).await.votes_count, 0);

        settings::update_sign_in(&db, &org, &admin, "password", false, false).await.unwrap();
        assert_eq!(post_of(&db, original.id).await.votes_count, 2, "held votes on the merged post count on the one it went into");
        assert_eq!(post_of(&db, spam.id).await.votes_count, 0, "none on a post marked as spam");
        for post in &people {
            assert_eq!(post_of(&db, post.id).await.approval_status, Approval::Pending, "to the team's queue, as the organization asks");
        }
        assert_eq!(held_vote::Entity::find().all(db.conn()).await.unwrap().len(), 0);
        let org = organization::Entity::find_by_id(org.id).one(db.conn()).await.unwrap().unwrap();
        assert!(org.verify_emails_since.is_none());
    }
}
