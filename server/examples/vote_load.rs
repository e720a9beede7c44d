//! Upvotes by many users at once, for `make bench`: each request votes as one of `--users`
//! users (their own HS256 token) on a random post. Prints one JSON line with the figures.
//!
//! cargo run --release -p server --example vote_load -- \
//!     --url http://127.0.0.1:3300 --key ub_… --secret … --posts 1..100000 [--rate 200]
//!
//! `--post-ids FILE` (one id a line) in place of `--posts` votes only on those posts (the bench
//! passes the approved, visible ones, so that no vote is refused for the post it chose).
//!
//! Without `--rate`, each connection sends its next vote as soon as the last is answered; with
//! it, votes are sent on a schedule of that many a second (in all), and each latency is
//! counted from when its vote was due, so that a slow server cannot hide behind a slow client.

use rand::Rng;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

struct Args {
    url: String,
    key: String,
    secret: String,
    /// The posts voted on, one chosen at random for each vote.
    posts: Vec<i64>,
    users: usize,
    connections: usize,
    duration: Duration,
    /// Votes a second in all; `None`: as fast as answered.
    rate: Option<f64>,
}

fn args() -> Args {
    let mut args = Args {
        url: "http://127.0.0.1:3300".to_owned(),
        key: String::new(),
        secret: String::new(),
        posts: vec![1],
        users: 2000,
        connections: 64,
        duration: Duration::from_secs(10),
        rate: None,
    };
    let mut it = std::env::args().skip(1);
    while let (Some(flag), Some(value)) = (it.next(), it.next()) {
        match flag.as_str() {
            "--url" => args.url = value,
            "--key" => args.key = value,
            "--secret" => args.secret = value,
            "--posts" => {
                let (a, b) = value.split_once("..").expect("--posts FIRST..LAST");
                args.posts = (a.parse().expect("a post id")..=b.parse().expect("a post id")).collect();
            }
            "--post-ids" => {
                let text = std::fs::read_to_string(&value).unwrap_or_else(|e| panic!("--post-ids {value}: {e}"));
                args.posts = text.split_whitespace().map(|id| id.parse().expect("a post id")).collect();
                assert!(!args.posts.is_empty(), "--post-ids {value} names no post");
            }
            "--users" => args.users = value.parse().expect("a number"),
            "--connections" => args.connections = value.parse().expect("a number"),
            "--seconds" => args.duration = Duration::from_secs(value.parse().expect("a number")),
            "--rate" => args.rate = Some(value.parse().expect("votes a second")),
            other => panic!("unknown flag {other}"),
        }
    }
    args
}

#[derive(serde::Serialize)]
struct Claims {
    email: String,
    name: String,
}

#[tokio::main]
async fn main() {
    let args = Arc::new(args());
    app::domain::jwt::install();
    let tokens: Arc<Vec<String>> = Arc::new(
        (0..args.users)
            .map(|i| {
                let claims = Claims { email: format!("bench-voter-{i}@example.test"), name: format!("Voter {i}") };
                jsonwebtoken::encode(&jsonwebtoken::Header::default(), &claims, &jsonwebtoken::EncodingKey::from_secret(args.secret.as_bytes())).unwrap()
            })
            .collect(),
    );
    let client = reqwest::Client::builder().pool_max_idle_per_host(args.connections).build().unwrap();
    let next = Arc::new(AtomicUsize::new(0));
    let started = Instant::now();
    let workers = (0..args.connections).map(|_| {
        let (args, tokens, client, next) = (args.clone(), tokens.clone(), client.clone(), next.clone());
        tokio::spawn(async move {
            let mut latencies = Vec::new();
            let mut errors = 0usize;
            // Answers by HTTP status ("error" when none came).
            let mut statuses = std::collections::BTreeMap::<String, usize>::new();
            while started.elapsed() < args.duration {
                let n = next.fetch_add(1, Ordering::Relaxed);
                let sent = match args.rate {
                    Some(rate) => {
                        let due = started + Duration::from_secs_f64(n as f64 / rate);
                        if due.duration_since(started) >= args.duration {
                            break;
                        }
                        tokio::time::sleep_until(due.into()).await;
                        due
                    }
                    None => Instant::now(),
                };
                let post = args.posts[rand::rng().random_range(0..args.posts.len())];
                let response = client
                    .post(format!("{}/api/v3/feature_requests/{post}/votes", args.url))
                    .header("API-KEY", &args.key)
                    .header("Authorization", format!("Bearer {}", tokens[n % tokens.len()]))
                    .send()
                    .await;
                // The whole answer is read, so that the connection is reused and the time
                // is the client's.
                let ok = match response {
                    Ok(r) => {
                        let status = r.status().as_u16();
                        *statuses.entry(status.to_string()).or_default() += 1;
                        status == 201 && r.bytes().await.is_ok()
                    }
                    Err(_) => {
                        *statuses.entry("error".to_owned()).or_default() += 1;
                        false
                    }
                };
                latencies.push(sent.elapsed());
                if !ok {
                    errors += 1;
                }
            }
            (latencies, errors, statuses)
        })
    });
    // Spawned now, all at once (a lazy iterator would start each one after the last ended).
    let workers: Vec<_> = workers.collect();
    let mut latencies = Vec::new();
    let mut errors = 0;
    let mut statuses = std::collections::BTreeMap::<String, usize>::new();
    for worker in workers {
        let (l, e, s) = worker.await.unwrap();
        latencies.extend(l);
        errors += e;
        for (status, n) in s {
            *statuses.entry(status).or_default() += n;
        }
    }
    let elapsed = started.elapsed().as_secs_f64();
    latencies.sort();
    let pct = |p: f64| {
        latencies
            .get(((latencies.len() as f64 * p) as usize).min(latencies.len().saturating_sub(1)))
            .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    println!(
        "{}",
        serde_json::json!({
            "requests": latencies.len(),
            "errors": errors,
            "statuses": statuses,
            "rps": latencies.len() as f64 / elapsed,
            "p50_ms": pct(0.50),
            "p99_ms": pct(0.99),
            "max_ms": latencies.last().map_or(0.0, |d| d.as_secs_f64() * 1000.0),
        })
    );
}
