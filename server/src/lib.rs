//! The `upboard` binary's library: its command line, the web server and the REST API.
//! Integration tests drive it through [`web::router`].

// The page types of the islands build nest deeper than the default limit allows.
#![recursion_limit = "256"]

pub mod allocator;
pub mod cli;
pub mod client;
pub mod commands;
pub mod compress;
pub mod delivery;
pub mod document;
pub mod feed;
pub mod forms;
pub mod headers;
pub mod importers;
pub mod listen;
pub mod mcp;
pub mod metrics;
pub mod rest;
pub mod seo;
pub mod telemetry;
pub mod throttle;
pub mod trackers;
pub mod web;
pub mod widget;
