//! Slow and greedy clients against the `upboard serve` binary (docs/reliability.md): 200
//! slowloris connections trickling their headers while normal readers are answered and a live
//! stream stays open; the header timeout cuts them; header floods are refused; one address
//! cannot hold more than its share of connections; a body sent a byte at a time is cut.
//! On SQLite: the limits belong to the listener, not to the database.

use crate::processes::{org_create, serve_with};
use crate::support::{answers, free_port};
use std::net::{IpAddr, SocketAddr};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

/// How long the server under test gives a client to send its headers: long enough that the
/// 20 readers (debug builds, a loaded 2-core machine) are served before any slow client is cut.
const HEADER_TIMEOUT: u64 = 10;

/// A connection to `port` from the loopback address `from` (127.0.0.x: all of 127/8 is this
/// machine, so each test client can be an address of its own).
async fn connect_from(from: &str, port: u16) -> TcpStream {
    let socket = TcpSocket::new_v4().unwrap();
    socket.bind(SocketAddr::new(from.parse().unwrap(), 0)).unwrap();
    socket.connect(SocketAddr::from(([127, 0, 0, 1], port))).await.unwrap()
}

/// A client that reads as a browser would, from `from`.
fn reader_from(from: &str) -> reqwest::Client {
    reqwest::Client::builder().local_address(from.parse::<IpAddr>().unwrap()).build().unwrap()
}

/// Whether the server has closed `stream` (within `wait`): a read gives end-of-file or an error.
async fn closed_within(stream: &mut TcpStream, wait: Duration) -> bool {
    let mut buffer = [0u8; 1024];
    let deadline = Instant::now() + wait;
    loop {
        match tokio::time::timeout_at(deadline.into(), stream.read(&mut buffer)).await {
            Err(_) => return false,
            Ok(Ok(0) | Err(_)) => return true,
            Ok(Ok(_)) => continue,
        }
    }
}

/// A raw request's status code.
async fn status_of_raw(port: u16, request: &[u8]) -> u16 {
    let mut stream = connect_from("127.0.0.9", port).await;
    stream.write_all(request).await.unwrap();
    let mut answer = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(10), stream.read_to_end(&mut answer)).await;
    let text = String::from_utf8_lossy(&answer);
    text.split(' ').nth(1).and_then(|code| code.parse().ok()).unwrap_or_else(|| panic!("no status in {text:?}"))
}

mod sqlite {
    use super::*;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn slowloris_clients_are_cut_while_readers_and_live_pages_are_served() {
        let dir = tempfile::tempdir().expect("temporary folder");
        let url = format!("sqlite://{}?mode=rwc", dir.path().join("slow.db").display());
        let created = org_create(&url);
        let port = free_port();
        let header_timeout = HEADER_TIMEOUT.to_string();
        let mut child = serve_with(
            &url,
            dir.path(),
            port,
            &["--header-timeout", &header_timeout, "--max-connections-per-ip", "210", "--body-grace", "2", "--body-min-rate", "100"],
        );
        answers(&mut child, port).await;
        let base = format!("http://127.0.0.1:{port}");
        let readers = reader_from("127.0.0.2");
        let read = |path: &'static str| {
            let readers = readers.clone();
            let url = format!("{base}{path}");
            async move {
                let started = Instant::now();
                let response = readers.get(&url).send().await.unwrap();
                let status = response.status().as_u16();
                response.bytes().await.unwrap();
                (status, started.elapsed())
            }
        };
        let pages = ["/acme", "/acme/roadmap", "/acme/changelog", "/api/v3/openapi.json", "/healthz"];
        let mut quiet = Vec::new();
        for path in pages.iter().cycle().take(20) {
            let (status, took) = read(path).await;
            assert_eq!(status, 200, "{path}");
            quiet.push(took);
        }

        // A live page's stream, open before the slow clients come and after they are cut.
        let live = reader_from("127.0.0.3").get(format!("{base}/acme/live")).send().await.unwrap();
        assert_eq!(live.status(), 200);

        // 200 slowloris connections: a request line, then a header byte every 250 ms.
        let started = Instant::now();
        let mut slow = Vec::new();
        for _ in 0..200 {
            let mut stream = connect_from("127.0.0.1", port).await;
            stream.write_all(b"GET /acme HTTP/1.1\r\nHost: localhost\r\n").await.unwrap();
            slow.push(stream);
        }
        let trickle = tokio::spawn(async move {
            let mut cut_at = Vec::new();
            let mut open: Vec<(TcpStream, bool)> = slow.into_iter().map(|s| (s, false)).collect();
            for byte in b"X-Slow: ".iter().cycle() {
                for (stream, cut) in open.iter_mut().filter(|(_, cut)| !*cut) {
                    if stream.write_all(&[*byte]).await.is_err() || closed_within(stream, Duration::from_millis(1)).await {
                        *cut = true;
                        cut_at.push(started.elapsed());
                    }
                }
                if open.iter().all(|(_, cut)| *cut) || started.elapsed() > Duration::from_secs(HEADER_TIMEOUT + 30) {
                    break;
                }
                tokio::time::sleep(Duration::from_millis(250)).await;
            }
            (cut_at, open.iter().filter(|(_, cut)| !*cut).count())
        });

        // Readers are answered as usual while all 200 hold their connections.
        let mut busy = Vec::new();
        for path in pages.iter().cycle().take(20) {
            let (status, took) = read(path).await;
            assert_eq!(status, 200, "{path} while 200 slow clients are connected");
            busy.push(took);
        }
        let readers_done = started.elapsed();
        let (cut_at, still_open) = trickle.await.unwrap();
        assert_eq!(still_open, 0, "every slow client was cut");
        let first_cut = cut_at.iter().min().copied().unwrap();
        let last_cut = cut_at.iter().max().copied().unwrap();
        assert!(readers_done < first_cut, "the readers were answered ({readers_done:?}) before any slow client was cut ({first_cut:?})");
        assert!(first_cut >= Duration::from_secs(HEADER_TIMEOUT - 1), "none is cut before its time: {first_cut:?}");
        assert!(last_cut <= Duration::from_secs(HEADER_TIMEOUT + 20), "all are cut by the header timeout: {last_cut:?}");
        quiet.sort();
        busy.sort();
        println!(
            "readers: median {:?} / slowest {:?} alone, median {:?} / slowest {:?} beside 200 slow clients; slow clients cut after {first_cut:?} to {last_cut:?}",
            quiet[10], quiet[19], busy[10], busy[19]
        );

        // The live stream outlived them: a response being written is not a header being read.
        let mut live = live;
        match tokio::time::timeout(Duration::from_millis(500), live.chunk()).await {
            Ok(Ok(None)) | Ok(Err(_)) => panic!("the live stream ended"),
            Ok(Ok(Some(_))) | Err(_) => {}
        }

        // Header floods: too many fields, too many bytes.
        let mut many = b"GET /acme HTTP/1.1\r\nHost: localhost\r\n".to_vec();
        for n in 0..120 {
            many.extend_from_slice(format!("X-Flood-{n}: 1\r\n").as_bytes());
        }
        many.extend_from_slice(b"Connection: close\r\n\r\n");
        assert_eq!(status_of_raw(port, &many).await, 431, "120 header fields");
        let big = format!("GET /acme HTTP/1.1\r\nHost: localhost\r\nX-Big: {}\r\nConnection: close\r\n\r\n", "a".repeat(20 * 1024));
        assert_eq!(status_of_raw(port, big.as_bytes()).await, 431, "a 20 KB header");

        // One address holds at most 210 connections; the 211th is closed at once, and another
        // address is still served.
        let mut held = Vec::new();
        for _ in 0..210 {
            held.push(connect_from("127.0.0.4", port).await);
        }
        let mut one_more = connect_from("127.0.0.4", port).await;
        assert!(closed_within(&mut one_more, Duration::from_secs(2)).await, "the 211th connection from one address is closed");
        assert_eq!(read("/healthz").await.0, 200, "another address is served");
        drop(held);

        // A body sent a byte at a time is cut once it falls behind (--body-grace 2,
        // --body-min-rate 100): 408, and nothing is created.
        let api_key = created["api_key"].as_str().unwrap();
        let token = crate::support::sign(created["sso_secret"].as_str().unwrap(), "grace@customer.test", "Grace", None);
        let body = br#"{"title": "Slowly", "bucket_id": 1, "description": "one byte at a time"}"#;
        let mut stream = connect_from("127.0.0.5", port).await;
        let head = format!(
            "POST /api/v3/feature_requests HTTP/1.1\r\nHost: localhost\r\nAPI-KEY: {api_key}\r\nAuthorization: Bearer {token}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
            body.len() + 1000
        );
        stream.write_all(head.as_bytes()).await.unwrap();
        let sending = Instant::now();
        let mut answer = Vec::new();
        for byte in body.iter().cycle() {
            if stream.write_all(&[*byte]).await.is_err() {
                break;
            }
            let mut buffer = [0u8; 1024];
            match tokio::time::timeout(Duration::from_millis(500), stream.read(&mut buffer)).await {
                Ok(Ok(0)) | Ok(Err(_)) => break,
                Ok(Ok(n)) => {
                    answer.extend_from_slice(&buffer[..n]);
                    break;
                }
                Err(_) => {}
            }
            assert!(sending.elapsed() < Duration::from_secs(20), "the slow body was never cut");
        }
        let answer = String::from_utf8_lossy(&answer);
        assert!(answer.starts_with("HTTP/1.1 408"), "a body a byte at a time: {answer:?}");
        let list: serde_json::Value = reqwest::Client::new()
            .get(format!("{base}/api/v3/feature_requests"))
            .header("API-KEY", api_key)
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        assert!(list["feature_requests"].as_array().unwrap().iter().all(|p| p["title"] != "Slowly"), "nothing was created");

        child.kill().ok();
        child.wait().ok();
    }
}
