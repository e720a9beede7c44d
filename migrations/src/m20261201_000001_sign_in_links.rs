//! Single-use sign-in links (`sign_in_links`): the hash of a link's token, whose it is and until
//! when it works. Redeeming a link deletes its row, so a link signs in once, on whichever
//! process it is opened (`app/src/domain/sessions.rs`). The first admin of an organization made
//! without a password gets one (`upboard org create`, `upboard org sign-in-link`).

use crate::indexes::index;
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum SignInLinks {
    Table,
    TokenHash,
    OrganizationId,
    UserId,
    CreatedAt,
    ExpiresAt,
}

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(SignInLinks::Table)
                    .col(string_len(SignInLinks::TokenHash, 64).primary_key())
                    .col(big_integer(SignInLinks::OrganizationId))
                    .col(big_integer(SignInLinks::UserId))
                    .col(timestamp_with_time_zone(SignInLinks::CreatedAt))
                    .col(timestamp_with_time_zone(SignInLinks::ExpiresAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(SignInLinks::Table, SignInLinks::UserId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .to_owned(),
            )
            .await?;
        // A new link ends the person's earlier ones; lapsed links are pruned by their date.
        manager.create_index(index("idx_sign_in_links_user", "sign_in_links", &["user_id"])).await?;
        manager.create_index(index("idx_sign_in_links_expires", "sign_in_links", &["expires_at"])).await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(SignInLinks::Table).to_owned()).await
    }
}
