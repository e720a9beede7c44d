//! The API's list of posts: filters, orders, one page and the total.

use super::*;
use crate::domain::{Error, Result, buckets};
use crate::entities::{post, user};
use crate::model::{BucketId, OrgId};
use crate::said;
use chrono::{DateTime, Utc};
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{ColumnTrait, Condition, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect};

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
    use sea_orm::{PaginatorTrait, QueryTrait};
    let conn = db.conn();
    let all_buckets = buckets::cached_with(db, organization_id, filter.bucket_id.as_slice()).await?;
    let mut query = post::Entity::find().filter(post::Column::Hidden.eq(false));
    if let Some(bucket_id) = filter.bucket_id {
        let bucket = all_buckets
            .iter()
            .find(|b| b.id == bucket_id)
            .ok_or_else(|| Error::NotFound(said!("said-bucket-x-was-not-found", a = bucket_id)))?;
        if bucket.private && !allow_private {
            return Err(Error::PrivateBucket(said!("said-bucket-x-is-private-send-allow", bucket_id = bucket_id)));
        }
        // The bucket belongs to the organization, so the bucket's indexes alone answer.
        query = query.filter(post::Column::BucketId.eq(bucket_id));
    } else {
        query = query.filter(post::Column::OrganizationId.eq(organization_id));
        let private: Vec<BucketId> = all_buckets.iter().filter(|b| b.private).map(|b| b.id).collect();
        if !allow_private && !private.is_empty() {
            query = query.filter(post::Column::BucketId.is_not_in(private));
        }
    }
    if let Some(approval) = &filter.approval_status {
        match crate::entities::states::Approval::parse(approval) {
            // What waits for its author's address is pending to the API too.
            Some(crate::entities::states::Approval::Pending) => {
                use crate::entities::states::Approval;
                query = query.filter(post::Column::ApprovalStatus.is_in([Approval::Pending, Approval::Unverified]));
            }
            Some(value) => query = query.filter(post::Column::ApprovalStatus.eq(value)),
            None => return Err(Error::invalid(said!("said-x-must-be-approved-or-pending", field = "approval_status"))),
        }
    }
    if !filter.submitter_emails.is_empty() {
        let ids = user_ids_by_email(conn, organization_id, &filter.submitter_emails).await?;
        query = query.filter(post::Column::SubmitterId.is_in(ids));
    }
    if !filter.interactor_emails.is_empty() {
        use crate::entities::{comment, vote};
        use sea_orm::sea_query::Query;
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
        query = query.filter(
            Condition::any()
                .add(post::Column::SubmitterId.is_in(ids))
                .add(post::Column::Id.in_subquery(voted))
                .add(post::Column::Id.in_subquery(commented)),
        );
    }
    if !filter.tags.is_empty() {
        use crate::entities::post_tag;
        use sea_orm::sea_query::Query;
        let Some(tag_ids) = crate::domain::tags::ids_by_names(conn, organization_id, &filter.tags).await? else {
            return Ok((Vec::new(), 0));
        };
        for tag_id in tag_ids {
            let tagged = Query::select()
                .column(post_tag::Column::PostId)
                .from(post_tag::Entity)
                .and_where(post_tag::Column::TagId.eq(tag_id))
                .to_owned();
            query = query.filter(post::Column::Id.in_subquery(tagged));
        }
    }
    // Only the bucket or organization, and a date range: see [`top_of_range`].
    let walkable = filter.approval_status.is_none() && filter.submitter_emails.is_empty() && filter.interactor_emails.is_empty() && filter.tags.is_empty();
    let undated = query.clone();
    let dated = filter.from.is_some() || filter.until.is_some();
    if let Some(from) = filter.from {
        query = query.filter(post::Column::CreatedAt.gte(from));
    }
    if let Some(until) = filter.until {
        query = query.filter(post::Column::CreatedAt.lt(until));
    }
    let count_key = format!("{organization_id}|{allow_private}|{filter:?}");
    let total = db
        .caches()
        .counts
        .get_or_load(crate::store::cache::Of::Posts(organization_id), count_key, query.clone().count(conn))
        .await?;
    let Some(offset) = crate::domain::page_offset(page, per_page).filter(|offset| *offset < total) else {
        return Ok((Vec::new(), total));
    };
    // The page's rows with their submitters and tags, in one statement.
    let rows_of = |ids: sea_orm::sea_query::SelectStatement| async move {
        use sea_orm::sea_query::{Alias, Expr, JoinType};
        let page = Alias::new("page");
        let mut rows = sorted(post::Entity::find(), filter.sort);
        // Joined, not `id IN (…)`: SQLite then reads the ids in their order and each post by
        // its key, without building a temporary table of them first.
        QueryTrait::query(&mut rows).join_subquery(
            JoinType::InnerJoin,
            ids,
            page.clone(),
            Expr::col((page, post::Column::Id)).equals((post::Entity, post::Column::Id)),
        );
        views::with_people_and_tags(db, rows).await
    };
    if dated && filter.sort == ListSort::Top && walkable {
        let posts = rows_of(top_of_range(undated, filter, total, offset, per_page)).await?;
        // The walk found the whole page (the page holds what is left, when fewer).
        if posts.len() as u64 == Ord::min(per_page, total - offset) {
            return Ok((posts, total));
        }
    }
    // The page's ids first, from the filter's covering index alone, then only those rows:
    // sorting whole rows read every matching post (4,000 of a 30-day range) from the table
    // to keep 30.
    let ids = if dated && filter.sort == ListSort::Top {
        // Read the range from its index and sort it. By the vote order's index instead, a
        // planner without statistics walks from the top until it has met a page of the
        // range: all the bucket when the range's posts have few votes (the newest).
        by_votes_in_range(query)
    } else {
        sorted(query, filter.sort)
    };
    let ids = ids.select_only().column(post::Column::Id).offset(offset).limit(per_page).into_query();
    Ok((rows_of(ids).await?, total))
}

/// The ids of a page of the top posts of a date range, found by walking the posts (`undated`:
/// the list's other filters) in vote order and keeping those in the range. The vote-order
/// indexes hold each post's date, so the walk reads no row. When the range holds many posts
/// (a month of a two-year board: 4 %), a page of them is among the first few hundred of the
/// walk, where the range's own index reads all of its posts (4,000) to sort them. The walk
/// stops after `in_range` posts, what reading the range would cost; the caller then reads the
/// range (a page of fewer ids than asked), so a range whose posts are few or low in votes
/// (yesterday's) costs at most twice what it did.
fn top_of_range(undated: sea_orm::Select<post::Entity>, filter: &ListFilter, in_range: u64, offset: u64, per_page: u64) -> sea_orm::sea_query::SelectStatement {
    use sea_orm::QueryTrait;
    use sea_orm::sea_query::{Alias, Order, Query};
    let walk = sorted(undated, ListSort::Top)
        .select_only()
        .column(post::Column::Id)
        .column(post::Column::VotesCount)
        .column(post::Column::CreatedAt)
        .limit(in_range)
        .into_query();
    let mut page = Query::select();
    page.column(post::Column::Id).from_subquery(walk, Alias::new("walk"));
    if let Some(from) = filter.from {
        page.and_where(Expr::col(post::Column::CreatedAt).gte(from));
    }
    if let Some(until) = filter.until {
        page.and_where(Expr::col(post::Column::CreatedAt).lt(until));
    }
    page.order_by(post::Column::VotesCount, Order::Desc)
        .order_by(post::Column::Id, Order::Desc)
        .limit(per_page)
        .offset(offset);
    page
}

/// `query` in [`ListSort::Top`]'s order, through an expression that no index is ordered by,
/// so that the planner reads the filter's date range from its index and sorts it.
fn by_votes_in_range(query: sea_orm::Select<post::Entity>) -> sea_orm::Select<post::Entity> {
    use sea_orm::QueryOrder;
    query.order_by_desc(Expr::col((post::Entity, post::Column::VotesCount)).add(0)).order_by_desc(post::Column::Id)
}

fn sorted(query: sea_orm::Select<post::Entity>, sort: ListSort) -> sea_orm::Select<post::Entity> {
    use sea_orm::QueryOrder;
    match sort {
        ListSort::Top => query.order_by_desc(post::Column::VotesCount).order_by_desc(post::Column::Id),
        ListSort::LatestCreated => query.order_by_desc(post::Column::CreatedAt).order_by_desc(post::Column::Id),
        ListSort::OldestCreated => query.order_by_asc(post::Column::CreatedAt).order_by_asc(post::Column::Id),
        ListSort::LatestUpdated => query.order_by_desc(post::Column::UpdatedAt).order_by_desc(post::Column::Id),
        ListSort::OldestUpdated => query.order_by_asc(post::Column::UpdatedAt).order_by_asc(post::Column::Id),
        ListSort::Trending => query.order_by_desc(post::Column::TrendingScore).order_by_desc(post::Column::Id),
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
