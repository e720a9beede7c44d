//! Moving in from the admin page (docs/import.md, "From the admin page"): an admin starts a
//! dry run of a second upboard process's `/api/v3` (the demo organization on loopback), the
//! import worker runs it, the page shows its report; the dry run is then run as it said, and
//! the run's report is the dry run's. Admins only; one run at a time; the key wiped once used;
//! a refused key ends the run with the source's answer; an address of the server's own network
//! refused unless `--allow-private-webhooks`. On SQLite and on PostgreSQL.

use crate::import_from::source;
use crate::support::{Backend, TestApp, no_redirects, post_form, signed_in, spawn_app_refusing_private_webhooks};
use app::domain::access::Role;
use app::domain::import::runs;

on_both_backends!(crate::import_page::cases => an_admin_moves_in_from_the_import_page_as_its_dry_run_said, an_admin_uploads_a_csv_export_and_imports_it_as_its_dry_run_said);

async fn page(app: &TestApp, cookie: &str, flash: Option<&str>) -> String {
    let cookie = match flash {
        Some(flash) => format!("{cookie}; {flash}"),
        None => cookie.to_owned(),
    };
    let response = no_redirects().get(app.url("/acme/admin/import")).header("cookie", cookie).send().await.unwrap();
    assert_eq!(response.status(), 200);
    // As a reader reads it: entities as their characters, a sentence whatever its first letter.
    response.text().await.unwrap().replace("&#x27;", "'").replace("&quot;", "\"").to_lowercase()
}

async fn posts_of(app: &TestApp, org: app::model::OrgId) -> u64 {
    use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
    app::entities::post::Entity::find()
        .filter(app::entities::post::Column::OrganizationId.eq(org))
        .count(app.db.conn())
        .await
        .unwrap()
}

/// The tallies of a run's report (its problems aside).
fn tallies(run: &app::entities::import_run::Model) -> serde_json::Value {
    let mut report: serde_json::Value = serde_json::from_str(run.report.as_deref().expect("a report")).unwrap();
    report.as_object_mut().unwrap().remove("problems");
    report
}

/// A fixture's bytes (tests/http/fixtures/).
fn fixture(path: &str) -> Vec<u8> {
    std::fs::read(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/http/fixtures").join(path)).unwrap()
}

/// Posts the upload form (`kind`, `action` and the files, by their field names) as the person
/// of `cookie`; the status and the flash.
async fn upload(app: &TestApp, cookie: &str, kind: &str, action: &str, files: &[(&str, &str, Vec<u8>)]) -> (u16, Option<String>) {
    let mut form = reqwest::multipart::Form::new().text("form", format!("import-{kind}")).text("kind", kind.to_owned());
    for (field, name, bytes) in files {
        form = form.part(field.to_string(), reqwest::multipart::Part::bytes(bytes.clone()).file_name(name.to_string()).mime_str("text/csv").unwrap());
    }
    form = form.text("statuses", "").text("action", action.to_owned());
    let response = no_redirects()
        .post(app.url("/acme/admin/import/export"))
        .header("cookie", cookie)
        .header("origin", &app.base_url)
        .multipart(form)
        .send()
        .await
        .unwrap();
    (response.status().as_u16(), crate::support::flash_of(&response))
}

/// The files in the store's imports folder.
async fn kept_files(app: &TestApp) -> usize {
    app.state.storage.keys_older_than("imports/", app::domain::now() + chrono::Duration::days(1)).await.unwrap().len()
}

mod cases {
    use super::*;

    /// UserVoice's CSV exports uploaded on the page: refused with the reason when a needed file
    /// is missing or a file is not that export; a dry run, then the import as it said, with the
    /// report of the command line; the files kept while a run may read them, then removed.
    pub async fn an_admin_uploads_a_csv_export_and_imports_it_as_its_dry_run_said(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let org_id = acme.organization.id;
        let (_, admin) = signed_in(app, &acme, "admin@x.test", "Ada", Some(Role::Admin)).await;
        let (_, member) = signed_in(app, &acme, "member@x.test", "Max", Some(Role::Member)).await;
        let shown = page(app, &admin, None).await;
        assert!(shown.contains("enctype=\"multipart/form-data\"") && shown.contains("name=\"suggestions\" type=\"file\""), "{shown}");
        let export =
            || vec![("suggestions", "suggestions.csv", fixture("uservoice/suggestions.csv")), ("comments", "comments.csv", fixture("uservoice/comments.csv"))];
        let (status, _) = upload(app, &member, "uservoice-csv", "dry-run", &export()).await;
        assert_eq!(status, 403, "admins only");
        let (_, flash) = upload(app, &admin, "uservoice-csv", "dry-run", &export()[1..]).await;
        assert!(page(app, &admin, flash.as_deref()).await.contains("the suggestions file of this export is needed"));
        let other = vec![("suggestions", "people.csv", b"name,email\nAda,ada@x.test\n".to_vec())];
        let (_, flash) = upload(app, &admin, "uservoice-csv", "dry-run", &other).await;
        let refused = page(app, &admin, flash.as_deref()).await;
        assert!(refused.contains("people.csv") && refused.contains("it has no column ideaid"), "it says which column the file lacks: {refused}");
        assert!(!refused.contains("/tmp"), "and not where the server keeps it: {refused}");
        let not_text = vec![("suggestions", "suggestions.csv", crate::support::PNG.to_vec())];
        let (_, flash) = upload(app, &admin, "uservoice-csv", "dry-run", &not_text).await;
        assert!(page(app, &admin, flash.as_deref()).await.contains("does not read"), "a file that is not text is refused too");
        assert!(runs::list(app.db.conn(), org_id).await.unwrap().is_empty(), "nothing refused is queued");
        assert_eq!(kept_files(app).await, 0, "nor kept");

        let (status, flash) = upload(app, &admin, "uservoice-csv", "dry-run", &export()).await;
        assert_eq!(status, 303);
        assert!(page(app, &admin, flash.as_deref()).await.contains("the dry run has started"));
        assert_eq!(kept_files(app).await, 2);
        assert_eq!(server::importers::worker::run_due(&app.state).await.unwrap(), 1);
        let dry_run = runs::list(app.db.conn(), org_id).await.unwrap().remove(0);
        assert!(dry_run.error.is_none(), "{:?}", dry_run.error);
        let said = tallies(&dry_run);
        assert_eq!(said["posts"]["created"], 3, "as the command line reads it: {said}");
        assert_eq!(said["votes"]["created"], 4, "{said}");
        assert_eq!(posts_of(app, org_id).await, 0, "a dry run writes nothing");
        assert_eq!(kept_files(app).await, 2, "a dry run keeps its files, for the run");
        let shown = page(app, &admin, None).await;
        assert!(shown.contains("suggestions.csv, comments.csv") && shown.contains("import as this dry run said"), "{shown}");

        post_form(app, "/acme/admin/import", &admin, &[("action", "run-dry-run"), ("id", &dry_run.id.to_string())]).await;
        assert_eq!(server::importers::worker::run_due(&app.state).await.unwrap(), 1);
        let run = runs::list(app.db.conn(), org_id).await.unwrap().remove(0);
        assert!(!run.dry_run && run.error.is_none(), "{:?}", run.error);
        assert_eq!(tallies(&run), said, "the run did what its dry run said");
        assert_eq!(posts_of(app, org_id).await, 3);
        assert!(run.files.is_none() && kept_files(app).await == 0, "a run's files go when it ends");
    }

    pub async fn an_admin_moves_in_from_the_import_page_as_its_dry_run_said(app: &TestApp) {
        let dir = tempfile::tempdir().unwrap();
        let old = source(dir.path(), 0).await;
        let acme = app.create_org("acme").await;
        let org_id = acme.organization.id;
        let (_, admin) = signed_in(app, &acme, "admin@x.test", "Ada", Some(Role::Admin)).await;
        let (_, member) = signed_in(app, &acme, "member@x.test", "Max", Some(Role::Member)).await;

        let empty = page(app, &admin, None).await;
        assert!(empty.contains("no import yet.") && empty.contains("name=\"api_key\" type=\"password\""), "{empty}");
        let refused = no_redirects().get(app.url("/acme/admin/import")).header("cookie", &member).send().await.unwrap();
        assert_eq!(refused.status(), 403, "admins only");
        let dry = [("action", "dry-run"), ("kind", "api-v3"), ("url", old.base.as_str()), ("api_key", old.key.as_str()), ("statuses", "")];
        let (status, _, _) = post_form(app, "/acme/admin/import", &member, &dry).await;
        assert_eq!(status, 403, "admins only, for the form too");

        // Refused before anything is queued: no address, a mapping that does not parse.
        let (_, _, flash) = post_form(app, "/acme/admin/import", &admin, &[("action", "dry-run"), ("kind", "api-v3"), ("url", ""), ("api_key", "k")]).await;
        let shown = page(app, &admin, flash.as_deref()).await;
        assert!(shown.contains("the source's address is needed"), "{shown}");
        assert!(!shown.contains("value=\"k\""), "a refused form never shows its key again");
        let bad_mapping = [("action", "dry-run"), ("kind", "api-v3"), ("url", old.base.as_str()), ("api_key", "k"), ("statuses", "no equals sign")];
        let (_, _, flash) = post_form(app, "/acme/admin/import", &admin, &bad_mapping).await;
        assert!(page(app, &admin, flash.as_deref()).await.contains("is not a status mapping"));
        assert!(runs::list(app.db.conn(), org_id).await.unwrap().is_empty(), "nothing refused is queued");

        let (status, _, flash) = post_form(app, "/acme/admin/import", &admin, &dry).await;
        assert_eq!(status, 303);
        let waiting = page(app, &admin, flash.as_deref()).await;
        assert!(waiting.contains("the dry run has started") && waiting.contains("waiting for the server"), "{waiting}");
        assert!(waiting.contains("<progress"), "its progress is shown: {waiting}");
        let (_, _, flash) = post_form(app, "/acme/admin/import", &admin, &dry).await;
        assert!(page(app, &admin, flash.as_deref()).await.contains("an import is running already"), "one run at a time");

        let before = crate::support::rows_of(app, org_id).await;
        let posts_before = posts_of(app, org_id).await;
        assert_eq!(server::importers::worker::run_due(&app.state).await.unwrap(), 1);
        let dry_run = runs::list(app.db.conn(), org_id).await.unwrap().remove(0);
        assert!(dry_run.error.is_none(), "{:?}", dry_run.error);
        let said = tallies(&dry_run);
        assert!(said["posts"]["created"].as_u64().unwrap() > 0, "{said}");
        assert!(dry_run.api_key.is_some(), "a dry run keeps its key, for the run to take over");
        let after_dry = crate::support::rows_of(app, org_id).await;
        let unchanged = |rows: &str| rows.lines().filter(|l| !l.starts_with("import_run") && !l.starts_with("audit_event")).collect::<Vec<_>>().join("\n");
        assert_eq!(unchanged(&after_dry), unchanged(&before), "a dry run writes nothing but its own row");
        let shown = page(app, &admin, None).await;
        assert!(shown.contains("what the import would do") && shown.contains("import as this dry run said"), "{shown}");

        let (status, _, _) = post_form(app, "/acme/admin/import", &admin, &[("action", "run-dry-run"), ("id", &dry_run.id.to_string())]).await;
        assert_eq!(status, 303);
        assert_eq!(server::importers::worker::run_due(&app.state).await.unwrap(), 1);
        let listed = runs::list(app.db.conn(), org_id).await.unwrap();
        let (run, dry_run) = (&listed[0], &listed[1]);
        assert!(!run.dry_run && run.error.is_none(), "{:?}", run.error);
        assert_eq!(tallies(run), said, "the run did what its dry run said");
        assert!(run.api_key.is_none() && dry_run.api_key.is_none(), "no key is kept once the run took it");
        assert_eq!(run.posts_done, said["posts"]["created"].as_i64().unwrap(), "its progress counted every post");
        assert_eq!(posts_of(app, org_id).await, posts_before + said["posts"]["created"].as_u64().unwrap(), "the posts are here");
        let shown = page(app, &admin, None).await;
        assert!(shown.contains("what the import did") && !shown.contains("import as this dry run said"), "{shown}");
        let (_, _, flash) = post_form(app, "/acme/admin/import", &admin, &[("action", "run-dry-run"), ("id", &dry_run.id.to_string())]).await;
        assert!(page(app, &admin, flash.as_deref()).await.contains("this dry run can no longer be run"), "a dry run runs once");

        // A key the source refuses ends the run with the source's answer, in the reader's words.
        let wrong = [("action", "import"), ("kind", "api-v3"), ("url", old.base.as_str()), ("api_key", "not-the-key"), ("statuses", "")];
        post_form(app, "/acme/admin/import", &admin, &wrong).await;
        server::importers::worker::run_due(&app.state).await.unwrap();
        let stopped = runs::list(app.db.conn(), org_id).await.unwrap().remove(0);
        assert!(stopped.error.is_some() && stopped.report.is_none() && stopped.api_key.is_none(), "{stopped:?}");
        let shown = page(app, &admin, None).await;
        assert!(shown.contains("stopped.") && shown.contains("the source answered 401"), "{shown}");
    }
}

/// The server reaches out to what the form names: an address of its own network is refused,
/// as a webhook's is, unless `--allow-private-webhooks`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_address_of_the_servers_own_network_is_refused() {
    let app = spawn_app_refusing_private_webhooks(Backend::Sqlite).await;
    let acme = app.create_org("acme").await;
    let (_, admin) = signed_in(&app, &acme, "admin@x.test", "Ada", Some(Role::Admin)).await;
    for url in ["http://127.0.0.1:9", "http://[::1]:9/api/v3", "http://169.254.169.254"] {
        let form = [("action", "dry-run"), ("kind", "api-v3"), ("url", url), ("api_key", "k"), ("statuses", "")];
        let (status, _, flash) = post_form(&app, "/acme/admin/import", &admin, &form).await;
        assert_eq!(status, 303);
        let shown = page(&app, &admin, flash.as_deref()).await;
        assert!(shown.contains("no import yet."), "{url} is refused: {shown}");
    }
    assert!(runs::list(app.db.conn(), acme.organization.id).await.unwrap().is_empty());
}

/// What the form and the source name comes back on the page as text, never as markup: a status
/// mapping naming a status that is not here (the run stops, saying which), and an address that
/// is not one (the form is refused, saying which, and shows it again in its field).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn what_the_form_names_is_shown_as_text() {
    let app = crate::support::spawn_app(Backend::Sqlite).await;
    let acme = app.create_org("acme").await;
    let (_, admin) = signed_in(&app, &acme, "admin@x.test", "Ada", Some(Role::Admin)).await;
    // The page as served, unread.
    let raw = |flash: Option<String>| {
        let cookie = flash.map_or(admin.clone(), |flash| format!("{admin}; {flash}"));
        let request = no_redirects().get(app.url("/acme/admin/import")).header("cookie", cookie);
        async move { request.send().await.unwrap().text().await.unwrap() }
    };
    let planted = "</title><script>alert(1)</script>=\"><svg onload=alert(2)>";
    let form = [("action", "dry-run"), ("kind", "api-v3"), ("url", "http://127.0.0.1:9"), ("api_key", "k"), ("statuses", planted)];
    let (status, _, _) = post_form(&app, "/acme/admin/import", &admin, &form).await;
    assert_eq!(status, 303);
    server::importers::worker::run_due(&app.state).await.unwrap();
    let stopped = runs::list(app.db.conn(), acme.organization.id).await.unwrap().remove(0);
    assert!(stopped.error.as_deref().is_some_and(|e| e.contains("svg onload")), "it stops on the mapping: {stopped:?}");
    let shown = raw(None).await;
    assert!(shown.contains("which is not one of this organization"), "{shown}");
    let address = [("action", "dry-run"), ("kind", "api-v3"), ("url", "https://x.test/\"><svg onload=alert(3)>?a=1"), ("api_key", "k"), ("statuses", "")];
    let (_, _, flash) = post_form(&app, "/acme/admin/import", &admin, &address).await;
    let refused = raw(flash).await;
    assert!(refused.contains("is not a web address"), "{refused}");
    for page in [shown, refused] {
        assert!(!page.contains("\"><svg") && !page.contains("<svg onload") && !page.contains("<script>alert"), "{page}");
        assert!(page.contains("&lt;svg onload=alert("), "shown as text: {page}");
    }
}
