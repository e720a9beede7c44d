//! The MCP server (`/mcp`) driven by a real MCP client: the protocol's official Python SDK
//! (PyPI `mcp`, `mcp_client.py` beside this file), started by each test. It lists the tools
//! and calls every one; a read-only token and the API key cannot write; another organization
//! is out of reach; a revoked token is refused at once by every process. On SQLite and on
//! PostgreSQL.

use crate::support::{TestApp, no_redirects, session_cookie, signed_in, spawn_app_beside};
use app::domain::access::{Actor, Role};
use app::domain::access_tokens;
use app::entities::states::TokenScope;
use serde_json::{Value, json};

on_both_backends!(crate::mcp::cases =>
    a_real_client_lists_the_tools_and_calls_each_as_the_token_s_person,
    read_only_tokens_and_the_api_key_only_read_and_other_organizations_are_out_of_reach,
    tokens_are_made_and_revoked_on_the_me_page_and_a_revoked_one_is_refused_by_every_process,
);

/// What the client is sent with.
pub(crate) enum Credentials<'a> {
    Token(&'a str),
    ApiKey(&'a str, bool),
    Nothing,
}

/// Runs `steps` in one session of the Python client against `app`'s `/mcp`: one JSON value a
/// step (or a single `connect_error`).
pub(crate) async fn client(app: &TestApp, credentials: Credentials<'_>, steps: &Value) -> Vec<Value> {
    let python =
        std::env::var("UPBOARD_TEST_PYTHON").unwrap_or_else(|_| format!("{}/.cache/upboard-tools/venv/bin/python", std::env::var("HOME").unwrap_or_default()));
    let script = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/http/mcp_client.py");
    let mut command = std::process::Command::new(python);
    command
        .arg(script)
        .arg(app.url("/mcp"))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped());
    command.env_remove("MCP_TOKEN").env_remove("MCP_API_KEY").env_remove("MCP_ALLOW_PRIVATE");
    match credentials {
        Credentials::Token(token) => {
            command.env("MCP_TOKEN", token);
        }
        Credentials::ApiKey(key, allow_private) => {
            command.env("MCP_API_KEY", key);
            if allow_private {
                command.env("MCP_ALLOW_PRIVATE", "1");
            }
        }
        Credentials::Nothing => {}
    }
    let steps = steps.to_string();
    // The client waits on the server, which answers on this test's runtime: it runs apart.
    let output = tokio::task::spawn_blocking(move || {
        use std::io::Write;
        let mut child = command.spawn().expect("the MCP client (python with PyPI mcp: make test installs it)");
        child.stdin.take().unwrap().write_all(steps.as_bytes()).unwrap();
        child.wait_with_output()
    })
    .await
    .unwrap()
    .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "the client failed: {}\n{stdout}", String::from_utf8_lossy(&output.stderr));
    stdout.lines().map(|line| serde_json::from_str(line).unwrap_or_else(|_| panic!("not JSON: {line}"))).collect()
}

/// A token of `scope` for `person` (a team member of `org`).
pub(crate) async fn token_for(
    app: &TestApp,
    org: &app::domain::organizations::CreatedOrganization,
    person: &app::entities::user::Model,
    role: Role,
    scope: TokenScope,
) -> String {
    let actor = Actor { user: person.clone(), role: Some(role) };
    access_tokens::create(&app.db, org.organization.id, &actor, "assistant", scope).await.unwrap().secret
}

fn structured(answer: &Value) -> &Value {
    assert_eq!(answer["is_error"], false, "{answer}");
    &answer["structured"]
}

fn refused_with(answer: &Value, status: u16) {
    assert_eq!(answer["is_error"], true, "{answer}");
    assert_eq!(answer["structured"]["error"]["status"], status, "{answer}");
}

pub(crate) mod cases {
    use super::*;

    pub async fn a_real_client_lists_the_tools_and_calls_each_as_the_token_s_person(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let grace = app.token(&acme, "grace@customer.test", "Grace");
        let first = app.post_as(&acme, &grace, "Dark mode for the dashboard").await["id"].as_i64().unwrap();
        let second = app.post_as(&acme, &grace, "Dark theme on the dashboard please").await["id"].as_i64().unwrap();
        let third = app.post_as(&acme, &grace, "Export to CSV").await["id"].as_i64().unwrap();
        assert_eq!(app.vote_as(&acme, &grace, first).await.status(), 201);
        let token = token_for(app, &acme, &acme.admin, Role::Admin, TokenScope::Write).await;
        let board = acme.default_bucket.id.get();
        let admin_id = acme.admin.id.get();

        let steps = json!([
            {"list_tools": true},
            {"templates": true},
            {"call": "search_posts", "args": {"query": "dark"}},
            {"call": "list_posts", "args": {"sort": "oldest_created_at", "per_page": 2}},
            {"call": "get_post", "args": {"post_id": first}},
            {"call": "find_similar_posts", "args": {"title": "dark mode"}},
            {"call": "list_boards", "args": {}},
            {"call": "list_statuses", "args": {}},
            {"call": "list_tags", "args": {}},
            {"call": "list_roadmaps", "args": {}},
            {"call": "list_moderation_queue", "args": {}},
            {"call": "create_post", "args": {"board_id": board, "title": "Single sign-on with Okta", "email": "lin@bigco.test", "name": "Lin", "source": "https://support.test/tickets/42"}},
            {"call": "vote_on_behalf", "args": {"post_id": first, "email": "lin@bigco.test"}},
            {"call": "add_comment", "args": {"post_id": first, "text": "Asked by three customers this week.", "internal": true}},
            {"call": "change_status", "args": {"post_id": first, "status": "planned", "message": "Coming in March."}},
            {"call": "tag_post", "args": {"post_id": first, "tag": "ui"}},
            {"call": "assign_owner", "args": {"post_id": first, "owner_id": admin_id}},
            {"call": "merge_posts", "args": {"duplicate_id": second, "into_id": first}},
            {"call": "unmerge_post", "args": {"duplicate_id": second}},
            {"call": "moderate", "args": {"items": [format!("post:{third}")], "decision": "approve"}},
            {"call": "write_changelog_draft", "args": {"title": "Dark mode", "body": "The dashboard has a **dark** theme.", "post_ids": [first]}},
            {"call": "list_changelog_entries", "args": {}},
            {"read": format!("upboard://posts/{first}")},
            {"read": format!("upboard://boards/{board}")},
            {"call": "no_such_tool", "args": {}},
            {"call": "search_posts", "args": {"query": "dark", "per_pages": 3}},
            {"call": "moderate", "args": {"items": (1..=51).map(|n| format!("post:{n}")).collect::<Vec<_>>(), "decision": "approve"}},
        ]);
        let answers = client(app, Credentials::Token(&token), &steps).await;
        assert_eq!(answers.len(), steps.as_array().unwrap().len(), "{answers:?}");
        let mut answers = answers.iter();
        let mut next = || answers.next().unwrap();

        // Every tool is listed with a schema of its arguments and what it does to the board.
        let tools = next()["tools"].as_array().unwrap().clone();
        let names: Vec<&str> = tools.iter().map(|t| t["name"].as_str().unwrap()).collect();
        assert_eq!(names.len(), 20, "{names:?}");
        for tool in &tools {
            assert_eq!(tool["inputSchema"]["type"], "object", "{tool}");
            assert!(!tool["description"].as_str().unwrap().is_empty());
            let read_only = tool["annotations"]["readOnlyHint"].as_bool().unwrap();
            let name = tool["name"].as_str().unwrap();
            assert_eq!(read_only, name.starts_with("list_") || ["search_posts", "get_post", "find_similar_posts"].contains(&name), "{name}");
        }
        let moderate = tools.iter().find(|t| t["name"] == "moderate").unwrap();
        assert_eq!(moderate["annotations"]["destructiveHint"], true);
        let templates = next()["templates"].as_array().unwrap().clone();
        assert_eq!(templates.iter().map(|t| t["uriTemplate"].as_str().unwrap()).collect::<Vec<_>>(), ["upboard://posts/{id}", "upboard://boards/{id}"]);

        let found = structured(next());
        let found_ids: Vec<i64> = found["posts"].as_array().unwrap().iter().map(|p| p["id"].as_i64().unwrap()).collect();
        assert_eq!(found_ids.len(), 2, "{found}");
        assert!(found_ids.contains(&first) && found_ids.contains(&second));
        let listed = structured(next());
        assert_eq!((listed["total"].as_u64(), listed["posts"][0]["id"].as_i64()), (Some(3), Some(first)), "{listed}");
        let read = structured(next());
        assert_eq!(read["post"]["title"], "Dark mode for the dashboard");
        assert_eq!(read["upvoters"].as_array().unwrap().len(), 1, "Grace's vote: {read}");
        assert!(!structured(next())["posts"].as_array().unwrap().is_empty());
        assert_eq!(structured(next())["boards"][0]["id"].as_i64(), Some(board));
        assert!(structured(next())["statuses"].as_array().unwrap().iter().any(|s| s["kind"] == "planned"));
        assert!(structured(next())["tags"].as_array().unwrap().is_empty());
        assert!(structured(next())["roadmaps"].is_array());
        assert!(structured(next())["posts"].is_array());

        let created = structured(next());
        assert_eq!(created["post"]["title"], "Single sign-on with Okta");
        assert_eq!(created["post"]["submitter"]["email"], "lin@bigco.test", "{created}");
        let voted = structured(next());
        assert_eq!(voted["post"]["votes_count"], 2, "{voted}");
        let comment = structured(next());
        assert_eq!((comment["comment"]["internal"].as_bool(), comment["comment"]["author"]["id"].as_i64()), (Some(true), Some(admin_id)), "{comment}");
        let changed = structured(next());
        assert_eq!(changed["post"]["status"], "Planned", "{changed}");
        assert_eq!(structured(next())["tags"], json!(["ui"]));
        assert_eq!(structured(next())["owner_id"].as_i64(), Some(admin_id));
        assert_eq!(structured(next())["post"]["id"].as_i64(), Some(first));
        assert_eq!(structured(next())["post"]["id"].as_i64(), Some(second));
        let decided = structured(next());
        assert_eq!(decided["approved"], 0, "{decided}: nothing waited");
        let draft = structured(next());
        assert_eq!((draft["entry"]["published"].as_bool(), draft["entry"]["feature_request_ids"].clone()), (Some(false), json!([first])));
        assert_eq!(structured(next())["entries"][0]["title"], "Dark mode");
        let resource: Value = serde_json::from_str(next()["text"].as_str().unwrap()).unwrap();
        assert_eq!(resource["post"]["id"].as_i64(), Some(first));
        let resource: Value = serde_json::from_str(next()["text"].as_str().unwrap()).unwrap();
        assert_eq!(resource["posts"].as_array().unwrap().len(), 4, "{resource}");
        assert!(next().get("error").is_some(), "an unknown tool is the protocol's error");
        // Refused as the REST API refuses: its status, code and message for the same error.
        let misspelt = next();
        refused_with(misspelt, 422);
        assert_eq!(misspelt["structured"]["error"]["code"], "ERROR_CODE_INVALID_PARAM", "{misspelt}");
        refused_with(next(), 422);

        // What the tools did is in the database, as the team's person did it.
        let source = app::entities::comment::Entity::find()
            .filter(app::entities::comment::Column::Internal.eq(true))
            .all(app.db.conn())
            .await
            .unwrap();
        assert!(source.iter().any(|c| c.body_text.contains("https://support.test/tickets/42")), "the source is kept as an internal note");
        assert!(source.iter().all(|c| c.author_id == acme.admin.id));
        let audit = app::domain::admin::audit::list(app.db.conn(), acme.organization.id, &Default::default(), 1).await.unwrap();
        let done: Vec<&str> = audit.entries.iter().map(|e| e.action.as_str()).collect();
        for action in [
            "vote.cast_for_customer",
            "post.status_changed",
            "post.tags_changed",
            "post.owner_changed",
            "post.merged",
            "post.unmerged",
            "changelog.created",
            "access_token.created",
        ] {
            assert!(done.contains(&action), "{action} in {done:?}");
        }
        assert!(audit.entries.iter().all(|e| e.actor_id == Some(admin_id)));
    }

    pub async fn read_only_tokens_and_the_api_key_only_read_and_other_organizations_are_out_of_reach(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let globex = app.create_org("globex").await;
        let grace = app.token(&acme, "grace@customer.test", "Grace");
        let ours = app.post_as(&acme, &grace, "Dark mode").await["id"].as_i64().unwrap();
        let hal = app.token(&globex, "hal@customer.test", "Hal");
        let theirs = app.post_as(&globex, &hal, "Dark mode elsewhere").await["id"].as_i64().unwrap();
        let (member, _) = signed_in(app, &acme, "mo@acme.test", "Mo", Some(Role::Member)).await;
        let read_only = token_for(app, &acme, &member, Role::Member, TokenScope::Read).await;
        let board = acme.default_bucket.id.get();
        let writes = json!([
            {"list_tools": true},
            {"call": "get_post", "args": {"post_id": ours}},
            {"call": "create_post", "args": {"board_id": board, "title": "Nope", "email": "x@y.test"}},
            {"call": "add_comment", "args": {"post_id": ours, "text": "Nope"}},
            {"call": "moderate", "args": {"items": [format!("post:{ours}")], "decision": "spam"}},
            {"call": "get_post", "args": {"post_id": theirs}},
            {"call": "search_posts", "args": {"query": "dark"}},
            {"read": format!("upboard://posts/{theirs}")},
        ]);
        for credentials in [Credentials::Token(&read_only), Credentials::ApiKey(&acme.api_key, false)] {
            let answers = client(app, credentials, &writes).await;
            // Only the reading tools are offered; the writing ones are refused all the same.
            let offered = answers[0]["tools"].as_array().unwrap();
            assert_eq!(offered.len(), 10, "the reading tools: {offered:?}");
            assert!(offered.iter().all(|t| t["annotations"]["readOnlyHint"] == true));
            assert_eq!(structured(&answers[1])["post"]["id"].as_i64(), Some(ours));
            for refused in &answers[2..5] {
                refused_with(refused, 403);
            }
            refused_with(&answers[5], 404);
            let found: Vec<i64> = structured(&answers[6])["posts"].as_array().unwrap().iter().map(|p| p["id"].as_i64().unwrap()).collect();
            assert_eq!(found, [ours], "only acme's posts");
            assert!(answers[7].get("error").is_some(), "{:?}", answers[7]);
        }
        // The API key reads no moderation queue (the team's), and nothing at all without a key.
        let answers = client(app, Credentials::ApiKey(&acme.api_key, true), &json!([{"call": "list_moderation_queue", "args": {}}])).await;
        refused_with(&answers[0], 401);
        let answers = client(app, Credentials::Nothing, &json!([{"list_tools": true}])).await;
        assert!(answers[0].get("connect_error").is_some(), "{answers:?}");
        let answers = client(app, Credentials::ApiKey("ub_not_a_key", false), &json!([{"list_tools": true}])).await;
        assert!(answers[0].get("connect_error").is_some(), "{answers:?}");
        // Nothing was written by the refused calls.
        let post = app::domain::posts::find_visible(app.db.conn(), acme.organization.id, app::model::PostId(ours), true).await.unwrap();
        assert_eq!(post.approval_status, app::entities::states::Approval::Approved);
        let (comments, _) = app::domain::comments::list(app.db.conn(), acme.organization.id, Some(app::model::PostId(ours)), true, 1, 10)
            .await
            .unwrap();
        assert!(comments.is_empty());
    }

    pub async fn tokens_are_made_and_revoked_on_the_me_page_and_a_revoked_one_is_refused_by_every_process(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let other = spawn_app_beside(app).await;
        let cookie = session_cookie(app, "acme", acme.admin.clone()).await;
        let page = |cookie: String| async move {
            let response = app.http.get(app.url("/acme/me/tokens")).header("cookie", cookie).send().await.unwrap();
            (response.status().as_u16(), response.text().await.unwrap())
        };
        let (status, html) = page(cookie.clone()).await;
        assert_eq!(status, 200);
        assert!(html.contains("/mcp") && html.contains("name=\"scope\""), "{html}");

        // Made: shown once, in the answer to the form.
        let made = no_redirects()
            .post(app.url("/acme/me/tokens"))
            .header("cookie", &cookie)
            .header("origin", &app.base_url)
            .form(&[("action", "create"), ("name", "Claude <laptop>"), ("scope", "write")])
            .send()
            .await
            .unwrap();
        assert_eq!(made.status(), 200);
        let html = made.text().await.unwrap();
        let at = html.find("value=\"upat_").expect("the new token, shown once") + "value=\"".len();
        let secret = html[at..at + 45].to_owned();
        assert!(html.contains("Claude &lt;laptop&gt;") && !html.contains("Claude <laptop>"), "the name is escaped");
        let (_, again) = page(cookie.clone()).await;
        assert!(!again.contains(&secret), "the token is not shown again");

        let list = json!([{"call": "list_boards", "args": {}}]);
        for server in [app, &other] {
            let answers = client(server, Credentials::Token(&secret), &list).await;
            assert!(structured(&answers[0])["boards"].is_array());
        }
        let raw = |server: &TestApp| {
            server
                .http
                .post(server.url("/mcp"))
                .header("authorization", format!("Bearer {secret}"))
                .header("accept", "application/json, text/event-stream")
                .json(&json!({"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}}))
                .send()
        };
        assert_eq!(raw(&other).await.unwrap().status(), 200);

        // A customer has no tokens to make; a forged form from elsewhere changes nothing.
        let (_, customer) = signed_in(app, &acme, "grace@customer.test", "Grace", None).await;
        let (status, html) = page(customer.clone()).await;
        assert_eq!(status, 403, "{html}");
        let forged = no_redirects()
            .post(app.url("/acme/me/tokens"))
            .header("cookie", &cookie)
            .header("origin", "https://evil.test")
            .form(&[("action", "create"), ("name", "forged"), ("scope", "write")])
            .send()
            .await
            .unwrap();
        assert_eq!(forged.status(), 403);

        // Revoked on one process: the other refuses it at its next request.
        let id = access_tokens::list(app.db.conn(), acme.admin.id).await.unwrap()[0].id.to_string();
        let revoked = no_redirects()
            .post(app.url("/acme/me/tokens"))
            .header("cookie", &cookie)
            .header("origin", &app.base_url)
            .form(&[("action", "revoke"), ("id", id.as_str())])
            .send()
            .await
            .unwrap();
        assert_eq!(revoked.status(), 200);
        let refused = raw(&other).await.unwrap();
        assert_eq!(refused.status(), 401);
        assert_eq!(refused.headers()["www-authenticate"], "Bearer realm=\"upboard\"");
        let body: Value = refused.json().await.unwrap();
        assert_eq!((body["success"].as_bool(), body["error"].as_str()), (Some(false), Some("ERROR_CODE_INVALID_TOKEN")), "the REST API's error body: {body}");
        let answers = client(&other, Credentials::Token(&secret), &list).await;
        assert!(answers[0].get("connect_error").is_some(), "{answers:?}");
        other.finish().await;
    }
}

use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
