//! Posts: create, read, update, list, on behalf.

use crate::support::{PNG, TestApp, sign, unix_now};
use app::domain::organizations::CreatedOrganization;
use app::model::PostId;
use reqwest::Method;
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};

pub(crate) const ISO_UTC: &str = r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$";

pub(crate) fn is_iso_utc(value: &Value) -> bool {
    let s = value.as_str().unwrap_or_default();
    s.len() == 24 && s.ends_with('Z') && s.as_bytes()[10] == b'T' && s.as_bytes()[19] == b'.' && chrono::DateTime::parse_from_rfc3339(s).is_ok()
}

/// Creates a post through the API as `email` and returns its JSON.
pub(crate) async fn create_post(app: &TestApp, org: &CreatedOrganization, email: &str, body: Value) -> Value {
    let token = app.token(org, email, "Someone");
    let response = app.request(Method::POST, "/api/v3/feature_requests", &org.api_key, Some(&token)).json(&body).send().await.unwrap();
    assert_eq!(response.status(), 201, "{}", response.text().await.unwrap());
    response.json().await.unwrap()
}

pub(crate) async fn admin_token(app: &TestApp, org: &CreatedOrganization) -> String {
    app.token(org, &org.admin.email, "Ada")
}

async fn error_of(response: reqwest::Response) -> (u16, Value) {
    let status = response.status().as_u16();
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["success"], false, "{body}");
    assert!(body["message"].as_str().is_some_and(|m| !m.is_empty()), "{body}");
    (status, body)
}

pub async fn creating_a_post_with_json_answers_201_in_the_current_shape(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let post = create_post(
        app,
        &acme,
        "grace@customer.test",
        json!({
            "title": "Dark mode", "description": "<p>Please <b>add</b> it <script>alert(1)</script></p>", "bucket_id": acme.default_bucket.id,
        }),
    )
    .await;
    assert_eq!(
        crate::support::keys(&post),
        crate::support::sorted(&[
            "id",
            "slug",
            "title",
            "preview",
            "description",
            "description_html",
            "status",
            "url",
            "approval_status",
            "submitter",
            "bucket",
            "votes_count",
            "downvotes_count",
            "comments_count",
            "tags",
            "trending_score",
            "created_at",
            "updated_at",
        ])
    );
    assert_eq!(post["tags"], json!([]), "the admin area's addition: the post's tag names");
    assert_eq!(post["slug"], "dark-mode");
    assert_eq!(post["title"], "Dark mode");
    assert_eq!(post["description_html"], "<p>Please <b>add</b> it </p>");
    assert_eq!(post["description"], "Please add it");
    assert_eq!(post["preview"], "Please add it");
    assert_eq!(post["status"], "Submitted");
    assert_eq!(post["approval_status"], "approved");
    assert_eq!(post["url"], format!("{}/acme/p/dark-mode", app.base_url));
    assert_eq!(post["submitter"], json!({"name": "Someone", "email": "grace@customer.test"}));
    assert_eq!(post["bucket"], json!({"id": acme.default_bucket.id, "name": "Feature Requests"}));
    assert_eq!((post["votes_count"].as_i64(), post["downvotes_count"].as_i64(), post["comments_count"].as_i64()), (Some(0), Some(0), Some(0)));
    assert!(is_iso_utc(&post["created_at"]) && is_iso_utc(&post["updated_at"]), "{post} {ISO_UTC}");
    // The same title again gets the next slug; no description gives nulls and an empty preview.
    let again = create_post(app, &acme, "grace@customer.test", json!({"title": "Dark mode!", "bucket_id": acme.default_bucket.id})).await;
    assert_eq!(again["slug"], "dark-mode-2");
    assert_eq!((again["description"].clone(), again["description_html"].clone(), again["preview"].clone()), (Value::Null, Value::Null, json!("")));
}

pub async fn creating_a_post_with_multipart_appends_its_images(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let token = app.token(&acme, "grace@customer.test", "Grace");
    let form = Form::new()
        .text("title", "Screenshots please")
        .text("description", "<p>See attached</p>")
        .text("bucket_id", acme.default_bucket.id.to_string())
        .part("attachments[]", Part::bytes(PNG.to_vec()).file_name("one.png").mime_str("image/png").unwrap())
        .part("attachments[]", Part::bytes(PNG.to_vec()).file_name("two.gif").mime_str("image/gif").unwrap());
    let response = app.request(Method::POST, "/api/v3/feature_requests", &acme.api_key, Some(&token)).multipart(form).send().await.unwrap();
    assert_eq!(response.status(), 201);
    let post: Value = response.json().await.unwrap();
    let html = post["description_html"].as_str().unwrap();
    assert!(html.starts_with("<p>See attached</p>"), "{html}");
    let sources: Vec<&str> = html.split("src=\"").skip(1).map(|rest| &rest[..rest.find('"').unwrap()]).collect();
    assert_eq!(sources.len(), 2, "{html}");
    for src in sources {
        assert!(src.starts_with(&format!("{}/uploads/", app.base_url)), "{src}");
        let image = app.http.get(src).send().await.unwrap();
        assert_eq!(image.status(), 200);
        assert_eq!(image.headers()["content-type"], "image/png", "the type comes from the bytes, not the name");
        assert_eq!(image.headers()["x-content-type-options"], "nosniff");
        assert_eq!(image.bytes().await.unwrap().as_ref(), PNG);
    }
    assert_eq!(app.http.get(app.url("/uploads/1/nothing.png")).send().await.unwrap().status(), 404);

    // An update can add attachments too.
    let id = post["id"].as_i64().unwrap();
    let form = Form::new().part("attachments[]", Part::bytes(PNG.to_vec()).file_name("three.png"));
    let response = app
        .request(Method::PUT, &format!("/api/v3/feature_requests/{id}"), &acme.api_key, Some(&token))
        .multipart(form)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    let updated: Value = response.json().await.unwrap();
    assert_eq!(updated["description_html"].as_str().unwrap().matches("<img").count(), 3);
}

pub async fn writes_without_a_user_token_are_401(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let response = app
        .send_json(Method::POST, "/api/v3/feature_requests", &acme.api_key, None, &json!({"title": "x", "bucket_id": acme.default_bucket.id}))
        .await;
    let (status, body) = error_of(response).await;
    assert_eq!((status, body["error"].as_str()), (401, Some("ERROR_CODE_INVALID_TOKEN")));
    let response = app.http.post(app.url("/api/v3/feature_requests")).json(&json!({"title": "x"})).send().await.unwrap();
    let (status, body) = error_of(response).await;
    assert_eq!((status, body["error"].as_str()), (401, Some("ERROR_CODE_INVALID_API_KEY")));
}

pub async fn forged_expired_and_foreign_tokens_are_401(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let globex = app.create_org("globex").await;
    let secret = &acme.organization.sso_secret;
    let valid = sign(secret, "grace@customer.test", "Grace", Some(unix_now() + 600));
    let bad = crate::support::hostile_tokens(secret, &globex.organization.sso_secret);
    for (what, token) in bad {
        let response = app
            .send_json(Method::POST, "/api/v3/feature_requests", &acme.api_key, Some(&token), &json!({"title": "x", "bucket_id": acme.default_bucket.id}))
            .await;
        let (status, body) = error_of(response).await;
        assert_eq!((status, body["error"].as_str()), (401, Some("ERROR_CODE_INVALID_TOKEN")), "{what}");
    }
    // Headers of more than 16 KB are refused before anything reads them.
    let flood = app
        .send_json(
            Method::POST,
            "/api/v3/feature_requests",
            &acme.api_key,
            Some(&"x".repeat(64 * 1024)),
            &json!({"title": "x", "bucket_id": acme.default_bucket.id}),
        )
        .await;
    assert_eq!(flood.status(), 431, "a 64 KB token");
    // The valid one works, bare as well as with Bearer.
    let response = app
        .http
        .post(app.url("/api/v3/feature_requests"))
        .header("API-KEY", &acme.api_key)
        .header("Authorization", &valid)
        .json(&json!({"title": "Valid", "bucket_id": acme.default_bucket.id}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 201);
    let list: Value = app.get_with_key("/api/v3/feature_requests", &acme.api_key).await.json().await.unwrap();
    assert_eq!(list["feature_requests"].as_array().unwrap().len(), 1, "nothing was created by the bad tokens");
}

pub async fn a_blocked_user_is_forbidden(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let csm = app.token(&acme, &acme.admin.email, "Ada");
    let response = app
        .send_json(Method::POST, "/api/v3/customers", &acme.api_key, Some(&csm), &json!({"email": "spam@x.test", "blocked": true}))
        .await;
    assert_eq!(response.status(), 201);
    let token = app.token(&acme, "spam@x.test", "Spammer");
    let response = app
        .send_json(Method::POST, "/api/v3/feature_requests", &acme.api_key, Some(&token), &json!({"title": "Buy now", "bucket_id": acme.default_bucket.id}))
        .await;
    let (status, body) = error_of(response).await;
    assert_eq!((status, body["error"].as_str()), (403, Some("ERROR_CODE_FORBIDDEN")));
}

pub async fn private_buckets_need_allow_private(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let internal = app::domain::buckets::create(&app.db, acme.organization.id, "Internal", true).await.unwrap();
    let token = admin_token(app, &acme).await;
    let body = json!({"title": "Secret plan", "bucket_id": internal.id});
    let response = app.request(Method::POST, "/api/v3/feature_requests", &acme.api_key, Some(&token)).json(&body).send().await.unwrap();
    let (status, error) = error_of(response).await;
    assert_eq!((status, error["error"].as_str()), (403, Some("ERROR_CODE_PRIVATE_BUCKET")));
    let response = app
        .request(Method::POST, "/api/v3/feature_requests", &acme.api_key, Some(&token))
        .header("ALLOW-PRIVATE", "true")
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 201);
    let post: Value = response.json().await.unwrap();
    let path = format!("/api/v3/feature_requests/{}", post["id"]);
    let (status, error) = error_of(app.get_with_key(&path, &acme.api_key).await).await;
    assert_eq!((status, error["error"].as_str()), (404, Some("ERROR_CODE_NOT_FOUND")), "its existence does not leak");
    let visible = app.request(Method::GET, &path, &acme.api_key, None).header("ALLOW-PRIVATE", "true").send().await.unwrap();
    assert_eq!(visible.status(), 200);
    let response = app.get_with_key(&format!("/api/v3/feature_requests?bucket_id={}", internal.id), &acme.api_key).await;
    assert_eq!(error_of(response).await.0, 403);
}

pub async fn invalid_post_input_gets_the_right_status(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let token = admin_token(app, &acme).await;
    let send = |body: reqwest::Body, content_type: &'static str| {
        app.request(Method::POST, "/api/v3/feature_requests", &acme.api_key, Some(&token))
            .header("content-type", content_type)
            .body(body)
            .send()
    };
    let bucket = acme.default_bucket.id;
    let cases: Vec<(String, &str, u16, &str)> = vec![
        (json!({"bucket_id": bucket}).to_string(), "application/json", 422, "ERROR_CODE_MISSING_PARAM"),
        (json!({"title": "   ", "bucket_id": bucket}).to_string(), "application/json", 422, "ERROR_CODE_INVALID_PARAM"),
        (json!({"title": "x".repeat(256), "bucket_id": bucket}).to_string(), "application/json", 422, "ERROR_CODE_INVALID_PARAM"),
        (json!({"title": "No bucket"}).to_string(), "application/json", 422, "ERROR_CODE_MISSING_PARAM"),
        (json!({"title": "Bad bucket", "bucket_id": "abc"}).to_string(), "application/json", 422, "ERROR_CODE_INVALID_PARAM"),
        (json!({"title": "Unknown bucket", "bucket_id": 999_999}).to_string(), "application/json", 404, "ERROR_CODE_NOT_FOUND"),
        (json!({"title": 5, "bucket_id": bucket, "description": {"html": true}}).to_string(), "application/json", 422, "ERROR_CODE_INVALID_PARAM"),
        ("{not json".to_owned(), "application/json", 400, "ERROR_CODE_INVALID_PARAM"),
        ("[1, 2]".to_owned(), "application/json", 400, "ERROR_CODE_INVALID_PARAM"),
        ("title=x".to_owned(), "text/plain", 400, "ERROR_CODE_INVALID_PARAM"),
    ];
    for (body, content_type, status, code) in cases {
        let response = send(body.clone().into(), content_type).await.unwrap();
        let (got, error) = error_of(response).await;
        assert_eq!((got, error["error"].as_str().unwrap()), (status, code), "{body}");
        if status == 422 && code == "ERROR_CODE_MISSING_PARAM" {
            assert!(error["errors"].is_object(), "{error}");
        }
    }
    let blank: Value = send(json!({"title": "", "bucket_id": bucket}).to_string().into(), "application/json")
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(blank["errors"]["title"], json!(["can't be blank"]));
}

pub async fn upload_attacks_are_refused(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let token = admin_token(app, &acme).await;
    let form = |parts: Vec<Part>| {
        let mut form = Form::new().text("title", "With files").text("bucket_id", acme.default_bucket.id.to_string());
        for part in parts {
            form = form.part("attachments[]", part);
        }
        form
    };
    let png = || Part::bytes(PNG.to_vec()).file_name("cat.png").mime_str("image/png").unwrap();
    let post = |form: Form| app.request(Method::POST, "/api/v3/feature_requests", &acme.api_key, Some(&token)).multipart(form).send();

    let (status, error) = error_of(post(form((0..6).map(|_| png()).collect())).await.unwrap()).await;
    assert_eq!((status, error["error"].as_str()), (422, Some("ERROR_CODE_LIMIT_EXCEEDED")), "six files");
    let mut big = PNG.to_vec();
    big.resize(11 * 1024 * 1024, 0);
    let (status, error) = error_of(post(form(vec![Part::bytes(big).file_name("big.png").mime_str("image/png").unwrap()])).await.unwrap()).await;
    assert_eq!((status, error["error"].as_str()), (413, Some("ERROR_CODE_TOO_LARGE")), "11 MB");
    let text = Part::bytes(b"<svg onload=alert(1)>hello</svg>".to_vec()).file_name("cat.png").mime_str("image/png").unwrap();
    let (status, error) = error_of(post(form(vec![text])).await.unwrap()).await;
    assert_eq!((status, error["error"].as_str()), (415, Some("ERROR_CODE_UNSUPPORTED_MEDIA")), "a text file named .png");
    let list: Value = app.get_with_key("/api/v3/feature_requests", &acme.api_key).await.json().await.unwrap();
    assert_eq!(list["meta"]["total_count"], 0, "nothing was created");
    assert_eq!(post(form((0..5).map(|_| png()).collect())).await.unwrap().status(), 201, "five are fine");
}

pub async fn reading_a_post_is_scoped_to_the_organization(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let globex = app.create_org("globex").await;
    let post = create_post(app, &acme, "grace@customer.test", json!({"title": "Ours", "bucket_id": acme.default_bucket.id})).await;
    let path = format!("/api/v3/feature_requests/{}", post["id"]);
    let mine: Value = app.get_with_key(&path, &acme.api_key).await.json().await.unwrap();
    assert_eq!(mine, post);
    let (status, error) = error_of(app.get_with_key(&path, &globex.api_key).await).await;
    assert_eq!(status, 404);
    assert_eq!(error["message"], format!("Post {} was not found.", post["id"]));
    assert_eq!(app.get_with_key("/api/v3/feature_requests/999999", &acme.api_key).await.status(), 404);
    assert_eq!(app.get_with_key("/api/v3/feature_requests/abc", &acme.api_key).await.status(), 404);
}

pub async fn the_team_changes_status_and_closed_approves(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let token = admin_token(app, &acme).await;
    let post = create_post(app, &acme, "grace@customer.test", json!({"title": "Dark mode", "bucket_id": acme.default_bucket.id})).await;
    let path = format!("/api/v3/feature_requests/{}", post["id"]);
    let put = |body: Value| app.request(Method::PUT, &path, &acme.api_key, Some(&token)).json(&body).send();

    // The lists read the post's place from its row of counters (`post_counts`, kept in step by
    // a trigger): each change shows in the orders and filters that read it there.
    let id = post["id"].as_i64().unwrap();
    let key = acme.api_key.as_str();
    let listed = |query: String| async move {
        let page: Value = app.get_with_key(&format!("/api/v3/feature_requests?{query}"), key).await.json().await.unwrap();
        page["feature_requests"].as_array().unwrap().iter().any(|p| p["id"] == id)
    };
    let pending: Value = put(json!({"approval_status": "pending"})).await.unwrap().json().await.unwrap();
    assert_eq!(pending["approval_status"], "pending");
    for sort in ["top", "trending", "latest_created_at"] {
        assert!(listed(format!("sort={sort}&approval_status=pending")).await, "pending, by {sort}");
        assert!(!listed(format!("sort={sort}&approval_status=approved")).await, "no longer approved, by {sort}");
    }
    let closed: Value = put(json!({"status": "closed"})).await.unwrap().json().await.unwrap();
    assert_eq!((closed["status"].as_str(), closed["approval_status"].as_str()), (Some("Closed"), Some("approved")));
    assert!(listed("sort=top&approval_status=approved".to_owned()).await, "approved again");
    let progress: Value = put(json!({"status": "in progress"})).await.unwrap().json().await.unwrap();
    assert_eq!(progress["status"], "In Progress");
    let by_kind: Value = put(json!({"status": "planned"})).await.unwrap().json().await.unwrap();
    assert_eq!(by_kind["status"], "Planned");
    let (status, error) = error_of(put(json!({"status": "shipped"})).await.unwrap()).await;
    assert_eq!((status, error["errors"]["status"].is_array()), (422, true));
    let (status, _) = error_of(put(json!({"approval_status": "maybe"})).await.unwrap()).await;
    assert_eq!(status, 422);
    let bugs = app::domain::buckets::create(&app.db, acme.organization.id, "Bugs", false).await.unwrap();
    let moved: Value = put(json!({"bucket_id": bugs.id, "title": "Dark theme"})).await.unwrap().json().await.unwrap();
    assert_eq!(moved["bucket"], json!({"id": bugs.id, "name": "Bugs"}));
    assert_eq!(moved["slug"], "dark-theme");
    for sort in ["top", "trending", "latest_created_at", "latest_updated_at"] {
        assert!(listed(format!("sort={sort}&bucket_id={}", bugs.id)).await, "in its new bucket, by {sort}");
        assert!(!listed(format!("sort={sort}&bucket_id={}", acme.default_bucket.id)).await, "out of its old one, by {sort}");
    }
    // Whoever writes the post's row, its row of counters follows.
    let copies = "SELECT COUNT(*) AS n FROM posts p JOIN post_counts c ON c.post_id = p.id WHERE p.organization_id = c.organization_id \
                  AND p.bucket_id = c.bucket_id AND p.status_id = c.status_id AND p.approval_status = c.approval_status AND p.hidden = c.hidden \
                  AND p.created_at = c.created_at";
    let same = || async {
        use sea_orm::ConnectionTrait;
        let statement = sea_orm::Statement::from_string(app.db.backend(), copies);
        app.db.conn().query_one_raw(statement).await.unwrap().unwrap().try_get::<i64>("", "n").unwrap()
    };
    assert_eq!(same().await, 1);
    use sea_orm::ConnectionTrait;
    app.db
        .conn()
        .execute_unprepared(&format!("UPDATE posts SET hidden = true, approval_status = 'pending' WHERE id = {id}"))
        .await
        .unwrap();
    assert_eq!(same().await, 1, "a direct update is followed too");
    assert!(!listed("sort=top".to_owned()).await, "hidden");
    assert!(moved["updated_at"].as_str() >= post["updated_at"].as_str());
    assert_eq!(
        error_of(
            app.request(Method::PUT, "/api/v3/feature_requests/424242", &acme.api_key, Some(&token))
                .json(&json!({"title": "x"}))
                .send()
                .await
                .unwrap()
        )
        .await
        .0,
        404
    );
}

pub async fn the_submitter_changes_only_title_and_description(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let post = create_post(app, &acme, "grace@customer.test", json!({"title": "Dark mode", "bucket_id": acme.default_bucket.id})).await;
    let path = format!("/api/v3/feature_requests/{}", post["id"]);
    let grace = app.token(&acme, "grace@customer.test", "Grace");
    let alan = app.token(&acme, "alan@customer.test", "Alan");
    let renamed: Value = app
        .send_json(Method::PUT, &path, &acme.api_key, Some(&grace), &json!({"title": "Night mode", "description": "Easier on the eyes"}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!((renamed["slug"].as_str(), renamed["description"].as_str()), (Some("night-mode"), Some("Easier on the eyes")));
    let other_board = app::domain::buckets::create(&app.db, acme.organization.id, "Elsewhere", false).await.unwrap();
    let as_it_was = app.get_with_key(&path, &acme.api_key).await.json::<Value>().await.unwrap();
    for body in [
        json!({"status": "planned"}),
        json!({"approval_status": "pending"}),
        json!({"bucket_id": other_board.id.get()}),
        json!({"tags": ["mine"]}),
        json!({"title": "Sneaky", "tags": ["mine"]}),
    ] {
        let response = app.request(Method::PUT, &path, &acme.api_key, Some(&grace)).json(&body).send().await.unwrap();
        assert_eq!(error_of(response).await.0, 403, "{body}");
    }
    let response = app.request(Method::PUT, &path, &acme.api_key, Some(&alan)).json(&json!({"title": "Mine now"})).send().await.unwrap();
    let (status, error) = error_of(response).await;
    assert_eq!((status, error["error"].as_str()), (403, Some("ERROR_CODE_FORBIDDEN")));
    // None of the refused changes touched the post.
    let after = app.get_with_key(&path, &acme.api_key).await.json::<Value>().await.unwrap();
    assert_eq!(after, as_it_was, "a refused change leaves the post as it was");
    assert_eq!((after["title"].as_str(), after["bucket"]["id"].as_i64()), (Some("Night mode"), Some(acme.default_bucket.id.get())), "{after}");
    use sea_orm::{EntityTrait, PaginatorTrait};
    assert_eq!(app::entities::post_tag::Entity::find().count(app.db.conn()).await.unwrap(), 0, "no tag was given");
    assert_eq!(app::entities::tag::Entity::find().count(app.db.conn()).await.unwrap(), 0, "nor made");
    // The old slug is remembered: a new post with the old title gets a new one.
    let again = create_post(app, &acme, "alan@customer.test", json!({"title": "Dark mode", "bucket_id": acme.default_bucket.id})).await;
    assert_eq!(again["slug"], "dark-mode-2");
}

pub(crate) async fn list(app: &TestApp, org: &CreatedOrganization, query: &str) -> Value {
    let response = app.get_with_key(&format!("/api/v3/feature_requests{query}"), &org.api_key).await;
    assert_eq!(response.status(), 200, "{query}");
    response.json().await.unwrap()
}

fn titles(list: &Value) -> Vec<String> {
    list["feature_requests"].as_array().unwrap().iter().map(|p| p["title"].as_str().unwrap().to_owned()).collect()
}

pub async fn the_list_pages_with_meta_and_validates_paging(app: &TestApp) {
    let acme = app.create_org("acme").await;
    seed_posts(app, &acme, 35).await;
    let first = list(app, &acme, "").await;
    assert_eq!(first["success"], true);
    assert_eq!(first["feature_requests"].as_array().unwrap().len(), 30);
    assert_eq!(first["meta"], json!({"page": 1, "per_page": 30, "total_count": 35, "total_pages": 2, "has_more": true}));
    let second = list(app, &acme, "?page=2").await;
    assert_eq!(second["feature_requests"].as_array().unwrap().len(), 5);
    assert_eq!(second["meta"]["has_more"], false);
    let clamped = list(app, &acme, "?per_page=1000").await;
    assert_eq!(clamped["meta"]["per_page"], 100);
    assert_eq!(list(app, &acme, "?page=9").await["feature_requests"], json!([]));
    for query in
        ["?per_page=0", "?per_page=-1", "?per_page=ten", "?page=0", "?page=x", "?sort=best", "?from_date=2026-13-01", "?to_date=yesterday", "?bucket_id=x"]
    {
        let response = app.get_with_key(&format!("/api/v3/feature_requests{query}"), &acme.api_key).await;
        let (status, error) = error_of(response).await;
        assert_eq!((status, error["error"].as_str()), (422, Some("ERROR_CODE_INVALID_PARAM")), "{query}");
    }
}

/// `n` posts with titles "Post 0".. and n-1-i votes... created one second apart in the past.
async fn seed_posts(app: &TestApp, org: &CreatedOrganization, n: i64) -> Vec<i64> {
    let txn = app.db.begin_write().await.unwrap();
    let mut ids = Vec::new();
    for i in 0..n {
        let post = app::domain::posts::insert(
            &*txn,
            app::domain::posts::NewPost {
                organization_id: org.organization.id,
                bucket_id: org.default_bucket.id,
                submitter_id: org.admin.id,
                title: &format!("Post {i}"),
                description: None,
                status_id: None,
                approved: true,
                created_at: Some(app::domain::now() - chrono::Duration::seconds(1000 - i)),
            },
        )
        .await
        .unwrap();
        ids.push(post.id.get());
    }
    txn.commit().await.unwrap();
    ids
}

pub async fn the_list_sorts_five_ways_and_by_trending(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let ids = seed_posts(app, &acme, 3).await;
    // Post 0 gets two votes, Post 1 one; Post 1 is updated last.
    let txn = app.db.begin_write().await.unwrap();
    for (n, post) in [(0, ids[0]), (1, ids[0]), (2, ids[1])] {
        let email = app::model::Email::parse(&format!("v{n}@x.test")).unwrap();
        let voter = app::domain::users::find_or_create(&*txn, acme.organization.id, &email, "V").await.unwrap();
        app::domain::votes::cast(&*txn, acme.organization.id, PostId(post), voter.id, app::domain::votes::Kind::Upvote, app::domain::votes::Source::Api)
            .await
            .unwrap();
    }
    txn.commit().await.unwrap();
    let token = admin_token(app, &acme).await;
    let response = app
        .send_json(Method::PUT, &format!("/api/v3/feature_requests/{}", ids[1]), &acme.api_key, Some(&token), &json!({"status": "planned"}))
        .await;
    assert_eq!(response.status(), 200);

    assert_eq!(titles(&list(app, &acme, "?sort=top").await), ["Post 0", "Post 1", "Post 2"]);
    assert_eq!(titles(&list(app, &acme, "?sort=latest_created_at").await), ["Post 2", "Post 1", "Post 0"]);
    assert_eq!(titles(&list(app, &acme, "").await), ["Post 2", "Post 1", "Post 0"], "newest first by default");
    assert_eq!(titles(&list(app, &acme, "?sort=oldest_created_at").await), ["Post 0", "Post 1", "Post 2"]);
    assert_eq!(titles(&list(app, &acme, "?sort=latest_updated_at").await)[0], "Post 1");
    assert_eq!(titles(&list(app, &acme, "?sort=oldest_updated_at").await).last().unwrap(), "Post 1");
    // The extension: the board's Trending order. Net one vote weighs as much as none, so the
    // newer Post 2 passes Post 1; each post carries the score it is ordered by.
    let trending = list(app, &acme, "?sort=trending").await;
    assert_eq!(titles(&trending), ["Post 0", "Post 2", "Post 1"]);
    let scores: Vec<f64> = trending["feature_requests"].as_array().unwrap().iter().map(|p| p["trending_score"].as_f64().unwrap()).collect();
    assert!(scores.windows(2).all(|w| w[0] > w[1]), "{scores:?}");
    let post0 = &trending["feature_requests"][0];
    let created = chrono::DateTime::parse_from_rfc3339(post0["created_at"].as_str().unwrap()).unwrap();
    let expected = 2f64.log10() + created.timestamp() as f64 / 45_000.0;
    assert!((scores[0] - expected).abs() < 1e-6, "{} against {expected}", scores[0]);
}

pub async fn the_list_filters_by_bucket_approval_people_and_dates(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let bugs = app::domain::buckets::create(&app.db, acme.organization.id, "Bugs", false).await.unwrap();
    let grace = create_post(app, &acme, "grace@customer.test", json!({"title": "By Grace", "bucket_id": acme.default_bucket.id})).await;
    let alan = create_post(app, &acme, "alan@customer.test", json!({"title": "By Alan", "bucket_id": bugs.id})).await;
    let token = admin_token(app, &acme).await;
    app.request(Method::PUT, &format!("/api/v3/feature_requests/{}", alan["id"]), &acme.api_key, Some(&token))
        .json(&json!({"approval_status": "pending"}))
        .send()
        .await
        .unwrap();
    let katherine = app.token(&acme, "katherine@customer.test", "Katherine");
    let response = app.vote_as(&acme, &katherine, grace["id"].as_i64().unwrap()).await;
    assert_eq!(response.status(), 201);

    assert_eq!(titles(&list(app, &acme, &format!("?bucket_id={}", bugs.id)).await), ["By Alan"]);
    assert_eq!(titles(&list(app, &acme, "?approval_status=pending").await), ["By Alan"]);
    assert_eq!(titles(&list(app, &acme, "?approval_status=approved").await), ["By Grace"]);
    assert_eq!(titles(&list(app, &acme, "?submitter_emails[]=GRACE@customer.test").await), ["By Grace"]);
    let both = list(app, &acme, "?submitter_emails[]=grace@customer.test&submitter_emails[]=alan@customer.test").await;
    assert_eq!(both["meta"]["total_count"], 2);
    let submitters: std::collections::BTreeMap<String, Value> = both["feature_requests"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (p["title"].as_str().unwrap().to_owned(), p["submitter"].clone()))
        .collect();
    assert_eq!(submitters["By Grace"]["email"], "grace@customer.test", "each listed post with its own submitter");
    assert_eq!(submitters["By Alan"]["email"], "alan@customer.test");
    assert_eq!(titles(&list(app, &acme, "?interactor_emails[]=katherine@customer.test").await), ["By Grace"], "voters interact");
    assert_eq!(titles(&list(app, &acme, "?interactor_emails[]=alan@customer.test").await), ["By Alan"], "submitters interact");
    assert_eq!(list(app, &acme, "?interactor_emails[]=nobody@x.test").await["meta"]["total_count"], 0);
    let today = chrono::Utc::now().date_naive();
    let yesterday = today.pred_opt().unwrap();
    assert_eq!(list(app, &acme, &format!("?from_date={today}&to_date={today}")).await["meta"]["total_count"], 2, "days are inclusive");
    assert_eq!(list(app, &acme, &format!("?to_date={yesterday}")).await["meta"]["total_count"], 0);
    assert_eq!(list(app, &acme, &format!("?from_date={}", today.succ_opt().unwrap())).await["meta"]["total_count"], 0);
    assert_eq!(list(app, &acme, &format!("?bucket_id={}&approval_status=approved", bugs.id)).await["meta"]["total_count"], 0);
}

pub async fn the_list_leaves_out_hidden_and_private_posts(app: &TestApp) {
    use sea_orm::{ActiveModelTrait, ActiveValue::Set};
    let acme = app.create_org("acme").await;
    let internal = app::domain::buckets::create(&app.db, acme.organization.id, "Internal", true).await.unwrap();
    let visible = create_post(app, &acme, "grace@customer.test", json!({"title": "Visible", "bucket_id": acme.default_bucket.id})).await;
    let hidden = create_post(app, &acme, "grace@customer.test", json!({"title": "Spam", "bucket_id": acme.default_bucket.id})).await;
    let token = admin_token(app, &acme).await;
    let response = app
        .request(Method::POST, "/api/v3/feature_requests", &acme.api_key, Some(&token))
        .header("ALLOW-PRIVATE", "true")
        .json(&json!({"title": "Private", "bucket_id": internal.id}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 201);
    let txn = app.db.begin_write().await.unwrap();
    app::entities::post::ActiveModel { id: Set(PostId(hidden["id"].as_i64().unwrap())), hidden: Set(true), ..Default::default() }
        .update(&*txn)
        .await
        .unwrap();
    txn.commit().await.unwrap();
    assert_eq!(titles(&list(app, &acme, "").await), ["Visible"]);
    let with_private: Value = app
        .request(Method::GET, "/api/v3/feature_requests", &acme.api_key, None)
        .header("ALLOW-PRIVATE", "true")
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(titles(&with_private), ["Private", "Visible"]);
    let single = app.get_with_key(&format!("/api/v3/feature_requests/{}", hidden["id"]), &acme.api_key).await;
    assert_eq!(single.status(), 200, "a single GET still returns a hidden post");
    let _ = visible;
}

pub async fn posts_on_behalf_need_a_team_token(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let admin = admin_token(app, &acme).await;
    let body = json!({"title": "From a call", "bucket_id": acme.default_bucket.id, "email": "linus@customer.test", "name": "Linus"});
    let response = app.send_json(Method::POST, "/api/v3/feature_requests/on_behalf", &acme.api_key, Some(&admin), &body).await;
    assert_eq!(response.status(), 201);
    let post: Value = response.json().await.unwrap();
    assert_eq!(post["submitter"], json!({"name": "Linus", "email": "linus@customer.test"}));
    let customer = app.token(&acme, "grace@customer.test", "Grace");
    let response = app.send_json(Method::POST, "/api/v3/feature_requests/on_behalf", &acme.api_key, Some(&customer), &body).await;
    assert_eq!(error_of(response).await.0, 403);
    let response = app
        .send_json(
            Method::POST,
            "/api/v3/feature_requests/on_behalf",
            &acme.api_key,
            Some(&admin),
            &json!({"title": "No one", "bucket_id": acme.default_bucket.id}),
        )
        .await;
    let (status, error) = error_of(response).await;
    assert_eq!((status, error["error"].as_str()), (422, Some("ERROR_CODE_MISSING_PARAM")));
}
