//! Sign-in through OpenID Connect: an organization's identity providers, the sign-ins under
//! way, and who a provider's person is here. The protocol (discovery, the authorization code
//! with PKCE, the ID token's checks) is the door's (`server::web::oidc`, with the kept crate
//! `openidconnect`); what follows from a verified identity is decided here, once.
//!
//! - **Providers** ([`add`], [`remove`], [`list`]): issuer, client id and secret (sealed,
//!   [`super::sealed`], with the row as associated data), scopes, the button's label, and the
//!   **role mapping**: a claim (`groups`, or a dotted path such as `realm_access.roles`) whose
//!   values give admin, member (moderator) or csm. With a claim named, the provider decides
//!   the team role at *every* sign-in: someone no longer in the admin group is no longer admin
//!   at their next sign-in (the last admin keeps their role). Without one, roles stay the
//!   admin area's.
//! - **Joining**: a subject seen before is its person; otherwise the provider's e-mail finds
//!   an account (only an address the provider says it verified) or makes one, if the address's
//!   domain is one the provider lets join ([`oidc_provider::Model::join_domains`], empty: any).
//! - **Sign-ins under way** ([`begin_login`], [`take_login`]): the hashes of `state` and
//!   `nonce`, the PKCE verifier sealed; taken once (one conditional delete), ten minutes.
//! - **The team only through a provider** ([`set_team_only`]): refused until an admin passed a
//!   test sign-in with the provider's current settings ([`mark_tested`]); then passwords are
//!   refused to team members ([`password_allowed`]) and no reset or sign-in link is e-mailed
//!   to them on request (`outbox::account::request`). An operator's link (`upboard org
//!   sign-in-link`) and invitations still work: the break-glass way in.

use super::admin::audit::{self, Action, Target};
use super::sealed::Sealer;
use super::users::Role;
use super::{Db, Error, Result, keys, now, team, users};
use crate::entities::{oidc_identity, oidc_login, oidc_provider, organization, user};
use crate::model::{Email, OrgId};
use crate::said;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder};
use serde::{Deserialize, Serialize};

/// How long a sign-in may stay at the provider.
pub const LOGIN_LIFETIME_MINUTES: i64 = 10;
pub const LABEL_MAX_LEN: usize = 60;
const ISSUER_MAX_LEN: usize = 500;
const CLIENT_ID_MAX_LEN: usize = 255;
const SECRET_MAX_LEN: usize = 2000;
const SCOPES_MAX_LEN: usize = 500;
const CLAIM_MAX_LEN: usize = 200;
const VALUE_MAX_LEN: usize = 200;
/// Values per role, and join domains.
const LIST_MAX: usize = 50;
/// The longest subject kept (the column's size).
const SUBJECT_MAX_LEN: usize = 255;

/// The values of the role claim that give each team role.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoleValues {
    #[serde(default)]
    pub admin: Vec<String>,
    /// Members moderate: "moderator" values land here too.
    #[serde(default)]
    pub member: Vec<String>,
    #[serde(default)]
    pub csm: Vec<String>,
}

/// A provider as an admin or an operator describes it.
#[derive(Clone, Debug, Default)]
pub struct ProviderInput {
    pub label: String,
    pub issuer: String,
    pub client_id: String,
    pub client_secret: String,
    /// Space- or comma-separated; `openid` is added when missing. Empty: `openid email profile`.
    pub scopes: String,
    pub role_claim: String,
    pub role_values: RoleValues,
    /// Comma- or space-separated e-mail domains.
    pub join_domains: String,
}

/// The address providers send people back to: one per organization (registered at the
/// provider).
pub fn redirect_uri(public_url: &str, org: &str) -> String {
    format!("{}/{org}/oidc/callback", public_url.trim_end_matches('/'))
}

fn context(id: i64) -> String {
    format!("oidc:{id}")
}

/// The issuer's address: `https`, or `http` on the machine itself (a provider for tests and
/// demos); no query or fragment. Kept as typed, trailing `/` and all: the ID token's `iss`
/// must equal it exactly, and issuers differ (Keycloak's has none, Authentik's has one; the
/// door tries the other form when the typed one does not answer).
pub fn clean_issuer(raw: &str) -> Result<String> {
    let raw = raw.trim();
    if raw.is_empty() {
        return Err(Error::invalid(said!("said-x-can-t-be-blank", field = "issuer")));
    }
    if raw.len() > ISSUER_MAX_LEN {
        return Err(Error::invalid(said!("said-x-is-too-long-at-most-9", field = "issuer")));
    }
    let parsed = url::Url::parse(raw).map_err(|_| Error::invalid(said!("said-the-issuer-must-be-an-https-address")))?;
    let local = matches!(parsed.host_str(), Some("localhost" | "127.0.0.1" | "[::1]"));
    let allowed = match parsed.scheme() {
        "https" => parsed.host().is_some(),
        "http" => local,
        _ => false,
    };
    if !allowed || parsed.query().is_some() || parsed.fragment().is_some() || !parsed.username().is_empty() {
        return Err(Error::invalid(said!("said-the-issuer-must-be-an-https-address")));
    }
    Ok(raw.to_owned())
}

fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split([' ', ',', '\n', '\t']).map(str::trim).filter(|w| !w.is_empty())
}

fn clean_scopes(raw: &str) -> Result<String> {
    if raw.len() > SCOPES_MAX_LEN {
        return Err(Error::invalid(said!("said-x-is-too-long-at-most-9", field = "scopes")));
    }
    let mut scopes: Vec<&str> = vec!["openid"];
    for scope in words(raw) {
        if !scope.chars().all(|c| c.is_ascii_graphic() && c != '"' && c != '\\') {
            return Err(Error::invalid(said!("said-x-is-invalid", field = "scopes")));
        }
        if !scopes.contains(&scope) {
            scopes.push(scope);
        }
    }
    if scopes.len() == 1 {
        scopes.extend(["email", "profile"]);
    }
    Ok(scopes.join(" "))
}

fn clean_values(values: &[String]) -> Result<Vec<String>> {
    let values: Vec<String> = values.iter().flat_map(|v| v.split(',')).map(str::trim).filter(|v| !v.is_empty()).map(str::to_owned).collect();
    if values.len() > LIST_MAX || values.iter().any(|v| v.len() > VALUE_MAX_LEN) {
        return Err(Error::invalid(said!("said-x-is-invalid", field = "role values")));
    }
    Ok(values)
}

fn clean_domains(raw: &str) -> Result<String> {
    let mut domains = Vec::new();
    for domain in words(raw) {
        let domain = domain.trim_start_matches('@').to_ascii_lowercase();
        let valid = domain.len() <= 253
            && domain.contains('.')
            && domain
                .split('.')
                .all(|part| !part.is_empty() && part.len() <= 63 && part.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'));
        if !valid {
            return Err(Error::invalid(said!("said-x-is-invalid", field = "join domains")));
        }
        if !domains.contains(&domain) {
            domains.push(domain);
        }
    }
    if domains.len() > LIST_MAX {
        return Err(Error::invalid(said!("said-x-is-invalid", field = "join domains")));
    }
    Ok(domains.join(","))
}

/// Adds a provider to the organization (its discovery document already read by the door,
/// which also checked that the issuer answers as one), within the caller's write transaction
/// (which records it in the audit log, or is the operator's command).
pub async fn add(conn: &impl ConnectionTrait, sealer: &Sealer, organization_id: OrgId, input: &ProviderInput) -> Result<oidc_provider::Model> {
    let label = input.label.trim();
    if label.is_empty() {
        return Err(Error::invalid(said!("said-x-can-t-be-blank", field = "label")));
    }
    if label.chars().count() > LABEL_MAX_LEN {
        return Err(Error::invalid(said!("said-x-is-too-long-at-most-7", field = "label")));
    }
    let issuer = clean_issuer(&input.issuer)?;
    let client_id = input.client_id.trim();
    if client_id.is_empty() {
        return Err(Error::invalid(said!("said-x-can-t-be-blank", field = "client id")));
    }
    if client_id.len() > CLIENT_ID_MAX_LEN {
        return Err(Error::invalid(said!("said-x-is-too-long-at-most-10", field = "client id")));
    }
    let secret = input.client_secret.trim();
    if secret.is_empty() {
        return Err(Error::invalid(said!("said-x-can-t-be-blank", field = "client secret")));
    }
    if secret.len() > SECRET_MAX_LEN {
        return Err(Error::invalid(said!("said-x-is-too-long-at-most-8", field = "client secret")));
    }
    let scopes = clean_scopes(&input.scopes)?;
    let role_claim = input.role_claim.trim();
    if role_claim.len() > CLAIM_MAX_LEN {
        return Err(Error::invalid(said!("said-x-is-too-long-at-most-2", field = "role claim")));
    }
    let role_values = RoleValues {
        admin: clean_values(&input.role_values.admin)?,
        member: clean_values(&input.role_values.member)?,
        csm: clean_values(&input.role_values.csm)?,
    };
    let join_domains = clean_domains(&input.join_domains)?;
    let at = now();
    let row = oidc_provider::ActiveModel {
        organization_id: Set(organization_id),
        label: Set(label.to_owned()),
        issuer: Set(issuer),
        client_id: Set(client_id.to_owned()),
        client_secret_sealed: Set(String::new()),
        scopes: Set(scopes),
        role_claim: Set(Some(role_claim.to_owned()).filter(|c| !c.is_empty())),
        role_values: Set(serde_json::to_string(&role_values).unwrap_or_default()),
        join_domains: Set(join_domains),
        team_only: Set(false),
        tested_at: Set(None),
        created_at: Set(at),
        updated_at: Set(at),
        ..Default::default()
    }
    .insert(conn)
    .await?;
    let mut active = row.clone().into_active_model();
    active.client_secret_sealed = Set(sealer.seal(secret, &context(row.id))?);
    Ok(active.update(conn).await?)
}

/// The organization's providers, oldest first.
pub async fn list(conn: &impl ConnectionTrait, organization_id: OrgId) -> Result<Vec<oidc_provider::Model>> {
    Ok(oidc_provider::Entity::find()
        .filter(oidc_provider::Column::OrganizationId.eq(organization_id))
        .order_by_asc(oidc_provider::Column::Id)
        .all(conn)
        .await?)
}

/// The organization's provider `id` ("not found" for another organization's).
pub async fn find(conn: &impl ConnectionTrait, organization_id: OrgId, id: i64) -> Result<oidc_provider::Model> {
    oidc_provider::Entity::find_by_id(id)
        .filter(oidc_provider::Column::OrganizationId.eq(organization_id))
        .one(conn)
        .await?
        .ok_or_else(|| Error::NotFound(said!("said-this-page-was-not-found")))
}

/// Removes a provider, within the caller's write transaction; its people keep their accounts
/// (and sign in another way).
pub async fn remove(conn: &impl ConnectionTrait, organization_id: OrgId, id: i64) -> Result<oidc_provider::Model> {
    let provider = find(conn, organization_id, id).await?;
    oidc_identity::Entity::delete_many().filter(oidc_identity::Column::ProviderId.eq(id)).exec(conn).await?;
    oidc_login::Entity::delete_many().filter(oidc_login::Column::ProviderId.eq(id)).exec(conn).await?;
    oidc_provider::Entity::delete_by_id(id).exec(conn).await?;
    Ok(provider)
}

/// The provider's client secret, unsealed for the token request.
pub fn client_secret(sealer: &Sealer, provider: &oidc_provider::Model) -> Result<String> {
    sealer.open(&provider.client_secret_sealed, &context(provider.id))
}

/// The role values of a provider.
pub fn role_values(provider: &oidc_provider::Model) -> RoleValues {
    serde_json::from_str(&provider.role_values).unwrap_or_default()
}

/// The value at `path` (`groups`, `realm_access.roles`) of the claims: its strings.
fn claim_strings(claims: &serde_json::Value, path: &str) -> Vec<String> {
    let mut at = claims;
    // A claim named with dots is first looked up whole (`"https://x.test/groups"`).
    if let Some(found) = claims.get(path) {
        at = found;
    } else {
        for part in path.split('.') {
            match at.get(part) {
                Some(next) => at = next,
                None => return Vec::new(),
            }
        }
    }
    match at {
        serde_json::Value::String(one) => words(one).map(str::to_owned).collect(),
        serde_json::Value::Array(many) => many.iter().filter_map(|v| v.as_str()).map(str::to_owned).collect(),
        _ => Vec::new(),
    }
}

/// The team role the provider's claims give: `None` when the provider does not decide roles
/// (no role claim named), `Some(None)` for a customer, `Some(Some(role))` for the highest role
/// whose values the claim holds.
pub fn role_from_claims(provider: &oidc_provider::Model, claims: &serde_json::Value) -> Option<Option<Role>> {
    let claim = provider.role_claim.as_deref()?;
    let held = claim_strings(claims, claim);
    let values = role_values(provider);
    let has = |wanted: &[String]| wanted.iter().any(|w| held.iter().any(|h| h == w));
    Some(if has(&values.admin) {
        Some(Role::Admin)
    } else if has(&values.member) {
        Some(Role::Member)
    } else if has(&values.csm) {
        Some(Role::Csm)
    } else {
        None
    })
}

/// A sign-in about to leave for the provider: the door made `state`, `nonce` and the PKCE
/// `verifier`; kept as hashes (the verifier sealed) until the person comes back.
pub struct NewLogin<'a> {
    pub provider: &'a oidc_provider::Model,
    pub state: &'a str,
    pub nonce: &'a str,
    pub verifier: &'a str,
    pub redirect: &'a str,
    /// An admin's test sign-in.
    pub tester: Option<&'a user::Model>,
}

pub async fn begin_login(db: &Db, sealer: &Sealer, login: NewLogin<'_>) -> Result<()> {
    let state_hash = keys::hash_secret(login.state);
    let at = now();
    let txn = db.begin_write().await?;
    // Sign-ins abandoned at the provider go here (by the index on their end).
    oidc_login::Entity::delete_many().filter(oidc_login::Column::ExpiresAt.lt(at)).exec(&*txn).await?;
    oidc_login::ActiveModel {
        verifier_sealed: Set(sealer.seal(login.verifier, &format!("oidc-login:{state_hash}"))?),
        state_hash: Set(state_hash),
        organization_id: Set(login.provider.organization_id),
        provider_id: Set(login.provider.id),
        nonce_hash: Set(keys::hash_secret(login.nonce)),
        redirect: Set(login.redirect.chars().take(2000).collect()),
        tester_id: Set(login.tester.map(|t| t.id.0)),
        expires_at: Set(at + chrono::Duration::minutes(LOGIN_LIFETIME_MINUTES)),
        ..Default::default()
    }
    .insert(&*txn)
    .await?;
    txn.commit().await?;
    Ok(())
}

/// A sign-in that came back with `state`: taken once (a second use of the state, in any
/// process, finds nothing), with its provider and PKCE verifier; `Unauthorized` when it is
/// unknown, used or expired.
pub async fn take_login(db: &Db, sealer: &Sealer, organization_id: OrgId, state: &str) -> Result<(oidc_login::Model, oidc_provider::Model, String)> {
    let gone = || Error::Unauthorized(said!("said-this-sign-in-has-expired-or-was-used"));
    if state.is_empty() || state.len() > 200 {
        return Err(gone());
    }
    let state_hash = keys::hash_secret(state);
    let found = oidc_login::Entity::find()
        .filter(oidc_login::Column::StateHash.eq(&state_hash))
        .filter(oidc_login::Column::OrganizationId.eq(organization_id))
        .one(db.conn())
        .await?
        .ok_or_else(gone)?;
    let txn = db.begin_write().await?;
    let taken = oidc_login::Entity::delete_many().filter(oidc_login::Column::Id.eq(found.id)).exec(&*txn).await?.rows_affected;
    txn.commit().await?;
    if taken != 1 || found.expires_at <= now() {
        return Err(gone());
    }
    let provider = find(db.conn(), organization_id, found.provider_id).await.map_err(|_| gone())?;
    let verifier = sealer.open(&found.verifier_sealed, &format!("oidc-login:{state_hash}"))?;
    Ok((found, provider, verifier))
}

/// Whether `nonce` is the one a sign-in under way was begun with.
pub fn nonce_matches(login: &oidc_login::Model, nonce: Option<&str>) -> bool {
    nonce.is_some_and(|n| keys::hash_secret(n) == login.nonce_hash)
}

/// Who the provider says signed in (the ID token's claims, checked, and the user info's).
#[derive(Clone, Debug)]
pub struct Identity {
    pub subject: String,
    pub email: Option<String>,
    pub email_verified: bool,
    pub name: Option<String>,
    /// Every claim, for the role claim.
    pub claims: serde_json::Value,
}

/// What a sign-in through `provider` would do, without doing it (an admin's test sign-in).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Preview {
    pub subject: String,
    pub email: Option<String>,
    /// The role it gives: `None` when the provider does not decide roles.
    pub role: Option<Option<Role>>,
    /// Whether such a person may come in (an account, or a domain that may join).
    pub admitted: bool,
    /// The account it would sign in to, if it has one here: its subject's, or the one of the
    /// address the provider verified.
    pub account: Option<crate::model::UserId>,
}

fn may_join(provider: &oidc_provider::Model, email: &Email) -> bool {
    let domain = email.key().rsplit('@').next().unwrap_or_default().to_owned();
    provider.join_domains.is_empty() || provider.join_domains.split(',').any(|d| d == domain)
}

async fn known(conn: &impl ConnectionTrait, provider: &oidc_provider::Model, subject: &str) -> Result<Option<user::Model>> {
    let Some(link) = oidc_identity::Entity::find()
        .filter(oidc_identity::Column::ProviderId.eq(provider.id))
        .filter(oidc_identity::Column::Subject.eq(subject))
        .one(conn)
        .await?
    else {
        return Ok(None);
    };
    Ok(user::Entity::find_by_id(link.user_id)
        .filter(user::Column::OrganizationId.eq(provider.organization_id))
        .one(conn)
        .await?)
}

pub async fn preview(db: &Db, provider: &oidc_provider::Model, identity: &Identity) -> Result<Preview> {
    let existing = known(db.conn(), provider, &identity.subject).await?;
    let email = identity.email.as_deref().and_then(|e| Email::parse(e).ok());
    let by_email = match (&existing, &email) {
        (None, Some(email)) => users::find_by_email(db.conn(), provider.organization_id, email).await?,
        _ => None,
    };
    let role = role_from_claims(provider, &identity.claims);
    let admitted = existing.is_some()
        || (by_email.is_some() && identity.email_verified)
        || (by_email.is_none() && email.as_ref().is_some_and(|e| may_join(provider, e) || matches!(role, Some(Some(_)))));
    let account = existing.or(by_email.filter(|_| identity.email_verified)).map(|user| user.id);
    Ok(Preview { subject: identity.subject.clone(), email: identity.email.clone(), role, admitted, account })
}

/// The person `identity` is in `provider`'s organization, found or made, with the team role
/// the provider gives applied; refused for a blocked person, an account whose address the
/// provider did not verify, and a new address whose domain may not join.
pub async fn sign_in(db: &Db, provider: &oidc_provider::Model, identity: &Identity) -> Result<user::Model> {
    if identity.subject.is_empty() || identity.subject.len() > SUBJECT_MAX_LEN {
        return Err(Error::Unauthorized(said!("said-the-provider-s-answer-was-refused")));
    }
    let role = role_from_claims(provider, &identity.claims);
    let org = provider.organization_id;
    let user = match known(db.conn(), provider, &identity.subject).await? {
        Some(user) => user,
        None => {
            let email = identity
                .email
                .as_deref()
                .and_then(|e| Email::parse(e).ok())
                .ok_or_else(|| Error::Forbidden(said!("said-the-provider-gave-no-e-mail-address")))?;
            let txn = db.begin_write().await?;
            let user = match users::find_by_email(&*txn, org, &email).await? {
                // An account of this address is theirs only if the provider verified it.
                Some(_) if !identity.email_verified => return Err(Error::Forbidden(said!("said-the-provider-did-not-verify-this-address"))),
                Some(user) => user,
                None if !may_join(provider, &email) && !matches!(role, Some(Some(_))) => {
                    return Err(Error::Forbidden(said!("said-this-address-may-not-join-through-x", a = provider.label.clone())));
                }
                None => {
                    let name = identity.name.as_deref().map(str::trim).filter(|n| !n.is_empty() && n.chars().count() <= users::NAME_MAX_LEN);
                    users::insert(&*txn, org, &email, name.unwrap_or(&super::organizations::default_name(&email)), None).await?
                }
            };
            let linked = oidc_identity::ActiveModel {
                organization_id: Set(org),
                provider_id: Set(provider.id),
                subject: Set(identity.subject.clone()),
                user_id: Set(user.id),
                created_at: Set(now()),
                ..Default::default()
            }
            .insert(&*txn)
            .await;
            match linked {
                Ok(_) => txn.commit().await?,
                // Two first sign-ins at once: the other made the link; it is theirs.
                Err(error) if super::is_unique_violation(&error) => {
                    drop(txn);
                    return Box::pin(sign_in(db, provider, identity)).await;
                }
                Err(error) => return Err(error.into()),
            }
            user
        }
    };
    if user.blocked {
        return Err(Error::Forbidden(said!("said-this-account-is-blocked")));
    }
    // The provider vouches for the address when it says it verified it (the account's own).
    let vouched = identity.email_verified && identity.email.as_deref().and_then(|e| Email::parse(e).ok()).is_some_and(|e| e.key() == user.email_key);
    if vouched && user.email_verified_at.is_none() {
        let txn = db.begin_write().await?;
        super::confirmations::confirm(&*txn, org, user.id, super::confirmations::Proved::Provider).await?;
        txn.commit().await?;
    }
    if let Some(role) = role {
        let txn = db.begin_write().await?;
        match team::assign(&*txn, org, &user, role).await {
            Ok(before) => {
                // A role the provider changed is in the audit log, as the person's own doing
                // through the provider (in the same transaction as the change).
                if before != role {
                    let name = |r: Option<Role>| r.map_or_else(|| "customer".to_owned(), Role::name);
                    let label = &provider.label;
                    let (action, details) = match (before, role) {
                        (None, Some(now)) => (Action::TeamMemberAdded, format!("as {}, through sign-in provider {label}", now.name())),
                        (Some(was), None) => (Action::TeamMemberRemoved, format!("was {}, through sign-in provider {label}", was.name())),
                        (was, now) => (Action::TeamRoleChanged, format!("from {} to {}, through sign-in provider {label}", name(was), name(now))),
                    };
                    let actor = super::access::Actor { user: user.clone(), role };
                    let target = format!("{} <{}>", user.name, user.email);
                    audit::record(&*txn, org, &actor, action, Target { id: Some(user.id.get()), name: &target }, &details).await?;
                }
                txn.commit().await?
            }
            // The last admin keeps their role (the admin area's rule): they sign in as admin.
            Err(Error::Invalid { .. }) => {
                tracing::warn!(user = user.id.0, "the provider's groups would leave the organization without an admin: the role is kept");
            }
            Err(error) => return Err(error),
        }
    }
    Ok(user)
}

/// Records that an admin passed a test sign-in with the provider as it is now.
pub async fn mark_tested(db: &Db, provider: &oidc_provider::Model) -> Result<()> {
    let txn = db.begin_write().await?;
    oidc_provider::Entity::update_many()
        .col_expr(oidc_provider::Column::TestedAt, sea_orm::sea_query::Expr::value(Some(now())))
        .filter(oidc_provider::Column::Id.eq(provider.id))
        .filter(oidc_provider::Column::UpdatedAt.eq(provider.updated_at))
        .exec(&*txn)
        .await?;
    txn.commit().await?;
    Ok(())
}

/// Turns "the team signs in only through this provider" on or off; on only after a test
/// sign-in passed. Within the caller's write transaction.
pub async fn set_team_only(conn: &impl ConnectionTrait, organization_id: OrgId, id: i64, on: bool) -> Result<oidc_provider::Model> {
    let provider = find(conn, organization_id, id).await?;
    if on && provider.tested_at.is_none() {
        return Err(Error::invalid(said!("said-pass-a-test-sign-in-first")));
    }
    let mut active = provider.into_active_model();
    active.team_only = Set(on);
    Ok(active.update(conn).await?)
}

/// Refuses a password sign-in to a team member whose team signs in only through a provider
/// (asked after the password was found right, so it tells a stranger nothing).
pub async fn password_allowed(db: &Db, organization: &organization::Model, user: &user::Model) -> Result<()> {
    let Some(provider) = team_provider(db.conn(), organization.id).await? else {
        return Ok(());
    };
    if users::team_role_in(db, user.id).await?.is_some() {
        return Err(Error::Forbidden(said!("said-the-team-signs-in-through-x", a = provider.label)));
    }
    Ok(())
}

/// The provider the organization's team must sign in through, if one is set so.
pub async fn team_provider(conn: &impl ConnectionTrait, organization_id: OrgId) -> Result<Option<oidc_provider::Model>> {
    Ok(oidc_provider::Entity::find()
        .filter(oidc_provider::Column::OrganizationId.eq(organization_id))
        .filter(oidc_provider::Column::TeamOnly.eq(true))
        .one(conn)
        .await?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::testing;

    fn input(domains: &str) -> ProviderInput {
        ProviderInput {
            label: "Corp".into(),
            issuer: "https://id.corp.test/".into(),
            client_id: "upboard".into(),
            client_secret: "s3cret".into(),
            scopes: "groups".into(),
            role_claim: "groups".into(),
            role_values: RoleValues { admin: vec!["admins".into()], member: vec!["staff, support".into()], csm: vec![] },
            join_domains: domains.into(),
        }
    }

    fn identity(subject: &str, email: &str, verified: bool, groups: &[&str]) -> Identity {
        Identity {
            subject: subject.into(),
            email: Some(email.into()),
            email_verified: verified,
            name: Some("Ada".into()),
            claims: serde_json::json!({ "groups": groups }),
        }
    }

    #[test]
    fn an_issuer_is_https_or_on_this_machine() {
        assert_eq!(clean_issuer(" https://id.corp.test/application/o/x/ ").unwrap(), "https://id.corp.test/application/o/x/");
        assert!(clean_issuer("http://127.0.0.1:9000").is_ok());
        for bad in ["", "http://id.corp.test", "ftp://x.test", "https://x.test/?a=1", "https://u:p@x.test", "not a url"] {
            assert!(clean_issuer(bad).is_err(), "{bad}");
        }
        assert_eq!(clean_scopes("").unwrap(), "openid email profile");
        assert_eq!(clean_scopes("email, groups openid").unwrap(), "openid email groups");
        assert!(clean_domains("corp.test, @Other.test").unwrap() == "corp.test,other.test");
        assert!(clean_domains("not a domain!").is_err());
    }

    #[tokio::test]
    async fn the_provider_decides_the_role_at_every_sign_in_and_who_may_join() {
        let db = testing::db().await;
        let acme = crate::domain::organizations::tests::create_acme(&db).await;
        let sealer = Sealer::new(&[[9u8; 32]]);
        let provider = add(db.conn(), &sealer, acme.organization.id, &input("corp.test")).await.unwrap();
        assert_eq!(client_secret(&sealer, &provider).unwrap(), "s3cret");
        assert!(!provider.client_secret_sealed.contains("s3cret"));
        assert_eq!(provider.scopes, "openid groups");

        let ada = sign_in(&db, &provider, &identity("sub-ada", "ada@corp.test", true, &["admins"])).await.unwrap();
        assert_eq!(users::team_role_in(&db, ada.id).await.unwrap(), Some(Role::Admin));
        let logged = || async {
            use sea_orm::PaginatorTrait;
            crate::entities::audit_event::Entity::find()
                .filter(crate::entities::audit_event::Column::OrganizationId.eq(acme.organization.id))
                .count(db.conn())
                .await
                .unwrap()
        };
        let before = logged().await;
        sign_in(&db, &provider, &identity("sub-ada", "ada@corp.test", true, &["admins"])).await.unwrap();
        assert_eq!(logged().await, before, "the same role again is no change");
        // Out of the admin group, into staff: a member at the next sign-in; out of both: a customer.
        let again = sign_in(&db, &provider, &identity("sub-ada", "changed@corp.test", true, &["staff"])).await.unwrap();
        assert_eq!(again.id, ada.id, "the subject, not the address, is the person");
        assert_eq!(users::team_role_in(&db, ada.id).await.unwrap(), Some(Role::Member));
        sign_in(&db, &provider, &identity("sub-ada", "ada@corp.test", true, &[])).await.unwrap();
        assert_eq!(users::team_role_in(&db, ada.id).await.unwrap(), None);
        assert_eq!(logged().await, before + 2, "each change the provider made is in the audit log");

        // Someone from a domain that may not join, with no team role: refused.
        let outsider = identity("sub-eve", "eve@elsewhere.test", true, &[]);
        assert!(matches!(sign_in(&db, &provider, &outsider).await, Err(Error::Forbidden(_))));
        assert!(!preview(&db, &provider, &outsider).await.unwrap().admitted);
        // An existing account is joined only with an address the provider verified.
        let admin_email = acme.admin.email.clone();
        assert!(matches!(sign_in(&db, &provider, &identity("sub-x", &admin_email, false, &["admins"])).await, Err(Error::Forbidden(_))));
        // The account a test sign-in would reach: the verified address's, none for an unverified one.
        assert_eq!(preview(&db, &provider, &identity("sub-x", &admin_email, true, &["admins"])).await.unwrap().account, Some(acme.admin.id));
        assert_eq!(preview(&db, &provider, &identity("sub-x", &admin_email, false, &["admins"])).await.unwrap().account, None);
        let joined = sign_in(&db, &provider, &identity("sub-x", &admin_email, true, &["admins"])).await.unwrap();
        assert_eq!(joined.id, acme.admin.id);

        // The last admin keeps the role whatever the groups say.
        let only = sign_in(&db, &provider, &identity("sub-x", &admin_email, true, &[])).await.unwrap();
        assert_eq!(users::team_role_in(&db, only.id).await.unwrap(), Some(Role::Admin));
    }

    #[tokio::test]
    async fn a_sign_in_under_way_is_taken_once_and_team_only_waits_for_a_test() {
        let db = testing::db().await;
        let acme = crate::domain::organizations::tests::create_acme(&db).await;
        let sealer = Sealer::new(&[[9u8; 32]]);
        let provider = add(db.conn(), &sealer, acme.organization.id, &input("")).await.unwrap();
        let login = NewLogin { provider: &provider, state: "st", nonce: "no", verifier: "ve", redirect: "/acme", tester: None };
        begin_login(&db, &sealer, login).await.unwrap();
        assert!(matches!(take_login(&db, &sealer, acme.organization.id, "other").await, Err(Error::Unauthorized(_))));
        let (taken, of, verifier) = take_login(&db, &sealer, acme.organization.id, "st").await.unwrap();
        assert_eq!((of.id, verifier.as_str()), (provider.id, "ve"));
        assert!(nonce_matches(&taken, Some("no")) && !nonce_matches(&taken, Some("other")) && !nonce_matches(&taken, None));
        assert!(matches!(take_login(&db, &sealer, acme.organization.id, "st").await, Err(Error::Unauthorized(_))), "once");

        assert!(matches!(set_team_only(db.conn(), acme.organization.id, provider.id, true).await, Err(Error::Invalid { .. })));
        mark_tested(&db, &provider).await.unwrap();
        assert!(set_team_only(db.conn(), acme.organization.id, provider.id, true).await.unwrap().team_only);
        assert_eq!(team_provider(db.conn(), acme.organization.id).await.unwrap().map(|p| p.id), Some(provider.id));
        // Then a team member's password is refused; a customer's is not.
        assert!(matches!(password_allowed(&db, &acme.organization, &acme.admin).await, Err(Error::Forbidden(_))));
        let grace = crate::domain::sessions::sign_up(&db, acme.organization.id, "grace@x.test", "Grace", "correct horse").await.unwrap();
        password_allowed(&db, &acme.organization, &grace).await.unwrap();
        // Nor is a link e-mailed to a team member who asks; a customer gets theirs.
        use crate::domain::outbox::account::{AccountMail, request};
        use sea_orm::PaginatorTrait;
        let counts = crate::domain::sessions::SignInFailures::default();
        for person in [&acme.admin, &grace] {
            request(&db, &counts, acme.organization.id, &person.email, None, AccountMail::Reset).await.unwrap();
        }
        let mailed = |id| {
            crate::entities::mail_delivery::Entity::find()
                .filter(crate::entities::mail_delivery::Column::UserId.eq(id))
                .count(db.conn())
        };
        assert_eq!((mailed(acme.admin.id).await.unwrap(), mailed(grace.id).await.unwrap()), (0, 1));
    }
}
