//! Accepting connections: hyper's HTTP/1 server with the limits that keep slow and greedy
//! clients from holding the process (docs/reliability.md, "Slow and greedy clients").
//!
//! - A request's headers must arrive whole within [`Limits::header_timeout`] (slowloris
//!   clients, which trickle a header a byte at a time, are cut), in at most
//!   [`Limits::max_headers`] fields and [`Limits::max_header_bytes`] bytes (else 431).
//! - At most [`Limits::connections_per_address`] connections from one peer address at a time;
//!   one more is closed as soon as it is accepted. Behind a reverse proxy every connection
//!   comes from the proxy, so there it is off unless set (`--client-ip-header` given): the
//!   per-client limits (`crate::throttle`) count the address the proxy names instead, and the
//!   live streams, which hold their connections, have a cap per process answered with 503.
//! - A request body must keep up a minimum rate: after [`Limits::body_grace`], at least
//!   [`Limits::body_min_rate`] bytes a second on average ([`Paced`]); one that falls behind is
//!   cut and answered 408. A body sent a byte a second is cut after the grace; a 50 MB upload
//!   over the slowest mobile link keeps going.
//!
//! Shutdown stops accepting, asks every connection to finish its request in flight and then
//! close, and waits at most [`SHUTDOWN_GRACE`] before leaving the rest.

use axum::Router;
use axum::extract::ConnectInfo;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use std::collections::HashMap;
use std::net::IpAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::time::{Instant, Sleep};
use tower::ServiceExt;

/// What one client may hold of the server.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub header_timeout: Duration,
    pub max_headers: usize,
    pub max_header_bytes: usize,
    /// 0: no limit.
    pub connections_per_address: usize,
    pub body_grace: Duration,
    pub body_min_rate: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            header_timeout: Duration::from_secs(10),
            max_headers: 100,
            max_header_bytes: 16 * 1024,
            connections_per_address: 256,
            body_grace: Duration::from_secs(10),
            body_min_rate: 8 * 1024,
        }
    }
}

/// How long requests in flight get to finish once shutdown begins; the process then exits
/// within the 10 s a supervisor waits before it sends SIGKILL.
pub const SHUTDOWN_GRACE: Duration = Duration::from_secs(8);

/// Connections open per address, and the guard that counts one.
#[derive(Clone, Default)]
struct Open {
    by_address: Arc<Mutex<HashMap<IpAddr, usize>>>,
}

struct Counted {
    open: Open,
    address: IpAddr,
}

impl Open {
    fn enter(&self, address: IpAddr, limit: usize) -> Option<Counted> {
        let mut by_address = self.by_address.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let count = by_address.entry(address).or_default();
        if limit != 0 && *count >= limit {
            return None;
        }
        *count += 1;
        Some(Counted { open: self.clone(), address })
    }
}

impl Drop for Counted {
    fn drop(&mut self) {
        let mut by_address = self.open.by_address.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(count) = by_address.get_mut(&self.address) {
            *count -= 1;
            if *count == 0 {
                by_address.remove(&self.address);
            }
        }
    }
}

/// Serves `router` on `listener` until `shutdown` resolves, then as described above.
/// Handlers see the peer's address as `ConnectInfo<SocketAddr>`.
pub async fn serve(listener: TcpListener, router: Router, limits: Limits, shutdown: impl Future<Output = ()>) -> std::io::Result<()> {
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout)
        .max_headers(limits.max_headers)
        .max_header_size(limits.max_header_bytes);
    let graceful = GracefulShutdown::new();
    let open = Open::default();
    let mut refused_at = None::<std::time::Instant>;
    tokio::pin!(shutdown);
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(error) => {
                    // Out of file descriptors, or a connection reset before it was accepted:
                    // wait a moment rather than spin, and go on.
                    tracing::warn!(%error, "accepting a connection failed");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let Some(counted) = open.enter(peer.ip(), limits.connections_per_address) else {
            // Say so at most once a second, however many are refused.
            if refused_at.is_none_or(|at| at.elapsed() > Duration::from_secs(1)) {
                tracing::warn!(address = %peer.ip(), limit = limits.connections_per_address, "too many connections from one address: closing the newest");
                refused_at = Some(std::time::Instant::now());
            }
            drop(stream);
            continue;
        };
        let _ = stream.set_nodelay(true);
        let router = router.clone();
        let service = hyper::service::service_fn(move |request: hyper::Request<Incoming>| {
            let (mut parts, body) = request.into_parts();
            parts.extensions.insert(ConnectInfo(peer));
            let (body, too_slow) = Paced::new(body, &limits);
            let answer = router.clone().oneshot(hyper::Request::from_parts(parts, body));
            async move {
                let response = answer.await?;
                Ok::<_, std::convert::Infallible>(if too_slow.load(Ordering::Relaxed) { request_timeout() } else { response })
            }
        });
        let connection = graceful.watch(http.serve_connection(TokioIo::new(stream), service));
        tokio::spawn(async move {
            // A client that goes away mid-request is its own business.
            let _ = connection.await;
            drop(counted);
        });
    }
    drop(listener);
    if tokio::time::timeout(SHUTDOWN_GRACE, graceful.shutdown()).await.is_err() {
        tracing::warn!("connections still open after {} s of shutdown: leaving them", SHUTDOWN_GRACE.as_secs());
    }
    Ok(())
}

/// A request body that must keep pace: by `grace + received / min_rate` after it began, it
/// must have delivered `received` bytes, or it ends in an error (and its request in a 408).
pub struct Paced {
    inner: Incoming,
    began: Instant,
    received: u64,
    grace: Duration,
    min_rate: u64,
    /// Made when the body first waits for the client: a request without a body (nearly all)
    /// never needs a timer.
    deadline: Option<Pin<Box<Sleep>>>,
    too_slow: Arc<AtomicBool>,
}

impl Paced {
    fn new(inner: Incoming, limits: &Limits) -> (Self, Arc<AtomicBool>) {
        let began = Instant::now();
        let too_slow = Arc::new(AtomicBool::new(false));
        let paced =
            Paced { inner, began, received: 0, grace: limits.body_grace, min_rate: limits.body_min_rate.max(1), deadline: None, too_slow: too_slow.clone() };
        (paced, too_slow)
    }

    fn due(&self) -> Instant {
        self.began + self.grace + Duration::from_secs_f64(self.received as f64 / self.min_rate as f64)
    }
}

impl hyper::body::Body for Paced {
    type Data = bytes::Bytes;
    type Error = Box<dyn std::error::Error + Send + Sync>;

    fn poll_frame(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Result<hyper::body::Frame<Self::Data>, Self::Error>>> {
        match Pin::new(&mut self.inner).poll_frame(cx) {
            Poll::Ready(Some(Ok(frame))) => {
                if let Some(data) = frame.data_ref() {
                    self.received += data.len() as u64;
                    let due = self.due();
                    if let Some(deadline) = self.deadline.as_mut() {
                        deadline.as_mut().reset(due);
                    }
                }
                Poll::Ready(Some(Ok(frame)))
            }
            Poll::Ready(Some(Err(error))) => Poll::Ready(Some(Err(error.into()))),
            Poll::Ready(None) => Poll::Ready(None),
            Poll::Pending => {
                let due = self.due();
                let deadline = self.deadline.get_or_insert_with(|| Box::pin(tokio::time::sleep_until(due)));
                match deadline.as_mut().poll(cx) {
                    Poll::Ready(()) => {
                        self.too_slow.store(true, Ordering::Relaxed);
                        Poll::Ready(Some(Err("the request body arrived too slowly".into())))
                    }
                    Poll::Pending => Poll::Pending,
                }
            }
        }
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> hyper::body::SizeHint {
        self.inner.size_hint()
    }
}

/// What a request whose body fell behind gets; the connection closes after it.
fn request_timeout() -> axum::response::Response {
    use axum::response::IntoResponse;
    (
        axum::http::StatusCode::REQUEST_TIMEOUT,
        [(axum::http::header::CONNECTION, "close"), (axum::http::header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        "The request body arrived too slowly.\n",
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_holds_at_most_its_share_and_gets_it_back() {
        let open = Open::default();
        let here: IpAddr = "127.0.0.1".parse().unwrap();
        let there: IpAddr = "127.0.0.2".parse().unwrap();
        let first = open.enter(here, 2).unwrap();
        let second = open.enter(here, 2).unwrap();
        assert!(open.enter(here, 2).is_none(), "a third from the same address");
        assert!(open.enter(there, 2).is_some(), "another address is not held back");
        drop(first);
        assert!(open.enter(here, 2).is_some(), "a closed connection frees its place");
        drop(second);
        assert!(open.enter(here, 0).is_some(), "0 means no limit");
    }
}
