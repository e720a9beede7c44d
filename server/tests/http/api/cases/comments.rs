//! Comments.

use super::posts::{admin_token, create_post, is_iso_utc};
use crate::support::TestApp;
use app::domain::organizations::CreatedOrganization;
use reqwest::Method;
use serde_json::{Value, json};

async fn comment(app: &TestApp, org: &CreatedOrganization, token: &str, body: Value) -> reqwest::Response {
    app.request(Method::POST, "/api/v3/comments", &org.api_key, Some(token)).json(&body).send().await.unwrap()
}

pub async fn comments_thread_count_and_stay_in_their_organization(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let post = create_post(app, &acme, "grace@customer.test", json!({"title": "Dark mode", "bucket_id": acme.default_bucket.id})).await;
    let grace = app.token(&acme, "grace@customer.test", "Grace");
    let admin = admin_token(app, &acme).await;
    let response = comment(app, &acme, &grace, json!({"feature_request_id": post["id"], "comment": "<p>Please! <img src=x onerror=alert(1)></p>"})).await;
    assert_eq!(response.status(), 201);
    let first: Value = response.json().await.unwrap();
    assert_eq!(
        crate::support::keys(&first),
        crate::support::sorted(&[
            "id",
            "comment_html",
            "comment",
            "parent_id",
            "feature_request",
            "pinned",
            "internal",
            "approval_status",
            "created_at",
            "updated_at",
            "author",
        ])
    );
    assert!(!first["comment_html"].as_str().unwrap().contains("onerror"), "{}", first["comment_html"]);
    assert_eq!(first["comment"], "Please!");
    assert_eq!(first["parent_id"], Value::Null);
    assert_eq!(first["feature_request"], json!({"id": post["id"], "url": post["url"], "title": "Dark mode"}));
    assert_eq!((first["pinned"].as_bool(), first["internal"].as_bool()), (Some(false), Some(false)));
    assert_eq!(first["approval_status"], "approved");
    assert!(is_iso_utc(&first["created_at"]));
    let author = &first["author"];
    assert_eq!(
        (author["name"].as_str(), author["email"].as_str(), author["role"].as_str()),
        (Some("Someone"), Some("grace@customer.test"), Some("customer")),
        "the name of the first token stays"
    );
    assert_eq!(author["profile_picture"], json!({"url": null}));
    assert!(author["id"].is_i64() && author["url"].is_string());

    let reply: Value = comment(app, &acme, &admin, json!({"feature_request_id": post["id"], "comment": "On it", "parent_id": first["id"]}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(reply["parent_id"], first["id"]);
    assert_eq!(reply["author"]["role"], "admin");
    let internal = comment(app, &acme, &grace, json!({"feature_request_id": post["id"], "comment": "psst", "internal": true})).await;
    assert_eq!(internal.status(), 403, "customers write no internal comments");
    let note: Value = comment(app, &acme, &admin, json!({"feature_request_id": post["id"], "comment": "Team note", "internal": true}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(note["internal"], true);
    let counted: Value = app.get_with_key(&format!("/api/v3/feature_requests/{}", post["id"]), &acme.api_key).await.json().await.unwrap();
    assert_eq!(counted["comments_count"], 2, "internal notes are not counted");

    assert_eq!(comment(app, &acme, &grace, json!({"feature_request_id": post["id"]})).await.status(), 422);
    assert_eq!(comment(app, &acme, &grace, json!({"feature_request_id": post["id"], "comment": "  "})).await.status(), 422);
    assert_eq!(comment(app, &acme, &grace, json!({"comment": "where?"})).await.status(), 422);
    assert_eq!(comment(app, &acme, &grace, json!({"feature_request_id": 999_999, "comment": "x"})).await.status(), 404);
    assert_eq!(
        comment(app, &acme, &grace, json!({"feature_request_id": post["id"], "comment": "x", "parent_id": 999_999}))
            .await
            .status(),
        422
    );

    let got: Value = app.get_with_key(&format!("/api/v3/comments/{}", first["id"]), &acme.api_key).await.json().await.unwrap();
    assert_eq!(got, first);
    let globex = app.create_org("globex").await;
    assert_eq!(app.get_with_key(&format!("/api/v3/comments/{}", first["id"]), &globex.api_key).await.status(), 404);
    let outsider = app.token(&globex, "grace@customer.test", "Grace");
    assert_eq!(comment(app, &globex, &outsider, json!({"feature_request_id": post["id"], "comment": "hi"})).await.status(), 404);
}

pub async fn comment_updates_follow_the_permission_rules(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let post = create_post(app, &acme, "grace@customer.test", json!({"title": "Dark mode", "bucket_id": acme.default_bucket.id})).await;
    let grace = app.token(&acme, "grace@customer.test", "Grace");
    let alan = app.token(&acme, "alan@customer.test", "Alan");
    let admin = admin_token(app, &acme).await;
    let first: Value = comment(app, &acme, &grace, json!({"feature_request_id": post["id"], "comment": "Typo"})).await.json().await.unwrap();
    let path = format!("/api/v3/comments/{}", first["id"]);
    let put = |token: &str, body: Value| app.request(Method::PUT, &path, &acme.api_key, Some(token)).json(&body).send();

    let edited = put(&grace, json!({"comment": "Fixed"})).await.unwrap();
    assert_eq!(edited.status(), 200);
    let edited: Value = edited.json().await.unwrap();
    assert_eq!((edited["comment"].as_str(), edited["pinned"].as_bool()), (Some("Fixed"), Some(false)));
    assert_eq!(put(&grace, json!({"comment": "Fixed", "pinned": true})).await.unwrap().status(), 403, "only the team pins");
    assert_eq!(put(&alan, json!({"comment": "Hijacked"})).await.unwrap().status(), 403);
    let unchanged: Value = app.get_with_key(&path, &acme.api_key).await.json().await.unwrap();
    assert_eq!((unchanged["comment"].as_str(), unchanged["pinned"].as_bool()), (Some("Fixed"), Some(false)), "refused edits change nothing: {unchanged}");
    let pinned: Value = put(&admin, json!({"comment": "Fixed", "pinned": true})).await.unwrap().json().await.unwrap();
    assert_eq!(pinned["pinned"], true);
    assert_eq!(put(&grace, json!({"pinned": false})).await.unwrap().status(), 422, "the text is required");
    assert_eq!(
        app.request(Method::PUT, "/api/v3/comments/999999", &acme.api_key, Some(&admin))
            .json(&json!({"comment": "x"}))
            .send()
            .await
            .unwrap()
            .status(),
        404
    );
}

pub async fn comments_list_with_filters_and_meta(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let one = create_post(app, &acme, "grace@customer.test", json!({"title": "One", "bucket_id": acme.default_bucket.id})).await;
    let two = create_post(app, &acme, "grace@customer.test", json!({"title": "Two", "bucket_id": acme.default_bucket.id})).await;
    let grace = app.token(&acme, "grace@customer.test", "Grace");
    for (post, text) in [(&one, "a"), (&one, "b"), (&two, "c")] {
        assert_eq!(comment(app, &acme, &grace, json!({"feature_request_id": post["id"], "comment": text})).await.status(), 201);
    }
    let all: Value = app.get_with_key("/api/v3/comments", &acme.api_key).await.json().await.unwrap();
    assert_eq!(all["success"], true);
    assert_eq!(all["meta"]["total_count"], 3);
    let of_one: Value = app
        .get_with_key(&format!("/api/v3/comments?feature_request_id={}&per_page=1", one["id"]), &acme.api_key)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(of_one["comments"].as_array().unwrap().len(), 1);
    assert_eq!(of_one["meta"], json!({"page": 1, "per_page": 1, "total_count": 2, "total_pages": 2, "has_more": true}));
    assert_eq!(of_one["comments"][0]["comment"], "b", "newest first");
    assert_eq!(app.get_with_key("/api/v3/comments?per_page=0", &acme.api_key).await.status(), 422);
}
