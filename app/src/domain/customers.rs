//! Customers: the organization's users as the API imports, creates and deletes them.

use super::{Error, FieldErrors, Result, now, users};
use crate::entities::{comment, post, team_member, user, vote};
use crate::model::{Email, OrgId, PostId, UserId};
use crate::said;
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QuerySelect};
use serde::Deserialize;
use std::collections::BTreeSet;

pub const MAX_IMPORT: usize = 1000;
const MAX_LABELS: usize = 50;
const MAX_LABEL_LEN: usize = 60;

/// A customer record as the API receives it (create, import); absent fields are left as they are.
#[derive(Clone, Debug, Default, Deserialize)]
pub struct CustomerInput {
    pub email: Option<String>,
    pub name: Option<String>,
    pub labels: Option<Vec<String>>,
    pub custom_fields: Option<serde_json::Map<String, serde_json::Value>>,
    pub starred: Option<bool>,
    pub blocked: Option<bool>,
    pub profile_picture: Option<String>,
    /// The external id of the company the customer belongs to (`""`: none).
    pub company: Option<String>,
}

/// One record that could not be imported: `{"index": 3, "email": "x@y.z", "errors": {...}}`.
#[derive(Clone, Debug, PartialEq)]
pub struct RecordError {
    pub index: usize,
    pub email: Option<String>,
    pub errors: FieldErrors,
}

impl RecordError {
    /// A record that is not even an object of the expected shape (fields of the wrong type).
    pub fn malformed(index: usize, errors: FieldErrors) -> Self {
        Self { index, email: None, errors }
    }
}

struct Valid {
    email: Email,
    input: CustomerInput,
}

fn validate(input: CustomerInput) -> std::result::Result<Valid, FieldErrors> {
    let mut errors = FieldErrors::new();
    let mut add = |field: &str, message: &str| errors.entry(field.to_owned()).or_default().push(message.to_owned());
    let email = match input.email.as_deref().map(str::trim) {
        None | Some("") => {
            add("email", "can't be blank");
            None
        }
        Some(raw) => match Email::parse(raw) {
            Ok(email) => Some(email),
            Err(_) => {
                add("email", "is invalid");
                None
            }
        },
    };
    if input.name.as_deref().is_some_and(|n| n.trim().chars().count() > users::NAME_MAX_LEN) {
        add("name", "is too long (at most 120 characters)");
    }
    if let Some(labels) = &input.labels {
        if labels.len() > MAX_LABELS {
            add("labels", "has too many entries (at most 50)");
        }
        if labels.iter().any(|l| l.trim().is_empty() || l.chars().count() > MAX_LABEL_LEN) {
            add("labels", "must be non-blank strings of at most 60 characters");
        }
    }
    if let Some(url) = input.profile_picture.as_deref().filter(|u| !u.is_empty())
        && !(url.starts_with("https://") || url.starts_with("http://"))
    {
        add("profile_picture", "must be an http(s) URL");
    }
    if input.company.as_deref().is_some_and(|c| c.trim().chars().count() > 255) {
        add("company", "is too long (at most 255 characters)");
    }
    match email {
        Some(email) if errors.is_empty() => Ok(Valid { email, input }),
        _ => Err(errors),
    }
}

/// The company a record names: `Some(None)` for none (`""`), `None` when it names no company
/// of the organization.
async fn company_of(conn: &impl ConnectionTrait, organization_id: OrgId, external_id: &str) -> Result<Option<Option<i64>>> {
    if external_id.trim().is_empty() {
        return Ok(Some(None));
    }
    Ok(super::companies::find_by_external(conn, organization_id, external_id).await?.map(|c| Some(c.id)))
}

fn no_such_company() -> FieldErrors {
    FieldErrors::from([("company".to_owned(), vec!["is not the id of a company of the organization".to_owned()])])
}

async fn upsert(conn: &impl ConnectionTrait, organization_id: OrgId, valid: Valid) -> Result<user::Model> {
    let Valid { email, input } = valid;
    let company = match input.company.as_deref() {
        Some(external_id) => match company_of(conn, organization_id, external_id).await? {
            Some(company) => Some(company),
            None => return Err(Error::Invalid { message: said!("said-the-customer-is-invalid"), fields: no_such_company() }),
        },
        None => None,
    };
    let existing = users::find_by_email(conn, organization_id, &email).await?;
    let mut user = match existing {
        Some(user) => user,
        None => {
            let name = input
                .name
                .as_deref()
                .map(str::trim)
                .filter(|n| !n.is_empty())
                .map(str::to_owned)
                .unwrap_or_else(|| super::organizations::default_name(&email));
            users::insert(conn, organization_id, &email, &name, None).await?
        }
    };
    let mut active: user::ActiveModel = user.clone().into();
    let mut changed = false;
    if let Some(name) = input.name.as_deref().map(str::trim).filter(|n| !n.is_empty())
        && name != user.name
    {
        active.name = Set(name.to_owned());
        changed = true;
    }
    if let Some(labels) = input.labels {
        let labels: Vec<String> = labels.into_iter().map(|l| l.trim().to_owned()).collect::<BTreeSet<_>>().into_iter().collect();
        set_labels(conn, organization_id, user.id, &labels).await?;
        active.labels = Set(serde_json::json!(labels));
        changed = true;
    }
    if let Some(fields) = input.custom_fields {
        active.custom_fields = Set(serde_json::Value::Object(fields));
        changed = true;
    }
    if let Some(starred) = input.starred {
        active.starred = Set(starred);
        changed = true;
    }
    if let Some(blocked) = input.blocked {
        active.blocked = Set(blocked);
        changed = true;
    }
    if let Some(picture) = input.profile_picture {
        active.profile_picture = Set((!picture.is_empty()).then_some(picture));
        changed = true;
    }
    if changed {
        active.updated_at = Set(now());
        user = active.update(conn).await?;
    }
    if let Some(company) = company
        && super::companies::assign(conn, organization_id, user.id, company).await?
    {
        user.company_id = company;
    }
    Ok(user)
}

/// Keeps the label rows (for filtering by label) as the user's labels are.
pub async fn set_labels(conn: &impl ConnectionTrait, organization_id: OrgId, user_id: UserId, labels: &[String]) -> Result<()> {
    use crate::entities::customer_label;
    customer_label::Entity::delete_many().filter(customer_label::Column::UserId.eq(user_id)).exec(conn).await?;
    if !labels.is_empty() {
        let rows =
            labels
                .iter()
                .map(|label| customer_label::ActiveModel { organization_id: Set(organization_id), label: Set(label.clone()), user_id: Set(user_id) });
        customer_label::Entity::insert_many(rows).exec_without_returning(conn).await?;
    }
    Ok(())
}

/// Checks labels as typed in the admin area: at most 50, each 1–60 characters.
pub fn clean_labels(raw: &str) -> Result<Vec<String>> {
    let labels: Vec<String> = raw
        .split(',')
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(str::to_owned)
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    if labels.len() > MAX_LABELS {
        return Err(Error::invalid(said!("said-x-has-too-many-entries-at", field = "labels")));
    }
    if labels.iter().any(|l| l.chars().count() > MAX_LABEL_LEN) {
        return Err(Error::invalid(said!("said-x-must-be-at-most-60", field = "labels")));
    }
    Ok(labels)
}

/// Creates (or updates, by e-mail) one customer; invalid input is a 422 with per-field errors.
pub async fn create(conn: &impl ConnectionTrait, organization_id: OrgId, input: CustomerInput) -> Result<user::Model> {
    match validate(input) {
        Ok(valid) => upsert(conn, organization_id, valid).await,
        Err(fields) => Err(Error::Invalid { message: said!("said-the-customer-is-invalid"), fields }),
    }
}

/// Imports up to 1000 records: valid ones are created or updated (by e-mail, ignoring case),
/// invalid ones reported by index. Importing twice creates nothing new.
pub async fn import(
    conn: &impl ConnectionTrait,
    organization_id: OrgId,
    records: Vec<std::result::Result<CustomerInput, FieldErrors>>,
) -> Result<(Vec<user::Model>, Vec<RecordError>)> {
    if records.len() > MAX_IMPORT {
        return Err(Error::LimitExceeded(said!("said-at-most-x-customers-per-import", max_import = MAX_IMPORT, a = records.len())));
    }
    let mut imported = Vec::new();
    let mut failed = Vec::new();
    for (index, record) in records.into_iter().enumerate() {
        let input = match record {
            Ok(input) => input,
            Err(message) => {
                failed.push(RecordError::malformed(index, message));
                continue;
            }
        };
        let email = input.email.clone();
        let names_no_company = match input.company.as_deref() {
            Some(external_id) => company_of(conn, organization_id, external_id).await?.is_none(),
            None => false,
        };
        match validate(input) {
            Ok(_) if names_no_company => failed.push(RecordError { index, email, errors: no_such_company() }),
            Ok(valid) => imported.push(upsert(conn, organization_id, valid).await?),
            Err(errors) => failed.push(RecordError { index, email, errors }),
        }
    }
    Ok((imported, failed))
}

/// Deletes these customers of the organization with everything they wrote, and recounts the
/// counters their votes and comments contributed to. Team members are not customers and stay.
/// Returns the ids that were deleted.
pub async fn delete(conn: &impl ConnectionTrait, organization_id: OrgId, ids: &[UserId]) -> Result<Vec<UserId>> {
    let team: Vec<i64> = team_member::Entity::find()
        .select_only()
        .column(team_member::Column::UserId)
        .filter(team_member::Column::OrganizationId.eq(organization_id))
        .into_tuple()
        .all(conn)
        .await?;
    let doomed: Vec<UserId> = user::Entity::find()
        .select_only()
        .column(user::Column::Id)
        .filter(user::Column::OrganizationId.eq(organization_id))
        .filter(user::Column::Id.is_in(ids.to_vec()))
        .filter(user::Column::Id.is_not_in(team))
        .into_tuple()
        .all(conn)
        .await?;
    if doomed.is_empty() {
        return Ok(doomed);
    }
    // Posts whose counters change, and users whose counters change because posts vanish.
    let their_posts: Vec<PostId> = post::Entity::find()
        .select_only()
        .column(post::Column::Id)
        .filter(post::Column::SubmitterId.is_in(doomed.clone()))
        .into_tuple()
        .all(conn)
        .await?;
    let mut touched_posts: BTreeSet<PostId> = BTreeSet::new();
    touched_posts.extend(
        vote::Entity::find()
            .select_only()
            .column(vote::Column::PostId)
            .filter(vote::Column::UserId.is_in(doomed.clone()))
            .into_tuple::<PostId>()
            .all(conn)
            .await?,
    );
    touched_posts.extend(
        comment::Entity::find()
            .select_only()
            .column(comment::Column::PostId)
            .filter(comment::Column::AuthorId.is_in(doomed.clone()))
            .into_tuple::<PostId>()
            .all(conn)
            .await?,
    );
    let mut touched_users: BTreeSet<UserId> = BTreeSet::new();
    touched_users.extend(
        vote::Entity::find()
            .select_only()
            .column(vote::Column::UserId)
            .filter(vote::Column::PostId.is_in(their_posts.clone()))
            .into_tuple::<UserId>()
            .all(conn)
            .await?,
    );
    touched_users.extend(
        comment::Entity::find()
            .select_only()
            .column(comment::Column::AuthorId)
            .filter(comment::Column::PostId.is_in(their_posts.clone()))
            .into_tuple::<UserId>()
            .all(conn)
            .await?,
    );
    // Replies by others to the customer's comments go with them (the thread is cut).
    touched_users.extend(
        comment::Entity::find()
            .select_only()
            .column(comment::Column::AuthorId)
            .filter(
                comment::Column::ParentId.is_in(
                    comment::Entity::find()
                        .select_only()
                        .column(comment::Column::Id)
                        .filter(comment::Column::AuthorId.is_in(doomed.clone()))
                        .into_tuple::<i64>()
                        .all(conn)
                        .await?,
                ),
            )
            .into_tuple::<UserId>()
            .all(conn)
            .await?,
    );
    user::Entity::delete_many().filter(user::Column::Id.is_in(doomed.clone())).exec(conn).await?;
    for id in &doomed {
        touched_users.remove(id);
    }
    for id in &their_posts {
        touched_posts.remove(id);
    }
    recount_posts(conn, touched_posts.into_iter().collect()).await?;
    recount_users(conn, touched_users.into_iter().collect()).await?;
    Ok(doomed)
}

/// Recomputes the denormalized counters of these posts from their rows, the companies behind
/// them too.
pub async fn recount_posts(conn: &impl ConnectionTrait, ids: Vec<PostId>) -> Result<()> {
    super::values::recount(conn, super::values::Posts::These(&ids)).await?;
    super::posts::recount(conn, super::posts::Recount::These(&ids)).await
}

/// Recomputes the denormalized counters of these users from their rows.
pub async fn recount_users(conn: &impl ConnectionTrait, ids: Vec<UserId>) -> Result<()> {
    for id in ids {
        let posts = post::Entity::find().filter(post::Column::SubmitterId.eq(id)).count(conn).await?;
        let votes = vote::Entity::find().filter(vote::Column::UserId.eq(id)).count(conn).await?;
        let comments = comment::Entity::find()
            .filter(comment::Column::AuthorId.eq(id))
            .filter(comment::Column::Internal.eq(false))
            .count(conn)
            .await?;
        user::Entity::update_many()
            .col_expr(user::Column::PostCount, Expr::value(posts as i32))
            .col_expr(user::Column::VotesCount, Expr::value(votes as i32))
            .col_expr(user::Column::CommentsCount, Expr::value(comments as i32))
            .filter(user::Column::Id.eq(id))
            .exec(conn)
            .await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{organizations, posts, testing, votes};

    fn record(email: &str) -> std::result::Result<CustomerInput, FieldErrors> {
        Ok(CustomerInput { email: Some(email.to_owned()), ..Default::default() })
    }

    #[tokio::test]
    async fn importing_upserts_by_email_and_reports_bad_records_by_index() {
        let db = testing::db().await;
        let org = organizations::tests::create_acme(&db).await.organization;
        let txn = db.begin_write().await.unwrap();
        let (imported, errors) = import(
            &*txn,
            org.id,
            vec![
                record("grace@x.test"),
                record("not-an-email"),
                Ok(CustomerInput { email: Some("GRACE@x.test".into()), name: Some("Grace H.".into()), starred: Some(true), ..Default::default() }),
                Err(FieldErrors::from([("base".to_owned(), vec!["must be an object".to_owned()])])),
            ],
        )
        .await
        .unwrap();
        assert_eq!(imported.len(), 2);
        assert_eq!(imported[0].id, imported[1].id, "the same customer, updated");
        assert_eq!(imported[1].name, "Grace H.");
        assert!(imported[1].starred);
        assert_eq!(errors.iter().map(|e| e.index).collect::<Vec<_>>(), [1, 3]);
        assert_eq!(errors[0].errors["email"], ["is invalid"]);
        let too_many: Vec<_> = (0..1001).map(|i| record(&format!("u{i}@x.test"))).collect();
        assert!(matches!(import(&*txn, org.id, too_many).await, Err(Error::LimitExceeded(_))));
        txn.commit().await.unwrap();
    }

    #[tokio::test]
    async fn deleting_a_customer_recounts_the_posts_they_voted_on() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let post = posts::tests::post_in(&db, &acme, "Dark mode").await;
        let txn = db.begin_write().await.unwrap();
        let grace = create(&*txn, acme.organization.id, CustomerInput { email: Some("grace@x.test".into()), ..Default::default() })
            .await
            .unwrap();
        votes::cast(&*txn, acme.organization.id, post.id, grace.id, votes::Kind::Upvote, votes::Source::Api).await.unwrap();
        let deleted = delete(&*txn, acme.organization.id, &[grace.id, acme.admin.id, UserId(424242)]).await.unwrap();
        assert_eq!(deleted, [grace.id], "team members and unknown ids stay");
        txn.commit().await.unwrap();
        assert_eq!(super::super::posts::counts_of(db.conn(), post.id).await.unwrap().votes_count, 0);
    }
}
