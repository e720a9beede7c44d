//! Backups and moving house (docs/reliability.md, proof 7), through the `upboard` binary: a
//! backup taken while votes are written restores every vote acknowledged before it began; the
//! demo organization exported from SQLite and imported into PostgreSQL answers every API listing
//! as before.

use crate::processes::{org_create, serve_with};
use crate::support::{Backend, PNG, answers, drop_database, eventually, free_port, fresh_database, sign};
use serde_json::{Value, json};
use std::process::Command;
use std::sync::{Arc, Mutex};
use std::time::Duration;

fn upboard(args: &[&str]) -> Value {
    let output = Command::new(env!("CARGO_BIN_EXE_upboard")).args(args).output().expect("run upboard");
    assert!(output.status.success(), "upboard {args:?}: {}", String::from_utf8_lossy(&output.stderr));
    serde_json::from_slice(&output.stdout).unwrap_or_else(|_| panic!("upboard {args:?} printed: {}", String::from_utf8_lossy(&output.stdout)))
}

/// A backup taken while eight writers vote holds every vote acknowledged before it began.
async fn a_backup_taken_under_writes_restores_every_vote_acknowledged_before_it(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let (url, database) = fresh_database(backend, dir.path()).await;
    let created = org_create(&url);
    let (key, secret) = (created["api_key"].as_str().unwrap().to_owned(), created["sso_secret"].as_str().unwrap().to_owned());
    let port = free_port();
    let mut server = serve_with(&url, dir.path(), port, &[]);
    answers(&mut server, port).await;
    let base = format!("http://127.0.0.1:{port}");
    let http = reqwest::Client::new();
    let grace = sign(&secret, "grace@customer.test", "Grace", None);
    let idea: Value = http
        .post(format!("{base}/api/v3/feature_requests"))
        .header("API-KEY", &key)
        .header("Authorization", format!("Bearer {grace}"))
        .json(&json!({"title": "Dark mode", "bucket_id": created["default_bucket"]["id"]}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let post = idea["id"].as_i64().expect("a post");
    let acknowledged = Arc::new(Mutex::new(Vec::<String>::new()));
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let mut writers = Vec::new();
    for writer in 0..8 {
        let (acknowledged, stop, http, base, key, secret) = (acknowledged.clone(), stop.clone(), http.clone(), base.clone(), key.clone(), secret.clone());
        writers.push(tokio::spawn(async move {
            let mut n = 0;
            while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                let email = format!("voter{writer}-{n}@customer.test");
                let token = sign(&secret, &email, "Voter", None);
                let response = http
                    .post(format!("{base}/api/v3/feature_requests/{post}/votes"))
                    .header("API-KEY", &key)
                    .header("Authorization", format!("Bearer {token}"))
                    .send()
                    .await
                    .unwrap();
                assert_eq!(response.status(), 201);
                acknowledged.lock().unwrap().push(email);
                n += 1;
            }
        }));
    }
    eventually("20 votes acknowledged", Duration::from_secs(120), || acknowledged.lock().unwrap().len() >= 20).await;
    // Everything acknowledged before the backup begins must be in it.
    let before: Vec<String> = acknowledged.lock().unwrap().clone();
    let out = dir.path().join("backups").join("while-voting.backup");
    let url_for_backup = url.clone();
    let out_for_backup = out.clone();
    let backup = tokio::task::spawn_blocking(move || upboard(&["backup", "--database-url", &url_for_backup, "--out", &out_for_backup.display().to_string()]))
        .await
        .unwrap();
    // The writes go on past the backup's end: it was taken in the middle of them.
    let at_backup_end = acknowledged.lock().unwrap().len();
    eventually("10 more votes acknowledged", Duration::from_secs(120), || acknowledged.lock().unwrap().len() >= at_backup_end + 10).await;
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    for writer in writers {
        writer.await.unwrap();
    }
    server.kill().ok();
    server.wait().ok();
    let during = acknowledged.lock().unwrap().len();
    assert!(backup["bytes"].as_u64().unwrap() > 0, "{backup}");
    let again = Command::new(env!("CARGO_BIN_EXE_upboard"))
        .args(["backup", "--database-url", &url, "--out", &out.display().to_string()])
        .output()
        .unwrap();
    assert!(!again.status.success(), "a backup never overwrites a file");

    // Restored into a database of its own.
    let (target, target_database) = match backend {
        Backend::Sqlite => (format!("sqlite://{}?mode=rwc", dir.path().join("restored.db").display()), None),
        Backend::Postgres => fresh_database(Backend::Postgres, dir.path()).await,
    };
    upboard(&["restore", "--database-url", &target, "--from", &out.display().to_string()]);
    let restored = app::domain::Db::connect(&target).await.unwrap();
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
    let voters: std::collections::HashSet<String> = app::entities::user::Entity::find()
        .filter(app::entities::user::Column::VotesCount.gt(0))
        .all(restored.conn())
        .await
        .unwrap()
        .into_iter()
        .map(|u| u.email)
        .collect();
    for email in &before {
        assert!(voters.contains(email), "the vote of {email}, acknowledged before the backup began, is in it");
    }
    let stored = app::entities::post_count::Entity::find_by_id(app::model::PostId(post)).one(restored.conn()).await.unwrap().unwrap();
    let rows = app::entities::vote::Entity::find()
        .filter(app::entities::vote::Column::PostId.eq(post))
        .all(restored.conn())
        .await
        .unwrap();
    assert_eq!(stored.votes_count as usize, rows.len(), "the backup is one moment: its count matches its rows");
    assert!(before.len() <= rows.len() && rows.len() < during, "taken while voting: {} before, {} in it, {during} by the end", before.len(), rows.len());
    println!(
        "backup under writes on {backend:?}: {} votes acknowledged before it began, {} in it, {during} acknowledged by the end; {} bytes in {} ms",
        before.len(),
        rows.len(),
        backup["bytes"],
        backup["took_ms"]
    );
    restored.conn().clone().close().await.ok();
    for name in [database, target_database].into_iter().flatten() {
        drop_database(&name).await;
    }
}

/// The listings an API client reads, each page of each: what a move must keep.
async fn listings(base: &str, key: &str, admin: &str) -> Vec<(String, Value)> {
    let http = reqwest::Client::new();
    let get = |path: String| {
        let request = http
            .get(format!("{base}{path}"))
            .header("API-KEY", key)
            .header("ALLOW-PRIVATE", "true")
            .header("Authorization", format!("Bearer {admin}"));
        async move {
            let response = request.send().await.unwrap();
            assert_eq!(response.status(), 200, "{path}");
            response.json::<Value>().await.unwrap()
        }
    };
    let mut found = Vec::new();
    for path in ["/api/v3/organizations/info", "/api/v3/buckets", "/api/v3/teams", "/api/v3/tags", "/api/v3/webhooks", "/api/v3/feature_requests/latest"] {
        found.push((path.to_owned(), get(path.to_owned()).await));
    }
    for list in ["/api/v3/feature_requests?sort=latest_created_at&per_page=100", "/api/v3/comments?per_page=100", "/api/v3/changelog?per_page=100"] {
        for page in 1..=20 {
            let path = format!("{list}&page={page}");
            let body = get(path.clone()).await;
            let has_more = body["meta"]["has_more"].as_bool() == Some(true);
            found.push((path, body));
            if !has_more {
                break;
            }
        }
    }
    let posts: Vec<i64> = found
        .iter()
        .filter(|(path, _)| path.starts_with("/api/v3/feature_requests?"))
        .flat_map(|(_, body)| body["feature_requests"].as_array().cloned().unwrap_or_default())
        .filter_map(|post| post["id"].as_i64())
        .collect();
    for id in posts {
        let path = format!("/api/v3/upvoters?feature_request_id={id}&per_page=100");
        found.push((format!("upvoters of post {}", found.len()), get(path).await));
    }
    found
}

/// A listing with what a move may change taken out: ids (every row gets a new one), the
/// server's address, and timestamps of the move itself.
fn comparable(value: &Value, base: &str) -> Value {
    match value {
        Value::Object(fields) => Value::Object(
            fields
                .iter()
                .filter(|(name, _)| !(name.as_str() == "id" || name.ends_with("_id") || name.ends_with("_ids")))
                .map(|(name, value)| (name.clone(), comparable(value, base)))
                .collect(),
        ),
        Value::Array(items) => Value::Array(items.iter().map(|item| comparable(item, base)).collect()),
        Value::String(text) => {
            // Ids inside addresses: /uploads/{org}/…, /p/{slug} stays.
            let text = text.replace(base, "BASE");
            let text = regex_lite_digits(&text);
            Value::String(text)
        }
        other => other.clone(),
    }
}

/// The organization's folder in upload addresses (`/uploads/7/…`) as `/uploads/N/…`.
fn regex_lite_digits(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("/uploads/") {
        out.push_str(&rest[..at + "/uploads/".len()]);
        rest = &rest[at + "/uploads/".len()..];
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        if digits > 0 {
            out.push('N');
            rest = &rest[digits..];
        }
    }
    out.push_str(rest);
    out
}

mod sqlite {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_backup_taken_under_writes_restores_every_vote_acknowledged_before_it() {
        super::a_backup_taken_under_writes_restores_every_vote_acknowledged_before_it(crate::support::Backend::Sqlite).await;
    }
}

mod postgres {
    use super::*;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_backup_taken_under_writes_restores_every_vote_acknowledged_before_it() {
        super::a_backup_taken_under_writes_restores_every_vote_acknowledged_before_it(Backend::Postgres).await;
    }

    /// The demo organization, with an attached image, moved from SQLite into PostgreSQL.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn the_demo_organization_moves_from_sqlite_into_postgres_with_every_listing_as_it_was() {
        let dir = tempfile::tempdir().unwrap();
        let source = format!("sqlite://{}?mode=rwc", dir.path().join("source.db").display());
        let demo = upboard(&["demo", "--json", "--database-url", &source]);
        let key = demo["api_key"].as_str().unwrap().to_owned();
        let admin = sign(demo["sso_secret"].as_str().unwrap(), "admin@demo.test", "Ada Admin", None);
        let old_port = free_port();
        let old_dir = dir.path().join("old");
        let mut old = serve_with(&source, &old_dir, old_port, &["--public-url", &format!("http://127.0.0.1:{old_port}")]);
        answers(&mut old, old_port).await;
        let old_base = format!("http://127.0.0.1:{old_port}");
        // An image on a post, so that files move too.
        crate::support::post_with_image(&old_base, &key, &admin).await;
        let before = listings(&old_base, &key, &admin).await;
        old.kill().ok();
        old.wait().ok();

        let archive = dir.path().join("demo.tar.gz");
        let exported = upboard(&[
            "export",
            "--org",
            "demo",
            "--out",
            &archive.display().to_string(),
            "--database-url",
            &source,
            "--uploads",
            &old_dir.join("uploads").display().to_string(),
            "--public-url",
            &old_base,
        ]);
        assert_eq!(exported["counts"]["files"], 1, "{exported}");
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&archive).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode, 0o600, "the archive holds the SSO and webhook secrets: its owner's alone");
        }
        let (target, database) = fresh_database(Backend::Postgres, dir.path()).await;
        let new_port = free_port();
        let new_dir = dir.path().join("new");
        let new_base = format!("http://127.0.0.1:{new_port}");
        let imported = upboard(&[
            "import",
            "--from",
            &archive.display().to_string(),
            "--database-url",
            &target,
            "--uploads",
            &new_dir.join("uploads").display().to_string(),
            "--public-url",
            &new_base,
        ]);
        assert_eq!(imported["api_key"], "kept", "{imported}");
        assert_eq!(
            imported["counts"].as_object().unwrap().clone(),
            exported["counts"]
                .as_object()
                .unwrap()
                .iter()
                .filter(|(k, _)| *k != "organizations")
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect::<serde_json::Map<_, _>>(),
            "every row and file"
        );
        let mut new = serve_with(&target, &new_dir, new_port, &["--public-url", &new_base]);
        answers(&mut new, new_port).await;
        let after = listings(&new_base, &key, &admin).await;
        assert_eq!(before.len(), after.len());
        for ((path, old), (_, new)) in before.iter().zip(&after) {
            assert_eq!(comparable(new, &new_base), comparable(old, &old_base), "{path} after the move");
        }
        // The image is served by the new server, at its new address.
        let post = after.iter().find(|(path, _)| path.starts_with("/api/v3/feature_requests?")).unwrap().1["feature_requests"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["title"] == "With a screenshot")
            .cloned()
            .unwrap();
        let html = post
            .as_object()
            .unwrap()
            .values()
            .filter_map(Value::as_str)
            .find(|text| text.contains("<img"))
            .unwrap_or_default()
            .to_owned();
        let src = html.split("src=\"").nth(1).and_then(|rest| rest.split('"').next()).unwrap_or_else(|| panic!("an image in {post}"));
        assert!(src.starts_with(&new_base), "{src}");
        let image = reqwest::get(src).await.unwrap();
        assert_eq!(image.status(), 200);
        assert_eq!(image.bytes().await.unwrap().as_ref(), PNG);
        // A second import of the same archive under the same name is refused, whole.
        let again = Command::new(env!("CARGO_BIN_EXE_upboard"))
            .args(["import", "--from", &archive.display().to_string(), "--database-url", &target])
            .output()
            .unwrap();
        assert!(!again.status.success());
        assert!(String::from_utf8_lossy(&again.stderr).contains("exists here"), "{}", String::from_utf8_lossy(&again.stderr));
        println!("moved the demo organization from SQLite into PostgreSQL: {}; {} listings compared", imported["counts"], before.len());
        new.kill().ok();
        new.wait().ok();
        if let Some(name) = database {
            drop_database(&name).await;
        }
    }
}
