//! What a merge moved, so that "Unmerge" can undo it exactly: the votes and comments that went
//! from the duplicate to the target, and the duplicate's votes that were dropped because their
//! voter had voted on the target too.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let col = |name: &str| ColumnDef::new(Alias::new(name)).to_owned();
        manager
            .create_table(
                Table::create()
                    .table(Alias::new("post_merges"))
                    .col(col("id").big_integer().not_null().auto_increment().primary_key())
                    .col(col("organization_id").big_integer().not_null())
                    .col(col("duplicate_id").big_integer().not_null())
                    .col(col("target_id").big_integer().not_null())
                    .col(col("actor_id").big_integer().null())
                    .col(col("moved_vote_ids").json().not_null())
                    .col(col("moved_comment_ids").json().not_null())
                    .col(col("dropped_votes").json().not_null())
                    .col(col("was_hidden").boolean().not_null())
                    .col(col("created_at").timestamp_with_time_zone().not_null())
                    .col(col("undone_at").timestamp_with_time_zone().null())
                    .foreign_key(
                        ForeignKey::create()
                            .from(Alias::new("post_merges"), Alias::new("duplicate_id"))
                            .to(Alias::new("posts"), Alias::new("id"))
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(Alias::new("post_merges"), Alias::new("target_id"))
                            .to(Alias::new("posts"), Alias::new("id"))
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        // The merges into a post (its notice) and of a post (to undo it).
        for (name, column) in [("idx_post_merges_target", "target_id"), ("idx_post_merges_duplicate", "duplicate_id")] {
            manager
                .create_index(
                    Index::create()
                        .name(name)
                        .table(Alias::new("post_merges"))
                        .col(Alias::new(column))
                        .col(Alias::new("undone_at"))
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(Alias::new("post_merges")).to_owned()).await
    }
}
