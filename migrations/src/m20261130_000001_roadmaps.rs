//! Roadmaps the team configures (issue 29). The main roadmap (`/{org}/roadmap`) keeps its
//! columns in the statuses marked `on_roadmap`, now in their own order (`statuses.
//! roadmap_position`, first filled with the board order); the organization may hide it and
//! show completed posts of the last N days only. Named roadmaps (`roadmaps`) each have their
//! own address, columns, and filters on boards and tags. When a post's status last changed
//! (`posts.status_changed_at`, first filled with its last update) decides which completed
//! posts are recent.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let col = |name: &str| ColumnDef::new(Alias::new(name)).to_owned();
        // One column a statement: SQLite adds one at a time.
        for (table, definition) in [
            ("organizations", col("roadmap_hidden").boolean().not_null().default(false).to_owned()),
            ("organizations", col("roadmap_completed_days").integer().null().to_owned()),
            ("statuses", col("roadmap_position").integer().not_null().default(0).to_owned()),
            ("posts", col("status_changed_at").timestamp_with_time_zone().null().to_owned()),
        ] {
            manager.alter_table(Table::alter().table(Alias::new(table)).add_column(definition).to_owned()).await?;
        }
        let db = manager.get_connection();
        db.execute_unprepared("UPDATE statuses SET roadmap_position = position").await?;
        db.execute_unprepared("UPDATE posts SET status_changed_at = updated_at").await?;
        // A status's posts by when they reached it: the recent completed ones.
        manager
            .create_index(
                Index::create()
                    .name("idx_posts_status_changed")
                    .table(Alias::new("posts"))
                    .col(Alias::new("status_id"))
                    .col(Alias::new("status_changed_at"))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Alias::new("roadmaps"))
                    .col(col("id").big_integer().not_null().auto_increment().primary_key())
                    .col(col("organization_id").big_integer().not_null())
                    .col(col("name").string_len(60).not_null())
                    .col(col("slug").string_len(80).not_null())
                    .col(col("position").integer().not_null())
                    // Ids, in column order; of boards and tags, the filters (none: every
                    // public board, any tags).
                    .col(col("status_ids").json().not_null())
                    .col(col("bucket_ids").json().not_null())
                    .col(col("tag_ids").json().not_null())
                    .col(col("completed_days").integer().null())
                    .col(col("hidden").boolean().not_null())
                    .col(col("created_at").timestamp_with_time_zone().not_null())
                    .col(col("updated_at").timestamp_with_time_zone().not_null())
                    .foreign_key(
                        ForeignKey::create()
                            .from(Alias::new("roadmaps"), Alias::new("organization_id"))
                            .to(Alias::new("organizations"), Alias::new("id"))
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("uq_roadmaps_org_slug")
                    .table(Alias::new("roadmaps"))
                    .col(Alias::new("organization_id"))
                    .col(Alias::new("slug"))
                    .unique()
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(Alias::new("roadmaps")).to_owned()).await?;
        manager.drop_index(Index::drop().name("idx_posts_status_changed").table(Alias::new("posts")).to_owned()).await?;
        for (table, column) in
            [("organizations", "roadmap_hidden"), ("organizations", "roadmap_completed_days"), ("statuses", "roadmap_position"), ("posts", "status_changed_at")]
        {
            manager.alter_table(Table::alter().table(Alias::new(table)).drop_column(Alias::new(column)).to_owned()).await?;
        }
        Ok(())
    }
}
