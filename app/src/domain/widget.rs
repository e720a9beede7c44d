//! The embeddable widget's rules (docs/widget.md): which host pages may call it (origins),
//! who may use it without being identified ([`Access`]), the secret a host's server signs its
//! people with (sealed, rotated with a grace period), **identify** (a signed token that names
//! the person and their company, checked here and turned into the person), and the widget's
//! short sessions. The door is `server/src/widget/`; what a widget person may see and do is
//! the web's rules for a customer ([`super::access`]), through [`super::caller::in_the_widget`].

use super::sealed::Sealer;
use super::{Error, Result, keys, now, users};
use crate::entities::{organization, user, widget_origin};
use crate::model::{Email, OrgId, UserId};
use crate::said;
use chrono::{DateTime, Duration, Utc};
use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

/// Who may use the widget without a signed identify.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// Nobody: the host's server vouches for everyone (the default).
    Signed,
    /// Anyone may read the boards, roadmap and changelog; voting, commenting and posting need
    /// a signed identify.
    AnonymousReading,
    /// Anyone may read; someone who types an e-mail address may vote, comment and post for it,
    /// and all of it waits until the address's owner opens the link e-mailed to it
    /// ([`address_session`], [`super::access::Via::Address`]).
    EmailPosting,
}

impl Access {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Signed => "signed",
            Self::AnonymousReading => "anonymous_reading",
            Self::EmailPosting => "email_posting",
        }
    }

    /// A choice a form or the command line sent, if it is one.
    pub fn parse(value: &str) -> Option<Self> {
        match value.trim() {
            "signed" => Some(Self::Signed),
            "anonymous_reading" => Some(Self::AnonymousReading),
            "email_posting" => Some(Self::EmailPosting),
            _ => None,
        }
    }

    /// The organization's; anything unknown is the strictest.
    pub fn of(org: &organization::Model) -> Self {
        Self::parse(&org.widget_access).unwrap_or(Self::Signed)
    }

    /// Whether someone the host did not identify may read.
    pub fn reads_anonymously(self) -> bool {
        self != Self::Signed
    }
}

/// The longest origin kept (and read from a request's `Origin` before it is looked up).
pub const ORIGIN_MAX_LEN: usize = 300;
/// How many host origins an organization may list.
pub const ORIGINS_MAX: u64 = 50;

/// An origin as browsers send it in `Origin`: `https://` (or `http://` for a host on this
/// machine: `localhost`, `127.0.0.1`, `[::1]`), a host, and a port when it is not the
/// scheme's; lower-cased, nothing after it (a final `/` is allowed and dropped).
pub fn clean_origin(raw: &str) -> Result<String> {
    let invalid = || Error::invalid(said!("said-x-must-be-an-origin-like", field = "origin"));
    let raw = raw.trim();
    if raw.is_empty() || raw.len() > ORIGIN_MAX_LEN {
        return Err(invalid());
    }
    let url = url::Url::parse(raw).map_err(|_| invalid())?;
    let loopback = matches!(url.host(), Some(url::Host::Domain("localhost")))
        || matches!(url.host(), Some(url::Host::Ipv4(ip)) if ip.is_loopback())
        || matches!(url.host(), Some(url::Host::Ipv6(ip)) if ip.is_loopback());
    let scheme_ok = url.scheme() == "https" || (url.scheme() == "http" && loopback);
    let bare = url.username().is_empty() && url.password().is_none() && url.query().is_none() && url.fragment().is_none() && url.path() == "/";
    if !scheme_ok || !bare || url.host().is_none() || !raw.contains("://") {
        return Err(invalid());
    }
    Ok(url.origin().ascii_serialization())
}

/// The organization's host origins, in the order they were added.
pub async fn origins(conn: &impl ConnectionTrait, organization_id: OrgId) -> Result<Vec<String>> {
    Ok(widget_origin::Entity::find()
        .select_only()
        .column(widget_origin::Column::Origin)
        .filter(widget_origin::Column::OrganizationId.eq(organization_id))
        .order_by_asc(widget_origin::Column::Id)
        .into_tuple()
        .all(conn)
        .await?)
}

/// Adds a host origin (cleaned: [`clean_origin`]); one already listed is not added twice.
/// Returns it as kept.
pub async fn add_origin(conn: &impl ConnectionTrait, organization_id: OrgId, raw: &str) -> Result<String> {
    let origin = clean_origin(raw)?;
    if origins(conn, organization_id).await?.len() as u64 >= ORIGINS_MAX {
        return Err(Error::LimitExceeded(said!("said-at-most-x-host-origins", max = ORIGINS_MAX)));
    }
    widget_origin::Entity::insert(widget_origin::ActiveModel {
        organization_id: Set(organization_id),
        origin: Set(origin.clone()),
        created_at: Set(now()),
        ..Default::default()
    })
    .on_conflict(OnConflict::columns([widget_origin::Column::OrganizationId, widget_origin::Column::Origin]).do_nothing().to_owned())
    .exec_without_returning(conn)
    .await?;
    Ok(origin)
}

/// Removes a host origin; `false` when it was not listed.
pub async fn remove_origin(conn: &impl ConnectionTrait, organization_id: OrgId, raw: &str) -> Result<bool> {
    let origin = clean_origin(raw)?;
    let removed = widget_origin::Entity::delete_many()
        .filter(widget_origin::Column::OrganizationId.eq(organization_id))
        .filter(widget_origin::Column::Origin.eq(origin))
        .exec(conn)
        .await?
        .rows_affected;
    Ok(removed > 0)
}

/// Whether a request's `Origin` is one of the organization's hosts (bounded before the
/// lookup; compared as browsers send it).
pub async fn allows(conn: &impl ConnectionTrait, organization_id: OrgId, origin: &str) -> Result<bool> {
    if origin.is_empty() || origin.len() > ORIGIN_MAX_LEN {
        return Ok(false);
    }
    let found = widget_origin::Entity::find()
        .select_only()
        .column(widget_origin::Column::Id)
        .filter(widget_origin::Column::OrganizationId.eq(organization_id))
        .filter(widget_origin::Column::Origin.eq(origin))
        .into_tuple::<i64>()
        .one(conn)
        .await?;
    Ok(found.is_some())
}

/// The longest grace period a rotated-out secret may be honoured for.
pub const GRACE_MAX: Duration = Duration::days(30);

fn context(organization_id: OrgId) -> String {
    format!("widget:{organization_id}")
}

/// The secrets a token may be signed with now: the current one, and the one it replaced while
/// its grace period lasts.
#[derive(Clone, Debug, Default)]
pub struct Keys {
    pub current: Option<String>,
    pub previous: Option<String>,
}

/// The organization's widget secrets, opened.
pub fn keys(sealer: &Sealer, org: &organization::Model, at: DateTime<Utc>) -> Result<Keys> {
    let open = |sealed: &Option<String>| sealed.as_deref().map(|s| sealer.open(s, &context(org.id))).transpose();
    let in_grace = org.widget_previous_until.is_some_and(|until| until > at);
    Ok(Keys { current: open(&org.widget_secret_sealed)?, previous: if in_grace { open(&org.widget_previous_secret_sealed)? } else { None } })
}

/// A new widget secret for the organization (within `conn`), returned once to be shown. The
/// one it replaces keeps working for `grace` (at most [`GRACE_MAX`]; zero: not at all).
pub async fn rotate_secret(conn: &impl ConnectionTrait, sealer: &Sealer, org: &organization::Model, grace: Duration) -> Result<String> {
    if grace < Duration::zero() || grace > GRACE_MAX {
        return Err(Error::invalid(said!("said-x-must-be-between-0-and-720-hours", field = "grace_hours")));
    }
    let secret = format!("wsk_{}", keys::random_base62(48));
    let sealed = sealer.seal(&secret, &context(org.id))?;
    let (previous, until) = match &org.widget_secret_sealed {
        Some(current) if grace > Duration::zero() => (Some(current.clone()), Some(now() + grace)),
        _ => (None, None),
    };
    organization::Entity::update_many()
        .col_expr(organization::Column::WidgetSecretSealed, Expr::value(Some(sealed)))
        .col_expr(organization::Column::WidgetPreviousSecretSealed, Expr::value(previous))
        .col_expr(organization::Column::WidgetPreviousUntil, Expr::value(until))
        .col_expr(organization::Column::UpdatedAt, Expr::value(now()))
        .filter(organization::Column::Id.eq(org.id))
        .exec(conn)
        .await?;
    Ok(secret)
}

/// The longest identify token read.
pub const TOKEN_MAX_BYTES: usize = 8 * 1024;
/// How far a token's `iat` may lie in the future (clocks differ a little).
const CLOCK_SKEW_SECS: u64 = 60;
/// The longest a token may be made to work (its `exp` at most this far ahead).
const TOKEN_MAX_LIFETIME_SECS: u64 = 7 * 24 * 3600;

/// The company an identify names.
#[derive(Clone, Debug, PartialEq, serde::Deserialize)]
pub struct CompanyClaims {
    pub id: String,
    #[serde(default)]
    pub name: Option<String>,
    /// A month's revenue in the organization's currency (a number; cents kept).
    #[serde(default)]
    pub monthly_revenue: Option<f64>,
    #[serde(default)]
    pub plan: Option<String>,
    #[serde(default)]
    pub size: Option<i32>,
}

impl CompanyClaims {
    /// The claims as the company's fields.
    fn input(&self) -> super::companies::CompanyInput {
        super::companies::CompanyInput {
            external_id: Some(self.id.clone()),
            name: self.name.clone(),
            monthly_revenue: self.monthly_revenue,
            plan: self.plan.clone(),
            size: self.size,
            attributes: None,
        }
    }
}

/// The person a host's server signs (HS256, the organization's widget secret).
#[derive(Clone, Debug, PartialEq, serde::Deserialize)]
pub struct Identity {
    /// The host product's id of the person.
    pub id: String,
    pub email: String,
    #[serde(default)]
    pub name: Option<String>,
    /// An `https` address of their picture.
    #[serde(default)]
    pub avatar: Option<String>,
    #[serde(default)]
    pub company: Option<CompanyClaims>,
    pub exp: u64,
    #[serde(default)]
    pub iat: Option<u64>,
}

/// Checks an identify token: HS256 alone, signed with the current secret or the one in its
/// grace period, `exp` required (at most seven days ahead) and not passed, `iat` (if any) not
/// in the future; the claims bounded. Everything else is refused, never trusted.
pub fn verify(token: &str, keys: &Keys, at: u64) -> Result<Identity> {
    use jsonwebtoken::{Algorithm, DecodingKey, Validation, decode};
    let refused = |reason| Error::Unauthorized(said!("said-the-identify-token-is-refused-x", reason = reason));
    let token = token.trim();
    if token.is_empty() || token.len() > TOKEN_MAX_BYTES {
        return Err(refused(said!("said-sso-token-malformed")));
    }
    super::jwt::install();
    let mut validation = Validation::new(Algorithm::HS256);
    validation.algorithms = vec![Algorithm::HS256];
    validation.set_required_spec_claims(&["exp"]);
    validation.validate_exp = true;
    validation.validate_nbf = true;
    validation.leeway = 0;
    let secrets = [keys.current.as_deref(), keys.previous.as_deref()];
    let mut last = None;
    let mut identity = None;
    for secret in secrets.into_iter().flatten() {
        match decode::<Identity>(token, &DecodingKey::from_secret(secret.as_bytes()), &validation) {
            Ok(data) => {
                identity = Some(data.claims);
                break;
            }
            Err(error) => last = Some(error),
        }
    }
    let Some(identity) = identity else {
        return Err(refused(last.as_ref().map_or(said!("said-sso-token-signature"), super::sso::describe)));
    };
    if identity.iat.is_some_and(|iat| iat > at + CLOCK_SKEW_SECS) || identity.exp > at + TOKEN_MAX_LIFETIME_SECS {
        return Err(refused(said!("said-identify-token-times")));
    }
    let claims = || refused(said!("said-sso-token-claims"));
    let text_ok = |s: &str, max: usize| !s.trim().is_empty() && s.chars().count() <= max;
    if !text_ok(&identity.id, 255) || Email::parse(&identity.email).is_err() {
        return Err(claims());
    }
    if identity.name.as_deref().is_some_and(|n| n.trim().chars().count() > users::NAME_MAX_LEN) {
        return Err(claims());
    }
    if identity.avatar.as_deref().is_some_and(|a| a.len() > 2000 || !a.starts_with("https://")) {
        return Err(claims());
    }
    if let Some(company) = &identity.company
        && company.input().check().is_err()
    {
        return Err(claims());
    }
    Ok(identity)
}

fn unix(at: DateTime<Utc>) -> u64 {
    u64::try_from(at.timestamp()).unwrap_or_default()
}

/// The person a signed identify names in `org`, found (by the host's id, else by address) or
/// made, with their name, picture and company as the host says; their address counts as
/// confirmed (the host vouches for it). One transaction. Blocked people are refused.
pub async fn identify(db: &super::Db, sealer: &Sealer, org: &organization::Model, token: &str) -> Result<user::Model> {
    let at = now();
    let keys = keys(sealer, org, at)?;
    if keys.current.is_none() {
        return Err(Error::Forbidden(said!("said-the-widget-has-no-secret-yet")));
    }
    let identity = verify(token, &keys, unix(at))?;
    let email = Email::parse(&identity.email).map_err(|_| Error::Unauthorized(said!("said-sso-token-claims")))?;
    // The company first, in a transaction of its own: a change of its revenue locks the posts
    // its people upvoted, which must come after the person's row in any one transaction
    // (`values`).
    let company_id = match &identity.company {
        Some(claims) => {
            let txn = db.begin_write_in(crate::store::cache::Scope::Organization(org.id)).await?;
            let (company, _) = super::companies::upsert(&*txn, org.id, &claims.input()).await?;
            txn.commit().await?;
            Some(company.id)
        }
        None => None,
    };
    let txn = db.begin_write_in(crate::store::cache::Scope::Organization(org.id)).await?;
    let by_id = user::Entity::find()
        .filter(user::Column::OrganizationId.eq(org.id))
        .filter(user::Column::ExternalId.eq(identity.id.trim()))
        .one(&*txn)
        .await?;
    let person = match by_id {
        Some(person) => person,
        None => match users::find_by_email(&*txn, org.id, &email).await? {
            Some(person) => person,
            None => {
                let name = identity
                    .name
                    .as_deref()
                    .map(str::trim)
                    .filter(|n| !n.is_empty())
                    .map_or_else(|| super::organizations::default_name(&email), str::to_owned);
                users::insert(&*txn, org.id, &email, &name, None).await?
            }
        },
    };
    if person.blocked {
        return Err(Error::Forbidden(said!("said-this-account-is-blocked")));
    }
    let mut update = user::Entity::update_many()
        .col_expr(user::Column::ExternalId, Expr::value(Some(identity.id.trim().to_owned())))
        .col_expr(user::Column::UpdatedAt, Expr::value(at));
    if let Some(name) = identity.name.as_deref().map(str::trim).filter(|n| !n.is_empty() && *n != person.name) {
        update = update.col_expr(user::Column::Name, Expr::value(name.to_owned()));
    }
    if let Some(avatar) = &identity.avatar {
        update = update.col_expr(user::Column::ProfilePicture, Expr::value(Some(avatar.clone())));
    }
    // The host's new address for the person, unless another account of the board has it.
    if email.key() != person.email_key && users::find_by_email(&*txn, org.id, &email).await?.is_none() {
        update = update
            .col_expr(user::Column::Email, Expr::value(email.to_string()))
            .col_expr(user::Column::EmailKey, Expr::value(email.key()));
    }
    update.filter(user::Column::Id.eq(person.id)).exec(&*txn).await?;
    if company_id.is_some() {
        super::companies::assign(&*txn, org.id, person.id, company_id).await?;
    }
    super::confirmations::confirm(&*txn, org.id, person.id, super::confirmations::Proved::Provider).await?;
    let person = user::Entity::find_by_id(person.id)
        .one(&*txn)
        .await?
        .ok_or_else(|| Error::Internal("an identified person vanished".to_owned()))?;
    txn.commit().await?;
    Ok(person)
}

/// How long a widget session works; the widget identifies again after it.
pub const SESSION_LIFETIME: Duration = Duration::hours(1);

/// What a widget session token says (signed with the installation's widget key, never the
/// organization's: a host cannot make one).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
struct SessionClaims {
    /// Organization.
    o: OrgId,
    /// Person (an identified one's session).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    u: Option<UserId>,
    /// An address typed into the widget (an e-mail-only session's), and the name typed with it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    e: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    n: Option<String>,
    exp: u64,
    /// What the token is for: `widget` (a person the host identified) or `widget_address`.
    k: String,
}

/// An address someone typed into the widget, not proved, and the name they gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Address {
    pub email: Email,
    pub name: String,
}

/// Whom a widget session is for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Session {
    /// A person the host's server identified.
    Person(UserId),
    /// An address typed where the organization allows e-mail-only posting.
    Address(Address),
}

/// The installation's key of widget sessions, made once.
pub async fn session_key(db: &super::Db) -> Result<String> {
    keys::server_secret(db, "widget_sessions", || keys::random_base62(48)).await
}

/// A widget session for `person`: the token the widget sends (`Authorization: Bearer`), and
/// when it ends.
pub fn issue_session(key: &str, person: &user::Model) -> Result<(String, DateTime<Utc>)> {
    super::jwt::install();
    let expires_at = now() + SESSION_LIFETIME;
    let claims = SessionClaims { o: person.organization_id, u: Some(person.id), e: None, n: None, exp: unix(expires_at), k: "widget".to_owned() };
    sign_session(key, &claims, expires_at)
}

fn sign_session(key: &str, claims: &SessionClaims, expires_at: DateTime<Utc>) -> Result<(String, DateTime<Utc>)> {
    use jsonwebtoken::{EncodingKey, Header, encode};
    let token = encode(&Header::default(), claims, &EncodingKey::from_secret(key.as_bytes()))
        .map_err(|e| Error::Internal(format!("a widget session could not be signed: {e}")))?;
    Ok((token, expires_at))
}

/// An e-mail-only session for an address someone typed (with a name, or none: the address's
/// start), where the organization allows it. Nothing is looked up: the answer is the same
/// whether or not the address has an account, and the session never acts as that account. What
/// it does waits for the address's owner ([`super::access::Via::Address`]).
pub fn address_session(key: &str, org: &organization::Model, email: &str, name: &str) -> Result<(Address, String, DateTime<Utc>)> {
    if Access::of(org) != Access::EmailPosting {
        return Err(Error::Forbidden(said!("said-the-widget-takes-identified-people-only")));
    }
    let email = Email::parse(email).map_err(|_| Error::invalid(said!("said-x-is-invalid", field = "email")))?;
    users::check_name(name)?;
    let name = match name.trim() {
        "" => super::organizations::default_name(&email),
        typed => typed.to_owned(),
    };
    super::jwt::install();
    let expires_at = now() + SESSION_LIFETIME;
    let claims = SessionClaims { o: org.id, u: None, e: Some(email.to_string()), n: Some(name.clone()), exp: unix(expires_at), k: "widget_address".to_owned() };
    let (token, expires_at) = sign_session(key, &claims, expires_at)?;
    Ok((Address { email, name }, token, expires_at))
}

/// The person an e-mail-only session's write acts for: the one with that address, made (as a
/// customer, with the name typed) when there is none. Blocked people are refused.
pub async fn address_owner(db: &super::Db, organization_id: OrgId, address: &Address) -> Result<user::Model> {
    // Read first: a write transaction (SQLite's one writer) only for an address nobody has yet.
    let person = match users::find_by_email(db.conn(), organization_id, &address.email).await? {
        Some(person) => person,
        None => {
            let txn = db.begin_write_in(crate::store::cache::Scope::Organization(organization_id)).await?;
            let person = users::find_or_create(&*txn, organization_id, &address.email, &address.name).await?;
            txn.commit().await?;
            person
        }
    };
    if person.blocked {
        return Err(Error::Forbidden(said!("said-this-account-is-blocked")));
    }
    Ok(person)
}

/// Whom a widget session of this organization is for, while it works.
pub fn session_of(key: &str, organization_id: OrgId, token: &str) -> Option<Session> {
    use jsonwebtoken::{Algorithm, DecodingKey, Validation, decode};
    if token.is_empty() || token.len() > 1024 {
        return None;
    }
    super::jwt::install();
    let mut validation = Validation::new(Algorithm::HS256);
    validation.algorithms = vec![Algorithm::HS256];
    validation.set_required_spec_claims(&["exp"]);
    validation.leeway = 0;
    let claims = decode::<SessionClaims>(token, &DecodingKey::from_secret(key.as_bytes()), &validation).ok()?.claims;
    if claims.o != organization_id {
        return None;
    }
    match (claims.k.as_str(), claims.u, claims.e) {
        ("widget", Some(person), None) => Some(Session::Person(person)),
        ("widget_address", None, Some(email)) => {
            let email = Email::parse(&email).ok()?;
            let name = claims.n.unwrap_or_else(|| super::organizations::default_name(&email));
            Some(Session::Address(Address { email, name }))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use jsonwebtoken::{EncodingKey, Header, encode};

    fn at() -> u64 {
        unix(now())
    }

    fn sign(secret: &str, claims: serde_json::Value, alg: jsonwebtoken::Algorithm) -> String {
        crate::domain::jwt::install();
        encode(&Header::new(alg), &claims, &EncodingKey::from_secret(secret.as_bytes())).unwrap()
    }

    fn grace(email: &str, exp: u64) -> serde_json::Value {
        serde_json::json!({ "id": "u-1", "email": email, "name": "Grace", "exp": exp,
            "company": { "id": "c-1", "name": "Initech", "monthly_revenue": 1250.5, "plan": "pro" } })
    }

    #[test]
    fn origins_are_kept_as_browsers_send_them() {
        assert_eq!(clean_origin("https://App.Example.com/").unwrap(), "https://app.example.com");
        assert_eq!(clean_origin("https://app.example.com:8443").unwrap(), "https://app.example.com:8443");
        assert_eq!(clean_origin("https://app.example.com:443").unwrap(), "https://app.example.com");
        assert_eq!(clean_origin("http://127.0.0.1:4000").unwrap(), "http://127.0.0.1:4000");
        assert_eq!(clean_origin("http://localhost:4000").unwrap(), "http://localhost:4000");
        for refused in [
            "http://app.example.com",
            "https://app.example.com/path",
            "https://app.example.com/?q=1",
            "https://user@app.example.com",
            "javascript:alert(1)",
            "app.example.com",
            "*",
            "",
            &format!("https://{}.com", "a".repeat(300)),
        ] {
            assert!(clean_origin(refused).is_err(), "{refused}");
        }
    }

    /// A token signed with the current secret passes; one with the previous secret passes only
    /// while its grace lasts; another secret, another algorithm, no `exp`, an `exp` passed or
    /// too far ahead, and unbounded claims are refused.
    #[test]
    fn only_tokens_signed_as_documented_are_trusted() {
        use jsonwebtoken::Algorithm::{HS256, HS512};
        let keys = Keys { current: Some("new-secret".to_owned()), previous: Some("old-secret".to_owned()) };
        let exp = at() + 600;
        let identity = verify(&sign("new-secret", grace("grace@x.test", exp), HS256), &keys, at()).unwrap();
        assert_eq!((identity.id.as_str(), identity.company.unwrap().monthly_revenue), ("u-1", Some(1250.5)));
        assert!(verify(&sign("old-secret", grace("grace@x.test", exp), HS256), &keys, at()).is_ok(), "in its grace");
        let after_grace = Keys { previous: None, ..keys.clone() };
        assert!(verify(&sign("old-secret", grace("grace@x.test", exp), HS256), &after_grace, at()).is_err(), "after its grace");
        for refused in [
            sign("another-orgs-secret", grace("grace@x.test", exp), HS256),
            sign("new-secret", grace("grace@x.test", exp), HS512),
            sign("new-secret", serde_json::json!({ "id": "u-1", "email": "grace@x.test" }), HS256),
            sign("new-secret", grace("grace@x.test", at() - 1), HS256),
            sign("new-secret", grace("grace@x.test", at() + 8 * 24 * 3600), HS256),
            sign("new-secret", grace("not an address", exp), HS256),
            sign("new-secret", serde_json::json!({ "id": "", "email": "grace@x.test", "exp": exp }), HS256),
            sign("new-secret", serde_json::json!({ "id": "u", "email": "grace@x.test", "exp": exp, "avatar": "http://x.test/a.png" }), HS256),
            sign("new-secret", serde_json::json!({ "id": "u", "email": "grace@x.test", "exp": exp, "company": { "id": "c", "monthly_revenue": -5 } }), HS256),
            format!("{}x", sign("new-secret", grace("grace@x.test", exp), HS256)),
            "x".repeat(TOKEN_MAX_BYTES + 1),
        ] {
            assert!(matches!(verify(&refused, &keys, at()), Err(Error::Unauthorized(_))), "{refused}");
        }
    }

    #[test]
    fn a_widget_session_is_its_organizations_and_ends() {
        let person = user::Model { id: UserId(7), organization_id: OrgId(3), ..crate::domain::access::tests::actor(UserId(7), None).user };
        let (token, _) = issue_session("key", &person).unwrap();
        assert_eq!(session_of("key", OrgId(3), &token), Some(Session::Person(UserId(7))));
        assert_eq!(session_of("key", OrgId(4), &token), None, "another organization's");
        assert_eq!(session_of("another key", OrgId(3), &token), None, "forged");
        let sign = |claims: &SessionClaims| encode(&Header::default(), claims, &EncodingKey::from_secret(b"key")).unwrap();
        let claims = SessionClaims { o: OrgId(3), u: Some(UserId(7)), e: None, n: None, exp: at() - 1, k: "widget".into() };
        assert_eq!(session_of("key", OrgId(3), &sign(&claims)), None, "ended");
        // An address session names an address and never a person; anything mixed is nobody's.
        let address =
            SessionClaims { u: None, e: Some("Grace@X.test".into()), n: Some("Grace".into()), exp: at() + 60, k: "widget_address".into(), ..claims.clone() };
        let Some(Session::Address(found)) = session_of("key", OrgId(3), &sign(&address)) else { panic!("an address session") };
        assert_eq!((found.email.to_string().to_lowercase(), found.name.as_str()), ("grace@x.test".to_owned(), "Grace"));
        for mixed in [
            SessionClaims { u: Some(UserId(7)), ..address.clone() },
            SessionClaims { k: "widget".into(), ..address.clone() },
            SessionClaims { e: Some("not an address".into()), ..address.clone() },
            SessionClaims { u: Some(UserId(7)), e: Some("grace@x.test".into()), exp: at() + 60, ..claims.clone() },
        ] {
            assert_eq!(session_of("key", OrgId(3), &sign(&mixed)), None, "{mixed:?}");
        }
    }
}
