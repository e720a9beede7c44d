//! Browser sessions: e-mail and password accounts, and the cookie token that keeps a user
//! signed in to one organization.

use super::{Db, Error, Result, keys, now, users};
use crate::entities::{session, user};
use crate::model::{Email, OrgId};
use crate::said;
use chrono::Duration;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter};
use std::net::IpAddr;
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
    let email = Email::parse(email).map_err(|_| Error::invalid(said!("said-x-is-invalid", field = "email")))?;
    let name = name.trim();
    if name.is_empty() {
        return Err(Error::invalid(said!("said-x-can-t-be-blank", field = "name")));
    }
    let hash = users::hash_password_off_thread(password.to_owned()).await?;
    let txn = db.begin_write().await?;
    if users::find_by_email(&*txn, organization_id, &email).await?.is_some() {
        return Err(Error::Conflict(said!("said-an-account-with-this-e-mail")));
    }
    let user = users::insert(&*txn, organization_id, &email, name, Some(hash)).await?;
    txn.commit().await?;
    Ok(user)
}

/// The user with this e-mail and password, for a client at `client` (its address's limit key).
/// Wrong e-mail and wrong password get the same answer, after the same work (one argon2 check
/// either way, off the async threads). Each attempt is counted before its password is checked
/// (so that attempts sent at once cannot all pass before one is counted), per e-mail *and*
/// client: after [`FAILURES_BEFORE_LOCK`] within [`LOCK_WINDOW`], that client's password
/// sign-in for that e-mail waits for the window's end (429). Other clients, the owner's
/// among them, are not refused because a stranger guessed. A success forgets the count.
pub async fn sign_in(db: &Db, failures: &SignInFailures, organization_id: OrgId, email: &str, password: &str, client: Option<IpAddr>) -> Result<user::Model> {
    let wrong = || Error::Unauthorized(said!("said-the-e-mail-or-the-password"));
    let key = Attempts { what: Counted::SignInFailure, organization_id, email: bounded_email(email), client };
    failures.attempt(db, &key).await?;
    let user = match Email::parse(email) {
        Ok(email) => users::find_by_email(db.conn(), organization_id, &email).await?,
        Err(_) => None,
    };
    let hash = user.as_ref().and_then(|u| u.password_hash.clone());
    let (Some(user), true) = (user, users::verify_password_off_thread(password.to_owned(), hash).await) else {
        return Err(wrong());
    };
    failures.succeeded(db, &key).await;
    if user.blocked {
        return Err(Error::Forbidden(said!("said-this-account-is-blocked")));
    }
    Ok(user)
}

/// The e-mail as its attempts are counted: lower-cased and cut at 320 bytes (the longest
/// address there is), so that what a client sends cannot grow the counts' table.
pub(crate) fn bounded_email(email: &str) -> String {
    let trimmed = email.trim();
    let mut end = trimmed.len().min(320);
    while !trimmed.is_char_boundary(end) {
        end -= 1;
    }
    trimmed[..end].to_lowercase()
}

/// Attempts (failures; a success forgets them) that make one client wait for an e-mail.
pub const FAILURES_BEFORE_LOCK: u32 = 5;
/// How long attempts are remembered, and a client waits after them.
pub const LOCK_WINDOW: std::time::Duration = std::time::Duration::from_secs(15 * 60);

/// What is counted: failed password sign-ins, or asking for an e-mail (a password reset, a
/// sign-in link).
#[derive(Clone, Copy, Debug, Hash, PartialEq, Eq)]
pub enum Counted {
    SignInFailure,
    MailRequest,
    /// A two-factor code (from the app, or a recovery code) tried.
    SecondFactor,
}

impl Counted {
    /// The name of these counts in the shared limits, and in `upboard_rate_limited_total`.
    fn name(self) -> &'static str {
        match self {
            Self::SignInFailure => SHARED,
            Self::MailRequest => "mail_requests",
            Self::SecondFactor => "second_factor",
        }
    }
}

/// Requests for an e-mail (a reset, a sign-in link) one client may make for one address within
/// [`LOCK_WINDOW`]: past them, that client waits; the owner, from their own client, does not.
pub const MAIL_REQUESTS_PER_CLIENT: u32 = 5;

/// Whose attempts are counted together: one e-mail of one organization, from one client.
#[derive(Clone, Debug, Hash, PartialEq, Eq)]
pub struct Attempts {
    pub(crate) what: Counted,
    pub(crate) organization_id: OrgId,
    pub(crate) email: String,
    /// `None`: the client is not known (a test, a request with no peer).
    pub(crate) client: Option<IpAddr>,
}

impl Attempts {
    /// The name of these attempts in the shared limits.
    fn shared_key(&self) -> String {
        let client = self.client.map_or_else(|| "-".to_owned(), |client| client.to_string());
        format!("{}:{client}:{}", self.organization_id, self.email)
    }
}

/// Password sign-in attempts (and requests for an e-mail, counted apart) per organization,
/// e-mail and client, each remembered for
/// [`LOCK_WINDOW`] from the first one. Kept in memory on SQLite (one server); on PostgreSQL in
/// the database's shared limits ([`crate::store::limits`]), so that attempts through every
/// process count together.
#[derive(Debug)]
pub struct SignInFailures {
    windows: moka::sync::Cache<Attempts, Arc<Mutex<Window>>>,
}

/// Attempts counted since the first one of the window.
type Window = (u32, Instant);

/// The name of the attempts' counts in the shared limits.
const SHARED: &str = "sign_in_failures";

impl Default for SignInFailures {
    fn default() -> Self {
        Self { windows: moka::sync::Cache::builder().max_capacity(100_000).time_to_live(LOCK_WINDOW).build() }
    }
}

impl SignInFailures {
    /// Counts one attempt, and refuses it (429, with the seconds to wait) when it is past the
    /// limit. The count and the decision are one step.
    pub(crate) async fn attempt(&self, db: &Db, key: &Attempts) -> Result<()> {
        let (count, age) = match db.shared_limits() {
            Some(limits) => limits.count(key.what.name(), &key.shared_key(), LOCK_WINDOW).await?,
            None => {
                let window = self.windows.get_with(key.clone(), || Arc::new(Mutex::new((0, Instant::now()))));
                let mut window = window.lock().map_err(|_| Error::Internal("sign-in attempts poisoned".into()))?;
                if window.1.elapsed() >= LOCK_WINDOW {
                    *window = (0, Instant::now());
                }
                window.0 += 1;
                (window.0, window.1.elapsed())
            }
        };
        let limit = match key.what {
            Counted::SignInFailure | Counted::SecondFactor => FAILURES_BEFORE_LOCK,
            Counted::MailRequest => MAIL_REQUESTS_PER_CLIENT,
        };
        if count > limit {
            metrics::counter!("upboard_rate_limited_total", "limit" => key.what.name()).increment(1);
            let retry_after = LOCK_WINDOW.saturating_sub(age).as_secs().max(1);
            let minutes = retry_after.div_ceil(60);
            let message = match key.what {
                Counted::SignInFailure => said!("said-too-many-failed-sign-ins-for", a = minutes),
                Counted::MailRequest => said!("said-too-many-e-mails-asked-for", a = minutes),
                Counted::SecondFactor => said!("said-too-many-wrong-codes-try", a = minutes),
            };
            return Err(Error::RateLimited { message, retry_after });
        }
        Ok(())
    }

    pub(crate) async fn succeeded(&self, db: &Db, key: &Attempts) {
        if let Some(limits) = db.shared_limits() {
            if let Err(error) = limits.forget(key.what.name(), &key.shared_key()).await {
                tracing::warn!(%error, "cannot forget the failed sign-ins of an e-mail that signed in");
            }
            return;
        }
        self.windows.invalidate(key);
    }
}

/// Sets `user`'s password (hashed off the async threads) and ends every session of theirs, in
/// one transaction: whoever signed in with the old one is signed out. Their sign-in links end
/// too.
pub async fn set_password(db: &Db, user: &user::Model, password: &str) -> Result<()> {
    use crate::entities::sign_in_link;
    let hash = users::hash_password_off_thread(password.to_owned()).await?;
    let txn = db.begin_write().await?;
    user::Entity::update_many()
        .col_expr(user::Column::PasswordHash, sea_orm::sea_query::Expr::value(hash))
        .filter(user::Column::Id.eq(user.id))
        .exec(&*txn)
        .await?;
    session::Entity::delete_many().filter(session::Column::UserId.eq(user.id)).exec(&*txn).await?;
    sign_in_link::Entity::delete_many().filter(sign_in_link::Column::UserId.eq(user.id)).exec(&*txn).await?;
    txn.commit().await?;
    Ok(())
}

/// How long a single-use sign-in link works by default (the first admin's, printed by
/// `upboard org create`: long enough to deploy and open it).
pub const LINK_LIFETIME: Duration = Duration::hours(24);
/// The longest a single-use sign-in link may be made to work.
pub const LINK_LIFETIME_MAX: Duration = Duration::days(7);

/// The address of a single-use link (its page asks before it signs in).
pub fn link_url(public_url: &str, org: &str, token: &str) -> String {
    format!("{}/{org}/signin/link?token={token}", public_url.trim_end_matches('/'))
}

/// What a single-use link is for. A new link ends the person's earlier links of the same
/// purpose (the newest is the one that works); links of other purposes keep working.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LinkPurpose {
    /// Signs in: one an operator makes (`upboard org create`, `org sign-in-link`), or one a
    /// person asked to be e-mailed.
    SignIn,
    /// A forgotten password: the link's page asks for a new one, which ends every session.
    Reset,
    /// A new team member's first way in, e-mailed when they are added; its page offers to
    /// choose a password.
    Invite,
    /// A sign-in half done: the first step (a password, an e-mailed link) passed, and the
    /// person's two-factor code is asked for. Kept in a cookie of the sign-in pages, never a
    /// link: [`link_holder`] and [`redeem_link`] refuse it; [`pending_holder`] and
    /// [`finish_pending`] take it.
    SecondFactor,
    /// Confirms the person's address where the organization asks new customers to
    /// (`domain::verification`); it signs in too, as every link does.
    Verify,
}

impl LinkPurpose {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::SignIn => "sign_in",
            Self::Reset => "reset",
            Self::Invite => "invite",
            Self::SecondFactor => "second_factor",
            Self::Verify => "verify",
        }
    }

    /// A stored purpose; an unknown one is a plain sign-in.
    pub fn parse(stored: &str) -> Self {
        match stored {
            "reset" => Self::Reset,
            "invite" => Self::Invite,
            "second_factor" => Self::SecondFactor,
            "verify" => Self::Verify,
            _ => Self::SignIn,
        }
    }

    /// How long an e-mailed link of this purpose works: a reset or a sign-in link half an
    /// hour (it is asked for and used at once), a confirmation a day (it arrives at sign-up,
    /// and is opened when the person reads their mail), an invitation a week.
    pub fn mailed_lifetime(self) -> Duration {
        match self {
            Self::SignIn | Self::Reset => Duration::minutes(30),
            Self::Verify => LINK_LIFETIME,
            Self::Invite => LINK_LIFETIME_MAX,
            Self::SecondFactor => Duration::minutes(10),
        }
    }
}

/// A new single-use link's token for `user`, for `purpose`, working for `lifetime` (at most
/// [`LINK_LIFETIME_MAX`]); only its hash is stored. The person's earlier links of the same
/// purpose end: the newest is the one that works.
pub async fn issue_link(db: &Db, user: &user::Model, purpose: LinkPurpose, lifetime: Duration) -> Result<(String, chrono::DateTime<chrono::Utc>)> {
    use crate::entities::sign_in_link;
    let token = keys::random_base62(43);
    let created_at = now();
    let expires_at = created_at + lifetime.min(LINK_LIFETIME_MAX);
    let txn = db.begin_write().await?;
    // Half-done sign-ins of two browsers at once both stand (each is its browser's cookie).
    if purpose != LinkPurpose::SecondFactor {
        sign_in_link::Entity::delete_many()
            .filter(sign_in_link::Column::UserId.eq(user.id))
            .filter(sign_in_link::Column::Purpose.eq(purpose.as_str()))
            .exec(&*txn)
            .await?;
    }
    // Lapsed links of anyone go too: the table holds only links that may still be used.
    sign_in_link::Entity::delete_many().filter(sign_in_link::Column::ExpiresAt.lte(created_at)).exec(&*txn).await?;
    let link = sign_in_link::ActiveModel {
        token_hash: Set(keys::hash_secret(&token)),
        organization_id: Set(user.organization_id),
        user_id: Set(user.id),
        created_at: Set(created_at),
        expires_at: Set(expires_at),
        purpose: Set(purpose.as_str().to_owned()),
    };
    sign_in_link::Entity::insert(link).exec_without_returning(&*txn).await?;
    txn.commit().await?;
    Ok((token, expires_at))
}

/// Whose a single-use link is and what for, while it works (for the page that asks to use
/// it); it is not used up by this.
pub async fn link_holder(db: &Db, organization_id: OrgId, token: &str) -> Result<Option<(user::Model, LinkPurpose)>> {
    Ok(working_link(db, organization_id, token).await?.filter(|(_, purpose)| *purpose != LinkPurpose::SecondFactor))
}

/// Whose half-done sign-in `token` is (the cookie of the two-factor step), while it works.
pub async fn pending_holder(db: &Db, organization_id: OrgId, token: &str) -> Result<Option<user::Model>> {
    let found = working_link(db, organization_id, token).await?;
    Ok(found.filter(|(_, purpose)| *purpose == LinkPurpose::SecondFactor).map(|(holder, _)| holder))
}

/// The person (not blocked) and purpose of a link of this organization that has not expired.
async fn working_link(db: &Db, organization_id: OrgId, token: &str) -> Result<Option<(user::Model, LinkPurpose)>> {
    use crate::entities::sign_in_link;
    if token.is_empty() || token.len() > 100 {
        return Ok(None);
    }
    let Some(link) = sign_in_link::Entity::find_by_id(keys::hash_secret(token))
        .filter(sign_in_link::Column::OrganizationId.eq(organization_id))
        .filter(sign_in_link::Column::ExpiresAt.gt(now()))
        .one(db.conn())
        .await?
    else {
        return Ok(None);
    };
    let holder = user::Entity::find_by_id(link.user_id).one(db.conn()).await?.filter(|u| !u.blocked);
    Ok(holder.map(|holder| (holder, LinkPurpose::parse(&link.purpose))))
}

/// Ends a half-done sign-in whose code passed: its person, once (the one delete that
/// succeeds).
pub async fn finish_pending(db: &Db, organization_id: OrgId, token: &str) -> Result<user::Model> {
    use crate::entities::sign_in_link;
    let invalid = || Error::Unauthorized(said!("said-the-sign-in-link-is-invalid"));
    let Some(holder) = pending_holder(db, organization_id, token).await? else { return Err(invalid()) };
    let txn = db.begin_write().await?;
    let taken = sign_in_link::Entity::delete_many()
        .filter(sign_in_link::Column::TokenHash.eq(keys::hash_secret(token)))
        .exec(&*txn)
        .await?
        .rows_affected;
    txn.commit().await?;
    if taken != 1 {
        return Err(invalid());
    }
    Ok(holder)
}

/// Uses up a single-use link: the user it signs in, once, and what it was for. Its row is
/// deleted by the one write that succeeds, so two browsers (or two processes) opening it at
/// once sign in one person once. A reset link sets `new_password` in the same transaction
/// (and the password is checked before the link is spent: a too-short one leaves the link
/// working); an invitation may set one; a plain sign-in link sets none.
pub async fn redeem_link(db: &Db, organization_id: OrgId, token: &str, new_password: Option<&str>) -> Result<(user::Model, LinkPurpose)> {
    use crate::entities::sign_in_link;
    let invalid = || Error::Unauthorized(said!("said-the-sign-in-link-is-invalid"));
    if token.is_empty() || token.len() > 100 {
        return Err(invalid());
    }
    let hash = keys::hash_secret(token);
    let Some(link) = sign_in_link::Entity::find_by_id(hash.clone())
        .filter(sign_in_link::Column::OrganizationId.eq(organization_id))
        .one(db.conn())
        .await?
    else {
        return Err(invalid());
    };
    let purpose = LinkPurpose::parse(&link.purpose);
    if purpose == LinkPurpose::SecondFactor {
        return Err(invalid());
    }
    let new_password = new_password.filter(|p| !p.is_empty());
    let password_hash = match (purpose, new_password) {
        (LinkPurpose::Reset, None) => return Err(Error::invalid(said!("said-x-can-t-be-blank", field = "password"))),
        (LinkPurpose::Reset | LinkPurpose::Invite, Some(password)) => Some(users::hash_password_off_thread(password.to_owned()).await?),
        _ => None,
    };
    let txn = db.begin_write().await?;
    let taken = sign_in_link::Entity::delete_many().filter(sign_in_link::Column::TokenHash.eq(hash)).exec(&*txn).await?.rows_affected;
    if taken != 1 || link.expires_at <= now() {
        txn.commit().await?;
        return Err(invalid());
    }
    // The link reached the person's inbox: their address is theirs.
    super::confirmations::confirm(&*txn, organization_id, link.user_id, super::confirmations::Proved::Link).await?;
    if let Some(hash) = password_hash {
        // As `set_password`: whoever signed in with the old password is signed out, and the
        // person's other links end.
        user::Entity::update_many()
            .col_expr(user::Column::PasswordHash, sea_orm::sea_query::Expr::value(hash))
            .filter(user::Column::Id.eq(link.user_id))
            .exec(&*txn)
            .await?;
        session::Entity::delete_many().filter(session::Column::UserId.eq(link.user_id)).exec(&*txn).await?;
        sign_in_link::Entity::delete_many().filter(sign_in_link::Column::UserId.eq(link.user_id)).exec(&*txn).await?;
    }
    txn.commit().await?;
    let user = user::Entity::find_by_id(link.user_id).one(db.conn()).await?.ok_or_else(invalid)?;
    if user.blocked {
        return Err(Error::Forbidden(said!("said-this-account-is-blocked")));
    }
    Ok((user, purpose))
}

/// The user of a sign-in link's token (the HS256 JWT the API accepts, fresh: see
/// [`super::sso::verify_link`]), created on first sight.
pub async fn from_sso(db: &Db, org: &crate::entities::organization::Model, token: &str) -> Result<user::Model> {
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or_default();
    let claims = super::sso::verify_link(token, &org.sso_secret, now)?;
    let user = super::auth::actor_from_claims(db, org, claims).await?.user;
    // The organization's server vouches for the address its token names.
    if user.email_verified_at.is_none() {
        let txn = db.begin_write().await?;
        super::confirmations::confirm(&*txn, org.id, user.id, super::confirmations::Proved::Provider).await?;
        txn.commit().await?;
    }
    Ok(user)
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
        assert!(matches!(sign_in(&db, &failures, org.id, "grace@x.test", "wrong horse", None).await, Err(Error::Unauthorized(_))));
        assert!(matches!(sign_in(&db, &failures, org.id, "nobody@x.test", "correct horse", None).await, Err(Error::Unauthorized(_))));
        let signed_in = sign_in(&db, &failures, org.id, "Grace@X.test", "correct horse", None).await.unwrap();
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
            assert!(sign_in(&db, &failures, org.id, email, &password, None).await.is_err());
            assert_eq!(users::CHECKED.lock().unwrap().get(&password), Some(&1), "{email}");
        }
        for _ in 1..FAILURES_BEFORE_LOCK {
            assert!(matches!(sign_in(&db, &failures, org.id, "Grace@x.test", "wrong horse", None).await, Err(Error::Unauthorized(_))));
        }
        let locked = sign_in(&db, &failures, org.id, "grace@x.test", "correct horse", None).await;
        assert!(matches!(locked, Err(Error::RateLimited { retry_after, .. }) if retry_after > 60), "{locked:?}");
        // Other e-mails, and other organizations' accounts of the same e-mail, are not locked.
        assert!(matches!(sign_in(&db, &failures, org.id, "nobody@x.test", "x", None).await, Err(Error::Unauthorized(_))));
        let elsewhere = Attempts { what: Counted::SignInFailure, organization_id: OrgId(org.id.get() + 1), email: "grace@x.test".into(), client: None };
        assert!(failures.attempt(&db, &elsewhere).await.is_ok());
        // A success before the lock starts the count again.
        let fresh = SignInFailures::default();
        for _ in 1..FAILURES_BEFORE_LOCK {
            assert!(sign_in(&db, &fresh, org.id, "grace@x.test", "wrong horse", None).await.is_err());
        }
        sign_in(&db, &fresh, org.id, "grace@x.test", "correct horse", None).await.unwrap();
        assert!(sign_in(&db, &fresh, org.id, "grace@x.test", "wrong horse", None).await.is_err());
        sign_in(&db, &fresh, org.id, "grace@x.test", "correct horse", None).await.unwrap();
    }

    /// A stranger's guesses once locked the owner out of their own account for 15 minutes,
    /// renewable for ever: now they make only the stranger's client wait.
    #[tokio::test]
    async fn a_strangers_guesses_never_lock_the_owner_out() {
        let db = testing::db().await;
        let org = crate::domain::organizations::tests::create_acme(&db).await.organization;
        let failures = SignInFailures::default();
        sign_up(&db, org.id, "ada@x.test", "Ada", "correct horse").await.unwrap();
        let stranger: IpAddr = "203.0.113.66".parse().unwrap();
        let owner: IpAddr = "198.51.100.7".parse().unwrap();
        let mut refused = 0;
        for guess in 0..100 {
            match sign_in(&db, &failures, org.id, "ADA@x.test ", &format!("guess {guess}"), Some(stranger)).await {
                Err(Error::Unauthorized(_)) => {}
                Err(Error::RateLimited { .. }) => refused += 1,
                other => panic!("{other:?}"),
            }
        }
        assert_eq!(refused, 100 - FAILURES_BEFORE_LOCK, "the stranger waits after five");
        assert!(matches!(sign_in(&db, &failures, org.id, "ada@x.test", "correct horse", Some(stranger)).await, Err(Error::RateLimited { .. })));
        let signed_in = sign_in(&db, &failures, org.id, "ada@x.test", "correct horse", Some(owner)).await;
        assert!(signed_in.is_ok(), "the owner, from their own client: {signed_in:?}");
    }

    /// Guesses sent at the same moment once all passed before the first failure was counted.
    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn guesses_sent_at_once_are_each_counted_before_their_check() {
        let db = testing::db().await;
        let org = crate::domain::organizations::tests::create_acme(&db).await.organization;
        let failures = Arc::new(SignInFailures::default());
        sign_up(&db, org.id, "ada@x.test", "Ada", "correct horse").await.unwrap();
        let client: IpAddr = "203.0.113.66".parse().unwrap();
        let guesses: Vec<_> = (0..24)
            .map(|guess| {
                let (db, failures) = (db.clone(), failures.clone());
                tokio::spawn(async move { sign_in(&db, &failures, org.id, "ada@x.test", &format!("at once {guess}"), Some(client)).await })
            })
            .collect();
        let mut checked = 0;
        for guess in guesses {
            if matches!(guess.await.unwrap(), Err(Error::Unauthorized(_))) {
                checked += 1;
            }
        }
        assert_eq!(checked, FAILURES_BEFORE_LOCK, "only five passwords were checked");
    }

    /// A link signs in once: the second use, a link of another organization, a lapsed link and
    /// an earlier link of the same person are refused.
    #[tokio::test]
    async fn a_sign_in_link_works_once_and_only_the_newest() {
        let db = testing::db().await;
        let acme = crate::domain::organizations::tests::create_acme(&db).await;
        let globex = crate::domain::organizations::tests::create_named(&db, "globex").await;
        let (first, _) = issue_link(&db, &acme.admin, LinkPurpose::SignIn, LINK_LIFETIME).await.unwrap();
        let (token, expires_at) = issue_link(&db, &acme.admin, LinkPurpose::SignIn, Duration::days(30)).await.unwrap();
        assert!(expires_at <= now() + LINK_LIFETIME_MAX, "at most a week");
        assert!(matches!(redeem_link(&db, acme.organization.id, &first, None).await, Err(Error::Unauthorized(_))), "a newer link ended it");
        assert_eq!(
            link_holder(&db, acme.organization.id, &token).await.unwrap().map(|(u, purpose)| (u.id, purpose)),
            Some((acme.admin.id, LinkPurpose::SignIn))
        );
        assert!(link_holder(&db, globex.organization.id, &token).await.unwrap().is_none());
        assert!(matches!(redeem_link(&db, globex.organization.id, &token, None).await, Err(Error::Unauthorized(_))), "another organization's");
        assert_eq!(redeem_link(&db, acme.organization.id, &token, None).await.unwrap().0.id, acme.admin.id);
        assert!(matches!(redeem_link(&db, acme.organization.id, &token, None).await, Err(Error::Unauthorized(_))), "used up");
        assert!(link_holder(&db, acme.organization.id, &token).await.unwrap().is_none());
        let (lapsed, _) = issue_link(&db, &acme.admin, LinkPurpose::SignIn, Duration::seconds(-1)).await.unwrap();
        assert!(matches!(redeem_link(&db, acme.organization.id, &lapsed, None).await, Err(Error::Unauthorized(_))), "lapsed");
    }

    #[tokio::test]
    async fn a_new_password_signs_in_and_ends_the_old_sessions() {
        let db = testing::db().await;
        let acme = crate::domain::organizations::tests::create_acme(&db).await;
        let failures = SignInFailures::default();
        let before = start(&db, acme.admin.clone(), None).await.unwrap();
        let (link, _) = issue_link(&db, &acme.admin, LinkPurpose::SignIn, LINK_LIFETIME).await.unwrap();
        assert!(matches!(set_password(&db, &acme.admin, "short").await, Err(Error::Invalid { .. })));
        set_password(&db, &acme.admin, "correct horse").await.unwrap();
        assert_eq!(sign_in(&db, &failures, acme.organization.id, &acme.admin.email, "correct horse", None).await.unwrap().id, acme.admin.id);
        assert!(user_of(&db, acme.organization.id, &before.token).await.unwrap().is_none(), "the session before ended");
        assert!(redeem_link(&db, acme.organization.id, &link, None).await.is_err(), "and the link");
    }

    /// A reset link asks for a new password: without one, or with one too short, it is not
    /// spent; with one, it sets it, ends every session and the person's other links, once.
    /// A new reset link ends the earlier reset link but not an invitation.
    #[tokio::test]
    async fn a_reset_link_sets_a_password_once_and_ends_the_sessions() {
        let db = testing::db().await;
        let acme = crate::domain::organizations::tests::create_acme(&db).await;
        let failures = SignInFailures::default();
        let before = start(&db, acme.admin.clone(), None).await.unwrap();
        let (invite, _) = issue_link(&db, &acme.admin, LinkPurpose::Invite, LinkPurpose::Invite.mailed_lifetime()).await.unwrap();
        let (first, _) = issue_link(&db, &acme.admin, LinkPurpose::Reset, LinkPurpose::Reset.mailed_lifetime()).await.unwrap();
        let (reset, _) = issue_link(&db, &acme.admin, LinkPurpose::Reset, LinkPurpose::Reset.mailed_lifetime()).await.unwrap();
        assert!(link_holder(&db, acme.organization.id, &first).await.unwrap().is_none(), "the newer reset link ended the first");
        assert_eq!(link_holder(&db, acme.organization.id, &invite).await.unwrap().map(|(_, p)| p), Some(LinkPurpose::Invite), "not the invitation");
        assert!(matches!(redeem_link(&db, acme.organization.id, &reset, None).await, Err(Error::Invalid { .. })));
        assert!(matches!(redeem_link(&db, acme.organization.id, &reset, Some("short")).await, Err(Error::Invalid { .. })));
        assert!(link_holder(&db, acme.organization.id, &reset).await.unwrap().is_some(), "a refused password leaves the link working");
        let (user, purpose) = redeem_link(&db, acme.organization.id, &reset, Some("a new horse")).await.unwrap();
        assert_eq!((user.id, purpose), (acme.admin.id, LinkPurpose::Reset));
        assert!(user_of(&db, acme.organization.id, &before.token).await.unwrap().is_none(), "the sessions before ended");
        assert!(link_holder(&db, acme.organization.id, &invite).await.unwrap().is_none(), "and the other links");
        assert!(matches!(redeem_link(&db, acme.organization.id, &reset, Some("another horse")).await, Err(Error::Unauthorized(_))), "once");
        assert_eq!(sign_in(&db, &failures, acme.organization.id, &acme.admin.email, "a new horse", None).await.unwrap().id, acme.admin.id);
    }
}
