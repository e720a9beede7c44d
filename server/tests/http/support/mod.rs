//! `spawn_app()`: the whole server on port 0 with its own database, SQLite or PostgreSQL.

#![allow(dead_code)]

use app::domain::Db;
use app::domain::organizations::{self, CreatedOrganization, NewOrganization};
use app::model::{Email, OrgName};
use app::state::{AppState, Settings, Shared};
use leptos::config::LeptosOptions;
use sea_orm::{ConnectionTrait, Database};
use std::sync::Arc;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

pub struct TestApp {
    pub base_url: String,
    pub database_url: String,
    pub db: Db,
    pub http: reqwest::Client,
    /// What the server's handlers share (to start the delivery worker on it, say).
    pub state: AppState,
    dir: tempfile::TempDir,
    postgres_database: Option<String>,
    /// The bucket of the S3-compatible test server its uploads go to (`None`: its folder).
    s3_bucket: Option<String>,
    /// The folder its uploads go to when they go to none.
    uploads_folder: std::path::PathBuf,
}

pub const DEFAULT_POSTGRES_URL: &str = "postgres://postgres@127.0.0.1:5432/postgres";

fn postgres_admin_url() -> String {
    std::env::var("UPBOARD_TEST_POSTGRES_URL").unwrap_or_else(|_| DEFAULT_POSTGRES_URL.to_owned())
}

/// Stand-ins for the site's files that `.ci/site` writes (the HTTP tests do not build
/// the WASM bundle): text that compresses, and bytes that start as WASM does.
fn write_site(pkg: &std::path::Path, build: &str) {
    std::fs::create_dir_all(pkg).expect("site folder");
    let script = format!("export function hydrate() {{ /* the islands of {build} */ }}\n").repeat(600);
    std::fs::write(pkg.join("upboard.js"), script).expect("site script");
    std::fs::write(pkg.join("upboard.css"), ".post-list { display: grid; gap: 1rem; }\n".repeat(300)).expect("site stylesheet");
    let mut wasm = b"\0asm\x01\0\0\0".to_vec();
    wasm.extend((0..40_000u32).flat_map(|n| (n % 251).to_le_bytes()));
    std::fs::write(pkg.join("upboard.wasm"), wasm).expect("site bundle");
}

/// A database of its own for one test: a file for SQLite, a fresh database for PostgreSQL.
pub async fn fresh_database(backend: Backend, dir: &std::path::Path) -> (String, Option<String>) {
    match backend {
        Backend::Sqlite => (format!("sqlite://{}/upboard.db?mode=rwc", dir.display()), None),
        Backend::Postgres => {
            let admin_url = postgres_admin_url();
            let admin = Database::connect(&admin_url).await.unwrap_or_else(|e| {
                panic!(
                    "PostgreSQL at {admin_url} does not answer ({e}). Start it, set UPBOARD_TEST_POSTGRES_URL, \
                     or run the README's test command, which skips these tests when PostgreSQL is absent."
                )
            });
            let name = format!("upboard_test_{}", app::domain::keys::random_base62(12).to_lowercase());
            admin.execute_unprepared(&format!("CREATE DATABASE \"{name}\"")).await.expect("create a test database");
            let base = admin_url.split('?').next().unwrap_or_default();
            let server = base.rsplit_once('/').map(|(server, _)| server).unwrap_or(base);
            (format!("{server}/{name}"), Some(name))
        }
    }
}

pub async fn drop_database(name: &str) {
    if let Ok(admin) = Database::connect(postgres_admin_url()).await {
        let _ = admin.execute_unprepared(&format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)")).await;
    }
}

pub async fn spawn_app(backend: Backend) -> TestApp {
    spawn_app_with(backend, 0).await
}

/// A server whose API allows `rate_limit` requests a minute per key (0: unlimited).
pub async fn spawn_app_with(backend: Backend, rate_limit: u32) -> TestApp {
    spawn_app_configured(backend, rate_limit, true).await
}

/// A server whose webhooks may not reach private addresses (as in production).
pub async fn spawn_app_refusing_private_webhooks(backend: Backend) -> TestApp {
    spawn_app_configured(backend, 0, false).await
}

async fn spawn_app_configured(backend: Backend, rate_limit: u32, allow_private_webhooks: bool) -> TestApp {
    // UPBOARD_TEST_LOG=1 shows the server's log (errors behind a 500, say).
    if std::env::var_os("UPBOARD_TEST_LOG").is_some() {
        let _ = tracing_subscriber::fmt().with_env_filter("info,sqlx=warn").with_test_writer().try_init();
    }
    let dir = tempfile::tempdir().expect("temporary folder");
    let (database_url, postgres_database) = fresh_database(backend, dir.path()).await;
    serve(dir, database_url, postgres_database, rate_limit, allow_private_webhooks, None).await
}

/// The S3-compatible server the test command starts (moto on loopback); `None` (with a
/// warning) outside the test command, a failure under CI.
pub fn s3_endpoint() -> Option<String> {
    match std::env::var("UPBOARD_TEST_S3_ENDPOINT") {
        Ok(endpoint) => Some(endpoint),
        _ if std::env::var("CI").is_ok_and(|v| v == "true") => panic!("UPBOARD_TEST_S3_ENDPOINT is not set: run the tests with `make test`"),
        _ => {
            eprintln!("warning: no S3-compatible server (UPBOARD_TEST_S3_ENDPOINT): the object-store test is SKIPPED; `make test` starts one");
            None
        }
    }
}

/// The settings that point `Storage::s3` at the test server.
fn s3_settings(endpoint: &str) -> [(&'static str, String); 5] {
    [
        ("aws_endpoint_url", endpoint.to_owned()),
        ("aws_access_key_id", "upboard-test".to_owned()),
        ("aws_secret_access_key", "upboard-test".to_owned()),
        ("aws_region", "us-east-1".to_owned()),
        ("aws_allow_http", "true".to_owned()),
    ]
}

/// A server whose uploads go to a new bucket of the S3-compatible test server (`None` when
/// there is none, see [`s3_endpoint`]).
pub async fn spawn_app_on_s3(backend: Backend) -> Option<TestApp> {
    let endpoint = s3_endpoint()?;
    let bucket = format!("upboard-{}", app::domain::keys::random_base62(10).to_lowercase());
    let created = reqwest::Client::new().put(format!("{endpoint}/{bucket}")).send().await.expect("the S3-compatible server answers");
    assert!(created.status().is_success(), "create bucket {bucket}: {}", created.status());
    let dir = tempfile::tempdir().expect("temporary folder");
    let (database_url, postgres_database) = fresh_database(backend, dir.path()).await;
    Some(serve(dir, database_url, postgres_database, 0, true, Some(bucket)).await)
}

/// Another server on `other`'s database, as a second process behind a load balancer would be:
/// a database handle of its own (its caches, its change notices, its live stream), `other`'s
/// uploads folder or bucket (processes share one). Its [`TestApp::finish`] leaves the database
/// to `other`'s.
pub async fn spawn_app_beside(other: &TestApp) -> TestApp {
    spawn_app_beside_of_build(other, "the first build").await
}

/// Another server beside `other` (as [`spawn_app_beside`]) running another build: its site
/// files differ (`build` names it), so they are served under another version's folder.
pub async fn spawn_app_beside_of_build(other: &TestApp, build: &str) -> TestApp {
    let dir = tempfile::tempdir().expect("temporary folder");
    let settings = &other.state.settings;
    let uploads = Uploads::SharedWith(other.uploads_folder.clone(), other.s3_bucket.clone());
    serve_build(dir, other.database_url.clone(), None, settings.rate_limit, settings.allow_private_webhooks, uploads, build).await
}

/// Where a test server keeps uploads (and the site files it publishes for other processes).
enum Uploads {
    /// A folder of its own, or a new bucket of the S3-compatible test server.
    Own(Option<String>),
    /// Another server's folder or bucket, as processes on one machine or one store share it.
    SharedWith(std::path::PathBuf, Option<String>),
}

async fn serve(
    dir: tempfile::TempDir,
    database_url: String,
    postgres_database: Option<String>,
    rate_limit: u32,
    allow_private_webhooks: bool,
    s3_bucket: Option<String>,
) -> TestApp {
    serve_build(dir, database_url, postgres_database, rate_limit, allow_private_webhooks, Uploads::Own(s3_bucket), "the first build").await
}

async fn serve_build(
    dir: tempfile::TempDir,
    database_url: String,
    postgres_database: Option<String>,
    rate_limit: u32,
    allow_private_webhooks: bool,
    uploads: Uploads,
    build: &str,
) -> TestApp {
    let (uploads_folder, s3_bucket) = match uploads {
        Uploads::Own(bucket) => (dir.path().join("uploads"), bucket),
        Uploads::SharedWith(folder, bucket) => (folder, bucket),
    };
    write_site(&dir.path().join("site").join("pkg"), build);
    let db = Db::connect(&database_url).await.expect("connect and migrate");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind port 0");
    let addr = listener.local_addr().expect("local address");
    let state = AppState::new(Shared {
        leptos_options: LeptosOptions::builder()
            .output_name("upboard")
            .site_root(dir.path().join("site").to_string_lossy().into_owned())
            .site_addr(addr)
            .build(),
        db: db.clone(),
        storage: match &s3_bucket {
            Some(bucket) => {
                let endpoint = s3_endpoint().expect("the S3-compatible server");
                let settings = s3_settings(&endpoint);
                let settings: Vec<(&str, &str)> = settings.iter().map(|(key, value)| (*key, value.as_str())).collect();
                app::domain::attachments::Storage::s3(&format!("s3://{bucket}/uploads"), &format!("http://{addr}"), &settings).expect("the bucket")
            }
            None => app::domain::attachments::Storage::local(&uploads_folder, &format!("http://{addr}")).expect("uploads folder"),
        },
        settings: Arc::new(Settings {
            public_url: format!("http://{addr}"),
            uploads: uploads_folder.clone(),
            rate_limit,
            client_ip_header: None,
            allow_private_webhooks,
            metrics_allow: vec!["127.0.0.0/8".parse().unwrap()],
            metrics_token: None,
            max_live_streams: 4096,
        }),
        sign_in_failures: Arc::default(),
        live: app::domain::LiveStream::shared(&db),
        key_use: Arc::default(),
        token_use: Arc::default(),
        search: Arc::new(app::domain::search::log::Followed::new().expect("search index")),
        sealer: Arc::new(app::domain::sealed::Sealer::load(&db, &[]).await.expect("the sealing key")),
    });
    // As `upboard serve` does: its build's files for the other processes.
    server::web::publish_site(&state).await;
    let shared = state.clone();
    tokio::spawn(async move {
        server::listen::serve(listener, server::web::router(state), server::listen::Limits::default(), std::future::pending())
            .await
            .expect("serve");
    });
    TestApp {
        base_url: format!("http://{addr}"),
        database_url,
        db,
        http: reqwest::Client::new(),
        state: shared,
        dir,
        postgres_database,
        s3_bucket,
        uploads_folder,
    }
}

impl TestApp {
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base_url)
    }

    /// `GET` with an API key.
    pub async fn get_with_key(&self, path: &str, api_key: &str) -> reqwest::Response {
        self.http.get(self.url(path)).header("API-KEY", api_key).send().await.expect("request")
    }

    pub async fn create_org(&self, name: &str) -> CreatedOrganization {
        organizations::create(
            &self.db,
            NewOrganization {
                name: OrgName::parse(name).unwrap(),
                display_name: Some(format!("{name} Inc.")),
                admin_email: Email::parse(&format!("ada@{name}.test")).unwrap(),
                admin_name: Some("Ada".to_owned()),
                admin_password: None,
                language: None,
            },
        )
        .await
        .expect("create organization")
    }

    /// A user token for `email` signed with the organization's SSO secret.
    pub fn token(&self, org: &CreatedOrganization, email: &str, name: &str) -> String {
        sign(&org.organization.sso_secret, email, name, None)
    }

    /// Posts `title` to the organization's default bucket as the user of `token` (API), and
    /// answers with the created post as JSON.
    pub async fn post_as(&self, org: &CreatedOrganization, token: &str, title: &str) -> serde_json::Value {
        let body = serde_json::json!({"title": title, "bucket_id": org.default_bucket.id});
        self.send_json(reqwest::Method::POST, "/api/v3/feature_requests", &org.api_key, Some(token), &body)
            .await
            .json()
            .await
            .unwrap()
    }

    /// Upvotes the post `post_id` as the user of `token` (API); the answer as it came.
    pub async fn vote_as(&self, org: &CreatedOrganization, token: &str, post_id: i64) -> reqwest::Response {
        self.request(reqwest::Method::POST, &format!("/api/v3/feature_requests/{post_id}/votes"), &org.api_key, Some(token))
            .send()
            .await
            .unwrap()
    }

    /// Comments `comment` on the post `post_id` as the user of `token` (API); the answer as it
    /// came.
    pub async fn comment_as(&self, org: &CreatedOrganization, token: &str, post_id: i64, comment: &str) -> reqwest::Response {
        let body = serde_json::json!({"feature_request_id": post_id, "comment": comment});
        self.send_json(reqwest::Method::POST, "/api/v3/comments", &org.api_key, Some(token), &body).await
    }

    /// [`TestApp::request`] with `body` as JSON, sent; the answer as it came.
    pub async fn send_json(&self, method: reqwest::Method, path: &str, api_key: &str, token: Option<&str>, body: &serde_json::Value) -> reqwest::Response {
        self.request(method, path, api_key, token).json(body).send().await.unwrap()
    }

    /// A request with the organization's API key, and a user token when `token` is given.
    pub fn request(&self, method: reqwest::Method, path: &str, api_key: &str, token: Option<&str>) -> reqwest::RequestBuilder {
        let mut request = self.http.request(method, self.url(path)).header("API-KEY", api_key);
        if let Some(token) = token {
            request = request.header("Authorization", format!("Bearer {token}"));
        }
        request
    }

    /// The bucket its uploads go to, when they go to the S3-compatible test server.
    pub fn s3_bucket(&self) -> Option<&str> {
        self.s3_bucket.as_deref()
    }

    pub fn dir(&self) -> &std::path::Path {
        self.dir.path()
    }

    pub async fn finish(self) {
        self.db.conn().clone().close().await.ok();
        if let Some(name) = &self.postgres_database {
            drop_database(name).await;
        }
    }
}

/// Runs each named case of `cases` once on SQLite (`sqlite::name`) and once on PostgreSQL
/// (`postgres::name`), each on a server and database of its own.
#[macro_export]
macro_rules! on_both_backends {
    ($cases:path => $($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    use $cases as cases;
                    let app = $crate::support::spawn_app($crate::support::Backend::Sqlite).await;
                    cases::$name(&app).await;
                    app.finish().await;
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    use $cases as cases;
                    let app = $crate::support::spawn_app($crate::support::Backend::Postgres).await;
                    cases::$name(&app).await;
                    app.finish().await;
                }
            )*
        }
    };
}

#[derive(serde::Serialize)]
struct Claims<'a> {
    email: &'a str,
    name: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    exp: Option<u64>,
    iat: u64,
}

/// An open live stream, read event by event (a chunk may carry several events, or part of one).
pub struct Events {
    stream: reqwest::Response,
    buffer: String,
}

impl Events {
    pub async fn open(app: &TestApp, cookie: Option<&str>) -> Self {
        let mut request = app.http.get(app.url("/acme/live"));
        if let Some(cookie) = cookie {
            request = request.header("cookie", cookie);
        }
        Self { stream: request.send().await.unwrap(), buffer: String::new() }
    }

    /// The `post_id` of the next `counts` event.
    pub async fn next_post(&mut self) -> app::model::PostId {
        app::model::PostId(self.next_counts().await["post_id"].as_i64().unwrap())
    }

    /// The data of the next `counts` event (other events skipped).
    pub async fn next_counts(&mut self) -> serde_json::Value {
        self.next_of("counts").await
    }

    /// The data of the next `status` event (other events skipped).
    pub async fn next_status(&mut self) -> serde_json::Value {
        self.next_of("status").await
    }

    async fn next_of(&mut self, kind: &str) -> serde_json::Value {
        loop {
            let (event, data) = self.next_event().await;
            if event == kind {
                return data;
            }
        }
    }

    /// The type and data of the next event that has data.
    pub async fn next_event(&mut self) -> (String, serde_json::Value) {
        loop {
            if let Some(end) = self.buffer.find("\n\n") {
                let event: String = self.buffer.drain(..end + 2).collect();
                if let Some(data) = event.lines().find_map(|l| l.strip_prefix("data: ")) {
                    let kind = event.lines().find_map(|l| l.strip_prefix("event: ")).unwrap_or("message").to_owned();
                    return (kind, serde_json::from_str(data).unwrap());
                }
                continue;
            }
            let chunk = tokio::time::timeout(std::time::Duration::from_secs(30), self.stream.chunk())
                .await
                .expect("an event within 30 s")
                .unwrap()
                .unwrap();
            self.buffer.push_str(&String::from_utf8_lossy(&chunk));
        }
    }
}

/// Every row of the organization `org` (its own row and those of each table that names it;
/// not its sessions, which a read may touch), in order, as one comparable text: what a test
/// compares before and after requests that must change nothing of it.
pub async fn rows_of(app: &TestApp, org: app::model::OrgId) -> String {
    use app::entities::*;
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
    let conn = app.db.conn();
    macro_rules! rows {
        ($($table:ident),+) => {{
            let mut out = String::new();
            $(
                let found = $table::Entity::find().filter($table::Column::OrganizationId.eq(org)).all(conn).await.unwrap();
                let mut found: Vec<String> = found.iter().map(|row| format!("{row:?}")).collect();
                found.sort();
                out.push_str(&format!("{}: {found:?}\n", stringify!($table)));
            )+
            out
        }};
    }
    let mut out = format!("organization: {:?}\n", organization::Entity::find_by_id(org).one(conn).await.unwrap());
    out.push_str(&rows!(
        attachment,
        audit_event,
        bucket,
        changelog_entry,
        comment,
        customer_label,
        import_link,
        import_run,
        issue_link,
        mail_delivery,
        mail_digest_item,
        outbox_event,
        post,
        post_merge,
        post_slug,
        post_subscription,
        roadmap,
        sign_in_link,
        status,
        tag,
        team_member,
        tracker,
        user,
        vote,
        webhook,
        webhook_delivery
    ));
    let posts: Vec<_> = post::Entity::find()
        .filter(post::Column::OrganizationId.eq(org))
        .all(conn)
        .await
        .unwrap()
        .into_iter()
        .map(|p| p.id)
        .collect();
    let tagged = post_tag::Entity::find().filter(post_tag::Column::PostId.is_in(posts)).all(conn).await.unwrap();
    out.push_str(&format!("post_tag: {tagged:?}\n"));
    out
}

/// Waits until `condition` holds, looking every 10 ms; fails the test naming `what` when it
/// still does not after `within` (a deadline generous for a loaded machine: a wait that would
/// pass by luck, or hang, is a test that cannot fail).
pub async fn eventually(what: &str, within: std::time::Duration, mut condition: impl FnMut() -> bool) {
    let deadline = std::time::Instant::now() + within;
    while !condition() {
        assert!(std::time::Instant::now() < deadline, "{what}: not within {within:?}");
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
}

/// Waits until `child`, a server started on `port`, answers `/healthz` (at most 120 s: a
/// loaded machine starts a debug build slowly); panics with its log when it exits first. The
/// one health wait of the tests ([`free_port`] makes sure no other server answers there).
pub async fn answers(child: &mut std::process::Child, port: u16) {
    let started = std::time::Instant::now();
    loop {
        if let Some(status) = child.try_wait().expect("the process's state") {
            let mut log = String::new();
            match child.stderr.as_mut() {
                Some(stderr) => drop(std::io::Read::read_to_string(stderr, &mut log)),
                None => log.push_str("(its log was not captured)"),
            }
            panic!("the process on port {port} exited ({status}) instead of serving:\n{log}");
        }
        if let Ok(response) = reqwest::get(format!("http://127.0.0.1:{port}/healthz")).await
            && response.status() == 200
        {
            return;
        }
        assert!(started.elapsed() < std::time::Duration::from_secs(120), "the process on port {port} did not answer within 120 s");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}

/// A port for a server process a test starts. Taken from 20000–29999, which the kernel never
/// hands out as an ephemeral port (`net.ipv4.ip_local_port_range` is 32768–60999), each port
/// given once per test run (a slice of the range per process id, so that two runs side by side
/// differ) and free when given: no other test's listener or client can take it between this
/// call and the server's bind, nor while a killed server is started again on it.
pub fn free_port() -> u16 {
    use std::sync::atomic::{AtomicU16, Ordering};
    const SLICE: u16 = 500;
    static NEXT: AtomicU16 = AtomicU16::new(0);
    let base = 20_000 + (std::process::id() % 20) as u16 * SLICE;
    loop {
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        assert!(n < SLICE, "more than {SLICE} server ports in one test run");
        if std::net::TcpListener::bind(("127.0.0.1", base + n)).is_ok() {
            return base + n;
        }
    }
}

/// A client that shows redirects instead of following them, so that tests see where the
/// server sends them.
pub fn no_redirects() -> reqwest::Client {
    reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().unwrap()
}

/// The flash cookie (`name=value`) an answer sets, to show on the page it leads to.
pub fn flash_of(response: &reqwest::Response) -> Option<String> {
    response
        .headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|v| v.starts_with("upboard_flash_"))
        .map(|v| v.split(';').next().unwrap().to_owned())
}

/// Posts a form as the holder of `cookie` (from this site), returning the
/// status, where it sends the browser, and the flash cookie it sets (to show on that page).
pub async fn post_form(app: &TestApp, path: &str, cookie: &str, fields: &[(&str, &str)]) -> (u16, Option<String>, Option<String>) {
    let response = no_redirects()
        .post(app.url(path))
        .header("cookie", cookie)
        .header("origin", &app.base_url)
        .form(fields)
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    let location = response.headers().get("location").map(|l| l.to_str().unwrap().to_owned());
    let flash = flash_of(&response);
    (status, location, flash)
}

/// A person of `org` signed in: a customer, or a team member with `role`; the person and the
/// `Cookie` header of their session.
pub async fn signed_in(
    app: &TestApp,
    org: &CreatedOrganization,
    email: &str,
    name: &str,
    role: Option<app::domain::users::Role>,
) -> (app::entities::user::Model, String) {
    use app::domain::users;
    let txn = app.db.begin_write().await.unwrap();
    let user = users::find_or_create(&*txn, org.organization.id, &Email::parse(email).unwrap(), name).await.unwrap();
    if let Some(role) = role {
        users::insert_team_member(&*txn, org.organization.id, user.id, role).await.unwrap();
    }
    txn.commit().await.unwrap();
    let cookie = session_cookie(app, &org.organization.name, user.clone()).await;
    (user, cookie)
}

/// The `Cookie` header of a new session of `user` (a person of the organization `org`): the
/// one way the tests sign someone in without the sign-in page.
pub async fn session_cookie(app: &TestApp, org: &str, user: app::entities::user::Model) -> String {
    let session = app::domain::sessions::start(&app.db, user, None).await.unwrap();
    format!("{}={}", app::api::session::cookie_name(org), session.token)
}

/// A signed-in customer of `org` and the `Cookie` header of their session.
pub async fn reader_cookie(app: &TestApp, org: &CreatedOrganization, email: &str, name: &str) -> (app::entities::user::Model, String) {
    signed_in(app, org, email, name, None).await
}

pub fn unix_now() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs()
}

/// An HS256 user token, as an organization's server would make it.
pub fn sign(secret: &str, email: &str, name: &str, exp: Option<u64>) -> String {
    use jsonwebtoken::{EncodingKey, Header, encode};
    app::domain::jwt::install();
    encode(&Header::default(), &Claims { email, name, exp, iat: unix_now() }, &EncodingKey::from_secret(secret.as_bytes())).unwrap()
}

/// Tokens an attacker might try with `secret`'s organization (OWASP's JWT list), each named,
/// none of which may sign anyone in: `alg: none`, another algorithm, a wrong secret, another
/// organization's, expired, not yet valid, a tampered payload, a huge one, malformed base64,
/// garbage, and one that is empty.
pub fn hostile_tokens(secret: &str, other_organizations_secret: &str) -> Vec<(&'static str, String)> {
    use base64::Engine;
    use jsonwebtoken::{Algorithm, EncodingKey, Header, encode};
    app::domain::jwt::install();
    let b64 = |s: &str| base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(s);
    let now = unix_now();
    let signed = |header: Header, claims: serde_json::Value, key: &str| encode(&header, &claims, &EncodingKey::from_secret(key.as_bytes())).unwrap();
    let grace = |extra: serde_json::Value| {
        let mut claims = serde_json::json!({"email": "grace@customer.test", "name": "Grace", "iat": now});
        claims.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
        claims
    };
    let valid = signed(Header::default(), grace(serde_json::json!({})), secret);
    let parts: Vec<&str> = valid.split('.').collect();
    vec![
        ("alg none", format!("{}.{}.", b64(r#"{"alg":"none","typ":"JWT"}"#), parts[1])),
        ("alg None with the signature kept", format!("{}.{}.{}", b64(r#"{"alg":"None","typ":"JWT"}"#), parts[1], parts[2])),
        ("another algorithm (HS512)", signed(Header::new(Algorithm::HS512), grace(serde_json::json!({})), secret)),
        ("RS256 named, signed with the secret as an HMAC key", {
            let header = b64(r#"{"alg":"RS256","typ":"JWT"}"#);
            let tail = signed(Header::default(), grace(serde_json::json!({})), secret);
            format!("{header}.{}.{}", parts[1], tail.rsplit('.').next().unwrap())
        }),
        ("wrong secret", signed(Header::default(), grace(serde_json::json!({})), "not-the-secret")),
        ("another organization's secret", signed(Header::default(), grace(serde_json::json!({})), other_organizations_secret)),
        ("expired", signed(Header::default(), grace(serde_json::json!({"exp": now - 10})), secret)),
        ("not yet valid", signed(Header::default(), grace(serde_json::json!({"nbf": now + 3600})), secret)),
        ("tampered payload", format!("{}.{}.{}", parts[0], b64(&format!(r#"{{"email":"ada@acme.test","name":"Mallory","iat":{now}}}"#)), parts[2])),
        ("huge", signed(Header::default(), grace(serde_json::json!({"pad": "x".repeat(10_000)})), secret)),
        ("malformed base64", format!("{}.{}!*$.{}", parts[0], &parts[1][..parts[1].len() - 3], parts[2])),
        ("three dots", format!("{valid}.")),
        ("garbage", "not.a.token".to_owned()),
        ("empty signature", format!("{}.{}.", parts[0], parts[1])),
    ]
}

/// Posts "With a screenshot" (described "As drawn:", a PNG attached) to the first board of the
/// server at `base`, as the person of the `bearer` token: the server keeps the image.
pub async fn post_with_image(base: &str, key: &str, bearer: &str) {
    let buckets: serde_json::Value = reqwest::Client::new()
        .get(format!("{base}/api/v3/buckets"))
        .header("API-KEY", key)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let form = reqwest::multipart::Form::new()
        .text("title", "With a screenshot")
        .text("description", "As drawn:")
        .text("bucket_id", buckets["buckets"][0]["id"].to_string())
        .part("attachments[]", reqwest::multipart::Part::bytes(PNG.to_vec()).file_name("shot.png").mime_str("image/png").unwrap());
    let made = reqwest::Client::new()
        .post(format!("{base}/api/v3/feature_requests"))
        .header("API-KEY", key)
        .header("Authorization", format!("Bearer {bearer}"))
        .multipart(form)
        .send()
        .await
        .unwrap();
    assert_eq!(made.status(), 201);
}

/// The smallest valid PNG (1x1), for attachment tests.
pub const PNG: &[u8] = &[
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06,
    0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4, 0x89, 0x00, 0x00, 0x00, 0x0A, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x00, 0x01, 0x00, 0x00, 0x05, 0x00, 0x01, 0x0D,
    0x0A, 0x2D, 0xB4, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
];

/// The keys of a JSON object, sorted (serde_json does not keep their order).
pub fn keys(value: &serde_json::Value) -> Vec<String> {
    let mut keys: Vec<String> = value.as_object().expect("an object").keys().cloned().collect();
    keys.sort();
    keys
}

pub fn sorted(keys: &[&str]) -> Vec<String> {
    let mut keys: Vec<String> = keys.iter().map(|k| (*k).to_owned()).collect();
    keys.sort();
    keys
}

/// A real PNG of `width` × `height` noisy RGB pixels, stored without compression (so its
/// size is about 3 × width × height bytes): an image a browser shows, of the size a photo has.
pub fn noisy_png(width: u32, height: u32) -> Vec<u8> {
    fn crc32(bytes: &[u8]) -> u32 {
        let mut crc = !0u32;
        for byte in bytes {
            crc ^= u32::from(*byte);
            for _ in 0..8 {
                crc = if crc & 1 == 1 { (crc >> 1) ^ 0xEDB8_8320 } else { crc >> 1 };
            }
        }
        !crc
    }
    fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
        out.extend_from_slice(&(data.len() as u32).to_be_bytes());
        let mut body = kind.to_vec();
        body.extend_from_slice(data);
        out.extend_from_slice(&body);
        out.extend_from_slice(&crc32(&body).to_be_bytes());
    }
    let mut raw = Vec::with_capacity((width as usize * 3 + 1) * height as usize);
    let mut seed = 0x2545_F491_u32;
    for _ in 0..height {
        raw.extend([0u8]); // the row's filter: none
        for _ in 0..width * 3 {
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            raw.push(seed as u8);
        }
    }
    // zlib: header, stored deflate blocks of at most 65535 bytes, Adler-32.
    let mut zlib = vec![0x78, 0x01];
    let blocks: Vec<&[u8]> = raw.chunks(65_535).collect();
    for (i, block) in blocks.iter().enumerate() {
        zlib.push(u8::from(i + 1 == blocks.len()));
        let len = block.len() as u16;
        zlib.extend_from_slice(&len.to_le_bytes());
        zlib.extend_from_slice(&(!len).to_le_bytes());
        zlib.extend_from_slice(block);
    }
    let (mut a, mut b) = (1u32, 0u32);
    for byte in &raw {
        a = (a + u32::from(*byte)) % 65_521;
        b = (b + a) % 65_521;
    }
    zlib.extend_from_slice(&((b << 16) | a).to_be_bytes());
    let mut png = vec![0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A];
    let mut header = Vec::new();
    header.extend_from_slice(&width.to_be_bytes());
    header.extend_from_slice(&height.to_be_bytes());
    header.extend_from_slice(&[8, 2, 0, 0, 0]); // 8-bit RGB
    chunk(&mut png, b"IHDR", &header);
    chunk(&mut png, b"IDAT", &zlib);
    chunk(&mut png, b"IEND", &[]);
    png
}

/// A process a test started (`upboard serve`): killed and reaped when it goes out of scope,
/// so a test that panics half-way leaves no server running behind it.
pub struct Spawned(Option<std::process::Child>);

impl Spawned {
    pub fn new(child: std::process::Child) -> Self {
        Self(Some(child))
    }

    /// Waits for the process to end by itself, with what it wrote.
    pub fn wait_with_output(mut self) -> std::io::Result<std::process::Output> {
        self.0.take().expect("a running child").wait_with_output()
    }
}

impl std::ops::Deref for Spawned {
    type Target = std::process::Child;
    fn deref(&self) -> &Self::Target {
        self.0.as_ref().expect("a running child")
    }
}

impl std::ops::DerefMut for Spawned {
    fn deref_mut(&mut self) -> &mut Self::Target {
        self.0.as_mut().expect("a running child")
    }
}

impl Drop for Spawned {
    fn drop(&mut self) {
        if let Some(child) = self.0.as_mut()
            && child.try_wait().ok().flatten().is_none()
        {
            child.kill().ok();
            child.wait().ok();
        }
    }
}
