//! The changelog as its pages show it.

use super::{OrgSummary, StatusBadge, Viewer};
use serde::{Deserialize, Serialize};

/// A post an entry shipped, as the reader may see it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ShippedPost {
    pub id: i64,
    pub title: String,
    pub slug: String,
    pub status: StatusBadge,
}

/// A published entry.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ChangelogEntryView {
    pub id: i64,
    pub title: String,
    /// Sanitized HTML.
    pub body_html: String,
    /// RFC 3339, UTC.
    pub published_at: String,
    /// The day of publication in the organization's time zone (`YYYY-MM-DD`; pages show it in
    /// the reader's language).
    pub date: String,
    pub posts: Vec<ShippedPost>,
}

/// `/{org}/changelog` (every published entry, a page at a time) or one entry of it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Changelog {
    pub org: OrgSummary,
    pub viewer: Option<Viewer>,
    pub entries: Vec<ChangelogEntryView>,
    pub page: u64,
    pub has_more: bool,
}

/// What a post page says of the entry that shipped it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ShippedIn {
    pub entry_id: i64,
    pub title: String,
    pub date: String,
}

/// An entry as the team edits it at `/{org}/admin/changelog`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ChangelogDraft {
    pub id: i64,
    pub title: String,
    /// Markdown, as written.
    pub body: String,
    pub published: bool,
    /// When it was first published.
    pub published_at: Option<String>,
    pub updated_at: String,
    /// The posts it ships: id and title.
    pub posts: Vec<(i64, String)>,
}

/// A post the admin page offers to ship: id, title, status label.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ChangelogCandidate {
    pub id: i64,
    pub title: String,
    pub status: String,
}

/// `/{org}/admin/changelog`: the entries, a page at a time, and the posts to choose from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AdminChangelog {
    pub entries: Vec<ChangelogDraft>,
    pub page: u64,
    pub has_more: bool,
    pub candidates: Vec<ChangelogCandidate>,
}
