//! A post with what every API shape shows beside it (submitter, bucket, status, tags,
//! attached images), loaded in batches.

use crate::domain::{Error, Result, buckets, statuses};
use crate::entities::{post, user};
use crate::model::{BucketId, OrgId, PostId, StatusId, UserId};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};

/// Who submitted a post, as the API shows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Submitter {
    pub name: String,
    pub email: String,
}

/// A post with what every API shape shows beside it, loaded in batches (no N+1).
#[derive(Clone, Debug)]
pub struct PostView {
    pub post: post::Model,
    pub submitter: Submitter,
    pub bucket: crate::entities::bucket::Model,
    pub status: crate::entities::status::Model,
    /// Tag names, by name.
    pub tags: Vec<String>,
}

/// Loads submitters, buckets, statuses and tags of `posts` with one query each.
pub async fn views(db: &crate::domain::Db, organization_id: OrgId, posts: Vec<post::Model>) -> Result<Vec<PostView>> {
    use std::collections::HashMap;
    let submitter_ids: Vec<UserId> = posts.iter().map(|p| p.submitter_id).collect();
    let submitters: HashMap<UserId, Submitter> = db
        .all(user::Entity::find().filter(user::Column::Id.is_in(submitter_ids)))
        .await?
        .into_iter()
        .map(|u| (u.id, Submitter { name: u.name, email: u.email }))
        .collect();
    let posts = posts
        .into_iter()
        .map(|post| {
            let submitter = submitters
                .get(&post.submitter_id)
                .cloned()
                .ok_or_else(|| Error::Internal(format!("post {} has no submitter", post.id)))?;
            Ok((post, submitter))
        })
        .collect::<Result<Vec<_>>>()?;
    views_with(db, organization_id, posts).await
}

/// As [`views`], for posts whose submitters came with them (as [`list`] returns them).
pub async fn views_with(db: &crate::domain::Db, organization_id: OrgId, posts: Vec<(post::Model, Submitter)>) -> Result<Vec<PostView>> {
    use std::collections::HashMap;
    let bucket_ids: Vec<BucketId> = posts.iter().map(|(p, _)| p.bucket_id).collect();
    let buckets: HashMap<BucketId, crate::entities::bucket::Model> =
        buckets::cached_with(db, organization_id, &bucket_ids).await?.into_iter().map(|b| (b.id, b)).collect();
    let statuses: HashMap<StatusId, crate::entities::status::Model> = statuses::cached(db, organization_id).await?.into_iter().map(|s| (s.id, s)).collect();
    let mut tags = crate::domain::tags::names_by_post_in(db, &posts.iter().map(|(p, _)| p.id).collect::<Vec<_>>()).await?;
    posts
        .into_iter()
        .map(|(post, submitter)| {
            let missing = |what: &str| Error::Internal(format!("post {} has no {what}", post.id));
            Ok(PostView {
                submitter,
                bucket: buckets.get(&post.bucket_id).cloned().ok_or_else(|| missing("bucket"))?,
                status: statuses.get(&post.status_id).cloned().ok_or_else(|| missing("status"))?,
                tags: tags.remove(&post.id).unwrap_or_default(),
                post,
            })
        })
        .collect()
}

/// The addresses of the images attached to these posts, by post.
pub async fn attachment_urls(
    conn: &impl ConnectionTrait,
    storage: &crate::domain::attachments::Storage,
    post_ids: Vec<PostId>,
) -> Result<std::collections::HashMap<PostId, Vec<String>>> {
    use crate::entities::attachment;
    use sea_orm::QueryOrder;
    let mut urls: std::collections::HashMap<PostId, Vec<String>> = std::collections::HashMap::new();
    for file in attachment::Entity::find()
        .filter(attachment::Column::PostId.is_in(post_ids))
        .order_by_asc(attachment::Column::Id)
        .all(conn)
        .await?
    {
        if let Some(post_id) = file.post_id {
            urls.entry(post_id).or_default().push(storage.url(&file.storage_key));
        }
    }
    Ok(urls)
}
