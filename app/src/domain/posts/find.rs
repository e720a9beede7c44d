//! Finding a post as someone may see it: the facts the access rules need, and the bucket a
//! write may name.

use super::Submitter;
use crate::domain::access::{self, Asker, PostFacts};
use crate::domain::{Error, Result, buckets};
use crate::entities::post;
use crate::model::{BucketId, OrgId, PostId};
use crate::said;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};

/// What the access rules need to know of `post`.
pub async fn facts(conn: &impl ConnectionTrait, organization_id: OrgId, post: &post::Model) -> Result<PostFacts> {
    let bucket = buckets::find(conn, organization_id, post.bucket_id)
        .await?
        .ok_or_else(|| Error::NotFound(said!("said-post-x-was-not-found", a = post.id)))?;
    Ok(PostFacts::of(post, bucket.private))
}

/// The post, unless it does not exist in this organization or `asker` may not see it
/// ([`access::may_see_post`]): both answer "not found", so that nothing leaks.
pub async fn find_for(conn: &impl ConnectionTrait, organization_id: OrgId, id: PostId, asker: &Asker<'_>) -> Result<(post::Model, PostFacts)> {
    let (post, facts, _) = find_row(conn, organization_id, id, asker, false).await?;
    Ok((post, facts))
}

/// [`find_for`] with the post's submitter and tag names read in the same statement: what an
/// answer shows beside the post, read within the write that changes it (a vote through the
/// API answers with the post without another trip to the database).
pub async fn find_with_people_for(
    conn: &impl ConnectionTrait,
    organization_id: OrgId,
    id: PostId,
    asker: &Asker<'_>,
) -> Result<(post::Model, PostFacts, Submitter, Vec<String>)> {
    let (post, facts, row) = find_row(conn, organization_id, id, asker, true).await?;
    let submitter = Submitter { name: row.try_get("", "submitter_name")?, email: row.try_get("", "submitter_email")? };
    let tags = super::views::tag_names(&post, &row.try_get::<String>("", "tag_names")?)?;
    Ok((post, facts, submitter, tags))
}

/// [`find_for`], with the row it read (holding the submitter and tags too when `people` says so).
async fn find_row(
    conn: &impl ConnectionTrait,
    organization_id: OrgId,
    id: PostId,
    asker: &Asker<'_>,
    people: bool,
) -> Result<(post::Model, PostFacts, sea_orm::QueryResult)> {
    use crate::entities::bucket;
    use sea_orm::sea_query::{Alias, Expr, ExprTrait};
    use sea_orm::{FromQueryResult, QueryTrait};
    // The post and its bucket's privacy in one statement (every vote and comment asks).
    let mut select = post::Entity::find_by_id(id).filter(post::Column::OrganizationId.eq(organization_id));
    let query = QueryTrait::query(&mut select)
        .inner_join(bucket::Entity, Expr::col((bucket::Entity, bucket::Column::Id)).equals((post::Entity, post::Column::BucketId)))
        .expr_as(Expr::col((bucket::Entity, bucket::Column::Private)), Alias::new("bucket_private"));
    if people {
        super::views::with_submitter_and_tags(query, conn.get_database_backend());
    }
    let row = conn
        .query_one_raw(select.build(conn.get_database_backend()))
        .await?
        .ok_or_else(|| Error::NotFound(said!("said-post-x-was-not-found", a = id)))?;
    let post = post::Model::from_query_result(&row, "")?;
    let facts = PostFacts::of(&post, row.try_get::<bool>("", "bucket_private")?);
    access::see_post(asker, &facts)?;
    Ok((post, facts, row))
}

/// The post as the API key sees it (private buckets only with `ALLOW-PRIVATE: true`).
pub async fn find_visible(conn: &impl ConnectionTrait, organization_id: OrgId, id: PostId, allow_private: bool) -> Result<post::Model> {
    Ok(find_for(conn, organization_id, id, &Asker::api(allow_private, None)).await?.0)
}

/// [`find_visible`] outside a write, with the post's submitter and tags in one statement and
/// its bucket from the read cache: the API's hot path (one round trip to the database).
pub async fn find_visible_row_in(db: &crate::domain::Db, organization_id: OrgId, id: PostId, allow_private: bool) -> Result<super::Row> {
    let select = post::Entity::find_by_id(id).filter(post::Column::OrganizationId.eq(organization_id));
    let row = super::with_people_and_tags(db, select)
        .await?
        .pop()
        .ok_or_else(|| Error::NotFound(said!("said-post-x-was-not-found", a = id)))?;
    let post = visible_to_the_key(db, organization_id, row.post, allow_private).await?;
    Ok(super::Row { post, ..row })
}

/// `post`, unless the API key may not see it ("not found").
async fn visible_to_the_key(db: &crate::domain::Db, organization_id: OrgId, post: post::Model, allow_private: bool) -> Result<post::Model> {
    let id = post.id;
    let all_buckets = buckets::cached_with(db, organization_id, &[post.bucket_id]).await?;
    let bucket = all_buckets
        .iter()
        .find(|b| b.id == post.bucket_id)
        .ok_or_else(|| Error::NotFound(said!("said-post-x-was-not-found", a = id)))?;
    access::see_post(&Asker::api(allow_private, None), &PostFacts::of(&post, bucket.private))?;
    Ok(post)
}

/// The bucket a write names: it must exist in the organization (404) and, when private, the
/// caller must have sent `ALLOW-PRIVATE: true` (403).
pub async fn writable_bucket(
    conn: &impl ConnectionTrait,
    organization_id: OrgId,
    bucket_id: BucketId,
    allow_private: bool,
) -> Result<crate::entities::bucket::Model> {
    let bucket = buckets::find(conn, organization_id, bucket_id)
        .await?
        .ok_or_else(|| Error::NotFound(said!("said-bucket-x-was-not-found", a = bucket_id)))?;
    if bucket.private && !allow_private {
        return Err(Error::PrivateBucket(said!("said-bucket-x-is-private-send-allow", bucket_id = bucket_id)));
    }
    Ok(bucket)
}
