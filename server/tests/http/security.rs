//! The pages and their form posts as a careless or hostile client meets them: refusals with
//! their status, redirects that stay on this site, streams and pages that show only what the
//! reader may see, throttles and body limits. On SQLite and on PostgreSQL.

use crate::support::{Events, TestApp, no_redirects, reader_cookie};
use app::domain::organizations::CreatedOrganization;
use app::domain::posts::{self, NewPost};
use app::domain::users;
use app::model::{BucketId, Email, PostId, UserId};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

on_both_backends!(crate::security::cases =>
    server_function_refusals_answer_with_their_4xx_status,
    sign_in_redirects_stay_on_this_site_after_normalisation,
    hidden_and_others_pending_posts_take_no_comments_or_votes_anywhere,
    an_old_slug_of_a_post_the_reader_may_not_see_is_not_found,
    sign_in_links_are_refused_once_older_than_five_minutes,
    sign_in_links_refuse_every_token_of_the_attack_list,
    signing_in_ends_the_browsers_previous_session,
    sign_out_everywhere_ends_every_session_of_that_person_only,
    writes_are_judged_by_the_public_urls_origin_not_the_host,
    live_counts_reach_only_readers_who_may_see_the_post,
    a_private_post_is_named_on_no_surface_a_customer_or_stranger_reads,
    a_three_megabyte_photo_is_accepted_by_the_submit_and_comment_forms,
    sign_in_is_throttled_per_address_and_per_email_with_retry_after,
    live_streams_per_address_are_capped,
    words_from_people_stay_text_in_every_pages_head,
    a_signed_out_request_for_an_admin_page_is_redirected_by_303_whatever_it_accepts,
);

/// Markup that, written into a page's head as it is, ends `<title>` and adds an element of its
/// own: a refresh to another site, a dangling image swallowing the page into its address, a
/// script, an SVG with a handler.
const BREAKOUTS: [&str; 4] = [
    r#"Refresh</title><meta http-equiv="refresh" content="0;url=https://attacker.example/">"#,
    r#"Dangling</TITLE ><img src="https://attacker.example/?"#,
    "Boom</title><script>alert(1)</script>",
    "Draw</title><svg onload=alert(1)> & more",
];

/// The text of the one `<title>` of `html`'s head; fails if the head holds any other count
/// of them, or any element a breakout would add.
fn head_title(html: &str) -> String {
    let head = &html[..html.find("</head>").expect("a head")];
    let lower = head.to_ascii_lowercase();
    assert_eq!(lower.matches("<title").count(), 1, "one <title> in {head}");
    assert_eq!(lower.matches("</title").count(), 1, "one </title> in {head}");
    for added in ["<meta http-equiv", "<img", "<svg", "<script>"] {
        assert!(!lower.contains(added), "{added} in the head: {head}");
    }
    let start = lower.find("<title>").expect("<title>") + "<title>".len();
    let end = lower.find("</title>").expect("</title>");
    head[start..end]
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

/// A post in the organization's default bucket, approved or pending, by `submitter`.
async fn post_by(app: &TestApp, org: &CreatedOrganization, submitter: UserId, title: &str, approved: bool) -> app::entities::post::Model {
    post_in(app, org, org.default_bucket.id, submitter, title, approved).await
}

/// An approved post of the admin in a new private bucket "Internal".
async fn private_post(app: &TestApp, org: &CreatedOrganization, title: &str) -> app::entities::post::Model {
    let internal = app::domain::buckets::create(&app.db, org.organization.id, "Internal", true).await.unwrap();
    post_in(app, org, internal.id, org.admin.id, title, true).await
}

async fn post_in(app: &TestApp, org: &CreatedOrganization, bucket_id: BucketId, submitter: UserId, title: &str, approved: bool) -> app::entities::post::Model {
    posts::create(
        &app.db,
        NewPost {
            organization_id: org.organization.id,
            bucket_id,
            submitter_id: submitter,
            title,
            description: Some("<p>Because</p>"),
            status_id: None,
            approved,
            created_at: None,
        },
    )
    .await
    .unwrap()
}

/// Marks a post hidden (as spam or a merged duplicate is).
async fn hide(app: &TestApp, post: &app::entities::post::Model) {
    use sea_orm::{ActiveModelTrait, ActiveValue::Set};
    let mut active: app::entities::post::ActiveModel = post.clone().into();
    active.hidden = Set(true);
    let txn = app.db.begin_write().await.unwrap();
    active.update(&*txn).await.unwrap();
    txn.commit().await.unwrap();
}

mod cases {
    use super::*;

    /// Post titles, board, organization, customer and changelog entry names reach the head's
    /// `<title>` as text on every page that names them, public and admin.
    pub async fn words_from_people_stay_text_in_every_pages_head(app: &TestApp) {
        // Short enough for every kind of name (boards take 80 characters).
        let refresh = r#"N</title><meta http-equiv=refresh content="0;url=//attacker.example">"#;
        let evil = app::domain::organizations::create(
            &app.db,
            app::domain::organizations::NewOrganization {
                name: app::model::OrgName::parse("evil").unwrap(),
                display_name: Some(refresh.to_owned()),
                admin_email: Email::parse("ada@evil.test").unwrap(),
                admin_name: Some("Ada".to_owned()),
                admin_password: None,
                language: None,
            },
        )
        .await
        .unwrap();
        let board = app::domain::buckets::create(&app.db, evil.organization.id, refresh, false).await.unwrap();
        let customer = app.token(&evil, "mallory@x.test", refresh);
        let team = app.token(&evil, "ada@evil.test", "Ada");
        let (_, admin) = reader_cookie(app, &evil, "ada@evil.test", "Ada").await;
        let page = |path: String, cookie: Option<String>| async move {
            let mut request = app.http.get(app.url(&path));
            if let Some(cookie) = cookie {
                request = request.header("cookie", cookie);
            }
            let response = request.send().await.unwrap();
            assert_eq!(response.status(), 200, "{path}");
            response.text().await.unwrap()
        };
        for title in BREAKOUTS {
            let post = app.post_as(&evil, &customer, title).await;
            let slug = post["slug"].as_str().unwrap_or_else(|| panic!("{post}")).to_owned();
            let shown = head_title(&page(format!("/evil/p/{slug}"), None).await);
            assert_eq!(shown, format!("{title} · {refresh} · upboard"));
            let entry = app
                .send_json(
                    reqwest::Method::POST,
                    "/api/v3/changelog",
                    &evil.api_key,
                    Some(&team),
                    &serde_json::json!({"title": title, "body": "Shipped.", "published": true}),
                )
                .await;
            assert_eq!(entry.status(), 201);
            let entry: serde_json::Value = entry.json().await.unwrap();
            let shown = head_title(&page(format!("/evil/changelog/{}", entry["id"]), None).await);
            assert!(shown.starts_with(title) && shown.ends_with(" · upboard"), "{shown}");
        }
        let shown = head_title(&page(format!("/evil?bucket={}", board.slug), None).await);
        assert_eq!(shown, format!("{refresh} · {refresh} · upboard"));
        head_title(&page("/evil/signin".to_owned(), None).await);
        for path in ["/evil", "/evil/roadmap", "/evil/changelog", "/evil/new"] {
            let shown = head_title(&page(path.to_owned(), None).await);
            assert!(shown.contains(refresh) && shown.ends_with(" · upboard"), "{path}: {shown}");
        }
        let mallory = users::find_by_email(app.db.conn(), evil.organization.id, &Email::parse("mallory@x.test").unwrap())
            .await
            .unwrap()
            .unwrap();
        let shown = head_title(&page(format!("/evil/admin/customers/{}", mallory.id), Some(admin.clone())).await);
        assert_eq!(shown, format!("{refresh} · Admin · {refresh} · upboard"));
        head_title(&page("/evil/me".to_owned(), Some(admin.clone())).await);
        for path in ["/evil/admin", "/evil/admin/changelog", "/evil/admin/customers", "/evil/admin/boards"] {
            let shown = head_title(&page(path.to_owned(), Some(admin.clone())).await);
            assert!(shown.contains(refresh), "{path}: {shown}");
        }
    }

    /// curl, a monitor or a script (no `Accept: text/html`) is sent to the sign-in page like a
    /// browser is, with a 303 no cache keeps, and never gets an empty `200` in its place.
    pub async fn a_signed_out_request_for_an_admin_page_is_redirected_by_303_whatever_it_accepts(app: &TestApp) {
        app.create_org("acme").await;
        let client = no_redirects();
        for path in ["/acme/admin", "/acme/admin/changelog", "/acme/admin/customers", "/acme/me"] {
            for accept in [None, Some("*/*"), Some("application/json"), Some("text/html,application/xhtml+xml;q=0.9")] {
                // Twice: a first answer that a cache kept would show in the second.
                for _ in 0..2 {
                    let mut request = client.get(app.url(path));
                    if let Some(accept) = accept {
                        request = request.header("accept", accept);
                    }
                    let response = request.send().await.unwrap();
                    assert_eq!(response.status(), 303, "{path} with Accept {accept:?}");
                    let location = response.headers()["location"].to_str().unwrap().to_owned();
                    assert_eq!(location, format!("/acme/signin?redirect={path}"));
                    let cache = response.headers().get("cache-control").map(|v| v.to_str().unwrap().to_owned()).unwrap_or_default();
                    assert!(cache.contains("no-store") && !cache.contains("public"), "{path}: cache-control {cache:?}");
                }
            }
        }
        // A browser reading the page afterwards still reaches the sign-in page.
        let response = client.get(app.url("/acme/admin")).header("accept", "text/html").send().await.unwrap();
        assert_eq!(response.status(), 303);
    }

    /// Server functions called as the hydrated page calls them (no `Accept: text/html`).
    pub async fn server_function_refusals_answer_with_their_4xx_status(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let post = post_by(app, &acme, acme.admin.id, "Dark mode", true).await;
        let (_, cookie) = reader_cookie(app, &acme, "grace@x.test", "Grace").await;
        let call = |endpoint: &'static str, cookie: Option<&str>, form: Vec<(&'static str, String)>| {
            let mut request = app.http.post(app.url(&format!("/fn/{endpoint}"))).form(&form);
            if let Some(cookie) = cookie {
                request = request.header("cookie", cookie);
            }
            async move {
                let response = request.send().await.unwrap();
                let status = response.status().as_u16();
                (status, response.text().await.unwrap())
            }
        };
        let org = || ("org", "acme".to_owned());
        let vote = |id: PostId| vec![org(), ("post_id", id.to_string()), ("kind", "upvote".to_owned())];
        let (status, body) = call("vote", None, vote(post.id)).await;
        assert_eq!(status, 401, "signed out: {body}");
        let (status, body) = call("vote", Some(&cookie), vote(PostId(999_999))).await;
        assert_eq!(status, 404, "no such post: {body}");
        let (status, body) = call(
            "moderate",
            Some(&cookie),
            vec![org(), ("post_id", post.id.to_string()), ("status", "Planned".into()), ("approval_status", "approved".into())],
        )
        .await;
        assert_eq!(status, 403, "a customer may not moderate: {body}");
        let (status, body) = call("signin", None, vec![org(), ("email", "grace@x.test".into()), ("password", "wrong password".into())]).await;
        assert_eq!(status, 401, "wrong password: {body}");
        let (status, body) = call("signup", None, vec![org(), ("name", "Eve".into()), ("email", "eve@x.test".into()), ("password", "short".into())]).await;
        assert_eq!(status, 422, "too short a password: {body}");
        assert!(body.contains("Password is too short"), "{body}");
        let (status, body) = call("vote", None, vec![("org", "nobody".to_owned()), ("post_id", "1".into()), ("kind", "upvote".into())]).await;
        assert_eq!(status, 404, "no such organization: {body}");
        let (status, _) = call("vote", Some(&cookie), vote(post.id)).await;
        assert_eq!(status, 200, "allowed");
    }

    pub async fn sign_in_redirects_stay_on_this_site_after_normalisation(app: &TestApp) {
        let acme = app.create_org("acme").await;
        app::domain::sessions::sign_up(&app.db, acme.organization.id, "grace@x.test", "Grace", "correct horse").await.unwrap();
        let http = no_redirects();
        for (redirect, expected) in [("/\t/evil.example", "/acme"), ("/\\evil.example", "/acme"), ("//evil.example", "/acme"), ("/acme/me", "/acme/me")] {
            let response = http
                .post(app.url("/fn/signin"))
                .header("accept", "text/html")
                .form(&[("org", "acme"), ("email", "grace@x.test"), ("password", "correct horse"), ("redirect", redirect)])
                .send()
                .await
                .unwrap();
            assert_eq!(response.status(), 302, "{redirect:?}");
            assert_eq!(response.headers()["location"], expected, "sign-in with redirect {redirect:?}");
        }
        let token = crate::support::sign(&acme.organization.sso_secret, "alan@x.test", "Alan", Some(crate::support::unix_now() + 60));
        for (redirect, expected) in [("%2F%09%2Fevil.example", "/acme"), ("%2F%5Cevil.example", "/acme"), ("%2Facme%2Froadmap", "/acme/roadmap")] {
            let response = http.get(app.url(&format!("/acme/sso?token={token}&redirect={redirect}"))).send().await.unwrap();
            assert_eq!(response.status(), 303, "{redirect}");
            assert_eq!(response.headers()["location"], expected, "SSO with redirect {redirect}");
        }
    }

    /// The comment form, the web's vote and the API refuse what the one rule refuses.
    pub async fn hidden_and_others_pending_posts_take_no_comments_or_votes_anywhere(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let (grace, cookie) = reader_cookie(app, &acme, "grace@x.test", "Grace").await;
        let hidden = post_by(app, &acme, acme.admin.id, "Spam", true).await;
        hide(app, &hidden).await;
        let pending = post_by(app, &acme, acme.admin.id, "Waiting", false).await;
        let own_pending = post_by(app, &acme, grace.id, "Mine, waiting", false).await;
        let http = no_redirects();
        let comment = |post_id: PostId| {
            let form = reqwest::multipart::Form::new().text("post_id", post_id.to_string()).text("body", "Sneaky");
            http.post(app.url("/acme/comment")).header("cookie", &cookie).multipart(form).send()
        };
        assert_eq!(comment(hidden.id).await.unwrap().status(), 404, "a hidden post takes no comment");
        assert_eq!(comment(pending.id).await.unwrap().status(), 404, "someone else's pending post is not there");
        let own = comment(own_pending.id).await.unwrap();
        assert_eq!(own.status(), 303, "the submitter may comment on their pending post");
        assert!(own.headers()["location"].to_str().unwrap().contains("#comment-"), "{:?}", own.headers()["location"]);

        let vote = |post_id: PostId| {
            http.post(app.url("/fn/vote"))
                .header("cookie", &cookie)
                .form(&[("org", "acme".to_owned()), ("post_id", post_id.to_string()), ("kind", "upvote".to_owned())])
                .send()
        };
        assert_eq!(vote(hidden.id).await.unwrap().status(), 404);
        assert_eq!(vote(pending.id).await.unwrap().status(), 404);
        assert_eq!(vote(own_pending.id).await.unwrap().status(), 403, "visible to its submitter, but not open for votes");

        let token = app.token(&acme, "grace@x.test", "Grace");
        for post in [&hidden, &pending] {
            let voted = app.vote_as(&acme, &token, post.id.get()).await;
            assert_eq!(voted.status(), 403, "the API refuses a vote on {:?}", post.title);
            let commented = app.comment_as(&acme, &token, post.id.get(), "Sneaky").await;
            assert_eq!(commented.status(), 403, "the API refuses a customer's comment on {:?}", post.title);
        }
        let stored = app::entities::post_count::Entity::find_by_id(hidden.id);
        use sea_orm::EntityTrait;
        let hidden_now = stored.one(app.db.conn()).await.unwrap().unwrap();
        assert_eq!((hidden_now.votes_count, hidden_now.comments_count), (0, 0), "nothing reached the hidden post");
    }

    pub async fn an_old_slug_of_a_post_the_reader_may_not_see_is_not_found(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let secret = private_post(app, &acme, "Acquire Globex").await;
        let admin = app::domain::access::Actor { user: acme.admin.clone(), role: Some(users::Role::Admin) };
        let txn = app.db.begin_write().await.unwrap();
        let changes = posts::PostChanges { title: Some("Acquire Initech instead".into()), ..Default::default() };
        posts::update(&*txn, acme.organization.id, secret.id, &app::domain::access::Asker::web(Some(&admin)), changes)
            .await
            .unwrap();
        txn.commit().await.unwrap();
        let anonymous = no_redirects().get(app.url("/acme/p/acquire-globex")).send().await.unwrap();
        assert_eq!(anonymous.status(), 404, "the new slug is not given away");
        assert!(anonymous.headers().get("location").is_none());
        let admin_cookie = crate::support::session_cookie(app, "acme", acme.admin.clone()).await;
        let team = no_redirects().get(app.url("/acme/p/acquire-globex")).header("cookie", admin_cookie).send().await.unwrap();
        let location = team.headers().get("location").map(|l| l.to_str().unwrap().to_owned());
        let body = team.text().await.unwrap();
        assert!(
            location.as_deref() == Some("/acme/p/acquire-initech-instead") || body.contains("/acme/p/acquire-initech-instead"),
            "the team is led to the new address: {location:?}"
        );
    }

    pub async fn sign_in_links_are_refused_once_older_than_five_minutes(app: &TestApp) {
        use jsonwebtoken::{EncodingKey, Header, encode};
        app::domain::jwt::install();
        let acme = app.create_org("acme").await;
        let now = crate::support::unix_now();
        let link = |claims: serde_json::Value| {
            let token = encode(&Header::default(), &claims, &EncodingKey::from_secret(acme.organization.sso_secret.as_bytes())).unwrap();
            no_redirects().get(app.url(&format!("/acme/sso?token={token}"))).send()
        };
        let who = |extra: serde_json::Value| {
            let mut claims = serde_json::json!({"email": "alan@x.test", "name": "Alan"});
            claims.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
            claims
        };
        assert_eq!(link(who(serde_json::json!({}))).await.unwrap().status(), 401, "neither iat nor exp: a permanent sign-in link");
        assert_eq!(link(who(serde_json::json!({"iat": now - 600}))).await.unwrap().status(), 401, "ten minutes old");
        assert_eq!(link(who(serde_json::json!({"iat": now - 600, "exp": now + 3600}))).await.unwrap().status(), 401);
        let fresh = link(who(serde_json::json!({"iat": now - 5}))).await.unwrap();
        assert_eq!(fresh.status(), 303, "a fresh link signs in");
        assert!(fresh.headers()["set-cookie"].to_str().unwrap().contains("HttpOnly"));
    }

    /// The API's list of forged tokens, at the sign-in link: none signs anyone in.
    pub async fn sign_in_links_refuse_every_token_of_the_attack_list(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let globex = app.create_org("globex").await;
        for (what, token) in crate::support::hostile_tokens(&acme.organization.sso_secret, &globex.organization.sso_secret) {
            let response = no_redirects().get(app.url("/acme/sso")).query(&[("token", &token)]).send().await.unwrap();
            assert_eq!(response.status(), 401, "{what}");
            assert!(!response.headers().contains_key("set-cookie"), "{what} set a cookie");
        }
        let flood = no_redirects().get(app.url("/acme/sso")).query(&[("token", "x".repeat(40 * 1024))]).send().await.unwrap();
        assert_eq!(flood.status(), 431, "a 40 KB address is refused before it is read");
        let users = app::entities::user::Entity::find()
            .filter(app::entities::user::Column::OrganizationId.eq(acme.organization.id))
            .all(app.db.conn());
        assert_eq!(users.await.unwrap().len(), 1, "no one but the admin was made");
        let fresh = crate::support::sign(&acme.organization.sso_secret, "grace@customer.test", "Grace", None);
        assert_eq!(no_redirects().get(app.url("/acme/sso")).query(&[("token", &fresh)]).send().await.unwrap().status(), 303, "the genuine one works");
    }

    /// A sign-in (password or link) gives the browser a new session id and ends the one it
    /// came with, so that an id planted or seen before the sign-in is worth nothing.
    pub async fn signing_in_ends_the_browsers_previous_session(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let grace = app::domain::sessions::sign_up(&app.db, acme.organization.id, "grace@x.test", "Grace", "correct horse").await.unwrap();
        let cookie_name = app::api::session::cookie_name("acme");
        let earlier = app::domain::sessions::start(&app.db, grace.clone(), None).await.unwrap();
        let signed_in = no_redirects()
            .post(app.url("/fn/signin"))
            .header("accept", "text/html")
            .header("cookie", format!("{cookie_name}={}", earlier.token))
            .form(&[("org", "acme"), ("email", "grace@x.test"), ("password", "correct horse")])
            .send()
            .await
            .unwrap();
        assert_eq!(signed_in.status(), 302);
        let set = signed_in.headers()["set-cookie"].to_str().unwrap().to_owned();
        let new_token = set.split(';').next().unwrap().split_once('=').unwrap().1.to_owned();
        assert!(!new_token.is_empty() && new_token != earlier.token, "a new id: {set}");
        let valid = |token: String| {
            let db = app.db.clone();
            let org = acme.organization.id;
            async move { app::domain::sessions::user_of(&db, org, &token).await.unwrap().is_some() }
        };
        assert!(valid(new_token.clone()).await);
        assert!(!valid(earlier.token.clone()).await, "the id the browser came with ended");

        let before_link = new_token;
        let link = crate::support::sign(&acme.organization.sso_secret, "grace@x.test", "Grace", None);
        let linked = no_redirects()
            .get(app.url("/acme/sso"))
            .query(&[("token", &link)])
            .header("cookie", format!("{cookie_name}={before_link}"))
            .send()
            .await
            .unwrap();
        assert_eq!(linked.status(), 303);
        let set = linked.headers()["set-cookie"].to_str().unwrap().to_owned();
        let after_link = set.split(';').next().unwrap().split_once('=').unwrap().1.to_owned();
        assert_ne!(after_link, before_link);
        assert!(valid(after_link).await);
        assert!(!valid(before_link).await, "a sign-in link also ends the session the browser came with");
    }

    /// "Sign out everywhere" (the me page) ends each of that person's sessions, on every
    /// browser, and no one else's.
    pub async fn sign_out_everywhere_ends_every_session_of_that_person_only(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let (grace, phone) = reader_cookie(app, &acme, "grace@x.test", "Grace").await;
        let laptop = app::domain::sessions::start(&app.db, grace.clone(), None).await.unwrap();
        let (_, alan) = reader_cookie(app, &acme, "alan@x.test", "Alan").await;
        let me = app.http.get(app.url("/acme/me")).header("cookie", &phone).send().await.unwrap().text().await.unwrap();
        assert!(me.contains("Sign out everywhere"), "the me page offers it");
        let ended = no_redirects()
            .post(app.url("/fn/signout-everywhere"))
            .header("accept", "text/html")
            .header("cookie", &phone)
            .form(&[("org", "acme")])
            .send()
            .await
            .unwrap();
        assert_eq!(ended.status(), 302);
        assert_eq!(ended.headers()["location"], "/acme/signin?signed_out=everywhere");
        assert!(ended.headers()["set-cookie"].to_str().unwrap().contains("Max-Age=0"), "this browser's cookie is cleared");
        let signed_in = |cookie: String| async move {
            let page = no_redirects().get(app.url("/acme/me")).header("cookie", cookie).send().await.unwrap();
            page.status() == 200 && page.text().await.unwrap().contains("Signed in as")
        };
        assert!(!signed_in(phone.clone()).await, "the browser that asked is signed out");
        let cookie_name = app::api::session::cookie_name("acme");
        assert!(!signed_in(format!("{cookie_name}={}", laptop.token)).await, "and every other one");
        assert!(signed_in(alan).await, "another person stays signed in");
        let signin = app.http.get(app.url("/acme/signin?signed_out=everywhere")).send().await.unwrap().text().await.unwrap();
        assert!(signin.contains("You were signed out on every browser and device."));
    }

    pub async fn writes_are_judged_by_the_public_urls_origin_not_the_host(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let post = post_by(app, &acme, acme.admin.id, "Dark mode", true).await;
        let (_, cookie) = reader_cookie(app, &acme, "grace@x.test", "Grace").await;
        let vote = |origin: Option<&str>, host: Option<&str>| {
            let mut request = app.http.post(app.url("/fn/vote")).header("cookie", &cookie).form(&[
                ("org", "acme".to_owned()),
                ("post_id", post.id.to_string()),
                ("kind", "upvote".to_owned()),
            ]);
            if let Some(origin) = origin {
                request = request.header("origin", origin);
            }
            if let Some(host) = host {
                request = request.header("host", host);
            }
            async move { request.send().await.unwrap().status().as_u16() }
        };
        assert_eq!(vote(Some("null"), None).await, 403, "Origin: null");
        assert_eq!(vote(Some("https://evil.example"), None).await, 403);
        let public = app.base_url.clone();
        let behind_a_proxy = vote(Some(&public), Some("upboard-internal:8080")).await;
        assert_eq!(behind_a_proxy, 200, "a proxy that rewrites Host changes nothing");
        let spoofed = vote(Some("https://evil.example"), Some("evil.example")).await;
        assert_eq!(spoofed, 403, "a Host that matches the Origin is not enough");
    }

    pub async fn live_counts_reach_only_readers_who_may_see_the_post(app: &TestApp) {
        use reqwest::Method;
        let acme = app.create_org("acme").await;
        let secret = private_post(app, &acme, "Secret").await;
        let pending = post_by(app, &acme, acme.admin.id, "Pending", false).await;
        let public = post_by(app, &acme, acme.admin.id, "Public", true).await;
        let mut anonymous = Events::open(app, None).await;
        let (_, customer_cookie) = reader_cookie(app, &acme, "grace@x.test", "Grace").await;
        let mut customer = Events::open(app, Some(&customer_cookie)).await;
        let team_cookie = crate::support::session_cookie(app, "acme", acme.admin.clone()).await;
        let mut team = Events::open(app, Some(&team_cookie)).await;

        let token = app.token(&acme, "voter@x.test", "Voter");
        let voted = app
            .request(Method::POST, &format!("/api/v3/feature_requests/{}/votes", secret.id), &acme.api_key, Some(&token))
            .header("ALLOW-PRIVATE", "true")
            .send()
            .await
            .unwrap();
        assert_eq!(voted.status(), 201);
        let admin = app.token(&acme, &acme.admin.email, "Ada");
        let noted = app.comment_as(&acme, &admin, pending.id.get(), "Looking into it").await;
        assert_eq!(noted.status(), 201);
        let voted = app.vote_as(&acme, &token, public.id.get()).await;
        assert_eq!(voted.status(), 201);

        assert_eq!(anonymous.next_post().await, public.id, "the private and pending posts' counts were not sent");
        assert_eq!(customer.next_post().await, public.id);
        assert_eq!(team.next_post().await, secret.id, "the team sees every post");
        assert_eq!(team.next_post().await, pending.id);
        assert_eq!(team.next_post().await, public.id);
    }

    /// A post in a private board, read by a signed-out reader and by a customer (its own
    /// submitter, who follows it), and through the API without `ALLOW-PRIVATE`: no page, server
    /// function, feed, sitemap, search, similar-post list, roadmap column, changelog, live event,
    /// API answer or e-mail names it. Each surface also shows the public post beside it where it
    /// lists posts, so that a surface that answers nothing fails too.
    pub async fn a_private_post_is_named_on_no_surface_a_customer_or_stranger_reads(app: &TestApp) {
        use reqwest::Method;
        let acme = app.create_org("acme").await;
        let admin = app.token(&acme, &acme.admin.email, &acme.admin.name);
        let carol = app.token(&acme, "carol@x.test", "Carol");
        let public = app.post_as(&acme, &carol, "Stripes for the public board").await;
        let secret = app.post_as(&acme, &carol, "Zebra stripes internally").await;
        let (public_id, secret_id) = (public["id"].as_i64().unwrap(), secret["id"].as_i64().unwrap());
        let (public_slug, secret_slug) = (public["slug"].as_str().unwrap().to_owned(), secret["slug"].as_str().unwrap().to_owned());
        // Carol's post is moved into a private board, where the team plans it.
        let internal = app::domain::buckets::create(&app.db, acme.organization.id, "Internal", true).await.unwrap();
        let moved = app
            .request(Method::PUT, &format!("/api/v3/feature_requests/{secret_id}"), &acme.api_key, Some(&admin))
            .header("ALLOW-PRIVATE", "true")
            .json(&serde_json::json!({"bucket_id": internal.id}))
            .send()
            .await
            .unwrap();
        assert_eq!(moved.status(), 200, "{}", moved.text().await.unwrap());
        let (_, carol_cookie) = reader_cookie(app, &acme, "carol@x.test", "Carol").await;
        let mut streams = [Events::open(app, None).await, Events::open(app, Some(&carol_cookie)).await];
        // What makes news of both: a status on the roadmap, a vote, a comment, a changelog entry.
        let key = &acme.api_key;
        let team = |method: Method, path: String, body: serde_json::Value| {
            let admin = admin.clone();
            async move {
                let response = app.request(method, &path, key, Some(&admin)).header("ALLOW-PRIVATE", "true").json(&body).send().await.unwrap();
                let status = response.status().as_u16();
                let body: serde_json::Value = response.json().await.unwrap();
                assert!(status == 200 || status == 201, "{path}: {status} {body}");
                body
            }
        };
        let mut comment_ids = Vec::new();
        for id in [secret_id, public_id] {
            team(Method::PUT, format!("/api/v3/feature_requests/{id}"), serde_json::json!({"status": "Planned"})).await;
            team(Method::POST, format!("/api/v3/feature_requests/{id}/votes"), serde_json::json!({})).await;
            let comment =
                team(Method::POST, "/api/v3/comments".to_owned(), serde_json::json!({"feature_request_id": id, "comment": format!("Notes on #{id}.")})).await;
            comment_ids.push(comment["id"].as_i64().unwrap());
        }
        let secret_comment = comment_ids[0];
        let entry = team(
            Method::POST,
            "/api/v3/changelog".to_owned(),
            serde_json::json!({"title": "Shipped this week", "body": "Two things.", "feature_request_ids": [secret_id, public_id], "published": true}),
        )
        .await;
        let entry_id = entry["id"].as_i64().unwrap();
        // The setup holds: with ALLOW-PRIVATE the private post is there.
        let allowed = app
            .request(Method::GET, "/api/v3/feature_requests", &acme.api_key, None)
            .header("ALLOW-PRIVATE", "true")
            .send()
            .await
            .unwrap();
        assert!(allowed.text().await.unwrap().contains("Zebra stripes internally"));

        let secret_note = format!("Notes on #{secret_id}.");
        // (An address that holds the slug, asked for, may come back in the answer: its canonical
        // link, the sign-in link's way back.)
        let named_but_asked = |text: &str, asked: &str| {
            text.contains("Zebra stripes") || text.contains(&secret_note) || (!asked.contains(&secret_slug) && text.contains(&secret_slug))
        };
        let named = |text: &str| named_but_asked(text, "");
        // Pages and server functions, signed out and as Carol: (address, status, what it shows of the public post).
        let public_title = "Stripes for the public board";
        let surfaces: Vec<(String, u16, Option<&str>)> = vec![
            ("/acme".to_owned(), 200, Some(public_title)),
            ("/acme?sort=top".to_owned(), 200, Some(public_title)),
            ("/acme?q=stripes".to_owned(), 200, Some(public_title)),
            (format!("/acme?bucket={}", internal.slug), 404, None),
            (format!("/acme/p/{public_slug}"), 200, Some(public_title)),
            (format!("/acme/p/{secret_slug}"), 404, None),
            ("/acme/roadmap".to_owned(), 200, Some(public_title)),
            ("/acme/changelog".to_owned(), 200, Some(public_title)),
            (format!("/acme/changelog/{entry_id}"), 200, Some(public_title)),
            ("/acme/changelog.atom".to_owned(), 200, Some(public_title)),
            ("/acme/sitemap.xml".to_owned(), 200, Some(public_slug.as_str())),
            ("/fn/board?org=acme&sort=top".to_owned(), 200, Some(public_title)),
            ("/fn/board?org=acme&sort=new&q=stripes".to_owned(), 200, Some(public_title)),
            ("/fn/similar?org=acme&title=Zebra%20stripes".to_owned(), 200, Some(public_title)),
            ("/fn/roadmap?org=acme".to_owned(), 200, Some(public_title)),
            ("/fn/changelog?org=acme".to_owned(), 200, Some(public_title)),
            (format!("/fn/changelog?org=acme&entry={entry_id}"), 200, Some(public_title)),
            (format!("/fn/post?org=acme&slug={secret_slug}"), 404, None),
        ];
        for cookie in [None, Some(carol_cookie.as_str())] {
            let mut surfaces = surfaces.clone();
            if cookie.is_some() {
                // Carol's own page lists her posts and what she follows.
                surfaces.push(("/acme/me".to_owned(), 200, Some(public_title)));
                surfaces.push(("/fn/my-activity?org=acme".to_owned(), 200, Some(public_title)));
            }
            for (path, status, shows) in surfaces {
                let mut request = app.http.get(app.url(&path));
                if let Some(cookie) = cookie {
                    request = request.header("cookie", cookie);
                }
                let response = request.send().await.unwrap();
                let got = response.status().as_u16();
                let text = response.text().await.unwrap();
                let who = if cookie.is_some() { "Carol" } else { "signed out" };
                assert_eq!(got, status, "{who}, {path}: {text}");
                assert!(!named_but_asked(&text, &path), "{who}, {path} names the private post: {text}");
                if let Some(shows) = shows {
                    assert!(text.contains(shows), "{who}, {path} does not show the public post: {text}");
                }
            }
        }
        // The API without ALLOW-PRIVATE, with the key alone and with Carol's token. (A changelog
        // entry's `feature_request_ids` lists every post the team named in it, by number only:
        // reading one of them needs ALLOW-PRIVATE; docs/api.md.)
        let api: Vec<(String, u16, Option<&str>)> = vec![
            ("/api/v3/feature_requests".to_owned(), 200, Some(public_title)),
            ("/api/v3/feature_requests?sort=top&per_page=100".to_owned(), 200, Some(public_title)),
            ("/api/v3/feature_requests?submitter_emails[]=carol@x.test".to_owned(), 200, Some(public_title)),
            (format!("/api/v3/feature_requests/{secret_id}"), 404, None),
            (format!("/api/v3/feature_requests?bucket_id={}", internal.id), 403, None),
            ("/api/v3/comments".to_owned(), 200, Some("Notes on #")),
            (format!("/api/v3/comments?feature_request_id={secret_id}"), 404, None),
            (format!("/api/v3/comments/{secret_comment}"), 404, None),
            (format!("/api/v3/upvoters?feature_request_id={secret_id}"), 404, None),
            ("/api/v3/buckets".to_owned(), 200, Some("\"name\"")),
            (format!("/api/v3/changelog/{entry_id}"), 200, Some("Shipped this week")),
        ];
        for token in [None, Some(carol.as_str())] {
            for (path, status, shows) in &api {
                let response = app.request(Method::GET, path, &acme.api_key, token).send().await.unwrap();
                let got = response.status().as_u16();
                let text = response.text().await.unwrap();
                assert_eq!(got, *status, "{path}: {text}");
                assert!(!named_but_asked(&text, path), "{path} names the private post: {text}");
                assert!(!text.contains("Internal"), "{path} names the private board: {text}");
                if let Some(shows) = shows {
                    assert!(text.contains(shows), "{path} does not show the public post: {text}");
                }
            }
        }
        // The worker's round: it tells the open pages of status changes and queues the e-mails.
        while server::delivery::fan_out(&app.state).await.unwrap() > 0 {}
        // Live: the status events of both posts went out in turn; the readers heard the public one's only.
        for stream in &mut streams {
            let mut heard = Vec::new();
            loop {
                let next = tokio::time::timeout(std::time::Duration::from_secs(30), stream.next_event()).await;
                let (kind, data) = next.unwrap_or_else(|_| panic!("no status of the public post within 30 s; heard {heard:?}"));
                heard.push((kind.clone(), data.clone()));
                assert_ne!(data["post_id"].as_i64(), Some(secret_id), "{kind}: {data}");
                if kind == "status" && data["post_id"].as_i64() == Some(public_id) {
                    break;
                }
            }
        }
        // E-mail: Carol hears of her public post, never of the private one.
        let mails = app::entities::mail_delivery::Entity::find()
            .filter(app::entities::mail_delivery::Column::OrganizationId.eq(acme.organization.id))
            .all(app.db.conn())
            .await
            .unwrap();
        let carol_id = users::find_by_email(app.db.conn(), acme.organization.id, &Email::parse("carol@x.test").unwrap())
            .await
            .unwrap()
            .unwrap()
            .id;
        let to_carol: Vec<_> = mails.iter().filter(|m| m.user_id == carol_id).collect();
        assert!(to_carol.iter().any(|m| m.text_body.contains(public_title)), "{to_carol:?}");
        for mail in &to_carol {
            assert!(!named(&mail.subject) && !named(&mail.text_body) && !named(&mail.html_body), "{mail:?}");
        }
    }

    pub async fn a_three_megabyte_photo_is_accepted_by_the_submit_and_comment_forms(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let (_, cookie) = reader_cookie(app, &acme, "grace@x.test", "Grace").await;
        let photo = crate::support::noisy_png(1024, 1024);
        assert!(photo.len() > 3 * 1024 * 1024, "{} bytes", photo.len());
        let part = || reqwest::multipart::Part::bytes(photo.clone()).file_name("photo.png").mime_str("image/png").unwrap();
        let http = no_redirects();
        let form = reqwest::multipart::Form::new()
            .text("title", "A photo of the problem")
            .text("bucket_id", acme.default_bucket.id.to_string())
            .part("attachments[]", part());
        let posted = http.post(app.url("/acme/new")).header("cookie", &cookie).multipart(form).send().await.unwrap();
        assert_eq!(posted.status(), 303);
        let location = posted.headers()["location"].to_str().unwrap().to_owned();
        assert_eq!(location, "/acme/p/a-photo-of-the-problem", "the post was created, not refused");
        let post = app::domain::posts::list(&app.db, acme.organization.id, &Default::default(), true, 1, 1).await.unwrap().0.remove(0).post;
        let form = reqwest::multipart::Form::new()
            .text("post_id", post.id.to_string())
            .text("body", "Another angle")
            .part("attachments[]", part());
        let commented = http.post(app.url("/acme/comment")).header("cookie", &cookie).multipart(form).send().await.unwrap();
        assert_eq!(commented.status(), 303);
        assert!(commented.headers()["location"].to_str().unwrap().contains("#comment-"), "{:?}", commented.headers()["location"]);
        // The stored images are the photo, byte for byte.
        let page = app.http.get(app.url(&location)).send().await.unwrap().text().await.unwrap();
        let src = page
            .split("src=\"")
            .filter_map(|rest| rest.split('"').next())
            .find(|src| src.contains("/uploads/"))
            .expect("an image on the page")
            .to_owned();
        let served = app.http.get(&src).send().await.unwrap().bytes().await.unwrap();
        assert_eq!(served.len(), photo.len());
        // Signed out, the form goes to the sign-in page without its body being read.
        let form = reqwest::multipart::Form::new().text("title", "Anonymous").part("attachments[]", part());
        let refused = http.post(app.url("/acme/new")).multipart(form).send().await.unwrap();
        assert_eq!(refused.status(), 303);
        assert!(refused.headers()["location"].to_str().unwrap().starts_with("/acme/signin"));
    }

    pub async fn sign_in_is_throttled_per_address_and_per_email_with_retry_after(app: &TestApp) {
        let acme = app.create_org("acme").await;
        app::domain::sessions::sign_up(&app.db, acme.organization.id, "grace@x.test", "Grace", "correct horse").await.unwrap();
        let sign_in = |email: String, password: &'static str| {
            app.http
                .post(app.url("/fn/signin"))
                .form(&[("org", "acme".to_owned()), ("email", email), ("password", password.to_owned())])
                .send()
        };
        // Per e-mail: five failures lock its password sign-in, even with the right password.
        for _ in 0..5 {
            assert_eq!(sign_in("grace@x.test".into(), "wrong horse").await.unwrap().status(), 401);
        }
        let locked = sign_in("grace@x.test".into(), "correct horse").await.unwrap();
        assert_eq!(locked.status(), 429);
        let retry_after: u64 = locked.headers()["retry-after"].to_str().unwrap().parse().unwrap();
        assert!(retry_after > 60, "{retry_after}");
        assert!(locked.text().await.unwrap().contains("Too many failed sign-ins"));
        // The lock is the guessing client's alone: the owner, from their own address, signs in
        // (a stranger's five guesses once locked them out for 15 minutes, renewable for ever).
        let owner = reqwest::Client::builder().local_address("127.0.0.3".parse::<std::net::IpAddr>().unwrap()).build().unwrap();
        let own = owner
            .post(app.url("/fn/signin"))
            .form(&[("org", "acme"), ("email", "grace@x.test"), ("password", "correct horse")])
            .send()
            .await
            .unwrap();
        assert_eq!(own.status(), 200, "{}", own.text().await.unwrap());
        assert_eq!(sign_in("grace@x.test".into(), "correct horse").await.unwrap().status(), 429, "the guessing client still waits");
        // Per address: 30 attempts a minute, whatever the e-mail (one more every two seconds, so
        // a slow machine sees one more for each two seconds the attempts took).
        let started = std::time::Instant::now();
        let mut statuses = Vec::new();
        for n in 0..30 {
            statuses.push(sign_in(format!("guess{n}@x.test"), "wrong horse").await.unwrap().status().as_u16());
        }
        let refilled = (started.elapsed().as_secs() / 2 + 1) as usize;
        let passed = statuses.iter().filter(|s| **s != 429).count();
        assert!((23..=23 + refilled).contains(&passed) && statuses.contains(&429), "7 attempts of this test went first, {refilled} came back: {statuses:?}");
        let refused = sign_in("someone@x.test".into(), "x").await.unwrap();
        assert_eq!(refused.status(), 429);
        assert!(refused.headers().contains_key("retry-after"));
        // The API is not throttled by this (it has its own limit per key).
        assert_eq!(app.get_with_key("/api/v3/buckets", &acme.api_key).await.status(), 200);
    }

    pub async fn live_streams_per_address_are_capped(app: &TestApp) {
        app.create_org("acme").await;
        let mut open = Vec::new();
        for _ in 0..server::throttle::MAX_STREAMS_PER_ADDRESS {
            let stream = app.http.get(app.url("/acme/live")).send().await.unwrap();
            assert_eq!(stream.status(), 200);
            open.push(stream);
        }
        let refused = app.http.get(app.url("/acme/live")).send().await.unwrap();
        assert_eq!(refused.status(), 429);
        assert!(refused.headers().contains_key("retry-after"));
        drop(open);
        // Closed streams give their slots back (the server notices the closed connection).
        let mut reopened = None;
        for _ in 0..50 {
            let stream = app.http.get(app.url("/acme/live")).send().await.unwrap();
            if stream.status() == 200 {
                reopened = Some(stream);
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        assert!(reopened.is_some(), "a closed stream's slot is free again");
    }
}
