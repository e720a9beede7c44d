//! Companies: who an organization's people work for, and what each pays a month. Set by the
//! widget's identify, the REST API (`/api/v3/companies`), a CSV import and the admin area; the
//! revenue behind each post follows them ([`super::values`]). docs/priorities.md.

use super::values::{self, Posts};
use super::{Error, Result, now};
use crate::entities::{company, post_company, user, vote};
use crate::model::{OrgId, PostId, UserId};
use crate::said;
use sea_orm::sea_query::{Expr, ExprTrait, LockType};
use sea_orm::{ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect};

/// The largest monthly revenue taken, in the organization's currency.
pub const REVENUE_MAX: f64 = 1e12;
const EXTERNAL_ID_MAX: usize = 255;
const NAME_MAX: usize = 255;
const PLAN_MAX: usize = 100;
const SIZE_MAX: i32 = 100_000_000;
const ATTRIBUTES_MAX: usize = 50;
const ATTRIBUTE_NAME_MAX: usize = 100;
const ATTRIBUTE_TEXT_MAX: usize = 1000;
/// Companies per page of the list.
pub const PER_PAGE: u64 = 50;

/// A company as it is sent: absent fields are left as they are (`plan` empty clears it).
#[derive(Clone, Debug, Default, PartialEq, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CompanyInput {
    /// The host product's id of the company (required to make one).
    #[serde(default, alias = "id")]
    pub external_id: Option<String>,
    #[serde(default)]
    pub name: Option<String>,
    /// A month's revenue in the organization's currency (cents kept).
    #[serde(default)]
    pub monthly_revenue: Option<f64>,
    #[serde(default)]
    pub plan: Option<String>,
    #[serde(default)]
    pub size: Option<i32>,
    /// Custom attributes: names to strings, numbers, booleans (replacing the ones kept).
    #[serde(default)]
    pub attributes: Option<serde_json::Map<String, serde_json::Value>>,
}

impl CompanyInput {
    /// Checks every field; the first problem is the error.
    pub fn check(&self) -> Result<()> {
        let too_long = |field: &str| Error::invalid(said!("said-x-is-too-long-at-most-10", field = field));
        if let Some(id) = &self.external_id {
            if id.trim().is_empty() {
                return Err(Error::invalid(said!("said-x-can-t-be-blank", field = "external_id")));
            }
            if id.trim().chars().count() > EXTERNAL_ID_MAX {
                return Err(too_long("external_id"));
            }
        }
        if self.name.as_deref().is_some_and(|n| n.trim().chars().count() > NAME_MAX) {
            return Err(too_long("name"));
        }
        if self.monthly_revenue.is_some_and(|r| !r.is_finite() || !(0.0..=REVENUE_MAX).contains(&r)) {
            return Err(Error::invalid(said!("said-x-must-be-an-amount", field = "monthly_revenue")));
        }
        if self.plan.as_deref().is_some_and(|p| p.trim().chars().count() > PLAN_MAX) {
            return Err(Error::invalid(said!("said-x-is-too-long-at-most-plan", field = "plan")));
        }
        if self.size.is_some_and(|s| !(0..=SIZE_MAX).contains(&s)) {
            return Err(Error::invalid(said!("said-x-must-be-a-number-of-people", field = "size")));
        }
        if let Some(attributes) = &self.attributes {
            let plain = |v: &serde_json::Value| match v {
                serde_json::Value::String(s) => s.chars().count() <= ATTRIBUTE_TEXT_MAX,
                serde_json::Value::Number(_) | serde_json::Value::Bool(_) | serde_json::Value::Null => true,
                _ => false,
            };
            let named = |k: &String| !k.trim().is_empty() && k.chars().count() <= ATTRIBUTE_NAME_MAX;
            if attributes.len() > ATTRIBUTES_MAX || !attributes.iter().all(|(k, v)| named(k) && plain(v)) {
                return Err(Error::invalid(said!("said-x-must-be-at-most-50-attributes", field = "attributes")));
            }
        }
        Ok(())
    }

    fn cents(&self) -> Option<i64> {
        self.monthly_revenue.map(|r| (r * 100.0).round() as i64)
    }
}

/// Makes the company of `input.external_id` or brings it up to date with what `input` says.
/// Returns it and whether it was made now. A change of its revenue moves the posts its people
/// upvoted ([`values::revenue_changed`]).
pub async fn upsert(conn: &impl ConnectionTrait, organization_id: OrgId, input: &CompanyInput) -> Result<(company::Model, bool)> {
    input.check()?;
    let external_id = input
        .external_id
        .as_deref()
        .map(str::trim)
        .filter(|id| !id.is_empty())
        .ok_or_else(|| Error::invalid(said!("said-x-can-t-be-blank", field = "external_id")))?
        .to_owned();
    let at = now();
    let name = input.name.as_deref().map(str::trim).filter(|n| !n.is_empty()).unwrap_or(&external_id).to_owned();
    let made = company::Entity::insert(company::ActiveModel {
        organization_id: Set(organization_id),
        external_id: Set(external_id.clone()),
        name: Set(name),
        monthly_revenue_cents: Set(input.cents().unwrap_or(0)),
        plan: Set(input.plan.as_deref().map(str::trim).filter(|p| !p.is_empty()).map(str::to_owned)),
        size: Set(input.size),
        attributes: Set(serde_json::Value::Object(input.attributes.clone().unwrap_or_default()).to_string()),
        created_at: Set(at),
        updated_at: Set(at),
        ..Default::default()
    })
    .on_conflict_do_nothing_on([company::Column::OrganizationId, company::Column::ExternalId]);
    if let Some(made) = super::insert_unless_taken(conn, made).await? {
        return Ok((made, true));
    }
    let existing = company::Entity::find()
        .filter(company::Column::OrganizationId.eq(organization_id))
        .filter(company::Column::ExternalId.eq(external_id.clone()))
        .one(conn)
        .await?
        .ok_or_else(|| Error::Internal(format!("the company {external_id:?} could not be kept")))?;
    Ok((change(conn, existing, input).await?, false))
}

/// Changes the company `id` of the organization as `input` says (its external id too, unless
/// another company has that one).
pub async fn update(conn: &impl ConnectionTrait, organization_id: OrgId, id: i64, input: &CompanyInput) -> Result<company::Model> {
    input.check()?;
    let existing = find(conn, organization_id, id).await?;
    if let Some(external_id) = input.external_id.as_deref().map(str::trim).filter(|e| *e != existing.external_id)
        && find_by_external(conn, organization_id, external_id).await?.is_some()
    {
        return Err(Error::Conflict(said!("said-another-company-has-this-id")));
    }
    change(conn, existing, input).await
}

/// Applies `input` to the company `existing` read. Its posts' counters, then its own row, are locked
/// (PostgreSQL) before its revenue is read again, so that no vote bringing it to a post or
/// taking it away runs meanwhile ([`super::values`] tells the order of the locks).
async fn change(conn: &impl ConnectionTrait, existing: company::Model, input: &CompanyInput) -> Result<company::Model> {
    let backend = conn.get_database_backend();
    let revenue_changes = input.cents().is_some_and(|c| c != existing.monthly_revenue_cents);
    if revenue_changes && backend == sea_orm::DbBackend::Postgres {
        let sql =
            "SELECT post_id FROM post_counts WHERE post_id IN (SELECT post_id FROM post_companies WHERE company_id = ?) ORDER BY post_id FOR NO KEY UPDATE";
        conn.query_all_raw(super::statement(backend, sql, vec![existing.id.into()])).await?;
    }
    let old = company::Entity::find_by_id(existing.id)
        .lock(LockType::Update)
        .one(conn)
        .await?
        .ok_or_else(|| Error::NotFound(said!("said-company-x-was-not-found", a = existing.id)))?;
    let mut update = company::Entity::update_many().col_expr(company::Column::UpdatedAt, Expr::value(now()));
    if let Some(external_id) = input.external_id.as_deref().map(str::trim) {
        update = update.col_expr(company::Column::ExternalId, Expr::value(external_id.to_owned()));
    }
    if let Some(name) = input.name.as_deref().map(str::trim).filter(|n| !n.is_empty()) {
        update = update.col_expr(company::Column::Name, Expr::value(name.to_owned()));
    }
    if let Some(cents) = input.cents() {
        update = update.col_expr(company::Column::MonthlyRevenueCents, Expr::value(cents));
    }
    if let Some(plan) = input.plan.as_deref().map(str::trim) {
        update = update.col_expr(company::Column::Plan, Expr::value((!plan.is_empty()).then(|| plan.to_owned())));
    }
    if let Some(size) = input.size {
        update = update.col_expr(company::Column::Size, Expr::value(Some(size)));
    }
    if let Some(attributes) = &input.attributes {
        update = update.col_expr(company::Column::Attributes, Expr::value(serde_json::Value::Object(attributes.clone()).to_string()));
    }
    let changed = update
        .filter(company::Column::Id.eq(old.id))
        .exec_with_returning(conn)
        .await
        .map_err(|error| match super::is_unique_violation(&error) {
            true => Error::Conflict(said!("said-another-company-has-this-id")),
            false => Error::from(error),
        })?
        .pop()
        .ok_or_else(|| Error::NotFound(said!("said-company-x-was-not-found", a = old.id)))?;
    values::revenue_changed(conn, changed.id, old.monthly_revenue_cents, changed.monthly_revenue_cents).await?;
    Ok(changed)
}

/// The company `id` of the organization, or "not found".
pub async fn find(conn: &impl ConnectionTrait, organization_id: OrgId, id: i64) -> Result<company::Model> {
    company::Entity::find_by_id(id)
        .filter(company::Column::OrganizationId.eq(organization_id))
        .one(conn)
        .await?
        .ok_or_else(|| Error::NotFound(said!("said-company-x-was-not-found", a = id)))
}

pub async fn find_by_external(conn: &impl ConnectionTrait, organization_id: OrgId, external_id: &str) -> Result<Option<company::Model>> {
    Ok(company::Entity::find()
        .filter(company::Column::OrganizationId.eq(organization_id))
        .filter(company::Column::ExternalId.eq(external_id.trim()))
        .one(conn)
        .await?)
}

/// A company with how many of the organization's people it has.
#[derive(Clone, Debug, PartialEq)]
pub struct Listed {
    pub company: company::Model,
    pub people: u64,
}

/// The order of the company list.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Order {
    /// Largest monthly revenue first.
    #[default]
    Revenue,
    Name,
    Newest,
}

/// A page of the organization's companies (names or external ids starting with `query`, when
/// given), with the number of people of each, and the total.
pub async fn list(
    conn: &impl ConnectionTrait,
    organization_id: OrgId,
    query: Option<&str>,
    order: Order,
    page: u64,
    per_page: u64,
) -> Result<(Vec<Listed>, u64)> {
    let mut select = company::Entity::find().filter(company::Column::OrganizationId.eq(organization_id));
    if let Some(query) = query.map(str::trim).filter(|q| !q.is_empty()) {
        let like = format!("{}%", query.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_"));
        select = select.filter(
            sea_orm::Condition::any()
                .add(Expr::col(company::Column::Name).like(sea_orm::sea_query::LikeExpr::new(like.clone()).escape('\\')))
                .add(Expr::col(company::Column::ExternalId).like(sea_orm::sea_query::LikeExpr::new(like).escape('\\'))),
        );
    }
    let total = select.clone().count(conn).await?;
    let Some(offset) = super::page_offset(page, per_page) else { return Ok((Vec::new(), total)) };
    let select = match order {
        Order::Revenue => select.order_by_desc(company::Column::MonthlyRevenueCents),
        Order::Name => select.order_by_asc(company::Column::Name),
        Order::Newest => select.order_by_desc(company::Column::CreatedAt),
    };
    let companies = select.order_by_desc(company::Column::Id).offset(offset).limit(per_page).all(conn).await?;
    let ids: Vec<i64> = companies.iter().map(|c| c.id).collect();
    let counts: std::collections::HashMap<i64, i64> = user::Entity::find()
        .select_only()
        .column(user::Column::CompanyId)
        .column_as(user::Column::Id.count(), "people")
        .filter(user::Column::CompanyId.is_in(ids))
        .group_by(user::Column::CompanyId)
        .into_tuple::<(i64, i64)>()
        .all(conn)
        .await?
        .into_iter()
        .collect();
    let listed = companies
        .into_iter()
        .map(|company| {
            let people = u64::try_from(counts.get(&company.id).copied().unwrap_or(0)).unwrap_or(0);
            Listed { company, people }
        })
        .collect();
    Ok((listed, total))
}

/// The company's people, most active first.
pub async fn people(conn: &impl ConnectionTrait, organization_id: OrgId, company_id: i64, limit: u64) -> Result<Vec<user::Model>> {
    Ok(user::Entity::find()
        .filter(user::Column::OrganizationId.eq(organization_id))
        .filter(user::Column::CompanyId.eq(company_id))
        .order_by_desc(user::Column::VotesCount)
        .order_by_asc(user::Column::Id)
        .limit(limit)
        .all(conn)
        .await?)
}

/// What the company asked for: the posts its people upvoted, with how many of them did,
/// most voters first.
pub async fn requests(conn: &impl ConnectionTrait, organization_id: OrgId, company_id: i64, limit: u64) -> Result<Vec<(PostId, i32)>> {
    Ok(post_company::Entity::find()
        .select_only()
        .column(post_company::Column::PostId)
        .column(post_company::Column::Voters)
        .filter(post_company::Column::OrganizationId.eq(organization_id))
        .filter(post_company::Column::CompanyId.eq(company_id))
        .order_by_desc(post_company::Column::Voters)
        .order_by_desc(post_company::Column::PostId)
        .limit(limit)
        .into_tuple()
        .all(conn)
        .await?)
}

/// Deletes the company: its people belong to none, and the posts they upvoted are counted again.
pub async fn delete(conn: &impl ConnectionTrait, organization_id: OrgId, id: i64) -> Result<company::Model> {
    let company = find(conn, organization_id, id).await?;
    let posts: Vec<PostId> = post_company::Entity::find()
        .select_only()
        .column(post_company::Column::PostId)
        .filter(post_company::Column::CompanyId.eq(id))
        .into_tuple()
        .all(conn)
        .await?;
    user::Entity::update_many()
        .col_expr(user::Column::CompanyId, Expr::value(Option::<i64>::None))
        .filter(user::Column::OrganizationId.eq(organization_id))
        .filter(user::Column::CompanyId.eq(id))
        .exec(conn)
        .await?;
    company::Entity::delete_by_id(id).exec(conn).await?;
    values::recount(conn, Posts::These(&posts)).await?;
    Ok(company)
}

/// Puts the person in the company (or in none); the posts they upvoted are counted again when
/// that changes anything. Returns whether it did.
pub async fn assign(conn: &impl ConnectionTrait, organization_id: OrgId, user_id: UserId, company_id: Option<i64>) -> Result<bool> {
    let moved = user::Entity::update_many()
        .col_expr(user::Column::CompanyId, Expr::value(company_id))
        .filter(user::Column::Id.eq(user_id))
        .filter(user::Column::OrganizationId.eq(organization_id))
        .filter(match company_id {
            Some(id) => user::Column::CompanyId.ne(id).or(user::Column::CompanyId.is_null()),
            None => user::Column::CompanyId.is_not_null(),
        })
        .exec(conn)
        .await?
        .rows_affected
        == 1;
    if moved {
        let upvoted: Vec<PostId> = vote::Entity::find()
            .select_only()
            .column(vote::Column::PostId)
            .filter(vote::Column::UserId.eq(user_id))
            .filter(vote::Column::Kind.eq(crate::entities::states::VoteKind::Upvote))
            .into_tuple()
            .all(conn)
            .await?;
        values::recount(conn, Posts::These(&upvoted)).await?;
    }
    Ok(moved)
}

/// The most companies one import takes.
pub const MAX_IMPORT: usize = 1000;

/// One company of an import that was refused: its place, its external id, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Refused {
    pub index: usize,
    pub external_id: Option<String>,
    pub errors: super::FieldErrors,
}

/// Makes or brings up to date (by external id) up to [`MAX_IMPORT`] companies; a record that
/// is refused is told with its place and leaves the others as they are. Importing twice makes
/// nothing new.
pub async fn import(
    conn: &impl ConnectionTrait,
    organization_id: OrgId,
    records: Vec<std::result::Result<CompanyInput, super::FieldErrors>>,
) -> Result<(Vec<company::Model>, Vec<Refused>)> {
    if records.len() > MAX_IMPORT {
        return Err(Error::LimitExceeded(said!("said-at-most-x-companies-per-import", max_import = MAX_IMPORT, a = records.len())));
    }
    let (mut imported, mut refused) = (Vec::new(), Vec::new());
    for (index, record) in records.into_iter().enumerate() {
        let input = match record {
            Ok(input) => input,
            Err(errors) => {
                refused.push(Refused { index, external_id: None, errors });
                continue;
            }
        };
        let external_id = input.external_id.clone();
        let checked = match (input.check(), external_id.as_deref().map(str::trim)) {
            (Err(error), _) => Err(error),
            (Ok(()), None | Some("")) => Err(Error::invalid(said!("said-x-can-t-be-blank", field = "external_id"))),
            (Ok(()), Some(_)) => Ok(()),
        };
        match checked {
            Ok(()) => imported.push(upsert(conn, organization_id, &input).await?.0),
            Err(Error::Invalid { fields, .. }) => refused.push(Refused { index, external_id, errors: fields }),
            Err(other) => return Err(other),
        }
    }
    Ok((imported, refused))
}

/// How many of the organization's people belong to the company.
pub async fn people_count(conn: &impl ConnectionTrait, organization_id: OrgId, company_id: i64) -> Result<u64> {
    Ok(user::Entity::find()
        .filter(user::Column::OrganizationId.eq(organization_id))
        .filter(user::Column::CompanyId.eq(company_id))
        .count(conn)
        .await?)
}
