//! Sign-in through OpenID Connect (`app/src/domain/oidc.rs`): `oidc_providers`, an
//! organization's identity providers (the client secret sealed: `domain::sealed`);
//! `oidc_logins`, a sign-in under way between leaving for the provider and coming back (the
//! state's and nonce's hashes, the PKCE verifier sealed; used once, ten minutes);
//! `oidc_identities`, which person a provider's subject is.

use crate::indexes::{cascade, index};
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum OidcProviders {
    Table,
    Id,
    OrganizationId,
    Label,
    Issuer,
    ClientId,
    ClientSecretSealed,
    Scopes,
    RoleClaim,
    RoleValues,
    JoinDomains,
    TeamOnly,
    TestedAt,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum OidcLogins {
    Table,
    Id,
    StateHash,
    OrganizationId,
    ProviderId,
    NonceHash,
    VerifierSealed,
    Redirect,
    TesterId,
    ExpiresAt,
}

#[derive(DeriveIden)]
enum OidcIdentities {
    Table,
    Id,
    OrganizationId,
    ProviderId,
    Subject,
    UserId,
    CreatedAt,
}

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum Organizations {
    Table,
    Id,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(OidcProviders::Table)
                    .col(big_pk_auto(OidcProviders::Id))
                    .col(big_integer(OidcProviders::OrganizationId))
                    .col(string_len(OidcProviders::Label, 60))
                    .col(string_len(OidcProviders::Issuer, 500))
                    .col(string_len(OidcProviders::ClientId, 255))
                    .col(text(OidcProviders::ClientSecretSealed))
                    .col(string_len(OidcProviders::Scopes, 500))
                    .col(string_len_null(OidcProviders::RoleClaim, 100))
                    .col(text(OidcProviders::RoleValues))
                    .col(text(OidcProviders::JoinDomains))
                    .col(boolean(OidcProviders::TeamOnly).default(false))
                    .col(timestamp_with_time_zone_null(OidcProviders::TestedAt))
                    .col(timestamp_with_time_zone(OidcProviders::CreatedAt))
                    .col(timestamp_with_time_zone(OidcProviders::UpdatedAt))
                    .foreign_key(&mut cascade((OidcProviders::Table, OidcProviders::OrganizationId), (Organizations::Table, Organizations::Id)))
                    .to_owned(),
            )
            .await?;
        manager.create_index(index("idx_oidc_providers_org", "oidc_providers", &["organization_id"])).await?;
        manager
            .create_table(
                Table::create()
                    .table(OidcLogins::Table)
                    .col(big_pk_auto(OidcLogins::Id))
                    .col(string_len(OidcLogins::StateHash, 64))
                    .col(big_integer(OidcLogins::OrganizationId))
                    .col(big_integer(OidcLogins::ProviderId))
                    .col(string_len(OidcLogins::NonceHash, 64))
                    .col(text(OidcLogins::VerifierSealed))
                    .col(string_len(OidcLogins::Redirect, 2000))
                    .col(big_integer_null(OidcLogins::TesterId))
                    .col(timestamp_with_time_zone(OidcLogins::ExpiresAt))
                    .foreign_key(&mut cascade((OidcLogins::Table, OidcLogins::ProviderId), (OidcProviders::Table, OidcProviders::Id)))
                    .to_owned(),
            )
            .await?;
        manager.create_index(index("idx_oidc_logins_state", "oidc_logins", &["state_hash"]).unique().to_owned()).await?;
        // Expired sign-ins are swept by their end.
        manager.create_index(index("idx_oidc_logins_expires", "oidc_logins", &["expires_at"])).await?;
        manager
            .create_table(
                Table::create()
                    .table(OidcIdentities::Table)
                    .col(big_pk_auto(OidcIdentities::Id))
                    .col(big_integer(OidcIdentities::OrganizationId))
                    .col(big_integer(OidcIdentities::ProviderId))
                    .col(string_len(OidcIdentities::Subject, 255))
                    .col(big_integer(OidcIdentities::UserId))
                    .col(timestamp_with_time_zone(OidcIdentities::CreatedAt))
                    .foreign_key(&mut cascade((OidcIdentities::Table, OidcIdentities::ProviderId), (OidcProviders::Table, OidcProviders::Id)))
                    .foreign_key(&mut cascade((OidcIdentities::Table, OidcIdentities::UserId), (Users::Table, Users::Id)))
                    .to_owned(),
            )
            .await?;
        // One person per subject of a provider: the unique index decides a race of two first
        // sign-ins.
        manager
            .create_index(index("idx_oidc_identities_subject", "oidc_identities", &["provider_id", "subject"]).unique().to_owned())
            .await?;
        manager.create_index(index("idx_oidc_identities_user", "oidc_identities", &["user_id"])).await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(OidcIdentities::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(OidcLogins::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(OidcProviders::Table).to_owned()).await
    }
}
