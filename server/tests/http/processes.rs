//! Several `upboard serve` processes on one database, as an operator runs them behind a load
//! balancer, and a database that a newer upboard migrated.

use crate::support::{Backend, drop_database, fresh_database};
use migrations::MigratorTrait;
use sea_orm::ConnectionTrait;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// `upboard serve` on `port`, its log to a pipe (read when it fails).
fn serve(database_url: &str, dir: &std::path::Path, port: u16) -> Child {
    Command::new(env!("CARGO_BIN_EXE_upboard"))
        .args(["serve", "--addr", &format!("127.0.0.1:{port}"), "--rate-limit", "0"])
        .args(["--uploads", &dir.join("uploads").display().to_string(), "--site-root", &dir.join("site").display().to_string()])
        .env("UPBOARD_DATABASE_URL", database_url)
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start upboard serve")
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").expect("a free port").local_addr().expect("its address").port()
}

/// Waits until `child` answers `/healthz`; panics with its log when it exits first.
async fn answers(child: &mut Child, port: u16) {
    let started = Instant::now();
    loop {
        if let Some(status) = child.try_wait().expect("the process's state") {
            let mut log = String::new();
            std::io::Read::read_to_string(child.stderr.as_mut().expect("its log"), &mut log).ok();
            panic!("the process on port {port} exited ({status}) instead of serving:\n{log}");
        }
        if let Ok(response) = reqwest::get(format!("http://127.0.0.1:{port}/healthz")).await
            && response.status() == 200
        {
            return;
        }
        assert!(started.elapsed() < Duration::from_secs(60), "the process on port {port} did not answer within 60 s");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

mod postgres {
    use super::*;
    use sea_orm::Database;

    /// Three processes started at the same moment on an empty database: one migrates, the others
    /// wait for it, and all three serve (without the lock, two of three exited on PostgreSQL's
    /// duplicate catalogue rows).
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn processes_started_together_on_a_new_database_migrate_it_once_and_all_serve() {
        let dir = tempfile::tempdir().expect("temporary folder");
        let (url, name) = fresh_database(Backend::Postgres, dir.path()).await;
        let ports: Vec<u16> = (0..3).map(|_| free_port()).collect();
        let mut children: Vec<Child> = ports.iter().map(|&port| serve(&url, dir.path(), port)).collect();
        for (child, &port) in children.iter_mut().zip(&ports) {
            answers(child, port).await;
        }
        let db = Database::connect(&url).await.expect("connect");
        let applied = db
            .query_one_raw(sea_orm::Statement::from_string(
                db.get_database_backend(),
                "SELECT count(*) AS n, count(DISTINCT version) AS d FROM seaql_migrations",
            ))
            .await
            .expect("read the migrations' table")
            .expect("a row");
        let (recorded, distinct): (i64, i64) = (applied.try_get("", "n").unwrap(), applied.try_get("", "d").unwrap());
        assert_eq!(recorded, distinct, "each migration recorded once");
        assert_eq!(recorded, migrations::Migrator::migrations().len() as i64, "every migration applied");
        db.close().await.ok();
        for mut child in children {
            child.kill().ok();
            child.wait().ok();
        }
        drop_database(name.as_deref().expect("a PostgreSQL database")).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn an_older_build_refuses_a_database_a_newer_one_migrated() {
        super::an_older_build_refuses(Backend::Postgres).await;
    }
}

mod sqlite {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn an_older_build_refuses_a_database_a_newer_one_migrated() {
        super::an_older_build_refuses(crate::support::Backend::Sqlite).await;
    }
}

/// A database that records a migration this build does not know: the server does not start,
/// and says why, instead of failing on a missing migration file or serving a schema it does
/// not know.
async fn an_older_build_refuses(backend: Backend) {
    let dir = tempfile::tempdir().expect("temporary folder");
    let (url, name) = fresh_database(backend, dir.path()).await;
    let db = app::domain::Db::connect(&url).await.expect("migrate");
    let txn = db.begin_write().await.expect("a write");
    txn.execute_unprepared("INSERT INTO seaql_migrations (version, applied_at) VALUES ('m20991231_000001_from_a_newer_upboard', 0)")
        .await
        .expect("a newer build's migration");
    txn.commit().await.expect("commit");
    db.conn().clone().close().await.ok();

    let refused = app::domain::Db::connect(&url).await.expect_err("an older build refuses the database");
    let said = refused.to_string();
    assert!(said.contains("migrated by a newer upboard") && said.contains("m20991231_000001_from_a_newer_upboard"), "{said}");

    let port = free_port();
    let output = tokio::task::block_in_place(|| serve(&url, dir.path(), port).wait_with_output()).expect("the process ends");
    assert!(!output.status.success(), "the server does not start");
    let log = String::from_utf8_lossy(&output.stderr);
    assert!(log.contains("migrated by a newer upboard"), "the reason is in its log: {log}");
    if let Some(name) = name {
        drop_database(&name).await;
    }
}
