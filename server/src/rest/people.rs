//! Customers, the team, upvoters and buckets.

use super::documented::{Invalid, KeyRefusals, Malformed, MalformedPath, NotFound, PageQuery, PrivateAccess, Role, TokenRefusals, TooLarge};
use super::input::{Payload, QueryPairs, Type, type_errors};
use super::posts::links;
use super::shapes::{Bucket, Customer, ImportError, TeamMember, Vote};
use super::{AllowPrivate, ApiError, ApiOrg, ApiUser};
use app::domain::customers::{self, CustomerInput};
use app::domain::team::{self, TeamInput};
use app::domain::{FieldErrors, buckets, statuses, time, users, votes};
use app::model::{PostId, UserId};
use app::said;
use app::state::AppState;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;
use utoipa::ToSchema;

/// The fields of a customer record and their types.
const CUSTOMER_FIELDS: &[(&str, Type)] = &[
    ("email", Type::String),
    ("name", Type::String),
    ("labels", Type::Strings),
    ("custom_fields", Type::Object),
    ("starred", Type::Boolean),
    ("blocked", Type::Boolean),
    ("profile_picture", Type::String),
    ("company", Type::String),
];

/// The fields of a team record and their types.
const TEAM_FIELDS: &[(&str, Type)] = &[("email", Type::String), ("name", Type::String), ("role", Type::String)];

/// One record, once every field has its type (otherwise the fields that have not).
fn record<T: DeserializeOwned>(item: &Value, schema: &[(&str, Type)]) -> Result<T, FieldErrors> {
    let Value::Object(fields) = item else {
        return Err(FieldErrors::from([("base".to_owned(), vec!["must be an object".to_owned()])]));
    };
    let errors = type_errors(fields, schema, false);
    if !errors.is_empty() {
        return Err(errors);
    }
    serde_json::from_value(item.clone()).map_err(|e| FieldErrors::from([("base".to_owned(), vec![format!("is malformed: {e}")])]))
}

/// The records of an import body (`{"customers": [...]}`), each checked on its own so that one
/// malformed record is reported by index (with its fields) instead of failing the request.
fn records<T: DeserializeOwned>(payload: &Payload, key: &str, schema: &[(&str, Type)]) -> Result<Vec<Result<T, FieldErrors>>, ApiError> {
    match payload.fields.get(key) {
        None | Some(Value::Null) => Err(ApiError::missing(key)),
        Some(Value::Array(items)) => Ok(items.iter().map(|item| record(item, schema)).collect()),
        Some(_) => Err(ApiError::invalid(key, "must be an array")),
    }
}

fn customer_records() -> utoipa::openapi::schema::Array {
    super::documented::import_records(1000, "Customer records, each as create customer takes it (CustomerRecord)")
}

fn team_records() -> utoipa::openapi::schema::Array {
    super::documented::import_records(50, "Team records, each as create team member takes it (TeamRecord)")
}

#[derive(Serialize, ToSchema)]
pub struct CustomerImport {
    pub customers: Vec<Customer>,
    pub errors: Vec<ImportError>,
}

/// Creates or updates (by e-mail, ignoring case) up to 1000 customers; an admin's or CSM's
/// token. Valid records are imported even when others fail; importing twice creates nothing new.
#[utoipa::path(post, path = "/customers/import", tag = "Customers", operation_id = "import_customers",
    security(("api_key" = [], "user_token" = [])),
    request_body(content = inline(CustomerImportBody), content_type = "application/json"),
    responses((status = 200, body = CustomerImport), Malformed, TokenRefusals, TooLarge, Invalid))]
pub async fn import_customers(State(state): State<AppState>, ApiUser { org, actor }: ApiUser, payload: Payload) -> Result<Json<CustomerImport>, ApiError> {
    actor.require_customer_manager()?;
    let records = records::<CustomerInput>(&payload, "customers", CUSTOMER_FIELDS)?;
    let txn = state.db.begin_write().await?;
    let (imported, errors) = customers::import(&*txn, org.id, records).await?;
    txn.commit().await?;
    Ok(Json(CustomerImport { customers: imported.into_iter().map(Customer::from).collect(), errors: errors.into_iter().map(ImportError::from).collect() }))
}

/// A customer record; fields left out stay as they are.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct CustomerRecord {
    /// Unique per organization, ignoring case.
    #[schema(format = Email, max_length = 254)]
    email: String,
    /// At most 120 characters once trimmed.
    #[schema(max_length = 120)]
    name: Option<String>,
    #[schema(schema_with = super::documented::customer_labels)]
    labels: Option<Vec<String>>,
    #[schema(value_type = Option<Object>)]
    custom_fields: Option<Value>,
    starred: Option<bool>,
    blocked: Option<bool>,
    /// An `http://` or `https://` URL; an empty string removes the picture.
    profile_picture: Option<String>,
    /// The external id of the company (`/companies`) the customer belongs to; an empty string
    /// takes them out of theirs. A company the organization does not have: 422. (An extension.)
    #[schema(max_length = 255)]
    company: Option<String>,
}

/// Body of a customer import. More than 1000 records: 422 and nothing imported.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct CustomerImportBody {
    #[schema(schema_with = customer_records)]
    customers: Vec<CustomerRecord>,
}

/// Creates (or updates, by e-mail) one customer; an admin's or CSM's token.
#[utoipa::path(post, path = "/customers", tag = "Customers", operation_id = "create_customer",
    security(("api_key" = [], "user_token" = [])),
    request_body(content = inline(CustomerRecord), content_type = "application/json"),
    responses((status = 201, body = Customer), Malformed, TokenRefusals, TooLarge, Invalid))]
pub async fn create_customer(
    State(state): State<AppState>,
    ApiUser { org, actor }: ApiUser,
    payload: Payload,
) -> Result<(StatusCode, Json<Customer>), ApiError> {
    actor.require_customer_manager()?;
    payload.expect(CUSTOMER_FIELDS)?;
    let input: CustomerInput = serde_json::from_value(Value::Object(payload.fields)).map_err(|e| ApiError::invalid("base", &format!("is malformed: {e}")))?;
    let txn = state.db.begin_write().await?;
    let customer = customers::create(&*txn, org.id, input).await?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(Customer::from(customer))))
}

#[derive(Serialize, ToSchema)]
pub struct DeletedCustomers {
    pub success: bool,
    /// The customers that were deleted; ids of other organizations, unknown ids and team
    /// members are left alone.
    pub deleted_ids: Vec<i64>,
}

/// The optional body of deleting customers.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct DeleteCustomersBody {
    /// Customer ids, added to those of the query (also accepted as `ids[]`).
    #[schema(min_items = 1)]
    ids: Option<Vec<i64>>,
}

/// Deletes customers of the organization with what they wrote; an admin's or CSM's token.
/// The ids come from the query, a JSON body, or both; at least one is needed.
#[utoipa::path(delete, path = "/customers", tag = "Customers", operation_id = "delete_customers",
    security(("api_key" = [], "user_token" = [])),
    params(("ids[]" = Option<Vec<i64>>, Query, description = "Customer ids; also `ids`, and comma-separated values")),
    request_body(content = DeleteCustomersBody, content_type = "application/json"),
    responses((status = 200, body = DeletedCustomers), Malformed, TokenRefusals,
        (status = 413, description = "A body over 51 MB: the router's plain text, not the error body", body = String, content_type = "text/plain"),
        Invalid))]
pub async fn delete_customers(
    State(state): State<AppState>,
    ApiUser { org, actor }: ApiUser,
    query: QueryPairs,
    body: axum::body::Bytes,
) -> Result<Json<DeletedCustomers>, ApiError> {
    actor.require_customer_manager()?;
    let mut raw: Vec<Value> = query.all("ids").into_iter().map(Value::String).collect();
    if !body.iter().all(u8::is_ascii_whitespace) {
        match serde_json::from_slice::<Value>(&body) {
            Ok(Value::Object(mut fields)) => match fields.remove("ids").or_else(|| fields.remove("ids[]")) {
                Some(Value::Array(items)) if items.is_empty() => return Err(ApiError::invalid("ids", "can't be empty")),
                Some(Value::Array(items)) if items.iter().all(|id| id.as_i64().is_some()) => raw.extend(items),
                Some(_) => return Err(ApiError::invalid("ids", "must be an array of integers")),
                None => {}
            },
            _ => return Err(ApiError::new(StatusCode::BAD_REQUEST, "ERROR_CODE_INVALID_PARAM", "The body is not a JSON object.")),
        }
    }
    let ids = raw
        .iter()
        .map(|v| match v {
            Value::Number(n) => n.as_i64().map(UserId),
            Value::String(s) => s.trim().parse().ok(),
            _ => None,
        })
        .collect::<Option<Vec<UserId>>>()
        .ok_or_else(|| ApiError::invalid("ids", "must be integers"))?;
    if ids.is_empty() {
        return Err(ApiError::missing("ids"));
    }
    let txn = state.db.begin_write().await?;
    let deleted_ids = customers::delete(&*txn, org.id, &ids).await?;
    txn.commit().await?;
    Ok(Json(DeletedCustomers { success: true, deleted_ids: deleted_ids.into_iter().map(i64::from).collect() }))
}

#[derive(Serialize, ToSchema)]
pub struct TeamImport {
    pub team: Vec<TeamMember>,
    pub errors: Vec<ImportError>,
}

/// A team record. Demoting the last admin: 422.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct TeamRecord {
    #[schema(format = Email, max_length = 254)]
    email: String,
    /// At most 120 characters once trimmed.
    #[schema(max_length = 120)]
    name: Option<String>,
    /// Default `member`.
    role: Option<Role>,
}

/// Body of a team import. More than 50 records: 422 and nothing imported.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct TeamImportBody {
    #[schema(schema_with = team_records)]
    team: Vec<TeamRecord>,
}

/// Adds or updates (by e-mail) up to 50 team members; an admin's token.
#[utoipa::path(post, path = "/teams/import", tag = "Team", operation_id = "import_team_members",
    security(("api_key" = [], "user_token" = [])),
    request_body(content = inline(TeamImportBody), content_type = "application/json"),
    responses((status = 200, body = TeamImport), Malformed, TokenRefusals, TooLarge, Invalid))]
pub async fn import_team(State(state): State<AppState>, ApiUser { org, actor }: ApiUser, payload: Payload) -> Result<Json<TeamImport>, ApiError> {
    actor.require_admin()?;
    let records = records::<TeamInput>(&payload, "team", TEAM_FIELDS)?;
    let txn = state.db.begin_write().await?;
    let (imported, errors) = team::import(&*txn, org.id, records).await?;
    txn.commit().await?;
    Ok(Json(TeamImport { team: imported.into_iter().map(TeamMember::from).collect(), errors: errors.into_iter().map(ImportError::from).collect() }))
}

/// The team, oldest first.
#[utoipa::path(get, path = "/teams", tag = "Team", operation_id = "list_team_members",
    security(("api_key" = [])),
    params(("role" = Option<String>, Query, pattern = r"^\s*(admin|member|csm)?\s*$", description = "`admin`, `member` or `csm`: only members with that role; empty counts as absent"),
        ("limit" = Option<i64>, Query, minimum = 1, description = "Members a page, from 1 (default 30); more than 100 counts as 100. Zero, negative, empty or non-numeric: 422."),
        ("page" = Option<i64>, Query, minimum = 1, description = "The page, from 1 (default 1). Zero, negative, empty or non-numeric: 422.")),
    responses((status = 200, body = Vec<TeamMember>, description = "A bare array; the paging is in the headers",
            headers(("X-Total-Count" = u64, description = "Members in all pages"), ("X-Page" = u64, description = "This page"),
                ("X-Per-Page" = u64, description = "Members a page"), ("Link" = String, description = "`first`, `last`, and `prev`/`next` where they exist"))),
        KeyRefusals, Invalid))]
pub async fn list_team(State(state): State<AppState>, ApiOrg(org): ApiOrg, query: QueryPairs) -> Result<(HeaderMap, Json<Vec<TeamMember>>), ApiError> {
    let paging = query.paging("limit")?;
    let role = match query.get("role").map(str::trim).filter(|r| !r.is_empty()) {
        None => None,
        Some(role) => {
            Some(users::Role::parse(role).ok_or_else(|| ApiError::from(app::domain::Error::invalid(said!("said-x-must-be-one-of-admin", field = "role"))))?)
        }
    };
    let (members, total) = team::list(state.db.conn(), org.id, role, paging.page, paging.per_page).await?;
    let mut headers = HeaderMap::new();
    let meta = paging.meta(total);
    let number = |n: u64| HeaderValue::from(n);
    headers.insert("x-total-count", number(total));
    headers.insert("x-page", number(paging.page));
    headers.insert("x-per-page", number(paging.per_page));
    let base = format!("{}/api/v3/teams", state.settings.public_url);
    let role_param = role.map(|r| format!("&role={r}")).unwrap_or_default();
    let link = |page: u64, rel: &str| format!("<{base}?page={page}&limit={}{role_param}>; rel=\"{rel}\"", paging.per_page);
    let mut links = vec![link(1, "first"), link(meta.total_pages.max(1), "last")];
    if paging.page > 1 {
        links.push(link(paging.page - 1, "prev"));
    }
    if meta.has_more {
        links.push(link(paging.page + 1, "next"));
    }
    if let Ok(value) = HeaderValue::from_str(&links.join(", ")) {
        headers.insert("link", value);
    }
    Ok((headers, Json(members.into_iter().map(TeamMember::from).collect())))
}

/// Adds (or updates, by e-mail) one team member, creating the user when needed; an admin's token.
#[utoipa::path(post, path = "/teams", tag = "Team", operation_id = "create_team_member",
    security(("api_key" = [], "user_token" = [])),
    request_body(content = inline(TeamRecord), content_type = "application/json"),
    responses((status = 201, body = TeamMember), Malformed, TokenRefusals, TooLarge, Invalid))]
pub async fn create_team_member(
    State(state): State<AppState>,
    ApiUser { org, actor }: ApiUser,
    payload: Payload,
) -> Result<(StatusCode, Json<TeamMember>), ApiError> {
    actor.require_admin()?;
    payload.expect(TEAM_FIELDS)?;
    let input: TeamInput = serde_json::from_value(Value::Object(payload.fields)).map_err(|e| ApiError::invalid("base", &format!("is malformed: {e}")))?;
    let txn = state.db.begin_write().await?;
    let member = team::create(&*txn, org.id, input).await?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(TeamMember::from(member))))
}

/// Removes a team record (the user stays, as a customer); an admin's token. The last admin
/// cannot be removed (422).
#[utoipa::path(delete, path = "/teams/{id}", tag = "Team", operation_id = "delete_team_member",
    security(("api_key" = [], "user_token" = [])),
    params(("id" = i64, Path, description = "The team member's id (not the user's)")),
    responses((status = 200, body = TeamMember, description = "The removed team member"), MalformedPath, TokenRefusals, NotFound, Invalid))]
pub async fn delete_team_member(State(state): State<AppState>, ApiUser { org, actor }: ApiUser, Path(id): Path<String>) -> Result<Json<TeamMember>, ApiError> {
    actor.require_admin()?;
    let id = super::path_id(&id, "Team member")?;
    let txn = state.db.begin_write().await?;
    let member = team::delete(&*txn, org.id, id).await?;
    txn.commit().await?;
    Ok(Json(TeamMember::from(member)))
}

#[derive(Serialize, ToSchema)]
pub struct Upvoters {
    pub success: bool,
    pub votes: Vec<Vote>,
    pub meta: super::input::Meta,
}

/// Upvotes, newest first: of one post or of the whole organization (with `kind`, an extension:
/// downvotes, or every vote).
#[utoipa::path(get, path = "/upvoters", tag = "Votes", operation_id = "list_upvoters",
    security(("api_key" = [])),
    params(PrivateAccess,
        ("feature_request_id" = Option<String>, Query, pattern = r"^\s*(-?[0-9]{1,18})?\s*$", description = "A post's id: the upvotes of this post (404 when it is not found); all upvotes of the organization when empty or absent"),
        ("kind" = Option<String>, Query, pattern = r"^\s*(upvote|downvote|all)?\s*$", description = "An extension: `upvote` (the default), `downvote`, or `all` (every vote, each with its `kind`), as another server importing this one reads them"),
        PageQuery,
        ("from_date" = Option<String>, Query, pattern = r"^\s*([0-9]{4}-[0-9]{2}-[0-9]{2})?\s*$", description = "A date, YYYY-MM-DD (UTC), inclusive; empty counts as absent"),
        ("to_date" = Option<String>, Query, pattern = r"^\s*([0-9]{4}-[0-9]{2}-[0-9]{2})?\s*$", description = "A date, YYYY-MM-DD (UTC), inclusive; empty counts as absent")),
    responses((status = 200, body = Upvoters), KeyRefusals, NotFound, Invalid))]
pub async fn upvoters(
    State(state): State<AppState>,
    ApiOrg(org): ApiOrg,
    AllowPrivate(allow_private): AllowPrivate,
    query: QueryPairs,
) -> Result<Json<Upvoters>, ApiError> {
    let paging = query.paging("per_page")?;
    let from = query.day("from_date")?.map(time::start_of_day);
    let until = query.day("to_date")?.map(time::end_of_day);
    let post_id = query.int("feature_request_id")?.map(PostId);
    let kind = match query.get("kind").map(str::trim).filter(|k| !k.is_empty()) {
        None | Some("upvote") => Some(votes::Kind::Upvote),
        Some("downvote") => Some(votes::Kind::Downvote),
        Some("all") => None,
        Some(_) => return Err(ApiError::invalid("kind", "must be one of upvote, downvote, all")),
    };
    let (views, total) = votes::upvoters(state.db.conn(), org.id, post_id, kind, from, until, allow_private, paging.page, paging.per_page).await?;
    let statuses = statuses::cached(&state.db, org.id).await?.into_iter().map(|s| (s.id, s)).collect();
    let links = links(&state, &org);
    Ok(Json(Upvoters { success: true, votes: views.into_iter().map(|v| Vote::new(v, &statuses, links)).collect(), meta: paging.meta(total) }))
}

#[derive(Serialize, ToSchema)]
pub struct BucketList {
    pub success: bool,
    pub buckets: Vec<Bucket>,
}

#[utoipa::path(get, path = "/buckets", tag = "Buckets", operation_id = "list_buckets",
    security(("api_key" = [])),
    params(PrivateAccess),
    responses((status = 200, body = BucketList), KeyRefusals))]
pub async fn list_buckets(State(state): State<AppState>, ApiOrg(org): ApiOrg, AllowPrivate(allow_private): AllowPrivate) -> Result<Json<BucketList>, ApiError> {
    let rows = buckets::list(state.db.conn(), org.id, allow_private).await?;
    let links = links(&state, &org);
    Ok(Json(BucketList { success: true, buckets: rows.into_iter().map(|b| Bucket::new(b, links)).collect() }))
}
