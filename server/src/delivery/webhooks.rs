//! Sending one webhook delivery: signed as Standard Webhooks has it (`webhook-id`,
//! `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256>`, by the `standardwebhooks`
//! crate), over reqwest with rustls, 10 s at most, redirects not followed, at most 64 KB of the
//! answer read, and only to public addresses (see [`super::ssrf`]).

use super::ssrf::GuardedResolver;
use app::domain::outbox::address::WebhookAddress;
use app::domain::outbox::webhooks::Attempt;
use app::entities::{webhook, webhook_delivery};
use std::sync::Arc;
use std::time::{Duration, Instant};

pub const TIMEOUT: Duration = Duration::from_secs(10);
/// The most of an answer's body read.
pub const READ_AT_MOST: usize = 64 * 1024;
/// The most of an answer's body kept in the log.
pub const EXCERPT: usize = 500;

#[derive(Clone)]
pub struct Sender {
    client: reqwest::Client,
    allow_private: bool,
}

impl Sender {
    pub fn new(allow_private: bool) -> Self {
        let client = reqwest::Client::builder()
            .timeout(TIMEOUT)
            .connect_timeout(TIMEOUT)
            .redirect(reqwest::redirect::Policy::none())
            .dns_resolver(Arc::new(GuardedResolver { allow_private }))
            .user_agent(concat!("upboard-webhooks/", env!("CARGO_PKG_VERSION")))
            .build()
            .unwrap_or_else(|error| {
                tracing::error!(%error, "cannot set up the webhook client with its limits; using the default one");
                reqwest::Client::new()
            });
        Self { client, allow_private }
    }

    /// The client, for the calls to trackers' APIs (`crate::trackers`).
    pub fn client(&self) -> &reqwest::Client {
        &self.client
    }

    /// Sends the delivery once, signed, and says how it went.
    pub async fn send(&self, hook: &webhook::Model, delivery: &webhook_delivery::Model) -> Attempt {
        let started = Instant::now();
        if !hook.enabled {
            return failed("the endpoint is disabled".to_owned(), started);
        }
        let address = match WebhookAddress::for_delivery(&hook.url, self.allow_private).await {
            Ok(address) => address,
            Err(error) => return failed(format!("refused: {error}"), started),
        };
        let timestamp = chrono::Utc::now().timestamp();
        let signature = match standardwebhooks::Webhook::new(&hook.secret).and_then(|w| w.sign(&delivery.event_uid, timestamp, delivery.payload.as_bytes())) {
            Ok(signature) => signature,
            Err(error) => return failed(format!("cannot sign: {error}"), started),
        };
        let request = self
            .client
            .post(address.url().clone())
            .header(reqwest::header::CONTENT_TYPE, "application/json")
            .header(standardwebhooks::HEADER_WEBHOOK_ID, &delivery.event_uid)
            .header(standardwebhooks::HEADER_WEBHOOK_TIMESTAMP, timestamp.to_string())
            .header(standardwebhooks::HEADER_WEBHOOK_SIGNATURE, signature);
        Self::post(request, delivery, started).await
    }

    /// Sends a Slack channel's message once to its (opened) incoming-webhook `address`: plain
    /// JSON, as Slack takes it, under the same rules of address, time and size.
    pub async fn send_to_slack(&self, hook: &webhook::Model, address: &str, delivery: &webhook_delivery::Model) -> Attempt {
        let started = Instant::now();
        if !hook.enabled {
            return failed("the channel is disabled".to_owned(), started);
        }
        let address = match WebhookAddress::for_delivery(address, self.allow_private).await {
            Ok(address) => address,
            Err(error) => return failed(format!("refused: {error}"), started),
        };
        let request = self.client.post(address.url().clone()).header(reqwest::header::CONTENT_TYPE, "application/json; charset=utf-8");
        Self::post(request, delivery, started).await
    }

    /// Sends the delivery's payload with `request` and reads at most [`READ_AT_MOST`] of the answer.
    async fn post(request: reqwest::RequestBuilder, delivery: &webhook_delivery::Model, started: Instant) -> Attempt {
        let sent = request.body(delivery.payload.clone()).send().await;
        let mut response = match sent {
            Ok(response) => response,
            Err(error) => return failed(describe(&error), started),
        };
        let status = response.status().as_u16();
        let (mut body, error) = read_answer(&mut response, READ_AT_MOST).await;
        body.truncate(EXCERPT);
        let excerpt = String::from_utf8_lossy(&body).into_owned();
        let error = match (status, error) {
            (200..=299, _) => None,
            (300..=399, _) => Some(format!("answered {status} (redirects are not followed)")),
            (_, read) => read,
        };
        Attempt { status_code: Some(status), error, duration_ms: elapsed_ms(started), response_excerpt: (!excerpt.is_empty()).then_some(excerpt) }
    }
}

/// The first `limit` bytes (or a chunk more) of an answer's body, and why it was cut short if
/// it was: the status counts, a body cut short is noted, not a failure of its own. (Deliveries
/// read [`READ_AT_MOST`].)
pub(crate) async fn read_answer(response: &mut reqwest::Response, limit: usize) -> (Vec<u8>, Option<String>) {
    let mut body = Vec::new();
    while body.len() < limit {
        match response.chunk().await {
            Ok(Some(chunk)) => body.extend_from_slice(&chunk),
            Ok(None) => break,
            Err(e) => return (body, Some(describe(&e))),
        }
    }
    (body, None)
}

fn failed(error: String, started: Instant) -> Attempt {
    Attempt { status_code: None, error: Some(error), duration_ms: elapsed_ms(started), response_excerpt: None }
}

pub(crate) fn elapsed_ms(started: Instant) -> i32 {
    i32::try_from(started.elapsed().as_millis()).unwrap_or(i32::MAX)
}

/// The error with its causes (reqwest's own message alone hides why a connection failed).
pub(crate) fn describe(error: &reqwest::Error) -> String {
    let mut text = if error.is_timeout() { "timed out after 10 s".to_owned() } else { error.to_string() };
    let mut source = std::error::Error::source(error);
    while let Some(cause) = source {
        let said = cause.to_string();
        if !text.contains(&said) {
            text.push_str(": ");
            text.push_str(&said);
        }
        source = cause.source();
    }
    text.chars().take(1000).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::StatusCode;
    use std::sync::atomic::{AtomicUsize, Ordering};

    /// A receiver on loopback answering each request with `answer`; counts what it got.
    async fn receiver(answer: axum::routing::MethodRouter) -> String {
        let app = axum::Router::new().route("/hook", answer);
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}/hook", listener.local_addr().unwrap());
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        url
    }

    fn hook(url: &str) -> webhook::Model {
        let at = chrono::Utc::now();
        webhook::Model {
            id: 1,
            organization_id: app::model::OrgId(1),
            url: url.to_owned(),
            events: serde_json::json!(["post.created"]),
            secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw".to_owned(),
            enabled: true,
            failing_since: None,
            disabled_reason: None,
            created_at: at,
            updated_at: at,
            kind: "standard".to_owned(),
            bucket_id: None,
        }
    }

    fn delivery() -> webhook_delivery::Model {
        let at = chrono::Utc::now();
        webhook_delivery::Model {
            id: 1,
            organization_id: app::model::OrgId(1),
            webhook_id: 1,
            event_uid: "evt_test".to_owned(),
            event_type: "post.created".to_owned(),
            payload: "{}".to_owned(),
            status: "pending".to_owned(),
            attempts: 0,
            next_attempt_at: at,
            locked_until: None,
            lease: 0,
            created_at: at,
            updated_at: at,
        }
    }

    /// docs/api.md: redirects are not followed. The redirect's target hears nothing, and the
    /// attempt failed with the redirect's status.
    #[tokio::test]
    async fn a_redirect_is_not_followed() {
        let heard = Arc::new(AtomicUsize::new(0));
        let counted = heard.clone();
        let target = receiver(axum::routing::post(move || {
            counted.fetch_add(1, Ordering::Relaxed);
            async { StatusCode::OK }
        }))
        .await;
        let moved = receiver(axum::routing::post(move || {
            let target = target.clone();
            async move { (StatusCode::TEMPORARY_REDIRECT, [(axum::http::header::LOCATION, target)]) }
        }))
        .await;
        let attempt = Sender::new(true).send(&hook(&moved), &delivery()).await;
        assert_eq!(attempt.status_code, Some(307));
        assert_eq!(attempt.error.as_deref(), Some("answered 307 (redirects are not followed)"));
        assert_eq!(heard.load(Ordering::Relaxed), 0, "the redirect's target was not asked");
    }

    /// docs/api.md: a delivery counts only when the receiver answers within 10 s. A receiver
    /// that answers after a minute is given up at 10 s.
    #[tokio::test]
    async fn a_receiver_slower_than_ten_seconds_is_given_up() {
        let slow = receiver(axum::routing::post(|| async {
            tokio::time::sleep(Duration::from_secs(60)).await;
            StatusCode::OK
        }))
        .await;
        let attempt = Sender::new(true).send(&hook(&slow), &delivery()).await;
        assert_eq!(attempt.status_code, None);
        assert!(attempt.error.as_deref().is_some_and(|e| e.starts_with("timed out after 10 s")), "{:?}", attempt.error);
        // Given up at 10 s, not when the receiver answered (60 s).
        assert!((9_900..40_000).contains(&attempt.duration_ms), "{} ms", attempt.duration_ms);
    }
}
