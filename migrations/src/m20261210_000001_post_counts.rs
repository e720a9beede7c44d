//! A post's counters apart from its row: `post_counts` holds the vote, downvote and comment
//! counts and the trending score of each post, beside a copy of what the orders filter by (its
//! organization, bucket, status, approval, hiding and creation time), with the indexes of every
//! order that reads counters or creation times. A vote then rewrites one narrow row and its
//! indexes instead of the wide row of `posts` and its 19 (on PostgreSQL never a HOT update,
//! since the counters were indexed); `posts` keeps only the indexes its own queries need.
//!
//! The copies follow the post by triggers, whoever writes: an update of any of those columns
//! of `posts` writes them into its row of `post_counts` in the same statement. The row itself
//! is made by whoever inserts the post (`posts::insert` in the app, the seed and the import),
//! with the trending score computed where the rest of the formula lives.

use crate::indexes::{cascade, index};
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;
use sea_orm_migration::sea_orm::DbBackend;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum PostCounts {
    Table,
    PostId,
    OrganizationId,
    BucketId,
    StatusId,
    ApprovalStatus,
    Hidden,
    CreatedAt,
    VotesCount,
    DownvotesCount,
    CommentsCount,
    TrendingScore,
}

#[derive(DeriveIden)]
enum Posts {
    Table,
    Id,
}

/// The columns of `posts` that `post_counts` keeps a copy of.
const COPIED: [&str; 6] = ["organization_id", "bucket_id", "status_id", "approval_status", "hidden", "created_at"];

/// The counters that leave `posts`.
const COUNTERS: [&str; 4] = ["votes_count", "downvotes_count", "comments_count", "trending_score"];

/// The orders' indexes, on `post_counts`: each filter with its order, covering what the
/// walks and pages read (`app/src/domain/posts/list.rs`, `views/board.rs`, `search`).
const COUNT_INDEXES: [(&str, &[&str]); 10] = [
    ("idx_post_counts_org_top", &["organization_id", "hidden", "votes_count", "post_id", "created_at", "approval_status"]),
    ("idx_post_counts_bucket_top", &["bucket_id", "hidden", "votes_count", "post_id", "created_at", "approval_status"]),
    ("idx_post_counts_org_trending", &["organization_id", "hidden", "trending_score"]),
    ("idx_post_counts_bucket_trending", &["bucket_id", "hidden", "trending_score"]),
    ("idx_post_counts_org_created", &["organization_id", "hidden", "created_at", "votes_count", "post_id"]),
    ("idx_post_counts_bucket_created", &["bucket_id", "hidden", "created_at", "votes_count", "post_id"]),
    ("idx_post_counts_bucket_status_top", &["bucket_id", "status_id", "hidden", "votes_count", "post_id"]),
    ("idx_post_counts_bucket_status_trending", &["bucket_id", "status_id", "hidden", "trending_score"]),
    ("idx_post_counts_bucket_status_created", &["bucket_id", "status_id", "hidden", "created_at"]),
    ("idx_post_counts_status_top", &["status_id", "votes_count"]),
];

/// The indexes of `posts` that the ones above replace, with their columns (for `down`).
const POST_INDEXES: [(&str, &[&str]); 10] = [
    ("idx_posts_org_top_approval", &["organization_id", "hidden", "votes_count", "id", "created_at", "approval_status"]),
    ("idx_posts_bucket_top_approval", &["bucket_id", "hidden", "votes_count", "id", "created_at", "approval_status"]),
    ("idx_posts_org_trending", &["organization_id", "hidden", "trending_score"]),
    ("idx_posts_bucket_trending", &["bucket_id", "hidden", "trending_score"]),
    ("idx_posts_org_created_votes", &["organization_id", "hidden", "created_at", "votes_count", "id"]),
    ("idx_posts_bucket_created_votes", &["bucket_id", "hidden", "created_at", "votes_count", "id"]),
    ("idx_posts_bucket_status_top", &["bucket_id", "status_id", "hidden", "votes_count", "id"]),
    ("idx_posts_bucket_status_trending", &["bucket_id", "status_id", "hidden", "trending_score"]),
    ("idx_posts_bucket_status_created", &["bucket_id", "status_id", "hidden", "created_at"]),
    ("idx_posts_status", &["status_id", "votes_count"]),
];

/// `NEW.column` for each copied column, as `SET` assignments.
fn assignments() -> String {
    COPIED.iter().map(|c| format!("{c} = NEW.{c}")).collect::<Vec<_>>().join(", ")
}

/// Whether any copied column changed (`ne`: the engine's null-safe not-equal).
fn copied_changed(ne: &str) -> String {
    COPIED.iter().map(|c| format!("OLD.{c} {ne} NEW.{c}")).collect::<Vec<_>>().join(" OR ")
}

fn sqlite_triggers() -> Vec<String> {
    vec![format!(
        "CREATE TRIGGER post_counts_follow AFTER UPDATE OF {} ON posts WHEN {} BEGIN UPDATE post_counts SET {} WHERE post_id = NEW.id; END",
        COPIED.join(", "),
        copied_changed("IS NOT"),
        assignments()
    )]
}

fn postgres_triggers() -> Vec<String> {
    vec![
        format!(
            "CREATE FUNCTION upboard_post_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
             BEGIN
                 UPDATE post_counts SET {} WHERE post_id = NEW.id;
                 RETURN NULL;
             END $$",
            assignments()
        ),
        format!(
            "CREATE TRIGGER post_counts_follow AFTER UPDATE OF {} ON posts FOR EACH ROW WHEN ({}) EXECUTE FUNCTION upboard_post_counts_follow()",
            COPIED.join(", "),
            copied_changed("IS DISTINCT FROM")
        ),
    ]
}

const SQLITE_TRIGGERS_DOWN: &[&str] = &["DROP TRIGGER IF EXISTS post_counts_follow"];
const POSTGRES_TRIGGERS_DOWN: &[&str] = &["DROP TRIGGER IF EXISTS post_counts_follow ON posts", "DROP FUNCTION IF EXISTS upboard_post_counts_follow()"];

async fn run(manager: &SchemaManager<'_>, statements: impl IntoIterator<Item = String>) -> Result<(), DbErr> {
    let conn = manager.get_connection();
    for statement in statements {
        conn.execute_unprepared(&statement).await?;
    }
    Ok(())
}

fn drop_index(name: &str, table: &str) -> IndexDropStatement {
    Index::drop().name(name).table(Alias::new(table)).if_exists().to_owned()
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let backend = manager.get_database_backend();
        // On SQLite an `INTEGER PRIMARY KEY` is the row's own key: a post's counters are found in
        // one search of the table, not an index's and then the table's.
        let post_id = match backend {
            DbBackend::Sqlite => integer(PostCounts::PostId).primary_key().to_owned(),
            _ => big_integer(PostCounts::PostId).primary_key().to_owned(),
        };
        manager
            .create_table(
                Table::create()
                    .table(PostCounts::Table)
                    .col(post_id)
                    .col(big_integer(PostCounts::OrganizationId))
                    .col(big_integer(PostCounts::BucketId))
                    .col(big_integer(PostCounts::StatusId))
                    .col(string_len(PostCounts::ApprovalStatus, 16))
                    .col(boolean(PostCounts::Hidden).default(false))
                    .col(timestamp_with_time_zone(PostCounts::CreatedAt))
                    .col(integer(PostCounts::VotesCount).default(0))
                    .col(integer(PostCounts::DownvotesCount).default(0))
                    .col(integer(PostCounts::CommentsCount).default(0))
                    .col(double(PostCounts::TrendingScore).default(0.0))
                    .foreign_key(&mut cascade((PostCounts::Table, PostCounts::PostId), (Posts::Table, Posts::Id)))
                    .to_owned(),
            )
            .await?;
        let columns = COPIED.iter().chain(COUNTERS.iter()).copied().collect::<Vec<_>>().join(", ");
        run(manager, [format!("INSERT INTO post_counts (post_id, {columns}) SELECT id, {columns} FROM posts")]).await?;
        for (name, columns) in COUNT_INDEXES {
            manager.create_index(index(name, "post_counts", columns)).await?;
        }
        for (name, _) in POST_INDEXES {
            manager.drop_index(drop_index(name, "posts")).await?;
        }
        for column in COUNTERS {
            manager.alter_table(Table::alter().table(Posts::Table).drop_column(Alias::new(column)).to_owned()).await?;
        }
        match backend {
            DbBackend::Sqlite => run(manager, sqlite_triggers()).await,
            // The planner's statistics of the new table at once: without them it takes every
            // bucket for a row or two and sorts a whole board to show a page of it (9 board
            // pages a second instead of 2,000 at 100,000 posts, until autovacuum came by).
            DbBackend::Postgres => {
                let mut statements = postgres_triggers();
                statements.push("ANALYZE post_counts".to_owned());
                statements.push("ANALYZE posts".to_owned());
                run(manager, statements).await
            }
            other => Err(DbErr::Migration(format!("post counts are not available on {other:?}"))),
        }
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let backend = manager.get_database_backend();
        let down = match backend {
            DbBackend::Sqlite => SQLITE_TRIGGERS_DOWN,
            _ => POSTGRES_TRIGGERS_DOWN,
        };
        let down: Vec<String> = down.iter().map(|s| (*s).to_owned()).collect();
        run(manager, down).await?;
        for column in [
            integer("votes_count").default(0).to_owned(),
            integer("downvotes_count").default(0).to_owned(),
            integer("comments_count").default(0).to_owned(),
            double("trending_score").default(0.0).to_owned(),
        ] {
            manager.alter_table(Table::alter().table(Posts::Table).add_column(column).to_owned()).await?;
        }
        let set = COUNTERS
            .iter()
            .map(|c| format!("{c} = (SELECT {c} FROM post_counts WHERE post_counts.post_id = posts.id)"))
            .collect::<Vec<_>>()
            .join(", ");
        run(manager, [format!("UPDATE posts SET {set}")]).await?;
        for (name, columns) in POST_INDEXES {
            manager.create_index(index(name, "posts", columns)).await?;
        }
        manager.drop_table(Table::drop().table(PostCounts::Table).to_owned()).await
    }
}
