//! Account e-mails: a password reset, a sign-in link, a team invitation, an address to
//! confirm. Each is a row of the
//! mail queue whose `event_uid` starts with `account:` and whose `text_body` keeps what it is
//! about ([`AccountMail`], JSON); the delivery worker words it in the person's language and
//! makes its single-use link when it sends it (`server/src/delivery/mail.rs`), so that the
//! link's token is never stored, only its hash (`sign_in_links`), and a message sent again
//! after a failure carries a new link that ends the one before.
//!
//! Asking for one (a reset, a sign-in link) answers the same whether or not the address has an
//! account. It is counted per address and client ([`sessions::MAIL_REQUESTS_PER_CLIENT`] in
//! [`sessions::LOCK_WINDOW`]), and an address gets at most one such e-mail a minute and
//! [`PER_ADDRESS_PER_HOUR`] an hour, whoever asks: a stranger can neither flood an inbox nor
//! keep the owner out (every e-mail goes to the owner, and the newest one's link works).

use super::super::organizations::SignInWith;
use super::super::sessions::{self, Attempts, Counted, LinkPurpose, SignInFailures};
use super::super::{Db, Error, Result, keys, now, users};
use super::mail::{NewMail, enqueue};
use crate::entities::{mail_delivery, organization, user};
use crate::model::{Email, OrgId};
use crate::said;
use chrono::{DateTime, Utc};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};
use std::net::IpAddr;

/// The start of an account e-mail's `event_uid`.
pub const UID_PREFIX: &str = "account:";
/// Account e-mails one address gets at most in an hour, whoever asks.
pub const PER_ADDRESS_PER_HOUR: u64 = 10;

/// What an account e-mail is about, kept until it is sent.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum AccountMail {
    /// A forgotten password: the link's page asks for a new one.
    Reset,
    /// A sign-in link the person asked for.
    SignIn,
    /// `by` (a name) added the person to the team as `role`.
    Invite { by: String, role: String },
    /// Confirming the address of a new customer where the organization asks for it
    /// (`domain::verification`).
    Verify,
    /// Confirming what someone did through the widget with the person's address
    /// (`access::Via::Address`); its link lets it out.
    Widget,
}

impl AccountMail {
    /// The purpose of the link the e-mail carries.
    pub fn purpose(&self) -> LinkPurpose {
        match self {
            Self::Reset => LinkPurpose::Reset,
            Self::SignIn => LinkPurpose::SignIn,
            Self::Invite { .. } => LinkPurpose::Invite,
            Self::Verify | Self::Widget => LinkPurpose::Verify,
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            Self::Reset => "reset",
            Self::SignIn => "sign_in",
            Self::Invite { .. } => "invite",
            Self::Verify => "verify",
            Self::Widget => "widget",
        }
    }

    /// What a queued message is about, if it is an account e-mail.
    pub fn of(message: &mail_delivery::Model) -> Option<Self> {
        if !message.event_uid.starts_with(UID_PREFIX) {
            return None;
        }
        serde_json::from_str(&message.text_body).ok()
    }
}

/// Queues `mail` for `person` (within the caller's transaction).
pub async fn queue(conn: &impl ConnectionTrait, person: &user::Model, mail: &AccountMail) -> Result<()> {
    let uid = format!("{UID_PREFIX}{}:{}", mail.kind(), keys::random_base62(16));
    let about = serde_json::to_string(mail).map_err(|e| Error::Internal(format!("an account e-mail could not be kept: {e}")))?;
    let new = NewMail {
        organization_id: person.organization_id,
        user: person,
        event_uid: &uid,
        subject: String::new(),
        text_body: about,
        html_body: String::new(),
        unsubscribe_url: String::new(),
    };
    enqueue(conn, new).await
}

/// Someone at `client` asks for `mail` (a reset or a sign-in link) for `email`: queued if the
/// address has an account that is not blocked and has not had one within the minute (nor
/// [`PER_ADDRESS_PER_HOUR`] within the hour). The answer is the same either way; a client past
/// its count for this address waits (429) whether or not the address has an account.
pub async fn request(db: &Db, counts: &SignInFailures, organization_id: OrgId, email: &str, client: Option<IpAddr>, mail: AccountMail) -> Result<()> {
    let key = Attempts { what: Counted::MailRequest, organization_id, email: sessions::bounded_email(email), client };
    counts.attempt(db, &key).await?;
    let email = Email::parse(email).map_err(|_| Error::invalid(said!("said-x-is-invalid", field = "email")))?;
    let Some(person) = users::find_by_email(db.conn(), organization_id, &email).await?.filter(|u| !u.blocked) else {
        return Ok(());
    };
    // A team that signs in only through its identity provider gets no link by e-mail (the
    // same answer): the provider is their way in, an operator's link the way back.
    if super::super::oidc::team_provider(db.conn(), organization_id).await?.is_some() && users::team_role_in(db, person.id).await?.is_some() {
        return Ok(());
    }
    // The address's account e-mails of the last hour, newest first (at most as many as it
    // may get): one read decides both limits.
    let at = now();
    let recent: Vec<DateTime<Utc>> = mail_delivery::Entity::find()
        .select_only()
        .column(mail_delivery::Column::CreatedAt)
        .filter(mail_delivery::Column::UserId.eq(person.id))
        .filter(mail_delivery::Column::EventUid.starts_with(UID_PREFIX))
        .filter(mail_delivery::Column::CreatedAt.gt(at - chrono::Duration::hours(1)))
        .order_by_desc(mail_delivery::Column::CreatedAt)
        .limit(PER_ADDRESS_PER_HOUR)
        .into_tuple()
        .all(db.conn())
        .await?;
    let within_the_minute = recent.first().is_some_and(|newest| *newest > at - chrono::Duration::minutes(1));
    if within_the_minute || recent.len() as u64 >= PER_ADDRESS_PER_HOUR {
        return Ok(());
    }
    let txn = db.begin_write_in(crate::store::cache::Scope::Nothing).await?;
    queue(&*txn, &person, &mail).await?;
    txn.commit().await?;
    Ok(())
}

/// "Forgot your password?": a reset link where the board signs in with passwords; where it
/// signs in with e-mailed links only, a sign-in link (a password would be of no use).
pub async fn request_reset(db: &Db, counts: &SignInFailures, org: &organization::Model, email: &str, client: Option<IpAddr>) -> Result<()> {
    let mail = if SignInWith::of(org).passwords() { AccountMail::Reset } else { AccountMail::SignIn };
    request(db, counts, org.id, email, client, mail).await
}

/// "E-mail me a sign-in link", where the board offers it ([`SignInWith`]).
pub async fn request_sign_in_link(db: &Db, counts: &SignInFailures, org: &organization::Model, email: &str, client: Option<IpAddr>) -> Result<()> {
    SignInWith::of(org).link_allowed()?;
    request(db, counts, org.id, email, client, AccountMail::SignIn).await
}

/// A new customer who must confirm their address (`domain::verification`) gets the e-mail
/// that does it, queued within `conn` (the sign-up's transaction, or after it).
pub async fn ask_to_confirm(conn: &impl ConnectionTrait, org: &organization::Model, person: &user::Model) -> Result<()> {
    if !super::super::verification::unconfirmed(org, person) {
        return Ok(());
    }
    queue(conn, person, &AccountMail::Verify).await
}

/// "Send the link again" of someone who has not confirmed their address yet: as every account
/// e-mail asked for ([`request`]: one a minute, counted per client); nothing for someone who
/// has nothing to confirm.
pub async fn request_confirmation(db: &Db, counts: &SignInFailures, org: &organization::Model, person: &user::Model, client: Option<IpAddr>) -> Result<()> {
    if !super::super::verification::unconfirmed(org, person) {
        return Ok(());
    }
    request(db, counts, org.id, &person.email, client, AccountMail::Verify).await
}

/// Someone at `client` voted, commented or posted through the widget for `person`'s address
/// ([`crate::domain::access::Via::Address`]): the owner of the address is asked to confirm it,
/// with a link that lets it out. As every account e-mail ([`request`]: at most one a minute
/// and ten an hour for an address, whoever asks), so that typing someone's address does not
/// flood their inbox; what was done meanwhile waits for the link already sent. A client past
/// its count is not told (what it did waits all the same).
pub async fn ask_to_confirm_typed(db: &Db, counts: &SignInFailures, person: &user::Model, client: Option<IpAddr>) -> Result<()> {
    match request(db, counts, person.organization_id, &person.email, client, AccountMail::Widget).await {
        Err(Error::RateLimited { .. }) => Ok(()),
        other => other,
    }
}

/// Signing up where the board signs in with e-mailed links: an account with `name` and no
/// password for a new address, and a sign-in link e-mailed to it. An address that already has
/// an account gets a sign-in link to it instead (its name is not changed): the answer is the
/// same, so signing up does not tell which addresses have accounts either.
pub async fn sign_up_by_link(db: &Db, counts: &SignInFailures, org: &organization::Model, name: &str, email: &str, client: Option<IpAddr>) -> Result<()> {
    SignInWith::of(org).link_allowed()?;
    let parsed = Email::parse(email).map_err(|_| Error::invalid(said!("said-x-is-invalid", field = "email")))?;
    if name.trim().is_empty() {
        return Err(Error::invalid(said!("said-x-can-t-be-blank", field = "name")));
    }
    users::check_name(name)?;
    if users::find_by_email(db.conn(), org.id, &parsed).await?.is_none() {
        let txn = db.begin_write().await?;
        // Two sign-ups at once: the unique index on the address lets one in.
        users::find_or_create(&*txn, org.id, &parsed, name).await?;
        txn.commit().await?;
    }
    request(db, counts, org.id, email, client, AccountMail::SignIn).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::testing;

    async fn queued(db: &Db, person: &user::Model) -> Vec<AccountMail> {
        let rows = mail_delivery::Entity::find().filter(mail_delivery::Column::UserId.eq(person.id)).all(db.conn()).await.unwrap();
        rows.iter().filter_map(AccountMail::of).collect()
    }

    /// Known and unknown addresses get the same answer; the known one gets one e-mail a
    /// minute however often it is asked; a client past its count waits, and another client
    /// (the owner's) does not.
    #[tokio::test]
    async fn asking_for_a_reset_answers_alike_and_sends_one_a_minute() {
        let db = testing::db().await;
        let acme = crate::domain::organizations::tests::create_acme(&db).await;
        let counts = SignInFailures::default();
        let org = acme.organization.id;
        let stranger: IpAddr = "203.0.113.9".parse().unwrap();
        let owner: IpAddr = "198.51.100.7".parse().unwrap();
        for email in [acme.admin.email.as_str(), "nobody@acme.test"] {
            request(&db, &counts, org, email, Some(stranger), AccountMail::Reset).await.unwrap();
        }
        for _ in 1..MAIL_REQUESTS {
            request(&db, &counts, org, &acme.admin.email, Some(stranger), AccountMail::Reset).await.unwrap();
        }
        assert!(matches!(request(&db, &counts, org, &acme.admin.email, Some(stranger), AccountMail::Reset).await, Err(Error::RateLimited { .. })));
        assert!(matches!(request(&db, &counts, org, "nobody@acme.test", Some(stranger), AccountMail::Reset).await, Ok(())));
        request(&db, &counts, org, &acme.admin.email, Some(owner), AccountMail::Reset).await.unwrap();
        assert_eq!(queued(&db, &acme.admin).await, [AccountMail::Reset], "one e-mail within the minute");
        assert!(matches!(request(&db, &counts, org, "not an address", Some(owner), AccountMail::Reset).await, Err(Error::Invalid { .. })));
    }

    const MAIL_REQUESTS: u32 = sessions::MAIL_REQUESTS_PER_CLIENT;

    /// Where the board signs in with e-mailed links only: asking for one works, signing up
    /// makes an account without a password and e-mails it a link (an address already known
    /// gets a link to its account, unchanged), and a forgotten password gets a sign-in link.
    /// Where it signs in with passwords only, asking for a link is refused.
    #[tokio::test]
    async fn a_board_of_e_mailed_links_signs_up_and_in_by_link() {
        use sea_orm::{ActiveModelTrait, IntoActiveModel};
        let db = testing::db().await;
        let acme = crate::domain::organizations::tests::create_acme(&db).await;
        let counts = SignInFailures::default();
        let client = Some("198.51.100.7".parse().unwrap());
        assert!(matches!(request_sign_in_link(&db, &counts, &acme.organization, &acme.admin.email, client).await, Err(Error::Forbidden(_))));
        assert!(matches!(sign_up_by_link(&db, &counts, &acme.organization, "Lin", "lin@x.test", client).await, Err(Error::Forbidden(_))));
        let mut active = acme.organization.clone().into_active_model();
        active.sign_in_with = sea_orm::ActiveValue::Set(SignInWith::Link.as_str().to_owned());
        let org = active.update(db.conn()).await.unwrap();
        assert!(matches!(SignInWith::of(&org).password_allowed(), Err(Error::Forbidden(_))));
        sign_up_by_link(&db, &counts, &org, "Lin", "lin@x.test", client).await.unwrap();
        let lin = users::find_by_email(db.conn(), org.id, &Email::parse("lin@x.test").unwrap()).await.unwrap().unwrap();
        assert_eq!((lin.name.as_str(), lin.password_hash.is_none()), ("Lin", true));
        assert_eq!(queued(&db, &lin).await, [AccountMail::SignIn]);
        sign_up_by_link(&db, &counts, &org, "Admin Again", &acme.admin.email, client).await.unwrap();
        let admin = users::find_by_email(db.conn(), org.id, &Email::parse(&acme.admin.email).unwrap()).await.unwrap().unwrap();
        assert_eq!(admin.name, acme.admin.name, "an account's name is not changed by a sign-up");
        assert_eq!(queued(&db, &admin).await, [AccountMail::SignIn]);
        let grace = sessions::sign_up(&db, org.id, "grace@x.test", "Grace", "correct horse").await.unwrap();
        request_reset(&db, &counts, &org, "grace@x.test", client).await.unwrap();
        assert_eq!(queued(&db, &grace).await, [AccountMail::SignIn], "a forgotten password gets a sign-in link");
        assert!(matches!(sign_up_by_link(&db, &counts, &org, " ", "x@x.test", client).await, Err(Error::Invalid { .. })));
    }
}
