//! GitHub's REST API (docs.github.com/rest, version 2022-11-28): the repository
//! (`GET /repos/{owner}/{repo}`), an issue made (`POST …/issues`) or read (`GET
//! …/issues/{number}`), a comment (`POST …/issues/{number}/comments`). A token is a
//! fine-grained personal access token (or a GitHub App's installation token) with the
//! repository's Issues: read and write.

use super::{Answer, Call, Failure, Reply, failure, send};
use app::domain::outbox::webhooks::Attempt;
use app::domain::trackers::{Kind, Verified, links::Issue};
use serde_json::{Value, json};

/// The API version asked for.
pub const API_VERSION: &str = "2022-11-28";

fn request(call: &Call<'_>, method: reqwest::Method, path: &str) -> reqwest::RequestBuilder {
    call.client
        .request(method, call.at(path))
        .bearer_auth(call.token)
        .header(reqwest::header::ACCEPT, "application/vnd.github+json")
        .header("X-GitHub-Api-Version", API_VERSION)
}

/// GitHub's own message of a refusal (`{"message": …}`), or its status alone.
fn refusal(reply: Reply) -> Failure {
    let why = reply.json["message"].as_str().map(str::to_owned).unwrap_or_else(|| "the answer was not what was asked for".to_owned());
    failure(Kind::Github, reply.attempt, why)
}

/// An answer of `status` with its JSON, or the refusal.
async fn expect(builder: reqwest::RequestBuilder, status: u16) -> Answer<Value> {
    let reply = send(Kind::Github, builder).await?;
    if reply.status == status { Ok(reply.json) } else { Err(refusal(reply)) }
}

pub async fn verify(call: &Call<'_>, target: &str) -> Answer<Verified> {
    let repository = expect(request(call, reqwest::Method::GET, &format!("/repos/{target}")), 200).await?;
    let Some(name) = repository["full_name"].as_str() else {
        return Err(failure(Kind::Github, Attempt::refused(String::new()), "the repository's answer has no full_name".to_owned()));
    };
    if repository["has_issues"] == Value::Bool(false) {
        return Err(failure(Kind::Github, Attempt::refused(String::new()), format!("issues are turned off in {name}")));
    }
    Ok(Verified { target: name.to_owned(), name: name.to_owned() })
}

/// The issue GitHub described in `issue`, of `target`.
fn issue_of(target: &str, issue: &Value) -> Answer<Issue> {
    let Some(number) = issue["number"].as_u64() else {
        return Err(failure(Kind::Github, Attempt::refused(String::new()), "the issue's answer has no number".to_owned()));
    };
    Ok(Issue {
        external_id: number.to_string(),
        key: format!("{target}#{number}"),
        url: issue["html_url"].as_str().unwrap_or_default().to_owned(),
        title: issue["title"].as_str().unwrap_or_default().to_owned(),
        state: issue["state"].as_str().unwrap_or("open").to_owned(),
    })
}

pub async fn create_issue(call: &Call<'_>, target: &str, title: &str, body: &str) -> Answer<Issue> {
    let made = expect(request(call, reqwest::Method::POST, &format!("/repos/{target}/issues")).json(&json!({"title": title, "body": body})), 201).await?;
    issue_of(target, &made)
}

/// The issue numbered `number` (see `app::domain::trackers::links::reference`).
pub async fn find_issue(call: &Call<'_>, target: &str, number: &str) -> Answer<Issue> {
    let issue = expect(request(call, reqwest::Method::GET, &format!("/repos/{target}/issues/{number}")), 200)
        .await
        .map_err(|mut failure| {
            failure.missing = failure.attempt.status_code == Some(404);
            failure
        })?;
    issue_of(target, &issue)
}

pub async fn comment(call: &Call<'_>, target: &str, external_id: &str, body: &str) -> Attempt {
    let path = format!("/repos/{target}/issues/{external_id}/comments");
    match send(Kind::Github, request(call, reqwest::Method::POST, &path).json(&json!({"body": body}))).await {
        Ok(reply) if reply.status == 201 => reply.attempt,
        Ok(reply) => refusal(reply).attempt,
        Err(failure) => failure.attempt,
    }
}
