//! The first-generation endpoints.

use crate::support::TestApp;
use reqwest::Method;
use serde_json::{Value, json};

fn is_iso_with_offset(value: &Value) -> bool {
    let s = value.as_str().unwrap_or_default();
    s.len() == 29 && s.as_bytes()[19] == b'.' && (s.ends_with("+00:00") || s[23..].starts_with(['+', '-'])) && chrono::DateTime::parse_from_rfc3339(s).is_ok()
}

pub async fn first_generation_submit_answers_the_old_shape(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let bugs = app::domain::buckets::create(&app.db, acme.organization.id, "Bug Reports", false).await.unwrap();
    let submit = |body: Value| app.request(Method::POST, "/api/v3/feature_requests/submit", &acme.api_key, None).json(&body).send();

    let response = submit(json!({"title": "Export to CSV", "description": "<p>For <i>reports</i></p>"})).await.unwrap();
    assert_eq!(response.status(), 201);
    let post: Value = response.json().await.unwrap();
    assert_eq!(
        crate::support::keys(&post),
        crate::support::sorted(&[
            "id",
            "slug",
            "title",
            "description",
            "attachments",
            "submitter",
            "status",
            "bucket",
            "url",
            "votes_count",
            "comments_count",
            "created_at",
            "updated_at",
        ])
    );
    assert_eq!(post["status"], "under_review");
    assert_eq!(post["bucket"], "Feature Requests");
    assert_eq!(post["submitter"], "acme Inc.", "the organization itself");
    assert_eq!(post["description"], "For reports");
    assert_eq!(post["attachments"], json!([]));
    assert_eq!(post["slug"], "export-to-csv");
    assert_eq!((post["votes_count"].as_i64(), post["comments_count"].as_i64()), (Some(0), Some(0)));
    assert!(is_iso_with_offset(&post["created_at"]) && post["created_at"].as_str().unwrap().ends_with("+00:00"), "{}", post["created_at"]);

    let by_name: Value = submit(json!({"title": "Crash", "bucket": "bug reports", "email": "grace@customer.test", "name": "Grace"}))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!((by_name["bucket"].as_str(), by_name["submitter"].as_str()), (Some("Bug Reports"), Some("Grace")));
    let by_id: Value = submit(json!({"title": "Crash again", "bucket": bugs.id})).await.unwrap().json().await.unwrap();
    assert_eq!(by_id["bucket"], "Bug Reports");
    // The current shape of the same post shows the label.
    let current: Value = app.get_with_key(&format!("/api/v3/feature_requests/{}", post["id"]), &acme.api_key).await.json().await.unwrap();
    assert_eq!(current["status"], "Submitted");

    assert_eq!(submit(json!({"title": "x", "bucket": "Nope"})).await.unwrap().status(), 404);
    assert_eq!(submit(json!({"description": "no title"})).await.unwrap().status(), 422);
    assert_eq!(submit(json!({"title": "x", "email": "not-an-email"})).await.unwrap().status(), 422);
    assert_eq!(app.http.post(app.url("/api/v3/feature_requests/submit")).json(&json!({"title": "x"})).send().await.unwrap().status(), 401);
}

pub async fn first_generation_latest_pages_newest_first(app: &TestApp) {
    use sea_orm::{ActiveModelTrait, ActiveValue::Set};
    let acme = app.create_org("acme").await;
    // Timestamps follow the organization's time zone.
    let txn = app.db.begin_write().await.unwrap();
    app::entities::organization::ActiveModel { id: Set(acme.organization.id), time_zone: Set("Europe/Berlin".to_owned()), ..Default::default() }
        .update(&*txn)
        .await
        .unwrap();
    txn.commit().await.unwrap();
    for title in ["One", "Two", "Three"] {
        let response = app.send_json(Method::POST, "/api/v3/feature_requests/submit", &acme.api_key, None, &json!({"title": title})).await;
        assert_eq!(response.status(), 201);
    }
    let latest: Value = app.get_with_key("/api/v3/feature_requests/latest?per_page=2", &acme.api_key).await.json().await.unwrap();
    assert_eq!(latest["success"], true);
    let titles: Vec<&str> = latest["feature_requests"].as_array().unwrap().iter().map(|p| p["title"].as_str().unwrap()).collect();
    assert_eq!(titles, ["Three", "Two"]);
    assert_eq!(latest["meta"]["total_count"], 3);
    let stamp = latest["feature_requests"][0]["created_at"].as_str().unwrap();
    assert!(is_iso_with_offset(&json!(stamp)) && (stamp.ends_with("+01:00") || stamp.ends_with("+02:00")), "{stamp}");
    let page2: Value = app.get_with_key("/api/v3/feature_requests/latest?per_page=2&page=2", &acme.api_key).await.json().await.unwrap();
    assert_eq!(page2["feature_requests"][0]["title"], "One");
    assert_eq!(app.get_with_key("/api/v3/feature_requests/latest?page=0", &acme.api_key).await.status(), 422);
}
