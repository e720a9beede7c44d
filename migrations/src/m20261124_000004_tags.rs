//! Tags: named, coloured labels the team puts on posts; the board and the API filter by them
//! (`post_tags` by tag, then post: an index range per tag).

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
                    .table(Alias::new("tags"))
                    .col(col("id").big_integer().not_null().auto_increment().primary_key())
                    .col(col("organization_id").big_integer().not_null())
                    .col(col("name").string_len(40).not_null())
                    .col(col("name_key").string_len(40).not_null())
                    .col(col("color").string_len(16).not_null())
                    .col(col("created_at").timestamp_with_time_zone().not_null())
                    .foreign_key(
                        ForeignKey::create()
                            .from(Alias::new("tags"), Alias::new("organization_id"))
                            .to(Alias::new("organizations"), Alias::new("id"))
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("uq_tags_org_name_key")
                    .table(Alias::new("tags"))
                    .col(Alias::new("organization_id"))
                    .col(Alias::new("name_key"))
                    .unique()
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Alias::new("post_tags"))
                    .col(col("tag_id").big_integer().not_null())
                    .col(col("post_id").big_integer().not_null())
                    .primary_key(Index::create().col(Alias::new("tag_id")).col(Alias::new("post_id")))
                    .foreign_key(
                        ForeignKey::create()
                            .from(Alias::new("post_tags"), Alias::new("tag_id"))
                            .to(Alias::new("tags"), Alias::new("id"))
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(Alias::new("post_tags"), Alias::new("post_id"))
                            .to(Alias::new("posts"), Alias::new("id"))
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        // A post's tags (the API shapes, the post page).
        manager
            .create_index(Index::create().name("idx_post_tags_post").table(Alias::new("post_tags")).col(Alias::new("post_id")).to_owned())
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(Alias::new("post_tags")).to_owned()).await?;
        manager.drop_table(Table::drop().table(Alias::new("tags")).to_owned()).await
    }
}
