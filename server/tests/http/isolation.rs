//! Tenant isolation as a matrix: every operation of the OpenAPI document, called with another
//! organization's API key and its admin's token (`ALLOW-PRIVATE: true`, the most a caller can
//! ask for) on acme's ids, answers as the API's contract says and changes nothing of acme. The
//! operations come from the document itself: one that the table below does not name fails the
//! test, so a new endpoint cannot be left out of the matrix.

use crate::support::TestApp;
use serde_json::{Value, json};

on_both_backends!(crate::isolation::cases =>
    another_organizations_key_and_token_reach_nothing_of_acme_through_any_operation,
);

/// What one operation, called by globex on acme's ids, must answer.
#[derive(Clone, Copy, Debug)]
enum Expect {
    /// 404: an id in the path names nothing of the caller's organization.
    NotFound,
    /// 404 or 422: an id in the body or query names nothing of the caller's organization.
    Refused,
    /// 2xx, about the caller's own organization only: nothing of acme in the answer.
    OwnOnly,
}

/// acme's things that the operations name: ids and the words only acme's rows hold.
struct Acme {
    post: i64,
    comment: i64,
    tag: i64,
    entry: i64,
    webhook: i64,
    delivery: i64,
    member: i64,
    customer: i64,
    bucket: i64,
    private_bucket: i64,
}

/// Every operation of the document, by its `operation_id`: the query it is sent with, its
/// body (JSON), and what it must answer. `{post}` and the like in paths are acme's ids.
fn matrix(a: &Acme) -> Vec<(&'static str, String, Option<Value>, Expect)> {
    use Expect::*;
    let (post, comment, customer, bucket, private) = (a.post, a.comment, a.customer, a.bucket, a.private_bucket);
    vec![
        ("get_organization_info", String::new(), None, OwnOnly),
        ("submit_post", String::new(), Some(json!({"title": "Into acme's board", "bucket": "acme private"})), Refused),
        ("list_latest_posts", format!("?bucket_id={bucket}"), None, OwnOnly),
        ("create_post", String::new(), Some(json!({"title": "Into acme's board", "bucket_id": private})), Refused),
        (
            "create_post_on_behalf",
            String::new(),
            Some(json!({"title": "Into acme's board", "bucket_id": bucket, "email": "x@globex.test", "name": "X"})),
            Refused,
        ),
        ("get_post", String::new(), None, NotFound),
        ("update_post", String::new(), Some(json!({"title": "Taken over", "status": "Planned"})), NotFound),
        ("list_posts", format!("?bucket_id={bucket}"), None, Refused),
        ("cast_vote", String::new(), None, NotFound),
        ("remove_vote", String::new(), None, NotFound),
        ("merge_post", String::new(), Some(json!({"into_id": post})), NotFound),
        ("unmerge_post", String::new(), None, NotFound),
        ("list_comments", format!("?feature_request_id={post}"), None, NotFound),
        ("create_comment", String::new(), Some(json!({"feature_request_id": post, "comment": "Hello acme", "parent_id": comment})), Refused),
        ("get_comment", String::new(), None, NotFound),
        ("update_comment", String::new(), Some(json!({"comment": "Rewritten", "pinned": true})), NotFound),
        ("list_upvoters", format!("?feature_request_id={post}"), None, NotFound),
        ("create_customer", String::new(), Some(json!({"email": "grace@acme-secret.test", "name": "Grace"})), OwnOnly),
        ("delete_customers", format!("?ids[]={customer}"), None, OwnOnly),
        ("import_customers", String::new(), Some(json!({"customers": [{"email": "grace@acme-secret.test", "name": "Renamed"}]})), OwnOnly),
        ("list_team_members", String::new(), None, OwnOnly),
        ("create_team_member", String::new(), Some(json!({"email": "x@globex.test", "role": "member"})), OwnOnly),
        ("import_team_members", String::new(), Some(json!({"team": [{"email": "y@globex.test", "role": "member"}]})), OwnOnly),
        ("delete_team_member", String::new(), None, NotFound),
        ("list_buckets", String::new(), None, OwnOnly),
        ("list_tags", String::new(), None, OwnOnly),
        ("create_tag", String::new(), Some(json!({"name": "globex's own"})), OwnOnly),
        ("update_tag", String::new(), Some(json!({"name": "taken"})), NotFound),
        ("delete_tag", String::new(), None, NotFound),
        ("list_changelog_entries", String::new(), None, OwnOnly),
        ("get_changelog_entry", String::new(), None, NotFound),
        (
            "create_changelog_entry",
            String::new(),
            Some(json!({"title": "Shipped", "body": "x", "feature_request_ids": [post], "published": true, "mark_completed": true})),
            Refused,
        ),
        ("update_changelog_entry", String::new(), Some(json!({"title": "Taken", "published": false})), NotFound),
        ("delete_changelog_entry", String::new(), None, NotFound),
        ("list_webhooks", String::new(), None, OwnOnly),
        ("create_webhook", String::new(), Some(json!({"url": "https://hooks.globex.test/in", "events": ["post.created"]})), OwnOnly),
        ("update_webhook", String::new(), Some(json!({"enabled": false})), NotFound),
        ("delete_webhook", String::new(), None, NotFound),
        ("rotate_webhook_secret", String::new(), None, NotFound),
        ("list_webhook_deliveries", String::new(), None, NotFound),
        ("send_webhook_test", String::new(), None, NotFound),
        ("resend_webhook_delivery", String::new(), None, NotFound),
    ]
}

/// `path` of the document with its `{id}` as the acme thing the path names.
fn with_acmes_id(path: &str, a: &Acme) -> String {
    let id = match path {
        p if p.starts_with("/feature_requests/{id}") => a.post,
        p if p.starts_with("/comments/{id}") => a.comment,
        p if p.starts_with("/tags/{id}") => a.tag,
        p if p.starts_with("/changelog/{id}") => a.entry,
        p if p.starts_with("/webhooks/deliveries/{id}") => a.delivery,
        p if p.starts_with("/webhooks/{id}") => a.webhook,
        p if p.starts_with("/teams/{id}") => a.member,
        p if !p.contains('{') => return p.to_owned(),
        p => panic!("{p}: which of acme's things does it name? Teach `with_acmes_id`."),
    };
    path.replace("{id}", &id.to_string())
}

mod cases {
    use super::*;
    use reqwest::Method;

    pub async fn another_organizations_key_and_token_reach_nothing_of_acme_through_any_operation(app: &TestApp) {
        // acme, with one of each thing an operation can name, each worded "acme".
        let acme = app.create_org("acme").await;
        let admin = app.token(&acme, &acme.admin.email, &acme.admin.name);
        let grace = app.token(&acme, "grace@acme-secret.test", "Grace Acme");
        let private = app::domain::buckets::create(&app.db, acme.organization.id, "acme private", true).await.unwrap();
        let post = app.post_as(&acme, &grace, "acme secret post").await["id"].as_i64().unwrap();
        assert_eq!(app.vote_as(&acme, &grace, post).await.status(), 201);
        let comment = app.comment_as(&acme, &grace, post, "acme secret comment").await;
        assert_eq!(comment.status(), 201);
        let comment = comment.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
        let send = |method: Method, path: &str, token: &str, body: Value| {
            app.request(method, path, &acme.api_key, Some(token)).header("ALLOW-PRIVATE", "true").json(&body).send()
        };
        let made = |response: reqwest::Response| async move {
            let status = response.status();
            let body: Value = response.json().await.unwrap();
            assert!(status.is_success(), "{status}: {body}");
            body
        };
        let tag = made(send(Method::POST, "/api/v3/tags", &admin, json!({"name": "acme-secret-tag"})).await.unwrap()).await["id"]
            .as_i64()
            .unwrap();
        let entry = made(
            send(Method::POST, "/api/v3/changelog", &admin, json!({"title": "acme secret entry", "body": "x", "published": true}))
                .await
                .unwrap(),
        )
        .await["id"]
            .as_i64()
            .unwrap();
        let receiver = crate::outbox::Receiver::start(0).await;
        let webhook = made(send(Method::POST, "/api/v3/webhooks", &admin, json!({"url": receiver.url, "events": ["post.created"]})).await.unwrap()).await;
        let webhook = webhook["id"].as_i64().unwrap();
        assert_eq!(send(Method::POST, &format!("/api/v3/webhooks/{webhook}/test"), &admin, json!({})).await.unwrap().status(), 202);
        let deliveries = made(send(Method::GET, &format!("/api/v3/webhooks/{webhook}/deliveries"), &admin, Value::Null).await.unwrap()).await;
        let delivery = deliveries["deliveries"][0]["id"].as_i64().expect("the test event's delivery");
        let joined = made(
            send(Method::POST, "/api/v3/teams", &admin, json!({"email": "max@acme-secret.test", "name": "Max Acme", "role": "member"}))
                .await
                .unwrap(),
        )
        .await;
        let member = joined["id"].as_i64().expect("the team membership's id");
        let customer = app::domain::users::find_by_email(app.db.conn(), acme.organization.id, &app::model::Email::parse("grace@acme-secret.test").unwrap())
            .await
            .unwrap()
            .unwrap()
            .id
            .get();
        let a = Acme { post, comment, tag, entry, webhook, delivery, member, customer, bucket: acme.default_bucket.id.get(), private_bucket: private.id.get() };

        // globex, whose admin calls every operation.
        let globex = app.create_org("globex").await;
        let theirs = app.token(&globex, &globex.admin.email, &globex.admin.name);
        let before = crate::support::rows_of(app, acme.organization.id).await;
        // What only acme's rows say (globex's own requests may echo an e-mail it sent itself).
        let acmes_words: Vec<String> =
            ["acme secret post", "acme secret comment", "acme-secret-tag", "acme secret entry", "grace acme", "max acme", "acme private", &receiver.url]
                .iter()
                .map(|w| w.to_lowercase())
                .collect();

        // The operations, from the document.
        let document = serde_json::to_value(<server::rest::ApiDoc as utoipa::OpenApi>::openapi()).unwrap();
        let mut operations = Vec::new();
        for (path, item) in document["paths"].as_object().unwrap() {
            for method in ["get", "post", "put", "patch", "delete"] {
                if let Some(operation) = item.get(method) {
                    let id = operation["operationId"].as_str().unwrap_or_else(|| panic!("{method} {path} has no operationId")).to_owned();
                    operations.push((id, method.to_uppercase(), path.clone()));
                }
            }
        }
        let table = matrix(&a);
        let named: std::collections::BTreeSet<&str> = table.iter().map(|(id, ..)| *id).collect();
        let documented: std::collections::BTreeSet<&str> = operations.iter().map(|(id, ..)| id.as_str()).collect();
        assert_eq!(named, documented, "the matrix names each operation of the document, no more and no fewer");

        let mut refused = 0;
        for (id, method, path) in &operations {
            let (_, query, body, expect) = table.iter().find(|(named, ..)| named == id).unwrap();
            let url = format!("/api/v3{}{query}", with_acmes_id(path, &a));
            let method = Method::from_bytes(method.as_bytes()).unwrap();
            let mut request = app.request(method.clone(), &url, &globex.api_key, Some(&theirs)).header("ALLOW-PRIVATE", "true");
            if let Some(body) = body {
                request = request.json(body);
            }
            let response = request.send().await.unwrap();
            let status = response.status().as_u16();
            let text = response.text().await.unwrap();
            let said = format!("{id} ({method} {url}) answered {status}: {text}");
            match expect {
                Expect::NotFound => assert_eq!(status, 404, "{said}"),
                Expect::Refused => assert!(status == 404 || status == 422, "{said}"),
                Expect::OwnOnly => assert!((200..300).contains(&status), "{said}"),
            }
            if !matches!(expect, Expect::OwnOnly) {
                refused += 1;
            }
            // (An answer may repeat what globex itself sent, as a refusal naming it does.)
            let sent = format!("{url} {}", body.as_ref().map(Value::to_string).unwrap_or_default()).to_lowercase();
            let lower = text.to_lowercase();
            if let Some(word) = acmes_words.iter().find(|w| lower.contains(w.as_str()) && !sent.contains(w.as_str())) {
                panic!("“{word}”, of acme, in the answer: {said}");
            }
        }
        assert_eq!(crate::support::rows_of(app, acme.organization.id).await, before, "globex changed nothing of acme");
        println!(
            "tenant isolation: {} operations called with another organization's key and admin token, {refused} of them on acme's ids refused",
            operations.len()
        );
    }
}
