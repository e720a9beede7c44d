//! The widget's door (docs/widget.md): CORS only for the host origins an organization lists
//! (preflight included), identify with the host's signed token (forged, expired, other
//! organizations' and rotated-out tokens refused), and the short widget session it gives.
//! On SQLite and on PostgreSQL.

use crate::support::{TestApp, no_redirects, post_form, session_cookie, unix_now};

on_both_backends!(crate::widget::cases =>
    only_listed_host_origins_may_call_the_widget,
    identify_trusts_only_the_hosts_signature_and_gives_a_session_of_its_organization,
    an_admin_manages_the_widget_on_the_settings_page,
    an_identified_person_reads_votes_comments_and_posts_through_the_widget,
    the_widgets_scripts_load_on_any_host_and_stay_within_their_sizes,
    the_signing_code_in_the_docs_makes_tokens_the_widget_takes,
    an_address_typed_into_the_widget_acts_only_once_its_owner_opens_the_link,
);

const HOST: &str = "https://app.acme-host.test";

/// The organization's widget secret, made now (as the settings page or `upboard widget
/// secret` would), and `HOST` allowed.
async fn widget_of(app: &TestApp, org: &app::entities::organization::Model) -> String {
    let txn = app.db.begin_write().await.unwrap();
    let secret = app::domain::widget::rotate_secret(&*txn, &app.state.sealer, org, chrono::Duration::zero()).await.unwrap();
    app::domain::widget::add_origin(&*txn, org.id, HOST).await.unwrap();
    txn.commit().await.unwrap();
    secret
}

fn sign(secret: &str, claims: serde_json::Value, alg: jsonwebtoken::Algorithm) -> String {
    use jsonwebtoken::{EncodingKey, Header, encode};
    app::domain::jwt::install();
    encode(&Header::new(alg), &claims, &EncodingKey::from_secret(secret.as_bytes())).unwrap()
}

/// The claims of a token's payload with another person's address, signature left as it was.
/// (Replacing a letter of the encoded text instead changed nothing when the letter was absent.)
fn tampered(payload: &str) -> String {
    use base64::Engine;
    let engine = base64::engine::general_purpose::URL_SAFE_NO_PAD;
    let mut claims: serde_json::Value = serde_json::from_slice(&engine.decode(payload).unwrap()).unwrap();
    claims["email"] = "mallory@customer.test".into();
    engine.encode(claims.to_string())
}

fn grace(exp: u64) -> serde_json::Value {
    serde_json::json!({
        "id": "host-user-1", "email": "grace@customer.test", "name": "Grace Hopper", "exp": exp, "iat": unix_now(),
        "avatar": "https://cdn.acme-host.test/grace.png",
        "company": { "id": "initech", "name": "Initech", "monthly_revenue": 1250.5, "plan": "pro" },
    })
}

/// The code block of `language` after `label` in docs/widget.md.
fn documented(label: &str, language: &str) -> String {
    let docs = include_str!("../../../docs/widget.md");
    let after = &docs[docs.find(label).unwrap_or_else(|| panic!("docs/widget.md shows no “{label}”"))..];
    let start = after.find(&format!("```{language}\n")).expect("a code block follows") + language.len() + 4;
    after[start..start + after[start..].find("```").expect("the block ends")].to_owned()
}

/// Runs `program` with `args` (the example last) and the secret in `UPBOARD_WIDGET_SECRET`;
/// what it prints.
fn run_example(program: &str, args: &[&str], dir: &std::path::Path, secret: &str) -> String {
    let out = std::process::Command::new(program)
        .args(args)
        .current_dir(dir)
        .env("UPBOARD_WIDGET_SECRET", secret)
        .output()
        .unwrap_or_else(|e| panic!("run {program} (.ci/tools test installs it): {e}"));
    assert!(out.status.success(), "{program}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap().trim().to_owned()
}

/// A post sent through the widget with `session` (multipart, as the panel sends it).
async fn submit_through_widget(app: &TestApp, session: &str, form: reqwest::multipart::Form) -> (u16, serde_json::Value) {
    let answer = reqwest::Client::new()
        .post(app.url("/widget/v1/acme/posts"))
        .header("origin", HOST)
        .bearer_auth(session)
        .multipart(form)
        .send()
        .await
        .unwrap();
    (answer.status().as_u16(), answer.json().await.unwrap_or_default())
}

pub mod cases {
    use super::*;

    pub async fn only_listed_host_origins_may_call_the_widget(app: &TestApp) {
        let acme = app.create_org("acme").await;
        widget_of(app, &acme.organization).await;
        let http = reqwest::Client::new();
        let me = |origin: &'static str| http.get(app.url("/widget/v1/acme/me")).header("origin", origin).send();
        let listed = me(HOST).await.unwrap();
        assert_eq!(listed.status(), 200);
        assert_eq!(listed.headers()["access-control-allow-origin"], HOST);
        assert!(listed.headers().get_all("vary").iter().any(|v| v.to_str().unwrap().contains("Origin")));
        let body: serde_json::Value = listed.json().await.unwrap();
        assert_eq!(body, serde_json::json!({ "person": null, "access": "signed", "pending": false }));
        for origin in ["https://evil.test", "http://app.acme-host.test", "https://app.acme-host.test:8443", "null"] {
            let refused = me(origin).await.unwrap();
            assert_eq!(refused.status(), 403, "{origin}");
            assert!(refused.headers().get("access-control-allow-origin").is_none(), "{origin}");
        }
        // The preflight of a write: answered for the host, refused for anyone else.
        let preflight = |origin: &'static str| {
            http.request(reqwest::Method::OPTIONS, app.url("/widget/v1/acme/identify"))
                .header("origin", origin)
                .header("access-control-request-method", "POST")
                .header("access-control-request-headers", "content-type")
                .send()
        };
        let allowed = preflight(HOST).await.unwrap();
        assert_eq!(allowed.status(), 204);
        assert_eq!(allowed.headers()["access-control-allow-origin"], HOST);
        assert!(allowed.headers()["access-control-allow-methods"].to_str().unwrap().contains("POST"));
        assert!(allowed.headers()["access-control-allow-headers"].to_str().unwrap().contains("authorization"));
        let refused = preflight("https://evil.test").await.unwrap();
        assert_eq!(refused.status(), 403);
        assert!(refused.headers().get("access-control-allow-origin").is_none());
        // Another organization's host is not acme's.
        let globex = app.create_org("globex").await;
        widget_of(app, &globex.organization).await;
        let txn = app.db.begin_write().await.unwrap();
        app::domain::widget::add_origin(&*txn, globex.organization.id, "https://globex-host.test").await.unwrap();
        txn.commit().await.unwrap();
        assert_eq!(me("https://globex-host.test").await.unwrap().status(), 403);
        // A write from the host is not taken for a cross-site form post.
        let identify = http
            .post(app.url("/widget/v1/acme/identify"))
            .header("origin", HOST)
            .json(&serde_json::json!({ "token": "x" }))
            .send()
            .await
            .unwrap();
        assert_eq!(identify.status(), 401, "refused for its token, not its origin");
    }

    pub async fn identify_trusts_only_the_hosts_signature_and_gives_a_session_of_its_organization(app: &TestApp) {
        use jsonwebtoken::Algorithm::{HS256, HS512};
        let acme = app.create_org("acme").await;
        let secret = widget_of(app, &acme.organization).await;
        let globex = app.create_org("globex").await;
        let globex_secret = widget_of(app, &globex.organization).await;
        let http = reqwest::Client::new();
        let identify = |org: &'static str, token: String| {
            let http = http.clone();
            async move {
                let answer = http
                    .post(app.url(&format!("/widget/v1/{org}/identify")))
                    .header("origin", HOST)
                    .json(&serde_json::json!({ "token": token }))
                    .send()
                    .await
                    .unwrap();
                (answer.status().as_u16(), answer.json::<serde_json::Value>().await.unwrap())
            }
        };
        let me = |org: &'static str, session: String| {
            let http = http.clone();
            async move {
                let answer = http.get(app.url(&format!("/widget/v1/{org}/me"))).header("origin", HOST).bearer_auth(session).send().await.unwrap();
                (answer.status().as_u16(), answer.json::<serde_json::Value>().await.unwrap())
            }
        };
        let exp = unix_now() + 600;

        // What a host must not be able to slip past.
        let valid = sign(&secret, grace(exp), HS256);
        let parts: Vec<&str> = valid.split('.').collect();
        let hostile = [
            ("another algorithm", sign(&secret, grace(exp), HS512)),
            ("another organization's secret", sign(&globex_secret, grace(exp), HS256)),
            ("expired", sign(&secret, grace(unix_now() - 5), HS256)),
            ("without exp", sign(&secret, serde_json::json!({ "id": "u", "email": "grace@customer.test" }), HS256)),
            ("tampered", format!("{}.{}.{}", parts[0], tampered(parts[1]), parts[2])),
            ("alg none", format!("eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.{}.", parts[1])),
            ("garbage", "not.a.token".to_owned()),
        ];
        for (what, token) in hostile {
            let (status, body) = identify("acme", token).await;
            assert_eq!(status, 401, "{what}: {body}");
        }

        // The host's person: identified, their company kept, their address vouched for.
        let (status, body) = identify("acme", valid.clone()).await;
        assert_eq!(status, 200, "{body}");
        assert_eq!(body["person"]["name"], "Grace Hopper");
        let session = body["session"].as_str().unwrap().to_owned();
        let (status, body) = me("acme", session.clone()).await;
        assert_eq!((status, body["person"]["email"].as_str()), (200, Some("grace@customer.test")));
        let person = app::domain::users::find_by_email(app.db.conn(), acme.organization.id, &app::model::Email::parse("grace@customer.test").unwrap())
            .await
            .unwrap()
            .unwrap();
        assert_eq!(person.external_id.as_deref(), Some("host-user-1"));
        assert!(person.email_verified_at.is_some(), "the host vouches for the address");
        let company = {
            use sea_orm::EntityTrait;
            app::entities::company::Entity::find_by_id(person.company_id.unwrap()).one(app.db.conn()).await.unwrap().unwrap()
        };
        assert_eq!((company.name.as_str(), company.monthly_revenue_cents, company.plan.as_deref()), ("Initech", 125_050, Some("pro")));
        // Identified again with a new address and revenue: the same person, brought up to date.
        let mut again = grace(exp);
        again["email"] = "grace.hopper@customer.test".into();
        again["company"]["monthly_revenue"] = 2000.into();
        assert_eq!(identify("acme", sign(&secret, again, HS256)).await.0, 200);
        let moved = {
            use sea_orm::EntityTrait;
            app::entities::user::Entity::find_by_id(person.id).one(app.db.conn()).await.unwrap().unwrap()
        };
        assert_eq!(moved.email, "grace.hopper@customer.test");

        // A session is its organization's alone, and a forged one is nobody's.
        assert_eq!(me("globex", session.clone()).await.0, 401);
        assert_eq!(me("acme", format!("{session}x")).await.0, 401);

        // A new secret: the old one's tokens work for the grace period, and not after it.
        let org = app::domain::organizations::find_by_name(app.db.conn(), "acme").await.unwrap().unwrap();
        let txn = app.db.begin_write().await.unwrap();
        let rotated = app::domain::widget::rotate_secret(&*txn, &app.state.sealer, &org, chrono::Duration::hours(1)).await.unwrap();
        txn.commit().await.unwrap();
        assert_eq!(identify("acme", sign(&secret, grace(exp), HS256)).await.0, 200, "within its grace");
        assert_eq!(identify("acme", sign(&rotated, grace(exp), HS256)).await.0, 200, "the new secret");
        {
            use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, sea_query::Expr};
            app::entities::organization::Entity::update_many()
                .col_expr(app::entities::organization::Column::WidgetPreviousUntil, Expr::value(Some(app::domain::now() - chrono::Duration::seconds(1))))
                .filter(app::entities::organization::Column::Id.eq(org.id))
                .exec(app.db.conn())
                .await
                .unwrap();
        }
        let (status, body) = identify("acme", sign(&secret, grace(exp), HS256)).await;
        assert_eq!(status, 401, "after its grace: {body}");
    }

    /// The settings page's widget section: a host origin added (a bad one refused, saying
    /// why) and removed, who may use it, a new secret shown once (the old one honoured for the
    /// hours chosen), each in the audit log without the secret.
    pub async fn an_admin_manages_the_widget_on_the_settings_page(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let admin = session_cookie(app, "acme", acme.admin.clone()).await;
        let page = || async { no_redirects().get(app.url("/acme/admin/settings")).header("cookie", &admin).send().await.unwrap().text().await.unwrap() };
        let before = page().await;
        assert!(before.contains("id=\"widget\"") && before.contains("None yet: the widget works on no page."), "the section is there");
        assert!(before.contains("/widget.js"), "with the snippet to paste");

        let (status, _, flash) = post_form(app, "/acme/admin/settings", &admin, &[("action", "widget_origin_add"), ("origin", "http://evil.test")]).await;
        assert_eq!(status, 303);
        assert!(flash.is_some_and(|f| f.contains("origin")), "refused, saying why");
        assert_eq!(post_form(app, "/acme/admin/settings", &admin, &[("action", "widget_origin_add"), ("origin", HOST)]).await.0, 303);
        assert!(page().await.contains(&format!("<code>{HOST}</code>")));

        let (_, _, flash) =
            post_form(app, "/acme/admin/settings", &admin, &[("action", "widget_secret"), ("form", "widget_secret"), ("grace_hours", "0")]).await;
        let flash = flash.expect("the new secret travels in the one-time cookie");
        let shown = no_redirects()
            .get(app.url("/acme/admin/settings"))
            .header("cookie", format!("{admin}; {flash}"))
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        let at = shown.find("value=\"wsk_").expect("the new secret, shown once") + "value=\"".len();
        let secret = shown[at..].split('"').next().unwrap().to_owned();
        assert!(secret.starts_with("wsk_"), "{secret}");
        assert!(!page().await.contains(&secret), "shown only once");
        let token = sign(&secret, grace(unix_now() + 60), jsonwebtoken::Algorithm::HS256);
        let identified = reqwest::Client::new()
            .post(app.url("/widget/v1/acme/identify"))
            .header("origin", HOST)
            .json(&serde_json::json!({ "token": token }))
            .send()
            .await
            .unwrap();
        assert_eq!(identified.status(), 200);

        assert_eq!(
            post_form(app, "/acme/admin/settings", &admin, &[("action", "widget_access"), ("widget_access", "anonymous_reading")])
                .await
                .0,
            303
        );
        let me: serde_json::Value = reqwest::Client::new()
            .get(app.url("/widget/v1/acme/me"))
            .header("origin", HOST)
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        assert_eq!(me["access"], "anonymous_reading");
        assert_eq!(post_form(app, "/acme/admin/settings", &admin, &[("action", "widget_origin_remove"), ("origin", HOST)]).await.0, 303);
        assert_eq!(reqwest::Client::new().get(app.url("/widget/v1/acme/me")).header("origin", HOST).send().await.unwrap().status(), 403);

        let audit = no_redirects().get(app.url("/acme/admin/audit")).header("cookie", &admin).send().await.unwrap().text().await.unwrap();
        assert!(audit.contains("new widget secret") && audit.contains(&format!("widget host {HOST} allowed")), "{audit}");
        assert!(!audit.contains(&secret), "never the secret");
    }

    /// Through the widget an identified person reads the board, a post, the roadmap and the
    /// changelog, votes (the vote is theirs, counted on the board), comments and posts with an
    /// image. Unidentified: nothing where the widget is for identified people only, reading
    /// alone where anyone may read.
    pub async fn an_identified_person_reads_votes_comments_and_posts_through_the_widget(app: &TestApp) {
        use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
        let acme = app.create_org("acme").await;
        let secret = widget_of(app, &acme.organization).await;
        let team = app.token(&acme, "pm@acme.test", "PM");
        let post = app.post_as(&acme, &team, "Dark mode").await;
        let (post_id, slug) = (post["id"].as_i64().unwrap(), post["slug"].as_str().unwrap().to_owned());
        let http = reqwest::Client::new();
        let get = |path: String, session: Option<String>| {
            let http = http.clone();
            async move {
                let mut request = http.get(app.url(&format!("/widget/v1/acme/{path}"))).header("origin", HOST);
                if let Some(session) = session {
                    request = request.bearer_auth(session);
                }
                let answer = request.send().await.unwrap();
                (answer.status().as_u16(), answer.json::<serde_json::Value>().await.unwrap_or_default())
            }
        };
        let post_json = |path: String, session: Option<String>, body: serde_json::Value| {
            let http = http.clone();
            async move {
                let mut request = http.post(app.url(&format!("/widget/v1/acme/{path}"))).header("origin", HOST).json(&body);
                if let Some(session) = session {
                    request = request.bearer_auth(session);
                }
                let answer = request.send().await.unwrap();
                (answer.status().as_u16(), answer.json::<serde_json::Value>().await.unwrap_or_default())
            }
        };

        // Identified people only (the default): nothing without a session.
        assert_eq!(get("board".to_owned(), None).await.0, 401);
        let (_, identified) =
            post_json("identify".to_owned(), None, serde_json::json!({ "token": sign(&secret, grace(unix_now() + 600), jsonwebtoken::Algorithm::HS256) }))
                .await;
        let session = identified["session"].as_str().unwrap().to_owned();
        let (status, board) = get("board?sort=top".to_owned(), Some(session.clone())).await;
        assert_eq!(status, 200, "{board}");
        assert!(board["posts"].as_array().unwrap().iter().any(|p| p["title"] == "Dark mode"), "{board}");

        // A vote, a comment and a post of hers.
        let (status, voted) = post_json(format!("posts/{post_id}/vote"), Some(session.clone()), serde_json::json!({ "kind": "upvote" })).await;
        assert_eq!((status, voted["votes_count"].as_i64(), voted["my_vote"].as_str()), (200, Some(1), Some("upvote")), "{voted}");
        let grace_user = app::domain::users::find_by_email(app.db.conn(), acme.organization.id, &app::model::Email::parse("grace@customer.test").unwrap())
            .await
            .unwrap()
            .unwrap();
        let votes = app::entities::vote::Entity::find()
            .filter(app::entities::vote::Column::PostId.eq(app::model::PostId(post_id)))
            .all(app.db.conn())
            .await
            .unwrap();
        assert_eq!(votes.iter().map(|v| v.user_id).collect::<Vec<_>>(), vec![grace_user.id], "the vote is hers");
        let (status, commented) =
            post_json(format!("posts/{post_id}/comments"), Some(session.clone()), serde_json::json!({ "body": "Please, for the night shift" })).await;
        assert_eq!((status, commented["approval_status"].as_str()), (200, Some("approved")), "{commented}");
        let (status, page) = get(format!("posts/{slug}"), Some(session.clone())).await;
        assert_eq!(status, 200, "{page}");
        assert_eq!(page["Found"]["my_vote"], "upvote", "{page}");
        assert!(page.to_string().contains("Please, for the night shift"));
        let form = reqwest::multipart::Form::new()
            .text("title", "Export to CSV")
            .text("description", "For the monthly report.")
            .part("images", reqwest::multipart::Part::bytes(crate::support::PNG).file_name("shot.png"));
        let (status, submitted) = submit_through_widget(app, &session, form).await;
        assert_eq!(status, 200, "{submitted}");
        let mine = app
            .get_with_key(&format!("/api/v3/feature_requests/{}", submitted["id"]), &acme.api_key)
            .await
            .json::<serde_json::Value>()
            .await
            .unwrap();
        assert_eq!(mine["submitter"]["email"], "grace@customer.test");
        assert!(mine["description_html"].as_str().unwrap().contains("<img"), "{mine}");
        let (status, similar) = get("similar?title=Export%20CSV".to_owned(), Some(session.clone())).await;
        assert_eq!(status, 200);
        assert!(similar.as_array().unwrap().iter().any(|p| p["title"] == "Export to CSV"), "{similar}");
        assert_eq!(get("roadmap".to_owned(), Some(session.clone())).await.0, 200);
        let (status, changelog) = get("changelog".to_owned(), Some(session.clone())).await;
        assert_eq!((status, changelog["has_more"].as_bool()), (200, Some(false)), "{changelog}");

        // Anyone may read: the board without a session, but no vote.
        let admin = app::domain::access::Actor { user: acme.admin.clone(), role: Some(app::domain::users::Role::Admin) };
        let org = app::domain::organizations::find_by_name(app.db.conn(), "acme").await.unwrap().unwrap();
        app::domain::admin::settings::set_widget_access(&app.db, &org, &admin, "anonymous_reading").await.unwrap();
        assert_eq!(get("board".to_owned(), None).await.0, 200);
        assert_eq!(post_json(format!("posts/{post_id}/vote"), None, serde_json::json!({ "kind": "upvote" })).await.0, 401);
    }

    /// The element's script and its panel, as a host page gets them: from any origin (the
    /// panel is a module, fetched with CORS), brotli-compressed within the budgets of
    /// docs/widget.md (15 KB before the person opens it, 60 KB for the panel), the panel at a
    /// versioned address kept for a year.
    pub async fn the_widgets_scripts_load_on_any_host_and_stay_within_their_sizes(app: &TestApp) {
        let http = reqwest::Client::new();
        let fetch = |path: String| {
            let http = http.clone();
            async move {
                let answer = http.get(app.url(&path)).header("origin", "https://anywhere.test").header("accept-encoding", "br").send().await.unwrap();
                let headers = answer.headers().clone();
                (answer.status().as_u16(), headers, answer.bytes().await.unwrap())
            }
        };
        let (status, headers, loader) = fetch("/widget.js".to_owned()).await;
        assert_eq!(status, 200);
        assert_eq!(headers["content-encoding"], "br");
        assert!(headers["content-type"].to_str().unwrap().starts_with("text/javascript"));
        assert_eq!(headers["access-control-allow-origin"], "*");
        assert_eq!(headers["cross-origin-resource-policy"], "cross-origin");
        assert!(loader.len() <= 15 * 1024, "widget.js is {} bytes compressed", loader.len());
        let plain = reqwest::Client::new()
            .get(app.url("/widget.js"))
            .header("accept-encoding", "identity")
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        let at = plain.find("/widget/panel.js?v=").expect("the panel's versioned address") + "/widget/panel.js?v=".len();
        let version = &plain[at..at + 12];
        assert!(version.chars().all(|c| c.is_ascii_hexdigit()), "{version}");
        let (status, headers, panel) = fetch(format!("/widget/panel.js?v={version}")).await;
        assert_eq!(status, 200);
        assert_eq!(headers["access-control-allow-origin"], "*");
        assert!(headers["cache-control"].to_str().unwrap().contains("immutable"));
        assert!(panel.len() <= 60 * 1024, "panel.js is {} bytes compressed", panel.len());
        let (_, stale, _) = fetch("/widget/panel.js?v=000000000000".to_owned()).await;
        assert!(!stale["cache-control"].to_str().unwrap().contains("immutable"), "another version's address is not kept");
        eprintln!("widget sizes (brotli): widget.js {} bytes, panel.js {} bytes", loader.len(), panel.len());
    }

    /// docs/widget.md's signing code in Node, Python and Ruby, run as it is written (with a
    /// person and an account of the host's), makes tokens that identify; the Rust example is
    /// this file's own code, found word for word in the docs.
    pub async fn the_signing_code_in_the_docs_makes_tokens_the_widget_takes(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let secret = widget_of(app, &acme.organization).await;
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_owned();
        let python = std::env::var("UPBOARD_TEST_PYTHON")
            .unwrap_or_else(|_| format!("{}/.cache/upboard-tools/venv/bin/python", std::env::var("HOME").unwrap_or_default()));
        let node = format!(
            "const user = {{ id: 1, email: \"node@host.test\", name: \"Node\", avatarUrl: \"https://cdn.host.test/n.png\" }};\n\
             const account = {{ id: 10, name: \"Initech\", mrr: 1250.5, plan: \"pro\" }};\n{}\nconsole.log(token);",
            documented("Node (`jsonwebtoken`)", "js")
        );
        let py = format!(
            "from types import SimpleNamespace as N\nuser = N(id=2, email=\"python@host.test\", name=\"Python\")\n\
             account = N(id=10, name=\"Initech\", mrr=1250.5, plan=\"pro\")\n{}\nprint(token)",
            documented("Python (`PyJWT`)", "python")
        );
        let rb = format!(
            "User = Struct.new(:id, :email, :name)\nAccount = Struct.new(:id, :name, :mrr, :plan)\n\
             user = User.new(3, \"ruby@host.test\", \"Ruby\")\naccount = Account.new(10, \"Initech\", 1250.5, \"pro\")\n{}\nputs token",
            documented("Ruby (`jwt`)", "ruby")
        );
        // The Rust example, as the docs write it (`user`, `account` and `secret` the host's).
        struct User {
            id: i64,
            email: &'static str,
            name: &'static str,
        }
        struct Account {
            id: i64,
            name: &'static str,
            mrr: f64,
            plan: &'static str,
        }
        let (user, account) = (User { id: 4, email: "rust@host.test", name: "Rust" }, Account { id: 10, name: "Initech", mrr: 1250.5, plan: "pro" });
        let rust = || -> Result<String, jsonwebtoken::errors::Error> {
            let claims = serde_json::json!({
                "id": user.id.to_string(), "email": user.email, "name": user.name,
                "company": { "id": account.id.to_string(), "name": account.name, "monthly_revenue": account.mrr, "plan": account.plan },
                "exp": jsonwebtoken::get_current_timestamp() + 3600,
            });
            let token = jsonwebtoken::encode(&jsonwebtoken::Header::default(), &claims, &jsonwebtoken::EncodingKey::from_secret(secret.as_bytes()))?;
            Ok(token)
        };
        let rust_docs = documented("Rust (`jsonwebtoken`)", "rust");
        for line in rust_docs.lines().filter(|l| !l.trim().is_empty()) {
            assert!(include_str!("widget.rs").contains(line.trim()), "this test runs the docs' Rust line by line: {line}");
        }
        app::domain::jwt::install();
        let tokens = [
            ("node@host.test", run_example("node", &["-e", &node], &root.join("end2end"), &secret)),
            ("python@host.test", run_example(&python, &["-c", &py], &root, &secret)),
            ("ruby@host.test", run_example("ruby", &["-e", &rb], &root, &secret)),
            ("rust@host.test", rust().unwrap()),
        ];
        for (email, token) in tokens {
            let answer = reqwest::Client::new()
                .post(app.url("/widget/v1/acme/identify"))
                .header("origin", HOST)
                .json(&serde_json::json!({ "token": token }))
                .send()
                .await
                .unwrap();
            let status = answer.status().as_u16();
            let body: serde_json::Value = answer.json().await.unwrap();
            assert_eq!((status, body["person"]["email"].as_str()), (200, Some(email)), "{body}");
        }
        let initech = app::domain::companies::find_by_external(app.db.conn(), acme.organization.id, "10")
            .await
            .unwrap()
            .expect("the account became a company");
        assert_eq!(
            (
                initech.name.as_str(),
                initech.monthly_revenue_cents,
                app::domain::companies::people_count(app.db.conn(), acme.organization.id, initech.id).await.unwrap()
            ),
            ("Initech", 125_050, 4)
        );
    }

    /// E-mail-only posting: someone types an address (an existing customer's, here) and a
    /// name into the widget. The answer tells nothing of the account; the session reads as
    /// nobody and never acts as the account: its vote, comment and post wait (a vote the
    /// account had stays as it was), a provider vouching for the address does not let them
    /// out, and the link e-mailed to the address does, once. Switched off, the session ends.
    pub async fn an_address_typed_into_the_widget_acts_only_once_its_owner_opens_the_link(app: &TestApp) {
        use sea_orm::EntityTrait;
        let Some((smtp_url, maildir)) = crate::outbox::smtp() else { return };
        let mailer = server::delivery::mail::Mailer::new(&server::delivery::mail::MailConfig { smtp_url: Some(smtp_url), ..Default::default() }).unwrap();
        let tag = format!("w{:x}", rand::random::<u64>());
        let acme = app.create_org("acme").await;
        let secret = widget_of(app, &acme.organization).await;
        let admin = session_cookie(app, "acme", acme.admin.clone()).await;
        let team = app.token(&acme, "pm@acme.test", "PM");
        let liked = app.post_as(&acme, &team, "Dark mode").await["id"].as_i64().unwrap();
        let target = app.post_as(&acme, &team, "Export to CSV").await["id"].as_i64().unwrap();
        let email = format!("grace-{tag}@customer.test");
        let grace = app::domain::sessions::sign_up(&app.db, acme.organization.id, &email, "Grace Hopper", "correct horse battery")
            .await
            .unwrap();
        app::domain::votes::toggle(app.db.conn(), acme.organization.id, app::model::PostId(liked), grace.id, app::domain::votes::Kind::Upvote)
            .await
            .unwrap();
        let counts = |id: i64| async move {
            let row = app::entities::post_count::Entity::find_by_id(app::model::PostId(id)).one(app.db.conn()).await.unwrap().unwrap();
            (row.votes_count, row.comments_count)
        };
        let http = reqwest::Client::new();
        let call = |method: reqwest::Method, path: String, session: Option<String>, body: Option<serde_json::Value>| {
            let http = http.clone();
            async move {
                let mut request = http.request(method, app.url(&format!("/widget/v1/acme/{path}"))).header("origin", HOST);
                if let Some(session) = session {
                    request = request.bearer_auth(session);
                }
                if let Some(body) = body {
                    request = request.json(&body);
                }
                let answer = request.send().await.unwrap();
                (answer.status().as_u16(), answer.json::<serde_json::Value>().await.unwrap_or_default())
            }
        };
        let typed = |address: String| serde_json::json!({ "email": address, "name": "Mallory" });

        // Only where an admin allows it.
        let (status, refused) = call(reqwest::Method::POST, "email".into(), None, Some(typed(email.clone()))).await;
        assert_eq!(status, 403, "{refused}");
        let choose = [("action", "widget_access"), ("widget_access", "email_posting")];
        assert_eq!(post_form(app, "/acme/admin/settings", &admin, &choose).await.0, 303);
        let settings = no_redirects().get(app.url("/acme/admin/settings")).header("cookie", &admin).send().await.unwrap().text().await.unwrap();
        assert!(settings.contains(r#"value="email_posting" checked"#), "the choice is shown");
        let (status, bad) = call(reqwest::Method::POST, "email".into(), None, Some(typed("not an address".into()))).await;
        assert_eq!((status, bad["errors"].get("email").is_some()), (422, true), "{bad}");

        // The same answer for an address with an account and one without: the address and the
        // name as typed, nothing of the account.
        let (status, taken) = call(reqwest::Method::POST, "email".into(), None, Some(typed(email.clone()))).await;
        let (_, free) = call(reqwest::Method::POST, "email".into(), None, Some(typed(format!("new-{tag}@customer.test")))).await;
        assert_eq!(status, 200, "{taken}");
        let keys = |v: &serde_json::Value| v.as_object().unwrap().keys().cloned().collect::<Vec<_>>();
        assert_eq!((keys(&taken), keys(&taken["person"])), (keys(&free), keys(&free["person"])));
        assert_eq!((taken["person"]["name"].as_str(), taken["person"]["avatar"].is_null(), taken["pending"].as_bool()), (Some("Mallory"), true, Some(true)));
        let session = taken["session"].as_str().unwrap().to_owned();
        let (_, me) = call(reqwest::Method::GET, "me".into(), Some(session.clone()), None).await;
        assert_eq!(
            (me["person"]["email"].as_str(), me["access"].as_str(), me["pending"].as_bool()),
            (Some(email.as_str()), Some("email_posting"), Some(true)),
            "{me}"
        );

        // What it does waits. Her vote stays as she left it.
        let vote = |id: i64| call(reqwest::Method::POST, format!("posts/{id}/vote"), Some(session.clone()), Some(serde_json::json!({ "kind": "upvote" })));
        let (status, voted) = vote(liked).await;
        assert_eq!((status, voted["votes_count"].as_i64(), voted["waits_for_email"].as_bool()), (200, Some(1), Some(true)), "{voted}");
        let (_, voted) = vote(target).await;
        assert_eq!((voted["votes_count"].as_i64(), voted["my_vote"].as_str(), voted["waits_for_email"].as_bool()), (Some(0), Some("upvote"), Some(true)));
        let comment = serde_json::json!({ "body": "Typed by whoever had the address" });
        let (status, commented) = call(reqwest::Method::POST, format!("posts/{target}/comments"), Some(session.clone()), Some(comment)).await;
        assert_eq!((status, commented["waits_for_email"].as_bool()), (200, Some(true)), "{commented}");
        let form = reqwest::multipart::Form::new().text("title", "Typed idea");
        let (status, posted) = submit_through_widget(app, &session, form).await;
        assert_eq!(status, 200, "{posted}");
        assert_eq!(posted["waits_for_email"].as_bool(), Some(true), "{posted}");
        let typed_page = format!("/acme/p/{}", posted["slug"].as_str().unwrap());
        let public = |path: String| async move { no_redirects().get(app.url(&path)).send().await.unwrap().status().as_u16() };
        assert_eq!(public(typed_page.clone()).await, 404, "not public yet");
        assert_eq!((counts(liked).await, counts(target).await), ((1, 0), (0, 0)));
        // It reads as nobody: not even the post it made, nor her vote.
        let (_, page) = call(reqwest::Method::GET, format!("posts/{}", posted["slug"].as_str().unwrap()), Some(session.clone()), None).await;
        assert!(page.get("Found").is_none(), "{page}");
        let (_, page) = call(reqwest::Method::GET, format!("posts/{}", app::domain::text::slug_base("Dark mode")), Some(session.clone()), None).await;
        assert!(page["Found"]["my_vote"].is_null(), "{page}");

        // Her host identifying her vouches for her address, not for what someone typed.
        let token = sign(&secret, serde_json::json!({ "id": "g-1", "email": email, "exp": unix_now() + 60 }), jsonwebtoken::Algorithm::HS256);
        assert_eq!(call(reqwest::Method::POST, "identify".into(), None, Some(serde_json::json!({ "token": token }))).await.0, 200);
        assert_eq!(counts(target).await, (0, 0));

        // One e-mail (however much was done), whose link lets it all out, once.
        while server::delivery::send_mail(&app.state, &mailer).await.unwrap() > 0 {}
        let inbox = crate::getting_in::letters(&maildir, &format!("grace-{tag}"));
        assert_eq!(inbox.len(), 1);
        assert_eq!(inbox[0].subject, "[acme Inc.] Confirm what you did on the feedback board");
        let (_, token) = crate::getting_in::link_in(app, &inbox[0].text);
        let used = no_redirects().post(app.url("/acme/signin/link")).form(&[("token", token.as_str())]).send().await.unwrap();
        assert_eq!(used.status(), 303);
        assert_eq!((counts(liked).await, counts(target).await), ((1, 0), (1, 1)));
        assert_eq!(public(typed_page).await, 200, "public now");
        assert!(crate::getting_in::letters(&maildir, &format!("new-{tag}")).is_empty(), "nothing done for the other address, nothing sent");

        // Switched off: the e-mail-only session ends.
        let choose = [("action", "widget_access"), ("widget_access", "signed")];
        assert_eq!(post_form(app, "/acme/admin/settings", &admin, &choose).await.0, 303);
        assert_eq!(call(reqwest::Method::GET, "me".into(), Some(session), None).await.0, 401);
    }
}
