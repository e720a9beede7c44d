//! Users of an organization (customers) and the team records that make some of them staff.

use super::{Error, Result, now};
use crate::entities::{team_member, user};
use crate::model::{Email, OrgId, UserId};
use crate::said;
use argon2::Argon2;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};

/// Team roles are the gate's vocabulary ([`super::access`]); named here too, where
/// memberships are kept.
pub use super::access::Role;

pub const NAME_MAX_LEN: usize = 120;
pub const PASSWORD_MIN_LEN: usize = 8;

pub fn hash_password(password: &str) -> Result<String> {
    if password.chars().count() < PASSWORD_MIN_LEN {
        return Err(Error::invalid(said!("said-x-is-too-short-at-least", field = "password")));
    }
    // 16 bytes from the operating system's generator (rand's thread RNG, seeded from it).
    let salt = SaltString::encode_b64(&rand::random::<[u8; 16]>()).map_err(|e| Error::Internal(format!("a salt could not be made: {e}")))?;
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|hash| hash.to_string())
        .map_err(|e| Error::Internal(format!("hashing a password failed: {e}")))
}

pub fn verify_password(password: &str, hash: &str) -> bool {
    #[cfg(test)]
    if let Ok(mut checked) = CHECKED.lock() {
        *checked.entry(password.to_owned()).or_default() += 1;
    }
    PasswordHash::new(hash)
        .map(|parsed| Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok())
        .unwrap_or(false)
}

/// How often each password was checked against a hash (one argon2 run each), for tests that
/// make sure every sign-in costs the same.
#[cfg(test)]
pub static CHECKED: std::sync::LazyLock<std::sync::Mutex<std::collections::HashMap<String, u32>>> = std::sync::LazyLock::new(Default::default);

/// [`hash_password`] on the blocking pool: argon2 takes tens of milliseconds of CPU, which
/// would stall every request sharing the async thread.
pub async fn hash_password_off_thread(password: String) -> Result<String> {
    tokio::task::spawn_blocking(move || hash_password(&password))
        .await
        .map_err(|e| Error::Internal(format!("hashing a password failed: {e}")))?
}

/// [`verify_password`] on the blocking pool. Without a hash (an unknown e-mail, an account
/// without a password) a stand-in hash is checked instead, so that the answer takes as long
/// as for a real account and does not tell which e-mails exist.
pub async fn verify_password_off_thread(password: String, hash: Option<String>) -> bool {
    static STAND_IN: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    let result = tokio::task::spawn_blocking(move || {
        let real = hash.is_some();
        let hash = hash.unwrap_or_else(|| STAND_IN.get_or_init(|| hash_password("not anybody's password").unwrap_or_default()).clone());
        verify_password(&password, &hash) && real
    })
    .await;
    result.unwrap_or(false)
}

pub async fn insert(conn: &impl ConnectionTrait, organization_id: OrgId, email: &Email, name: &str, password_hash: Option<String>) -> Result<user::Model> {
    new_user(organization_id, email, name, password_hash)?
        .insert(conn)
        .await
        .map_err(|error| if super::is_unique_violation(&error) { Error::Conflict(said!("said-account-exists")) } else { error.into() })
}

/// A person's name as given: at most [`NAME_MAX_LEN`] characters once trimmed.
pub fn check_name(name: &str) -> Result<()> {
    if name.trim().chars().count() > NAME_MAX_LEN {
        return Err(Error::invalid(said!("said-x-is-too-long-at-most-5", field = "name")));
    }
    Ok(())
}

fn new_user(organization_id: OrgId, email: &Email, name: &str, password_hash: Option<String>) -> Result<user::ActiveModel> {
    check_name(name)?;
    let name = name.trim();
    let created_at = now();
    Ok(user::ActiveModel {
        organization_id: Set(organization_id),
        name: Set(name.to_owned()),
        email: Set(email.to_string()),
        email_key: Set(email.key()),
        password_hash: Set(password_hash),
        blocked: Set(false),
        starred: Set(false),
        labels: Set(serde_json::json!([])),
        custom_fields: Set(serde_json::json!({})),
        profile_picture: Set(None),
        post_count: Set(0),
        votes_count: Set(0),
        comments_count: Set(0),
        created_at: Set(created_at),
        updated_at: Set(created_at),
        ..Default::default()
    })
}

pub async fn find_by_email(conn: &impl ConnectionTrait, organization_id: OrgId, email: &Email) -> Result<Option<user::Model>> {
    Ok(by_email(organization_id, email).one(conn).await?)
}

/// The user with this e-mail in the organization, as a query (for [`super::Db::one`]).
pub fn by_email(organization_id: OrgId, email: &Email) -> sea_orm::Select<user::Entity> {
    user::Entity::find()
        .filter(user::Column::OrganizationId.eq(organization_id))
        .filter(user::Column::EmailKey.eq(email.key()))
}

/// The user with this e-mail, created as a customer when there is none yet. Two first
/// requests at once both get the same user: the unique index on the e-mail decides which
/// insert wins, and the other reads the winner's row.
pub async fn find_or_create(conn: &impl ConnectionTrait, organization_id: OrgId, email: &Email, name: &str) -> Result<user::Model> {
    if let Some(user) = find_by_email(conn, organization_id, email).await? {
        return Ok(user);
    }
    create_unless_taken(conn, organization_id, email, name).await
}

/// A customer with this e-mail, made now; or, when a concurrent request made them first, the
/// one it made (for a caller that looked them up already: [`find_or_create`]).
pub async fn create_unless_taken(conn: &impl ConnectionTrait, organization_id: OrgId, email: &Email, name: &str) -> Result<user::Model> {
    let insert =
        user::Entity::insert(new_user(organization_id, email, name, None)?).on_conflict_do_nothing_on([user::Column::OrganizationId, user::Column::EmailKey]);
    match super::insert_unless_taken(conn, insert).await? {
        Some(user) => Ok(user),
        None => find_by_email(conn, organization_id, email)
            .await?
            .ok_or_else(|| Error::Internal(format!("user {email} neither inserted nor found"))),
    }
}

pub async fn insert_team_member(conn: &impl ConnectionTrait, organization_id: OrgId, user_id: UserId, role: Role) -> Result<team_member::Model> {
    let created_at = now();
    Ok(team_member::ActiveModel {
        organization_id: Set(organization_id),
        user_id: Set(user_id),
        role: Set(role),
        created_at: Set(created_at),
        updated_at: Set(created_at),
        ..Default::default()
    }
    .insert(conn)
    .await?)
}

/// The user's role when they are on the team.
pub async fn team_role(conn: &impl ConnectionTrait, user_id: UserId) -> Result<Option<Role>> {
    Ok(membership(user_id).one(conn).await?.map(|member| member.role))
}

/// [`team_role`] outside a write ([`super::Db::one`]).
/// The user `select` finds, with their team role (none for a customer), in one statement.
pub async fn one_with_role(db: &super::Db, mut select: sea_orm::Select<user::Entity>) -> Result<Option<(user::Model, Option<Role>)>> {
    use sea_orm::sea_query::{Alias, Expr, ExprTrait, Func};
    use sea_orm::{ActiveEnum, QuerySelect, QueryTrait};
    let role = Expr::col((team_member::Entity, team_member::Column::Role));
    QueryTrait::query(&mut select)
        .left_join(team_member::Entity, Expr::col((team_member::Entity, team_member::Column::UserId)).equals((user::Entity, user::Column::Id)))
        .expr_as(Func::coalesce([role, Expr::val("")]), Alias::new("team_role"));
    let Some((user, mut texts)) = db.all_with_texts(select.limit(1), &["team_role"]).await?.pop() else { return Ok(None) };
    let role = texts.pop().filter(|role| !role.is_empty()).map(|role| Role::try_from_value(&role)).transpose()?;
    Ok(Some((user, role)))
}

pub async fn team_role_in(db: &super::Db, user_id: UserId) -> Result<Option<Role>> {
    Ok(db.one(membership(user_id)).await?.map(|member| member.role))
}

fn membership(user_id: UserId) -> sea_orm::Select<team_member::Entity> {
    team_member::Entity::find().filter(team_member::Column::UserId.eq(user_id))
}

/// Sets the language `user_id` chose (`None`: their browser's, else the organization's). It
/// changes what they read nowhere else than in their pages and e-mails: nothing cached moves.
pub async fn set_locale(db: &super::Db, user_id: UserId, locale: Option<crate::model::Locale>) -> Result<()> {
    let txn = db.begin_write_in(crate::store::cache::Scope::Nothing).await?;
    user::Entity::update_many()
        .col_expr(user::Column::Locale, sea_orm::sea_query::Expr::value(locale.map(|l| l.code().to_owned())))
        .filter(user::Column::Id.eq(user_id))
        .exec(&*txn)
        .await?;
    txn.commit().await?;
    Ok(())
}

/// Remembers the language `user` last used (at sign-in), for e-mails when they chose none;
/// written only when it changed.
pub async fn remember_last_locale(db: &super::Db, user: &user::Model, locale: crate::model::Locale) -> Result<()> {
    if user.last_locale.as_deref() == Some(locale.code()) {
        return Ok(());
    }
    let txn = db.begin_write_in(crate::store::cache::Scope::Nothing).await?;
    user::Entity::update_many()
        .col_expr(user::Column::LastLocale, sea_orm::sea_query::Expr::value(locale.code()))
        .filter(user::Column::Id.eq(user.id))
        .exec(&*txn)
        .await?;
    txn.commit().await?;
    Ok(())
}

/// The language to write to `user` in: the one they chose, else the one they last used, else
/// the organization's.
pub fn mail_locale(user: &user::Model, organization: &crate::entities::organization::Model) -> crate::model::Locale {
    use crate::model::Locale;
    user.locale
        .as_deref()
        .and_then(Locale::parse)
        .or_else(|| user.last_locale.as_deref().and_then(Locale::parse))
        .or_else(|| Locale::parse(&organization.default_locale))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{organizations, testing};

    #[test]
    fn passwords_are_hashed_with_argon2_and_verified() {
        let hash = hash_password("correct horse").unwrap();
        assert!(hash.starts_with("$argon2"));
        assert!(verify_password("correct horse", &hash));
        assert!(!verify_password("wrong horse", &hash));
        assert!(!verify_password("correct horse", "not a hash"));
        assert!(hash_password("short").is_err());
    }

    #[tokio::test]
    async fn emails_are_unique_per_organization_ignoring_case() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await.organization;
        let globex = organizations::tests::create_named(&db, "globex").await.organization;
        let email = Email::parse("Grace@Example.test").unwrap();
        let grace = find_or_create(db.conn(), acme.id, &email, "Grace").await.unwrap();
        let again = find_or_create(db.conn(), acme.id, &Email::parse("grace@example.TEST").unwrap(), "G").await.unwrap();
        assert_eq!(grace.id, again.id);
        let elsewhere = find_or_create(db.conn(), globex.id, &email, "Grace").await.unwrap();
        assert_ne!(grace.id, elsewhere.id);
        let duplicate = insert(db.conn(), acme.id, &Email::parse("GRACE@example.test").unwrap(), "G", None).await;
        assert!(duplicate.is_err());
    }
}
