//! A public roadmap: the main one or a named one (`domain::roadmaps`), a column per status
//! in the order the team chose, most wanted first.

use crate::domain::access::Asker;
use crate::domain::views::priorities::{self, Sort};
use crate::domain::{Error, Result, buckets, organizations, roadmaps, text};
use crate::entities::states::StatusKind;
use crate::entities::{post, post_count, post_tag};
use crate::model::{BucketId, BucketTab, PostCard, Roadmap, RoadmapColumn, StatusBadge};
use crate::said;
use sea_orm::sea_query::{Expr, Query};
use sea_orm::{ColumnTrait, EntityTrait, Order, QueryFilter, QueryOrder, QuerySelect};

/// Cards per column.
pub const COLUMN_LIMIT: u64 = 50;

/// The roadmap at `slug` (`None`: the main one) of `org_name`, of one of its boards when
/// `bucket` names one. A hidden roadmap is found by the team only.
pub async fn load(db: &crate::domain::Db, org_name: &str, slug: Option<&str>, bucket: Option<&str>, asker: &Asker<'_>) -> Result<Roadmap> {
    let conn = db.conn();
    let org = organizations::find_by_name_cached(db, org_name)
        .await?
        .ok_or_else(|| Error::NotFound(said!("said-organization-x-was-not-found", org = crate::domain::echoed_after("Organization ", org_name))))?;
    let shown = roadmaps::shown(db, &org, slug).await?;
    if shown.hidden && !asker.sees_hidden_roadmaps() {
        return Err(Error::NotFound(said!("said-roadmap-x-was-not-found", slug = crate::domain::echoed_after("Roadmap ", slug.unwrap_or("(main)")))));
    }
    // Its boards: the public ones it names (all public ones when it names none).
    let public: Vec<_> = buckets::cached(db, org.id).await?.into_iter().filter(|b| !b.private).collect();
    let boards: Vec<_> = if shown.bucket_ids.is_empty() { public } else { public.into_iter().filter(|b| shown.bucket_ids.contains(&b.id)).collect() };
    let selected = match bucket {
        Some(slug) => Some(
            boards
                .iter()
                .find(|b| b.slug == slug)
                .ok_or_else(|| Error::NotFound(said!("said-board-x-was-not-found", id = crate::domain::echoed_after("Board ", slug))))?
                .clone(),
        ),
        None => None,
    };
    let bucket_ids: Vec<BucketId> = match &selected {
        Some(b) => vec![b.id],
        None => boards.iter().map(|b| b.id).collect(),
    };
    let recent_since = shown.completed_days.map(|days| crate::domain::now() - chrono::Duration::days(i64::from(days)));
    let mut columns = Vec::new();
    for status in shown.columns {
        // Filtered and ordered by the counters' row (`post_counts`, joined by `all_with_counts`).
        let mut posts = post::Entity::find()
            .filter(post_count::Column::StatusId.eq(status.id))
            .filter(post_count::Column::BucketId.is_in(bucket_ids.clone()))
            .filter(post_count::not_hidden())
            .filter(post_count::approved());
        if !shown.tag_ids.is_empty() {
            let tagged = Query::select()
                .column(post_tag::Column::PostId)
                .from(post_tag::Entity)
                .and_where(post_tag::Column::TagId.is_in(shown.tag_ids.clone()))
                .to_owned();
            posts = posts.filter(post::Column::Id.in_subquery(tagged));
        }
        if let (StatusKind::Completed, Some(since)) = (status.kind, recent_since) {
            posts = posts.filter(post::Column::StatusChangedAt.gte(since));
        }
        let posts = match shown.sort {
            Sort::Votes => posts.order_by_desc(post_count::Column::VotesCount),
            // The post's kept value (docs/priorities.md): shown as an order only, never as numbers.
            sort => posts.order_by(Expr::cust(priorities::value_of_post(sort, &org)), Order::Desc),
        };
        let posts = crate::domain::posts::all_with_counts(conn, posts.order_by_desc(post::Column::Id).limit(COLUMN_LIMIT)).await?;
        let badge = StatusBadge { label: status.label, kind: status.kind.name(), color: status.color };
        columns.push(RoadmapColumn {
            posts: posts
                .into_iter()
                .map(|(p, counts)| PostCard {
                    id: p.id.get(),
                    preview: text::preview(p.description_text.as_deref().unwrap_or_default()),
                    status: badge.clone(),
                    slug: p.slug,
                    title: p.title,
                    votes_count: counts.votes_count,
                    comments_count: counts.comments_count,
                    why: None,
                })
                .collect(),
            status: badge,
        });
    }
    let tab = |b: crate::entities::bucket::Model| BucketTab { id: b.id.get(), name: b.name, slug: b.slug, is_default: b.is_default };
    Ok(Roadmap {
        org: roadmaps::summary(db, &org).await?,
        roadmap: shown.link,
        hidden: shown.hidden,
        completed_days: shown.completed_days,
        // A roadmap of one board has nothing to filter.
        buckets: if boards.len() > 1 { boards.into_iter().map(tab).collect() } else { Vec::new() },
        bucket: selected.map(tab),
        columns,
        viewer: None,
    })
}

#[cfg(test)]
mod tests {
    /// On PostgreSQL (`UPBOARD_TEST_POSTGRES_URL`; `make test` skips `postgres::` tests when
    /// none answers).
    mod postgres {
        use super::super::*;
        use crate::domain::posts::tests::postgres::{copies_of_the_first, posts_by_day};
        use sea_orm::{ConnectionTrait, DbBackend, Statement};

        /// A roadmap's columns keep their plans on a board where some posts wait for approval:
        /// with the approval bound, PostgreSQL planned each column again at every view.
        #[tokio::test]
        async fn the_roadmaps_columns_keep_their_plans() {
            let fixture = posts_by_day().await;
            let statuses = crate::domain::statuses::list(fixture.db.conn(), fixture.org.organization.id).await.unwrap();
            // 3,400 posts in each of the main roadmap's columns.
            for label in ["Planned", "In Progress", "Completed"] {
                let status = statuses.iter().find(|s| s.label == label).unwrap().id;
                copies_of_the_first(&fixture.conn, 3_400, Some(status.get())).await;
            }
            let anonymous = Asker::web(None);
            for _ in 0..7 {
                let roadmap = load(&fixture.db, "acme", None, None, &anonymous).await.unwrap();
                assert_eq!(roadmap.columns[0].posts.len(), 50, "a column's first 50");
            }
            // Read one at a time, the roadmaps went through one connection of the reads: the
            // one this asks.
            let plans = fixture
                .db
                .conn()
                .query_one_raw(Statement::from_string(
                    DbBackend::Postgres,
                    "SELECT sum(generic_plans)::bigint AS generic, sum(custom_plans)::bigint AS custom FROM pg_prepared_statements \
                     WHERE strpos(statement, '\"post_counts\".\"status_id\" =') > 0",
                ))
                .await
                .unwrap()
                .expect("a sum");
            let generic: i64 = plans.try_get("", "generic").unwrap();
            let custom: i64 = plans.try_get("", "custom").unwrap();
            // One statement for the three columns, 21 runs (and sqlx's own): planned for their
            // values the first five times only, the kept plan serving the rest.
            assert!(custom <= 5 && generic >= 16, "{custom} plans made for the values, {generic} runs of the kept plan");
            fixture.drop().await;
        }
    }
}
