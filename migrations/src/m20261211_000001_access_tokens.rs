//! Personal access tokens (`access_tokens`): a team member's own credential for the MCP server
//! (`/mcp`), made, named, scoped (`read` or `write`) and revoked on their me page
//! (`app/src/domain/access_tokens.rs`). Only the token's SHA-256 is kept (unique: a request finds
//! its token with one indexed lookup); revoking deletes the row, so every process refuses the
//! token at its next request. `last_used_at` is written from memory once a minute, never by the
//! request that uses the token.

use crate::indexes::{cascade, index};
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum AccessTokens {
    Table,
    Id,
    OrganizationId,
    UserId,
    Name,
    Scope,
    TokenHash,
    CreatedAt,
    LastUsedAt,
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
                    .table(AccessTokens::Table)
                    .col(big_pk_auto(AccessTokens::Id))
                    .col(big_integer(AccessTokens::OrganizationId))
                    .col(big_integer(AccessTokens::UserId))
                    .col(string_len(AccessTokens::Name, 80))
                    .col(string_len(AccessTokens::Scope, 16))
                    .col(string_len(AccessTokens::TokenHash, 64).unique_key())
                    .col(timestamp_with_time_zone(AccessTokens::CreatedAt))
                    .col(timestamp_with_time_zone_null(AccessTokens::LastUsedAt))
                    .foreign_key(&mut cascade((AccessTokens::Table, AccessTokens::UserId), (Users::Table, Users::Id)))
                    .to_owned(),
            )
            .await?;
        // A person's tokens, listed on their me page and counted against their limit.
        manager.create_index(index("idx_access_tokens_user", "access_tokens", &["user_id", "id"])).await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(AccessTokens::Table).to_owned()).await
    }
}
