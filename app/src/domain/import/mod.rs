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
pub use records::{Board, Bundle, Comment, Company, ID_MAX_LEN, Person, Post, Vote};
pub use report::{PROBLEMS_KEPT, Problem, Report, Tally};
pub use write::{Mapping, Mode, Run, guess_kind};
