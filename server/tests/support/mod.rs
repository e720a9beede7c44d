//! `spawn_app()`: the whole server on port 0 with its own database, SQLite or PostgreSQL.

#![allow(dead_code)]

use app::domain::Db;
use app::domain::organizations::{self, CreatedOrganization, NewOrganization};
use app::model::{Email, OrgName};
use app::state::{AppState, Settings};
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
    dir: tempfile::TempDir,
    postgres_database: Option<String>,
}

pub const DEFAULT_POSTGRES_URL: &str = "postgres://postgres@127.0.0.1:5432/postgres";

fn postgres_admin_url() -> String {
    std::env::var("UPBOARD_TEST_POSTGRES_URL").unwrap_or_else(|_| DEFAULT_POSTGRES_URL.to_owned())
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
            admin
                .execute_unprepared(&format!("CREATE DATABASE \"{name}\""))
                .await
                .expect("create a test database");
            let base = admin_url.split('?').next().unwrap_or_default();
            let server = base.rsplit_once('/').map(|(server, _)| server).unwrap_or(base);
            (format!("{server}/{name}"), Some(name))
        }
    }
}

pub async fn drop_database(name: &str) {
    if let Ok(admin) = Database::connect(postgres_admin_url()).await {
        let _ = admin
            .execute_unprepared(&format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"))
            .await;
    }
}

pub async fn spawn_app(backend: Backend) -> TestApp {
    let dir = tempfile::tempdir().expect("temporary folder");
    let (database_url, postgres_database) = fresh_database(backend, dir.path()).await;
    let db = Db::connect(&database_url).await.expect("connect and migrate");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind port 0");
    let addr = listener.local_addr().expect("local address");
    let state = AppState {
        leptos_options: LeptosOptions::builder()
            .output_name("upboard")
            .site_root(dir.path().join("site").to_string_lossy().into_owned())
            .site_addr(addr)
            .build(),
        db: db.clone(),
        storage: app::domain::attachments::Storage::local(&dir.path().join("uploads"), &format!("http://{addr}")).expect("uploads folder"),
        settings: Arc::new(Settings {
            public_url: format!("http://{addr}"),
            uploads: dir.path().join("uploads"),
            rate_limit: 0,
        }),
    };
    tokio::spawn(async move {
        axum::serve(listener, server::web::router(state)).await.expect("serve");
    });
    TestApp {
        base_url: format!("http://{addr}"),
        database_url,
        db,
        http: reqwest::Client::new(),
        dir,
        postgres_database,
    }
}

impl TestApp {
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base_url)
    }

    /// `GET` with an API key.
    pub async fn get_with_key(&self, path: &str, api_key: &str) -> reqwest::Response {
        self.http
            .get(self.url(path))
            .header("API-KEY", api_key)
            .send()
            .await
            .expect("request")
    }

    pub async fn create_org(&self, name: &str) -> CreatedOrganization {
        organizations::create(&self.db, NewOrganization {
            name: OrgName::parse(name).unwrap(),
            display_name: Some(format!("{name} Inc.")),
            admin_email: Email::parse(&format!("ada@{name}.test")).unwrap(),
            admin_name: Some("Ada".to_owned()),
            admin_password: None,
        })
        .await
        .expect("create organization")
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
