//! Crash durability (docs/reliability.md, proof 1): writers vote, comment, post and upload
//! through the API of an `upboard serve` process that is killed with SIGKILL at a random moment,
//! round after round, and started again. Every answer that was a 2xx is stored; nothing is
//! half-written (an attachment row has its file, a file its row once swept, an outbox event its
//! change); every stored count equals a fresh count of its rows; SQLite's integrity check says
//! `ok`; and the outbox delivers each event committed before a kill, under one id.

use crate::outbox::{Receiver, serve};
use crate::support::{PNG, TestApp};
use app::entities::{attachment, comment, outbox_event, post, user, vote};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{Value, json};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

on_both_backends!(crate::crash::cases => acknowledged_writes_survive_rounds_of_kill_9_whole_and_counted);

/// How many times the server is killed: 4 in `make test`, more in `make check-hard`
/// (`UPBOARD_CRASH_ROUNDS`).
fn rounds() -> usize {
    std::env::var("UPBOARD_CRASH_ROUNDS").ok().and_then(|n| n.parse().ok()).filter(|n| *n > 0).unwrap_or(4)
}
/// Concurrent writers.
const WRITERS: usize = 8;

/// What the server acknowledged with a 2xx.
#[derive(Default)]
struct Acknowledged {
    posts: Vec<i64>,
    with_files: Vec<i64>,
    comments: Vec<i64>,
    votes: Vec<(String, i64)>,
}

impl Acknowledged {
    fn count(&self) -> usize {
        self.posts.len() + self.comments.len() + self.votes.len()
    }
}

/// Where [`serve`] keeps uploads.
fn uploads(app: &TestApp) -> std::path::PathBuf {
    app.dir().join("uploads-of-the-process")
}

/// A number from the clock's nanoseconds, below `below` (the moment of a kill needs no more).
fn roughly_random(below: u64) -> u64 {
    u64::from(std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().subsec_nanos()) % below
}

fn files_under(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        if path.is_dir() { found.extend(files_under(&path)) } else { found.push(path) }
    }
    found
}

mod cases {
    use super::*;

    pub async fn acknowledged_writes_survive_rounds_of_kill_9_whole_and_counted(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let org_id = acme.organization.id;
        let admin = app.token(&acme, &acme.admin.email, &acme.admin.name);
        let receiver = Receiver::start(0).await;
        let hook = app
            .request(reqwest::Method::POST, "/api/v3/webhooks", &acme.api_key, Some(&admin))
            .json(&json!({"url": receiver.url, "events": ["post.created", "vote.created", "comment.created"]}))
            .send()
            .await
            .unwrap();
        assert_eq!(hook.status(), 201);
        let grace = app.token(&acme, "grace@customer.test", "Grace");
        let mut seeded = Vec::new();
        for n in 0..5 {
            seeded.push(app.post_as(&acme, &grace, &format!("Idea {n}")).await["id"].as_i64().unwrap());
        }
        let port = crate::support::free_port();
        let base = format!("http://127.0.0.1:{port}");
        let acknowledged = Arc::new(Mutex::new(Acknowledged::default()));
        let mut kills = Vec::new();

        for round in 0..rounds() {
            let mut server = serve(app, port);
            crate::support::answers(&mut server, port).await;
            let started = Instant::now();
            let acknowledged_before = acknowledged.lock().unwrap().count();
            let mut writers = Vec::new();
            for writer in 0..WRITERS {
                let (acknowledged, base, key, seeded) = (acknowledged.clone(), base.clone(), acme.api_key.clone(), seeded.clone());
                let bucket = acme.default_bucket.id;
                let author = app.token(&acme, &format!("author{writer}@customer.test"), "Author");
                let voters: Vec<(String, String)> = (0..300)
                    .map(|n| format!("voter-r{round}-w{writer}-{n}@customer.test"))
                    .map(|email| (app.token(&acme, &email, "Voter"), email))
                    .collect();
                writers.push(tokio::spawn(async move {
                    let http = reqwest::Client::new();
                    let auth =
                        |request: reqwest::RequestBuilder, token: &str| request.header("API-KEY", &key).header("Authorization", format!("Bearer {token}"));
                    for (n, (voter, email)) in voters.into_iter().enumerate() {
                        let on = seeded[n % seeded.len()];
                        let sent = match n % 4 {
                            0 => auth(http.post(format!("{base}/api/v3/feature_requests/{on}/votes")), &voter).send().await,
                            1 => {
                                let body = json!({"feature_request_id": on, "comment": format!("Round {round}, writer {writer}, comment {n}")});
                                auth(http.post(format!("{base}/api/v3/comments")), &author).json(&body).send().await
                            }
                            2 => {
                                let body = json!({"title": format!("R{round} W{writer} N{n}"), "bucket_id": bucket});
                                auth(http.post(format!("{base}/api/v3/feature_requests")), &author).json(&body).send().await
                            }
                            _ => {
                                let file = reqwest::multipart::Part::bytes(PNG.to_vec()).file_name("shot.png").mime_str("image/png").unwrap();
                                let form = reqwest::multipart::Form::new()
                                    .text("title", format!("R{round} W{writer} N{n} with a file"))
                                    .text("bucket_id", bucket.to_string())
                                    .part("attachments[]", file);
                                auth(http.post(format!("{base}/api/v3/feature_requests")), &author).multipart(form).send().await
                            }
                        };
                        // A write the kill cut off before its answer arrived is not acknowledged;
                        // any answer that did arrive must be a success.
                        let Ok(response) = sent else { return };
                        let status = response.status();
                        let Ok(text) = response.text().await else { return };
                        assert!(status.is_success(), "a write answered {status}: {text}");
                        let body: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("a write answered {status} with no JSON ({e}): {text}"));
                        let mut acknowledged = acknowledged.lock().unwrap();
                        match n % 4 {
                            0 => acknowledged.votes.push((email, on)),
                            1 => acknowledged.comments.push(body["id"].as_i64().expect("the comment's id")),
                            2 => acknowledged.posts.push(body["id"].as_i64().expect("the post's id")),
                            _ => {
                                acknowledged.posts.push(body["id"].as_i64().expect("the post's id"));
                                acknowledged.with_files.push(body["id"].as_i64().unwrap());
                            }
                        }
                    }
                }));
            }
            // Killed at a moment between 0.3 and 1.5 s into the writes, and only once this round
            // has had a write acknowledged (a loaded machine may take longer to answer the first).
            let at = Duration::from_millis(300 + roughly_random(1200));
            let what = format!("round {round}: a write acknowledged");
            crate::support::eventually(&what, Duration::from_secs(120), || acknowledged.lock().unwrap().count() > acknowledged_before).await;
            tokio::time::sleep(at.saturating_sub(started.elapsed())).await;
            server.kill().expect("kill -9");
            server.wait().unwrap();
            kills.push(at);
            for writer in writers {
                writer.await.unwrap();
            }
        }

        // Started once more: it serves every acknowledged write and delivers the outbox.
        let mut server = serve(app, port);
        crate::support::answers(&mut server, port).await;
        let conn = app.db.conn();
        let acknowledged = std::mem::take(&mut *acknowledged.lock().unwrap());
        for id in &acknowledged.posts {
            let found = app.get_with_key(&format!("/api/v3/feature_requests/{id}"), &acme.api_key).await;
            assert_eq!(found.status(), 200, "acknowledged post {id}");
        }
        for id in &acknowledged.comments {
            assert_eq!(comment::Entity::find().filter(comment::Column::Id.eq(*id)).count(conn).await.unwrap(), 1, "acknowledged comment {id}");
        }
        for (email, post_id) in &acknowledged.votes {
            let voter = user::Entity::find()
                .filter(user::Column::OrganizationId.eq(org_id))
                .filter(user::Column::Email.eq(email.as_str()))
                .one(conn)
                .await
                .unwrap()
                .unwrap_or_else(|| panic!("the acknowledged voter {email}"));
            let found = vote::Entity::find()
                .filter(vote::Column::UserId.eq(voter.id))
                .filter(vote::Column::PostId.eq(*post_id))
                .one(conn)
                .await
                .unwrap();
            assert!(found.is_some(), "acknowledged vote of {email} on {post_id}");
        }

        // Nothing half-written: each attachment row has its file; each post acknowledged with a
        // file has its row; after the sweep no file lacks a row.
        let rows = attachment::Entity::find().filter(attachment::Column::OrganizationId.eq(org_id)).all(conn).await.unwrap();
        for row in &rows {
            assert!(uploads(app).join(&row.storage_key).is_file(), "attachment {} has its file", row.storage_key);
        }
        for id in &acknowledged.with_files {
            assert!(rows.iter().any(|row| row.post_id.is_some_and(|p| i64::from(p) == *id)), "the acknowledged post {id} has its attachment");
        }
        let storage = app::domain::attachments::Storage::local(&uploads(app), &base).unwrap();
        let swept = storage.sweep(conn, Duration::ZERO).await.unwrap();
        let keys: BTreeSet<String> = rows.iter().map(|row| row.storage_key.clone()).collect();
        // (The site's files, which every process publishes under `site/`, are not uploads.)
        for file in files_under(&uploads(app)).into_iter().filter(|f| !f.starts_with(uploads(app).join("site"))) {
            let key = file.strip_prefix(uploads(app)).unwrap().to_string_lossy().replace('\\', "/");
            assert!(keys.contains(&key), "the file {key} has a row after the sweep");
        }

        // Every stored count equals a fresh count of its rows.
        let counters = app::entities::post_count::Entity::find().filter(app::entities::post_count::Column::OrganizationId.eq(org_id));
        let posts = post::Entity::find().filter(post::Column::OrganizationId.eq(org_id)).count(conn).await.unwrap();
        let counters = counters.all(conn).await.unwrap();
        assert_eq!(counters.len() as u64, posts, "every post has its counters");
        for stored in counters {
            let votes =
                |kind: &'static str| vote::Entity::find().filter(vote::Column::PostId.eq(stored.post_id)).filter(vote::Column::Kind.eq(kind)).count(conn);
            let comments = comment::Entity::find()
                .filter(comment::Column::PostId.eq(stored.post_id))
                .filter(comment::Column::Internal.eq(false))
                .filter(comment::Column::Hidden.eq(false))
                .filter(comment::Column::ApprovalStatus.eq(app::entities::states::Approval::Approved))
                .count(conn);
            let fresh = (votes("upvote").await.unwrap() as i32, votes("downvote").await.unwrap() as i32, comments.await.unwrap() as i32);
            assert_eq!((stored.votes_count, stored.downvotes_count, stored.comments_count), fresh, "post {}'s counters", stored.post_id);
        }
        for stored in user::Entity::find().filter(user::Column::OrganizationId.eq(org_id)).all(conn).await.unwrap() {
            let votes = vote::Entity::find().filter(vote::Column::UserId.eq(stored.id)).count(conn).await.unwrap() as i32;
            let posts = post::Entity::find().filter(post::Column::SubmitterId.eq(stored.id)).count(conn).await.unwrap() as i32;
            assert_eq!((stored.votes_count, stored.post_count), (votes, posts), "user {}'s counters", stored.email);
        }
        if app.database_url.starts_with("sqlite") {
            let checked = conn
                .query_one_raw(sea_orm::Statement::from_string(conn.get_database_backend(), "PRAGMA integrity_check"))
                .await
                .unwrap()
                .unwrap();
            assert_eq!(checked.try_get_by_index::<String>(0).unwrap(), "ok", "PRAGMA integrity_check");
        }

        // No outbox event without its change, and each is delivered under one id.
        let events = outbox_event::Entity::find().filter(outbox_event::Column::OrganizationId.eq(org_id)).all(conn).await.unwrap();
        for event in &events {
            let subject = &event.subject;
            let present = match event.event_type.as_str() {
                "post.created" => post::Entity::find().filter(post::Column::Id.eq(subject["post_id"].as_i64().unwrap())).count(conn).await.unwrap() == 1,
                "comment.created" => {
                    comment::Entity::find()
                        .filter(comment::Column::Id.eq(subject["comment_id"].as_i64().unwrap()))
                        .count(conn)
                        .await
                        .unwrap()
                        == 1
                }
                "vote.created" => {
                    vote::Entity::find()
                        .filter(vote::Column::PostId.eq(subject["vote"]["post_id"].as_i64().unwrap()))
                        .filter(vote::Column::UserId.eq(subject["vote"]["user_id"].as_i64().unwrap()))
                        .count(conn)
                        .await
                        .unwrap()
                        == 1
                }
                _ => true,
            };
            assert!(present, "the event {} has its change: {subject}", event.event_type);
        }
        // Every committed post, comment and vote was an event (the outbox prunes what it has
        // fanned out, so the rows are the count): each delivered under one id, repeats (a
        // delivery sent when the process died, sent again after) under the same id and body.
        let in_org = |n: u64| n as usize;
        let wanted = BTreeMap::from([
            ("post.created", in_org(post::Entity::find().filter(post::Column::OrganizationId.eq(org_id)).count(conn).await.unwrap())),
            ("comment.created", in_org(comment::Entity::find().filter(comment::Column::OrganizationId.eq(org_id)).count(conn).await.unwrap())),
            ("vote.created", in_org(vote::Entity::find().filter(vote::Column::OrganizationId.eq(org_id)).count(conn).await.unwrap())),
        ]);
        let mut delivered: BTreeMap<String, String> = BTreeMap::new();
        let mut repeats = 0;
        let by_type = |delivered: &BTreeMap<String, String>| {
            // Every wanted name counts from zero, so a round with no comment compares equal.
            let mut counts: BTreeMap<&'static str, usize> = wanted.keys().map(|name| (*name, 0)).collect();
            for body in delivered.values() {
                let kind = serde_json::from_str::<Value>(body).unwrap()["type"].as_str().unwrap().to_owned();
                if let Some((name, _)) = wanted.iter().find(|(name, _)| **name == kind) {
                    *counts.entry(*name).or_default() += 1;
                }
            }
            counts
        };
        // Deliveries a killed process had claimed wait out its lease (15 s).
        let waiting = Instant::now();
        while by_type(&delivered) != wanted && waiting.elapsed() < Duration::from_secs(90) {
            tokio::time::sleep(Duration::from_millis(200)).await;
            delivered.clear();
            repeats = 0;
            for (headers, body) in receiver.received() {
                let id = headers["webhook-id"].to_str().unwrap().to_owned();
                if let Some(seen) = delivered.get(&id) {
                    assert_eq!(seen, &body, "a repeat carries the same id and body");
                    repeats += 1;
                }
                delivered.insert(id, body);
            }
        }
        server.kill().ok();
        server.wait().ok();
        assert_eq!(by_type(&delivered), wanted, "one delivery id per committed post, comment and vote");
        let delivered_posts: BTreeSet<i64> = delivered
            .values()
            .map(|body| serde_json::from_str::<Value>(body).unwrap())
            .filter(|event| event["type"] == "post.created")
            .filter_map(|event| event["data"]["id"].as_i64())
            .collect();
        for id in &acknowledged.posts {
            assert!(delivered_posts.contains(id), "the acknowledged post {id} was delivered");
        }
        let wanted: usize = wanted.values().sum();
        let (posts, comments, votes, files) = (acknowledged.posts.len(), acknowledged.comments.len(), acknowledged.votes.len(), acknowledged.with_files.len());
        println!(
            "crash durability on {}: {} kill -9 rounds at {kills:?}; acknowledged {posts} posts ({files} with a file), {comments} comments, {votes} votes, all stored; {} attachment rows, {swept} orphan files swept; {wanted} events delivered ({repeats} repeated under their id after a kill)",
            if app.database_url.starts_with("sqlite") { "SQLite" } else { "PostgreSQL" },
            rounds(),
            rows.len()
        );
    }
}
