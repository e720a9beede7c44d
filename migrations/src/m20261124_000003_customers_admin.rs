//! The customers page: one row per customer and label (so that filtering 100k customers by a
//! label is an index range, not a scan of their JSON), filled from the labels already stored,
//! and an index on the lower-cased name for the search by the start of a name.

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::DbBackend;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let col = |name: &str| ColumnDef::new(Alias::new(name)).to_owned();
        manager
            .create_table(
                Table::create()
                    .table(Alias::new("customer_labels"))
                    .col(col("organization_id").big_integer().not_null())
                    .col(col("label").string_len(60).not_null())
                    .col(col("user_id").big_integer().not_null())
                    .primary_key(Index::create().col(Alias::new("organization_id")).col(Alias::new("label")).col(Alias::new("user_id")))
                    .foreign_key(
                        ForeignKey::create()
                            .from(Alias::new("customer_labels"), Alias::new("user_id"))
                            .to(Alias::new("users"), Alias::new("id"))
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_customer_labels_user")
                    .table(Alias::new("customer_labels"))
                    .col(Alias::new("user_id"))
                    .to_owned(),
            )
            .await?;
        let db = manager.get_connection();
        let fill = match manager.get_database_backend() {
            DbBackend::Postgres => {
                "INSERT INTO customer_labels (organization_id, label, user_id) \
                 SELECT DISTINCT u.organization_id, l.value, u.id FROM users u, json_array_elements_text(u.labels) AS l(value) \
                 WHERE json_typeof(u.labels) = 'array' AND length(l.value) BETWEEN 1 AND 60"
            }
            _ => {
                "INSERT OR IGNORE INTO customer_labels (organization_id, label, user_id) \
                 SELECT u.organization_id, l.value, u.id FROM users u, json_each(u.labels) AS l \
                 WHERE json_valid(u.labels) AND json_type(u.labels) = 'array' AND l.type = 'text' AND length(l.value) BETWEEN 1 AND 60"
            }
        };
        db.execute_unprepared(fill).await?;
        db.execute_unprepared("CREATE INDEX idx_users_org_name_lower ON users (organization_id, lower(name))").await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.get_connection().execute_unprepared("DROP INDEX idx_users_org_name_lower").await?;
        manager.drop_table(Table::drop().table(Alias::new("customer_labels")).to_owned()).await
    }
}
