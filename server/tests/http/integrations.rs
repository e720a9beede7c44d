//! Slack channels (docs/integrations.md), driven through the integrations page's forms. Two
//! loopback receivers answer as a Slack incoming webhook does: `ok` for a message Slack would
//! take, `400 invalid_blocks` for one it would refuse (checked against Block Kit's limits), and
//! one of them `404 no_service`, as Slack answers for a removed webhook. On SQLite and on
//! PostgreSQL.

use crate::support::{TestApp, no_redirects, post_form, signed_in};
use app::domain::access::Role;
use app::domain::outbox::webhooks::slack;
use sea_orm::ConnectionTrait;
use serde_json::{Value, json};
use std::sync::{Arc, Mutex};

on_both_backends!(crate::integrations::cases => slack_channels_hear_their_board_in_the_organizations_language_and_show_their_health);

/// A Slack incoming webhook on loopback (`/services/T…/B…/secret`): keeps each message it
/// took, refuses what Slack refuses.
#[derive(Clone)]
struct Slack {
    url: String,
    took: Arc<Mutex<Vec<Value>>>,
}

/// What Slack checks of an incoming webhook's message (Block Kit reference: at most 50
/// blocks; a section's text 1 to 3,000 characters; a context at most 10 elements; `text`
/// required as the notification's fallback once blocks are sent).
fn slack_refuses(message: &Value) -> Option<String> {
    let text = message["text"].as_str().filter(|t| !t.is_empty())?;
    if text.chars().count() > 40_000 {
        return Some("text too long".into());
    }
    let blocks = message["blocks"].as_array()?;
    if blocks.is_empty() || blocks.len() > 50 {
        return Some(format!("{} blocks", blocks.len()));
    }
    for block in blocks {
        let ok_text = |t: &Value| {
            matches!(t["type"].as_str(), Some("mrkdwn" | "plain_text")) && t["text"].as_str().is_some_and(|s| !s.is_empty() && s.chars().count() <= 3000)
        };
        let fine = match block["type"].as_str() {
            Some("section") => ok_text(&block["text"]),
            Some("context") => block["elements"].as_array().is_some_and(|e| !e.is_empty() && e.len() <= 10 && e.iter().all(ok_text)),
            _ => false,
        };
        if !fine {
            return Some(format!("invalid block {block}"));
        }
    }
    None
}

impl Slack {
    async fn start(removed: bool) -> Self {
        let took = Arc::new(Mutex::new(Vec::new()));
        let kept = took.clone();
        let app = axum::Router::new().route(
            "/services/T0001/B0002/{secret}",
            axum::routing::post(move |headers: axum::http::HeaderMap, body: String| {
                let kept = kept.clone();
                async move {
                    use axum::http::StatusCode;
                    if removed {
                        return (StatusCode::NOT_FOUND, "no_service".to_owned());
                    }
                    let json = headers.get("content-type").and_then(|v| v.to_str().ok()).is_some_and(|v| v.starts_with("application/json"));
                    let Ok(message) = serde_json::from_str::<Value>(&body) else { return (StatusCode::BAD_REQUEST, "invalid_payload".to_owned()) };
                    if !json {
                        return (StatusCode::BAD_REQUEST, "invalid_payload".to_owned());
                    }
                    if let Some(why) = slack_refuses(&message) {
                        return (StatusCode::BAD_REQUEST, format!("invalid_blocks: {why}"));
                    }
                    kept.lock().unwrap().push(message);
                    (StatusCode::OK, "ok".to_owned())
                }
            }),
        );
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}/services/T0001/B0002/xoxSecretPart42", listener.local_addr().unwrap());
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        Self { url, took }
    }

    fn took(&self) -> Vec<Value> {
        self.took.lock().unwrap().clone()
    }
}

/// A form's fields as `post_form` takes them.
fn pairs<'a>(fields: &'a [(&'static str, String)]) -> Vec<(&'static str, &'a str)> {
    fields.iter().map(|(k, v)| (*k, v.as_str())).collect()
}

/// The whole text of a message's blocks.
fn words(message: &Value) -> String {
    let mut all = String::new();
    for block in message["blocks"].as_array().unwrap() {
        all.push_str(block["text"]["text"].as_str().unwrap_or_default());
        for element in block["elements"].as_array().into_iter().flatten() {
            all.push_str(element["text"].as_str().unwrap_or_default());
        }
        all.push('\n');
    }
    all
}

async fn page(app: &TestApp, cookie: &str, flash: Option<&str>) -> String {
    let cookie = match flash {
        Some(flash) => format!("{cookie}; {flash}"),
        None => cookie.to_owned(),
    };
    let response = no_redirects().get(app.url("/acme/admin/integrations")).header("cookie", cookie).send().await.unwrap();
    assert_eq!(response.status(), 200);
    response.text().await.unwrap()
}

/// Everything waiting is fanned out and sent, as the worker's rounds do.
async fn deliver(app: &TestApp) {
    let sender = server::delivery::webhooks::Sender::new(true);
    while server::delivery::fan_out(&app.state).await.unwrap() + server::delivery::send_due(&app.state, &sender).await.unwrap() > 0 {}
}

mod cases {
    use super::*;

    pub async fn slack_channels_hear_their_board_in_the_organizations_language_and_show_their_health(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let org_id = acme.organization.id;
        let (_, admin) = signed_in(app, &acme, "admin@x.test", "Ada", Some(Role::Admin)).await;
        let (_, member) = signed_in(app, &acme, "member@x.test", "Max", Some(Role::Member)).await;
        let mobile = app::domain::buckets::create(&app.db, org_id, "Mobile", false).await.unwrap();
        let (ideas, removed) = (Slack::start(false).await, Slack::start(true).await);

        let empty = page(app, &admin, None).await;
        assert!(empty.contains("No Slack channel is connected yet.") && empty.contains("<option value=\"\" selected"), "{empty}");
        let refused = no_redirects().get(app.url("/acme/admin/integrations")).header("cookie", &member).send().await.unwrap();
        assert_eq!(refused.status(), 403, "admins only");
        let (status, _, _) =
            post_form(app, "/acme/admin/integrations", &member, &[("action", "slack-connect"), ("url", &ideas.url), ("events", "post.created")]).await;
        assert_eq!(status, 403, "admins only, for the form too");

        // A refused form says why and keeps what it held.
        let form = |url: &str, bucket: String, events: &[&'static str]| {
            let mut fields = vec![("form", "slack-connect".to_owned()), ("action", "slack-connect".to_owned()), ("url", url.to_owned()), ("bucket_id", bucket)];
            fields.extend(events.iter().map(|e| ("events", (*e).to_owned())));
            fields
        };
        let wrong = form("ftp://hooks.slack.test/x", String::new(), &["post.created"]);
        let (_, _, flash) = post_form(app, "/acme/admin/integrations", &admin, &pairs(&wrong)).await;
        let shown = page(app, &admin, flash.as_deref()).await;
        assert!(
            shown.contains("role=\"alert\"") && shown.contains("must start with https://") && shown.contains("value=\"ftp://hooks.slack.test/x\""),
            "{shown}"
        );
        let votes = form(&ideas.url, String::new(), &["vote.created"]);
        let (_, _, flash) = post_form(app, "/acme/admin/integrations", &admin, &pairs(&votes)).await;
        assert!(page(app, &admin, flash.as_deref()).await.contains("unknown event"), "a channel hears posts, statuses and comments only");

        // Connected: the default board to one channel, every board's new posts to a removed one.
        let default_board = acme.default_bucket.id.to_string();
        let first = form(&ideas.url, default_board.clone(), &["post.created", "post.status_changed", "comment.created"]);
        let (status, location, flash) = post_form(app, "/acme/admin/integrations", &admin, &pairs(&first)).await;
        assert_eq!((status, location.as_deref()), (303, Some("/acme/admin/integrations")));
        let shown = page(app, &admin, flash.as_deref()).await;
        assert!(shown.contains("/services/T0001/B0002/…") && !shown.contains("xoxSecretPart42"), "the secret part is hidden: {shown}");
        assert!(shown.contains("New posts, Status changes, New comments"), "{shown}");
        let second = form(&removed.url, String::new(), &["post.created"]);
        post_form(app, "/acme/admin/integrations", &admin, &pairs(&second)).await;
        let channels = slack::list(app.db.conn(), org_id).await.unwrap();
        assert_eq!(channels.len(), 2);
        for channel in &channels {
            assert!(!channel.secret.contains("xoxSecretPart42") && !channel.url.contains("xoxSecretPart42"), "kept sealed: {channel:?}");
        }
        assert_eq!(slack::address(&app.state.sealer, &channels[0]).unwrap(), ideas.url);

        // The API's webhooks are the signed ones only.
        let listed: Value = app
            .request(reqwest::Method::GET, "/api/v3/webhooks", &acme.api_key, Some(&app.token(&acme, &acme.admin.email, "Ada")))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        assert_eq!(listed["webhooks"], json!([]), "{listed}");
        let id = channels[0].id;
        let deleted = app
            .request(reqwest::Method::DELETE, &format!("/api/v3/webhooks/{id}"), &acme.api_key, Some(&app.token(&acme, &acme.admin.email, "Ada")))
            .send()
            .await
            .unwrap();
        assert_eq!(deleted.status(), 404, "a channel is not the API's");

        // What happens on the boards.
        let grace = app.token(&acme, "grace@customer.test", "Grace <Hopper>");
        let body = json!({"title": "Dark mode & <b>themes</b>", "bucket_id": acme.default_bucket.id, "description": "Compare 1 < 2 & 3 > 2, <@U024BE7LH>"});
        let post: Value = app
            .send_json(reqwest::Method::POST, "/api/v3/feature_requests", &acme.api_key, Some(&grace), &body)
            .await
            .json()
            .await
            .unwrap();
        let post_id = post["id"].as_i64().unwrap();
        let elsewhere = json!({"title": "Offline sync", "bucket_id": mobile.id});
        assert_eq!(app.send_json(reqwest::Method::POST, "/api/v3/feature_requests", &acme.api_key, Some(&grace), &elsewhere).await.status(), 201);
        assert_eq!(app.comment_as(&acme, &grace, post_id, "Please, soon!").await.status(), 201);
        let ada = app.token(&acme, &acme.admin.email, "Ada");
        let internal = json!({"feature_request_id": post_id, "comment": "Only for us", "internal": true});
        assert_eq!(app.send_json(reqwest::Method::POST, "/api/v3/comments", &acme.api_key, Some(&ada), &internal).await.status(), 201);
        let moved = app
            .send_json(reqwest::Method::PUT, &format!("/api/v3/feature_requests/{post_id}"), &acme.api_key, Some(&ada), &json!({"status": "In Progress"}))
            .await;
        assert_eq!(moved.status(), 200);
        deliver(app).await;

        let took = ideas.took();
        let said: Vec<String> = took.iter().map(words).collect();
        assert_eq!(took.len(), 3, "the default board's post, public comment and status change, nothing else: {said:#?}");
        // Sent at once, they arrive in any order.
        let one = |start: &str| said.iter().find(|s| s.starts_with(start)).unwrap_or_else(|| panic!("no message starts {start:?}: {said:#?}")).clone();
        let created = one(&format!("*New post on {}*", acme.default_bucket.name));
        let url = post["url"].as_str().unwrap();
        assert!(created.contains(&format!("<{url}|Dark mode &amp; &lt;b&gt;themes&lt;/b&gt;>")), "linked, escaped: {created}");
        assert!(created.contains("1 &lt; 2 &amp; 3 &gt; 2, &lt;@U024BE7LH&gt;") && !created.contains("<@U024BE7LH>"), "no mention: {created}");
        assert!(created.contains("by Grace &lt;Hopper&gt;"), "{created}");
        let commented = one("*Grace &lt;Hopper&gt; commented*");
        assert!(commented.contains(">Please, soon!") && commented.contains(url), "{commented}");
        let moved = one(&format!("*Status changed on {}*", acme.default_bucket.name));
        assert!(moved.contains("Now In Progress (was Submitted)"), "{moved}");
        assert!(!said.iter().any(|s| s.contains("Only for us") || s.contains("Offline sync")), "no internal comment, no other board");
        assert!(took.iter().all(|m| m["text"].as_str().is_some_and(|t| !t.is_empty())), "a fallback text for notifications");

        // Health: the channel that takes messages, and the removed one, failing and retried.
        let shown = page(app, &admin, None).await;
        let (good, bad) = shown.split_at(shown.find(&format!("{}/services", removed.url.split("/services").next().unwrap())).unwrap());
        assert!(good.contains("Last message delivered</dt><dd>") && !good.contains("Never yet"), "{good}");
        assert!(bad.contains("HTTP 404: no_service") && bad.contains("failing since"), "{bad}");

        // A test message; then, once the organization speaks French, its messages do too.
        let (_, _, flash) = post_form(app, "/acme/admin/integrations", &admin, &[("action", "slack-test"), ("id", &id.to_string())]).await;
        assert!(page(app, &admin, flash.as_deref()).await.contains("A test message is on its way"));
        deliver(app).await;
        let speak = async |locale: &'static str| {
            let sql = format!("UPDATE organizations SET default_locale = '{locale}' WHERE id = {}", org_id.get());
            app.db.conn().execute_unprepared(&sql).await.map(|_| ())
        };
        speak("fr").await.unwrap();
        let export = json!({"title": "Export PDF", "bucket_id": acme.default_bucket.id});
        assert_eq!(app.send_json(reqwest::Method::POST, "/api/v3/feature_requests", &acme.api_key, Some(&grace), &export).await.status(), 201);
        deliver(app).await;
        speak("en").await.unwrap();
        let took = ideas.took();
        assert_eq!(took.len(), 5, "{took:#?}");
        assert!(words(&took[3]).contains(&format!("A test message from {}", acme.organization.display_name)), "{}", words(&took[3]));
        assert!(words(&took[3]).contains(&acme.default_bucket.name), "it names its board: {}", words(&took[3]));
        assert!(words(&took[4]).contains("*Nouvelle publication dans ") && words(&took[4]).contains("par Grace &lt;Hopper&gt;"), "{}", words(&took[4]));

        // Off, on, disconnected; the audit log says who connected and disconnected.
        let removed_id = channels[1].id.to_string();
        let (_, _, flash) = post_form(app, "/acme/admin/integrations", &admin, &[("action", "slack-disable"), ("id", &removed_id)]).await;
        assert!(page(app, &admin, flash.as_deref()).await.contains(">Turn on</button>"));
        let (_, _, flash) = post_form(app, "/acme/admin/integrations", &admin, &[("action", "slack-delete"), ("id", &removed_id)]).await;
        assert!(page(app, &admin, flash.as_deref()).await.contains("disconnected"));
        assert_eq!(slack::list(app.db.conn(), org_id).await.unwrap().len(), 1);
        let audit = no_redirects().get(app.url("/acme/admin/audit")).header("cookie", &admin).send().await.unwrap().text().await.unwrap();
        assert!(audit.contains("Connected a Slack channel") && audit.contains("Disconnected a Slack channel"), "audited");
    }
}
