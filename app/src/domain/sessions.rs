//! Browser sessions: e-mail and password accounts, and the cookie token that keeps a user
//! signed in to one organization.

use super::{Db, Error, Result, keys, now, users};
use crate::entities::{session, user};
use crate::model::{Email, OrgId};
use chrono::Duration;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter};
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// How long a sign-in lasts.
pub const LIFETIME_DAYS: i64 = 30;

/// A signed-in browser: the token goes into the cookie (only its hash is stored).
pub struct NewSession {
    pub token: String,
    pub user: user::Model,
}

/// Starts a session for `user` under a new token. The browser's previous token, if it sent
/// one (`replacing`), ends in the same transaction: a sign-in always changes the session id,
/// so an id planted before it (session fixation) or read before it is worth nothing after.
pub async fn start(db: &Db, user: user::Model, replacing: Option<&str>) -> Result<NewSession> {
    let token = keys::random_base62(43);
    let created_at = now();
    let txn = db.begin_write().await?;
    if let Some(previous) = replacing.filter(|previous| !previous.is_empty() && previous.len() <= 100) {
        session::Entity::delete_many().filter(session::Column::TokenHash.eq(keys::hash_secret(previous))).exec(&*txn).await?;
    }
    session::ActiveModel {
        token_hash: Set(keys::hash_secret(&token)),
        organization_id: Set(user.organization_id),
        user_id: Set(user.id),
        csrf_token: Set(keys::random_base62(32)),
        created_at: Set(created_at),
        expires_at: Set(created_at + Duration::days(LIFETIME_DAYS)),
        ..Default::default()
    }
    .insert(&*txn)
    .await?;
    txn.commit().await?;
    Ok(NewSession { token, user })
}

/// The user of a session token in this organization, if it is valid and not expired.
pub async fn user_of(db: &Db, organization_id: OrgId, token: &str) -> Result<Option<user::Model>> {
    if token.is_empty() || token.len() > 100 {
        return Ok(None);
    }
    let Some(found) = session::Entity::find()
        .filter(session::Column::TokenHash.eq(keys::hash_secret(token)))
        .filter(session::Column::OrganizationId.eq(organization_id))
        .one(db.conn())
        .await?
    else {
        return Ok(None);
    };
    if found.expires_at <= now() {
        return Ok(None);
    }
    let user = user::Entity::find_by_id(found.user_id).one(db.conn()).await?;
    Ok(user.filter(|u| !u.blocked))
}

/// Ends the session of this token (signing out).
pub async fn end(db: &Db, token: &str) -> Result<()> {
    let txn = db.begin_write().await?;
    session::Entity::delete_many().filter(session::Column::TokenHash.eq(keys::hash_secret(token))).exec(&*txn).await?;
    txn.commit().await?;
    Ok(())
}

/// Ends every session of `user`, on every browser and device ("sign out everywhere"). Returns
/// how many ended.
pub async fn end_all(db: &Db, user_id: crate::model::UserId) -> Result<u64> {
    let txn = db.begin_write().await?;
    let ended = session::Entity::delete_many().filter(session::Column::UserId.eq(user_id)).exec(&*txn).await?.rows_affected;
    txn.commit().await?;
    Ok(ended)
}

/// Creates an account with a password. An e-mail the organization already knows cannot be
/// claimed this way (that would hand over someone else's votes and comments).
pub async fn sign_up(db: &Db, organization_id: OrgId, email: &str, name: &str, password: &str) -> Result<user::Model> {
    let email = Email::parse(email).map_err(|_| Error::invalid("email", "is invalid"))?;
    let name = name.trim();
    if name.is_empty() {
        return Err(Error::invalid("name", "can't be blank"));
    }
    let hash = users::hash_password_off_thread(password.to_owned()).await?;
    let txn = db.begin_write().await?;
    if users::find_by_email(&*txn, organization_id, &email).await?.is_some() {
        return Err(Error::Conflict("An account with this e-mail already exists: sign in instead.".to_owned()));
    }
    let user = users::insert(&*txn, organization_id, &email, name, Some(hash)).await?;
    txn.commit().await?;
    Ok(user)
}

/// The user with this e-mail and password. Wrong e-mail and wrong password get the same
/// answer, after the same work (one argon2 check either way, off the async threads). After
/// [`FAILURES_BEFORE_LOCK`] failures for one e-mail within [`LOCK_WINDOW`], its password
/// sign-in is refused (429) for the rest of the window, whatever the password.
pub async fn sign_in(db: &Db, failures: &SignInFailures, organization_id: OrgId, email: &str, password: &str) -> Result<user::Model> {
    let wrong = || Error::Unauthorized("The e-mail or the password is wrong.".to_owned());
    let key = (organization_id, email.trim().to_lowercase());
    failures.check(db, &key).await?;
    let user = match Email::parse(email) {
        Ok(email) => users::find_by_email(db.conn(), organization_id, &email).await?,
        Err(_) => None,
    };
    let hash = user.as_ref().and_then(|u| u.password_hash.clone());
    let (Some(user), true) = (user, users::verify_password_off_thread(password.to_owned(), hash).await) else {
        failures.failed(db, key).await;
        return Err(wrong());
    };
    failures.succeeded(db, &key).await;
    if user.blocked {
        return Err(Error::Forbidden("This account is blocked.".to_owned()));
    }
    Ok(user)
}

/// Failed password sign-ins that lock an e-mail's password sign-in.
pub const FAILURES_BEFORE_LOCK: u32 = 5;
/// How long failures are remembered, and an e-mail stays locked after them.
pub const LOCK_WINDOW: std::time::Duration = std::time::Duration::from_secs(15 * 60);

/// Failed sign-ins per organization and e-mail, each remembered for [`LOCK_WINDOW`] from the
/// first one. A token bucket (as the per-address limits use) counts every attempt; this counts
/// failures only, so that the owner of an account is never locked out by their own successes.
/// Kept in memory on SQLite (one server); on PostgreSQL in the database's shared limits
/// ([`crate::store::limits`]), so that failures through every process count together.
#[derive(Debug)]
pub struct SignInFailures {
    windows: moka::sync::Cache<(OrgId, String), Arc<Mutex<Window>>>,
}

/// Failures counted since the first one of the window.
type Window = (u32, Instant);

/// The name of the failures' counts in the shared limits.
const SHARED: &str = "sign_in_failures";

fn shared_key((organization_id, email): &(OrgId, String)) -> String {
    format!("{organization_id}:{email}")
}

impl Default for SignInFailures {
    fn default() -> Self {
        Self { windows: moka::sync::Cache::builder().max_capacity(100_000).time_to_live(LOCK_WINDOW).build() }
    }
}

impl SignInFailures {
    /// Refuses (429, with the seconds to wait) while the e-mail is locked.
    pub async fn check(&self, db: &Db, key: &(OrgId, String)) -> Result<()> {
        let counted = match db.shared_limits() {
            Some(limits) => limits.counted(SHARED, &shared_key(key), LOCK_WINDOW).await?,
            None => match self.windows.get(key) {
                Some(window) => {
                    let (count, since) = *window.lock().map_err(|_| Error::Internal("sign-in failures poisoned".into()))?;
                    Some((count, since.elapsed()))
                }
                None => None,
            },
        };
        match counted {
            Some((count, age)) if count >= FAILURES_BEFORE_LOCK => {
                metrics::counter!("upboard_rate_limited_total", "limit" => "sign_in_failures").increment(1);
                let retry_after = LOCK_WINDOW.saturating_sub(age).as_secs().max(1);
                Err(Error::RateLimited {
                    message: format!("Too many failed sign-ins for this e-mail: try again in {} minutes, or sign in another way.", retry_after.div_ceil(60)),
                    retry_after,
                })
            }
            _ => Ok(()),
        }
    }

    async fn failed(&self, db: &Db, key: (OrgId, String)) {
        if let Some(limits) = db.shared_limits() {
            if let Err(error) = limits.count(SHARED, &shared_key(&key), LOCK_WINDOW).await {
                tracing::warn!(%error, "cannot count a failed sign-in");
            }
            return;
        }
        let window = self.windows.get_with(key, || Arc::new(Mutex::new((0, Instant::now()))));
        if let Ok(mut window) = window.lock() {
            window.0 += 1;
        }
    }

    async fn succeeded(&self, db: &Db, key: &(OrgId, String)) {
        if let Some(limits) = db.shared_limits() {
            if let Err(error) = limits.forget(SHARED, &shared_key(key)).await {
                tracing::warn!(%error, "cannot forget the failed sign-ins of an e-mail that signed in");
            }
            return;
        }
        self.windows.invalidate(key);
    }
}

/// The user of a sign-in link's token (the HS256 JWT the API accepts, fresh: see
/// [`super::sso::verify_link`]), created on first sight.
pub async fn from_sso(db: &Db, org: &crate::entities::organization::Model, token: &str) -> Result<user::Model> {
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or_default();
    let claims = super::sso::verify_link(token, &org.sso_secret, now)?;
    Ok(super::auth::actor_from_claims(db, org, claims).await?.user)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::testing;

    #[tokio::test]
    async fn accounts_sign_up_sign_in_and_keep_a_session() {
        let db = testing::db().await;
        let org = crate::domain::organizations::tests::create_acme(&db).await.organization;
        let failures = SignInFailures::default();
        let user = sign_up(&db, org.id, "grace@x.test", "Grace", "correct horse").await.unwrap();
        assert!(matches!(sign_up(&db, org.id, "GRACE@x.test", "G", "correct horse").await, Err(Error::Conflict(_))));
        assert!(matches!(sign_in(&db, &failures, org.id, "grace@x.test", "wrong horse").await, Err(Error::Unauthorized(_))));
        assert!(matches!(sign_in(&db, &failures, org.id, "nobody@x.test", "correct horse").await, Err(Error::Unauthorized(_))));
        let signed_in = sign_in(&db, &failures, org.id, "Grace@X.test", "correct horse").await.unwrap();
        assert_eq!(signed_in.id, user.id);
        let session = start(&db, signed_in, None).await.unwrap();
        assert_eq!(user_of(&db, org.id, &session.token).await.unwrap().unwrap().id, user.id);
        assert!(user_of(&db, OrgId(org.id.get() + 1), &session.token).await.unwrap().is_none(), "sessions belong to one organization");
        end(&db, &session.token).await.unwrap();
        assert!(user_of(&db, org.id, &session.token).await.unwrap().is_none());
    }

    #[tokio::test]
    async fn five_failures_lock_an_emails_password_sign_in_and_unknown_emails_cost_the_same() {
        let db = testing::db().await;
        let org = crate::domain::organizations::tests::create_acme(&db).await.organization;
        let failures = SignInFailures::default();
        sign_up(&db, org.id, "grace@x.test", "Grace", "correct horse").await.unwrap();
        // One argon2 check per attempt, known e-mail or not.
        for email in ["grace@x.test", "nobody@x.test", "not an e-mail"] {
            let password = format!("wrong horse for {email}");
            assert!(sign_in(&db, &failures, org.id, email, &password).await.is_err());
            assert_eq!(users::CHECKED.lock().unwrap().get(&password), Some(&1), "{email}");
        }
        for _ in 1..FAILURES_BEFORE_LOCK {
            assert!(matches!(sign_in(&db, &failures, org.id, "Grace@x.test", "wrong horse").await, Err(Error::Unauthorized(_))));
        }
        let locked = sign_in(&db, &failures, org.id, "grace@x.test", "correct horse").await;
        assert!(matches!(locked, Err(Error::RateLimited { retry_after, .. }) if retry_after > 60), "{locked:?}");
        // Other e-mails, and other organizations' accounts of the same e-mail, are not locked.
        assert!(matches!(sign_in(&db, &failures, org.id, "nobody@x.test", "x").await, Err(Error::Unauthorized(_))));
        assert!(failures.check(&db, &(OrgId(org.id.get() + 1), "grace@x.test".into())).await.is_ok());
        // A success before the lock starts the count again.
        let fresh = SignInFailures::default();
        for _ in 1..FAILURES_BEFORE_LOCK {
            assert!(sign_in(&db, &fresh, org.id, "grace@x.test", "wrong horse").await.is_err());
        }
        sign_in(&db, &fresh, org.id, "grace@x.test", "correct horse").await.unwrap();
        assert!(sign_in(&db, &fresh, org.id, "grace@x.test", "wrong horse").await.is_err());
        sign_in(&db, &fresh, org.id, "grace@x.test", "correct horse").await.unwrap();
    }
}
