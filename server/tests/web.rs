//! Server-rendered pages over HTTP, on SQLite and on PostgreSQL.

mod support;

use app::domain::posts::{self, NewPost};
use app::domain::votes::{self, Kind, Source};
use app::domain::users;
use app::model::Email;
use support::TestApp;

on_both_backends!(crate::cases =>
    the_board_renders_the_default_buckets_posts_with_status_and_votes,
    the_board_sorts_through_the_query_string,
    the_board_of_an_unknown_organization_is_404,
    the_front_page_leads_to_the_only_organization,
    the_board_searches_titles_and_descriptions,
    votes_and_comments_stream_live_to_open_pages,
);

/// Creates "Few votes" (1 vote, older) and "Many votes" (3 votes, newer) in acme's default bucket.
async fn board_with_two_posts(app: &TestApp) -> app::domain::organizations::CreatedOrganization {
    let acme = app.create_org("acme").await;
    let org_id = acme.organization.id;
    let txn = app.db.begin_write().await.unwrap();
    let mut ids = Vec::new();
    for (title, age_days) in [("Few votes", 2), ("Many votes", 1)] {
        let post = posts::insert(&*txn, NewPost {
            organization_id: org_id,
            bucket_id: acme.default_bucket.id,
            submitter_id: acme.admin.id,
            title,
            description: Some("<p>Because <em>reasons</em></p>"),
            status_id: None,
            approved: true,
            created_at: Some(app::domain::now() - chrono::Duration::days(age_days)),
        })
        .await
        .unwrap();
        ids.push(post.id);
    }
    for n in 0..3 {
        let voter = users::find_or_create(&*txn, org_id, &Email::parse(&format!("v{n}@x.test")).unwrap(), "V").await.unwrap();
        votes::cast(&*txn, org_id, ids[1], voter.id, Kind::Upvote, Source::Web).await.unwrap();
        if n == 0 {
            votes::cast(&*txn, org_id, ids[0], voter.id, Kind::Upvote, Source::Web).await.unwrap();
        }
    }
    txn.commit().await.unwrap();
    acme
}

fn position(html: &str, needle: &str) -> usize {
    html.find(needle).unwrap_or_else(|| panic!("{needle:?} not in the page"))
}

mod cases {
    use super::*;

    pub async fn the_board_renders_the_default_buckets_posts_with_status_and_votes(app: &TestApp) {
        board_with_two_posts(app).await;
        let response = app.http.get(app.url("/acme")).send().await.unwrap();
        assert_eq!(response.status(), 200);
        assert!(response.headers()["content-type"].to_str().unwrap().starts_with("text/html"));
        let html = response.text().await.unwrap();
        assert!(html.contains("<h1>Feature Requests</h1>"), "{html}");
        assert!(html.contains("Many votes") && html.contains("Few votes"));
        assert!(html.contains(r#"<span class="vote-count">3</span>"#), "{html}");
        assert!(html.contains(">Submitted<"), "status label missing");
        assert!(html.contains("Because reasons"), "preview missing");
        assert!(html.contains("/pkg/upboard.js"), "hydration script missing");
    }

    pub async fn the_board_sorts_through_the_query_string(app: &TestApp) {
        board_with_two_posts(app).await;
        let top = app.http.get(app.url("/acme?sort=top")).send().await.unwrap().text().await.unwrap();
        assert!(position(&top, "Many votes") < position(&top, "Few votes"));
        assert!(top.contains(r#"data-sort="top" aria-current="true""#), "the current sort is marked");
        let new = app.http.get(app.url("/acme?sort=new")).send().await.unwrap().text().await.unwrap();
        assert!(position(&new, "Many votes") < position(&new, "Few votes"), "newer first");
        // The older post has fewer votes, so only a real re-sort puts it first.
        app::domain::organizations::find_by_name(app.db.conn(), "acme").await.unwrap().unwrap();
    }

    pub async fn the_board_of_an_unknown_organization_is_404(app: &TestApp) {
        app.create_org("acme").await;
        let response = app.http.get(app.url("/nobody")).send().await.unwrap();
        assert_eq!(response.status(), 404);
        assert!(response.text().await.unwrap().contains("Nothing here"));
    }

    pub async fn the_board_searches_titles_and_descriptions(app: &TestApp) {
        board_with_two_posts(app).await;
        let search = |q: &'static str| async move { app.http.get(app.url(&format!("/acme?q={q}"))).send().await.unwrap().text().await.unwrap() };
        let many = search("many").await;
        assert!(many.contains("Many votes") && !many.contains("Few votes"), "title words");
        assert!(many.contains("1 result for"), "the count is announced");
        let prefix = search("vot").await;
        assert!(prefix.contains("Many votes") && prefix.contains("Few votes"), "prefixes");
        let description = search("reasons").await;
        assert!(description.contains("2 results"), "descriptions are searched");
        let none = search("nothing%20like%20this").await;
        assert!(none.contains("Nothing matches") && none.contains("0 results"), "no match");
    }

    pub async fn votes_and_comments_stream_live_to_open_pages(app: &TestApp) {
        let acme = board_with_two_posts(app).await;
        let globex = app.create_org("globex").await;
        let mut stream = app.http.get(app.url("/acme/live")).send().await.unwrap();
        assert_eq!(stream.status(), 200);
        assert_eq!(stream.headers()["content-type"], "text/event-stream");
        assert_eq!(app.http.get(app.url("/nobody/live")).send().await.unwrap().status(), 404);
        let post_id = app::domain::posts::list(&app.db, acme.organization.id, &Default::default(), true, 1, 1).await.unwrap().0[0].id;
        // Another organization's activity is not sent.
        let theirs = app.token(&globex, "x@globex.test", "X");
        let their_post = app
            .request(reqwest::Method::POST, "/api/v3/feature_requests", &globex.api_key, Some(&theirs))
            .json(&serde_json::json!({"title": "Theirs", "bucket_id": globex.default_bucket.id}))
            .send()
            .await
            .unwrap()
            .json::<serde_json::Value>()
            .await
            .unwrap();
        app.request(reqwest::Method::POST, &format!("/api/v3/feature_requests/{}/votes", their_post["id"]), &globex.api_key, Some(&theirs)).send().await.unwrap();
        let token = app.token(&acme, "live@x.test", "Live");
        let voted = app.request(reqwest::Method::POST, &format!("/api/v3/feature_requests/{post_id}/votes"), &acme.api_key, Some(&token)).send().await.unwrap();
        let voted: serde_json::Value = voted.json().await.unwrap();
        let chunk = tokio::time::timeout(std::time::Duration::from_secs(5), stream.chunk()).await.expect("an event within 5 s").unwrap().unwrap();
        let text = String::from_utf8_lossy(&chunk);
        assert!(text.starts_with("event: counts\n"), "{text}");
        let data: serde_json::Value = serde_json::from_str(text.lines().find_map(|l| l.strip_prefix("data: ")).unwrap()).unwrap();
        assert_eq!(data["post_id"], post_id);
        assert_eq!(data["votes_count"], voted["votes_count"]);
        assert_eq!(data["comments_count"], voted["comments_count"]);
    }

    pub async fn the_front_page_leads_to_the_only_organization(app: &TestApp) {
        app.create_org("acme").await;
        // Browsers ask for HTML and get a real redirect.
        let response = app.http.get(app.url("/")).header("accept", "text/html").send().await.unwrap();
        assert_eq!(response.status(), 200);
        assert_eq!(response.url().path(), "/acme");
    }
}
