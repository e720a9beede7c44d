//! The vote-order indexes also hold each post's date, so that the top posts of a date range
//! can be found by walking the posts in vote order without reading a row (see
//! `posts::list` in the app). They replace the indexes without the date, their prefixes.

use crate::indexes::{Widened, narrow, widen};
use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

const WIDENED: [Widened; 2] = [
    Widened { old: "idx_posts_bucket_top", new: "idx_posts_bucket_top_created", columns: &["bucket_id", "hidden", "votes_count", "id", "created_at"], kept: 4 },
    Widened { old: "idx_posts_org_top", new: "idx_posts_org_top_created", columns: &["organization_id", "hidden", "votes_count", "id", "created_at"], kept: 4 },
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
