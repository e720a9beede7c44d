//! The admin area's first page: what waits for the team, what happened lately, what is hot.
//! Every figure comes from an indexed range (posts by organization and approval or creation
//! time, votes and comments by organization and time), never a count over a whole table.

use crate::domain::{Result, now, statuses, time};
use crate::entities::{comment, post, post_count, vote};
use crate::model::{ActivityDay, AdminOverview, OrgId, PeriodCounts, TrendingPost};
use chrono::{DateTime, Duration, Utc};
use sea_orm::{ColumnTrait, ConnectionTrait, DbBackend, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect};

/// Days the chart covers, today included.
pub const CHART_DAYS: i64 = 30;

pub async fn load(conn: &impl ConnectionTrait, organization_id: OrgId) -> Result<AdminOverview> {
    let now = now();
    let pending_posts = post::Entity::find()
        .filter(post::Column::OrganizationId.eq(organization_id))
        .filter(post::Column::ApprovalStatus.eq(crate::entities::states::Approval::Pending))
        .filter(post::Column::Hidden.eq(false))
        .count(conn)
        .await?;
    let pending_comments = comment::Entity::find()
        .filter(comment::Column::OrganizationId.eq(organization_id))
        .filter(comment::Column::Hidden.eq(false))
        .filter(comment::Column::ApprovalStatus.eq(crate::entities::states::Approval::Pending))
        .count(conn)
        .await?;
    let mut periods = Vec::new();
    for days in [7, 30] {
        let since = now - Duration::days(days);
        periods.push(PeriodCounts {
            days,
            posts: posts_since(organization_id, since).count(conn).await?,
            votes: votes_since(organization_id, since).count(conn).await?,
            comments: comment::Entity::find()
                .filter(comment::Column::OrganizationId.eq(organization_id))
                .filter(comment::Column::CreatedAt.gte(since))
                .count(conn)
                .await?,
        });
    }
    let all_statuses = statuses::list(conn, organization_id).await?;
    // The order and its filters from the counters' index (`post_counts`, joined by `all_with_counts`).
    let top = post::Entity::find()
        .filter(post_count::Column::OrganizationId.eq(organization_id))
        .filter(post_count::Column::Hidden.eq(false))
        .filter(post_count::Column::ApprovalStatus.eq(crate::entities::states::Approval::Approved))
        .order_by_desc(post_count::Column::TrendingScore)
        .limit(10);
    let trending = crate::domain::posts::all_with_counts(conn, top)
        .await?
        .into_iter()
        .map(|(p, counts)| TrendingPost {
            status: all_statuses.iter().find(|s| s.id == p.status_id).map(|s| s.label.clone()).unwrap_or_default(),
            slug: p.slug,
            title: p.title,
            votes_count: counts.votes_count,
            comments_count: counts.comments_count,
        })
        .collect();
    let first_day = (now - Duration::days(CHART_DAYS - 1)).date_naive();
    let since = time::start_of_day(first_day);
    let posts_by_day = per_day(conn, "posts", "hidden = false", organization_id, since).await?;
    let votes_by_day = per_day(conn, "votes", "kind IN ('upvote', 'downvote')", organization_id, since).await?;
    let days = (0..CHART_DAYS)
        .map(|offset| {
            let day = first_day + Duration::days(offset);
            let key = day.format("%Y-%m-%d").to_string();
            ActivityDay {
                posts: posts_by_day.iter().find(|(d, _)| *d == key).map_or(0, |(_, n)| *n),
                votes: votes_by_day.iter().find(|(d, _)| *d == key).map_or(0, |(_, n)| *n),
                day: key,
            }
        })
        .collect();
    Ok(AdminOverview { pending_posts, pending_comments, periods, trending, days })
}

fn posts_since(organization_id: OrgId, since: DateTime<Utc>) -> sea_orm::Select<post::Entity> {
    post::Entity::find()
        .filter(post::Column::OrganizationId.eq(organization_id))
        .filter(post::Column::Hidden.eq(false))
        .filter(post::Column::CreatedAt.gte(since))
}

fn votes_since(organization_id: OrgId, since: DateTime<Utc>) -> sea_orm::Select<vote::Entity> {
    vote::Entity::find()
        .filter(vote::Column::OrganizationId.eq(organization_id))
        .filter(vote::Column::Kind.is_in([crate::entities::states::VoteKind::Upvote, crate::entities::states::VoteKind::Downvote]))
        .filter(vote::Column::CreatedAt.gte(since))
}

/// Rows of `table` of the organization created since `since`, and matching `condition`, per
/// UTC day (`YYYY-MM-DD`): one grouped query over the (organization, time) index's range.
/// SQLite stores times as ISO 8601 text (the day is its first ten characters), PostgreSQL as
/// `timestamptz`.
async fn per_day(conn: &impl ConnectionTrait, table: &str, condition: &str, organization_id: OrgId, since: DateTime<Utc>) -> Result<Vec<(String, u64)>> {
    use sea_orm::{FromQueryResult, Statement};
    #[derive(FromQueryResult)]
    struct Day {
        day: String,
        n: i64,
    }
    let backend = conn.get_database_backend();
    let (day, first, second) = match backend {
        DbBackend::Postgres => ("to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')", "$1", "$2"),
        _ => ("substr(created_at, 1, 10)", "?", "?"),
    };
    let sql = format!("SELECT {day} AS day, COUNT(*) AS n FROM {table} WHERE organization_id = {first} AND created_at >= {second} AND {condition} GROUP BY 1");
    let rows = Day::find_by_statement(Statement::from_sql_and_values(backend, sql, [organization_id.into(), since.into()]))
        .all(conn)
        .await?;
    Ok(rows.into_iter().map(|r| (r.day, u64::try_from(r.n).unwrap_or_default())).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{comments, organizations, posts, testing, users, votes};
    use crate::model::Email;

    #[tokio::test]
    async fn the_overview_counts_what_waits_what_happened_and_what_trends() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let globex = organizations::tests::create_named(&db, "globex").await;
        let org = acme.organization.id;
        let new = |title: &'static str, approved: bool, days_ago: i64| posts::NewPost {
            organization_id: org,
            bucket_id: acme.default_bucket.id,
            submitter_id: acme.admin.id,
            title,
            description: None,
            status_id: None,
            approved,
            created_at: Some(now() - Duration::days(days_ago)),
        };
        let fresh = posts::create(&db, new("Fresh", true, 0)).await.unwrap();
        posts::create(&db, new("Last week", true, 3)).await.unwrap();
        posts::create(&db, new("Last month", true, 20)).await.unwrap();
        posts::create(&db, new("Long ago", true, 90)).await.unwrap();
        posts::create(&db, new("Waiting", false, 1)).await.unwrap();
        posts::tests::post_in(&db, &globex, "Not ours").await;
        let txn = db.begin_write().await.unwrap();
        for n in 0..3 {
            let voter = users::find_or_create(&*txn, org, &Email::parse(&format!("v{n}@x.test")).unwrap(), "V").await.unwrap();
            votes::cast(&*txn, org, fresh.id, voter.id, votes::Kind::Upvote, votes::Source::Web).await.unwrap();
        }
        comments::insert(
            &*txn,
            comments::NewComment {
                organization_id: org,
                post_id: fresh.id,
                author_id: acme.admin.id,
                parent_id: None,
                body: "Soon",
                internal: false,
                pinned: false,
                approved: true,
                created_at: None,
            },
        )
        .await
        .unwrap();
        txn.commit().await.unwrap();

        let overview = load(db.conn(), org).await.unwrap();
        assert_eq!((overview.pending_posts, overview.pending_comments), (1, 0));
        let week = &overview.periods[0];
        assert_eq!((week.days, week.posts, week.votes, week.comments), (7, 3, 3, 1), "Fresh, Last week, Waiting");
        let month = &overview.periods[1];
        assert_eq!((month.days, month.posts), (30, 4));
        assert_eq!(overview.trending[0].title, "Fresh", "the most voted, newest first");
        assert!(overview.trending.iter().all(|p| p.title != "Waiting" && p.title != "Not ours"));
        assert_eq!(overview.days.len(), CHART_DAYS as usize);
        let today = overview.days.last().unwrap();
        assert_eq!(today.day, now().format("%Y-%m-%d").to_string());
        assert_eq!((today.posts, today.votes), (1, 3));
        assert_eq!(overview.days.iter().map(|d| d.posts).sum::<u64>(), 4, "posts of the last 30 days, pending included, not other organizations'");
    }
}
