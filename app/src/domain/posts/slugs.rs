//! A post's slug (unique in its organization, never reused) and its address.

use crate::domain::{Result, text};
use crate::entities::{post, post_slug};
use crate::model::OrgId;
use sea_orm::{ColumnTrait, Condition, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect};

/// The first free slug for `title` in the organization: `dark-mode`, `dark-mode-2`, ...
/// A slug that once belonged to a post stays taken, so old links never change meaning.
pub async fn allocate_slug(conn: &impl ConnectionTrait, organization_id: OrgId, title: &str) -> Result<String> {
    let base = text::slug_base(title);
    // Every slug that `base` could collide with: itself and its suffixed forms (and, with a
    // truncated base, shorter ones; those are checked exactly below).
    let prefix = format!("{}%", &base[..base.len().min(60)]);
    let mut taken: Vec<String> = post::Entity::find()
        .select_only()
        .column(post::Column::Slug)
        .filter(post::Column::OrganizationId.eq(organization_id))
        .filter(Condition::any().add(post::Column::Slug.like(&prefix)))
        .into_tuple()
        .all(conn)
        .await?;
    let history: Vec<String> = post_slug::Entity::find()
        .select_only()
        .column(post_slug::Column::Slug)
        .filter(post_slug::Column::OrganizationId.eq(organization_id))
        .filter(post_slug::Column::Slug.like(&prefix))
        .into_tuple()
        .all(conn)
        .await?;
    taken.extend(history);
    let taken: std::collections::HashSet<String> = taken.into_iter().collect();
    Ok((1..).map(|n| text::slug_with_suffix(&base, n)).find(|candidate| !taken.contains(candidate)).unwrap_or(base))
}

/// The post's address on the board.
pub fn url(public_url: &str, org_name: &str, slug: &str) -> String {
    format!("{}/{org_name}/p/{slug}", public_url.trim_end_matches('/'))
}
