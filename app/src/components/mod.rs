//! Pieces the pages are made of.

mod form;
mod header;
mod live;
mod nav;
mod page_meta;
mod post_list;
pub mod status_badge;
mod submit;

pub use form::{form_error, reload_on_success};
pub use header::SiteHeader;
#[cfg(feature = "hydrate")]
pub use live::show_status;
pub use live::{LiveCounts, LiveStatuses, use_live_counts, use_live_statuses};
pub use nav::BoardNav;
pub use page_meta::PageMeta;
pub use post_list::PostList;
pub use status_badge::StatusBadge;
pub use submit::{ImagePicker, TitleWithSuggestions, image_problem};
