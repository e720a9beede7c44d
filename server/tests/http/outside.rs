//! Attacks a stranger can run from outside, against the `upboard serve` binary as shipped
//! (docs/reliability.md, "Found from outside"): each was once reproduced against a release
//! build, and each test here failed before its fix.

use crate::deploy::serve_with_environment;
use crate::processes::org_create;
use crate::support::{Spawned, answers, free_port};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// Opens a request on a new connection and reads its status line (the body, a live stream,
/// stays open as long as the connection).
async fn open(port: u16, request: &str) -> (u16, String, TcpStream) {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).await.expect("connect");
    stream.write_all(request.as_bytes()).await.expect("send");
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    let read = tokio::time::timeout(Duration::from_secs(20), async {
        while !head.ends_with(b"\r\n\r\n") {
            match stream.read(&mut byte).await {
                Ok(1) => head.push(byte[0]),
                _ => break,
            }
        }
    });
    read.await.expect("an answer's head within 20 s");
    let head = String::from_utf8_lossy(&head).into_owned();
    let status = head.split(' ').nth(1).and_then(|code| code.parse().ok()).unwrap_or(0);
    (status, head, stream)
}

/// A server on SQLite with the organization acme, started with `settings`: the process, its
/// folder and its port.
async fn acme_served_with(settings: &[(&str, &str)]) -> (Spawned, tempfile::TempDir, u16) {
    let dir = tempfile::tempdir().expect("temporary folder");
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("outside.db").display());
    org_create(&url);
    let port = free_port();
    let mut environment = vec![("UPBOARD_DATABASE_URL", url.as_str())];
    environment.extend_from_slice(settings);
    let mut server = serve_with_environment(dir.path(), port, &environment);
    answers(&mut server, port).await;
    (server, dir, port)
}

fn live_from(forwarded: &str) -> String {
    format!("GET /acme/live HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\nX-Forwarded-For: {forwarded}\r\n\r\n")
}

mod sqlite {
    use super::*;

    /// Behind a proxy every connection has the proxy's address. 256 live pages sent through it
    /// from 8 clients (32 each) once filled the per-peer cap, and the next visitor's connection
    /// was reset. Now the peer cap is off behind a proxy, each client keeps its 32, and the
    /// process's own cap of live streams answers 503 with Retry-After: the site keeps serving.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn live_pages_through_one_proxy_never_take_the_site_down() {
        let (_server, _dir, port) = acme_served_with(&[("UPBOARD_CLIENT_IP_HEADER", "X-Forwarded-For"), ("UPBOARD_MAX_LIVE_STREAMS", "264")]).await;
        let mut held = Vec::new();
        for client in 0..8 {
            for _ in 0..32 {
                let (status, head, stream) = open(port, &live_from(&format!("198.51.100.{client}"))).await;
                assert_eq!(status, 200, "a live page of client {client}: {head}");
                held.push(stream);
            }
        }
        // A client past its own 32 is told to wait; the others are not.
        let (status, head, _) = open(port, &live_from("198.51.100.0")).await;
        assert_eq!(status, 429, "{head}");
        assert!(head.to_ascii_lowercase().contains("retry-after:"), "{head}");
        // Forged entries to the left of the proxy's do not give a client more.
        let (status, _, _) = open(port, &live_from("203.0.113.9, 198.51.100.0")).await;
        assert_eq!(status, 429);
        // The next visitor is served.
        let page = reqwest::get(format!("http://127.0.0.1:{port}/acme")).await.expect("the board, not a reset");
        assert_eq!(page.status(), 200);
        for _ in 0..8 {
            let (status, head, stream) = open(port, &live_from("192.0.2.77")).await;
            assert_eq!(status, 200, "{head}");
            held.push(stream);
        }
        // The process's cap: a clean 503 with Retry-After, and pages still load.
        let (status, head, _) = open(port, &live_from("192.0.2.78")).await;
        assert_eq!(status, 503, "{head}");
        assert!(head.to_ascii_lowercase().contains("retry-after: 30"), "{head}");
        let page = reqwest::get(format!("http://127.0.0.1:{port}/acme")).await.expect("the board");
        assert_eq!(page.status(), 200);
        // A stream that closes gives its place back.
        drop(held.pop());
        let reopened = tokio::time::timeout(Duration::from_secs(10), async {
            loop {
                let (status, _, stream) = open(port, &live_from("192.0.2.78")).await;
                if status == 200 {
                    return stream;
                }
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        });
        drop(reopened.await.expect("the closed stream's place is given back"));
    }

    /// A refusal in German once re-read the whole echoed input, every sentence of it against
    /// every message of the catalogue: 3.5 s of CPU for a 1.8 MB `org`, against 0.03 s in
    /// English. The refusal repeats a bounded part of what was sent, and is worded from that.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_translated_refusal_repeats_a_bounded_part_of_a_huge_input() {
        let (_server, _dir, port) = acme_served_with(&[]).await;
        let org = format!("x\n{}", "a. ".repeat(600_000));
        let http = reqwest::Client::new();
        for language in ["en", "de"] {
            let answer = http
                .post(format!("http://127.0.0.1:{port}/fn/signin"))
                .header("accept-language", language)
                .form(&[("org", org.as_str()), ("email", "ada@acme.test"), ("password", "whatever")])
                .send()
                .await
                .unwrap();
            assert_eq!(answer.status(), 404, "{language}");
            let body = answer.text().await.unwrap();
            assert!(body.len() < 1024, "{language}: a {} byte answer", body.len());
            if language == "de" {
                assert!(!body.contains("was not found"), "worded in German: {body}");
            }
        }
    }

    /// Made-up HTTP methods were each a metrics series of their own, kept for ever: 3,000 of
    /// them grew `/metrics` to 220 MB and the process by 36 MB. They fold into one label now.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn invented_methods_do_not_grow_the_metrics_or_the_memory() {
        let (server, _dir, port) = acme_served_with(&[]).await;
        let http = reqwest::Client::new();
        let base = format!("http://127.0.0.1:{port}");
        // Warm up what every request touches, then measure.
        for _ in 0..200 {
            http.get(format!("{base}/acme")).send().await.unwrap();
        }
        let rss_before = rss_kib(server.id());
        let sent = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let senders: Vec<_> = (0..16)
            .map(|worker| {
                let (http, base, sent) = (http.clone(), base.clone(), sent.clone());
                tokio::spawn(async move {
                    for n in 0..625 {
                        // Long, distinct names: each once a series of its own.
                        let name = format!("INVENTED{worker:02}X{n:04}{}", "Q".repeat(200));
                        let method = reqwest::Method::from_bytes(name.as_bytes()).unwrap();
                        let answer = http.request(method, format!("{base}/acme")).send().await.expect("an answer");
                        assert!(answer.status().is_client_error(), "{}", answer.status());
                        sent.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    }
                })
            })
            .collect();
        for sender in senders {
            sender.await.unwrap();
        }
        assert_eq!(sent.load(std::sync::atomic::Ordering::Relaxed), 10_000);
        let metrics = http.get(format!("{base}/metrics")).send().await.unwrap().text().await.unwrap();
        let methods: std::collections::BTreeSet<&str> = metrics
            .lines()
            .filter(|line| line.starts_with("upboard_http_requests_total{"))
            .filter_map(|line| line.split("method=\"").nth(1)?.split('"').next())
            .collect();
        let shown: Vec<String> = methods.iter().take(12).map(|m| m.chars().take(20).collect()).collect();
        assert!(methods.contains("other") && methods.len() <= 10, "{} methods as labels, among them {shown:?}", methods.len());
        assert!(metrics.len() < 200_000, "/metrics is {} bytes", metrics.len());
        let grown = rss_kib(server.id()).saturating_sub(rss_before);
        assert!(grown < 20 * 1024, "10,000 invented methods grew the process by {grown} KiB");
    }
}

/// A process's resident memory, in KiB.
pub(crate) fn rss_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).expect("the process's status");
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|value| value.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("VmRSS")
}
