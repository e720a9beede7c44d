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
//! Memory stays bounded by the largest suggestion: a first pass remembers where each
//! suggestion's rows (and comments) start in the files, 8 bytes each; each suggestion is then
//! read from there when it is written.

use super::{Reader, SourceError, unreadable};
use app::domain::import::{Board, Bundle, Comment, Person, Post, Vote};
use app::entities::states::VoteKind;
use chrono::{DateTime, NaiveDateTime, Utc};
use sha2::{Digest, Sha256};
use std::collections::{HashMap, HashSet};
use std::fs::File;
use std::io::BufReader;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

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

/// Where a column is, by its name made plain.
struct Columns(HashMap<String, usize>);

impl Columns {
    fn of(headers: &csv::StringRecord) -> Self {
        Self(headers.iter().enumerate().map(|(i, h)| (plain(h), i)).collect())
    }

    /// The first of `names` that is a column.
    fn find(&self, names: &[&str]) -> Option<usize> {
        names.iter().find_map(|n| self.0.get(*n).copied())
    }

    /// The value of the first of `names` in `row`, trimmed; empty when none.
    fn get<'r>(&self, row: &'r csv::StringRecord, names: &[&str]) -> &'r str {
        self.find(names).and_then(|i| row.get(i)).map(str::trim).unwrap_or_default()
    }
}

/// A header as it is looked up: lowercase letters and digits only.
fn plain(header: &str) -> String {
    header
        .trim_start_matches('\u{feff}')
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

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

/// One CSV file: its columns, and where each suggestion's rows start.
struct Indexed {
    path: PathBuf,
    columns: Columns,
    rows: HashMap<String, Vec<u64>>,
}

/// The exports, indexed.
pub struct Source {
    name: String,
    suggestions: Indexed,
    /// The suggestions in the order of their first row.
    order: Vec<String>,
    boards: Vec<String>,
    comments: Option<Indexed>,
    /// The files read again for each suggestion (one reader at a time).
    readers: Mutex<(Option<csv::Reader<BufReader<File>>>, Option<csv::Reader<BufReader<File>>>)>,
}

fn open(path: &Path) -> Result<csv::Reader<BufReader<File>>, SourceError> {
    let file = File::open(path).map_err(|error| unreadable(&path.display().to_string(), error.to_string()))?;
    Ok(csv::ReaderBuilder::new().has_headers(false).flexible(true).from_reader(BufReader::new(file)))
}

/// Reads `path`'s header, then the start of each row by the suggestion `key` names; the
/// suggestions in the order they first appear.
fn index(path: &Path, key: &[&str], required: &[(&[&str], &str)]) -> Result<(Indexed, Vec<String>), SourceError> {
    let shown = path.display().to_string();
    let mut reader = open(path)?;
    let mut record = csv::StringRecord::new();
    let bad = |error: csv::Error| unreadable(&shown, error.to_string());
    if !reader.read_record(&mut record).map_err(bad)? {
        return Err(unreadable(&shown, "the file is empty".to_owned()));
    }
    let columns = Columns::of(&record);
    for (names, shown_name) in required {
        if columns.find(names).is_none() {
            return Err(unreadable(&shown, format!("it has no column {shown_name}")));
        }
    }
    let mut rows: HashMap<String, Vec<u64>> = HashMap::new();
    let mut order = Vec::new();
    loop {
        let at = reader.position().byte();
        if !reader.read_record(&mut record).map_err(bad)? {
            break;
        }
        let id = columns.get(&record, key);
        if id.is_empty() {
            continue;
        }
        let starts = rows.entry(id.to_owned()).or_insert_with(|| {
            order.push(id.to_owned());
            Vec::new()
        });
        starts.push(at);
    }
    Ok((Indexed { path: path.to_owned(), columns, rows }, order))
}

impl Source {
    /// Indexes the suggestions export (and the comments export, when given).
    pub fn open(suggestions: &Path, comments: Option<&Path>) -> Result<Self, SourceError> {
        let (suggestions, order) = index(suggestions, IDEA_ID, &[(IDEA_ID, "ideaId"), (TITLE, "ideaTitle")])?;
        let comments = comments
            .map(|path| index(path, COMMENT_IDEA, &[(COMMENT_IDEA, "suggestionId"), (COMMENT_TEXT, "text")]).map(|(file, _)| file))
            .transpose()?;
        let name = format!("uservoice {}", suggestions.path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default());
        let mut source = Self { name, suggestions, order, boards: Vec::new(), comments, readers: Mutex::new((None, None)) };
        let mut seen = HashSet::new();
        for id in source.order.clone() {
            let row = source.first_row(&id)?;
            let forum = source.forum(&row);
            if seen.insert(forum.to_lowercase()) {
                source.boards.push(forum);
            }
        }
        Ok(source)
    }

    /// The forums, as boards (UserVoice's export says nothing of their privacy: public).
    pub fn boards(&self) -> Vec<Board> {
        self.boards.iter().map(|name| Board { id: name.to_lowercase(), name: name.clone(), private: false }).collect()
    }

    /// How many suggestions the export holds.
    pub fn len(&self) -> usize {
        self.order.len()
    }

    pub fn is_empty(&self) -> bool {
        self.order.is_empty()
    }

    /// The suggestions `from..from + n`, as posts (a suggestion marked spam is left out).
    pub fn posts(&self, from: usize, n: usize) -> Result<Vec<Post>, SourceError> {
        let mut posts = Vec::new();
        for id in self.order.iter().skip(from).take(n) {
            let row = self.first_row(id)?;
            if let Some(post) = self.post(id, &row)? {
                posts.push(post);
            }
        }
        Ok(posts)
    }

    fn forum(&self, row: &csv::StringRecord) -> String {
        match self.suggestions.columns.get(row, FORUM) {
            "" => NO_FORUM.to_owned(),
            forum => forum.to_owned(),
        }
    }

    fn first_row(&self, id: &str) -> Result<csv::StringRecord, SourceError> {
        let starts = self.suggestions.rows.get(id).map(Vec::as_slice).unwrap_or_default();
        Ok(self.rows(false, &starts[..starts.len().min(1)])?.pop().unwrap_or_default())
    }

    /// The rows starting at `starts` of the suggestions (or, `comments`, of the comments) file.
    fn rows(&self, comments: bool, starts: &[u64]) -> Result<Vec<csv::StringRecord>, SourceError> {
        let file = match comments {
            false => &self.suggestions,
            true => match &self.comments {
                Some(file) => file,
                None => return Ok(Vec::new()),
            },
        };
        let shown = file.path.display().to_string();
        let mut readers = self.readers.lock().unwrap_or_else(|e| e.into_inner());
        let slot = if comments { &mut readers.1 } else { &mut readers.0 };
        if slot.is_none() {
            *slot = Some(open(&file.path)?);
        }
        let Some(reader) = slot.as_mut() else { return Ok(Vec::new()) };
        let mut found = Vec::with_capacity(starts.len());
        for &at in starts {
            // A suggestion's rows mostly follow each other: read on rather than seek.
            if reader.position().byte() != at {
                let mut position = csv::Position::new();
                position.set_byte(at);
                reader.seek(position).map_err(|error| unreadable(&shown, error.to_string()))?;
            }
            let mut record = csv::StringRecord::new();
            if reader.read_record(&mut record).map_err(|error| unreadable(&shown, error.to_string()))? {
                found.push(record);
            }
        }
        Ok(found)
    }

    fn post(&self, id: &str, row: &csv::StringRecord) -> Result<Option<Post>, SourceError> {
        let c = &self.suggestions.columns;
        let moderation = c.get(row, MODERATION).to_lowercase();
        if moderation == "spam" {
            return Ok(None);
        }
        let description = c.get(row, DESCRIPTION);
        Ok(Some(Post {
            id: id.to_owned(),
            board: self.forum(row).to_lowercase(),
            title: c.get(row, TITLE).to_owned(),
            description_html: (!description.is_empty()).then(|| app::domain::text::text_to_html(description)),
            status: c.get(row, STATUS).to_owned(),
            approved: !matches!(moderation.as_str(), "pending" | "awaiting moderation"),
            author: person(c.get(row, AUTHOR_EMAIL), c.get(row, AUTHOR_NAME)),
            tags: c.get(row, LABELS).split(',').map(str::trim).filter(|t| !t.is_empty()).map(str::to_owned).collect(),
            created_at: time(&self.suggestions.path, c.get(row, CREATED))?.unwrap_or_else(Utc::now),
        }))
    }
}

fn person(email: &str, name: &str) -> Person {
    Person { email: (!email.is_empty()).then(|| email.to_owned()), name: name.to_owned() }
}

/// A timestamp of the export: UTC as `2025-07-21 03:37:03`, or RFC 3339; none when empty.
fn time(path: &Path, value: &str) -> Result<Option<DateTime<Utc>>, SourceError> {
    if value.is_empty() {
        return Ok(None);
    }
    if let Ok(at) = DateTime::parse_from_rfc3339(value) {
        return Ok(Some(at.with_timezone(&Utc)));
    }
    for format in ["%Y-%m-%d %H:%M:%S", "%Y-%m-%d %H:%M:%S%.f", "%Y-%m-%d %H:%M"] {
        if let Ok(at) = NaiveDateTime::parse_from_str(value, format) {
            return Ok(Some(at.and_utc()));
        }
    }
    Err(unreadable(&path.display().to_string(), format!("{} is not a timestamp", value.chars().take(40).collect::<String>())))
}

/// A stable id for a row that has none (a comment): its suggestion, author, time and text.
fn digest(parts: &[&str]) -> String {
    let mut hash = Sha256::new();
    for part in parts {
        hash.update(part.as_bytes());
        hash.update([0]);
    }
    hash.finalize()[..12].iter().map(|b| format!("{b:02x}")).collect()
}

impl Reader for Source {
    fn name(&self) -> String {
        self.name.clone()
    }

    async fn bundle(&self, post: Post) -> Result<Bundle, SourceError> {
        let c = &self.suggestions.columns;
        let starts = self.suggestions.rows.get(&post.id).cloned().unwrap_or_default();
        let rows = self.rows(false, &starts)?;
        let mut votes = Vec::new();
        let mut voted = HashSet::new();
        for row in &rows {
            let email = c.get(row, VOTER_EMAIL);
            if email.is_empty() || !voted.insert(email.to_lowercase()) {
                continue;
            }
            let at = time(&self.suggestions.path, c.get(row, VOTED_AT))?.unwrap_or(post.created_at);
            votes.push(Vote { voter: person(email, c.get(row, VOTER_NAME)), kind: VoteKind::Upvote, created_at: at });
        }
        let mut comments = Vec::new();
        if let Some(first) = rows.first() {
            let response = c.get(first, RESPONSE);
            if !response.is_empty() {
                let at = time(&self.suggestions.path, c.get(first, RESPONSE_AT))?.unwrap_or(post.created_at);
                let by = c.get(first, RESPONSE_BY);
                comments.push(Comment {
                    id: format!("response:{}", digest(&[&post.id, by, response])),
                    parent: None,
                    author: person(by, ""),
                    body_html: app::domain::text::text_to_html(response),
                    internal: false,
                    pinned: true,
                    approved: true,
                    created_at: at,
                });
            }
        }
        if let Some(file) = &self.comments {
            let starts = file.rows.get(&post.id).cloned().unwrap_or_default();
            for row in self.rows(true, &starts)? {
                let text = file.columns.get(&row, COMMENT_TEXT);
                if text.is_empty() {
                    continue;
                }
                let (email, at) = (file.columns.get(&row, COMMENT_EMAIL), file.columns.get(&row, COMMENT_AT));
                comments.push(Comment {
                    id: digest(&[&post.id, email, at, text]),
                    parent: None,
                    author: person(email, file.columns.get(&row, COMMENT_NAME)),
                    body_html: app::domain::text::text_to_html(text),
                    internal: false,
                    pinned: false,
                    approved: true,
                    created_at: time(&file.path, at)?.unwrap_or(post.created_at),
                });
            }
        }
        Ok(Bundle { post, votes, comments })
    }
}
