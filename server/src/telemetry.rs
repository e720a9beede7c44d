//! Logs go to stderr, so that the commands' stdout stays machine-readable.

use tracing_subscriber::EnvFilter;

/// `serve` logs every request at `info`; other commands only warnings. `RUST_LOG` overrides.
pub fn init(serving: bool) {
    let default = if serving { "info,sqlx=warn,sea_orm_migration=warn" } else { "warn" };
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(default));
    let _ = tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr).with_target(false).try_init();
}
