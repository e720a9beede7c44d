//! The team's admin area (`/{org}/admin/…`): one file per page.

mod overview;

pub use overview::AdminOverviewPage;
