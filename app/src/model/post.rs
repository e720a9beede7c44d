//! A post's page: the post, its thread, and what the reader may do.

use super::{OrgSummary, StatusBadge, Viewer};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum VoteKind {
    Upvote,
    Downvote,
}

impl VoteKind {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Upvote => "upvote",
            Self::Downvote => "downvote",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PostDetail {
    pub id: i64,
    pub slug: String,
    pub title: String,
    /// Sanitized on the server; safe to render as HTML.
    pub description_html: Option<String>,
    /// The description's preview (as lists show it), for the page's meta description.
    pub preview: String,
    /// The first image of the description, for link previews.
    pub image: Option<String>,
    pub status: StatusBadge,
    pub bucket_name: String,
    pub submitter_name: String,
    /// ISO 8601, UTC.
    pub created_at: String,
    pub votes_count: i32,
    pub downvotes_count: i32,
    pub comments_count: i32,
    pub approved: bool,
    /// Waits for its author to confirm their e-mail address (`domain::verification`).
    #[serde(default)]
    pub waits_for_address: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CommentItem {
    pub id: i64,
    pub parent_id: Option<i64>,
    pub author_name: String,
    pub author_is_team: bool,
    /// Sanitized on the server; safe to render as HTML.
    pub body_html: String,
    /// The plain text, to edit.
    pub body_text: String,
    pub pinned: bool,
    pub internal: bool,
    /// Waiting in the moderation queue, or for its author's address (shown to the team and
    /// its author only).
    pub pending: bool,
    /// Waiting for its author to confirm their e-mail address.
    #[serde(default)]
    pub waits_for_address: bool,
    /// The status this comment announced (the team changed the status with a message).
    pub status_change: Option<String>,
    pub created_at: String,
    /// Written by the reader (who may edit it).
    pub own: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PostPage {
    pub org: OrgSummary,
    pub post: PostDetail,
    /// Pinned first, then oldest first; replies follow their parent through `parent_id`.
    pub comments: Vec<CommentItem>,
    pub viewer: Option<Viewer>,
    pub my_vote: Option<VoteKind>,
    /// Every status of the organization, for the team's moderation form (empty for others).
    pub statuses: Vec<StatusBadge>,
    /// The posts merged into this one (shown to everyone, with "Unmerge" for the team).
    pub merged: Vec<MergedPost>,
    /// For the team's "Merge into…": posts whose titles match what they searched for.
    pub merge_candidates: Option<Vec<MergeCandidate>>,
    /// The post's tags, by name.
    pub tags: Vec<String>,
    /// Every tag of the organization, for the team to choose from (empty for others).
    pub all_tags: Vec<String>,
    /// For the team: the team (user id, name) to choose an owner from, and the owner's id.
    pub team: Vec<(i64, String)>,
    pub owner_id: Option<i64>,
    /// Whether the signed-in reader gets this post's e-mails (`None`: signed out).
    pub following: Option<bool>,
    /// The published changelog entry that shipped it, the latest if several did.
    pub shipped_in: Option<super::ShippedIn>,
    /// What the post is worth: for the team, and for everyone when an admin shows it.
    pub value: Option<PostValue>,
    /// Its issues in the team's trackers (the team only).
    #[serde(default)]
    pub issues: Option<PostIssues>,
}

/// A post's issues in the organization's trackers (GitHub, Linear), and the trackers the team
/// may create or link one in.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PostIssues {
    pub links: Vec<IssueLinkItem>,
    /// The trackers turned on: their id and name.
    pub trackers: Vec<super::Choice>,
}

/// An issue linked to a post.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct IssueLinkItem {
    pub id: i64,
    /// `acme/roadmap#12`, `ENG-12`.
    pub key: String,
    pub url: String,
    pub title: String,
    /// `open`, `closed`, or a Linear workflow state.
    pub state: String,
}

/// The companies and revenue behind a post, and (for the team) its RICE estimates.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PostValue {
    pub companies: i32,
    /// By the organization's measure (`measure`: `sum`, `average`, `max`), in cents.
    pub revenue_cents: i64,
    pub measure: String,
    /// The largest of them, by name (at most ten).
    pub top_companies: Vec<String>,
    pub impact: Option<f64>,
    pub confidence: Option<i32>,
    pub effort: Option<f64>,
}

/// A post merged into another: what its page notice says.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MergedPost {
    pub id: i64,
    pub title: String,
    /// Votes and comments it brought.
    pub votes: u64,
    pub comments: u64,
    pub merged_at: String,
}

/// A post the team may merge the one they look at into.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MergeCandidate {
    pub id: i64,
    pub title: String,
    pub slug: String,
    pub votes_count: i32,
}

/// What a post address leads to: the page, or the post's current address (old slugs).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum PostLookup {
    Found(Box<PostPage>),
    MovedTo(String),
}

/// The counts after a vote, for the page to show at once.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct VoteResult {
    pub votes_count: i32,
    pub downvotes_count: i32,
    pub my_vote: Option<VoteKind>,
}

/// A post's counters after a change, as the live stream (`/{org}/live`) sends them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PostCounts {
    pub post_id: i64,
    pub votes_count: i32,
    pub downvotes_count: i32,
    pub comments_count: i32,
}

/// A post's new status, as the live stream (`/{org}/live`, `event: status`) sends it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PostStatus {
    pub post_id: i64,
    pub status: super::StatusBadge,
}

/// The reader's own page (`/{org}/me`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MyActivity {
    pub name: String,
    pub email: String,
    pub posts: Vec<MyPost>,
    pub votes: Vec<MyVote>,
    pub comments: Vec<MyComment>,
    /// The roadmaps the navigation lists.
    #[serde(default)]
    pub roadmaps: Vec<super::RoadmapLink>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MyPost {
    pub slug: String,
    pub title: String,
    pub votes_count: i32,
    pub approved: bool,
    /// Waits for its author to confirm their e-mail address.
    #[serde(default)]
    pub waits_for_address: bool,
    pub created_at: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MyVote {
    pub slug: String,
    pub title: String,
    /// `upvote` or `downvote`.
    pub kind: String,
    pub created_at: String,
    /// Held until the voter confirms their e-mail address (counted nowhere yet).
    #[serde(default)]
    pub held: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MyComment {
    pub slug: String,
    pub title: String,
    pub text: String,
    pub created_at: String,
}

/// What an unsubscribe link stops, for its page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct UnsubscribeLink {
    pub org_display_name: String,
    /// The post whose e-mails it stops, if it is about one.
    pub post_title: Option<String>,
    /// It stops every e-mail of the organization.
    pub whole: bool,
}

/// The ways a board signs people in: a password, a single-use link by e-mail, or both; and its
/// OpenID Connect providers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SignInOptions {
    pub password: bool,
    pub link: bool,
    #[serde(default)]
    pub providers: Vec<SignInProvider>,
}

impl Default for SignInOptions {
    fn default() -> Self {
        Self { password: true, link: false, providers: Vec::new() }
    }
}

/// An identity provider's sign-in button: it posts to `/{org}/oidc/{id}/start`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SignInProvider {
    pub id: i64,
    pub label: String,
}

/// A reader's e-mail settings: `instant`, `daily` or `off`, about the posts they follow and
/// (team) about new posts and moderation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MailSettings {
    pub posts: String,
    pub team: String,
    pub is_team: bool,
}
