//! The public roadmap: a column per status marked `on_roadmap`, most wanted first.

use crate::domain::{Error, Result, buckets, organizations, statuses, text};
use crate::entities::post;
use crate::model::{BucketId, BucketTab, OrgSummary, PostCard, Roadmap, RoadmapColumn, StatusBadge};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

/// Cards per column.
pub const COLUMN_LIMIT: u64 = 50;

pub async fn load(conn: &impl ConnectionTrait, org_name: &str, bucket: Option<&str>) -> Result<Roadmap> {
    let org = organizations::find_by_name(conn, org_name).await?.ok_or_else(|| Error::not_found(format!("Organization {org_name}")))?;
    let public = buckets::list(conn, org.id, false).await?;
    let selected = match bucket {
        Some(slug) => Some(public.iter().find(|b| b.slug == slug).ok_or_else(|| Error::not_found(format!("Board {slug}")))?.clone()),
        None => None,
    };
    let bucket_ids: Vec<BucketId> = match &selected {
        Some(b) => vec![b.id],
        None => public.iter().map(|b| b.id).collect(),
    };
    let mut columns = Vec::new();
    for status in statuses::list(conn, org.id).await?.into_iter().filter(|s| s.on_roadmap) {
        let posts = post::Entity::find()
            .filter(post::Column::StatusId.eq(status.id))
            .filter(post::Column::BucketId.is_in(bucket_ids.clone()))
            .filter(post::Column::Hidden.eq(false))
            .filter(post::Column::ApprovalStatus.eq(crate::entities::states::Approval::Approved))
            .order_by_desc(post::Column::VotesCount)
            .order_by_desc(post::Column::Id)
            .limit(COLUMN_LIMIT)
            .all(conn)
            .await?;
        let badge = StatusBadge { label: status.label, kind: status.kind.name(), color: status.color };
        columns.push(RoadmapColumn {
            posts: posts
                .into_iter()
                .map(|p| PostCard {
                    id: p.id.get(),
                    preview: text::preview(p.description_text.as_deref().unwrap_or_default()),
                    status: badge.clone(),
                    slug: p.slug,
                    title: p.title,
                    votes_count: p.votes_count,
                    comments_count: p.comments_count,
                })
                .collect(),
            status: badge,
        });
    }
    let tab = |b: crate::entities::bucket::Model| BucketTab { id: b.id.get(), name: b.name, slug: b.slug, is_default: b.is_default };
    Ok(Roadmap {
        org: OrgSummary { name: org.name, display_name: org.display_name, description: org.description },
        buckets: public.into_iter().map(tab).collect(),
        bucket: selected.map(tab),
        columns,
        viewer: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{organizations, posts, testing};

    #[tokio::test]
    async fn the_roadmap_has_a_column_per_roadmap_status() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let post = posts::tests::post_in(&db, &acme, "Dark mode").await;
        let planned = statuses::list(db.conn(), acme.organization.id)
            .await
            .unwrap()
            .into_iter()
            .find(|s| s.kind == crate::entities::states::StatusKind::Planned)
            .unwrap();
        sea_orm::ActiveModelTrait::update(
            post::ActiveModel { id: sea_orm::ActiveValue::Set(post.id), status_id: sea_orm::ActiveValue::Set(planned.id), ..Default::default() },
            db.conn(),
        )
        .await
        .unwrap();
        let roadmap = load(db.conn(), "acme", None).await.unwrap();
        let labels: Vec<_> = roadmap.columns.iter().map(|c| c.status.label.as_str()).collect();
        assert_eq!(labels, ["Planned", "In Progress", "Completed"]);
        assert_eq!(roadmap.columns[0].posts[0].title, "Dark mode");
        assert!(roadmap.columns[1].posts.is_empty());
        assert!(load(db.conn(), "acme", Some("nope")).await.is_err());
    }
}
