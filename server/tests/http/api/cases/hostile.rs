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
    let huge =
        ["page=9223372036854775807", "page=9223372036854775807&per_page=100", "page=92233720368547759&per_page=100", "page=184467440737095517&limit=100"];
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

/// A field of the wrong JSON type is a 422 naming every such field; nothing is coerced
/// (`{"title": 5}` does not make a post titled "5") and nothing is written.
pub async fn fields_of_the_wrong_json_type_are_422_per_field_never_coerced(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let admin = app.token(&acme, &acme.admin.email, "Ada");
    let post = create_post(app, &acme, "grace@customer.test", json!({"title": "Dark mode", "bucket_id": acme.default_bucket.id})).await;
    let id = post["id"].as_i64().unwrap();
    let bucket = acme.default_bucket.id;
    let cases: Vec<(Method, String, Value, &[&str])> = vec![
        (Method::POST, "/api/v3/feature_requests".into(), json!({"title": 5, "bucket_id": bucket.to_string()}), &["title", "bucket_id"]),
        (Method::POST, "/api/v3/feature_requests".into(), json!({"title": ["a"], "description": {"x": 1}, "bucket_id": bucket}), &["title", "description"]),
        (Method::POST, "/api/v3/feature_requests".into(), json!({"title": "Fine", "bucket_id": 1.5}), &["bucket_id"]),
        (Method::POST, "/api/v3/feature_requests/on_behalf".into(), json!({"title": "x", "bucket_id": bucket, "email": 7}), &["email"]),
        (Method::PUT, format!("/api/v3/feature_requests/{id}"), json!({"title": 5, "status": true}), &["title", "status"]),
        (Method::POST, format!("/api/v3/feature_requests/{id}/votes"), json!({"kind": 1}), &["kind"]),
        (
            Method::POST,
            "/api/v3/comments".into(),
            json!({"feature_request_id": id.to_string(), "comment": 5, "internal": "yes"}),
            &["feature_request_id", "comment", "internal"],
        ),
        (Method::POST, "/api/v3/feature_requests/submit".into(), json!({"title": 5, "bucket": [1]}), &["title", "bucket"]),
        (Method::POST, "/api/v3/customers".into(), json!({"email": 5, "labels": "vip", "starred": "true"}), &["email", "labels", "starred"]),
        (Method::POST, "/api/v3/teams".into(), json!({"email": "x@y.test", "role": 1}), &["role"]),
    ];
    for (method, path, body, fields) in cases {
        let response = app.request(method.clone(), &path, &acme.api_key, Some(&admin)).json(&body).send().await.unwrap();
        assert_eq!(response.status(), 422, "{method} {path} {body}");
        let answer: Value = response.json().await.unwrap();
        assert_eq!(answer["error"], "ERROR_CODE_INVALID_PARAM", "{path}: {answer}");
        let mut named: Vec<&str> = answer["errors"].as_object().unwrap().keys().map(String::as_str).collect();
        let mut expected = fields.to_vec();
        named.sort_unstable();
        expected.sort_unstable();
        assert_eq!(named, expected, "{method} {path}: {answer}");
    }
    let comment = app.comment_as(&acme, &admin, id, "Hi").await;
    let comment: Value = comment.json().await.unwrap();
    let pinned = app
        .send_json(Method::PUT, &format!("/api/v3/comments/{}", comment["id"]), &acme.api_key, Some(&admin), &json!({"comment": "Hi", "pinned": "true"}))
        .await;
    assert_eq!(pinned.status(), 422);
    let delete = app.send_json(Method::DELETE, "/api/v3/customers", &acme.api_key, Some(&admin), &json!({"ids": ["1"]})).await;
    assert_eq!(delete.status(), 422);
    // An import reports the record's wrong fields by index and imports the others.
    let import = app
        .send_json(
            Method::POST,
            "/api/v3/customers/import",
            &acme.api_key,
            Some(&admin),
            &json!({"customers": [{"email": "ok@x.test"}, {"email": "bad@x.test", "starred": "yes", "custom_fields": []}]}),
        )
        .await;
    assert_eq!(import.status(), 200);
    let import: Value = import.json().await.unwrap();
    assert_eq!(import["customers"].as_array().unwrap().len(), 1);
    assert_eq!(import["errors"][0]["index"], 1);
    assert_eq!(import["errors"][0]["errors"]["starred"][0], "must be true or false", "{import}");
    assert!(import["errors"][0]["errors"]["custom_fields"].is_array(), "{import}");
    // Nothing was written by the refused requests.
    let list: Value = app.get_with_key("/api/v3/feature_requests", &acme.api_key).await.json().await.unwrap();
    assert_eq!(list["meta"]["total_count"], 1, "{list}");
    let fetched: Value = app.get_with_key(&format!("/api/v3/feature_requests/{id}"), &acme.api_key).await.json().await.unwrap();
    assert_eq!(fetched["title"], "Dark mode");
    // Multipart fields are text and are read as their type.
    let form = reqwest::multipart::Form::new().text("title", "From a form").text("bucket_id", bucket.to_string());
    let created = app.request(Method::POST, "/api/v3/feature_requests", &acme.api_key, Some(&admin)).multipart(form).send().await.unwrap();
    assert_eq!(created.status(), 201);
}

/// Every file under the test server's uploads folder.
fn uploaded_files(app: &TestApp) -> Vec<std::path::PathBuf> {
    fn walk(dir: &std::path::Path, found: &mut Vec<std::path::PathBuf>) {
        for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() { walk(&path, found) } else { found.push(path) }
        }
    }
    let mut found = Vec::new();
    walk(&app.dir().join("uploads"), &mut found);
    // `site/` holds the site's files that each process keeps there for the others.
    found.retain(|path| !path.starts_with(app.dir().join("uploads").join("site")));
    found
}

/// A write refused after its images were stored (a reply to a comment of another post, an
/// update by someone who may not) leaves no file behind.
pub async fn a_refused_write_leaves_no_uploaded_file(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let grace = app.token(&acme, "grace@customer.test", "Grace");
    let post = create_post(app, &acme, "grace@customer.test", json!({"title": "Dark mode", "bucket_id": acme.default_bucket.id})).await;
    let image = || reqwest::multipart::Part::bytes(crate::support::PNG.to_vec()).file_name("shot.png");
    let form = reqwest::multipart::Form::new()
        .text("feature_request_id", post["id"].to_string())
        .text("comment", "See the picture")
        .text("parent_id", "999999")
        .part("attachments[]", image());
    let refused = app.request(Method::POST, "/api/v3/comments", &acme.api_key, Some(&grace)).multipart(form).send().await.unwrap();
    assert_eq!(refused.status(), 422);
    assert_eq!(uploaded_files(app), Vec::<std::path::PathBuf>::new(), "the refused comment's image was removed");
    let form = reqwest::multipart::Form::new().text("title", "x".repeat(300)).part("attachments[]", image());
    let refused = app
        .request(Method::PUT, &format!("/api/v3/feature_requests/{}", post["id"]), &acme.api_key, Some(&grace))
        .multipart(form)
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status(), 422);
    assert!(uploaded_files(app).is_empty(), "the refused update's image was removed");
    let form = reqwest::multipart::Form::new()
        .text("feature_request_id", post["id"].to_string())
        .text("comment", "Fine")
        .part("attachments[]", image());
    let accepted = app.request(Method::POST, "/api/v3/comments", &acme.api_key, Some(&grace)).multipart(form).send().await.unwrap();
    assert_eq!(accepted.status(), 201);
    assert_eq!(uploaded_files(app).len(), 1);
}

/// Text holding U+0000 (which PostgreSQL cannot store) in a plain-text field is a 422 that
/// says so, on both databases alike, never a 500, and nothing is written. Rich text (a
/// description, a comment) goes through the HTML sanitizer, which drops it as HTML parsing does.
pub async fn text_holding_a_nul_character_is_422_and_writes_nothing(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let grace = app.token(&acme, "grace@customer.test", "Grace");
    let post = create_post(app, &acme, "grace@customer.test", json!({"title": "Dark mode", "bucket_id": acme.default_bucket.id})).await;
    let id = post["id"].as_i64().unwrap();
    let cases: Vec<(Method, String, Value)> = vec![
        (Method::POST, "/api/v3/feature_requests".into(), json!({"title": "Light\u{0}mode", "bucket_id": acme.default_bucket.id})),
        (Method::PUT, format!("/api/v3/feature_requests/{id}"), json!({"title": "Dark\u{0}mode"})),
    ];
    for (method, path, body) in cases {
        let response = app.request(method.clone(), &path, &acme.api_key, Some(&grace)).json(&body).send().await.unwrap();
        assert_eq!(response.status(), 422, "{method} {path} {body}");
        let error: Value = response.json().await.unwrap();
        assert_eq!(error["error"], "ERROR_CODE_INVALID_PARAM", "{error}");
        assert!(error["message"].as_str().unwrap().contains("NUL"), "{error}");
    }
    let list: Value = app.get_with_key("/api/v3/feature_requests", &acme.api_key).await.json().await.unwrap();
    assert_eq!(list["feature_requests"].as_array().unwrap().len(), 1, "{list}");
    assert_eq!(list["feature_requests"][0]["title"], "Dark mode");

    let described =
        create_post(app, &acme, "grace@customer.test", json!({"title": "Light mode", "description": "a\u{0}b", "bucket_id": acme.default_bucket.id})).await;
    assert!(!described.to_string().contains("\\u0000"), "{described}");
    let comment = app.comment_as(&acme, &grace, id, "nul \u{0} here").await;
    assert_eq!(comment.status(), 201);
    assert!(!comment.text().await.unwrap().contains("\\u0000"));

    let search = app.http.get(app.url("/acme?q=Dark%00mode")).send().await.unwrap();
    assert_eq!(search.status(), 200, "a search reads words: the NUL only separates them");
    assert!(search.text().await.unwrap().contains("Dark mode"));
}
