//! Sign-in through OpenID Connect against a real provider: npm `oidc-provider` (a certified
//! implementation), started here on loopback by `end2end/oidc/provider.mjs`, its sign-in pages
//! driven as a browser would. Roles from the provider's `groups` at every sign-in, and each
//! way the answer can be wrong: a replayed code, a wrong `state`, a wrong `nonce`, a code of
//! another client, an expired ID token, a rotated signing key. On SQLite and on PostgreSQL.

use crate::support::TestApp;
use app::domain::users::Role;
use std::io::BufRead;
use std::process::Stdio;

on_both_backends!(crate::oidc::cases =>
    the_team_and_customers_sign_in_through_an_openid_provider,
    a_provider_answering_megabytes_is_refused_before_they_are_kept,
);

/// Text a person types that would break out of a page if it were not escaped.
const HOSTILE: &str = "</title><script>x</script>\"><svg onload=x>";

/// The provider, running while this lives.
struct Provider {
    issuer: String,
    child: std::process::Child,
}

impl Drop for Provider {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Provider {
    /// Starts the provider with our client (and another one), or `None` (with a warning) when
    /// its npm package is not installed; under CI that is a failure.
    async fn start(app: &TestApp) -> Option<Provider> {
        let end2end = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../end2end");
        if !end2end.join("node_modules/oidc-provider").exists() {
            if std::env::var("CI").is_ok_and(|v| v == "true") {
                panic!("end2end/node_modules/oidc-provider is missing: run the tests with `make test`");
            }
            eprintln!("warning: npm oidc-provider is not installed (cd end2end && npm ci): the OpenID test is SKIPPED");
            return None;
        }
        let mut child = std::process::Command::new("node")
            .arg(end2end.join("oidc/provider.mjs"))
            .args(["--port", "0"])
            .args(["--client", &format!("upboard:client-secret:{}/acme/oidc/callback", app.base_url)])
            .args(["--client", &format!("other:other-secret:{}/acme/oidc/callback", app.base_url)])
            .args(["--account", "ada@acme.test=upboard-admins"])
            .args(["--account", "lea@corp.test=upboard-admins,staff"])
            .args(["--account", "mia@corp.test=staff"])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("node runs");
        let stdout = child.stdout.take().unwrap();
        let first = tokio::task::block_in_place(|| {
            let mut line = String::new();
            std::io::BufReader::new(stdout).read_line(&mut line).map(|_| line)
        })
        .unwrap();
        let issuer = serde_json::from_str::<serde_json::Value>(&first).unwrap_or_else(|_| panic!("the provider starts: {first:?}"))["issuer"]
            .as_str()
            .unwrap()
            .to_owned();
        Some(Provider { issuer, child })
    }

    async fn control(&self, method: reqwest::Method, path: &str, body: serde_json::Value) -> serde_json::Value {
        reqwest::Client::new()
            .request(method, format!("{}{path}", self.issuer))
            .json(&body)
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap()
    }
}

/// A browser: its own cookies, redirects followed by hand.
fn browser() -> reqwest::Client {
    reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).cookie_store(true).build().unwrap()
}

fn location(response: &reqwest::Response) -> String {
    response.headers().get("location").map(|l| l.to_str().unwrap().to_owned()).unwrap_or_default()
}

/// The first `<form action="…">` of a page and its hidden inputs.
fn form_of(html: &str) -> (String, Vec<(String, String)>) {
    let action = html.split("action=\"").nth(1).and_then(|rest| rest.split('"').next()).expect("a form").replace("&amp;", "&");
    let hidden = html
        .split("<input type=\"hidden\"")
        .skip(1)
        .filter_map(|input| {
            let name = input.split("name=\"").nth(1)?.split('"').next()?.to_owned();
            let value = input.split("value=\"").nth(1)?.split('"').next()?.to_owned();
            Some((name, value))
        })
        .collect();
    (action, hidden)
}

pub mod cases {
    use super::*;

    /// Leaves for the provider from the board (with `cookie`, an admin's test sign-in), signs
    /// in there as `login`, and returns the address the provider sends the browser back to
    /// (not yet followed).
    async fn to_the_provider_and_back(app: &TestApp, browser: &reqwest::Client, provider_id: i64, login: &str, cookie: Option<&str>) -> String {
        let request = match cookie {
            Some(cookie) => browser.get(app.url(&format!("/acme/oidc/{provider_id}/start?test=1"))).header("cookie", cookie),
            None => browser.get(app.url(&format!("/acme/oidc/{provider_id}/start?redirect=/acme/roadmap"))),
        };
        let left = request.send().await.unwrap();
        assert_eq!(left.status(), 303);
        let next = location(&left);
        assert!(next.contains("code_challenge_method=S256") && next.contains("nonce=") && next.contains("state="), "{next}");
        to_the_provider_and_continue(app, browser, next, login).await
    }

    fn absolute(base: &str, location: &str) -> String {
        url::Url::parse(base).unwrap().join(location).unwrap().to_string()
    }

    /// Follows the way back: the status, where it leads, and whether a session cookie came.
    async fn back(browser: &reqwest::Client, callback: &str) -> (u16, String, String) {
        let answer = browser.get(callback).send().await.unwrap();
        let status = answer.status().as_u16();
        let to = location(&answer);
        (status, to, answer.text().await.unwrap_or_default())
    }

    async fn role_of(app: &TestApp, email: &str) -> Option<Role> {
        let org = app::domain::organizations::find_by_name(app.db.conn(), "acme").await.unwrap().unwrap();
        let user = app::domain::users::find_by_email(app.db.conn(), org.id, &app::model::Email::parse(email).unwrap())
            .await
            .unwrap()
            .expect("signed in once");
        app::domain::users::team_role_in(&app.db, user.id).await.unwrap()
    }

    pub async fn the_team_and_customers_sign_in_through_an_openid_provider(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let Some(provider) = Provider::start(app).await else { return };
        // The operator adds it from the command line, with the role mapping.
        let added = tokio::task::block_in_place(|| {
            std::process::Command::new(env!("CARGO_BIN_EXE_upboard"))
                .args(["oidc", "add", "--org", "acme", "--issuer", &provider.issuer, "--client-id", "upboard", "--label", "Corp"])
                .args(["--role-claim", "groups", "--admin-value", "upboard-admins", "--moderator-value", "staff", "--scopes", "email profile groups"])
                .args(["--public-url", &app.base_url])
                .env("UPBOARD_DATABASE_URL", &app.database_url)
                .env("UPBOARD_OIDC_CLIENT_SECRET", "client-secret")
                .output()
                .unwrap()
        });
        assert!(added.status.success(), "{}", String::from_utf8_lossy(&added.stderr));
        let added: serde_json::Value = serde_json::from_slice(&added.stdout).unwrap();
        assert_eq!(added["redirect_uri"], format!("{}/acme/oidc/callback", app.base_url));
        assert!(!added.to_string().contains("client-secret"), "the secret is not printed: {added}");
        let id = added["id"].as_i64().unwrap();
        let bad = tokio::task::block_in_place(|| {
            std::process::Command::new(env!("CARGO_BIN_EXE_upboard"))
                .args(["oidc", "add", "--org", "acme", "--issuer", "http://127.0.0.1:9/nothing", "--client-id", "x", "--client-secret", "y"])
                .env("UPBOARD_DATABASE_URL", &app.database_url)
                .output()
                .unwrap()
        });
        assert!(!bad.status.success(), "an issuer that does not answer is refused");

        // The sign-in page offers it.
        let page = reqwest::get(app.url("/acme/signin")).await.unwrap().text().await.unwrap();
        assert!(page.contains("Sign in with Corp") && page.contains(&format!("href=\"/acme/oidc/{id}/start?redirect=")), "{page}");

        // Lea, in the admin group: an admin, signed in, sent where she was going.
        let lea = browser();
        let callback = to_the_provider_and_back(app, &lea, id, "lea@corp.test", None).await;
        let (status, to, _) = back(&lea, &callback).await;
        assert_eq!((status, to.as_str()), (303, "/acme/roadmap"));
        assert_eq!(role_of(app, "lea@corp.test").await, Some(Role::Admin));
        assert_eq!(lea.get(app.url("/acme/admin")).send().await.unwrap().status(), 200, "a session of the board");
        // The same answer again: the sign-in under way was used up.
        assert_eq!(back(&lea, &callback).await.0, 401, "a replayed code");
        // Mia, in staff: a member (a moderator); Cleo, in no group: a customer.
        let mia = browser();
        let callback = to_the_provider_and_back(app, &mia, id, "mia@corp.test", None).await;
        assert_eq!(back(&mia, &callback).await.0, 303);
        assert_eq!(role_of(app, "mia@corp.test").await, Some(Role::Member));
        let cleo = browser();
        let callback = to_the_provider_and_back(app, &cleo, id, "cleo@customer.test", None).await;
        assert_eq!(back(&cleo, &callback).await.0, 303);
        assert_eq!(role_of(app, "cleo@customer.test").await, None);

        // Lea leaves the admin group: at her next sign-in she is a member.
        provider.control(reqwest::Method::PUT, "/test/accounts/lea@corp.test", serde_json::json!({"groups": ["staff"]})).await;
        let callback = to_the_provider_and_back(app, &lea, id, "lea@corp.test", None).await;
        assert_eq!(back(&lea, &callback).await.0, 303);
        assert_eq!(role_of(app, "lea@corp.test").await, Some(Role::Member));

        // A wrong state: another browser's, or none of ours.
        let callback = to_the_provider_and_back(app, &mia, id, "mia@corp.test", None).await;
        let stranger = browser();
        assert_eq!(back(&stranger, &callback).await.0, 401, "the state is not this browser's");
        let forged = callback.replace("state=", "state=x");
        assert_eq!(back(&mia, &forged).await.0, 401, "a state of no sign-in");
        // A wrong nonce (the ID token carries the one sent; the sign-in under way expects another).
        let callback = to_the_provider_and_back(app, &mia, id, "mia@corp.test", None).await;
        {
            use sea_orm::EntityTrait;
            app::entities::oidc_login::Entity::update_many()
                .col_expr(app::entities::oidc_login::Column::NonceHash, sea_orm::sea_query::Expr::value("x"))
                .exec(app.db.conn())
                .await
                .unwrap();
        }
        let (status, _, text) = back(&mia, &callback).await;
        assert_eq!(status, 401, "{text}");
        // A code issued to another client, brought back with our sign-in's state.
        let callback = to_the_provider_and_back(app, &mia, id, "mia@corp.test", None).await;
        let other = {
            let ours = url::Url::parse(&callback).unwrap();
            let state = ours.query_pairs().find(|(k, _)| k == "state").unwrap().1.into_owned();
            let verifier = "v".repeat(50);
            let challenge = {
                use base64::Engine;
                use sha2::Digest;
                base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(sha2::Sha256::digest(verifier.as_bytes()))
            };
            let authorize = format!(
                "{}/auth?client_id=other&response_type=code&scope=openid&redirect_uri={}&code_challenge={challenge}&code_challenge_method=S256&nonce=n&state=s",
                provider.issuer,
                app::model::encode_query_value(&format!("{}/acme/oidc/callback", app.base_url))
            );
            let mut next = authorize;
            loop {
                let answer = mia.get(&next).send().await.unwrap();
                let to = location(&answer);
                if to.starts_with(&app.base_url) {
                    let code = url::Url::parse(&to).unwrap().query_pairs().find(|(k, _)| k == "code").unwrap().1.into_owned();
                    break format!("{}/acme/oidc/callback?code={code}&state={state}", app.base_url);
                }
                assert!(answer.status().is_redirection(), "{}", answer.text().await.unwrap());
                next = absolute(&next, &to);
            }
        };
        assert_eq!(back(&mia, &other).await.0, 401, "another client's code");

        // An ID token that has expired when it comes (it lives no second).
        provider.control(reqwest::Method::POST, "/test/id-token-ttl", serde_json::json!({"seconds": 0})).await;
        let callback = to_the_provider_and_back(app, &mia, id, "mia@corp.test", None).await;
        assert_eq!(back(&mia, &callback).await.0, 401, "an expired ID token");
        provider.control(reqwest::Method::POST, "/test/id-token-ttl", serde_json::json!({"seconds": 3600})).await;

        // The provider rotates its key: the next sign-in fetches the new keys once, and works.
        let before = provider.control(reqwest::Method::GET, "/test/stats", serde_json::json!({})).await["jwks"].as_i64().unwrap();
        provider.control(reqwest::Method::POST, "/test/rotate", serde_json::json!({})).await;
        let callback = to_the_provider_and_back(app, &cleo, id, "cleo@customer.test", None).await;
        assert_eq!(back(&cleo, &callback).await.0, 303, "signed in after the rotation");
        let after = provider.control(reqwest::Method::GET, "/test/stats", serde_json::json!({})).await["jwks"].as_i64().unwrap();
        assert_eq!(after, before + 1, "the keys were fetched again, once");

        // The admin's test sign-in: passed as themself, in the admin group; then the team may
        // be required to sign in through the provider, and passwords are refused to it.
        let admin = browser();
        let cookie = crate::support::session_cookie(app, "acme", acme.admin.clone()).await;
        let test = to_the_provider_and_back(app, &admin, id, "ada@acme.test", Some(&cookie)).await;
        let (status, _, report) = back(&admin, &test).await;
        assert_eq!(status, 200, "{report}");
        assert!(report.contains("The test passed"), "{report}");
        let tested = app::domain::oidc::find(app.db.conn(), acme.organization.id, id).await.unwrap();
        assert!(tested.tested_at.is_some());
        assert_eq!(role_of(app, "ada@acme.test").await, Some(Role::Admin), "a test changes nothing");

        // The settings page: providers listed with the address to register, one added (after
        // its issuer answered) and removed; a refused form keeps no secret.
        use crate::support::post_form;
        let settings = || async {
            let page = crate::support::no_redirects().get(app.url("/acme/admin/settings")).header("cookie", &cookie).send().await.unwrap();
            assert_eq!(page.status(), 200);
            page.text().await.unwrap()
        };
        let page = settings().await;
        assert!(page.contains(&format!("{}/acme/oidc/callback", app.base_url)) && page.contains(&provider.issuer), "{page}");
        let add = |issuer: String| {
            let cookie = cookie.clone();
            async move {
                let fields = [
                    ("form", "provider"),
                    ("action", "provider_add"),
                    // A label made to break out of the page it is shown on.
                    ("label", HOSTILE),
                    ("issuer", issuer.as_str()),
                    ("client_id", "other"),
                    ("client_secret", "other-secret"),
                ];
                post_form(app, "/acme/admin/settings", &cookie, &fields).await
            }
        };
        let (status, _, flash) = add("http://127.0.0.1:9".to_owned()).await;
        assert_eq!(status, 303);
        let flash = flash.unwrap_or_default();
        assert!(!flash.contains("other-secret"), "{flash}");
        assert_eq!(app::domain::oidc::list(app.db.conn(), acme.organization.id).await.unwrap().len(), 1, "an issuer that does not answer is refused");
        // Typed with a trailing `/` this issuer does not name itself with: the form finds it.
        assert_eq!(add(format!("{}/", provider.issuer)).await.0, 303);
        let listed = app::domain::oidc::list(app.db.conn(), acme.organization.id).await.unwrap();
        assert_eq!(listed.last().map(|p| p.issuer.as_str()), Some(provider.issuer.as_str()));
        assert_eq!(listed.iter().map(|p| p.label.as_str()).collect::<Vec<_>>(), ["Corp", HOSTILE]);
        // Shown as text wherever it appears: the settings page and the sign-in button.
        let signin = reqwest::get(app.url("/acme/signin")).await.unwrap().text().await.unwrap();
        for page in [settings().await, signin] {
            assert!(page.contains("&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;"), "{page}");
            assert!(!page.contains("<script>x</script>") && !page.contains("<svg onload"), "{page}");
        }
        let second = listed[1].id.to_string();
        assert_eq!(
            post_form(app, "/acme/admin/settings", &cookie, &[("form", "provider"), ("action", "provider_remove"), ("id", &second)])
                .await
                .0,
            303
        );
        assert_eq!(app::domain::oidc::list(app.db.conn(), acme.organization.id).await.unwrap().len(), 1);

        // The test passed, so the team may be required to sign in through Corp; then a team
        // member's right password is refused, and a customer's is not.
        let id_text = id.to_string();
        let only = [("form", "provider"), ("action", "provider_team_only"), ("id", id_text.as_str()), ("on", "true")];
        assert_eq!(post_form(app, "/acme/admin/settings", &cookie, &only).await.0, 303);
        assert!(app::domain::oidc::find(app.db.conn(), acme.organization.id, id).await.unwrap().team_only);
        app::domain::sessions::set_password(&app.db, &acme.admin, "correct horse battery").await.unwrap();
        let password = |email: &'static str| async move {
            crate::support::no_redirects()
                .post(app.url("/fn/signin"))
                .header("accept", "text/html")
                .form(&[("org", "acme"), ("email", email), ("password", "correct horse battery")])
                .send()
                .await
                .unwrap()
        };
        let refused = password("ada@acme.test").await;
        let to = location(&refused);
        assert!(to.starts_with("/acme/signin?") && to.contains("error="), "{to}");
        app::domain::sessions::sign_up(&app.db, acme.organization.id, "grace@x.test", "Grace", "correct horse battery")
            .await
            .unwrap();
        assert_eq!(location(&password("grace@x.test").await), "/acme");
    }

    /// [`to_the_provider_and_back`] from an address at the provider.
    async fn to_the_provider_and_continue(app: &TestApp, browser: &reqwest::Client, mut next: String, login: &str) -> String {
        for _ in 0..12 {
            if next.starts_with(&format!("{}/acme/oidc/callback", app.base_url)) {
                return next;
            }
            let answer = browser.get(&next).send().await.unwrap();
            if answer.status().is_redirection() {
                next = absolute(&next, &location(&answer));
                continue;
            }
            let html = answer.text().await.unwrap();
            let (action, mut fields) = form_of(&html);
            if html.contains("name=\"login\"") {
                fields.push(("login".into(), login.into()));
                fields.push(("password".into(), "any".into()));
            }
            let posted = browser.post(absolute(&next, &action)).form(&fields).send().await.unwrap();
            assert!(posted.status().is_redirection(), "{}", posted.text().await.unwrap());
            next = absolute(&next, &location(&posted));
        }
        panic!("the provider did not send the browser back");
    }

    /// A "provider" whose discovery document never ends: adding it is refused once 1 MiB has
    /// been read, and nothing is kept.
    pub async fn a_provider_answering_megabytes_is_refused_before_they_are_kept(app: &TestApp) {
        let acme = app.create_org("acme").await;
        // 4 MiB in chunks, without a length announced: only reading counts it.
        let endless = axum::Router::new().route(
            "/.well-known/openid-configuration",
            axum::routing::get(|| async {
                let chunks = (0..128).map(|_| Ok::<_, std::io::Error>(bytes::Bytes::from(vec![b' '; 32 * 1024])));
                axum::body::Body::from_stream(futures::stream::iter(chunks))
            }),
        );
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let issuer = format!("http://{}", listener.local_addr().unwrap());
        tokio::spawn(async move { axum::serve(listener, endless).await });
        let added = tokio::task::block_in_place(|| {
            std::process::Command::new(env!("CARGO_BIN_EXE_upboard"))
                .args(["oidc", "add", "--org", "acme", "--issuer", &issuer, "--client-id", "x", "--client-secret", "y"])
                .env("UPBOARD_DATABASE_URL", &app.database_url)
                .output()
                .unwrap()
        });
        let said = String::from_utf8_lossy(&added.stderr);
        assert!(!added.status.success() && said.contains("larger than 1048576 bytes"), "{said}");
        assert!(app::domain::oidc::list(app.db.conn(), acme.organization.id).await.unwrap().is_empty());
    }
}
