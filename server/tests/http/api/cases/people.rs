//! Customers, the team, buckets and tenant isolation.

use super::posts::{admin_token, create_post};
use crate::support::TestApp;
use reqwest::Method;
use serde_json::{Value, json};

pub async fn customer_imports_upsert_and_report_errors(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let admin = admin_token(app, &acme).await;
    let import = |body: Value| app.request(Method::POST, "/api/v3/customers/import", &acme.api_key, Some(&admin)).json(&body).send();
    let body = json!({"customers": [
        {"email": "grace@customer.test", "name": "Grace", "labels": ["vip", "beta"], "custom_fields": {"plan": "pro"}, "starred": true},
        {"email": "not-an-email"},
        {"name": "No e-mail"},
        {"email": "alan@customer.test", "profile_picture": "https://img.test/alan.png"},
        "just a string",
    ]});
    let response = import(body.clone()).await.unwrap();
    assert_eq!(response.status(), 200);
    let result: Value = response.json().await.unwrap();
    let customers = result["customers"].as_array().unwrap();
    assert_eq!(customers.len(), 2);
    let grace = &customers[0];
    assert_eq!(
        crate::support::keys(grace),
        crate::support::sorted(&[
            "id",
            "name",
            "email",
            "blocked",
            "post_count",
            "votes_count",
            "comments_count",
            "member_since",
            "created_at",
            "starred",
            "labels",
            "custom_fields",
            "profile_picture",
        ])
    );
    assert_eq!(
        (grace["labels"].clone(), grace["custom_fields"].clone(), grace["starred"].clone()),
        (json!(["beta", "vip"]), json!({"plan": "pro"}), json!(true))
    );
    assert_eq!(grace["profile_picture"], Value::Null);
    assert_eq!(customers[1]["profile_picture"], "https://img.test/alan.png");
    let errors = result["errors"].as_array().unwrap();
    assert_eq!(errors.iter().map(|e| e["index"].as_i64().unwrap()).collect::<Vec<_>>(), [1, 2, 4]);
    assert_eq!(errors[0], json!({"index": 1, "email": "not-an-email", "errors": {"email": ["is invalid"]}}));
    assert_eq!(errors[1]["errors"]["email"], json!(["can't be blank"]));

    let again: Value = import(body).await.unwrap().json().await.unwrap();
    assert_eq!(again["customers"][0]["id"], grace["id"], "importing twice creates nothing new");
    let upper: Value = import(json!({"customers": [{"email": "GRACE@customer.test", "name": "Grace Hopper"}]}))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!((upper["customers"][0]["id"].clone(), upper["customers"][0]["name"].clone()), (grace["id"].clone(), json!("Grace Hopper")));
    assert_eq!(upper["errors"], json!([]));

    let too_many: Vec<Value> = (0..1001).map(|i| json!({"email": format!("u{i}@x.test")})).collect();
    let response = import(json!({"customers": too_many})).await.unwrap();
    assert_eq!(response.status(), 422);
    assert_eq!(import(json!({})).await.unwrap().status(), 422);
    assert_eq!(import(json!({"customers": "nope"})).await.unwrap().status(), 422);
    let member = app.token(&acme, "max@acme.test", "Max");
    let joined = app
        .send_json(Method::POST, "/api/v3/teams", &acme.api_key, Some(&admin), &json!({"email": "max@acme.test", "role": "member"}))
        .await;
    assert!(joined.status().is_success(), "Max joins the team: {}", joined.status());
    let forbidden = app.send_json(Method::POST, "/api/v3/customers/import", &acme.api_key, Some(&member), &json!({"customers": []})).await;
    assert_eq!(forbidden.status(), 403, "members do not manage customers");
    let csm = app.token(&acme, "cleo@acme.test", "Cleo");
    let joined = app
        .send_json(Method::POST, "/api/v3/teams", &acme.api_key, Some(&admin), &json!({"email": "cleo@acme.test", "role": "csm"}))
        .await;
    assert!(joined.status().is_success(), "Cleo joins the team: {}", joined.status());
    let allowed = app.send_json(Method::POST, "/api/v3/customers/import", &acme.api_key, Some(&csm), &json!({"customers": []})).await;
    assert_eq!(allowed.status(), 200, "customer success managers do");
}

pub async fn customers_are_created_and_deleted_by_managers_only(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let admin = admin_token(app, &acme).await;
    let response = app
        .send_json(Method::POST, "/api/v3/customers", &acme.api_key, Some(&admin), &json!({"email": "grace@customer.test", "name": "Grace"}))
        .await;
    assert_eq!(response.status(), 201);
    let grace: Value = response.json().await.unwrap();
    assert_eq!((grace["member_since"].as_str(), grace["blocked"].as_bool()), (Some("0 seconds"), Some(false)));
    let invalid = app.send_json(Method::POST, "/api/v3/customers", &acme.api_key, Some(&admin), &json!({"email": "nope"})).await;
    assert_eq!(invalid.status(), 422);
    let body: Value = invalid.json().await.unwrap();
    assert_eq!(body["errors"]["email"], json!(["is invalid"]));
    let customer = app.token(&acme, "alan@customer.test", "Alan");
    assert_eq!(
        app.request(Method::POST, "/api/v3/customers", &acme.api_key, Some(&customer))
            .json(&json!({"email": "x@y.test"}))
            .send()
            .await
            .unwrap()
            .status(),
        403
    );

    // Grace votes and comments, Alan replies to her and comments on his own; deleting her takes
    // her vote, her comment and the reply under it away again, and the counters follow.
    let post = create_post(app, &acme, "alan@customer.test", json!({"title": "Dark mode", "bucket_id": acme.default_bucket.id})).await;
    let post_id = post["id"].as_i64().unwrap();
    let grace_token = app.token(&acme, "grace@customer.test", "Grace");
    let voted = app.vote_as(&acme, &grace_token, post_id).await;
    assert_eq!(voted.status(), 201, "Grace's vote is counted");
    let hers = app.comment_as(&acme, &grace_token, post_id, "Yes please").await;
    assert_eq!(hers.status(), 201);
    let hers: Value = hers.json().await.unwrap();
    let reply = app
        .send_json(
            Method::POST,
            "/api/v3/comments",
            &acme.api_key,
            Some(&customer),
            &json!({"feature_request_id": post_id, "comment": "Agreed", "parent_id": hers["id"]}),
        )
        .await;
    assert_eq!(reply.status(), 201, "Alan replies to Grace");
    assert_eq!(app.comment_as(&acme, &customer, post_id, "Mine").await.status(), 201);
    let before: Value = app.get_with_key(&format!("/api/v3/feature_requests/{post_id}"), &acme.api_key).await.json().await.unwrap();
    assert_eq!((before["votes_count"].clone(), before["comments_count"].clone()), (json!(1), json!(3)), "{before}");
    let response = app
        .request(Method::DELETE, &format!("/api/v3/customers?ids[]={}&ids[]=999999", grace["id"]), &acme.api_key, Some(&admin))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    let deleted: Value = response.json().await.unwrap();
    assert_eq!(deleted, json!({"success": true, "deleted_ids": [grace["id"]]}));
    let after: Value = app.get_with_key(&format!("/api/v3/feature_requests/{post_id}"), &acme.api_key).await.json().await.unwrap();
    assert_eq!((after["votes_count"].clone(), after["comments_count"].clone()), (json!(0), json!(1)), "only Alan's own comment stays: {after}");
    let alan_id = app::domain::users::find_by_email(app.db.conn(), acme.organization.id, &app::model::Email::parse("alan@customer.test").unwrap())
        .await
        .unwrap()
        .unwrap()
        .id;
    let by_body = app.send_json(Method::DELETE, "/api/v3/customers", &acme.api_key, Some(&admin), &json!({"ids": [alan_id]})).await;
    assert_eq!(by_body.json::<Value>().await.unwrap()["deleted_ids"], json!([alan_id]));
    assert_eq!(app.request(Method::DELETE, "/api/v3/customers", &acme.api_key, Some(&admin)).send().await.unwrap().status(), 422, "no ids");
    assert_eq!(app.request(Method::DELETE, "/api/v3/customers?ids[]=x", &acme.api_key, Some(&admin)).send().await.unwrap().status(), 422);
    assert_eq!(app.request(Method::DELETE, "/api/v3/customers?ids[]=1", &acme.api_key, Some(&customer)).send().await.unwrap().status(), 403);
}

pub async fn team_imports_are_for_admins_and_capped_at_50(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let admin = admin_token(app, &acme).await;
    let import = |token: &str, body: Value| app.request(Method::POST, "/api/v3/teams/import", &acme.api_key, Some(token)).json(&body).send();
    let result: Value = import(
        &admin,
        json!({"team": [
            {"email": "max@acme.test", "name": "Max"},
            {"email": "cleo@acme.test", "role": "csm"},
            {"email": "boss@acme.test", "role": "boss"},
        ]}),
    )
    .await
    .unwrap()
    .json()
    .await
    .unwrap();
    let team = result["team"].as_array().unwrap();
    assert_eq!(team.len(), 2);
    assert_eq!(crate::support::keys(&team[0]), crate::support::sorted(&["id", "user", "admin", "role", "created_at", "updated_at"]));
    assert_eq!((team[0]["role"].as_str(), team[0]["admin"].as_bool()), (Some("member"), Some(false)));
    assert_eq!(team[0]["user"], json!({"name": "Max", "email": "max@acme.test"}));
    assert_eq!(result["errors"][0]["index"], 2);
    assert_eq!(result["errors"][0]["errors"]["role"].as_array().unwrap().len(), 1);
    let promoted: Value = import(&admin, json!({"team": [{"email": "MAX@acme.test", "role": "admin"}]})).await.unwrap().json().await.unwrap();
    assert_eq!((promoted["team"][0]["id"].clone(), promoted["team"][0]["admin"].clone()), (team[0]["id"].clone(), json!(true)));

    let fifty_one: Vec<Value> = (0..51).map(|i| json!({"email": format!("t{i}@acme.test")})).collect();
    assert_eq!(import(&admin, json!({"team": fifty_one})).await.unwrap().status(), 422);
    let listed = app.get_with_key("/api/v3/teams?limit=100", &acme.api_key).await;
    assert_eq!(listed.json::<Value>().await.unwrap().as_array().unwrap().len(), 3, "nothing of the 51 was imported");
    let cleo = app.token(&acme, "cleo@acme.test", "Cleo");
    assert_eq!(import(&cleo, json!({"team": []})).await.unwrap().status(), 403, "only admins");
}

pub async fn the_team_list_is_a_bare_array_with_paging_headers(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let admin = admin_token(app, &acme).await;
    let members: Vec<Value> = (0..4).map(|i| json!({"email": format!("m{i}@acme.test"), "role": if i == 0 { "csm" } else { "member" }})).collect();
    app.request(Method::POST, "/api/v3/teams/import", &acme.api_key, Some(&admin))
        .json(&json!({"team": members}))
        .send()
        .await
        .unwrap();
    let response = app.get_with_key("/api/v3/teams?limit=2&page=2", &acme.api_key).await;
    assert_eq!(response.status(), 200);
    let headers = response.headers().clone();
    assert_eq!(headers["x-total-count"], "5");
    assert_eq!(headers["x-page"], "2");
    assert_eq!(headers["x-per-page"], "2");
    let link = headers["link"].to_str().unwrap();
    assert!(link.contains("rel=\"next\"") && link.contains("rel=\"prev\"") && link.contains("page=3"), "{link}");
    let body: Value = response.json().await.unwrap();
    assert_eq!(body.as_array().unwrap().len(), 2, "a bare array");
    let csm: Value = app.get_with_key("/api/v3/teams?role=csm", &acme.api_key).await.json().await.unwrap();
    assert_eq!(csm.as_array().unwrap().len(), 1);
    let admins: Value = app.get_with_key("/api/v3/teams?role=admin", &acme.api_key).await.json().await.unwrap();
    assert_eq!(admins[0]["user"]["email"], "ada@acme.test");
    let default = app.get_with_key("/api/v3/teams", &acme.api_key).await;
    assert_eq!(default.headers()["x-per-page"], "30");
    let clamped = app.get_with_key("/api/v3/teams?limit=500", &acme.api_key).await;
    assert_eq!(clamped.headers()["x-per-page"], "100");
    for query in ["?limit=0", "?limit=abc", "?page=-1", "?role=boss"] {
        assert_eq!(app.get_with_key(&format!("/api/v3/teams{query}"), &acme.api_key).await.status(), 422, "{query}");
    }
}

pub async fn team_members_are_created_and_deleted(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let admin = admin_token(app, &acme).await;
    let response = app
        .send_json(Method::POST, "/api/v3/teams", &acme.api_key, Some(&admin), &json!({"email": "max@acme.test", "name": "Max", "role": "member"}))
        .await;
    assert_eq!(response.status(), 201);
    let max: Value = response.json().await.unwrap();
    assert_eq!(
        app.request(Method::POST, "/api/v3/teams", &acme.api_key, Some(&admin))
            .json(&json!({"email": "x"}))
            .send()
            .await
            .unwrap()
            .status(),
        422
    );
    let max_token = app.token(&acme, "max@acme.test", "Max");
    assert_eq!(
        app.request(Method::POST, "/api/v3/teams", &acme.api_key, Some(&max_token))
            .json(&json!({"email": "y@acme.test"}))
            .send()
            .await
            .unwrap()
            .status(),
        403
    );
    let deleted = app.request(Method::DELETE, &format!("/api/v3/teams/{}", max["id"]), &acme.api_key, Some(&admin)).send().await.unwrap();
    assert_eq!(deleted.status(), 200);
    assert_eq!(
        app.request(Method::DELETE, &format!("/api/v3/teams/{}", max["id"]), &acme.api_key, Some(&admin))
            .send()
            .await
            .unwrap()
            .status(),
        404
    );
    let list: Value = app.get_with_key("/api/v3/teams", &acme.api_key).await.json().await.unwrap();
    let admin_id = list[0]["id"].clone();
    let last = app.request(Method::DELETE, &format!("/api/v3/teams/{admin_id}"), &acme.api_key, Some(&admin)).send().await.unwrap();
    assert_eq!(last.status(), 422, "the last admin stays");
}

pub async fn buckets_list_private_ones_only_when_allowed(app: &TestApp) {
    let acme = app.create_org("acme").await;
    app::domain::buckets::create(&app.db, acme.organization.id, "Internal", true).await.unwrap();
    let public: Value = app.get_with_key("/api/v3/buckets", &acme.api_key).await.json().await.unwrap();
    assert_eq!(public["success"], true);
    let buckets = public["buckets"].as_array().unwrap();
    assert_eq!(buckets.len(), 1);
    assert_eq!(
        (buckets[0]["name"].as_str(), buckets[0]["default"].as_bool(), buckets[0]["private"].as_bool()),
        (Some("Feature Requests"), Some(true), Some(false))
    );
    let all: Value = app
        .request(Method::GET, "/api/v3/buckets", &acme.api_key, None)
        .header("ALLOW-PRIVATE", "true")
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(all["buckets"].as_array().unwrap().len(), 2);
    assert_eq!(all["buckets"][1]["private"], true);
}

pub async fn another_organizations_key_sees_and_changes_nothing(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let globex = app.create_org("globex").await;
    let post = create_post(app, &acme, "grace@customer.test", json!({"title": "Acme's", "bucket_id": acme.default_bucket.id})).await;
    let grace = app.token(&acme, "grace@customer.test", "Grace");
    let comment: Value = app.comment_as(&acme, &grace, post["id"].as_i64().unwrap(), "mine").await.json().await.unwrap();
    let globex_admin = admin_token(app, &globex).await;
    // Acme's token with Globex's key is a token of the wrong organization.
    let acme_admin = admin_token(app, &acme).await;
    assert_eq!(
        app.request(Method::POST, "/api/v3/feature_requests", &globex.api_key, Some(&acme_admin))
            .json(&json!({"title": "x", "bucket_id": globex.default_bucket.id}))
            .send()
            .await
            .unwrap()
            .status(),
        401
    );

    let post_path = format!("/api/v3/feature_requests/{}", post["id"]);
    let attempts = [
        app.request(Method::GET, &post_path, &globex.api_key, None),
        app.request(Method::PUT, &post_path, &globex.api_key, Some(&globex_admin)).json(&json!({"status": "closed"})),
        app.request(Method::POST, &format!("{post_path}/votes"), &globex.api_key, Some(&globex_admin)),
        app.request(Method::DELETE, &format!("{post_path}/votes"), &globex.api_key, Some(&globex_admin)),
        app.request(Method::GET, &format!("/api/v3/comments/{}", comment["id"]), &globex.api_key, None),
        app.request(Method::PUT, &format!("/api/v3/comments/{}", comment["id"]), &globex.api_key, Some(&globex_admin))
            .json(&json!({"comment": "x"})),
        app.request(Method::POST, "/api/v3/comments", &globex.api_key, Some(&globex_admin))
            .json(&json!({"feature_request_id": post["id"], "comment": "x"})),
        app.request(Method::GET, &format!("/api/v3/upvoters?feature_request_id={}", post["id"]), &globex.api_key, None),
        app.request(Method::GET, &format!("/api/v3/comments?feature_request_id={}", post["id"]), &globex.api_key, None),
        app.request(Method::GET, &format!("/api/v3/feature_requests?bucket_id={}", acme.default_bucket.id), &globex.api_key, None),
        app.request(Method::POST, "/api/v3/feature_requests", &globex.api_key, Some(&globex_admin))
            .json(&json!({"title": "x", "bucket_id": acme.default_bucket.id})),
    ];
    for attempt in attempts {
        let response = attempt.send().await.unwrap();
        assert_eq!(response.status(), 404, "{}", response.url());
    }
    let lists = [
        ("/api/v3/feature_requests", "feature_requests"),
        ("/api/v3/feature_requests/latest", "feature_requests"),
        ("/api/v3/comments", "comments"),
        ("/api/v3/upvoters", "votes"),
    ];
    for (path, key) in lists {
        let body: Value = app.get_with_key(path, &globex.api_key).await.json().await.unwrap();
        assert_eq!(body[key], json!([]), "{path}");
    }
    let team: Value = app.get_with_key("/api/v3/teams", &globex.api_key).await.json().await.unwrap();
    assert_eq!(team.as_array().unwrap().len(), 1);
    assert_eq!(team[0]["user"]["email"], "ada@globex.test");
    let grace_id = comment["author"]["id"].clone();
    let deleted: Value = app
        .request(Method::DELETE, &format!("/api/v3/customers?ids[]={grace_id}"), &globex.api_key, Some(&globex_admin))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(deleted["deleted_ids"], json!([]));
    let untouched: Value = app.get_with_key(&post_path, &acme.api_key).await.json().await.unwrap();
    assert_eq!((untouched["status"].as_str(), untouched["votes_count"].as_i64(), untouched["comments_count"].as_i64()), (Some("Submitted"), Some(0), Some(1)));
}
