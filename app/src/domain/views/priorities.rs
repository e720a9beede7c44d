//! The admin area's Priorities: the organization's open posts ordered by votes, by the
//! companies behind them, by their revenue, or by a RICE score, each with the numbers and the
//! formula that put it there (docs/priorities.md). One statement a page: the posts, their
//! kept values ([`crate::domain::values`]) and the order, filtered by board, status, plan and
//! company.

use crate::domain::values::{Measure, Reach};
use crate::domain::{Result, page_offset, statement};
use crate::entities::organization;
use crate::model::{BucketId, PostId, PrioritiesView, PriorityRow, StatusId};
use sea_orm::{ConnectionTrait, Value};

/// Rows a page.
pub const PER_PAGE: u64 = 50;

/// What the view is ordered by (a rule of `values`, which named roadmaps order by too).
pub use crate::domain::values::Sort;

/// Which posts are shown.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Filters {
    pub bucket: Option<BucketId>,
    pub status: Option<StatusId>,
    /// Posts upvoted by a company on this plan.
    pub plan: Option<String>,
    /// Posts upvoted by this company.
    pub company: Option<i64>,
}

/// One post as the view shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub id: PostId,
    pub title: String,
    pub slug: String,
    pub bucket_id: BucketId,
    pub status_id: StatusId,
    pub votes: i32,
    pub companies: i32,
    pub revenue_sum_cents: i64,
    pub revenue_max_cents: i64,
    pub impact: Option<f64>,
    pub confidence: Option<i32>,
    pub effort: Option<f64>,
}

impl Row {
    /// The post's revenue by `measure`, in cents.
    pub fn revenue(&self, measure: Measure) -> i64 {
        measure.of_post(self.companies, self.revenue_sum_cents, self.revenue_max_cents)
    }

    /// The reach a RICE score counts: votes, companies, or revenue in the organization's
    /// currency.
    pub fn reach(&self, reach: Reach, measure: Measure) -> f64 {
        match reach {
            Reach::Votes => f64::from(self.votes),
            Reach::Companies => f64::from(self.companies),
            Reach::Revenue => self.revenue(measure) as f64 / 100.0,
        }
    }

    /// Reach × impact × confidence ÷ effort, once the team has estimated all three.
    pub fn rice(&self, reach: Reach, measure: Measure) -> Option<f64> {
        let (impact, confidence, effort) = (self.impact?, self.confidence?, self.effort?);
        (effort > 0.0).then(|| self.reach(reach, measure) * impact * f64::from(confidence) / 100.0 / effort)
    }
}

/// The revenue column of `measure`, as SQL.
fn revenue_column(measure: Measure) -> &'static str {
    match measure {
        Measure::Sum => "v.revenue_cents",
        Measure::Max => "v.revenue_max_cents",
        Measure::Average => "v.revenue_avg_cents",
    }
}

/// A RICE score over `post_values v`, its reach counting the votes of `votes` (the posts'
/// column as the query names it) where the organization's reach is votes.
fn rice_sql(org: &organization::Model, votes: &str) -> String {
    let reach = match Reach::of(org) {
        Reach::Votes => votes.to_owned(),
        Reach::Companies => "v.companies".to_owned(),
        Reach::Revenue => format!("{} / 100.0", revenue_column(Measure::of(org))),
    };
    format!("(1.0 * {reach} * v.impact * v.confidence / 100.0 / v.effort)")
}

/// A post's value by `sort` as an SQL expression over `posts` (unqualified, as an ORDER BY of
/// a query of posts alone writes it): a scalar subquery of its kept values, 0 (or, for RICE,
/// below every score) where there are none.
pub fn value_of_post(sort: Sort, org: &organization::Model) -> String {
    let of = |column: &str| format!("COALESCE((SELECT {column} FROM post_values v WHERE v.post_id = posts.id), 0)");
    match sort {
        Sort::Votes => "COALESCE((SELECT c.votes_count FROM post_counts c WHERE c.post_id = posts.id), 0)".to_owned(),
        Sort::Companies => of("v.companies"),
        Sort::Revenue => of(revenue_column(Measure::of(org))),
        Sort::Rice => format!(
            "COALESCE((SELECT CASE WHEN v.effort > 0 THEN {} END FROM post_values v JOIN post_counts c ON c.post_id = v.post_id WHERE v.post_id = posts.id), -1)",
            rice_sql(org, "c.votes_count")
        ),
    }
}

/// The condition that a post is estimated for RICE (over `post_values v`).
const ESTIMATED: &str = "v.effort > 0 AND v.impact IS NOT NULL AND v.confidence IS NOT NULL";

/// Page `page` of the organization's Priorities and whether another follows. Shown: approved
/// posts that are not merged away; closed ones too (the status filter leaves them out).
///
/// Each order is read from an index and cut at the page (every post has its row of values):
/// revenue and companies from `post_values`' indexes, votes from the posts', RICE in two
/// parts: the estimated posts (few, found by their effort) by score, then the others, newest
/// first. A sort of every post per page took 0.4 s of CPU at 100,000 posts (docs/benchmarks.md).
pub async fn page(conn: &impl ConnectionTrait, org: &organization::Model, sort: Sort, filters: &Filters, page: u64) -> Result<(Vec<Row>, bool)> {
    let Some(offset) = page_offset(page, PER_PAGE) else { return Ok((Vec::new(), false)) };
    let wanted = PER_PAGE + 1;
    let mut out = match sort {
        Sort::Votes => select(conn, org, filters, Drive::Counts, None, "c.votes_count DESC, c.post_id DESC", wanted, offset).await?,
        Sort::Companies => select(conn, org, filters, Drive::Values, None, "v.companies DESC, v.post_id DESC", wanted, offset).await?,
        Sort::Revenue => {
            let order = format!("{} DESC, v.post_id DESC", revenue_column(Measure::of(org)));
            select(conn, org, filters, Drive::Values, None, &order, wanted, offset).await?
        }
        Sort::Rice => {
            let score = format!("{} DESC, v.post_id DESC", rice_sql(org, "c.votes_count"));
            let estimated = count(conn, org, filters, ESTIMATED).await?;
            let mut rows = Vec::new();
            if offset < estimated {
                rows = select(conn, org, filters, Drive::Values, Some(ESTIMATED), &score, wanted, offset).await?;
            }
            let rest = wanted.saturating_sub(rows.len() as u64);
            if rest > 0 {
                let unestimated = format!("NOT ({ESTIMATED})");
                let skip = offset.saturating_sub(estimated);
                rows.extend(select(conn, org, filters, Drive::Values, Some(&unestimated), "v.post_id DESC", rest, skip).await?);
            }
            rows
        }
    };
    let more = out.len() as u64 > PER_PAGE;
    out.truncate(PER_PAGE as usize);
    Ok((out, more))
}

/// Which table a page is read through (the one whose index gives the order).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Drive {
    /// `post_counts`, whose indexes give the vote order.
    Counts,
    Values,
}

/// The shown posts (`filters`, and `extra` over `post_values v` when given), their conditions
/// and the parameters they take, after `FROM … WHERE `: the post's place and counters from
/// `post_counts c`, its text from `posts p`.
fn conditions(org: &organization::Model, filters: &Filters, drive: Drive, extra: Option<&str>) -> (String, Vec<Value>) {
    // `CROSS JOIN` keeps SQLite's loops in this order (it keeps no statistics to choose by).
    let (from, mut sql) = match drive {
        Drive::Counts => {
            ("post_counts c CROSS JOIN post_values v CROSS JOIN posts p", String::from("v.post_id = c.post_id AND p.id = c.post_id AND c.organization_id = ?"))
        }
        Drive::Values => {
            ("post_values v CROSS JOIN post_counts c CROSS JOIN posts p", String::from("c.post_id = v.post_id AND p.id = v.post_id AND v.organization_id = ?"))
        }
    };
    let mut values: Vec<Value> = vec![org.id.get().into()];
    sql.push_str(" AND p.merged_into_id IS NULL AND c.hidden = ? AND c.approval_status = 'approved'");
    values.push(false.into());
    if let Some(extra) = extra {
        sql.push_str(&format!(" AND {extra}"));
    }
    if let Some(bucket) = filters.bucket {
        sql.push_str(" AND c.bucket_id = ?");
        values.push(bucket.get().into());
    }
    if let Some(status) = filters.status {
        sql.push_str(" AND c.status_id = ?");
        values.push(status.get().into());
    }
    if let Some(plan) = &filters.plan {
        sql.push_str(" AND EXISTS (SELECT 1 FROM post_companies pc JOIN companies co ON co.id = pc.company_id WHERE pc.post_id = p.id AND co.plan = ?)");
        values.push(plan.clone().into());
    }
    if let Some(company) = filters.company {
        sql.push_str(" AND EXISTS (SELECT 1 FROM post_companies pc WHERE pc.post_id = p.id AND pc.company_id = ?)");
        values.push(company.into());
    }
    (format!("{from} WHERE {sql}"), values)
}

/// How many shown posts meet `extra`.
async fn count(conn: &impl ConnectionTrait, org: &organization::Model, filters: &Filters, extra: &str) -> Result<u64> {
    let (from, values) = conditions(org, filters, Drive::Values, Some(extra));
    let row = conn.query_one_raw(statement(conn.get_database_backend(), &format!("SELECT COUNT(*) AS n FROM {from}"), values)).await?;
    Ok(row.map(|r| r.try_get::<i64>("", "n")).transpose()?.unwrap_or(0).max(0) as u64)
}

/// The statement of [`select`].
fn select_sql(org: &organization::Model, filters: &Filters, drive: Drive, extra: Option<&str>, order: &str, limit: u64, offset: u64) -> (String, Vec<Value>) {
    let (from, mut values) = conditions(org, filters, drive, extra);
    let sql = format!(
        "SELECT p.id, p.title, p.slug, c.bucket_id, c.status_id, c.votes_count, v.companies, v.revenue_cents, v.revenue_max_cents, \
         v.impact, v.confidence, v.effort FROM {from} ORDER BY {order} LIMIT ? OFFSET ?"
    );
    values.push((limit as i64).into());
    values.push((offset as i64).into());
    (sql, values)
}

/// `limit` shown posts after `offset`, in `order`.
#[allow(clippy::too_many_arguments)]
async fn select(
    conn: &impl ConnectionTrait,
    org: &organization::Model,
    filters: &Filters,
    drive: Drive,
    extra: Option<&str>,
    order: &str,
    limit: u64,
    offset: u64,
) -> Result<Vec<Row>> {
    let (sql, values) = select_sql(org, filters, drive, extra, order, limit, offset);
    let rows = conn.query_all_raw(statement(conn.get_database_backend(), &sql, values)).await?;
    Ok(rows
        .iter()
        .map(|r| {
            Ok(Row {
                id: PostId(r.try_get("", "id")?),
                title: r.try_get("", "title")?,
                slug: r.try_get("", "slug")?,
                bucket_id: BucketId(r.try_get("", "bucket_id")?),
                status_id: StatusId(r.try_get("", "status_id")?),
                votes: r.try_get("", "votes_count")?,
                companies: r.try_get("", "companies")?,
                revenue_sum_cents: r.try_get("", "revenue_cents")?,
                revenue_max_cents: r.try_get("", "revenue_max_cents")?,
                impact: r.try_get("", "impact")?,
                confidence: r.try_get("", "confidence")?,
                effort: r.try_get("", "effort")?,
            })
        })
        .collect::<std::result::Result<Vec<_>, sea_orm::DbErr>>()?)
}

/// The Priorities view as a page shows it: the rows with their numbers, the filters' choices
/// (boards and statuses by name) and how value is counted.
pub async fn load(
    conn: &impl ConnectionTrait,
    org: &organization::Model,
    can_configure: bool,
    sort: Sort,
    filters: &Filters,
    page_number: u64,
) -> Result<PrioritiesView> {
    let (rows, has_more) = page(conn, org, sort, filters, page_number).await?;
    let buckets = crate::domain::buckets::list(conn, org.id, true).await?;
    let statuses = crate::domain::statuses::list(conn, org.id).await?;
    let (measure, reach) = (Measure::of(org), Reach::of(org));
    let company = match filters.company {
        Some(id) => crate::domain::companies::find(conn, org.id, id).await.ok().map(|c| (c.id, c.name)),
        None => None,
    };
    let rows = rows
        .into_iter()
        .map(|r| PriorityRow {
            board: buckets.iter().find(|b| b.id == r.bucket_id).map(|b| b.name.clone()).unwrap_or_default(),
            status: statuses.iter().find(|s| s.id == r.status_id).map(|s| s.label.clone()).unwrap_or_default(),
            revenue_cents: r.revenue(measure),
            reach: r.reach(reach, measure),
            rice: r.rice(reach, measure),
            title: r.title,
            slug: r.slug,
            votes: r.votes,
            companies: r.companies,
            revenue_sum_cents: r.revenue_sum_cents,
            revenue_max_cents: r.revenue_max_cents,
            impact: r.impact,
            confidence: r.confidence,
            effort: r.effort,
        })
        .collect();
    Ok(PrioritiesView {
        rows,
        page: page_number,
        has_more,
        sort: sort.as_str().to_owned(),
        measure: measure.as_str().to_owned(),
        reach: reach.as_str().to_owned(),
        public_value: org.public_value,
        boards: buckets.into_iter().map(|b| (b.id.get(), b.name)).collect(),
        statuses: statuses.into_iter().map(|s| (s.id.get(), s.label)).collect(),
        plans: plans(conn, org.id).await?,
        company,
        can_configure,
    })
}

/// The plans of the organization's companies, for the filter.
pub async fn plans(conn: &impl ConnectionTrait, organization_id: crate::model::OrgId) -> Result<Vec<String>> {
    let sql = "SELECT DISTINCT plan FROM companies WHERE organization_id = ? AND plan IS NOT NULL ORDER BY plan LIMIT 100";
    let rows = conn.query_all_raw(statement(conn.get_database_backend(), sql, vec![organization_id.get().into()])).await?;
    Ok(rows.iter().filter_map(|r| r.try_get::<String>("", "plan").ok()).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::companies::{self, CompanyInput};
    use crate::domain::votes::{self, Kind, Source};
    use crate::domain::{organizations, posts, testing, users};
    use crate::model::Email;

    /// Three posts: one asked for by many people of a small company, one by one person of a
    /// large one, one estimated for RICE. Each order puts its own first; the filters narrow.
    #[tokio::test]
    async fn each_order_puts_its_own_first_and_the_filters_narrow() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let org_id = acme.organization.id;
        let many = posts::tests::post_in(&db, &acme, "Dark mode").await;
        let rich = posts::tests::post_in(&db, &acme, "SAML").await;
        let estimated = posts::tests::post_in(&db, &acme, "CSV export").await;
        let txn = db.begin_write().await.unwrap();
        let small = CompanyInput { external_id: Some("small".into()), monthly_revenue: Some(10.0), plan: Some("free".into()), ..Default::default() };
        let large = CompanyInput { external_id: Some("large".into()), monthly_revenue: Some(9000.0), plan: Some("enterprise".into()), ..Default::default() };
        let (small, _) = companies::upsert(&*txn, org_id, &small).await.unwrap();
        let (large, _) = companies::upsert(&*txn, org_id, &large).await.unwrap();
        for n in 0..3 {
            let voter = users::find_or_create(&*txn, org_id, &Email::parse(&format!("s{n}@small.test")).unwrap(), "S").await.unwrap();
            companies::assign(&*txn, org_id, voter.id, Some(small.id)).await.unwrap();
            votes::cast(&*txn, org_id, many.id, voter.id, Kind::Upvote, Source::Web).await.unwrap();
        }
        let big = users::find_or_create(&*txn, org_id, &Email::parse("cto@large.test").unwrap(), "L").await.unwrap();
        companies::assign(&*txn, org_id, big.id, Some(large.id)).await.unwrap();
        votes::cast(&*txn, org_id, rich.id, big.id, Kind::Upvote, Source::Web).await.unwrap();
        let estimate = "UPDATE post_values SET impact = 3, confidence = 100, effort = 0.5 WHERE post_id = ?";
        txn.execute_raw(statement(sea_orm::DbBackend::Sqlite, estimate, vec![estimated.id.get().into()])).await.unwrap();
        txn.commit().await.unwrap();

        let org = &acme.organization;
        let first = |sort, filters: Filters| {
            let db = db.clone();
            async move { page(db.conn(), org, sort, &filters, 1).await.unwrap().0.into_iter().map(|r| r.title).collect::<Vec<_>>() }
        };
        assert_eq!(first(Sort::Votes, Filters::default()).await[0], "Dark mode");
        assert_eq!(first(Sort::Revenue, Filters::default()).await[0], "SAML");
        assert_eq!(first(Sort::Rice, Filters::default()).await[0], "CSV export", "the only estimated post, before the unestimated");
        let by_plan = Filters { plan: Some("free".into()), ..Default::default() };
        assert_eq!(first(Sort::Revenue, by_plan).await, vec!["Dark mode".to_owned()]);
        let by_company = Filters { company: Some(large.id), ..Default::default() };
        assert_eq!(first(Sort::Votes, by_company).await, vec!["SAML".to_owned()]);
        let rows = page(db.conn(), org, Sort::Companies, &Filters::default(), 1).await.unwrap().0;
        let titles: Vec<&str> = rows.iter().map(|r| r.title.as_str()).collect();
        assert_eq!(titles, vec!["SAML", "Dark mode", "CSV export"], "one company each, the newer first; none last");
        let row = &rows[1];
        assert_eq!((row.votes, row.companies, row.revenue(Measure::Sum), row.revenue(Measure::Average)), (3, 1, 1000, 1000), "three people, one company");
        assert_eq!(page(db.conn(), org, Sort::Votes, &Filters::default(), 2).await.unwrap(), (Vec::new(), false));
    }

    /// The orders by revenue and by companies are read in an index's order and cut at the
    /// page: no sort of every post (0.4 s of CPU a page at 100,000 posts, when there was one).
    #[tokio::test]
    async fn revenue_and_companies_are_read_in_index_order() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        for order in ["v.revenue_cents DESC, v.post_id DESC", "v.revenue_avg_cents DESC, v.post_id DESC", "v.companies DESC, v.post_id DESC"] {
            let (sql, values) = select_sql(&acme.organization, &Filters::default(), Drive::Values, None, order, 51, 0);
            let plan = testing::sqlite_plan(&db, statement(sea_orm::DbBackend::Sqlite, &sql, values)).await;
            assert!(!plan.iter().any(|step| step.contains("TEMP B-TREE")), "{order}: {plan:?}");
            assert!(plan.first().is_some_and(|step| step.contains("post_values") && step.contains("idx_post_values_")), "{order}: {plan:?}");
        }
    }

    #[test]
    fn rice_needs_every_estimate_and_counts_the_chosen_reach() {
        let row = Row {
            id: PostId(1),
            title: String::new(),
            slug: String::new(),
            bucket_id: BucketId(1),
            status_id: StatusId(1),
            votes: 40,
            companies: 4,
            revenue_sum_cents: 200_000,
            revenue_max_cents: 150_000,
            impact: Some(2.0),
            confidence: Some(80),
            effort: Some(4.0),
        };
        assert_eq!(row.rice(Reach::Votes, Measure::Sum), Some(16.0));
        assert_eq!(row.rice(Reach::Companies, Measure::Sum), Some(1.6));
        assert_eq!(row.rice(Reach::Revenue, Measure::Max), Some(600.0));
        assert_eq!(Row { effort: None, ..row }.rice(Reach::Votes, Measure::Sum), None);
    }
}
