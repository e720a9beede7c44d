//! `/api/v3/tags`: the organization's tags. Reading needs the API key; writing a team token.

use super::input::{Payload, Type};
use super::{ApiError, ApiOrg, ApiUser};
use app::domain::tags;
use app::entities::tag;
use app::state::AppState;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Serialize, ToSchema)]
pub struct Tag {
    pub id: i64,
    pub name: String,
    /// `#rrggbb`
    pub color: String,
    pub created_at: String,
}

impl From<tag::Model> for Tag {
    fn from(t: tag::Model) -> Self {
        Self { id: t.id, name: t.name, color: t.color, created_at: app::domain::time::iso_utc(t.created_at) }
    }
}

#[derive(Serialize, ToSchema)]
pub struct TagList {
    pub success: bool,
    pub tags: Vec<Tag>,
}

/// Body of creating or changing a tag.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct TagBody {
    /// 1–40 characters, unique in the organization ignoring case (required to create).
    name: Option<String>,
    /// `#rrggbb` (default `#6b7280`).
    color: Option<String>,
}

const FIELDS: &[(&str, Type)] = &[("name", Type::String), ("color", Type::String)];

#[utoipa::path(get, path = "/tags", tag = "Tags",
    params(("API-KEY" = String, Header)),
    responses((status = 200, body = TagList), (status = 401, body = super::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ApiOrg(org): ApiOrg) -> Result<Json<TagList>, ApiError> {
    let all = tags::list(state.db.conn(), org.id).await?;
    Ok(Json(TagList { success: true, tags: all.into_iter().map(Tag::from).collect() }))
}

#[utoipa::path(post, path = "/tags", tag = "Tags",
    params(("API-KEY" = String, Header), ("Authorization" = String, Header, description = "a team member's token")),
    request_body(content = inline(TagBody), content_type = "application/json"),
    responses((status = 201, body = Tag), (status = 401, body = super::ErrorBody), (status = 403, body = super::ErrorBody), (status = 422, body = super::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ApiUser { org, actor }: ApiUser, payload: Payload) -> Result<(StatusCode, Json<Tag>), ApiError> {
    payload.expect(FIELDS)?;
    let name = payload.required_string("name")?;
    let created = tags::create(&state.db, org.id, &actor, &name, payload.string("color")?.as_deref()).await?;
    Ok((StatusCode::CREATED, Json(created.into())))
}

#[utoipa::path(put, path = "/tags/{id}", tag = "Tags",
    params(("id" = i64, Path), ("API-KEY" = String, Header), ("Authorization" = String, Header, description = "a team member's token")),
    request_body(content = inline(TagBody), content_type = "application/json"),
    responses((status = 200, body = Tag), (status = 401, body = super::ErrorBody), (status = 403, body = super::ErrorBody), (status = 404, body = super::ErrorBody), (status = 422, body = super::ErrorBody)))]
pub async fn update(State(state): State<AppState>, ApiUser { org, actor }: ApiUser, Path(id): Path<String>, payload: Payload) -> Result<Json<Tag>, ApiError> {
    let id = super::path_id(&id, "Tag")?;
    payload.expect(FIELDS)?;
    let updated = tags::update(&state.db, org.id, &actor, id, payload.string("name")?.as_deref(), payload.string("color")?.as_deref()).await?;
    Ok(Json(updated.into()))
}

#[derive(Serialize, ToSchema)]
pub struct Deleted {
    pub success: bool,
    pub id: i64,
}

#[utoipa::path(delete, path = "/tags/{id}", tag = "Tags",
    params(("id" = i64, Path), ("API-KEY" = String, Header), ("Authorization" = String, Header, description = "a team member's token")),
    responses((status = 200, body = Deleted), (status = 401, body = super::ErrorBody), (status = 403, body = super::ErrorBody), (status = 404, body = super::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ApiUser { org, actor }: ApiUser, Path(id): Path<String>) -> Result<Json<Deleted>, ApiError> {
    let id = super::path_id(&id, "Tag")?;
    let deleted = tags::delete(&state.db, org.id, &actor, id).await?;
    Ok(Json(Deleted { success: true, id: deleted.id }))
}
