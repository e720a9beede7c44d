//! Votes and upvoters.

use super::posts::{admin_token, create_post, list};
use crate::support::TestApp;
use reqwest::Method;
use serde_json::{Value, json};

async fn vote(app: &TestApp, key: &str, token: &str, id: &Value, kind: Option<&str>) -> reqwest::Response {
    let mut request = app.request(Method::POST, &format!("/api/v3/feature_requests/{id}/votes"), key, Some(token));
    if let Some(kind) = kind {
        request = request.json(&json!({ "kind": kind }));
    }
    request.send().await.unwrap()
}

fn counts(post: &Value) -> (i64, i64) {
    (post["votes_count"].as_i64().unwrap(), post["downvotes_count"].as_i64().unwrap())
}

pub async fn votes_switch_repeat_and_disappear(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let post = create_post(app, &acme, "grace@customer.test", json!({"title": "Dark mode", "bucket_id": acme.default_bucket.id})).await;
    let alan = app.token(&acme, "alan@customer.test", "Alan");
    let up = vote(app, &acme.api_key, &alan, &post["id"], None).await;
    assert_eq!(up.status(), 201);
    assert_eq!(counts(&up.json().await.unwrap()), (1, 0));
    assert_eq!(counts(&list(app, &acme, "").await["feature_requests"][0]), (1, 0));
    let again: Value = vote(app, &acme.api_key, &alan, &post["id"], Some("upvote")).await.json().await.unwrap();
    assert_eq!(counts(&again), (1, 0), "the same vote twice counts once");
    let down: Value = vote(app, &acme.api_key, &alan, &post["id"], Some("downvote")).await.json().await.unwrap();
    assert_eq!(counts(&down), (0, 1), "voting the other way switches");
    assert_eq!(counts(&list(app, &acme, "").await["feature_requests"][0]), (0, 1), "lists show the change at once");
    let removed = app
        .request(Method::DELETE, &format!("/api/v3/feature_requests/{}/votes", post["id"]), &acme.api_key, Some(&alan))
        .send()
        .await
        .unwrap();
    assert_eq!(removed.status(), 200);
    assert_eq!(counts(&removed.json().await.unwrap()), (0, 0));
    let bad = vote(app, &acme.api_key, &alan, &post["id"], Some("sideways")).await;
    assert_eq!(bad.status(), 422);
    assert_eq!(vote(app, &acme.api_key, &alan, &json!(999_999), None).await.status(), 404);
    let globex = app.create_org("globex").await;
    let outsider = app.token(&globex, "alan@customer.test", "Alan");
    assert_eq!(vote(app, &globex.api_key, &outsider, &post["id"], None).await.status(), 404, "another organization's post");
    let fetched: Value = app.get_with_key(&format!("/api/v3/feature_requests/{}", post["id"]), &acme.api_key).await.json().await.unwrap();
    assert_eq!(counts(&fetched), (0, 0));
}

/// A vote answers with the post as a read of it shows it, submitter and tags included: it is
/// read with them within the vote (`votes::apply_for_row`), not read again afterwards.
pub async fn a_vote_answers_with_the_post_as_it_reads(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let post = create_post(app, &acme, "grace@customer.test", json!({"title": "Dark mode", "bucket_id": acme.default_bucket.id})).await;
    let path = format!("/api/v3/feature_requests/{}", post["id"]);
    let admin = admin_token(app, &acme).await;
    let tagged = app.send_json(Method::PUT, &path, &acme.api_key, Some(&admin), &json!({"tags": ["beta", "Accessibility"]})).await;
    assert_eq!(tagged.status(), 200);
    let alan = app.token(&acme, "alan@customer.test", "Alan");
    for kind in [None, Some("downvote")] {
        let answer = vote(app, &acme.api_key, &alan, &post["id"], kind).await;
        assert_eq!(answer.status(), 201);
        let answer: Value = answer.json().await.unwrap();
        let read: Value = app.get_with_key(&path, &acme.api_key).await.json().await.unwrap();
        assert_eq!(answer, read, "{kind:?}");
    }
    let answer: Value = vote(app, &acme.api_key, &alan, &post["id"], None).await.json().await.unwrap();
    assert_eq!(answer["tags"], json!(["Accessibility", "beta"]), "{answer}");
    assert_eq!((answer["submitter"]["email"].as_str(), counts(&answer)), (Some("grace@customer.test"), (1, 0)), "{answer}");
}

pub async fn fifty_concurrent_upvotes_count_exactly(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let post = create_post(app, &acme, "grace@customer.test", json!({"title": "Popular", "bucket_id": acme.default_bucket.id})).await;
    let requests = (0..50).map(|n| {
        let token = app.token(&acme, &format!("voter{n}@customer.test"), &format!("Voter {n}"));
        let key = acme.api_key.clone();
        let id = post["id"].clone();
        async move { vote(app, &key, &token, &id, None).await.status().as_u16() }
    });
    let statuses = futures::future::join_all(requests).await;
    assert!(statuses.iter().all(|s| *s == 201), "{statuses:?}");
    let fetched: Value = app.get_with_key(&format!("/api/v3/feature_requests/{}", post["id"]), &acme.api_key).await.json().await.unwrap();
    assert_eq!(counts(&fetched), (50, 0));
    let top = list(app, &acme, "?sort=top").await;
    assert_eq!(top["feature_requests"][0]["votes_count"], 50);
}

pub async fn upvoters_lists_upvotes_with_filters(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let first = create_post(app, &acme, "grace@customer.test", json!({"title": "First", "bucket_id": acme.default_bucket.id})).await;
    let second = create_post(app, &acme, "grace@customer.test", json!({"title": "Second", "bucket_id": acme.default_bucket.id})).await;
    for (email, post, kind) in
        [("a@x.test", &first, "upvote"), ("b@x.test", &first, "upvote"), ("c@x.test", &first, "downvote"), ("a@x.test", &second, "upvote")]
    {
        let token = app.token(&acme, email, "Voter");
        assert_eq!(vote(app, &acme.api_key, &token, &post["id"], Some(kind)).await.status(), 201);
    }
    let of_first: Value = app
        .get_with_key(&format!("/api/v3/upvoters?feature_request_id={}", first["id"]), &acme.api_key)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(of_first["success"], true);
    let votes = of_first["votes"].as_array().unwrap();
    assert_eq!(votes.len(), 2, "downvotes are not upvoters");
    let vote = &votes[0];
    assert_eq!(crate::support::keys(vote), crate::support::sorted(&["id", "kind", "source", "created_at", "feature_request", "user"]));
    assert_eq!((vote["kind"].as_str(), vote["source"].as_str()), (Some("upvote"), Some("api")));
    assert_eq!(vote["feature_request"]["title"], "First");
    assert_eq!(vote["feature_request"]["status"], "Submitted");
    assert_eq!(vote["feature_request"]["approved"], true);
    assert_eq!(vote["feature_request"]["bucket_id"], acme.default_bucket.id.get());
    assert_eq!(vote["user"]["name"], "Voter");
    assert!(super::posts::is_iso_utc(&vote["created_at"]));
    let all: Value = app.get_with_key("/api/v3/upvoters", &acme.api_key).await.json().await.unwrap();
    assert_eq!(all["meta"]["total_count"], 3);
    let today = chrono::Utc::now().date_naive();
    let dated: Value = app
        .get_with_key(&format!("/api/v3/upvoters?from_date={today}&to_date={today}"), &acme.api_key)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(dated["meta"]["total_count"], 3);
    let before: Value = app
        .get_with_key(&format!("/api/v3/upvoters?to_date={}", today.pred_opt().unwrap()), &acme.api_key)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(before["meta"]["total_count"], 0);
    assert_eq!(app.get_with_key("/api/v3/upvoters?from_date=21-11-2026", &acme.api_key).await.status(), 422);
    assert_eq!(app.get_with_key("/api/v3/upvoters?feature_request_id=999999", &acme.api_key).await.status(), 404);
    // The `kind` extension (what `upboard import-from api-v3` reads of another upboard).
    let mut of_kind = std::collections::BTreeMap::new();
    for kind in ["downvote", "all", "upvote"] {
        let path = format!("/api/v3/upvoters?feature_request_id={}&kind={kind}", first["id"]);
        let body: Value = app.get_with_key(&path, &acme.api_key).await.json().await.unwrap();
        let mut kinds: Vec<String> = body["votes"].as_array().unwrap().iter().map(|v| v["kind"].as_str().unwrap().to_owned()).collect();
        kinds.sort();
        of_kind.insert(kind, kinds);
    }
    let kinds = |kind: &str| of_kind[kind].clone();
    assert_eq!(kinds("downvote"), ["downvote"]);
    assert_eq!(kinds("all"), ["downvote", "upvote", "upvote"]);
    assert_eq!(kinds("upvote"), ["upvote", "upvote"]);
    assert_eq!(app.get_with_key("/api/v3/upvoters?kind=sideways", &acme.api_key).await.status(), 422);
}
