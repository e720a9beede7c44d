//! GitHub and Linear, both ways (`app/src/domain/trackers/`, docs/integrations.md). A tracker
//! (a GitHub repository or a Linear team) is an endpoint of the one delivery queue
//! (`webhooks.kind` `github` or `linear`, its API token sealed in `webhooks.secret`), so the
//! comments upboard posts on its issues are retried, logged and disabled as every delivery is;
//! what only a tracker has is here:
//!
//! - `trackers`: one row per such endpoint (`webhook_id`, its id): the repository or team, the
//!   API's address (GitHub Enterprise Server has its own),//!   sealed secret its inbound deliveries are signed with, the status mapping, the public
//!   message a status change from an issue carries, the team member it acts as, and the health
//!   of its inbound deliveries and API calls.
//! - `issue_links`: a post linked to an issue (created from the post or an existing one). One
//!   issue may stand for several posts; a post links one issue once. The unique index finds a
//!   delivery's posts by its issue in one lookup.
//! - `tracker_deliveries`: the ids of the inbound deliveries acted on (GitHub's
//!   `X-GitHub-Delivery`, Linear's `Linear-Delivery`): unique, so a delivery sent twice (a
//!   redelivery, a replay) changes nothing the second time.

use crate::indexes::index;
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Trackers {
    Table,
    WebhookId,
    OrganizationId,
    Target,
    ApiUrl,
    InboundSecret,
    Mapping,
    Message,
    ActingUserId,
    LastSuccessAt,
    LastErrorAt,
    LastError,
}

#[derive(DeriveIden)]
enum IssueLinks {
    Table,
    Id,
    OrganizationId,
    PostId,
    WebhookId,
    ExternalId,
    Key,
    Url,
    Title,
    State,
    CreatedAt,
}

#[derive(DeriveIden)]
enum TrackerDeliveries {
    Table,
    Id,
    WebhookId,
    DeliveryId,
    ReceivedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Trackers::Table)
                    .col(big_integer(Trackers::WebhookId).primary_key())
                    .col(big_integer(Trackers::OrganizationId))
                    .col(string_len(Trackers::Target, 200))
                    .col(text(Trackers::ApiUrl))
                    .col(text(Trackers::InboundSecret))
                    .col(text(Trackers::Mapping))
                    .col(text(Trackers::Message))
                    .col(big_integer(Trackers::ActingUserId))
                    .col(timestamp_with_time_zone_null(Trackers::LastSuccessAt))
                    .col(timestamp_with_time_zone_null(Trackers::LastErrorAt))
                    .col(text_null(Trackers::LastError))
                    .to_owned(),
            )
            .await?;
        // An organization's trackers, on its integrations page and its posts' pages.
        manager.create_index(index("idx_trackers_organization", "trackers", &["organization_id"])).await?;
        manager
            .create_table(
                Table::create()
                    .table(IssueLinks::Table)
                    .col(big_pk_auto(IssueLinks::Id))
                    .col(big_integer(IssueLinks::OrganizationId))
                    .col(big_integer(IssueLinks::PostId))
                    .col(big_integer(IssueLinks::WebhookId))
                    .col(string_len(IssueLinks::ExternalId, 100))
                    .col(string_len(IssueLinks::Key, 100))
                    .col(text(IssueLinks::Url))
                    .col(text(IssueLinks::Title))
                    .col(string_len(IssueLinks::State, 100))
                    .col(timestamp_with_time_zone(IssueLinks::CreatedAt))
                    .to_owned(),
            )
            .await?;
        // A delivery's posts by its issue; a post links an issue once.
        manager
            .create_index(index("uq_issue_links_issue_post", "issue_links", &["webhook_id", "external_id", "post_id"]).unique().to_owned())
            .await?;
        // A post's links, on its page and for the comments a status change posts.
        manager.create_index(index("idx_issue_links_post", "issue_links", &["post_id", "id"])).await?;
        manager
            .create_table(
                Table::create()
                    .table(TrackerDeliveries::Table)
                    .col(big_pk_auto(TrackerDeliveries::Id))
                    .col(big_integer(TrackerDeliveries::WebhookId))
                    .col(string_len(TrackerDeliveries::DeliveryId, 100))
                    .col(timestamp_with_time_zone(TrackerDeliveries::ReceivedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(index("uq_tracker_deliveries", "tracker_deliveries", &["webhook_id", "delivery_id"]).unique().to_owned())
            .await?;
        // Pruned by age.
        manager.create_index(index("idx_tracker_deliveries_received", "tracker_deliveries", &["received_at"])).await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in ["tracker_deliveries", "issue_links", "trackers"] {
            manager.drop_table(Table::drop().table(Alias::new(table)).to_owned()).await?;
        }
        Ok(())
    }
}
