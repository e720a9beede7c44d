//! Moving in from another board (docs/import.md): records read from a source (another server's
//! `/api/v3` now) written into an organization, with a dry run that reports exactly what the
//! real run then writes.
//!
//! A source is read by its reader (`server/src/importers/`) into the neutral records of
//! [`records`]; [`Run`] writes them. Each post travels as a [`Bundle`] with its votes and
//! comments, and is written in one transaction together with the links that remember its
//! source ids ([`crate::entities::import_link`]): a run stopped part way (a network failure, a
//! bad record, `kill -9`) leaves whole posts, and the next run goes on where it stopped and
//! adds only what is new.
//!
//! The dry run is the same code: every transaction it opens is rolled back instead of
//! committed, and what each record would become is counted the same way, once per run.

pub mod images;
mod records;
mod report;
pub mod runs;
mod write;

pub use images::{FetchImage, Fetched, Images};
pub use records::{Board, Bundle, Comment, Company, ID_MAX_LEN, Merged, Person, Post, Undated, Vote};
pub use report::{PROBLEMS_KEPT, Problem, Report, Tally};
pub use write::{Mapping, Mode, Run, guess_kind};

/// The longest address taken: of a source, or of an image of its text.
pub const URL_MAX: usize = 2000;

/// An address of the web (`http` or `https`, with a host), at most [`URL_MAX`] long.
pub fn web_address(address: &str) -> Option<url::Url> {
    let url = url::Url::parse(address.trim()).ok()?;
    (matches!(url.scheme(), "http" | "https") && url.host_str().is_some() && address.len() <= URL_MAX).then_some(url)
}

/// An address given for a source: of the web, and without a query (its API's paths follow).
pub fn source_address(address: &str) -> Option<url::Url> {
    web_address(address).filter(|url| url.query().is_none())
}
