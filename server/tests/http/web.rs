//! Server-rendered pages over HTTP, on SQLite and on PostgreSQL.

use crate::support::{TestApp, no_redirects, reader_cookie};
use app::domain::posts::{self, NewPost};
use app::domain::users;
use app::domain::votes::{self, Kind, Source};
use app::model::{BucketId, Email, PostId};

on_both_backends!(crate::web::cases =>
    the_board_renders_the_default_buckets_posts_with_status_and_votes,
    the_board_sorts_through_the_query_string,
    the_board_of_an_unknown_organization_is_404,
    the_front_page_leads_to_the_only_organization,
    the_board_searches_titles_and_descriptions,
    votes_and_comments_stream_live_to_open_pages,
    anonymous_pages_show_a_write_at_once_and_signed_in_pages_are_never_shared,
    the_anonymous_page_cache_keeps_a_page_five_seconds_past_votes_and_other_organizations,
    the_anonymous_page_cache_keeps_no_error_and_no_large_page,
    the_comment_form_adds_a_comment_with_an_image_or_says_why_not,
    a_form_post_from_another_site_is_refused,
    similar_posts_are_suggested_for_a_title,
    the_board_filters_by_status,
    the_post_pages_meta_description_is_the_apis_preview,
    pages_end_with_their_document_and_show_their_nonce_only_in_nonce,
    a_search_with_more_matches_than_are_ranked_lists_them_most_voted_first,
    a_board_search_finds_its_boards_posts_among_many_matches_elsewhere,
    a_search_sees_every_change_another_process_commits,
    every_answer_names_its_request,
    metrics_are_counted_and_shown_only_to_allowed_addresses,
    a_status_change_reaches_the_open_pages_that_may_see_the_post,
);

/// An approved post by the admin in `org`'s default bucket, without a description, made now.
fn approved_post<'a>(org: &app::domain::organizations::CreatedOrganization, title: &'a str) -> NewPost<'a> {
    NewPost {
        organization_id: org.organization.id,
        bucket_id: org.default_bucket.id,
        submitter_id: org.admin.id,
        title,
        description: None,
        status_id: None,
        approved: true,
        created_at: None,
    }
}

/// Creates "Few votes" (1 vote, older) and "Many votes" (3 votes, newer) in acme's default bucket.
async fn board_with_two_posts(app: &TestApp) -> app::domain::organizations::CreatedOrganization {
    let acme = app.create_org("acme").await;
    let org_id = acme.organization.id;
    let txn = app.db.begin_write().await.unwrap();
    let mut ids = Vec::new();
    for (title, age_days) in [("Few votes", 2), ("Many votes", 1)] {
        let post = posts::insert(
            &*txn,
            NewPost {
                description: Some("<p>Because <em>reasons</em></p>"),
                created_at: Some(app::domain::now() - chrono::Duration::days(age_days)),
                ..approved_post(&acme, title)
            },
        )
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

/// The organization "sorts", whose three posts each sort puts in another order: Top (most
/// votes) "Old favourite", "Rising", "Brand new"; New (newest first) "Brand new", "Rising",
/// "Old favourite"; Trending (log₁₀ of net votes − hours ÷ 12.5) "Rising" (0.48 − 0.08),
/// "Brand new" (0 − 0.001), "Old favourite" (1.08 − 9.6).
async fn board_sorted_three_ways(app: &TestApp) {
    let sorts = app.create_org("sorts").await;
    let txn = app.db.begin_write().await.unwrap();
    for (title, age, upvotes) in
        [("Old favourite", chrono::Duration::days(5), 12), ("Rising", chrono::Duration::hours(1), 3), ("Brand new", chrono::Duration::minutes(1), 0)]
    {
        let post = posts::insert(&*txn, NewPost { created_at: Some(app::domain::now() - age), ..approved_post(&sorts, title) })
            .await
            .unwrap();
        for n in 0..upvotes {
            let voter = users::find_or_create(&*txn, sorts.organization.id, &Email::parse(&format!("{}{n}@x.test", &title[..3].to_lowercase())).unwrap(), "V")
                .await
                .unwrap();
            votes::cast(&*txn, sorts.organization.id, post.id, voter.id, Kind::Upvote, Source::Web).await.unwrap();
        }
    }
    txn.commit().await.unwrap();
}

/// Asserts that `titles` appear on `html` in this order.
fn assert_in_order(html: &str, titles: [&str; 3], what: &str) {
    let at = titles.map(|t| position(html, &format!(">{t}</a>")));
    assert!(at[0] < at[1] && at[1] < at[2], "{what}: expected {titles:?}, found them at {at:?}");
}

fn position(html: &str, needle: &str) -> usize {
    html.find(needle).unwrap_or_else(|| panic!("{needle:?} not in the page"))
}

mod cases {
    use super::*;

    /// Each process keeps its own search index; what another process commits (a post
    /// created, renamed, tagged, hidden, deleted) is seen by this one's next search, through
    /// the search log. Votes write nothing to the log.
    /// Pages, the API and failures alike carry an `x-request-id`, a new one each time; a
    /// client's own is not taken (no proxy is trusted here), so that nobody writes ids into the
    /// log for someone else's requests.
    pub async fn a_status_change_reaches_the_open_pages_that_may_see_the_post(app: &TestApp) {
        use crate::support::Events;
        let acme = app.create_org("acme").await;
        let admin = app.token(&acme, &acme.admin.email, &acme.admin.name);
        let public = app.post_as(&acme, &app.token(&acme, "grace@customer.test", "Grace"), "Dark mode").await["id"].as_i64().unwrap();
        let internal = app::domain::buckets::create(&app.db, acme.organization.id, "Internal", true).await.unwrap();
        let secret = app.db.begin_write().await.unwrap();
        let secret_post = posts::insert(&*secret, NewPost { bucket_id: internal.id, ..approved_post(&acme, "Secret plan") }).await.unwrap();
        secret.commit().await.unwrap();
        let mut anonymous = Events::open(app, None).await;
        for (id, status, private) in [(secret_post.id.get(), "Planned", true), (public, "In Progress", false)] {
            let moved = app
                .request(reqwest::Method::PUT, &format!("/api/v3/feature_requests/{id}"), &acme.api_key, Some(&admin))
                .header("ALLOW-PRIVATE", if private { "true" } else { "false" })
                .json(&serde_json::json!({"status": status}))
                .send()
                .await
                .unwrap();
            assert_eq!(moved.status(), 200);
        }
        // The worker's round tells the open pages.
        while server::delivery::fan_out(&app.state).await.unwrap() > 0 {}
        let told = anonymous.next_status().await;
        assert_eq!(told["post_id"], public, "the private post's status was not sent: {told}");
        assert_eq!(told["status"]["label"], "In Progress");
        assert_eq!(told["status"]["kind"], "in_progress");
    }

    pub async fn metrics_are_counted_and_shown_only_to_allowed_addresses(app: &TestApp) {
        let acme = app.create_org("acme").await;
        for _ in 0..3 {
            assert_eq!(app.get_with_key("/api/v3/feature_requests", &acme.api_key).await.status(), 200);
        }
        assert_eq!(app.http.get(app.url("/acme")).send().await.unwrap().status(), 200);
        let metrics = app.http.get(app.url("/metrics")).send().await.unwrap();
        assert_eq!(metrics.status(), 200, "loopback may read them");
        assert!(metrics.headers()["content-type"].to_str().unwrap().starts_with("text/plain; version=0.0.4"));
        let text = metrics.text().await.unwrap();
        // The recorder is the test process's, shared by every server in it: at least ours.
        let count = |needle: &str| -> f64 {
            text.lines()
                .filter(|line| line.starts_with(needle))
                .filter_map(|line| line.rsplit(' ').next()?.parse::<f64>().ok())
                .sum()
        };
        assert!(count(r#"upboard_http_requests_total{route="/api/v3/feature_requests",method="GET",status="200"}"#) >= 3.0, "{text}");
        assert!(count(r#"upboard_http_requests_total{route="/{org}",method="GET",status="200"}"#) >= 1.0, "{text}");
        assert!(count(r#"upboard_http_request_duration_seconds_bucket{route="/api/v3/feature_requests",method="GET",le="+Inf"}"#) >= 3.0, "{text}");
        assert!(count(r#"upboard_cache_lookups_total{cache="org_by_key","#) >= 3.0, "each request looks up its key's organization: {text}");
        for gauge in [r#"upboard_db_connections{state="in_use"}"#, r#"upboard_outbox_backlog{queue="events"}"#, r#"upboard_outbox_backlog{queue="mail"}"#] {
            assert!(text.lines().any(|line| line.starts_with(gauge)), "{gauge} in {text}");
        }

        // The same server allowing only another network, and behind a proxy that names the
        // client: a 404 for everyone else, whatever the connection's peer.
        let behind_proxy = |allow: &str, token: Option<&str>| {
            let mut state = app.state.clone();
            state.shared_mut().settings = std::sync::Arc::new(app::state::Settings {
                metrics_allow: vec![allow.parse().unwrap()],
                client_ip_header: Some("x-forwarded-for".to_owned()),
                metrics_token: token.map(str::to_owned),
                ..(*app.state.settings).clone()
            });
            async move {
                let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
                let address = listener.local_addr().unwrap();
                tokio::spawn(async move {
                    axum::serve(listener, server::web::router(state).into_make_service_with_connect_info::<std::net::SocketAddr>())
                        .await
                        .unwrap();
                });
                address
            }
        };
        let get = |address: std::net::SocketAddr, forwarded: Option<&'static [u8]>, token: Option<&'static str>| {
            let mut request = app.http.get(format!("http://{address}/metrics"));
            if let Some(forwarded) = forwarded {
                request = request.header("x-forwarded-for", reqwest::header::HeaderValue::from_bytes(forwarded).unwrap());
            }
            if let Some(token) = token {
                request = request.bearer_auth(token);
            }
            async move { request.send().await.unwrap().status() }
        };
        let address = behind_proxy("10.0.0.0/8", None).await;
        assert_eq!(get(address, None, None).await, 404, "loopback is not allowed here");
        assert_eq!(get(address, Some(b"203.0.113.5"), None).await, 404, "a client the proxy names outside the network");
        assert_eq!(get(address, Some(b"203.0.113.5, 10.1.2.3"), None).await, 200, "the proxy's last entry inside it");

        // Loopback allowed (as by default) behind a proxy on loopback: what a client writes
        // into the header cannot make it loopback. A balancer that appends ip:port, or a byte
        // outside ASCII, once let the client's own 127.0.0.1 (or the proxy's peer) through.
        let address = behind_proxy("127.0.0.0/8", Some("scrape-secret")).await;
        assert_eq!(get(address, Some(b"127.0.0.1, 203.0.113.5:51234"), None).await, 404, "the port is stripped, the client is 203.0.113.5");
        assert_eq!(get(address, Some(b"127.0.0.1, [2001:db8::1]:443"), None).await, 404);
        assert_eq!(get(address, Some(b"127.0.0.1, 203.0.113.5\xff"), None).await, 404, "unreadable is unknown, never the peer");
        assert_eq!(get(address, Some(b"127.0.0.1, garbage"), None).await, 404);
        assert_eq!(get(address, Some(b"127.0.0.1"), None).await, 200, "the proxy named loopback");
        // A scraper from anywhere, with the token; a wrong one opens nothing.
        assert_eq!(get(address, Some(b"203.0.113.5"), Some("scrape-secret")).await, 200);
        assert_eq!(get(address, Some(b"203.0.113.5"), Some("scrape-secreT")).await, 404);
        assert_eq!(get(address, Some(b"garbage"), Some("scrape-secret")).await, 200, "the token is enough");
    }

    pub async fn every_answer_names_its_request(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let mut seen = std::collections::BTreeSet::new();
        for path in ["/healthz", "/acme", "/api/v3/buckets", "/nobody-here"] {
            let response = app
                .http
                .get(app.url(path))
                .header("API-KEY", &acme.api_key)
                .header("x-request-id", "from-the-client")
                .send()
                .await
                .unwrap();
            let id = response.headers()["x-request-id"].to_str().unwrap().to_owned();
            assert!(id.len() == 16 && id.bytes().all(|b| b.is_ascii_alphanumeric()), "{path}: {id}");
            assert!(seen.insert(id), "{path}: a new id");
        }
    }

    pub async fn a_search_sees_every_change_another_process_commits(app: &TestApp) {
        use app::domain::search::{Scope, page};
        use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};
        let acme = app.create_org("acme").await;
        let board = Scope::bucket(&acme.default_bucket).approved();
        let found = |query: &'static str, scope: Scope| async move { page(&app.db, &app.state.search, &scope, query, 0, 10).await.unwrap() };
        assert!(found("heliotrope", board.clone()).await.is_empty(), "this process's index is built before the other writes");

        let other = app::domain::Db::connect(&app.database_url).await.unwrap();
        let txn = other.begin_write().await.unwrap();
        let post = posts::insert(&*txn, approved_post(&acme, "Heliotrope theme")).await.unwrap();
        txn.commit().await.unwrap();
        assert_eq!(found("helio", board.clone()).await, [post.id], "created by the other process");

        let admin = app::domain::access::Actor { user: acme.admin.clone(), role: Some(users::Role::Admin) };
        let asker = app::domain::access::Asker::web(Some(&admin));
        let changes = posts::PostChanges { title: Some("Lavender theme".into()), tags: Some(vec!["Mobile".into()]), ..Default::default() };
        let txn = other.begin_write().await.unwrap();
        posts::update(&*txn, acme.organization.id, post.id, &asker, changes).await.unwrap();
        txn.commit().await.unwrap();
        assert!(found("heliotrope", board.clone()).await.is_empty(), "renamed");
        assert_eq!(found("lavender", board.clone()).await, [post.id]);
        let mobile = app::domain::tags::ids_by_names(app.db.conn(), acme.organization.id, &["Mobile".into()]).await.unwrap().unwrap();
        assert_eq!(found("lavender", board.clone().tagged(Some(mobile))).await, [post.id], "tagged");

        let logged = || async {
            let row = app
                .db
                .conn()
                .query_one_raw(sea_orm::Statement::from_string(app.db.conn().get_database_backend(), "SELECT CAST(count(*) AS BIGINT) AS n FROM search_log"))
                .await
                .unwrap()
                .unwrap();
            row.try_get::<i64>("", "n").unwrap()
        };
        let before = logged().await;
        let txn = other.begin_write().await.unwrap();
        votes::cast(&*txn, acme.organization.id, post.id, acme.admin.id, Kind::Upvote, Source::Web).await.unwrap();
        txn.commit().await.unwrap();
        assert_eq!(logged().await, before, "a vote is not a change a search sees");

        let txn = other.begin_write().await.unwrap();
        app::entities::post::Entity::update_many()
            .col_expr(app::entities::post::Column::Hidden, sea_orm::sea_query::Expr::value(true))
            .filter(app::entities::post::Column::Id.eq(post.id))
            .exec(&*txn)
            .await
            .unwrap();
        txn.commit().await.unwrap();
        assert!(found("lavender", board.clone()).await.is_empty(), "hidden");
        assert_eq!(logged().await, before + 1);

        let txn = other.begin_write().await.unwrap();
        app::entities::post::Entity::delete_by_id(post.id).exec(&*txn).await.unwrap();
        txn.commit().await.unwrap();
        assert!(found("lavender", Scope::organization(acme.organization.id)).await.is_empty(), "deleted");
    }

    /// Up to the bound (as many matches as the search index expects) the best match comes
    /// first; beyond it, the most voted, from the database's full-text index.
    pub async fn a_search_with_more_matches_than_are_ranked_lists_them_most_voted_first(app: &TestApp) {
        use app::domain::search::{Match, Scope, page_ranked_up_to, terms};
        let acme = board_with_two_posts(app).await;
        // "Many votes" (3 votes) and "Few votes" (1 vote); a third post says "votes" thrice.
        let txn = app.db.begin_write().await.unwrap();
        let wordy = posts::insert(&*txn, approved_post(&acme, "Votes votes votes")).await.unwrap();
        txn.commit().await.unwrap();
        let scope = Scope::bucket(&acme.default_bucket).approved();
        let ids = |bound| {
            let scope = scope.clone();
            async move { page_ranked_up_to::<i64>(&app.db, &app.state.search, &scope, &terms("votes"), Match::All, 0, 10, bound).await.unwrap() }
        };
        let ranked = ids(1000).await;
        assert_eq!(ranked.len(), 3);
        assert_eq!(ranked[0], wordy.id.get(), "the best match first");
        let by_votes = ids(0).await;
        let titles = |found: Vec<i64>| async move {
            let mut names = Vec::new();
            for id in found {
                names.push(posts::find_visible(app.db.conn(), acme.organization.id, PostId(id), true).await.unwrap().title);
            }
            names
        };
        assert_eq!(titles(by_votes).await, ["Many votes", "Few votes", "Votes votes votes"], "most voted first");
    }

    /// What the W3C checker found on every page: the CSP nonce in `crossorigin`, and the
    /// resolver scripts after `</html>`. Rendered, kept and served again from the page cache,
    /// signed in, and the not-found page.
    pub async fn pages_end_with_their_document_and_show_their_nonce_only_in_nonce(app: &TestApp) {
        let acme = board_with_two_posts(app).await;
        let (_, cookie) = reader_cookie(app, &acme, "grace@x.test", "Grace").await;
        for (path, cookie, status) in [("/acme", None, 200), ("/acme", None, 200), ("/acme/roadmap", Some(&cookie), 200), ("/acme/nothing-here", None, 404)] {
            let mut request = app.http.get(app.url(path));
            if let Some(cookie) = cookie {
                request = request.header("cookie", cookie);
            }
            let response = request.send().await.unwrap();
            assert_eq!(response.status(), status, "{path}");
            let policy = response.headers()["content-security-policy"].to_str().unwrap().to_owned();
            let nonce = server::headers::nonce_of(&policy).unwrap().to_owned();
            let html = response.text().await.unwrap();
            assert!(html.trim_end().ends_with("</html>"), "{path}: ends with {:?}", &html[html.len().saturating_sub(200)..]);
            assert_eq!(html.matches("</html>").count(), 1, "{path}");
            assert!(html.contains("__RESOLVED_RESOURCES"), "{path}: the resolver script is kept, inside the body");
            assert!(position(&html, "__RESOLVED_RESOURCES") < position(&html, "</body>"), "{path}");
            assert_eq!(html.matches(&nonce).count(), html.matches(&format!("nonce=\"{nonce}\"")).count(), "{path}: the nonce outside nonce=");
            assert!(html.contains("rel=\"modulepreload\""), "{path}");
            assert!(!html.contains(&format!("crossorigin=\"{nonce}\"")), "{path}");
        }
    }

    pub async fn the_board_renders_the_default_buckets_posts_with_status_and_votes(app: &TestApp) {
        board_with_two_posts(app).await;
        let response = app.http.get(app.url("/acme")).send().await.unwrap();
        assert_eq!(response.status(), 200);
        assert!(response.headers()["content-type"].to_str().unwrap().starts_with("text/html"));
        let html = response.text().await.unwrap();
        assert!(html.contains("<h1 dir=\"auto\">Feature Requests</h1>"), "{html}");
        assert!(html.contains("Many votes") && html.contains("Few votes"));
        assert!(html.contains(r#"<span class="vote-count">3</span>"#), "{html}");
        assert!(html.contains(">Submitted<"), "status label missing");
        assert!(html.contains("Because reasons"), "preview missing");
        assert!(html.contains("/upboard.js\""), "hydration script missing");
    }

    pub async fn the_board_sorts_through_the_query_string(app: &TestApp) {
        // Three posts that each sort orders differently: a board that ignored `?sort=` fails.
        board_sorted_three_ways(app).await;
        let top = app.http.get(app.url("/sorts?sort=top")).send().await.unwrap().text().await.unwrap();
        assert_in_order(&top, ["Old favourite", "Rising", "Brand new"], "Top: most votes first");
        assert!(top.contains(r#"data-sort="top" aria-current="true""#), "the current sort is marked");
        let new = app.http.get(app.url("/sorts?sort=new")).send().await.unwrap().text().await.unwrap();
        assert_in_order(&new, ["Brand new", "Rising", "Old favourite"], "New: newest first");
        assert!(new.contains(r#"data-sort="new" aria-current="true""#), "the current sort is marked");
        let trending = app.http.get(app.url("/sorts")).send().await.unwrap().text().await.unwrap();
        assert_in_order(&trending, ["Rising", "Brand new", "Old favourite"], "Trending (the default): highest score first");
        let named = app.http.get(app.url("/sorts?sort=trending")).send().await.unwrap().text().await.unwrap();
        assert_in_order(&named, ["Rising", "Brand new", "Old favourite"], "?sort=trending");
        assert!(!top.contains("why-here") && !new.contains("why-here"), "only Trending explains its order");

        board_with_two_posts(app).await;
        // Trending (the default): each card says why it is where it is, in numbers.
        let trending = app.http.get(app.url("/acme")).send().await.unwrap().text().await.unwrap();
        assert!(position(&trending, "Many votes") < position(&trending, "Few votes"));
        assert_eq!(trending.matches("<details class=\"why-here\"><summary>Why here?").count(), 2, "{trending}");
        let many = trending.split("<li data-post-id=").nth(1).unwrap();
        assert!(many.contains(">Many votes</a>"), "the first card: {many}");
        for said in [
            "<dt>Votes</dt><dd>3 up, 0 down: plus 0.48</dd>",
            "<dt>Age</dt><dd>posted 1 day ago: minus 1.92</dd>",
            "<dt>Score</dt><dd>0.48 − 1.92 = -1.44</dd>",
            "<dt>Above</dt><dd>nothing: this is the highest score</dd>",
            "<dt>Below</dt><dd>score -3.84</dd>",
        ] {
            assert!(many.contains(said), "{said} in {many}");
        }
        // The formula, once, above the cards.
        let formula = "Score = log₁₀(max(upvotes − downvotes, 1)) − hours since posting ÷ 12.5.";
        assert_eq!(trending.matches(formula).count(), 1, "{trending}");
        assert!(position(&trending, formula) < position(&trending, "Many votes"));
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

    /// The board's search looks among the board's posts: 300 newer matches in another board
    /// (once all a search considered, before the board's were picked out) hide none of them,
    /// and every page of the board's matches can be reached.
    pub async fn a_board_search_finds_its_boards_posts_among_many_matches_elsewhere(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let other = app::domain::buckets::create(&app.db, acme.organization.id, "Integrations", false).await.unwrap();
        let titles = (0..31)
            .map(|n| (acme.default_bucket.id, format!("Dark theme number {n}")))
            .chain((0..300).map(|n| (other.id, format!("Dark integration number {n}"))));
        let titles: Vec<(BucketId, String)> = titles.collect();
        let txn = app.db.begin_write().await.unwrap();
        for (bucket_id, title) in &titles {
            posts::insert(&*txn, NewPost { bucket_id: *bucket_id, ..approved_post(&acme, title) }).await.unwrap();
        }
        txn.commit().await.unwrap();
        let page = |n: u32| async move { app.http.get(app.url(&format!("/acme?q=dark&page={n}"))).send().await.unwrap().text().await.unwrap() };
        let first = page(1).await;
        assert!(first.contains("30+ results for"), "a full page and more");
        assert_eq!(first.matches("Dark theme number").count(), 30);
        assert!(!first.contains("Dark integration"), "another board's posts stay there");
        let second = page(2).await;
        assert!(second.contains("1 result for"), "the last of the board's matches");
        assert_eq!(second.matches("Dark theme number").count(), 1);
    }

    pub async fn votes_and_comments_stream_live_to_open_pages(app: &TestApp) {
        let acme = board_with_two_posts(app).await;
        let globex = app.create_org("globex").await;
        let mut stream = app.http.get(app.url("/acme/live")).send().await.unwrap();
        assert_eq!(stream.status(), 200);
        assert_eq!(stream.headers()["content-type"], "text/event-stream");
        assert_eq!(app.http.get(app.url("/nobody/live")).send().await.unwrap().status(), 404);
        let post_id = app::domain::posts::list(&app.db, acme.organization.id, &Default::default(), true, 1, 1).await.unwrap().0[0].post.id;
        // Another organization's activity is not sent.
        let theirs = app.token(&globex, "x@globex.test", "X");
        let their_post = app.post_as(&globex, &theirs, "Theirs").await;
        assert_eq!(app.vote_as(&globex, &theirs, their_post["id"].as_i64().unwrap()).await.status(), 201, "globex's vote is cast");
        let token = app.token(&acme, "live@x.test", "Live");
        let voted = app.vote_as(&acme, &token, post_id.get()).await;
        let voted: serde_json::Value = voted.json().await.unwrap();
        let chunk = tokio::time::timeout(std::time::Duration::from_secs(30), stream.chunk())
            .await
            .expect("an event within 30 s")
            .unwrap()
            .unwrap();
        let text = String::from_utf8_lossy(&chunk);
        assert!(text.starts_with("event: counts\n"), "{text}");
        let data: serde_json::Value = serde_json::from_str(text.lines().find_map(|l| l.strip_prefix("data: ")).unwrap()).unwrap();
        assert_eq!(data["post_id"], post_id.get());
        assert_eq!(data["votes_count"], voted["votes_count"]);
        assert_eq!(data["comments_count"], voted["comments_count"]);
    }

    /// docs/web.md: `/` is the only organization's board (303 for every client), otherwise
    /// the list of organizations.
    pub async fn the_front_page_leads_to_the_only_organization(app: &TestApp) {
        app.create_org("acme").await;
        // Browsers ask for HTML and get a real redirect, kept by no cache.
        let response = no_redirects().get(app.url("/")).header("accept", "text/html,application/xhtml+xml").send().await.unwrap();
        assert_eq!(response.status(), 303);
        assert_eq!(response.headers()["location"], "/acme");
        assert_eq!(response.headers()["cache-control"], "no-store");
        let followed = app.http.get(app.url("/")).header("accept", "text/html").send().await.unwrap();
        assert_eq!((followed.status().as_u16(), followed.url().path()), (200, "/acme"));
        // Two organizations: the list of both, where the front page is.
        app.create_org("globex").await;
        let response = no_redirects().get(app.url("/")).header("accept", "text/html").send().await.unwrap();
        assert_eq!(response.status(), 200);
        let html = response.text().await.unwrap();
        assert!(html.contains("href=\"/acme\"") && html.contains("href=\"/globex\""), "{html}");
    }

    pub async fn anonymous_pages_show_a_write_at_once_and_signed_in_pages_are_never_shared(app: &TestApp) {
        let acme = board_with_two_posts(app).await;
        let board = app.http.get(app.url("/acme")).send().await.unwrap().text().await.unwrap();
        assert!(board.contains("Many votes") && !board.contains("Freshly posted"));
        posts::create(
            &app.db,
            NewPost {
                organization_id: acme.organization.id,
                bucket_id: acme.default_bucket.id,
                submitter_id: acme.admin.id,
                title: "Freshly posted",
                description: None,
                status_id: None,
                approved: true,
                created_at: None,
            },
        )
        .await
        .unwrap();
        let board = app.http.get(app.url("/acme")).send().await.unwrap().text().await.unwrap();
        assert!(board.contains("Freshly posted"), "the write shows at once");

        let (_, cookie) = reader_cookie(app, &acme, "rita@x.test", "Rita Reader").await;
        // Kept for anonymous visitors (no write since)...
        let anonymous = app.http.get(app.url("/acme")).send().await.unwrap().text().await.unwrap();
        assert!(!anonymous.contains("Rita Reader"));
        // ...but never served to a signed-in reader.
        let signed_in = app.http.get(app.url("/acme")).header("cookie", &cookie).send().await.unwrap().text().await.unwrap();
        assert!(signed_in.contains("Rita Reader"), "the reader's own view, not the anonymous one");
        let anonymous = app.http.get(app.url("/acme")).send().await.unwrap().text().await.unwrap();
        assert!(!anonymous.contains("Rita Reader"), "nobody else sees the reader's view");
    }

    /// Whether the anonymous page cache holds `path` of `org` (in English) for its organization's
    /// current generation: what the next reader without a cookie is served.
    fn kept_for_strangers(app: &TestApp, org: &app::domain::organizations::CreatedOrganization, path: &str) -> bool {
        let responses = &app.db.caches().responses;
        let generation = responses.generation(app::store::cache::Of::Posts(org.organization.id));
        let key = server::web::page_cache_key(app::model::Locale::En, path);
        responses.get_at(&org.organization.name, &key, generation).is_some()
    }

    /// The votes a card of the board shows for post `id`.
    fn votes_on_card(board: &str, id: i64) -> u32 {
        let card = board.split(&format!("data-post-id=\"{id}\"")).nth(1).unwrap_or_else(|| panic!("no card of post {id}: {board}"));
        let count = card.split("class=\"vote-count\">").nth(1).and_then(|c| c.split('<').next()).expect("a vote count");
        count.parse().unwrap_or_else(|_| panic!("a count: {count:?}"))
    }

    /// docs/web.md: a page seen without a cookie is kept until a write of its organization
    /// other than a vote, and for at most 5 seconds; a write of another organization keeps it.
    pub async fn the_anonymous_page_cache_keeps_a_page_five_seconds_past_votes_and_other_organizations(app: &TestApp) {
        use std::time::{Duration, Instant};
        let acme = app.create_org("acme").await;
        let globex = app.create_org("globex").await;
        let ann = app.token(&acme, "ann@x.test", "Ann");
        let id = app.post_as(&acme, &ann, "Kept for a moment").await["id"].as_i64().unwrap();
        let board = || async { app.http.get(app.url("/acme")).send().await.unwrap().text().await.unwrap() };
        let kept = || kept_for_strangers(app, &acme, "/acme");
        let (_, cookie) = reader_cookie(app, &acme, "rita@x.test", "Rita").await;
        // A loaded machine may take more than the cache's 5 s between two requests, and a
        // server keeps nothing for its first second (what it noticed as it started settles):
        // then the round proves nothing and is tried again with a new voter.
        let mut round = 0;
        let (kept_at, before) = loop {
            round += 1;
            assert!(round <= 10, "ten rounds each took over 4 s or kept nothing");
            // The voter is one of acme's people already: a vote that adds a person is a write
            // of the organization, which drops its pages.
            let email = format!("voter{round}@x.test");
            reader_cookie(app, &acme, &email, "Voter").await;
            // The first look after a write of acme's renders the page anew and keeps it.
            app.post_as(&acme, &ann, &format!("Round {round}")).await;
            let kept_at = Instant::now();
            let before = votes_on_card(&board().await, id);
            if !kept() {
                tokio::time::sleep(Duration::from_millis(250)).await;
                continue;
            }
            let voter = app.token(&acme, &email, "Voter");
            assert_eq!(app.vote_as(&acme, &voter, id).await.status(), 201);
            // Another organization's write, after the vote.
            let elsewhere = app.post_as(&globex, &app.token(&globex, "gil@x.test", "Gil"), &format!("Also elsewhere {round}")).await;
            assert!(elsewhere["id"].is_i64(), "{elsewhere}");
            let again = votes_on_card(&board().await, id);
            if kept_at.elapsed() < Duration::from_secs(4) {
                assert_eq!(again, before, "the kept page is served again: neither a vote nor another organization's write drops it");
                break (kept_at, before);
            }
        };
        // A signed-in reader sees the vote at once (never the kept page).
        let own = app.http.get(app.url("/acme")).header("cookie", &cookie).send().await.unwrap().text().await.unwrap();
        assert_eq!(votes_on_card(&own, id), before + 1);
        // The kept page gives way after its 5 seconds, not before.
        let deadline = Instant::now() + Duration::from_secs(60);
        let after = loop {
            if votes_on_card(&board().await, id) == before + 1 {
                break kept_at.elapsed();
            }
            assert!(Instant::now() < deadline, "the kept page did not expire within 60 s");
            tokio::time::sleep(Duration::from_millis(100)).await;
        };
        assert!(after >= Duration::from_secs(5), "kept for {after:?}, not the cache's 5 s");
        // A write of the organization (a new post) shows at once.
        app.post_as(&acme, &ann, "Shown at once").await;
        assert!(board().await.contains("Shown at once"));
    }

    /// docs/web.md: errors and pages over 256 KB are never kept.
    pub async fn the_anonymous_page_cache_keeps_no_error_and_no_large_page(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let small = posts::create(&app.db, approved_post(&acme, "A short post")).await.unwrap();
        // The changelog page shows its entries whole: three of 95 KB (a body may have 100 KB).
        let member = app.token(&acme, &acme.admin.email, &acme.admin.name);
        for n in 0..3 {
            let body = serde_json::json!({"title": format!("Long entry {n}"), "body": "A long story. ".repeat(6_800), "published": true});
            let entry = app.send_json(reqwest::Method::POST, "/api/v3/changelog", &acme.api_key, Some(&member), &body).await;
            assert_eq!(entry.status(), 201);
        }
        let kept = |path: &str| kept_for_strangers(app, &acme, path);
        let small_path = format!("/acme/p/{}", small.slug);
        let get = |path: String| async move {
            let response = app.http.get(app.url(&path)).send().await.unwrap();
            (response.status().as_u16(), response.text().await.unwrap().len())
        };
        // (For its first second a server keeps nothing: what it noticed as it started settles.)
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
        loop {
            assert_eq!(get(small_path.clone()).await.0, 200);
            if kept(&small_path) {
                break;
            }
            assert!(std::time::Instant::now() < deadline, "an ordinary page is kept (the key is the one the cache uses)");
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        let (status, size) = get("/acme/changelog".to_owned()).await;
        assert!(status == 200 && size > 256 * 1024, "{status}, {size} bytes");
        assert!(!kept("/acme/changelog"), "a page over 256 KB is not kept");
        // Served whole, and again rendered whole, not cut to the cache's size.
        assert_eq!(get("/acme/changelog".to_owned()).await, (200, size));
        let missing = "/acme/p/no-such-post";
        assert_eq!(get(missing.to_owned()).await.0, 404);
        assert!(!kept(missing), "an error page is not kept");
        assert!(kept(&small_path), "looking at the others kept the ordinary page");
    }

    pub async fn the_comment_form_adds_a_comment_with_an_image_or_says_why_not(app: &TestApp) {
        let acme = board_with_two_posts(app).await;
        let (_, cookie) = reader_cookie(app, &acme, "cora@x.test", "Cora").await;
        let post = posts::list(&app.db, acme.organization.id, &Default::default(), false, 1, 10).await.unwrap().0.remove(0).post;
        let form = |body: &str, file: &'static [u8], name: &str| {
            reqwest::multipart::Form::new()
                .text("post_id", post.id.to_string())
                .text("body", body.to_owned())
                .part("attachments[]", reqwest::multipart::Part::bytes(file).file_name(name.to_owned()))
        };
        let http = no_redirects();
        let response = http
            .post(app.url("/acme/comment"))
            .header("cookie", &cookie)
            .multipart(form("Looks great", crate::support::PNG, "shot.png"))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 303);
        let location = response.headers()["location"].to_str().unwrap().to_owned();
        assert!(location.starts_with(&format!("/acme/p/{}#comment-", post.slug)), "{location}");
        let page = http
            .get(app.url(&format!("/acme/p/{}", post.slug)))
            .header("cookie", &cookie)
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        assert!(page.contains("Looks great"));
        assert!(page.contains("/uploads/"), "the image is in the comment");

        let response = http
            .post(app.url("/acme/comment"))
            .header("cookie", &cookie)
            .multipart(form("Fake", b"not an image", "fake.png"))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 303);
        let location = response.headers()["location"].to_str().unwrap();
        assert!(location.starts_with(&format!("/acme/p/{}?comment_error=", post.slug)), "{location}");
        let page = http.get(app.url(location)).header("cookie", &cookie).send().await.unwrap().text().await.unwrap();
        assert!(page.contains("role=\"alert\""), "the reason is shown");
        assert!(!page.contains(">Fake<"), "nothing was added");

        // Signed out, the form leads to the sign-in page.
        let response = http.post(app.url("/acme/comment")).multipart(form("Anonymous", crate::support::PNG, "a.png")).send().await.unwrap();
        assert_eq!(response.status(), 303);
        assert!(response.headers()["location"].to_str().unwrap().starts_with("/acme/signin?redirect="));
    }

    pub async fn a_form_post_from_another_site_is_refused(app: &TestApp) {
        let acme = board_with_two_posts(app).await;
        let (_, cookie) = reader_cookie(app, &acme, "eve@x.test", "Eve").await;
        let response = no_redirects()
            .post(app.url("/acme/new"))
            .header("cookie", &cookie)
            .header("origin", "https://evil.example")
            .multipart(reqwest::multipart::Form::new().text("title", "Forged"))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 403);
    }

    pub async fn similar_posts_are_suggested_for_a_title(app: &TestApp) {
        board_with_two_posts(app).await;
        let found: serde_json::Value = app.http.get(app.url("/fn/similar?org=acme&title=How%20many%20votes%3F")).send().await.unwrap().json().await.unwrap();
        let titles: Vec<&str> = found.as_array().unwrap().iter().map(|p| p["title"].as_str().unwrap()).collect();
        assert_eq!(titles.len(), 2, "{found}");
        assert!(titles.contains(&"Many votes") && titles.contains(&"Few votes"));
    }

    pub async fn the_board_filters_by_status(app: &TestApp) {
        board_with_two_posts(app).await;
        let page = |query: &'static str| async move { app.http.get(app.url(&format!("/acme{query}"))).send().await.unwrap() };
        let all = page("?status=submitted").await.text().await.unwrap();
        assert!(all.contains("Few votes") && all.contains("Many votes"), "both are submitted");
        assert!(all.contains("<option value=\"submitted\" selected"), "the filter shows its choice");
        let none = page("?status=planned").await.text().await.unwrap();
        assert!(!none.contains("Few votes") && !none.contains("Many votes"));
        assert_eq!(page("?status=nonsense").await.status(), 404);
    }

    /// One preview function: the page's meta description is the API's `preview`.
    pub async fn the_post_pages_meta_description_is_the_apis_preview(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let long = "Words that go on. ".repeat(20);
        let token = app.token(&acme, "grace@x.test", "Grace");
        let post: serde_json::Value = app
            .send_json(
                reqwest::Method::POST,
                "/api/v3/feature_requests",
                &acme.api_key,
                Some(&token),
                &serde_json::json!({"title": "Long one", "bucket_id": acme.default_bucket.id, "description": format!("<p>{long}</p>")}),
            )
            .await
            .json()
            .await
            .unwrap();
        let preview = post["preview"].as_str().unwrap();
        assert!(preview.ends_with('…') && preview.chars().count() <= 140, "{preview}");
        let page = app.http.get(app.url("/acme/p/long-one")).send().await.unwrap().text().await.unwrap();
        assert!(page.contains(&format!("<meta name=\"description\" content=\"{preview}\"")), "the page's meta description is the preview");
    }
}
