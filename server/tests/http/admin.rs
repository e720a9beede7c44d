//! The team's admin area over HTTP, on SQLite and on PostgreSQL.

use crate::support::{TestApp, flash_of, no_redirects, post_form};
use app::domain::organizations::CreatedOrganization;
use app::domain::users::{self, Role};
use app::model::{Email, PostId};

on_both_backends!(crate::admin::cases =>
    the_overview_is_for_the_team_only,
    every_admin_page_answers_each_role_as_the_gate_says,
    every_admin_form_answers_each_role_as_the_gate_says,
    a_form_from_another_site_changes_nothing,
    a_key_generated_in_the_settings_is_shown_once_and_replaces_the_old_one,
    a_post_approved_in_the_queue_appears_on_the_board,
    a_status_created_on_the_roadmap_gets_its_column_and_deleting_it_moves_its_posts,
    a_refused_form_comes_back_with_its_reason_and_its_values,
    the_audit_log_lists_what_the_team_did_by_person_and_kind,
    merging_through_the_api_and_the_page_keeps_every_count_and_unmerging_restores_them,
    customers_export_as_csv_and_import_with_errors_per_row,
    a_blocked_customer_can_no_longer_vote_post_or_comment_anywhere,
    tags_are_managed_put_on_posts_and_filtered_by_through_the_api_the_pages_and_the_board,
    on_a_post_page_the_team_sets_an_owner_votes_for_a_customer_and_announces_a_status,
    the_logo_is_checked_by_its_bytes_and_shown_in_the_settings,
    webhooks_are_added_tested_and_followed_on_their_page,
    a_changelog_entry_is_drafted_published_and_shown_from_its_page,
    roadmaps_are_configured_on_their_page_and_shown_at_their_addresses,
    moves_and_the_main_roadmap_sent_at_once_leave_one_whole_order,
    companies_and_priorities_show_what_each_request_is_worth,
);

/// The admin pages and who may open them: (path, members may, csms may); admins may all.
const PAGES: [(&str, bool, bool); 17] = [
    ("/acme/admin", true, true),
    ("/acme/admin/moderation", true, true),
    ("/acme/admin/priorities", true, true),
    ("/acme/admin/companies", false, true),
    ("/acme/admin/changelog", true, true),
    ("/acme/admin/statuses", true, true),
    ("/acme/admin/tags", true, true),
    ("/acme/admin/roadmaps", true, true),
    ("/acme/admin/boards", false, false),
    ("/acme/admin/customers", false, true),
    ("/acme/admin/customers.csv", false, true),
    ("/acme/admin/team", false, false),
    ("/acme/admin/settings", false, false),
    ("/acme/admin/webhooks", false, false),
    ("/acme/admin/integrations", false, false),
    ("/acme/admin/import", false, false),
    ("/acme/admin/audit", false, false),
];

/// Status, `Location` and body of a request, with the cookie when given.
async fn fetch(request: reqwest::RequestBuilder, cookie: Option<&str>) -> (u16, Option<String>, String) {
    let request = match cookie {
        Some(cookie) => request.header("cookie", cookie),
        None => request,
    };
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    let location = response.headers().get("location").map(|l| l.to_str().unwrap().to_owned());
    (status, location, response.text().await.unwrap())
}

/// The page at `path` as the holder of `cookie`, with the flash a form just set.
async fn page_after(app: &TestApp, path: &str, cookie: &str, flash: Option<&str>) -> String {
    let cookie = match flash {
        Some(flash) => format!("{cookie}; {flash}"),
        None => cookie.to_owned(),
    };
    let (status, _, body) = fetch(no_redirects().get(app.url(path)), Some(&cookie)).await;
    assert_eq!(status, 200, "{path}: {body}");
    body
}

/// The text of the `<dd>` that follows the `<dt>` named `term` on `page`, its tags left out.
fn value_beside(page: &str, term: &str) -> String {
    let at = page.find(&format!(">{term}</dt>")).unwrap_or_else(|| panic!("no “{term}” on the page"));
    let rest = &page[at..];
    let start = rest.find("<dd").and_then(|d| rest[d..].find('>').map(|e| d + e + 1)).expect("a <dd> follows");
    let end = start + rest[start..].find("</dd>").expect("the <dd> ends");
    let mut text = String::new();
    let mut in_tag = false;
    for c in rest[start..end].chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    text.trim().to_owned()
}

/// The `Cookie` header of a signed-in user of `org` with `role` (a customer with `None`).
async fn cookie_of(app: &TestApp, org: &CreatedOrganization, email: &str, role: Option<Role>) -> String {
    crate::support::signed_in(app, org, email, "Someone", role).await.1
}

mod cases {
    use super::*;

    pub async fn every_admin_page_answers_each_role_as_the_gate_says(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let customer = cookie_of(app, &acme, "customer@x.test", None).await;
        let member = cookie_of(app, &acme, "member@x.test", Some(Role::Member)).await;
        let csm = cookie_of(app, &acme, "csm@x.test", Some(Role::Csm)).await;
        let admin = cookie_of(app, &acme, "admin@x.test", Some(Role::Admin)).await;
        let http = no_redirects();
        for (path, for_members, for_csms) in PAGES {
            let (status, location, body) = fetch(http.get(app.url(path)), None).await;
            let to_sign_in = format!("/acme/signin?redirect={path}");
            assert!(location.as_deref() == Some(to_sign_in.as_str()) || body.contains(&to_sign_in), "signed out, {path}: {status} {location:?}");
            let (status, _, body) = fetch(http.get(app.url(path)), Some(&customer)).await;
            assert_eq!(status, 404, "a customer, {path}");
            assert!(!body.contains("Admin sections"), "{path}");
            for (who, cookie, allowed) in [("member", &member, for_members), ("csm", &csm, for_csms)] {
                let (status, _, body) = fetch(http.get(app.url(path)), Some(cookie)).await;
                assert_eq!(status, if allowed { 200 } else { 403 }, "a {who}, {path}");
                if !allowed {
                    assert!(body.contains("Only admins"), "{path}: {body}");
                }
            }
            let (status, _, body) = fetch(http.get(app.url(path)), Some(&admin)).await;
            assert_eq!(status, 200, "an admin, {path}");
            if path.ends_with(".csv") {
                assert!(body.starts_with("email,name,labels"), "{body}");
                continue;
            }
            assert_eq!(body.matches("<h1").count(), 1, "one h1 on {path}");
            assert!(body.contains("aria-label=\"Admin sections\""), "{path}");
            assert!(body.contains("noindex"), "{path} is not for search engines");
        }
        // Members are not shown the sections they may not open.
        let (_, _, body) = fetch(http.get(app.url("/acme/admin")), Some(&member)).await;
        assert!(body.contains("/acme/admin/moderation") && !body.contains("/acme/admin/settings"));
    }

    pub async fn every_admin_form_answers_each_role_as_the_gate_says(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let customer = cookie_of(app, &acme, "customer@x.test", None).await;
        let member = cookie_of(app, &acme, "member@x.test", Some(Role::Member)).await;
        let admin = cookie_of(app, &acme, "admin@x.test", Some(Role::Admin)).await;
        let csm = cookie_of(app, &acme, "csm@x.test", Some(Role::Csm)).await;
        // (route, a harmless form, members may, csms may, where an admin is sent back to)
        type Form<'a> = (&'a str, Vec<(&'a str, &'a str)>, bool, bool, &'a str);
        let forms: [Form; 21] = [
            ("changelog", vec![("action", "delete"), ("id", "999999")], true, true, "/acme/admin/changelog"),
            ("moderation", vec![("decide", "approve post:999999")], true, true, "/acme/admin/moderation"),
            ("statuses", vec![("action", "create"), ("label", "Beta"), ("kind", "planned"), ("color", "#123456")], true, true, "/acme/admin/statuses"),
            ("tags", vec![("action", "create"), ("name", "Mobile")], true, true, "/acme/admin/tags"),
            ("roadmaps", vec![("action", "delete"), ("id", "999999")], true, true, "/acme/admin/roadmaps"),
            ("merge", vec![("duplicate_id", "999998"), ("into_id", "999999")], true, true, "/acme?merge_error="),
            ("unmerge", vec![("duplicate_id", "999998")], true, true, "/acme?merge_error="),
            ("post-tags", vec![("post_id", "999999"), ("name", "x")], true, true, "/acme?tag_error="),
            ("post-team", vec![("post_id", "999999"), ("action", "owner")], true, true, "/acme?team_error="),
            ("post-issues", vec![("post_id", "999999"), ("tracker_id", "999999"), ("action", "create")], true, true, "/acme?issues_error="),
            ("customers", vec![("action", "star"), ("id", "999999")], false, true, "/acme/admin/customers"),
            ("customers/import", vec![("file", "x")], false, true, "/acme/admin/customers"),
            ("companies/import", vec![("file", "x")], false, true, "/acme/admin/companies"),
            ("priorities", vec![("action", "settings"), ("revenue_measure", "sum"), ("rice_reach", "votes")], false, false, "/acme/admin/priorities"),
            ("boards", vec![("action", "create"), ("name", "Ideas")], false, false, "/acme/admin/boards"),
            ("team", vec![("action", "add"), ("email", "new@acme.test"), ("role", "member")], false, false, "/acme/admin/team"),
            ("settings", vec![("action", "moderation"), ("trust_after_approved_posts", "0")], false, false, "/acme/admin/settings"),
            ("settings/logo", vec![("logo", "x")], false, false, "/acme/admin/settings"),
            ("webhooks", vec![("action", "test"), ("id", "999999")], false, false, "/acme/admin/webhooks"),
            ("integrations", vec![("action", "slack-test"), ("id", "999999")], false, false, "/acme/admin/integrations"),
            ("import", vec![("action", "run-dry-run"), ("id", "999999")], false, false, "/acme/admin/import"),
        ];
        for (route, fields, for_members, for_csms, back) in &forms {
            let path = format!("/acme/admin/{route}");
            // Whatever is refused leaves every table of the organization as it was.
            let before = crate::support::rows_of(app, acme.organization.id).await;
            let response = no_redirects().post(app.url(&path)).header("origin", &app.base_url).form(fields).send().await.unwrap();
            assert_eq!(response.status().as_u16(), 303, "signed out, {route}");
            assert!(response.headers()["location"].to_str().unwrap().starts_with("/acme/signin?redirect=/acme"), "signed out, {route}");
            let (status, _, _) = post_form(app, &path, &customer, fields).await;
            assert_eq!(status, 404, "a customer, {route}");
            assert_eq!(crate::support::rows_of(app, acme.organization.id).await, before, "signed out or a customer, {route}: nothing changed");
            for (who, cookie, allowed) in [("member", &member, *for_members), ("csm", &csm, *for_csms), ("admin", &admin, true)] {
                let before = crate::support::rows_of(app, acme.organization.id).await;
                let (status, location, _) = post_form(app, &path, cookie, fields).await;
                if allowed {
                    assert_eq!(status, 303, "{who}, {route}");
                    assert!(location.as_deref().is_some_and(|l| l.starts_with(back)), "{who}, {route}: {location:?}");
                } else {
                    assert_eq!(status, 403, "{who}, {route}");
                    assert_eq!(crate::support::rows_of(app, acme.organization.id).await, before, "{who}, {route}: a refused form changes nothing");
                }
            }
        }
        // Nothing a refused member sent took effect: one "Ideas" board, made by the admin.
        let boards = app.get_with_key("/api/v3/buckets", &acme.api_key).await.json::<serde_json::Value>().await.unwrap();
        assert_eq!(boards["buckets"].as_array().unwrap().iter().filter(|b| b["name"] == "Ideas").count(), 1);
    }

    pub async fn a_form_from_another_site_changes_nothing(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let admin = cookie_of(app, &acme, "admin@x.test", Some(Role::Admin)).await;
        let response = no_redirects()
            .post(app.url("/acme/admin/settings"))
            .header("cookie", &admin)
            .header("origin", "https://evil.example")
            .form(&[("action", "api_key")])
            .send()
            .await
            .unwrap();
        assert_eq!(response.status().as_u16(), 403);
        assert_eq!(app.get_with_key("/api/v3/organizations/info", &acme.api_key).await.status().as_u16(), 200, "the key was not replaced");
    }

    pub async fn a_key_generated_in_the_settings_is_shown_once_and_replaces_the_old_one(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let admin = cookie_of(app, &acme, "admin@x.test", Some(Role::Admin)).await;
        let unused = page_after(app, "/acme/admin/settings", &admin, None).await;
        assert_eq!(value_beside(&unused, "Last used"), "Never", "a key nobody used yet");
        // Used once, so that the page can say when (this process remembers it before the
        // minute's flush writes it).
        assert_eq!(app.get_with_key("/api/v3/organizations/info", &acme.api_key).await.status().as_u16(), 200);
        let before = page_after(app, "/acme/admin/settings", &admin, None).await;
        assert!(before.contains(">API key</h3>") && before.contains(">Generate</button>"));
        let used = value_beside(&before, "Last used");
        assert!(used != "Never" && used.contains(&chrono::Utc::now().format("%Y").to_string()), "the page says when the key was last used: {used:?}");

        let (status, location, flash) = post_form(app, "/acme/admin/settings", &admin, &[("form", "api_key"), ("action", "api_key")]).await;
        assert_eq!((status, location.as_deref()), (303, Some("/acme/admin/settings")));
        let flash = flash.expect("the new key travels in the one-time cookie");
        let page = page_after(app, "/acme/admin/settings", &admin, Some(&flash)).await;
        let at = page.find("value=\"ub_").expect("the new key is shown") + "value=\"".len();
        let new_key = &page[at..at + 43];
        assert!(app::domain::keys::looks_like_api_key(new_key), "{new_key}");
        assert!(page.contains("shown only this once"));

        assert_eq!(app.get_with_key("/api/v3/organizations/info", &acme.api_key).await.status().as_u16(), 401, "the old key stops at once");
        assert_eq!(app.get_with_key("/api/v3/organizations/info", new_key).await.status().as_u16(), 200);
        let again = page_after(app, "/acme/admin/settings", &admin, None).await;
        assert!(!again.contains(new_key), "shown once only");
        assert!(!again.contains(&acme.organization.sso_secret), "the SSO secret is masked");
    }

    pub async fn a_post_approved_in_the_queue_appears_on_the_board(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let admin = cookie_of(app, &acme, "admin@x.test", Some(Role::Admin)).await;
        let (status, _, _) =
            post_form(app, "/acme/admin/settings", &admin, &[("action", "moderation"), ("require_approval", "true"), ("trust_after_approved_posts", "0")])
                .await;
        assert_eq!(status, 303);
        let token = app.token(&acme, "carla@x.test", "Carla");
        let created = app.post_as(&acme, &token, "Offline mode please").await;
        assert_eq!(created["approval_status"], "pending", "{created}");
        let id = created["id"].as_i64().unwrap();
        let board = reqwest::get(app.url("/acme")).await.unwrap().text().await.unwrap();
        assert!(!board.contains("Offline mode please"));
        let queue = page_after(app, "/acme/admin/moderation", &admin, None).await;
        assert!(queue.contains("aria-label=\"Approve “Offline mode please”\""), "the item's buttons name it");
        assert!(queue.contains("aria-label=\"Mark “Offline mode please” as spam\""));

        let (status, _, flash) = post_form(app, "/acme/admin/moderation", &admin, &[("decide", &format!("approve post:{id}"))]).await;
        assert_eq!(status, 303);
        let page = page_after(app, "/acme/admin/moderation", &admin, flash.as_deref()).await;
        assert!(page.contains("Approved 1 item."), "{page}");
        assert!(page.contains("Nothing waits"));
        let board = reqwest::get(app.url("/acme")).await.unwrap().text().await.unwrap();
        assert!(board.contains("Offline mode please"), "approved posts appear on the board at once");
    }

    pub async fn a_status_created_on_the_roadmap_gets_its_column_and_deleting_it_moves_its_posts(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let member = cookie_of(app, &acme, "member@x.test", Some(Role::Member)).await;
        let fields =
            [("form", "create"), ("action", "create"), ("label", "Public beta"), ("kind", "in_progress"), ("color", "#0ea5e9"), ("on_roadmap", "true")];
        let (status, _, flash) = post_form(app, "/acme/admin/statuses", &member, &fields).await;
        assert_eq!(status, 303);
        let page = page_after(app, "/acme/admin/statuses", &member, flash.as_deref()).await;
        assert!(page.contains("Status “Public beta” created."));
        let roadmap = reqwest::get(app.url("/acme/roadmap")).await.unwrap().text().await.unwrap();
        assert!(roadmap.contains("Public beta"), "the roadmap follows at once");
        // Two columns of one kind (In Progress, Public beta) are still two named regions.
        let labelled: Vec<&str> = roadmap
            .match_indices("aria-labelledby=\"")
            .map(|(at, found)| {
                let rest = &roadmap[at + found.len()..];
                &rest[..rest.find('"').unwrap()]
            })
            .collect();
        let distinct: std::collections::BTreeSet<&&str> = labelled.iter().collect();
        assert_eq!(distinct.len(), labelled.len(), "every column names itself by its own heading: {labelled:?}");

        let admin_token = app.token(&acme, "ada@acme.test", "Ada");
        let post = app.post_as(&acme, &admin_token, "Beta post").await;
        let id = post["id"].as_i64().unwrap();
        let updated = app
            .send_json(
                reqwest::Method::PUT,
                &format!("/api/v3/feature_requests/{id}"),
                &acme.api_key,
                Some(&admin_token),
                &serde_json::json!({"status": "Public beta"}),
            )
            .await;
        assert_eq!(updated.status().as_u16(), 200, "the API knows the new status at once");
        let statuses = app::domain::statuses::list(app.db.conn(), acme.organization.id).await.unwrap();
        let beta = statuses.iter().find(|s| s.label == "Public beta").unwrap().id.to_string();
        let planned = statuses.iter().find(|s| s.label == "Planned").unwrap().id.to_string();
        let (status, _, _) = post_form(app, "/acme/admin/statuses", &member, &[("action", "delete"), ("id", &beta), ("move_to", &planned)]).await;
        assert_eq!(status, 303);
        let post = app
            .get_with_key(&format!("/api/v3/feature_requests/{id}"), &acme.api_key)
            .await
            .json::<serde_json::Value>()
            .await
            .unwrap();
        assert_eq!(post["status"], "Planned", "{post}");
    }

    /// The main roadmap's columns, order, recent completed posts and visibility, and named
    /// roadmaps at their own addresses, in the navigation and the sitemap, all set through the
    /// roadmaps page's plain forms.
    pub async fn roadmaps_are_configured_on_their_page_and_shown_at_their_addresses(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let member = cookie_of(app, &acme, "member@x.test", Some(Role::Member)).await;
        let statuses = app::domain::statuses::list(app.db.conn(), acme.organization.id).await.unwrap();
        let column = |label: &str| format!("column_{}", statuses.iter().find(|s| s.label == label).unwrap().id);
        let (completed, planned, in_progress) = (column("Completed"), column("Planned"), column("In Progress"));
        let anonymous = |path: &'static str| async move {
            let response = reqwest::get(app.url(path)).await.unwrap();
            (response.status().as_u16(), response.text().await.unwrap())
        };
        let headings = |page: &str| -> Vec<String> {
            page.match_indices("<h2 id=\"column-")
                .map(|(at, _)| {
                    let rest = &page[at..];
                    let text = &rest[rest.find('>').unwrap() + 1..];
                    text[..text.find('<').unwrap()].to_owned()
                })
                .collect()
        };

        // The main roadmap: Completed first, then Planned, In Progress left out; the last 14 days.
        let main = [("form", "main"), ("action", "main"), (&completed, "1"), (&planned, "2"), (&in_progress, ""), ("completed_days", "14")];
        let (status, location, flash) = post_form(app, "/acme/admin/roadmaps", &member, &main).await;
        assert_eq!((status, location.as_deref()), (303, Some("/acme/admin/roadmaps")));
        let page = page_after(app, "/acme/admin/roadmaps", &member, flash.as_deref()).await;
        assert!(page.contains("Main roadmap saved."), "{page}");
        let (status, roadmap) = anonymous("/acme/roadmap").await;
        assert_eq!(status, 200);
        assert_eq!(headings(&roadmap), ["Completed", "Planned"]);
        assert!(roadmap.contains("Completed: posts of the last 14 days.") && roadmap.contains("Nothing completed in the last 14 days."), "{roadmap}");

        // A named roadmap of the default board's planned posts.
        let board = acme.default_bucket.id.to_string();
        let named = [("form", "create"), ("action", "create"), ("name", "Q1 2027"), (&planned, "1"), ("buckets", &board)];
        let (status, _, flash) = post_form(app, "/acme/admin/roadmaps", &member, &named).await;
        assert_eq!(status, 303);
        assert!(page_after(app, "/acme/admin/roadmaps", &member, flash.as_deref()).await.contains("Roadmap “Q1 2027” created."));
        let (status, q1) = anonymous("/acme/roadmap/q1-2027").await;
        assert_eq!(status, 200, "{q1}");
        assert!(q1.contains("<h1 dir=\"auto\">Q1 2027</h1>") && q1.contains("<title>Q1 2027 · "), "{q1}");
        assert_eq!(headings(&q1), ["Planned"]);
        let (_, board_page) = anonymous("/acme").await;
        assert!(board_page.contains("href=\"/acme/roadmap\"") && board_page.contains("href=\"/acme/roadmap/q1-2027\""), "the navigation lists both");
        let (_, sitemap) = anonymous("/acme/sitemaps/1.xml").await;
        assert!(sitemap.contains("/acme/roadmap</loc>") && sitemap.contains("/acme/roadmap/q1-2027</loc>"), "{sitemap}");

        // Refused: the reason, and what was typed, come back.
        let bad = [("form", "create"), ("action", "create"), ("name", "Q2 2027"), (&planned, "0"), ("buckets", &board)];
        let (_, _, flash) = post_form(app, "/acme/admin/roadmaps", &member, &bad).await;
        let page = page_after(app, "/acme/admin/roadmaps", &member, flash.as_deref()).await;
        assert!(page.contains("role=\"alert\"") && page.contains("olumn of “Planned” must be a whole number from 1 to 99"), "{page}");
        assert!(page.contains("value=\"Q2 2027\""), "the name is kept");
        assert_eq!(anonymous("/acme/roadmap/q2-2027").await.0, 404);

        // Hidden: not found for others, seen by the team with a note, gone from the navigation.
        let id = app::domain::roadmaps::list(app.db.conn(), acme.organization.id).await.unwrap()[0].id.to_string();
        let hide = [("form", "x"), ("action", "update"), ("id", &id), ("name", "Q1 2027"), (&planned, "1"), ("hidden", "true")];
        assert_eq!(post_form(app, "/acme/admin/roadmaps", &member, &hide).await.0, 303);
        assert_eq!(anonymous("/acme/roadmap/q1-2027").await.0, 404);
        assert!(
            page_after(app, "/acme/roadmap/q1-2027", &member, None)
                .await
                .contains("This roadmap is hidden: only your team sees it.")
        );
        let hide_main = [("form", "main"), ("action", "main"), (&completed, "1"), ("hidden", "true")];
        assert_eq!(post_form(app, "/acme/admin/roadmaps", &member, &hide_main).await.0, 303);
        assert_eq!(anonymous("/acme/roadmap").await.0, 404);
        let (_, board_page) = anonymous("/acme").await;
        assert!(!board_page.contains("/acme/roadmap"), "no roadmap left to link to");
        let audit = app::domain::admin::audit::list(app.db.conn(), acme.organization.id, &Default::default(), 1).await.unwrap();
        assert!(audit.entries.iter().any(|e| e.action == "roadmap.created"), "{:?}", audit.entries.iter().map(|e| &e.action).collect::<Vec<_>>());
    }

    /// Many "Move up"/"Move down" presses on roadmaps, statuses and boards, and the main
    /// roadmap saved with different columns, all at once: each list ends in one whole order
    /// (every place taken once) and the main roadmap is one of the saved ones, never a mix.
    pub async fn moves_and_the_main_roadmap_sent_at_once_leave_one_whole_order(app: &TestApp) {
        use app::entities::status;
        use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
        let acme = app.create_org("acme").await;
        let org = acme.organization.id;
        let admin = cookie_of(app, &acme, "admin@x.test", Some(Role::Admin)).await;
        let statuses = app::domain::statuses::list(app.db.conn(), org).await.unwrap();
        let planned = format!("column_{}", statuses[0].id);
        for name in ["Q1", "Q2", "Q3", "Q4"] {
            let form = [("action", "create"), ("name", name), (planned.as_str(), "1")];
            assert_eq!(post_form(app, "/acme/admin/roadmaps", &admin, &form).await.0, 303);
        }
        for name in ["Mobile", "API", "Billing"] {
            assert_eq!(post_form(app, "/acme/admin/boards", &admin, &[("action", "create"), ("name", name)]).await.0, 303);
        }
        let roadmaps: Vec<String> = app::domain::roadmaps::list(app.db.conn(), org).await.unwrap().iter().map(|r| r.id.to_string()).collect();
        let status_ids: Vec<String> = statuses.iter().map(|s| s.id.to_string()).collect();
        let boards: Vec<String> = app::domain::buckets::list(app.db.conn(), org, true).await.unwrap().iter().map(|b| b.id.to_string()).collect();
        // Two layouts of the main roadmap: the first three statuses, or the last three reversed.
        let column = |at: usize| format!("column_{}", statuses[at].id);
        let n = statuses.len();
        let layouts: [Vec<(String, String)>; 2] = [
            (0..n).map(|at| (column(at), if at < 3 { (at + 1).to_string() } else { String::new() })).collect(),
            (0..n).map(|at| (column(at), if at + 3 >= n { (n - at).to_string() } else { String::new() })).collect(),
        ];
        let mut presses = Vec::new();
        for round in 0..18 {
            for (page, ids) in [("roadmaps", &roadmaps), ("statuses", &status_ids), ("boards", &boards)] {
                let id = ids[(round * 5 + 1) % ids.len()].clone();
                let action = if round % 3 == 0 { "down" } else { "up" };
                let path = format!("/acme/admin/{page}");
                let admin = admin.clone();
                presses.push(Box::pin(async move { post_form(app, &path, &admin, &[("action", action), ("id", &id)]).await.0 })
                    as std::pin::Pin<Box<dyn std::future::Future<Output = u16>>>);
            }
            let mut main: Vec<(String, String)> = layouts[round % 2].clone();
            main.push(("action".to_owned(), "main".to_owned()));
            main.push(("completed_days".to_owned(), if round % 2 == 0 { "7" } else { "30" }.to_owned()));
            let admin = admin.clone();
            presses.push(Box::pin(async move {
                let fields: Vec<(&str, &str)> = main.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
                post_form(app, "/acme/admin/roadmaps", &admin, &fields).await.0
            }));
        }
        let answers = futures::future::join_all(presses).await;
        assert!(answers.iter().all(|s| *s == 303), "{answers:?}");

        let whole = |mut places: Vec<i32>, what: &str| {
            places.sort_unstable();
            assert_eq!(places, (0..places.len() as i32).collect::<Vec<_>>(), "{what}: every place taken once");
        };
        let conn = app.db.conn();
        whole(app::domain::roadmaps::list(conn, org).await.unwrap().iter().map(|r| r.position).collect(), "roadmaps");
        let stored = status::Entity::find().filter(status::Column::OrganizationId.eq(org)).all(conn).await.unwrap();
        whole(stored.iter().map(|s| s.position).collect(), "statuses");
        whole(app::domain::buckets::list(conn, org, true).await.unwrap().iter().map(|b| b.position).collect(), "boards");
        // The main roadmap: one layout whole, with its own recent-completed limit.
        let mut shown: Vec<&status::Model> = stored.iter().filter(|s| s.on_roadmap).collect();
        shown.sort_by_key(|s| s.roadmap_position);
        let shown: Vec<app::model::StatusId> = shown.iter().map(|s| s.id).collect();
        let first: Vec<app::model::StatusId> = statuses[..3].iter().map(|s| s.id).collect();
        let last: Vec<app::model::StatusId> = statuses[n - 3..].iter().rev().map(|s| s.id).collect();
        let days = app::entities::organization::Entity::find_by_id(org).one(conn).await.unwrap().unwrap().roadmap_completed_days;
        assert!((shown == first && days == Some(7)) || (shown == last && days == Some(30)), "one layout whole: {shown:?}, {days:?}");
    }

    pub async fn a_refused_form_comes_back_with_its_reason_and_its_values(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let admin = cookie_of(app, &acme, "admin@x.test", Some(Role::Admin)).await;
        let (_, _, flash) = post_form(
            app,
            "/acme/admin/statuses",
            &admin,
            &[("form", "create"), ("action", "create"), ("label", "Planned"), ("kind", "planned"), ("color", "#123456")],
        )
        .await;
        let page = page_after(app, "/acme/admin/statuses", &admin, flash.as_deref()).await;
        assert!(page.contains("role=\"alert\"") && page.contains("A status named “Planned” already exists."), "{page}");
        let (_, _, flash) = post_form(app, "/acme/admin/boards", &admin, &[("form", "create"), ("action", "create"), ("name", "   ")]).await;
        let page = page_after(app, "/acme/admin/boards", &admin, flash.as_deref()).await;
        assert!(page.contains("can&#x27;t be blank") || page.contains("can't be blank"), "{page}");
        let (_, _, flash) = post_form(
            app,
            "/acme/admin/settings",
            &admin,
            &[("form", "profile"), ("action", "profile"), ("display_name", "Acme Labs"), ("url", "javascript:alert(1)"), ("time_zone", "UTC")],
        )
        .await;
        let page = page_after(app, "/acme/admin/settings", &admin, flash.as_deref()).await;
        assert!(page.contains("must be an http:// or https:// address"));
        assert!(page.contains("value=\"Acme Labs\""), "what was typed is kept");
        // The organization's only admin cannot step down.
        let ada = app::domain::admin::team::rows(&app.db, acme.organization.id)
            .await
            .unwrap()
            .into_iter()
            .find(|r| r.role == "admin" && r.email == "ada@acme.test")
            .unwrap();
        let (_, _, flash) = post_form(app, "/acme/admin/team", &admin, &[("action", "remove"), ("id", &ada.id.to_string())]).await;
        assert!(
            page_after(app, "/acme/admin/team", &admin, flash.as_deref()).await.contains("Ada is no longer on the team."),
            "another admin (the test's) remains"
        );
        let me = app::domain::admin::team::rows(&app.db, acme.organization.id)
            .await
            .unwrap()
            .into_iter()
            .find(|r| r.role == "admin")
            .unwrap();
        let (_, _, flash) = post_form(app, "/acme/admin/team", &admin, &[("action", "role"), ("id", &me.id.to_string()), ("role", "member")]).await;
        let page = page_after(app, "/acme/admin/team", &admin, flash.as_deref()).await;
        assert!(page.contains("without an admin"), "the last admin is told why: {page}");
    }

    pub async fn the_audit_log_lists_what_the_team_did_by_person_and_kind(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let admin = cookie_of(app, &acme, "admin@x.test", Some(Role::Admin)).await;
        let member = cookie_of(app, &acme, "member@x.test", Some(Role::Member)).await;
        post_form(app, "/acme/admin/statuses", &member, &[("action", "create"), ("label", "Beta"), ("kind", "planned"), ("color", "#123456")]).await;
        post_form(app, "/acme/admin/boards", &admin, &[("action", "create"), ("name", "Ideas")]).await;
        let all = page_after(app, "/acme/admin/audit", &admin, None).await;
        let all = &all[all.find("<tbody>").expect("a table of entries")..];
        let (created_board, created_status) = (all.find("Created a board").unwrap(), all.find("Created a status").unwrap());
        assert!(created_board < created_status, "newest first");
        let by_kind = page_after(app, "/acme/admin/audit?action=status.created", &admin, None).await;
        assert!(by_kind.contains("<option value=\"status.created\" selected"), "the filter shows what it filters by");
        assert!(by_kind.contains(">Beta<") && !by_kind.contains(">Ideas<"));
        let member_id = users::find_by_email(app.db.conn(), acme.organization.id, &Email::parse("member@x.test").unwrap())
            .await
            .unwrap()
            .unwrap()
            .id;
        let by_member = page_after(app, &format!("/acme/admin/audit?actor={member_id}"), &admin, None).await;
        assert!(by_member.contains(">Beta<") && !by_member.contains(">Ideas<"));
        let (status, _, _) = fetch(no_redirects().get(app.url("/acme/admin/audit?action=nonsense")), Some(&admin)).await;
        assert_eq!(status, 422, "an unknown kind is a clear error");
    }

    pub async fn the_overview_is_for_the_team_only(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let http = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().unwrap();
        let page = |cookie: Option<String>| {
            let mut request = http.get(app.url("/acme/admin"));
            if let Some(cookie) = cookie {
                request = request.header("cookie", cookie);
            }
            async move {
                let response = request.send().await.unwrap();
                let status = response.status().as_u16();
                let location = response.headers().get("location").map(|l| l.to_str().unwrap().to_owned());
                (status, location, response.text().await.unwrap())
            }
        };
        let (status, location, body) = page(None).await;
        let to_sign_in = "/acme/signin?redirect=/acme/admin";
        assert!(location.as_deref() == Some(to_sign_in) || body.contains(to_sign_in), "signed out: {status} {location:?}");
        let (status, _, body) = page(Some(cookie_of(app, &acme, "customer@x.test", None).await)).await;
        assert_eq!(status, 404, "a customer is not told the area exists");
        assert!(!body.contains("Overview"));
        for (email, role) in [("member@x.test", Role::Member), ("csm@x.test", Role::Csm), ("admin@x.test", Role::Admin)] {
            let (status, _, body) = page(Some(cookie_of(app, &acme, email, Some(role)).await)).await;
            assert_eq!(status, 200, "{role:?}");
            for part in
                ["<h1>Overview</h1>", "Waiting for the team", "Last 7 days", "Last 30 days", "<svg", "Posts and votes per day, last 30 days", "Trending"]
            {
                assert!(body.contains(part), "{role:?}: {part}");
            }
            assert!(body.contains("href=\"/acme/admin\">Admin</a>"), "the header links the team to the admin area");
        }
        // Another organization's team member is a stranger here.
        let globex = app.create_org("globex").await;
        let theirs = cookie_of(app, &globex, "boss@globex.test", Some(Role::Admin)).await;
        // Globex's session, sent under the name acme's pages read: it must not open acme.
        let token = theirs.split_once('=').unwrap().1;
        let stranger = format!("{}={token}", app::api::session::cookie_name("acme"));
        let (status, location, body) = page(Some(stranger)).await;
        assert!(location.as_deref() == Some(to_sign_in) || body.contains(to_sign_in), "not signed in to acme: {status}");
        // The board does not show customers the link.
        let board = http
            .get(app.url("/acme"))
            .header("cookie", cookie_of(app, &acme, "other@x.test", None).await)
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        assert!(!board.contains("/acme/admin"));
    }

    pub async fn merging_through_the_api_and_the_page_keeps_every_count_and_unmerging_restores_them(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let team = app.token(&acme, "ada@acme.test", "Ada");
        let api = |method: reqwest::Method, path: &str, token: &str| app.request(method, path, &acme.api_key, Some(token));
        let create = |title: &'static str| {
            let request =
                api(reqwest::Method::POST, "/api/v3/feature_requests", &team).json(&serde_json::json!({"title": title, "bucket_id": acme.default_bucket.id}));
            async move { request.send().await.unwrap().json::<serde_json::Value>().await.unwrap() }
        };
        let original = create("Dark mode").await;
        let duplicate = create("Dark theme").await;
        let (original_id, duplicate_id) = (original["id"].as_i64().unwrap(), duplicate["id"].as_i64().unwrap());
        // Grace votes on both, Linus on the duplicate only.
        for (email, posts) in [("grace@x.test", vec![original_id, duplicate_id]), ("linus@x.test", vec![duplicate_id])] {
            let token = app.token(&acme, email, "Voter");
            for id in posts {
                assert_eq!(
                    api(reqwest::Method::POST, &format!("/api/v3/feature_requests/{id}/votes"), &token)
                        .send()
                        .await
                        .unwrap()
                        .status()
                        .as_u16(),
                    201
                );
            }
        }
        let customer = app.token(&acme, "grace@x.test", "Grace");
        let refused = api(reqwest::Method::POST, &format!("/api/v3/feature_requests/{duplicate_id}/merge"), &customer)
            .json(&serde_json::json!({"into_id": original_id}))
            .send()
            .await
            .unwrap();
        assert_eq!(refused.status().as_u16(), 403);
        assert_eq!(refused.json::<serde_json::Value>().await.unwrap()["error"], "ERROR_CODE_FORBIDDEN");
        let bad = api(reqwest::Method::POST, &format!("/api/v3/feature_requests/{duplicate_id}/merge"), &team)
            .json(&serde_json::json!({"into_id": "one"}))
            .send()
            .await
            .unwrap();
        assert_eq!(bad.status().as_u16(), 422);

        let merged = api(reqwest::Method::POST, &format!("/api/v3/feature_requests/{duplicate_id}/merge"), &team)
            .json(&serde_json::json!({"into_id": original_id}))
            .send()
            .await
            .unwrap();
        assert_eq!(merged.status().as_u16(), 200);
        let target = merged.json::<serde_json::Value>().await.unwrap();
        assert_eq!((target["id"].as_i64(), target["votes_count"].as_i64()), (Some(original_id), Some(2)), "Grace counted once, Linus added: {target}");
        let list = app.get_with_key("/api/v3/feature_requests", &acme.api_key).await.json::<serde_json::Value>().await.unwrap();
        assert!(list["feature_requests"].as_array().unwrap().iter().all(|p| p["id"] != duplicate_id), "the duplicate is hidden");
        let to = no_redirects().get(app.url(&format!("/acme/p/{}", duplicate["slug"].as_str().unwrap()))).send().await.unwrap();
        let target_path = format!("/acme/p/{}", original["slug"].as_str().unwrap());
        let redirected = to.headers().get("location").map(|l| l.to_str().unwrap().to_owned());
        let body = to.text().await.unwrap();
        assert!(redirected.as_deref() == Some(target_path.as_str()) || body.contains(&target_path), "the duplicate's address leads to the target");
        let page = reqwest::get(app.url(&target_path)).await.unwrap().text().await.unwrap();
        assert!(page.contains("Merged into this post") && page.contains("“Dark theme”: 2 votes"), "the notice says what was merged");

        let back = api(reqwest::Method::DELETE, &format!("/api/v3/feature_requests/{duplicate_id}/merge"), &team).send().await.unwrap();
        assert_eq!(back.status().as_u16(), 200);
        let duplicate = back.json::<serde_json::Value>().await.unwrap();
        assert_eq!(duplicate["votes_count"], 2);
        let original = app
            .get_with_key(&format!("/api/v3/feature_requests/{original_id}"), &acme.api_key)
            .await
            .json::<serde_json::Value>()
            .await
            .unwrap();
        assert_eq!(original["votes_count"], 1, "as before the merge");

        // The same from the post page, as a team member without JavaScript.
        let member = cookie_of(app, &acme, "member@x.test", Some(Role::Member)).await;
        let dup_page = format!("/acme/p/{}", duplicate["slug"].as_str().unwrap());
        let found = page_after(app, &format!("{dup_page}?merge_search=dark+mode"), &member, None).await;
        assert!(found.contains("aria-label=\"Merge into “Dark mode”\""), "the search offers the original");
        let response = no_redirects()
            .post(app.url("/acme/admin/merge"))
            .header("cookie", &member)
            .header("origin", &app.base_url)
            .header("referer", app.url(&dup_page))
            .form(&[("duplicate_id", duplicate_id.to_string()), ("into_id", original_id.to_string())])
            .send()
            .await
            .unwrap();
        assert_eq!(response.status().as_u16(), 303);
        assert_eq!(response.headers()["location"].to_str().unwrap(), format!("{target_path}#merged"));
        let original = app
            .get_with_key(&format!("/api/v3/feature_requests/{original_id}"), &acme.api_key)
            .await
            .json::<serde_json::Value>()
            .await
            .unwrap();
        assert_eq!(original["votes_count"], 2);
    }

    pub async fn customers_export_as_csv_and_import_with_errors_per_row(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let csm = cookie_of(app, &acme, "csm@x.test", Some(Role::Csm)).await;
        let file = "email,name,labels,starred\ngrace@x.test,=Grace,vip;navy,true\nnot-an-email,Bob,,\nalan@x.test,Alan,,maybe\nlinus@x.test,Linus,,false\n";
        let form = reqwest::multipart::Form::new()
            .part("file", reqwest::multipart::Part::bytes(file.as_bytes().to_vec()).file_name("customers.csv").mime_str("text/csv").unwrap());
        let response = no_redirects()
            .post(app.url("/acme/admin/customers/import"))
            .header("cookie", &csm)
            .header("origin", &app.base_url)
            .multipart(form)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status().as_u16(), 303);
        let page = page_after(app, "/acme/admin/customers", &csm, flash_of(&response).as_deref()).await;
        assert!(page.contains("2 customers imported or updated; 2 rows not imported."), "{page}");
        assert!(page.contains("Row 3 (not-an-email): email is invalid"), "{page}");
        assert!(page.contains("Row 4 (alan@x.test): starred must be true or false") || page.contains("Row 4: starred must be true or false"), "{page}");
        let (status, _, csv) = fetch(no_redirects().get(app.url("/acme/admin/customers.csv")), Some(&csm)).await;
        assert_eq!(status, 200);
        // As a browser asks for it (compressed): the stream ends cleanly, whole.
        let zipped = no_redirects()
            .get(app.url("/acme/admin/customers.csv"))
            .header("cookie", &csm)
            .header("accept-encoding", "gzip")
            .send()
            .await
            .unwrap();
        assert_eq!(zipped.headers()["content-encoding"], "gzip");
        let bytes = zipped.bytes().await.expect("the whole body arrives");
        let mut unzipped = String::new();
        std::io::Read::read_to_string(&mut flate2::read::GzDecoder::new(&bytes[..]), &mut unzipped).unwrap();
        assert_eq!(unzipped, csv);
        let lines: Vec<&str> = csv.lines().collect();
        assert_eq!(lines[0], "email,name,labels,starred,blocked,posts,votes,comments,created_at");
        assert_eq!(lines.len(), 3, "two customers, never the team: {csv}");
        assert!(csv.contains("grace@x.test,'=Grace,navy;vip,true,false"), "a formula is defused: {csv}");
        // Imported again, the exported file changes nothing and creates no one.
        let form = reqwest::multipart::Form::new().part("file", reqwest::multipart::Part::bytes(csv.into_bytes()).file_name("again.csv"));
        let reimported = no_redirects()
            .post(app.url("/acme/admin/customers/import"))
            .header("cookie", &csm)
            .header("origin", &app.base_url)
            .multipart(form)
            .send()
            .await
            .unwrap();
        assert_eq!(reimported.status().as_u16(), 303);
        let page = page_after(app, "/acme/admin/customers", &csm, flash_of(&reimported).as_deref()).await;
        assert!(page.contains("2 customers imported or updated; 0 rows not imported."), "{page}");
        // The defusing quote is the export's, not the name's: the name stays what Grace is called.
        let grace = users::find_by_email(app.db.conn(), acme.organization.id, &Email::parse("grace@x.test").unwrap())
            .await
            .unwrap()
            .unwrap();
        assert_eq!(grace.name, "=Grace");
        let (_, _, again) = fetch(no_redirects().get(app.url("/acme/admin/customers.csv")), Some(&csm)).await;
        assert_eq!(again.lines().count(), 3);
        assert!(again.contains("grace@x.test,'=Grace,navy;vip,true,false"));
        let found = page_after(app, "/acme/admin/customers?q=gra&label=vip", &csm, None).await;
        assert!(found.contains("grace@x.test") && !found.contains("linus@x.test"));
    }

    pub async fn a_blocked_customer_can_no_longer_vote_post_or_comment_anywhere(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let admin = cookie_of(app, &acme, "admin@x.test", Some(Role::Admin)).await;
        let grace = app.token(&acme, "grace@x.test", "Grace");
        let post = app.post_as(&acme, &grace, "Before the block").await;
        let post_id = post["id"].as_i64().unwrap();
        let grace_id = users::find_by_email(app.db.conn(), acme.organization.id, &Email::parse("grace@x.test").unwrap())
            .await
            .unwrap()
            .unwrap()
            .id;
        let (status, _, _) = post_form(app, "/acme/admin/customers", &admin, &[("action", "block"), ("id", &grace_id.to_string())]).await;
        assert_eq!(status, 303);
        for (method, path, body) in [
            (reqwest::Method::POST, format!("/api/v3/feature_requests/{post_id}/votes"), serde_json::json!({})),
            (reqwest::Method::POST, "/api/v3/feature_requests".to_owned(), serde_json::json!({"title": "After", "bucket_id": acme.default_bucket.id})),
            (reqwest::Method::POST, "/api/v3/comments".to_owned(), serde_json::json!({"feature_request_id": post_id, "comment": "Hi"})),
        ] {
            let response = app.request(method, &path, &acme.api_key, Some(&grace)).json(&body).send().await.unwrap();
            assert_eq!(response.status().as_u16(), 403, "{path}");
            assert_eq!(response.json::<serde_json::Value>().await.unwrap()["error"], "ERROR_CODE_FORBIDDEN");
        }
        // In the browser her session no longer counts: a vote is refused, and nothing is counted.
        let grace_user = users::find_by_email(app.db.conn(), acme.organization.id, &Email::parse("grace@x.test").unwrap())
            .await
            .unwrap()
            .unwrap();
        let cookie = crate::support::session_cookie(app, "acme", grace_user).await;
        let vote = app
            .http
            .post(app.url("/fn/vote"))
            .header("cookie", &cookie)
            .header("origin", &app.base_url)
            .form(&[("org", "acme"), ("post_id", &post_id.to_string()), ("kind", "upvote")])
            .send()
            .await
            .unwrap();
        assert_eq!(vote.status().as_u16(), 401, "a blocked customer's session signs no one in");
        let counted = app
            .get_with_key(&format!("/api/v3/feature_requests/{post_id}"), &acme.api_key)
            .await
            .json::<serde_json::Value>()
            .await
            .unwrap();
        assert_eq!(counted["votes_count"], 0);
        let (status, _, _) = post_form(app, "/acme/admin/customers", &admin, &[("action", "unblock"), ("id", &grace_id.to_string())]).await;
        assert_eq!(status, 303);
        let vote = app
            .send_json(reqwest::Method::POST, &format!("/api/v3/feature_requests/{post_id}/votes"), &acme.api_key, Some(&grace), &serde_json::json!({}))
            .await;
        assert_eq!(vote.status().as_u16(), 201, "unblocked, she votes again");
    }

    pub async fn tags_are_managed_put_on_posts_and_filtered_by_through_the_api_the_pages_and_the_board(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let team = app.token(&acme, "ada@acme.test", "Ada");
        let customer = app.token(&acme, "grace@x.test", "Grace");
        let api = |method: reqwest::Method, path: &str, token: Option<&str>| app.request(method, path, &acme.api_key, token);
        let refused = api(reqwest::Method::POST, "/api/v3/tags", Some(&customer))
            .json(&serde_json::json!({"name": "Mobile"}))
            .send()
            .await
            .unwrap();
        assert_eq!(refused.status().as_u16(), 403, "writes are the team's");
        let created = api(reqwest::Method::POST, "/api/v3/tags", Some(&team))
            .json(&serde_json::json!({"name": "Mobile", "color": "#0EA5E9"}))
            .send()
            .await
            .unwrap();
        assert_eq!(created.status().as_u16(), 201);
        let mobile = created.json::<serde_json::Value>().await.unwrap();
        assert_eq!((mobile["name"].as_str(), mobile["color"].as_str()), (Some("Mobile"), Some("#0ea5e9")));
        let twice = api(reqwest::Method::POST, "/api/v3/tags", Some(&team))
            .json(&serde_json::json!({"name": "mobile"}))
            .send()
            .await
            .unwrap();
        assert_eq!(twice.status().as_u16(), 422, "names are unique ignoring case");
        let bad = api(reqwest::Method::POST, "/api/v3/tags", Some(&team)).json(&serde_json::json!({"name": 5})).send().await.unwrap();
        assert_eq!(bad.status().as_u16(), 422);

        let mut ids = Vec::new();
        for title in ["Offline mode", "Widgets", "Dark mode"] {
            let post = api(reqwest::Method::POST, "/api/v3/feature_requests", Some(&team))
                .json(&serde_json::json!({"title": title, "bucket_id": acme.default_bucket.id}))
                .send()
                .await
                .unwrap()
                .json::<serde_json::Value>()
                .await
                .unwrap();
            ids.push(post["id"].as_i64().unwrap());
        }
        let tagged = api(reqwest::Method::PUT, &format!("/api/v3/feature_requests/{}", ids[0]), Some(&team))
            .json(&serde_json::json!({"tags": ["mobile", "Sync"]}))
            .send()
            .await
            .unwrap();
        assert_eq!(tagged.status().as_u16(), 200);
        assert_eq!(tagged.json::<serde_json::Value>().await.unwrap()["tags"], serde_json::json!(["Mobile", "Sync"]), "an existing tag by name, a new one made");
        api(reqwest::Method::PUT, &format!("/api/v3/feature_requests/{}", ids[1]), Some(&team))
            .json(&serde_json::json!({"tags": ["Mobile"]}))
            .send()
            .await
            .unwrap();
        let by_customer = api(reqwest::Method::PUT, &format!("/api/v3/feature_requests/{}", ids[2]), Some(&customer))
            .json(&serde_json::json!({"tags": ["Mobile"]}))
            .send()
            .await
            .unwrap();
        assert_eq!(by_customer.status().as_u16(), 403, "tags are a team field");
        let titles = |path: &'static str| {
            let request = app.get_with_key(path, &acme.api_key);
            async move {
                let list = request.await.json::<serde_json::Value>().await.unwrap();
                let mut titles: Vec<String> = list["feature_requests"].as_array().unwrap().iter().map(|p| p["title"].as_str().unwrap().to_owned()).collect();
                titles.sort();
                titles
            }
        };
        assert_eq!(titles("/api/v3/feature_requests?tags[]=mobile").await, ["Offline mode", "Widgets"]);
        assert_eq!(titles("/api/v3/feature_requests?tags[]=mobile&tags[]=sync").await, ["Offline mode"], "every tag named");
        assert!(titles("/api/v3/feature_requests?tags[]=nope").await.is_empty());
        let all = app.get_with_key("/api/v3/tags", &acme.api_key).await.json::<serde_json::Value>().await.unwrap();
        assert_eq!(all["tags"].as_array().unwrap().iter().map(|t| t["name"].as_str().unwrap()).collect::<Vec<_>>(), ["Mobile", "Sync"]);

        let board = reqwest::get(app.url("/acme?tag=Sync")).await.unwrap().text().await.unwrap();
        assert!(board.contains("Offline mode") && !board.contains("Widgets") && board.contains("Posts tagged “Sync”"));
        assert_eq!(reqwest::get(app.url("/acme?tag=nope")).await.unwrap().status().as_u16(), 404);

        // From a post's page, as a member: add, then remove a tag.
        let member = cookie_of(app, &acme, "member@x.test", Some(Role::Member)).await;
        let widgets = app
            .get_with_key(&format!("/api/v3/feature_requests/{}", ids[1]), &acme.api_key)
            .await
            .json::<serde_json::Value>()
            .await
            .unwrap();
        let page = format!("/acme/p/{}", widgets["slug"].as_str().unwrap());
        let post_tag = |action: &'static str, name: &'static str| {
            no_redirects()
                .post(app.url("/acme/admin/post-tags"))
                .header("cookie", &member)
                .header("origin", &app.base_url)
                .header("referer", app.url(&page))
                .form(&[("post_id", ids[1].to_string()), ("name", name.to_owned()), ("action", action.to_owned())])
                .send()
        };
        assert_eq!(post_tag("add", "Desktop").await.unwrap().status().as_u16(), 303);
        assert_eq!(post_tag("remove", "mobile").await.unwrap().status().as_u16(), 303);
        let shown = page_after(app, &page, &member, None).await;
        assert!(shown.contains("aria-label=\"Remove tag Desktop\"") && !shown.contains("Remove tag Mobile"), "{shown}");
        let mobile_id = mobile["id"].as_i64().unwrap();
        let deleted = api(reqwest::Method::DELETE, &format!("/api/v3/tags/{mobile_id}"), Some(&team)).send().await.unwrap();
        assert_eq!(deleted.status().as_u16(), 200);
        let offline = app
            .get_with_key(&format!("/api/v3/feature_requests/{}", ids[0]), &acme.api_key)
            .await
            .json::<serde_json::Value>()
            .await
            .unwrap();
        assert_eq!(offline["tags"], serde_json::json!(["Sync"]), "a deleted tag leaves its posts");
    }

    pub async fn on_a_post_page_the_team_sets_an_owner_votes_for_a_customer_and_announces_a_status(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let member = cookie_of(app, &acme, "member@x.test", Some(Role::Member)).await;
        let team = app.token(&acme, "ada@acme.test", "Ada");
        let post = app.post_as(&acme, &team, "Calendar export").await;
        let (id, page) = (post["id"].as_i64().unwrap(), format!("/acme/p/{}", post["slug"].as_str().unwrap()));
        let send = |fields: Vec<(&'static str, String)>| {
            no_redirects()
                .post(app.url("/acme/admin/post-team"))
                .header("cookie", &member)
                .header("origin", &app.base_url)
                .header("referer", app.url(&page))
                .form(&fields)
                .send()
        };
        let member_id = users::find_by_email(app.db.conn(), acme.organization.id, &Email::parse("member@x.test").unwrap())
            .await
            .unwrap()
            .unwrap()
            .id;
        let owned = send(vec![("post_id", id.to_string()), ("action", "owner".into()), ("owner", member_id.to_string())]).await.unwrap();
        assert_eq!(owned.headers()["location"].to_str().unwrap(), format!("{page}#team"));
        let voted = send(vec![("post_id", id.to_string()), ("action", "vote".into()), ("email", "lead@prospect.test".into()), ("name", "Lea Lead".into())])
            .await
            .unwrap();
        assert_eq!(voted.status().as_u16(), 303);
        let bad = send(vec![("post_id", id.to_string()), ("action", "vote".into()), ("email", "nope".into())]).await.unwrap();
        assert!(bad.headers()["location"].to_str().unwrap().contains("team_error="), "a clear reason comes back");
        let upvoters = app
            .get_with_key(&format!("/api/v3/upvoters?feature_request_id={id}"), &acme.api_key)
            .await
            .json::<serde_json::Value>()
            .await
            .unwrap();
        assert!(upvoters.to_string().contains("lead@prospect.test"), "{upvoters}");
        // The status changes with a public message, from the Moderation panel without JavaScript.
        let moderated = app
            .http
            .post(app.url("/fn/moderate"))
            .header("cookie", &member)
            .header("origin", &app.base_url)
            .header("accept", "text/html")
            .form(&[("org", "acme"), ("post_id", &id.to_string()), ("status", "Planned"), ("approval_status", "approved"), ("message", "Coming in March.")])
            .send()
            .await
            .unwrap();
        assert!(moderated.status().is_success() || moderated.status().is_redirection(), "{}", moderated.status());
        let shown = reqwest::get(app.url(&page)).await.unwrap().text().await.unwrap();
        assert!(shown.contains("Coming in March.") && shown.contains("Status: Planned"), "the message is in the thread with the new status");
        let as_member = page_after(app, &page, &member, None).await;
        assert!(as_member.contains(&format!("<option value=\"{member_id}\" selected")), "the owner is shown to the team");
        assert!(!shown.contains("Owner and votes"), "the panel is the team's");
    }

    pub async fn the_logo_is_checked_by_its_bytes_and_shown_in_the_settings(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let admin = cookie_of(app, &acme, "admin@x.test", Some(Role::Admin)).await;
        let upload = |name: &'static str, bytes: Vec<u8>| {
            let form = reqwest::multipart::Form::new().part("logo", reqwest::multipart::Part::bytes(bytes).file_name(name));
            no_redirects()
                .post(app.url("/acme/admin/settings/logo"))
                .header("cookie", &admin)
                .header("origin", &app.base_url)
                .multipart(form)
                .send()
        };
        let fake = upload("logo.png", b"<svg onload=alert(1)>".to_vec()).await.unwrap();
        let page = page_after(app, "/acme/admin/settings", &admin, flash_of(&fake).as_deref()).await;
        assert!(page.contains("role=\"alert\"") && page.contains("No logo yet."), "a file that is no image is refused: {page}");
        let real = upload("logo.png", crate::support::noisy_png(64, 64)).await.unwrap();
        assert_eq!(real.status().as_u16(), 303);
        let page = page_after(app, "/acme/admin/settings", &admin, flash_of(&real).as_deref()).await;
        assert!(page.contains("The new logo is saved.") && page.contains("alt=\"The current logo\""), "{page}");
        let at = page.find("/uploads/").unwrap();
        let src = &page[at..at + page[at..].find('"').unwrap()];
        let image = reqwest::get(app.url(src)).await.unwrap();
        assert_eq!((image.status().as_u16(), image.headers()["content-type"].to_str().unwrap()), (200, "image/png"));
        let (_, _, flash) = post_form(app, "/acme/admin/settings", &admin, &[("action", "remove_logo")]).await;
        assert!(page_after(app, "/acme/admin/settings", &admin, flash.as_deref()).await.contains("No logo yet."));
    }

    pub async fn a_changelog_entry_is_drafted_published_and_shown_from_its_page(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let member = cookie_of(app, &acme, "member@x.test", Some(Role::Member)).await;
        let grace = app.token(&acme, "grace@customer.test", "Grace");
        let dark = app.post_as(&acme, &grace, "Dark mode").await;
        let export = app.post_as(&acme, &grace, "CSV export").await;
        let dark_id = dark["id"].as_i64().unwrap().to_string();
        // On the roadmap, so that the page offers it.
        let planned = app
            .request(
                reqwest::Method::PUT,
                &format!("/api/v3/feature_requests/{dark_id}"),
                &acme.api_key,
                Some(&app.token(&acme, &acme.admin.email, &acme.admin.name)),
            )
            .json(&serde_json::json!({"status": "Planned"}))
            .send()
            .await
            .unwrap();
        assert_eq!(planned.status(), 200);
        let empty = page_after(app, "/acme/admin/changelog", &member, None).await;
        assert!(empty.contains("No entries yet.") && empty.contains(&format!("name=\"post_ids\" value=\"{dark_id}\"")), "roadmap posts are offered: {empty}");

        // A refused form keeps what it held.
        let (_, _, flash) =
            post_form(app, "/acme/admin/changelog", &member, &[("form", "create"), ("action", "save"), ("title", " "), ("body", "Kept text")]).await;
        let refused = page_after(app, "/acme/admin/changelog", &member, flash.as_deref()).await;
        assert!(refused.contains("can&#x27;t be blank") || refused.contains("can't be blank"), "{refused}");
        assert!(refused.contains("Kept text"), "the text survives the refusal");

        // A draft: one post ticked, another named by its address, a third name unknown.
        let other = format!("{}/acme/p/csv-export\nno-such-post", app.base_url);
        let (status, location, flash) = post_form(
            app,
            "/acme/admin/changelog",
            &member,
            &[
                ("form", "create"),
                ("action", "save"),
                ("title", "Dark mode"),
                ("body", "It is **here**."),
                ("post_ids", &dark_id),
                ("other_posts", &other),
                ("complete", "true"),
            ],
        )
        .await;
        assert_eq!((status, location.as_deref()), (303, Some("/acme/admin/changelog")));
        let saved = page_after(app, "/acme/admin/changelog", &member, flash.as_deref()).await;
        assert!(saved.contains("saved as a draft") && saved.contains("no-such-post"), "unknown names are said: {saved}");
        let (entries, _) = app::domain::changelog::list_all(app.db.conn(), acme.organization.id, 1, 10).await.unwrap();
        assert_eq!(entries.len(), 1);
        assert_eq!(entries[0].post_ids, vec![PostId(dark["id"].as_i64().unwrap()), PostId(export["id"].as_i64().unwrap())]);
        let id = entries[0].entry.id.to_string();
        assert_eq!(no_redirects().get(app.url(&format!("/acme/changelog/{id}"))).send().await.unwrap().status(), 404, "a draft is not public");

        let (_, _, flash) = post_form(
            app,
            "/acme/admin/changelog",
            &member,
            &[
                ("form", &format!("edit-{id}")),
                ("id", &id),
                ("action", "publish"),
                ("title", "Dark mode"),
                ("body", "It is **here**."),
                ("post_ids", &dark_id),
                ("complete", "true"),
            ],
        )
        .await;
        assert!(page_after(app, "/acme/admin/changelog", &member, flash.as_deref()).await.contains("is published"));
        let public = no_redirects().get(app.url("/acme/changelog")).send().await.unwrap().text().await.unwrap();
        assert!(public.contains("<strong>here</strong>") && public.contains("/acme/p/dark-mode") && !public.contains("/acme/p/csv-export"), "{public}");
        let shown: serde_json::Value = app.get_with_key(&format!("/api/v3/feature_requests/{dark_id}"), &acme.api_key).await.json().await.unwrap();
        assert_eq!(shown["status"], "Completed");
        let audit = page_after(app, "/acme/admin/audit", &cookie_of(app, &acme, "admin@x.test", Some(Role::Admin)).await, None).await;
        assert!(audit.contains("Published a changelog entry"), "the audit log says so");
    }

    pub async fn webhooks_are_added_tested_and_followed_on_their_page(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let admin = cookie_of(app, &acme, "admin@x.test", Some(Role::Admin)).await;
        let empty = page_after(app, "/acme/admin/webhooks", &admin, None).await;
        assert!(empty.contains("No webhooks yet.") && empty.contains(">Add webhook</button>"), "{empty}");
        assert!(empty.contains("value=\"vote.created\""), "every event can be chosen");

        // A refused form comes back with its reason and what it held.
        let (_, _, flash) =
            post_form(app, "/acme/admin/webhooks", &admin, &[("form", "create"), ("action", "create"), ("url", "ftp://x.test/"), ("events", "post.created")])
                .await;
        let refused = page_after(app, "/acme/admin/webhooks", &admin, flash.as_deref()).await;
        assert!(refused.contains("role=\"alert\"") && refused.contains("must start with https://"), "{refused}");
        assert!(refused.contains("value=\"ftp://x.test/\""), "the URL is kept");

        // Added: the secret is shown once.
        let url = "http://127.0.0.1:9/hook";
        let (status, location, flash) = post_form(
            app,
            "/acme/admin/webhooks",
            &admin,
            &[("form", "create"), ("action", "create"), ("url", url), ("events", "post.created"), ("events", "vote.created")],
        )
        .await;
        assert_eq!((status, location.as_deref()), (303, Some("/acme/admin/webhooks")));
        let page = page_after(app, "/acme/admin/webhooks", &admin, flash.as_deref()).await;
        let at = page.find("value=\"whsec_").expect("the secret is shown") + "value=\"".len();
        let secret = page[at..].split('"').next().unwrap().to_owned();
        assert!(page.contains("post.created, vote.created"), "its events");
        let hook = app::domain::outbox::webhooks::list(app.db.conn(), acme.organization.id).await.unwrap().remove(0);
        assert_eq!((hook.url.as_str(), hook.secret.as_str()), (url, secret.as_str()));
        let again = page_after(app, "/acme/admin/webhooks", &admin, None).await;
        assert!(!again.contains(&secret), "shown once only");

        // A test event, sent to nothing that answers: the page shows the attempt and offers a resend.
        let id = hook.id.to_string();
        let (_, _, flash) = post_form(app, "/acme/admin/webhooks", &admin, &[("action", "test"), ("id", &id)]).await;
        assert!(page_after(app, "/acme/admin/webhooks", &admin, flash.as_deref()).await.contains("A test event"));
        let sender = server::delivery::webhooks::Sender::new(true);
        server::delivery::send_due(&app.state, &sender).await.unwrap();
        let page = page_after(app, "/acme/admin/webhooks", &admin, None).await;
        assert!(page.contains("webhook.test") && page.contains("Retrying at"), "{page}");
        assert!(page.contains(">Resend</button>"));

        // Turned off, then deleted.
        let (_, _, flash) = post_form(app, "/acme/admin/webhooks", &admin, &[("action", "disable"), ("id", &id)]).await;
        assert!(page_after(app, "/acme/admin/webhooks", &admin, flash.as_deref()).await.contains(">Turn on</button>"));
        post_form(app, "/acme/admin/webhooks", &admin, &[("action", "delete"), ("id", &id)]).await;
        assert!(page_after(app, "/acme/admin/webhooks", &admin, None).await.contains("No webhooks yet."));
        let audit = page_after(app, "/acme/admin/audit", &admin, None).await;
        assert!(audit.contains("Added a webhook") && audit.contains("Deleted a webhook"), "audited");
    }

    /// Companies come in by CSV, their people by the customers' CSV; the Priorities view
    /// orders the requests by what is behind them and says why; the team estimates RICE on a
    /// post's page; public pages show the companies only once an admin says so.
    pub async fn companies_and_priorities_show_what_each_request_is_worth(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let admin = cookie_of(app, &acme, "admin@x.test", Some(Role::Admin)).await;
        let member = cookie_of(app, &acme, "member@x.test", Some(Role::Member)).await;
        let upload = |path: &'static str, file: &'static str| {
            let form = reqwest::multipart::Form::new().part("file", reqwest::multipart::Part::bytes(file.as_bytes().to_vec()).file_name("import.csv"));
            no_redirects().post(app.url(path)).header("cookie", &admin).header("origin", &app.base_url).multipart(form).send()
        };
        let companies = "external_id,name,monthly_revenue,plan,region\ninitech,Initech,1250.50,pro,EU\nglobex,Globex,300,free,US\n,Nameless,5,,\n";
        let response = upload("/acme/admin/companies/import", companies).await.unwrap();
        assert_eq!(response.status().as_u16(), 303);
        let page = page_after(app, "/acme/admin/companies", &admin, flash_of(&response).as_deref()).await;
        assert!(page.contains("2 companies imported or brought up to date; 1 rows refused."), "{page}");
        assert!(page.contains("Row 4 (): external_id can") || page.contains("Row 4: external_id can"), "{page}");
        assert!(page.find("Initech").unwrap() < page.find("Globex").unwrap(), "largest revenue first");
        let people =
            "email,name,company\nada@initech.test,Ada,initech\nbob@initech.test,Bob,initech\ncleo@globex.test,Cleo,globex\nnobody@x.test,No One,hooli\n";
        let response = upload("/acme/admin/customers/import", people).await.unwrap();
        let page = page_after(app, "/acme/admin/customers", &admin, flash_of(&response).as_deref()).await;
        assert!(page.contains("Row 5 (nobody@x.test): company is not the id of a company of the organization"), "{page}");

        let bucket = serde_json::json!(acme.default_bucket.id);
        let sso =
            crate::api::cases::posts::create_post(app, &acme, "ada@initech.test", serde_json::json!({ "title": "SAML sign-in", "bucket_id": bucket })).await;
        let dark =
            crate::api::cases::posts::create_post(app, &acme, "cleo@globex.test", serde_json::json!({ "title": "Dark mode", "bucket_id": bucket })).await;
        for (email, post) in
            [("ada@initech.test", &sso), ("bob@initech.test", &sso), ("cleo@globex.test", &dark), ("ada@initech.test", &dark), ("loner@x.test", &dark)]
        {
            let token = app.token(&acme, email, "Voter");
            let voted = app
                .request(reqwest::Method::POST, &format!("/api/v3/feature_requests/{}/votes", post["id"]), &acme.api_key, Some(&token))
                .send()
                .await
                .unwrap();
            assert!(voted.status().is_success(), "{email}");
        }
        let page = page_after(app, "/acme/admin/priorities", &member, None).await;
        // Dark mode: Globex and Initech, 1,550.50; SAML: Initech once for two people, 1,250.50.
        assert!(page.find("Dark mode").unwrap() < page.find("SAML sign-in").unwrap(), "{page}");
        assert!(page.contains("Companies among the upvoters, each counted once: 2."), "{page}");
        assert!(page.contains("the sum of the monthly revenue of those 1 companies, 1,250.5."), "{page}");
        assert!(!page.contains("How value is counted"), "a member does not configure it");
        let by_votes = page_after(app, "/acme/admin/priorities?sort=votes&plan=pro", &member, None).await;
        assert!(by_votes.contains("Dark mode") && by_votes.contains("SAML sign-in"), "both have a pro company");
        let free = page_after(app, "/acme/admin/priorities?plan=free", &member, None).await;
        assert!(free.contains("Dark mode") && !free.contains("SAML sign-in"), "only Globex is free");

        // RICE, estimated on the post's page.
        let id = sso["id"].to_string();
        let (status, location, _) = post_form(
            app,
            "/acme/admin/post-team",
            &member,
            &[("post_id", &id), ("action", "estimates"), ("impact", "7"), ("confidence", "80"), ("effort", "4")],
        )
        .await;
        assert_eq!(status, 303);
        assert!(location.unwrap().contains("team_error="), "an impact off the scale is refused");
        let (status, _, _) = post_form(
            app,
            "/acme/admin/post-team",
            &member,
            &[("post_id", &id), ("action", "estimates"), ("impact", "2"), ("confidence", "80"), ("effort", "4")],
        )
        .await;
        assert_eq!(status, 303);
        let rice = page_after(app, "/acme/admin/priorities?sort=rice", &member, None).await;
        assert!(rice.find("SAML sign-in").unwrap() < rice.find("Dark mode").unwrap(), "the estimated post first");
        assert!(rice.contains("RICE: reach 2 (votes) × impact 2 × confidence 80 % ÷ effort 4 person-months = 0.8."), "{rice}");

        // Admins choose the measure; public pages show the companies only when told to.
        let public_post = format!("/acme/p/{}", dark["slug"].as_str().unwrap());
        let (_, _, before) = fetch(no_redirects().get(app.url(&public_post)), None).await;
        assert!(!before.contains("Globex") && !before.contains("Asked for by"), "companies stay with the team");
        let (status, _, _) = post_form(
            app,
            "/acme/admin/priorities",
            &admin,
            &[("action", "settings"), ("revenue_measure", "max"), ("rice_reach", "companies"), ("public_value", "on")],
        )
        .await;
        assert_eq!(status, 303);
        let max = page_after(app, "/acme/admin/priorities", &admin, None).await;
        assert!(max.contains("the largest monthly revenue among those 2 companies, 1,250.5."), "{max}");
        let (_, _, after) = fetch(no_redirects().get(app.url(&public_post)), None).await;
        assert!(after.contains("Asked for by 2 companies (Initech, Globex)"), "{after}");

        // A named roadmap ordered by RICE: the estimated post first, where votes put it last.
        let open = app::domain::statuses::list(app.db.conn(), acme.organization.id)
            .await
            .unwrap()
            .into_iter()
            .find(|s| s.is_default)
            .unwrap()
            .id;
        let column = format!("column_{open}");
        for (name, sort) in [("By votes", "votes"), ("By RICE", "rice")] {
            let (status, location, _) =
                post_form(app, "/acme/admin/roadmaps", &member, &[("action", "create"), ("name", name), (&column, "1"), ("sort", sort)]).await;
            assert_eq!((status, location.as_deref()), (303, Some("/acme/admin/roadmaps")));
        }
        let (status, _, _) =
            post_form(app, "/acme/admin/roadmaps", &member, &[("action", "create"), ("name", "Odd"), (&column, "1"), ("sort", "loudest")]).await;
        assert_eq!(status, 303);
        let (_, _, by_votes) = fetch(no_redirects().get(app.url("/acme/roadmap/by-votes")), None).await;
        assert!(by_votes.find("Dark mode").unwrap() < by_votes.find("SAML sign-in").unwrap(), "{by_votes}");
        let (_, _, by_rice) = fetch(no_redirects().get(app.url("/acme/roadmap/by-rice")), None).await;
        assert!(by_rice.find("SAML sign-in").unwrap() < by_rice.find("Dark mode").unwrap(), "{by_rice}");
        assert!(!by_rice.contains("0.4") && !by_rice.contains("Initech"), "the order, never the numbers");
        assert_eq!(fetch(no_redirects().get(app.url("/acme/roadmap/odd")), None).await.0, 404, "an unknown order is refused, nothing made");

        // The company's page: its people and what they asked for.
        let initech = app::domain::companies::find_by_external(app.db.conn(), acme.organization.id, "initech").await.unwrap().unwrap();
        let page = page_after(app, &format!("/acme/admin/companies/{}", initech.id), &admin, None).await;
        assert!(page.contains("ada@initech.test") && page.contains("bob@initech.test") && !page.contains("cleo@globex.test"), "{page}");
        assert!(page.contains("SAML sign-in") && page.contains("upvoted by 2 of its people"), "{page}");
        assert!(page.contains(">region</dt>") && page.contains(">EU</dd>"), "its attributes");
        let (status, _, _) = fetch(no_redirects().get(app.url(&format!("/acme/admin/companies/{}", initech.id))), Some(&member)).await;
        assert_eq!(status, 403, "companies are for admins and customer success");
    }
}
