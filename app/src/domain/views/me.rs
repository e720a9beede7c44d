//! A reader's own activity on one organization, and all of their data as one JSON document.

use crate::domain::posts::all_with_counts;
use crate::domain::{Result, buckets, time};
use crate::entities::{comment, held_vote, post, user, vote};
use crate::model::{BucketId, MyActivity, MyComment, MyPost, MyVote, PostId};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};
use std::collections::HashMap;

async fn posts_by_id(conn: &impl ConnectionTrait, ids: Vec<PostId>) -> Result<HashMap<PostId, post::Model>> {
    Ok(post::Entity::find().filter(post::Column::Id.is_in(ids)).all(conn).await?.into_iter().map(|p| (p.id, p)).collect())
}

/// What the reader posted, voted on and wrote, newest first. Without `sees_private` (a
/// customer), not what is in a private board: a post of theirs the team moved there is the
/// team's now, and its page is not theirs to open.
pub async fn activity(conn: &impl ConnectionTrait, user: &user::Model, sees_private: bool) -> Result<MyActivity> {
    let private: Vec<BucketId> = if sees_private {
        Vec::new()
    } else {
        buckets::list(conn, user.organization_id, true).await?.into_iter().filter(|b| b.private).map(|b| b.id).collect()
    };
    let visible = |p: &post::Model| !private.contains(&p.bucket_id);
    let mut posts = all_with_counts(conn, post::Entity::find().filter(post::Column::SubmitterId.eq(user.id)).order_by_desc(post::Column::CreatedAt)).await?;
    posts.retain(|(p, _)| visible(p));
    let votes = vote::Entity::find().filter(vote::Column::UserId.eq(user.id)).order_by_desc(vote::Column::CreatedAt).all(conn).await?;
    // Votes that wait for the person's address (`verification`), newest first, before the rest.
    let held = held_vote::Entity::find()
        .filter(held_vote::Column::UserId.eq(user.id))
        .order_by_desc(held_vote::Column::CreatedAt)
        .all(conn)
        .await?;
    let comments = comment::Entity::find()
        .filter(comment::Column::AuthorId.eq(user.id))
        .order_by_desc(comment::Column::CreatedAt)
        .all(conn)
        .await?;
    let mut needed: Vec<PostId> = votes.iter().map(|v| v.post_id).chain(held.iter().map(|v| v.post_id)).collect();
    needed.extend(comments.iter().map(|c| c.post_id));
    let mut others = posts_by_id(conn, needed).await?;
    others.retain(|_, p| visible(p));
    let reference = |id: PostId| others.get(&id).map(|p| (p.slug.clone(), p.title.clone()));
    Ok(MyActivity {
        roadmaps: Vec::new(),
        name: user.name.clone(),
        email: user.email.clone(),
        posts: posts
            .into_iter()
            .map(|(p, counts)| MyPost {
                slug: p.slug,
                title: p.title,
                votes_count: counts.votes_count,
                approved: p.approval_status == crate::entities::states::Approval::Approved,
                waits_for_address: p.approval_status == crate::entities::states::Approval::Unverified,
                created_at: time::iso_utc(p.created_at),
            })
            .collect(),
        votes: held
            .into_iter()
            .map(|v| (v.post_id, v.kind, v.created_at, true))
            .chain(votes.into_iter().map(|v| (v.post_id, v.kind, v.created_at, false)))
            .filter_map(|(post_id, kind, at, held)| {
                reference(post_id).map(|(slug, title)| MyVote { slug, title, kind: kind.name(), created_at: time::iso_utc(at), held })
            })
            .collect(),
        comments: comments
            .into_iter()
            .filter_map(|c| reference(c.post_id).map(|(slug, title)| MyComment { slug, title, text: c.body_text, created_at: time::iso_utc(c.created_at) }))
            .collect(),
    })
}

/// Everything stored about the user in this organization, for download.
pub async fn export(conn: &impl ConnectionTrait, user: &user::Model) -> Result<serde_json::Value> {
    // Everything stored about them: what they wrote in a board since made private too.
    let activity = activity(conn, user, true).await?;
    let posts = all_with_counts(conn, post::Entity::find().filter(post::Column::SubmitterId.eq(user.id)).order_by_asc(post::Column::Id)).await?;
    let comments = comment::Entity::find()
        .filter(comment::Column::AuthorId.eq(user.id))
        .order_by_asc(comment::Column::Id)
        .all(conn)
        .await?;
    Ok(serde_json::json!({
        "exported_at": time::iso_utc(crate::domain::now()),
        "profile": {
            "name": user.name,
            "email": user.email,
            "labels": user.labels,
            "custom_fields": user.custom_fields,
            "profile_picture": user.profile_picture,
            "created_at": time::iso_utc(user.created_at),
        },
        "posts": posts.into_iter().map(|(p, counts)| serde_json::json!({
            "slug": p.slug,
            "title": p.title,
            "description": p.description_text,
            "description_html": p.description_html,
            "approval_status": p.approval_status.name(),
            "votes_count": counts.votes_count,
            "comments_count": counts.comments_count,
            "created_at": time::iso_utc(p.created_at),
            "updated_at": time::iso_utc(p.updated_at),
        })).collect::<Vec<_>>(),
        "votes": activity.votes.iter().map(|v| serde_json::json!({"post": v.slug, "title": v.title, "kind": v.kind, "created_at": v.created_at})).collect::<Vec<_>>(),
        "comments": comments.into_iter().map(|c| serde_json::json!({
            "post_id": c.post_id,
            "parent_id": c.parent_id,
            "comment": c.body_text,
            "comment_html": c.body_html,
            "created_at": time::iso_utc(c.created_at),
            "updated_at": time::iso_utc(c.updated_at),
        })).collect::<Vec<_>>(),
    }))
}
