//! The team page (admins): add someone by e-mail with a role (the user is created when new),
//! change a role, remove someone. The last admin can be neither removed nor demoted
//! ([`super::super::team`] decides, also for the API).

use super::super::access::Actor;
use super::super::{Db, Error, Result, access, team, users};
use super::audit::{self, Action, Target};
use crate::entities::team_member;
use crate::model::{OrgId, TeamRow};
use crate::said;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

/// Everyone on the team, oldest first (a team is small: one page).
pub async fn rows(db: &Db, organization_id: OrgId) -> Result<Vec<TeamRow>> {
    let (members, _) = team::list(db.conn(), organization_id, None, 1, 1000).await?;
    Ok(members
        .into_iter()
        .map(|m| TeamRow {
            id: m.member.id,
            user_id: m.user.id.get(),
            name: m.user.name,
            email: m.user.email,
            role: m.member.role.name(),
            since: super::super::time::iso_utc(m.member.created_at),
        })
        .collect())
}

fn person(member: &team::Member) -> String {
    format!("{} <{}>", member.user.name, member.user.email)
}

/// Adds someone (or changes the role of someone already on the team), and e-mails them an
/// invitation with a single-use sign-in link.
pub async fn add(db: &Db, organization_id: OrgId, actor: &Actor, email: &str, name: &str, role: &str) -> Result<team::Member> {
    access::may(actor, access::TeamTask::ManageTeam)?;
    let txn = db.begin_write().await?;
    let input = team::TeamInput { email: Some(email.to_owned()), name: Some(name.to_owned()).filter(|n| !n.trim().is_empty()), role: Some(role.to_owned()) };
    let member = team::create(&*txn, organization_id, input).await?;
    // Their way in: an e-mail with a single-use link that works for a week (sent by the
    // delivery worker, which makes the link when it sends it).
    let invitation = crate::domain::outbox::account::AccountMail::Invite { by: actor.user.name.clone(), role: member.member.role.name() };
    crate::domain::outbox::account::queue(&*txn, &member.user, &invitation).await?;
    audit::record(
        &*txn,
        organization_id,
        actor,
        Action::TeamMemberAdded,
        Target { id: Some(member.user.id.get()), name: &person(&member) },
        &format!("as {}", member.member.role.name()),
    )
    .await?;
    txn.commit().await?;
    Ok(member)
}

/// Gives a team member another role.
pub async fn change_role(db: &Db, organization_id: OrgId, actor: &Actor, member_id: i64, role: &str) -> Result<team::Member> {
    access::may(actor, access::TeamTask::ManageTeam)?;
    if users::Role::parse(role).is_none() {
        return Err(Error::invalid(said!("said-x-must-be-one-of-admin", field = "role")));
    }
    let txn = db.begin_write().await?;
    let current = team_member::Entity::find_by_id(member_id)
        .filter(team_member::Column::OrganizationId.eq(organization_id))
        .one(&*txn)
        .await?
        .ok_or_else(|| Error::NotFound(said!("said-team-member-x-was-not-found", id = member_id)))?;
    let user = crate::entities::user::Entity::find_by_id(current.user_id)
        .one(&*txn)
        .await?
        .ok_or_else(|| Error::NotFound(said!("said-team-member-x-was-not-found", id = member_id)))?;
    let input = team::TeamInput { email: Some(user.email.clone()), name: None, role: Some(role.to_owned()) };
    let member = team::create(&*txn, organization_id, input).await?;
    if current.role != member.member.role {
        let details = format!("from {} to {}", current.role.name(), member.member.role.name());
        audit::record(&*txn, organization_id, actor, Action::TeamRoleChanged, Target { id: Some(member.user.id.get()), name: &person(&member) }, &details)
            .await?;
    }
    txn.commit().await?;
    Ok(member)
}

/// Takes someone off the team (they stay, as a customer).
pub async fn remove(db: &Db, organization_id: OrgId, actor: &Actor, member_id: i64) -> Result<team::Member> {
    access::may(actor, access::TeamTask::ManageTeam)?;
    let txn = db.begin_write().await?;
    let member = team::delete(&*txn, organization_id, member_id).await?;
    audit::record(
        &*txn,
        organization_id,
        actor,
        Action::TeamMemberRemoved,
        Target { id: Some(member.user.id.get()), name: &person(&member) },
        &format!("was {}", member.member.role.name()),
    )
    .await?;
    txn.commit().await?;
    Ok(member)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{organizations, testing};

    #[tokio::test]
    async fn the_last_admin_can_be_neither_removed_nor_demoted() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let org = acme.organization.id;
        let admin = Actor { user: acme.admin.clone(), role: Some(users::Role::Admin) };
        let ada = rows(&db, org).await.unwrap()[0].clone();
        assert!(matches!(change_role(&db, org, &admin, ada.id, "member").await, Err(Error::Invalid { .. })));
        assert!(matches!(remove(&db, org, &admin, ada.id).await, Err(Error::Invalid { .. })));
        let max = add(&db, org, &admin, "max@acme.test", "Max", "admin").await.unwrap();
        assert_eq!(max.member.role, users::Role::Admin);
        change_role(&db, org, &admin, ada.id, "csm").await.unwrap();
        assert!(matches!(remove(&db, org, &admin, max.member.id).await, Err(Error::Invalid { .. })), "Max is the last admin now");
        assert!(matches!(add(&db, org, &admin, "not an e-mail", "", "member").await, Err(Error::Invalid { .. })));
        let member = Actor { user: acme.admin.clone(), role: Some(users::Role::Member) };
        assert!(matches!(add(&db, org, &member, "x@acme.test", "", "member").await, Err(Error::Forbidden(_))));
        let roles: Vec<String> = rows(&db, org).await.unwrap().into_iter().map(|r| r.role).collect();
        assert_eq!(roles, ["csm", "admin"]);
    }
}
