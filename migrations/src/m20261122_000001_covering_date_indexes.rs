//! Lists filtered by a date range and sorted by votes read only these indexes: the range, the
//! sort key and the id are all in them, so neither the count nor the sort touches the table.
//! They replace the narrower created-at indexes, which are their prefixes.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

const REPLACED: [(&str, &str, &[&str]); 2] = [
    ("idx_posts_bucket_created", "idx_posts_bucket_created_votes", &["bucket_id", "hidden", "created_at", "votes_count", "id"]),
    ("idx_posts_org_created", "idx_posts_org_created_votes", &["organization_id", "hidden", "created_at", "votes_count", "id"]),
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (old, new, columns) in REPLACED {
            let mut index = Index::create();
            index.name(new).table(Alias::new("posts")).if_not_exists();
            for column in columns {
                index.col(Alias::new(*column));
            }
            manager.create_index(index).await?;
            manager.drop_index(Index::drop().name(old).table(Alias::new("posts")).to_owned()).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (old, new, columns) in REPLACED {
            let mut index = Index::create();
            index.name(old).table(Alias::new("posts")).if_not_exists();
            for column in &columns[..3] {
                index.col(Alias::new(*column));
            }
            manager.create_index(index).await?;
            manager.drop_index(Index::drop().name(new).table(Alias::new("posts")).to_owned()).await?;
        }
        Ok(())
    }
}
