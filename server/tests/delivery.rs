//! The pages and answers as delivered: security headers, compression, caching, search
//! engines. On SQLite and on PostgreSQL.

mod support;

use support::TestApp;

on_both_backends!(crate::cases =>
    every_response_carries_the_security_headers,
    a_pages_nonce_is_fresh_and_on_every_script_and_style,
    signed_in_pages_are_private_and_anonymous_ones_shared_briefly,
);

/// The headers every response must carry, whatever it is.
fn assert_secure(response: &reqwest::Response, what: &str) {
    let headers = response.headers();
    let get = |name: &str| headers.get(name).map(|v| v.to_str().unwrap().to_owned()).unwrap_or_else(|| panic!("{what}: no {name}"));
    let policy = get("content-security-policy");
    assert!(policy.contains("frame-ancestors 'none'"), "{what}: {policy}");
    assert!(!policy.contains("'unsafe-inline'") && !policy.contains("'unsafe-eval'"), "{what}: {policy}");
    assert_eq!(get("x-frame-options"), "DENY", "{what}");
    assert_eq!(get("x-content-type-options"), "nosniff", "{what}");
    assert_eq!(get("referrer-policy"), "strict-origin-when-cross-origin", "{what}");
    assert!(get("permissions-policy").contains("camera=()"), "{what}");
    assert_eq!(get("cross-origin-opener-policy"), "same-origin", "{what}");
}

/// The nonce of a page's policy.
fn nonce(response: &reqwest::Response) -> String {
    let policy = response.headers()["content-security-policy"].to_str().unwrap();
    let start = policy.find("'nonce-").expect("a nonce in the page's policy") + 7;
    policy[start..].split('\'').next().unwrap().to_owned()
}

mod cases {
    use super::*;
    use reqwest::Method;

    pub async fn every_response_carries_the_security_headers(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let token = app.token(&acme, "grace@x.test", "Grace");
        let form = reqwest::multipart::Form::new()
            .text("title", "Dark mode")
            .text("bucket_id", acme.default_bucket.id.to_string())
            .part("attachments[]", reqwest::multipart::Part::bytes(support::PNG.to_vec()).file_name("a.png"));
        let post: serde_json::Value = app.request(Method::POST, "/api/v3/feature_requests", &acme.api_key, Some(&token)).multipart(form).send().await.unwrap().json().await.unwrap();
        let html = post["description_html"].as_str().unwrap();
        let upload = html.split("src=\"").nth(1).unwrap().split('"').next().unwrap().to_owned();
        let pages = ["/", "/acme", "/acme?sort=top", "/acme/p/dark-mode", "/acme/roadmap", "/acme/new", "/acme/signin", "/acme/signup", "/acme/me", "/acme/nothing", "/nobody"];
        for path in pages {
            let response = app.http.get(app.url(path)).send().await.unwrap();
            assert_secure(&response, path);
            let policy = response.headers()["content-security-policy"].to_str().unwrap();
            if response.headers()["content-type"].to_str().unwrap().starts_with("text/html") && response.status() != 303 {
                assert!(policy.contains("'nonce-") && policy.contains("'wasm-unsafe-eval'"), "{path}: {policy}");
            }
        }
        let api = [
            "/api/v3/organizations/info", "/api/v3/feature_requests", "/api/v3/feature_requests/latest", "/api/v3/comments",
            "/api/v3/upvoters", "/api/v3/teams", "/api/v3/buckets", "/api/v3/openapi.json", "/api/v3/nothing",
        ];
        for path in api {
            assert_secure(&app.get_with_key(path, &acme.api_key).await, path);
        }
        assert_secure(&app.http.get(app.url("/api/v3/buckets")).send().await.unwrap(), "an API error");
        for path in ["/healthz", "/favicon.svg", "/api/docs", "/api/docs/app.js", "/acme/sso", "/acme/live"] {
            let response = app.http.get(app.url(path)).send().await.unwrap();
            assert_secure(&response, path);
        }
        let docs = app.http.get(app.url("/api/docs")).send().await.unwrap();
        assert!(docs.headers()["content-security-policy"].to_str().unwrap().starts_with("default-src 'none'; script-src 'self'"));
        assert!(!docs.text().await.unwrap().contains("<script>"), "no inline script on the API docs page");
        let file = app.http.get(&upload).send().await.unwrap();
        assert_eq!(file.status(), 200, "{upload}");
        assert_secure(&file, "an upload");
        assert_eq!(file.headers()["content-security-policy"], "default-src 'none'; sandbox; frame-ancestors 'none'");
        assert_eq!(file.headers()["content-type"], "image/png");
        let write = app.request(Method::POST, "/api/v3/feature_requests", &acme.api_key, Some(&token)).json(&serde_json::json!({"title": "x"})).send().await.unwrap();
        assert_secure(&write, "an API write");
    }

    pub async fn a_pages_nonce_is_fresh_and_on_every_script_and_style(app: &TestApp) {
        app.create_org("acme").await;
        let mut seen = Vec::new();
        // Twice the same anonymous page: the second comes from the response cache.
        for path in ["/acme", "/acme", "/acme/roadmap", "/acme/signin"] {
            let response = app.http.get(app.url(path)).send().await.unwrap();
            let nonce = nonce(&response);
            assert!(!seen.contains(&nonce), "{path}: the nonce {nonce} was used before");
            let html = response.text().await.unwrap();
            let tags: Vec<&str> = html.split('<').filter(|t| t.starts_with("script") || t.starts_with("style")).collect();
            assert!(tags.len() >= 3, "{path}: {tags:?}");
            for tag in tags {
                let open = tag.split('>').next().unwrap();
                assert!(open.contains(&format!("nonce=\"{nonce}\"")), "{path}: <{open}> lacks the response's nonce");
            }
            assert!(!html.contains(" style=\""), "{path}: no style attributes");
            seen.push(nonce);
        }
    }

    pub async fn signed_in_pages_are_private_and_anonymous_ones_shared_briefly(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let session = app::domain::sessions::start(&app.db, acme.admin.clone()).await.unwrap();
        let cookie = format!("{}={}", app::api::session::cookie_name("acme"), session.token);
        let anonymous = app.http.get(app.url("/acme")).send().await.unwrap();
        assert_eq!(anonymous.headers()["cache-control"], "public, max-age=5");
        assert!(anonymous.headers().get_all("vary").iter().any(|v| v.to_str().unwrap().contains("Cookie")));
        let signed_in = app.http.get(app.url("/acme")).header("cookie", cookie).send().await.unwrap();
        assert_eq!(signed_in.headers()["cache-control"], "private, no-store");
    }
}
