//! What a run did, or what a dry run would do: for each kind of record, how many are created,
//! matched with what is here already, already brought by an earlier run, or skipped; and why
//! each skipped record could not be taken.

use crate::i18n::Said;
use serde::Serialize;

/// Problems kept word for word; beyond these only their number.
pub const PROBLEMS_KEPT: usize = 200;

/// How the records of one kind fared.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Tally {
    /// New here.
    pub created: u64,
    /// Joined with what is here already: a person by e-mail, a board, status or tag by name, a
    /// post by its board and title, a vote its voter had cast here already.
    pub matched: u64,
    /// Brought by an earlier run (remembered by their source ids).
    pub already: u64,
    /// Not taken; [`Report::problems`] says why.
    pub skipped: u64,
}

impl Tally {
    fn add(&mut self, other: &Tally) {
        self.created += other.created;
        self.matched += other.matched;
        self.already += other.already;
        self.skipped += other.skipped;
    }
}

/// One record that could not be taken as it is, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Problem {
    /// Which record: "post 12", "comment 7 of post 12", "board 3".
    pub record: String,
    pub said: Said,
}

/// The longest record name kept: a source's ids and names can be as long as its answers.
const RECORD_MAX_CHARS: usize = 300;

impl Problem {
    pub fn new(record: String, said: Said) -> Self {
        let record = match record.chars().nth(RECORD_MAX_CHARS) {
            Some(_) => format!("{}…", record.chars().take(RECORD_MAX_CHARS).collect::<String>()),
            None => record,
        };
        Self { record, said }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Report {
    pub boards: Tally,
    pub statuses: Tally,
    pub tags: Tally,
    pub people: Tally,
    /// The companies of people (found here by the source's id of them, or made).
    pub companies: Tally,
    pub posts: Tally,
    pub votes: Tally,
    pub comments: Tally,
    /// Posts merged into another at the source, kept as merged here.
    pub merges: Tally,
    /// The images of posts and comments, copied here ([`super::images`]).
    pub attachments: Tally,
    /// The first [`PROBLEMS_KEPT`] problems.
    #[serde(skip)]
    pub problems: Vec<Problem>,
    /// How many there were in all.
    pub problems_total: u64,
}

impl Report {
    pub fn problem(&mut self, problem: Problem) {
        self.problems_total += 1;
        if self.problems.len() < PROBLEMS_KEPT {
            self.problems.push(problem);
        }
    }

    /// Adds what one transaction did, once it counts (committed, or rolled back by a dry run).
    pub(super) fn add(&mut self, other: Report) {
        for (mine, theirs) in [
            (&mut self.boards, &other.boards),
            (&mut self.statuses, &other.statuses),
            (&mut self.tags, &other.tags),
            (&mut self.people, &other.people),
            (&mut self.companies, &other.companies),
            (&mut self.posts, &other.posts),
            (&mut self.votes, &other.votes),
            (&mut self.comments, &other.comments),
            (&mut self.merges, &other.merges),
            (&mut self.attachments, &other.attachments),
        ] {
            mine.add(theirs);
        }
        // `problem` counts each one it is given; `other` may have counted more than it kept.
        let beyond = other.problems_total.saturating_sub(other.problems.len() as u64);
        for problem in other.problems {
            self.problem(problem);
        }
        self.problems_total += beyond;
    }

    /// The report kept with a run of the admin page: the tallies, then each problem's sentence
    /// by its id and values ([`Said::stored`]), to be worded in its reader's language.
    pub fn stored(&self) -> serde_json::Value {
        self.with_problems(|p| ("said", p.said.stored()))
    }

    /// The report as JSON for scripts: the tallies, then each problem in English.
    pub fn to_json(&self) -> serde_json::Value {
        self.with_problems(|p| ("problem", serde_json::Value::String(p.said.english())))
    }

    /// The tallies, then each problem's record and `sentence` of it under its name.
    fn with_problems(&self, sentence: impl Fn(&Problem) -> (&'static str, serde_json::Value)) -> serde_json::Value {
        let mut value = serde_json::to_value(self).unwrap_or_default();
        let problems = self
            .problems
            .iter()
            .map(|p| {
                let (name, said) = sentence(p);
                serde_json::json!({"record": p.record, name: said})
            })
            .collect();
        value["problems"] = serde_json::Value::Array(problems);
        value
    }
}
