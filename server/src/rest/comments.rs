//! Comments: read, update, list, create.

use super::documented::{
    Invalid, KeyRefusals, Malformed, MalformedBodyOrPath, MalformedPath, NotAnImage, NotFound, PageQuery, PrivateAccess, TokenRefusals, TooLarge,
};
use super::input::{Payload, QueryPairs, Type};
use super::posts::links;
use super::shapes::Comment;
use super::{AllowPrivate, ApiError, ApiOrg, ApiUser};
use app::domain::comments::{self, Submission};
use app::entities::{comment, organization};
use app::model::{CommentId, PostId};
use app::state::AppState;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use serde::Serialize;
use utoipa::ToSchema;

async fn one(state: &AppState, org: &organization::Model, comment: comment::Model) -> Result<Comment, ApiError> {
    let view = comments::views(state.db.conn(), vec![comment]).await?.pop();
    let view = view.ok_or_else(|| ApiError::not_found("The comment was not found."))?;
    Ok(Comment::new(view, links(state, org)))
}

#[utoipa::path(get, path = "/comments/{id}", tag = "Comments", operation_id = "get_comment",
    security(("api_key" = [])),
    params(("id" = i64, Path, description = "The comment's id"), PrivateAccess),
    responses((status = 200, body = Comment), MalformedPath, KeyRefusals, NotFound))]
pub async fn get(
    State(state): State<AppState>,
    ApiOrg(org): ApiOrg,
    AllowPrivate(allow_private): AllowPrivate,
    Path(id): Path<String>,
) -> Result<Json<Comment>, ApiError> {
    let id = super::path_id(&id, "Comment")?;
    let comment = comments::find_visible(state.db.conn(), org.id, id, allow_private).await?;
    Ok(Json(one(&state, &org, comment).await?))
}

/// Body of update comment.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct UpdateComment {
    /// The text; HTML allowed, sanitized, and some text must remain. At most 50,000 bytes.
    #[schema(min_length = 1, pattern = r"[^\s\u0085]")]
    comment: String,
    /// Team members only.
    pinned: Option<bool>,
}

/// Update comment as a form: its fields as text, and images.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct UpdateCommentForm {
    #[schema(min_length = 1, pattern = r"[^\s\u0085]")]
    comment: String,
    #[schema(required = false, schema_with = super::documented::form_boolean)]
    pinned: bool,
    /// Up to 5 JPEG, PNG or GIF images of at most 10 MB each, appended to the comment.
    #[schema(rename = "attachments[]", value_type = Vec<String>, format = Binary, max_items = 5, required = false)]
    attachments: Vec<u8>,
}

/// Changes a comment: its author the text and attachments, a team member also `pinned`.
#[utoipa::path(put, path = "/comments/{id}", tag = "Comments", operation_id = "update_comment",
    security(("api_key" = [], "user_token" = [])),
    params(("id" = i64, Path, description = "The comment's id"), PrivateAccess),
    request_body(content(
        (inline(UpdateComment) = "application/json"),
        (inline(UpdateCommentForm) = "multipart/form-data"),
    )),
    responses((status = 200, body = Comment), MalformedBodyOrPath, TokenRefusals, NotFound, TooLarge, NotAnImage, Invalid))]
pub async fn update(
    State(state): State<AppState>,
    ApiUser { org, actor }: ApiUser,
    AllowPrivate(allow_private): AllowPrivate,
    Path(id): Path<String>,
    mut payload: Payload,
) -> Result<Json<Comment>, ApiError> {
    let id = super::path_id(&id, "Comment")?;
    payload.expect(&[("comment", Type::String), ("pinned", Type::Boolean)])?;
    let body = payload.required_string("comment")?;
    let pinned = payload.bool("pinned")?;
    let uploads = std::mem::take(&mut payload.files);
    let asker = app::domain::access::Asker::api(allow_private, Some(&actor));
    let comment = comments::revise(&state.db, &state.storage, org.id, id, &asker, &body, pinned, uploads).await?;
    Ok(Json(one(&state, &org, comment).await?))
}

#[derive(Serialize, ToSchema)]
pub struct CommentList {
    pub success: bool,
    pub comments: Vec<Comment>,
    pub meta: super::input::Meta,
}

/// Comments, newest first.
#[utoipa::path(get, path = "/comments", tag = "Comments", operation_id = "list_comments",
    security(("api_key" = [])),
    params(PrivateAccess,
        ("feature_request_id" = Option<String>, Query, pattern = r"^\s*(-?[0-9]{1,18})?\s*$", description = "A post's id: the comments of this post (404 when it is not found); of every post when empty or absent"),
        PageQuery),
    responses((status = 200, body = CommentList), KeyRefusals, NotFound, Invalid))]
pub async fn list(
    State(state): State<AppState>,
    ApiOrg(org): ApiOrg,
    AllowPrivate(allow_private): AllowPrivate,
    query: QueryPairs,
) -> Result<Json<CommentList>, ApiError> {
    let paging = query.paging("per_page")?;
    let post_id = query.int("feature_request_id")?.map(PostId);
    let (rows, total) = comments::list(state.db.conn(), org.id, post_id, allow_private, paging.page, paging.per_page).await?;
    let links = links(&state, &org);
    let views = comments::views(state.db.conn(), rows).await?;
    Ok(Json(CommentList { success: true, comments: views.into_iter().map(|v| Comment::new(v, links)).collect(), meta: paging.meta(total) }))
}

/// Body of create comment.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct CreateComment {
    /// The post (404 when it is not found).
    feature_request_id: i64,
    /// HTML allowed; sanitized, and some text must remain. At most 50,000 bytes.
    #[schema(min_length = 1, pattern = r"[^\s\u0085]")]
    comment: String,
    /// A comment of the same post to reply to.
    parent_id: Option<i64>,
    /// Team members only: hidden from customers.
    internal: Option<bool>,
}

/// Create comment as a form: its fields as text, and images.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct CreateCommentForm {
    feature_request_id: i64,
    /// Required unless images are attached.
    #[schema(required = false)]
    comment: String,
    #[schema(required = false)]
    parent_id: i64,
    #[schema(required = false, schema_with = super::documented::form_boolean)]
    internal: bool,
    /// Up to 5 JPEG, PNG or GIF images of at most 10 MB each, appended to the comment.
    #[schema(rename = "attachments[]", value_type = Vec<String>, format = Binary, max_items = 5, required = false)]
    attachments: Vec<u8>,
}

/// Comments on a post as the token's user. A hidden post takes no comments (403); a post
/// waiting for approval takes them from the team and its submitter only.
#[utoipa::path(post, path = "/comments", tag = "Comments", operation_id = "create_comment",
    security(("api_key" = [], "user_token" = [])),
    params(PrivateAccess),
    request_body(content(
        (inline(CreateComment) = "application/json"),
        (inline(CreateCommentForm) = "multipart/form-data"),
    )),
    responses((status = 201, body = Comment), Malformed, TokenRefusals, NotFound, TooLarge, NotAnImage, Invalid))]
pub async fn create(
    State(state): State<AppState>,
    ApiUser { org, actor }: ApiUser,
    AllowPrivate(allow_private): AllowPrivate,
    mut payload: Payload,
) -> Result<(StatusCode, Json<Comment>), ApiError> {
    payload.expect(&[("feature_request_id", Type::Integer), ("comment", Type::String), ("parent_id", Type::Integer), ("internal", Type::Boolean)])?;
    let post_id = PostId(payload.int("feature_request_id")?.ok_or_else(|| ApiError::missing("feature_request_id"))?);
    let body = payload.string("comment")?.unwrap_or_default();
    if body.trim().is_empty() && payload.files.is_empty() {
        return Err(ApiError::missing("comment"));
    }
    let comment = comments::submit(
        &state.db,
        &state.storage,
        &state.live,
        Submission {
            organization_id: org.id,
            asker: app::domain::access::Asker::api(allow_private, Some(&actor)),
            post_id,
            parent_id: payload.int("parent_id")?.map(CommentId),
            body: &body,
            internal: payload.bool("internal")?.unwrap_or(false),
            uploads: std::mem::take(&mut payload.files),
        },
    )
    .await?;
    Ok((StatusCode::CREATED, Json(one(&state, &org, comment).await?)))
}
