//! Who acts: the user behind a user token or a session, made into an [`Actor`] (which
//! [`super::access`] defines with what it may do).

use super::access::Actor;
use super::{Db, Error, Result, organizations, sso, users};
use crate::entities::{organization, user};
use crate::model::Email;
use crate::said;

/// The actor of an `Authorization` header: the token must be an HS256 JWT signed with the
/// organization's SSO secret. The first valid token for an e-mail creates that user as a
/// customer. Blocked users are refused.
pub async fn actor_from_token(db: &Db, org: &organization::Model, header: &str) -> Result<Actor> {
    actor_from_claims(db, org, sso::verify(header, &org.sso_secret)?).await
}

/// The actor of verified token claims (created as a customer on first sight).
pub async fn actor_from_claims(db: &Db, org: &organization::Model, claims: sso::Claims) -> Result<Actor> {
    let email = Email::parse(&claims.email).map_err(|_| Error::Unauthorized(said!("said-the-user-token-s-email-claim")))?;
    // The user and their team role in one statement: the API's votes and comments ask this
    // at every request.
    if let Some((user, role)) = users::one_with_role(db, users::by_email(org.id, &email)).await? {
        return actor_of(user, role);
    }
    let name = match claims.name.trim() {
        "" => organizations::default_name(&email),
        name => name.to_owned(),
    };
    let txn = db.begin_write_in(crate::store::cache::Scope::Organization(org.id)).await?;
    let user = users::find_or_create(&*txn, org.id, &email, &name).await?;
    txn.commit().await?;
    // Created now, or by a request that got there first: its role is looked up.
    actor_for(db, user).await
}

/// The actor of `user` with their team `role`, unless the user is blocked.
fn actor_of(user: user::Model, role: Option<users::Role>) -> Result<Actor> {
    if user.blocked {
        return Err(Error::Forbidden(said!("said-this-user-is-blocked")));
    }
    Ok(Actor { user, role })
}

pub async fn actor_for(db: &Db, user: user::Model) -> Result<Actor> {
    let role = if user.blocked { None } else { users::team_role_in(db, user.id).await? };
    actor_of(user, role)
}

/// The organization's person with the address `email`, made a customer named `name` (or a
/// name taken from the address, when blank) when new. A name over the limit is refused whether
/// or not the person is new (the API on behalf, the MCP server's `create_post`).
pub async fn find_or_create_named(db: &Db, organization_id: crate::model::OrgId, email: &Email, name: &str) -> Result<user::Model> {
    users::check_name(name)?;
    let name = match name.trim() {
        "" => organizations::default_name(email),
        name => name.to_owned(),
    };
    let txn = db.begin_write().await?;
    let user = users::find_or_create(&*txn, organization_id, email, &name).await?;
    txn.commit().await?;
    Ok(user)
}
