//! Comments: threaded under a post; internal ones are for the team only and not counted.

use super::access::{self, Asker};
use super::{Error, Result, now, text};
use crate::entities::{comment, post, user};
use crate::model::{CommentId, OrgId, PostId, UserId};
use crate::said;
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};

pub const BODY_MAX_LEN: usize = 50_000;

pub struct NewComment<'a> {
    pub organization_id: OrgId,
    pub post_id: PostId,
    pub author_id: UserId,
    pub parent_id: Option<CommentId>,
    /// HTML allowed; sanitized here.
    pub body: &'a str,
    pub internal: bool,
    /// Pinned comments are shown first; only the team pins.
    pub pinned: bool,
    /// `false`: the comment waits in the moderation queue (and is not counted until approved).
    pub approved: bool,
    pub created_at: Option<chrono::DateTime<chrono::Utc>>,
}

/// Adds a comment within `conn` (a write transaction); public comments count on the post
/// and for the author. Its event is recorded (followers, webhooks and channels hear of it).
pub async fn insert(conn: &impl ConnectionTrait, new: NewComment<'_>) -> Result<comment::Model> {
    let organization_id = new.organization_id;
    let comment = insert_quiet(conn, new).await?;
    super::outbox::record(conn, organization_id, super::outbox::Event::CommentCreated { comment_id: comment.id }).await?;
    Ok(comment)
}

/// [`insert`] without the event, for comments an import brings (see
/// [`super::posts::insert_quiet`]).
pub async fn insert_quiet(conn: &impl ConnectionTrait, new: NewComment<'_>) -> Result<comment::Model> {
    if new.body.len() > BODY_MAX_LEN {
        return Err(Error::invalid(said!("said-x-is-too-long-at-most-4", field = "comment")));
    }
    let Some(body_html) = text::sanitize_html(new.body) else {
        return Err(Error::invalid(said!("said-x-can-t-be-blank", field = "comment")));
    };
    let body_text = text::plain_text(&body_html);
    let post = post::Entity::find_by_id(new.post_id)
        .filter(post::Column::OrganizationId.eq(new.organization_id))
        .one(conn)
        .await?
        .ok_or_else(|| Error::NotFound(said!("said-post-x-was-not-found", a = new.post_id)))?;
    if let Some(parent_id) = new.parent_id {
        let parent = comment::Entity::find_by_id(parent_id).filter(comment::Column::PostId.eq(post.id)).one(conn).await?;
        if parent.is_none() {
            return Err(Error::invalid(said!("said-x-is-not-a-comment-of", field = "parent_id")));
        }
    }
    let created_at = new.created_at.unwrap_or_else(now);
    let comment = comment::ActiveModel {
        organization_id: Set(new.organization_id),
        post_id: Set(post.id),
        parent_id: Set(new.parent_id),
        author_id: Set(new.author_id),
        body_html: Set(body_html),
        body_text: Set(body_text),
        pinned: Set(new.pinned),
        internal: Set(new.internal),
        approval_status: Set(crate::entities::states::Approval::of(new.approved)),
        created_at: Set(created_at),
        updated_at: Set(created_at),
        ..Default::default()
    }
    .insert(conn)
    .await?;
    if !new.internal && new.approved {
        count_public(conn, post.id, new.author_id).await?;
    }
    Ok(comment)
}

/// A public comment (not internal, approved) counts on its post and for its author.
pub(crate) async fn count_public(conn: &impl ConnectionTrait, post_id: PostId, author_id: UserId) -> Result<()> {
    super::posts::move_comments(conn, post_id, 1).await?;
    user::Entity::update_many()
        .col_expr(user::Column::CommentsCount, Expr::col(user::Column::CommentsCount).add(1))
        .filter(user::Column::Id.eq(author_id))
        .exec(conn)
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{organizations, posts, testing};

    /// One post's comments are read through the post's index, never the organization's.
    #[tokio::test]
    async fn one_posts_comments_are_read_through_the_posts_index() {
        use sea_orm::{QueryOrder, QuerySelect, QueryTrait};
        let db = testing::db().await;
        let page = listed(OrgId(1), Some(PostId(7)), false)
            .order_by_desc(comment::Column::CreatedAt)
            .order_by_desc(comment::Column::Id)
            .limit(30);
        let plan = testing::sqlite_plan(&db, page.build(sea_orm::DbBackend::Sqlite)).await;
        assert!(plan.iter().any(|step| step.contains("idx_comments_post_created")), "{plan:?}");
        assert!(!plan.iter().any(|step| step.contains("idx_comments_org")), "{plan:?}");
    }

    /// The organization's comments without `allow_private` leave out those on posts in private
    /// boards (and a private post's own list is not found); with it, they are all there. Other
    /// organizations' comments are never listed.
    #[tokio::test]
    async fn comments_on_private_posts_are_listed_only_with_allow_private() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let globex = organizations::tests::create_named(&db, "globex").await;
        let public = posts::tests::post_in(&db, &acme, "Dark mode").await;
        let private = posts::tests::private_post_in(&db, &acme, "Internal", "Secret plan").await;
        let theirs = posts::tests::post_in(&db, &globex, "Theirs").await;
        let txn = db.begin_write().await.unwrap();
        for (org, post, body) in [(&acme, &public, "on the public post"), (&acme, &private, "on the private post"), (&globex, &theirs, "globex's")] {
            let new = NewComment {
                organization_id: org.organization.id,
                post_id: post.id,
                author_id: org.admin.id,
                parent_id: None,
                body,
                internal: false,
                pinned: false,
                approved: true,
                created_at: None,
            };
            insert(&*txn, new).await.unwrap();
        }
        txn.commit().await.unwrap();
        let texts = |found: Vec<comment::Model>| found.into_iter().map(|c| c.body_text).collect::<Vec<_>>();

        let (public_only, total) = list(db.conn(), acme.organization.id, None, false, 1, 30).await.unwrap();
        assert_eq!((texts(public_only), total), (vec!["on the public post".to_owned()], 1));
        let (all, total) = list(db.conn(), acme.organization.id, None, true, 1, 30).await.unwrap();
        let mut all = texts(all);
        all.sort();
        assert_eq!((all, total), (vec!["on the private post".to_owned(), "on the public post".to_owned()], 2));
        assert!(matches!(list(db.conn(), acme.organization.id, Some(private.id), false, 1, 30).await, Err(Error::NotFound(_))));
        let (of_private, _) = list(db.conn(), acme.organization.id, Some(private.id), true, 1, 30).await.unwrap();
        assert_eq!(texts(of_private), ["on the private post"]);
        assert!(matches!(list(db.conn(), acme.organization.id, Some(theirs.id), true, 1, 30).await, Err(Error::NotFound(_))), "another organization's post");
    }

    #[tokio::test]
    async fn replies_thread_and_only_public_comments_count() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let post = posts::tests::post_in(&db, &acme, "Dark mode").await;
        let new = |body, parent_id, internal| NewComment {
            organization_id: acme.organization.id,
            post_id: post.id,
            author_id: acme.admin.id,
            parent_id,
            body,
            internal,
            pinned: false,
            approved: true,
            created_at: None,
        };
        let txn = db.begin_write().await.unwrap();
        let first = insert(&*txn, new("<b>Yes</b> please", None, false)).await.unwrap();
        assert_eq!(first.body_text, "Yes please");
        let reply = insert(&*txn, new("Agreed", Some(first.id), false)).await.unwrap();
        assert_eq!(reply.parent_id, Some(first.id));
        insert(&*txn, new("team only", None, true)).await.unwrap();
        assert!(matches!(insert(&*txn, new("<script></script>", None, false)).await, Err(Error::Invalid { .. })));
        assert!(matches!(insert(&*txn, new("orphan", Some(CommentId(9999)), false)).await, Err(Error::Invalid { .. })));
        txn.commit().await.unwrap();
        assert_eq!(posts::counts_of(db.conn(), post.id).await.unwrap().comments_count, 2);
    }

    #[tokio::test]
    async fn only_the_team_pins_and_the_text_stays() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let post = posts::tests::post_in(&db, &acme, "Dark mode").await;
        let txn = db.begin_write().await.unwrap();
        let customer = crate::domain::users::find_or_create(&*txn, acme.organization.id, &crate::model::Email::parse("c@x.test").unwrap(), "C")
            .await
            .unwrap();
        let comment = insert(
            &*txn,
            NewComment {
                organization_id: acme.organization.id,
                post_id: post.id,
                author_id: customer.id,
                parent_id: None,
                body: "Mine",
                internal: false,
                pinned: false,
                approved: true,
                created_at: None,
            },
        )
        .await
        .unwrap();
        txn.commit().await.unwrap();
        let customer = crate::domain::access::Actor { user: customer, role: None };
        let admin = crate::domain::access::Actor { user: acme.admin.clone(), role: Some(crate::domain::users::Role::Admin) };
        assert!(matches!(set_pinned(&db, acme.organization.id, comment.id, &customer, true).await, Err(Error::Forbidden(_))));
        let pinned = set_pinned(&db, acme.organization.id, comment.id, &admin, true).await.unwrap();
        assert!(pinned.pinned);
        assert_eq!(pinned.body_text, "Mine");
        assert!(
            matches!(set_pinned(&db, OrgId(acme.organization.id.get() + 1), comment.id, &admin, false).await, Err(Error::NotFound(_))),
            "another organization's comment"
        );
    }
}

/// A comment with its author (and the author's team role) and its post, batch-loaded.
#[derive(Clone, Debug)]
pub struct CommentView {
    pub comment: comment::Model,
    pub author: user::Model,
    pub author_role: Option<super::users::Role>,
    pub post: post::Model,
}

pub async fn views(conn: &impl ConnectionTrait, comments: Vec<comment::Model>) -> Result<Vec<CommentView>> {
    use crate::entities::team_member;
    use std::collections::HashMap;
    let author_ids: Vec<UserId> = comments.iter().map(|c| c.author_id).collect();
    let post_ids: Vec<PostId> = comments.iter().map(|c| c.post_id).collect();
    let authors: HashMap<UserId, user::Model> = user::Entity::find()
        .filter(user::Column::Id.is_in(author_ids.clone()))
        .all(conn)
        .await?
        .into_iter()
        .map(|u| (u.id, u))
        .collect();
    let roles: HashMap<UserId, super::users::Role> = team_member::Entity::find()
        .filter(team_member::Column::UserId.is_in(author_ids))
        .all(conn)
        .await?
        .into_iter()
        .map(|m| (m.user_id, m.role))
        .collect();
    let posts: HashMap<PostId, post::Model> =
        post::Entity::find().filter(post::Column::Id.is_in(post_ids)).all(conn).await?.into_iter().map(|p| (p.id, p)).collect();
    comments
        .into_iter()
        .map(|comment| {
            let missing = |what: &str| Error::Internal(format!("comment {} has no {what}", comment.id));
            Ok(CommentView {
                author: authors.get(&comment.author_id).cloned().ok_or_else(|| missing("author"))?,
                author_role: roles.get(&comment.author_id).copied(),
                post: posts.get(&comment.post_id).cloned().ok_or_else(|| missing("post"))?,
                comment,
            })
        })
        .collect()
}

/// The comment, unless it is not of this organization or `asker` may not see it
/// ([`access::see_comment`]); both "not found".
pub async fn find_for(conn: &impl ConnectionTrait, organization_id: OrgId, id: CommentId, asker: &Asker<'_>) -> Result<comment::Model> {
    let not_found = || Error::NotFound(said!("said-comment-x-was-not-found", comment_id = id));
    let comment = comment::Entity::find_by_id(id)
        .filter(comment::Column::OrganizationId.eq(organization_id))
        .one(conn)
        .await?
        .ok_or_else(not_found)?;
    let post = post::Entity::find_by_id(comment.post_id).one(conn).await?.ok_or_else(not_found)?;
    let facts = super::posts::facts(conn, organization_id, &post).await?;
    access::see_comment(asker, &facts, id, comment.internal)?;
    Ok(comment)
}

/// The comment as the API key sees it (private buckets only with `ALLOW-PRIVATE: true`).
pub async fn find_visible(conn: &impl ConnectionTrait, organization_id: OrgId, id: CommentId, allow_private: bool) -> Result<comment::Model> {
    find_for(conn, organization_id, id, &Asker::api(allow_private, None)).await
}

/// Changes the text (the author or a team member) and the pin (team only), as
/// [`access::may_edit_comment`] allows. The text is required; images of new attachments are
/// appended to it.
pub async fn update(
    conn: &impl ConnectionTrait,
    organization_id: OrgId,
    id: CommentId,
    asker: &Asker<'_>,
    body: &str,
    appended_html: Option<&str>,
    pinned: Option<bool>,
) -> Result<comment::Model> {
    let comment = find_for(conn, organization_id, id, asker).await?;
    access::may_edit_comment(asker, comment.author_id, pinned.is_some())?;
    if body.len() > BODY_MAX_LEN {
        return Err(Error::invalid(said!("said-x-is-too-long-at-most-4", field = "comment")));
    }
    let combined = format!("{body}{}", appended_html.unwrap_or_default());
    let Some(body_html) = text::sanitize_html(&combined) else {
        return Err(Error::invalid(said!("said-x-can-t-be-blank", field = "comment")));
    };
    let mut active: comment::ActiveModel = comment.into();
    active.body_text = Set(text::plain_text(&body_html));
    active.body_html = Set(body_html);
    if let Some(pinned) = pinned {
        active.pinned = Set(pinned);
    }
    active.updated_at = Set(now());
    let updated = active.update(conn).await?;
    super::outbox::record(conn, organization_id, super::outbox::Event::CommentUpdated { comment_id: updated.id, approved: false }).await?;
    Ok(updated)
}

/// Pins or unpins a comment (team only); its text stays as it is.
pub async fn set_pinned(db: &super::Db, organization_id: OrgId, id: CommentId, actor: &super::access::Actor, pinned: bool) -> Result<comment::Model> {
    let asker = Asker::web(Some(actor));
    let txn = db.begin_write().await?;
    let comment = find_for(&*txn, organization_id, id, &asker).await?;
    access::may_edit_comment(&asker, comment.author_id, true)?;
    let mut active: comment::ActiveModel = comment.into();
    active.pinned = Set(pinned);
    active.updated_at = Set(now());
    let comment = active.update(&*txn).await?;
    super::outbox::record(&*txn, organization_id, super::outbox::Event::CommentUpdated { comment_id: comment.id, approved: false }).await?;
    txn.commit().await?;
    Ok(comment)
}

/// The comments [`list`] pages through: the organization's visible ones, or one post's.
///
/// One post's are chosen by the post alone: [`list`] has found the post in the organization,
/// so its comments are the organization's. Filtering by the organization as well let SQLite's
/// planner (it keeps no statistics) read them through the organization's index, every comment
/// of the organization for one post's page (120 ms at 10,000 posts).
fn listed(organization_id: OrgId, post_id: Option<PostId>, allow_private: bool) -> sea_orm::Select<comment::Entity> {
    let query = comment::Entity::find().filter(comment::Column::Hidden.eq(false));
    match post_id {
        Some(post_id) => query.filter(comment::Column::PostId.eq(post_id)),
        None if allow_private => query.filter(comment::Column::OrganizationId.eq(organization_id)),
        None => {
            use crate::entities::bucket;
            use sea_orm::sea_query::{Expr, Query};
            let private_posts = Query::select()
                .column((post::Entity, post::Column::Id))
                .from(post::Entity)
                .inner_join(bucket::Entity, Expr::col((bucket::Entity, bucket::Column::Id)).equals((post::Entity, post::Column::BucketId)))
                .and_where(Expr::col((bucket::Entity, bucket::Column::Private)).eq(true))
                .and_where(Expr::col((bucket::Entity, bucket::Column::OrganizationId)).eq(organization_id))
                .to_owned();
            query
                .filter(comment::Column::OrganizationId.eq(organization_id))
                .filter(comment::Column::PostId.not_in_subquery(private_posts))
        }
    }
}

/// One page of the organization's comments, newest first, optionally of one post.
pub async fn list(
    conn: &impl ConnectionTrait,
    organization_id: OrgId,
    post_id: Option<PostId>,
    allow_private: bool,
    page: u64,
    per_page: u64,
) -> Result<(Vec<comment::Model>, u64)> {
    use sea_orm::{PaginatorTrait, QueryOrder, QuerySelect};
    if let Some(post_id) = post_id {
        super::posts::find_visible(conn, organization_id, post_id, allow_private).await?;
    }
    let query = listed(organization_id, post_id, allow_private);
    let total = query.clone().count(conn).await?;
    let Some(offset) = super::page_offset(page, per_page) else {
        return Ok((Vec::new(), total));
    };
    let comments = query
        .order_by_desc(comment::Column::CreatedAt)
        .order_by_desc(comment::Column::Id)
        .offset(offset)
        .limit(per_page)
        .all(conn)
        .await?;
    Ok((comments, total))
}

/// A comment as a user writes it (API or web), with attachments.
pub struct Submission<'a> {
    pub organization_id: OrgId,
    /// Who comments, and how (the pages, or the API with or without `ALLOW-PRIVATE: true`).
    pub asker: Asker<'a>,
    pub post_id: PostId,
    pub parent_id: Option<CommentId>,
    pub body: &'a str,
    pub internal: bool,
    pub uploads: Vec<super::attachments::Upload>,
}

/// Checks ([`access::may_comment`]: visible posts, pending ones for the team and their
/// submitter, internal notes for the team), stores the attachments, then adds the comment in
/// one transaction.
pub async fn submit(db: &super::Db, storage: &super::attachments::Storage, live: &super::LiveStream, s: Submission<'_>) -> Result<comment::Model> {
    let asker = s.asker;
    let (_, facts) = super::posts::find_for(db.conn(), s.organization_id, s.post_id, &asker).await?;
    access::may_comment(&asker, &facts, s.internal)?;
    let author = asker.signed_in(said!("said-sign-in-to-comment"))?;
    let organization = crate::entities::organization::Entity::find_by_id(s.organization_id)
        .one(db.conn())
        .await?
        .ok_or_else(|| Error::NotFound(said!("said-organization-x-was-not-found", org = s.organization_id)))?;
    let waits =
        super::moderation::policy::must_wait(db.conn(), &organization, author.user.id, author.is_team(), super::moderation::policy::Kind::Comment).await?;
    // A customer who has not confirmed their address (where that is asked) waits for it.
    let may_hold = super::verification::holds(&organization, &asker);
    super::attachments::check(&s.uploads)?;
    if text::sanitize_html(s.body).is_none() && s.uploads.is_empty() {
        return Err(Error::invalid(said!("said-x-can-t-be-blank", field = "comment")));
    }
    let (comment, post) = storage
        .store_then(s.organization_id, s.uploads, async |stored| {
            let body = super::attachments::append_images(Some(s.body), storage, &stored).unwrap_or_default();
            let txn = db.begin_write_in(crate::store::cache::Scope::Organization(s.organization_id)).await?;
            let held = may_hold && super::verification::held_within(&*txn, &asker, s.organization_id, author.user.id).await?;
            let mut comment = insert(
                &*txn,
                NewComment {
                    organization_id: s.organization_id,
                    post_id: s.post_id,
                    author_id: author.user.id,
                    parent_id: s.parent_id,
                    body: &body,
                    internal: s.internal,
                    pinned: false,
                    approved: !waits && !held,
                    created_at: None,
                },
            )
            .await?;
            if held {
                super::verification::hold(&*txn, &asker, s.organization_id, author.user.id, super::verification::Held::Comment(comment.id)).await?;
                comment.approval_status = crate::entities::states::Approval::Unverified;
            }
            super::attachments::record(&*txn, s.organization_id, None, Some(comment.id), author.user.id, &stored).await?;
            let post = super::posts::all_with_counts(&*txn, post::Entity::find_by_id(s.post_id)).await?.pop();
            txn.commit().await?;
            Ok((comment, post))
        })
        .await?;
    if let Some((post, counts)) = post {
        live.publish(s.organization_id, &post, &counts, facts);
    }
    Ok(comment)
}

/// [`update`] with new attachments, stored before the transaction.
#[allow(clippy::too_many_arguments)]
pub async fn revise(
    db: &super::Db,
    storage: &super::attachments::Storage,
    organization_id: OrgId,
    id: CommentId,
    asker: &Asker<'_>,
    body: &str,
    pinned: Option<bool>,
    uploads: Vec<super::attachments::Upload>,
) -> Result<comment::Model> {
    super::attachments::check(&uploads)?;
    let current = find_for(db.conn(), organization_id, id, asker).await?;
    access::may_edit_comment(asker, current.author_id, pinned.is_some())?;
    let uploader = asker.actor.map(|a| a.user.id).unwrap_or_default();
    storage
        .store_then(organization_id, uploads, async |stored| {
            let appended = super::attachments::append_images(None, storage, &stored);
            let txn = db.begin_write().await?;
            let comment = update(&*txn, organization_id, id, asker, body, appended.as_deref(), pinned).await?;
            super::attachments::record(&*txn, organization_id, None, Some(comment.id), uploader, &stored).await?;
            txn.commit().await?;
            Ok(comment)
        })
        .await
}
