//! The vote-order indexes also hold each post's approval, so that a search beyond the ranked
//! matches, which walks the board's approved posts in vote order (`search::page_ranked_up_to`
//! in the app), reads their ids without reading a row: it read each candidate's row to see
//! whether it was approved (a quarter of the walk's time at 100,000 posts). They replace the
//! indexes without it, their prefixes.

use crate::indexes::{Widened, narrow, widen};
use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

const WIDENED: [Widened; 2] = [
    Widened {
        old: "idx_posts_bucket_top_created",
        new: "idx_posts_bucket_top_approval",
        columns: &["bucket_id", "hidden", "votes_count", "id", "created_at", "approval_status"],
        kept: 5,
    },
    Widened {
        old: "idx_posts_org_top_created",
        new: "idx_posts_org_top_approval",
        columns: &["organization_id", "hidden", "votes_count", "id", "created_at", "approval_status"],
        kept: 5,
    },
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        widen(manager, "posts", &WIDENED).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        narrow(manager, "posts", &WIDENED).await
    }
}
