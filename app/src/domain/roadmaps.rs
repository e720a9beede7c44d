//! Roadmaps: the main one (`/{org}/roadmap`: a column per status marked `on_roadmap`, in
//! their `roadmap_position` order, with the organization's `roadmap_hidden` and
//! `roadmap_completed_days`) and the named ones the team adds (`roadmaps`, each at
//! `/{org}/roadmap/{slug}` with its own columns and filters on boards and tags). The team
//! configures them in the admin area (`admin::roadmaps`); pages read them here, from the cache
//! each commit invalidates.

use super::{Db, Error, Result, statuses};
use crate::entities::{organization, roadmap, status};
use crate::model::{BucketId, OrgId, OrgSummary, RoadmapLink, StatusId, TagId};
use crate::said;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};

/// The most named roadmaps an organization may have (the navigation lists them all).
pub const MAX_ROADMAPS: usize = 12;

/// Every named roadmap of the organization, in their order.
pub async fn list(conn: &impl ConnectionTrait, organization_id: OrgId) -> Result<Vec<roadmap::Model>> {
    Ok(roadmap::Entity::find()
        .filter(roadmap::Column::OrganizationId.eq(organization_id))
        .order_by_asc(roadmap::Column::Position)
        .order_by_asc(roadmap::Column::Id)
        .all(conn)
        .await?)
}

/// [`list`], from the read cache.
pub async fn cached(db: &Db, organization_id: OrgId) -> Result<Vec<roadmap::Model>> {
    db.caches()
        .roadmaps
        .get_or_load(crate::store::cache::Of::Posts(organization_id), organization_id, list(db.conn(), organization_id))
        .await
}

/// The roadmaps the public navigation lists: the main one unless hidden, then the named ones
/// not hidden.
pub async fn links(db: &Db, org: &organization::Model) -> Result<Vec<RoadmapLink>> {
    let mut links = Vec::new();
    if !org.roadmap_hidden {
        links.push(RoadmapLink { slug: String::new(), name: String::new() });
    }
    links.extend(cached(db, org.id).await?.into_iter().filter(|r| !r.hidden).map(|r| RoadmapLink { slug: r.slug, name: r.name }));
    Ok(links)
}

/// The organization as a page with the navigation shows it: with its roadmaps' links.
pub async fn summary(db: &Db, org: &organization::Model) -> Result<OrgSummary> {
    Ok(OrgSummary { roadmaps: links(db, org).await?, ..super::organizations::summary(org) })
}

/// The columns of the main roadmap: the statuses marked `on_roadmap`, in their roadmap order.
pub fn main_columns(all: &[status::Model]) -> Vec<status::Model> {
    let mut columns: Vec<status::Model> = all.iter().filter(|s| s.on_roadmap).cloned().collect();
    columns.sort_by_key(|s| (s.roadmap_position, s.position, s.id));
    columns
}

/// What a roadmap shows.
#[derive(Clone, Debug)]
pub struct Shown {
    pub link: RoadmapLink,
    /// Its columns, in order.
    pub columns: Vec<status::Model>,
    /// Its boards; none: every public board.
    pub bucket_ids: Vec<BucketId>,
    /// Posts carrying any of these tags; none: any.
    pub tag_ids: Vec<TagId>,
    pub completed_days: Option<i32>,
    pub hidden: bool,
    /// Its cards' order (the main roadmap's: by votes).
    pub sort: crate::domain::values::Sort,
}

/// The roadmap at `slug` (`None`: the main one) of `org`, hidden or not (the caller decides
/// who may see a hidden one). A slug that names none: not found.
pub async fn shown(db: &Db, org: &organization::Model, slug: Option<&str>) -> Result<Shown> {
    let all = statuses::cached(db, org.id).await?;
    let Some(slug) = slug else {
        return Ok(Shown {
            link: RoadmapLink { slug: String::new(), name: String::new() },
            columns: main_columns(&all),
            bucket_ids: Vec::new(),
            tag_ids: Vec::new(),
            completed_days: org.roadmap_completed_days,
            hidden: org.roadmap_hidden,
            sort: crate::domain::values::Sort::Votes,
        });
    };
    let found = cached(db, org.id)
        .await?
        .into_iter()
        .find(|r| r.slug == slug)
        .ok_or_else(|| Error::NotFound(said!("said-roadmap-x-was-not-found", slug = crate::domain::echoed_after("Roadmap ", slug))))?;
    // Statuses deleted since it was saved are left out.
    let columns = ids(&found.status_ids).into_iter().filter_map(|id| all.iter().find(|s| s.id == StatusId(id)).cloned()).collect();
    Ok(Shown {
        link: RoadmapLink { slug: found.slug.clone(), name: found.name.clone() },
        columns,
        bucket_ids: ids(&found.bucket_ids).into_iter().map(BucketId).collect(),
        tag_ids: ids(&found.tag_ids).into_iter().map(TagId).collect(),
        completed_days: found.completed_days,
        hidden: found.hidden,
        sort: crate::domain::values::Sort::parse(&found.sort).unwrap_or(crate::domain::values::Sort::Votes),
    })
}

/// The ids a roadmap keeps as a JSON array (anything else reads as none).
pub fn ids(value: &serde_json::Value) -> Vec<i64> {
    value.as_array().map(|a| a.iter().filter_map(serde_json::Value::as_i64).collect()).unwrap_or_default()
}
