//! The team: users with a role (`admin`, `member`, `csm`), managed by admins.

use super::{Error, FieldErrors, Result, customers::RecordError, now, organizations, users};
use crate::entities::{team_member, user};
use crate::model::{Email, OrgId, UserId};
use crate::said;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect};
use serde::Deserialize;

pub const MAX_IMPORT: usize = 50;

#[derive(Clone, Debug, Default, Deserialize)]
pub struct TeamInput {
    pub email: Option<String>,
    pub name: Option<String>,
    pub role: Option<String>,
}

/// A team record with its user.
#[derive(Clone, Debug)]
pub struct Member {
    pub member: team_member::Model,
    pub user: user::Model,
}

fn validate(input: &TeamInput) -> std::result::Result<(Email, users::Role), FieldErrors> {
    let mut errors = FieldErrors::new();
    let email = match input.email.as_deref().map(str::trim) {
        None | Some("") => {
            errors.insert("email".to_owned(), vec!["can't be blank".to_owned()]);
            None
        }
        Some(raw) => Email::parse(raw).map_err(|_| errors.insert("email".to_owned(), vec!["is invalid".to_owned()])).ok(),
    };
    let role = match input.role.as_deref().map(str::trim) {
        None | Some("") => Some(users::Role::Member),
        Some(role) => users::Role::parse(role).or_else(|| {
            errors.insert("role".to_owned(), vec!["must be one of admin, member, csm".to_owned()]);
            None
        }),
    };
    if input.name.as_deref().is_some_and(|n| n.trim().chars().count() > users::NAME_MAX_LEN) {
        errors.insert("name".to_owned(), vec!["is too long (at most 120 characters)".to_owned()]);
    }
    match (email, role) {
        (Some(email), Some(role)) if errors.is_empty() => Ok((email, role)),
        _ => Err(errors),
    }
}

async fn upsert(conn: &impl ConnectionTrait, organization_id: OrgId, input: &TeamInput, email: Email, role: users::Role) -> Result<Member> {
    let name = input.name.as_deref().map(str::trim).filter(|n| !n.is_empty());
    let mut user = users::find_or_create(conn, organization_id, &email, name.unwrap_or(&organizations::default_name(&email))).await?;
    if let Some(name) = name
        && name != user.name
    {
        let mut active: user::ActiveModel = user.into();
        active.name = Set(name.to_owned());
        active.updated_at = Set(now());
        user = active.update(conn).await?;
    }
    let existing = team_member::Entity::find().filter(team_member::Column::UserId.eq(user.id)).one(conn).await?;
    let member = match existing {
        Some(member) => with_role(conn, organization_id, member, role).await?,
        None => users::insert_team_member(conn, organization_id, user.id, role).await?,
    };
    Ok(Member { member, user })
}

/// Adds (or updates, by e-mail) one team member; the user is created when needed.
pub async fn create(conn: &impl ConnectionTrait, organization_id: OrgId, input: TeamInput) -> Result<Member> {
    let (email, role) = validate(&input).map_err(|fields| Error::Invalid { message: said!("said-the-team-member-is-invalid"), fields })?;
    upsert(conn, organization_id, &input, email, role).await
}

/// Imports at most 50 records (more: 422 and nothing imported); upserts by e-mail.
pub async fn import(
    conn: &impl ConnectionTrait,
    organization_id: OrgId,
    records: Vec<std::result::Result<TeamInput, FieldErrors>>,
) -> Result<(Vec<Member>, Vec<RecordError>)> {
    if records.len() > MAX_IMPORT {
        return Err(Error::LimitExceeded(said!("said-at-most-x-team-members-per", max_import = MAX_IMPORT, a = records.len())));
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
        match validate(&input) {
            Ok((email, role)) => match upsert(conn, organization_id, &input, email, role).await {
                Ok(member) => imported.push(member),
                Err(Error::Invalid { fields, .. }) => failed.push(RecordError { index, email: input.email.clone(), errors: fields }),
                Err(other) => return Err(other),
            },
            Err(errors) => failed.push(RecordError { index, email: input.email.clone(), errors }),
        }
    }
    Ok((imported, failed))
}

/// Every team member's user id and name, by name (a team is small: the audit page's filter).
pub async fn everyone(conn: &impl ConnectionTrait, organization_id: OrgId) -> Result<Vec<(UserId, String)>> {
    let members = team_member::Entity::find().filter(team_member::Column::OrganizationId.eq(organization_id)).all(conn).await?;
    let mut people: Vec<(UserId, String)> = user::Entity::find()
        .filter(user::Column::Id.is_in(members.iter().map(|m| m.user_id).collect::<Vec<_>>()))
        .all(conn)
        .await?
        .into_iter()
        .map(|u| (u.id, u.name))
        .collect();
    people.sort_by_cached_key(|person| person.1.to_lowercase());
    Ok(people)
}

/// One page of the team, oldest first, optionally of one role.
pub async fn list(conn: &impl ConnectionTrait, organization_id: OrgId, role: Option<users::Role>, page: u64, per_page: u64) -> Result<(Vec<Member>, u64)> {
    let mut query = team_member::Entity::find().filter(team_member::Column::OrganizationId.eq(organization_id));
    if let Some(role) = role {
        query = query.filter(team_member::Column::Role.eq(role));
    }
    let total = query.clone().count(conn).await?;
    let Some(offset) = super::page_offset(page, per_page) else {
        return Ok((Vec::new(), total));
    };
    let members = query.order_by_asc(team_member::Column::Id).offset(offset).limit(per_page).all(conn).await?;
    let users: std::collections::HashMap<UserId, user::Model> = user::Entity::find()
        .filter(user::Column::Id.is_in(members.iter().map(|m| m.user_id).collect::<Vec<_>>()))
        .all(conn)
        .await?
        .into_iter()
        .map(|u| (u.id, u))
        .collect();
    let members = members
        .into_iter()
        .map(|member| {
            let user = users.get(&member.user_id).cloned().ok_or_else(|| Error::Internal(format!("team member {} has no user", member.id)))?;
            Ok(Member { member, user })
        })
        .collect::<Result<Vec<_>>>()?;
    Ok((members, total))
}

/// Removes a team record (the user stays, as a customer). The last admin cannot be removed.
pub async fn delete(conn: &impl ConnectionTrait, organization_id: OrgId, id: i64) -> Result<Member> {
    let member = team_member::Entity::find_by_id(id)
        .filter(team_member::Column::OrganizationId.eq(organization_id))
        .one(conn)
        .await?
        .ok_or_else(|| Error::NotFound(said!("said-team-member-x-was-not-found", id = id)))?;
    if member.role == users::Role::Admin {
        ensure_another_admin(conn, organization_id, member.id).await?;
    }
    let user = user::Entity::find_by_id(member.user_id)
        .one(conn)
        .await?
        .ok_or_else(|| Error::NotFound(said!("said-team-member-x-was-not-found", id = id)))?;
    team_member::Entity::delete_by_id(member.id).exec(conn).await?;
    Ok(Member { member, user })
}

/// Gives `user` of `organization_id` the team role `role`, or takes them off the team (a
/// customer again) when `None`; the last admin can be neither demoted nor removed. Returns the
/// role they had. (`upboard user role`, for operators: the admin area goes through
/// [`super::admin::team`], which checks who asks and records it.)
pub async fn assign(conn: &impl ConnectionTrait, organization_id: OrgId, user: &user::Model, role: Option<users::Role>) -> Result<Option<users::Role>> {
    if user.organization_id != organization_id {
        return Err(Error::NotFound(said!("said-this-page-was-not-found")));
    }
    let existing = team_member::Entity::find().filter(team_member::Column::UserId.eq(user.id)).one(conn).await?;
    let before = existing.as_ref().map(|m| m.role);
    match (existing, role) {
        (Some(member), Some(role)) => {
            with_role(conn, organization_id, member, role).await?;
        }
        (Some(member), None) => {
            delete(conn, organization_id, member.id).await?;
        }
        (None, Some(role)) => {
            users::insert_team_member(conn, organization_id, user.id, role).await?;
        }
        (None, None) => {}
    }
    Ok(before)
}

/// `member` with `role` (as it is when it has it already); the last admin keeps theirs.
async fn with_role(conn: &impl ConnectionTrait, organization_id: OrgId, member: team_member::Model, role: users::Role) -> Result<team_member::Model> {
    if member.role == role {
        return Ok(member);
    }
    if member.role == users::Role::Admin {
        ensure_another_admin(conn, organization_id, member.id).await?;
    }
    let mut active: team_member::ActiveModel = member.into();
    active.role = Set(role);
    active.updated_at = Set(now());
    Ok(active.update(conn).await?)
}

async fn ensure_another_admin(conn: &impl ConnectionTrait, organization_id: OrgId, leaving: i64) -> Result<()> {
    // On PostgreSQL the admins' rows are locked first, so that two admins demoting each other
    // at once cannot both pass: the second waits, then counts again (SQLite has one writer).
    if conn.get_database_backend() == sea_orm::DbBackend::Postgres {
        team_member::Entity::find()
            .filter(team_member::Column::OrganizationId.eq(organization_id))
            .filter(team_member::Column::Role.eq(users::Role::Admin))
            .lock_exclusive()
            .all(conn)
            .await?;
    }
    let others = team_member::Entity::find()
        .filter(team_member::Column::OrganizationId.eq(organization_id))
        .filter(team_member::Column::Role.eq(users::Role::Admin))
        .filter(team_member::Column::Id.ne(leaving))
        .count(conn)
        .await?;
    if others == 0 {
        return Err(Error::invalid(said!("said-x-would-leave-the-organization-without", field = "role")));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::testing;

    fn record(email: &str, role: Option<&str>) -> std::result::Result<TeamInput, FieldErrors> {
        Ok(TeamInput { email: Some(email.to_owned()), name: None, role: role.map(str::to_owned) })
    }

    #[tokio::test]
    async fn team_imports_upsert_default_to_member_and_keep_an_admin() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let org_id = acme.organization.id;
        let txn = db.begin_write().await.unwrap();
        let (members, errors) =
            import(&*txn, org_id, vec![record("max@acme.test", None), record("cleo@acme.test", Some("csm")), record("x@acme.test", Some("boss"))])
                .await
                .unwrap();
        assert_eq!(members.iter().map(|m| m.member.role).collect::<Vec<_>>(), [users::Role::Member, users::Role::Csm]);
        assert_eq!(errors[0].index, 2);
        let (again, _) = import(&*txn, org_id, vec![record("MAX@acme.test", Some("admin"))]).await.unwrap();
        assert_eq!(again[0].member.id, members[0].member.id);
        assert_eq!(list(&*txn, org_id, Some(users::Role::Admin), 1, 30).await.unwrap().1, 2);
        let too_many: Vec<_> = (0..51).map(|i| record(&format!("u{i}@acme.test"), None)).collect();
        assert!(matches!(import(&*txn, org_id, too_many).await, Err(Error::LimitExceeded(_))));
        assert_eq!(list(&*txn, org_id, None, 1, 100).await.unwrap().1, 3, "nothing of the 51 imported");
        delete(&*txn, org_id, again[0].member.id).await.unwrap();
        let (admins, _) = list(&*txn, org_id, Some(users::Role::Admin), 1, 30).await.unwrap();
        assert!(matches!(delete(&*txn, org_id, admins[0].member.id).await, Err(Error::Invalid { .. })), "the last admin stays");
        txn.commit().await.unwrap();
    }
}
