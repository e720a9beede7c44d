//! CSV exports, read by their headers (UserVoice's, Canny's): columns found whatever their
//! case, spaces or underscores, and each file indexed once (where the rows of each post start,
//! 8 bytes a row) so that a post's rows are read when it is written, not the whole file held.

use super::SourceError;
use app::domain::import::{Board, Person, Post, Problem};
use app::said;
use sha2::{Digest, Sha256};
use std::collections::{HashMap, HashSet};
use std::fs::File;
use std::io::BufReader;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// Where each column is, by its header made plain ([`plain`]).
pub struct Columns(HashMap<String, usize>);

impl Columns {
    fn of(headers: &csv::StringRecord) -> Self {
        Self(headers.iter().enumerate().map(|(i, h)| (plain(h), i)).collect())
    }

    /// The first of `names` (plain) that is a column.
    pub fn find(&self, names: &[&str]) -> Option<usize> {
        names.iter().find_map(|n| self.0.get(*n).copied())
    }

    /// The value of the first of `names` in `row`, trimmed; empty when none.
    pub fn get<'r>(&self, row: &'r csv::StringRecord, names: &[&str]) -> &'r str {
        self.find(names).and_then(|i| row.get(i)).map(str::trim).unwrap_or_default()
    }
}

/// A header as it is looked up: its ASCII letters and digits, lowercase (`Idea ID`, `ideaId`
/// and `idea_id` are `ideaid`).
pub fn plain(header: &str) -> String {
    header.chars().filter(char::is_ascii_alphanumeric).map(|c| c.to_ascii_lowercase()).collect()
}

type CsvReader = csv::Reader<BufReader<File>>;

/// A file as a problem names it: by its name (where it is on this machine says nothing more).
fn named(path: &Path) -> String {
    path.file_name().map_or_else(|| path.display().to_string(), |name| name.to_string_lossy().into_owned())
}

/// Why the file at `path` cannot be read as an export.
fn unreadable(path: &Path, detail: String) -> SourceError {
    SourceError(said!("said-import-file-unreadable", file = named(path), detail = detail))
}

fn open(path: &Path) -> Result<CsvReader, SourceError> {
    let file = File::open(path).map_err(|error| unreadable(path, error.to_string()))?;
    Ok(csv::ReaderBuilder::new().has_headers(false).flexible(true).from_reader(BufReader::new(file)))
}

/// A CSV file, indexed by the post each row belongs to.
pub struct Indexed {
    path: PathBuf,
    pub columns: Columns,
    rows: HashMap<String, Vec<u64>>,
    /// Where the rows start that hold bytes that are not UTF-8 (read with U+FFFD instead).
    lossy: HashSet<u64>,
    /// The file read again, a post at a time.
    reader: Mutex<Option<CsvReader>>,
}

impl Indexed {
    /// Reads `path`'s header (refused without the columns `required` names: the names taken,
    /// and the one said) and where each row starts, by the post `key` says it belongs to (rows
    /// it gives no key are left out); the keys in the order they first appear.
    pub fn open(
        path: &Path,
        required: &[(&[&str], &str)],
        mut key: impl FnMut(&Columns, &csv::StringRecord) -> String,
    ) -> Result<(Self, Vec<String>), SourceError> {
        let bad = |error: csv::Error| unreadable(path, error.to_string());
        let mut reader = open(path)?;
        let Some(Row { mut record, .. }) = read_row(&mut reader).map_err(bad)? else {
            return Err(unreadable(path, "the file is empty".to_owned()));
        };
        // A byte-order mark is not part of the first header.
        if let Some(first) = record.get(0).and_then(|h| h.strip_prefix('\u{feff}')) {
            let mut rest: Vec<String> = record.iter().map(str::to_owned).collect();
            rest[0] = first.to_owned();
            record = csv::StringRecord::from(rest);
        }
        let columns = Columns::of(&record);
        for (names, said) in required {
            if columns.find(names).is_none() {
                return Err(unreadable(path, format!("it has no column {said}")));
            }
        }
        let mut rows: HashMap<String, Vec<u64>> = HashMap::new();
        let mut order = Vec::new();
        let mut lossy = HashSet::new();
        while let Some(Row { at, record, utf8 }) = read_row(&mut reader).map_err(bad)? {
            let id = key(&columns, &record);
            if id.is_empty() {
                continue;
            }
            if !utf8 {
                lossy.insert(at);
            }
            rows.entry(id.clone())
                .or_insert_with(|| {
                    order.push(id);
                    Vec::new()
                })
                .push(at);
        }
        Ok((Self { path: path.to_owned(), columns, rows, lossy, reader: Mutex::new(None) }, order))
    }

    /// The file, as a problem names it.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The rows of the post `key`, in the file's order.
    pub fn rows_of(&self, key: &str) -> Result<Vec<csv::StringRecord>, SourceError> {
        let starts = self.rows.get(key).map(Vec::as_slice).unwrap_or_default();
        self.read(starts)
    }

    /// The first row of the post `key`.
    pub fn first_of(&self, key: &str) -> Result<Option<csv::StringRecord>, SourceError> {
        let starts = self.rows.get(key).map(Vec::as_slice).unwrap_or_default();
        Ok(self.read(&starts[..starts.len().min(1)])?.pop())
    }

    /// A problem of `post` when some of its rows here hold bytes that are not UTF-8: they are
    /// read (and kept) with U+FFFD in their place.
    pub fn note_lossy(&self, post: &mut Post) {
        let starts = self.rows.get(&post.id).map(Vec::as_slice).unwrap_or_default();
        if !self.lossy.is_empty() && starts.iter().any(|at| self.lossy.contains(at)) {
            let said = said!("said-import-file-not-utf8", file = named(&self.path));
            post.problems.push(Problem::new(format!("post {}", post.id), said));
        }
    }

    fn read(&self, starts: &[u64]) -> Result<Vec<csv::StringRecord>, SourceError> {
        let mut slot = self.reader.lock().unwrap_or_else(|e| e.into_inner());
        if slot.is_none() {
            *slot = Some(open(&self.path)?);
        }
        let Some(reader) = slot.as_mut() else { return Ok(Vec::new()) };
        let mut found = Vec::with_capacity(starts.len());
        for &at in starts {
            // A post's rows mostly follow each other: read on rather than seek.
            if reader.position().byte() != at {
                let mut position = csv::Position::new();
                position.set_byte(at);
                reader.seek(position).map_err(|error| unreadable(&self.path, error.to_string()))?;
            }
            if let Some(row) = read_row(reader).map_err(|error| unreadable(&self.path, error.to_string()))? {
                found.push(row.record);
            }
        }
        Ok(found)
    }
}

/// A row as read: where it starts, its fields, and whether they were UTF-8.
struct Row {
    at: u64,
    record: csv::StringRecord,
    utf8: bool,
}

/// The next row. One that holds bytes that are not UTF-8 is read with U+FFFD in their place
/// (a stray byte in one row of a large export costs that row's characters, not the export).
fn read_row(reader: &mut CsvReader) -> Result<Option<Row>, csv::Error> {
    let at = reader.position().byte();
    let mut bytes = csv::ByteRecord::new();
    if !reader.read_byte_record(&mut bytes)? {
        return Ok(None);
    }
    Ok(Some(match csv::StringRecord::from_byte_record(bytes) {
        Ok(record) => Row { at, record, utf8: true },
        Err(error) => Row { at, record: csv::StringRecord::from_byte_record_lossy(error.into_byte_record()), utf8: false },
    }))
}

/// A CSV export, indexed: its boards, how many posts it holds, and a slice of them, read
/// by [`super::drive`] the same way whichever export it is.
pub trait Export: super::Reader {
    fn boards(&self) -> Vec<Board>;
    /// How many posts it holds.
    fn count(&self) -> usize;
    /// The posts `from..from + n`.
    fn posts(&self, from: usize, n: usize) -> Result<Vec<app::domain::import::Post>, SourceError>;
}

/// The boards the posts of `file` name (`board` says a row's), each once whatever its case,
/// in the order they first appear; public, since an export says nothing of privacy.
pub fn boards(file: &Indexed, order: &[String], board: impl Fn(&Columns, &csv::StringRecord) -> String) -> Result<Vec<Board>, SourceError> {
    let mut boards = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for id in order {
        if let Some(row) = file.first_of(id)? {
            let name = board(&file.columns, &row);
            if seen.insert(name.to_lowercase()) {
                boards.push(Board { id: name.to_lowercase(), name, private: false });
            }
        }
    }
    Ok(boards)
}

/// Someone by the address and name of a row (no address: none to sign in with).
pub fn person(email: &str, name: &str) -> Person {
    Person { email: (!email.is_empty()).then(|| email.to_owned()), name: name.to_owned(), company: None }
}

/// A stable id for a row the export gives none: what makes it that row.
pub fn digest(parts: &[&str]) -> String {
    let mut hash = Sha256::new();
    for part in parts {
        hash.update(part.as_bytes());
        hash.update([0]);
    }
    hash.finalize()[..12].iter().map(|b| format!("{b:02x}")).collect()
}

/// A yes of a spreadsheet (`true`, `yes`, `1`, any case).
pub fn yes(value: &str) -> bool {
    matches!(value.to_ascii_lowercase().as_str(), "true" | "yes" | "1" | "y")
}
