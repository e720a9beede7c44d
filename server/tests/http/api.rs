//! The REST API over HTTP, on SQLite and on PostgreSQL.

use crate::support::TestApp;
use serde_json::{Value, json};

on_both_backends!(crate::api::cases =>
    healthz_answers_when_the_database_does,
    organization_info_answers_with_the_organization_and_its_public_buckets,
    organization_info_shows_private_buckets_only_with_allow_private,
    organization_info_without_api_key_is_401_with_the_error_body,
    organization_info_with_a_wrong_key_is_401_with_the_error_body,
    each_key_sees_only_its_own_organization,
    an_unknown_api_path_is_a_json_404,
    creating_a_post_with_json_answers_201_in_the_current_shape,
    creating_a_post_with_multipart_appends_its_images,
    writes_without_a_user_token_are_401,
    forged_expired_and_foreign_tokens_are_401,
    a_blocked_user_is_forbidden,
    private_buckets_need_allow_private,
    invalid_post_input_gets_the_right_status,
    upload_attacks_are_refused,
    reading_a_post_is_scoped_to_the_organization,
    the_team_changes_status_and_closed_approves,
    the_submitter_changes_only_title_and_description,
    the_list_pages_with_meta_and_validates_paging,
    the_list_sorts_five_ways_and_by_trending,
    the_list_filters_by_bucket_approval_people_and_dates,
    the_list_leaves_out_hidden_and_private_posts,
    posts_on_behalf_need_a_team_token,
    votes_switch_repeat_and_disappear,
    a_vote_answers_with_the_post_as_it_reads,
    fifty_concurrent_upvotes_count_exactly,
    upvoters_lists_upvotes_with_filters,
    first_generation_submit_answers_the_old_shape,
    first_generation_latest_pages_newest_first,
    comments_thread_count_and_stay_in_their_organization,
    comment_updates_follow_the_permission_rules,
    comments_list_with_filters_and_meta,
    customer_imports_upsert_and_report_errors,
    customers_are_created_and_deleted_by_managers_only,
    team_imports_are_for_admins_and_capped_at_50,
    the_team_list_is_a_bare_array_with_paging_headers,
    team_members_are_created_and_deleted,
    buckets_list_private_ones_only_when_allowed,
    another_organizations_key_sees_and_changes_nothing,
    the_openapi_document_describes_every_operation,
    every_operation_has_an_operation_id_of_its_own,
    deleting_customers_answers_the_fields_the_document_promises,
    an_empty_query_value_the_server_takes_is_one_the_document_allows,
    concurrent_vote_changes_by_the_same_users_keep_every_count_exact,
    first_uses_of_a_new_token_and_equal_titles_at_once_all_succeed,
    a_bucket_name_created_twice_at_once_exists_once,
    equal_renames_at_once_all_succeed,
    pages_beyond_any_list_are_empty_not_a_crash,
    fields_of_the_wrong_json_type_are_422_per_field_never_coerced,
    a_refused_write_leaves_no_uploaded_file,
    text_holding_a_nul_character_is_422_and_writes_nothing,
    companies_are_made_listed_changed_and_deleted_by_the_team,
    revenue_counts_each_company_once_under_concurrent_votes,
);

mod rate_limited {
    use crate::support::{Backend, spawn_app_with};

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn past_the_limit_requests_get_429_with_retry_after() {
        let app = spawn_app_with(Backend::Sqlite, 3).await;
        let acme = app.create_org("acme").await;
        for remaining in [2, 1, 0] {
            let response = app.get_with_key("/api/v3/buckets", &acme.api_key).await;
            assert_eq!(response.status(), 200);
            assert_eq!(response.headers()["x-ratelimit-limit"], "3");
            assert_eq!(response.headers()["x-ratelimit-remaining"], remaining.to_string().as_str());
        }
        let response = app.get_with_key("/api/v3/buckets", &acme.api_key).await;
        assert_eq!(response.status(), 429);
        let retry_after: u64 = response.headers()["retry-after"].to_str().unwrap().parse().unwrap();
        assert!((1..=60).contains(&retry_after), "{retry_after}");
        assert_eq!(response.headers()["x-ratelimit-remaining"], "0");
        let body: serde_json::Value = response.json().await.unwrap();
        assert_eq!(body["error"], "ERROR_CODE_RATE_LIMITED");
        let refused = app.get_with_key("/api/v3/buckets", "ub_not-a-key").await;
        assert_eq!(refused.status(), 401);
        assert_eq!(refused.headers()["x-ratelimit-limit"], "3", "every response carries the headers");
        // Another organization's key has a budget of its own.
        let globex = app.create_org("globex").await;
        assert_eq!(app.get_with_key("/api/v3/buckets", &globex.api_key).await.status(), 200);
        app.finish().await;
    }
}

pub(crate) mod cases {
    use super::*;

    pub mod comments;
    pub mod companies;
    pub mod concurrency;
    pub mod hostile;
    pub mod legacy;
    pub mod openapi;
    pub mod people;
    pub mod posts;
    pub mod votes;

    pub use comments::*;
    pub use companies::*;
    pub use concurrency::*;
    pub use hostile::*;
    pub use legacy::*;
    pub use openapi::*;
    pub use people::*;
    pub use posts::*;
    pub use votes::*;

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
        let names = |body: &Value| -> Vec<String> { body["buckets"].as_array().unwrap().iter().map(|b| b["name"].as_str().unwrap().to_owned()).collect() };
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
        let wrong_keys = [app::domain::keys::generate_api_key(), format!("{}x", acme.api_key), acme.api_key.to_uppercase(), "ub_".to_owned(), String::new()];
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
        assert_eq!(body["organization"]["id"], globex.organization.id.get());
        let ids: Vec<i64> = body["buckets"].as_array().unwrap().iter().map(|b| b["id"].as_i64().unwrap()).collect();
        assert_eq!(ids, [globex.default_bucket.id.get()]);
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
