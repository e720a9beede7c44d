//! The API's list of posts: filters, orders, one page and the total.

use super::*;
use crate::domain::{Error, Result, buckets};
use crate::entities::{post, user};
use crate::model::{BucketId, OrgId};
use crate::said;
use chrono::{DateTime, Utc};
use sea_orm::sea_query::{Alias, Condition, Expr, ExprTrait, Func, Order, Query, SelectStatement};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect};

/// Orders of the API's post list.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ListSort {
    #[default]
    LatestCreated,
    Top,
    OldestCreated,
    LatestUpdated,
    OldestUpdated,
    /// By [`super::trending_score`], highest first: the board's Trending order (an extension
    /// beside the spec's five, docs/api.md).
    Trending,
}

impl ListSort {
    pub fn parse(value: &str) -> Option<Self> {
        match value {
            "top" => Some(Self::Top),
            "latest_created_at" => Some(Self::LatestCreated),
            "oldest_created_at" => Some(Self::OldestCreated),
            "latest_updated_at" => Some(Self::LatestUpdated),
            "oldest_updated_at" => Some(Self::OldestUpdated),
            "trending" => Some(Self::Trending),
            _ => None,
        }
    }
}

#[derive(Clone, Debug, Default)]
pub struct ListFilter {
    pub bucket_id: Option<BucketId>,
    pub approval_status: Option<String>,
    pub submitter_emails: Vec<String>,
    pub interactor_emails: Vec<String>,
    /// Posts carrying every one of these tags (names, any case).
    pub tags: Vec<String>,
    pub from: Option<DateTime<Utc>>,
    /// Exclusive.
    pub until: Option<DateTime<Utc>>,
    pub sort: ListSort,
}

/// Where a list's filters and order are read: the orders that counters or creation times
/// decide from `post_counts` (whose copies of each post's place and indexes answer them without
/// reading `posts`), the orders by the last change from `posts`.
fn place_of(sort: ListSort) -> (&'static str, &'static str) {
    match sort {
        ListSort::LatestUpdated | ListSort::OldestUpdated => ("posts", "id"),
        _ => ("post_counts", "post_id"),
    }
}

/// Where the rows of a page read in `post_counts` find their order (the page's subquery,
/// `page`, whose id is `id`; the only place that names it), and the place it was read in.
const PAGE_PLACE: ((&str, &str), (&str, &str)) = (("page", "id"), ("post_counts", "post_id"));

/// Adds to a page's ids (read in `post_counts`) what its rows take from there: the counters and
/// the creation time (the orders' columns), as `column` reads them, under their own names.
fn with_page_columns(query: &mut SelectStatement, column: impl Fn(&'static str) -> Expr) {
    for name in views::COUNTER_COLUMNS.into_iter().chain(["created_at"]) {
        query.expr_as(column(name), Alias::new(name));
    }
}

/// A column of the list's place (`place_of`).
fn col(place: (&'static str, &'static str), column: &'static str) -> Expr {
    Expr::col((Alias::new(place.0), Alias::new(column)))
}

/// The post's id in the list's place.
fn id(place: (&'static str, &'static str)) -> Expr {
    col(place, place.1)
}

/// One page of the organization's visible (not hidden) posts with their submitters, and how
/// many match in all. Private buckets take part only with `allow_private`; naming one without
/// it is a 403.
pub async fn list(
    db: &crate::domain::Db,
    organization_id: OrgId,
    filter: &ListFilter,
    allow_private: bool,
    page: u64,
    per_page: u64,
) -> Result<(Vec<views::Row>, u64)> {
    use sea_orm::QueryTrait;
    let conn = db.conn();
    let place = place_of(filter.sort);
    let all_buckets = buckets::cached_with(db, organization_id, filter.bucket_id.as_slice()).await?;
    let mut query = Query::select();
    query.from(Alias::new(place.0)).and_where(col(place, "hidden").eq(false));
    if let Some(bucket_id) = filter.bucket_id {
        let bucket = all_buckets
            .iter()
            .find(|b| b.id == bucket_id)
            .ok_or_else(|| Error::NotFound(said!("said-bucket-x-was-not-found", a = bucket_id)))?;
        if bucket.private && !allow_private {
            return Err(Error::PrivateBucket(said!("said-bucket-x-is-private-send-allow", bucket_id = bucket_id)));
        }
        // The bucket belongs to the organization, so the bucket's indexes alone answer.
        query.and_where(col(place, "bucket_id").eq(bucket_id));
    } else {
        query.and_where(col(place, "organization_id").eq(organization_id));
        let private: Vec<BucketId> = all_buckets.iter().filter(|b| b.private).map(|b| b.id).collect();
        if !allow_private && !private.is_empty() {
            query.and_where(col(place, "bucket_id").is_not_in(private));
        }
    }
    if let Some(approval) = &filter.approval_status {
        use crate::entities::states::Approval;
        match Approval::parse(approval) {
            // What waits for its author's address is pending to the API too.
            Some(Approval::Pending) => {
                query.and_where(col(place, "approval_status").is_in([Approval::Pending, Approval::Unverified]));
            }
            Some(value) => {
                query.and_where(col(place, "approval_status").eq(value));
            }
            None => return Err(Error::invalid(said!("said-x-must-be-approved-or-pending", field = "approval_status"))),
        }
    }
    // Posts by their submitters, through the submitter index of `posts`.
    let submitted_by = |ids: Vec<i64>| Query::select().column(post::Column::Id).from(post::Entity).and_where(post::Column::SubmitterId.is_in(ids)).to_owned();
    if !filter.submitter_emails.is_empty() {
        let ids = user_ids_by_email(conn, organization_id, &filter.submitter_emails).await?;
        query.and_where(id(place).in_subquery(submitted_by(ids)));
    }
    if !filter.interactor_emails.is_empty() {
        use crate::entities::{comment, vote};
        let ids = user_ids_by_email(conn, organization_id, &filter.interactor_emails).await?;
        let voted = Query::select()
            .column(vote::Column::PostId)
            .from(vote::Entity)
            .and_where(vote::Column::UserId.is_in(ids.clone()))
            .to_owned();
        let commented = Query::select()
            .column(comment::Column::PostId)
            .from(comment::Entity)
            .and_where(comment::Column::AuthorId.is_in(ids.clone()))
            .to_owned();
        query.cond_where(
            Condition::any()
                .add(id(place).in_subquery(submitted_by(ids)))
                .add(id(place).in_subquery(voted))
                .add(id(place).in_subquery(commented)),
        );
    }
    if !filter.tags.is_empty() {
        use crate::entities::post_tag;
        let Some(tag_ids) = crate::domain::tags::ids_by_names(conn, organization_id, &filter.tags).await? else {
            return Ok((Vec::new(), 0));
        };
        for tag_id in tag_ids {
            let tagged = Query::select()
                .column(post_tag::Column::PostId)
                .from(post_tag::Entity)
                .and_where(post_tag::Column::TagId.eq(tag_id))
                .to_owned();
            query.and_where(id(place).in_subquery(tagged));
        }
    }
    // Only the bucket or organization, and a date range: see [`top_of_range`].
    let walkable = filter.approval_status.is_none() && filter.submitter_emails.is_empty() && filter.interactor_emails.is_empty() && filter.tags.is_empty();
    let undated = query.clone();
    let dated = filter.from.is_some() || filter.until.is_some();
    if let Some(from) = filter.from {
        query.and_where(col(place, "created_at").gte(from));
    }
    if let Some(until) = filter.until {
        query.and_where(col(place, "created_at").lt(until));
    }
    let count_key = format!("{organization_id}|{allow_private}|{filter:?}");
    let counted = {
        let mut count = query.clone();
        count.expr_as(Expr::cust("COUNT(*)"), Alias::new("total"));
        let statement = conn.get_database_backend().build(&count);
        async move {
            let row = conn.query_one_raw(statement).await?;
            Ok::<u64, sea_orm::DbErr>(row.map(|row| row.try_get::<i64>("", "total")).transpose()?.map_or(0, |n| u64::try_from(n).unwrap_or(0)))
        }
    };
    let total = db.caches().counts.get_or_load(crate::store::cache::Of::Posts(organization_id), count_key, counted).await?;
    let Some(offset) = crate::domain::page_offset(page, per_page).filter(|offset| *offset < total) else {
        return Ok((Vec::new(), total));
    };
    // The page's rows with their counters, submitters and tags, in one statement.
    // `carried`: the page's subquery holds its posts' counters (`with_page_columns`).
    let rows_of = |ids: SelectStatement, carried: bool| async move {
        use sea_orm::sea_query::JoinType;
        let page = Alias::new(PAGE_PLACE.0.0);
        let mut rows = post::Entity::find();
        // Joined, not `id IN (…)`: SQLite then reads the ids in their order and each post by
        // its key, without building a temporary table of them first.
        let select = QueryTrait::query(&mut rows);
        select.join_subquery(JoinType::InnerJoin, ids, page.clone(), Expr::col((page, post::Column::Id)).equals((post::Entity, post::Column::Id)));
        if carried {
            // The page read its posts' counters and order from `post_counts` (`with_page_columns`).
            sorted(select, PAGE_PLACE.0, filter.sort);
            views::with_people_and_tags_of_page(db, rows, PAGE_PLACE.0.0).await
        } else {
            // In the list's place (`post_counts` is joined by `with_people_and_tags`).
            sorted(select, place, filter.sort);
            views::with_people_and_tags(db, rows).await
        }
    };
    if dated && filter.sort == ListSort::Top && walkable {
        let posts = rows_of(top_of_range(undated, filter, total, offset, per_page), false).await?;
        // The walk found the whole page (the page holds what is left, when fewer).
        if posts.len() as u64 == Ord::min(per_page, total - offset) {
            return Ok((posts, total));
        }
    }
    // The page's ids first, from the filter's covering index alone, then only those rows:
    // sorting whole rows read every matching post (4,000 of a 30-day range) from the table
    // to keep 30.
    if dated && filter.sort == ListSort::Top {
        // Read the range from its index and sort it. By the vote order's index instead, a
        // planner without statistics walks from the top until it has met a page of the
        // range: all the bucket when the range's posts have few votes (the newest).
        by_votes_in_range(&mut query);
    } else {
        sorted(&mut query, place, filter.sort);
    }
    query.expr_as(id(place), Alias::new("id"));
    // Only a page read straight off its order's index carries the counters: it reads its 30
    // rows of `post_counts` anyway. A date range's walk or sort goes through thousands of
    // index entries, which the counters would make thousands of rows (SQLite's dated list
    // fell from 7,162 to 2,868 a second when they did).
    let carried = place == PAGE_PLACE.1 && !dated;
    if carried {
        with_page_columns(&mut query, |column| col(place, column));
    }
    query.offset(offset).limit(per_page);
    Ok((rows_of(query, carried).await?, total))
}

/// The columns of `sort`'s order, in the list's place (`place_of`).
fn order_of(sort: ListSort) -> [(&'static str, Order); 2] {
    match sort {
        ListSort::Top => [("votes_count", Order::Desc), ("id", Order::Desc)],
        ListSort::LatestCreated => [("created_at", Order::Desc), ("id", Order::Desc)],
        ListSort::OldestCreated => [("created_at", Order::Asc), ("id", Order::Asc)],
        ListSort::LatestUpdated => [("updated_at", Order::Desc), ("id", Order::Desc)],
        ListSort::OldestUpdated => [("updated_at", Order::Asc), ("id", Order::Asc)],
        ListSort::Trending => [("trending_score", Order::Desc), ("id", Order::Desc)],
    }
}

/// The ids of a page of the top posts of a date range, found by walking the posts (`undated`:
/// the list's other filters, on `post_counts`) in vote order and keeping those in the range.
/// The vote-order indexes hold each post's date, so the walk reads no row. When the range
/// holds many posts (a month of a two-year board: 4 %), a page of them is among the first few
/// hundred of the walk, where the range's own index reads all of its posts (4,000) to sort
/// them. The walk stops after `in_range` posts, what reading the range would cost; the caller
/// then reads the range (a page of fewer ids than asked), so a range whose posts are few or
/// low in votes (yesterday's) costs at most twice what it did.
fn top_of_range(mut undated: SelectStatement, filter: &ListFilter, in_range: u64, offset: u64, per_page: u64) -> SelectStatement {
    let place = place_of(ListSort::Top);
    sorted(&mut undated, place, ListSort::Top);
    undated
        .expr_as(id(place), Alias::new("id"))
        .expr(col(place, "votes_count"))
        .expr(col(place, "created_at"))
        .limit(in_range);
    let walk = Alias::new("walk");
    let in_walk = |column: &str| Expr::col((walk.clone(), Alias::new(column)));
    let mut page = Query::select();
    page.expr(in_walk("id")).from_subquery(undated, walk.clone());
    // The date as an expression the planner has no statistics for, so that PostgreSQL keeps
    // the statement's plan. Compared as a column, a plan made for the dates estimates from the
    // histogram (4 % of the walk in range) and a kept plan without them at 0.5 %, which costs
    // it the whole walk: the kept plan never looked cheaper, and PostgreSQL planned the
    // statement again at every call (1 ms, as long as running it). The plan is the same
    // either way, and the walk is read whole or not by the dates alone.
    let created = Func::coalesce([in_walk("created_at"), in_walk("created_at")]);
    if let Some(from) = filter.from {
        page.and_where(Expr::expr(created.clone()).gte(from));
    }
    if let Some(until) = filter.until {
        page.and_where(Expr::expr(created).lt(until));
    }
    page.order_by_expr(in_walk("votes_count"), Order::Desc)
        .order_by_expr(in_walk("id"), Order::Desc)
        .limit(per_page)
        .offset(offset);
    page
}

/// `query` (on `post_counts`) in [`ListSort::Top`]'s order, through an expression that no index
/// is ordered by, so that the planner reads the filter's date range from its index and sorts it.
fn by_votes_in_range(query: &mut SelectStatement) {
    let place = place_of(ListSort::Top);
    query.order_by_expr(col(place, "votes_count").add(0), Order::Desc).order_by_expr(id(place), Order::Desc);
}

/// `query` in `sort`'s order, on `place` (`place_of(sort)`).
fn sorted(query: &mut SelectStatement, place: (&'static str, &'static str), sort: ListSort) {
    for (column, order) in order_of(sort) {
        let column = if column == "id" { place.1 } else { column };
        query.order_by_expr(col(place, column), order);
    }
}

async fn user_ids_by_email(conn: &impl ConnectionTrait, organization_id: OrgId, emails: &[String]) -> Result<Vec<i64>> {
    let keys: Vec<String> = emails.iter().map(|e| e.trim().to_lowercase()).collect();
    Ok(user::Entity::find()
        .select_only()
        .column(user::Column::Id)
        .filter(user::Column::OrganizationId.eq(organization_id))
        .filter(user::Column::EmailKey.is_in(keys))
        .into_tuple()
        .all(conn)
        .await?)
}

#[cfg(test)]
mod tests {
    /// On PostgreSQL (`UPBOARD_TEST_POSTGRES_URL`; `make test` skips `postgres::` tests when
    /// none answers).
    mod postgres {
        use super::super::*;
        use crate::domain::posts::tests::postgres::{plans, posts_by_day};
        use sea_orm::DbBackend;

        /// The walk of a date range's top posts is prepared once and planned five times, not
        /// at every call: with the range's posts a large share of the walk (half of it here, as
        /// a month of a busy board's top posts is), a plan made for the dates looked cheaper
        /// than the kept one, and PostgreSQL planned it again each time (as long as running it).
        #[tokio::test]
        async fn the_walk_of_a_date_range_keeps_its_plan() {
            let fixture = posts_by_day().await;
            let bucket_id = fixture.org.default_bucket.id;
            let filter = ListFilter {
                bucket_id: Some(bucket_id),
                from: Some(fixture.now - chrono::Duration::days(100)),
                until: Some(fixture.now),
                sort: ListSort::Top,
                ..ListFilter::default()
            };
            let place = place_of(ListSort::Top);
            let mut undated = Query::select();
            undated
                .from(Alias::new(place.0))
                .and_where(col(place, "hidden").eq(false))
                .and_where(col(place, "bucket_id").eq(bucket_id));
            let walk = crate::store::paged(DbBackend::Postgres.build(&top_of_range(undated, &filter, 100, 0, 10)));
            for _ in 0..7 {
                let rows = fixture.conn.query_all_raw(walk.clone()).await.unwrap();
                let ids: Vec<i64> = rows.iter().map(|row| row.try_get("", "id").unwrap()).collect();
                // No votes: the newest first, the range's end excluded.
                assert_eq!(ids.len(), 10);
                assert!(ids.windows(2).all(|w| w[0] > w[1]), "{ids:?}");
            }
            assert_eq!(plans(&fixture.conn, "\"walk\"").await, (2, 5), "the plan kept after five runs serves the rest");
            fixture.drop().await;
        }
    }
}
