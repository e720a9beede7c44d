//! Submitting a post: the title and description rules, the insert (with its slug, taken
//! again when a concurrent post took it) and the submission with attachments.

use super::*;
use crate::domain::{Error, Result, buckets, now, statuses, text};
use crate::entities::{post, user};
use crate::model::{BucketId, OrgId, StatusId, UserId};
use crate::said;
use chrono::{DateTime, Utc};
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};

pub const TITLE_MAX_LEN: usize = 255;
pub const DESCRIPTION_MAX_LEN: usize = 100_000;

pub struct NewPost<'a> {
    pub organization_id: OrgId,
    pub bucket_id: BucketId,
    pub submitter_id: UserId,
    pub title: &'a str,
    /// HTML allowed; sanitized here.
    pub description: Option<&'a str>,
    /// The organization's default status when `None`.
    pub status_id: Option<StatusId>,
    pub approved: bool,
    /// Now when `None`; set by imports and generated data.
    pub created_at: Option<DateTime<Utc>>,
}

/// The validated title: trimmed, not blank, at most 255 characters.
pub fn clean_title(title: &str) -> Result<String> {
    let title = title.trim();
    if title.is_empty() {
        return Err(Error::invalid(said!("said-x-can-t-be-blank", field = "title")));
    }
    if title.chars().count() > TITLE_MAX_LEN {
        return Err(Error::invalid(said!("said-x-is-too-long-at-most-10", field = "title")));
    }
    Ok(title.to_owned())
}

/// Sanitized HTML and its plain text, both `None` when nothing is left.
pub fn clean_description(description: Option<&str>) -> Result<(Option<String>, Option<String>)> {
    let Some(description) = description else {
        return Ok((None, None));
    };
    if description.len() > DESCRIPTION_MAX_LEN {
        return Err(Error::invalid(said!("said-x-is-too-long-at-most-3", field = "description")));
    }
    let html = text::sanitize_html(description);
    let plain = html.as_deref().map(text::plain_text);
    Ok((html, plain))
}

/// How often a post's insert takes another slug when concurrent posts took the one it chose.
pub(super) const SLUG_ATTEMPTS: usize = 16;

/// Inserts a post within `conn` (a write transaction), counts it for its submitter and
/// records its event (followers, webhooks and channels hear of it).
pub async fn insert(conn: &impl ConnectionTrait, new: NewPost<'_>) -> Result<post::Model> {
    let organization_id = new.organization_id;
    let post = insert_quiet(conn, new).await?;
    crate::domain::outbox::record(conn, organization_id, crate::domain::outbox::Event::PostCreated { post_id: post.id }).await?;
    Ok(post)
}

/// [`insert`] without the event: a post brought by an import was announced where it was made,
/// and a hundred thousand of them must not reach the webhooks, channels and inboxes here.
pub async fn insert_quiet(conn: &impl ConnectionTrait, new: NewPost<'_>) -> Result<post::Model> {
    let title = clean_title(new.title)?;
    let (description_html, description_text) = clean_description(new.description)?;
    if buckets::find(conn, new.organization_id, new.bucket_id).await?.is_none() {
        return Err(Error::NotFound(said!("said-bucket-x-was-not-found", a = new.bucket_id)));
    }
    let status_id = match new.status_id {
        Some(id) => id,
        None => statuses::default_status(conn, new.organization_id).await?.id,
    };
    let created_at = new.created_at.unwrap_or_else(now);
    let row = post::ActiveModel {
        organization_id: Set(new.organization_id),
        bucket_id: Set(new.bucket_id),
        submitter_id: Set(new.submitter_id),
        title: Set(title.clone()),
        description_html: Set(description_html),
        description_text: Set(description_text),
        status_id: Set(status_id),
        approval_status: Set(crate::entities::states::Approval::of(new.approved)),
        hidden: Set(false),
        merged_into_id: Set(None),
        created_at: Set(created_at),
        updated_at: Set(created_at),
        status_changed_at: Set(Some(created_at)),
        ..Default::default()
    };
    // The unique index on the slug decides between two posts given the same title at once:
    // the one that loses takes the next free slug.
    let mut post = None;
    for _ in 0..SLUG_ATTEMPTS {
        let slug = allocate_slug(conn, new.organization_id, &title).await?;
        let insert = post::Entity::insert(post::ActiveModel { slug: Set(slug), ..row.clone() })
            .on_conflict_do_nothing_on([post::Column::OrganizationId, post::Column::Slug]);
        post = crate::domain::insert_unless_taken(conn, insert).await?;
        if post.is_some() {
            break;
        }
    }
    let post = post.ok_or_else(|| Error::Internal(format!("no free slug for {title:?} after {SLUG_ATTEMPTS} attempts")))?;
    super::insert_counts(conn, &post).await?;
    // Its row of values (docs/priorities.md): every post has one, so that Priorities reads
    // its orders from their indexes.
    let values = "INSERT INTO post_values (post_id, organization_id) VALUES (?, ?) ON CONFLICT (post_id) DO NOTHING";
    conn.execute_raw(crate::domain::statement(conn.get_database_backend(), values, vec![post.id.get().into(), new.organization_id.get().into()]))
        .await?;
    user::Entity::update_many()
        .col_expr(user::Column::PostCount, Expr::col(user::Column::PostCount).add(1))
        .filter(user::Column::Id.eq(new.submitter_id))
        .exec(conn)
        .await?;
    Ok(post)
}

/// Creates a post in its own write transaction.
pub async fn create(db: &crate::domain::Db, new: NewPost<'_>) -> Result<post::Model> {
    let txn = db.begin_write().await?;
    let post = insert(&*txn, new).await?;
    txn.commit().await?;
    Ok(post)
}

/// A post as someone submits it (API or web), with attachments: who asks decides whether it
/// may go to a private bucket and whether it skips approval; `submitter` is whose post it is
/// (the asker, or the customer the team or the organization's server posts for).
pub struct Submission<'a> {
    pub org: &'a crate::entities::organization::Model,
    pub asker: crate::domain::access::Asker<'a>,
    pub submitter: &'a user::Model,
    pub bucket_id: BucketId,
    pub title: &'a str,
    pub description: Option<&'a str>,
    pub uploads: Vec<crate::domain::attachments::Upload>,
}

/// Checks everything, stores the attachments, then creates the post with them in one
/// transaction. Posts wait for approval when the organization requires it, unless the team
/// submits them; a customer's wait for their address where the organization asks for it
/// ([`crate::domain::verification`]).
pub async fn submit(db: &crate::domain::Db, storage: &crate::domain::attachments::Storage, s: Submission<'_>) -> Result<post::Model> {
    clean_title(s.title)?;
    writable_bucket(db.conn(), s.org.id, s.bucket_id, s.asker.sees_private_buckets()).await?;
    let waits = crate::domain::moderation::policy::must_wait(
        db.conn(),
        s.org,
        s.submitter.id,
        s.asker.skips_moderation(),
        crate::domain::moderation::policy::Kind::Post,
    )
    .await?;
    // A customer who has not confirmed their address (where that is asked) waits for it.
    let may_hold = crate::domain::verification::holds(s.org, &s.asker);
    storage
        .store_then(s.org.id, s.uploads, async |stored| {
            let description = crate::domain::attachments::append_images(s.description, storage, &stored);
            let txn = db.begin_write_in(crate::store::cache::Scope::Organization(s.org.id)).await?;
            let held = may_hold && crate::domain::verification::held_within(&*txn, &s.asker, s.org.id, s.submitter.id).await?;
            let mut post = insert(
                &*txn,
                NewPost {
                    organization_id: s.org.id,
                    bucket_id: s.bucket_id,
                    submitter_id: s.submitter.id,
                    title: s.title,
                    description: description.as_deref(),
                    status_id: None,
                    approved: !waits && !held,
                    created_at: None,
                },
            )
            .await?;
            if held {
                crate::domain::verification::hold(&*txn, &s.asker, s.org.id, s.submitter.id, crate::domain::verification::Held::Post(post.id)).await?;
                post.approval_status = crate::entities::states::Approval::Unverified;
            }
            crate::domain::attachments::record(&*txn, s.org.id, Some(post.id), None, s.submitter.id, &stored).await?;
            txn.commit().await?;
            Ok(post)
        })
        .await
}
