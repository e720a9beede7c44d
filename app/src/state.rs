//! What every request handler and server function shares, built once at start-up.

use crate::domain::Db;
use crate::domain::attachments::Storage;
use axum::extract::FromRef;
use leptos::prelude::LeptosOptions;
use std::sync::Arc;

#[derive(Clone, Debug)]
pub struct Settings {
    /// Base of the links the product hands out (post `url`s), without a trailing slash.
    pub public_url: String,
    /// Folder of uploaded attachments.
    pub uploads: std::path::PathBuf,
    /// Requests per minute per API key; 0 turns limiting off.
    pub rate_limit: u32,
    /// The header a reverse proxy puts the client's address in (its last entry is used);
    /// `None`: the connection's peer is the client.
    pub client_ip_header: Option<String>,
    /// Webhooks may go to loopback, private and link-local addresses (tests, a closed
    /// network); otherwise such URLs are refused when saved and when delivered.
    pub allow_private_webhooks: bool,
    /// Client addresses that may read `/metrics` on the site's port (loopback by default).
    pub metrics_allow: Vec<ipnet::IpNet>,
    /// A bearer token that opens `/metrics` on the site's port from any address.
    pub metrics_token: Option<String>,
    /// Live streams the process keeps open at once, from everyone.
    pub max_live_streams: usize,
}

/// The key a request's client is counted under by the per-client limits (its address; an IPv6
/// client's /64), put in the request's extensions by the server's throttle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClientKey(pub std::net::IpAddr);

/// What every request shares. Each request clones it several times (axum's `State` for each
/// layer and handler, Leptos' context for each page and server function), so it is one
/// reference-counted pointer: cloning the fields themselves (the Leptos options' strings, a
/// dozen `Arc`s) took about 5 % of a board page's CPU (docs/performance.md).
#[derive(Clone, Debug)]
pub struct AppState(Arc<Shared>);

impl AppState {
    pub fn new(shared: Shared) -> Self {
        Self(Arc::new(shared))
    }

    /// The shared fields, to change before the state is handed out (a copy if it already was).
    pub fn shared_mut(&mut self) -> &mut Shared {
        Arc::make_mut(&mut self.0)
    }
}

impl std::ops::Deref for AppState {
    type Target = Shared;

    fn deref(&self) -> &Shared {
        &self.0
    }
}

/// What Leptos' router takes from the state.
impl FromRef<AppState> for LeptosOptions {
    fn from_ref(state: &AppState) -> Self {
        state.leptos_options.clone()
    }
}

/// The fields of [`AppState`].
#[derive(Clone, Debug)]
pub struct Shared {
    pub leptos_options: LeptosOptions,
    pub db: Db,
    pub storage: Storage,
    pub settings: Arc<Settings>,
    /// Failed sign-ins per e-mail (see [`crate::domain::sessions::SignInFailures`]).
    pub sign_in_failures: Arc<crate::domain::sessions::SignInFailures>,
    /// This process's live stream of counters (see [`crate::domain::live`]).
    pub live: crate::domain::LiveStream,
    /// When each organization's API key was last used, flushed once a minute (see
    /// [`crate::domain::keys::KeyUse`]).
    pub key_use: Arc<crate::domain::keys::KeyUse>,
    /// When each personal access token was last used, flushed with the keys' (see
    /// [`crate::domain::access_tokens::flush_use`]).
    pub token_use: Arc<crate::domain::keys::Uses<i64>>,
    /// This process's search index, following the database's search log (see
    /// [`crate::domain::search::log`]).
    pub search: Arc<crate::domain::search::log::Followed>,
    /// Seals and opens the secrets the server reads back (see [`crate::domain::sealed`]).
    pub sealer: Arc<crate::domain::sealed::Sealer>,
}
