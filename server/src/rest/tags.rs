//! `/api/v3/tags`: the organization's tags. Reading needs the API key; writing a team token.

use super::documented::{Invalid, KeyRefusals, Malformed, MalformedBodyOrPath, MalformedPath, NotFound, TokenRefusals, TooLarge};
use super::input::{Payload, Type};
use super::shapes::Deleted;
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
        Self { id: t.id.get(), name: t.name, color: t.color, created_at: app::domain::time::iso_utc(t.created_at) }
    }
}

#[derive(Serialize, ToSchema)]
pub struct TagList {
    pub success: bool,
    pub tags: Vec<Tag>,
}

/// Body of creating a tag.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct TagBody {
    /// 1–40 characters once trimmed, unique in the organization ignoring case.
    #[schema(min_length = 1, max_length = 40, pattern = r"[^\s\u0085]")]
    name: String,
    /// `#rrggbb` or `#rgb`, `#` optional; empty or absent: `#6b7280`.
    #[schema(pattern = r"^(#?([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}))?$")]
    color: Option<String>,
}

/// Body of changing a tag; fields left out stay as they are.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct TagChange {
    /// 1–40 characters once trimmed, unique in the organization ignoring case.
    #[schema(min_length = 1, max_length = 40, pattern = r"[^\s\u0085]")]
    name: Option<String>,
    /// `#rrggbb` or `#rgb`, `#` optional.
    #[schema(pattern = r"^#?([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$")]
    color: Option<String>,
}

const FIELDS: &[(&str, Type)] = &[("name", Type::String), ("color", Type::String)];

/// Every tag of the organization, by name.
#[utoipa::path(get, path = "/tags", tag = "Tags", operation_id = "list_tags",
    security(("api_key" = [])),
    responses((status = 200, body = TagList), KeyRefusals))]
pub async fn list(State(state): State<AppState>, ApiOrg(org): ApiOrg) -> Result<Json<TagList>, ApiError> {
    let all = tags::list(state.db.conn(), org.id).await?;
    Ok(Json(TagList { success: true, tags: all.into_iter().map(Tag::from).collect() }))
}

/// Creates a tag; a team member's token. A name taken already (ignoring case): 422.
#[utoipa::path(post, path = "/tags", tag = "Tags", operation_id = "create_tag",
    security(("api_key" = [], "user_token" = [])),
    request_body(content = inline(TagBody), content_type = "application/json"),
    responses((status = 201, body = Tag), Malformed, TokenRefusals, TooLarge, Invalid))]
pub async fn create(State(state): State<AppState>, ApiUser { org, actor }: ApiUser, payload: Payload) -> Result<(StatusCode, Json<Tag>), ApiError> {
    payload.expect(FIELDS)?;
    let name = payload.required_string("name")?;
    let created = tags::create(&state.db, org.id, &actor, &name, payload.string("color")?.as_deref()).await?;
    Ok((StatusCode::CREATED, Json(created.into())))
}

/// Renames or recolours a tag; a team member's token. A name taken already (ignoring case): 422.
#[utoipa::path(put, path = "/tags/{id}", tag = "Tags", operation_id = "update_tag",
    security(("api_key" = [], "user_token" = [])),
    params(("id" = i64, Path, description = "The tag's id")),
    request_body(content = inline(TagChange), content_type = "application/json"),
    responses((status = 200, body = Tag), MalformedBodyOrPath, TokenRefusals, NotFound, TooLarge, Invalid))]
pub async fn update(State(state): State<AppState>, ApiUser { org, actor }: ApiUser, Path(id): Path<String>, payload: Payload) -> Result<Json<Tag>, ApiError> {
    let id = super::path_id(&id, "Tag")?;
    payload.expect(FIELDS)?;
    let updated = tags::update(&state.db, org.id, &actor, id, payload.string("name")?.as_deref(), payload.string("color")?.as_deref()).await?;
    Ok(Json(updated.into()))
}

/// Deletes a tag and takes it off its posts; a team member's token.
#[utoipa::path(delete, path = "/tags/{id}", tag = "Tags", operation_id = "delete_tag",
    security(("api_key" = [], "user_token" = [])),
    params(("id" = i64, Path, description = "The tag's id")),
    responses((status = 200, body = Deleted), MalformedPath, TokenRefusals, NotFound))]
pub async fn delete(State(state): State<AppState>, ApiUser { org, actor }: ApiUser, Path(id): Path<String>) -> Result<Json<Deleted>, ApiError> {
    let id = super::path_id(&id, "Tag")?;
    let deleted = tags::delete(&state.db, org.id, &actor, id).await?;
    Ok(Json(Deleted { success: true, id: deleted.id.get() }))
}
