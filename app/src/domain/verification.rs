//! Verified addresses. An organization may require that new customers confirm their e-mail
//! address (`organizations.verify_emails_since`: customers who signed up from then on; those
//! who had an account before are not asked). Until a customer does, what they do on the pages
//! waits: their posts and comments are `unverified` (seen by them and the team, not public, not
//! in the moderation queue), their votes are held (`held_votes`, counted nowhere).
//!
//! A person's address is verified (`users.email_verified_at`) when a single-use link sent to
//! it is used (the confirmation e-mail's, a sign-in link, a reset, an invitation), or when a
//! provider vouches for it: the organization's SSO token, an OpenID provider that says the
//! address is verified. Verifying releases what waited, in the same transaction: posts and
//! comments become public (or pending, where the team approves first), held votes are cast
//! as votes and counted. Turning the requirement off releases everyone's.
//!
//! The team never waits, nor does anything the organization's own server sends through the
//! API (it vouches for its people). Everything done through the widget for an address someone
//! typed ([`Via::Address`]) waits, whoever has that address and whether or not it was confirmed
//! before: whoever typed it has not shown it is theirs. Using any single-use link of that person
//! later lets it out ([`super::confirmations::confirm`]).
//!
//! Confirming an address and releasing what waited is [`super::confirmations`].
//!
//! Exactness across processes: whatever holds a customer's action re-reads their row and the
//! organization's within its write transaction, locked ([`still_holds`]), and
//! verifying (or turning the requirement off) writes that row first; so on PostgreSQL one of
//! the two waits for the other, and nothing is held after its person was verified. SQLite runs
//! one write transaction at a time.

use super::Result;
use super::access::{Asker, Via};
use crate::entities::states::VoteKind;
use crate::entities::{comment, held_vote, organization, post, user};
use crate::model::{OrgId, PostId, UserId};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect};

/// Whether `person` still has to confirm their address before what they do counts (as the
/// rows read say: see [`still_holds`] for a write's decision).
pub fn unconfirmed(org: &organization::Model, person: &user::Model) -> bool {
    org.verify_emails_since.is_some_and(|since| person.email_verified_at.is_none() && person.created_at >= since)
}

/// Whether what `asker` does waits for them to confirm their address: a customer on the
/// pages who has not ([`unconfirmed`]), and an address typed into the widget always; never the
/// team, never the API.
pub fn holds(org: &organization::Model, asker: &Asker<'_>) -> bool {
    match asker.via {
        Via::Web => asker.actor.is_some_and(|actor| !actor.is_team() && unconfirmed(org, &actor.user)),
        Via::Address => asker.actor.is_some(),
        Via::Api { .. } => false,
    }
}

/// A write's decision, within its transaction, for what [`holds`] said might wait: the rows
/// read and locked as [`still_holds`] does (so that a confirmation committing meanwhile is
/// either seen or waits for this write and then lets it out), and an address typed into the
/// widget waits whatever they say.
pub async fn held_within(conn: &impl ConnectionTrait, asker: &Asker<'_>, organization_id: OrgId, user_id: UserId) -> Result<bool> {
    let unconfirmed = still_holds(conn, organization_id, user_id).await?;
    Ok(asker.via == Via::Address || unconfirmed)
}

/// [`unconfirmed`] as the database says it now, within a write transaction: the
/// organization's row read and locked for share, the person's for update (not of its key),
/// until it ends (on PostgreSQL; SQLite has one writer). So a verification committing
/// meanwhile is either waited for and seen, or waits for this transaction and then releases
/// what it held. (The person's row is locked as the transaction will write it, their counts:
/// two of their requests holding it for share would each wait for the other to write it.)
pub async fn still_holds(conn: &impl ConnectionTrait, organization_id: OrgId, user_id: UserId) -> Result<bool> {
    use sea_orm::sea_query::LockType;
    let org = organization::Entity::find_by_id(organization_id).lock_shared().one(conn).await?;
    let person = user::Entity::find_by_id(user_id)
        .filter(user::Column::OrganizationId.eq(organization_id))
        .lock(LockType::NoKeyUpdate)
        .one(conn)
        .await?;
    Ok(matches!((org, person), (Some(org), Some(person)) if unconfirmed(&org, &person)))
}

/// What was just added and waits ([`hold`]).
#[derive(Clone, Copy, Debug)]
pub(crate) enum Held {
    Post(PostId),
    Comment(crate::model::CommentId),
}

/// Marks a post or comment just added by `asker` (within `conn`) as waiting for its author's
/// address; one made through the widget for an address someone typed is named in
/// `typed_holds`, so that only a link that reached the address lets it out.
pub(crate) async fn hold(conn: &impl ConnectionTrait, asker: &Asker<'_>, organization_id: OrgId, author_id: UserId, held: Held) -> Result<()> {
    use crate::entities::states::Approval;
    match held {
        Held::Post(id) => {
            post::Entity::update_many()
                .col_expr(post::Column::ApprovalStatus, Expr::value(Approval::Unverified))
                .filter(post::Column::Id.eq(id))
                .exec(conn)
                .await?;
        }
        Held::Comment(id) => {
            comment::Entity::update_many()
                .col_expr(comment::Column::ApprovalStatus, Expr::value(Approval::Unverified))
                .filter(comment::Column::Id.eq(id))
                .exec(conn)
                .await?;
        }
    }
    if asker.via == Via::Address {
        let (post_id, comment_id) = match held {
            Held::Post(id) => (Some(id), None),
            Held::Comment(id) => (None, Some(id)),
        };
        crate::entities::typed_hold::Entity::insert(crate::entities::typed_hold::ActiveModel {
            organization_id: sea_orm::ActiveValue::Set(organization_id),
            user_id: sea_orm::ActiveValue::Set(author_id),
            post_id: sea_orm::ActiveValue::Set(post_id),
            comment_id: sea_orm::ActiveValue::Set(comment_id),
            created_at: sea_orm::ActiveValue::Set(super::now()),
            ..Default::default()
        })
        .exec_without_returning(conn)
        .await?;
    }
    Ok(())
}

/// The held vote of `user_id` on `post_id`, if they have one.
pub async fn held_vote_on(conn: &impl ConnectionTrait, post_id: PostId, user_id: UserId) -> Result<Option<VoteKind>> {
    Ok(held_vote::Entity::find()
        .select_only()
        .column(held_vote::Column::Kind)
        .filter(held_vote::Column::UserId.eq(user_id))
        .filter(held_vote::Column::PostId.eq(post_id))
        .into_tuple::<VoteKind>()
        .one(conn)
        .await?)
}
