//! UserVoice's CSV exports (docs/import.md, "From UserVoice"): the full suggestions export, one
//! row per suggestion and voter (the suggestion's columns repeated on each of its voters' rows),
//! and, optionally, the comments export.
//!
//! Columns are found by their header, whatever its case, spaces or underscores (`ideaId`,
//! `Idea ID` and `idea_id` are one), so that both UserVoice's field names and a spreadsheet's
//! reworded headers read. The suggestions file needs the idea's id and title; everything else
//! is taken when present:
//!
//! - the idea: `ideaId` (or `id`), `ideaTitle` (`title`), `ideaDescription` (`description`,
//!   plain text), `ideaCreatorEmailAddress` and `ideaCreatorName` (its author), `forumName` (its
//!   board; "Feedback" when empty), `labels` (its tags, comma-separated), `publicStatusName`
//!   (its status), `moderationState` (`pending` or `awaiting moderation`: waiting for approval
//!   here; `spam`: not taken), `createdTimestamp` (UTC, `2025-07-21 03:37:03` or RFC 3339);
//! - the status's message (`publicStatusUpdateMessage`, by `publicStatusCreatorEmailAddress` at
//!   `publicStatusUpdatedTimestamp`): a pinned comment of its writer;
//! - the row's voter: `userEmailAddress` and `userName`, the vote's date `linkedIdeaCreationDate`
//!   (the idea's when absent);
//! - comments: `suggestionId` (or `ideaId`), `text` (`body`), `userEmail` (`userEmailAddress`),
//!   `userName`, `createdAt` (`createdTimestamp`).
//!
//! Memory stays bounded by the largest suggestion ([`super::tables`]).

use super::tables::{self, Columns, Indexed, digest, person};
use super::{Reader, SourceError, date};
use app::domain::import::{Board, Bundle, Comment, Post, Undated, Vote};
use app::entities::states::VoteKind;
use std::collections::HashSet;
use std::path::Path;

/// UserVoice's usual statuses, where their words would not find the status here of their kind
/// (`--status` overrides them).
pub fn status_fallbacks() -> Vec<(String, String)> {
    [
        ("active", "under_review"),
        ("under review", "under_review"),
        ("planned", "planned"),
        ("started", "in_progress"),
        ("completed", "completed"),
        ("declined", "closed"),
    ]
    .iter()
    .map(|(from, to)| ((*from).to_owned(), (*to).to_owned()))
    .collect()
}

/// The board of a suggestion whose forum has no name.
const NO_FORUM: &str = "Feedback";

const IDEA_ID: &[&str] = &["ideaid", "id", "suggestionid"];
const TITLE: &[&str] = &["ideatitle", "title", "suggestiontitle"];
const DESCRIPTION: &[&str] = &["ideadescription", "description", "text"];
const AUTHOR_EMAIL: &[&str] = &["ideacreatoremailaddress", "creatoremail", "creatoremailaddress"];
const AUTHOR_NAME: &[&str] = &["ideacreatorname", "creatorname"];
const FORUM: &[&str] = &["forumname", "forum"];
const LABELS: &[&str] = &["labels", "tags"];
const STATUS: &[&str] = &["publicstatusname", "status"];
const MODERATION: &[&str] = &["moderationstate"];
const CREATED: &[&str] = &["createdtimestamp", "createdat", "created"];
const RESPONSE: &[&str] = &["publicstatusupdatemessage"];
const RESPONSE_AT: &[&str] = &["publicstatusupdatedtimestamp"];
const RESPONSE_BY: &[&str] = &["publicstatuscreatoremailaddress"];
const VOTER_EMAIL: &[&str] = &["useremailaddress", "voteremail"];
const VOTER_NAME: &[&str] = &["username", "votername"];
const VOTED_AT: &[&str] = &["linkedideacreationdate", "votedat"];
const COMMENT_IDEA: &[&str] = &["suggestionid", "ideaid"];
const COMMENT_TEXT: &[&str] = &["text", "body", "comment"];
const COMMENT_EMAIL: &[&str] = &["useremail", "useremailaddress", "email"];
const COMMENT_NAME: &[&str] = &["username", "name"];
const COMMENT_AT: &[&str] = &["createdat", "createdtimestamp", "created"];

/// The exports, indexed.
pub struct Source {
    name: String,
    suggestions: Indexed,
    /// The suggestions in the order of their first row.
    order: Vec<String>,
    boards: Vec<Board>,
    comments: Option<Indexed>,
}

impl Source {
    /// Indexes the suggestions export (and the comments export, when given).
    pub fn open(suggestions: &Path, comments: Option<&Path>) -> Result<Self, SourceError> {
        let (suggestions, order) = Indexed::open(suggestions, &[(IDEA_ID, "ideaId"), (TITLE, "ideaTitle")], |c, row| c.get(row, IDEA_ID).to_owned())?;
        let comments = comments
            .map(|path| Indexed::open(path, &[(COMMENT_IDEA, "suggestionId"), (COMMENT_TEXT, "text")], |c, row| c.get(row, COMMENT_IDEA).to_owned()))
            .transpose()?
            .map(|(file, _)| file);
        let name = format!("uservoice {}", suggestions.path().file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default());
        let boards = tables::boards(&suggestions, &order, forum)?;
        Ok(Self { name, suggestions, order, boards, comments })
    }

    fn post(&self, id: &str, row: &csv::StringRecord) -> Option<Post> {
        let c = &self.suggestions.columns;
        let moderation = c.get(row, MODERATION).to_lowercase();
        if moderation == "spam" {
            return None;
        }
        let description = c.get(row, DESCRIPTION);
        let mut problems = Vec::new();
        let created_at = date(c.get(row, CREATED), Undated::Imported, &mut problems, || format!("post {id}"));
        Some(Post {
            id: id.to_owned(),
            board: forum(c, row).to_lowercase(),
            title: c.get(row, TITLE).to_owned(),
            description_html: (!description.is_empty()).then(|| app::domain::text::text_to_html(description)),
            status: c.get(row, STATUS).to_owned(),
            approved: !matches!(moderation.as_str(), "pending" | "awaiting moderation"),
            author: person(c.get(row, AUTHOR_EMAIL), c.get(row, AUTHOR_NAME)),
            tags: c.get(row, LABELS).split(',').map(str::trim).filter(|t| !t.is_empty()).map(str::to_owned).collect(),
            images: Vec::new(),
            created_at,
            problems,
        })
    }
}

fn forum(columns: &Columns, row: &csv::StringRecord) -> String {
    match columns.get(row, FORUM) {
        "" => NO_FORUM.to_owned(),
        forum => forum.to_owned(),
    }
}

impl tables::Export for Source {
    /// The forums, as boards.
    fn boards(&self) -> Vec<Board> {
        self.boards.clone()
    }

    /// How many suggestions the export holds.
    fn count(&self) -> usize {
        self.order.len()
    }

    /// The suggestions `from..from + n`, as posts (a suggestion marked spam is left out).
    fn posts(&self, from: usize, n: usize) -> Result<Vec<Post>, SourceError> {
        let mut posts = Vec::new();
        for id in self.order.iter().skip(from).take(n) {
            if let Some(row) = self.suggestions.first_of(id)?
                && let Some(post) = self.post(id, &row)
            {
                posts.push(post);
            }
        }
        Ok(posts)
    }
}

impl Reader for Source {
    fn name(&self) -> String {
        self.name.clone()
    }

    async fn bundle(&self, mut post: Post) -> Result<Bundle, SourceError> {
        for file in std::iter::once(&self.suggestions).chain(&self.comments) {
            file.note_lossy(&mut post);
        }
        let c = &self.suggestions.columns;
        let rows = self.suggestions.rows_of(&post.id)?;
        let mut votes = Vec::new();
        let mut voted = HashSet::new();
        for row in &rows {
            let email = c.get(row, VOTER_EMAIL);
            if email.is_empty() || !voted.insert(email.to_lowercase()) {
                continue;
            }
            let at = date(c.get(row, VOTED_AT), Undated::AsPost(post.created_at), &mut post.problems, || format!("a vote on post {}", post.id));
            votes.push(Vote { voter: person(email, c.get(row, VOTER_NAME)), kind: VoteKind::Upvote, created_at: at });
        }
        let mut comments = Vec::new();
        if let Some(first) = rows.first() {
            let response = c.get(first, RESPONSE);
            if !response.is_empty() {
                let by = c.get(first, RESPONSE_BY);
                let id = format!("response:{}", digest(&[&post.id, by, response]));
                let record = || format!("comment {id} of post {}", post.id);
                let at = date(c.get(first, RESPONSE_AT), Undated::AsPost(post.created_at), &mut post.problems, record);
                comments.push(Comment {
                    id,
                    parent: None,
                    author: person(by, ""),
                    body_html: app::domain::text::text_to_html(response),
                    internal: false,
                    pinned: true,
                    approved: true,
                    images: Vec::new(),
                    created_at: at,
                });
            }
        }
        if let Some(file) = &self.comments {
            for row in file.rows_of(&post.id)? {
                let text = file.columns.get(&row, COMMENT_TEXT);
                if text.is_empty() {
                    continue;
                }
                let (email, at) = (file.columns.get(&row, COMMENT_EMAIL), file.columns.get(&row, COMMENT_AT));
                let id = digest(&[&post.id, email, at, text]);
                let record = || format!("comment {id} of post {}", post.id);
                let at = date(at, Undated::AsPost(post.created_at), &mut post.problems, record);
                comments.push(Comment {
                    id,
                    parent: None,
                    author: person(email, file.columns.get(&row, COMMENT_NAME)),
                    body_html: app::domain::text::text_to_html(text),
                    internal: false,
                    pinned: false,
                    approved: true,
                    images: Vec::new(),
                    created_at: at,
                });
            }
        }
        Ok(Bundle { post, votes, comments })
    }
}
