//! Logs go to stderr, so that the commands' stdout stays machine-readable: one line each, as
//! text, or as JSON objects with `UPBOARD_LOG_FORMAT=json` (for a log collector; a request's
//! lines carry its id either way, see `web::guards::log_request`).

use tracing_subscriber::EnvFilter;

/// `serve` logs every request at `info`; other commands only warnings. `RUST_LOG` overrides.
pub fn init(serving: bool) {
    let default = if serving { "info,sqlx=warn,sea_orm_migration=warn" } else { "warn" };
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(default));
    let logs = tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr).with_target(false);
    let _ = match std::env::var("UPBOARD_LOG_FORMAT").as_deref() {
        Ok("json") => logs.json().flatten_event(true).try_init(),
        Ok("text") | Err(_) => logs.try_init(),
        Ok(other) => {
            let started = logs.try_init();
            tracing::warn!("UPBOARD_LOG_FORMAT={other} is neither `text` nor `json`: logging as text");
            started
        }
    };
}
