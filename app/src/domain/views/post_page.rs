//! What a post's page shows to one reader: the post if they may see it, its thread (internal
//! comments for the team only), and their vote.

use crate::domain::access::{self, Actor, PostFacts};
use crate::domain::caller::Caller;
use crate::domain::posts::all_with_counts;
use crate::domain::{Error, Result, statuses, time};
use crate::entities::{bucket, comment, post, post_slug, user, vote};
use crate::model::{CommentItem, MergeCandidate, OrgId, PostDetail, PostId, PostLookup, PostPage, StatusBadge, UserId, Viewer, VoteKind};
use crate::said;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use std::collections::HashMap;

/// The reader as pages show them.
pub fn viewer_of(org: &crate::entities::organization::Model, actor: &Actor) -> Viewer {
    Viewer {
        id: actor.user.id.get(),
        name: actor.user.name.clone(),
        email: actor.user.email.clone(),
        is_team: actor.is_team(),
        locale: actor.user.locale.clone(),
        awaiting_address: !actor.is_team() && crate::domain::verification::unconfirmed(org, &actor.user),
    }
}

/// The page of `/{org}/p/{slug}` for `reader` ([`access::may_see_post`]); an old slug leads
/// to the post's current one, if the reader may see that post.
pub async fn load(
    db: &crate::domain::Db,
    index: &crate::domain::search::log::Followed,
    caller: &Caller,
    slug: &str,
    merge_search: Option<&str>,
) -> Result<PostLookup> {
    let conn = db.conn();
    let (org, asker) = (&caller.organization, caller.asker());
    let actor = caller.actor.as_ref();
    let not_found = || Error::NotFound(said!("said-this-post-was-not-found"));
    let by_slug = post::Entity::find().filter(post::Column::OrganizationId.eq(org.id)).filter(post::Column::Slug.eq(slug));
    let ((post, counts), moved) = match all_with_counts(conn, by_slug).await?.pop() {
        Some(post) => (post, false),
        None => {
            let old = post_slug::Entity::find()
                .filter(post_slug::Column::OrganizationId.eq(org.id))
                .filter(post_slug::Column::Slug.eq(slug))
                .one(conn)
                .await?
                .ok_or_else(not_found)?;
            (all_with_counts(conn, post::Entity::find_by_id(old.post_id)).await?.pop().ok_or_else(not_found)?, true)
        }
    };
    // A merged duplicate's address leads to the post it was merged into, for whoever may see that.
    if let Some(target_id) = post.merged_into_id {
        let target = post::Entity::find_by_id(target_id)
            .filter(post::Column::OrganizationId.eq(org.id))
            .one(conn)
            .await?
            .ok_or_else(not_found)?;
        let target_bucket = bucket::Entity::find_by_id(target.bucket_id).one(conn).await?.ok_or_else(not_found)?;
        if !access::may_see_post(&asker, &PostFacts::of(&target, target_bucket.private)) {
            return Err(not_found());
        }
        return Ok(PostLookup::MovedTo(target.slug));
    }
    let bucket = bucket::Entity::find_by_id(post.bucket_id).one(conn).await?.ok_or_else(not_found)?;
    if !access::may_see_post(&asker, &PostFacts::of(&post, bucket.private)) {
        return Err(not_found());
    }
    if moved {
        return Ok(PostLookup::MovedTo(post.slug));
    }
    let viewer = actor.map(|a| viewer_of(org, a));
    let is_team = asker.is_team();

    let all_statuses = statuses::list(conn, org.id).await?;
    let status = all_statuses
        .iter()
        .find(|s| s.id == post.status_id)
        .map(|s| StatusBadge { label: s.label.clone(), kind: s.kind.name(), color: s.color.clone() })
        .ok_or_else(|| Error::Internal(format!("post {} has no status", post.id)))?;
    let statuses =
        if is_team { all_statuses.into_iter().map(|s| StatusBadge { label: s.label, kind: s.kind.name(), color: s.color }).collect() } else { Vec::new() };
    let mut query = comment::Entity::find().filter(comment::Column::PostId.eq(post.id)).filter(comment::Column::Hidden.eq(false));
    if !is_team {
        // Comments waiting for approval: the team and their authors see them, marked.
        let approved_or_own = match &viewer {
            Some(v) => sea_orm::Condition::any()
                .add(comment::Column::ApprovalStatus.eq(crate::entities::states::Approval::Approved))
                .add(comment::Column::AuthorId.eq(v.id)),
            None => sea_orm::Condition::all().add(comment::Column::ApprovalStatus.eq(crate::entities::states::Approval::Approved)),
        };
        query = query.filter(comment::Column::Internal.eq(false)).filter(approved_or_own);
    }
    let comments = query
        .order_by_desc(comment::Column::Pinned)
        .order_by_asc(comment::Column::CreatedAt)
        .order_by_asc(comment::Column::Id)
        .all(conn)
        .await?;
    let views = crate::domain::comments::views(conn, comments).await?;
    let submitter: HashMap<UserId, user::Model> = user::Entity::find_by_id(post.submitter_id).one(conn).await?.into_iter().map(|u| (u.id, u)).collect();
    let my_vote = match &viewer {
        Some(v) => vote::Entity::find()
            .filter(vote::Column::PostId.eq(post.id))
            .filter(vote::Column::UserId.eq(v.id))
            .one(conn)
            .await?
            .map(|vote| vote.kind),
        None => None,
    };
    // Someone whose votes wait for their address sees their held vote as theirs.
    let my_vote = match (&viewer, my_vote) {
        (Some(v), None) if v.awaiting_address => crate::domain::verification::held_vote_on(conn, post.id, UserId(v.id)).await?,
        (_, mine) => mine,
    };
    let my_vote = my_vote.map(|kind| if kind == crate::entities::states::VoteKind::Downvote { VoteKind::Downvote } else { VoteKind::Upvote });
    let viewer_id = actor.map(|a| a.user.id);
    let following = match viewer_id {
        Some(id) => Some(crate::domain::outbox::mail::follows(conn, &post, id).await?),
        None => None,
    };
    let merged = crate::domain::moderation::merge::merged_into(conn, post.id).await?;
    let shipped_in = crate::domain::changelog::shipped_in(conn, org, post.id).await?;
    let tags = crate::domain::tags::names_by_post(conn, &[post.id]).await?.remove(&post.id).unwrap_or_default();
    let team = if is_team { crate::domain::team::everyone(conn, org.id).await? } else { Vec::new() };
    let all_tags = if is_team { crate::domain::tags::list(conn, org.id).await?.into_iter().map(|t| t.name).collect() } else { Vec::new() };
    let value = crate::domain::values::of_post(conn, org, post.id, is_team).await?;
    let issues = if is_team { Some(issues_of(conn, org.id, post.id).await?) } else { None };
    let merge_candidates = match merge_search.map(str::trim).filter(|q| is_team && !q.is_empty()) {
        Some(query) => Some(merge_candidates(db, index, org.id, post.id, query).await?),
        None => None,
    };

    Ok(PostLookup::Found(Box::new(PostPage {
        issues,
        org: crate::domain::organizations::summary(org),
        post: PostDetail {
            id: post.id.get(),
            slug: post.slug,
            title: post.title,
            image: post.description_html.as_deref().and_then(crate::domain::text::first_image),
            description_html: post.description_html,
            preview: crate::domain::text::preview(post.description_text.as_deref().unwrap_or_default()),
            status,
            bucket_name: bucket.name,
            submitter_name: submitter.get(&post.submitter_id).map(|u| u.name.clone()).unwrap_or_default(),
            created_at: time::iso_utc(post.created_at),
            votes_count: counts.votes_count,
            downvotes_count: counts.downvotes_count,
            comments_count: counts.comments_count,
            approved: post.approval_status == crate::entities::states::Approval::Approved,
            waits_for_address: post.approval_status == crate::entities::states::Approval::Unverified,
        },
        comments: views
            .into_iter()
            .map(|v| CommentItem {
                id: v.comment.id.get(),
                parent_id: v.comment.parent_id.map(i64::from),
                author_name: v.author.name,
                author_is_team: v.author_role.is_some(),
                body_html: v.comment.body_html,
                body_text: v.comment.body_text,
                pinned: v.comment.pinned,
                internal: v.comment.internal,
                pending: v.comment.approval_status != crate::entities::states::Approval::Approved,
                waits_for_address: v.comment.approval_status == crate::entities::states::Approval::Unverified,
                status_change: v.comment.status_change.clone(),
                created_at: time::iso_utc(v.comment.created_at),
                own: Some(v.comment.author_id) == viewer_id,
            })
            .collect(),
        viewer,
        my_vote,
        statuses,
        merged,
        merge_candidates,
        tags,
        all_tags,
        team: team.into_iter().map(|(id, name)| (id.get(), name)).collect(),
        owner_id: post.owner_id.filter(|_| is_team).map(i64::from),
        following,
        shipped_in,
        value,
    })))
}

/// Up to ten visible posts matching `query`, other than `post_id`: where the team may merge it.
async fn merge_candidates(
    db: &crate::domain::Db,
    index: &crate::domain::search::log::Followed,
    organization_id: OrgId,
    post_id: PostId,
    query: &str,
) -> Result<Vec<MergeCandidate>> {
    let conn = db.conn();
    let ids = crate::domain::search::page(db, index, &crate::domain::search::Scope::organization(organization_id), query, 0, 11).await?;
    let found = all_with_counts(
        conn,
        post::Entity::find()
            .filter(post::Column::Id.is_in(ids.clone()))
            .filter(post::Column::Hidden.eq(false))
            .filter(post::Column::Id.ne(post_id)),
    )
    .await?;
    // In the order of relevance the search gave.
    Ok(ids
        .iter()
        .filter_map(|id| found.iter().find(|(p, _)| p.id == *id))
        .take(10)
        .map(|(p, counts)| MergeCandidate { id: p.id.get(), title: p.title.clone(), slug: p.slug.clone(), votes_count: counts.votes_count })
        .collect())
}

/// The post's linked issues and the trackers turned on (two indexed lookups).
async fn issues_of(
    conn: &impl sea_orm::ConnectionTrait,
    organization_id: crate::model::OrgId,
    post_id: crate::model::PostId,
) -> Result<crate::model::PostIssues> {
    use crate::domain::trackers;
    let links = trackers::links::of_post(conn, organization_id, post_id).await?;
    let trackers = trackers::list(conn, organization_id).await?;
    Ok(crate::model::PostIssues {
        links: links
            .into_iter()
            .map(|l| crate::model::IssueLinkItem { id: l.id, key: l.key, url: l.url, title: l.title, state: l.state })
            .collect(),
        trackers: trackers
            .into_iter()
            .filter(|(hook, _)| hook.enabled)
            .map(|(hook, _)| crate::model::Choice { value: hook.id.to_string(), label: hook.url })
            .collect(),
    })
}
