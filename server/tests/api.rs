//! The REST API over HTTP, on SQLite and on PostgreSQL.

mod support;

use serde_json::{Value, json};
use support::TestApp;

on_both_backends!(crate::cases =>
    healthz_answers_when_the_database_does,
    organization_info_answers_with_the_organization_and_its_public_buckets,
    organization_info_shows_private_buckets_only_with_allow_private,
    organization_info_without_api_key_is_401_with_the_error_body,
    organization_info_with_a_wrong_key_is_401_with_the_error_body,
    each_key_sees_only_its_own_organization,
    an_unknown_api_path_is_a_json_404,
);

mod cases {
    use super::*;

    pub async fn healthz_answers_when_the_database_does(app: &TestApp) {
        let response = app.http.get(app.url("/healthz")).send().await.unwrap();
        assert_eq!(response.status(), 200);
        assert_eq!(response.json::<Value>().await.unwrap(), json!({"status": "ok"}));
    }

    pub async fn organization_info_answers_with_the_organization_and_its_public_buckets(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let response = app.get_with_key("/api/v3/organizations/info", &acme.api_key).await;
        assert_eq!(response.status(), 200);
        assert_eq!(response.headers()["content-type"], "application/json");
        let body: Value = response.json().await.unwrap();
        assert_eq!(
            body,
            json!({
                "success": true,
                "organization": {
                    "id": acme.organization.id,
                    "name": "acme",
                    "display_name": "acme Inc.",
                    "description": "",
                    "url": null,
                    "profile": null,
                },
                "buckets": [{"id": acme.default_bucket.id, "name": "Feature Requests", "default": true}],
            })
        );
    }

    pub async fn organization_info_shows_private_buckets_only_with_allow_private(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let internal = app::domain::buckets::create(&app.db, acme.organization.id, "Internal", true).await.unwrap();
        let names = |body: &Value| -> Vec<String> {
            body["buckets"].as_array().unwrap().iter().map(|b| b["name"].as_str().unwrap().to_owned()).collect()
        };
        let without: Value = app.get_with_key("/api/v3/organizations/info", &acme.api_key).await.json().await.unwrap();
        assert_eq!(names(&without), ["Feature Requests"]);
        for allow in ["true", "TRUE"] {
            let with: Value = app
                .http
                .get(app.url("/api/v3/organizations/info"))
                .header("API-KEY", &acme.api_key)
                .header("ALLOW-PRIVATE", allow)
                .send()
                .await
                .unwrap()
                .json()
                .await
                .unwrap();
            assert_eq!(names(&with), ["Feature Requests", "Internal"]);
            assert_eq!(with["buckets"][1], json!({"id": internal.id, "name": "Internal", "default": false}));
        }
    }

    pub async fn organization_info_without_api_key_is_401_with_the_error_body(app: &TestApp) {
        app.create_org("acme").await;
        let response = app.http.get(app.url("/api/v3/organizations/info")).send().await.unwrap();
        assert_eq!(response.status(), 401);
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["success"], false);
        assert_eq!(body["error"], "ERROR_CODE_INVALID_API_KEY");
        assert!(body["message"].as_str().is_some_and(|m| !m.is_empty()));
        assert_eq!(body.as_object().unwrap().len(), 3, "{body}");
    }

    pub async fn organization_info_with_a_wrong_key_is_401_with_the_error_body(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let wrong_keys = [
            app::domain::keys::generate_api_key(),
            format!("{}x", acme.api_key),
            acme.api_key.to_uppercase(),
            "ub_".to_owned(),
            String::new(),
        ];
        for key in wrong_keys {
            let response = app.get_with_key("/api/v3/organizations/info", &key).await;
            assert_eq!(response.status(), 401, "key {key:?}");
            let body: Value = response.json().await.unwrap();
            assert_eq!(body["success"], false);
            assert_eq!(body["error"], "ERROR_CODE_INVALID_API_KEY");
        }
    }

    pub async fn each_key_sees_only_its_own_organization(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let globex = app.create_org("globex").await;
        let body: Value = app.get_with_key("/api/v3/organizations/info", &globex.api_key).await.json().await.unwrap();
        assert_eq!(body["organization"]["name"], "globex");
        assert_eq!(body["organization"]["id"], globex.organization.id);
        let ids: Vec<i64> = body["buckets"].as_array().unwrap().iter().map(|b| b["id"].as_i64().unwrap()).collect();
        assert_eq!(ids, [globex.default_bucket.id]);
        assert_ne!(globex.default_bucket.id, acme.default_bucket.id);
    }

    pub async fn an_unknown_api_path_is_a_json_404(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let response = app.get_with_key("/api/v3/no_such_thing", &acme.api_key).await;
        assert_eq!(response.status(), 404);
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["error"], "ERROR_CODE_NOT_FOUND");
        assert_eq!(body["success"], false);
    }
}
