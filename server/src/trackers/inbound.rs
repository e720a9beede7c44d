//! The trackers' deliveries: `POST /integrations/github/{id}` and `POST
//! /integrations/linear/{id}`, where `{id}` is the tracker's. Each is verified before it is
//! read: GitHub signs the raw body with the webhook's secret (`X-Hub-Signature-256:
//! sha256=<hex HMAC-SHA256>`), Linear likewise (`Linear-Signature: <hex HMAC-SHA256>`) and
//! dates it (`webhookTimestamp`, refused when more than a minute away). A delivery is acted on
//! once, by its id (`X-GitHub-Delivery`, `Linear-Delivery`; see
//! `app::domain::trackers::inbound`). Answers: 200 with what was done, 401 for a signature that
//! does not verify (nothing is written), 404 for no such tracker, 413 over [`BODY_LIMIT`], 422
//! when the change cannot be made (the tracker's health says why).

use app::domain::trackers::inbound::{self, Change, Outcome};
use app::domain::trackers::{self, Kind, normal};
use app::entities::{tracker, webhook};
use app::state::AppState;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};

/// The largest delivery read: an issue's event with a long description is well under it.
pub const BODY_LIMIT: usize = 1024 * 1024;
/// How far a Linear delivery's `webhookTimestamp` may be from now.
pub const LINEAR_WINDOW_MS: i64 = 60_000;

fn answer(status: StatusCode, body: Value) -> Response {
    (status, axum::Json(body)).into_response()
}

/// The tracker of `kind` at `id` and its opened secret, or the answer that ends the request.
async fn tracker_at(state: &AppState, kind: Kind, id: i64) -> Result<(webhook::Model, tracker::Model, String), Response> {
    let not_found = || answer(StatusCode::NOT_FOUND, json!({"error": "no such integration"}));
    match inbound::find(state.db.conn(), kind, id).await {
        Ok(Some((hook, tracker))) => match trackers::inbound_secret(&state.sealer, &hook, &tracker) {
            Ok(secret) => Ok((hook, tracker, secret)),
            Err(error) => {
                tracing::warn!(%error, integration = id, "an integration's secret cannot be opened with this server's keys");
                Err(not_found())
            }
        },
        Ok(None) => Err(not_found()),
        Err(error) => Err(answer(StatusCode::SERVICE_UNAVAILABLE, json!({"error": app::model::AppError::from(error).to_string()}))),
    }
}

/// Lower-case hex of HMAC-SHA256 of `body` with `secret`.
pub fn signature(secret: &str, body: &[u8]) -> String {
    use hmac::{Hmac, Mac};
    let mut mac = <Hmac<sha2::Sha256> as Mac>::new_from_slice(secret.as_bytes()).expect("HMAC takes a key of any length");
    mac.update(body);
    mac.finalize().into_bytes().iter().map(|b| format!("{b:02x}")).collect()
}

/// Whether `given` (hex, in any case) is `body`'s signature, compared in constant time.
fn verifies(secret: &str, body: &[u8], given: &str) -> bool {
    use subtle::ConstantTimeEq;
    let expected = signature(secret, body);
    let given = given.trim().to_ascii_lowercase();
    expected.len() == given.len() && bool::from(expected.as_bytes().ct_eq(given.as_bytes()))
}

fn header<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers.get(name).and_then(|v| v.to_str().ok())
}

/// A signature that does not verify: nothing is written (a stranger cannot fill the health).
fn unsigned(kind: Kind, id: i64) -> Response {
    tracing::info!(integration = id, tracker = kind.as_str(), "a delivery whose signature does not verify was refused");
    answer(StatusCode::UNAUTHORIZED, json!({"error": "the signature does not verify with this integration's secret"}))
}

/// Acts on a verified change and says what was done.
async fn act(state: &AppState, hook: &webhook::Model, tracker: &tracker::Model, change: Change) -> Response {
    match inbound::receive(&state.db, hook, tracker, &change).await {
        Ok(Outcome::Moved(posts)) => answer(StatusCode::OK, json!({"moved": posts})),
        Ok(Outcome::Again) => answer(StatusCode::OK, json!({"ignored": "this delivery was received before"})),
        Ok(Outcome::Off) => answer(StatusCode::OK, json!({"ignored": "the integration is turned off"})),
        Err(error) => {
            let said = app::model::AppError::from(error).to_string();
            if let Err(error) = trackers::record(&state.db, hook.id, Err(&said)).await {
                tracing::warn!(%error, "an integration's failure could not be recorded");
            }
            answer(StatusCode::UNPROCESSABLE_ENTITY, json!({"error": said}))
        }
    }
}

/// Records that a verified delivery arrived, when it asks for nothing.
async fn heard(state: &AppState, hook: &webhook::Model, why: &str) -> Response {
    if let Err(error) = trackers::record(&state.db, hook.id, Ok(())).await {
        tracing::warn!(%error, "an integration's health could not be recorded");
    }
    answer(StatusCode::OK, json!({"ignored": why}))
}

/// `POST /integrations/github/{id}`: `issues` events (closed, reopened, labeled) of the
/// tracker's repository; `ping` and every other event are acknowledged.
pub async fn github(State(state): State<AppState>, Path(id): Path<i64>, headers: HeaderMap, body: Bytes) -> Response {
    let (hook, tracker, secret) = match tracker_at(&state, Kind::Github, id).await {
        Ok(found) => found,
        Err(response) => return response,
    };
    let given = header(&headers, "x-hub-signature-256").and_then(|s| s.strip_prefix("sha256="));
    if !given.is_some_and(|given| verifies(&secret, &body, given)) {
        return unsigned(Kind::Github, id);
    }
    let Some(delivery_id) = header(&headers, "x-github-delivery").filter(|d| !d.is_empty() && d.len() <= 100) else {
        return answer(StatusCode::BAD_REQUEST, json!({"error": "X-GitHub-Delivery is missing"}));
    };
    let event = header(&headers, "x-github-event").unwrap_or_default();
    if event != "issues" {
        return heard(&state, &hook, "only issues events move posts").await;
    }
    let Ok(payload) = serde_json::from_slice::<Value>(&body) else {
        return answer(StatusCode::BAD_REQUEST, json!({"error": "the body is not JSON"}));
    };
    // An organization's webhook sends every repository's issues: only this one's count.
    if !payload["repository"]["full_name"].as_str().is_some_and(|name| name.eq_ignore_ascii_case(&tracker.target)) {
        return heard(&state, &hook, "an issue of another repository").await;
    }
    let issue = &payload["issue"];
    let Some(number) = issue["number"].as_u64() else {
        return answer(StatusCode::BAD_REQUEST, json!({"error": "the issue has no number"}));
    };
    let triggers = match payload["action"].as_str().unwrap_or_default() {
        "closed" => match issue["state_reason"].as_str() {
            Some(reason) => vec![format!("closed:{reason}"), "closed".to_owned()],
            None => vec!["closed".to_owned()],
        },
        "reopened" => vec!["reopened".to_owned()],
        "labeled" => match payload["label"]["name"].as_str() {
            Some(label) => vec![format!("label:{}", normal(label))],
            None => Vec::new(),
        },
        _ => Vec::new(),
    };
    if triggers.is_empty() {
        return heard(&state, &hook, "this action moves no post").await;
    }
    let state_now = issue["state"].as_str().map(str::to_owned);
    let change = Change { delivery_id: delivery_id.to_owned(), external_id: number.to_string(), triggers, state: state_now };
    act(&state, &hook, &tracker, change).await
}

/// `POST /integrations/linear/{id}`: an issue of the tracker's team moved to another workflow
/// state; every other delivery is acknowledged.
pub async fn linear(State(state): State<AppState>, Path(id): Path<i64>, headers: HeaderMap, body: Bytes) -> Response {
    let (hook, tracker, secret) = match tracker_at(&state, Kind::Linear, id).await {
        Ok(found) => found,
        Err(response) => return response,
    };
    let Some(given) = header(&headers, "linear-signature").filter(|given| verifies(&secret, &body, given)) else {
        return unsigned(Kind::Linear, id);
    };
    let Ok(payload) = serde_json::from_slice::<Value>(&body) else {
        return answer(StatusCode::BAD_REQUEST, json!({"error": "the body is not JSON"}));
    };
    // Signed and dated: a delivery replayed later than a minute is refused.
    let sent_at = payload["webhookTimestamp"].as_i64().unwrap_or_default();
    if (chrono::Utc::now().timestamp_millis() - sent_at).abs() > LINEAR_WINDOW_MS {
        return answer(StatusCode::UNAUTHORIZED, json!({"error": "webhookTimestamp is more than a minute away"}));
    }
    // Linear names each delivery; a body seen before has the same signature.
    let delivery_id = header(&headers, "linear-delivery").filter(|d| !d.is_empty() && d.len() <= 100).unwrap_or(given).to_owned();
    let data = &payload["data"];
    let moved_state = payload["type"] == "Issue" && payload["action"] == "update" && payload["updatedFrom"].get("stateId").is_some();
    if !moved_state {
        return heard(&state, &hook, "only an issue's change of workflow state moves posts").await;
    }
    if data["teamId"].as_str().is_some_and(|team| team != tracker.target) {
        return heard(&state, &hook, "an issue of another team").await;
    }
    let Some(issue) = data["id"].as_str() else {
        return answer(StatusCode::BAD_REQUEST, json!({"error": "the issue has no id"}));
    };
    let name = data["state"]["name"].as_str().unwrap_or_default();
    let triggers: Vec<String> = [name, data["state"]["type"].as_str().unwrap_or_default()].into_iter().filter(|t| !t.is_empty()).map(normal).collect();
    let change = Change { delivery_id, external_id: issue.to_owned(), triggers, state: (!name.is_empty()).then(|| name.to_owned()) };
    act(&state, &hook, &tracker, change).await
}

#[cfg(test)]
mod tests {
    use super::*;

    /// GitHub's documented example (docs.github.com, "Validating webhook deliveries"): secret
    /// "It's a Secret to Everybody", payload "Hello, World!".
    #[test]
    fn the_signature_is_githubs() {
        let expected = "757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17";
        assert_eq!(signature("It's a Secret to Everybody", b"Hello, World!"), expected);
        assert!(verifies("It's a Secret to Everybody", b"Hello, World!", &expected.to_ascii_uppercase()));
        assert!(!verifies("It's a Secret to Everybody", b"Hello, World?", expected));
        assert!(!verifies("It's a Secret to Everybody", b"Hello, World!", "757107"));
    }
}
