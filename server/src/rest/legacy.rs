//! The first-generation endpoints: organization info, submit and latest posts.

use super::documented::{Invalid, KeyRefusals, Malformed, NotAnImage, NotFound, PageQuery, PrivateAccess, PrivateBucket, TooLarge};
use super::input::{Payload, QueryPairs, Type};
use super::posts::{find_or_create_user, links};
use super::shapes::LegacyPost;
use super::{AllowPrivate, ApiError, ApiOrg};
use app::domain::buckets;
use app::domain::posts::{self, ListFilter, ListSort, Submission};
use app::entities::{organization, user};
use app::model::{BucketId, Email};
use app::said;
use app::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
pub struct OrganizationInfo {
    pub success: bool,
    pub organization: Organization,
    pub buckets: Vec<BucketSummary>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Organization {
    pub id: i64,
    pub name: String,
    pub display_name: String,
    pub description: String,
    pub url: Option<String>,
    /// The profile picture's address.
    pub profile: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BucketSummary {
    pub id: i64,
    pub name: String,
    pub default: bool,
}

/// The organization and its buckets; private buckets only with `ALLOW-PRIVATE: true`.
#[utoipa::path(get, path = "/organizations/info", tag = "First generation", operation_id = "get_organization_info",
    security(("api_key" = [])),
    params(PrivateAccess),
    responses((status = 200, body = OrganizationInfo), KeyRefusals))]
pub async fn info(State(state): State<AppState>, ApiOrg(org): ApiOrg, AllowPrivate(allow_private): AllowPrivate) -> Result<Json<OrganizationInfo>, ApiError> {
    let buckets = buckets::list(state.db.conn(), org.id, allow_private).await?;
    Ok(Json(OrganizationInfo {
        success: true,
        organization: Organization {
            id: org.id.get(),
            name: org.name,
            display_name: org.display_name,
            description: org.description,
            url: org.url,
            profile: org.profile_picture,
        },
        buckets: buckets.into_iter().map(|b| BucketSummary { id: b.id.get(), name: b.name, default: b.is_default }).collect(),
    }))
}

async fn legacy_posts(state: &AppState, org: &organization::Model, views: Vec<posts::PostView>) -> Result<Vec<LegacyPost>, ApiError> {
    let ids = views.iter().map(|v| v.post.id).collect();
    let mut attachments = posts::attachment_urls(state.db.conn(), &state.storage, ids).await?;
    let links = links(state, org);
    Ok(views
        .into_iter()
        .map(|v| {
            let urls = attachments.remove(&v.post.id).unwrap_or_default();
            LegacyPost::new(v, urls, links)
        })
        .collect())
}

/// The user a first-generation post is submitted as when no e-mail is given: the
/// organization itself, under its display name.
async fn organization_user(state: &AppState, org: &organization::Model) -> Result<user::Model, ApiError> {
    let email = Email::parse(&format!("organization@{}.upboard.invalid", org.name)).map_err(|e| ApiError::from(app::domain::Error::Internal(e)))?;
    find_or_create_user(&state.db, org, &email, &org.display_name).await
}

/// A bucket's name (any letter case) or id.
#[derive(Serialize, ToSchema)]
#[serde(untagged)]
#[allow(dead_code)]
enum BucketNameOrId {
    Name(String),
    Id(i64),
}

/// Body of the first-generation submit.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct SubmitBody {
    /// 1–255 characters once trimmed.
    #[schema(min_length = 1, max_length = 255, pattern = r"[^\s\u0085]")]
    title: String,
    /// HTML allowed; sanitized. At most 100,000 bytes.
    description: Option<String>,
    /// The default bucket when absent or blank.
    #[schema(inline)]
    bucket: Option<BucketNameOrId>,
    /// The person the post is submitted for (created as a customer when new); the organization
    /// itself when absent or blank.
    #[schema(schema_with = super::documented::email_or_empty_or_null)]
    email: Option<String>,
    /// The name of a person new to the organization (at most 120 characters); ignored otherwise.
    #[schema(max_length = 120)]
    name: Option<String>,
}

/// The submit as a form: its fields as text, and images.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct SubmitForm {
    #[schema(min_length = 1, max_length = 255, pattern = r"[^\s\u0085]")]
    title: String,
    #[schema(required = false)]
    description: String,
    /// A bucket's name (any letter case) or id.
    #[schema(required = false)]
    bucket: String,
    #[schema(schema_with = super::documented::email_or_empty, required = false)]
    email: String,
    #[schema(max_length = 120, required = false)]
    name: String,
    /// Up to 5 JPEG, PNG or GIF images of at most 10 MB each, appended to the description.
    #[schema(rename = "attachments[]", value_type = Vec<String>, format = Binary, max_items = 5, required = false)]
    attachments: Vec<u8>,
}

/// Submits a post in the first-generation shape, for the person `email` names or for the
/// organization.
#[utoipa::path(post, path = "/feature_requests/submit", tag = "First generation", operation_id = "submit_post",
    security(("api_key" = [])),
    params(PrivateAccess),
    request_body(content(
        (inline(SubmitBody) = "application/json"),
        (inline(SubmitForm) = "multipart/form-data"),
    )),
    responses((status = 201, body = LegacyPost), Malformed, KeyRefusals, PrivateBucket, NotFound, TooLarge, NotAnImage, Invalid))]
pub async fn submit(
    State(state): State<AppState>,
    ApiOrg(org): ApiOrg,
    AllowPrivate(allow_private): AllowPrivate,
    mut payload: Payload,
) -> Result<(StatusCode, Json<LegacyPost>), ApiError> {
    payload.expect(&[("title", Type::String), ("description", Type::String), ("bucket", Type::NameOrId), ("email", Type::String), ("name", Type::String)])?;
    let title = payload.required_string("title")?;
    let description = payload.string("description")?;
    let all = buckets::list(state.db.conn(), org.id, true).await?;
    let named = match payload.fields.get("bucket") {
        Some(serde_json::Value::Number(id)) => Some(id.to_string()),
        Some(serde_json::Value::String(name)) => Some(name.trim().to_owned()),
        _ => None,
    };
    let bucket = match named.filter(|b| !b.is_empty()) {
        None => buckets::default_bucket(state.db.conn(), org.id).await?,
        Some(named) => all
            .iter()
            .find(|b| b.name.eq_ignore_ascii_case(&named))
            .or_else(|| named.parse::<BucketId>().ok().and_then(|id| all.iter().find(|b| b.id == id)))
            .cloned()
            .ok_or_else(|| ApiError::not_found(format!("Bucket {named} was not found.")))?,
    };
    // A name the document refuses is refused even when nobody is named to carry it.
    let name = payload.string("name")?.unwrap_or_default();
    app::domain::users::check_name(&name)?;
    let submitter = match payload.string("email")?.map(|e| e.trim().to_owned()).filter(|e| !e.is_empty()) {
        Some(email) => {
            let email = Email::parse(&email).map_err(|_| ApiError::from(app::domain::Error::invalid(said!("said-x-is-invalid", field = "email"))))?;
            find_or_create_user(&state.db, &org, &email, &name).await?
        }
        None => organization_user(&state, &org).await?,
    };
    let post = posts::submit(
        &state.db,
        &state.storage,
        Submission {
            org: &org,
            // The organization's own server, with its key alone: its posts skip approval.
            asker: app::domain::access::Asker::api(allow_private, None),
            submitter: &submitter,
            bucket_id: bucket.id,
            title: &title,
            description: description.as_deref(),
            uploads: std::mem::take(&mut payload.files),
        },
    )
    .await?;
    let mut shaped = legacy_posts(&state, &org, posts::views(&state.db, org.id, vec![post]).await?).await?;
    let post = shaped.pop().ok_or_else(|| ApiError::not_found("The post was not found."))?;
    Ok((StatusCode::CREATED, Json(post)))
}

#[derive(Serialize, ToSchema)]
pub struct LatestPosts {
    pub success: bool,
    pub feature_requests: Vec<LegacyPost>,
    pub meta: super::input::Meta,
}

/// The newest visible posts, first-generation shape.
#[utoipa::path(get, path = "/feature_requests/latest", tag = "First generation", operation_id = "list_latest_posts",
    security(("api_key" = [])),
    params(PrivateAccess, PageQuery),
    responses((status = 200, body = LatestPosts), KeyRefusals, Invalid))]
pub async fn latest(
    State(state): State<AppState>,
    ApiOrg(org): ApiOrg,
    AllowPrivate(allow_private): AllowPrivate,
    query: QueryPairs,
) -> Result<Json<LatestPosts>, ApiError> {
    let paging = query.paging("per_page")?;
    let filter = ListFilter { sort: ListSort::LatestCreated, ..Default::default() };
    let (rows, total) = posts::list(&state.db, org.id, &filter, allow_private, paging.page, paging.per_page).await?;
    Ok(Json(LatestPosts {
        success: true,
        feature_requests: legacy_posts(&state, &org, posts::views_with(&state.db, org.id, rows).await?).await?,
        meta: paging.meta(total),
    }))
}
