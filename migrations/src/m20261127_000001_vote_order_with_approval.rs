//! The vote-order indexes also hold each post's approval, so that a search beyond the ranked
//! matches, which walks the board's approved posts in vote order (`search::page_ranked_up_to`
//! in the app), reads their ids without reading a row: it read each candidate's row to see
//! whether it was approved (a quarter of the walk's time at 100,000 posts). They replace the
//! indexes without it, their prefixes.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

const REPLACED: [(&str, &str, &[&str]); 2] = [
    ("idx_posts_bucket_top_created", "idx_posts_bucket_top_approval", &["bucket_id", "hidden", "votes_count", "id", "created_at", "approval_status"]),
    ("idx_posts_org_top_created", "idx_posts_org_top_approval", &["organization_id", "hidden", "votes_count", "id", "created_at", "approval_status"]),
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (old, new, columns) in REPLACED {
            manager.create_index(index(new, columns)).await?;
            manager.drop_index(Index::drop().name(old).table(Alias::new("posts")).to_owned()).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (old, new, columns) in REPLACED {
            manager.create_index(index(old, &columns[..5])).await?;
            manager.drop_index(Index::drop().name(new).table(Alias::new("posts")).to_owned()).await?;
        }
        Ok(())
    }
}

fn index(name: &str, columns: &[&str]) -> IndexCreateStatement {
    let mut index = Index::create();
    index.name(name).table(Alias::new("posts")).if_not_exists();
    for column in columns {
        index.col(Alias::new(*column));
    }
    index
}
