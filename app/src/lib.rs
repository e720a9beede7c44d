//! upboard's user interface and the rules behind it.
//!
//! Shared by the server (feature `ssr`) and the browser (feature `hydrate`):
//! - `model`: DTOs and validated newtypes that cross the wire;
//! - `api`: server functions, thin wrappers over `domain`;
//! - `pages`, `components`: the Leptos views.
//!
//! Server only: `entities` (sea-orm), `domain` (every business rule, also used by the REST API)
//! and `state` (what handlers and server functions share).

#![recursion_limit = "256"]

pub mod api;
pub mod components;
pub mod i18n;
pub mod model;
pub mod pages;

#[cfg(feature = "ssr")]
pub mod domain;
#[cfg(feature = "ssr")]
pub mod entities;
#[cfg(feature = "ssr")]
pub mod state;
#[cfg(feature = "ssr")]
pub mod store;

pub use pages::{App, shell};
