//! The public board: what the page shows and how it is sorted.

use super::OrgSummary;
use serde::{Deserialize, Serialize};

/// Orders of the board. `Trending` weighs votes by recency; the score is stored per post
/// and indexed, so every order is an index scan.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BoardSort {
    #[default]
    Trending,
    Top,
    New,
}

impl BoardSort {
    pub const ALL: [BoardSort; 3] = [BoardSort::Trending, BoardSort::Top, BoardSort::New];

    /// Reads the `sort` query parameter; anything unknown falls back to the default order.
    pub fn from_query(value: Option<&str>) -> Self {
        match value {
            Some("top") => Self::Top,
            Some("new") => Self::New,
            _ => Self::Trending,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Trending => "trending",
            Self::Top => "top",
            Self::New => "new",
        }
    }

    /// The id of the sort's name in the catalogues (`app/locales`).
    pub fn message_id(self) -> &'static str {
        match self {
            Self::Trending => "sort-trending",
            Self::Top => "sort-top",
            Self::New => "sort-new",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BucketTab {
    pub id: i64,
    pub name: String,
    pub slug: String,
    pub is_default: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StatusBadge {
    pub label: String,
    /// `under_review`, `planned`, `in_progress`, `completed` or `closed`.
    pub kind: String,
    pub color: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PostCard {
    pub id: i64,
    pub slug: String,
    pub title: String,
    pub preview: String,
    pub status: StatusBadge,
    pub votes_count: i32,
    pub comments_count: i32,
    /// On the Trending board: how the card's place was computed ("Why here?").
    pub why: Option<WhyHere>,
}

/// Why a card sits where it does on the Trending board: its votes, its age, the score they
/// make (relative to a post made now: `domain::posts::Breakdown`) and its neighbours' scores.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WhyHere {
    pub upvotes: i32,
    pub downvotes: i32,
    pub votes_part: f64,
    pub age_part: f64,
    pub age_seconds: i64,
    pub score: f64,
    /// The score of the post just above (on the previous page for the first card); `None`
    /// at the top.
    pub above: Option<f64>,
    /// The score of the post just below (on the next page for the last card); `None` at the
    /// bottom.
    pub below: Option<f64>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Board {
    pub org: OrgSummary,
    pub buckets: Vec<BucketTab>,
    pub bucket: BucketTab,
    pub sort: BoardSort,
    pub posts: Vec<PostCard>,
    /// 1-based.
    pub page: u64,
    /// Whether a next page exists (found by reading one post more than a page, not by counting).
    pub has_more: bool,
    /// The signed-in reader, if any.
    pub viewer: Option<super::Viewer>,
    /// The search, when the board shows search results.
    pub query: Option<String>,
    /// Every status, to filter by.
    pub statuses: Vec<StatusFilter>,
    /// The status the board is filtered to (its `slug`), if any.
    pub status: Option<String>,
    /// The tag the board is filtered to (its name), if any.
    pub tag: Option<String>,
}

/// A status as the board's filter offers it: `?status={slug}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StatusFilter {
    pub slug: String,
    pub label: String,
}

/// Which view of a board an address shows; every part but the organization is optional.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BoardQuery {
    /// A bucket's slug; the default bucket when `None`.
    pub bucket: Option<String>,
    pub sort: BoardSort,
    /// 1-based.
    pub page: u64,
    pub q: Option<String>,
    /// A status's slug.
    pub status: Option<String>,
    /// A tag's name.
    pub tag: Option<String>,
}

impl BoardQuery {
    /// The address of this view of `org`'s board, leaving defaults out of the query string.
    pub fn href(&self, org: &str) -> String {
        let mut query = Vec::new();
        if let Some(q) = &self.q {
            query.push(format!("q={}", encode_query_value(q)));
        }
        if let Some(bucket) = &self.bucket {
            query.push(format!("bucket={}", encode_query_value(bucket)));
        }
        if let Some(status) = &self.status {
            query.push(format!("status={}", encode_query_value(status)));
        }
        if let Some(tag) = &self.tag {
            query.push(format!("tag={}", encode_query_value(tag)));
        }
        if self.sort != BoardSort::default() {
            query.push(format!("sort={}", self.sort.as_str()));
        }
        if self.page > 1 {
            query.push(format!("page={}", self.page));
        }
        if query.is_empty() { format!("/{org}") } else { format!("/{org}?{}", query.join("&")) }
    }
}

/// Percent-encodes a query value (`/` may stay as it is in a query; a space becomes `+`).
pub fn encode_query_value(value: &str) -> String {
    let mut out = String::new();
    for byte in value.bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' | b'/' => out.push(byte as char),
            b' ' => out.push('+'),
            _ => out.push_str(&format!("%{byte:02X}")),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_addresses_leave_defaults_out() {
        let view = |bucket: Option<&str>, sort, page, q: Option<&str>, status: Option<&str>| BoardQuery {
            bucket: bucket.map(str::to_owned),
            sort,
            page,
            q: q.map(str::to_owned),
            status: status.map(str::to_owned),
            tag: None,
        };
        assert_eq!(view(None, BoardSort::Trending, 1, None, None).href("acme"), "/acme");
        assert_eq!(view(None, BoardSort::Top, 1, None, None).href("acme"), "/acme?sort=top");
        assert_eq!(view(Some("bugs"), BoardSort::New, 3, None, None).href("acme"), "/acme?bucket=bugs&sort=new&page=3");
        assert_eq!(view(None, BoardSort::Trending, 2, Some("dark & mode"), None).href("acme"), "/acme?q=dark+%26+mode&page=2");
        assert_eq!(view(None, BoardSort::Top, 1, None, Some("in-progress")).href("acme"), "/acme?status=in-progress&sort=top");
    }
}

/// How many posts one page of the board shows.
pub const BOARD_PAGE_SIZE: u64 = 30;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoadmapColumn {
    pub status: StatusBadge,
    pub posts: Vec<PostCard>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Roadmap {
    pub org: OrgSummary,
    /// Which roadmap: the main one (empty slug and name) or a named one.
    pub roadmap: super::RoadmapLink,
    /// Hidden from everyone but the team, who are seeing it.
    pub hidden: bool,
    /// Completed posts of this many last days only.
    pub completed_days: Option<i32>,
    /// The boards it may be filtered to (its boards, when it has more than one).
    pub buckets: Vec<BucketTab>,
    /// The board the roadmap is filtered to, if any.
    pub bucket: Option<BucketTab>,
    pub columns: Vec<RoadmapColumn>,
    pub viewer: Option<super::Viewer>,
}

/// What the submit page needs: the boards a post can go to.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NewPostForm {
    pub org: OrgSummary,
    pub buckets: Vec<BucketTab>,
    pub viewer: Option<super::Viewer>,
    pub require_approval: bool,
}
