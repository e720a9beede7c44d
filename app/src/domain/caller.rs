//! Who is asking, worked out once at each door and then handed to the rules as an
//! [`Asker`]: the organization asked, the person (with their team role) or nobody, the way the
//! request came ([`Via`]) and what proved it ([`Proof`]).
//!
//! There are two doors. **The web** (pages, their server functions, the form posts, the admin
//! forms and the live stream) names the organization in its path and proves the person with
//! the organization's session cookie: [`on_the_web`]. **The API** names the organization by
//! its key and the person by a token signed with its SSO secret: [`by_api_key`], then
//! [`Caller::with_token`]. Reading the cookie or the headers out of a request is the door's
//! (`api::session`, `server::rest::auth`); deciding what the caller may see and do is
//! [`super::access`]'s.

use super::access::{self, Actor, Asker, TeamTask, Via};
use super::{Db, Error, Result, access_tokens, auth, organizations, sessions, two_factor};
use crate::entities::organization;
use crate::said;
use sea_orm::EntityTrait;

/// What proved who the caller is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proof {
    /// Nothing: an anonymous reader of the web (or a cookie that is no longer valid).
    Nobody,
    /// The organization's session cookie.
    Session,
    /// The organization's API key alone (the organization's own server, no person).
    ApiKey,
    /// The API key and a user token signed with the organization's SSO secret.
    ApiKeyAndToken,
    /// A widget session: the person a host's server identified (`domain::widget`).
    Widget,
    /// An e-mail-only widget session: an address someone typed, not proved.
    WidgetAddress,
    /// A team member's personal access token (`domain::access_tokens`), with its scope.
    AccessToken(crate::entities::states::TokenScope),
}

/// Who is asking, as one door found them.
#[derive(Clone, Debug)]
pub struct Caller {
    /// The organization asked (every query of the request is scoped to it).
    pub organization: organization::Model,
    /// The person, with their team role; none for an anonymous reader or a bare API key.
    pub actor: Option<Actor>,
    pub via: Via,
    pub proof: Proof,
    /// The team role the person holds but may not use yet: the organization requires the team
    /// to sign in with two factors and they have not set it up. Until they do, they act as a
    /// customer, and the admin area sends them to set it up.
    pub withheld: Option<access::Role>,
    /// The address typed into the widget for an e-mail-only session ([`Proof::WidgetAddress`]):
    /// it reads as nobody, and writes as [`Caller::for_the_address`] says.
    pub address: Option<super::widget::Address>,
}

impl Caller {
    /// What the rules take ([`access`]).
    pub fn asker(&self) -> Asker<'_> {
        Asker { via: self.via, actor: self.actor.as_ref() }
    }

    /// The person asking, or "sign in" (401) when nobody is signed in.
    pub fn signed_in(&self) -> Result<&Actor> {
        self.asker().signed_in(said!("said-sign-in-to-do-this"))
    }

    /// The team member entering the admin area for `task`: signed out, "sign in"; a customer,
    /// "not found" (the area is not shown to them); a member without the role, "forbidden".
    pub fn team_member(&self, task: TeamTask) -> Result<&Actor> {
        if self.withheld.is_some() {
            return Err(Error::TwoFactorRequired(said!("said-the-team-signs-in-with-two-factor")));
        }
        let actor = access::enter_admin(&self.asker())?;
        access::may(actor, task)?;
        Ok(actor)
    }

    /// The API caller's person, proved by the token of the `Authorization` header (bare or as
    /// `Bearer`; created as a customer on first sight).
    pub async fn with_token(self, db: &Db, token: &str) -> Result<Self> {
        let actor = auth::actor_from_token(db, &self.organization, token).await?;
        Ok(Self { actor: Some(actor), proof: Proof::ApiKeyAndToken, ..self })
    }

    /// The caller of a widget write: for an e-mail-only session, the person with the address
    /// typed (made when there is none) through [`Via::Address`], whose every action waits for
    /// the address's owner; any other caller as it is.
    pub async fn for_the_address(self, db: &Db) -> Result<Self> {
        let Some(address) = &self.address else { return Ok(self) };
        let user = super::widget::address_owner(db, self.organization.id, address).await?;
        Ok(Self { actor: Some(Actor { user, role: None }), via: Via::Address, ..self })
    }
}

/// The web door: the organization named `org` ("not found" when there is none) and the reader
/// whose session `token` (the organization's cookie) names, if it is valid.
pub async fn on_the_web(db: &Db, org: &str, token: Option<&str>) -> Result<Caller> {
    let organization = organizations::find_by_name(db.conn(), org)
        .await?
        .ok_or_else(|| Error::NotFound(said!("said-organization-x-was-not-found", org = crate::domain::echoed_after("Organization ", org))))?;
    let user = match token {
        Some(token) => sessions::user_of(db, organization.id, token).await?,
        None => None,
    };
    let (mut actor, proof) = match user {
        Some(user) => (Some(auth::actor_for(db, user).await?), Proof::Session),
        None => (None, Proof::Nobody),
    };
    let mut withheld = None;
    if let Some(person) = actor.as_mut()
        && two_factor::must_set_up(db.conn(), &organization, person.role, person.user.id).await?
    {
        withheld = person.role.take();
    }
    Ok(Caller { organization, actor, via: Via::Web, proof, withheld, address: None })
}

/// The widget's door: the organization named `org` and the person of the widget session
/// `token` (made by [`super::widget::identify`]), if any. The person acts as a customer of
/// the pages, whatever their team role: the widget is a customer's door, and a host page is
/// not the place of the team's powers. A session that no longer works is "sign in" (401), so
/// that the widget identifies again.
pub async fn in_the_widget(db: &Db, org: &str, token: Option<&str>) -> Result<Caller> {
    let organization = organizations::find_by_name(db.conn(), org)
        .await?
        .ok_or_else(|| Error::NotFound(said!("said-organization-x-was-not-found", org = crate::domain::echoed_after("Organization ", org))))?;
    let Some(token) = token else {
        return Ok(Caller { organization, actor: None, via: Via::Web, proof: Proof::Nobody, withheld: None, address: None });
    };
    let key = super::widget::session_key(db).await?;
    let expired = || Error::Unauthorized(said!("said-the-widget-session-has-ended"));
    let person = match super::widget::session_of(&key, organization.id, token).ok_or_else(expired)? {
        super::widget::Session::Person(person) => person,
        // Only while the organization allows e-mail-only posting.
        super::widget::Session::Address(address) => {
            if super::widget::Access::of(&organization) != super::widget::Access::EmailPosting {
                return Err(expired());
            }
            return Ok(Caller { organization, actor: None, via: Via::Web, proof: Proof::WidgetAddress, withheld: None, address: Some(address) });
        }
    };
    let user = crate::entities::user::Entity::find_by_id(person)
        .one(db.conn())
        .await?
        .filter(|u| !u.blocked && u.organization_id == organization.id);
    let user = user.ok_or_else(expired)?;
    Ok(Caller { organization, actor: Some(Actor { user, role: None }), via: Via::Web, proof: Proof::Widget, withheld: None, address: None })
}

/// The MCP server's door with a personal access token: its team member, as their session
/// would prove them on the web (they see what the team sees), and the token's scope in the
/// [`Proof`]; "unauthorized" as [`access_tokens::holder`] says. With it, the token's id (whose
/// use the door notes).
pub async fn by_access_token(db: &Db, secret: &str) -> Result<(Caller, i64)> {
    let holder = access_tokens::holder(db, secret).await?;
    let caller = Caller {
        organization: holder.organization,
        actor: Some(holder.actor),
        via: Via::Web,
        proof: Proof::AccessToken(holder.scope),
        withheld: None,
        address: None,
    };
    Ok((caller, holder.token_id))
}

impl Caller {
    /// The person who may write through this caller: anyone but a read-only access token's.
    pub fn may_write(&self) -> Result<()> {
        if self.proof == Proof::AccessToken(crate::entities::states::TokenScope::Read) {
            return Err(Error::Forbidden(said!("said-this-token-may-only-read")));
        }
        Ok(())
    }
}

/// The API door: the organization whose key `key` is (through the read cache), asking for
/// private buckets or not; `None` when the key is no organization's.
pub async fn by_api_key(db: &Db, key: &str, allow_private: bool) -> Result<Option<Caller>> {
    let found = organizations::find_by_api_key_cached(db, key).await?;
    Ok(found.map(|organization| Caller { organization, actor: None, via: Via::Api { allow_private }, proof: Proof::ApiKey, withheld: None, address: None }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::organizations::tests::create_named;
    use crate::domain::testing;

    #[tokio::test]
    async fn the_web_door_finds_the_organization_and_the_reader_of_its_session_or_nobody() {
        let db = testing::db().await;
        let acme = create_named(&db, "acme").await;
        let customer = sessions::sign_up(&db, acme.organization.id, "grace@x.test", "Grace", "correct horse").await.unwrap();
        let session = sessions::start(&db, customer.clone(), None).await.unwrap();

        let anonymous = on_the_web(&db, "acme", None).await.unwrap();
        assert_eq!((anonymous.organization.id, anonymous.actor.is_none(), anonymous.proof), (acme.organization.id, true, Proof::Nobody));
        assert!(matches!(anonymous.signed_in(), Err(Error::Unauthorized(_))));
        assert!(matches!(anonymous.team_member(TeamTask::Moderate), Err(Error::Unauthorized(_))));

        let reader = on_the_web(&db, "acme", Some(&session.token)).await.unwrap();
        assert_eq!(reader.actor.as_ref().map(|a| a.user.id), Some(customer.id));
        assert_eq!((reader.via, reader.proof), (Via::Web, Proof::Session));
        assert!(!reader.asker().is_team());
        // A customer is not shown the admin area at all.
        assert!(matches!(reader.team_member(TeamTask::Moderate), Err(Error::NotFound(_))));

        let admin_session = sessions::start(&db, acme.admin.clone(), None).await.unwrap();
        let admin = on_the_web(&db, "acme", Some(&admin_session.token)).await.unwrap();
        assert!(admin.asker().is_team());
        assert_eq!(admin.team_member(TeamTask::ManageTeam).unwrap().user.id, acme.admin.id);

        let stale = on_the_web(&db, "acme", Some("not-a-session")).await.unwrap();
        assert_eq!((stale.actor.is_none(), stale.proof), (true, Proof::Nobody));
        assert!(matches!(on_the_web(&db, "nobody", None).await, Err(Error::NotFound(_))));
    }

    #[tokio::test]
    async fn a_session_of_one_organization_proves_nobody_in_another() {
        let db = testing::db().await;
        let acme = create_named(&db, "acme").await;
        create_named(&db, "globex").await;
        let session = sessions::start(&db, acme.admin.clone(), None).await.unwrap();
        let elsewhere = on_the_web(&db, "globex", Some(&session.token)).await.unwrap();
        assert_eq!((elsewhere.actor.is_none(), elsewhere.proof), (true, Proof::Nobody));
    }

    /// An organization requiring two-factor sign-in of its team withholds the role of a team
    /// member without it: a customer's powers, and the admin area says to set it up.
    #[tokio::test]
    async fn a_team_member_without_required_two_factor_acts_as_a_customer() {
        use sea_orm::{ActiveModelTrait, ActiveValue::Set, IntoActiveModel};
        let db = testing::db().await;
        let acme = create_named(&db, "acme").await;
        let session = sessions::start(&db, acme.admin.clone(), None).await.unwrap();
        let mut active = acme.organization.clone().into_active_model();
        active.team_two_factor = Set(true);
        active.update(db.conn()).await.unwrap();
        let admin = on_the_web(&db, "acme", Some(&session.token)).await.unwrap();
        assert_eq!(admin.withheld, Some(access::Role::Admin));
        assert!(!admin.asker().is_team() && admin.actor.is_some());
        assert!(matches!(admin.team_member(TeamTask::Moderate), Err(Error::TwoFactorRequired(_))));
        // The API's person, vouched for by the organization's own server, is not asked.
        let by_key = by_api_key(&db, &acme.api_key, false).await.unwrap().unwrap();
        assert_eq!(by_key.withheld, None);
    }

    #[tokio::test]
    async fn the_api_door_finds_the_organization_of_a_key_and_the_person_of_a_token() {
        let db = testing::db().await;
        let acme = create_named(&db, "acme").await;
        assert!(by_api_key(&db, "not a key", false).await.unwrap().is_none());
        let caller = by_api_key(&db, &acme.api_key, true).await.unwrap().unwrap();
        assert_eq!((caller.organization.id, caller.actor.is_none(), caller.proof), (acme.organization.id, true, Proof::ApiKey));
        assert!(caller.asker().sees_private_buckets());
        assert!(matches!(caller.clone().with_token(&db, "not.a.token").await, Err(Error::Unauthorized(_))));
    }
}
