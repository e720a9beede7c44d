//! `/api/v3/companies` (an extension of the spec, docs/api.md): the companies an
//! organization's people belong to, with their monthly revenue. Reading needs the API key;
//! writing a token of an admin or a customer success manager.

use super::documented::{Invalid, KeyRefusals, Malformed, MalformedBodyOrPath, MalformedPath, NotFound, TokenRefusals, TooLarge};
use super::input::{Meta, Payload, QueryPairs, Type, type_errors};
use super::shapes::Deleted;
use super::{ApiError, ApiOrg, ApiUser};
use app::domain::FieldErrors;
use app::domain::companies::{self, CompanyInput, Order};
use app::entities::company;
use app::state::AppState;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

#[derive(Serialize, ToSchema)]
pub struct Company {
    pub id: i64,
    /// The host product's id of the company, unique in the organization.
    pub external_id: String,
    pub name: String,
    /// A month's revenue in the organization's currency.
    pub monthly_revenue: f64,
    pub plan: Option<String>,
    /// How many people work there.
    pub size: Option<i32>,
    /// Custom attributes: names to strings, numbers, booleans.
    #[schema(value_type = Object)]
    pub attributes: Value,
    /// How many of the organization's people belong to it (in lists and single reads).
    pub people: Option<u64>,
    pub created_at: String,
    pub updated_at: String,
}

impl Company {
    fn of(c: company::Model, people: Option<u64>) -> Self {
        Self {
            id: c.id,
            external_id: c.external_id,
            name: c.name,
            monthly_revenue: c.monthly_revenue_cents as f64 / 100.0,
            plan: c.plan,
            size: c.size,
            attributes: serde_json::from_str(&c.attributes).unwrap_or_else(|_| Value::Object(Default::default())),
            people,
            created_at: app::domain::time::iso_utc(c.created_at),
            updated_at: app::domain::time::iso_utc(c.updated_at),
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct CompanyList {
    pub success: bool,
    pub companies: Vec<Company>,
    pub meta: Meta,
}

/// A company as it is sent; fields left out stay as they are.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct CompanyRecord {
    /// The host product's id of the company: 1–255 characters once trimmed. Required to make
    /// one; on `PUT` it changes the id (422 when another company has it).
    #[schema(min_length = 1, max_length = 255)]
    external_id: Option<String>,
    /// At most 255 characters; absent on a new company: its external id.
    #[schema(max_length = 255)]
    name: Option<String>,
    /// A month's revenue in the organization's currency, 0 to 10¹²; cents are kept.
    #[schema(minimum = 0, maximum = 1_000_000_000_000_i64)]
    monthly_revenue: Option<f64>,
    /// At most 100 characters; empty removes it.
    #[schema(max_length = 100)]
    plan: Option<String>,
    /// How many people work there, 0 to 100,000,000.
    #[schema(minimum = 0, maximum = 100_000_000)]
    size: Option<i32>,
    /// At most 50 attributes named by 1–100 characters, each a string of at most 1000
    /// characters, a number, a boolean or null; replaces the attributes kept.
    #[schema(value_type = Option<Object>)]
    attributes: Option<Value>,
}

/// Body of a companies import. More than 1000 records: 422 and nothing imported.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct CompanyImportBody {
    #[schema(schema_with = company_records)]
    companies: Vec<CompanyRecord>,
}

fn company_records() -> utoipa::openapi::schema::Array {
    super::documented::import_records(1000, "Company records, each as create company takes it (CompanyRecord)")
}

/// One refused record of an import.
#[derive(Serialize, ToSchema)]
pub struct CompanyImportError {
    pub index: usize,
    pub external_id: Option<String>,
    #[schema(value_type = Object)]
    pub errors: FieldErrors,
}

#[derive(Serialize, ToSchema)]
pub struct CompanyImport {
    pub companies: Vec<Company>,
    pub errors: Vec<CompanyImportError>,
}

const FIELDS: &[(&str, Type)] = &[
    ("external_id", Type::String),
    ("name", Type::String),
    ("monthly_revenue", Type::Number),
    ("plan", Type::String),
    ("size", Type::Integer),
    ("attributes", Type::Object),
];

/// The fields of `fields`, typed, as a company.
fn input(fields: serde_json::Map<String, Value>) -> Result<CompanyInput, FieldErrors> {
    let errors = type_errors(&fields, FIELDS, false);
    if !errors.is_empty() {
        return Err(errors);
    }
    serde_json::from_value(Value::Object(fields)).map_err(|e| FieldErrors::from([("base".to_owned(), vec![format!("is malformed: {e}")])]))
}

fn body(payload: Payload) -> Result<CompanyInput, ApiError> {
    payload.expect(FIELDS)?;
    input(payload.fields).map_err(|fields| ApiError::from(app::domain::Error::Invalid { message: app::said!("said-the-company-is-invalid"), fields }))
}

/// The organization's companies, largest monthly revenue first (or by `order`).
#[utoipa::path(get, path = "/companies", tag = "Companies", operation_id = "list_companies",
    security(("api_key" = [])),
    params(("query" = Option<String>, Query, description = "Only companies whose name or external id starts with this"),
        ("order" = Option<String>, Query, pattern = r"^\s*(revenue|name|newest)?\s*$", description = "`revenue` (default), `name` or `newest`"),
        ("per_page" = Option<i64>, Query, minimum = 1, description = "Companies a page, from 1 (default 30); more than 100 counts as 100. Zero, negative, empty or non-numeric: 422."),
        ("page" = Option<i64>, Query, minimum = 1, description = "The page, from 1 (default 1). Zero, negative, empty or non-numeric: 422.")),
    responses((status = 200, body = CompanyList), KeyRefusals, Invalid))]
pub async fn list(State(state): State<AppState>, ApiOrg(org): ApiOrg, query: QueryPairs) -> Result<Json<CompanyList>, ApiError> {
    let paging = query.paging("per_page")?;
    let order = match query.get("order").map(str::trim).unwrap_or("") {
        "" | "revenue" => Order::Revenue,
        "name" => Order::Name,
        "newest" => Order::Newest,
        _ => return Err(ApiError::invalid("order", "must be revenue, name or newest")),
    };
    let text = query.get("query").map(|q| q.chars().take(255).collect::<String>());
    let (listed, total) = companies::list(state.db.conn(), org.id, text.as_deref(), order, paging.page, paging.per_page).await?;
    let companies = listed.into_iter().map(|l| Company::of(l.company, Some(l.people))).collect();
    Ok(Json(CompanyList { success: true, companies, meta: paging.meta(total) }))
}

/// One company.
#[utoipa::path(get, path = "/companies/{id}", tag = "Companies", operation_id = "get_company",
    security(("api_key" = [])),
    params(("id" = i64, Path, description = "The company's id")),
    responses((status = 200, body = Company), MalformedPath, KeyRefusals, NotFound))]
pub async fn get(State(state): State<AppState>, ApiOrg(org): ApiOrg, Path(id): Path<String>) -> Result<Json<Company>, ApiError> {
    let id = super::path_id(&id, "Company")?;
    let found = companies::find(state.db.conn(), org.id, id).await?;
    let people = companies::people_count(state.db.conn(), org.id, id).await?;
    Ok(Json(Company::of(found, Some(people))))
}

/// Makes a company, or brings the one of that `external_id` up to date (201 when made, 200
/// when it was there); a token of an admin or a customer success manager.
#[utoipa::path(post, path = "/companies", tag = "Companies", operation_id = "create_company",
    security(("api_key" = [], "user_token" = [])),
    request_body(content = inline(CompanyRecord), content_type = "application/json"),
    responses((status = 201, body = Company), (status = 200, body = Company, description = "The company of that external id, brought up to date"),
        Malformed, TokenRefusals, TooLarge, Invalid))]
pub async fn create(State(state): State<AppState>, ApiUser { org, actor }: ApiUser, payload: Payload) -> Result<(StatusCode, Json<Company>), ApiError> {
    actor.require_customer_manager()?;
    let input = body(payload)?;
    let txn = state.db.begin_write().await?;
    let (company, made) = companies::upsert(&*txn, org.id, &input).await?;
    txn.commit().await?;
    let status = if made { StatusCode::CREATED } else { StatusCode::OK };
    Ok((status, Json(Company::of(company, None))))
}

/// Changes a company; a token of an admin or a customer success manager. The posts its people
/// upvoted move with its revenue.
#[utoipa::path(put, path = "/companies/{id}", tag = "Companies", operation_id = "update_company",
    security(("api_key" = [], "user_token" = [])),
    params(("id" = i64, Path, description = "The company's id")),
    request_body(content = inline(CompanyRecord), content_type = "application/json"),
    responses((status = 200, body = Company), MalformedBodyOrPath, TokenRefusals, NotFound, TooLarge, Invalid))]
pub async fn update(
    State(state): State<AppState>,
    ApiUser { org, actor }: ApiUser,
    Path(id): Path<String>,
    payload: Payload,
) -> Result<Json<Company>, ApiError> {
    let id = super::path_id(&id, "Company")?;
    actor.require_customer_manager()?;
    let input = body(payload)?;
    let txn = state.db.begin_write().await?;
    let company = companies::update(&*txn, org.id, id, &input).await?;
    txn.commit().await?;
    Ok(Json(Company::of(company, None)))
}

/// Deletes a company: its people belong to none, and the posts they upvoted are counted again;
/// a token of an admin or a customer success manager.
#[utoipa::path(delete, path = "/companies/{id}", tag = "Companies", operation_id = "delete_company",
    security(("api_key" = [], "user_token" = [])),
    params(("id" = i64, Path, description = "The company's id")),
    responses((status = 200, body = Deleted), MalformedPath, TokenRefusals, NotFound))]
pub async fn delete(State(state): State<AppState>, ApiUser { org, actor }: ApiUser, Path(id): Path<String>) -> Result<Json<Deleted>, ApiError> {
    let id = super::path_id(&id, "Company")?;
    actor.require_customer_manager()?;
    let txn = state.db.begin_write().await?;
    let deleted = companies::delete(&*txn, org.id, id).await?;
    txn.commit().await?;
    Ok(Json(Deleted { success: true, id: deleted.id }))
}

/// Makes or brings up to date (by external id) up to 1000 companies; a token of an admin or a
/// customer success manager. Valid records are imported even when others are refused.
#[utoipa::path(post, path = "/companies/import", tag = "Companies", operation_id = "import_companies",
    security(("api_key" = [], "user_token" = [])),
    request_body(content = inline(CompanyImportBody), content_type = "application/json"),
    responses((status = 200, body = CompanyImport), Malformed, TokenRefusals, TooLarge, Invalid))]
pub async fn import(State(state): State<AppState>, ApiUser { org, actor }: ApiUser, payload: Payload) -> Result<Json<CompanyImport>, ApiError> {
    actor.require_customer_manager()?;
    let records = match payload.fields.get("companies") {
        None | Some(Value::Null) => return Err(ApiError::missing("companies")),
        Some(Value::Array(items)) => items
            .iter()
            .map(|item| match item {
                Value::Object(fields) => input(fields.clone()),
                _ => Err(FieldErrors::from([("base".to_owned(), vec!["must be an object".to_owned()])])),
            })
            .collect::<Vec<_>>(),
        Some(_) => return Err(ApiError::invalid("companies", "must be an array")),
    };
    let txn = state.db.begin_write().await?;
    let (imported, refused) = companies::import(&*txn, org.id, records).await?;
    txn.commit().await?;
    Ok(Json(CompanyImport {
        companies: imported.into_iter().map(|c| Company::of(c, None)).collect(),
        errors: refused
            .into_iter()
            .map(|r| CompanyImportError { index: r.index, external_id: r.external_id, errors: r.errors })
            .collect(),
    }))
}
