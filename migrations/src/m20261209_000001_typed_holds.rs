//! What waits for the owner of an address someone typed into the widget
//! (`app/src/domain/verification.rs`, `Via::Address`): `typed_holds` names each waiting post or
//! comment made that way (they keep `approval_status = 'unverified'` as every waiting one does),
//! and `held_votes.typed` marks such a held vote. Only a single-use link that reached the
//! address lets them out; a provider vouching for the address, or the organization no longer
//! asking new customers to confirm, does not (whoever typed the address was never asked).

use crate::indexes::{cascade, index};
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum TypedHolds {
    Table,
    Id,
    OrganizationId,
    UserId,
    PostId,
    CommentId,
    CreatedAt,
}

#[derive(DeriveIden)]
enum HeldVotes {
    Table,
    Typed,
}

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum Posts {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum Comments {
    Table,
    Id,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(Table::alter().table(HeldVotes::Table).add_column(boolean(HeldVotes::Typed).default(false)).to_owned())
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(TypedHolds::Table)
                    .col(big_pk_auto(TypedHolds::Id))
                    .col(big_integer(TypedHolds::OrganizationId))
                    .col(big_integer(TypedHolds::UserId))
                    .col(big_integer_null(TypedHolds::PostId))
                    .col(big_integer_null(TypedHolds::CommentId))
                    .col(timestamp_with_time_zone(TypedHolds::CreatedAt))
                    .foreign_key(&mut cascade((TypedHolds::Table, TypedHolds::UserId), (Users::Table, Users::Id)))
                    .foreign_key(&mut cascade((TypedHolds::Table, TypedHolds::PostId), (Posts::Table, Posts::Id)))
                    .foreign_key(&mut cascade((TypedHolds::Table, TypedHolds::CommentId), (Comments::Table, Comments::Id)))
                    .to_owned(),
            )
            .await?;
        // Read by person when a link of theirs is used; by post or comment when something is let
        // out any other way (and deleting either cascades by its id).
        manager.create_index(index("idx_typed_holds_user", "typed_holds", &["user_id"])).await?;
        manager.create_index(index("uq_typed_holds_post", "typed_holds", &["post_id"]).unique().to_owned()).await?;
        manager.create_index(index("uq_typed_holds_comment", "typed_holds", &["comment_id"]).unique().to_owned()).await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(TypedHolds::Table).to_owned()).await?;
        manager.alter_table(Table::alter().table(HeldVotes::Table).drop_column(HeldVotes::Typed).to_owned()).await
    }
}
