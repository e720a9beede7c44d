//! The vote-order indexes also hold each post's date, so that the top posts of a date range
//! can be found by walking the posts in vote order without reading a row (see
//! `posts::list` in the app). They replace the indexes without the date, their prefixes.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

const REPLACED: [(&str, &str, &[&str]); 2] = [
    ("idx_posts_bucket_top", "idx_posts_bucket_top_created", &["bucket_id", "hidden", "votes_count", "id", "created_at"]),
    ("idx_posts_org_top", "idx_posts_org_top_created", &["organization_id", "hidden", "votes_count", "id", "created_at"]),
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
            manager.create_index(index(old, &columns[..4])).await?;
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
