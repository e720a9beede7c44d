//! The changelog: entries the team writes (a draft until published) and the posts each
//! shipped. The public page and the feed read an organization's published entries newest
//! first (`idx_changelog_entries_published`); a post page finds the entry that shipped it
//! through `idx_changelog_posts_post`.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let col = |name: &str| ColumnDef::new(Alias::new(name)).to_owned();
        let fk = |from: &str, column: &str, to: &str| {
            ForeignKey::create()
                .from(Alias::new(from), Alias::new(column))
                .to(Alias::new(to), Alias::new("id"))
                .on_delete(ForeignKeyAction::Cascade)
                .to_owned()
        };
        manager
            .create_table(
                Table::create()
                    .table(Alias::new("changelog_entries"))
                    .col(col("id").big_integer().not_null().auto_increment().primary_key())
                    .col(col("organization_id").big_integer().not_null())
                    .col(col("title").string_len(200).not_null())
                    // Markdown as written, and the sanitized HTML and plain text made from it.
                    .col(col("body").text().not_null())
                    .col(col("body_html").text().not_null())
                    .col(col("body_text").text().not_null())
                    .col(col("published").boolean().not_null())
                    // When it was first published (kept when it goes back to draft and out again:
                    // its readers are told once).
                    .col(col("published_at").timestamp_with_time_zone().null())
                    .col(col("author_id").big_integer().null())
                    .col(col("created_at").timestamp_with_time_zone().not_null())
                    .col(col("updated_at").timestamp_with_time_zone().not_null())
                    .foreign_key(&mut fk("changelog_entries", "organization_id", "organizations"))
                    .foreign_key(
                        &mut ForeignKey::create()
                            .from(Alias::new("changelog_entries"), Alias::new("author_id"))
                            .to(Alias::new("users"), Alias::new("id"))
                            .on_delete(ForeignKeyAction::SetNull)
                            .to_owned(),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_changelog_entries_published")
                    .table(Alias::new("changelog_entries"))
                    .col(Alias::new("organization_id"))
                    .col(Alias::new("published"))
                    .col(Alias::new("published_at"))
                    .col(Alias::new("id"))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Alias::new("changelog_posts"))
                    .col(col("entry_id").big_integer().not_null())
                    .col(col("post_id").big_integer().not_null())
                    // The order the team named them in.
                    .col(col("position").integer().not_null())
                    .primary_key(Index::create().col(Alias::new("entry_id")).col(Alias::new("post_id")))
                    .foreign_key(&mut fk("changelog_posts", "entry_id", "changelog_entries"))
                    .foreign_key(&mut fk("changelog_posts", "post_id", "posts"))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_changelog_posts_post")
                    .table(Alias::new("changelog_posts"))
                    .col(Alias::new("post_id"))
                    .col(Alias::new("entry_id"))
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in ["changelog_posts", "changelog_entries"] {
            manager.drop_table(Table::drop().table(Alias::new(table)).to_owned()).await?;
        }
        Ok(())
    }
}
