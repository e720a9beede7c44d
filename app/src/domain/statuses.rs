//! Post statuses: per organization, ordered, each of one of five kinds.

use super::Result;
use crate::entities::states::StatusKind;
use crate::entities::status;
use crate::model::OrgId;
use sea_orm::{ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};

/// The label's message (`new-org-status-…`: "Submitted" in English), kind, color and roadmap
/// flag of the statuses a new organization starts with. The first is the default of new posts.
const DEFAULTS: [(&str, StatusKind, &str, bool); 6] = [
    ("new-org-status-submitted", StatusKind::UnderReview, "#6b7280", false),
    ("new-org-status-under-review", StatusKind::UnderReview, "#d97706", false),
    ("new-org-status-planned", StatusKind::Planned, "#2563eb", true),
    ("new-org-status-in-progress", StatusKind::InProgress, "#7c3aed", true),
    ("new-org-status-completed", StatusKind::Completed, "#059669", true),
    ("new-org-status-closed", StatusKind::Closed, "#dc2626", false),
];

/// The six statuses of decisions.md, labelled in `language` (English: as decisions.md names
/// them).
pub async fn create_defaults(conn: &impl ConnectionTrait, organization_id: OrgId, language: crate::model::Locale) -> Result<()> {
    let rows = DEFAULTS.iter().enumerate().map(|(position, (message, kind, color, on_roadmap))| {
        let label = crate::i18n::text(language, message, &[]);
        status::ActiveModel {
            organization_id: Set(organization_id),
            label_key: Set(label.to_lowercase()),
            label: Set(label),
            kind: Set(*kind),
            color: Set((*color).to_owned()),
            position: Set(position as i32),
            on_roadmap: Set(*on_roadmap),
            is_default: Set(position == 0),
            roadmap_position: Set(position as i32),
            ..Default::default()
        }
    });
    status::Entity::insert_many(rows).exec(conn).await?;
    Ok(())
}

/// Every status of the organization, in board order. Small: one query per page is fine.
pub async fn list(conn: &impl ConnectionTrait, organization_id: OrgId) -> Result<Vec<status::Model>> {
    Ok(status::Entity::find()
        .filter(status::Column::OrganizationId.eq(organization_id))
        .order_by_asc(status::Column::Position)
        .order_by_asc(status::Column::Id)
        .all(conn)
        .await?)
}

/// Every status of the organization, from the read cache.
pub async fn cached(db: &super::Db, organization_id: OrgId) -> Result<Vec<status::Model>> {
    db.caches()
        .statuses
        .get_or_load(crate::store::cache::Of::Posts(organization_id), organization_id, list(db.conn(), organization_id))
        .await
}

/// The status new posts get.
pub async fn default_status(conn: &impl ConnectionTrait, organization_id: OrgId) -> Result<status::Model> {
    let statuses = list(conn, organization_id).await?;
    statuses
        .iter()
        .find(|s| s.is_default)
        .or_else(|| statuses.first())
        .cloned()
        .ok_or_else(|| super::Error::Internal(format!("organization {organization_id} has no statuses")))
}

/// A status named by its label (case-insensitive) or by its kind (the first of that kind).
pub fn resolve<'a>(statuses: &'a [status::Model], name: &str) -> Option<&'a status::Model> {
    let name = name.trim();
    statuses
        .iter()
        .find(|s| s.label.eq_ignore_ascii_case(name))
        .or_else(|| StatusKind::parse(&name.to_ascii_lowercase()).and_then(|kind| statuses.iter().find(|s| s.kind == kind)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{organizations, testing};

    #[tokio::test]
    async fn new_organizations_get_the_six_default_statuses() {
        let db = testing::db().await;
        let org = organizations::tests::create_acme(&db).await;
        let statuses = list(db.conn(), org.organization.id).await.unwrap();
        let labels: Vec<_> = statuses.iter().map(|s| s.label.as_str()).collect();
        assert_eq!(labels, ["Submitted", "Under Review", "Planned", "In Progress", "Completed", "Closed"]);
        let roadmap: Vec<_> = statuses.iter().filter(|s| s.on_roadmap).map(|s| s.kind.name()).collect();
        assert_eq!(roadmap, ["planned", "in_progress", "completed"]);
        assert_eq!(default_status(db.conn(), org.organization.id).await.unwrap().label, "Submitted");
    }

    #[tokio::test]
    async fn statuses_resolve_by_label_or_by_kind() {
        let db = testing::db().await;
        let org = organizations::tests::create_acme(&db).await;
        let statuses = list(db.conn(), org.organization.id).await.unwrap();
        assert_eq!(resolve(&statuses, "in progress").unwrap().label, "In Progress");
        assert_eq!(resolve(&statuses, "closed").unwrap().label, "Closed");
        assert_eq!(resolve(&statuses, "under_review").unwrap().label, "Submitted");
        assert!(resolve(&statuses, "shipped").is_none());
    }
}
