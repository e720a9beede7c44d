//! `GET /organizations/info` (first generation).

use super::{AllowPrivate, ApiError, ApiOrg};
use app::domain::buckets;
use app::state::AppState;
use axum::Json;
use axum::extract::State;
use serde::Serialize;

#[derive(Debug, Serialize)]
pub struct OrganizationInfo {
    pub success: bool,
    pub organization: Organization,
    pub buckets: Vec<BucketSummary>,
}

#[derive(Debug, Serialize)]
pub struct Organization {
    pub id: i64,
    pub name: String,
    pub display_name: String,
    pub description: String,
    pub url: Option<String>,
    pub profile: Option<String>,
}

#[derive(Debug, Serialize)]
pub struct BucketSummary {
    pub id: i64,
    pub name: String,
    pub default: bool,
}

/// The organization and its buckets; private buckets only with `ALLOW-PRIVATE: true`.
pub async fn info(
    State(state): State<AppState>,
    ApiOrg(org): ApiOrg,
    AllowPrivate(allow_private): AllowPrivate,
) -> Result<Json<OrganizationInfo>, ApiError> {
    let buckets = buckets::list(state.db.conn(), org.id, allow_private).await?;
    Ok(Json(OrganizationInfo {
        success: true,
        organization: Organization {
            id: org.id,
            name: org.name,
            display_name: org.display_name,
            description: org.description,
            url: org.url,
            profile: org.profile_picture,
        },
        buckets: buckets
            .into_iter()
            .map(|b| BucketSummary { id: b.id, name: b.name, default: b.is_default })
            .collect(),
    }))
}
