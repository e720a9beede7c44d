//! The `post_merges` table: what each merge moved, to undo it exactly.

use sea_orm::entity::prelude::*;

use crate::model::{OrgId, PostId, UserId};

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "post_merges")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub organization_id: OrgId,
    pub duplicate_id: PostId,
    pub target_id: PostId,
    pub actor_id: Option<UserId>,
    /// Ids of the votes moved to the target.
    pub moved_vote_ids: Json,
    /// Ids of the comments moved to the target.
    pub moved_comment_ids: Json,
    /// The duplicate's votes removed because their voter had voted on the target too:
    /// `[{"user_id", "kind", "source", "created_at", "updated_at"}]`.
    pub dropped_votes: Json,
    /// Whether the duplicate was hidden before (then it stays hidden when unmerged).
    pub was_hidden: bool,
    pub created_at: DateTimeUtc,
    pub undone_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
