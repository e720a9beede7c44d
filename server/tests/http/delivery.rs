//! The pages and answers as delivered: security headers, compression, caching, search
//! engines. On SQLite and on PostgreSQL.

use crate::support::TestApp;
use app::model::BucketId;

on_both_backends!(crate::delivery::cases =>
    every_response_carries_the_security_headers,
    a_pages_nonce_is_fresh_and_on_every_script_and_style,
    signed_in_pages_are_private_and_anonymous_ones_shared_briefly,
    text_json_and_wasm_are_compressed_by_accept_encoding,
    the_live_stream_is_not_held_back_by_compression,
    the_sites_files_are_named_by_their_content_and_kept_a_year,
    every_page_has_a_title_description_and_canonical_and_posts_a_preview_card,
    robots_and_the_sitemap_name_public_posts_only,
);

/// The `content` of the `<meta>` whose `name` or `property` is `key`.
fn meta(html: &str, key: &str) -> Option<String> {
    html.split("<meta ").skip(1).map(|tag| tag.split('>').next().unwrap_or_default()).find_map(|tag| {
        let named = tag.contains(&format!("name=\"{key}\"")) || tag.contains(&format!("property=\"{key}\""));
        named.then(|| tag.split("content=\"").nth(1).and_then(|c| c.split('"').next()).unwrap_or_default().to_owned())
    })
}

/// A client that shows answers as they are sent (no decompression of its own).
fn raw() -> reqwest::Client {
    reqwest::Client::builder().no_gzip().no_brotli().no_deflate().build().unwrap()
}

/// `body` decoded from `encoding`.
fn decode(encoding: &str, body: &[u8]) -> Vec<u8> {
    use std::io::Read;
    let mut out = Vec::new();
    match encoding {
        "br" => brotli_decompressor::Decompressor::new(body, 4096).read_to_end(&mut out).unwrap(),
        "gzip" => flate2::read::GzDecoder::new(body).read_to_end(&mut out).unwrap(),
        "zstd" => zstd::stream::read::Decoder::new(body).unwrap().read_to_end(&mut out).unwrap(),
        other => panic!("unexpected encoding {other}"),
    };
    out
}

/// The addresses of the site's files a page links to.
fn site_files(html: &str) -> Vec<String> {
    let mut found: Vec<String> = html.split('"').filter(|s| s.starts_with("/pkg/")).map(str::to_owned).collect();
    found.sort();
    found.dedup();
    found
}

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
            .part("attachments[]", reqwest::multipart::Part::bytes(crate::support::PNG.to_vec()).file_name("a.png"));
        let post: serde_json::Value = app
            .request(Method::POST, "/api/v3/feature_requests", &acme.api_key, Some(&token))
            .multipart(form)
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let html = post["description_html"].as_str().unwrap();
        let upload = html.split("src=\"").nth(1).unwrap().split('"').next().unwrap().to_owned();
        let pages = [
            "/",
            "/acme",
            "/acme?sort=top",
            "/acme/p/dark-mode",
            "/acme/roadmap",
            "/acme/new",
            "/acme/signin",
            "/acme/signup",
            "/acme/me",
            "/acme/nothing",
            "/nobody",
        ];
        for path in pages {
            let response = app.http.get(app.url(path)).send().await.unwrap();
            assert_secure(&response, path);
            let policy = response.headers()["content-security-policy"].to_str().unwrap();
            if response.headers()["content-type"].to_str().unwrap().starts_with("text/html") && response.status() != 303 {
                assert!(policy.contains("'nonce-") && policy.contains("'wasm-unsafe-eval'"), "{path}: {policy}");
            }
        }
        let api = [
            "/api/v3/organizations/info",
            "/api/v3/feature_requests",
            "/api/v3/feature_requests/latest",
            "/api/v3/comments",
            "/api/v3/upvoters",
            "/api/v3/teams",
            "/api/v3/buckets",
            "/api/v3/openapi.json",
            "/api/v3/nothing",
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
        let write = app
            .send_json(Method::POST, "/api/v3/feature_requests", &acme.api_key, Some(&token), &serde_json::json!({"title": "x"}))
            .await;
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
        let cookie = crate::support::session_cookie(app, "acme", acme.admin.clone()).await;
        let anonymous = app.http.get(app.url("/acme")).send().await.unwrap();
        assert_eq!(anonymous.headers()["cache-control"], "public, max-age=5");
        assert!(anonymous.headers().get_all("vary").iter().any(|v| v.to_str().unwrap().contains("Cookie")));
        let signed_in = app.http.get(app.url("/acme")).header("cookie", cookie).send().await.unwrap();
        assert_eq!(signed_in.headers()["cache-control"], "private, no-store");
    }

    pub async fn text_json_and_wasm_are_compressed_by_accept_encoding(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let token = app.token(&acme, "grace@x.test", "Grace");
        for n in 0..5 {
            app.request(Method::POST, "/api/v3/feature_requests", &acme.api_key, Some(&token))
                .json(&serde_json::json!({"title": format!("Idea number {n}"), "bucket_id": acme.default_bucket.id, "description": "Some words about it. ".repeat(10)}))
                .send().await.unwrap();
        }
        let page = raw().get(app.url("/acme")).send().await.unwrap().text().await.unwrap();
        let files = site_files(&page);
        assert_eq!(files.len(), 3, "{files:?}");
        let mut targets: Vec<(String, bool)> = files.into_iter().map(|f| (f, false)).collect();
        targets.push(("/acme/roadmap".into(), false));
        targets.push(("/api/v3/feature_requests?per_page=100".into(), true));
        // Documents kept whole, compressed once in zstd when built (`compress::document`).
        targets.push(("/acme/sitemap.xml".into(), false));
        targets.push(("/acme/changelog.atom".into(), false));
        for (path, with_key) in targets {
            let get = |encoding: Option<&'static str>| {
                let mut request = raw().get(app.url(&path));
                if with_key {
                    request = request.header("API-KEY", &acme.api_key);
                }
                if let Some(encoding) = encoding {
                    request = request.header("accept-encoding", encoding);
                }
                request.send()
            };
            let plain = get(None).await.unwrap();
            assert!(plain.headers().get("content-encoding").is_none(), "{path}");
            let plain = plain.bytes().await.unwrap();
            for encoding in ["zstd", "br", "gzip"] {
                let response = get(Some(encoding)).await.unwrap();
                assert_eq!(response.headers()["content-encoding"], encoding, "{path}");
                assert!(
                    response.headers().get_all("vary").iter().any(|v| v.to_str().unwrap().to_ascii_lowercase().contains("accept-encoding")),
                    "{path}: Vary"
                );
                let body = response.bytes().await.unwrap();
                assert!(body.len() < plain.len(), "{path} {encoding}: {} ≥ {}", body.len(), plain.len());
                let decoded = decode(encoding, &body);
                if path.starts_with("/pkg/") || path.starts_with("/api/") || path.ends_with(".xml") || path.ends_with(".atom") {
                    assert_eq!(decoded, plain.to_vec(), "{path} {encoding}");
                } else {
                    // Pages differ only by their nonce.
                    assert_eq!(decoded.len(), plain.len(), "{path} {encoding}");
                }
            }
            let both = get(Some("gzip, deflate, br")).await.unwrap();
            assert_eq!(both.headers()["content-encoding"], "br", "{path}: brotli when both are accepted");
            // What browsers send: zstd, the fastest to make of the three (or a file's brotli
            // made at build time).
            let browser = get(Some("gzip, deflate, br, zstd")).await.unwrap();
            let chosen = browser.headers()["content-encoding"].to_str().unwrap().to_owned();
            if path.starts_with("/pkg/") {
                assert!(chosen == "zstd" || chosen == "br", "{path}: {chosen}");
            } else {
                assert_eq!(chosen, "zstd", "{path}: zstd when a browser accepts it");
            }
        }
        // Images are not compressed again.
        let favicon = raw().get(app.url("/favicon.svg")).header("accept-encoding", "br").send().await.unwrap();
        assert_eq!(favicon.status(), 200);
    }

    pub async fn the_live_stream_is_not_held_back_by_compression(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let token = app.token(&acme, "grace@x.test", "Grace");
        let post: serde_json::Value = app
            .send_json(
                Method::POST,
                "/api/v3/feature_requests",
                &acme.api_key,
                Some(&token),
                &serde_json::json!({"title": "Dark mode", "bucket_id": acme.default_bucket.id}),
            )
            .await
            .json()
            .await
            .unwrap();
        let mut stream = raw().get(app.url("/acme/live")).header("accept-encoding", "br, gzip").send().await.unwrap();
        assert_eq!(stream.status(), 200);
        assert!(stream.headers().get("content-encoding").is_none(), "events are sent as they are");
        app.vote_as(&acme, &token, post["id"].as_i64().unwrap()).await;
        let chunk = tokio::time::timeout(std::time::Duration::from_secs(1), stream.chunk())
            .await
            .expect("the vote's event within a second")
            .unwrap()
            .unwrap();
        assert!(String::from_utf8_lossy(&chunk).contains("event: counts"));
    }

    pub async fn the_sites_files_are_named_by_their_content_and_kept_a_year(app: &TestApp) {
        app.create_org("acme").await;
        let page = app.http.get(app.url("/acme")).send().await.unwrap().text().await.unwrap();
        for file in site_files(&page) {
            let version = file.split('/').nth(2).unwrap();
            assert!(version.len() == 12 && version.chars().all(|c| c.is_ascii_hexdigit()), "{file}");
            let response = app.http.get(app.url(&file)).send().await.unwrap();
            assert_eq!(response.status(), 200, "{file}");
            assert_eq!(response.headers()["cache-control"], "public, max-age=31536000, immutable", "{file}");
        }
        let stale = app.http.get(app.url("/pkg/000000000000/upboard.js")).send().await.unwrap();
        assert_eq!(stale.status(), 404, "an old build's address names nothing");
    }

    pub async fn every_page_has_a_title_description_and_canonical_and_posts_a_preview_card(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let token = app.token(&acme, "grace@x.test", "Grace");
        let form = reqwest::multipart::Form::new()
            .text("title", "Dark mode")
            .text("description", "Easier on the eyes at night.")
            .text("bucket_id", acme.default_bucket.id.to_string())
            .part("attachments[]", reqwest::multipart::Part::bytes(crate::support::PNG.to_vec()).file_name("a.png"));
        app.request(Method::POST, "/api/v3/feature_requests", &acme.api_key, Some(&token)).multipart(form).send().await.unwrap();
        // The front page of the only organization is its board, by a 303 to every client
        // (it was an empty 200 with a `Location` to those that do not ask for HTML).
        let front = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap()
            .get(app.url("/"))
            .send()
            .await
            .unwrap();
        assert_eq!(front.status(), 303);
        assert_eq!(front.headers()["location"], "/acme");
        for path in ["/acme", "/acme/p/dark-mode", "/acme/roadmap", "/acme/new", "/acme/signin", "/acme/signup"] {
            let html = app.http.get(app.url(path)).send().await.unwrap().text().await.unwrap();
            let title = html.split("<title>").nth(1).and_then(|t| t.split("</title>").next()).unwrap_or_default();
            assert!(title.len() > 8, "{path}: title {title:?}");
            let description = meta(&html, "description").unwrap_or_else(|| panic!("{path}: no meta description"));
            assert!(description.len() > 20, "{path}: description {description:?}");
            let canonical = format!("<link href=\"{}{path}\" rel=\"canonical\">", app.base_url);
            assert!(html.contains(&canonical), "{path}: no {canonical}");
        }
        for path in ["/acme", "/acme/p/dark-mode"] {
            let html = app.http.get(app.url(path)).send().await.unwrap().text().await.unwrap();
            for key in ["og:title", "og:description", "og:url", "og:type", "twitter:card", "twitter:title", "twitter:description"] {
                assert!(meta(&html, key).is_some_and(|v| !v.is_empty()), "{path}: no {key}");
            }
        }
        let post = app.http.get(app.url("/acme/p/dark-mode")).send().await.unwrap().text().await.unwrap();
        assert_eq!(meta(&post, "og:description").as_deref(), Some("Easier on the eyes at night."));
        let image = meta(&post, "og:image").expect("the post's first image");
        assert!(image.starts_with(&format!("{}/uploads/", app.base_url)), "{image}");
        assert_eq!(meta(&post, "twitter:card").as_deref(), Some("summary_large_image"));
        let me = app.http.get(app.url("/acme/nothing-here")).send().await.unwrap().text().await.unwrap();
        assert_eq!(meta(&me, "robots").as_deref(), Some("noindex"));
    }

    pub async fn robots_and_the_sitemap_name_public_posts_only(app: &TestApp) {
        use app::domain::posts::{self, NewPost};
        let acme = app.create_org("acme").await;
        let internal = app::domain::buckets::create(&app.db, acme.organization.id, "Internal", true).await.unwrap();
        let new = |title: &'static str, bucket_id: BucketId, approved: bool| NewPost {
            organization_id: acme.organization.id,
            bucket_id,
            submitter_id: acme.admin.id,
            title,
            description: None,
            status_id: None,
            approved,
            created_at: None,
        };
        let public = posts::create(&app.db, new("Public idea", acme.default_bucket.id, true)).await.unwrap();
        posts::create(&app.db, new("Secret plan", internal.id, true)).await.unwrap();
        posts::create(&app.db, new("Waiting idea", acme.default_bucket.id, false)).await.unwrap();
        let spam = posts::create(&app.db, new("Spam idea", acme.default_bucket.id, true)).await.unwrap();
        {
            use sea_orm::{ActiveModelTrait, ActiveValue::Set};
            let mut hidden: app::entities::post::ActiveModel = spam.into();
            hidden.hidden = Set(true);
            let txn = app.db.begin_write().await.unwrap();
            hidden.update(&*txn).await.unwrap();
            txn.commit().await.unwrap();
        }
        let robots = app.http.get(app.url("/robots.txt")).send().await.unwrap();
        assert_eq!(robots.status(), 200);
        let robots = robots.text().await.unwrap();
        assert!(robots.contains(&format!("Sitemap: {}/acme/sitemap.xml", app.base_url)), "{robots}");
        for private in ["Disallow: /*/me", "Disallow: /*/admin", "Disallow: /api/", "Disallow: /fn/"] {
            assert!(robots.contains(private), "{robots}");
        }
        let sitemap = app.http.get(app.url("/acme/sitemap.xml")).send().await.unwrap();
        assert_eq!(sitemap.status(), 200);
        assert!(sitemap.headers()["content-type"].to_str().unwrap().starts_with("application/xml"));
        let sitemap = sitemap.text().await.unwrap();
        assert!(sitemap.starts_with("<?xml") && sitemap.contains("<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"), "{sitemap}");
        let entry = format!("<url><loc>{}/acme/p/public-idea</loc><lastmod>{}</lastmod></url>", app.base_url, app::domain::time::iso_utc(public.updated_at));
        assert!(sitemap.contains(&entry), "{sitemap}");
        for unlisted in ["secret-plan", "waiting-idea", "spam-idea"] {
            assert!(!sitemap.contains(unlisted), "{unlisted} is not public: {sitemap}");
        }
        assert_eq!(app.http.get(app.url("/nobody/sitemap.xml")).send().await.unwrap().status(), 404);
        assert_eq!(app.http.get(app.url("/acme/sitemaps/2.xml")).send().await.unwrap().status(), 404, "one page only");
        assert_eq!(app.http.get(app.url("/acme/sitemaps/1.xml")).send().await.unwrap().status(), 200);
    }
}
