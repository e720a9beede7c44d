//! Posts (feature requests), a file a subject: submitting one ([`create`]: the title and
//! description rules, the insert, the submission with attachments), its counters apart from
//! its row ([`counts`]), its slug and address
//! ([`slugs`]), finding one as someone may see it ([`find`]), changing one ([`edit`]), the API's
//! list ([`list`]), what every API shape shows beside a post ([`views`]) and the trending score
//! ([`ranking`]). Callers name them through this module (`posts::submit`, `posts::list`).

mod counts;
mod create;
mod edit;
mod find;
mod list;
mod ranking;
mod slugs;
mod views;

pub use counts::{Recount, counts_of, insert_counts, move_comments, move_votes, recount};
pub use create::{DESCRIPTION_MAX_LEN, NewPost, Submission, TITLE_MAX_LEN, clean_description, clean_title, create, insert, insert_quiet, submit};
pub use edit::{PostChanges, revise, update};
pub use find::{facts, find_for, find_visible, find_visible_row_in, find_with_people_for, writable_bucket};
pub use list::{ListFilter, ListSort, list};
pub use ranking::{Breakdown, breakdown, relative_score, trending_score, trending_time_term};
pub use slugs::{allocate_slug, url};
pub use views::{PostView, Row, Submitter, all_with_counts, attachment_urls, views, views_with, with_people_and_tags};

#[cfg(test)]
pub(crate) mod tests;
