//! The admin area's companies: the list (largest revenue first, searched by name or external
//! id) and one company's page with its people and what they asked for.

use crate::domain::companies::{self, Order, PER_PAGE};
use crate::domain::{Result, statuses};
use crate::entities::{company, post};
use crate::model::{CompanyDetail, CompanyPage, CompanyPerson, CompanyRequest, CompanyRow, OrgId};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};

fn row(c: company::Model, people: u64) -> CompanyRow {
    CompanyRow { id: c.id, external_id: c.external_id, name: c.name, revenue_cents: c.monthly_revenue_cents, plan: c.plan, size: c.size, people }
}

pub async fn list(conn: &impl ConnectionTrait, organization_id: OrgId, query: Option<&str>, page: u64) -> Result<CompanyPage> {
    let (listed, total) = companies::list(conn, organization_id, query, Order::Revenue, page, PER_PAGE).await?;
    let has_more = page.saturating_mul(PER_PAGE) < total;
    Ok(CompanyPage { rows: listed.into_iter().map(|l| row(l.company, l.people)).collect(), page, has_more, total })
}

/// People and requests a company's page shows at most.
const SHOWN: u64 = 100;

pub async fn detail(conn: &impl ConnectionTrait, organization_id: OrgId, id: i64) -> Result<CompanyDetail> {
    let found = companies::find(conn, organization_id, id).await?;
    let people_count = companies::people_count(conn, organization_id, id).await?;
    let attributes = match serde_json::from_str::<serde_json::Value>(&found.attributes) {
        Ok(serde_json::Value::Object(map)) => map
            .into_iter()
            .map(|(k, v)| {
                let shown = match v {
                    serde_json::Value::String(s) => s,
                    other => other.to_string(),
                };
                (k, shown)
            })
            .collect(),
        _ => Vec::new(),
    };
    let people = companies::people(conn, organization_id, id, SHOWN)
        .await?
        .into_iter()
        .map(|u| CompanyPerson { id: u.id.get(), name: u.name, email: u.email, votes: u.votes_count })
        .collect();
    let asked = companies::requests(conn, organization_id, id, SHOWN).await?;
    let posts: std::collections::HashMap<_, post::Model> = post::Entity::find()
        .filter(post::Column::Id.is_in(asked.iter().map(|(p, _)| *p).collect::<Vec<_>>()))
        .all(conn)
        .await?
        .into_iter()
        .map(|p| (p.id, p))
        .collect();
    let all_statuses = statuses::list(conn, organization_id).await?;
    let requests = asked
        .into_iter()
        .filter_map(|(post_id, voters)| {
            let p = posts.get(&post_id)?;
            let status = all_statuses.iter().find(|s| s.id == p.status_id).map(|s| s.label.clone()).unwrap_or_default();
            Some(CompanyRequest { title: p.title.clone(), slug: p.slug.clone(), status, voters })
        })
        .collect();
    Ok(CompanyDetail { company: row(found, people_count), attributes, people, requests })
}
