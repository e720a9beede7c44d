//! The admin area's tables and settings: the audit log (one row per team action, written in
//! the transaction of the action), the organization's settings that the settings page edits
//! (comment approval, trust after approved posts, when the API key was generated and last
//! used), and the moderation queue's indexes (pending, visible items oldest first).

use crate::indexes::index;
use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

fn add(table: &str, column: ColumnDef) -> TableAlterStatement {
    Table::alter().table(Alias::new(table)).add_column(column).to_owned()
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Alias::new("audit_events"))
                    .col(ColumnDef::new(Alias::new("id")).big_integer().not_null().auto_increment().primary_key())
                    .col(ColumnDef::new(Alias::new("organization_id")).big_integer().not_null())
                    .col(ColumnDef::new(Alias::new("actor_id")).big_integer().null())
                    .col(ColumnDef::new(Alias::new("actor_name")).string_len(120).not_null())
                    .col(ColumnDef::new(Alias::new("action")).string_len(40).not_null())
                    .col(ColumnDef::new(Alias::new("target_id")).big_integer().null())
                    .col(ColumnDef::new(Alias::new("target")).string_len(300).not_null())
                    .col(ColumnDef::new(Alias::new("details")).text().not_null())
                    .col(ColumnDef::new(Alias::new("created_at")).timestamp_with_time_zone().not_null())
                    .foreign_key(
                        ForeignKey::create()
                            .from(Alias::new("audit_events"), Alias::new("organization_id"))
                            .to(Alias::new("organizations"), Alias::new("id"))
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        // Newest first, by person, by kind: each filter of the audit page pages through one.
        manager.create_index(index("idx_audit_org_id", "audit_events", &["organization_id", "id"])).await?;
        manager.create_index(index("idx_audit_org_actor", "audit_events", &["organization_id", "actor_id", "id"])).await?;
        manager.create_index(index("idx_audit_org_action", "audit_events", &["organization_id", "action", "id"])).await?;

        let columns = [
            ColumnDef::new(Alias::new("require_comment_approval")).boolean().not_null().default(false).to_owned(),
            // 0: never trusted automatically.
            ColumnDef::new(Alias::new("trust_after_approved_posts")).integer().not_null().default(0).to_owned(),
            ColumnDef::new(Alias::new("api_key_generated_at")).timestamp_with_time_zone().null().to_owned(),
            ColumnDef::new(Alias::new("api_key_last_used_at")).timestamp_with_time_zone().null().to_owned(),
            ColumnDef::new(Alias::new("sso_secret_rotated_at")).timestamp_with_time_zone().null().to_owned(),
        ];
        for column in columns {
            manager.alter_table(add("organizations", column)).await?;
        }
        // A comment marked as spam is hidden, as a post is.
        manager
            .alter_table(add("comments", ColumnDef::new(Alias::new("hidden")).boolean().not_null().default(false).to_owned()))
            .await?;
        let db = manager.get_connection();
        db.execute_unprepared("UPDATE organizations SET api_key_generated_at = created_at WHERE api_key_hash IS NOT NULL")
            .await?;
        // Status labels are unique per organization ignoring case (an update names a status by
        // its label), held by an index rather than a check before each insert.
        manager
            .alter_table(add("statuses", ColumnDef::new(Alias::new("label_key")).string_len(60).not_null().default("").to_owned()))
            .await?;
        db.execute_unprepared(
            "UPDATE statuses SET label_key = lower(label) WHERE id IN \
             (SELECT MIN(id) FROM statuses GROUP BY organization_id, lower(label))",
        )
        .await?;
        db.execute_unprepared("UPDATE statuses SET label_key = lower(label) || ' #' || CAST(id AS TEXT) WHERE label_key = ''")
            .await?;
        manager
            .create_index(index("uq_statuses_org_label_key", "statuses", &["organization_id", "label_key"]).unique().to_owned())
            .await?;
        // The moderation queue: what waits, oldest first, without what was marked as spam.
        manager
            .create_index(index("idx_posts_org_queue", "posts", &["organization_id", "hidden", "approval_status", "created_at"]))
            .await?;
        manager
            .create_index(index("idx_comments_org_queue", "comments", &["organization_id", "hidden", "approval_status", "created_at"]))
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_index(Index::drop().name("idx_comments_org_queue").table(Alias::new("comments")).to_owned()).await?;
        manager.drop_index(Index::drop().name("idx_posts_org_queue").table(Alias::new("posts")).to_owned()).await?;
        manager.drop_index(Index::drop().name("uq_statuses_org_label_key").table(Alias::new("statuses")).to_owned()).await?;
        manager
            .alter_table(Table::alter().table(Alias::new("statuses")).drop_column(Alias::new("label_key")).to_owned())
            .await?;
        manager.alter_table(Table::alter().table(Alias::new("comments")).drop_column(Alias::new("hidden")).to_owned()).await?;
        for column in ["require_comment_approval", "trust_after_approved_posts", "api_key_generated_at", "api_key_last_used_at", "sso_secret_rotated_at"] {
            manager
                .alter_table(Table::alter().table(Alias::new("organizations")).drop_column(Alias::new(column)).to_owned())
                .await?;
        }
        manager.drop_table(Table::drop().table(Alias::new("audit_events")).to_owned()).await
    }
}
