//! Server functions: the browser's way into `domain`. Each one is thin; rules live in `domain`.

mod account;
mod admin;
mod board;
mod post;
#[cfg(feature = "ssr")]
pub mod session;

pub use account::*;
pub use admin::*;
pub use board::*;
pub use post::*;
