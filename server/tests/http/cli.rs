//! The `upboard` binary exactly as ../shared/spec/cli.md describes it, on SQLite and PostgreSQL.

use crate::support::TestApp;
use app::model::OrgId;
use serde_json::Value;
use std::process::{Command, Output};

on_both_backends!(crate::cli::cases =>
    org_create_prints_one_json_object_with_the_new_secrets,
    org_create_with_an_existing_name_fails_and_changes_nothing,
    org_create_refuses_an_invalid_name_or_email,
    bucket_create_prints_the_bucket,
    demo_is_created_once_and_its_key_works,
    what_the_cli_writes_while_the_server_runs_shows_at_once,
    org_create_in_a_language_starts_with_statuses_and_a_board_in_it,
    an_admin_made_without_a_password_signs_in_once_by_link_then_with_a_password,
    user_role_puts_a_person_on_the_team_and_takes_them_off,
    widget_commands_make_a_secret_and_list_host_origins,
);

fn upboard(app: &TestApp, args: &[&str]) -> Output {
    tokio::task::block_in_place(|| {
        Command::new(env!("CARGO_BIN_EXE_upboard"))
            .args(args)
            .env("UPBOARD_DATABASE_URL", &app.database_url)
            .env_remove("RUST_LOG")
            .output()
            .expect("run upboard")
    })
}

fn stdout_json(output: &Output) -> Value {
    assert!(output.status.success(), "stderr: {}", String::from_utf8_lossy(&output.stderr));
    serde_json::from_slice(&output.stdout).unwrap_or_else(|e| panic!("stdout is not one JSON object ({e}): {}", String::from_utf8_lossy(&output.stdout)))
}

mod cases {
    use super::*;

    pub async fn org_create_prints_one_json_object_with_the_new_secrets(app: &TestApp) {
        let output = upboard(
            app,
            &[
                "org",
                "create",
                "--name",
                "acme",
                "--admin-email",
                "ada@acme.test",
                "--display-name",
                "Acme Inc.",
                "--admin-name",
                "Ada",
                "--admin-password",
                "correct horse",
            ],
        );
        let body = stdout_json(&output);
        let keys: Vec<&str> = body.as_object().unwrap().keys().map(String::as_str).collect();
        // The specification's five, and the widget's identify secret (docs/widget.md).
        assert_eq!(keys.len(), 6, "{body}");
        assert_eq!(body["organization"]["name"], "acme");
        assert_eq!(body["organization"]["display_name"], "Acme Inc.");
        assert!(body["organization"]["id"].is_i64());
        let api_key = body["api_key"].as_str().unwrap();
        assert!(api_key.starts_with("ub_") && api_key.len() == 43, "{api_key}");
        assert!(api_key[3..].bytes().all(|b| b.is_ascii_alphanumeric()));
        assert!(body["sso_secret"].as_str().is_some_and(|s| s.len() >= 32));
        let widget_secret = body["widget_secret"].as_str().unwrap();
        assert!(widget_secret.starts_with("wsk_") && widget_secret.len() == 52, "{widget_secret}");
        assert_eq!(body["admin"]["email"], "ada@acme.test");
        assert_eq!(body["admin"]["name"], "Ada");
        assert_eq!(body["default_bucket"]["name"], "Feature Requests");

        // The printed widget secret is the one the server checks identify tokens with.
        let token = {
            use jsonwebtoken::{EncodingKey, Header, encode};
            app::domain::jwt::install();
            let claims = serde_json::json!({ "id": "u1", "email": "grace@customer.test", "exp": crate::support::unix_now() + 60 });
            encode(&Header::default(), &claims, &EncodingKey::from_secret(widget_secret.as_bytes())).unwrap()
        };
        let identified = app.http.post(app.url("/widget/v1/acme/identify")).json(&serde_json::json!({ "token": token })).send().await.unwrap();
        assert_eq!(identified.status(), 200);

        // The printed key is the organization's key.
        let info: Value = app.get_with_key("/api/v3/organizations/info", api_key).await.json().await.unwrap();
        assert_eq!(info["organization"]["id"], body["organization"]["id"]);
        assert_eq!(info["buckets"][0]["id"], body["default_bucket"]["id"]);
        let admin = app::domain::users::find_by_email(
            app.db.conn(),
            OrgId(info["organization"]["id"].as_i64().unwrap()),
            &app::model::Email::parse("ada@acme.test").unwrap(),
        )
        .await
        .unwrap()
        .unwrap();
        assert!(app::domain::users::verify_password("correct horse", admin.password_hash.as_deref().unwrap()));
    }

    pub async fn org_create_with_an_existing_name_fails_and_changes_nothing(app: &TestApp) {
        let first = stdout_json(&upboard(app, &["org", "create", "--name", "acme", "--admin-email", "ada@acme.test"]));
        let again = upboard(app, &["org", "create", "--name", "acme", "--admin-email", "bob@acme.test"]);
        assert_eq!(again.status.code(), Some(1));
        assert!(again.stdout.is_empty(), "nothing on stdout");
        let stderr = String::from_utf8_lossy(&again.stderr);
        assert!(stderr.contains("acme") && stderr.contains("already exists"), "{stderr}");
        // The first organization and its key are untouched.
        let info = app.get_with_key("/api/v3/organizations/info", first["api_key"].as_str().unwrap()).await;
        assert_eq!(info.status(), 200);
        let orgs = app::domain::organizations::list(app.db.conn()).await.unwrap();
        assert_eq!(orgs.len(), 1);
    }

    pub async fn org_create_refuses_an_invalid_name_or_email(app: &TestApp) {
        for args in [
            ["org", "create", "--name", "Acme Inc", "--admin-email", "ada@acme.test"],
            ["org", "create", "--name", "api", "--admin-email", "ada@acme.test"],
            ["org", "create", "--name", "acme", "--admin-email", "not-an-email"],
        ] {
            let output = upboard(app, &args);
            assert_eq!(output.status.code(), Some(1), "{args:?}");
            assert!(!output.stderr.is_empty() && output.stdout.is_empty());
        }
        assert!(app::domain::organizations::list(app.db.conn()).await.unwrap().is_empty());
    }

    /// `--language` (an extension of cli.md): the organization's default language, and the
    /// statuses and board it starts with named in it; an unknown language changes nothing.
    pub async fn org_create_in_a_language_starts_with_statuses_and_a_board_in_it(app: &TestApp) {
        use app::model::Locale;
        let refused = upboard(app, &["org", "create", "--name", "acme", "--admin-email", "ada@acme.test", "--language", "xx"]);
        assert_eq!(refused.status.code(), Some(1));
        assert!(String::from_utf8_lossy(&refused.stderr).contains("--language `xx` must be one of en, de, es, fr, ar"), "{refused:?}");
        assert!(app::domain::organizations::list(app.db.conn()).await.unwrap().is_empty());
        let created = stdout_json(&upboard(app, &["org", "create", "--name", "acme", "--admin-email", "ada@acme.test", "--language", "de"]));
        assert_eq!(created["default_bucket"]["name"], app::tl!(Locale::De, "new-org-board"));
        let org = app::domain::organizations::find_by_name(app.db.conn(), "acme").await.unwrap().unwrap();
        assert_eq!(org.default_locale, "de");
        let labels: Vec<String> = app::domain::statuses::list(app.db.conn(), org.id).await.unwrap().into_iter().map(|s| s.label).collect();
        assert_eq!(labels[0], app::tl!(Locale::De, "new-org-status-submitted"));
        assert_eq!(labels.len(), 6);
        assert!(!labels.iter().any(|l| l == "Submitted"), "{labels:?}");
        // Without it: English, exactly as cli.md and decisions.md name them.
        let english = stdout_json(&upboard(app, &["org", "create", "--name", "globex", "--admin-email", "ada@globex.test"]));
        assert_eq!(english["default_bucket"]["name"], "Feature Requests");
        let org = app::domain::organizations::find_by_name(app.db.conn(), "globex").await.unwrap().unwrap();
        let labels: Vec<String> = app::domain::statuses::list(app.db.conn(), org.id).await.unwrap().into_iter().map(|s| s.label).collect();
        assert_eq!(labels, ["Submitted", "Under Review", "Planned", "In Progress", "Completed", "Closed"]);
    }

    pub async fn bucket_create_prints_the_bucket(app: &TestApp) {
        stdout_json(&upboard(app, &["org", "create", "--name", "acme", "--admin-email", "ada@acme.test"]));
        let private = stdout_json(&upboard(app, &["bucket", "create", "--org", "acme", "--name", "Internal", "--private"]));
        assert!(private["id"].is_i64());
        assert_eq!(private.as_object().unwrap().len(), 4);
        assert_eq!(private["name"], "Internal");
        assert_eq!(private["private"], true);
        assert_eq!(private["default"], false);
        let public = stdout_json(&upboard(app, &["bucket", "create", "--org", "acme", "--name", "Bugs"]));
        assert_eq!(public["private"], false);

        // The running server sees buckets the CLI just made.
        let org = app::domain::organizations::find_by_name(app.db.conn(), "acme").await.unwrap().unwrap();
        let key = app::domain::organizations::regenerate_api_key(&app.db, org.id).await.unwrap();
        let listed = app
            .http
            .get(app.url("/api/v3/buckets"))
            .header("API-KEY", &key)
            .header("ALLOW-PRIVATE", "true")
            .send()
            .await
            .unwrap()
            .json::<Value>()
            .await
            .unwrap();
        assert_eq!(listed["buckets"].as_array().unwrap().len(), 3);
        let late = stdout_json(&upboard(app, &["bucket", "create", "--org", "acme", "--name", "Late"]));
        let posts = app
            .http
            .get(app.url(&format!("/api/v3/feature_requests?bucket_id={}", late["id"])))
            .header("API-KEY", &key)
            .send()
            .await
            .unwrap();
        assert_eq!(posts.status(), 200, "a bucket made a moment ago by another process is found");
        let private = app
            .http
            .get(app.url(&format!("/api/v3/feature_requests?bucket_id={}", private["id"])))
            .header("API-KEY", &key)
            .send()
            .await
            .unwrap();
        assert_eq!(private.status(), 403);

        let missing = upboard(app, &["bucket", "create", "--org", "nobody", "--name", "Bugs"]);
        assert_eq!(missing.status.code(), Some(1));
        let duplicate = upboard(app, &["bucket", "create", "--org", "acme", "--name", "bugs"]);
        assert_eq!(duplicate.status.code(), Some(1));
    }

    pub async fn what_the_cli_writes_while_the_server_runs_shows_at_once(app: &TestApp) {
        let created = stdout_json(&upboard(app, &["org", "create", "--name", "acme", "--admin-email", "ada@acme.test"]));
        let key = created["api_key"].as_str().unwrap().to_owned();
        let get = |path: &'static str| {
            let key = key.clone();
            async move { app.http.get(app.url(path)).header("API-KEY", key).send().await.unwrap().json::<Value>().await.unwrap() }
        };
        // Read (and cached) before the CLI writes...
        assert_eq!(get("/api/v3/buckets").await["buckets"].as_array().unwrap().len(), 1);
        assert_eq!(get("/api/v3/feature_requests").await["meta"]["total_count"], 0);
        let board = app.http.get(app.url("/acme")).send().await.unwrap().text().await.unwrap();
        assert!(board.contains("No posts yet"));

        // (Seeded first, so that every post lands in the one public bucket.)
        let seeded = upboard(app, &["seed", "--org", "acme", "--posts", "12", "--votes", "10", "--comments", "3"]);
        assert!(seeded.status.success(), "{}", String::from_utf8_lossy(&seeded.stderr));
        stdout_json(&upboard(app, &["bucket", "create", "--org", "acme", "--name", "Bugs"]));

        // ...and read again at once: no stale answers.
        assert_eq!(get("/api/v3/buckets").await["buckets"].as_array().unwrap().len(), 2);
        assert_eq!(get("/api/v3/feature_requests").await["meta"]["total_count"], 12);
        let board = app.http.get(app.url("/acme")).send().await.unwrap().text().await.unwrap();
        assert!(!board.contains("No posts yet"), "the anonymous page cache noticed the seed");
    }

    pub async fn demo_is_created_once_and_its_key_works(app: &TestApp) {
        let first = stdout_json(&upboard(app, &["demo", "--json"]));
        assert_eq!(first["created"], true);
        let api_key = first["api_key"].as_str().unwrap().to_owned();
        let second = stdout_json(&upboard(app, &["demo", "--json"]));
        assert_eq!(second["created"], false);
        assert_eq!(second["api_key"], first["api_key"], "the key is shown again");

        let info: Value = app.get_with_key("/api/v3/organizations/info", &api_key).await.json().await.unwrap();
        assert_eq!(info["organization"]["name"], "demo");
        assert_eq!(info["buckets"].as_array().unwrap().len(), 3, "private Internal left out");

        let board = app.http.get(app.url("/demo?sort=top")).send().await.unwrap().text().await.unwrap();
        assert!(board.contains("Dark mode"), "the demo board shows its posts");
        let changelog = app.http.get(app.url("/demo/changelog")).send().await.unwrap().text().await.unwrap();
        assert!(
            changelog.contains("Webhooks, and screenshots that fit on phones") && changelog.contains("/demo/p/webhooks-for-status-changes"),
            "the demo has a published entry"
        );
        assert!(!changelog.contains(">CSV export<"), "and a draft nobody sees");
        let entries: Value = app.get_with_key("/api/v3/changelog", &api_key).await.json().await.unwrap();
        assert_eq!(entries["entries"].as_array().unwrap().len(), 3);
        use sea_orm::{EntityTrait, PaginatorTrait};
        let events = app::entities::outbox_event::Entity::find().count(app.db.conn()).await.unwrap();
        assert_eq!(events, 0, "the demo's history is news to nobody: its first serve sends no e-mail");
        let human = upboard(app, &["demo"]);
        let text = String::from_utf8_lossy(&human.stdout);
        assert!(text.contains(&api_key) && text.contains("demo-password"), "{text}");
    }

    /// The deploy guide's first admin (no --admin-password) once could never sign in: signing
    /// up with that e-mail is refused, and nothing set a password. `org create` now prints a
    /// single-use sign-in link, `org sign-in-link` makes another, `user set-password` sets one.
    pub async fn an_admin_made_without_a_password_signs_in_once_by_link_then_with_a_password(app: &TestApp) {
        let created = stdout_json(&upboard(app, &["org", "create", "--name", "acme", "--admin-email", "ada@acme.test", "--public-url", &app.base_url]));
        let link = created["admin_sign_in_url"].as_str().unwrap_or_else(|| panic!("no sign-in link: {created}")).to_owned();
        assert!(link.starts_with(&format!("{}/acme/signin/link?token=", app.base_url)), "{link}");
        assert!(created["admin_sign_in_expires_at"].as_str().is_some(), "{created}");
        let token = link.split("token=").nth(1).unwrap().to_owned();
        let http = crate::support::no_redirects();

        // Opening the link only asks (a mail client fetching it ahead spends nothing)...
        for _ in 0..2 {
            let page = http.get(&link).send().await.unwrap();
            assert_eq!(page.status(), 200);
            assert_eq!(page.headers()["cache-control"], "no-store");
            let html = page.text().await.unwrap();
            assert!(html.contains("ada@acme.test") && html.contains(r#"method="post" action="/acme/signin/link""#), "{html}");
        }
        // ...the button signs in, once.
        let post = || http.post(app.url("/acme/signin/link")).form(&[("token", token.as_str())]).send();
        let signed_in = post().await.unwrap();
        assert_eq!(signed_in.status(), 303);
        assert_eq!(signed_in.headers()["location"], "/acme/admin", "the admin goes to the admin area");
        let cookie = signed_in.headers()["set-cookie"].to_str().unwrap().split(';').next().unwrap().to_owned();
        let admin = http.get(app.url("/acme/admin")).header("cookie", &cookie).send().await.unwrap();
        assert_eq!(admin.status(), 200, "signed in as the admin");
        assert_eq!(post().await.unwrap().status(), 401, "a link works once");
        assert_eq!(http.get(&link).send().await.unwrap().status(), 401);

        // A new link when the first is gone; a password set by the operator.
        let again =
            stdout_json(&upboard(app, &["org", "sign-in-link", "--org", "acme", "--email", "ada@acme.test", "--hours", "2", "--public-url", &app.base_url]));
        assert_eq!(http.get(again["sign_in_url"].as_str().unwrap()).send().await.unwrap().status(), 200);
        let unknown = upboard(app, &["org", "sign-in-link", "--org", "acme", "--email", "nobody@acme.test"]);
        assert_eq!(unknown.status.code(), Some(1));
        let set = tokio::task::block_in_place(|| {
            Command::new(env!("CARGO_BIN_EXE_upboard"))
                .args(["user", "set-password", "--org", "acme", "--email", "ada@acme.test"])
                .env("UPBOARD_DATABASE_URL", &app.database_url)
                .env("UPBOARD_PASSWORD", "correct horse battery")
                .output()
                .unwrap()
        });
        stdout_json(&set);
        let admin = http.get(app.url("/acme/admin")).header("cookie", &cookie).send().await.unwrap();
        assert_ne!(admin.status(), 200, "a new password ends the sessions before it");
        let password = http
            .post(app.url("/fn/signin"))
            .header("accept", "text/html")
            .form(&[("org", "acme"), ("email", "ada@acme.test"), ("password", "correct horse battery")])
            .send()
            .await
            .unwrap();
        assert_eq!(password.status(), 302, "{}", password.text().await.unwrap_or_default());
        assert_eq!(http.get(again["sign_in_url"].as_str().unwrap()).send().await.unwrap().status(), 401, "the new password ended the link");
    }

    /// `upboard user role`: an operator gives someone a role (the admin area's rules: the last
    /// admin keeps theirs), and the API's team list follows.
    pub async fn user_role_puts_a_person_on_the_team_and_takes_them_off(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let token = app.token(&acme, "mia@acme.test", "Mia");
        // Mia exists once she has been seen (here: a post through the API with her token).
        app.post_as(&acme, &token, "Dark mode").await;
        let role = |email: &str, role: &str| upboard(app, &["user", "role", "--org", "acme", "--email", email, "--role", role]);
        let team_roles = || async {
            let list: Value = app.get_with_key("/api/v3/teams?limit=100", &acme.api_key).await.json().await.unwrap();
            let mut roles: Vec<(String, String)> = list
                .as_array()
                .unwrap()
                .iter()
                .map(|m| (m["user"]["email"].as_str().unwrap().to_owned(), m["role"].as_str().unwrap().to_owned()))
                .collect();
            roles.sort();
            roles
        };

        let made = stdout_json(&role("mia@acme.test", "moderator"));
        assert_eq!((made["role"].as_str(), made["previous_role"].as_str()), (Some("member"), Some("customer")), "{made}");
        assert!(team_roles().await.contains(&("mia@acme.test".to_owned(), "member".to_owned())));
        let admin = stdout_json(&role("mia@acme.test", "admin"));
        assert_eq!((admin["role"].as_str(), admin["previous_role"].as_str()), (Some("admin"), Some("member")), "{admin}");

        // The first admin steps down now that Mia is one; Mia, the last admin, cannot.
        let first = acme.admin.email.clone();
        stdout_json(&role(&first, "customer"));
        assert!(!team_roles().await.iter().any(|(email, _)| *email == first), "{first} is a customer again");
        let refused = role("mia@acme.test", "csm");
        assert_eq!(refused.status.code(), Some(1), "the last admin keeps the role");
        assert!(String::from_utf8_lossy(&refused.stderr).contains("without"), "{}", String::from_utf8_lossy(&refused.stderr));
        assert_eq!(team_roles().await, vec![("mia@acme.test".to_owned(), "admin".to_owned())], "nothing changed");

        // Bad input: a role that does not exist, a person who does not.
        let invented = role("mia@acme.test", "owner");
        assert_eq!(invented.status.code(), Some(2), "{}", String::from_utf8_lossy(&invented.stderr));
        assert_eq!(role("nobody@acme.test", "admin").status.code(), Some(1));
    }

    /// `upboard widget origins` adds, lists and removes host origins (an invalid one refused,
    /// exit 1, nothing changed), and the host is then let through by CORS; `upboard widget
    /// secret` makes a new secret whose predecessor works for the grace period.
    pub async fn widget_commands_make_a_secret_and_list_host_origins(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let added = stdout_json(&upboard(app, &["widget", "origins", "--org", "acme", "--add", "https://App.Example.com/"]));
        assert_eq!(added["origins"], serde_json::json!(["https://app.example.com"]));
        let refused = upboard(app, &["widget", "origins", "--org", "acme", "--add", "http://app.example.com"]);
        assert_eq!(refused.status.code(), Some(1), "{}", String::from_utf8_lossy(&refused.stderr));
        assert!(String::from_utf8_lossy(&refused.stderr).contains("origin"), "{}", String::from_utf8_lossy(&refused.stderr));
        let listed = stdout_json(&upboard(app, &["widget", "origins", "--org", "acme", "--list"]));
        assert_eq!(listed["origins"], serde_json::json!(["https://app.example.com"]));
        let me = app.http.get(app.url("/widget/v1/acme/me")).header("origin", "https://app.example.com").send().await.unwrap();
        assert_eq!(me.status(), 200);

        let first = stdout_json(&upboard(app, &["widget", "secret", "--org", "acme"]));
        assert!(first["previous_secret_works_until"].is_null(), "nothing was replaced");
        let second = stdout_json(&upboard(app, &["widget", "secret", "--org", "acme", "--grace-hours", "24"]));
        assert!(second["previous_secret_works_until"].is_string());
        assert_ne!(first["widget_secret"], second["widget_secret"]);
        let org = app::domain::organizations::find_by_name(app.db.conn(), "acme").await.unwrap().unwrap();
        let keys = app::domain::widget::keys(&app.state.sealer, &org, app::domain::now()).unwrap();
        assert_eq!(keys.current.as_deref(), second["widget_secret"].as_str());
        assert_eq!(keys.previous.as_deref(), first["widget_secret"].as_str());
        assert_eq!(upboard(app, &["widget", "secret", "--org", "acme", "--grace-hours", "721"]).status.code(), Some(1));

        let removed = stdout_json(&upboard(app, &["widget", "origins", "--org", "acme", "--remove", "https://app.example.com"]));
        assert_eq!(removed["origins"], serde_json::json!([]));
        assert_eq!(upboard(app, &["widget", "origins", "--org", "acme", "--remove", "https://app.example.com"]).status.code(), Some(1));
        let _ = acme;
    }
}
