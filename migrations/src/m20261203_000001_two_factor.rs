//! Two-factor sign-in (`app/src/domain/two_factor.rs`): `user_totp`, a person's TOTP secret
//! (sealed: `domain::sealed`), whether it is in force (`confirmed_at`) and the step of the last
//! code accepted (a code works once); `recovery_codes`, the SHA-256 of each single-use code.

use crate::indexes::index;
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum UserTotp {
    Table,
    UserId,
    OrganizationId,
    SecretSealed,
    ConfirmedAt,
    LastStep,
    CreatedAt,
}

#[derive(DeriveIden)]
enum RecoveryCodes {
    Table,
    Id,
    UserId,
    CodeHash,
    UsedAt,
}

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
}

fn person(from: (impl IntoIden, impl IntoIden)) -> ForeignKeyCreateStatement {
    ForeignKey::create()
        .from(from.0, from.1)
        .to(Users::Table, Users::Id)
        .on_delete(ForeignKeyAction::Cascade)
        .on_update(ForeignKeyAction::NoAction)
        .to_owned()
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(UserTotp::Table)
                    .col(big_integer(UserTotp::UserId).primary_key())
                    .col(big_integer(UserTotp::OrganizationId))
                    .col(text(UserTotp::SecretSealed))
                    .col(timestamp_with_time_zone_null(UserTotp::ConfirmedAt))
                    .col(big_integer(UserTotp::LastStep).default(0))
                    .col(timestamp_with_time_zone(UserTotp::CreatedAt))
                    .foreign_key(&mut person((UserTotp::Table, UserTotp::UserId)))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(RecoveryCodes::Table)
                    .col(big_pk_auto(RecoveryCodes::Id))
                    .col(big_integer(RecoveryCodes::UserId))
                    .col(string_len(RecoveryCodes::CodeHash, 64))
                    .col(timestamp_with_time_zone_null(RecoveryCodes::UsedAt))
                    .foreign_key(&mut person((RecoveryCodes::Table, RecoveryCodes::UserId)))
                    .to_owned(),
            )
            .await?;
        // A code is looked up by its person and hash.
        manager.create_index(index("idx_recovery_codes_user_hash", "recovery_codes", &["user_id", "code_hash"])).await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(RecoveryCodes::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(UserTotp::Table).to_owned()).await
    }
}
