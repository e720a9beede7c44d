//! The board filtered by a status (`/{org}?status=planned`) reads one of these in every order:
//! the bucket, the status and the sort key lead.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

const INDEXES: [(&str, &[&str]); 3] = [
    ("idx_posts_bucket_status_trending", &["bucket_id", "status_id", "hidden", "trending_score"]),
    ("idx_posts_bucket_status_top", &["bucket_id", "status_id", "hidden", "votes_count", "id"]),
    ("idx_posts_bucket_status_created", &["bucket_id", "status_id", "hidden", "created_at"]),
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (name, columns) in INDEXES {
            let mut index = Index::create();
            index.name(name).table(Alias::new("posts")).if_not_exists();
            for column in columns {
                index.col(Alias::new(*column));
            }
            manager.create_index(index).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (name, _) in INDEXES {
            manager.drop_index(Index::drop().name(name).table(Alias::new("posts")).to_owned()).await?;
        }
        Ok(())
    }
}
