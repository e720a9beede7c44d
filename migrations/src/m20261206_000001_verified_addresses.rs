//! Verified addresses (`app/src/domain/verification.rs`): `organizations.verify_emails_since`,
//! when the organization began to require that new customers confirm their e-mail address
//! (none: it does not); `users.email_verified_at`, when the person proved their address (a
//! single-use link redeemed, or a provider that vouched for it); `held_votes`, the votes of
//! customers who have not confirmed yet, counted (moved into `votes`) in the transaction that
//! verifies them. Waiting posts and comments keep `approval_status = 'unverified'`.

use crate::indexes::{cascade, index};
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum HeldVotes {
    Table,
    Id,
    OrganizationId,
    PostId,
    UserId,
    Kind,
    CreatedAt,
}

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
    EmailVerifiedAt,
}

#[derive(DeriveIden)]
enum Posts {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum Organizations {
    Table,
    VerifyEmailsSince,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Organizations::Table)
                    .add_column(timestamp_with_time_zone_null(Organizations::VerifyEmailsSince))
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(Table::alter().table(Users::Table).add_column(timestamp_with_time_zone_null(Users::EmailVerifiedAt)).to_owned())
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(HeldVotes::Table)
                    .col(big_pk_auto(HeldVotes::Id))
                    .col(big_integer(HeldVotes::OrganizationId))
                    .col(big_integer(HeldVotes::PostId))
                    .col(big_integer(HeldVotes::UserId))
                    .col(string_len(HeldVotes::Kind, 16))
                    .col(timestamp_with_time_zone(HeldVotes::CreatedAt))
                    .foreign_key(&mut cascade((HeldVotes::Table, HeldVotes::PostId), (Posts::Table, Posts::Id)))
                    .foreign_key(&mut cascade((HeldVotes::Table, HeldVotes::UserId), (Users::Table, Users::Id)))
                    .to_owned(),
            )
            .await?;
        // One held vote per person and post, as for counted votes; the person's held votes
        // are read when they are verified.
        manager
            .create_index(index("uq_held_votes_user_post", "held_votes", &["user_id", "post_id"]).unique().to_owned())
            .await?;
        // (Deleting a post cascades by its id.)
        manager.create_index(index("idx_held_votes_post", "held_votes", &["post_id"])).await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(HeldVotes::Table).to_owned()).await?;
        manager.alter_table(Table::alter().table(Users::Table).drop_column(Users::EmailVerifiedAt).to_owned()).await?;
        manager
            .alter_table(Table::alter().table(Organizations::Table).drop_column(Organizations::VerifyEmailsSince).to_owned())
            .await
    }
}
