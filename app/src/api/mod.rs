//! Server functions: the browser's way into `domain`. Each one is thin; rules live in `domain`.

mod board;

pub use board::*;
