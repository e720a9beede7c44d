//! Personal access tokens: a team member's own credential for the MCP server (`/mcp`), made,
//! named, scoped and revoked on their me page (`/{org}/me/tokens`).
//!
//! A token is `upat_` and 40 random base62 characters (about 238 bits), shown once when it is
//! made; only its SHA-256 is kept (a fast hash is enough for a long random secret, and lets a
//! request find its token with one indexed lookup). It proves its person as their session
//! cookie does, with their team role *as it is at each request*: a person who leaves the team,
//! is blocked, or must first set up two-factor sign-in, is refused whatever tokens they hold.
//! Its scope is `read` (tools that only read) or `write` (every tool the person's role allows).
//! Revoking deletes the row, so every process refuses the token at its next request: nothing
//! about a token is cached. When it was last used is noted in memory and written once a minute
//! ([`super::keys::Uses`]), never by the request itself.

use super::access::Actor;
use super::admin::audit::{self, Action, Target};
use super::{Db, Error, Result, keys, now, two_factor};
use crate::entities::states::TokenScope;
use crate::entities::{access_token, organization, user};
use crate::model::{OrgId, UserId};
use crate::said;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect};

pub const TOKEN_PREFIX: &str = "upat_";
const TOKEN_RANDOM_LEN: usize = 40;
/// The most tokens one person keeps at once.
pub const MAX_PER_PERSON: u64 = 20;
/// The longest name, in characters.
pub const NAME_MAX: usize = 80;

/// `upat_` and 40 random base62 characters.
fn generate() -> String {
    format!("{TOKEN_PREFIX}{}", keys::random_base62(TOKEN_RANDOM_LEN))
}

/// Whether `token` has the shape of a personal access token, checked before any lookup.
pub fn looks_like_token(token: &str) -> bool {
    token
        .strip_prefix(TOKEN_PREFIX)
        .is_some_and(|rest| rest.len() == TOKEN_RANDOM_LEN && rest.bytes().all(|b| b.is_ascii_alphanumeric()))
}

/// A token just made: its row and the secret, which is shown this once.
#[derive(Clone, Debug)]
pub struct Made {
    pub token: access_token::Model,
    pub secret: String,
}

/// Makes a token named `name` for `actor`, a team member of `organization_id`, recorded in the
/// audit log.
pub async fn create(db: &Db, organization_id: OrgId, actor: &Actor, name: &str, scope: TokenScope) -> Result<Made> {
    if actor.role.is_none() {
        return Err(Error::Forbidden(said!("said-only-team-members-may-do-this")));
    }
    let name = name.trim();
    if name.is_empty() {
        return Err(Error::invalid(said!("said-x-can-t-be-blank", field = "name")));
    }
    if name.chars().count() > NAME_MAX {
        return Err(Error::invalid(said!("said-x-is-too-long-at-most", field = "name")));
    }
    let txn = db.begin_write_in(crate::store::cache::Scope::Nothing).await?;
    // The person's row, locked (on PostgreSQL; SQLite has one writer): of two tokens made at
    // once, the second counts the first.
    user::Entity::find_by_id(actor.user.id).lock(sea_orm::sea_query::LockType::NoKeyUpdate).one(&*txn).await?;
    let held = access_token::Entity::find().filter(access_token::Column::UserId.eq(actor.user.id)).count(&*txn).await?;
    if held >= MAX_PER_PERSON {
        return Err(Error::LimitExceeded(said!("said-a-person-keeps-at-most-x-tokens", max = MAX_PER_PERSON)));
    }
    let secret = generate();
    let token = access_token::ActiveModel {
        organization_id: Set(organization_id),
        user_id: Set(actor.user.id),
        name: Set(name.to_owned()),
        scope: Set(scope),
        token_hash: Set(keys::hash_secret(&secret)),
        created_at: Set(now()),
        last_used_at: Set(None),
        ..Default::default()
    }
    .insert(&*txn)
    .await?;
    audit::record(&*txn, organization_id, actor, Action::AccessTokenCreated, Target { id: Some(token.id), name: &token.name }, &scope.name()).await?;
    txn.commit().await?;
    Ok(Made { token, secret })
}

/// The person's tokens, the newest first (at most [`MAX_PER_PERSON`]).
pub async fn list(conn: &impl ConnectionTrait, user_id: UserId) -> Result<Vec<access_token::Model>> {
    Ok(access_token::Entity::find()
        .filter(access_token::Column::UserId.eq(user_id))
        .order_by_desc(access_token::Column::Id)
        .all(conn)
        .await?)
}

/// Revokes the person's token `id` (another person's is "not found"), recorded in the audit log.
pub async fn revoke(db: &Db, organization_id: OrgId, actor: &Actor, id: i64) -> Result<access_token::Model> {
    let txn = db.begin_write_in(crate::store::cache::Scope::Nothing).await?;
    let token = access_token::Entity::find_by_id(id)
        .filter(access_token::Column::UserId.eq(actor.user.id))
        .filter(access_token::Column::OrganizationId.eq(organization_id))
        .one(&*txn)
        .await?
        .ok_or_else(|| Error::NotFound(said!("said-this-token-was-not-found")))?;
    // The one delete that removes the row records the revocation: two at once record one.
    let gone = access_token::Entity::delete_by_id(token.id).exec(&*txn).await?.rows_affected;
    if gone == 0 {
        return Err(Error::NotFound(said!("said-this-token-was-not-found")));
    }
    audit::record(&*txn, organization_id, actor, Action::AccessTokenRevoked, Target { id: Some(token.id), name: &token.name }, &token.scope.name()).await?;
    txn.commit().await?;
    Ok(token)
}

/// Who a token proves: its organization, its person as a team member now, and its scope.
#[derive(Clone, Debug)]
pub struct Holder {
    pub token_id: i64,
    pub organization: organization::Model,
    pub actor: Actor,
    pub scope: TokenScope,
}

/// The holder of `secret`, or "unauthorized" when it is no token (malformed, unknown or
/// revoked), its person is blocked or no longer on the team, or the organization wants the
/// team to sign in with two factors and the person has not set that up.
pub async fn holder(db: &Db, secret: &str) -> Result<Holder> {
    let invalid = || Error::Unauthorized(said!("said-the-access-token-is-invalid"));
    if !looks_like_token(secret) {
        return Err(invalid());
    }
    let conn = db.conn();
    let token = access_token::Entity::find()
        .filter(access_token::Column::TokenHash.eq(keys::hash_secret(secret)))
        .one(conn)
        .await?
        .ok_or_else(invalid)?;
    let person = user::Entity::find_by_id(token.user_id).one(conn).await?.ok_or_else(invalid)?;
    let organization = organization::Entity::find_by_id(token.organization_id).one(conn).await?.ok_or_else(invalid)?;
    if person.organization_id != organization.id {
        return Err(invalid());
    }
    let actor = super::auth::actor_for(db, person).await.map_err(|error| match error {
        Error::Forbidden(_) => Error::Unauthorized(said!("said-the-token-s-person-is-blocked")),
        other => other,
    })?;
    let Some(role) = actor.role else {
        return Err(Error::Unauthorized(said!("said-the-token-s-person-is-not-on-the-team")));
    };
    if two_factor::must_set_up(conn, &organization, Some(role), actor.user.id).await? {
        return Err(Error::TwoFactorRequired(said!("said-the-team-signs-in-with-two-factor")));
    }
    Ok(Holder { token_id: token.id, organization, actor, scope: token.scope })
}

/// Writes when each token was last used (noted in memory by the requests since the last call).
pub async fn flush_use(db: &Db, uses: &keys::Uses<i64>) -> Result<()> {
    let seen = uses.take();
    if seen.is_empty() {
        return Ok(());
    }
    let txn = db.begin_write_in(crate::store::cache::Scope::Nothing).await?;
    for (id, at) in seen {
        access_token::Entity::update_many()
            .col_expr(access_token::Column::LastUsedAt, sea_orm::sea_query::Expr::value(Some(at)))
            .filter(access_token::Column::Id.eq(id))
            .exec(&*txn)
            .await?;
    }
    txn.commit().await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::access::Role;
    use crate::domain::organizations::tests::create_named;
    use crate::domain::{sessions, team, testing};

    #[test]
    fn tokens_are_prefixed_base62_of_one_length_and_malformed_ones_are_told_without_a_lookup() {
        let token = generate();
        assert!(looks_like_token(&token), "{token}");
        assert_eq!(token.len(), 45);
        assert_ne!(token, generate());
        assert!(!looks_like_token("upat_short"));
        assert!(!looks_like_token(&format!("ub_{}", keys::random_base62(40))));
        assert!(!looks_like_token(&format!("upat_{}!", keys::random_base62(39))));
    }

    #[tokio::test]
    async fn a_token_proves_its_team_member_until_revoked_and_only_the_hash_is_kept() {
        let db = testing::db().await;
        let acme = create_named(&db, "acme").await;
        let admin = Actor { user: acme.admin.clone(), role: Some(Role::Admin) };
        let made = create(&db, acme.organization.id, &admin, "  Claude  ", TokenScope::Read).await.unwrap();
        assert_eq!(made.token.name, "Claude");
        assert_ne!(made.token.token_hash, made.secret);
        assert_eq!(made.token.token_hash, keys::hash_secret(&made.secret));

        let found = holder(&db, &made.secret).await.unwrap();
        assert_eq!((found.organization.id, found.actor.user.id, found.scope), (acme.organization.id, acme.admin.id, TokenScope::Read));
        let (caller, _) = crate::domain::caller::by_access_token(&db, &made.secret).await.unwrap();
        assert!(matches!(caller.may_write(), Err(Error::Forbidden(_))));
        assert!(caller.asker().is_team());
        assert_eq!(list(db.conn(), acme.admin.id).await.unwrap().len(), 1);

        // Another person cannot revoke it; its owner can, once.
        let globex = create_named(&db, "globex").await;
        let stranger = Actor { user: globex.admin.clone(), role: Some(Role::Admin) };
        assert!(matches!(revoke(&db, acme.organization.id, &stranger, made.token.id).await, Err(Error::NotFound(_))));
        revoke(&db, acme.organization.id, &admin, made.token.id).await.unwrap();
        assert!(matches!(holder(&db, &made.secret).await, Err(Error::Unauthorized(_))));
        assert!(matches!(revoke(&db, acme.organization.id, &admin, made.token.id).await, Err(Error::NotFound(_))));
        let audited = audit::list(db.conn(), acme.organization.id, &audit::Filter::default(), 1).await.unwrap();
        let kinds: Vec<&str> = audited.entries.iter().map(|e| e.action.as_str()).collect();
        assert_eq!(kinds, ["access_token.revoked", "access_token.created"]);
    }

    #[tokio::test]
    async fn customers_cannot_make_tokens_and_a_person_who_leaves_the_team_is_refused_with_theirs() {
        let db = testing::db().await;
        let acme = create_named(&db, "acme").await;
        let customer = sessions::sign_up(&db, acme.organization.id, "grace@x.test", "Grace", "correct horse").await.unwrap();
        let as_customer = Actor { user: customer.clone(), role: None };
        assert!(matches!(create(&db, acme.organization.id, &as_customer, "mine", TokenScope::Read).await, Err(Error::Forbidden(_))));

        // A member makes one, then is taken off the team: the token proves nothing any more.
        let txn = db.begin_write().await.unwrap();
        team::assign(&*txn, acme.organization.id, &customer, Some(Role::Member)).await.unwrap();
        txn.commit().await.unwrap();
        let member = Actor { user: customer.clone(), role: Some(Role::Member) };
        let made = create(&db, acme.organization.id, &member, "assistant", TokenScope::Write).await.unwrap();
        let (caller, _) = crate::domain::caller::by_access_token(&db, &made.secret).await.unwrap();
        assert_eq!(caller.actor.as_ref().map(|a| a.user.id), Some(customer.id));
        caller.may_write().unwrap();
        let txn = db.begin_write().await.unwrap();
        team::assign(&*txn, acme.organization.id, &customer, None).await.unwrap();
        txn.commit().await.unwrap();
        assert!(matches!(holder(&db, &made.secret).await, Err(Error::Unauthorized(_))));
    }

    #[tokio::test]
    async fn blank_long_and_too_many_tokens_are_refused() {
        let db = testing::db().await;
        let acme = create_named(&db, "acme").await;
        let admin = Actor { user: acme.admin.clone(), role: Some(Role::Admin) };
        assert!(matches!(create(&db, acme.organization.id, &admin, "  ", TokenScope::Read).await, Err(Error::Invalid { .. })));
        let long = "x".repeat(NAME_MAX + 1);
        assert!(matches!(create(&db, acme.organization.id, &admin, &long, TokenScope::Read).await, Err(Error::Invalid { .. })));
        for n in 0..MAX_PER_PERSON {
            create(&db, acme.organization.id, &admin, &format!("t{n}"), TokenScope::Read).await.unwrap();
        }
        assert!(matches!(create(&db, acme.organization.id, &admin, "one more", TokenScope::Read).await, Err(Error::LimitExceeded(_))));
    }

    #[tokio::test]
    async fn the_last_use_noted_in_memory_is_written_by_the_flush() {
        let db = testing::db().await;
        let acme = create_named(&db, "acme").await;
        let admin = Actor { user: acme.admin.clone(), role: Some(Role::Admin) };
        let made = create(&db, acme.organization.id, &admin, "assistant", TokenScope::Read).await.unwrap();
        let uses = keys::Uses::<i64>::default();
        uses.note(made.token.id);
        assert_eq!(list(db.conn(), acme.admin.id).await.unwrap()[0].last_used_at, None);
        flush_use(&db, &uses).await.unwrap();
        assert!(list(db.conn(), acme.admin.id).await.unwrap()[0].last_used_at.is_some());
    }
}
