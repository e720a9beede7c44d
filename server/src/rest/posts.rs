//! Posts (feature requests), current generation: create, read, update, list, on behalf, votes.

use super::documented::{
    ApprovalStatus, Invalid, KeyRefusals, Malformed, MalformedBodyOrPath, MalformedPath, NotAnImage, NotFound, PageQuery, PrivateAccess, PrivateBucket,
    TokenRefusals, TooLarge,
};
use super::input::{Payload, QueryPairs, Type};
use super::shapes::{Links, Post};
use super::{AllowPrivate, ApiError, ApiOrg, ApiUser};
use app::domain::access::Asker;
use app::domain::posts::{self, ListFilter, ListSort, PostChanges, Submission};
use app::domain::votes::{self, Kind, Source};
use app::domain::{Db, access, time};
use app::entities::{organization, post};
use app::model::{BucketId, Email, PostId};
use app::said;
use app::state::AppState;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use serde::Serialize;
use utoipa::ToSchema;

pub(crate) fn links<'a>(state: &'a AppState, org: &'a organization::Model) -> Links<'a> {
    Links { public_url: &state.settings.public_url, org }
}

async fn one(state: &AppState, org: &organization::Model, post: post::Model) -> Result<Post, ApiError> {
    let view = posts::views(&state.db, org.id, vec![post]).await?.pop();
    let view = view.ok_or_else(|| ApiError::not_found("The post was not found."))?;
    Ok(Post::new(view, links(state, org)))
}

/// [`one`] for a post read with its counters, submitter and tags (its bucket and status from
/// the read caches, through `db`).
async fn one_of_row(db: &Db, state: &AppState, org: &organization::Model, row: posts::Row) -> Result<Post, ApiError> {
    let view = posts::views_with(db, org.id, vec![row]).await?.pop();
    let view = view.ok_or_else(|| ApiError::not_found("The post was not found."))?;
    Ok(Post::new(view, links(state, org)))
}

/// The fields of a new post and their types.
const POST_FIELDS: &[(&str, Type)] = &[("title", Type::String), ("description", Type::String), ("bucket_id", Type::Integer)];

/// The submission fields shared by create and on-behalf.
fn submission<'a>(
    payload: &'a mut Payload,
    org: &'a organization::Model,
    asker: app::domain::access::Asker<'a>,
    submitter: &'a app::entities::user::Model,
    title: &'a str,
    description: Option<&'a str>,
) -> Result<Submission<'a>, ApiError> {
    let bucket_id = BucketId(payload.int("bucket_id")?.ok_or_else(|| ApiError::missing("bucket_id"))?);
    Ok(Submission { org, asker, submitter, bucket_id, title, description, uploads: std::mem::take(&mut payload.files) })
}

/// Creates a post as the token's user.
#[utoipa::path(post, path = "/feature_requests", tag = "Posts", operation_id = "create_post",
    security(("api_key" = [], "user_token" = [])),
    params(PrivateAccess),
    request_body(content(
        (inline(CreatePost) = "application/json"),
        (inline(CreatePostForm) = "multipart/form-data"),
    )),
    responses((status = 201, body = Post), Malformed, TokenRefusals, NotFound, TooLarge, NotAnImage, Invalid))]
pub async fn create(
    State(state): State<AppState>,
    ApiUser { org, actor }: ApiUser,
    AllowPrivate(allow_private): AllowPrivate,
    mut payload: Payload,
) -> Result<(StatusCode, Json<Post>), ApiError> {
    payload.expect(POST_FIELDS)?;
    let title = payload.required_string("title")?;
    let description = payload.string("description")?;
    let submission = submission(&mut payload, &org, Asker::api(allow_private, Some(&actor)), &actor.user, &title, description.as_deref())?;
    let post = posts::submit(&state.db, &state.storage, submission).await?;
    Ok((StatusCode::CREATED, Json(one(&state, &org, post).await?)))
}

/// Body of create post.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct CreatePost {
    /// 1–255 characters once trimmed; gives the slug.
    #[schema(min_length = 1, max_length = 255, pattern = r"[^\s\u0085]")]
    title: String,
    /// HTML allowed; sanitized. At most 100,000 bytes.
    description: Option<String>,
    /// A bucket of the organization (404 otherwise); a private one needs `ALLOW-PRIVATE: true`.
    bucket_id: i64,
}

/// Create post as a form: its fields as text, and images.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct CreatePostForm {
    #[schema(min_length = 1, max_length = 255, pattern = r"[^\s\u0085]")]
    title: String,
    #[schema(required = false)]
    description: String,
    bucket_id: i64,
    /// Up to 5 JPEG, PNG or GIF images of at most 10 MB each, appended to the description.
    #[schema(rename = "attachments[]", value_type = Vec<String>, format = Binary, max_items = 5, required = false)]
    attachments: Vec<u8>,
}

/// Creates a post for the user `email` names (created as a customer when new); a team member's token.
#[utoipa::path(post, path = "/feature_requests/on_behalf", tag = "Posts", operation_id = "create_post_on_behalf",
    security(("api_key" = [], "user_token" = [])),
    params(PrivateAccess),
    request_body(content(
        (inline(OnBehalf) = "application/json"),
        (inline(OnBehalfForm) = "multipart/form-data"),
    )),
    responses((status = 201, body = Post), Malformed, TokenRefusals, NotFound, TooLarge, NotAnImage, Invalid))]
pub async fn on_behalf(
    State(state): State<AppState>,
    ApiUser { org, actor }: ApiUser,
    AllowPrivate(allow_private): AllowPrivate,
    mut payload: Payload,
) -> Result<(StatusCode, Json<Post>), ApiError> {
    actor.require_team()?;
    payload.expect(POST_FIELDS)?;
    payload.expect(&[("email", Type::String), ("name", Type::String)])?;
    let email = payload.required_string("email")?;
    let email = Email::parse(&email).map_err(|_| ApiError::from(app::domain::Error::invalid(said!("said-x-is-invalid", field = "email"))))?;
    let name = payload.string("name")?.unwrap_or_default();
    let title = payload.required_string("title")?;
    let description = payload.string("description")?;
    let user = find_or_create_user(&state.db, &org, &email, &name).await?;
    let submission = submission(&mut payload, &org, Asker::api(allow_private, Some(&actor)), &user, &title, description.as_deref())?;
    let post = posts::submit(&state.db, &state.storage, submission).await?;
    Ok((StatusCode::CREATED, Json(one(&state, &org, post).await?)))
}

/// Body of create on behalf: create post's fields and the user's.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct OnBehalf {
    /// 1–255 characters once trimmed.
    #[schema(min_length = 1, max_length = 255, pattern = r"[^\s\u0085]")]
    title: String,
    /// HTML allowed; sanitized. At most 100,000 bytes.
    description: Option<String>,
    bucket_id: i64,
    /// The user the post is for.
    #[schema(format = Email, max_length = 254)]
    email: String,
    /// The name of a user new to the organization (at most 120 characters); ignored otherwise.
    #[schema(max_length = 120)]
    name: Option<String>,
}

/// Create on behalf as a form: its fields as text, and images.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct OnBehalfForm {
    #[schema(min_length = 1, max_length = 255, pattern = r"[^\s\u0085]")]
    title: String,
    #[schema(required = false)]
    description: String,
    bucket_id: i64,
    #[schema(format = Email, max_length = 254)]
    email: String,
    #[schema(max_length = 120, required = false)]
    name: String,
    /// Up to 5 JPEG, PNG or GIF images of at most 10 MB each, appended to the description.
    #[schema(rename = "attachments[]", value_type = Vec<String>, format = Binary, max_items = 5, required = false)]
    attachments: Vec<u8>,
}

pub(crate) async fn find_or_create_user(db: &Db, org: &organization::Model, email: &Email, name: &str) -> Result<app::entities::user::Model, ApiError> {
    Ok(app::domain::auth::find_or_create_named(db, org.id, email, name).await?)
}

#[utoipa::path(get, path = "/feature_requests/{id}", tag = "Posts", operation_id = "get_post",
    security(("api_key" = [])),
    params(("id" = i64, Path, description = "The post's id"), PrivateAccess),
    responses((status = 200, body = Post), MalformedPath, KeyRefusals, NotFound))]
pub async fn get(
    State(state): State<AppState>,
    ApiOrg(org): ApiOrg,
    AllowPrivate(allow_private): AllowPrivate,
    Path(id): Path<String>,
) -> Result<Json<Post>, ApiError> {
    let id: PostId = super::path_id(&id, "Post")?;
    let row = posts::find_visible_row_in(&state.db, org.id, id, allow_private).await?;
    Ok(Json(one_of_row(&state.db, &state, &org, row).await?))
}

/// Changes a post: team members every field, the submitter the title, description and
/// attachments of their own post.
#[utoipa::path(put, path = "/feature_requests/{id}", tag = "Posts", operation_id = "update_post",
    security(("api_key" = [], "user_token" = [])),
    params(("id" = i64, Path, description = "The post's id"), PrivateAccess),
    request_body(content(
        (inline(UpdatePost) = "application/json"),
        (inline(UpdatePostForm) = "multipart/form-data"),
    )),
    responses((status = 200, body = Post), MalformedBodyOrPath, TokenRefusals, NotFound, TooLarge, NotAnImage, Invalid))]
pub async fn update(
    State(state): State<AppState>,
    ApiUser { org, actor }: ApiUser,
    AllowPrivate(allow_private): AllowPrivate,
    Path(id): Path<String>,
    mut payload: Payload,
) -> Result<Json<Post>, ApiError> {
    let id: PostId = super::path_id(&id, "Post")?;
    payload.expect(&[
        ("title", Type::String),
        ("description", Type::String),
        ("bucket_id", Type::Integer),
        ("approval_status", Type::String),
        ("status", Type::String),
        ("tags", Type::Strings),
    ])?;
    let changes = PostChanges {
        title: payload.string("title")?,
        description: payload.string("description")?,
        bucket_id: payload.int("bucket_id")?.map(BucketId),
        approval_status: payload.string("approval_status")?,
        status: payload.string("status")?,
        appended_html: None,
        tags: payload.strings("tags")?,
        shipped_in: None,
    };
    let uploads = std::mem::take(&mut payload.files);
    let asker = Asker::api(allow_private, Some(&actor));
    let post = posts::revise(&state.db, &state.storage, org.id, id, &asker, changes, uploads).await?;
    Ok(Json(one(&state, &org, post).await?))
}

/// Body of update post; every field optional.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct UpdatePost {
    /// 1–255 characters once trimmed; a new title gives a new slug.
    #[schema(min_length = 1, max_length = 255, pattern = r"[^\s\u0085]")]
    title: Option<String>,
    /// HTML allowed; sanitized. At most 100,000 bytes.
    description: Option<String>,
    /// Team only. A private bucket needs `ALLOW-PRIVATE: true`.
    bucket_id: Option<i64>,
    /// Team only.
    approval_status: Option<ApprovalStatus>,
    /// Team only: a status label of the organization (any letter case) or a kind (the first
    /// status of that kind); unknown: 422. A `closed` status also approves.
    status: Option<String>,
    #[schema(schema_with = super::documented::post_tags)]
    tags: Option<Vec<String>>,
}

/// Update post as a form: its fields as text, and images.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct UpdatePostForm {
    #[schema(min_length = 1, max_length = 255, pattern = r"[^\s\u0085]", required = false)]
    title: String,
    #[schema(required = false)]
    description: String,
    #[schema(required = false)]
    bucket_id: i64,
    #[schema(required = false)]
    approval_status: ApprovalStatus,
    #[schema(required = false)]
    status: String,
    #[schema(rename = "tags[]", schema_with = super::documented::post_tags_form, required = false)]
    tags: Vec<String>,
    /// Up to 5 JPEG, PNG or GIF images of at most 10 MB each, appended to the description.
    #[schema(rename = "attachments[]", value_type = Vec<String>, format = Binary, max_items = 5, required = false)]
    attachments: Vec<u8>,
}

#[derive(Serialize, ToSchema)]
pub struct PostList {
    pub success: bool,
    pub feature_requests: Vec<Post>,
    pub meta: super::input::Meta,
}

/// The visible (not hidden) posts.
#[utoipa::path(get, path = "/feature_requests", tag = "Posts", operation_id = "list_posts",
    security(("api_key" = [])),
    params(PrivateAccess, PageQuery,
        ("bucket_id" = Option<String>, Query, pattern = r"^\s*(-?[0-9]{1,18})?\s*$", description = "A bucket's id: a bucket of the organization (404 otherwise); a private one needs `ALLOW-PRIVATE: true` (403 otherwise); empty counts as absent"),
        ("approval_status" = Option<String>, Query, pattern = r"^\s*(approved|pending)?\s*$", description = "`approved` or `pending`: only posts with that approval; empty counts as absent"),
        ("submitter_emails[]" = Option<Vec<String>>, Query, description = "Posts submitted by these addresses; also `submitter_emails`, and comma-separated values"),
        ("interactor_emails[]" = Option<Vec<String>>, Query, description = "Posts these addresses submitted, voted on or commented on; also `interactor_emails`, and comma-separated values"),
        ("tags[]" = Option<Vec<String>>, Query, description = "Tag names, any letter case: posts carrying every one of them; also `tags`, and comma-separated values"),
        ("from_date" = Option<String>, Query, pattern = r"^\s*([0-9]{4}-[0-9]{2}-[0-9]{2})?\s*$", description = "A date, YYYY-MM-DD (UTC), inclusive; empty counts as absent"),
        ("to_date" = Option<String>, Query, pattern = r"^\s*([0-9]{4}-[0-9]{2}-[0-9]{2})?\s*$", description = "A date, YYYY-MM-DD (UTC), inclusive; empty counts as absent"),
        ("sort" = Option<String>, Query, pattern = r"^\s*(top|latest_created_at|oldest_created_at|latest_updated_at|oldest_updated_at|trending)?\s*$",
            description = "`top`, `latest_created_at`, `oldest_created_at`, `latest_updated_at`, `oldest_updated_at`, or `trending` (an extension: highest `trending_score` first); empty or absent: `latest_created_at`")),
    responses((status = 200, body = PostList), KeyRefusals, PrivateBucket, NotFound, Invalid))]
pub async fn list(
    State(state): State<AppState>,
    ApiOrg(org): ApiOrg,
    AllowPrivate(allow_private): AllowPrivate,
    query: QueryPairs,
) -> Result<axum::response::Response, ApiError> {
    use app::store::cache::CachedBody;
    use axum::response::IntoResponse;
    // A page is the same for every caller of the organization with the same privacy until
    // the next write: it is kept serialized for that long (at most the cache's TTL).
    let caches = state.db.caches();
    let key = format!("api-list|{allow_private}|{:?}", query.0);
    // Built once however many ask for it at once (`ResponseCache::get_or_load`).
    let of = app::store::cache::Of::Organization(org.id);
    let built = caches.responses.get_or_load(of, &org.name, key, async {
        let page = list_page(&state, &org, allow_private, &query).await?;
        let body = serde_json::to_vec(&page).map_err(|e| app::domain::Error::Internal(format!("serializing a list: {e}")))?;
        Ok::<_, ApiError>(CachedBody { content_type: "application/json", body: axum::body::Bytes::from(body), nonce: None })
    });
    Ok(([(axum::http::header::CONTENT_TYPE, "application/json")], built.await?.body).into_response())
}

async fn list_page(state: &AppState, org: &organization::Model, allow_private: bool, query: &QueryPairs) -> Result<PostList, ApiError> {
    let paging = query.paging("per_page")?;
    let sort = match query.get("sort").map(str::trim).filter(|s| !s.is_empty()) {
        None => ListSort::default(),
        Some(sort) => ListSort::parse(sort).ok_or_else(|| {
            ApiError::invalid("sort", "must be one of top, latest_created_at, oldest_created_at, latest_updated_at, oldest_updated_at, trending")
        })?,
    };
    let filter = ListFilter {
        bucket_id: query.int("bucket_id")?.map(BucketId),
        approval_status: query.get("approval_status").map(str::trim).filter(|s| !s.is_empty()).map(str::to_owned),
        submitter_emails: query.all("submitter_emails"),
        interactor_emails: query.all("interactor_emails"),
        tags: query.all("tags"),
        from: query.day("from_date")?.map(time::start_of_day),
        until: query.day("to_date")?.map(time::end_of_day),
        sort,
    };
    let (rows, total) = posts::list(&state.db, org.id, &filter, allow_private, paging.page, paging.per_page).await?;
    let links = links(state, org);
    let views = posts::views_with(&state.db, org.id, rows).await?;
    Ok(PostList { success: true, feature_requests: views.into_iter().map(|v| Post::new(v, links)).collect(), meta: paging.meta(total) })
}

fn vote_kind(payload: &Payload) -> Result<Kind, ApiError> {
    payload.expect(&[("kind", Type::String)])?;
    match payload.string("kind")?.as_deref().map(str::trim) {
        None | Some("") => Ok(Kind::Upvote),
        Some(kind) => Kind::parse(kind).ok_or_else(|| ApiError::invalid("kind", "must be upvote or downvote")),
    }
}

/// Votes on an approved, visible post as the token's user; the same vote again changes nothing,
/// the other kind switches it.
#[utoipa::path(post, path = "/feature_requests/{id}/votes", tag = "Votes", operation_id = "cast_vote",
    security(("api_key" = [], "user_token" = [])),
    params(("id" = i64, Path, description = "The post's id"), PrivateAccess),
    request_body(content = VoteBody, description = "Optional: no body is an upvote", content_type = "application/json"),
    responses((status = 201, body = Post, description = "The post with its new counts"), MalformedBodyOrPath, TokenRefusals, NotFound, TooLarge, Invalid))]
pub async fn vote(
    State(state): State<AppState>,
    ApiUser { org, actor }: ApiUser,
    AllowPrivate(allow_private): AllowPrivate,
    Path(id): Path<String>,
    payload: Payload,
) -> Result<(StatusCode, Json<Post>), ApiError> {
    let id: PostId = super::path_id(&id, "Post")?;
    let kind = vote_kind(&payload)?;
    Ok((StatusCode::CREATED, Json(vote_and_answer(state, org, actor, id, allow_private, Some(kind)).await?)))
}

/// Body of a vote.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct VoteBody {
    #[schema(schema_with = super::documented::vote_kind)]
    kind: Option<String>,
}

/// Takes the token's user's vote back.
#[utoipa::path(delete, path = "/feature_requests/{id}/votes", tag = "Votes", operation_id = "remove_vote",
    security(("api_key" = [], "user_token" = [])),
    params(("id" = i64, Path, description = "The post's id"), PrivateAccess),
    responses((status = 200, body = Post, description = "The post with its new counts"), MalformedPath, TokenRefusals, NotFound))]
pub async fn unvote(
    State(state): State<AppState>,
    ApiUser { org, actor }: ApiUser,
    AllowPrivate(allow_private): AllowPrivate,
    Path(id): Path<String>,
) -> Result<Json<Post>, ApiError> {
    let id: PostId = super::path_id(&id, "Post")?;
    Ok(Json(vote_and_answer(state, org, actor, id, allow_private, None).await?))
}

/// Changes the vote and answers with the post as the vote read it, where writes run
/// (`Db::writing`): on PostgreSQL a vote's trips to the database never wait behind the
/// readers' tasks and connections.
async fn vote_and_answer(
    state: AppState,
    org: organization::Model,
    actor: access::Actor,
    id: PostId,
    allow_private: bool,
    kind: Option<Kind>,
) -> Result<Post, ApiError> {
    let writes = state.db.clone();
    writes
        .writing(|db| async move {
            // The post was read with its submitter and tags within the vote (`apply_for_row`).
            let row = vote_change(&db, &state, &org, &actor, id, allow_private, kind).await?;
            one_of_row(&db, &state, &org, row).await
        })
        .await?
}

async fn vote_change(
    db: &Db,
    state: &AppState,
    org: &organization::Model,
    actor: &access::Actor,
    id: PostId,
    allow_private: bool,
    kind: Option<Kind>,
) -> Result<posts::Row, ApiError> {
    let change = match kind {
        Some(kind) => votes::Change::Cast(kind, Source::Api),
        None => votes::Change::Remove,
    };
    Ok(votes::apply_for_row(db, &state.live, &Asker::api(allow_private, Some(actor)), org, id, change).await?.0)
}

/// Body of a merge: the post the duplicate goes into.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct MergeBody {
    into_id: i64,
}

#[utoipa::path(post, path = "/feature_requests/{id}/merge", tag = "Posts", operation_id = "merge_post",
    description = "Team token. Merges post `id` (the duplicate) into `into_id`: its votes move (a person who voted on both keeps one vote), its comments move, it is hidden with `merged_into_id`, and every count stays exact. Answers with the target as it now is. Merging into itself, into a merged post, or a merged post: 422.",
    security(("api_key" = [], "user_token" = [])),
    params(("id" = i64, Path, description = "The duplicate's id"), PrivateAccess),
    request_body(content = inline(MergeBody), content_type = "application/json"),
    responses((status = 200, body = Post, description = "The target post"), MalformedBodyOrPath, TokenRefusals, NotFound, TooLarge, Invalid))]
pub async fn merge(
    State(state): State<AppState>,
    ApiUser { org, actor }: ApiUser,
    AllowPrivate(allow_private): AllowPrivate,
    Path(id): Path<String>,
    payload: Payload,
) -> Result<Json<Post>, ApiError> {
    let id: PostId = super::path_id(&id, "Post")?;
    payload.expect(&[("into_id", Type::Integer)])?;
    let into_id = payload
        .int("into_id")?
        .map(PostId)
        .ok_or_else(|| ApiError::from(app::domain::Error::invalid(said!("said-x-can-t-be-blank", field = "into_id"))))?;
    posts::find_visible(state.db.conn(), org.id, id, allow_private).await?;
    posts::find_visible(state.db.conn(), org.id, into_id, allow_private)
        .await
        .map_err(|_| ApiError::from(app::domain::Error::invalid(said!("said-x-is-not-a-post-of", field = "into_id"))))?;
    let target = app::domain::moderation::merge::merge(&state.db, org.id, &actor, id, into_id).await?;
    Ok(Json(one(&state, &org, target).await?))
}

/// A merge in effect: the merged post, the post it is merged into, and when.
#[derive(Serialize, ToSchema)]
pub struct Merge {
    /// The merged post, hidden since the merge (its page leads to `into_id`).
    pub post: Post,
    pub into_id: i64,
    /// Timestamp.
    pub merged_at: String,
}

#[derive(Serialize, ToSchema)]
pub struct MergeList {
    pub success: bool,
    pub merges: Vec<Merge>,
    pub meta: super::input::Meta,
}

/// An extension: the merges in effect (not undone), oldest first, each with the merged post in
/// the current shape. A merge whose post or target is on a private bucket only with
/// `ALLOW-PRIVATE: true`. What an import from this server keeps (docs/import.md).
#[utoipa::path(get, path = "/merges", tag = "Posts", operation_id = "list_merges",
    security(("api_key" = [])),
    params(PrivateAccess, PageQuery),
    responses((status = 200, body = MergeList), KeyRefusals, Invalid))]
pub async fn merges(
    State(state): State<AppState>,
    ApiOrg(org): ApiOrg,
    AllowPrivate(allow_private): AllowPrivate,
    query: QueryPairs,
) -> Result<Json<MergeList>, ApiError> {
    let paging = query.paging("per_page")?;
    let (found, total) = app::domain::moderation::merge::in_effect(&state.db, org.id, allow_private, paging.page, paging.per_page).await?;
    let (rows, merged): (Vec<_>, Vec<_>) = found.into_iter().map(|m| (m.row, (m.into_id, m.merged_at))).unzip();
    let views = posts::views_with(&state.db, org.id, rows).await?;
    let links = links(&state, &org);
    let merges = views
        .into_iter()
        .zip(merged)
        .map(|(view, (into_id, at))| Merge { post: Post::new(view, links), into_id: into_id.get(), merged_at: time::iso_utc(at) })
        .collect();
    Ok(Json(MergeList { success: true, merges, meta: paging.meta(total) }))
}

#[utoipa::path(delete, path = "/feature_requests/{id}/merge", tag = "Posts", operation_id = "unmerge_post",
    description = "Team token. Undoes the merge of post `id`: the votes and comments it brought go back, votes set aside are restored, it is shown again. Answers with the post as it now is; a post that is not merged: 422.",
    security(("api_key" = [], "user_token" = [])),
    params(("id" = i64, Path, description = "The merged post's id"), PrivateAccess),
    responses((status = 200, body = Post), MalformedPath, TokenRefusals, NotFound, Invalid))]
pub async fn unmerge(
    State(state): State<AppState>,
    ApiUser { org, actor }: ApiUser,
    AllowPrivate(allow_private): AllowPrivate,
    Path(id): Path<String>,
) -> Result<Json<Post>, ApiError> {
    let id: PostId = super::path_id(&id, "Post")?;
    posts::find_visible(state.db.conn(), org.id, id, allow_private).await?;
    let post = app::domain::moderation::merge::unmerge(&state.db, org.id, &actor, id).await?;
    Ok(Json(one(&state, &org, post).await?))
}
