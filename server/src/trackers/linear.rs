//! Linear's GraphQL API (`POST {api}/graphql`, developers.linear.app): the team (`team`), an
//! issue made (`issueCreate`) or read (`issue`, by its id or its identifier such as `ENG-12`),
//! a comment (`commentCreate`). A personal API key (`lin_api_…`) is sent as it is; any other
//! token (OAuth) as `Bearer`.

use super::{Answer, Call, Failure, Reply, failure, send};
use app::domain::outbox::webhooks::Attempt;
use app::domain::trackers::{Kind, Verified, links::Issue};
use serde_json::{Value, json};

const TEAM: &str = "query Team($id: String!) { team(id: $id) { id key name } }";
const ISSUE_FIELDS: &str = "id identifier url title state { name type } team { id }";

/// Runs `query` with `variables`; the answer's `data` with the attempt, or the refusal
/// (Linear's first error: it may come with 200 or 400).
async fn run(call: &Call<'_>, query: &str, variables: Value) -> Answer<(Value, Attempt)> {
    let authorization = if call.token.starts_with("lin_api_") { call.token.to_owned() } else { format!("Bearer {}", call.token) };
    let request = call
        .client
        .post(call.at("/graphql"))
        .header(reqwest::header::AUTHORIZATION, authorization)
        .json(&json!({"query": query, "variables": variables}));
    let reply = send(Kind::Linear, request).await?;
    match (&reply.json["errors"][0]["message"], reply.status) {
        (Value::String(message), _) => {
            // Linear's answer for an id it does not know (HTTP 200, `INPUT_ERROR`).
            let missing = message.starts_with("Entity not found");
            let message = message.clone();
            let mut refused = failure(Kind::Linear, reply.attempt, message);
            refused.missing = missing;
            Err(refused)
        }
        (_, 200) if reply.json["data"].is_object() => Ok((reply.json["data"].clone(), reply.attempt)),
        _ => Err(unreadable(reply)),
    }
}

fn unreadable(reply: Reply) -> Failure {
    failure(Kind::Linear, reply.attempt, "the answer was not what was asked for".to_owned())
}

fn missing(what: &str) -> Failure {
    failure(Kind::Linear, Attempt::refused(String::new()), format!("the answer has no {what}"))
}

pub async fn verify(call: &Call<'_>, target: &str) -> Answer<Verified> {
    let (data, _) = run(call, TEAM, json!({"id": target})).await?;
    let team = &data["team"];
    let (Some(id), Some(key), Some(name)) = (team["id"].as_str(), team["key"].as_str(), team["name"].as_str()) else { return Err(missing("team")) };
    Ok(Verified { target: id.to_owned(), name: format!("{name} ({key})") })
}

/// The issue Linear described, when it is of the team `target`.
fn issue_of(target: &str, issue: &Value) -> Answer<Issue> {
    let (Some(id), Some(identifier)) = (issue["id"].as_str(), issue["identifier"].as_str()) else { return Err(missing("issue")) };
    if issue["team"]["id"].as_str().is_some_and(|team| team != target) {
        return Err(failure(Kind::Linear, Attempt::refused(String::new()), format!("{identifier} is an issue of another team")));
    }
    Ok(Issue {
        external_id: id.to_owned(),
        key: identifier.to_owned(),
        url: issue["url"].as_str().unwrap_or_default().to_owned(),
        title: issue["title"].as_str().unwrap_or_default().to_owned(),
        state: issue["state"]["name"].as_str().unwrap_or_default().to_owned(),
    })
}

pub async fn create_issue(call: &Call<'_>, target: &str, title: &str, body: &str) -> Answer<Issue> {
    let query = format!("mutation IssueCreate($input: IssueCreateInput!) {{ issueCreate(input: $input) {{ success issue {{ {ISSUE_FIELDS} }} }} }}");
    let (data, _) = run(call, &query, json!({"input": {"teamId": target, "title": title, "description": body}})).await?;
    issue_of(target, &data["issueCreate"]["issue"])
}

/// The issue identified as `identifier` (see `app::domain::trackers::links::reference`).
pub async fn find_issue(call: &Call<'_>, target: &str, identifier: &str) -> Answer<Issue> {
    let query = format!("query Issue($id: String!) {{ issue(id: $id) {{ {ISSUE_FIELDS} }} }}");
    let (data, _) = run(call, &query, json!({"id": identifier})).await?;
    issue_of(target, &data["issue"])
}

pub async fn comment(call: &Call<'_>, _target: &str, external_id: &str, body: &str) -> Attempt {
    let query = "mutation CommentCreate($input: CommentCreateInput!) { commentCreate(input: $input) { success } }";
    match run(call, query, json!({"input": {"issueId": external_id, "body": body}})).await {
        Ok((data, attempt)) if data["commentCreate"]["success"] == Value::Bool(true) => attempt,
        Ok((_, attempt)) => failure(Kind::Linear, attempt, "the comment was not made".to_owned()).attempt,
        Err(failure) => failure.attempt,
    }
}
