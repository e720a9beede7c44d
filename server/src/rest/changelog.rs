//! `/api/v3/changelog`: the organization's changelog entries. Reading needs the API key (the
//! organization's server sees drafts too); writing a team member's token.

use super::documented::{Invalid, KeyRefusals, Malformed, MalformedBodyOrPath, MalformedPath, NotFound, PageQuery, TokenRefusals, TooLarge};
use super::input::{Payload, QueryPairs, Type};
use super::shapes::Deleted;
use super::{ApiError, ApiOrg, ApiUser};
use app::domain::changelog::{self, Entry, EntryInput};
use app::domain::time::iso_utc;
use app::entities::organization;
use app::model::PostId;
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
            feature_request_ids: post_ids.into_iter().map(i64::from).collect(),
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

/// Body of writing an entry.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct ChangelogBody {
    /// 1–200 characters once trimmed.
    #[schema(min_length = 1, max_length = 200, pattern = r"[^\s\u0085]")]
    title: String,
    /// Markdown (CommonMark, tables, strikethrough); HTML in it is sanitized. At most 100,000 bytes.
    body: Option<String>,
    /// The posts it ships: posts of the organization (422 otherwise), at most 100 different ones.
    feature_request_ids: Option<Vec<i64>>,
    /// `true` publishes it (its posts' followers are told, the first time). Default false.
    published: Option<bool>,
    /// With `published: true`: move its posts to the organization's first status of the kind
    /// `completed` (422 when there is none).
    mark_completed: Option<bool>,
}

/// Body of changing an entry; fields left out stay as they are.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct ChangelogChange {
    /// 1–200 characters once trimmed.
    #[schema(min_length = 1, max_length = 200, pattern = r"[^\s\u0085]")]
    title: Option<String>,
    /// Markdown (CommonMark, tables, strikethrough); HTML in it is sanitized. At most 100,000 bytes.
    body: Option<String>,
    /// The posts it ships, replacing those it named: posts of the organization (422 otherwise),
    /// at most 100 different ones.
    feature_request_ids: Option<Vec<i64>>,
    /// `true` publishes it (its posts' followers are told, the first time it is published);
    /// `false` takes it back to a draft.
    published: Option<bool>,
    /// With `published: true`: move its posts to the organization's first status of the kind
    /// `completed` (422 when there is none).
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
        post_ids: payload.ints("feature_request_ids")?.map(|ids| ids.into_iter().map(PostId).collect()),
        published: payload.bool("published")?,
        complete_posts: payload.bool("mark_completed")?.unwrap_or(false),
    })
}

#[utoipa::path(get, path = "/changelog", tag = "Changelog", operation_id = "list_changelog_entries",
    description = "Every entry, drafts too, newest first.",
    security(("api_key" = [])),
    params(PageQuery),
    responses((status = 200, body = ChangelogList), KeyRefusals, Invalid))]
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

#[utoipa::path(get, path = "/changelog/{id}", tag = "Changelog", operation_id = "get_changelog_entry",
    security(("api_key" = [])),
    params(("id" = i64, Path, description = "The entry's id")),
    responses((status = 200, body = ChangelogEntry), MalformedPath, KeyRefusals, NotFound))]
pub async fn get(State(state): State<AppState>, ApiOrg(org): ApiOrg, Path(id): Path<String>) -> Result<Json<ChangelogEntry>, ApiError> {
    let id = super::path_id(&id, "Changelog entry")?;
    let entry = changelog::get(state.db.conn(), org.id, id).await?;
    Ok(Json(ChangelogEntry::new(entry, &state.settings.public_url, &org)))
}

#[utoipa::path(post, path = "/changelog", tag = "Changelog", operation_id = "create_changelog_entry",
    description = "Writes an entry: a draft, or published at once with `published: true`. A team member's token.",
    security(("api_key" = [], "user_token" = [])),
    request_body(content = inline(ChangelogBody), content_type = "application/json"),
    responses((status = 201, body = ChangelogEntry), Malformed, TokenRefusals, TooLarge, Invalid))]
pub async fn create(State(state): State<AppState>, ApiUser { org, actor }: ApiUser, payload: Payload) -> Result<(StatusCode, Json<ChangelogEntry>), ApiError> {
    let input = input(&payload)?;
    let created = changelog::create(&state.db, org.id, &actor, input).await?;
    Ok((StatusCode::CREATED, Json(ChangelogEntry::new(created, &state.settings.public_url, &org))))
}

#[utoipa::path(put, path = "/changelog/{id}", tag = "Changelog", operation_id = "update_changelog_entry",
    description = "Changes an entry; fields left out stay as they are. A team member's token.",
    security(("api_key" = [], "user_token" = [])),
    params(("id" = i64, Path, description = "The entry's id")),
    request_body(content = inline(ChangelogChange), content_type = "application/json"),
    responses((status = 200, body = ChangelogEntry), MalformedBodyOrPath, TokenRefusals, NotFound, TooLarge, Invalid))]
pub async fn update(
    State(state): State<AppState>,
    ApiUser { org, actor }: ApiUser,
    Path(id): Path<String>,
    payload: Payload,
) -> Result<Json<ChangelogEntry>, ApiError> {
    let id = super::path_id(&id, "Changelog entry")?;
    let input = input(&payload)?;
    let updated = changelog::update(&state.db, org.id, &actor, id, input).await?;
    Ok(Json(ChangelogEntry::new(updated, &state.settings.public_url, &org)))
}

#[utoipa::path(delete, path = "/changelog/{id}", tag = "Changelog", operation_id = "delete_changelog_entry",
    description = "A team member's token.",
    security(("api_key" = [], "user_token" = [])),
    params(("id" = i64, Path, description = "The entry's id")),
    responses((status = 200, body = Deleted), MalformedPath, TokenRefusals, NotFound))]
pub async fn delete(State(state): State<AppState>, ApiUser { org, actor }: ApiUser, Path(id): Path<String>) -> Result<Json<Deleted>, ApiError> {
    let id = super::path_id(&id, "Changelog entry")?;
    let deleted = changelog::delete(&state.db, org.id, &actor, id).await?;
    Ok(Json(Deleted { success: true, id: deleted.id }))
}
