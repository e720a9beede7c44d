//! Readers of other boards (docs/import.md): each turns its source's answers into the neutral
//! records of `app::domain::import`, which writes them. What reads from outside is bounded
//! here: each answer's size, the time it may take, and how often a failing request is tried
//! again.

pub mod api_v3;
pub mod canny;
pub mod canny_csv;
pub mod drive;
pub mod tables;
pub mod uservoice;
pub mod worker;

use app::domain::Said;
use app::domain::import::{Bundle, FetchImage, Fetched, Post, Problem, Undated};
use app::said;
use chrono::{DateTime, Utc};
use std::time::Duration;

/// The largest answer read from a source: a page of 100 posts with long descriptions.
pub const MAX_ANSWER_BYTES: usize = 16 * 1024 * 1024;
/// How often a request the source refused for now (429, 5xx) or could not answer is tried.
const ATTEMPTS: u32 = 6;
/// The longest wait a source's `Retry-After` is followed for.
const MAX_RETRY_AFTER: Duration = Duration::from_secs(60);
/// How much of a refusal's body is shown.
const DETAIL_CHARS: usize = 300;

/// Why reading the source stopped.
#[derive(Debug)]
pub struct SourceError(pub Said);

impl std::fmt::Display for SourceError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0.english())
    }
}

impl std::error::Error for SourceError {}

/// The client of `upboard import-from` (its operator names the source): bounded in time, no
/// redirects followed.
pub fn client() -> reqwest::Client {
    builder().build().unwrap_or_default()
}

/// The client of imports started from the admin page: [`client`]'s limits, and only public
/// addresses reached unless `--allow-private-webhooks` (the rule of every request an
/// organization's admin can aim: `crate::delivery::ssrf`).
pub fn guarded_client(allow_private: bool) -> reqwest::Client {
    builder()
        .dns_resolver(std::sync::Arc::new(crate::delivery::ssrf::GuardedResolver { allow_private }))
        .build()
        .unwrap_or_default()
}

fn builder() -> reqwest::ClientBuilder {
    reqwest::Client::builder()
        .user_agent(concat!("upboard-import/", env!("CARGO_PKG_VERSION")))
        .connect_timeout(Duration::from_secs(10))
        .timeout(Duration::from_secs(120))
        .redirect(reqwest::redirect::Policy::none())
}

/// Sends `request` (built anew for each attempt), retrying what may pass later, and reads its
/// answer up to [`MAX_ANSWER_BYTES`]. `Ok(None)`: the source answered 404.
pub async fn fetch(path: &str, request: impl Fn() -> reqwest::RequestBuilder) -> Result<Option<Vec<u8>>, SourceError> {
    fetch_unless(path, |status| status == reqwest::StatusCode::NOT_FOUND, request).await
}

/// [`fetch`] of an endpoint that a source may not have (an extension of this project's API):
/// `Ok(None)` when it answers as a server without it does (400, 404, 405, 410, 422 or 501),
/// so that a run goes on without what it would give. A refusal of the key (401, 403) still
/// stops the run: its admin should hear of it.
pub async fn fetch_extension(path: &str, request: impl Fn() -> reqwest::RequestBuilder) -> Result<Option<Vec<u8>>, SourceError> {
    fetch_unless(path, |status| matches!(status.as_u16(), 400 | 404 | 405 | 410 | 422 | 501), request).await
}

/// [`fetch`], with `Ok(None)` for each answer `absent` says means "not there".
async fn fetch_unless(
    path: &str,
    absent: impl Fn(reqwest::StatusCode) -> bool,
    request: impl Fn() -> reqwest::RequestBuilder,
) -> Result<Option<Vec<u8>>, SourceError> {
    let mut wait = Duration::from_millis(500);
    let mut attempt = 1;
    loop {
        let last = attempt >= ATTEMPTS;
        match request().send().await {
            Err(error) if !last => tracing::warn!(path, %error, attempt, "the import's source did not answer; trying again"),
            Err(error) => return Err(SourceError(said!("said-import-source-unreachable", path = path, detail = error.to_string()))),
            Ok(response) => {
                let status = response.status();
                if absent(status) {
                    return Ok(None);
                }
                let again = status == reqwest::StatusCode::TOO_MANY_REQUESTS || status.is_server_error();
                if again && !last {
                    let asked = response
                        .headers()
                        .get(reqwest::header::RETRY_AFTER)
                        .and_then(|v| v.to_str().ok())
                        .and_then(|v| v.trim().parse::<u64>().ok())
                        .map(Duration::from_secs);
                    let pause = asked.unwrap_or(wait).min(MAX_RETRY_AFTER);
                    tracing::warn!(path, status = status.as_u16(), attempt, pause_ms = pause.as_millis() as u64, "the import's source asked to wait");
                    tokio::time::sleep(pause).await;
                    wait = (wait * 2).min(MAX_RETRY_AFTER);
                    attempt += 1;
                    continue;
                }
                let body = read_bounded(path, response).await?;
                if !status.is_success() {
                    let detail: String = String::from_utf8_lossy(&body).chars().take(DETAIL_CHARS).collect();
                    return Err(SourceError(said!("said-import-source-answered", status = status.as_u16(), path = path, detail = detail)));
                }
                return Ok(Some(body));
            }
        }
        tokio::time::sleep(wait).await;
        wait = (wait * 2).min(MAX_RETRY_AFTER);
        attempt += 1;
    }
}

/// The body, refused once it passes [`MAX_ANSWER_BYTES`] (before the rest is read).
async fn read_bounded(path: &str, mut response: reqwest::Response) -> Result<Vec<u8>, SourceError> {
    let too_large = || SourceError(said!("said-import-source-too-large", path = path, max = MAX_ANSWER_BYTES));
    if response.content_length().is_some_and(|n| n > MAX_ANSWER_BYTES as u64) {
        return Err(too_large());
    }
    match crate::delivery::webhooks::read_answer(&mut response, MAX_ANSWER_BYTES + 1).await {
        (_, Some(error)) => Err(SourceError(said!("said-import-source-unreachable", path = path, detail = error))),
        (body, None) if body.len() > MAX_ANSWER_BYTES => Err(too_large()),
        (body, None) => Ok(body),
    }
}

/// A JSON answer as `T`, or why it does not read.
pub fn parse<T: serde::de::DeserializeOwned>(path: &str, body: &[u8]) -> Result<T, SourceError> {
    serde_json::from_slice(body).map_err(|error| {
        let detail: String = error.to_string().chars().take(DETAIL_CHARS).collect();
        SourceError(said!("said-import-source-unreadable", path = path, detail = detail))
    })
}

/// Fetches the images of imported text with the source's client (so the page's imports reach
/// only public addresses): a plain `GET` without the source's key, retried as [`fetch`]
/// retries, its answer bounded; the writer checks the bytes as every upload's.
pub struct ImageFetcher(pub reqwest::Client);

impl FetchImage for ImageFetcher {
    fn fetch<'f>(&'f self, url: &'f str) -> Fetched<'f> {
        Box::pin(async move {
            match fetch(url, || self.0.get(url)).await {
                Ok(Some(bytes)) => Ok(bytes),
                Ok(None) => Err(said!("said-import-image-missing")),
                Err(SourceError(said)) => Err(said),
            }
        })
    }
}

/// What every reader does for the writer: a post with its votes and comments.
pub trait Reader {
    /// How the source is remembered in the links: its kind and address.
    fn name(&self) -> String;
    fn bundle(&self, post: Post) -> impl std::future::Future<Output = Result<Bundle, SourceError>> + Send;
}

/// An address given for a source: `http` or `https`, a host, no query, bounded.
pub fn checked_url(url: &str) -> Result<url::Url, SourceError> {
    let refused = || SourceError(said!("said-import-source-address", url = url.chars().take(200).collect::<String>()));
    app::domain::import::source_address(url).ok_or_else(refused)
}

/// A source's answer that does not read as its API's.
pub fn unreadable(path: &str, detail: String) -> SourceError {
    SourceError(said!("said-import-source-unreadable", path = path, detail = detail))
}

/// The date of a record as the source gives it (`value`: RFC 3339, or UTC as
/// `2025-07-21 03:37:03`, its seconds and their fractions optional, or a day alone), and
/// `instead` when it gives none. A date that does not read keeps its record, dated `instead`,
/// with a problem of `record` among `problems` (its post's): one bad cell does not stop a run.
pub fn date(value: &str, instead: Undated, problems: &mut Vec<Problem>, record: impl FnOnce() -> String) -> DateTime<Utc> {
    match read_date(value.trim()) {
        Some(Some(at)) => at,
        Some(None) => instead.date(),
        None => {
            problems.push(instead.problem(record(), value));
            instead.date()
        }
    }
}

/// The longest text read as a date (RFC 3339 with nanoseconds and an offset is 35 characters):
/// anything longer is not one, and is not handed to the parser.
const DATE_MAX_LEN: usize = 64;

/// `value` as a date (none when empty), or `None` when it is not one.
fn read_date(value: &str) -> Option<Option<DateTime<Utc>>> {
    if value.is_empty() {
        return Some(None);
    }
    if value.len() > DATE_MAX_LEN {
        return None;
    }
    if let Ok(at) = DateTime::parse_from_rfc3339(value) {
        return Some(Some(at.with_timezone(&Utc)));
    }
    for format in ["%Y-%m-%d %H:%M:%S", "%Y-%m-%d %H:%M:%S%.f", "%Y-%m-%d %H:%M", "%Y-%m-%dT%H:%M:%S%.f"] {
        if let Ok(at) = chrono::NaiveDateTime::parse_from_str(value, format) {
            return Some(Some(at.and_utc()));
        }
    }
    let day = chrono::NaiveDate::parse_from_str(value, "%Y-%m-%d").ok()?;
    Some(day.and_hms_opt(0, 0, 0).map(|at| at.and_utc()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_date_that_does_not_read_is_taken_instead_and_said() {
        let post_date = DateTime::parse_from_rfc3339("2024-05-01T10:00:00Z").unwrap().with_timezone(&Utc);
        let mut problems = Vec::new();
        for (value, read) in [
            ("2025-07-21T03:37:03Z", "2025-07-21T03:37:03+00:00"),
            ("2025-07-21T05:37:03+02:00", "2025-07-21T03:37:03+00:00"),
            ("2025-07-21 03:37:03", "2025-07-21T03:37:03+00:00"),
            ("2025-07-21 03:37:03.250", "2025-07-21T03:37:03.250+00:00"),
            ("2025-07-21 03:37", "2025-07-21T03:37:00+00:00"),
            (" 2025-07-21 ", "2025-07-21T00:00:00+00:00"),
            ("", "2024-05-01T10:00:00+00:00"),
        ] {
            let at = date(value, Undated::AsPost(post_date), &mut problems, || unreachable!("{value} reads"));
            assert_eq!(at.to_rfc3339(), read, "{value}");
        }
        assert!(problems.is_empty());
        let huge = "9".repeat(2 << 20);
        for value in ["yesterday", "2025-13-45", "21/07/2025", huge.as_str()] {
            assert_eq!(
                date(value, Undated::AsPost(post_date), &mut problems, || "a vote on post 7".to_owned()),
                post_date,
                "{}",
                &value[..value.len().min(20)]
            );
        }
        let said: Vec<(&str, &str)> = problems.iter().map(|p| (p.record.as_str(), p.said.id())).collect();
        assert_eq!(said, vec![("a vote on post 7", "said-import-date-unreadable"); 4]);
        assert!(problems[3].said.english().len() < 200, "the value said is bounded: {}", problems[3].said.english());
        let before = Utc::now();
        let imported = date("soon", Undated::Imported, &mut problems, || "post 7".to_owned());
        assert!(imported >= before, "a post whose date does not read is dated when it is imported");
        assert_eq!(problems[4].said.id(), "said-import-date-unreadable-post");
    }
}
