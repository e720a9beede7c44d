//! E-mail notifications, as rules: who follows a post, who on the team hears of new posts and
//! of what waits for moderation, how each person wants to hear, the signed one-click
//! unsubscribe, and the queue of messages with its retry schedule. Composing and sending the
//! messages is the server's (`server/src/delivery/mail.rs`).

use super::queue::{self, Leased};
use crate::domain::{Db, Error, Result, now};
use crate::entities::{bucket, comment, mail_delivery, mail_digest_item, notification_preference, post, post_subscription, team_member, user, vote};
use crate::model::{OrgId, PostId, UserId};
use crate::said;
use crate::store::cache::Scope;
use chrono::{DateTime, Utc};
use sea_orm::sea_query::{Expr, ExprTrait, OnConflict, Query};
use sea_orm::{ActiveValue::Set, ColumnTrait, Condition, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

/// How often a person hears.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Frequency {
    Instant,
    Daily,
    Off,
}

impl Frequency {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Instant => "instant",
            Self::Daily => "daily",
            Self::Off => "off",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        [Self::Instant, Self::Daily, Self::Off].into_iter().find(|f| f.as_str() == value)
    }
}

/// A person's choices: about the posts they follow, and (team) about new posts and moderation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preferences {
    pub posts: Frequency,
    pub team: Frequency,
}

impl Default for Preferences {
    fn default() -> Self {
        Self { posts: Frequency::Instant, team: Frequency::Instant }
    }
}

pub async fn preferences(conn: &impl ConnectionTrait, user_id: UserId) -> Result<Preferences> {
    Ok(match notification_preference::Entity::find_by_id(user_id).one(conn).await? {
        Some(row) => {
            Preferences { posts: Frequency::parse(&row.posts).unwrap_or(Frequency::Instant), team: Frequency::parse(&row.team).unwrap_or(Frequency::Instant) }
        }
        None => Preferences::default(),
    })
}

pub async fn set_preferences(conn: &impl ConnectionTrait, user_id: UserId, chosen: Preferences) -> Result<()> {
    notification_preference::Entity::insert(notification_preference::ActiveModel {
        user_id: Set(user_id),
        posts: Set(chosen.posts.as_str().to_owned()),
        team: Set(chosen.team.as_str().to_owned()),
        updated_at: Set(now()),
    })
    .on_conflict(
        OnConflict::column(notification_preference::Column::UserId)
            .update_columns([notification_preference::Column::Posts, notification_preference::Column::Team, notification_preference::Column::UpdatedAt])
            .to_owned(),
    )
    .exec_without_returning(conn)
    .await?;
    Ok(())
}

/// Subscribes (`true`) or unsubscribes the user from the post; the last choice stands.
pub async fn set_subscribed(conn: &impl ConnectionTrait, organization_id: OrgId, post_id: PostId, user_id: UserId, subscribed: bool) -> Result<()> {
    let at = now();
    post_subscription::Entity::insert(post_subscription::ActiveModel {
        organization_id: Set(organization_id),
        post_id: Set(post_id),
        user_id: Set(user_id),
        subscribed: Set(subscribed),
        created_at: Set(at),
        updated_at: Set(at),
        ..Default::default()
    })
    .on_conflict(
        OnConflict::columns([post_subscription::Column::PostId, post_subscription::Column::UserId])
            .update_columns([post_subscription::Column::Subscribed, post_subscription::Column::UpdatedAt])
            .to_owned(),
    )
    .exec_without_returning(conn)
    .await?;
    Ok(())
}

/// Whether the user follows the post: by choice, or by having submitted, voted on or commented
/// on it (unless they unsubscribed).
pub async fn follows(conn: &impl ConnectionTrait, post: &post::Model, user_id: UserId) -> Result<bool> {
    let choice = post_subscription::Entity::find()
        .filter(post_subscription::Column::PostId.eq(post.id))
        .filter(post_subscription::Column::UserId.eq(user_id))
        .one(conn)
        .await?;
    if let Some(choice) = choice {
        return Ok(choice.subscribed);
    }
    let implied_match = user::Entity::find().filter(implied(post)).filter(user::Column::Id.eq(user_id)).one(conn).await?;
    Ok(implied_match.is_some())
}

/// Users who follow a post without having chosen to: its submitter, voters, public commenters.
fn implied(post: &post::Model) -> Condition {
    let voters = Query::select()
        .column(vote::Column::UserId)
        .from(vote::Entity)
        .and_where(Expr::col(vote::Column::PostId).eq(post.id))
        .to_owned();
    let commenters = Query::select()
        .column(comment::Column::AuthorId)
        .from(comment::Entity)
        .and_where(Expr::col(comment::Column::PostId).eq(post.id))
        .and_where(Expr::col(comment::Column::Internal).eq(false))
        .to_owned();
    Condition::any()
        .add(user::Column::Id.eq(post.submitter_id))
        .add(user::Column::Id.in_subquery(voters))
        .add(user::Column::Id.in_subquery(commenters))
}

/// The people who hear about the post `when` (at once, or in their daily digest): its
/// followers (implied or chosen, never those who unsubscribed), not blocked, but `except` (who
/// caused it).
pub async fn followers(conn: &impl ConnectionTrait, post: &post::Model, except: Option<UserId>, when: Frequency) -> Result<Vec<user::Model>> {
    let unsubscribed = Query::select()
        .column(post_subscription::Column::UserId)
        .from(post_subscription::Entity)
        .and_where(Expr::col(post_subscription::Column::PostId).eq(post.id))
        .and_where(Expr::col(post_subscription::Column::Subscribed).eq(false))
        .to_owned();
    let subscribed = Query::select()
        .column(post_subscription::Column::UserId)
        .from(post_subscription::Entity)
        .and_where(Expr::col(post_subscription::Column::PostId).eq(post.id))
        .and_where(Expr::col(post_subscription::Column::Subscribed).eq(true))
        .to_owned();
    let mut found = user::Entity::find()
        .filter(user::Column::OrganizationId.eq(post.organization_id))
        .filter(user::Column::Blocked.eq(false))
        .filter(Condition::any().add(implied(post)).add(user::Column::Id.in_subquery(subscribed)))
        .filter(user::Column::Id.not_in_subquery(unsubscribed))
        .filter(choosing(PreferenceKind::Posts, when))
        .order_by_asc(user::Column::Id);
    if let Some(except) = except {
        found = found.filter(user::Column::Id.ne(except));
    }
    // A post in a private bucket is the team's: only team members among its followers hear of
    // it (a customer's post moved there is no longer theirs to read, nor to be told about).
    let private = bucket::Entity::find_by_id(post.bucket_id).one(conn).await?.is_none_or(|b| b.private);
    if private {
        found = found.filter(user::Column::Id.in_subquery(team_of(post.organization_id)));
    }
    Ok(found.all(conn).await?)
}

/// The ids of the organization's team members (a subquery).
fn team_of(organization_id: OrgId) -> sea_orm::sea_query::SelectStatement {
    Query::select()
        .column(team_member::Column::UserId)
        .from(team_member::Entity)
        .and_where(Expr::col(team_member::Column::OrganizationId).eq(organization_id))
        .to_owned()
}

#[derive(Clone, Copy)]
enum PreferenceKind {
    Posts,
    Team,
}

/// The users who chose to hear about `kind` `when` (no choice: at once).
fn choosing(kind: PreferenceKind, when: Frequency) -> Condition {
    let column = match kind {
        PreferenceKind::Posts => notification_preference::Column::Posts,
        PreferenceKind::Team => notification_preference::Column::Team,
    };
    let chose = |matches: Expr| {
        Query::select()
            .column(notification_preference::Column::UserId)
            .from(notification_preference::Entity)
            .and_where(matches)
            .to_owned()
    };
    match when {
        Frequency::Instant => Condition::all().add(user::Column::Id.not_in_subquery(chose(Expr::col(column).ne(Frequency::Instant.as_str())))),
        other => Condition::all().add(user::Column::Id.in_subquery(chose(Expr::col(column).eq(other.as_str())))),
    }
}

/// The team members who hear about new posts and what waits for moderation `when`, but
/// `except` (who wrote it).
pub async fn team_listeners(conn: &impl ConnectionTrait, organization_id: OrgId, except: Option<UserId>, when: Frequency) -> Result<Vec<user::Model>> {
    let mut found = user::Entity::find()
        .filter(user::Column::OrganizationId.eq(organization_id))
        .filter(user::Column::Blocked.eq(false))
        .filter(user::Column::Id.in_subquery(team_of(organization_id)))
        .filter(choosing(PreferenceKind::Team, when))
        .order_by_asc(user::Column::Id);
    if let Some(except) = except {
        found = found.filter(user::Column::Id.ne(except));
    }
    Ok(found.all(conn).await?)
}

/// The organization's admins who have not turned team e-mail off (for what only admins act on,
/// sent at once).
pub async fn team_admins(conn: &impl ConnectionTrait, organization_id: OrgId) -> Result<Vec<user::Model>> {
    let admins = team_of(organization_id).and_where(Expr::col(team_member::Column::Role).eq("admin")).to_owned();
    Ok(user::Entity::find()
        .filter(user::Column::OrganizationId.eq(organization_id))
        .filter(user::Column::Blocked.eq(false))
        .filter(user::Column::Id.in_subquery(admins))
        .filter(
            user::Column::Id.not_in_subquery(
                Query::select()
                    .column(notification_preference::Column::UserId)
                    .from(notification_preference::Entity)
                    .and_where(Expr::col(notification_preference::Column::Team).eq(Frequency::Off.as_str()))
                    .to_owned(),
            ),
        )
        .order_by_asc(user::Column::Id)
        .all(conn)
        .await?)
}

/// The key that signs unsubscribe links, made once per installation.
pub async fn secret(db: &Db) -> Result<String> {
    crate::domain::keys::server_secret(db, "unsubscribe", || crate::domain::keys::random_base62(48)).await
}

/// What an unsubscribe link undoes: following one post, or every e-mail of the organization.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Unsubscribe {
    /// Organization.
    pub o: OrgId,
    /// User.
    pub u: UserId,
    /// Post; `None`: every notification.
    pub p: Option<PostId>,
}

/// A token for `what`, signed (HS256, `jsonwebtoken`) with [`secret`]; it does not expire, as
/// mail can be read late.
pub fn token(secret: &str, what: &Unsubscribe) -> Result<String> {
    use jsonwebtoken::{EncodingKey, Header, encode};
    crate::domain::jwt::install();
    encode(&Header::default(), what, &EncodingKey::from_secret(secret.as_bytes()))
        .map_err(|e| Error::Internal(format!("an unsubscribe token could not be signed: {e}")))
}

/// What a token undoes, if it is one we signed for this organization.
pub fn read_token(secret: &str, organization_id: OrgId, token: &str) -> Result<Unsubscribe> {
    use jsonwebtoken::{Algorithm, DecodingKey, Validation, decode};
    crate::domain::jwt::install();
    let mut validation = Validation::new(Algorithm::HS256);
    validation.required_spec_claims.clear();
    validation.validate_exp = false;
    let what = decode::<Unsubscribe>(token, &DecodingKey::from_secret(secret.as_bytes()), &validation)
        .map_err(|_| Error::invalid(said!("said-x-is-not-a-valid-unsubscribe", field = "token")))?
        .claims;
    if what.o != organization_id {
        return Err(Error::invalid(said!("said-x-is-not-a-valid-unsubscribe", field = "token")));
    }
    Ok(what)
}

/// Carries out an unsubscribe link: the post is no longer followed, or the person hears nothing
/// more. Returns the post's title, if it was one.
pub async fn unsubscribe(db: &Db, what: &Unsubscribe) -> Result<Option<String>> {
    let txn = db.begin_write_in(Scope::Nothing).await?;
    let title = match what.p {
        Some(post_id) => {
            let found = post::Entity::find_by_id(post_id).filter(post::Column::OrganizationId.eq(what.o)).one(&*txn).await?;
            let found = found.ok_or_else(|| Error::NotFound(said!("said-the-post-was-not-found")))?;
            set_subscribed(&*txn, what.o, post_id, what.u, false).await?;
            Some(found.title)
        }
        None => {
            set_preferences(&*txn, what.u, Preferences { posts: Frequency::Off, team: Frequency::Off }).await?;
            None
        }
    };
    txn.commit().await?;
    Ok(title)
}

/// A message to queue.
pub struct NewMail<'a> {
    pub organization_id: OrgId,
    pub user: &'a user::Model,
    pub event_uid: &'a str,
    pub subject: String,
    pub text_body: String,
    pub html_body: String,
    pub unsubscribe_url: String,
}

/// Queues a message within the fan-out's transaction; one per person and event.
pub async fn enqueue(conn: &impl ConnectionTrait, mail: NewMail<'_>) -> Result<()> {
    let at = now();
    mail_delivery::Entity::insert(mail_delivery::ActiveModel {
        organization_id: Set(mail.organization_id),
        user_id: Set(mail.user.id),
        event_uid: Set(mail.event_uid.to_owned()),
        to_email: Set(mail.user.email.clone()),
        subject: Set(mail.subject),
        text_body: Set(mail.text_body),
        html_body: Set(mail.html_body),
        unsubscribe_url: Set(mail.unsubscribe_url),
        status: Set(queue::PENDING.to_owned()),
        attempts: Set(0),
        next_attempt_at: Set(at),
        locked_until: Set(None),
        last_error: Set(None),
        created_at: Set(at),
        updated_at: Set(at),
        ..Default::default()
    })
    .on_conflict(OnConflict::columns([mail_delivery::Column::UserId, mail_delivery::Column::EventUid]).do_nothing().to_owned())
    .exec_without_returning(conn)
    .await?;
    Ok(())
}

/// The messages are a table of the one lease queue (see [`queue`]).
impl Leased for mail_delivery::Entity {
    const DONE: &'static str = "sent";
    const ID: mail_delivery::Column = mail_delivery::Column::Id;
    const STATUS: mail_delivery::Column = mail_delivery::Column::Status;
    const ATTEMPTS: mail_delivery::Column = mail_delivery::Column::Attempts;
    const NEXT_ATTEMPT_AT: mail_delivery::Column = mail_delivery::Column::NextAttemptAt;
    const LOCKED_UNTIL: mail_delivery::Column = mail_delivery::Column::LockedUntil;
    const LEASE: mail_delivery::Column = mail_delivery::Column::Lease;
    const UPDATED_AT: mail_delivery::Column = mail_delivery::Column::UpdatedAt;

    fn id(row: &mail_delivery::Model) -> i64 {
        row.id
    }
    fn attempts(row: &mail_delivery::Model) -> i32 {
        row.attempts
    }
    fn lease(row: &mail_delivery::Model) -> i64 {
        row.lease
    }
    fn next_attempt_at(row: &mail_delivery::Model) -> DateTime<Utc> {
        row.next_attempt_at
    }
}

/// Whether a message is due (a read: an idle worker never takes the writer).
pub async fn any_due(conn: &impl ConnectionTrait) -> Result<bool> {
    queue::any_due::<mail_delivery::Entity>(conn).await
}

/// Messages due now, claimed for [`queue::LEASE`] (each by one worker).
pub async fn claim_due(db: &Db, limit: u64) -> Result<Vec<mail_delivery::Model>> {
    queue::claim::<mail_delivery::Entity>(db, limit).await
}

/// Runs `work` (sending `messages`) while their leases are renewed (see [`queue::holding`]).
pub async fn holding<T>(db: &Db, messages: &[mail_delivery::Model], work: impl std::future::Future<Output = T>) -> T {
    queue::holding::<mail_delivery::Entity, T>(db, messages, work).await
}

/// Whether `message` is still this worker's to send (see [`queue::held`]).
pub async fn still_mine(conn: &impl ConnectionTrait, message: &mail_delivery::Model) -> Result<bool> {
    queue::held::<mail_delivery::Entity>(conn, message).await
}

/// Records how sending went ([`queue::settle`]): sent, due again on the schedule, or failed,
/// with the last error.
pub async fn record(db: &Db, mail: &mail_delivery::Model, outcome: std::result::Result<(), String>) -> Result<()> {
    let txn = db.begin_write_in(Scope::Nothing).await?;
    let error = outcome.err();
    let sent = error.is_none();
    queue::settle::<mail_delivery::Entity>(&*txn, mail, sent, now(), |update| update.col_expr(mail_delivery::Column::LastError, Expr::value(error))).await?;
    txn.commit().await?;
    Ok(())
}

/// Keeps one line for the person's next daily digest (once per event).
pub async fn add_to_digest(conn: &impl ConnectionTrait, organization_id: OrgId, user_id: UserId, event_uid: &str, line: &str, link: &str) -> Result<()> {
    mail_digest_item::Entity::insert(mail_digest_item::ActiveModel {
        organization_id: Set(organization_id),
        user_id: Set(user_id),
        event_uid: Set(event_uid.to_owned()),
        line: Set(line.to_owned()),
        link: Set(link.to_owned()),
        created_at: Set(now()),
        ..Default::default()
    })
    .on_conflict(OnConflict::columns([mail_digest_item::Column::UserId, mail_digest_item::Column::EventUid]).do_nothing().to_owned())
    .exec_without_returning(conn)
    .await?;
    Ok(())
}

/// A digest is due once its oldest line is a day old: at most one e-mail a day.
pub const DIGEST_EVERY: chrono::Duration = chrono::Duration::days(1);

/// The people whose digest is due (their oldest line is older than `before`).
pub async fn digests_due(conn: &impl ConnectionTrait, before: DateTime<Utc>) -> Result<Vec<UserId>> {
    let mut ids: Vec<UserId> = mail_digest_item::Entity::find()
        .select_only()
        .column(mail_digest_item::Column::UserId)
        .filter(mail_digest_item::Column::CreatedAt.lt(before))
        .distinct()
        .into_tuple()
        .all(conn)
        .await?;
    ids.sort_unstable();
    Ok(ids)
}

/// The person's digest lines, oldest first, taken (deleted) within `conn`'s transaction.
pub async fn take_digest(conn: &impl ConnectionTrait, user_id: UserId) -> Result<Vec<mail_digest_item::Model>> {
    let items = mail_digest_item::Entity::find()
        .filter(mail_digest_item::Column::UserId.eq(user_id))
        .order_by_asc(mail_digest_item::Column::Id)
        .all(conn)
        .await?;
    mail_digest_item::Entity::delete_many()
        .filter(mail_digest_item::Column::Id.is_in(items.iter().map(|i| i.id)))
        .exec(conn)
        .await?;
    Ok(items)
}

/// Deletes the messages that were sent or given up before `before` (see [`queue::prune`]).
/// Returns how many went.
pub async fn prune(db: &Db, before: DateTime<Utc>) -> Result<u64> {
    queue::prune::<mail_delivery::Entity>(db, before).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{organizations, posts, testing, users, votes};
    use crate::model::Email;

    async fn person(db: &Db, org: OrgId, email: &str) -> user::Model {
        let txn = db.begin_write().await.unwrap();
        let found = users::find_or_create(&*txn, org, &Email::parse(email).unwrap(), "Someone").await.unwrap();
        txn.commit().await.unwrap();
        found
    }

    #[tokio::test]
    async fn followers_are_the_submitter_voters_commenters_and_subscribers_but_not_the_unsubscribed_blocked_or_quiet() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let org = acme.organization.id;
        let grace = person(&db, org, "grace@x.test").await;
        let post = posts::create(&db, posts::NewPost { submitter_id: grace.id, ..posts::tests::new_post(&acme, "Dark mode") })
            .await
            .unwrap();
        let (voter, commenter, reader, blocked, quiet, leaver) = (
            person(&db, org, "voter@x.test").await,
            person(&db, org, "commenter@x.test").await,
            person(&db, org, "reader@x.test").await,
            person(&db, org, "blocked@x.test").await,
            person(&db, org, "quiet@x.test").await,
            person(&db, org, "leaver@x.test").await,
        );
        let txn = db.begin_write().await.unwrap();
        for who in [&voter, &blocked, &quiet, &leaver] {
            votes::cast(&*txn, org, post.id, who.id, votes::Kind::Upvote, votes::Source::Web).await.unwrap();
        }
        crate::domain::comments::insert(
            &*txn,
            crate::domain::comments::NewComment {
                organization_id: org,
                post_id: post.id,
                author_id: commenter.id,
                parent_id: None,
                body: "Yes",
                internal: false,
                pinned: false,
                approved: true,
                created_at: None,
            },
        )
        .await
        .unwrap();
        set_subscribed(&*txn, org, post.id, reader.id, true).await.unwrap();
        set_subscribed(&*txn, org, post.id, leaver.id, false).await.unwrap();
        set_preferences(&*txn, quiet.id, Preferences { posts: Frequency::Off, team: Frequency::Instant }).await.unwrap();
        user::Entity::update_many()
            .col_expr(user::Column::Blocked, Expr::value(true))
            .filter(user::Column::Id.eq(blocked.id))
            .exec(&*txn)
            .await
            .unwrap();
        txn.commit().await.unwrap();

        let emails = |found: Vec<user::Model>| found.into_iter().map(|u| u.email).collect::<Vec<_>>();
        assert_eq!(
            emails(followers(db.conn(), &post, None, Frequency::Instant).await.unwrap()),
            ["grace@x.test", "voter@x.test", "commenter@x.test", "reader@x.test"]
        );
        assert_eq!(
            emails(followers(db.conn(), &post, Some(commenter.id), Frequency::Instant).await.unwrap()),
            ["grace@x.test", "voter@x.test", "reader@x.test"],
            "never their own"
        );
        assert!(emails(followers(db.conn(), &post, None, Frequency::Daily).await.unwrap()).is_empty(), "nobody chose the digest");
        assert!(follows(db.conn(), &post, voter.id).await.unwrap());
        assert!(!follows(db.conn(), &post, leaver.id).await.unwrap());
        assert_eq!(emails(team_listeners(db.conn(), org, None, Frequency::Instant).await.unwrap()), std::slice::from_ref(&acme.admin.email));
    }

    #[tokio::test]
    async fn an_unsubscribe_link_works_for_its_organization_only_and_stops_what_it_names() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let post = posts::create(&db, posts::tests::new_post(&acme, "Dark mode")).await.unwrap();
        let key = secret(&db).await.unwrap();
        assert_eq!(secret(&db).await.unwrap(), key, "made once");
        let what = Unsubscribe { o: acme.organization.id, u: acme.admin.id, p: Some(post.id) };
        let signed = token(&key, &what).unwrap();
        assert_eq!(read_token(&key, acme.organization.id, &signed).unwrap(), what);
        assert!(read_token(&key, OrgId(acme.organization.id.get() + 1), &signed).is_err(), "another organization's");
        assert!(read_token("another key", acme.organization.id, &signed).is_err(), "forged");
        assert!(follows(db.conn(), &post, acme.admin.id).await.unwrap());
        assert_eq!(unsubscribe(&db, &what).await.unwrap().as_deref(), Some("Dark mode"));
        assert!(!follows(db.conn(), &post, acme.admin.id).await.unwrap());
        unsubscribe(&db, &Unsubscribe { p: None, ..what }).await.unwrap();
        assert_eq!(preferences(db.conn(), acme.admin.id).await.unwrap(), Preferences { posts: Frequency::Off, team: Frequency::Off });
    }
}
