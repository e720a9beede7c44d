//! The HTTP surface: the router of pages (Leptos), `/api/v3` (REST), the form posts, the live
//! stream, `/healthz` and the site's files, and the layers around them. Each door's handlers
//! live with their kind (`rest`, `forms`, `feed`, `seo`); here is how requests reach them.

mod files;
pub use files::publish_site;
mod guards;
mod live;
pub mod locale;
pub mod oidc;
mod page_cache;
pub use page_cache::key as page_cache_key;
mod sso;
mod tokens;
mod two_factor;

use crate::rest;
use app::state::AppState;
use app::{App, shell};
use axum::Router;
use axum::extract::{DefaultBodyLimit, Request};
use axum::middleware::{self, Next};
use axum::routing::{MethodRouter, get, post};
use files::{api_docs, api_docs_script, api_docs_style, favicon, healthz, site_files, site_version, upload};
use guards::{log_request, reference_failures, same_origin_writes, server_fn_status};
use leptos_axum::{LeptosRoutes, generate_route_list};
use live::live;
use page_cache::anonymous_page_cache;
use sso::sso;

/// The pages' routes, generated once per process. Generating them suppresses resource
/// loading in the whole process for a moment, and a page whose data starts loading in that
/// moment never finishes (leptos-rs/leptos#4773): tests build many routers side by side.
fn page_routes() -> Vec<leptos_axum::AxumRouteListing> {
    static ROUTES: std::sync::OnceLock<Vec<leptos_axum::AxumRouteListing>> = std::sync::OnceLock::new();
    ROUTES.get_or_init(|| generate_route_list(App)).clone()
}

/// The pages' form posts and the downloads beside them (the routes outside Leptos that act for
/// a signed-in person), each with its body limit: one table, which the router mounts and the
/// tenant-isolation test walks (`tests/http/isolation.rs`), so that a new form cannot be left
/// out of it.
pub fn form_routes() -> Vec<(&'static str, MethodRouter<AppState>)> {
    use crate::forms::{admin, companies, customers, mail};
    let limited = |route: MethodRouter<AppState>, limit: usize| route.layer(DefaultBodyLimit::max(limit));
    vec![
        ("/language", post(crate::forms::language::switch)),
        ("/{org}/me/export.json", get(crate::forms::export_my_data)),
        ("/{org}/new", limited(post(crate::forms::new_post), rest::BODY_LIMIT)),
        ("/{org}/comment", limited(post(crate::forms::new_comment), rest::BODY_LIMIT)),
        ("/{org}/subscription", post(mail::subscription)),
        ("/{org}/me/mail", post(mail::settings)),
        ("/{org}/unsubscribe", post(mail::unsubscribe)),
        ("/{org}/admin/moderation", post(admin::moderation)),
        ("/{org}/admin/statuses", post(admin::statuses)),
        ("/{org}/admin/boards", post(admin::boards)),
        ("/{org}/admin/settings", post(admin::settings)),
        ("/{org}/admin/settings/logo", limited(post(admin::logo), rest::BODY_LIMIT)),
        ("/{org}/admin/team", post(admin::team)),
        ("/{org}/admin/tags", post(admin::tags)),
        ("/{org}/admin/roadmaps", post(admin::roadmaps)),
        ("/{org}/admin/webhooks", post(admin::webhooks)),
        ("/{org}/admin/integrations", post(admin::integrations)),
        ("/{org}/admin/import", post(admin::imports)),
        ("/{org}/admin/import/export", limited(post(admin::import_export), admin::EXPORT_LIMIT)),
        ("/{org}/admin/changelog", post(admin::changelog)),
        ("/{org}/admin/post-tags", post(admin::post_tags)),
        ("/{org}/admin/post-team", post(admin::post_team)),
        ("/{org}/admin/post-issues", post(admin::post_issues)),
        ("/{org}/admin/merge", post(admin::merge)),
        ("/{org}/admin/unmerge", post(admin::unmerge)),
        ("/{org}/admin/customers", post(customers::change)),
        ("/{org}/admin/customers.csv", get(customers::export)),
        ("/{org}/admin/customers/import", limited(post(customers::import), customers::IMPORT_LIMIT)),
        ("/{org}/admin/companies/import", limited(post(companies::import), customers::IMPORT_LIMIT)),
        ("/{org}/admin/priorities", post(admin::priorities)),
    ]
}

pub fn router(mut state: AppState) -> Router {
    crate::metrics::handle();
    let routes = page_routes();
    // The site's files (WASM, JS, CSS) are served under a folder named by a hash of their
    // content, so that browsers may keep them for a year: a new build is a new address.
    let version = site_version(&state.leptos_options);
    let pkg_folder = std::path::Path::new(state.leptos_options.site_root.as_ref()).join(state.leptos_options.site_pkg_dir.as_ref());
    let base_pkg_dir = state.leptos_options.site_pkg_dir.to_string();
    let pkg_dir = format!("{base_pkg_dir}/{version}").into();
    state.shared_mut().leptos_options.site_pkg_dir = pkg_dir;
    let leptos_options = state.leptos_options.clone();
    let limit = crate::rest::rate_limit::RateLimit::new(state.clone());
    let router = Router::new()
        .nest_service(&format!("/{}", state.leptos_options.site_pkg_dir), site_files(&pkg_folder))
        // Another build's files, during a rolling upgrade (see `files::publish_site`).
        .route(&format!("/{base_pkg_dir}/{{version}}/{{file}}"), get(files::earlier_build_file))
        .route("/healthz", get(healthz))
        .route("/metrics", get(crate::metrics::on_site))
        .route("/favicon.svg", get(favicon))
        .route("/robots.txt", get(crate::seo::robots))
        .route("/{org}/sitemap.xml", get(crate::seo::sitemap))
        .route("/{org}/sitemaps/{file}", get(crate::seo::sitemap_page))
        .nest("/api/v3", rest::router(limit.clone()))
        .merge(crate::mcp::router(&state, limit))
        .nest("/widget/v1", crate::widget::router(&state))
        .route("/widget.js", get(crate::widget::loader_script))
        .route("/widget/panel.js", get(crate::widget::panel_script))
        .route("/uploads/{*key}", get(upload))
        .route("/api/docs", get(api_docs))
        .route("/api/docs/app.js", get(api_docs_script))
        .route("/api/docs/app.css", get(api_docs_style))
        .route("/{org}/sso", get(sso))
        .route("/{org}/signin/link", get(sso::link_page).post(sso::link_sign_in))
        .route("/{org}/signin/code", get(two_factor::code_form).post(two_factor::code_sign_in))
        .route("/{org}/me/two-factor", get(two_factor::settings).post(two_factor::change_settings))
        .route("/{org}/me/tokens", get(tokens::tokens).post(tokens::change_tokens))
        .route("/{org}/oidc/{id}/start", get(oidc::start))
        .route("/{org}/oidc/callback", get(oidc::callback))
        .route("/{org}/live", get(live))
        .route("/{org}/changelog.atom", get(crate::feed::changelog))
        .route("/integrations/github/{id}", post(crate::trackers::inbound::github).layer(DefaultBodyLimit::max(crate::trackers::inbound::BODY_LIMIT)))
        .route("/integrations/linear/{id}", post(crate::trackers::inbound::linear).layer(DefaultBodyLimit::max(crate::trackers::inbound::BODY_LIMIT)));
    let router = form_routes().into_iter().fold(router, |router, (path, route)| router.route(path, route));
    router
        .merge(
            Router::new()
                .leptos_routes_with_context(&state, routes, crate::headers::page_context, move || shell(leptos_options.clone()))
                // Inside the cache: it keeps finished pages.
                .route_layer(middleware::from_fn(crate::document::finish))
                .route_layer(middleware::from_fn_with_state(state.clone(), anonymous_page_cache)),
        )
        .route_layer(middleware::from_fn(crate::metrics::remember_route))
        .fallback(axum::handler::Handler::layer(
            leptos_axum::file_and_error_handler_with_context::<AppState, _>(crate::headers::page_context, shell),
            middleware::from_fn(crate::document::finish),
        ))
        .layer(middleware::from_fn(server_fn_status))
        .layer(middleware::from_fn(reference_failures))
        .layer(middleware::from_fn_with_state(
            std::sync::Arc::new(crate::throttle::Throttle::new(
                state.settings.client_ip_header.clone(),
                Some(state.db.clone()),
                state.settings.max_live_streams,
            )),
            crate::throttle::limit,
        ))
        .layer(middleware::from_fn_with_state(state.clone(), locale::resolve))
        .layer(middleware::from_fn_with_state(state.clone(), same_origin_writes))
        .layer(middleware::from_fn_with_state(state.clone(), crate::headers::secure))
        // Text, JSON and WASM by Accept-Encoding (zstd, else brotli, else gzip); never an event
        // stream, which must reach the browser event by event, nor images, compressed already.
        // Every page is compressed anew (its nonce differs each time), so the levels are fast
        // ones (docs/performance.md). zstd, which browsers offer first, at level 1: its tables
        // are set up afresh for each answer, and level 4's took 9 % of a list request's CPU
        // (level 1's are 40 times smaller) for 1 to 5 % fewer bytes. The inner layer answers
        // those that accept zstd; the outer one leaves what is encoded already and serves the
        // rest brotli 4 (16 % smaller than brotli 1) or gzip.
        // Whole answers (most) in zstd with a context kept per thread (see crate::compress).
        .layer(middleware::from_fn(|request: Request, next: Next| crate::compress::whole_zstd(ZSTD_LEVEL, request, next)))
        .layer(
            tower_http::compression::CompressionLayer::new()
                .no_br()
                .no_gzip()
                .no_deflate()
                .zstd(true)
                .quality(tower_http::CompressionLevel::Precise(ZSTD_LEVEL)),
        )
        .layer(
            tower_http::compression::CompressionLayer::new()
                .no_zstd()
                .br(true)
                .gzip(true)
                .quality(tower_http::CompressionLevel::Precise(ON_THE_FLY_LEVEL)),
        )
        .layer(middleware::from_fn_with_state(state.clone(), log_request))
        .with_state(state)
}

/// The router of a process of the `worker` role: `/healthz` and `/metrics` (for the addresses
/// `--metrics-allow` names), and a 404 for anything else.
pub fn watch_only_router(state: AppState) -> Router {
    crate::metrics::handle();
    Router::new()
        .route("/healthz", get(healthz))
        .route("/metrics", get(crate::metrics::on_site))
        .route_layer(middleware::from_fn(crate::metrics::remember_route))
        .layer(middleware::from_fn_with_state(state.clone(), log_request))
        .with_state(state)
}

/// The compression level of answers compressed as they are sent in brotli or gzip: about
/// gzip's size at a fraction of brotli 11's time.
const ON_THE_FLY_LEVEL: i32 = 4;

/// zstd's level for answers compressed as they are sent.
const ZSTD_LEVEL: i32 = 1;
