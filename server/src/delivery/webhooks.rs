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

    /// Sends the delivery once and says how it went.
    pub async fn send(&self, hook: &webhook::Model, delivery: &webhook_delivery::Model) -> Attempt {
        let started = Instant::now();
        let failed =
            |error: String, started: Instant| Attempt { status_code: None, error: Some(error), duration_ms: elapsed_ms(started), response_excerpt: None };
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
        let sent = self
            .client
            .post(address.url().clone())
            .header(reqwest::header::CONTENT_TYPE, "application/json")
            .header(standardwebhooks::HEADER_WEBHOOK_ID, &delivery.event_uid)
            .header(standardwebhooks::HEADER_WEBHOOK_TIMESTAMP, timestamp.to_string())
            .header(standardwebhooks::HEADER_WEBHOOK_SIGNATURE, signature)
            .body(delivery.payload.clone())
            .send()
            .await;
        let mut response = match sent {
            Ok(response) => response,
            Err(error) => return failed(describe(&error), started),
        };
        let status = response.status().as_u16();
        let mut body = Vec::new();
        let mut error = None;
        while body.len() < READ_AT_MOST {
            match response.chunk().await {
                Ok(Some(chunk)) => body.extend_from_slice(&chunk),
                Ok(None) => break,
                Err(e) => {
                    // The status counts; a body cut short is noted, not a failure of its own.
                    error = Some(describe(&e));
                    break;
                }
            }
        }
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

fn elapsed_ms(started: Instant) -> i32 {
    i32::try_from(started.elapsed().as_millis()).unwrap_or(i32::MAX)
}

/// The error with its causes (reqwest's own message alone hides why a connection failed).
fn describe(error: &reqwest::Error) -> String {
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
