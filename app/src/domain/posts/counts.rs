//! A post's counters (votes, downvotes, public comments, the trending score) live in its row of
//! `post_counts`, apart from the wide row of `posts`, beside a copy of what the orders filter by
//! (kept by triggers: migration `m20261210_000001_post_counts`). Every post has one, made with
//! it; votes and comments move it in their transaction ([`move_votes`], [`move_comments`]);
//! what moves many votes at once counts it again ([`recount`]).

use super::trending_score;
use crate::domain::{Error, Result};
use crate::entities::post;
use crate::entities::post_count::{self, Counts};
use crate::model::{OrgId, PostId};
use sea_orm::sea_query::{Expr, ExprTrait, Func};
use sea_orm::{ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect};

/// The row of counters of a new post (none yet; the trending score of no votes at its
/// creation), with the copies of its place that the orders filter by.
fn counts_row(post: &post::Model) -> post_count::ActiveModel {
    post_count::ActiveModel {
        post_id: Set(post.id),
        organization_id: Set(post.organization_id),
        bucket_id: Set(post.bucket_id),
        status_id: Set(post.status_id),
        approval_status: Set(post.approval_status),
        hidden: Set(post.hidden),
        created_at: Set(post.created_at),
        votes_count: Set(0),
        downvotes_count: Set(0),
        comments_count: Set(0),
        trending_score: Set(trending_score(0, 0, post.created_at)),
    }
}

/// Inserts the row of counters of a post just inserted ([`counts_row`]).
pub async fn insert_counts(conn: &impl ConnectionTrait, post: &post::Model) -> Result<()> {
    post_count::Entity::insert(counts_row(post)).exec_without_returning(conn).await?;
    Ok(())
}

/// The counters of one post, within `conn`.
pub async fn counts_of(conn: &impl ConnectionTrait, post_id: PostId) -> Result<Counts> {
    let row = post_count::Entity::find_by_id(post_id).one(conn).await?;
    row.map(|row| Counts::from(&row)).ok_or_else(|| Error::Internal(format!("post {post_id} has no counters")))
}

/// The trending score ([`super::trending_score`]) after the votes move by `up` and `down`,
/// from the counts of the row as the update finds it (so exact under concurrency too).
/// `created_at` is the post's.
fn score_after(up: i32, down: i32, created_at: chrono::DateTime<chrono::Utc>) -> sea_orm::sea_query::SimpleExpr {
    let net = Expr::col(post_count::Column::VotesCount).add(up).sub(Expr::col(post_count::Column::DownvotesCount).add(down));
    // A float 1, so that PostgreSQL takes the double precision log10 (of an integer: numeric).
    Expr::expr(Func::cust(crate::store::sqlite::LOG10).arg(Func::greatest([net, Expr::value(1.0_f64)]))).add(super::trending_time_term(created_at))
}

/// Moves the post's votes by `up` and its downvotes by `down`, and its trending score with
/// them, in one statement (relative updates: concurrent voters never overwrite each other's
/// counts); returns the counters as they now are.
pub async fn move_votes(conn: &impl ConnectionTrait, post_id: PostId, created_at: chrono::DateTime<chrono::Utc>, up: i32, down: i32) -> Result<Counts> {
    let moved = post_count::Entity::update_many()
        .col_expr(post_count::Column::VotesCount, Expr::col(post_count::Column::VotesCount).add(up))
        .col_expr(post_count::Column::DownvotesCount, Expr::col(post_count::Column::DownvotesCount).add(down))
        .col_expr(post_count::Column::TrendingScore, score_after(up, down, created_at))
        .filter(post_count::Column::PostId.eq(post_id))
        .exec_with_returning(conn)
        .await?
        .pop()
        .ok_or_else(|| Error::NotFound(crate::said!("said-post-x-was-not-found", a = post_id)))?;
    Ok(Counts::from(&moved))
}

/// Moves the post's number of public comments by `delta`.
pub async fn move_comments(conn: &impl ConnectionTrait, post_id: PostId, delta: i32) -> Result<()> {
    if delta != 0 {
        post_count::Entity::update_many()
            .col_expr(post_count::Column::CommentsCount, Expr::col(post_count::Column::CommentsCount).add(delta))
            .filter(post_count::Column::PostId.eq(post_id))
            .exec(conn)
            .await?;
    }
    Ok(())
}

/// Which posts [`recount`] counts again.
#[derive(Clone, Copy, Debug)]
pub enum Recount<'a> {
    These(&'a [PostId]),
    /// Every post of the organization (an import).
    All(OrgId),
}

/// Posts per statement when counting given posts again.
const CHUNK: usize = 500;

/// Counts the votes, downvotes and public comments of these posts again from their rows, and
/// their trending scores from those (within `conn`, a write: a merge, a person deleted or merged
/// into another, an import).
pub async fn recount(conn: &impl ConnectionTrait, posts: Recount<'_>) -> Result<()> {
    match posts {
        Recount::These(ids) => {
            for chunk in ids.chunks(CHUNK) {
                recount_where(conn, post_count::Column::PostId.is_in(chunk.iter().copied())).await?;
            }
            Ok(())
        }
        Recount::All(organization_id) => recount_where(conn, post_count::Column::OrganizationId.eq(organization_id)).await,
    }
}

async fn recount_where(conn: &impl ConnectionTrait, filter: sea_orm::sea_query::SimpleExpr) -> Result<()> {
    let counted = |sql: &str| Expr::cust(format!("({sql})"));
    let public = "NOT comments.internal AND NOT comments.hidden AND comments.approval_status = 'approved'";
    post_count::Entity::update_many()
        .col_expr(post_count::Column::VotesCount, counted("SELECT COUNT(*) FROM votes WHERE votes.post_id = post_counts.post_id AND votes.kind = 'upvote'"))
        .col_expr(
            post_count::Column::DownvotesCount,
            counted("SELECT COUNT(*) FROM votes WHERE votes.post_id = post_counts.post_id AND votes.kind = 'downvote'"),
        )
        .col_expr(
            post_count::Column::CommentsCount,
            counted(&format!("SELECT COUNT(*) FROM comments WHERE comments.post_id = post_counts.post_id AND {public}")),
        )
        .filter(filter.clone())
        .exec(conn)
        .await?;
    // The scores from the new counts: the votes' part in SQL, the time's from each creation.
    // (Selected in the order of their names: SQLite's rows reach a tuple sorted by name.)
    let rows: Vec<(chrono::DateTime<chrono::Utc>, PostId)> = post_count::Entity::find()
        .select_only()
        .column(post_count::Column::CreatedAt)
        .column(post_count::Column::PostId)
        .filter(filter)
        .into_tuple()
        .all(conn)
        .await?;
    for (created_at, post_id) in rows {
        post_count::Entity::update_many()
            .col_expr(post_count::Column::TrendingScore, score_after(0, 0, created_at))
            .filter(post_count::Column::PostId.eq(post_id))
            .exec(conn)
            .await?;
    }
    Ok(())
}
