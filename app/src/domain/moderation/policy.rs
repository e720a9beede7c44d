//! The moderation policy: whether a new post or comment waits for the team. `posts` and
//! `comments` ask here as they take one in; this module imports neither (the queue, which
//! decides on what waits, sits above both).

use super::super::Result;
use crate::entities::{organization, post};
use crate::model::UserId;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect};

/// What a new post or comment is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Post,
    Comment,
}

/// Whether a new post or comment by `submitter` waits for approval: never the team's; a
/// customer's when the organization asks for it, unless the customer has earned trust with
/// enough approved posts (counted through the submitter index, at most N rows).
pub async fn must_wait(conn: &impl ConnectionTrait, org: &organization::Model, submitter_id: UserId, by_team: bool, kind: Kind) -> Result<bool> {
    let required = match kind {
        Kind::Post => org.require_approval,
        Kind::Comment => org.require_comment_approval,
    };
    if by_team || !required {
        return Ok(false);
    }
    let trust_after = u64::try_from(org.trust_after_approved_posts).unwrap_or(0);
    if trust_after == 0 {
        return Ok(true);
    }
    let approved = post::Entity::find()
        .select_only()
        .column(post::Column::Id)
        .filter(post::Column::SubmitterId.eq(submitter_id))
        .filter(post::Column::ApprovalStatus.eq(crate::entities::states::Approval::Approved))
        .filter(post::Column::Hidden.eq(false))
        .limit(trust_after)
        .into_tuple::<i64>()
        .all(conn)
        .await?
        .len() as u64;
    Ok(approved < trust_after)
}
