//! Changing a post: its fields as the team or its submitter may change them, with new
//! attachments.

use super::create::SLUG_ATTEMPTS;
use super::*;
use crate::domain::access::{self, Asker};
use crate::domain::is_unique_violation;
use crate::domain::{Error, Result, now, statuses, text};
use crate::entities::{post, post_slug};
use crate::model::{BucketId, OrgId, PostId};
use crate::said;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ConnectionTrait};

/// Changes to a post; `None` leaves a field as it is.
#[derive(Clone, Debug, Default)]
pub struct PostChanges {
    pub title: Option<String>,
    /// New description HTML (sanitized here); images of new attachments are appended after it.
    pub description: Option<String>,
    pub bucket_id: Option<BucketId>,
    pub approval_status: Option<String>,
    pub status: Option<String>,
    /// Already-stored attachments to append to the description.
    pub appended_html: Option<String>,
    /// The post's tags (names; unknown ones are created), replacing the ones it has.
    pub tags: Option<Vec<String>>,
    /// The changelog entry whose publishing changes the status (said in the event).
    pub shipped_in: Option<i64>,
}

impl PostChanges {
    fn touches_team_fields(&self) -> bool {
        self.bucket_id.is_some() || self.approval_status.is_some() || self.status.is_some() || self.tags.is_some()
    }
}

/// Applies `changes` for `asker` ([`access::may_edit_post`]: the team may change every field,
/// the submitter only the title, description and attachments of their own post).
/// A new title gives a new slug; the old one is remembered. A `closed` status also approves.
pub async fn update(conn: &impl ConnectionTrait, organization_id: OrgId, id: PostId, asker: &Asker<'_>, changes: PostChanges) -> Result<post::Model> {
    let (post, facts) = find_for(conn, organization_id, id, asker).await?;
    access::may_edit_post(asker, &facts, changes.touches_team_fields())?;
    let allow_private = asker.sees_private_buckets();
    let mut active: post::ActiveModel = post.clone().into();

    if let Some(title) = &changes.title {
        let title = clean_title(title)?;
        if title != post.title {
            if text::slug_base(&title) != post.slug {
                let slug = allocate_slug(conn, organization_id, &title).await?;
                post_slug::ActiveModel {
                    organization_id: Set(organization_id),
                    post_id: Set(post.id),
                    slug: Set(post.slug.clone()),
                    created_at: Set(now()),
                    ..Default::default()
                }
                .insert(conn)
                .await?;
                active.slug = Set(slug);
            }
            active.title = Set(title);
        }
    }
    if changes.description.is_some() || changes.appended_html.is_some() {
        let base = match &changes.description {
            Some(description) => clean_description(Some(description))?.0,
            None => post.description_html.clone(),
        };
        let html = match (base, &changes.appended_html) {
            (Some(base), Some(extra)) => Some(format!("{base}{extra}")),
            (base, None) => base,
            (None, Some(extra)) => Some(extra.clone()),
        };
        let (html, plain) = clean_description(html.as_deref())?;
        active.description_html = Set(html);
        active.description_text = Set(plain);
    }
    if let Some(bucket_id) = changes.bucket_id {
        writable_bucket(conn, organization_id, bucket_id, allow_private).await?;
        active.bucket_id = Set(bucket_id);
    }
    if let Some(approval) = &changes.approval_status {
        match crate::entities::states::Approval::parse(approval.trim()) {
            // A post waiting for its author's address is pending already: it keeps waiting
            // for them (approving it lets it out).
            Some(crate::entities::states::Approval::Pending) if post.approval_status == crate::entities::states::Approval::Unverified => {}
            Some(value) => active.approval_status = Set(value),
            None => return Err(Error::invalid(said!("said-x-must-be-approved-or-pending", field = "approval_status"))),
        }
    }
    if let Some(tags) = &changes.tags {
        crate::domain::tags::set_for_post(conn, organization_id, post.id, tags).await?;
    }
    if let Some(name) = &changes.status {
        let all = statuses::list(conn, organization_id).await?;
        let status = statuses::resolve(&all, name).ok_or_else(|| Error::invalid(said!("said-x-is-not-a-status-of", field = "status")))?;
        if status.id != post.status_id {
            active.status_changed_at = Set(Some(now()));
        }
        active.status_id = Set(status.id);
        if status.kind == crate::entities::states::StatusKind::Closed {
            active.approval_status = Set(crate::entities::states::Approval::Approved);
        }
    }
    active.updated_at = Set(now());
    let updated = active.update(conn).await?;
    use crate::domain::outbox::{Event, record};
    if updated.status_id != post.status_id {
        record(conn, organization_id, Event::PostStatusChanged { post_id: post.id, previous_status_id: post.status_id, shipped_in: changes.shipped_in })
            .await?;
    }
    let other_changes = updated.title != post.title
        || updated.description_html != post.description_html
        || updated.bucket_id != post.bucket_id
        || updated.approval_status != post.approval_status
        || changes.tags.is_some();
    if other_changes {
        record(conn, organization_id, Event::PostUpdated { post_id: post.id }).await?;
    }
    Ok(updated)
}

/// [`update`] with new attachments: checked and stored first, then appended in the transaction.
pub async fn revise(
    db: &crate::domain::Db,
    storage: &crate::domain::attachments::Storage,
    organization_id: OrgId,
    id: PostId,
    asker: &Asker<'_>,
    mut changes: PostChanges,
    uploads: Vec<crate::domain::attachments::Upload>,
) -> Result<post::Model> {
    crate::domain::attachments::check(&uploads)?;
    // Permission and visibility are checked before any file is written.
    let (_, facts) = find_for(db.conn(), organization_id, id, asker).await?;
    access::may_edit_post(asker, &facts, changes.touches_team_fields())?;
    let uploader = asker.actor.map(|a| a.user.id).unwrap_or_default();
    storage
        .store_then(organization_id, uploads, async |stored| {
            changes.appended_html = crate::domain::attachments::append_images(None, storage, &stored);
            // A new title's slug is chosen by reading which are taken: when a concurrent
            // rename or post took the same one first, the unique index refuses the update
            // (on PostgreSQL that ends the transaction), and the whole change is made again.
            let mut attempt = 0;
            loop {
                attempt += 1;
                let txn = db.begin_write().await?;
                let post = match update(&*txn, organization_id, id, asker, changes.clone()).await {
                    Err(Error::Database(error)) if attempt < SLUG_ATTEMPTS && is_unique_violation(&error) => continue,
                    result => result?,
                };
                crate::domain::attachments::record(&*txn, organization_id, Some(post.id), None, uploader, &stored).await?;
                txn.commit().await?;
                return Ok(post);
            }
        })
        .await
}
