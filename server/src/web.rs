//! The HTTP surface: pages (Leptos), `/api/v3` (REST), `/healthz` and static files.

use crate::rest;
use app::state::AppState;
use app::store::cache::Of;
use app::{App, shell};
use axum::Router;
use axum::extract::{DefaultBodyLimit, Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use leptos_axum::{LeptosRoutes, generate_route_list};
use std::time::Instant;

/// The pages' routes, generated once per process. Generating them suppresses resource
/// loading in the whole process for a moment, and a page whose data starts loading in that
/// moment never finishes (leptos-rs/leptos#4773): tests build many routers side by side.
fn page_routes() -> Vec<leptos_axum::AxumRouteListing> {
    static ROUTES: std::sync::OnceLock<Vec<leptos_axum::AxumRouteListing>> = std::sync::OnceLock::new();
    ROUTES.get_or_init(|| generate_route_list(App)).clone()
}

pub fn router(mut state: AppState) -> Router {
    let routes = page_routes();
    // The site's files (WASM, JS, CSS) are served under a folder named by a hash of their
    // content, so that browsers may keep them for a year: a new build is a new address.
    let version = site_version(&state.leptos_options);
    let pkg_folder = std::path::Path::new(state.leptos_options.site_root.as_ref()).join(state.leptos_options.site_pkg_dir.as_ref());
    state.leptos_options.site_pkg_dir = format!("{}/{version}", state.leptos_options.site_pkg_dir).into();
    let leptos_options = state.leptos_options.clone();
    Router::new()
        .nest_service(&format!("/{}", state.leptos_options.site_pkg_dir), site_files(&pkg_folder))
        .route("/healthz", get(healthz))
        .route("/favicon.svg", get(favicon))
        .route("/robots.txt", get(crate::seo::robots))
        .route("/{org}/sitemap.xml", get(crate::seo::sitemap))
        .route("/{org}/sitemaps/{file}", get(crate::seo::sitemap_page))
        .nest("/api/v3", rest::router(&state))
        .route("/uploads/{*key}", get(upload))
        .route("/api/docs", get(api_docs))
        .route("/api/docs/app.js", get(api_docs_script))
        .route("/api/docs/app.css", get(api_docs_style))
        .route("/{org}/sso", get(sso))
        .route("/{org}/live", get(live))
        .route("/{org}/me/export.json", get(crate::forms::export_my_data))
        .route("/{org}/new", axum::routing::post(crate::forms::new_post).layer(DefaultBodyLimit::max(rest::BODY_LIMIT)))
        .route("/{org}/comment", axum::routing::post(crate::forms::new_comment).layer(DefaultBodyLimit::max(rest::BODY_LIMIT)))
        .route("/{org}/admin/moderation", axum::routing::post(crate::forms::admin::moderation))
        .route("/{org}/admin/statuses", axum::routing::post(crate::forms::admin::statuses))
        .route("/{org}/admin/boards", axum::routing::post(crate::forms::admin::boards))
        .route("/{org}/admin/settings", axum::routing::post(crate::forms::admin::settings))
        .route("/{org}/admin/team", axum::routing::post(crate::forms::admin::team))
        .route("/{org}/admin/settings/logo", axum::routing::post(crate::forms::admin::logo).layer(DefaultBodyLimit::max(rest::BODY_LIMIT)))
        .route("/{org}/admin/tags", axum::routing::post(crate::forms::admin::tags))
        .route("/{org}/admin/webhooks", axum::routing::post(crate::forms::admin::webhooks))
        .route("/{org}/admin/changelog", axum::routing::post(crate::forms::admin::changelog))
        .route("/{org}/changelog.atom", get(crate::feed::changelog))
        .route("/{org}/subscription", axum::routing::post(crate::forms::mail::subscription))
        .route("/{org}/me/mail", axum::routing::post(crate::forms::mail::settings))
        .route("/{org}/unsubscribe", axum::routing::post(crate::forms::mail::unsubscribe))
        .route("/{org}/admin/post-tags", axum::routing::post(crate::forms::admin::post_tags))
        .route("/{org}/admin/post-team", axum::routing::post(crate::forms::admin::post_team))
        .route("/{org}/admin/customers", axum::routing::post(crate::forms::customers::change))
        .route("/{org}/admin/customers.csv", get(crate::forms::customers::export))
        .route(
            "/{org}/admin/customers/import",
            axum::routing::post(crate::forms::customers::import).layer(DefaultBodyLimit::max(crate::forms::customers::IMPORT_LIMIT)),
        )
        .route("/{org}/admin/merge", axum::routing::post(crate::forms::admin::merge))
        .route("/{org}/admin/unmerge", axum::routing::post(crate::forms::admin::unmerge))
        .merge(
            Router::new()
                .leptos_routes_with_context(&state, routes, crate::headers::page_context, move || shell(leptos_options.clone()))
                // Inside the cache: it keeps finished pages.
                .route_layer(middleware::from_fn(crate::document::finish))
                .route_layer(middleware::from_fn_with_state(state.clone(), anonymous_page_cache)),
        )
        .fallback(axum::handler::Handler::layer(
            leptos_axum::file_and_error_handler_with_context::<AppState, _>(crate::headers::page_context, shell),
            middleware::from_fn(crate::document::finish),
        ))
        .layer(middleware::from_fn(server_fn_status))
        .layer(middleware::from_fn_with_state(
            std::sync::Arc::new(crate::throttle::Throttle::new(state.settings.client_ip_header.clone())),
            crate::throttle::limit,
        ))
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
        .layer(middleware::from_fn(log_request))
        .with_state(state)
}

/// The compression level of answers compressed as they are sent in brotli or gzip: about
/// gzip's size at a fraction of brotli 11's time.
const ON_THE_FLY_LEVEL: i32 = 4;

/// zstd's level for answers compressed as they are sent.
const ZSTD_LEVEL: i32 = 1;

/// A short hash of the site's files (what `cargo leptos build` wrote into the pkg folder),
/// naming the folder they are served from; "0" when there are none (HTTP tests).
fn site_version(options: &leptos::config::LeptosOptions) -> String {
    use sha2::{Digest, Sha256};
    let folder = std::path::Path::new(options.site_root.as_ref()).join(options.site_pkg_dir.as_ref());
    let mut names: Vec<std::path::PathBuf> = std::fs::read_dir(&folder)
        .into_iter()
        .flatten()
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.is_file() && !path.extension().is_some_and(|e| e == "br" || e == "gz"))
        .collect();
    if names.is_empty() {
        return "0".to_owned();
    }
    names.sort();
    let mut hash = Sha256::new();
    for name in names {
        hash.update(name.file_name().map(|n| n.as_encoded_bytes()).unwrap_or_default());
        hash.update(std::fs::read(&name).unwrap_or_default());
    }
    hash.finalize().iter().take(6).map(|b| format!("{b:02x}")).collect()
}

/// The site's files, with their brotli and gzip variants where the build made them
/// (`cargo leptos build --release --precompress`), kept by browsers for a year.
fn site_files(folder: &std::path::Path) -> Router {
    use tower_http::set_header::SetResponseHeaderLayer;
    Router::new()
        .fallback_service(tower_http::services::ServeDir::new(folder).precompressed_br().precompressed_gzip())
        .layer(SetResponseHeaderLayer::overriding(header::CACHE_CONTROL, HeaderValue::from_static("public, max-age=31536000, immutable")))
}

/// 200 when the database answers, 503 otherwise.
async fn healthz(State(state): State<AppState>) -> Response {
    match state.db.ping().await {
        Ok(()) => (StatusCode::OK, axum::Json(serde_json::json!({"status": "ok"}))).into_response(),
        Err(error) => {
            tracing::error!(%error, "health check: the database does not answer");
            (StatusCode::SERVICE_UNAVAILABLE, axum::Json(serde_json::json!({"status": "unavailable"}))).into_response()
        }
    }
}

/// An attached image, only if it was recorded as an attachment; served with the type it was
/// recognised as and `nosniff`, so that a browser never reinterprets it.
async fn upload(State(state): State<AppState>, axum::extract::Path(key): axum::extract::Path<String>) -> Response {
    let found = match app::domain::attachments::is_recorded(state.db.conn(), &key).await {
        Ok(true) => state.storage.get(&key).await,
        Ok(false) => Ok(None),
        Err(error) => Err(error),
    };
    match found {
        Ok(Some((bytes, kind))) => (
            [
                (header::CONTENT_TYPE, kind.content_type()),
                (header::CACHE_CONTROL, "public, max-age=31536000, immutable"),
                (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
                (header::CONTENT_SECURITY_POLICY, crate::headers::UPLOAD_POLICY),
            ],
            bytes,
        )
            .into_response(),
        Ok(None) => (StatusCode::NOT_FOUND, "Not found").into_response(),
        Err(error) => {
            tracing::error!(%error, "serving an upload failed");
            (StatusCode::INTERNAL_SERVER_ERROR, "Internal error").into_response()
        }
    }
}

const API_DOCS: &str = include_str!("../assets/api-docs.html");

/// The interactive API reference: one page of the binary's own, reading `/api/v3/openapi.json`.
async fn api_docs() -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "text/html; charset=utf-8"), (header::CONTENT_SECURITY_POLICY, crate::headers::API_DOCS_POLICY)], API_DOCS)
}

async fn api_docs_script() -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "text/javascript; charset=utf-8"), (header::CACHE_CONTROL, "public, max-age=3600")], include_str!("../assets/api-docs.js"))
}

async fn api_docs_style() -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "text/css; charset=utf-8"), (header::CACHE_CONTROL, "public, max-age=3600")], include_str!("../assets/api-docs.css"))
}

#[derive(serde::Deserialize)]
struct SsoQuery {
    token: Option<String>,
    redirect: Option<String>,
}

/// `GET /{org}/sso?token=<JWT>`: signs the user of an SSO token (the JWT the API accepts) in
/// and sends them to the board, or to `redirect` on this site.
async fn sso(
    State(state): State<AppState>,
    axum::extract::Path(org): axum::extract::Path<String>,
    axum::extract::Query(query): axum::extract::Query<SsoQuery>,
) -> Response {
    use app::domain::{Error, organizations, sessions};
    let page = |status: StatusCode, message: &str| {
        let body = format!(
            "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Sign-in failed</title>\
             <link rel=\"stylesheet\" href=\"/pkg/upboard.css\"></head><body><main id=\"main\" class=\"page narrow\">\
             <h1>Sign-in failed</h1><p>{}</p><p><a href=\"/{}\">Go to the board</a></p></main></body></html>",
            app::domain::text::escape(message),
            app::domain::text::escape(&org)
        );
        (status, [(header::CONTENT_TYPE, "text/html; charset=utf-8")], body).into_response()
    };
    let organization = match organizations::find_by_name(state.db.conn(), &org).await {
        Ok(Some(found)) => found,
        Ok(None) => return page(StatusCode::NOT_FOUND, "This board does not exist."),
        Err(error) => {
            tracing::error!(%error, "SSO lookup failed");
            return page(StatusCode::INTERNAL_SERVER_ERROR, "Something went wrong on our side.");
        }
    };
    let Some(token) = query.token.filter(|t| !t.is_empty()) else {
        return page(StatusCode::BAD_REQUEST, "The sign-in link has no token.");
    };
    let started = match sessions::from_sso(&state.db, &organization, &token).await {
        Ok(user) => sessions::start(&state.db, user).await,
        Err(error) => Err(error),
    };
    match started {
        Ok(session) => {
            let cookie = app::api::session::cookie_header(&org, Some(&session.token), &state.settings.public_url);
            let target = app::domain::access::safe_redirect(&state.settings.public_url, &org, query.redirect.as_deref());
            (StatusCode::SEE_OTHER, [(header::SET_COOKIE, cookie), (header::LOCATION, target)]).into_response()
        }
        Err(Error::Unauthorized(_) | Error::Forbidden(_)) => {
            page(StatusCode::UNAUTHORIZED, "The sign-in link is invalid or has expired. Please ask for a new one.")
        }
        Err(error) => {
            tracing::error!(%error, "SSO sign-in failed");
            page(StatusCode::INTERNAL_SERVER_ERROR, "Something went wrong on our side.")
        }
    }
}

/// `GET /{org}/live`: Server-Sent Events with posts' new counters (`event: counts`, data
/// `{"post_id", "votes_count", "downvotes_count", "comments_count"}`) as votes and comments
/// happen, from the browser, the API or anywhere else in this server.
async fn live(
    State(state): State<AppState>,
    axum::extract::Path(org): axum::extract::Path<String>,
    headers: axum::http::HeaderMap,
    slot: Option<axum::Extension<crate::throttle::StreamSlot>>,
) -> Response {
    use app::domain::Live;
    use axum::response::sse::{Event, KeepAlive, Sse};
    use tokio_stream::StreamExt;
    use tokio_stream::wrappers::BroadcastStream;
    let organization = match app::domain::organizations::find_by_name(state.db.conn(), &org).await {
        Ok(Some(found)) => found,
        Ok(None) => return (StatusCode::NOT_FOUND, "Not found").into_response(),
        Err(error) => {
            tracing::error!(%error, "live: organization lookup failed");
            return (StatusCode::INTERNAL_SERVER_ERROR, "Internal error").into_response();
        }
    };
    // Each subscriber is told only of posts its reader may see (private buckets, pending and
    // hidden posts stay with the team; a submitter also sees their own pending post).
    let reader = match app::api::session::token_from_headers(&headers, &org) {
        Some(token) => match app::domain::sessions::user_of(&state.db, organization.id, &token).await {
            Ok(Some(user)) => app::domain::auth::actor_for(&state.db, user).await.ok(),
            _ => None,
        },
        None => None,
    };
    let stream = BroadcastStream::new(state.live.subscribe())
        // A receiver that fell behind skips what it missed; the next change corrects the page.
        .filter_map(Result::ok)
        .take_while(|message| !matches!(message, Live::Closing))
        .filter_map(move |message| {
            // The stream holds its address's slot until it ends.
            let _open = &slot;
            match message {
                Live::Counts(live)
                    if live.organization_id == organization.id
                        && app::domain::access::may_see_post(&app::domain::access::Asker::web(reader.as_ref()), &live.post) =>
                {
                    Some(Event::default().event("counts").json_data(live.counts))
                }
                _ => None,
            }
        });
    Sse::new(stream).keep_alive(KeepAlive::default()).into_response()
}

/// Largest page kept by [`anonymous_page_cache`].
const MAX_CACHED_PAGE: usize = 256 * 1024;

/// A page seen without any cookie is the same for every such visitor until the next write:
/// its HTML is kept for that long (at most the cache's TTL, so relative times stay fresh) and
/// served again without rendering. Signed-in views, redirects (anything with a `Location`) and
/// errors are never kept.
async fn anonymous_page_cache(State(state): State<AppState>, request: Request, next: Next) -> Response {
    use app::store::cache::CachedBody;
    if request.method() != axum::http::Method::GET {
        return next.run(request).await;
    }
    if request.headers().contains_key(header::COOKIE) {
        // A page that may show a signed-in person is kept by nobody.
        let mut response = next.run(request).await;
        let headers = response.headers_mut();
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("private, no-store"));
        headers.append(header::VARY, HeaderValue::from_static("Cookie"));
        return response;
    }
    // Kept per organization (the first path segment; "" for the home page), so that made-up
    // addresses of one cannot push out another's pages. Pages do not depend on the `Host`
    // header (links are built from the configured public URL): it is no part of the key.
    let uri = request.uri();
    let organization = match uri.path().trim_start_matches('/').split('/').next().unwrap_or_default() {
        "" => String::new(),
        segment => match app::model::OrgName::parse(segment) {
            Ok(name) if name.as_str() == segment => segment.to_owned(),
            // Not an organization's board (or not spelled as its name): not kept.
            _ => return next.run(request).await,
        },
    };
    let key = format!("page|{}", uri.path_and_query().map_or("/", |p| p.as_str()));
    state.db.notice_other_writers().await;
    // An organization's pages depend on its writes only (the home page on every write), and
    // not on its votes: new counts reach a kept page within the cache's 5 seconds, as they
    // reach browsers and proxies that keep it `max-age=5`, and open pages at once through the
    // live stream. A busy board's votes would otherwise drop its pages many times a second.
    let of = match organization.as_str() {
        "" => Of::All,
        name => match app::domain::organizations::id_by_name_cached(&state.db, name).await {
            Ok(Some(id)) => Of::Posts(id),
            // No such organization: its "not found" page is not kept.
            Ok(None) | Err(_) => return next.run(request).await,
        },
    };
    let caches = state.db.caches();
    let generation = caches.responses.generation(of);
    if let Some(cached) = caches.responses.get_at(&organization, &key, generation) {
        return served_again(cached);
    }
    let response = next.run(request).await;
    if response.status() != StatusCode::OK
        || !crate::document::is_html(&response)
        || response.headers().contains_key(header::SET_COOKIE)
        || response.headers().contains_key(header::LOCATION)
    {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    shared_for_a_moment(&mut parts.headers);
    match axum::body::to_bytes(body, usize::MAX).await {
        Ok(body) => {
            if body.len() <= MAX_CACHED_PAGE {
                let nonce = crate::headers::response_nonce(&parts.headers).map(str::to_owned);
                caches
                    .responses
                    .put(of, &organization, key, generation, CachedBody { content_type: "text/html; charset=utf-8", body: body.clone(), nonce });
            }
            Response::from_parts(parts, axum::body::Body::from(body))
        }
        Err(error) => {
            tracing::error!(%error, "a page could not be rendered");
            StatusCode::INTERNAL_SERVER_ERROR.into_response()
        }
    }
}

/// A kept anonymous page, served again under a fresh nonce (every script and style of it
/// carries the nonce it was rendered with: each is given the new one, and so is the policy).
fn served_again(cached: app::store::cache::CachedBody) -> Response {
    let mut response = match &cached.nonce {
        Some(old) => {
            let fresh = crate::headers::fresh_nonce();
            let html = with_nonce(&cached.body, &format!("nonce=\"{old}\""), &format!("nonce=\"{fresh}\""));
            let mut response = ([(header::CONTENT_TYPE, cached.content_type)], html).into_response();
            if let Ok(policy) = HeaderValue::from_str(&crate::headers::page_policy(&fresh)) {
                response.headers_mut().insert(header::CONTENT_SECURITY_POLICY, policy);
            }
            response
        }
        None => ([(header::CONTENT_TYPE, cached.content_type)], cached.body).into_response(),
    };
    shared_for_a_moment(response.headers_mut());
    response
}

/// `page` with every `old` attribute replaced by `new`, in one copy (this runs on every hit of
/// the anonymous page cache: no UTF-8 check, no intermediate string).
fn with_nonce(page: &[u8], old: &str, new: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(page.len() + 16 * new.len().saturating_sub(old.len()));
    crate::document::replace_into(&mut out, page, old.as_bytes(), new.as_bytes());
    out
}

/// An anonymous page: shared caches may keep it as long as the server's own response cache
/// does (its TTL), and must ask again for a visitor who sends cookies.
fn shared_for_a_moment(headers: &mut axum::http::HeaderMap) {
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("public, max-age=5"));
    headers.append(header::VARY, HeaderValue::from_static("Cookie"));
}

/// Writes from the pages (server functions, form posts) must come from this site: a request
/// with an `Origin` other than the public URL's ([`app::domain::access::is_own_origin`],
/// `null` included) is refused (the SameSite=Lax cookie already keeps cross-site forms out;
/// this is the second lock). Browsers send `Origin` with every such write; a client without
/// one has no cookie of a victim to ride on. The API authenticates with headers instead.
async fn same_origin_writes(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let is_write = !request.method().is_safe();
    // An unsubscribe link carries its own key and rides on no cookie; mail programs post to
    // it from wherever they run (RFC 8058).
    let keyed = request.uri().path().ends_with("/unsubscribe");
    if is_write
        && !keyed
        && !request.uri().path().starts_with("/api/")
        && let Some(origin) = request.headers().get(header::ORIGIN)
        && !origin.to_str().is_ok_and(|origin| app::domain::access::is_own_origin(&state.settings.public_url, origin))
    {
        return (StatusCode::FORBIDDEN, "Cross-site request refused.").into_response();
    }
    next.run(request).await
}

/// A server function's refusal answers with its own 4xx status (401, 403, 404, 422, 429, with
/// `Retry-After`); Leptos answers every server-function error with 500, which stays for
/// failures on our side. The error travels in the body as JSON ([`app::model::AppError`]).
async fn server_fn_status(request: Request, next: Next) -> Response {
    use app::model::AppError;
    let response = next.run(request).await;
    if response.status() != StatusCode::INTERNAL_SERVER_ERROR || !response.headers().contains_key("serverfnerror") {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, 64 * 1024).await else {
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    };
    if let Ok(error) = serde_json::from_slice::<AppError>(&bytes) {
        parts.status = StatusCode::from_u16(error.status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        if let AppError::TooManyAttempts { retry_after, .. } = error {
            parts.headers.insert(header::RETRY_AFTER, retry_after.into());
        }
    }
    Response::from_parts(parts, axum::body::Body::from(bytes))
}

const FAVICON: &str = include_str!("../../style/favicon.svg");

async fn favicon() -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "image/svg+xml"), (header::CACHE_CONTROL, "public, max-age=86400")], FAVICON)
}

/// One line per request. The query string is left out: it can carry tokens.
async fn log_request(request: Request, next: Next) -> Response {
    let started = Instant::now();
    let method = request.method().clone();
    let path = request.uri().path().to_owned();
    let response = next.run(request).await;
    tracing::info!("{method} {path} {} {:.1}ms", response.status().as_u16(), started.elapsed().as_secs_f64() * 1000.0);
    response
}
