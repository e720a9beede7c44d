//! The arguments of each MCP tool (`super::tools`), as the types their JSON schemas are made
//! from (`schemars`): each field's doc comment is its description in the schema an assistant
//! reads. Unknown fields are refused, so that a misspelt filter does not silently widen a
//! search.

use schemars::JsonSchema;
use serde::Deserialize;

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NoArgs {}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Page {
    /// 1-based; 1 when absent.
    pub page: Option<u64>,
}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SearchPosts {
    /// The words to look for.
    pub query: String,
    /// Only the posts of this board (its id, from `list_boards`).
    pub board_id: Option<i64>,
    /// Only the posts of this status: its name or its kind (from `list_statuses`).
    pub status: Option<String>,
    /// Only the posts carrying this tag (its name).
    pub tag: Option<String>,
    /// 1-based; 1 when absent.
    pub page: Option<u64>,
    /// Posts a page, 1 to 50; 20 when absent.
    pub per_page: Option<u64>,
}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ListPosts {
    /// Only the posts of this board (its id, from `list_boards`).
    pub board_id: Option<i64>,
    /// `approved` or `pending`.
    pub approval_status: Option<String>,
    /// Only the posts carrying every one of these tags (names).
    pub tags: Option<Vec<String>>,
    /// Only the posts these addresses submitted.
    pub submitter_emails: Option<Vec<String>>,
    /// Only the posts these addresses submitted, voted on or commented on.
    pub interactor_emails: Option<Vec<String>>,
    /// A day, YYYY-MM-DD (UTC), inclusive.
    pub from_date: Option<String>,
    /// A day, YYYY-MM-DD (UTC), inclusive.
    pub to_date: Option<String>,
    /// `top`, `trending`, `latest_created_at` (the default), `oldest_created_at`, `latest_updated_at` or `oldest_updated_at`.
    pub sort: Option<String>,
    /// 1-based; 1 when absent.
    pub page: Option<u64>,
    /// Posts a page, 1 to 50; 20 when absent.
    pub per_page: Option<u64>,
}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GetPost {
    /// The post's id.
    pub post_id: i64,
}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FindSimilar {
    /// The title of the request to compare.
    pub title: String,
}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CreatePost {
    /// The board to post in (its id, from `list_boards`).
    pub board_id: i64,
    /// 1–255 characters.
    pub title: String,
    /// The request in the customer's words (HTML allowed; sanitized).
    pub description: Option<String>,
    /// The customer's e-mail address.
    pub email: String,
    /// The customer's name, for a customer new to the organization.
    pub name: Option<String>,
    /// Where the request came from: a ticket's address, a call, a meeting (kept as an internal note).
    pub source: Option<String>,
}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct VoteOnBehalf {
    /// The post's id.
    pub post_id: i64,
    /// The customer's e-mail address.
    pub email: String,
    /// The customer's name, for a customer new to the organization.
    pub name: Option<String>,
}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AddComment {
    /// The post's id.
    pub post_id: i64,
    /// The comment, as plain text.
    pub text: String,
    /// An internal note, which only the team sees; false when absent.
    pub internal: Option<bool>,
    /// The comment of the same post this one answers.
    pub parent_id: Option<i64>,
}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ChangeStatus {
    /// The post's id.
    pub post_id: i64,
    /// The new status: its name (any letter case) or its kind.
    pub status: String,
    /// A public message posted in the thread with the change (plain text).
    pub message: Option<String>,
}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MergePosts {
    /// The duplicate, merged away.
    pub duplicate_id: i64,
    /// The post it is merged into.
    pub into_id: i64,
}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct UnmergePost {
    /// The duplicate that was merged.
    pub duplicate_id: i64,
}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TagPost {
    /// The post's id.
    pub post_id: i64,
    /// The tag's name.
    pub tag: String,
    /// Remove the tag instead of adding it; false when absent.
    pub remove: Option<bool>,
}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AssignOwner {
    /// The post's id.
    pub post_id: i64,
    /// A team member's user id; null leaves the post without an owner.
    pub owner_id: Option<i64>,
}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Moderate {
    /// What to decide on: `post:ID` or `comment:ID`, from `list_moderation_queue` (at most 50).
    pub items: Vec<String>,
    /// `approve` or `spam`.
    pub decision: String,
    /// With `spam`: block their authors too; false when absent.
    pub block_authors: Option<bool>,
}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct WriteChangelogDraft {
    /// A draft to change; a new draft when absent.
    pub id: Option<i64>,
    /// 1–200 characters; required for a new draft.
    pub title: Option<String>,
    /// Markdown.
    pub body: Option<String>,
    /// The posts it ships (their ids), replacing those it named.
    pub post_ids: Option<Vec<i64>>,
}
