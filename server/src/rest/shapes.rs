//! The JSON shapes of api-v3.md. The two post shapes are two serializers over one
//! `PostView`; every shape is built from batch-loaded views, never a query per row.

use app::domain::comments::CommentView;
use app::domain::posts::{self, PostView};
use app::domain::team::Member;
use app::domain::time::{human_duration, iso_in_zone, iso_utc};
use app::domain::votes::VoteView;
use app::entities::{bucket, organization, status, user};
use app::model::{StatusId, UserId};
use serde::Serialize;
use serde_json::Value;
use std::collections::HashMap;
use utoipa::ToSchema;

/// Where links point: the configured public URL and the organization's name.
#[derive(Clone, Copy)]
pub struct Links<'a> {
    pub public_url: &'a str,
    pub org: &'a organization::Model,
}

impl Links<'_> {
    pub fn post(&self, slug: &str) -> String {
        posts::url(self.public_url, &self.org.name, slug)
    }

    pub fn user(&self, id: UserId) -> String {
        format!("{}/{}/users/{id}", self.public_url, self.org.name)
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct NameEmail {
    pub name: String,
    pub email: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BucketRef {
    pub id: i64,
    pub name: String,
}

/// Post, current shape.
#[derive(Debug, Serialize, ToSchema)]
pub struct Post {
    pub id: i64,
    pub slug: String,
    pub title: String,
    pub preview: String,
    pub description: Option<String>,
    pub description_html: Option<String>,
    /// The status label, e.g. "In Progress".
    pub status: String,
    pub url: String,
    /// `approved` or `pending`.
    pub approval_status: String,
    pub submitter: NameEmail,
    pub bucket: BucketRef,
    pub votes_count: i32,
    pub downvotes_count: i32,
    pub comments_count: i32,
    /// The post's tags, by name (an addition to the specification's fields).
    pub tags: Vec<String>,
    /// The board's Trending score (an addition to the specification's fields):
    /// log10(max(votes_count − downvotes_count, 1)) + creation time in Unix seconds / 45000;
    /// `sort=trending` orders by it, highest first.
    #[schema(example = 39_431.72)]
    pub trending_score: f64,
    #[schema(example = "2026-11-21T09:05:03.120Z")]
    pub created_at: String,
    pub updated_at: String,
}

impl Post {
    pub fn new(view: PostView, links: Links<'_>) -> Self {
        let PostView { post, counts, submitter, bucket, status, tags } = view;
        Self {
            preview: app::domain::text::preview(post.description_text.as_deref().unwrap_or_default()),
            url: links.post(&post.slug),
            id: post.id.get(),
            slug: post.slug,
            title: post.title,
            description: post.description_text,
            description_html: post.description_html,
            status: status.label,
            approval_status: post.approval_status.name(),
            submitter: NameEmail { name: submitter.name, email: submitter.email },
            bucket: BucketRef { id: bucket.id.get(), name: bucket.name },
            votes_count: counts.votes_count,
            downvotes_count: counts.downvotes_count,
            comments_count: counts.comments_count,
            tags,
            trending_score: counts.trending_score,
            created_at: iso_utc(post.created_at),
            updated_at: iso_utc(post.updated_at),
        }
    }
}

/// Post, first-generation shape (submit, latest): names instead of objects, the status kind,
/// and timestamps in the organization's time zone.
#[derive(Debug, Serialize, ToSchema)]
pub struct LegacyPost {
    pub id: i64,
    pub slug: String,
    pub title: String,
    pub description: String,
    /// Addresses of the post's attached images.
    pub attachments: Vec<String>,
    /// The submitter's name.
    pub submitter: String,
    /// The status kind, e.g. `under_review`.
    pub status: String,
    /// The bucket's name.
    pub bucket: String,
    pub url: String,
    pub votes_count: i32,
    pub comments_count: i32,
    #[schema(example = "2026-11-21T09:05:03.120+00:00")]
    pub created_at: String,
    pub updated_at: String,
}

impl LegacyPost {
    pub fn new(view: PostView, attachments: Vec<String>, links: Links<'_>) -> Self {
        let PostView { post, counts, submitter, bucket, status, .. } = view;
        let zone = links.org.time_zone.as_str();
        Self {
            url: links.post(&post.slug),
            id: post.id.get(),
            slug: post.slug,
            title: post.title,
            description: post.description_text.unwrap_or_default(),
            attachments,
            submitter: submitter.name,
            status: status.kind.name(),
            bucket: bucket.name,
            votes_count: counts.votes_count,
            comments_count: counts.comments_count,
            created_at: iso_in_zone(post.created_at, zone),
            updated_at: iso_in_zone(post.updated_at, zone),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ProfilePicture {
    pub url: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CommentAuthor {
    pub id: i64,
    pub name: String,
    pub email: String,
    pub profile_picture: ProfilePicture,
    pub url: String,
    /// `customer`, or the team role: `admin`, `member`, `csm`.
    pub role: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PostRef {
    pub id: i64,
    pub url: String,
    pub title: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Comment {
    pub id: i64,
    pub comment_html: String,
    pub comment: String,
    pub parent_id: Option<i64>,
    pub feature_request: PostRef,
    pub pinned: bool,
    pub internal: bool,
    pub approval_status: String,
    pub created_at: String,
    pub updated_at: String,
    pub author: CommentAuthor,
}

impl Comment {
    pub fn new(view: CommentView, links: Links<'_>) -> Self {
        let CommentView { comment, author, author_role, post } = view;
        Self {
            id: comment.id.get(),
            comment_html: comment.body_html,
            comment: comment.body_text,
            parent_id: comment.parent_id.map(i64::from),
            feature_request: PostRef { id: post.id.get(), url: links.post(&post.slug), title: post.title },
            pinned: comment.pinned,
            internal: comment.internal,
            approval_status: comment.approval_status.name(),
            created_at: iso_utc(comment.created_at),
            updated_at: iso_utc(comment.updated_at),
            author: CommentAuthor {
                url: links.user(author.id),
                id: author.id.get(),
                name: author.name,
                email: author.email,
                profile_picture: ProfilePicture { url: author.profile_picture },
                role: author_role.map_or_else(|| "customer".to_owned(), |r| r.name()),
            },
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Customer {
    pub id: i64,
    pub name: String,
    pub email: String,
    pub blocked: bool,
    pub post_count: i32,
    pub votes_count: i32,
    pub comments_count: i32,
    /// How long ago the customer was created, e.g. "3 months".
    pub member_since: String,
    pub created_at: String,
    pub starred: bool,
    pub labels: Vec<String>,
    #[schema(value_type = Object)]
    pub custom_fields: Value,
    /// The picture's address, or null.
    pub profile_picture: Option<String>,
}

impl From<user::Model> for Customer {
    fn from(user: user::Model) -> Self {
        Self {
            member_since: human_duration(user.created_at, chrono::Utc::now()),
            id: user.id.get(),
            name: user.name,
            email: user.email,
            blocked: user.blocked,
            post_count: user.post_count,
            votes_count: user.votes_count,
            comments_count: user.comments_count,
            created_at: iso_utc(user.created_at),
            starred: user.starred,
            labels: serde_json::from_value(user.labels).unwrap_or_default(),
            custom_fields: user.custom_fields,
            profile_picture: user.profile_picture,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TeamMember {
    pub id: i64,
    pub user: NameEmail,
    pub admin: bool,
    pub role: String,
    pub created_at: String,
    pub updated_at: String,
}

impl From<Member> for TeamMember {
    fn from(Member { member, user }: Member) -> Self {
        Self {
            id: member.id,
            user: NameEmail { name: user.name, email: user.email },
            admin: member.role == app::domain::access::Role::Admin,
            role: member.role.name(),
            created_at: iso_utc(member.created_at),
            updated_at: iso_utc(member.updated_at),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct VotePost {
    pub id: i64,
    pub bucket_id: i64,
    pub title: String,
    /// The status label.
    pub status: String,
    pub approved: bool,
    pub url: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Vote {
    pub id: i64,
    /// `upvote` or `downvote`.
    pub kind: String,
    /// `web`, `api`, `import` or `admin`.
    pub source: String,
    pub created_at: String,
    pub feature_request: VotePost,
    pub user: NameEmail,
}

impl Vote {
    pub fn new(view: VoteView, statuses: &HashMap<StatusId, status::Model>, links: Links<'_>) -> Self {
        let VoteView { vote, user, post } = view;
        Self {
            id: vote.id,
            kind: vote.kind.name(),
            source: vote.source.name(),
            created_at: iso_utc(vote.created_at),
            feature_request: VotePost {
                id: post.id.get(),
                bucket_id: post.bucket_id.get(),
                url: links.post(&post.slug),
                title: post.title,
                status: statuses.get(&post.status_id).map(|s| s.label.clone()).unwrap_or_default(),
                approved: post.approval_status == app::entities::states::Approval::Approved,
            },
            user: NameEmail { name: user.name, email: user.email },
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Bucket {
    pub id: i64,
    pub name: String,
    pub slug: String,
    pub default: bool,
    pub private: bool,
    /// The bucket's board.
    pub url: String,
    pub created_at: String,
}

impl Bucket {
    pub fn new(bucket: bucket::Model, links: Links<'_>) -> Self {
        Self {
            url: if bucket.is_default {
                format!("{}/{}", links.public_url, links.org.name)
            } else {
                format!("{}/{}?bucket={}", links.public_url, links.org.name, bucket.slug)
            },
            id: bucket.id.get(),
            name: bucket.name,
            slug: bucket.slug,
            default: bucket.is_default,
            private: bucket.private,
            created_at: iso_utc(bucket.created_at),
        }
    }
}

/// An element of an import's `errors`: `{"index": 3, "email": "x@y.z", "errors": {...}}`.
#[derive(Debug, Serialize, ToSchema)]
pub struct ImportError {
    pub index: usize,
    pub email: Option<String>,
    #[schema(value_type = Object)]
    pub errors: app::domain::FieldErrors,
}

impl From<app::domain::customers::RecordError> for ImportError {
    fn from(e: app::domain::customers::RecordError) -> Self {
        Self { index: e.index, email: e.email, errors: e.errors }
    }
}

/// The answer of deleting one thing by its id.
#[derive(Debug, Serialize, ToSchema)]
pub struct Deleted {
    pub success: bool,
    /// The id of what was deleted.
    pub id: i64,
}
