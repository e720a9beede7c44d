//! `/api/v3/changelog`: the organization's changelog entries. Reading needs the API key (the
//! organization's server sees drafts too); writing a team member's token.

use super::input::{Payload, QueryPairs, Type};
use super::{ApiError, ApiOrg, ApiUser};
use app::domain::changelog::{self, Entry, EntryInput};
use app::domain::time::iso_utc;
use app::entities::organization;
use app::state::AppState;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Serialize, ToSchema)]
pub struct ChangelogEntry {
    pub id: i64,
    pub title: String,
    /// Markdown, as written.
    pub body: String,
    /// The body as sanitized HTML.
    pub body_html: String,
    pub published: bool,
    /// When it was first published (null: never).
    pub published_at: Option<String>,
    /// Its page (also for drafts: it answers 404 until published).
    pub url: String,
    /// The posts it shipped.
    pub feature_request_ids: Vec<i64>,
    pub created_at: String,
    pub updated_at: String,
}

impl ChangelogEntry {
    pub fn new(Entry { entry, post_ids }: Entry, public_url: &str, org: &organization::Model) -> Self {
        Self {
            url: format!("{}/{}/changelog/{}", public_url.trim_end_matches('/'), org.name, entry.id),
            id: entry.id,
            title: entry.title,
            body: entry.body,
            body_html: entry.body_html,
            published: entry.published,
            published_at: entry.published_at.map(iso_utc),
            feature_request_ids: post_ids,
            created_at: iso_utc(entry.created_at),
            updated_at: iso_utc(entry.updated_at),
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct ChangelogList {
    pub success: bool,
    /// Newest first.
    pub entries: Vec<ChangelogEntry>,
    pub page: u64,
    pub per_page: u64,
    pub has_more: bool,
}

/// Body of writing or changing an entry.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct ChangelogBody {
    /// 1–200 characters (required to create).
    title: Option<String>,
    /// Markdown (CommonMark, tables, strikethrough); HTML in it is sanitized.
    body: Option<String>,
    /// The posts it ships (replacing those it named).
    feature_request_ids: Option<Vec<i64>>,
    /// `true` publishes it (its posts' followers are told, the first time); `false` keeps it, or takes it back to, a draft. Default false.
    published: Option<bool>,
    /// With `published: true`: move its posts to the organization's first status of the kind `completed`.
    mark_completed: Option<bool>,
}

const FIELDS: &[(&str, Type)] = &[
    ("title", Type::String),
    ("body", Type::String),
    ("feature_request_ids", Type::Integers),
    ("published", Type::Boolean),
    ("mark_completed", Type::Boolean),
];

fn input(payload: &Payload) -> Result<EntryInput, ApiError> {
    payload.expect(FIELDS)?;
    Ok(EntryInput {
        title: payload.string("title")?,
        body: payload.string("body")?,
        post_ids: payload.ints("feature_request_ids")?,
        published: payload.bool("published")?,
        complete_posts: payload.bool("mark_completed")?.unwrap_or(false),
    })
}

#[utoipa::path(get, path = "/changelog", tag = "Changelog",
    description = "Every entry, drafts too, newest first.",
    params(("API-KEY" = String, Header), ("page" = Option<u64>, Query), ("per_page" = Option<u64>, Query, description = "1..100, default 30")),
    responses((status = 200, body = ChangelogList), (status = 401, body = super::ErrorBody), (status = 422, body = super::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ApiOrg(org): ApiOrg, query: QueryPairs) -> Result<Json<ChangelogList>, ApiError> {
    let paging = query.paging("per_page")?;
    let (entries, has_more) = changelog::list_all(state.db.conn(), org.id, paging.page, paging.per_page).await?;
    let public_url = &state.settings.public_url;
    Ok(Json(ChangelogList {
        success: true,
        entries: entries.into_iter().map(|e| ChangelogEntry::new(e, public_url, &org)).collect(),
        page: paging.page,
        per_page: paging.per_page,
        has_more,
    }))
}

#[utoipa::path(get, path = "/changelog/{id}", tag = "Changelog",
    params(("id" = i64, Path), ("API-KEY" = String, Header)),
    responses((status = 200, body = ChangelogEntry), (status = 401, body = super::ErrorBody), (status = 404, body = super::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ApiOrg(org): ApiOrg, Path(id): Path<String>) -> Result<Json<ChangelogEntry>, ApiError> {
    let id = super::path_id(&id, "Changelog entry")?;
    let entry = changelog::get(state.db.conn(), org.id, id).await?;
    Ok(Json(ChangelogEntry::new(entry, &state.settings.public_url, &org)))
}

#[utoipa::path(post, path = "/changelog", tag = "Changelog",
    description = "Writes an entry: a draft, or published at once with `published: true`.",
    params(("API-KEY" = String, Header), ("Authorization" = String, Header, description = "a team member's token")),
    request_body(content = inline(ChangelogBody), content_type = "application/json"),
    responses((status = 201, body = ChangelogEntry), (status = 401, body = super::ErrorBody), (status = 403, body = super::ErrorBody), (status = 422, body = super::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ApiUser { org, actor }: ApiUser, payload: Payload) -> Result<(StatusCode, Json<ChangelogEntry>), ApiError> {
    let input = input(&payload)?;
    let created = changelog::create(&state.db, org.id, &actor, input).await?;
    Ok((StatusCode::CREATED, Json(ChangelogEntry::new(created, &state.settings.public_url, &org))))
}

#[utoipa::path(put, path = "/changelog/{id}", tag = "Changelog",
    description = "Changes an entry; fields left out stay as they are.",
    params(("id" = i64, Path), ("API-KEY" = String, Header), ("Authorization" = String, Header, description = "a team member's token")),
    request_body(content = inline(ChangelogBody), content_type = "application/json"),
    responses((status = 200, body = ChangelogEntry), (status = 401, body = super::ErrorBody), (status = 403, body = super::ErrorBody), (status = 404, body = super::ErrorBody), (status = 422, body = super::ErrorBody)))]
pub async fn update(State(state): State<AppState>, ApiUser { org, actor }: ApiUser, Path(id): Path<String>, payload: Payload) -> Result<Json<ChangelogEntry>, ApiError> {
    let id = super::path_id(&id, "Changelog entry")?;
    let input = input(&payload)?;
    let updated = changelog::update(&state.db, org.id, &actor, id, input).await?;
    Ok(Json(ChangelogEntry::new(updated, &state.settings.public_url, &org)))
}

#[derive(Serialize, ToSchema)]
pub struct Deleted {
    pub success: bool,
    pub id: i64,
}

#[utoipa::path(delete, path = "/changelog/{id}", tag = "Changelog",
    params(("id" = i64, Path), ("API-KEY" = String, Header), ("Authorization" = String, Header, description = "a team member's token")),
    responses((status = 200, body = Deleted), (status = 401, body = super::ErrorBody), (status = 403, body = super::ErrorBody), (status = 404, body = super::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, ApiUser { org, actor }: ApiUser, Path(id): Path<String>) -> Result<Json<Deleted>, ApiError> {
    let id = super::path_id(&id, "Changelog entry")?;
    let deleted = changelog::delete(&state.db, org.id, &actor, id).await?;
    Ok(Json(Deleted { success: true, id: deleted.id }))
}
