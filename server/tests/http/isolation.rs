//! Tenant isolation as a matrix: every operation of the OpenAPI document, called with another
//! organization's API key and its admin's token (`ALLOW-PRIVATE: true`, the most a caller can
//! ask for) on acme's ids, answers as the API's contract says and changes nothing of acme. The
//! operations come from the document itself: one that the table below does not name fails the
//! test, so a new endpoint cannot be left out of the matrix.
//!
//! The same for the pages' doors: every form post of the router's table (`web::form_routes`)
//! and every registered server function, sent by another organization's admin with acme's
//! ids, and sent to acme with that admin's session under acme's cookie name.

use crate::support::TestApp;
use serde_json::{Value, json};

on_both_backends!(crate::isolation::cases =>
    another_organizations_key_and_token_reach_nothing_of_acme_through_any_operation,
    another_organizations_team_reaches_nothing_of_acme_through_any_form_or_server_function,
);

/// What one operation, called by globex on acme's ids, must answer.
#[derive(Clone, Copy, Debug)]
enum Expect {
    /// 404: an id in the path names nothing of the caller's organization.
    NotFound,
    /// 404 or 422: an id in the body or query names nothing of the caller's organization.
    Refused,
    /// 2xx, about the caller's own organization only: nothing of acme in the answer.
    OwnOnly,
}

/// acme's things that the operations name: ids and the words only acme's rows hold.
struct Acme {
    post: i64,
    comment: i64,
    tag: i64,
    entry: i64,
    webhook: i64,
    delivery: i64,
    slack: i64,
    tracker: i64,
    issue_link: i64,
    import_run: i64,
    member: i64,
    customer: i64,
    bucket: i64,
    private_bucket: i64,
    private_slug: String,
    post_slug: String,
    status: i64,
    roadmap: i64,
    roadmap_slug: String,
    company: i64,
}

/// Every operation of the document, by its `operation_id`: the query it is sent with, its
/// body (JSON), and what it must answer. `{post}` and the like in paths are acme's ids.
fn matrix(a: &Acme) -> Vec<(&'static str, String, Option<Value>, Expect)> {
    use Expect::*;
    let (post, comment, customer, bucket, private) = (a.post, a.comment, a.customer, a.bucket, a.private_bucket);
    vec![
        ("get_organization_info", String::new(), None, OwnOnly),
        ("submit_post", String::new(), Some(json!({"title": "Into acme's board", "bucket": "acme private"})), Refused),
        ("list_latest_posts", format!("?bucket_id={bucket}"), None, OwnOnly),
        ("create_post", String::new(), Some(json!({"title": "Into acme's board", "bucket_id": private})), Refused),
        (
            "create_post_on_behalf",
            String::new(),
            Some(json!({"title": "Into acme's board", "bucket_id": bucket, "email": "x@globex.test", "name": "X"})),
            Refused,
        ),
        ("get_post", String::new(), None, NotFound),
        ("update_post", String::new(), Some(json!({"title": "Taken over", "status": "Planned"})), NotFound),
        ("list_posts", format!("?bucket_id={bucket}"), None, Refused),
        ("cast_vote", String::new(), None, NotFound),
        ("remove_vote", String::new(), None, NotFound),
        ("merge_post", String::new(), Some(json!({"into_id": post})), NotFound),
        ("unmerge_post", String::new(), None, NotFound),
        ("list_comments", format!("?feature_request_id={post}"), None, NotFound),
        ("create_comment", String::new(), Some(json!({"feature_request_id": post, "comment": "Hello acme", "parent_id": comment})), Refused),
        ("get_comment", String::new(), None, NotFound),
        ("update_comment", String::new(), Some(json!({"comment": "Rewritten", "pinned": true})), NotFound),
        ("list_upvoters", format!("?feature_request_id={post}"), None, NotFound),
        ("create_customer", String::new(), Some(json!({"email": "grace@acme-secret.test", "name": "Grace"})), OwnOnly),
        ("delete_customers", format!("?ids[]={customer}"), None, OwnOnly),
        ("import_customers", String::new(), Some(json!({"customers": [{"email": "grace@acme-secret.test", "name": "Renamed"}]})), OwnOnly),
        ("list_team_members", String::new(), None, OwnOnly),
        ("create_team_member", String::new(), Some(json!({"email": "x@globex.test", "role": "member"})), OwnOnly),
        ("import_team_members", String::new(), Some(json!({"team": [{"email": "y@globex.test", "role": "member"}]})), OwnOnly),
        ("delete_team_member", String::new(), None, NotFound),
        ("list_buckets", String::new(), None, OwnOnly),
        ("list_merges", String::new(), None, OwnOnly),
        ("list_tags", String::new(), None, OwnOnly),
        ("create_tag", String::new(), Some(json!({"name": "globex's own"})), OwnOnly),
        ("update_tag", String::new(), Some(json!({"name": "taken"})), NotFound),
        ("delete_tag", String::new(), None, NotFound),
        ("list_changelog_entries", String::new(), None, OwnOnly),
        ("get_changelog_entry", String::new(), None, NotFound),
        (
            "create_changelog_entry",
            String::new(),
            Some(json!({"title": "Shipped", "body": "x", "feature_request_ids": [post], "published": true, "mark_completed": true})),
            Refused,
        ),
        ("update_changelog_entry", String::new(), Some(json!({"title": "Taken", "published": false})), NotFound),
        ("delete_changelog_entry", String::new(), None, NotFound),
        ("list_webhooks", String::new(), None, OwnOnly),
        ("create_webhook", String::new(), Some(json!({"url": "https://hooks.globex.test/in", "events": ["post.created"]})), OwnOnly),
        ("update_webhook", String::new(), Some(json!({"enabled": false})), NotFound),
        ("delete_webhook", String::new(), None, NotFound),
        ("rotate_webhook_secret", String::new(), None, NotFound),
        ("list_webhook_deliveries", String::new(), None, NotFound),
        ("send_webhook_test", String::new(), None, NotFound),
        ("resend_webhook_delivery", String::new(), None, NotFound),
        ("list_companies", "?query=acme".to_owned(), None, OwnOnly),
        ("get_company", String::new(), None, NotFound),
        ("create_company", String::new(), Some(json!({"external_id": "acme-secret-co", "name": "Globex's own"})), OwnOnly),
        ("update_company", String::new(), Some(json!({"name": "Taken over", "monthly_revenue": 1})), NotFound),
        ("delete_company", String::new(), None, NotFound),
        ("import_companies", String::new(), Some(json!({"companies": [{"external_id": "acme-secret-co", "monthly_revenue": 2}]})), OwnOnly),
    ]
}

/// Fails with `said` when `answer` holds one of acme's words (lower case) that globex did not
/// send itself (`sent`): an answer may repeat what it was sent, as a refusal naming it does.
fn nothing_of_acme(acmes_words: &[String], answer: &str, sent: &str, said: &str) {
    let (answer, sent) = (answer.to_lowercase(), sent.to_lowercase());
    if let Some(word) = acmes_words.iter().find(|w| answer.contains(w.as_str()) && !sent.contains(w.as_str())) {
        panic!("“{word}”, of acme, in the answer: {said}");
    }
}

/// `path` of the document with its `{id}` as the acme thing the path names.
fn with_acmes_id(path: &str, a: &Acme) -> String {
    let id = match path {
        p if p.starts_with("/feature_requests/{id}") => a.post,
        p if p.starts_with("/comments/{id}") => a.comment,
        p if p.starts_with("/tags/{id}") => a.tag,
        p if p.starts_with("/changelog/{id}") => a.entry,
        p if p.starts_with("/webhooks/deliveries/{id}") => a.delivery,
        p if p.starts_with("/webhooks/{id}") => a.webhook,
        p if p.starts_with("/teams/{id}") => a.member,
        p if p.starts_with("/companies/{id}") => a.company,
        p if !p.contains('{') => return p.to_owned(),
        p => panic!("{p}: which of acme's things does it name? Teach `with_acmes_id`."),
    };
    path.replace("{id}", &id.to_string())
}

/// acme, with one of each thing an operation, a form or a server function can name, each worded
/// "acme"; and the words only acme's rows hold.
async fn acme_with_one_of_each(app: &TestApp) -> (app::domain::organizations::CreatedOrganization, Acme, Vec<String>) {
    use reqwest::Method;
    let acme = app.create_org("acme").await;
    let admin = app.token(&acme, &acme.admin.email, &acme.admin.name);
    let grace = app.token(&acme, "grace@acme-secret.test", "Grace Acme");
    let private = app::domain::buckets::create(&app.db, acme.organization.id, "acme private", true).await.unwrap();
    let post = app.post_as(&acme, &grace, "acme secret post").await["id"].as_i64().unwrap();
    assert_eq!(app.vote_as(&acme, &grace, post).await.status(), 201);
    let comment = app.comment_as(&acme, &grace, post, "acme secret comment").await;
    assert_eq!(comment.status(), 201);
    let comment = comment.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let send = |method: Method, path: &str, token: &str, body: Value| {
        app.request(method, path, &acme.api_key, Some(token)).header("ALLOW-PRIVATE", "true").json(&body).send()
    };
    let made = |response: reqwest::Response| async move {
        let status = response.status();
        let body: Value = response.json().await.unwrap();
        assert!(status.is_success(), "{status}: {body}");
        body
    };
    let tag = made(send(Method::POST, "/api/v3/tags", &admin, json!({"name": "acme-secret-tag"})).await.unwrap()).await["id"]
        .as_i64()
        .unwrap();
    let entry = made(
        send(Method::POST, "/api/v3/changelog", &admin, json!({"title": "acme secret entry", "body": "x", "published": true}))
            .await
            .unwrap(),
    )
    .await["id"]
        .as_i64()
        .unwrap();
    let receiver = crate::outbox::Receiver::start(0).await;
    let webhook = made(send(Method::POST, "/api/v3/webhooks", &admin, json!({"url": receiver.url, "events": ["post.created"]})).await.unwrap()).await;
    let webhook = webhook["id"].as_i64().unwrap();
    assert_eq!(send(Method::POST, &format!("/api/v3/webhooks/{webhook}/test"), &admin, json!({})).await.unwrap().status(), 202);
    let deliveries = made(send(Method::GET, &format!("/api/v3/webhooks/{webhook}/deliveries"), &admin, Value::Null).await.unwrap()).await;
    let delivery = deliveries["deliveries"][0]["id"].as_i64().expect("the test event's delivery");
    let joined = made(
        send(Method::POST, "/api/v3/teams", &admin, json!({"email": "max@acme-secret.test", "name": "Max Acme", "role": "member"}))
            .await
            .unwrap(),
    )
    .await;
    let member = joined["id"].as_i64().expect("the team membership's id");
    let customer = app::domain::users::find_by_email(app.db.conn(), acme.organization.id, &app::model::Email::parse("grace@acme-secret.test").unwrap())
        .await
        .unwrap()
        .unwrap()
        .id
        .get();
    let actor = app::domain::access::Actor { user: acme.admin.clone(), role: Some(app::domain::users::Role::Admin) };
    let status = app::domain::statuses::list(app.db.conn(), acme.organization.id).await.unwrap()[1].id;
    let columns = vec![(status, "1")];
    let roadmap = app::domain::admin::roadmaps::RoadmapInput {
        name: "acme roadmap",
        columns,
        buckets: vec![],
        tags: vec![],
        completed_days: "30",
        hidden: false,
        sort: "revenue",
    };
    let roadmap = app::domain::admin::roadmaps::create(&app.db, acme.organization.id, &actor, roadmap).await.unwrap();
    let company = made(
        send(Method::POST, "/api/v3/companies", &admin, json!({"external_id": "acme-secret-co", "name": "acme secret company", "monthly_revenue": 999}))
            .await
            .unwrap(),
    )
    .await["id"]
        .as_i64()
        .unwrap();
    let joined = send(Method::POST, "/api/v3/customers", &admin, json!({"email": "grace@acme-secret.test", "company": "acme-secret-co"}))
        .await
        .unwrap();
    assert!(joined.status().is_success());
    let post_slug = app
        .request(Method::GET, &format!("/api/v3/feature_requests/{post}"), &acme.api_key, None)
        .send()
        .await
        .unwrap()
        .json::<Value>()
        .await
        .unwrap()["slug"]
        .as_str()
        .unwrap()
        .to_owned();
    let slack = {
        let actor = app::domain::access::Actor { user: acme.admin.clone(), role: Some(app::domain::users::Role::Admin) };
        let address = app::domain::outbox::address::WebhookAddress::check(&format!("{}/services/T1/B1/acme-secret", receiver.url), true)
            .await
            .unwrap();
        let events = ["post.created".to_owned()];
        app::domain::outbox::webhooks::slack::connect(&app.db, &app.state.sealer, acme.organization.id, &actor, &address, Some(private.id), &events)
            .await
            .unwrap()
            .id
    };
    // A GitHub repository, as the integrations page connects it once GitHub answered, and
    // the post linked to one of its issues.
    let (tracker, issue_link) = {
        use app::domain::trackers::{self, Connect, Verified, links};
        let actor = app::domain::access::Actor { user: acme.admin.clone(), role: Some(app::domain::users::Role::Admin) };
        let connect = Connect::check("github", "", "acme/roadmap", "github_pat_acme", "acme-webhook-secret-0123").unwrap();
        let verified = Verified { target: "acme/roadmap".to_owned(), name: "acme/roadmap".to_owned() };
        let hook = trackers::connect(&app.db, &app.state.sealer, acme.organization.id, &actor, &connect, &verified).await.unwrap();
        let ready = links::ready(app.db.conn(), &app.state.sealer, acme.organization.id, &actor, app::model::PostId(post), hook.id)
            .await
            .unwrap();
        let issue = links::Issue {
            external_id: "12".to_owned(),
            key: "acme/roadmap#12".to_owned(),
            url: "https://github.com/acme/roadmap/issues/12".to_owned(),
            title: "acme's issue".to_owned(),
            state: "open".to_owned(),
        };
        (hook.id, links::link(&app.db, acme.organization.id, &actor, &ready, issue).await.unwrap().id)
    };
    // A duplicate merged into the post: what acme's `GET /merges` lists, and no one else's.
    let duplicate = app.post_as(&acme, &grace, "acme merged duplicate").await["id"].as_i64().unwrap();
    made(
        send(Method::POST, &format!("/api/v3/feature_requests/{duplicate}/merge"), &admin, json!({"into_id": post}))
            .await
            .unwrap(),
    )
    .await;
    // A dry run of the import page, finished with its key kept (so that it could be run).
    let import_run = {
        use app::domain::import::runs;
        let actor = app::domain::access::Actor { user: acme.admin.clone(), role: Some(app::domain::users::Role::Admin) };
        let request = runs::Request::check("api-v3", "https://old.acme.example", "acme-import-key", "", true).unwrap();
        let queued = runs::start(&app.db, &app.state.sealer, acme.organization.id, &actor, &request).await.unwrap();
        let claimed = runs::claim(&app.db).await.unwrap().unwrap();
        assert_eq!(claimed.id, queued.id);
        runs::finish(&app.db, &claimed, runs::Outcome::Report(app::domain::import::Report::default().stored())).await.unwrap();
        queued.id
    };
    let a = Acme {
        post,
        comment,
        tag,
        entry,
        webhook,
        delivery,
        slack,
        tracker,
        issue_link,
        import_run,
        member,
        customer,
        bucket: acme.default_bucket.id.get(),
        private_bucket: private.id.get(),
        private_slug: private.slug.clone(),
        post_slug,
        status: status.get(),
        roadmap: roadmap.id,
        roadmap_slug: roadmap.slug.clone(),
        company,
    };

    // What only acme's rows say (globex's own requests may echo an e-mail it sent itself).
    let acmes_words: Vec<String> = [
        "acme secret post",
        "acme merged duplicate",
        "acme secret comment",
        "acme-secret-tag",
        "acme secret entry",
        "acme secret company",
        "grace acme",
        "max acme",
        "acme private",
        "acme roadmap",
        "old.acme.example",
        &receiver.url,
    ]
    .iter()
    .map(|w| w.to_lowercase())
    .collect();
    (acme, a, acmes_words)
}

mod cases {
    use super::*;
    use reqwest::Method;

    pub async fn another_organizations_key_and_token_reach_nothing_of_acme_through_any_operation(app: &TestApp) {
        let (acme, a, acmes_words) = acme_with_one_of_each(app).await;
        // globex, whose admin calls every operation.
        let globex = app.create_org("globex").await;
        let theirs = app.token(&globex, &globex.admin.email, &globex.admin.name);
        let before = crate::support::rows_of(app, acme.organization.id).await;

        // The operations, from the document.
        let document = serde_json::to_value(<server::rest::ApiDoc as utoipa::OpenApi>::openapi()).unwrap();
        let mut operations = Vec::new();
        for (path, item) in document["paths"].as_object().unwrap() {
            for method in ["get", "post", "put", "patch", "delete"] {
                if let Some(operation) = item.get(method) {
                    let id = operation["operationId"].as_str().unwrap_or_else(|| panic!("{method} {path} has no operationId")).to_owned();
                    operations.push((id, method.to_uppercase(), path.clone()));
                }
            }
        }
        let table = matrix(&a);
        let named: std::collections::BTreeSet<&str> = table.iter().map(|(id, ..)| *id).collect();
        let documented: std::collections::BTreeSet<&str> = operations.iter().map(|(id, ..)| id.as_str()).collect();
        assert_eq!(named, documented, "the matrix names each operation of the document, no more and no fewer");

        let mut refused = 0;
        for (id, method, path) in &operations {
            let (_, query, body, expect) = table.iter().find(|(named, ..)| named == id).unwrap();
            let url = format!("/api/v3{}{query}", with_acmes_id(path, &a));
            let method = Method::from_bytes(method.as_bytes()).unwrap();
            let mut request = app.request(method.clone(), &url, &globex.api_key, Some(&theirs)).header("ALLOW-PRIVATE", "true");
            if let Some(body) = body {
                request = request.json(body);
            }
            let response = request.send().await.unwrap();
            let status = response.status().as_u16();
            let text = response.text().await.unwrap();
            let said = format!("{id} ({method} {url}) answered {status}: {text}");
            match expect {
                Expect::NotFound => assert_eq!(status, 404, "{said}"),
                Expect::Refused => assert!(status == 404 || status == 422, "{said}"),
                Expect::OwnOnly => assert!((200..300).contains(&status), "{said}"),
            }
            if !matches!(expect, Expect::OwnOnly) {
                refused += 1;
            }
            // (An answer may repeat what globex itself sent, as a refusal naming it does.)
            let sent = format!("{url} {}", body.as_ref().map(Value::to_string).unwrap_or_default());
            nothing_of_acme(&acmes_words, &text, &sent, &said);
        }
        assert_eq!(crate::support::rows_of(app, acme.organization.id).await, before, "globex changed nothing of acme");
        println!(
            "tenant isolation: {} operations called with another organization's key and admin token, {refused} of them on acme's ids refused",
            operations.len()
        );
    }

    pub async fn another_organizations_team_reaches_nothing_of_acme_through_any_form_or_server_function(app: &TestApp) {
        use crate::support::{no_redirects, session_cookie};
        let (acme, a, acmes_words) = acme_with_one_of_each(app).await;
        let acme_admin = session_cookie(app, "acme", acme.admin.clone()).await;
        let globex = app.create_org("globex").await;
        let globex_post = app.post_as(&globex, &app.token(&globex, "gil@globex.test", "Gil"), "globex's own post").await["id"].as_i64().unwrap();
        let theirs = session_cookie(app, "globex", globex.admin.clone()).await;
        // The same session under the name acme's pages read.
        let foreign = theirs.replacen("upboard_session_globex=", "upboard_session_acme=", 1);
        let before = crate::support::rows_of(app, acme.organization.id).await;

        // The form posts, from the router's own table.
        let table = forms(&a, globex_post);
        let routed: std::collections::BTreeSet<&str> = server::web::form_routes().iter().map(|(path, _)| *path).collect();
        let named: std::collections::BTreeSet<&str> = table.iter().map(|(path, ..)| *path).collect();
        assert_eq!(named, routed, "the matrix names each form route of the router, no more and no fewer");
        let mut sent_forms = 0;
        for (route, variants, door) in &table {
            let downloads = route.ends_with(".csv") || route.ends_with(".json");
            for fields in variants {
                for (org, cookie) in [("globex", &theirs), ("acme", &foreign)] {
                    if *route == "/language" && org == "acme" {
                        continue;
                    }
                    let path = route.replace("{org}", org);
                    let request = if downloads { no_redirects().get(app.url(&path)) } else { no_redirects().post(app.url(&path)).form(fields) };
                    let response = request.header("cookie", cookie.as_str()).header("origin", &app.base_url).send().await.unwrap();
                    sent_forms += 1;
                    let status = response.status().as_u16();
                    let location = response.headers().get("location").map(|l| l.to_str().unwrap().to_owned()).unwrap_or_default();
                    let flash = crate::support::flash_of(&response).unwrap_or_default();
                    let text = response.text().await.unwrap();
                    let said = format!("{org}: POST {path} {fields:?} answered {status} → {location} {flash}: {text}");
                    let sent = format!("{path} {fields:?}");
                    nothing_of_acme(&acmes_words, &format!("{location} {flash} {text}"), &sent, &said);
                    if org == "acme" {
                        // Not acme's session: sent to sign in, or refused.
                        let to_sign_in = status == 303 && location.starts_with("/acme/signin");
                        assert!(to_sign_in || (400..500).contains(&status), "{said}");
                        continue;
                    }
                    assert!(status < 500, "{said}");
                    if *door == Door::Refused {
                        let refused = (400..500).contains(&status) || flash.contains("ok=0") || location.contains("error=");
                        assert!(refused, "{said}");
                    }
                }
            }
            assert_eq!(crate::support::rows_of(app, acme.organization.id).await, before, "{route}: globex changed nothing of acme");
        }

        // The server functions, from those registered.
        let table = server_functions(&a);
        let registered: std::collections::BTreeMap<String, reqwest::Method> = leptos::server_fn::axum::server_fn_paths()
            .map(|(path, method)| (path.to_owned(), reqwest::Method::from_bytes(method.as_str().as_bytes()).unwrap()))
            .collect();
        let named: std::collections::BTreeSet<&str> = table.iter().map(|(path, ..)| *path).collect();
        assert_eq!(named, registered.keys().map(String::as_str).collect(), "the matrix names each server function, no more and no fewer");
        for (path, args, door) in &table {
            let method = &registered[*path];
            for (org, cookie) in [("globex", &theirs), ("acme", &foreign)] {
                let args: Vec<(&str, String)> = args.iter().map(|(k, v)| (*k, if *k == "org" { org.to_owned() } else { v.clone() })).collect();
                let request = if *method == reqwest::Method::GET {
                    no_redirects().get(app.url(path)).query(&args)
                } else {
                    no_redirects().post(app.url(path)).form(&args)
                };
                let response = request.header("cookie", cookie.as_str()).header("origin", &app.base_url).send().await.unwrap();
                let status = response.status().as_u16();
                let text = response.text().await.unwrap();
                let said = format!("{org}: {method} {path} {args:?} answered {status}: {text}");
                let sent = format!("{path} {args:?}");
                // acme's public board is anyone's to read: only what globex's admin may not
                // see is acme's secret (the private board, the customers' names).
                if org == "globex" {
                    nothing_of_acme(&acmes_words, &text, &sent, &said);
                }
                assert!(status < 500, "{said}");
                let personal = ["/fn/vote", "/fn/edit-comment", "/fn/moderate", "/fn/pin-comment", "/fn/my-activity", "/fn/my-mail-settings"];
                if org == "acme" && (personal.contains(path) || path.starts_with("/fn/admin-")) {
                    assert_eq!(status, 401, "not acme's session: {said}");
                }
                if org == "globex" && *door == Door::Refused {
                    assert!((400..500).contains(&status), "{said}");
                }
            }
        }
        assert_eq!(crate::support::rows_of(app, acme.organization.id).await, before, "globex changed nothing of acme");
        // Signing out everywhere under acme's cookie name ended no session of acme's.
        let still = no_redirects().get(app.url("/acme/admin")).header("cookie", &acme_admin).send().await.unwrap();
        assert_eq!(still.status(), 200, "acme's admin is still signed in");
        println!(
            "tenant isolation: {} form routes ({sent_forms} posts) and {} server functions sent by another organization's admin",
            routed.len(),
            registered.len()
        );
    }
}

/// A form's fields, or a server function's arguments.
type Fields = Vec<(&'static str, String)>;

/// What a form post or server function sent by globex's admin with acme's ids must do.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Door {
    /// Refused: a 4xx, or a way back with a refusal (`ok=0` in the flash, `…_error=` in the
    /// address).
    Refused,
    /// About globex's own things only.
    OwnOnly,
}

/// Every form post of the router (`web::form_routes`), by its path, with fields naming acme's
/// things (each form's actions that take an id), as globex's admin sends them to globex.
fn forms(a: &Acme, globex_post: i64) -> Vec<(&'static str, Vec<Fields>, Door)> {
    use Door::*;
    let id = |n: i64| n.to_string();
    let each = |action: &'static str, fields: &[(&'static str, String)]| {
        let mut all = vec![("action", action.to_owned())];
        all.extend(fields.iter().cloned());
        all
    };
    vec![
        ("/language", vec![vec![("lang", "de".to_owned()), ("back", format!("/acme/p/{}", a.post_slug))]], OwnOnly),
        ("/{org}/me/export.json", vec![vec![]], OwnOnly),
        ("/{org}/new", vec![vec![("title", "Into acme".to_owned()), ("bucket_id", id(a.private_bucket))]], Refused),
        ("/{org}/comment", vec![vec![("post_id", id(a.post)), ("body", "Into acme".to_owned()), ("parent_id", id(a.comment))]], Refused),
        ("/{org}/subscription", vec![vec![("post_id", id(a.post)), ("action", "subscribe".to_owned())]], Refused),
        ("/{org}/me/mail", vec![vec![("posts", "daily".to_owned())]], OwnOnly),
        ("/{org}/unsubscribe", vec![vec![("token", format!("{}.{}", a.customer, a.post))]], Refused),
        (
            "/{org}/admin/moderation",
            vec![
                vec![("decide", format!("spam post:{}", a.post)), ("block", "on".to_owned()), ("users", id(a.customer))],
                vec![("decide", format!("approve comment:{}", a.comment))],
            ],
            // Acts on globex's own queue: acme's items are not in it ("0 items").
            OwnOnly,
        ),
        (
            "/{org}/admin/statuses",
            vec![
                each("update", &[("id", id(a.status)), ("label", "Taken".to_owned()), ("kind", "planned".to_owned()), ("color", "#123456".to_owned())]),
                each("delete", &[("id", id(a.status)), ("move_to", id(a.status))]),
                each("default", &[("id", id(a.status))]),
                each("down", &[("id", id(a.status))]),
            ],
            Refused,
        ),
        (
            "/{org}/admin/boards",
            vec![
                each("update", &[("id", id(a.bucket)), ("name", "Taken".to_owned())]),
                each("default", &[("id", id(a.private_bucket))]),
                each("delete", &[("id", id(a.private_bucket)), ("move_to", id(a.bucket))]),
                each("up", &[("id", id(a.private_bucket))]),
            ],
            Refused,
        ),
        ("/{org}/admin/settings", vec![each("profile", &[("display_name", "globex Inc.".to_owned()), ("description", String::new())])], OwnOnly),
        ("/{org}/admin/settings/logo", vec![each("remove_logo", &[])], OwnOnly),
        ("/{org}/admin/team", vec![each("remove", &[("id", id(a.member))]), each("role", &[("id", id(a.member)), ("role", "admin".to_owned())])], Refused),
        ("/{org}/admin/tags", vec![each("update", &[("id", id(a.tag)), ("name", "taken".to_owned())]), each("delete", &[("id", id(a.tag))])], Refused),
        (
            "/{org}/admin/roadmaps",
            vec![each("delete", &[("id", id(a.roadmap))]), each("down", &[("id", id(a.roadmap))]), each("main", &[("id", id(a.roadmap))])],
            Refused,
        ),
        (
            "/{org}/admin/webhooks",
            vec![
                each("delete", &[("id", id(a.webhook))]),
                each("rotate", &[("id", id(a.webhook))]),
                each("test", &[("id", id(a.webhook))]),
                each("resend", &[("id", id(a.webhook)), ("delivery_id", id(a.delivery))]),
                each("delete", &[("id", id(a.slack))]),
                each("test", &[("id", id(a.slack))]),
                each("delete", &[("id", id(a.tracker))]),
            ],
            Refused,
        ),
        ("/{org}/admin/import", vec![each("run-dry-run", &[("id", id(a.import_run))])], Refused),
        ("/{org}/admin/import/export", vec![each("dry-run", &[("kind", "uservoice-csv".to_owned())])], Refused),
        (
            "/{org}/admin/integrations",
            vec![
                each("slack-delete", &[("id", id(a.slack))]),
                each("slack-test", &[("id", id(a.slack))]),
                each("slack-disable", &[("id", id(a.slack))]),
                each("tracker-delete", &[("id", id(a.tracker))]),
                each("tracker-disable", &[("id", id(a.tracker))]),
                each("tracker-rules", &[("id", id(a.tracker)), ("message", "Taken".to_owned()), ("comment", "true".to_owned())]),
                each(
                    "slack-connect",
                    &[("url", "http://127.0.0.1:9/services/T1/B1/x".to_owned()), ("bucket_id", id(a.private_bucket)), ("events", "post.created".to_owned())],
                ),
            ],
            Refused,
        ),
        (
            "/{org}/admin/changelog",
            vec![
                each("delete", &[("id", id(a.entry))]),
                each("unpublish", &[("id", id(a.entry)), ("title", "Taken".to_owned())]),
                each("publish", &[("form", "create".to_owned()), ("title", "Shipped".to_owned()), ("post_ids", id(a.post))]),
            ],
            Refused,
        ),
        (
            "/{org}/admin/post-issues",
            vec![
                vec![("post_id", id(a.post)), ("tracker_id", id(a.tracker)), ("action", "create".to_owned())],
                vec![("post_id", id(a.post)), ("tracker_id", id(a.tracker)), ("action", "link".to_owned()), ("issue", "#12".to_owned())],
                vec![("post_id", id(a.post)), ("action", "unlink".to_owned()), ("link_id", id(a.issue_link))],
            ],
            Refused,
        ),
        ("/{org}/admin/post-tags", vec![vec![("post_id", id(a.post)), ("name", "taken".to_owned())]], Refused),
        (
            "/{org}/admin/post-team",
            vec![
                vec![("post_id", id(a.post)), ("action", "owner".to_owned()), ("owner", String::new())],
                vec![("post_id", id(a.post)), ("action", "vote".to_owned()), ("email", "v@globex.test".to_owned()), ("name", "V".to_owned())],
                vec![
                    ("post_id", id(a.post)),
                    ("action", "estimates".to_owned()),
                    ("impact", "3".to_owned()),
                    ("confidence", "100".to_owned()),
                    ("effort", "1".to_owned()),
                ],
            ],
            Refused,
        ),
        (
            "/{org}/admin/merge",
            vec![vec![("duplicate_id", id(a.post)), ("into_id", id(globex_post))], vec![("duplicate_id", id(globex_post)), ("into_id", id(a.post))]],
            Refused,
        ),
        ("/{org}/admin/unmerge", vec![vec![("duplicate_id", id(a.post))]], Refused),
        (
            "/{org}/admin/customers",
            vec![
                each("block", &[("id", id(a.customer))]),
                each("star", &[("id", id(a.customer))]),
                each("labels", &[("id", id(a.customer)), ("labels", "taken".to_owned())]),
            ],
            Refused,
        ),
        ("/{org}/admin/customers.csv", vec![vec![]], OwnOnly),
        ("/{org}/admin/customers/import", vec![vec![("file", "email,name\ngrace@acme-secret.test,Renamed\n".to_owned())]], OwnOnly),
        // Makes or changes globex's own company of that external id, never acme's.
        ("/{org}/admin/companies/import", vec![vec![("file", "external_id,monthly_revenue\nacme-secret-co,5\n".to_owned())]], OwnOnly),
        ("/{org}/admin/priorities", vec![each("settings", &[("revenue_measure", "max".to_owned()), ("rice_reach", "revenue".to_owned())])], OwnOnly),
    ]
}

/// Every server function (`/fn/…`), with arguments naming acme's things, as globex's admin
/// calls it about globex.
fn server_functions(a: &Acme) -> Vec<(&'static str, Fields, Door)> {
    use Door::*;
    let id = |n: i64| n.to_string();
    let org = || ("org", "globex".to_owned());
    vec![
        (
            "/fn/signup",
            vec![org(), ("name", "Grace".to_owned()), ("email", "grace@acme-secret.test".to_owned()), ("password", "a long passphrase".to_owned())],
            OwnOnly,
        ),
        ("/fn/signin", vec![org(), ("email", "grace@acme-secret.test".to_owned()), ("password", "a long passphrase".to_owned())], OwnOnly),
        // The same answer for every address (an address without an account: asking for
        // an acme customer's reset is anyone's right, and would change acme's mail queue).
        ("/fn/forgot-password", vec![org(), ("email", "nobody@acme-secret.test".to_owned())], OwnOnly),
        ("/fn/sign-in-options", vec![org()], OwnOnly),
        // Refused where the board signs in with passwords only (globex's does).
        ("/fn/email-sign-in-link", vec![org(), ("email", "nobody@acme-secret.test".to_owned())], Refused),
        ("/fn/signup-link", vec![org(), ("name", "Nobody".to_owned()), ("email", "nobody@acme-secret.test".to_owned())], Refused),
        ("/fn/signout", vec![org()], OwnOnly),
        ("/fn/signout-everywhere", vec![org()], OwnOnly),
        // About the caller's own address only (nothing to confirm for globex's admin).
        ("/fn/send-confirmation", vec![org()], OwnOnly),
        ("/fn/my-activity", vec![org()], OwnOnly),
        ("/fn/unsubscribe-link", vec![org(), ("token", format!("{}.{}", a.customer, a.post))], Refused),
        ("/fn/my-mail-settings", vec![org()], OwnOnly),
        ("/fn/board", vec![org(), ("sort", "top".to_owned()), ("bucket", a.private_slug.clone())], Refused),
        ("/fn/organizations", vec![], OwnOnly),
        ("/fn/roadmap", vec![org(), ("roadmap", a.roadmap_slug.clone())], Refused),
        ("/fn/new-post-form", vec![org()], OwnOnly),
        ("/fn/similar", vec![org(), ("title", "acme secret post".to_owned())], OwnOnly),
        ("/fn/changelog", vec![org(), ("entry", id(a.entry))], Refused),
        ("/fn/post", vec![org(), ("slug", a.post_slug.clone())], Refused),
        ("/fn/vote", vec![org(), ("post_id", id(a.post)), ("kind", "upvote".to_owned())], Refused),
        ("/fn/edit-comment", vec![org(), ("comment_id", id(a.comment)), ("body", "Rewritten".to_owned())], Refused),
        ("/fn/moderate", vec![org(), ("post_id", id(a.post)), ("status", "planned".to_owned()), ("approval_status", "approved".to_owned())], Refused),
        ("/fn/pin-comment", vec![org(), ("comment_id", id(a.comment)), ("pinned", "true".to_owned())], Refused),
        ("/fn/admin-overview", vec![org()], OwnOnly),
        ("/fn/admin-moderation", vec![org(), ("page", "1".to_owned())], OwnOnly),
        ("/fn/admin-statuses", vec![org()], OwnOnly),
        ("/fn/admin-roadmaps", vec![org()], OwnOnly),
        ("/fn/admin-boards", vec![org()], OwnOnly),
        ("/fn/admin-settings", vec![org()], OwnOnly),
        ("/fn/admin-audit", vec![org(), ("actor", id(a.customer)), ("page", "1".to_owned())], OwnOnly),
        ("/fn/admin-team", vec![org()], OwnOnly),
        ("/fn/admin-customers", vec![org(), ("q", "grace".to_owned()), ("page", "1".to_owned())], OwnOnly),
        ("/fn/admin-customer", vec![org(), ("id", id(a.customer))], Refused),
        ("/fn/admin-companies", vec![org(), ("q", "acme".to_owned()), ("page", "1".to_owned())], OwnOnly),
        ("/fn/admin-company", vec![org(), ("id", id(a.company))], Refused),
        ("/fn/admin-priorities", vec![org(), ("sort", "revenue".to_owned()), ("company", id(a.company)), ("page", "1".to_owned())], OwnOnly),
        ("/fn/admin-tags", vec![org()], OwnOnly),
        ("/fn/admin-webhooks", vec![org()], OwnOnly),
        ("/fn/admin-integrations", vec![org()], OwnOnly),
        ("/fn/admin-imports", vec![org()], OwnOnly),
        ("/fn/admin-import-progress", vec![org(), ("id", id(a.import_run))], Refused),
        ("/fn/admin-changelog", vec![org(), ("page", "1".to_owned())], OwnOnly),
    ]
}
