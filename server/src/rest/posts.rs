//! Posts (feature requests), current generation: create, read, update, list, on behalf, votes.

use super::input::{Payload, QueryPairs, Type};
use super::shapes::{Links, Post};
use super::{AllowPrivate, ApiError, ApiOrg, ApiUser};
use app::domain::posts::{self, ListFilter, ListSort, PostChanges, Submission};
use app::domain::votes::{self, Kind, Source};
use app::domain::access::Asker;
use app::domain::{Db, auth, time, users};
use app::entities::{organization, post};
use app::model::Email;
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

/// The fields of a new post and their types.
const POST_FIELDS: &[(&str, Type)] = &[("title", Type::String), ("description", Type::String), ("bucket_id", Type::Integer)];

/// The submission fields shared by create and on-behalf.
fn submission<'a>(
    payload: &'a mut Payload,
    org: &'a organization::Model,
    submitter: &'a app::entities::user::Model,
    by_team: bool,
    allow_private: bool,
    title: &'a str,
    description: Option<&'a str>,
) -> Result<Submission<'a>, ApiError> {
    let bucket_id = payload.int("bucket_id")?.ok_or_else(|| ApiError::missing("bucket_id"))?;
    Ok(Submission {
        org,
        submitter,
        by_team,
        bucket_id,
        title,
        description,
        uploads: std::mem::take(&mut payload.files),
        allow_private,
    })
}

#[utoipa::path(post, path = "/feature_requests", tag = "Posts",
    params(("API-KEY" = String, Header), ("Authorization" = String, Header, description = "User token (HS256 JWT)"), ("ALLOW-PRIVATE" = Option<bool>, Header)),
    request_body(content = inline(CreatePost), description = "JSON, or multipart/form-data with `attachments[]`", content_type = "application/json"),
    responses((status = 201, body = Post), (status = 401, body = super::ErrorBody), (status = 403, body = super::ErrorBody), (status = 404, body = super::ErrorBody), (status = 413, body = super::ErrorBody), (status = 415, body = super::ErrorBody), (status = 422, body = super::ErrorBody)))]
pub async fn create(
    State(state): State<AppState>,
    ApiUser { org, actor }: ApiUser,
    AllowPrivate(allow_private): AllowPrivate,
    mut payload: Payload,
) -> Result<(StatusCode, Json<Post>), ApiError> {
    payload.expect(POST_FIELDS)?;
    let title = payload.required_string("title")?;
    let description = payload.string("description")?;
    let by_team = actor.is_team();
    let submission = submission(&mut payload, &org, &actor.user, by_team, allow_private, &title, description.as_deref())?;
    let post = posts::submit(&state.db, &state.storage, submission).await?;
    Ok((StatusCode::CREATED, Json(one(&state, &org, post).await?)))
}

/// Body of create post.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct CreatePost {
    title: String,
    /// HTML allowed; sanitized.
    description: Option<String>,
    bucket_id: i64,
    /// multipart only: up to 5 JPEG, PNG or GIF images of at most 10 MB each.
    #[schema(value_type = Option<Vec<String>>, format = Binary)]
    #[allow(non_snake_case)]
    attachments: Option<Vec<u8>>,
}

#[utoipa::path(post, path = "/feature_requests/on_behalf", tag = "Posts",
    params(("API-KEY" = String, Header), ("Authorization" = String, Header, description = "A team member's token"), ("ALLOW-PRIVATE" = Option<bool>, Header)),
    request_body(content = inline(OnBehalf), content_type = "application/json"),
    responses((status = 201, body = Post), (status = 401, body = super::ErrorBody), (status = 403, body = super::ErrorBody), (status = 422, body = super::ErrorBody)))]
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
    let email = Email::parse(&email).map_err(|_| ApiError::from(app::domain::Error::invalid("email", "is invalid")))?;
    let name = payload.string("name")?.unwrap_or_default();
    let title = payload.required_string("title")?;
    let description = payload.string("description")?;
    let user = find_or_create_user(&state.db, &org, &email, &name).await?;
    let submission = submission(&mut payload, &org, &user, true, allow_private, &title, description.as_deref())?;
    let post = posts::submit(&state.db, &state.storage, submission).await?;
    Ok((StatusCode::CREATED, Json(one(&state, &org, post).await?)))
}

/// Body of create on behalf: create post's fields and the user's.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct OnBehalf {
    title: String,
    description: Option<String>,
    bucket_id: i64,
    email: String,
    name: Option<String>,
}

pub(crate) async fn find_or_create_user(db: &Db, org: &organization::Model, email: &Email, name: &str) -> Result<app::entities::user::Model, ApiError> {
    let name = match name.trim() {
        "" => app::domain::organizations::default_name(email),
        name => name.to_owned(),
    };
    let txn = db.begin_write().await?;
    let user = users::find_or_create(&*txn, org.id, email, &name).await?;
    txn.commit().await?;
    Ok(user)
}

#[utoipa::path(get, path = "/feature_requests/{id}", tag = "Posts",
    params(("id" = i64, Path), ("API-KEY" = String, Header), ("ALLOW-PRIVATE" = Option<bool>, Header)),
    responses((status = 200, body = Post), (status = 401, body = super::ErrorBody), (status = 404, body = super::ErrorBody)))]
pub async fn get(
    State(state): State<AppState>,
    ApiOrg(org): ApiOrg,
    AllowPrivate(allow_private): AllowPrivate,
    Path(id): Path<String>,
) -> Result<Json<Post>, ApiError> {
    let id = super::path_id(&id, "Post")?;
    let post = posts::find_visible_in(&state.db, org.id, id, allow_private).await?;
    Ok(Json(one(&state, &org, post).await?))
}

#[utoipa::path(put, path = "/feature_requests/{id}", tag = "Posts",
    params(("id" = i64, Path), ("API-KEY" = String, Header), ("Authorization" = String, Header), ("ALLOW-PRIVATE" = Option<bool>, Header)),
    request_body(content = inline(UpdatePost), description = "JSON, or multipart/form-data with `attachments[]`", content_type = "application/json"),
    responses((status = 200, body = Post), (status = 401, body = super::ErrorBody), (status = 403, body = super::ErrorBody), (status = 404, body = super::ErrorBody), (status = 413, body = super::ErrorBody), (status = 415, body = super::ErrorBody), (status = 422, body = super::ErrorBody)))]
pub async fn update(
    State(state): State<AppState>,
    ApiUser { org, actor }: ApiUser,
    AllowPrivate(allow_private): AllowPrivate,
    Path(id): Path<String>,
    mut payload: Payload,
) -> Result<Json<Post>, ApiError> {
    let id = super::path_id(&id, "Post")?;
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
        bucket_id: payload.int("bucket_id")?,
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
    title: Option<String>,
    description: Option<String>,
    bucket_id: Option<i64>,
    /// `approved` or `pending`.
    approval_status: Option<String>,
    /// A status label (any case) or kind; a `closed` status also approves.
    status: Option<String>,
    /// Team only: the post's tags by name, replacing its current ones (unknown names are
    /// created as tags).
    tags: Option<Vec<String>>,
}

#[derive(Serialize, ToSchema)]
pub struct PostList {
    pub success: bool,
    pub feature_requests: Vec<Post>,
    pub meta: super::input::Meta,
}

#[utoipa::path(get, path = "/feature_requests", tag = "Posts",
    params(("API-KEY" = String, Header), ("ALLOW-PRIVATE" = Option<bool>, Header),
        ("page" = Option<u64>, Query), ("per_page" = Option<u64>, Query, description = "1..100, default 30"),
        ("bucket_id" = Option<i64>, Query), ("approval_status" = Option<String>, Query, description = "approved or pending"),
        ("submitter_emails[]" = Option<Vec<String>>, Query), ("interactor_emails[]" = Option<Vec<String>>, Query),
        ("tags[]" = Option<Vec<String>>, Query, description = "tag names: posts carrying every one of them"),
        ("from_date" = Option<String>, Query, description = "YYYY-MM-DD, inclusive"), ("to_date" = Option<String>, Query, description = "YYYY-MM-DD, inclusive"),
        ("sort" = Option<String>, Query, description = "top, latest_created_at (default), oldest_created_at, latest_updated_at, oldest_updated_at")),
    responses((status = 200, body = PostList), (status = 401, body = super::ErrorBody), (status = 403, body = super::ErrorBody), (status = 422, body = super::ErrorBody)))]
pub async fn list(
    State(state): State<AppState>,
    ApiOrg(org): ApiOrg,
    AllowPrivate(allow_private): AllowPrivate,
    query: QueryPairs,
) -> Result<axum::response::Response, ApiError> {
    use app::domain::cache::CachedBody;
    use axum::response::IntoResponse;
    // A page is the same for every caller of the organization with the same privacy until
    // the next write: it is kept serialized for that long (at most the cache's TTL).
    let caches = state.db.caches();
    let key = format!("api-list|{allow_private}|{:?}", query.0);
    let of = app::domain::cache::Of::Organization(org.id);
    let generation = caches.responses.generation(of);
    let body = match caches.responses.get_at(&org.name, &key, generation) {
        Some(cached) => cached.body,
        None => {
            let page = list_page(&state, &org, allow_private, &query).await?;
            let body = serde_json::to_vec(&page).map_err(|e| app::domain::Error::Internal(format!("serializing a list: {e}")))?;
            let body = axum::body::Bytes::from(body);
            caches.responses.put(of, &org.name, key, generation, CachedBody { content_type: "application/json", body: body.clone(), nonce: None });
            body
        }
    };
    Ok(([(axum::http::header::CONTENT_TYPE, "application/json")], body).into_response())
}

async fn list_page(state: &AppState, org: &organization::Model, allow_private: bool, query: &QueryPairs) -> Result<PostList, ApiError> {
    let paging = query.paging("per_page")?;
    let sort = match query.get("sort").map(str::trim).filter(|s| !s.is_empty()) {
        None => ListSort::default(),
        Some(sort) => ListSort::parse(sort).ok_or_else(|| {
            ApiError::from(app::domain::Error::invalid(
                "sort",
                "must be one of top, latest_created_at, oldest_created_at, latest_updated_at, oldest_updated_at",
            ))
        })?,
    };
    let filter = ListFilter {
        bucket_id: query.int("bucket_id")?,
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
    Ok(PostList {
        success: true,
        feature_requests: views.into_iter().map(|v| Post::new(v, links)).collect(),
        meta: paging.meta(total),
    })
}

fn vote_kind(payload: &Payload) -> Result<Kind, ApiError> {
    payload.expect(&[("kind", Type::String)])?;
    match payload.string("kind")?.as_deref().map(str::trim) {
        None | Some("") => Ok(Kind::Upvote),
        Some(kind) => Kind::parse(kind).ok_or_else(|| ApiError::from(app::domain::Error::invalid("kind", "must be upvote or downvote"))),
    }
}

#[utoipa::path(post, path = "/feature_requests/{id}/votes", tag = "Votes",
    params(("id" = i64, Path), ("API-KEY" = String, Header), ("Authorization" = String, Header), ("ALLOW-PRIVATE" = Option<bool>, Header)),
    request_body(content = inline(VoteBody), content_type = "application/json"),
    responses((status = 201, body = Post, description = "The post with its new counts"), (status = 401, body = super::ErrorBody), (status = 404, body = super::ErrorBody), (status = 422, body = super::ErrorBody)))]
pub async fn vote(
    State(state): State<AppState>,
    ApiUser { org, actor }: ApiUser,
    AllowPrivate(allow_private): AllowPrivate,
    Path(id): Path<String>,
    payload: Payload,
) -> Result<(StatusCode, Json<Post>), ApiError> {
    let id = super::path_id(&id, "Post")?;
    let kind = vote_kind(&payload)?;
    let post = vote_change(&state.db, &org, &actor, id, allow_private, Some(kind)).await?;
    Ok((StatusCode::CREATED, Json(one(&state, &org, post).await?)))
}

/// Body of a vote: `kind` is `upvote` (default) or `downvote`.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct VoteBody {
    kind: Option<String>,
}

#[utoipa::path(delete, path = "/feature_requests/{id}/votes", tag = "Votes",
    params(("id" = i64, Path), ("API-KEY" = String, Header), ("Authorization" = String, Header), ("ALLOW-PRIVATE" = Option<bool>, Header)),
    responses((status = 200, body = Post, description = "The post with its new counts"), (status = 401, body = super::ErrorBody), (status = 404, body = super::ErrorBody)))]
pub async fn unvote(
    State(state): State<AppState>,
    ApiUser { org, actor }: ApiUser,
    AllowPrivate(allow_private): AllowPrivate,
    Path(id): Path<String>,
) -> Result<Json<Post>, ApiError> {
    let id = super::path_id(&id, "Post")?;
    let post = vote_change(&state.db, &org, &actor, id, allow_private, None).await?;
    Ok(Json(one(&state, &org, post).await?))
}

async fn vote_change(db: &Db, org: &organization::Model, actor: &auth::Actor, id: i64, allow_private: bool, kind: Option<Kind>) -> Result<post::Model, ApiError> {
    let change = match kind {
        Some(kind) => votes::Change::Cast(kind, Source::Api),
        None => votes::Change::Remove,
    };
    Ok(votes::apply(db, &Asker::api(allow_private, Some(actor)), org.id, id, change).await?.0)
}

/// Body of a merge: the post the duplicate goes into.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct MergeBody {
    into_id: i64,
}

#[utoipa::path(post, path = "/feature_requests/{id}/merge", tag = "Posts",
    description = "Team token. Merges post `id` (the duplicate) into `into_id`: its votes move (a person who voted on both keeps one vote), its comments move, it is hidden with `merged_into_id`, and every count stays exact. Answers with the target as it now is.",
    params(("id" = i64, Path), ("API-KEY" = String, Header), ("Authorization" = String, Header), ("ALLOW-PRIVATE" = Option<bool>, Header)),
    request_body(content = inline(MergeBody), content_type = "application/json"),
    responses((status = 200, body = Post, description = "The target post"), (status = 401, body = super::ErrorBody), (status = 403, body = super::ErrorBody), (status = 404, body = super::ErrorBody), (status = 422, body = super::ErrorBody)))]
pub async fn merge(
    State(state): State<AppState>,
    ApiUser { org, actor }: ApiUser,
    AllowPrivate(allow_private): AllowPrivate,
    Path(id): Path<String>,
    payload: Payload,
) -> Result<Json<Post>, ApiError> {
    let id = super::path_id(&id, "Post")?;
    payload.expect(&[("into_id", Type::Integer)])?;
    let into_id = payload.int("into_id")?.ok_or_else(|| ApiError::from(app::domain::Error::invalid("into_id", "can't be blank")))?;
    posts::find_visible(state.db.conn(), org.id, id, allow_private).await?;
    posts::find_visible(state.db.conn(), org.id, into_id, allow_private)
        .await
        .map_err(|_| ApiError::from(app::domain::Error::invalid("into_id", "is not a post of this organization")))?;
    let target = app::domain::moderation::merge::merge(&state.db, org.id, &actor, id, into_id).await?;
    Ok(Json(one(&state, &org, target).await?))
}

#[utoipa::path(delete, path = "/feature_requests/{id}/merge", tag = "Posts",
    description = "Team token. Undoes the merge of post `id`: the votes and comments it brought go back, votes set aside are restored, it is shown again. Answers with the post as it now is.",
    params(("id" = i64, Path), ("API-KEY" = String, Header), ("Authorization" = String, Header), ("ALLOW-PRIVATE" = Option<bool>, Header)),
    responses((status = 200, body = Post), (status = 401, body = super::ErrorBody), (status = 403, body = super::ErrorBody), (status = 404, body = super::ErrorBody), (status = 422, body = super::ErrorBody)))]
pub async fn unmerge(
    State(state): State<AppState>,
    ApiUser { org, actor }: ApiUser,
    AllowPrivate(allow_private): AllowPrivate,
    Path(id): Path<String>,
) -> Result<Json<Post>, ApiError> {
    let id = super::path_id(&id, "Post")?;
    posts::find_visible(state.db.conn(), org.id, id, allow_private).await?;
    let post = app::domain::moderation::merge::unmerge(&state.db, org.id, &actor, id).await?;
    Ok(Json(one(&state, &org, post).await?))
}
