//! The `upboard` binary's library: its command line, the web server and the REST API.
//! Integration tests drive it through [`web::router`].

pub mod cli;
pub mod commands;
pub mod forms;
pub mod rest;
pub mod telemetry;
pub mod web;
