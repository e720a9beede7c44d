//! `upboard serve`: the server, with the tasks beside it (the delivery worker, the search
//! index kept current, key use flushed once a minute, uploads swept hourly).

use super::{Result, connect};
use crate::cli::ServeArgs;
use crate::web;
use app::state::{AppState, Settings, Shared};
use leptos::config::LeptosOptions;
use std::sync::Arc;

pub async fn run(args: ServeArgs) -> Result {
    let db = connect(&args.database.database_url).await?;
    // For measuring the work behind cached responses (`make bench`); not a user setting.
    if std::env::var("UPBOARD_RESPONSE_CACHE").is_ok_and(|v| v == "off") {
        tracing::warn!("response cache off (UPBOARD_RESPONSE_CACHE=off)");
        db.caches().responses.set_capacity(0);
    }
    let public_url = args.public_url.trim_end_matches('/').to_owned();
    let storage = app::domain::attachments::Storage::open(&args.uploads.to_string_lossy(), &public_url)?;
    let live = app::domain::LiveStream::shared(&db);
    let keys = app::domain::sealed::Sealer::parse_keys(args.secret_key.as_deref().unwrap_or_default())
        .map_err(|e| super::CommandError::Usage(format!("--secret-key (UPBOARD_SECRET_KEY): {e}")))?;
    let sealer = Arc::new(app::domain::sealed::Sealer::load(&db, &keys).await?);
    let state = AppState::new(Shared {
        leptos_options: leptos_options(&args),
        db,
        storage,
        settings: Arc::new(Settings {
            public_url,
            uploads: args.uploads.clone(),
            rate_limit: args.rate_limit,
            // An empty name is no header (the throttle and the request ids agree on it).
            client_ip_header: args.client_ip_header.clone().filter(|_| args.behind_proxy()),
            allow_private_webhooks: args.allow_private_webhooks,
            metrics_allow: args.metrics_allow.clone(),
            metrics_token: args.metrics_token.clone(),
            max_live_streams: live_streams_that_fit(args.max_live_streams),
        }),
        sign_in_failures: Arc::default(),
        live,
        key_use: Arc::default(),
        token_use: Arc::default(),
        search: Arc::new(app::domain::search::log::Followed::new()?),
        sealer,
    });
    crate::metrics::keep_up();
    let role = args.role;
    if role.serves() {
        web::publish_site(&state).await;
        keep_search_current(state.clone());
    }
    if role.works() {
        sweep_uploads_hourly(state.clone());
    }
    let listener = tokio::net::TcpListener::bind(args.addr).await?;
    let addr = listener.local_addr()?;
    if !args.site_root.join("pkg").exists() {
        tracing::warn!(
            site_root = %args.site_root.display(),
            "no WASM bundle or stylesheet found: pages render but do not hydrate (build the site with `make build` or `.ci/site release`)"
        );
    }
    tracing::info!("upboard listening on http://{addr}, public URL {}; {}", state.settings.public_url, crate::throttle::describe(&state));
    let live = state.live.clone();
    let flushed = state.clone();
    flush_key_use_every_minute(state.clone());
    let mail = crate::delivery::mail::MailConfig { smtp_url: args.smtp_url.clone(), from: args.mail_from.clone(), folder: args.mail_dir.clone() };
    let mailer = crate::delivery::mail::Mailer::new(&mail).map_err(super::CommandError::Usage)?;
    match &mail.smtp_url {
        Some(_) => tracing::info!("e-mail notifications go through the SMTP server of --smtp-url"),
        None => tracing::info!(folder = %mail.folder.display(), "no SMTP server configured (--smtp-url): e-mails are written as .eml files"),
    }
    let worker = role.works().then(|| crate::delivery::Worker::start(state.clone(), mailer));
    // Imports started from the admin page (docs/import.md).
    let importer = role.works().then(|| crate::importers::worker::Worker::start(state.clone()));
    tracing::info!(
        ?role,
        "this process's role (--role): the site {}, the background work {}",
        if role.serves() { "yes" } else { "no" },
        if role.works() { "yes" } else { "no" }
    );
    if let Some(metrics_addr) = args.metrics_addr {
        let metrics = tokio::net::TcpListener::bind(metrics_addr).await?;
        tracing::info!("metrics for whoever reaches http://{}/metrics", metrics.local_addr()?);
        let router = crate::metrics::own_port_router(state.clone());
        tokio::spawn(async move {
            if let Err(error) = crate::listen::serve(metrics, router, crate::listen::Limits::default(), std::future::pending()).await {
                tracing::error!(%error, "the metrics port stopped");
            }
        });
    }
    // A worker answers only what watches it.
    let router = if role.serves() { web::router(state) } else { web::watch_only_router(state) };
    crate::listen::serve(listener, router, args.limits(), async move {
        shutdown_signal().await;
        // Live streams never end on their own; end them so that shutdown can finish.
        live.close();
    })
    .await?;
    // Sends in progress finish; what is not sent yet stays queued in the database.
    if let Some(worker) = worker {
        worker.stop().await;
    }
    // An import in flight stops; its run goes on at the next claim (here or another process).
    if let Some(importer) = importer {
        importer.stop().await;
    }
    // What the last minute noted of API key use is not lost with the process.
    flush_uses(&flushed).await;
    tracing::info!("upboard stopped");
    Ok(())
}

/// Open files besides the live streams: the database's connections, other requests, the logs.
const FILES_BESIDE_STREAMS: u64 = 512;

/// Raises the open-file limit to what the system allows (a shell's default of 1,024 would make
/// the 1,025th open page the one refused, by a reset instead of an answer), then lowers
/// `wanted` live streams to what that limit holds.
fn live_streams_that_fit(wanted: u64) -> usize {
    let limit = match rlimit::increase_nofile_limit(u64::MAX) {
        Ok(limit) => limit,
        Err(error) => {
            tracing::warn!(%error, "cannot read the open-file limit");
            return usize::try_from(wanted).unwrap_or(usize::MAX);
        }
    };
    let fits = limit.saturating_sub(FILES_BESIDE_STREAMS).max(1);
    if wanted > fits {
        tracing::warn!(wanted, open_file_limit = limit, kept = fits, "--max-live-streams lowered to fit the open-file limit (raise LimitNOFILE / ulimit -n)");
    }
    usize::try_from(wanted.min(fits)).unwrap_or(usize::MAX)
}

/// Removes, at start and then every hour, uploaded files that no attachment names and that are
/// older than an hour: what a process killed between storing a file and committing its
/// record left behind (a failed write removes its files itself).
fn sweep_uploads_hourly(state: AppState) {
    const EVERY: std::time::Duration = std::time::Duration::from_secs(3600);
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(EVERY);
        loop {
            ticks.tick().await;
            if !crate::delivery::my_turn(&state, "upload_sweep", EVERY).await {
                continue;
            }
            match state.storage.sweep(state.db.conn(), EVERY).await {
                Ok(0) => {}
                Ok(removed) => tracing::info!(removed, "removed uploaded files that nothing names"),
                Err(error) => tracing::warn!(%error, "sweeping uploaded files failed"),
            }
        }
    });
}

/// Builds the search index at start (not at the first search), then follows the search log
/// every minute (so that the log's pruning never outruns this process) and prunes it hourly.
fn keep_search_current(state: AppState) {
    let (db, index) = (state.db.clone(), state.search.clone());
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(std::time::Duration::from_secs(60));
        let mut followed = 0u32;
        loop {
            ticks.tick().await;
            let started = std::time::Instant::now();
            match index.current(db.conn()).await {
                Ok(_) if followed == 0 => tracing::info!(elapsed_ms = started.elapsed().as_millis() as u64, "search index built"),
                Ok(_) => {}
                Err(error) => tracing::warn!(%error, "bringing the search index up to date failed"),
            }
            if followed.is_multiple_of(60) && crate::delivery::my_turn(&state, "search_log_prune", std::time::Duration::from_secs(3600)).await {
                match app::domain::search::prune_log(&db).await {
                    Ok(0) => {}
                    Ok(removed) => tracing::info!(removed, "pruned the search log"),
                    Err(error) => tracing::warn!(%error, "pruning the search log failed"),
                }
            }
            followed = followed.wrapping_add(1);
        }
    });
}

/// Writes when each organization's API key and each personal access token was last used,
/// once a minute at most (kept in memory meanwhile, so that no request writes for it).
fn flush_key_use_every_minute(state: AppState) {
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(std::time::Duration::from_secs(60));
        ticks.tick().await;
        loop {
            ticks.tick().await;
            flush_uses(&state).await;
        }
    });
}

/// What the last minute noted of API keys' and access tokens' use, written.
async fn flush_uses(state: &AppState) {
    if let Err(error) = app::domain::admin::settings::flush_key_use(&state.db, &state.key_use).await {
        tracing::warn!(%error, "writing when API keys were last used failed");
    }
    if let Err(error) = app::domain::access_tokens::flush_use(&state.db, &state.token_use).await {
        tracing::warn!(%error, "writing when access tokens were last used failed");
    }
}

fn leptos_options(args: &ServeArgs) -> LeptosOptions {
    LeptosOptions::builder()
        .output_name("upboard")
        .site_root(args.site_root.to_string_lossy().into_owned())
        .site_pkg_dir("pkg")
        .site_addr(args.addr)
        .env(leptos::config::Env::PROD)
        .build()
}

/// Resolves on SIGINT or SIGTERM; axum then stops accepting and finishes requests in flight.
async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(error) => {
                tracing::error!(%error, "cannot listen for SIGTERM");
                std::future::pending::<()>().await;
            }
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
    tracing::info!("shutting down, finishing requests in flight");
}
