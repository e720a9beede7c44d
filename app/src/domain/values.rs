//! What each post is worth to the business: the companies among its upvoters, each counted
//! once however many of its people voted, and their monthly revenue (its sum, average or
//! maximum, as the organization chooses). docs/priorities.md tells the whole of it.
//!
//! Kept as exactly as the vote counts: `post_companies` counts each company's upvoters on a
//! post, `post_values` the companies and the sum and maximum of their revenue; both move in
//! the vote's transaction ([`upvoter`], from `votes`). Every writer takes its locks in one
//! order: the voter's row, the post's counters (its row of `post_counts`, which a vote
//! writes), the `post_companies` row, the company's row (for
//! share; a change of its revenue takes it for update, [`revenue_changed`]), the `post_values`
//! row. So a vote that brings a company to a post or takes it away and a change of that
//! company's revenue wait for one another, and neither reads what the other is changing.
//! What moves many votes at once (a merge, a person joining another company, a deletion, an
//! import) counts the posts it touched again from their votes ([`recount`]).

use super::{Result, statement};
use crate::model::{OrgId, PostId};
use sea_orm::{ConnectionTrait, DbBackend, Value};

/// How a post's revenue is told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Measure {
    Sum,
    Average,
    Max,
}

impl Measure {
    pub const ALL: [Measure; 3] = [Measure::Sum, Measure::Average, Measure::Max];

    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|m| m.as_str() == text)
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Measure::Sum => "sum",
            Measure::Average => "average",
            Measure::Max => "max",
        }
    }

    /// The organization's choice (the sum when it holds something unknown).
    pub fn of(org: &crate::entities::organization::Model) -> Self {
        Self::parse(&org.revenue_measure).unwrap_or(Measure::Sum)
    }

    /// The revenue a post's numbers tell by this measure, in cents.
    pub fn of_post(self, companies: i32, sum_cents: i64, max_cents: i64) -> i64 {
        match self {
            Measure::Sum => sum_cents,
            Measure::Max => max_cents,
            Measure::Average if companies > 0 => sum_cents / i64::from(companies),
            Measure::Average => 0,
        }
    }
}

/// What Priorities (and a named roadmap) is ordered by.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Sort {
    #[default]
    Revenue,
    Votes,
    Companies,
    Rice,
}

impl Sort {
    pub const ALL: [Sort; 4] = [Sort::Revenue, Sort::Votes, Sort::Companies, Sort::Rice];

    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.as_str() == text)
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Sort::Revenue => "revenue",
            Sort::Votes => "votes",
            Sort::Companies => "companies",
            Sort::Rice => "rice",
        }
    }
}

/// What a RICE score's reach counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    Votes,
    Companies,
    Revenue,
}

impl Reach {
    pub const ALL: [Reach; 3] = [Reach::Votes, Reach::Companies, Reach::Revenue];

    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|r| r.as_str() == text)
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Reach::Votes => "votes",
            Reach::Companies => "companies",
            Reach::Revenue => "revenue",
        }
    }

    pub fn of(org: &crate::entities::organization::Model) -> Self {
        Self::parse(&org.rice_reach).unwrap_or(Reach::Votes)
    }
}

/// `GREATEST(a, b)` as the database writes it.
fn greatest(backend: DbBackend) -> &'static str {
    match backend {
        DbBackend::Postgres => "GREATEST",
        _ => "MAX",
    }
}

/// `FOR SHARE` / `FOR UPDATE` where the database locks rows (SQLite has one writer at a time).
fn lock(backend: DbBackend, mode: &str) -> String {
    match backend {
        DbBackend::Postgres => format!(" {mode}"),
        _ => String::new(),
    }
}

/// An upvote of someone of company `company_id` came to the post (`delta` 1) or went (-1), in
/// the vote's transaction, after the post's counters were written (`votes::count`). The company
/// joins the post's companies with its first voter there and leaves with its last.
pub(crate) async fn upvoter(conn: &impl ConnectionTrait, organization_id: OrgId, post_id: PostId, company_id: i64, delta: i32) -> Result<()> {
    let backend = conn.get_database_backend();
    let keys = || vec![Value::from(post_id.get()), Value::from(company_id)];
    let voters = if delta > 0 {
        let sql = "INSERT INTO post_companies (post_id, company_id, organization_id, voters) VALUES (?, ?, ?, 1) \
                   ON CONFLICT (post_id, company_id) DO UPDATE SET voters = post_companies.voters + 1 RETURNING voters";
        let mut values = keys();
        values.push(Value::from(organization_id.get()));
        conn.query_one_raw(statement(backend, sql, values)).await?
    } else {
        let sql = "UPDATE post_companies SET voters = voters - 1 WHERE post_id = ? AND company_id = ? RETURNING voters";
        conn.query_one_raw(statement(backend, sql, keys())).await?
    };
    let voters = voters.map(|row| row.try_get::<i32>("", "voters")).transpose()?;
    match voters {
        Some(1) if delta > 0 => company_moved(conn, organization_id, post_id, company_id, true).await,
        Some(0) => {
            let sql = "DELETE FROM post_companies WHERE post_id = ? AND company_id = ? AND voters = 0";
            conn.execute_raw(statement(backend, sql, keys())).await?;
            company_moved(conn, organization_id, post_id, company_id, false).await
        }
        // An upvote that was never counted here going: the post is counted from its votes.
        None => recount(conn, Posts::These(&[post_id])).await,
        Some(_) => Ok(()),
    }
}

/// The company's monthly revenue, its row locked for share (a change of it waits).
async fn revenue_for_share(conn: &impl ConnectionTrait, company_id: i64) -> Result<i64> {
    let backend = conn.get_database_backend();
    let sql = format!("SELECT monthly_revenue_cents FROM companies WHERE id = ?{}", lock(backend, "FOR SHARE"));
    let row = conn.query_one_raw(statement(backend, &sql, vec![Value::from(company_id)])).await?;
    Ok(row.map(|row| row.try_get::<i64>("", "monthly_revenue_cents")).transpose()?.unwrap_or(0))
}

/// The company joined (`true`) or left the post's upvoting companies: its numbers move.
async fn company_moved(conn: &impl ConnectionTrait, organization_id: OrgId, post_id: PostId, company_id: i64, joined: bool) -> Result<()> {
    let backend = conn.get_database_backend();
    let revenue = revenue_for_share(conn, company_id).await?;
    if joined {
        let sql = format!(
            "INSERT INTO post_values (post_id, organization_id, companies, revenue_cents, revenue_max_cents, revenue_avg_cents) \
             VALUES (?, ?, 1, ?, ?, ?) ON CONFLICT (post_id) DO UPDATE SET companies = post_values.companies + 1, \
             revenue_cents = post_values.revenue_cents + excluded.revenue_cents, \
             revenue_max_cents = {}(post_values.revenue_max_cents, excluded.revenue_max_cents), \
             revenue_avg_cents = (post_values.revenue_cents + excluded.revenue_cents) / (post_values.companies + 1)",
            greatest(backend)
        );
        let values = vec![Value::from(post_id.get()), Value::from(organization_id.get()), Value::from(revenue), Value::from(revenue), Value::from(revenue)];
        conn.execute_raw(statement(backend, &sql, values)).await?;
        return Ok(());
    }
    let sql = "UPDATE post_values SET companies = companies - 1, revenue_cents = revenue_cents - ?, \
               revenue_avg_cents = CASE WHEN companies > 1 THEN (revenue_cents - ?) / (companies - 1) ELSE 0 END \
               WHERE post_id = ? RETURNING revenue_max_cents";
    let values = vec![Value::from(revenue), Value::from(revenue), Value::from(post_id.get())];
    let row = conn.query_one_raw(statement(backend, sql, values)).await?;
    match row.map(|row| row.try_get::<i64>("", "revenue_max_cents")).transpose()? {
        // The largest may have left: the rest say what it is now.
        Some(max) if revenue >= max => recompute_max(conn, "post_id = ?", vec![Value::from(post_id.get())]).await,
        Some(_) => Ok(()),
        None => recount(conn, Posts::These(&[post_id])).await,
    }
}

/// Sets the largest revenue of the posts of `post_values` that `filter` picks from their
/// companies as they are now (the rows are locked already: this statement sees every change
/// committed before).
async fn recompute_max(conn: &impl ConnectionTrait, filter: &str, values: Vec<Value>) -> Result<()> {
    let sql = format!(
        "UPDATE post_values SET revenue_max_cents = COALESCE((SELECT MAX(c.monthly_revenue_cents) FROM post_companies pc \
         JOIN companies c ON c.id = pc.company_id WHERE pc.post_id = post_values.post_id), 0) WHERE {filter}"
    );
    conn.execute_raw(statement(conn.get_database_backend(), &sql, values)).await?;
    Ok(())
}

/// The company's monthly revenue went from `old` to `new` cents: the posts it upvoted move.
/// The caller holds the company's row for update (so no vote brings it to a post or takes it
/// away meanwhile); the posts' rows are locked first, in order, so that what follows reads
/// after every vote that held them.
pub(crate) async fn revenue_changed(conn: &impl ConnectionTrait, company_id: i64, old: i64, new: i64) -> Result<()> {
    if old == new {
        return Ok(());
    }
    let backend = conn.get_database_backend();
    let theirs = "post_id IN (SELECT post_id FROM post_companies WHERE company_id = ?)";
    if backend == DbBackend::Postgres {
        let sql = format!("SELECT post_id FROM post_values WHERE {theirs} ORDER BY post_id FOR UPDATE");
        conn.query_all_raw(statement(backend, &sql, vec![Value::from(company_id)])).await?;
    }
    let sql = format!(
        "UPDATE post_values SET revenue_cents = revenue_cents + ?, \
         revenue_avg_cents = CASE WHEN companies > 0 THEN (revenue_cents + ?) / companies ELSE 0 END WHERE {theirs}"
    );
    conn.execute_raw(statement(backend, &sql, vec![Value::from(new - old), Value::from(new - old), Value::from(company_id)]))
        .await?;
    recompute_max(conn, theirs, vec![Value::from(company_id)]).await
}

/// The companies and revenue behind a post as its page shows them: to the team with its RICE
/// estimates; to others only where the organization shows them publicly (`None` otherwise).
pub async fn of_post(
    conn: &impl ConnectionTrait,
    org: &crate::entities::organization::Model,
    post_id: PostId,
    team: bool,
) -> Result<Option<crate::model::PostValue>> {
    use crate::entities::post_value;
    use sea_orm::EntityTrait;
    if !team && !org.public_value {
        return Ok(None);
    }
    let kept = post_value::Entity::find_by_id(post_id).one(conn).await?;
    let backend = conn.get_database_backend();
    let sql = "SELECT c.name FROM post_companies pc JOIN companies c ON c.id = pc.company_id WHERE pc.post_id = ? \
               ORDER BY c.monthly_revenue_cents DESC, c.id LIMIT 10";
    let names = conn.query_all_raw(statement(backend, sql, vec![Value::from(post_id.get())])).await?;
    let measure = Measure::of(org);
    let (companies, sum, max) = kept.as_ref().map_or((0, 0, 0), |v| (v.companies, v.revenue_cents, v.revenue_max_cents));
    Ok(Some(crate::model::PostValue {
        companies,
        revenue_cents: measure.of_post(companies, sum, max),
        measure: measure.as_str().to_owned(),
        top_companies: names.iter().filter_map(|r| r.try_get::<String>("", "name").ok()).collect(),
        impact: kept.as_ref().and_then(|v| v.impact).filter(|_| team),
        confidence: kept.as_ref().and_then(|v| v.confidence).filter(|_| team),
        effort: kept.as_ref().and_then(|v| v.effort).filter(|_| team),
    }))
}

/// Which posts [`recount`] counts again.
#[derive(Clone, Copy, Debug)]
pub enum Posts<'a> {
    These(&'a [PostId]),
    /// Every post of the organization.
    All(OrgId),
}

/// Posts per statement when counting given posts again.
const CHUNK: usize = 500;

/// Counts the posts' upvoting companies and their revenue again from the votes, the people's
/// companies and the companies' revenue, replacing what was kept. The posts' counters are locked
/// first (PostgreSQL), so that no vote on them counts meanwhile.
pub async fn recount(conn: &impl ConnectionTrait, posts: Posts<'_>) -> Result<()> {
    match posts {
        Posts::These(ids) => {
            let mut ids = ids.to_vec();
            ids.sort_unstable();
            ids.dedup();
            for chunk in ids.chunks(CHUNK) {
                let marks = vec!["?"; chunk.len()].join(", ");
                let values = || chunk.iter().map(|id| Value::from(id.get())).collect::<Vec<_>>();
                recount_where(conn, &|post: &str, _: &str| format!("{post} IN ({marks})"), &values).await?;
            }
            Ok(())
        }
        Posts::All(organization_id) => {
            let values = || vec![Value::from(organization_id.get())];
            recount_where(conn, &|_: &str, organization: &str| format!("{organization} = ?"), &values).await
        }
    }
}

/// [`recount`] of the posts that `filter` picks: given a table's columns for the post and for
/// the organization, the condition, with `values` for its parameters.
async fn recount_where(conn: &impl ConnectionTrait, filter: &(dyn Fn(&str, &str) -> String + Sync), values: &(dyn Fn() -> Vec<Value> + Sync)) -> Result<()> {
    let backend = conn.get_database_backend();
    let run = |sql: String| async move { conn.execute_raw(statement(backend, &sql, values())).await };
    let of_posts = filter("post_id", "organization_id");
    if backend == DbBackend::Postgres {
        // The posts' counters first, as a vote takes them before it counts its company.
        let sql = format!("SELECT post_id FROM post_counts WHERE {of_posts} ORDER BY post_id FOR NO KEY UPDATE");
        conn.query_all_raw(statement(backend, &sql, values())).await?;
    }
    run(format!("DELETE FROM post_companies WHERE {of_posts}")).await?;
    run(format!(
        "INSERT INTO post_companies (post_id, company_id, organization_id, voters) \
         SELECT v.post_id, u.company_id, v.organization_id, COUNT(*) FROM votes v JOIN users u ON u.id = v.user_id \
         WHERE {} AND v.kind = 'upvote' AND u.company_id IS NOT NULL GROUP BY v.post_id, u.company_id, v.organization_id",
        filter("v.post_id", "v.organization_id")
    ))
    .await?;
    if backend == DbBackend::Postgres {
        let sql = format!("SELECT id FROM companies WHERE id IN (SELECT company_id FROM post_companies WHERE {of_posts}) ORDER BY id FOR SHARE");
        conn.query_all_raw(statement(backend, &sql, values())).await?;
    }
    let of_post_rows = filter("p.id", "p.organization_id");
    run(format!(
        "INSERT INTO post_values (post_id, organization_id, companies, revenue_cents, revenue_max_cents, revenue_avg_cents) \
         SELECT p.id, p.organization_id, COUNT(c.id), COALESCE(SUM(c.monthly_revenue_cents), 0), COALESCE(MAX(c.monthly_revenue_cents), 0), \
         CASE WHEN COUNT(c.id) > 0 THEN SUM(c.monthly_revenue_cents) / COUNT(c.id) ELSE 0 END \
         FROM posts p LEFT JOIN post_companies pc ON pc.post_id = p.id LEFT JOIN companies c ON c.id = pc.company_id \
         WHERE {of_post_rows} GROUP BY p.id, p.organization_id \
         ON CONFLICT (post_id) DO UPDATE SET companies = excluded.companies, revenue_cents = excluded.revenue_cents, \
         revenue_max_cents = excluded.revenue_max_cents, revenue_avg_cents = excluded.revenue_avg_cents"
    ))
    .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::access::Actor;
    use crate::domain::companies::{self, CompanyInput};
    use crate::domain::votes::{self, Kind, Source};
    use crate::domain::{Db, organizations, posts, testing, users};
    use crate::entities::post_value;
    use crate::model::{Email, UserId};
    use sea_orm::EntityTrait;

    async fn company(db: &Db, org: OrgId, id: &str, revenue: f64) -> i64 {
        let txn = db.begin_write().await.unwrap();
        let input = CompanyInput { external_id: Some(id.to_owned()), monthly_revenue: Some(revenue), ..Default::default() };
        let (made, _) = companies::upsert(&*txn, org, &input).await.unwrap();
        txn.commit().await.unwrap();
        made.id
    }

    async fn person(db: &Db, org: OrgId, email: &str, company: Option<i64>) -> UserId {
        let txn = db.begin_write().await.unwrap();
        let user = users::find_or_create(&*txn, org, &Email::parse(email).unwrap(), "P").await.unwrap();
        companies::assign(&*txn, org, user.id, company).await.unwrap();
        txn.commit().await.unwrap();
        user.id
    }

    async fn vote(db: &Db, org: OrgId, post: PostId, user: UserId, change: votes::Change) {
        let txn = db.begin_write().await.unwrap();
        votes::change(&*txn, org, post, user, change).await.unwrap();
        txn.commit().await.unwrap();
    }

    /// (companies, revenue sum, revenue max) as kept, after checking that counting the post
    /// again from its votes gives the same.
    async fn kept(db: &Db, post: PostId) -> (i32, i64, i64) {
        async fn read(db: &Db, post: PostId) -> (i32, i64, i64) {
            let row = post_value::Entity::find_by_id(post).one(db.conn()).await.unwrap();
            row.map_or((0, 0, 0), |v| (v.companies, v.revenue_cents, v.revenue_max_cents))
        }
        let before = read(db, post).await;
        let txn = db.begin_write().await.unwrap();
        recount(&*txn, Posts::These(&[post])).await.unwrap();
        txn.commit().await.unwrap();
        assert_eq!(read(db, post).await, before, "what was kept is what the votes say");
        before
    }

    /// A company counts once however many of its people upvoted, joins with its first voter
    /// and leaves with its last; downvotes, people of no company, revenue changes, moving a
    /// person to another company, merges and deleting a company keep the numbers exact.
    #[tokio::test]
    async fn a_company_counts_once_and_its_revenue_follows_every_change() {
        use votes::Change::{Cast, Remove};
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let org = acme.organization.id;
        let post = posts::tests::post_in(&db, &acme, "SAML sign-in").await.id;
        let (initech, globex) = (company(&db, org, "initech", 100.0).await, company(&db, org, "globex", 50.0).await);
        let a1 = person(&db, org, "a1@initech.test", Some(initech)).await;
        let a2 = person(&db, org, "a2@initech.test", Some(initech)).await;
        let b1 = person(&db, org, "b1@globex.test", Some(globex)).await;
        let loner = person(&db, org, "loner@x.test", None).await;
        for voter in [a1, a2, b1, loner] {
            vote(&db, org, post, voter, Cast(Kind::Upvote, Source::Web)).await;
        }
        assert_eq!(kept(&db, post).await, (2, 15_000, 10_000), "Initech once, Globex once");
        vote(&db, org, post, a1, Remove).await;
        assert_eq!(kept(&db, post).await, (2, 15_000, 10_000), "a2 still speaks for Initech");
        vote(&db, org, post, a2, Cast(Kind::Downvote, Source::Web)).await;
        assert_eq!(kept(&db, post).await, (1, 5_000, 5_000), "a downvote is no request: the largest left");
        vote(&db, org, post, a2, Cast(Kind::Upvote, Source::Web)).await;
        assert_eq!(kept(&db, post).await, (2, 15_000, 10_000), "switched back");

        let txn = db.begin_write().await.unwrap();
        let raise = CompanyInput { external_id: Some("globex".to_owned()), monthly_revenue: Some(250.0), ..Default::default() };
        companies::upsert(&*txn, org, &raise).await.unwrap();
        txn.commit().await.unwrap();
        assert_eq!(kept(&db, post).await, (2, 35_000, 25_000), "Globex pays more now");

        person(&db, org, "loner@x.test", Some(initech)).await;
        assert_eq!(kept(&db, post).await, (2, 35_000, 25_000), "a third voter of Initech adds no company");
        person(&db, org, "b1@globex.test", Some(initech)).await;
        assert_eq!(kept(&db, post).await, (1, 10_000, 10_000), "Globex's only voter moved to Initech");

        // A duplicate voted by Globex's new person merges in, and out again.
        let duplicate = posts::tests::post_in(&db, &acme, "SSO with SAML").await.id;
        let g2 = person(&db, org, "g2@globex.test", Some(globex)).await;
        vote(&db, org, duplicate, g2, Cast(Kind::Upvote, Source::Web)).await;
        let admin = Actor { user: acme.admin.clone(), role: Some(users::Role::Admin) };
        crate::domain::moderation::merge::merge(&db, org, &admin, duplicate, post).await.unwrap();
        assert_eq!(kept(&db, post).await, (2, 35_000, 25_000));
        assert_eq!(kept(&db, duplicate).await, (0, 0, 0));
        crate::domain::moderation::merge::unmerge(&db, org, &admin, duplicate).await.unwrap();
        assert_eq!(kept(&db, post).await, (1, 10_000, 10_000));
        assert_eq!(kept(&db, duplicate).await, (1, 25_000, 25_000));

        let txn = db.begin_write().await.unwrap();
        companies::delete(&*txn, org, initech).await.unwrap();
        txn.commit().await.unwrap();
        assert_eq!(kept(&db, post).await, (0, 0, 0), "nobody of a company is left on it");
    }

    #[test]
    fn the_measures_tell_a_posts_revenue() {
        assert_eq!(Measure::Sum.of_post(3, 30_000, 20_000), 30_000);
        assert_eq!(Measure::Average.of_post(3, 30_000, 20_000), 10_000);
        assert_eq!(Measure::Max.of_post(3, 30_000, 20_000), 20_000);
        assert_eq!(Measure::Average.of_post(0, 0, 0), 0);
        assert_eq!(Measure::parse("average"), Some(Measure::Average));
        assert_eq!(Reach::parse("revenue"), Some(Reach::Revenue));
        assert_eq!(Reach::parse("money"), None);
    }
}
