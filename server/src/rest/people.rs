//! Customers, the team, upvoters and buckets.

use super::input::{Payload, QueryPairs, Type, type_errors};
use super::posts::links;
use super::shapes::{Bucket, Customer, ImportError, TeamMember, Vote};
use super::{AllowPrivate, ApiError, ApiOrg, ApiUser};
use app::domain::customers::{self, CustomerInput};
use app::domain::team::{self, TeamInput};
use app::domain::{FieldErrors, buckets, statuses, time, users, votes};
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
        Some(_) => Err(ApiError::from(app::domain::Error::invalid(key, "must be an array"))),
    }
}

#[derive(Serialize, ToSchema)]
pub struct CustomerImport {
    pub customers: Vec<Customer>,
    pub errors: Vec<ImportError>,
}

#[utoipa::path(post, path = "/customers/import", tag = "Customers",
    params(("API-KEY" = String, Header), ("Authorization" = String, Header, description = "An admin's or csm's token")),
    request_body(content = inline(CustomerImportBody), content_type = "application/json"),
    responses((status = 200, body = CustomerImport), (status = 401, body = super::ErrorBody), (status = 403, body = super::ErrorBody), (status = 422, body = super::ErrorBody)))]
pub async fn import_customers(State(state): State<AppState>, ApiUser { org, actor }: ApiUser, payload: Payload) -> Result<Json<CustomerImport>, ApiError> {
    actor.require_customer_manager()?;
    let records = records::<CustomerInput>(&payload, "customers", CUSTOMER_FIELDS)?;
    let txn = state.db.begin_write().await?;
    let (imported, errors) = customers::import(&*txn, org.id, records).await?;
    txn.commit().await?;
    Ok(Json(CustomerImport {
        customers: imported.into_iter().map(Customer::from).collect(),
        errors: errors.into_iter().map(ImportError::from).collect(),
    }))
}

/// A customer record: `email` (required, unique per organization ignoring case), `name`,
/// `labels`, `custom_fields`, `starred`, `blocked`, `profile_picture` (URL).
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct CustomerRecord {
    email: String,
    name: Option<String>,
    labels: Option<Vec<String>>,
    #[schema(value_type = Option<Object>)]
    custom_fields: Option<Value>,
    starred: Option<bool>,
    blocked: Option<bool>,
    profile_picture: Option<String>,
}

/// At most 1000 records.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct CustomerImportBody {
    customers: Vec<CustomerRecord>,
}

#[utoipa::path(post, path = "/customers", tag = "Customers",
    params(("API-KEY" = String, Header), ("Authorization" = String, Header, description = "An admin's or csm's token")),
    request_body(content = inline(CustomerRecord), content_type = "application/json"),
    responses((status = 201, body = Customer), (status = 401, body = super::ErrorBody), (status = 403, body = super::ErrorBody), (status = 422, body = super::ErrorBody)))]
pub async fn create_customer(State(state): State<AppState>, ApiUser { org, actor }: ApiUser, payload: Payload) -> Result<(StatusCode, Json<Customer>), ApiError> {
    actor.require_customer_manager()?;
    payload.expect(CUSTOMER_FIELDS)?;
    let input: CustomerInput = serde_json::from_value(Value::Object(payload.fields))
        .map_err(|e| ApiError::from(app::domain::Error::invalid("base", &format!("is malformed: {e}"))))?;
    let txn = state.db.begin_write().await?;
    let customer = customers::create(&*txn, org.id, input).await?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(Customer::from(customer))))
}

#[derive(Serialize, ToSchema)]
pub struct Deleted {
    pub success: bool,
    /// The customers that were deleted; ids of other organizations, unknown ids and team
    /// members are left alone.
    pub deleted_ids: Vec<i64>,
}

#[utoipa::path(delete, path = "/customers", tag = "Customers",
    params(("API-KEY" = String, Header), ("Authorization" = String, Header, description = "An admin's or csm's token"),
        ("ids[]" = Option<Vec<i64>>, Query, description = "or in a JSON body: {\"ids\": [...]}")),
    responses((status = 200, body = Deleted), (status = 401, body = super::ErrorBody), (status = 403, body = super::ErrorBody), (status = 422, body = super::ErrorBody)))]
pub async fn delete_customers(
    State(state): State<AppState>,
    ApiUser { org, actor }: ApiUser,
    query: QueryPairs,
    body: axum::body::Bytes,
) -> Result<Json<Deleted>, ApiError> {
    actor.require_customer_manager()?;
    let mut raw: Vec<Value> = query.all("ids").into_iter().map(Value::String).collect();
    if !body.iter().all(u8::is_ascii_whitespace) {
        match serde_json::from_slice::<Value>(&body) {
            Ok(Value::Object(mut fields)) => match fields.remove("ids").or_else(|| fields.remove("ids[]")) {
                Some(Value::Array(items)) if items.iter().all(|id| id.as_i64().is_some()) => raw.extend(items),
                Some(_) => return Err(ApiError::from(app::domain::Error::invalid("ids", "must be an array of integers"))),
                None => {}
            },
            _ => return Err(ApiError::new(StatusCode::BAD_REQUEST, "ERROR_CODE_INVALID_PARAM", "The body is not a JSON object.")),
        }
    }
    let ids = raw
        .iter()
        .map(|v| match v {
            Value::Number(n) => n.as_i64(),
            Value::String(s) => s.trim().parse().ok(),
            _ => None,
        })
        .collect::<Option<Vec<i64>>>()
        .ok_or_else(|| ApiError::from(app::domain::Error::invalid("ids", "must be integers")))?;
    if ids.is_empty() {
        return Err(ApiError::missing("ids"));
    }
    let txn = state.db.begin_write().await?;
    let deleted_ids = customers::delete(&*txn, org.id, &ids).await?;
    txn.commit().await?;
    Ok(Json(Deleted { success: true, deleted_ids }))
}

#[derive(Serialize, ToSchema)]
pub struct TeamImport {
    pub team: Vec<TeamMember>,
    pub errors: Vec<ImportError>,
}

/// A team record: `email` (required), `name`, `role` (`admin`, `member` (default), `csm`).
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct TeamRecord {
    email: String,
    name: Option<String>,
    role: Option<String>,
}

/// At most 50 records; more is a 422 and nothing is imported.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct TeamImportBody {
    team: Vec<TeamRecord>,
}

#[utoipa::path(post, path = "/teams/import", tag = "Team",
    params(("API-KEY" = String, Header), ("Authorization" = String, Header, description = "An admin's token")),
    request_body(content = inline(TeamImportBody), content_type = "application/json"),
    responses((status = 200, body = TeamImport), (status = 401, body = super::ErrorBody), (status = 403, body = super::ErrorBody), (status = 422, body = super::ErrorBody)))]
pub async fn import_team(State(state): State<AppState>, ApiUser { org, actor }: ApiUser, payload: Payload) -> Result<Json<TeamImport>, ApiError> {
    actor.require_admin()?;
    let records = records::<TeamInput>(&payload, "team", TEAM_FIELDS)?;
    let txn = state.db.begin_write().await?;
    let (imported, errors) = team::import(&*txn, org.id, records).await?;
    txn.commit().await?;
    Ok(Json(TeamImport {
        team: imported.into_iter().map(TeamMember::from).collect(),
        errors: errors.into_iter().map(ImportError::from).collect(),
    }))
}

#[utoipa::path(get, path = "/teams", tag = "Team",
    params(("API-KEY" = String, Header), ("role" = Option<String>, Query, description = "admin, member or csm"),
        ("limit" = Option<u64>, Query, description = "1..100, default 30"), ("page" = Option<u64>, Query)),
    responses((status = 200, body = Vec<TeamMember>, description = "A bare array; X-Total-Count, X-Page, X-Per-Page and Link headers carry the paging"),
        (status = 401, body = super::ErrorBody), (status = 422, body = super::ErrorBody)))]
pub async fn list_team(State(state): State<AppState>, ApiOrg(org): ApiOrg, query: QueryPairs) -> Result<(HeaderMap, Json<Vec<TeamMember>>), ApiError> {
    let paging = query.paging("limit")?;
    let role = match query.get("role").map(str::trim).filter(|r| !r.is_empty()) {
        None => None,
        Some(role) => Some(users::Role::parse(role).ok_or_else(|| ApiError::from(app::domain::Error::invalid("role", "must be one of admin, member, csm")))?),
    };
    let (members, total) = team::list(state.db.conn(), org.id, role, paging.page, paging.per_page).await?;
    let mut headers = HeaderMap::new();
    let meta = paging.meta(total);
    let number = |n: u64| HeaderValue::from(n);
    headers.insert("x-total-count", number(total));
    headers.insert("x-page", number(paging.page));
    headers.insert("x-per-page", number(paging.per_page));
    let base = format!("{}/api/v3/teams", state.settings.public_url);
    let role_param = role.map(|r| format!("&role={}", r.as_str())).unwrap_or_default();
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

#[utoipa::path(post, path = "/teams", tag = "Team",
    params(("API-KEY" = String, Header), ("Authorization" = String, Header, description = "An admin's token")),
    request_body(content = inline(TeamRecord), content_type = "application/json"),
    responses((status = 201, body = TeamMember), (status = 401, body = super::ErrorBody), (status = 403, body = super::ErrorBody), (status = 422, body = super::ErrorBody)))]
pub async fn create_team_member(State(state): State<AppState>, ApiUser { org, actor }: ApiUser, payload: Payload) -> Result<(StatusCode, Json<TeamMember>), ApiError> {
    actor.require_admin()?;
    payload.expect(TEAM_FIELDS)?;
    let input: TeamInput = serde_json::from_value(Value::Object(payload.fields))
        .map_err(|e| ApiError::from(app::domain::Error::invalid("base", &format!("is malformed: {e}"))))?;
    let txn = state.db.begin_write().await?;
    let member = team::create(&*txn, org.id, input).await?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(TeamMember::from(member))))
}

#[utoipa::path(delete, path = "/teams/{id}", tag = "Team",
    params(("id" = i64, Path, description = "The team member's id"), ("API-KEY" = String, Header), ("Authorization" = String, Header, description = "An admin's token")),
    responses((status = 200, body = TeamMember, description = "The removed team member; the user stays, as a customer"),
        (status = 401, body = super::ErrorBody), (status = 403, body = super::ErrorBody), (status = 404, body = super::ErrorBody), (status = 422, body = super::ErrorBody)))]
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

#[utoipa::path(get, path = "/upvoters", tag = "Votes",
    params(("API-KEY" = String, Header), ("ALLOW-PRIVATE" = Option<bool>, Header),
        ("feature_request_id" = Option<i64>, Query, description = "all upvotes of the organization when absent"),
        ("page" = Option<u64>, Query), ("per_page" = Option<u64>, Query, description = "1..100, default 30"),
        ("from_date" = Option<String>, Query, description = "YYYY-MM-DD, inclusive"), ("to_date" = Option<String>, Query, description = "YYYY-MM-DD, inclusive")),
    responses((status = 200, body = Upvoters), (status = 401, body = super::ErrorBody), (status = 404, body = super::ErrorBody), (status = 422, body = super::ErrorBody)))]
pub async fn upvoters(
    State(state): State<AppState>,
    ApiOrg(org): ApiOrg,
    AllowPrivate(allow_private): AllowPrivate,
    query: QueryPairs,
) -> Result<Json<Upvoters>, ApiError> {
    let paging = query.paging("per_page")?;
    let from = query.day("from_date")?.map(time::start_of_day);
    let until = query.day("to_date")?.map(time::end_of_day);
    let post_id = query.int("feature_request_id")?;
    let (views, total) = votes::upvoters(state.db.conn(), org.id, post_id, from, until, allow_private, paging.page, paging.per_page).await?;
    let statuses = statuses::cached(&state.db, org.id).await?.into_iter().map(|s| (s.id, s)).collect();
    let links = links(&state, &org);
    Ok(Json(Upvoters {
        success: true,
        votes: views.into_iter().map(|v| Vote::new(v, &statuses, links)).collect(),
        meta: paging.meta(total),
    }))
}

#[derive(Serialize, ToSchema)]
pub struct BucketList {
    pub success: bool,
    pub buckets: Vec<Bucket>,
}

#[utoipa::path(get, path = "/buckets", tag = "Buckets",
    params(("API-KEY" = String, Header), ("ALLOW-PRIVATE" = Option<bool>, Header)),
    responses((status = 200, body = BucketList), (status = 401, body = super::ErrorBody)))]
pub async fn list_buckets(State(state): State<AppState>, ApiOrg(org): ApiOrg, AllowPrivate(allow_private): AllowPrivate) -> Result<Json<BucketList>, ApiError> {
    let rows = buckets::list(state.db.conn(), org.id, allow_private).await?;
    let links = links(&state, &org);
    Ok(Json(BucketList { success: true, buckets: rows.into_iter().map(|b| Bucket::new(b, links)).collect() }))
}
