//! `GET /metrics`: what an operator watches, in Prometheus' text format (the `metrics` crate's
//! recorder, rendered by `metrics-exporter-prometheus`). Answered only to addresses the
//! operator allows (`--metrics-allow`, loopback by default; behind a reverse proxy the client's
//! address is the right-most one the proxy names in `--client-ip-header`, so the proxy's own
//! loopback connection does not open it to the world, and an unreadable header opens nothing),
//! to a scraper that sends `--metrics-token` as a bearer token, and to anyone on
//! `--metrics-addr`, a port of its own for a private network. Elsewhere it is a plain 404, as
//! if it were not there.
//!
//! Counted as things happen (`upboard_*`): requests by route, method and status, and their
//! durations (a histogram); cache lookups by cache and result; notices sent and received;
//! deliveries by queue and result; limit refusals by limit; live clients. Read at each scrape:
//! the database's connections in use, idle and their bound, writes waiting for SQLite's
//! writer, and the outbox's backlog (events to fan out, webhook deliveries and e-mails
//! pending).

use app::state::AppState;
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use metrics_util::MetricKindMask;
use std::net::SocketAddr;
use std::sync::OnceLock;

/// Request durations' buckets, in seconds: a cached page takes well under a millisecond, a
/// write on PostgreSQL a few.
const DURATION_BUCKETS: [f64; 14] = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0];

/// How long a counter or histogram series lives untouched before it is forgotten.
const IDLE: std::time::Duration = std::time::Duration::from_secs(15 * 60);

/// How often the recorder is tidied without a scrape: histograms' samples folded into their
/// buckets (they pile up until then) and idle series removed.
pub const UPKEEP_EVERY: std::time::Duration = std::time::Duration::from_secs(5);

/// Tidies the recorder every [`UPKEEP_EVERY`], for as long as the process serves (a process
/// nobody scrapes keeps bounded memory too).
pub fn keep_up() {
    handle();
    tokio::spawn(async {
        let mut every = tokio::time::interval(UPKEEP_EVERY);
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            every.tick().await;
            handle().run_upkeep();
        }
    });
}

/// The process's recorder, installed on first use (the router's construction).
pub fn handle() -> &'static PrometheusHandle {
    static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();
    HANDLE.get_or_init(|| {
        let builder = || {
            PrometheusBuilder::new()
                .set_buckets_for_metric(Matcher::Full("upboard_http_request_duration_seconds".to_owned()), &DURATION_BUCKETS)
                .expect("the buckets are not empty")
                // A series nobody touched for a while (a route or status seen once) goes, so
                // that what clients send cannot grow the table for ever; gauges stay.
                .idle_timeout(MetricKindMask::COUNTER | MetricKindMask::HISTOGRAM, Some(IDLE))
        };
        builder().install_recorder().unwrap_or_else(|error| {
            tracing::warn!(%error, "another metrics recorder is installed: /metrics shows only what is read at each scrape");
            builder().build_recorder().handle()
        })
    })
}

/// Whether the client may read the metrics on the site's port: it sends the token of
/// `--metrics-token` (`Authorization: Bearer …`), or its address is allowed. An unknown
/// client (an unreadable proxy header) is allowed by its token only.
fn allowed(state: &AppState, peer: SocketAddr, headers: &HeaderMap) -> bool {
    if let Some(expected) = state.settings.metrics_token.as_deref() {
        let sent = headers.get(header::AUTHORIZATION).and_then(|v| v.to_str().ok()).and_then(|v| v.strip_prefix("Bearer "));
        if sent.is_some_and(|sent| bool::from(subtle::ConstantTimeEq::ct_eq(sent.trim().as_bytes(), expected.as_bytes()))) {
            return true;
        }
    }
    let client = crate::client::address(state.settings.client_ip_header.as_deref(), headers, Some(peer)).and_then(|client| client.address());
    client.is_some_and(|client| state.settings.metrics_allow.iter().any(|network| network.contains(&client)))
}

/// `GET /metrics` on the site's port: for the allowed addresses only.
pub(crate) async fn on_site(State(state): State<AppState>, ConnectInfo(peer): ConnectInfo<SocketAddr>, headers: HeaderMap) -> Response {
    if !allowed(&state, peer, &headers) {
        return (StatusCode::NOT_FOUND, "Not found").into_response();
    }
    render(&state).await
}

/// `GET /metrics` on `--metrics-addr`: whoever reaches that port may read them.
pub(crate) async fn on_own_port(State(state): State<AppState>) -> Response {
    render(&state).await
}

/// The router of `--metrics-addr`: `/metrics` and nothing else.
pub fn own_port_router(state: AppState) -> axum::Router {
    handle();
    axum::Router::new().route("/metrics", axum::routing::get(on_own_port)).with_state(state)
}

async fn render(state: &AppState) -> Response {
    let pool = state.db.pool_stats();
    metrics::gauge!("upboard_db_connections", "state" => "in_use").set(pool.in_use as f64);
    metrics::gauge!("upboard_db_connections", "state" => "idle").set(pool.idle as f64);
    if let Some(max) = pool.max {
        metrics::gauge!("upboard_db_connections_max").set(max as f64);
    }
    metrics::gauge!("upboard_db_writes_waiting").set(pool.waiting_writes as f64);
    for each in &pool.pools {
        metrics::gauge!("upboard_db_pool_connections", "pool" => each.name, "state" => "in_use").set(each.in_use as f64);
        metrics::gauge!("upboard_db_pool_connections", "pool" => each.name, "state" => "idle").set(each.idle as f64);
        metrics::gauge!("upboard_db_pool_connections_max", "pool" => each.name).set(each.max as f64);
    }
    match app::domain::outbox::backlog(state.db.conn()).await {
        Ok(backlog) => {
            metrics::gauge!("upboard_outbox_backlog", "queue" => "events").set(backlog.events as f64);
            metrics::gauge!("upboard_outbox_backlog", "queue" => "webhooks").set(backlog.webhooks as f64);
            metrics::gauge!("upboard_outbox_backlog", "queue" => "mail").set(backlog.mail as f64);
        }
        Err(error) => tracing::warn!(%error, "the outbox's backlog could not be read for /metrics"),
    }
    let caches = state.db.caches();
    metrics::gauge!("upboard_cache_bytes", "cache" => "responses").set(caches.responses.bytes() as f64);
    metrics::gauge!("upboard_cache_bytes", "cache" => "documents").set(caches.documents.weight() as f64);
    let (sqlite, sqlite_highest) = app::store::sqlite::memory();
    metrics::gauge!("upboard_sqlite_memory_bytes", "at" => "now").set(sqlite as f64);
    metrics::gauge!("upboard_sqlite_memory_bytes", "at" => "highest").set(sqlite_highest as f64);
    let handle = handle();
    handle.run_upkeep();
    ([(header::CONTENT_TYPE, "text/plain; version=0.0.4; charset=utf-8"), (header::CACHE_CONTROL, "no-store")], handle.render()).into_response()
}

/// The route a request matched (`/{org}/p/{slug}`, say), kept on its response for the
/// request's metrics; requests that matched none are `unmatched`.
#[derive(Clone, Debug)]
pub(crate) struct MatchedRoute(pub String);

/// Keeps the matched route on the response (a route layer: it runs once a route matched).
pub(crate) async fn remember_route(request: axum::extract::Request, next: axum::middleware::Next) -> Response {
    let route = request.extensions().get::<axum::extract::MatchedPath>().map(|path| path.as_str().to_owned());
    let mut response = next.run(request).await;
    if let Some(route) = route {
        response.extensions_mut().insert(MatchedRoute(route));
    }
    response
}

/// A request's method as a label: the methods of HTTP's standard by name, anything a client
/// invented as `other` (each invented name was a series of its own, kept for ever).
pub(crate) fn method_label(method: &axum::http::Method) -> &'static str {
    use axum::http::Method;
    match *method {
        Method::GET => "GET",
        Method::HEAD => "HEAD",
        Method::POST => "POST",
        Method::PUT => "PUT",
        Method::PATCH => "PATCH",
        Method::DELETE => "DELETE",
        Method::OPTIONS => "OPTIONS",
        Method::TRACE => "TRACE",
        Method::CONNECT => "CONNECT",
        _ => "other",
    }
}

/// Counts a finished request.
pub(crate) fn record_request(method: &axum::http::Method, response: &Response, seconds: f64) {
    let route = response.extensions().get::<MatchedRoute>().map_or_else(|| "unmatched".to_owned(), |route| route.0.clone());
    let method = method_label(method);
    let status = response.status().as_u16().to_string();
    metrics::histogram!("upboard_http_request_duration_seconds", "route" => route.clone(), "method" => method).record(seconds);
    metrics::counter!("upboard_http_requests_total", "route" => route, "method" => method, "status" => status).increment(1);
}

/// One more open live stream, until the guard goes.
pub(crate) struct LiveClient;

impl LiveClient {
    pub(crate) fn open() -> Self {
        metrics::gauge!("upboard_live_clients").increment(1.0);
        Self
    }
}

impl Drop for LiveClient {
    fn drop(&mut self) {
        metrics::gauge!("upboard_live_clients").decrement(1.0);
    }
}

/// A request refused by `limit` (`api`, a throttle's kind, `sign_in_failures`).
pub(crate) fn refused_by(limit: &'static str) {
    metrics::counter!("upboard_rate_limited_total", "limit" => limit).increment(1);
}
