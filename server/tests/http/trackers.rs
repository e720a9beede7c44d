//! GitHub and Linear, both ways (docs/integrations.md), driven through the integrations page,
//! the post page's forms and the trackers' signed deliveries. The trackers are one local
//! server (`end2end/trackers/fake.mjs`, Node) that answers as GitHub's REST API and Linear's
//! GraphQL API do and checks every request against their published descriptions (npm
//! `@octokit/openapi`, the schema `@linear/sdk` declares); it builds each inbound delivery as
//! GitHub and Linear build it, checked against npm `@octokit/webhooks-schemas` and the SDK's
//! payload types, and signed as they sign (proved by `@octokit/webhooks-methods` and the SDK's
//! own verifier). On SQLite and on PostgreSQL.

use crate::support::{TestApp, no_redirects, post_form, signed_in};
use app::domain::access::Role;
use app::domain::organizations::CreatedOrganization;
use app::domain::trackers;
use serde_json::{Value, json};
use std::io::BufRead;
use std::process::{Child, Stdio};

on_both_backends!(crate::trackers::cases => issues_made_and_linked_from_posts_move_them_both_ways);

const GITHUB_TOKEN: &str = "github_pat_11AAgoodToken";
const LINEAR_KEY: &str = "lin_api_goodKey42";
const GITHUB_SECRET: &str = "github-webhook-secret-0123456789";
const LINEAR_SECRET: &str = "lin_wh_linear-signing-secret-42";
const TEAM: &str = "5b7e0c43-team-engineering";

/// The fake trackers, stopped when dropped.
struct Fake {
    url: String,
    child: Child,
}

impl Drop for Fake {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Fake {
    /// Starts the fake, or `None` (with a warning) when end2end's npm packages are not
    /// installed; under CI that is a failure.
    fn start() -> Option<Self> {
        let end2end = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../end2end");
        if !end2end.join("node_modules/@octokit/openapi").exists() || !end2end.join("node_modules/@linear/sdk").exists() {
            if std::env::var("CI").is_ok_and(|v| v == "true") {
                panic!("end2end/node_modules lacks @octokit/openapi or @linear/sdk: run the tests with `make test`");
            }
            eprintln!("warning: end2end's npm packages are not installed (cd end2end && npm ci): the GitHub and Linear test is SKIPPED");
            return None;
        }
        let mut child = std::process::Command::new("node")
            .arg(end2end.join("trackers/fake.mjs"))
            .args(["--port", "0", "--github-token", GITHUB_TOKEN, "--linear-key", LINEAR_KEY, "--github-repo", "acme/roadmap"])
            .args(["--linear-team", &format!("{TEAM}:ENG:Engineering")])
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("node runs");
        let mut line = String::new();
        std::io::BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
        let url = serde_json::from_str::<Value>(&line).unwrap_or_else(|_| panic!("the fake starts: {line:?}"))["url"]
            .as_str()
            .unwrap()
            .to_owned();
        Some(Self { url, child })
    }

    async fn control(&self, method: reqwest::Method, path: &str, body: Value) -> Value {
        let response = reqwest::Client::new().request(method, format!("{}/control{path}", self.url)).json(&body).send().await.unwrap();
        assert!(response.status().is_success(), "{path}: {}", response.status());
        response.json().await.unwrap()
    }

    /// A delivery the tracker builds and signs (`/control/github/event`, `/control/linear/event`),
    /// checked against its published description.
    async fn delivery(&self, path: &str, body: Value) -> Delivery {
        let built = self.control(reqwest::Method::POST, path, body).await;
        assert_eq!(built["errors"], json!([]), "as the tracker builds it: {built}");
        let headers = built["headers"].as_object().unwrap().iter().map(|(k, v)| (k.clone(), v.as_str().unwrap().to_owned())).collect();
        Delivery { body: built["body"].as_str().unwrap().to_owned(), headers }
    }

    async fn state(&self) -> Value {
        self.control(reqwest::Method::GET, "/state", Value::Null).await
    }
}

/// A signed delivery: its exact body and headers.
#[derive(Clone)]
struct Delivery {
    body: String,
    headers: Vec<(String, String)>,
}

impl Delivery {
    async fn send(&self, app: &TestApp, path: &str) -> (u16, Value) {
        let mut request = reqwest::Client::new().post(app.url(path)).body(self.body.clone());
        for (name, value) in &self.headers {
            request = request.header(name, value);
        }
        let response = request.send().await.unwrap();
        (response.status().as_u16(), response.json().await.unwrap_or_default())
    }
}

async fn page(app: &TestApp, path: &str, cookie: &str, flash: Option<&str>) -> String {
    let cookie = match flash {
        Some(flash) => format!("{cookie}; {flash}"),
        None => cookie.to_owned(),
    };
    let response = no_redirects().get(app.url(path)).header("cookie", cookie).send().await.unwrap();
    assert_eq!(response.status(), 200, "{path}");
    response.text().await.unwrap()
}

/// Everything waiting is fanned out and sent, as the worker's rounds do.
async fn deliver(app: &TestApp) {
    let sender = server::delivery::webhooks::Sender::new(true);
    while server::delivery::fan_out(&app.state).await.unwrap() + server::delivery::send_due(&app.state, &sender).await.unwrap() > 0 {}
}

/// The post's status label and its comments' texts, through the API.
async fn post_now(app: &TestApp, acme: &CreatedOrganization, id: i64) -> (String, Vec<String>) {
    let post: Value = app
        .request(reqwest::Method::GET, &format!("/api/v3/feature_requests/{id}"), &acme.api_key, None)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let comments: Value = app
        .request(reqwest::Method::GET, &format!("/api/v3/comments?feature_request_id={id}"), &acme.api_key, None)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let texts = comments["comments"].as_array().unwrap().iter().map(|c| c["comment"].as_str().unwrap_or_default().to_owned()).collect();
    (post["status"].as_str().unwrap_or_default().to_owned(), texts)
}

mod cases {
    use super::*;

    pub async fn issues_made_and_linked_from_posts_move_them_both_ways(app: &TestApp) {
        let Some(fake) = Fake::start() else { return };
        let acme = app.create_org("acme").await;
        let org_id = acme.organization.id;
        let (_, admin) = signed_in(app, &acme, "admin@x.test", "Ada", Some(Role::Admin)).await;
        let (_, member) = signed_in(app, &acme, "member@x.test", "Max", Some(Role::Member)).await;
        let integrations = "/acme/admin/integrations";
        let github_api = format!("{}/github", fake.url);
        let linear_api = format!("{}/linear", fake.url);
        let connect = |kind: &'static str, target: &str, token: &str, secret: &str, api: &str| {
            [
                ("form", "tracker-connect".to_owned()),
                ("action", "tracker-connect".to_owned()),
                ("kind", kind.to_owned()),
                ("target", target.to_owned()),
                ("token", token.to_owned()),
                ("secret", secret.to_owned()),
                ("api_url", api.to_owned()),
            ]
        };
        let pairs = |fields: &[(&'static str, String)]| fields.iter().map(|(k, v)| (*k, v.clone())).collect::<Vec<_>>();
        let send = async |cookie: &str, path: &str, fields: Vec<(&'static str, String)>| {
            let fields: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
            post_form(app, path, cookie, &fields).await
        };

        // Admins only; a token GitHub refuses says so, and neither the token nor the secret
        // comes back into the page.
        let (status, _, _) = send(&member, integrations, pairs(&connect("github", "acme/roadmap", GITHUB_TOKEN, GITHUB_SECRET, &github_api))).await;
        assert_eq!(status, 403, "admins only");
        let (_, _, flash) = send(&admin, integrations, pairs(&connect("github", "acme/roadmap", "github_pat_wrong", GITHUB_SECRET, &github_api))).await;
        let shown = page(app, integrations, &admin, flash.as_deref()).await;
        assert!(shown.contains("The tracker refused: GitHub answered 401: Bad credentials"), "{shown}");
        assert!(!shown.contains("github_pat_wrong") && !shown.contains(GITHUB_SECRET), "no secret comes back");
        let (_, _, flash) = send(&admin, integrations, pairs(&connect("github", "acme/road map", GITHUB_TOKEN, GITHUB_SECRET, &github_api))).await;
        assert!(page(app, integrations, &admin, flash.as_deref()).await.contains("must be a GitHub repository"));
        assert!(trackers::list(app.db.conn(), org_id).await.unwrap().is_empty());

        // Connected, pasted as its address; and a Linear team.
        let (status, _, flash) =
            send(&admin, integrations, pairs(&connect("github", "https://github.com/acme/roadmap", GITHUB_TOKEN, GITHUB_SECRET, &github_api))).await;
        assert_eq!(status, 303);
        assert!(page(app, integrations, &admin, flash.as_deref()).await.contains("github.com/acme/roadmap is connected"));
        let (_, _, flash) = send(&admin, integrations, pairs(&connect("linear", TEAM, LINEAR_KEY, LINEAR_SECRET, &linear_api))).await;
        let shown = page(app, integrations, &admin, flash.as_deref()).await;
        assert!(shown.contains("Linear: Engineering (ENG) is connected"), "{shown}");
        let connected = trackers::list(app.db.conn(), org_id).await.unwrap();
        assert_eq!(connected.len(), 2);
        let (github, linear) = (connected[0].0.id, connected[1].0.id);
        for (hook, tracker) in &connected {
            for secret in [GITHUB_TOKEN, LINEAR_KEY, GITHUB_SECRET, LINEAR_SECRET] {
                assert!(!hook.secret.contains(secret) && !tracker.inbound_secret.contains(secret), "kept sealed");
            }
        }
        assert!(shown.contains(&format!("{}/integrations/github/{github}", app.base_url)), "where GitHub's webhook sends: {shown}");

        // The rules: a label completes posts too; a public message; comments on the issues.
        let statuses = app::domain::statuses::list(app.db.conn(), org_id).await.unwrap();
        let id_of = |label: &str| statuses.iter().find(|s| s.label == label).unwrap().id.to_string();
        let rules = [
            ("action", "tracker-rules".to_owned()),
            ("id", github.to_string()),
            ("message", "Shipped, thanks for asking!".to_owned()),
            ("comment", "true".to_owned()),
        ];
        let completed = format!("map-{}", id_of("Completed"));
        let closed = format!("map-{}", id_of("Closed"));
        let submitted = format!("map-{}", id_of("Submitted"));
        let mut fields: Vec<(&str, &str)> = rules.iter().map(|(k, v)| (*k, v.as_str())).collect();
        fields.extend([(completed.as_str(), "closed, Label:Shipped"), (closed.as_str(), "closed:not_planned"), (submitted.as_str(), "reopened")]);
        let (_, _, flash) = post_form(app, integrations, &admin, &fields).await;
        assert!(page(app, integrations, &admin, flash.as_deref()).await.contains("The rules of github.com/acme/roadmap are saved"));
        let mut twice = fields.clone();
        twice.push((closed.as_str(), "closed"));
        twice.retain(|(k, v)| *k != closed.as_str() || *v == "closed");
        let (_, _, flash) = post_form(app, integrations, &admin, &twice).await;
        assert!(page(app, integrations, &admin, flash.as_deref()).await.contains("moves posts to two statuses"), "a change moves posts to one status");
        let linear_rules = [("action", "tracker-rules".to_owned()), ("id", linear.to_string()), ("comment", "true".to_owned())];
        let progress = format!("map-{}", id_of("In Progress"));
        let mut fields: Vec<(&str, &str)> = linear_rules.iter().map(|(k, v)| (*k, v.as_str())).collect();
        fields.extend([(progress.as_str(), "started"), (completed.as_str(), "Done")]);
        post_form(app, integrations, &admin, &fields).await;

        // Posts; the team makes an issue from one and links another to an existing issue.
        let grace = app.token(&acme, "grace@customer.test", "Grace");
        let new_post = async |title: &str, description: &str| -> Value {
            let body = json!({"title": title, "bucket_id": acme.default_bucket.id, "description": description});
            app.send_json(reqwest::Method::POST, "/api/v3/feature_requests", &acme.api_key, Some(&grace), &body)
                .await
                .json()
                .await
                .unwrap()
        };
        let dark = new_post("Dark mode", "Easier on the eyes at night.").await;
        let export = new_post("Export to PDF", "").await;
        let (dark_id, export_id) = (dark["id"].as_i64().unwrap(), export["id"].as_i64().unwrap());
        let issues = "/acme/admin/post-issues";
        let link = |post: i64, tracker: i64, action: &'static str, issue: &str| {
            vec![("post_id", post.to_string()), ("tracker_id", tracker.to_string()), ("action", action.to_owned()), ("issue", issue.to_owned())]
        };
        let (status, _, _) = send(&member, issues, link(dark_id, github, "create", "")).await;
        assert_eq!(status, 303);
        let linked = trackers::links::of_post(app.db.conn(), org_id, app::model::PostId(dark_id)).await.unwrap();
        assert_eq!((linked[0].key.as_str(), linked[0].url.as_str()), ("acme/roadmap#1", "https://github.com/acme/roadmap/issues/1"));
        let held = fake.state().await;
        let made = &held["github"][0]["issues"][0];
        assert_eq!(made["title"], "Dark mode");
        let body = made["body"].as_str().unwrap();
        assert!(body.starts_with("Easier on the eyes at night.") && body.contains(dark["url"].as_str().unwrap()), "links back: {body}");

        fake.control(reqwest::Method::POST, "/github/issues", json!({"owner": "acme", "repo": "roadmap", "number": 7, "title": "PDF export", "state": "open"}))
            .await;
        send(&member, issues, link(export_id, github, "link", "#7")).await;
        let (_, location, _) = send(&member, issues, link(export_id, github, "link", "acme/roadmap#7")).await;
        let refused = location.unwrap();
        assert!(refused.contains("issues_error=This+post+is+linked+to+acme%2Froadmap%237+already"), "{refused}");
        let (_, location, _) = send(&member, issues, link(export_id, github, "link", "https://github.com/other/repo/issues/7")).await;
        assert!(location.unwrap().contains("is+not+an+issue+of+acme%2Froadmap"), "another repository's issue");
        let (_, location, _) = send(&member, issues, link(export_id, github, "link", "99")).await;
        assert!(location.unwrap().contains("GitHub+answered+404"), "an issue GitHub does not have");
        fake.control(reqwest::Method::POST, "/linear/issues", json!({"id": "0f9a-issue-eng-4", "identifier": "ENG-4", "title": "Dark theme", "teamId": TEAM}))
            .await;
        send(&member, issues, link(dark_id, linear, "link", "https://linear.app/upboard-test/issue/ENG-4/dark-theme")).await;

        // The team sees the links on the post's page; nobody else does.
        let dark_page = dark["url"].as_str().unwrap().trim_start_matches(&app.base_url).to_owned();
        let seen = page(app, &dark_page, &member, None).await;
        assert!(seen.contains("href=\"https://github.com/acme/roadmap/issues/1\"") && seen.contains(">ENG-4</a>"), "{seen}");
        let anonymous = reqwest::get(app.url(&dark_page)).await.unwrap().text().await.unwrap();
        assert!(!anonymous.contains("acme/roadmap#1") && !anonymous.contains("ENG-4"), "the team's only");

        // GitHub closes #1: the post is completed with the public message, once, however often
        // the delivery arrives; a signature that does not verify changes nothing.
        let closed_1 = fake
            .delivery("/github/event", json!({"owner": "acme", "repo": "roadmap", "number": 1, "action": "closed", "secret": GITHUB_SECRET}))
            .await;
        let inbound = format!("/integrations/github/{github}");
        let mut forged = closed_1.clone();
        forged.body = forged.body.replace("\"closed\"", "\"reopened\"");
        assert_eq!(forged.send(app, &inbound).await.0, 401);
        let mut huge = closed_1.clone();
        huge.body = format!("{{\"pad\": \"{}\"}}", "x".repeat(2 * 1024 * 1024));
        assert_eq!(huge.send(app, &inbound).await.0, 413, "read up to 1 MB, before the signature is checked");
        assert_eq!(closed_1.send(app, &format!("/integrations/linear/{github}")).await.0, 404, "a tracker is reached at its own kind");
        assert_eq!(closed_1.send(app, &inbound).await, (200, json!({"moved": 1})));
        let (status_now, comments) = post_now(app, &acme, dark_id).await;
        assert_eq!(status_now, "Completed");
        assert_eq!(comments.iter().filter(|c| c.contains("Shipped, thanks for asking!")).count(), 1, "{comments:?}");
        assert_eq!(closed_1.send(app, &inbound).await.1["ignored"], "this delivery was received before");
        assert_eq!(post_now(app, &acme, dark_id).await.1.len(), comments.len(), "replayed: nothing again");

        // A label moves its posts too.
        let labeled = fake
            .delivery(
                "/github/event",
                json!({"owner": "acme", "repo": "roadmap", "number": 7, "action": "labeled", "label": "Shipped", "secret": GITHUB_SECRET}),
            )
            .await;
        assert_eq!(labeled.send(app, &inbound).await, (200, json!({"moved": 1})));
        assert_eq!(post_now(app, &acme, export_id).await.0, "Completed");

        // Each status change comments on the post's linked issues, GitHub's and Linear's.
        deliver(app).await;
        let held = fake.state().await;
        let comments_on = |issue: &Value| issue["comment_list"].as_array().unwrap().iter().map(|c| c["body"].as_str().unwrap().to_owned()).collect::<Vec<_>>();
        let on_1 = comments_on(&held["github"][0]["issues"].as_array().unwrap().iter().find(|i| i["number"] == 1).unwrap().clone());
        assert_eq!(on_1.len(), 1, "{on_1:?}");
        assert!(on_1[0].contains("**Completed**") && on_1[0].contains(dark["url"].as_str().unwrap()), "{on_1:?}");
        let eng_4 = held["linear"]["issues"].as_array().unwrap().iter().find(|i| i["identifier"] == "ENG-4").unwrap().clone();
        assert_eq!(eng_4["comments"].as_array().unwrap().len(), 1, "{eng_4}");

        // Linear moves ENG-4 to In Progress (a `started` state): the post follows. A delivery
        // dated more than a minute ago is refused, even signed.
        let started = fake
            .delivery(
                "/linear/event",
                json!({"id": "ENG-4", "state": {"id": "state-started", "name": "In Progress", "type": "started"}, "secret": LINEAR_SECRET}),
            )
            .await;
        let linear_inbound = format!("/integrations/linear/{linear}");
        let mut stale = started.clone();
        let mut payload: Value = serde_json::from_str(&stale.body).unwrap();
        payload["webhookTimestamp"] = json!(payload["webhookTimestamp"].as_i64().unwrap() - 120_000);
        stale.body = payload.to_string();
        let signature = server::trackers::inbound::signature(LINEAR_SECRET, stale.body.as_bytes());
        stale.headers.iter_mut().filter(|(k, _)| k == "Linear-Signature").for_each(|(_, v)| *v = signature.clone());
        assert_eq!(stale.send(app, &linear_inbound).await.0, 401, "a minute at most");
        assert_eq!(started.send(app, &linear_inbound).await, (200, json!({"moved": 1})));
        assert_eq!(post_now(app, &acme, dark_id).await.0, "In Progress");

        // Health on the page; turned off, a tracker hears nothing.
        let shown = page(app, integrations, &admin, None).await;
        assert_eq!(shown.matches("Last failure</dt><dd>None</dd>").count(), 2, "an issue GitHub does not have is no failure of it: {shown}");
        assert!(!shown.contains("Never yet"), "{shown}");
        post_form(app, integrations, &admin, &[("action", "tracker-disable"), ("id", &github.to_string())]).await;
        let reopened = fake
            .delivery("/github/event", json!({"owner": "acme", "repo": "roadmap", "number": 1, "action": "reopened", "secret": GITHUB_SECRET}))
            .await;
        assert_eq!(reopened.send(app, &inbound).await.1["ignored"], "the integration is turned off");
        assert_eq!(post_now(app, &acme, dark_id).await.0, "In Progress");

        // Another organization reaches none of it.
        let globex = app.create_org("globex").await;
        let (_, other) = signed_in(app, &globex, "admin@globex.test", "Gil", Some(Role::Admin)).await;
        let (_, _, flash) = post_form(app, "/globex/admin/integrations", &other, &[("action", "tracker-delete"), ("id", &github.to_string())]).await;
        assert!(
            page(app, "/globex/admin/integrations", &other, flash.as_deref())
                .await
                .contains(&format!("Integration {github} was not found"))
        );
        let theirs = vec![("post_id", dark_id.to_string()), ("tracker_id", github.to_string()), ("action", "create".to_owned())];
        let (_, location, _) = send(&other, "/globex/admin/post-issues", theirs).await;
        assert!(location.unwrap().contains("was+not+found"));

        // Unlinked, disconnected; the audit log says who did what.
        send(
            &member,
            issues,
            vec![
                ("post_id", export_id.to_string()),
                ("action", "unlink".to_owned()),
                ("link_id", trackers::links::of_post(app.db.conn(), org_id, app::model::PostId(export_id)).await.unwrap()[0].id.to_string()),
            ],
        )
        .await;
        assert!(trackers::links::of_post(app.db.conn(), org_id, app::model::PostId(export_id)).await.unwrap().is_empty());
        post_form(app, integrations, &admin, &[("action", "tracker-delete"), ("id", &linear.to_string())]).await;
        assert_eq!(trackers::links::of_post(app.db.conn(), org_id, app::model::PostId(dark_id)).await.unwrap().len(), 1, "the Linear link went with it");
        let audit = page(app, "/acme/admin/audit", &admin, None).await;
        for said in [
            "Connected a GitHub repository or Linear team",
            "Disconnected a GitHub repository or Linear team",
            "Linked a post to an issue",
            "Unlinked a post from an issue",
        ] {
            assert!(audit.contains(said), "{said}");
        }

        // Every request upboard sent was one GitHub's and Linear's descriptions allow.
        let log = fake.control(reqwest::Method::GET, "/requests", Value::Null).await;
        let wrong: Vec<&Value> = log["violations"].as_array().unwrap().iter().filter(|v| v["kind"] != "auth").collect();
        assert!(wrong.is_empty(), "{wrong:#?}");
    }
}
