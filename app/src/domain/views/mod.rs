//! What assembles a page for reading: each loader gathers, for one reader, what one page
//! shows (its rows, their counts, what the reader may do), asking [`super::access`] what they
//! may see. Nothing here changes data: the rules that do are the domain's other modules, and
//! the store below both is `crate::store`.

pub mod admin_overview;
pub mod board;
pub mod me;
pub mod post_page;
pub mod priorities;
pub mod roadmap;
