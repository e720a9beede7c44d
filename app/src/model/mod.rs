//! What crosses the wire between server and browser, and the newtypes that guard the edges.

mod board;
mod error;
mod names;

pub use board::*;
pub use error::*;
pub use names::*;
