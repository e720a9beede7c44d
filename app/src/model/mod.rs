//! What crosses the wire between server and browser, and the newtypes that guard the edges.

mod admin;
mod board;
mod changelog;
mod error;
mod frame;
mod ids;
mod locale;
mod names;
mod post;

pub use admin::*;
pub use board::*;
pub use changelog::*;
pub use error::*;
pub use frame::*;
pub use ids::*;
pub use locale::{Locale, Plural};
pub use names::*;
pub use post::*;
