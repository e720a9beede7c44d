//! Logs go to stderr, so that the commands' stdout stays machine-readable: one line each, as
//! text, or as JSON objects with `UPBOARD_LOG_FORMAT=json` (for a log collector; a request's
//! lines carry its id either way, see `web::guards::log_request`).

use tracing_subscriber::EnvFilter;

/// `serve` logs every request at `info` (the MCP SDK, which would add three lines to each of
/// its requests, only its warnings); other commands only warnings. `RUST_LOG` overrides.
pub fn init(serving: bool) {
    let default = if serving { "info,sqlx=warn,sea_orm_migration=warn,rmcp=warn" } else { "warn" };
    // Set but empty is not set, as for every setting (an empty filter would log nothing).
    let set = |name: &str| std::env::var(name).ok().filter(|value| !value.trim().is_empty());
    let filter = set("RUST_LOG").and_then(|rules| EnvFilter::try_new(rules).ok()).unwrap_or_else(|| EnvFilter::new(default));
    let logs = tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr).with_target(false);
    let _ = match set("UPBOARD_LOG_FORMAT").as_deref() {
        Some("json") => logs.json().flatten_event(true).try_init(),
        Some("text") | None => logs.try_init(),
        Some(other) => {
            let started = logs.try_init();
            tracing::warn!("UPBOARD_LOG_FORMAT={other} is neither `text` nor `json`: logging as text");
            started
        }
    };
}
