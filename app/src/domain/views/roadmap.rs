//! A public roadmap: the main one or a named one (`domain::roadmaps`), a column per status
//! in the order the team chose, most wanted first.

use crate::domain::access::Asker;
use crate::domain::views::priorities::{self, Sort};
use crate::domain::{Error, Result, buckets, organizations, roadmaps, text};
use crate::entities::states::{Approval, StatusKind};
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
            .filter(post_count::Column::Hidden.eq(false))
            .filter(post_count::Column::ApprovalStatus.eq(Approval::Approved));
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
