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
//! API (it vouches for its people).
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
use crate::entities::states::{Approval, VoteKind};
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
/// pages who has not ([`unconfirmed`]); never the team, never the API.
pub fn holds(org: &organization::Model, asker: &Asker<'_>) -> bool {
    asker.via == Via::Web && asker.actor.is_some_and(|actor| !actor.is_team() && unconfirmed(org, &actor.user))
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

/// Marks a post or comment just added (within `conn`) as waiting for its author's address.
pub(crate) async fn hold_post(conn: &impl ConnectionTrait, id: PostId) -> Result<()> {
    post::Entity::update_many()
        .col_expr(post::Column::ApprovalStatus, Expr::value(Approval::Unverified))
        .filter(post::Column::Id.eq(id))
        .exec(conn)
        .await?;
    Ok(())
}

/// [`hold_post`] for a comment.
pub(crate) async fn hold_comment(conn: &impl ConnectionTrait, id: crate::model::CommentId) -> Result<()> {
    comment::Entity::update_many()
        .col_expr(comment::Column::ApprovalStatus, Expr::value(Approval::Unverified))
        .filter(comment::Column::Id.eq(id))
        .exec(conn)
        .await?;
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
