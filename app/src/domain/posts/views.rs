//! A post with what every API shape shows beside it (submitter, bucket, status, tags,
//! attached images), loaded in batches.

use crate::domain::{Error, Result, buckets, statuses};
use crate::entities::post_count::{self, Counts};
use crate::entities::{post, user};
use crate::model::{BucketId, OrgId, PostId, StatusId};
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
    pub counts: Counts,
    pub submitter: Submitter,
    pub bucket: crate::entities::bucket::Model,
    pub status: crate::entities::status::Model,
    /// Tag names, by name.
    pub tags: Vec<String>,
}

/// A post as one statement reads it: with its submitter and its tag names (see [`with_people_and_tags`]).
#[derive(Clone, Debug)]
pub struct Row {
    pub post: post::Model,
    pub counts: Counts,
    pub submitter: Submitter,
    /// Tag names, by name.
    pub tags: Vec<String>,
}

/// `select` (of posts) with each post's counters joined from `post_counts`, as
/// `votes_count`, `downvotes_count`, `comments_count` and `trending_score` after the post's
/// own columns (read them with [`Counts`]).
fn with_counts(mut select: sea_orm::Select<post::Entity>) -> sea_orm::Select<post::Entity> {
    use sea_orm::QueryTrait;
    use sea_orm::sea_query::{Expr, ExprTrait};
    let query = QueryTrait::query(&mut select);
    query.inner_join(post_count::Entity, Expr::col((post_count::Entity, post_count::Column::PostId)).equals((post::Entity, post::Column::Id)));
    for column in [post_count::Column::VotesCount, post_count::Column::DownvotesCount, post_count::Column::CommentsCount, post_count::Column::TrendingScore] {
        query.expr(Expr::col((post_count::Entity, column)));
    }
    select
}

/// The posts `select` finds, each with its counters ([`with_counts`]), within `conn` (a
/// write's transaction, say).
pub async fn all_with_counts(conn: &impl sea_orm::ConnectionTrait, select: sea_orm::Select<post::Entity>) -> Result<Vec<(post::Model, Counts)>> {
    use sea_orm::{FromQueryResult, QueryTrait};
    // On PostgreSQL with its page written in, so that the plan is kept ([`crate::store::paged`]).
    let rows = conn.query_all_raw(crate::store::paged(with_counts(select).build(conn.get_database_backend()))).await?;
    Ok(rows
        .iter()
        .map(|row| Ok((post::Model::from_query_result(row, "")?, Counts::from_query_result(row, "")?)))
        .collect::<Result<_, sea_orm::DbErr>>()?)
}

/// What one statement reads beside each post: its counters, its submitter and its tag names
/// (see [`with_people_and_tags`]).
#[derive(sea_orm::FromQueryResult)]
struct Beside {
    votes_count: i32,
    downvotes_count: i32,
    comments_count: i32,
    trending_score: f64,
    submitter_name: String,
    submitter_email: String,
    tag_names: String,
}

impl crate::store::sqlite::FromSqliteRow for Beside {
    const COLUMNS: &'static [&'static str] =
        &["votes_count", "downvotes_count", "comments_count", "trending_score", "submitter_name", "submitter_email", "tag_names"];

    fn from_row(row: &rusqlite::Row<'_>, at: usize) -> rusqlite::Result<Self> {
        Ok(Self {
            votes_count: row.get(at)?,
            downvotes_count: row.get(at + 1)?,
            comments_count: row.get(at + 2)?,
            trending_score: row.get(at + 3)?,
            submitter_name: row.get(at + 4)?,
            submitter_email: row.get(at + 5)?,
            tag_names: row.get(at + 6)?,
        })
    }
}

/// `select` (of posts) with each post's counters, submitter and tag names in the same
/// statement: the counters and the submitter joined, the tag names gathered into a JSON array
/// by a subquery on the `post_tags` index. One round trip for what took four (the posts, their
/// counters, their submitters, their tags), which is what a post costs on PostgreSQL, where
/// each is a trip to another process.
pub async fn with_people_and_tags(db: &crate::domain::Db, select: sea_orm::Select<post::Entity>) -> Result<Vec<Row>> {
    with_people_and_tags_from(db, with_counts(select)).await
}

/// The counters' columns (`post_counts`' own names), in [`Counts`]' order.
pub(crate) const COUNTER_COLUMNS: [&str; 4] = ["votes_count", "downvotes_count", "comments_count", "trending_score"];

/// [`with_people_and_tags`] for a `select` of posts joined to a subquery named `page` that
/// holds each post's counters (the [`COUNTER_COLUMNS`], read with its ids from `post_counts`),
/// so that `post_counts` is not read a second time (the API's list).
pub(crate) async fn with_people_and_tags_of_page(db: &crate::domain::Db, mut select: sea_orm::Select<post::Entity>, page: &'static str) -> Result<Vec<Row>> {
    use sea_orm::QueryTrait;
    use sea_orm::sea_query::{Alias, Expr};
    let query = QueryTrait::query(&mut select);
    for column in COUNTER_COLUMNS {
        query.expr(Expr::col((Alias::new(page), Alias::new(column))));
    }
    with_people_and_tags_from(db, select).await
}

/// [`with_people_and_tags`] for a `select` that already reads each post's counters after its
/// columns.
async fn with_people_and_tags_from(db: &crate::domain::Db, mut select: sea_orm::Select<post::Entity>) -> Result<Vec<Row>> {
    use sea_orm::QueryTrait;
    with_submitter_and_tags(QueryTrait::query(&mut select), db.backend());
    let rows = db.all_with::<_, Beside>(select).await?;
    rows.into_iter()
        .map(|(post, beside)| {
            let tags = tag_names(&post, &beside.tag_names)?;
            let counts = Counts {
                votes_count: beside.votes_count,
                downvotes_count: beside.downvotes_count,
                comments_count: beside.comments_count,
                trending_score: beside.trending_score,
            };
            Ok(Row { post, counts, submitter: Submitter { name: beside.submitter_name, email: beside.submitter_email }, tags })
        })
        .collect()
}

/// Adds to `query` (of posts) the post's submitter, joined, as `submitter_name` and
/// `submitter_email`, and its tag names gathered into a JSON array by a subquery on the
/// `post_tags` index, as `tag_names` (read them with [`tag_names`]).
pub(super) fn with_submitter_and_tags(query: &mut sea_orm::sea_query::SelectStatement, backend: sea_orm::DbBackend) {
    use sea_orm::DbBackend;
    use sea_orm::sea_query::{Alias, Expr, ExprTrait};
    let gather = match backend {
        DbBackend::Postgres => {
            "COALESCE((SELECT json_agg(tags.name)::text FROM post_tags JOIN tags ON tags.id = post_tags.tag_id WHERE post_tags.post_id = posts.id), '[]')"
        }
        _ => "(SELECT json_group_array(tags.name) FROM post_tags JOIN tags ON tags.id = post_tags.tag_id WHERE post_tags.post_id = posts.id)",
    };
    query
        .inner_join(user::Entity, Expr::col((user::Entity, user::Column::Id)).equals((post::Entity, post::Column::SubmitterId)))
        .expr_as(Expr::col((user::Entity, user::Column::Name)), Alias::new("submitter_name"))
        .expr_as(Expr::col((user::Entity, user::Column::Email)), Alias::new("submitter_email"))
        .expr_as(Expr::cust(gather), Alias::new("tag_names"));
}

/// The tag names of `post` as [`with_submitter_and_tags`] read them, by name.
pub(super) fn tag_names(post: &post::Model, json: &str) -> Result<Vec<String>> {
    let mut tags: Vec<String> = serde_json::from_str(json).map_err(|e| Error::Internal(format!("the tags of post {}: {e}", post.id)))?;
    tags.sort_by_key(|n| n.to_lowercase());
    Ok(tags)
}

/// Loads the counters, submitters and tags of `posts` in one statement (after their write
/// committed), their buckets and statuses from the read caches.
pub async fn views(db: &crate::domain::Db, organization_id: OrgId, posts: Vec<post::Model>) -> Result<Vec<PostView>> {
    use std::collections::HashMap;
    let ids: Vec<PostId> = posts.iter().map(|p| p.id).collect();
    let mut found: HashMap<PostId, Row> = with_people_and_tags(db, post::Entity::find().filter(post::Column::Id.is_in(ids)))
        .await?
        .into_iter()
        .map(|row| (row.post.id, row))
        .collect();
    // The posts as given (read in the caller's write, say), with what was read beside them.
    let rows = posts
        .into_iter()
        .map(|post| {
            let read = found.remove(&post.id).ok_or_else(|| Error::Internal(format!("post {} has no submitter", post.id)))?;
            Ok(Row { post, counts: read.counts, submitter: read.submitter, tags: read.tags })
        })
        .collect::<Result<Vec<_>>>()?;
    views_with(db, organization_id, rows).await
}

/// As [`views`], for posts read with their submitters and tags (as [`list`] returns them).
pub async fn views_with(db: &crate::domain::Db, organization_id: OrgId, rows: Vec<Row>) -> Result<Vec<PostView>> {
    use std::collections::HashMap;
    let bucket_ids: Vec<BucketId> = rows.iter().map(|r| r.post.bucket_id).collect();
    let buckets: HashMap<BucketId, crate::entities::bucket::Model> =
        buckets::cached_with(db, organization_id, &bucket_ids).await?.into_iter().map(|b| (b.id, b)).collect();
    let statuses: HashMap<StatusId, crate::entities::status::Model> = statuses::cached(db, organization_id).await?.into_iter().map(|s| (s.id, s)).collect();
    rows.into_iter()
        .map(|Row { post, counts, submitter, tags }| {
            let missing = |what: &str| Error::Internal(format!("post {} has no {what}", post.id));
            Ok(PostView {
                submitter,
                bucket: buckets.get(&post.bucket_id).cloned().ok_or_else(|| missing("bucket"))?,
                status: statuses.get(&post.status_id).cloned().ok_or_else(|| missing("status"))?,
                tags,
                post,
                counts,
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
