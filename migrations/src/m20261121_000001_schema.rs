//! The whole data model: organizations, their statuses and buckets, users and team members,
//! posts with their slug history, votes, comments, attachments and browser sessions.
//!
//! Every filter and sort of the API and the board has an index here. Counters on posts and
//! users are denormalized and kept in step by the domain layer inside the same transaction.

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Organizations {
    Table,
    Id,
    Name,
    DisplayName,
    Description,
    Url,
    ProfilePicture,
    TimeZone,
    ApiKeyHash,
    SsoSecret,
    RequireApproval,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum Statuses {
    Table,
    Id,
    OrganizationId,
    Label,
    Kind,
    Color,
    Position,
    OnRoadmap,
    IsDefault,
}

#[derive(DeriveIden)]
enum Buckets {
    Table,
    Id,
    OrganizationId,
    Name,
    Slug,
    Private,
    IsDefault,
    Position,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
    OrganizationId,
    Name,
    Email,
    EmailKey,
    PasswordHash,
    Blocked,
    Starred,
    Labels,
    CustomFields,
    ProfilePicture,
    PostCount,
    VotesCount,
    CommentsCount,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum TeamMembers {
    Table,
    Id,
    OrganizationId,
    UserId,
    Role,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum Posts {
    Table,
    Id,
    OrganizationId,
    BucketId,
    SubmitterId,
    Title,
    Slug,
    DescriptionHtml,
    DescriptionText,
    StatusId,
    ApprovalStatus,
    Hidden,
    MergedIntoId,
    VotesCount,
    DownvotesCount,
    CommentsCount,
    TrendingScore,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum PostSlugs {
    Table,
    Id,
    OrganizationId,
    PostId,
    Slug,
    CreatedAt,
}

#[derive(DeriveIden)]
enum Votes {
    Table,
    Id,
    OrganizationId,
    PostId,
    UserId,
    Kind,
    Source,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum Comments {
    Table,
    Id,
    OrganizationId,
    PostId,
    ParentId,
    AuthorId,
    BodyHtml,
    BodyText,
    Pinned,
    Internal,
    ApprovalStatus,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum Attachments {
    Table,
    Id,
    OrganizationId,
    PostId,
    CommentId,
    UploaderId,
    StorageKey,
    FileName,
    ContentType,
    ByteSize,
    CreatedAt,
}

#[derive(DeriveIden)]
enum Sessions {
    Table,
    Id,
    TokenHash,
    OrganizationId,
    UserId,
    CsrfToken,
    CreatedAt,
    ExpiresAt,
}

fn fk(
    from_table: impl IntoIden,
    from_col: impl IntoIden,
    to_table: impl IntoIden,
    to_col: impl IntoIden,
    on_delete: ForeignKeyAction,
) -> ForeignKeyCreateStatement {
    ForeignKey::create()
        .from(from_table, from_col)
        .to(to_table, to_col)
        .on_delete(on_delete)
        .on_update(ForeignKeyAction::NoAction)
        .take()
}

fn index(name: &str, table: impl IntoIden, columns: &[&'static str]) -> IndexCreateStatement {
    let mut stmt = Index::create();
    stmt.name(name).table(table).if_not_exists();
    for column in columns {
        stmt.col(Alias::new(*column));
    }
    stmt.take()
}

fn unique(name: &str, table: impl IntoIden, columns: &[&'static str]) -> IndexCreateStatement {
    let mut stmt = index(name, table, columns);
    stmt.unique();
    stmt
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use ForeignKeyAction::{Cascade, SetNull};

        manager
            .create_table(
                Table::create()
                    .table(Organizations::Table)
                    .col(big_pk_auto(Organizations::Id))
                    .col(string_len_uniq(Organizations::Name, 40))
                    .col(string_len(Organizations::DisplayName, 120))
                    .col(text(Organizations::Description).default(""))
                    .col(text_null(Organizations::Url))
                    .col(text_null(Organizations::ProfilePicture))
                    .col(string_len(Organizations::TimeZone, 64).default("UTC"))
                    .col(string_len_null(Organizations::ApiKeyHash, 64).unique_key())
                    .col(string_len(Organizations::SsoSecret, 128))
                    .col(boolean(Organizations::RequireApproval).default(false))
                    .col(timestamp_with_time_zone(Organizations::CreatedAt))
                    .col(timestamp_with_time_zone(Organizations::UpdatedAt))
                    .to_owned(),
            )
            .await?;

        manager
            .create_table(
                Table::create()
                    .table(Statuses::Table)
                    .col(big_pk_auto(Statuses::Id))
                    .col(big_integer(Statuses::OrganizationId))
                    .col(string_len(Statuses::Label, 60))
                    .col(string_len(Statuses::Kind, 20))
                    .col(string_len(Statuses::Color, 16))
                    .col(integer(Statuses::Position))
                    .col(boolean(Statuses::OnRoadmap))
                    .col(boolean(Statuses::IsDefault).default(false))
                    .foreign_key(&mut fk(Statuses::Table, Statuses::OrganizationId, Organizations::Table, Organizations::Id, Cascade))
                    .to_owned(),
            )
            .await?;
        manager.create_index(index("idx_statuses_org_position", Statuses::Table, &["organization_id", "position"])).await?;

        manager
            .create_table(
                Table::create()
                    .table(Buckets::Table)
                    .col(big_pk_auto(Buckets::Id))
                    .col(big_integer(Buckets::OrganizationId))
                    .col(string_len(Buckets::Name, 80))
                    .col(string_len(Buckets::Slug, 80))
                    .col(boolean(Buckets::Private).default(false))
                    .col(boolean(Buckets::IsDefault).default(false))
                    .col(integer(Buckets::Position).default(0))
                    .col(timestamp_with_time_zone(Buckets::CreatedAt))
                    .col(timestamp_with_time_zone(Buckets::UpdatedAt))
                    .foreign_key(&mut fk(Buckets::Table, Buckets::OrganizationId, Organizations::Table, Organizations::Id, Cascade))
                    .to_owned(),
            )
            .await?;
        manager.create_index(unique("uq_buckets_org_slug", Buckets::Table, &["organization_id", "slug"])).await?;

        manager
            .create_table(
                Table::create()
                    .table(Users::Table)
                    .col(big_pk_auto(Users::Id))
                    .col(big_integer(Users::OrganizationId))
                    .col(string_len(Users::Name, 120))
                    .col(string_len(Users::Email, 254))
                    // The lower-cased e-mail: unique per organization, the way users are found.
                    .col(string_len(Users::EmailKey, 254))
                    .col(text_null(Users::PasswordHash))
                    .col(boolean(Users::Blocked).default(false))
                    .col(boolean(Users::Starred).default(false))
                    .col(json(Users::Labels))
                    .col(json(Users::CustomFields))
                    .col(text_null(Users::ProfilePicture))
                    .col(integer(Users::PostCount).default(0))
                    .col(integer(Users::VotesCount).default(0))
                    .col(integer(Users::CommentsCount).default(0))
                    .col(timestamp_with_time_zone(Users::CreatedAt))
                    .col(timestamp_with_time_zone(Users::UpdatedAt))
                    .foreign_key(&mut fk(Users::Table, Users::OrganizationId, Organizations::Table, Organizations::Id, Cascade))
                    .to_owned(),
            )
            .await?;
        manager.create_index(unique("uq_users_org_email", Users::Table, &["organization_id", "email_key"])).await?;
        manager.create_index(index("idx_users_org_created", Users::Table, &["organization_id", "created_at"])).await?;

        manager
            .create_table(
                Table::create()
                    .table(TeamMembers::Table)
                    .col(big_pk_auto(TeamMembers::Id))
                    .col(big_integer(TeamMembers::OrganizationId))
                    .col(big_integer_uniq(TeamMembers::UserId))
                    .col(string_len(TeamMembers::Role, 16))
                    .col(timestamp_with_time_zone(TeamMembers::CreatedAt))
                    .col(timestamp_with_time_zone(TeamMembers::UpdatedAt))
                    .foreign_key(&mut fk(TeamMembers::Table, TeamMembers::OrganizationId, Organizations::Table, Organizations::Id, Cascade))
                    .foreign_key(&mut fk(TeamMembers::Table, TeamMembers::UserId, Users::Table, Users::Id, Cascade))
                    .to_owned(),
            )
            .await?;
        manager.create_index(index("idx_team_members_org_role", TeamMembers::Table, &["organization_id", "role", "id"])).await?;

        manager
            .create_table(
                Table::create()
                    .table(Posts::Table)
                    .col(big_pk_auto(Posts::Id))
                    .col(big_integer(Posts::OrganizationId))
                    .col(big_integer(Posts::BucketId))
                    .col(big_integer(Posts::SubmitterId))
                    .col(string_len(Posts::Title, 255))
                    .col(string_len(Posts::Slug, 100))
                    .col(text_null(Posts::DescriptionHtml))
                    .col(text_null(Posts::DescriptionText))
                    .col(big_integer(Posts::StatusId))
                    .col(string_len(Posts::ApprovalStatus, 16))
                    .col(boolean(Posts::Hidden).default(false))
                    .col(big_integer_null(Posts::MergedIntoId))
                    .col(integer(Posts::VotesCount).default(0))
                    .col(integer(Posts::DownvotesCount).default(0))
                    .col(integer(Posts::CommentsCount).default(0))
                    .col(double(Posts::TrendingScore).default(0.0))
                    .col(timestamp_with_time_zone(Posts::CreatedAt))
                    .col(timestamp_with_time_zone(Posts::UpdatedAt))
                    .foreign_key(&mut fk(Posts::Table, Posts::OrganizationId, Organizations::Table, Organizations::Id, Cascade))
                    .foreign_key(&mut fk(Posts::Table, Posts::BucketId, Buckets::Table, Buckets::Id, Cascade))
                    .foreign_key(&mut fk(Posts::Table, Posts::SubmitterId, Users::Table, Users::Id, Cascade))
                    .foreign_key(&mut fk(Posts::Table, Posts::StatusId, Statuses::Table, Statuses::Id, Cascade))
                    .foreign_key(&mut fk(Posts::Table, Posts::MergedIntoId, Posts::Table, Posts::Id, SetNull))
                    .to_owned(),
            )
            .await?;
        for stmt in [
            unique("uq_posts_org_slug", Posts::Table, &["organization_id", "slug"]),
            // Organization-wide lists (API without bucket_id): each sort, newest id breaking ties.
            index("idx_posts_org_top", Posts::Table, &["organization_id", "hidden", "votes_count", "id"]),
            index("idx_posts_org_created", Posts::Table, &["organization_id", "hidden", "created_at"]),
            index("idx_posts_org_updated", Posts::Table, &["organization_id", "hidden", "updated_at"]),
            index("idx_posts_org_trending", Posts::Table, &["organization_id", "hidden", "trending_score"]),
            index("idx_posts_org_approval", Posts::Table, &["organization_id", "approval_status", "created_at"]),
            // One board (bucket): the same sorts.
            index("idx_posts_bucket_top", Posts::Table, &["bucket_id", "hidden", "votes_count", "id"]),
            index("idx_posts_bucket_created", Posts::Table, &["bucket_id", "hidden", "created_at"]),
            index("idx_posts_bucket_updated", Posts::Table, &["bucket_id", "hidden", "updated_at"]),
            index("idx_posts_bucket_trending", Posts::Table, &["bucket_id", "hidden", "trending_score"]),
            index("idx_posts_submitter", Posts::Table, &["submitter_id", "created_at"]),
            index("idx_posts_status", Posts::Table, &["status_id", "votes_count"]),
            index("idx_posts_merged_into", Posts::Table, &["merged_into_id"]),
        ] {
            manager.create_index(stmt).await?;
        }

        manager
            .create_table(
                Table::create()
                    .table(PostSlugs::Table)
                    .col(big_pk_auto(PostSlugs::Id))
                    .col(big_integer(PostSlugs::OrganizationId))
                    .col(big_integer(PostSlugs::PostId))
                    .col(string_len(PostSlugs::Slug, 100))
                    .col(timestamp_with_time_zone(PostSlugs::CreatedAt))
                    .foreign_key(&mut fk(PostSlugs::Table, PostSlugs::PostId, Posts::Table, Posts::Id, Cascade))
                    .to_owned(),
            )
            .await?;
        manager.create_index(unique("uq_post_slugs_org_slug", PostSlugs::Table, &["organization_id", "slug"])).await?;
        manager.create_index(index("idx_post_slugs_post", PostSlugs::Table, &["post_id"])).await?;

        manager
            .create_table(
                Table::create()
                    .table(Votes::Table)
                    .col(big_pk_auto(Votes::Id))
                    .col(big_integer(Votes::OrganizationId))
                    .col(big_integer(Votes::PostId))
                    .col(big_integer(Votes::UserId))
                    .col(string_len(Votes::Kind, 16))
                    .col(string_len(Votes::Source, 16))
                    .col(timestamp_with_time_zone(Votes::CreatedAt))
                    .col(timestamp_with_time_zone(Votes::UpdatedAt))
                    .foreign_key(&mut fk(Votes::Table, Votes::PostId, Posts::Table, Posts::Id, Cascade))
                    .foreign_key(&mut fk(Votes::Table, Votes::UserId, Users::Table, Users::Id, Cascade))
                    .to_owned(),
            )
            .await?;
        for stmt in [
            unique("uq_votes_post_user", Votes::Table, &["post_id", "user_id"]),
            index("idx_votes_post_kind_created", Votes::Table, &["post_id", "kind", "created_at"]),
            index("idx_votes_org_kind_created", Votes::Table, &["organization_id", "kind", "created_at"]),
            index("idx_votes_user", Votes::Table, &["user_id", "post_id"]),
        ] {
            manager.create_index(stmt).await?;
        }

        manager
            .create_table(
                Table::create()
                    .table(Comments::Table)
                    .col(big_pk_auto(Comments::Id))
                    .col(big_integer(Comments::OrganizationId))
                    .col(big_integer(Comments::PostId))
                    .col(big_integer_null(Comments::ParentId))
                    .col(big_integer(Comments::AuthorId))
                    .col(text(Comments::BodyHtml))
                    .col(text(Comments::BodyText))
                    .col(boolean(Comments::Pinned).default(false))
                    .col(boolean(Comments::Internal).default(false))
                    .col(string_len(Comments::ApprovalStatus, 16))
                    .col(timestamp_with_time_zone(Comments::CreatedAt))
                    .col(timestamp_with_time_zone(Comments::UpdatedAt))
                    .foreign_key(&mut fk(Comments::Table, Comments::PostId, Posts::Table, Posts::Id, Cascade))
                    .foreign_key(&mut fk(Comments::Table, Comments::ParentId, Comments::Table, Comments::Id, Cascade))
                    .foreign_key(&mut fk(Comments::Table, Comments::AuthorId, Users::Table, Users::Id, Cascade))
                    .to_owned(),
            )
            .await?;
        for stmt in [
            index("idx_comments_post_created", Comments::Table, &["post_id", "created_at"]),
            index("idx_comments_org_created", Comments::Table, &["organization_id", "created_at"]),
            index("idx_comments_author", Comments::Table, &["author_id", "post_id"]),
            index("idx_comments_parent", Comments::Table, &["parent_id"]),
        ] {
            manager.create_index(stmt).await?;
        }

        manager
            .create_table(
                Table::create()
                    .table(Attachments::Table)
                    .col(big_pk_auto(Attachments::Id))
                    .col(big_integer(Attachments::OrganizationId))
                    .col(big_integer_null(Attachments::PostId))
                    .col(big_integer_null(Attachments::CommentId))
                    .col(big_integer_null(Attachments::UploaderId))
                    .col(string_len_uniq(Attachments::StorageKey, 200))
                    .col(string_len(Attachments::FileName, 255))
                    .col(string_len(Attachments::ContentType, 64))
                    .col(big_integer(Attachments::ByteSize))
                    .col(timestamp_with_time_zone(Attachments::CreatedAt))
                    .foreign_key(&mut fk(Attachments::Table, Attachments::OrganizationId, Organizations::Table, Organizations::Id, Cascade))
                    .foreign_key(&mut fk(Attachments::Table, Attachments::PostId, Posts::Table, Posts::Id, Cascade))
                    .foreign_key(&mut fk(Attachments::Table, Attachments::CommentId, Comments::Table, Comments::Id, Cascade))
                    .foreign_key(&mut fk(Attachments::Table, Attachments::UploaderId, Users::Table, Users::Id, SetNull))
                    .to_owned(),
            )
            .await?;
        manager.create_index(index("idx_attachments_post", Attachments::Table, &["post_id"])).await?;
        manager.create_index(index("idx_attachments_comment", Attachments::Table, &["comment_id"])).await?;

        manager
            .create_table(
                Table::create()
                    .table(Sessions::Table)
                    .col(big_pk_auto(Sessions::Id))
                    // Only a hash of the cookie's token is stored, as for API keys.
                    .col(string_len_uniq(Sessions::TokenHash, 64))
                    .col(big_integer(Sessions::OrganizationId))
                    .col(big_integer(Sessions::UserId))
                    .col(string_len(Sessions::CsrfToken, 64))
                    .col(timestamp_with_time_zone(Sessions::CreatedAt))
                    .col(timestamp_with_time_zone(Sessions::ExpiresAt))
                    .foreign_key(&mut fk(Sessions::Table, Sessions::UserId, Users::Table, Users::Id, Cascade))
                    .to_owned(),
            )
            .await?;
        manager.create_index(index("idx_sessions_user", Sessions::Table, &["user_id"])).await?;
        manager.create_index(index("idx_sessions_expires", Sessions::Table, &["expires_at"])).await?;

        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            Sessions::Table.into_iden(),
            Attachments::Table.into_iden(),
            Comments::Table.into_iden(),
            Votes::Table.into_iden(),
            PostSlugs::Table.into_iden(),
            Posts::Table.into_iden(),
            TeamMembers::Table.into_iden(),
            Users::Table.into_iden(),
            Buckets::Table.into_iden(),
            Statuses::Table.into_iden(),
            Organizations::Table.into_iden(),
        ] {
            manager.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
