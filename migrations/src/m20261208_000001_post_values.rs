//! What each post is worth to the business (`app/src/domain/values.rs`, docs/priorities.md).
//!
//! - `post_companies`: for each post, the companies among its upvoters and how many of each
//!   company's people upvoted it (a company counts once however many voted).
//! - `post_values`: per post, the number of those companies and the sum and maximum of their
//!   monthly revenue (cents), kept in the vote's transaction; and the team's RICE estimates
//!   (impact, confidence in percent, effort in person-months).
//! - `roadmaps.sort`: a named roadmap's cards by `votes` (as before), `revenue`, `companies` or
//!   `rice` (the Priorities view's orders).
//! - `organizations.revenue_measure` (`sum`, `average`, `max`), `organizations.rice_reach`
//!   (`votes`, `companies`, `revenue`) and `organizations.public_value` (whether public pages
//!   show the companies and revenue behind a post).

use crate::indexes::{cascade, index};
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Organizations {
    Table,
    Id,
    RevenueMeasure,
    RiceReach,
    PublicValue,
}

#[derive(DeriveIden)]
enum Roadmaps {
    Table,
    Sort,
}

#[derive(DeriveIden)]
enum Posts {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum Companies {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum PostCompanies {
    Table,
    PostId,
    CompanyId,
    OrganizationId,
    Voters,
}

#[derive(DeriveIden)]
enum PostValues {
    Table,
    PostId,
    OrganizationId,
    Companies,
    RevenueCents,
    RevenueMaxCents,
    RevenueAvgCents,
    Impact,
    Confidence,
    Effort,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [
            string_len(Organizations::RevenueMeasure, 10).default("sum").to_owned(),
            string_len(Organizations::RiceReach, 10).default("votes").to_owned(),
            boolean(Organizations::PublicValue).default(false).to_owned(),
        ] {
            manager.alter_table(Table::alter().table(Organizations::Table).add_column(column).to_owned()).await?;
        }
        manager
            .alter_table(Table::alter().table(Roadmaps::Table).add_column(string_len(Roadmaps::Sort, 10).default("votes")).to_owned())
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(PostCompanies::Table)
                    .col(big_integer(PostCompanies::PostId))
                    .col(big_integer(PostCompanies::CompanyId))
                    .col(big_integer(PostCompanies::OrganizationId))
                    .col(integer(PostCompanies::Voters))
                    .primary_key(Index::create().col(PostCompanies::PostId).col(PostCompanies::CompanyId))
                    .foreign_key(&mut cascade((PostCompanies::Table, PostCompanies::PostId), (Posts::Table, Posts::Id)))
                    .foreign_key(&mut cascade((PostCompanies::Table, PostCompanies::CompanyId), (Companies::Table, Companies::Id)))
                    .foreign_key(&mut cascade((PostCompanies::Table, PostCompanies::OrganizationId), (Organizations::Table, Organizations::Id)))
                    .to_owned(),
            )
            .await?;
        // A company's posts: when its revenue changes, the posts whose sums move; its page.
        manager.create_index(index("idx_post_companies_company", "post_companies", &["company_id", "post_id"])).await?;
        manager
            .create_table(
                Table::create()
                    .table(PostValues::Table)
                    .col(big_integer(PostValues::PostId).primary_key())
                    .col(big_integer(PostValues::OrganizationId))
                    .col(integer(PostValues::Companies).default(0))
                    .col(big_integer(PostValues::RevenueCents).default(0))
                    .col(big_integer(PostValues::RevenueMaxCents).default(0))
                    .col(big_integer(PostValues::RevenueAvgCents).default(0))
                    .col(double_null(PostValues::Impact))
                    .col(integer_null(PostValues::Confidence))
                    .col(double_null(PostValues::Effort))
                    .foreign_key(&mut cascade((PostValues::Table, PostValues::PostId), (Posts::Table, Posts::Id)))
                    .foreign_key(&mut cascade((PostValues::Table, PostValues::OrganizationId), (Organizations::Table, Organizations::Id)))
                    .to_owned(),
            )
            .await?;
        // Priorities' orders, each read in index order and cut at a page (every post has a row).
        for (name, columns) in [
            ("idx_post_values_revenue", &["organization_id", "revenue_cents", "post_id"][..]),
            ("idx_post_values_max", &["organization_id", "revenue_max_cents", "post_id"][..]),
            ("idx_post_values_average", &["organization_id", "revenue_avg_cents", "post_id"][..]),
            ("idx_post_values_companies", &["organization_id", "companies", "post_id"][..]),
            ("idx_post_values_newest", &["organization_id", "post_id"][..]),
            ("idx_post_values_estimated", &["organization_id", "effort"][..]),
        ] {
            manager.create_index(index(name, "post_values", columns)).await?;
        }
        // What the identifies so far already say.
        let db = manager.get_connection();
        db.execute_unprepared(
            "INSERT INTO post_companies (post_id, company_id, organization_id, voters) \
             SELECT v.post_id, u.company_id, v.organization_id, COUNT(*) FROM votes v JOIN users u ON u.id = v.user_id \
             WHERE v.kind = 'upvote' AND u.company_id IS NOT NULL GROUP BY v.post_id, u.company_id, v.organization_id",
        )
        .await?;
        db.execute_unprepared(
            "INSERT INTO post_values (post_id, organization_id, companies, revenue_cents, revenue_max_cents, revenue_avg_cents) \
             SELECT pc.post_id, pc.organization_id, COUNT(*), SUM(c.monthly_revenue_cents), MAX(c.monthly_revenue_cents), \
             SUM(c.monthly_revenue_cents) / COUNT(*) \
             FROM post_companies pc JOIN companies c ON c.id = pc.company_id GROUP BY pc.post_id, pc.organization_id",
        )
        .await?;
        db.execute_unprepared(
            "INSERT INTO post_values (post_id, organization_id) SELECT p.id, p.organization_id FROM posts p \
             WHERE NOT EXISTS (SELECT 1 FROM post_values v WHERE v.post_id = p.id)",
        )
        .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(PostValues::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(PostCompanies::Table).to_owned()).await?;
        manager.alter_table(Table::alter().table(Roadmaps::Table).drop_column(Roadmaps::Sort).to_owned()).await?;
        for column in [Organizations::PublicValue, Organizations::RiceReach, Organizations::RevenueMeasure] {
            manager.alter_table(Table::alter().table(Organizations::Table).drop_column(column).to_owned()).await?;
        }
        Ok(())
    }
}
