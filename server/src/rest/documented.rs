//! What the handlers' entries in the OpenAPI document share ([`super::openapi`] gathers them):
//! the body of every error, the refusals many operations answer, the query parameters and the
//! value sets the handlers accept. Handlers name these in their `#[utoipa::path]`; this
//! module names no handler.

use serde::Serialize;
use std::collections::BTreeMap;
use utoipa::openapi::header::HeaderBuilder;
use utoipa::openapi::response::{Response, ResponseBuilder};
use utoipa::openapi::schema::{Array, ArrayBuilder, SchemaType};
use utoipa::openapi::{ContentBuilder, ObjectBuilder, Ref, RefOr, Type};
use utoipa::{IntoParams, IntoResponses, ToSchema};

/// Body of every error response.
#[derive(Serialize, ToSchema)]
#[allow(dead_code)]
pub struct ErrorBody {
    /// Always false.
    success: bool,
    /// `ERROR_CODE_INVALID_PARAM` (400, 422), `ERROR_CODE_MISSING_PARAM` (422),
    /// `ERROR_CODE_LIMIT_EXCEEDED` (422), `ERROR_CODE_INVALID_API_KEY` (401),
    /// `ERROR_CODE_INVALID_TOKEN` (401), `ERROR_CODE_FORBIDDEN` (403),
    /// `ERROR_CODE_PRIVATE_BUCKET` (403), `ERROR_CODE_NOT_FOUND` (404),
    /// `ERROR_CODE_TOO_LARGE` (413), `ERROR_CODE_UNSUPPORTED_MEDIA` (415),
    /// `ERROR_CODE_RATE_LIMITED` (429) or `ERROR_CODE_INTERNAL` (500).
    #[schema(example = "ERROR_CODE_NOT_FOUND")]
    error: String,
    #[schema(example = "Post 42 was not found.")]
    message: String,
    /// 422 only, and not on every 422: messages per field, e.g. `{"title": ["can't be blank"]}`.
    #[schema(value_type = Option<Object>)]
    errors: Option<serde_json::Value>,
}

fn error_content() -> utoipa::openapi::Content {
    ContentBuilder::new().schema(Some(Ref::from_schema_name("ErrorBody"))).build()
}

/// A response with the error body.
fn error(description: &str) -> Response {
    ResponseBuilder::new().description(description).content("application/json", error_content()).build()
}

fn integer_header(description: &str) -> utoipa::openapi::header::Header {
    HeaderBuilder::new()
        .schema(ObjectBuilder::new().schema_type(Type::Integer).minimum(Some(0)))
        .description(Some(description))
        .build()
}

fn responses<const N: usize>(list: [(&str, Response); N]) -> BTreeMap<String, RefOr<Response>> {
    list.into_iter().map(|(status, response)| (status.to_owned(), RefOr::T(response))).collect()
}

const API_KEY_REFUSED: &str = "The `API-KEY` header is missing, empty or names no organization (`ERROR_CODE_INVALID_API_KEY`).";
const TOKEN_REFUSED: &str = "The `API-KEY` header is missing, empty or names no organization (`ERROR_CODE_INVALID_API_KEY`), or the `Authorization` token is missing, malformed, not signed with the organization's SSO secret, expired, or its `email` claim is not an e-mail address (`ERROR_CODE_INVALID_TOKEN`).";

fn rate_limited() -> Response {
    ResponseBuilder::new()
        .description("More requests this minute than the key's limit (`ERROR_CODE_RATE_LIMITED`).")
        .content("application/json", error_content())
        .header("Retry-After", integer_header("Seconds until a request is accepted again (at least 1)."))
        .header("X-RateLimit-Limit", integer_header("Requests a minute per API key."))
        .header("X-RateLimit-Remaining", integer_header("Always 0 here."))
        .build()
}

/// 401 and 429: operations that need the API key alone.
pub struct KeyRefusals;

impl IntoResponses for KeyRefusals {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        responses([("401", error(API_KEY_REFUSED)), ("429", rate_limited())])
    }
}

/// 401, 403 and 429: operations that act for the user of the `Authorization` token.
pub struct TokenRefusals;

impl IntoResponses for TokenRefusals {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        responses([
            ("401", error(TOKEN_REFUSED)),
            (
                "403",
                error(
                    "The token's user is blocked, or their role may not do this, or what they act on does not allow it (a post waiting for approval or hidden takes no votes, say) (`ERROR_CODE_FORBIDDEN`); or a private bucket was named without `ALLOW-PRIVATE: true` (`ERROR_CODE_PRIVATE_BUCKET`).",
                ),
            ),
            ("429", rate_limited()),
        ])
    }
}

/// 403 of operations with the API key alone that name a bucket.
pub struct PrivateBucket;

impl IntoResponses for PrivateBucket {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        responses([("403", error("A private bucket was named without `ALLOW-PRIVATE: true` (`ERROR_CODE_PRIVATE_BUCKET`)."))])
    }
}

const MALFORMED_BODY: &str = "the body is not JSON, or its JSON is not an object, or its Content-Type is neither `application/json` nor `multipart/form-data`, or the multipart body is malformed (`ERROR_CODE_INVALID_PARAM`)";
const MALFORMED_PATH: &str =
    "the path's id is not valid UTF-8 once percent-decoded: then the answer is the router's plain text (`Invalid URL: …`), not the error body";

fn malformed_path_content() -> utoipa::openapi::Content {
    ContentBuilder::new().schema(Some(ObjectBuilder::new().schema_type(Type::String))).build()
}

/// 400 of operations that read a body.
pub struct Malformed;

impl IntoResponses for Malformed {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        let description = format!("The request cannot be read: {MALFORMED_BODY}.");
        responses([("400", error(&description))])
    }
}

/// 400 of operations with an id in the path and no body.
pub struct MalformedPath;

impl IntoResponses for MalformedPath {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        let description = format!("The request cannot be read: {MALFORMED_PATH}.");
        let response = ResponseBuilder::new().description(description).content("text/plain", malformed_path_content()).build();
        responses([("400", response)])
    }
}

/// 400 of operations with an id in the path and a body.
pub struct MalformedBodyOrPath;

impl IntoResponses for MalformedBodyOrPath {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        let response = ResponseBuilder::new()
            .description(format!("The request cannot be read: {MALFORMED_BODY}; or {MALFORMED_PATH}."))
            .content("application/json", error_content())
            .content("text/plain", malformed_path_content())
            .build();
        responses([("400", response)])
    }
}

/// 404.
pub struct NotFound;

impl IntoResponses for NotFound {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        responses([(
            "404",
            error(
                "What an id names (in the path, the body or the query) is not in the API key's organization; an id that is not an integer names nothing, and a post or comment in a private bucket is not found without `ALLOW-PRIVATE: true` (`ERROR_CODE_NOT_FOUND`).",
            ),
        )])
    }
}

/// 413.
pub struct TooLarge;

impl IntoResponses for TooLarge {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        responses([("413", error("A JSON body over 4 MB, a multipart file over 10 MB, or a body over 51 MB (`ERROR_CODE_TOO_LARGE`)."))])
    }
}

/// 415 of operations that store `attachments[]`.
pub struct NotAnImage;

impl IntoResponses for NotAnImage {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        responses([("415", error("An attachment is not a JPEG, PNG or GIF by its bytes (`ERROR_CODE_UNSUPPORTED_MEDIA`)."))])
    }
}

/// 422.
pub struct Invalid;

impl IntoResponses for Invalid {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        responses([(
            "422",
            error(
                "A required field is missing (`ERROR_CODE_MISSING_PARAM`); a field or query parameter has the wrong JSON type or an invalid value, or text holds U+0000 (`ERROR_CODE_INVALID_PARAM`, with `errors` by field where one field is at fault); or a limit is passed (`ERROR_CODE_LIMIT_EXCEEDED`). Nothing is written.",
            ),
        )])
    }
}

/// A name is not blank: it holds a character that Rust's `trim` keeps (ECMA's and Python's
/// `\s` leave U+0085 out, so it is named).
const NOT_BLANK: &str = r"[^\s\u0085]";

/// An array of names: at most `max_items`, each 1–`max_length` characters and not blank.
fn names(max_items: usize, max_length: usize, nullable: bool, description: &str) -> Array {
    let kind = if nullable { SchemaType::from_iter([Type::Array, Type::Null]) } else { SchemaType::Type(Type::Array) };
    ArrayBuilder::new()
        .schema_type(kind)
        .items(ObjectBuilder::new().schema_type(Type::String).min_length(Some(1)).max_length(Some(max_length)).pattern(Some(NOT_BLANK)))
        .max_items(Some(max_items))
        .description(Some(description))
        .build()
}

/// A boolean in a form (multipart/form-data), which carries text: `true`, `1`, `on`, `yes` or
/// `false`, `0`, `off`, `no` (any letter case), or empty for false (app::model::form_bool).
pub fn form_boolean() -> utoipa::openapi::schema::Object {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .pattern(Some(r"^\s*([Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]|1|0|[Oo][Nn]|[Oo][Ff][Ff]|[Yy][Ee][Ss]|[Nn][Oo])?\s*$"))
        .description(Some("A form's boolean: true, 1, on, yes or false, 0, off, no (any letter case); empty is false."))
        .build()
}

/// Records of an import: any JSON values, each checked on its own (a record that is not one is
/// reported in `errors` by its index, the others imported).
pub fn import_records(max_items: usize, what: &str) -> Array {
    ArrayBuilder::new()
        .items(ObjectBuilder::new().schema_type(SchemaType::AnyValue))
        .max_items(Some(max_items))
        .description(Some(format!(
            "{what}. A record that is not one (not an object, a field of the wrong type) is reported in `errors` by its index, and the others are imported."
        )))
        .build()
}

/// An e-mail address or empty (which counts as absent), and `null` too when `nullable`.
fn email_or_empty_schema(nullable: bool, description: &str) -> utoipa::openapi::Schema {
    let mut any_of = utoipa::openapi::schema::AnyOfBuilder::new()
        .item(
            ObjectBuilder::new()
                .schema_type(Type::String)
                .format(Some(utoipa::openapi::SchemaFormat::KnownFormat(utoipa::openapi::KnownFormat::Email)))
                .max_length(Some(254)),
        )
        .item(ObjectBuilder::new().schema_type(Type::String).max_length(Some(0)));
    if nullable {
        any_of = any_of.item(ObjectBuilder::new().schema_type(Type::Null));
    }
    any_of.description(Some(description)).build().into()
}

/// An e-mail address, or empty (which counts as absent): a form's field.
pub fn email_or_empty() -> utoipa::openapi::Schema {
    email_or_empty_schema(false, "Who submits: an e-mail address; empty or absent: the organization itself.")
}

/// [`email_or_empty`] or `null` (JSON bodies, where absent and null are alike).
pub fn email_or_empty_or_null() -> utoipa::openapi::Schema {
    email_or_empty_schema(true, "The person the post is submitted for (created as a customer when new); empty, null or absent: the organization itself.")
}

/// A vote's `kind`: `upvote` or `downvote`; empty, null or absent: `upvote`.
pub fn vote_kind() -> utoipa::openapi::Schema {
    ObjectBuilder::new()
        .schema_type(SchemaType::from_iter([Type::String, Type::Null]))
        .pattern(Some(r"^\s*(upvote|downvote)?\s*$"))
        .examples(["upvote", "downvote"])
        .description(Some("`upvote` or `downvote`; empty, null or absent: `upvote`."))
        .build()
        .into()
}

/// A customer's `labels`.
pub fn customer_labels() -> Array {
    names(50, 60, true, "At most 50, each 1–60 characters and not blank; they replace the customer's labels.")
}

const POST_TAGS: &str = "Team only: the post's tags by name (at most 20, each 1–40 characters once trimmed), replacing its current ones; names match tags ignoring case, unknown names are created.";

/// A post's `tags` in JSON.
pub fn post_tags() -> Array {
    names(20, 40, true, POST_TAGS)
}

/// A post's `tags[]` in a form, one field a tag.
pub fn post_tags_form() -> Array {
    names(20, 40, false, POST_TAGS)
}

/// `ALLOW-PRIVATE`.
#[derive(IntoParams)]
#[into_params(parameter_in = Header)]
#[allow(dead_code)]
pub struct PrivateAccess {
    /// `true` (any letter case) reaches private buckets and their posts and comments; absent
    /// or anything else is false.
    #[param(rename = "ALLOW-PRIVATE")]
    allow_private: Option<bool>,
}

/// `page` and `per_page` of the wrapped lists.
#[derive(IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub struct PageQuery {
    /// The page, from 1 (default 1); a page past the end is empty. Zero, negative, empty or
    /// non-numeric: 422.
    #[param(minimum = 1)]
    page: Option<i64>,
    /// Items a page, from 1 (default 30); more than 100 counts as 100. Zero, negative, empty
    /// or non-numeric: 422.
    #[param(minimum = 1)]
    per_page: Option<i64>,
}

/// A post's approval.
#[derive(ToSchema)]
#[schema(rename_all = "snake_case")]
#[allow(dead_code)]
pub enum ApprovalStatus {
    Approved,
    Pending,
}

/// A team member's role.
#[derive(ToSchema)]
#[schema(rename_all = "snake_case")]
#[allow(dead_code)]
pub enum Role {
    Admin,
    Member,
    Csm,
}

/// An event type a webhook can receive.
#[derive(ToSchema)]
#[allow(dead_code)]
pub enum EventName {
    #[schema(rename = "post.created")]
    PostCreated,
    #[schema(rename = "post.updated")]
    PostUpdated,
    #[schema(rename = "post.status_changed")]
    PostStatusChanged,
    #[schema(rename = "post.merged")]
    PostMerged,
    #[schema(rename = "vote.created")]
    VoteCreated,
    #[schema(rename = "vote.deleted")]
    VoteDeleted,
    #[schema(rename = "comment.created")]
    CommentCreated,
    #[schema(rename = "comment.updated")]
    CommentUpdated,
    #[schema(rename = "changelog.published")]
    ChangelogPublished,
}
