//! Getting in by e-mail: a forgotten password reset through a link the SMTP server the tests
//! run (aiosmtpd) receives, strangers' requests that keep no one out, and a team invitation
//! that brings the new member in. On SQLite and on PostgreSQL.

use crate::outbox::{mailbox, smtp};
use crate::support::{TestApp, no_redirects, post_form, session_cookie};
use server::delivery::mail::{MailConfig, Mailer};

on_both_backends!(crate::getting_in::cases =>
    a_forgotten_password_is_reset_by_email_and_strangers_keep_no_one_out,
    an_invitation_from_the_team_page_brings_the_new_member_in,
    a_board_of_e_mailed_links_signs_people_up_and_in_by_link,
    two_factor_sign_in_asks_for_a_code_and_a_stranger_cannot_lock_the_owner_out,
    a_team_required_to_use_two_factor_sets_it_up_before_using_its_role,
    a_new_customer_confirms_their_address_before_what_they_do_counts,
);

/// One e-mail as a reader sees it: subject, plain text, and whether it offers to unsubscribe.
pub(crate) struct Letter {
    pub(crate) subject: String,
    pub(crate) text: String,
    pub(crate) unsubscribe: bool,
}

/// The e-mails the SMTP server kept for addresses containing `tag`, decoded.
pub(crate) fn letters(maildir: &std::path::Path, tag: &str) -> Vec<Letter> {
    mailbox(maildir, tag)
        .iter()
        .map(|raw| {
            let message = mail_parser::MessageParser::default().parse(raw.as_bytes()).expect("a MIME message");
            Letter {
                subject: message.subject().unwrap_or_default().to_owned(),
                text: message.body_text(0).unwrap_or_default().into_owned(),
                unsubscribe: message.header("List-Unsubscribe").is_some(),
            }
        })
        .collect()
}

/// The single-use link in an e-mail's text, and its token.
pub(crate) fn link_in(app: &TestApp, text: &str) -> (String, String) {
    let start = text.find(&format!("{}/acme/signin/link?token=", app.base_url)).unwrap_or_else(|| panic!("a link in {text}"));
    let link: String = text[start..].chars().take_while(|c| !c.is_whitespace()).collect();
    let token = link.split("token=").nth(1).unwrap().to_owned();
    (link, token)
}

pub mod cases {
    use super::*;

    async fn send(app: &TestApp, mailer: &Mailer) {
        while server::delivery::send_mail(&app.state, mailer).await.unwrap() > 0 {}
    }

    fn mailer(smtp_url: String) -> Mailer {
        Mailer::new(&MailConfig { smtp_url: Some(smtp_url), ..Default::default() }).unwrap()
    }

    pub async fn a_forgotten_password_is_reset_by_email_and_strangers_keep_no_one_out(app: &TestApp) {
        use app::domain::sessions;
        let Some((smtp_url, maildir)) = smtp() else { return };
        let mailer = mailer(smtp_url);
        let tag = format!("r{:x}", rand::random::<u64>());
        let acme = app.create_org("acme").await;
        let org = acme.organization.id;
        let email = format!("grace-{tag}@customer.test");
        let grace = sessions::sign_up(&app.db, org, &email, "Grace", "old horse battery").await.unwrap();
        let before = sessions::start(&app.db, grace.clone(), None).await.unwrap();
        // As a browser without JavaScript posts the form.
        let forgot = |client: reqwest::Client, address: String| async move {
            let answer = client
                .post(app.url("/fn/forgot-password"))
                .header("accept", "text/html")
                .form(&[("org", "acme".to_owned()), ("email", address)])
                .send()
                .await
                .unwrap();
            let location = answer.headers().get("location").map(|l| l.to_str().unwrap().to_owned());
            (answer.status().as_u16(), location, answer.text().await.unwrap())
        };
        let owner = || {
            reqwest::Client::builder()
                .redirect(reqwest::redirect::Policy::none())
                .local_address("127.0.0.3".parse::<std::net::IpAddr>().unwrap())
                .build()
                .unwrap()
        };

        // The answer is the same for an address with an account and one without.
        let known = forgot(no_redirects(), email.clone()).await;
        let unknown = forgot(no_redirects(), format!("nobody-{tag}@customer.test")).await;
        assert_eq!(known, unknown);
        assert_eq!((known.0, known.1.as_deref()), (302, Some("/acme/signin/forgot?sent=1")));
        // A stranger asks 100 times more: they are slowed down, nothing fails, and the owner's
        // inbox gets one e-mail (at most one a minute), whose link is the newest.
        for _ in 0..100 {
            let (status, _, _) = forgot(no_redirects(), email.clone()).await;
            assert!([302, 429].contains(&status), "{status}");
        }
        assert_eq!(forgot(no_redirects(), email.clone()).await.0, 429, "the stranger's client waits");
        // The owner, from their own client, is answered as anyone is.
        assert_eq!(forgot(owner(), email.clone()).await, known);
        send(app, &mailer).await;
        let inbox = letters(&maildir, &tag);
        assert_eq!(inbox.len(), 1, "one e-mail: {:?}", inbox.iter().map(|l| &l.subject).collect::<Vec<_>>());
        let letter = &inbox[0];
        assert_eq!(letter.subject, "[acme Inc.] Reset your password");
        assert!(letter.text.contains(&email) && letter.text.contains("30 minutes"), "{}", letter.text);
        assert!(!letter.unsubscribe, "an account e-mail is asked for, not subscribed to");
        let (link, token) = link_in(app, &letter.text);
        // The queue kept no link: only the sign-in links' table, hashed.
        let rows = crate::support::rows_of(app, org).await;
        assert!(rows.contains("mail_delivery") && !rows.contains(&token), "the token is stored nowhere: {rows}");

        // The link's page asks for the new password; a short one is refused and the link
        // still works; a good one sets it, signs in and ends the other sessions.
        let page = no_redirects().get(&link).send().await.unwrap();
        assert_eq!(page.status(), 200);
        assert_eq!(page.headers()["cache-control"], "no-store");
        let page = page.text().await.unwrap();
        assert!(page.contains("Choose a new password") && page.contains(r#"name="password""#) && page.contains("required"), "{page}");
        let choose =
            |password: &'static str| no_redirects().post(app.url("/acme/signin/link")).form(&[("token", token.as_str()), ("password", password)]).send();
        let short = choose("short").await.unwrap();
        assert_eq!(short.status(), 422);
        let short = short.text().await.unwrap();
        assert!(short.contains("is too short") && short.contains(&token), "{short}");
        let chosen = choose("new horse battery").await.unwrap();
        assert_eq!(chosen.status(), 303);
        assert_eq!(chosen.headers()["location"], "/acme");
        let cookie = chosen.headers()["set-cookie"].to_str().unwrap().split(';').next().unwrap().to_owned();
        assert!(sessions::user_of(&app.db, org, &before.token).await.unwrap().is_none(), "the session before ended");
        let me = no_redirects().get(app.url("/acme/me")).header("cookie", &cookie).send().await.unwrap();
        assert_eq!(me.status(), 200, "the new session is signed in");
        assert_eq!(choose("another horse").await.unwrap().status(), 401, "the link worked once");
        let sign_in = owner()
            .post(app.url("/fn/signin"))
            .form(&[("org", "acme"), ("email", email.as_str()), ("password", "new horse battery")])
            .send()
            .await
            .unwrap();
        assert_eq!(sign_in.status(), 200, "the new password signs in");
    }

    pub async fn an_invitation_from_the_team_page_brings_the_new_member_in(app: &TestApp) {
        let Some((smtp_url, maildir)) = smtp() else { return };
        let mailer = mailer(smtp_url);
        let tag = format!("i{:x}", rand::random::<u64>());
        let acme = app.create_org("acme").await;
        let admin = session_cookie(app, "acme", acme.admin.clone()).await;
        let email = format!("nia-{tag}@acme.test");
        let (status, _, _) = post_form(app, "/acme/admin/team", &admin, &[("action", "add"), ("email", &email), ("name", "Nia"), ("role", "member")]).await;
        assert_eq!(status, 303);
        send(app, &mailer).await;
        let inbox = letters(&maildir, &tag);
        assert_eq!(inbox.len(), 1);
        let letter = &inbox[0];
        assert_eq!(letter.subject, format!("[acme Inc.] {} added you to the team", acme.admin.name));
        assert!(letter.text.contains("as Member") && letter.text.contains("7 days"), "{}", letter.text);
        let (link, token) = link_in(app, &letter.text);
        let page = no_redirects().get(&link).send().await.unwrap().text().await.unwrap();
        assert!(page.contains("Welcome to the team") && page.contains("Password (optional)") && !page.contains("required"), "{page}");
        let joined = no_redirects()
            .post(app.url("/acme/signin/link"))
            .form(&[("token", token.as_str()), ("password", "")])
            .send()
            .await
            .unwrap();
        assert_eq!(joined.status(), 303);
        assert_eq!(joined.headers()["location"], "/acme/admin", "a team member goes to the admin area");
        let cookie = joined.headers()["set-cookie"].to_str().unwrap().split(';').next().unwrap().to_owned();
        let area = no_redirects().get(app.url("/acme/admin")).header("cookie", &cookie).send().await.unwrap();
        assert_eq!(area.status(), 200);
    }

    pub async fn a_board_of_e_mailed_links_signs_people_up_and_in_by_link(app: &TestApp) {
        let Some((smtp_url, maildir)) = smtp() else { return };
        let mailer = mailer(smtp_url);
        let tag = format!("l{:x}", rand::random::<u64>());
        let acme = app.create_org("acme").await;
        let admin = session_cookie(app, "acme", acme.admin.clone()).await;
        let choose = |with: &'static str| {
            let admin = admin.clone();
            async move { post_form(app, "/acme/admin/settings", &admin, &[("action", "sign_in"), ("sign_in_with", with)]).await.0 }
        };
        // As a browser without JavaScript posts the forms: where it is sent next.
        let post = |path: &'static str, fields: Vec<(&'static str, String)>| async move {
            let mut fields = fields;
            fields.push(("org", "acme".to_owned()));
            let answer = no_redirects().post(app.url(path)).header("accept", "text/html").form(&fields).send().await.unwrap();
            answer.headers().get("location").map(|l| l.to_str().unwrap().to_owned()).unwrap_or_default()
        };
        let page = |path: &'static str| async move { no_redirects().get(app.url(path)).send().await.unwrap().text().await.unwrap() };

        // Passwords only (the default): no link is sent.
        let refused = post("/fn/email-sign-in-link", vec![("email", acme.admin.email.clone())]).await;
        assert!(refused.starts_with("/acme/signin?error="), "{refused}");
        assert_eq!(choose("nonsense").await, 303);
        assert_eq!(choose("link").await, 303);
        let signin = page("/acme/signin").await;
        assert!(signin.contains("E-mail me a sign-in link") && !signin.contains(r#"name="password""#), "links only: {signin}");
        let signup = page("/acme/signup").await;
        assert!(signup.contains("no password is needed") && !signup.contains(r#"name="password""#), "{signup}");
        let password = post("/fn/signin", vec![("email", acme.admin.email.clone()), ("password", "whatever it is".to_owned())]).await;
        assert!(password.starts_with("/acme/signin?error="), "a password does not sign in: {password}");

        // Signing up: an account without a password, and a link that signs it in.
        let email = format!("lin-{tag}@customer.test");
        let sent = post("/fn/signup-link", vec![("name", "Lin".to_owned()), ("email", email.clone())]).await;
        assert_eq!(sent, "/acme/signin?link_sent=1");
        send(app, &mailer).await;
        let inbox = letters(&maildir, &tag);
        assert_eq!(inbox.len(), 1);
        assert_eq!(inbox[0].subject, "[acme Inc.] Your sign-in link");
        let (link, token) = link_in(app, &inbox[0].text);
        let asks = no_redirects().get(&link).send().await.unwrap().text().await.unwrap();
        assert!(asks.contains(&email) && !asks.contains(r#"name="password""#), "{asks}");
        let used = no_redirects().post(app.url("/acme/signin/link")).form(&[("token", token.as_str())]).send().await.unwrap();
        assert_eq!(used.status(), 303);
        assert_eq!(used.headers()["location"], "/acme");

        // Both: the password form and the link form.
        assert_eq!(choose("password_or_link").await, 303);
        let signin = page("/acme/signin").await;
        assert!(signin.contains("E-mail me a sign-in link") && signin.contains(r#"name="password""#), "{signin}");
        let settings = no_redirects().get(app.url("/acme/admin/settings")).header("cookie", &admin).send().await.unwrap().text().await.unwrap();
        assert!(settings.contains(r#"value="password_or_link" checked"#), "{settings}");
    }

    pub async fn two_factor_sign_in_asks_for_a_code_and_a_stranger_cannot_lock_the_owner_out(app: &TestApp) {
        use app::domain::sessions;
        use totp_rs::{Algorithm, Secret, TOTP};
        let acme = app.create_org("acme").await;
        let org = acme.organization.id;
        let email = "grace@customer.test";
        let grace = sessions::sign_up(&app.db, org, email, "Grace", "correct horse battery").await.unwrap();
        let cookie = session_cookie(app, "acme", grace.clone()).await;
        let owner = || {
            reqwest::Client::builder()
                .redirect(reqwest::redirect::Policy::none())
                .local_address("127.0.0.3".parse::<std::net::IpAddr>().unwrap())
                .build()
                .unwrap()
        };
        let settings = |fields: Vec<(&'static str, String)>| {
            let cookie = cookie.clone();
            async move {
                let answer = no_redirects()
                    .post(app.url("/acme/me/two-factor"))
                    .header("cookie", cookie)
                    .header("origin", &app.base_url)
                    .form(&fields)
                    .send()
                    .await
                    .unwrap();
                (answer.status().as_u16(), answer.text().await.unwrap())
            }
        };
        let between =
            |text: &str, start: &str, end: &str| -> Vec<String> { text.split(start).skip(1).map(|rest| rest.split(end).next().unwrap().to_owned()).collect() };

        // Enrolment on the person's page: a QR code, the key as text, a first code.
        let off = no_redirects().get(app.url("/acme/me/two-factor")).header("cookie", &cookie).send().await.unwrap().text().await.unwrap();
        assert!(off.contains("Set up two-factor sign-in"), "{off}");
        let (status, enrolling) = settings(vec![("action", "begin".into())]).await;
        assert_eq!(status, 200);
        assert!(enrolling.contains("<svg") && enrolling.contains(r#"role="img""#), "{enrolling}");
        let secret = between(&enrolling, r#"<code class="secret">"#, "</code>").remove(0);
        let totp = TOTP::new_unchecked(Algorithm::SHA1, 6, 1, 30, Secret::Encoded(secret).to_bytes().unwrap(), None, String::new());
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs();
        let (status, refused) = settings(vec![("action", "confirm".into()), ("code", "000000x".into())]).await;
        assert_eq!(status, 422, "{refused}");
        let (status, on) = settings(vec![("action", "confirm".into()), ("code", totp.generate(now))]).await;
        assert_eq!(status, 200, "{on}");
        let recovery = between(&on, "<li><code>", "</code>");
        assert_eq!(recovery.len(), 10, "{on}");

        // Signing in with the password now asks for the code.
        let password = |client: reqwest::Client| async move {
            let answer = client
                .post(app.url("/fn/signin"))
                .header("accept", "text/html")
                .form(&[("org", "acme"), ("email", email), ("password", "correct horse battery"), ("redirect", "/acme/roadmap")])
                .send()
                .await
                .unwrap();
            assert_eq!(answer.status(), 302);
            assert_eq!(answer.headers()["location"], "/acme/signin/code?redirect=/acme/roadmap");
            let set = answer.headers()["set-cookie"].to_str().unwrap().to_owned();
            assert!(set.contains("Path=/acme/signin") && set.contains("HttpOnly"), "{set}");
            set.split(';').next().unwrap().to_owned()
        };
        let pending = password(owner()).await;
        assert!(!pending.contains("upboard_session"), "no session yet: {pending}");
        let asked = owner().get(app.url("/acme/signin/code?redirect=/acme/roadmap")).header("cookie", &pending).send().await.unwrap();
        assert_eq!(asked.status(), 200);
        assert!(asked.text().await.unwrap().contains(r#"autocomplete="one-time-code""#));
        let without = owner().get(app.url("/acme/signin/code")).send().await.unwrap();
        assert_eq!((without.status().as_u16(), without.headers()["location"].to_str().unwrap()), (303, "/acme/signin"));
        let token = pending.split('=').nth(1).unwrap();
        let as_link = no_redirects().get(app.url(&format!("/acme/signin/link?token={token}"))).send().await.unwrap();
        assert_eq!(as_link.status(), 401, "a half-done sign-in is no sign-in link");

        let code = |client: reqwest::Client, pending: String, code: String| async move {
            let answer = client
                .post(app.url("/acme/signin/code"))
                .header("cookie", pending)
                .header("origin", &app.base_url)
                .form(&[("code", code.as_str()), ("redirect", "/acme/roadmap")])
                .send()
                .await
                .unwrap();
            let location = answer.headers().get("location").map(|l| l.to_str().unwrap().to_owned());
            let session = answer
                .headers()
                .get_all("set-cookie")
                .iter()
                .any(|c| c.to_str().unwrap().starts_with("upboard_session_acme=") && !c.to_str().unwrap().contains("Max-Age=0"));
            (answer.status().as_u16(), location, session)
        };
        // A stranger who has the password guesses 100 codes: refused, then made to wait.
        let mut statuses = std::collections::BTreeSet::new();
        for guess in 0..100 {
            statuses.insert(code(no_redirects(), pending.clone(), format!("{guess:06}")).await.0);
        }
        assert_eq!(statuses, [401, 429].into(), "wrong codes, then waiting");
        // The owner, from their own client, signs in with the next code.
        assert_eq!(code(owner(), pending.clone(), totp.generate(now + 30)).await, (303, Some("/acme/roadmap".to_owned()), true));
        assert_eq!(code(owner(), pending.clone(), totp.generate(now + 30)).await.0, 303, "the half-done sign-in is spent: back to sign in");
        // A recovery code works once.
        let again = password(owner()).await;
        assert_eq!(code(owner(), again.clone(), recovery[0].clone()).await, (303, Some("/acme/roadmap".to_owned()), true));
        let third = password(owner()).await;
        assert_eq!(code(owner(), third.clone(), recovery[0].clone()).await.0, 401);
        let page = no_redirects().get(app.url("/acme/me/two-factor")).header("cookie", &cookie).send().await.unwrap().text().await.unwrap();
        assert!(page.contains("Recovery codes left: 9"), "{page}");
        // One recovery code sent by four half-done sign-ins at once signs in once (one
        // conditional update marks it used).
        let mut pendings = Vec::new();
        for _ in 0..4 {
            pendings.push(password(owner()).await);
        }
        let at_once = futures::future::join_all(pendings.into_iter().map(|pending| code(owner(), pending, recovery[1].clone()))).await;
        assert_eq!(at_once.iter().filter(|(status, _, session)| *status == 303 && *session).count(), 1, "{at_once:?}");
        assert!(at_once.iter().all(|(status, _, session)| (*status == 303 && *session) || *status == 401), "{at_once:?}");
        // An e-mailed (or an operator's) link is a first step too: the code comes next.
        let (link, _) = sessions::issue_link(&app.db, &grace, sessions::LinkPurpose::SignIn, sessions::LINK_LIFETIME).await.unwrap();
        let used = no_redirects()
            .post(app.url("/acme/signin/link"))
            .header("origin", &app.base_url)
            .form(&[("token", link.as_str())])
            .send()
            .await
            .unwrap();
        assert_eq!(used.status(), 303);
        assert_eq!(used.headers()["location"], "/acme/signin/code?redirect=/acme");
        let set: Vec<&str> = used.headers().get_all("set-cookie").iter().map(|c| c.to_str().unwrap()).collect();
        assert!(set.iter().all(|c| !c.starts_with("upboard_session_acme=")) && set.iter().any(|c| c.starts_with("upboard_pending_acme=")), "{set:?}");
    }

    /// With "require two-factor sign-in for the team" on, a team member without it acts as a
    /// customer: the admin area (pages and forms) sends them to set it up, signing in does too,
    /// and once it is on they may not turn it off; an operator can (`user two-factor-off`).
    pub async fn a_team_required_to_use_two_factor_sets_it_up_before_using_its_role(app: &TestApp) {
        use app::domain::{sealed::Sealer, sessions, two_factor, users::Role};
        use totp_rs::{Algorithm, Secret, TOTP};
        let acme = app.create_org("acme").await;
        let sealer: &Sealer = &app.state.sealer;
        let set_up = |user: app::entities::user::Model| async move {
            let enrolment = two_factor::begin(&app.db, sealer, &user, "acme").await.unwrap();
            let totp = TOTP::new_unchecked(Algorithm::SHA1, 6, 1, 30, Secret::Encoded(enrolment.secret).to_bytes().unwrap(), None, String::new());
            let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs();
            two_factor::confirm(&app.db, sealer, &user, &totp.generate(now)).await.unwrap();
        };
        let admin = session_cookie(app, "acme", acme.admin.clone()).await;
        let require = |on: &'static str| {
            let admin = admin.clone();
            async move {
                let mut fields = vec![("action", "sign_in"), ("sign_in_with", "password")];
                if !on.is_empty() {
                    fields.push(("team_two_factor", on));
                }
                post_form(app, "/acme/admin/settings", &admin, &fields).await
            }
        };
        let required = || async { app::domain::organizations::find_by_name(app.db.conn(), "acme").await.unwrap().unwrap().team_two_factor };
        // An admin without two-factor sign-in cannot require it (their next page would send
        // them away): refused, nothing changed.
        let (status, location, flash) = require("true").await;
        assert_eq!((status, location.as_deref()), (303, Some("/acme/admin/settings")));
        assert!(flash.is_some());
        assert!(!required().await, "refused");
        set_up(acme.admin.clone()).await;
        assert_eq!(require("true").await.0, 303);
        assert!(required().await);
        let settings = no_redirects().get(app.url("/acme/admin/settings")).header("cookie", &admin).send().await.unwrap();
        assert_eq!(settings.status(), 200, "the admin has it: the admin area stays open");
        assert!(settings.text().await.unwrap().contains(r#"name="team_two_factor" value="true" checked"#));

        // A member without it: the admin area's pages and forms send them to set it up.
        let mia = sessions::sign_up(&app.db, acme.organization.id, "mia@acme.test", "Mia", "correct horse battery").await.unwrap();
        app::domain::users::insert_team_member(app.db.conn(), acme.organization.id, mia.id, Role::Member).await.unwrap();
        let cookie = session_cookie(app, "acme", mia.clone()).await;
        let page = no_redirects().get(app.url("/acme/admin/moderation")).header("cookie", &cookie).send().await.unwrap();
        assert_eq!(page.headers().get("location").map(|l| l.to_str().unwrap()), Some("/acme/me/two-factor"), "{}", page.status());
        let (status, location, _) = post_form(app, "/acme/admin/tags", &cookie, &[("action", "create"), ("name", "ux")]).await;
        assert_eq!((status, location.as_deref()), (303, Some("/acme/me/two-factor")));
        let tags = app.get_with_key("/api/v3/tags", &acme.api_key).await.text().await.unwrap();
        assert!(!tags.contains("\"ux\""), "nothing done: {tags}");
        // Signing in with the password leads there too, and the page says why.
        let signed_in = no_redirects()
            .post(app.url("/fn/signin"))
            .header("accept", "text/html")
            .form(&[("org", "acme"), ("email", "mia@acme.test"), ("password", "correct horse battery"), ("redirect", "/acme/roadmap")])
            .send()
            .await
            .unwrap();
        assert_eq!((signed_in.status().as_u16(), signed_in.headers()["location"].to_str().unwrap()), (302, "/acme/me/two-factor"));
        let why = no_redirects().get(app.url("/acme/me/two-factor")).header("cookie", &cookie).send().await.unwrap().text().await.unwrap();
        assert!(why.contains("requires the team to use two-factor sign-in"), "{why}");

        // Set up: the admin area opens, and it stays on.
        set_up(mia.clone()).await;
        let page = no_redirects().get(app.url("/acme/admin/moderation")).header("cookie", &cookie).send().await.unwrap();
        assert_eq!(page.status(), 200);
        let off = no_redirects()
            .post(app.url("/acme/me/two-factor"))
            .header("cookie", &cookie)
            .header("origin", &app.base_url)
            .form(&[("action", "disable"), ("code", "000000")])
            .send()
            .await
            .unwrap();
        assert_eq!(off.status(), 422);
        assert!(off.text().await.unwrap().contains("so it stays on"));
        assert!(two_factor::enabled(app.db.conn(), mia.id).await.unwrap());

        // The operator's way back for a lost phone and lost recovery codes.
        let out = tokio::task::block_in_place(|| {
            std::process::Command::new(env!("CARGO_BIN_EXE_upboard"))
                .args(["user", "two-factor-off", "--org", "acme", "--email", "mia@acme.test"])
                .env("UPBOARD_DATABASE_URL", &app.database_url)
                .output()
                .unwrap()
        });
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let printed: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!((printed["two_factor"].as_bool(), printed["was_on"].as_bool()), (Some(false), Some(true)), "{printed}");
        assert!(!two_factor::enabled(app.db.conn(), mia.id).await.unwrap());
        let page = no_redirects().get(app.url("/acme/admin/moderation")).header("cookie", &cookie).send().await.unwrap();
        assert_eq!(page.headers().get("location").map(|l| l.to_str().unwrap()), Some("/acme/me/two-factor"), "required again");

        // Not required any more: the role is hers again.
        assert_eq!(require("").await.0, 303);
        assert!(!required().await);
        let page = no_redirects().get(app.url("/acme/admin/moderation")).header("cookie", &cookie).send().await.unwrap();
        assert_eq!(page.status(), 200);
    }

    /// Where the organization asks for it, a new customer's post, comment and vote wait until
    /// they use the link e-mailed at sign-up, and every page says why; then each counts once.
    /// Votes cast while the link is used count exactly once too (both databases: on PostgreSQL
    /// they run at once).
    pub async fn a_new_customer_confirms_their_address_before_what_they_do_counts(app: &TestApp) {
        use app::entities::held_vote;
        use sea_orm::{EntityTrait, PaginatorTrait};
        let Some((smtp_url, maildir)) = smtp() else { return };
        let mailer = mailer(smtp_url);
        let tag = format!("v{:x}", rand::random::<u64>());
        let acme = app.create_org("acme").await;
        let admin = session_cookie(app, "acme", acme.admin.clone()).await;
        let fields = [("action", "sign_in"), ("sign_in_with", "password"), ("verify_emails", "true")];
        assert_eq!(post_form(app, "/acme/admin/settings", &admin, &fields).await.0, 303);
        let settings = no_redirects().get(app.url("/acme/admin/settings")).header("cookie", &admin).send().await.unwrap().text().await.unwrap();
        assert!(settings.contains(r#"name="verify_emails" value="true" checked"#), "the setting is on");
        let team = app.token(&acme, "pm@acme.test", "PM");
        let target = app.post_as(&acme, &team, "Dark mode").await["id"].as_i64().unwrap();
        let counts = |id: i64| async move {
            let row = app::entities::post_count::Entity::find_by_id(app::model::PostId(id)).one(app.db.conn()).await.unwrap().unwrap();
            (row.votes_count, row.comments_count)
        };

        // Grace signs up with the form, and the e-mail that confirms her address is sent.
        let sign_up = |email: String| async move {
            let answer = no_redirects()
                .post(app.url("/fn/signup"))
                .header("accept", "text/html")
                .form(&[("org", "acme"), ("name", "Grace"), ("email", email.as_str()), ("password", "correct horse battery")])
                .send()
                .await
                .unwrap();
            assert_eq!(answer.status(), 302);
            answer.headers()["set-cookie"].to_str().unwrap().split(';').next().unwrap().to_owned()
        };
        let grace = sign_up(format!("grace-{tag}@customer.test")).await;
        send(app, &mailer).await;
        let inbox = letters(&maildir, &format!("grace-{tag}"));
        assert_eq!(inbox.len(), 1);
        assert_eq!(inbox[0].subject, "[acme Inc.] Confirm your e-mail address");
        assert!(inbox[0].text.contains("for a day"), "{}", inbox[0].text);
        let (link, token) = link_in(app, &inbox[0].text);

        // Every page tells her why what she does waits.
        let page = |path: String, cookie: Option<String>| async move {
            let mut request = no_redirects().get(app.url(&path));
            if let Some(cookie) = cookie {
                request = request.header("cookie", cookie);
            }
            let answer = request.send().await.unwrap();
            (answer.status().as_u16(), answer.text().await.unwrap())
        };
        let (_, board) = page("/acme".to_owned(), Some(grace.clone())).await;
        assert!(board.contains("your posts, comments and votes count once you do") && board.contains("Send the link again"), "{board}");
        // Her vote is hers (the button is pressed) and counts nowhere.
        let vote = |cookie: String, id: i64| async move {
            let answer = no_redirects()
                .post(app.url("/fn/vote"))
                .header("cookie", cookie)
                .form(&[("org", "acme".to_owned()), ("post_id", id.to_string()), ("kind", "upvote".to_owned())])
                .send()
                .await
                .unwrap();
            let status = answer.status();
            let body = answer.text().await.unwrap();
            assert_eq!(status, 200, "{body}");
            serde_json::from_str::<serde_json::Value>(&body).unwrap()
        };
        let voted = vote(grace.clone(), target).await;
        assert_eq!((voted["votes_count"].as_i64(), voted["my_vote"].as_str()), (Some(0), Some("upvote")), "{voted}");
        // Her post and her comment wait: she sees them, marked; others do not.
        // The pages' forms, as a browser without JavaScript sends them.
        let form = |path: &'static str, cookie: String, fields: Vec<(&'static str, String)>| async move {
            let form = fields.into_iter().fold(reqwest::multipart::Form::new(), |form, (name, value)| form.text(name, value));
            let answer = no_redirects().post(app.url(path)).header("cookie", cookie).multipart(form).send().await.unwrap();
            (answer.status().as_u16(), answer.headers().get("location").map(|l| l.to_str().unwrap().to_owned()))
        };
        let fields = vec![("title", "Export to CSV".to_owned()), ("bucket_id", acme.default_bucket.id.to_string())];
        let (status, location) = form("/acme/new", grace.clone(), fields).await;
        assert_eq!(status, 303);
        let hers = location.unwrap();
        let (status, mine) = page(hers.clone(), Some(grace.clone())).await;
        assert_eq!(status, 200);
        assert!(mine.contains("Waits for its author to confirm their e-mail address"), "{mine}");
        assert_eq!(page(hers.clone(), None).await.0, 404, "not public yet");
        let target_page = format!("/acme/p/{}", app::domain::text::slug_base("Dark mode"));
        let comment = vec![("post_id", target.to_string()), ("body", "Yes please, for the night shift".to_owned())];
        assert_eq!(form("/acme/comment", grace.clone(), comment).await.0, 303);
        assert!(!page(target_page.clone(), None).await.1.contains("for the night shift"));
        assert_eq!(counts(target).await, (0, 0));
        // "Send the link again" answers on her page.
        let again = no_redirects()
            .post(app.url("/fn/send-confirmation"))
            .header("accept", "text/html")
            .header("cookie", &grace)
            .form(&[("org", "acme")])
            .send()
            .await
            .unwrap();
        assert_eq!((again.status().as_u16(), again.headers()["location"].to_str().unwrap()), (302, "/acme/me?confirmation=sent"));

        // The link (the first one: the new one is not sent within the minute) confirms her
        // address and signs her in; everything counts, once.
        let (status, asked) = page(link.replace(&app.base_url, ""), None).await;
        assert_eq!(status, 200);
        assert!(asked.contains("Confirm your e-mail address") && asked.contains("Confirm and sign in"), "{asked}");
        let used = no_redirects().post(app.url("/acme/signin/link")).form(&[("token", token.as_str())]).send().await.unwrap();
        assert_eq!((used.status().as_u16(), used.headers()["location"].to_str().unwrap()), (303, "/acme"));
        assert_eq!(counts(target).await, (1, 1));
        let (status, public) = page(hers, None).await;
        assert_eq!(status, 200, "public now");
        assert!(!public.contains("Waits for its author"));
        assert!(page(target_page, None).await.1.contains("for the night shift"));
        assert!(!page("/acme".to_owned(), Some(grace.clone())).await.1.contains("Send the link again"), "nothing waits any more");
        assert_eq!(vote(grace, target).await["votes_count"].as_i64(), Some(0), "her vote now toggles as anyone's");

        // Lin votes on twenty posts while her link is used: each vote counts exactly once.
        let mut posts = Vec::new();
        for n in 0..20 {
            posts.push(app.post_as(&acme, &team, &format!("Idea {n}")).await["id"].as_i64().unwrap());
        }
        let lin = sign_up(format!("lin-{tag}@customer.test")).await;
        send(app, &mailer).await;
        let (_, token) = link_in(app, &letters(&maildir, &format!("lin-{tag}"))[0].text);
        let votes = futures::future::join_all(posts.iter().map(|id| vote(lin.clone(), *id)));
        let redeem = async {
            tokio::task::yield_now().await;
            no_redirects()
                .post(app.url("/acme/signin/link"))
                .form(&[("token", token.as_str())])
                .send()
                .await
                .unwrap()
                .status()
                .as_u16()
        };
        let (answers, redeemed) = tokio::join!(votes, redeem);
        assert_eq!(redeemed, 303);
        assert!(answers.iter().all(|a| a["my_vote"] == "upvote"), "{answers:?}");
        for id in &posts {
            assert_eq!(counts(*id).await.0, 1, "post {id}");
        }
        assert_eq!(held_vote::Entity::find().count(app.db.conn()).await.unwrap(), 0, "nothing stays held");
    }
}
