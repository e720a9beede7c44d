//! The customers page (admins and customer success): search by the start of a name or e-mail,
//! filter by label, page through them newest first (each an index range: no count over the
//! table); star, block, unblock and label them; a page per customer with what they wrote.
//! The CSV export reads them in batches by id, so that 100k customers are never held at once.

use super::super::access::Actor;
use super::super::{Db, Error, Result, access, customers, now, one_page, text, time};
use super::audit::{self, Action, Target};
use crate::entities::{comment, customer_label, post, team_member, user, vote};
use crate::model::{CustomerActivity, CustomerDetail, CustomerPage, CustomerRow, OrgId, PostId, UserId};
use crate::said;
use sea_orm::sea_query::{Expr, ExprTrait, Query};
use sea_orm::{ColumnTrait, Condition, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

pub const PER_PAGE: u64 = 50;

/// What the list is narrowed to.
#[derive(Clone, Debug, Default)]
pub struct Filter {
    /// The start of a name or an e-mail address.
    pub query: Option<String>,
    pub label: Option<String>,
}

/// `prefix` and the first string after every string starting with it (its last character
/// moved one up), for an index range that collations and bytes order alike for letters.
fn prefix_range(prefix: &str) -> Option<(String, String)> {
    let mut chars: Vec<char> = prefix.chars().collect();
    let last = chars.pop()?;
    let next = char::from_u32(last as u32 + 1)?;
    chars.push(next);
    Some((prefix.to_owned(), chars.into_iter().collect()))
}

/// Users of the organization who are not on its team.
fn customers_of(organization_id: OrgId) -> sea_orm::Select<user::Entity> {
    let team = Query::select()
        .column(team_member::Column::UserId)
        .from(team_member::Entity)
        .and_where(Expr::col(team_member::Column::OrganizationId).eq(organization_id))
        .to_owned();
    user::Entity::find()
        .filter(user::Column::OrganizationId.eq(organization_id))
        .filter(user::Column::Id.not_in_subquery(team))
}

fn row(u: user::Model) -> CustomerRow {
    CustomerRow {
        id: u.id.get(),
        name: u.name,
        email: u.email,
        labels: u.labels.as_array().map(|a| a.iter().filter_map(|l| l.as_str().map(str::to_owned)).collect()).unwrap_or_default(),
        starred: u.starred,
        blocked: u.blocked,
        posts: u.post_count,
        votes: u.votes_count,
        comments: u.comments_count,
        created_at: time::iso_utc(u.created_at),
    }
}

/// One page of customers, newest first.
pub async fn list(conn: &impl ConnectionTrait, organization_id: OrgId, filter: &Filter, page: u64) -> Result<CustomerPage> {
    let mut query = customers_of(organization_id);
    if let Some(prefix) = filter.query.as_deref().map(|q| q.trim().to_lowercase()).filter(|q| !q.is_empty()) {
        let Some((from, to)) = prefix_range(&prefix) else {
            return Ok(CustomerPage { rows: Vec::new(), page, has_more: false });
        };
        let lower_name = || Expr::cust("lower(name)");
        query = query.filter(
            Condition::any()
                .add(Condition::all().add(lower_name().gte(from.clone())).add(lower_name().lt(to.clone())))
                .add(Condition::all().add(user::Column::EmailKey.gte(from)).add(user::Column::EmailKey.lt(to))),
        );
    }
    if let Some(label) = filter.label.as_deref().map(str::trim).filter(|l| !l.is_empty()) {
        let labelled = Query::select()
            .column(customer_label::Column::UserId)
            .from(customer_label::Entity)
            .and_where(Expr::col(customer_label::Column::OrganizationId).eq(organization_id))
            .and_where(Expr::col(customer_label::Column::Label).eq(label))
            .to_owned();
        query = query.filter(user::Column::Id.in_subquery(labelled));
    }
    let (found, has_more) = one_page(conn, query.order_by_desc(user::Column::CreatedAt).order_by_desc(user::Column::Id), page, PER_PAGE).await?;
    Ok(CustomerPage { rows: found.into_iter().map(row).collect(), page, has_more })
}

/// Every label in use, for the filter (distinct through the label index).
pub async fn labels(conn: &impl ConnectionTrait, organization_id: OrgId) -> Result<Vec<String>> {
    Ok(customer_label::Entity::find()
        .select_only()
        .column(customer_label::Column::Label)
        .distinct()
        .filter(customer_label::Column::OrganizationId.eq(organization_id))
        .order_by_asc(customer_label::Column::Label)
        .limit(500)
        .into_tuple::<String>()
        .all(conn)
        .await?)
}

async fn find(conn: &impl ConnectionTrait, organization_id: OrgId, id: UserId) -> Result<user::Model> {
    customers_of(organization_id)
        .filter(user::Column::Id.eq(id))
        .one(conn)
        .await?
        .ok_or_else(|| Error::NotFound(said!("said-customer-x-was-not-found", id = id)))
}

/// A customer with their latest posts, votes and comments (20 each).
pub async fn detail(conn: &impl ConnectionTrait, organization_id: OrgId, id: UserId) -> Result<CustomerDetail> {
    let customer = find(conn, organization_id, id).await?;
    let posts = post::Entity::find()
        .filter(post::Column::SubmitterId.eq(id))
        .order_by_desc(post::Column::CreatedAt)
        .limit(20)
        .all(conn)
        .await?;
    let votes = vote::Entity::find().filter(vote::Column::UserId.eq(id)).order_by_desc(vote::Column::PostId).limit(20).all(conn).await?;
    let comments = comment::Entity::find()
        .filter(comment::Column::AuthorId.eq(id))
        .order_by_desc(comment::Column::PostId)
        .limit(20)
        .all(conn)
        .await?;
    let wanted: Vec<PostId> = votes.iter().map(|v| v.post_id).chain(comments.iter().map(|c| c.post_id)).collect();
    let titled = post::Entity::find().filter(post::Column::Id.is_in(wanted)).all(conn).await?;
    let post_of = |id: PostId| titled.iter().find(|p| p.id == id).map(|p| (p.title.clone(), p.slug.clone())).unwrap_or_default();
    Ok(CustomerDetail {
        posts: posts
            .into_iter()
            .map(|p| CustomerActivity {
                title: p.title,
                slug: p.slug,
                what: if p.hidden { "hidden".to_owned() } else { p.approval_status.name() },
                at: time::iso_utc(p.created_at),
            })
            .collect(),
        votes: votes
            .into_iter()
            .map(|v| {
                let (title, slug) = post_of(v.post_id);
                CustomerActivity { title, slug, what: v.kind.name(), at: time::iso_utc(v.created_at) }
            })
            .collect(),
        comments: comments
            .into_iter()
            .map(|c| {
                let (title, slug) = post_of(c.post_id);
                CustomerActivity { title, slug, what: text::preview(&c.body_text), at: time::iso_utc(c.created_at) }
            })
            .collect(),
        customer: row(customer),
    })
}

/// What the customers page changes about one customer.
#[derive(Clone, Debug)]
pub enum Change {
    Star(bool),
    Block(bool),
    Labels(Vec<String>),
}

pub async fn change(db: &Db, organization_id: OrgId, actor: &Actor, id: UserId, change: Change) -> Result<CustomerRow> {
    access::may(actor, access::TeamTask::ManageCustomers)?;
    let txn = db.begin_write().await?;
    let customer = find(&*txn, organization_id, id).await?;
    let update = user::Entity::update_many().col_expr(user::Column::UpdatedAt, Expr::value(now())).filter(user::Column::Id.eq(id));
    let (update, action, details) = match &change {
        Change::Star(on) => {
            (update.col_expr(user::Column::Starred, Expr::value(*on)), Action::CustomerChanged, if *on { "starred".to_owned() } else { "unstarred".to_owned() })
        }
        Change::Block(true) => (update.col_expr(user::Column::Blocked, Expr::value(true)), Action::UserBlocked, "blocked from the customers page".to_owned()),
        Change::Block(false) => (update.col_expr(user::Column::Blocked, Expr::value(false)), Action::UserUnblocked, String::new()),
        Change::Labels(labels) => {
            customers::set_labels(&*txn, organization_id, id, labels).await?;
            (
                update.col_expr(user::Column::Labels, Expr::value(serde_json::json!(labels))),
                Action::CustomerChanged,
                format!("labels: {}", if labels.is_empty() { "none".to_owned() } else { labels.join(", ") }),
            )
        }
    };
    update.exec(&*txn).await?;
    audit::record(&*txn, organization_id, actor, action, Target { id: Some(id.get()), name: &format!("{} <{}>", customer.name, customer.email) }, &details)
        .await?;
    let updated = find(&*txn, organization_id, id).await?;
    txn.commit().await?;
    Ok(row(updated))
}

/// Customers with ids above `after`, by id, `limit` at a time: the export's batches.
pub async fn batch_after(conn: &impl ConnectionTrait, organization_id: OrgId, after: UserId, limit: u64) -> Result<Vec<CustomerRow>> {
    Ok(customers_of(organization_id)
        .filter(user::Column::Id.gt(after))
        .order_by_asc(user::Column::Id)
        .limit(limit)
        .all(conn)
        .await?
        .into_iter()
        .map(row)
        .collect())
}

/// Notes in the audit log that someone took the customer list away (or brought one in).
pub async fn record_transfer(db: &Db, organization_id: OrgId, actor: &Actor, action: Action, details: &str) -> Result<()> {
    access::may(actor, access::TeamTask::ManageCustomers)?;
    let txn = db.begin_write().await?;
    audit::record(&*txn, organization_id, actor, action, Target { id: None, name: "Customers" }, details).await?;
    txn.commit().await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::customers::CustomerInput;
    use crate::domain::{organizations, testing, users::Role};

    #[tokio::test]
    async fn customers_are_found_by_the_start_of_a_name_or_e_mail_and_by_label_never_the_team() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let org = acme.organization.id;
        let txn = db.begin_write().await.unwrap();
        for (email, name, labels) in [
            ("grace@navy.test", "Grace Hopper", vec!["vip", "navy"]),
            ("alan@bletchley.test", "Alan Turing", vec!["vip"]),
            ("linus@kernel.test", "Linus", vec![]),
        ] {
            let labels = labels.into_iter().map(str::to_owned).collect();
            customers::create(
                &*txn,
                org,
                CustomerInput { email: Some(email.to_owned()), name: Some(name.to_owned()), labels: Some(labels), ..Default::default() },
            )
            .await
            .unwrap();
        }
        txn.commit().await.unwrap();
        let names = |page: CustomerPage| page.rows.into_iter().map(|r| r.name).collect::<Vec<_>>();
        let all = list(db.conn(), org, &Filter::default(), 1).await.unwrap();
        assert_eq!(names(all), ["Linus", "Alan Turing", "Grace Hopper"], "newest first, the admin (team) left out");
        let by_name = list(db.conn(), org, &Filter { query: Some("gRA".to_owned()), label: None }, 1).await.unwrap();
        assert_eq!(names(by_name), ["Grace Hopper"]);
        let by_email = list(db.conn(), org, &Filter { query: Some("alan@".to_owned()), label: None }, 1).await.unwrap();
        assert_eq!(names(by_email), ["Alan Turing"]);
        let vip = list(db.conn(), org, &Filter { query: None, label: Some("vip".to_owned()) }, 1).await.unwrap();
        assert_eq!(names(vip), ["Alan Turing", "Grace Hopper"]);
        assert_eq!(labels(db.conn(), org).await.unwrap(), ["navy", "vip"]);

        let admin = Actor { user: acme.admin.clone(), role: Some(Role::Admin) };
        let grace = UserId(list(db.conn(), org, &Filter { query: Some("grace".to_owned()), label: None }, 1).await.unwrap().rows[0].id);
        let changed = change(&db, org, &admin, grace, Change::Labels(vec!["champion".to_owned()])).await.unwrap();
        assert_eq!(changed.labels, ["champion"]);
        assert!(
            list(db.conn(), org, &Filter { query: None, label: Some("vip".to_owned()) }, 1)
                .await
                .unwrap()
                .rows
                .iter()
                .all(|r| r.id != grace.get()),
            "the label rows follow"
        );
        assert!(change(&db, org, &admin, grace, Change::Block(true)).await.unwrap().blocked);
        assert!(matches!(change(&db, org, &admin, acme.admin.id, Change::Block(true)).await, Err(Error::NotFound(_))), "a team member is no customer");
        let member = Actor { user: acme.admin.clone(), role: Some(Role::Member) };
        assert!(matches!(change(&db, org, &member, grace, Change::Star(true)).await, Err(Error::Forbidden(_))));
        assert_eq!(batch_after(db.conn(), org, UserId(0), 2).await.unwrap().len(), 2);
    }
}
