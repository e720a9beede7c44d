//! Several `upboard serve` processes on one database, as an operator runs them behind a load
//! balancer, and a database that a newer upboard migrated.

use crate::support::{Backend, Spawned, answers, drop_database, eventually, free_port, fresh_database, no_redirects};
use migrations::MigratorTrait;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// `upboard serve` on `port`, its log to a pipe (read when it fails).
fn serve(database_url: &str, dir: &std::path::Path, port: u16) -> Spawned {
    serve_with(database_url, dir, port, &[])
}

/// [`serve`] with more flags.
pub(crate) fn serve_with(database_url: &str, dir: &std::path::Path, port: u16, flags: &[&str]) -> Spawned {
    Spawned::new(
        Command::new(env!("CARGO_BIN_EXE_upboard"))
            .args(["serve", "--addr", &format!("127.0.0.1:{port}"), "--rate-limit", "0"])
            .args(flags)
            .args(["--uploads", &dir.join("uploads").display().to_string(), "--site-root", &dir.join("site").display().to_string()])
            .args(["--mail-dir", &dir.join("mail").display().to_string()])
            .env("UPBOARD_DATABASE_URL", database_url)
            .env("RUST_LOG", "warn")
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start upboard serve"),
    )
}

/// `upboard org create` of "acme" on `database_url`: what it prints.
pub(crate) fn org_create(database_url: &str) -> serde_json::Value {
    let created = Command::new(env!("CARGO_BIN_EXE_upboard"))
        .args(["org", "create", "--name", "acme", "--admin-email", "ada@acme.test", "--database-url", database_url])
        .output()
        .expect("upboard org create");
    assert!(created.status.success(), "{}", String::from_utf8_lossy(&created.stderr));
    serde_json::from_slice(&created.stdout).expect("one JSON object")
}

mod postgres {
    use super::*;
    use sea_orm::Database;

    /// Three processes started at the same moment on an empty database: one migrates, the others
    /// wait for it, and all three serve (without the lock, two of three exited on PostgreSQL's
    /// duplicate catalogue rows); votes spread over them stay exact, and killing one with SIGKILL
    /// under that load loses no acknowledged vote while the other two answer without an error.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn processes_started_together_on_a_new_database_migrate_it_once_and_all_serve() {
        let dir = tempfile::tempdir().expect("temporary folder");
        let (url, name) = fresh_database(Backend::Postgres, dir.path()).await;
        let ports: Vec<u16> = (0..3).map(|_| free_port()).collect();
        let mut children: Vec<Spawned> = ports.iter().map(|&port| serve(&url, dir.path(), port)).collect();
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

        // Then many people vote at once, spread over the three; one process is killed with
        // SIGKILL in the middle. Every vote acknowledged is counted, exactly; the other two
        // never answer with a server error.
        let created = org_create(&url);
        let (key, secret) = (created["api_key"].as_str().unwrap().to_owned(), created["sso_secret"].as_str().unwrap().to_owned());
        let http = reqwest::Client::new();
        let base = |port: u16| format!("http://127.0.0.1:{port}");
        let author = crate::support::sign(&secret, "author@customer.test", "Author", None);
        let posted = http
            .post(format!("{}/api/v3/feature_requests", base(ports[0])))
            .header("API-KEY", &key)
            .bearer_auth(&author)
            .json(&serde_json::json!({"title": "Dark mode", "bucket_id": created["default_bucket"]["id"]}))
            .send()
            .await
            .unwrap();
        assert_eq!(posted.status(), 201);
        let post = posted.json::<serde_json::Value>().await.unwrap()["id"].as_i64().unwrap();
        let voters = 240;
        let votes = (0..voters).map(|i| {
            let (http, key, secret, port) = (http.clone(), key.clone(), secret.clone(), ports[i % 3]);
            tokio::spawn(async move {
                // Spread over time too, so that the kill lands among them.
                tokio::time::sleep(Duration::from_millis(5 * i as u64)).await;
                let token = crate::support::sign(&secret, &format!("voter{i}@customer.test"), "Voter", None);
                let answer = http
                    .post(format!("http://127.0.0.1:{port}/api/v3/feature_requests/{post}/votes"))
                    .header("API-KEY", key)
                    .bearer_auth(token)
                    .send()
                    .await;
                (i, port, answer.map(|a| a.status().as_u16()).ok())
            })
        });
        let votes: Vec<_> = votes.collect();
        tokio::time::sleep(Duration::from_millis(600)).await;
        let killed = ports[2];
        children[2].kill().expect("SIGKILL the third process");
        let (mut acknowledged, mut unanswered) = (std::collections::BTreeSet::new(), std::collections::BTreeSet::new());
        for vote in votes {
            let (i, port, status) = vote.await.unwrap();
            let email = format!("voter{i}@customer.test");
            match status {
                Some(201) => {
                    acknowledged.insert(email);
                }
                Some(status) => assert!(port == killed && status < 500, "a process answered {status} (port {port})"),
                None => {
                    assert_eq!(port, killed, "only the killed process fails to answer");
                    unanswered.insert(email);
                }
            }
        }
        assert!(acknowledged.len() >= 160, "the two that live took their share: {} of {voters}", acknowledged.len());
        assert!(!unanswered.is_empty(), "the kill landed among the votes");
        let db = Database::connect(&url).await.expect("connect");
        let rows = db
            .query_all_raw(sea_orm::Statement::from_sql_and_values(
                db.get_database_backend(),
                "SELECT u.email AS email FROM votes v JOIN users u ON u.id = v.user_id WHERE v.post_id = $1",
                [post.into()],
            ))
            .await
            .expect("the votes");
        let stored: std::collections::BTreeSet<String> = rows.iter().map(|row| row.try_get::<String>("", "email").unwrap()).collect();
        assert!(acknowledged.is_subset(&stored), "every acknowledged vote is stored: missing {:?}", acknowledged.difference(&stored).collect::<Vec<_>>());
        assert!(stored.difference(&acknowledged).all(|email| unanswered.contains(email)), "and only votes sent: {stored:?}");
        db.close().await.ok();
        for &port in &ports[..2] {
            let read = http.get(format!("{}/api/v3/feature_requests/{post}", base(port))).header("API-KEY", &key).send().await.unwrap();
            assert_eq!(read.status(), 200);
            let count = read.json::<serde_json::Value>().await.unwrap()["votes_count"].as_i64().unwrap();
            assert_eq!(count, stored.len() as i64, "the count is exact: one per stored vote (read on port {port})");
        }
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

    /// Counters and statuses changed through one server reach the live pages open on another
    /// within a second, each page still told only of the posts its reader may see.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn live_pages_on_one_process_hear_votes_comments_and_status_changes_taken_by_another() {
        use crate::support::{Events, reader_cookie, spawn_app, spawn_app_beside};
        let a = spawn_app(Backend::Postgres).await;
        let c = spawn_app_beside(&a).await;
        let acme = a.create_org("acme").await;
        let token = a.token(&acme, "voter@x.test", "Voter");
        let internal = app::domain::buckets::create(&a.db, acme.organization.id, "Internal", true).await.unwrap();
        let secret = a
            .request(reqwest::Method::POST, "/api/v3/feature_requests", &acme.api_key, Some(&a.token(&acme, &acme.admin.email, "Ada")))
            .header("ALLOW-PRIVATE", "true")
            .json(&serde_json::json!({"title": "Secret", "bucket_id": internal.id}))
            .send()
            .await
            .unwrap();
        assert_eq!(secret.status(), 201);
        let secret = secret.json::<serde_json::Value>().await.unwrap()["id"].as_i64().unwrap();
        let public = a.post_as(&acme, &token, "Dark mode").await["id"].as_i64().unwrap();
        let mut anonymous = Events::open(&c, None).await;
        let (_, cookie) = reader_cookie(&c, &acme, "grace@x.test", "Grace").await;
        let mut customer = Events::open(&c, Some(&cookie)).await;

        let voted = a
            .request(reqwest::Method::POST, &format!("/api/v3/feature_requests/{secret}/votes"), &acme.api_key, Some(&token))
            .header("ALLOW-PRIVATE", "true")
            .send()
            .await
            .unwrap();
        assert_eq!(voted.status(), 201);
        let started = Instant::now();
        assert_eq!(a.vote_as(&acme, &token, public).await.status(), 201);
        let heard = anonymous.next_counts().await;
        eprintln!("heard after {:?} (the time is measured by `make bench`, not judged here)", started.elapsed());
        assert_eq!(heard["post_id"], public, "the private post's counts were not sent: {heard}");
        assert_eq!(heard["votes_count"], 1);
        assert_eq!(customer.next_post().await.get(), public);

        let started = Instant::now();
        assert_eq!(a.comment_as(&acme, &token, public, "Yes please").await.status(), 201);
        let heard = anonymous.next_counts().await;
        eprintln!("heard after {:?} (the time is measured by `make bench`, not judged here)", started.elapsed());
        assert_eq!((heard["post_id"].as_i64(), heard["comments_count"].as_i64()), (Some(public), Some(1)));

        // A status change, taken by A's worker (as `upboard serve` runs it), reaches C's pages.
        let mail = server::delivery::mail::MailConfig { folder: a.dir().join("mail"), ..Default::default() };
        let worker = server::delivery::Worker::start(a.state.clone(), server::delivery::mail::Mailer::new(&mail).unwrap());
        let started = Instant::now();
        let moved = a
            .request(reqwest::Method::PUT, &format!("/api/v3/feature_requests/{public}"), &acme.api_key, Some(&a.token(&acme, &acme.admin.email, "Ada")))
            .json(&serde_json::json!({"status": "Planned"}))
            .send()
            .await
            .unwrap();
        assert_eq!(moved.status(), 200);
        let heard = anonymous.next_status().await;
        eprintln!("heard after {:?} (the time is measured by `make bench`, not judged here)", started.elapsed());
        assert_eq!((heard["post_id"].as_i64(), heard["status"]["label"].as_str()), (Some(public), Some("Planned")));
        worker.stop().await;
        c.finish().await;
        a.finish().await;
    }

    /// What another server cached about an organization (its key, its lists) is dropped when a
    /// write through this one changes it, in time for that server's next request.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_key_regenerated_or_a_customer_blocked_through_one_process_holds_on_another_at_once() {
        use crate::support::{spawn_app, spawn_app_beside};
        let a = spawn_app(Backend::Postgres).await;
        let b = spawn_app_beside(&a).await;
        let c = spawn_app_beside(&a).await;
        let acme = a.create_org("acme").await;
        let admin = app::domain::access::Actor { user: acme.admin.clone(), role: Some(app::domain::users::Role::Admin) };
        let token = a.token(&acme, "grace@x.test", "Grace");
        let post = a.post_as(&acme, &token, "Dark mode").await["id"].as_i64().unwrap();
        // C knows the key (and caches what it found).
        for _ in 0..3 {
            assert_eq!(c.get_with_key("/api/v3/feature_requests", &acme.api_key).await.status(), 200);
        }
        let key = app::domain::admin::settings::generate_api_key(&b.db, &b.state.key_use, acme.organization.id, &admin).await.unwrap();
        assert_eq!(c.get_with_key("/api/v3/feature_requests", &acme.api_key).await.status(), 401, "the old key on C's next request");
        assert_eq!(c.get_with_key("/api/v3/feature_requests", &key).await.status(), 200, "the new key");

        let acme = app::domain::organizations::CreatedOrganization { api_key: key, ..acme };
        assert_eq!(c.vote_as(&acme, &token, post).await.status(), 201);
        assert_eq!(
            c.request(reqwest::Method::DELETE, &format!("/api/v3/feature_requests/{post}/votes"), &acme.api_key, Some(&token))
                .send()
                .await
                .unwrap()
                .status(),
            200
        );
        let grace = app::entities::user::Entity::find()
            .filter(app::entities::user::Column::Email.eq("grace@x.test"))
            .one(a.db.conn())
            .await
            .unwrap()
            .expect("Grace");
        let blocked = app::domain::admin::customers::change(&a.db, acme.organization.id, &admin, grace.id, app::domain::admin::customers::Change::Block(true))
            .await
            .unwrap();
        assert!(blocked.blocked);
        assert_eq!(c.vote_as(&acme, &token, post).await.status(), 403, "a blocked customer cannot vote through C");
        for app in [c, b, a] {
            app.finish().await;
        }
    }

    /// A key's rate limit, the per-address throttles and the failed-sign-in lock count the
    /// requests of every process together (each process alone let 150 of 150 through).
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn limits_hold_across_processes() {
        use crate::support::{spawn_app_beside, spawn_app_with};
        let a = spawn_app_with(Backend::Postgres, 60).await;
        let (b, c) = (spawn_app_beside(&a).await, spawn_app_beside(&a).await);
        let servers = [&a, &b, &c];
        let acme = a.create_org("acme").await;

        let mut answered = std::collections::BTreeMap::<u16, u32>::new();
        let started = Instant::now();
        for i in 0..150 {
            let response = servers[i % 3].get_with_key("/api/v3/feature_requests?per_page=1", &acme.api_key).await;
            if response.status() == 429 {
                let wait: u64 = response.headers()["retry-after"].to_str().unwrap().parse().unwrap();
                assert!((1..=60).contains(&wait), "Retry-After {wait}");
            }
            *answered.entry(response.status().as_u16()).or_default() += 1;
        }
        // One more token a second refills the bucket of 60.
        let refilled = u32::try_from(started.elapsed().as_secs()).unwrap() + 1;
        let through = answered.get(&200).copied().unwrap_or(0);
        assert!((60..=60 + refilled).contains(&through), "{answered:?} in {:?}", started.elapsed());
        assert_eq!(answered.get(&429).copied().unwrap_or(0), 150 - through, "{answered:?}");

        // Sign-in links: 30 at once per address, here over three processes; one more a second
        // (a loaded machine takes seconds for the 45).
        let mut refused = 0;
        let started = Instant::now();
        for i in 0..45 {
            let response = no_redirects().get(servers[i % 3].url("/acme/sso?token=x")).send().await.unwrap();
            refused += u32::from(response.status() == 429);
        }
        let refilled = u32::try_from(started.elapsed().as_secs()).unwrap() + 1;
        assert!((15u32.saturating_sub(refilled)..=15).contains(&refused), "{refused} of 45 refused in {:?}", started.elapsed());

        // Failed sign-ins of one e-mail, spread over the processes, lock it on all of them.
        app::domain::sessions::sign_up(&a.db, acme.organization.id, "grace@x.test", "Grace", "correct horse").await.unwrap();
        for i in 0..app::domain::sessions::FAILURES_BEFORE_LOCK as usize {
            let server = servers[i % 3];
            let failed = app::domain::sessions::sign_in(&server.db, &server.state.sign_in_failures, acme.organization.id, "grace@x.test", "wrong", None).await;
            assert!(matches!(failed, Err(app::domain::Error::Unauthorized(_))), "{failed:?}");
        }
        let server = servers[2];
        let locked =
            app::domain::sessions::sign_in(&server.db, &server.state.sign_in_failures, acme.organization.id, "grace@x.test", "correct horse", None).await;
        assert!(matches!(locked, Err(app::domain::Error::RateLimited { .. })), "{locked:?}");
        for server in [c, b, a] {
            server.finish().await;
        }
    }

    /// Three delivery workers (one per process) and an SMTP server that takes 2 s a message:
    /// a batch takes longer than a lease, yet each e-mail and each webhook event goes out once
    /// (without renewals, the second worker claimed what the first was still sending).
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn three_workers_and_a_slow_smtp_server_send_each_message_once() {
        use crate::outbox::{Receiver, mailbox};
        use crate::support::{spawn_app, spawn_app_beside};
        let (smtp_url, maildir) = match (std::env::var("UPBOARD_TEST_SLOW_SMTP_URL"), std::env::var("UPBOARD_TEST_SLOW_MAILDIR")) {
            (Ok(url), Ok(dir)) => (url, std::path::PathBuf::from(dir)),
            _ if std::env::var("CI").is_ok_and(|v| v == "true") => panic!("UPBOARD_TEST_SLOW_SMTP_URL is not set: run the tests with `make test`"),
            _ => {
                eprintln!("warning: no slow SMTP server (UPBOARD_TEST_SLOW_SMTP_URL): SKIPPED; `make test` starts one");
                return;
            }
        };
        let a = spawn_app(Backend::Postgres).await;
        let (b, c) = (spawn_app_beside(&a).await, spawn_app_beside(&a).await);
        let acme = a.create_org("acme").await;
        let receiver = Receiver::start(0).await;
        let admin = a.token(&acme, &acme.admin.email, &acme.admin.name);
        let added = a
            .request(reqwest::Method::POST, "/api/v3/webhooks", &acme.api_key, Some(&admin))
            .json(&serde_json::json!({"url": receiver.url, "events": ["post.created", "post.status_changed"]}))
            .send()
            .await
            .unwrap();
        assert_eq!(added.status(), 201);
        let tag = format!("t{:x}", rand::random::<u64>());
        let address = |who: usize| format!("follower{who}-{tag}@customer.test");
        let post = a.post_as(&acme, &a.token(&acme, &address(0), "Follower 0"), "Dark mode").await["id"].as_i64().unwrap();
        for who in 1..10 {
            assert_eq!(a.vote_as(&acme, &a.token(&acme, &address(who), "Follower"), post).await.status(), 201);
        }
        let moved = a
            .request(reqwest::Method::PUT, &format!("/api/v3/feature_requests/{post}"), &acme.api_key, Some(&admin))
            .json(&serde_json::json!({"status": "Planned"}))
            .send()
            .await
            .unwrap();
        assert_eq!(moved.status(), 200);

        let mail = server::delivery::mail::MailConfig { smtp_url: Some(smtp_url), ..Default::default() };
        let workers: Vec<_> = [&a, &b, &c]
            .iter()
            .map(|app| server::delivery::Worker::start(app.state.clone(), server::delivery::mail::Mailer::new(&mail).unwrap()))
            .collect();
        // Ten followers hear of the status change (and the team of the new post): 22 s of SMTP.
        let started = Instant::now();
        while mailbox(&maildir, &tag).len() < 10 {
            assert!(started.elapsed() < Duration::from_secs(90), "{} of 10 e-mails after 90 s", mailbox(&maildir, &tag).len());
            tokio::time::sleep(Duration::from_millis(250)).await;
        }
        let events = receiver.wait_for(2).await;
        // Time for a second worker to send anything again.
        tokio::time::sleep(Duration::from_secs(3)).await;
        for worker in workers {
            worker.stop().await;
        }
        let mut to: Vec<String> = mailbox(&maildir, &tag).iter().map(|m| m.lines().find(|l| l.starts_with("To:")).unwrap().to_owned()).collect();
        to.sort();
        let expected: Vec<String> = {
            let mut all: Vec<String> = (0..10).map(|who| format!("To: {}", address(who))).collect();
            all.sort();
            all
        };
        assert_eq!(to, expected, "each follower once");
        assert_eq!(receiver.received().len(), events.len(), "no event was delivered twice");
        let types: Vec<String> = events
            .iter()
            .map(|(_, body)| serde_json::from_str::<serde_json::Value>(body).unwrap()["type"].as_str().unwrap().to_owned())
            .collect();
        assert_eq!(types.len(), 2, "{types:?}");
        for app in [c, b, a] {
            app.finish().await;
        }
    }

    /// Uploads in an S3-compatible store (moto on loopback): an image posted through one process
    /// is served by another, streamed, and two processes' orphan sweeps run at once unharmed.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn an_image_uploaded_through_one_process_is_served_by_another_from_object_storage() {
        use crate::support::{PNG, spawn_app_beside, spawn_app_on_s3};
        use reqwest::multipart::{Form, Part};
        let Some(a) = spawn_app_on_s3(Backend::Postgres).await else { return };
        let b = spawn_app_beside(&a).await;
        let acme = a.create_org("acme").await;
        let token = a.token(&acme, "grace@customer.test", "Grace");
        let form = Form::new()
            .text("title", "Screenshots please")
            .text("bucket_id", acme.default_bucket.id.to_string())
            .part("attachments[]", Part::bytes(PNG.to_vec()).file_name("one.png").mime_str("image/png").unwrap());
        let posted = a
            .request(reqwest::Method::POST, "/api/v3/feature_requests", &acme.api_key, Some(&token))
            .multipart(form)
            .send()
            .await
            .unwrap();
        assert_eq!(posted.status(), 201);
        let post: serde_json::Value = posted.json().await.unwrap();
        let html = post["description_html"].as_str().unwrap();
        let src = html.split("src=\"").nth(1).map(|rest| &rest[..rest.find('"').unwrap()]).expect("an image");
        let key = src.strip_prefix(&format!("{}/uploads/", a.base_url)).expect("served by the site");
        let image = b.http.get(b.url(&format!("/uploads/{key}"))).send().await.unwrap();
        assert_eq!(image.status(), 200, "served by B from the bucket");
        assert_eq!(image.headers()["content-type"], "image/png");
        assert_eq!(image.headers()["content-length"], PNG.len().to_string().as_str());
        assert_eq!(image.headers()["x-content-type-options"], "nosniff");
        assert_eq!(image.bytes().await.unwrap().as_ref(), PNG);
        assert_eq!(b.http.get(b.url(&format!("/uploads/{}/missing.png", acme.organization.id))).send().await.unwrap().status(), 404);

        // A file that nothing names (a process died between storing and recording it), swept
        // by both processes at once: one removes it, neither fails, the named one stays.
        let endpoint = crate::support::s3_endpoint().unwrap();
        let bucket = a.s3_bucket().unwrap();
        let orphan = format!("{endpoint}/{bucket}/uploads/{}/orphan.png", acme.organization.id);
        assert!(reqwest::Client::new().put(&orphan).body(PNG.to_vec()).send().await.unwrap().status().is_success());
        let (swept_a, swept_b) = tokio::join!(a.state.storage.sweep(a.db.conn(), Duration::ZERO), b.state.storage.sweep(b.db.conn(), Duration::ZERO));
        let (swept_a, swept_b) = (swept_a.expect("A's sweep"), swept_b.expect("B's sweep"));
        assert!((1..=2).contains(&(swept_a + swept_b)), "{swept_a} + {swept_b}");
        assert_eq!(reqwest::Client::new().get(&orphan).send().await.unwrap().status(), 404, "the orphan is gone");
        assert_eq!(a.http.get(a.url(&format!("/uploads/{key}"))).send().await.unwrap().status(), 200, "the attached image stays");
        b.finish().await;
        a.finish().await;
    }

    /// A rolling upgrade: processes of two builds behind one balancer. A page of either build
    /// loads its script, stylesheet and WASM from a process of the other.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn during_a_rolling_upgrade_each_build_serves_the_others_site_files() {
        use crate::support::{spawn_app, spawn_app_beside_of_build};
        let old = spawn_app(Backend::Postgres).await;
        let new = spawn_app_beside_of_build(&old, "the second build").await;
        old.create_org("acme").await;
        let assets = |app: &crate::support::TestApp| {
            let app_url = app.base_url.clone();
            let http = app.http.clone();
            async move {
                let page = http.get(format!("{app_url}/acme")).send().await.unwrap().text().await.unwrap();
                let mut found: Vec<String> = page
                    .split(['"', '\''])
                    .filter(|part| part.starts_with("/pkg/") && (part.ends_with(".js") || part.ends_with(".css") || part.ends_with(".wasm")))
                    .map(str::to_owned)
                    .collect();
                found.sort();
                found.dedup();
                found
            }
        };
        let (old_assets, new_assets) = (assets(&old).await, assets(&new).await);
        assert!(old_assets.iter().any(|a| a.ends_with(".js")) && old_assets.iter().any(|a| a.ends_with(".css")), "{old_assets:?}");
        assert_ne!(old_assets, new_assets, "two builds, two versions");
        for (page_of, assets, asked, owner) in [("new", &new_assets, &old, &new), ("old", &old_assets, &new, &old)] {
            for asset in assets {
                let from_other = asked.http.get(asked.url(asset)).header("accept-encoding", "identity").send().await.unwrap();
                assert_eq!(from_other.status(), 200, "{asset} of the {page_of} page, asked of the other build");
                assert_eq!(from_other.headers()["cache-control"], "public, max-age=31536000, immutable");
                let from_owner = owner.http.get(owner.url(asset)).header("accept-encoding", "identity").send().await.unwrap();
                assert_eq!(from_other.bytes().await.unwrap(), from_owner.bytes().await.unwrap(), "{asset}: the same bytes");
            }
        }
        let unknown = old.http.get(old.url("/pkg/0123456789ab/upboard.js")).send().await.unwrap();
        assert_eq!(unknown.status(), 404, "a version no process ran");
        new.finish().await;
        old.finish().await;
    }

    /// `--role web` serves the site and sends nothing; `--role worker` sends what waits and
    /// answers only `/healthz` and `/metrics`.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_web_process_leaves_deliveries_to_a_worker_process() {
        use crate::outbox::Receiver;
        let dir = tempfile::tempdir().expect("temporary folder");
        let (url, name) = fresh_database(Backend::Postgres, dir.path()).await;
        let (web_port, worker_port) = (free_port(), free_port());
        let mut web = serve_with(&url, dir.path(), web_port, &["--role", "web", "--allow-private-webhooks"]);
        answers(&mut web, web_port).await;
        let created = org_create(&url);
        let (key, secret) = (created["api_key"].as_str().unwrap(), created["sso_secret"].as_str().unwrap());
        let admin = crate::support::sign(secret, "ada@acme.test", "Ada", None);
        let base = format!("http://127.0.0.1:{web_port}");
        let http = reqwest::Client::new();
        let receiver = Receiver::start(0).await;
        let added = http
            .post(format!("{base}/api/v3/webhooks"))
            .header("API-KEY", key)
            .bearer_auth(&admin)
            .json(&serde_json::json!({"url": receiver.url, "events": ["post.created"]}))
            .send()
            .await
            .unwrap();
        assert_eq!(added.status(), 201);
        let bucket = created["default_bucket"]["id"].as_i64().unwrap();
        let posted = http
            .post(format!("{base}/api/v3/feature_requests"))
            .header("API-KEY", key)
            .bearer_auth(&admin)
            .json(&serde_json::json!({"title": "Dark mode", "bucket_id": bucket}))
            .send()
            .await
            .unwrap();
        assert_eq!(posted.status(), 201);
        // The event is written with the post; the web process makes no delivery of it.
        use sea_orm::{EntityTrait, PaginatorTrait};
        let db = app::domain::Db::connect(&url).await.unwrap();
        let events = app::entities::outbox_event::Entity::find().all(db.conn()).await.unwrap();
        assert!(events.iter().any(|e| e.event_type == "post.created"), "the event waits in the outbox: {events:?}");
        assert_eq!(app::entities::webhook_delivery::Entity::find().count(db.conn()).await.unwrap(), 0, "the web process delivers nothing");

        let mut worker = serve_with(&url, dir.path(), worker_port, &["--role", "worker", "--allow-private-webhooks"]);
        answers(&mut worker, worker_port).await;
        let events = receiver.wait_for(1).await;
        assert!(events[0].1.contains("\"post.created\""), "{}", events[0].1);
        // One delivery, by the worker, sent once.
        let deliveries = app::entities::webhook_delivery::Entity::find().all(db.conn()).await.unwrap();
        assert_eq!(deliveries.len(), 1, "{deliveries:?}");
        assert!(receiver.received().len() == 1, "sent once: {:?}", receiver.received().iter().map(|(_, b)| b).collect::<Vec<_>>());
        db.conn().clone().close().await.ok();
        let worker_base = format!("http://127.0.0.1:{worker_port}");
        assert_eq!(http.get(format!("{worker_base}/acme")).send().await.unwrap().status(), 404, "a worker serves no pages");
        assert_eq!(http.get(format!("{worker_base}/metrics")).send().await.unwrap().status(), 200, "but is watched");
        assert_eq!(http.get(format!("{base}/acme")).send().await.unwrap().status(), 200);
        for mut child in [web, worker] {
            child.kill().ok();
            child.wait().ok();
        }
        drop_database(name.as_deref().expect("a PostgreSQL database")).await;
    }

    /// The periodic tasks (digests, prunes, sweeps) run once per due time across processes.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_periodic_task_is_taken_by_one_process_per_due_time() {
        let dir = tempfile::tempdir().expect("temporary folder");
        let (url, name) = fresh_database(Backend::Postgres, dir.path()).await;
        let dbs = [app::domain::Db::connect(&url).await.unwrap(), app::domain::Db::connect(&url).await.unwrap(), app::domain::Db::connect(&url).await.unwrap()];
        // Each round starts once the last turn's period is over (waiting for that is the
        // condition itself); whether a turn comes again is judged by the time that really passed.
        let every = Duration::from_secs(2);
        for round in 0..3 {
            let started = Instant::now();
            let (a, b, c) = tokio::join!(dbs[0].take_turn("digests", every), dbs[1].take_turn("digests", every), dbs[2].take_turn("digests", every));
            let mut last_taken = Instant::now();
            let taken = [a.unwrap(), b.unwrap(), c.unwrap()].iter().filter(|&&t| t).count();
            assert_eq!(taken, 1, "round {round}: one process of three");
            let again = dbs[round].take_turn("digests", every).await.unwrap();
            assert!(!again || started.elapsed() >= every, "round {round}: not again within the period (after {:?})", started.elapsed());
            if again {
                last_taken = Instant::now();
            }
            tokio::time::sleep_until((last_taken + every + Duration::from_millis(10)).into()).await;
        }
        drop(dbs);
        drop_database(name.as_deref().expect("a PostgreSQL database")).await;
    }

    /// A stream of writes to one organization through one process leaves the other process's
    /// cached reads of other organizations, and of that organization's lists, in place.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn another_process_s_writes_drop_only_what_they_change() {
        use app::model::OrgId;
        use app::store::cache::{Of, Scope};
        let dir = tempfile::tempdir().expect("temporary folder");
        let (url, name) = fresh_database(Backend::Postgres, dir.path()).await;
        let a = app::domain::Db::connect(&url).await.unwrap();
        let b = app::domain::Db::connect(&url).await.unwrap();
        let generation = &b.caches().generation;
        let (acme, acme_lists, globex) = (Of::Organization(OrgId(1)), Of::Posts(OrgId(1)), Of::Organization(OrgId(2)));
        // B's listener is connected once a write of A comes back to it.
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let before = generation.current();
            let txn = a.begin_write().await.unwrap();
            txn.commit().await.unwrap();
            tokio::time::sleep(Duration::from_millis(50)).await;
            if generation.current() != before {
                break;
            }
            assert!(Instant::now() < deadline, "B never heard A");
        }
        let at = |of| generation.current_of(of);
        eventually("B settles: what it reads may be kept again", Duration::from_secs(10), || generation.admits(globex, at(globex))).await;
        let before = (at(acme), at(acme_lists), at(globex));
        // B has heard every write of A once it has heard a last one, to a third organization
        // (the notices of one connection arrive in the order they were committed).
        let marker = Of::Organization(OrgId(3));
        let marked = at(marker);
        for _ in 0..20 {
            let txn = a.begin_write_in(Scope::Counters(OrgId(1))).await.unwrap();
            txn.commit().await.unwrap();
        }
        a.begin_write_in(Scope::Organization(OrgId(3))).await.unwrap().commit().await.unwrap();
        eventually("B hears the marker", Duration::from_secs(10), || at(marker) != marked).await;
        assert_ne!(at(acme), before.0, "the organization's counters changed");
        assert_eq!(at(acme_lists), before.1, "its lists did not");
        assert_eq!(at(globex), before.2, "nor did another organization");
        assert!(generation.admits(globex, before.2) && generation.admits(acme_lists, before.1), "and what B reads of them is kept");
        let txn = a.begin_write_in(Scope::Organization(OrgId(2))).await.unwrap();
        txn.commit().await.unwrap();
        eventually("a write to the other organization reaches B", Duration::from_secs(10), || at(globex) != before.2).await;
        assert_eq!(at(acme_lists), before.1);

        // Messages for every process, one past the size of a notice.
        let mut heard = b.relayed().expect("relayed on PostgreSQL");
        let large = format!("{{\"text\":\"{}\"}}", "é".repeat(6_000));
        a.relay(large.clone());
        a.relay("{\"small\":true}".to_owned());
        let mut got = Vec::new();
        for _ in 0..2 {
            let message = tokio::time::timeout(Duration::from_secs(2), heard.recv()).await.expect("within 2 s").expect("a message");
            got.push(message.to_string());
        }
        let mut sent = [large, "{\"small\":true}".to_owned()];
        sent.sort();
        got.sort();
        assert_eq!(got, sent, "both, the large one through the table");
        drop((a, b));
        drop_database(name.as_deref().expect("a PostgreSQL database")).await;
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

/// Every page builds its view once a request. A page that waits for its data in a closure
/// given to `Suspense` (`{move || Suspend::new(…)}`) builds it at each of the boundary's three
/// walks and throws two away (docs/performance.md, session 30): read from a server of its own
/// (its `/metrics`), the page heads built (`upboard_page_views_built_total`, one per view) equal
/// the pages rendered (`upboard_pages_rendered_total`), page by page, for every kind of page a
/// signed-in admin opens (rendered each time: no page cache for a session).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_page_builds_its_view_once_a_request() {
    use app::domain::{Db, sessions, users};
    let dir = tempfile::tempdir().expect("temporary folder");
    let (url, _) = fresh_database(Backend::Sqlite, dir.path()).await;
    let created = org_create(&url);
    let seeded = Command::new(env!("CARGO_BIN_EXE_upboard"))
        .args(["seed", "--org", "acme", "--posts", "12", "--votes", "30", "--comments", "10", "--database-url", &url])
        .output()
        .expect("upboard seed");
    assert!(seeded.status.success(), "{}", String::from_utf8_lossy(&seeded.stderr));
    let db = Db::connect(&url).await.expect("connect");
    let acme = created["organization"]["id"].as_i64().map(app::model::OrgId).expect("the organization's id");
    let ada = users::find_by_email(db.conn(), acme, &app::model::Email::parse("ada@acme.test").unwrap())
        .await
        .unwrap()
        .expect("the admin");
    let customer = app::entities::user::Entity::find()
        .filter(app::entities::user::Column::OrganizationId.eq(acme))
        .filter(app::entities::user::Column::Email.ne("ada@acme.test"))
        .one(db.conn())
        .await
        .unwrap()
        .expect("a seeded customer")
        .id;
    let session = sessions::start(&db, ada, None).await.expect("a session");
    let cookie = format!("{}={}", app::api::session::cookie_name("acme"), session.token);
    let port = free_port();
    let mut child = serve(&url, dir.path(), port);
    answers(&mut child, port).await;
    let base = format!("http://127.0.0.1:{port}");
    let http = no_redirects();
    let key = created["api_key"].as_str().expect("the API key");
    let listed: serde_json::Value = http.get(format!("{base}/api/v3/feature_requests")).header("API-KEY", key).send().await.unwrap().json().await.unwrap();
    let slug = listed["feature_requests"][0]["slug"].as_str().expect("a seeded post").to_owned();
    let counter = |metrics: &str, name: &str| -> u64 {
        metrics
            .lines()
            .find_map(|l| l.strip_prefix(name).and_then(|rest| rest.trim().parse::<f64>().ok()))
            .map_or(0, |v| v as u64)
    };
    let counts = || async {
        let metrics = http.get(format!("{base}/metrics")).send().await.unwrap().text().await.unwrap();
        (counter(&metrics, "upboard_pages_rendered_total "), counter(&metrics, "upboard_page_views_built_total "))
    };
    let pages = [
        "/".to_owned(),
        "/acme".to_owned(),
        "/acme?sort=new&q=the".to_owned(),
        format!("/acme/p/{slug}"),
        "/acme/p/no-such-post".to_owned(),
        "/acme/roadmap".to_owned(),
        "/acme/changelog".to_owned(),
        "/acme/new".to_owned(),
        "/acme/me".to_owned(),
        "/acme/signin".to_owned(),
        "/acme/signup".to_owned(),
        "/acme/admin".to_owned(),
        "/acme/admin/moderation".to_owned(),
        "/acme/admin/statuses".to_owned(),
        "/acme/admin/roadmaps".to_owned(),
        "/acme/admin/boards".to_owned(),
        "/acme/admin/tags".to_owned(),
        "/acme/admin/team".to_owned(),
        "/acme/admin/customers".to_owned(),
        format!("/acme/admin/customers/{customer}"),
        "/acme/admin/settings".to_owned(),
        "/acme/admin/webhooks".to_owned(),
        "/acme/admin/changelog".to_owned(),
        "/acme/admin/audit".to_owned(),
    ];
    let mut rendered_in_all = 0;
    for path in &pages {
        let (rendered, built) = counts().await;
        let response = http.get(format!("{base}{path}")).header("cookie", &cookie).send().await.unwrap();
        let status = response.status().as_u16();
        let html = response.text().await.unwrap();
        let (rendered_after, built_after) = counts().await;
        let (rendered, built) = (rendered_after - rendered, built_after - built);
        if status == 303 {
            continue;
        }
        assert!(html.contains("</html>"), "{path}: {status}");
        assert_eq!(rendered, 1, "{path}: one page rendered");
        assert_eq!(built, 1, "{path} built its view {built} times");
        rendered_in_all += rendered;
    }
    assert!(rendered_in_all >= 20, "{rendered_in_all} pages looked at");
}
