//! Every CLI and HTTP test of the server, in one binary (the whole server is linked once, not
//! once per subject): a module per subject, each case run on SQLite and on PostgreSQL
//! (`on_both_backends!`), on a server and database of its own ([`support::spawn_app`]).

#[macro_use]
mod support;

mod admin;
mod api;
mod cli;
mod crash;
mod delivery;
mod deploy;
mod getting_in;
mod import_from;
mod import_page;
mod integrations;
mod isolation;
mod languages;
mod mcp;
mod moving;
mod oidc;
mod outbox;
mod outside;
mod processes;
mod security;
mod slow_clients;
mod trackers;
mod web;
mod widget;
