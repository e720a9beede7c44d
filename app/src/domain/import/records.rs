//! What a source gives, in the import's own terms: every reader turns its source's shapes
//! into these, and [`super::Run`] writes only these. Text is as the source gave it: the writer
//! bounds and sanitizes it with the rules of every other door.

use super::Problem;
use crate::entities::states::VoteKind;
use chrono::{DateTime, Utc};

/// The longest source id remembered; a longer one is refused as a problem of its record.
pub const ID_MAX_LEN: usize = 200;

/// A board of the source.
#[derive(Clone, Debug, PartialEq)]
pub struct Board {
    pub id: String,
    pub name: String,
    pub private: bool,
}

/// Someone who wrote, voted or commented at the source. People are found by e-mail: one who
/// has an account here already keeps it; anyone else becomes a customer who signs in with that
/// address (and so finds their posts, votes and comments).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Person {
    pub email: Option<String>,
    pub name: String,
    /// The company they work for, when the source says (Canny's).
    pub company: Option<Company>,
}

/// A company of the source (Canny's, which the product it serves names, as the widget's
/// identify does here): found here by that id, or made with its name and what it pays a month.
#[derive(Clone, Debug, PartialEq)]
pub struct Company {
    pub id: String,
    pub name: String,
    pub monthly_spend: Option<f64>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Post {
    pub id: String,
    /// The id of its board at the source.
    pub board: String,
    pub title: String,
    /// HTML (sanitized again here).
    pub description_html: Option<String>,
    /// The source's status label, mapped by name ([`super::Mapping`]).
    pub status: String,
    pub approved: bool,
    pub author: Person,
    pub tags: Vec<String>,
    /// Addresses of images the source keeps beside the text (Canny's `imageURLs`); the images
    /// of `description_html` are found there. Each is fetched and copied ([`super::Images`]).
    pub images: Vec<String>,
    pub created_at: DateTime<Utc>,
    /// What its reader could not read of it, its votes and comments as the source gave it, and
    /// took anyway (a date that is not one: the record kept, dated as [`super::Undated`] says).
    /// Said in the report as they are, whatever becomes of the post.
    pub problems: Vec<Problem>,
}

/// What a date the source gives unreadably (or not at all) is taken to be.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Undated {
    /// When the post is imported: a post's own date.
    Imported,
    /// The date of the post: a vote's, a comment's.
    AsPost(DateTime<Utc>),
}

impl Undated {
    /// The date taken instead.
    pub fn date(self) -> DateTime<Utc> {
        match self {
            Self::Imported => Utc::now(),
            Self::AsPost(at) => at,
        }
    }

    /// The problem of `record`, whose date `value` does not read.
    pub fn problem(self, record: String, value: &str) -> Problem {
        let value: String = value.chars().take(40).collect();
        let said = match self {
            Self::Imported => crate::said!("said-import-date-unreadable-post", value = value),
            Self::AsPost(_) => crate::said!("said-import-date-unreadable", value = value),
        };
        Problem::new(record, said)
    }
}

/// A vote: one per person and post, at the source as here, so that the post and the person
/// are its identity (no id is remembered for it).
#[derive(Clone, Debug, PartialEq)]
pub struct Vote {
    pub voter: Person,
    pub kind: VoteKind,
    pub created_at: DateTime<Utc>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Comment {
    pub id: String,
    /// The source id of the comment it answers.
    pub parent: Option<String>,
    pub author: Person,
    /// HTML (sanitized again here).
    pub body_html: String,
    pub internal: bool,
    pub pinned: bool,
    pub approved: bool,
    /// As [`Post::images`].
    pub images: Vec<String>,
    pub created_at: DateTime<Utc>,
}

/// A post with its votes and comments: what one transaction writes.
#[derive(Clone, Debug, PartialEq)]
pub struct Bundle {
    pub post: Post,
    pub votes: Vec<Vote>,
    pub comments: Vec<Comment>,
}

/// A post merged into another at the source: the post as it is there (hidden), the source id
/// of the post it is merged into, and when. Its votes and comments moved with the merge, and
/// come with that post.
#[derive(Clone, Debug, PartialEq)]
pub struct Merged {
    pub post: Post,
    pub into: String,
    pub merged_at: Option<DateTime<Utc>>,
}
