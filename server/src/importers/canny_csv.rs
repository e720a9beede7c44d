//! Canny's CSV exports (docs/import.md, "From Canny's CSV export"): the posts export, and,
//! when given, a votes export and a comments export. Canny words its columns for people, and a
//! team often reworks an export in a spreadsheet first, so every column is found by its header
//! ([`super::tables`]) among the names listed here; only the posts' `Title` is required.
//!
//! A vote or comment names its post by `Post ID`, or by `Post Title` (with `Board` when titles
//! repeat across boards); a post without an `ID` column is known by its board and title.

use super::tables::{self, Columns, Indexed, digest, person, yes};
use super::{Reader, SourceError, date};
use app::domain::import::{Board, Bundle, Comment, Post, Undated, Vote};
use app::entities::states::VoteKind;
use std::collections::{HashMap, HashSet};
use std::path::Path;

/// The board of a post whose export names none.
const NO_BOARD: &str = "Feedback";

const ID: &[&str] = &["id", "postid"];
const TITLE: &[&str] = &["title", "posttitle"];
const DETAILS: &[&str] = &["details", "description", "body"];
const BOARD: &[&str] = &["board", "boardname"];
const STATUS: &[&str] = &["status"];
const TAGS: &[&str] = &["tags"];
const AUTHOR_EMAIL: &[&str] = &["authoremail", "email", "useremail"];
const AUTHOR_NAME: &[&str] = &["authorname", "author", "name", "username"];
const CREATED: &[&str] = &["createdat", "created", "date", "createddate"];
const VOTERS: &[&str] = &["voters", "voteremails"];
const POST_ID: &[&str] = &["postid"];
const POST_TITLE: &[&str] = &["posttitle", "title"];
const VOTER_EMAIL: &[&str] = &["voteremail", "email", "useremail"];
const VOTER_NAME: &[&str] = &["votername", "name", "username"];
const VOTED_AT: &[&str] = &["createdat", "created", "date", "votedat"];
const COMMENT_ID: &[&str] = &["commentid", "id"];
const COMMENT_TEXT: &[&str] = &["comment", "value", "text", "body", "commenttext"];
const COMMENT_EMAIL: &[&str] = &["authoremail", "email", "useremail"];
const COMMENT_NAME: &[&str] = &["authorname", "author", "name", "username"];
const COMMENT_INTERNAL: &[&str] = &["internal", "isinternal", "private"];
const COMMENT_PARENT: &[&str] = &["parentid", "parentcommentid"];

/// The exports, indexed.
pub struct Source {
    name: String,
    posts: Indexed,
    order: Vec<String>,
    boards: Vec<Board>,
    votes: Option<Indexed>,
    comments: Option<Indexed>,
}

/// How a post is known when a row names it by title: its board and title, or its title.
fn by_title(board: &str, title: &str) -> String {
    format!("{}\u{0}{}", board.to_lowercase(), title.to_lowercase())
}

fn board_of(columns: &Columns, row: &csv::StringRecord) -> String {
    match columns.get(row, BOARD) {
        "" => NO_BOARD.to_owned(),
        board => board.to_owned(),
    }
}

/// A post's id: its `ID`, or its board and title.
fn post_id(columns: &Columns, row: &csv::StringRecord) -> String {
    match (columns.get(row, ID), columns.get(row, TITLE)) {
        (_, "") => String::new(),
        ("", title) => format!("title:{}", digest(&[&board_of(columns, row).to_lowercase(), &title.to_lowercase()])),
        (id, _) => id.to_owned(),
    }
}

impl Source {
    /// Indexes the posts export, and the votes and comments exports when given.
    pub fn open(posts: &Path, votes: Option<&Path>, comments: Option<&Path>) -> Result<Self, SourceError> {
        // Titles as a vote or comment may name them: with their board, and alone (the first).
        let mut titled: HashMap<String, String> = HashMap::new();
        let (posts, order) = Indexed::open(posts, &[(TITLE, "Title")], |c, row| {
            let id = post_id(c, row);
            if !id.is_empty() {
                let title = c.get(row, TITLE);
                titled.entry(by_title(&board_of(c, row), title)).or_insert_with(|| id.clone());
                titled.entry(by_title("", title)).or_insert_with(|| id.clone());
            }
            id
        })?;
        let known: HashSet<&str> = order.iter().map(String::as_str).collect();
        let named = |c: &Columns, row: &csv::StringRecord| -> String {
            let id = c.get(row, POST_ID);
            if !id.is_empty() {
                return if known.contains(id) { id.to_owned() } else { String::new() };
            }
            // With its board when the row names one, else by its title alone.
            titled.get(&by_title(c.get(row, BOARD), c.get(row, POST_TITLE))).cloned().unwrap_or_default()
        };
        let votes = votes.map(|path| Indexed::open(path, &[(VOTER_EMAIL, "Email")], named)).transpose()?.map(|(file, _)| file);
        let comments = comments.map(|path| Indexed::open(path, &[(COMMENT_TEXT, "Comment")], named)).transpose()?.map(|(file, _)| file);
        let name = format!("canny-csv {}", posts.path().file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default());
        let boards = tables::boards(&posts, &order, board_of)?;
        Ok(Self { name, posts, order, boards, votes, comments })
    }
}

impl tables::Export for Source {
    /// The boards the posts name.
    fn boards(&self) -> Vec<Board> {
        self.boards.clone()
    }

    fn count(&self) -> usize {
        self.order.len()
    }

    /// The posts `from..from + n`.
    fn posts(&self, from: usize, n: usize) -> Result<Vec<Post>, SourceError> {
        let mut posts = Vec::new();
        for id in self.order.iter().skip(from).take(n) {
            let Some(row) = self.posts.first_of(id)? else { continue };
            let c = &self.posts.columns;
            let details = c.get(&row, DETAILS);
            let mut problems = Vec::new();
            let created_at = date(c.get(&row, CREATED), Undated::Imported, &mut problems, || format!("post {id}"));
            posts.push(Post {
                id: id.clone(),
                board: board_of(c, &row).to_lowercase(),
                title: c.get(&row, TITLE).to_owned(),
                description_html: (!details.is_empty()).then(|| app::domain::text::text_to_html(details)),
                status: c.get(&row, STATUS).to_owned(),
                approved: true,
                author: person(c.get(&row, AUTHOR_EMAIL), c.get(&row, AUTHOR_NAME)),
                tags: c.get(&row, TAGS).split(',').map(str::trim).filter(|t| !t.is_empty()).map(str::to_owned).collect(),
                images: Vec::new(),
                created_at,
                problems,
            });
        }
        Ok(posts)
    }
}

impl Reader for Source {
    fn name(&self) -> String {
        self.name.clone()
    }

    async fn bundle(&self, mut post: Post) -> Result<Bundle, SourceError> {
        for file in std::iter::once(&self.posts).chain(&self.votes).chain(&self.comments) {
            file.note_lossy(&mut post);
        }
        let mut votes = Vec::new();
        let mut voted = HashSet::new();
        let mut vote = |email: &str, name: &str, at| {
            if !email.is_empty() && voted.insert(email.to_lowercase()) {
                votes.push(Vote { voter: person(email, name), kind: VoteKind::Upvote, created_at: at });
            }
        };
        // Voters listed on the post's own row, at the post's time.
        if let Some(row) = self.posts.first_of(&post.id)? {
            for email in self.posts.columns.get(&row, VOTERS).split([',', ';', '\n']).map(str::trim) {
                vote(email, "", post.created_at);
            }
        }
        if let Some(file) = &self.votes {
            for row in file.rows_of(&post.id)? {
                let record = || format!("a vote on post {}", post.id);
                let at = date(file.columns.get(&row, VOTED_AT), Undated::AsPost(post.created_at), &mut post.problems, record);
                vote(file.columns.get(&row, VOTER_EMAIL), file.columns.get(&row, VOTER_NAME), at);
            }
        }
        let mut comments = Vec::new();
        if let Some(file) = &self.comments {
            let c = &file.columns;
            for row in file.rows_of(&post.id)? {
                let text = c.get(&row, COMMENT_TEXT);
                if text.is_empty() {
                    continue;
                }
                let (email, at) = (c.get(&row, COMMENT_EMAIL), c.get(&row, CREATED));
                // The file names its post by `Post ID` or `Post Title`: its `ID` is the comment's.
                let id = match c.get(&row, COMMENT_ID) {
                    "" => digest(&[&post.id, email, at, text]),
                    id => id.to_owned(),
                };
                let record = || format!("comment {id} of post {}", post.id);
                let at = date(at, Undated::AsPost(post.created_at), &mut post.problems, record);
                comments.push(Comment {
                    id,
                    parent: Some(c.get(&row, COMMENT_PARENT)).filter(|p| !p.is_empty()).map(str::to_owned),
                    author: person(email, c.get(&row, COMMENT_NAME)),
                    body_html: app::domain::text::text_to_html(text),
                    internal: yes(c.get(&row, COMMENT_INTERNAL)),
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
