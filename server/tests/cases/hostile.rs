//! What a careless or hostile client sends: huge page numbers, values of the wrong type.

use super::posts::create_post;
use crate::support::TestApp;
use reqwest::Method;
use serde_json::{Value, json};

/// Pages far beyond any list (and page × size products beyond 64 bits) answer at once with an
/// empty page: no overflow, no panic, no request left without an answer.
pub async fn pages_beyond_any_list_are_empty_not_a_crash(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let post = create_post(app, &acme, "grace@customer.test", json!({"title": "Dark mode", "bucket_id": acme.default_bucket.id})).await;
    let id = &post["id"];
    let huge = ["page=9223372036854775807", "page=9223372036854775807&per_page=100", "page=92233720368547759&per_page=100", "page=184467440737095517&limit=100"];
    let lists = [
        ("/api/v3/feature_requests", "feature_requests"),
        ("/api/v3/feature_requests/latest", "feature_requests"),
        ("/api/v3/comments", "comments"),
        ("/api/v3/upvoters", "votes"),
    ];
    for query in huge {
        for (path, field) in lists {
            let response = app.get_with_key(&format!("{path}?{query}"), &acme.api_key).await;
            assert_eq!(response.status(), 200, "{path}?{query}");
            let body: Value = response.json().await.unwrap();
            assert_eq!(body[field], json!([]), "{path}?{query}: {body}");
            assert_eq!(body["meta"]["has_more"], false, "{path}?{query}");
        }
        let upvoters = app.get_with_key(&format!("/api/v3/upvoters?feature_request_id={id}&{query}"), &acme.api_key).await;
        assert_eq!(upvoters.status(), 200, "{query}");
        let team = app.get_with_key(&format!("/api/v3/teams?{query}"), &acme.api_key).await;
        assert_eq!(team.status(), 200, "{query}");
        assert_eq!(team.json::<Value>().await.unwrap(), json!([]));
    }
    for query in ["page=9223372036854775807", "page=18446744073709551615", "page=307445734561825861&q=dark"] {
        let board = app.http.get(app.url(&format!("/acme?{query}"))).send().await.unwrap();
        assert_eq!(board.status(), 200, "/acme?{query}");
        assert!(!board.text().await.unwrap().contains("Dark mode"), "/acme?{query}");
    }
    // Still answering after all of that.
    let fine = app.request(Method::GET, "/api/v3/feature_requests", &acme.api_key, None).send().await.unwrap();
    assert_eq!(fine.status(), 200);
}
