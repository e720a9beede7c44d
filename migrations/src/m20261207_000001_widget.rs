//! The embeddable widget (`app/src/domain/widget.rs`, docs/widget.md) and companies.
//!
//! - `organizations.widget_secret_sealed`: the secret a host's server signs its people with
//!   (sealed: `domain::sealed`); `widget_previous_secret_sealed` and `widget_previous_until`,
//!   the one it replaced, honoured until then; `widget_access`, who may use the widget without
//!   a signed identify (`signed`, `anonymous_reading`, `email_posting`).
//! - `widget_origins`: the host pages' origins allowed to call the widget's API (CORS).
//! - `companies`: the companies people belong to, with their monthly revenue (in the
//!   organization's currency, in cents) and plan; `users.company_id`.
//! - `users.external_id`: the host product's id of a person its server identified.

use crate::indexes::{cascade, index};
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Organizations {
    Table,
    Id,
    WidgetSecretSealed,
    WidgetPreviousSecretSealed,
    WidgetPreviousUntil,
    WidgetAccess,
}

#[derive(DeriveIden)]
enum Users {
    Table,
    ExternalId,
    CompanyId,
}

#[derive(DeriveIden)]
enum Companies {
    Table,
    Id,
    OrganizationId,
    ExternalId,
    Name,
    MonthlyRevenueCents,
    Plan,
    Size,
    Attributes,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum WidgetOrigins {
    Table,
    Id,
    OrganizationId,
    Origin,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [
            text_null(Organizations::WidgetSecretSealed),
            text_null(Organizations::WidgetPreviousSecretSealed),
            timestamp_with_time_zone_null(Organizations::WidgetPreviousUntil),
            string_len(Organizations::WidgetAccess, 20).default("signed").to_owned(),
        ] {
            manager.alter_table(Table::alter().table(Organizations::Table).add_column(column).to_owned()).await?;
        }
        manager
            .create_table(
                Table::create()
                    .table(Companies::Table)
                    .col(big_pk_auto(Companies::Id))
                    .col(big_integer(Companies::OrganizationId))
                    .col(string_len(Companies::ExternalId, 255))
                    .col(string_len(Companies::Name, 255))
                    .col(big_integer(Companies::MonthlyRevenueCents).default(0))
                    .col(string_len_null(Companies::Plan, 100))
                    .col(integer_null(Companies::Size))
                    .col(text(Companies::Attributes).default("{}"))
                    .col(timestamp_with_time_zone(Companies::CreatedAt))
                    .col(timestamp_with_time_zone(Companies::UpdatedAt))
                    .foreign_key(&mut cascade((Companies::Table, Companies::OrganizationId), (Organizations::Table, Organizations::Id)))
                    .to_owned(),
            )
            .await?;
        // One company per external id of an organization: the unique index decides a race of
        // two first identifies.
        manager
            .create_index(index("uq_companies_org_external", "companies", &["organization_id", "external_id"]).unique().to_owned())
            .await?;
        manager
            .alter_table(Table::alter().table(Users::Table).add_column(string_len_null(Users::ExternalId, 255)).to_owned())
            .await?;
        manager
            .alter_table(Table::alter().table(Users::Table).add_column(big_integer_null(Users::CompanyId)).to_owned())
            .await?;
        manager
            .create_index(index("uq_users_org_external", "users", &["organization_id", "external_id"]).unique().to_owned())
            .await?;
        // A company's people (its page, the revenue behind a post).
        manager.create_index(index("idx_users_company", "users", &["company_id"])).await?;
        manager
            .create_table(
                Table::create()
                    .table(WidgetOrigins::Table)
                    .col(big_pk_auto(WidgetOrigins::Id))
                    .col(big_integer(WidgetOrigins::OrganizationId))
                    .col(string_len(WidgetOrigins::Origin, 300))
                    .col(timestamp_with_time_zone(WidgetOrigins::CreatedAt))
                    .foreign_key(&mut cascade((WidgetOrigins::Table, WidgetOrigins::OrganizationId), (Organizations::Table, Organizations::Id)))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(index("uq_widget_origins", "widget_origins", &["organization_id", "origin"]).unique().to_owned())
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(WidgetOrigins::Table).to_owned()).await?;
        manager.drop_index(Index::drop().name("idx_users_company").table(Users::Table).to_owned()).await?;
        manager.drop_index(Index::drop().name("uq_users_org_external").table(Users::Table).to_owned()).await?;
        manager.alter_table(Table::alter().table(Users::Table).drop_column(Users::CompanyId).to_owned()).await?;
        manager.alter_table(Table::alter().table(Users::Table).drop_column(Users::ExternalId).to_owned()).await?;
        manager.drop_table(Table::drop().table(Companies::Table).to_owned()).await?;
        for column in
            [Organizations::WidgetAccess, Organizations::WidgetPreviousUntil, Organizations::WidgetPreviousSecretSealed, Organizations::WidgetSecretSealed]
        {
            manager.alter_table(Table::alter().table(Organizations::Table).drop_column(column).to_owned()).await?;
        }
        Ok(())
    }
}
