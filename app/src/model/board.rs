//! The public board: what the page shows and how it is sorted.

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

    pub fn label(self) -> &'static str {
        match self {
            Self::Trending => "Trending",
            Self::Top => "Top",
            Self::New => "New",
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
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OrgSummary {
    pub name: String,
    pub display_name: String,
    pub description: String,
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
