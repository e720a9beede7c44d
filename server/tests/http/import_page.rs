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

on_both_backends!(crate::import_page::cases => an_admin_moves_in_from_the_import_page_as_its_dry_run_said);

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

mod cases {
    use super::*;

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
