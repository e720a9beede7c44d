//! Moving in from another board (docs/import.md), through the `upboard` binary: a second
//! upboard process on loopback serves the demo organization (grown by `upboard seed`) on its
//! `/api/v3`, and `upboard import-from api-v3` brings it into an organization here, on SQLite
//! and on PostgreSQL.

use crate::processes::{org_create, serve_with};
use crate::support::{Backend, PNG, Spawned, answers, drop_database, free_port, fresh_database, sign};
use serde_json::Value;
use std::process::{Command, Stdio};
use std::time::Duration;

fn upboard(args: &[&str]) -> Value {
    let output = Command::new(env!("CARGO_BIN_EXE_upboard")).args(args).output().expect("run upboard");
    assert!(output.status.success(), "upboard {args:?}: {}", String::from_utf8_lossy(&output.stderr));
    serde_json::from_slice(&output.stdout).unwrap_or_else(|_| panic!("upboard {args:?} printed: {}", String::from_utf8_lossy(&output.stdout)))
}

/// The source: the demo organization with `posts` more generated posts, served on loopback.
pub(crate) struct Source {
    _server: Spawned,
    pub(crate) base: String,
    pub(crate) key: String,
    /// The demo's single sign-on secret: tokens of its people.
    secret: String,
}

pub(crate) async fn source(dir: &std::path::Path, posts: u32) -> Source {
    let url = format!("sqlite://{}?mode=rwc", dir.join("source.db").display());
    let demo = upboard(&["demo", "--json", "--database-url", &url]);
    let key = demo["api_key"].as_str().unwrap().to_owned();
    if posts > 0 {
        let seeded = Command::new(env!("CARGO_BIN_EXE_upboard"))
            .args(["seed", "--org", "demo", "--posts", &posts.to_string(), "--votes", &(posts * 6).to_string(), "--comments", &(posts * 2).to_string()])
            .args(["--database-url", &url])
            .output()
            .unwrap();
        assert!(seeded.status.success(), "{}", String::from_utf8_lossy(&seeded.stderr));
    }
    let port = free_port();
    let mut server = serve_with(&url, &dir.join("source"), port, &["--public-url", &format!("http://127.0.0.1:{port}")]);
    answers(&mut server, port).await;
    let secret = demo["sso_secret"].as_str().unwrap().to_owned();
    Source { _server: server, base: format!("http://127.0.0.1:{port}"), key, secret }
}

impl Source {
    /// A post by the demo's admin with an image attached: its description ends with the image,
    /// at the source's address.
    async fn post_with_image(&self) {
        let admin = sign(&self.secret, "admin@demo.test", "Ada Admin", None);
        crate::support::post_with_image(&self.base, &self.key, &admin).await;
    }

    /// Merges the second-oldest post into the oldest, as a team member does; their titles.
    async fn merge_two(&self) -> (String, String) {
        let posts = all(&self.base, &self.key, "/feature_requests?sort=oldest_created_at", "feature_requests").await;
        let (target, duplicate) = (&posts[0], &posts[1]);
        let admin = sign(&self.secret, "admin@demo.test", "Ada Admin", None);
        let merged = reqwest::Client::new()
            .post(format!("{}/api/v3/feature_requests/{}/merge", self.base, duplicate["id"]))
            .header("API-KEY", &self.key)
            .header("ALLOW-PRIVATE", "true")
            .header("Authorization", format!("Bearer {admin}"))
            .json(&serde_json::json!({"into_id": target["id"]}))
            .send()
            .await
            .unwrap();
        assert_eq!(merged.status(), 200, "{}", merged.text().await.unwrap());
        (duplicate["title"].as_str().unwrap().to_owned(), target["title"].as_str().unwrap().to_owned())
    }
}

/// HTML with its images' addresses left out (each server serves its own copy).
fn without_addresses(html: &Value) -> Value {
    let Some(html) = html.as_str() else { return html.clone() };
    let mut parts = html.split(" src=\"");
    let mut out = parts.next().unwrap_or_default().to_owned();
    for part in parts {
        out.push_str(" src=\"…");
        out.push_str(&part[part.find('"').unwrap_or(part.len())..]);
    }
    Value::String(out)
}

/// Every page of a list of the API, with private boards.
async fn all(base: &str, key: &str, list: &str, field: &str) -> Vec<Value> {
    let http = reqwest::Client::new();
    let mut found = Vec::new();
    for page in 1..=1000 {
        let separator = if list.contains('?') { '&' } else { '?' };
        let body: Value = http
            .get(format!("{base}/api/v3{list}{separator}per_page=100&page={page}"))
            .header("API-KEY", key)
            .header("ALLOW-PRIVATE", "true")
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        found.extend(body[field].as_array().cloned().unwrap_or_default());
        if body["meta"]["has_more"] != true {
            break;
        }
    }
    found
}

/// What a post is, as an API client of either server reads it: everything but its ids, its
/// address and its last change.
async fn posts_as_read(base: &str, key: &str) -> Vec<Value> {
    let buckets: std::collections::HashMap<i64, bool> = all(base, key, "/buckets", "buckets")
        .await
        .iter()
        .map(|b| (b["id"].as_i64().unwrap(), b["private"].as_bool().unwrap()))
        .collect();
    let mut read = Vec::new();
    for post in all(base, key, "/feature_requests?sort=oldest_created_at", "feature_requests").await {
        let id = post["id"].as_i64().unwrap();
        let mut voters: Vec<Value> = all(base, key, &format!("/upvoters?feature_request_id={id}&kind=all"), "votes")
            .await
            .iter()
            .map(|v| serde_json::json!([v["user"]["email"], v["created_at"], v["kind"]]))
            .collect();
        voters.sort_by_key(|v| v.to_string());
        let mut comments: Vec<Value> = all(base, key, &format!("/comments?feature_request_id={id}"), "comments")
            .await
            .iter()
            .map(|c| {
                serde_json::json!([
                    c["author"]["email"],
                    c["comment_html"],
                    c["created_at"],
                    c["internal"],
                    c["pinned"],
                    c["approval_status"],
                    c["parent_id"].is_null()
                ])
            })
            .collect();
        comments.sort_by_key(|c| c.to_string());
        read.push(serde_json::json!({
            "title": post["title"],
            "description_html": without_addresses(&post["description_html"]),
            "status": post["status"],
            "approval_status": post["approval_status"],
            "submitter": post["submitter"],
            "bucket": post["bucket"]["name"],
            "private": buckets[&post["bucket"]["id"].as_i64().unwrap()],
            "votes_count": post["votes_count"],
            "downvotes_count": post["downvotes_count"],
            "trending_score": post["trending_score"],
            "comments_count": post["comments_count"],
            "tags": post["tags"],
            "created_at": post["created_at"],
            "voters": voters,
            "comments": comments,
        }));
    }
    read
}

fn import(source: &Source, target: &str, uploads: &std::path::Path, port: u16, extra: &[&str]) -> Value {
    let (uploads, public) = (uploads.display().to_string(), format!("http://127.0.0.1:{port}"));
    let mut args =
        vec!["import-from", "api-v3", "--url", &source.base, "--into", "acme", "--database-url", target, "--uploads", &uploads, "--public-url", &public];
    args.extend_from_slice(extra);
    let output = Command::new(env!("CARGO_BIN_EXE_upboard")).args(&args).env("UPBOARD_IMPORT_API_KEY", &source.key).output().unwrap();
    assert!(output.status.success(), "import-from: {}", String::from_utf8_lossy(&output.stderr));
    serde_json::from_slice(&output.stdout).unwrap()
}

/// Counts of the target's rows: the state two runs must leave alike.
async fn rows(target: &str) -> Value {
    use sea_orm::{ConnectionTrait, Statement};
    let db = app::domain::Db::connect(target).await.unwrap();
    let db = db.conn();
    let mut counted = serde_json::Map::new();
    for (name, sql) in [
        ("posts", "SELECT COUNT(*) FROM posts"),
        ("votes", "SELECT COUNT(*) FROM votes"),
        ("comments", "SELECT COUNT(*) FROM comments"),
        ("users", "SELECT COUNT(*) FROM users"),
        ("buckets", "SELECT COUNT(*) FROM buckets"),
        ("statuses", "SELECT COUNT(*) FROM statuses"),
        ("tags", "SELECT COUNT(*) FROM tags"),
        ("links", "SELECT COUNT(*) FROM import_links"),
        ("post_links", "SELECT COUNT(*) FROM import_links WHERE kind = 'post'"),
        // Counters that disagree with their rows: none may.
        (
            "wrong_post_counts",
            "SELECT COUNT(*) FROM post_counts pc WHERE pc.votes_count <> (SELECT COUNT(*) FROM votes v WHERE v.post_id = pc.post_id AND v.kind = 'upvote') OR pc.downvotes_count <> (SELECT COUNT(*) FROM votes v WHERE v.post_id = pc.post_id AND v.kind = 'downvote') OR pc.comments_count <> (SELECT COUNT(*) FROM comments c WHERE c.post_id = pc.post_id AND NOT c.internal AND NOT c.hidden AND c.approval_status = 'approved')",
        ),
        ("wrong_user_votes", "SELECT COUNT(*) FROM users u WHERE u.votes_count <> (SELECT COUNT(*) FROM votes v WHERE v.user_id = u.id)"),
        ("wrong_user_posts", "SELECT COUNT(*) FROM users u WHERE u.post_count <> (SELECT COUNT(*) FROM posts p WHERE p.submitter_id = u.id)"),
        ("events", "SELECT COUNT(*) FROM outbox_events"),
    ] {
        let row = db.query_one_raw(Statement::from_string(db.get_database_backend(), sql)).await.unwrap().unwrap();
        let n: i64 = row.try_get_by_index(0).unwrap();
        counted.insert(name.to_owned(), n.into());
    }
    Value::Object(counted)
}

/// The demo organization moves in whole: the dry run's report is what the real run writes;
/// posts, upvotes and comments read through the API as they did at the source (authors,
/// voters, dates, statuses, private boards private, counters exact); nothing is announced; a
/// second run adds nothing.
async fn the_demo_organization_moves_in_as_its_dry_run_said(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let source = source(dir.path(), 0).await;
    source.post_with_image().await;
    let (duplicate, into) = source.merge_two().await;
    let (target, database) = fresh_database(backend, dir.path()).await;
    let created = org_create(&target);
    let key = created["api_key"].as_str().unwrap().to_owned();
    let empty = rows(&target).await;
    // The target's server, served once the import is done: its files are where it keeps them.
    let (port, uploads) = (free_port(), dir.path().join("target").join("uploads"));
    let import = |extra: &[&str]| import(&source, &target, &uploads, port, extra);

    let dry = import(&["--dry-run"]);
    assert_eq!(dry["dry_run"], true);
    assert_eq!(rows(&target).await, empty, "a dry run writes nothing");
    let files = |dir: &std::path::Path| {
        std::fs::read_dir(dir)
            .map(|d| d.flatten().map(|org| std::fs::read_dir(org.path()).map(|f| f.count()).unwrap_or(0)).sum())
            .unwrap_or(0)
    };
    assert_eq!(files(&uploads), 0, "a dry run stores no file");
    let real = import(&[]);
    assert_eq!(real["report"], dry["report"], "the dry run said what the real run did");
    let report = &real["report"];
    let before = posts_as_read(&source.base, &source.key).await;
    assert_eq!(report["posts"]["created"], before.len(), "{report}");
    assert_eq!(report["problems_total"], 0, "{report}");
    assert_eq!(report["boards"]["created"], 3, "Bug Reports, Integrations, Internal: {report}");
    assert_eq!(report["boards"]["matched"], 1, "Feature Requests: {report}");
    assert_eq!(report["attachments"]["created"], 1, "the screenshot: {report}");
    assert_eq!(files(&uploads), 1);
    assert_eq!(report["merges"]["created"], 1, "{report}");

    let counted = rows(&target).await;
    for wrong in ["wrong_post_counts", "wrong_user_votes", "wrong_user_posts"] {
        assert_eq!(counted[wrong], 0, "{wrong}: {counted}");
    }
    assert_eq!(counted["events"], empty["events"], "nothing imported is announced to webhooks, channels or inboxes");

    let again = import(&[]);
    let again = &again["report"];
    assert_eq!(again["posts"]["already"], before.len(), "{again}");
    for kind in ["boards", "statuses", "tags", "people", "posts", "votes", "comments", "merges", "attachments"] {
        assert_eq!(again[kind]["created"], 0, "a second run creates no {kind}: {again}");
    }
    assert_eq!(again["merges"]["already"], 1, "{again}");
    assert_eq!(rows(&target).await, counted, "a second run changes nothing");

    let mut server = serve_with(&target, &dir.path().join("target"), port, &["--public-url", &format!("http://127.0.0.1:{port}")]);
    answers(&mut server, port).await;
    let base = format!("http://127.0.0.1:{port}");
    let after = posts_as_read(&base, &key).await;
    assert_eq!(after.len(), before.len());
    for (old, new) in before.iter().zip(&after) {
        assert_eq!(new, old, "the post as read after the move");
    }
    // The screenshot, served by the new home from its own copy.
    let pictured = all(&base, &key, "/feature_requests?sort=oldest_created_at", "feature_requests").await;
    let html = pictured.iter().find(|p| p["title"] == "With a screenshot").unwrap()["description_html"].as_str().unwrap().to_owned();
    let address = html.split(" src=\"").nth(1).unwrap().split('"').next().unwrap();
    assert!(address.starts_with(&format!("{base}/uploads/")), "{html}");
    let image = reqwest::get(address).await.unwrap();
    assert_eq!(image.status(), 200);
    assert_eq!(image.bytes().await.unwrap().as_ref(), PNG);
    // The merge, as the new home lists it: the duplicate merged into its target's copy.
    let merges = all(&base, &key, "/merges", "merges").await;
    assert_eq!(merges.len(), 1, "{merges:?}");
    assert_eq!(merges[0]["post"]["title"], duplicate.as_str());
    let target_here = pictured.iter().find(|p| p["title"] == into.as_str()).unwrap();
    assert_eq!(merges[0]["into_id"], target_here["id"]);
    assert!(after.iter().any(|p| p["private"] == true), "the Internal board's posts came, and stay private");
    drop(server);
    if let Some(name) = database {
        drop_database(&name).await;
    }
}

/// A run killed with SIGKILL part way leaves whole posts, and the next run ends where one
/// uninterrupted run ends.
async fn a_run_killed_part_way_then_run_again_ends_as_one_run(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let source = source(dir.path(), 300).await;
    let (whole_dir, killed_dir) = (dir.path().join("whole"), dir.path().join("killed"));
    std::fs::create_dir_all(&whole_dir).unwrap();
    std::fs::create_dir_all(&killed_dir).unwrap();
    let (whole, whole_db) = fresh_database(backend, &whole_dir).await;
    org_create(&whole);
    import(&source, &whole, &whole_dir.join("uploads"), 0, &[]);
    let one_run = rows(&whole).await;

    let (killed, killed_db) = fresh_database(backend, &killed_dir).await;
    org_create(&killed);
    let mut run = Command::new(env!("CARGO_BIN_EXE_upboard"))
        .args(["import-from", "api-v3", "--url", &source.base, "--into", "acme", "--database-url", &killed])
        .args(["--uploads", &killed_dir.join("uploads").display().to_string()])
        .env("UPBOARD_IMPORT_API_KEY", &source.key)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let watching = app::domain::Db::connect(&killed).await.unwrap();
    let watcher = watching.conn();
    let mut part = 0;
    for _ in 0..3000 {
        use sea_orm::{ConnectionTrait, Statement};
        let sql = "SELECT COUNT(*) FROM import_links WHERE kind = 'post'";
        let row = watcher.query_one_raw(Statement::from_string(watcher.get_database_backend(), sql)).await.unwrap().unwrap();
        part = row.try_get_by_index::<i64>(0).unwrap();
        if part >= 60 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    run.kill().unwrap();
    run.wait().unwrap();
    let stopped = rows(&killed).await;
    assert!(part >= 60 && stopped["posts"].as_i64() < one_run["posts"].as_i64(), "killed part way: {part} posts linked, {stopped} against {one_run}");
    assert_eq!(stopped["wrong_post_counts"], 0, "whole posts only: {stopped}");
    let resumed = import(&source, &killed, &killed_dir.join("uploads"), 0, &[]);
    assert_eq!(resumed["report"]["posts"]["already"], stopped["post_links"], "the next run goes on after the posts the killed one wrote whole");
    assert_eq!(rows(&killed).await, one_run, "killed and run again, against one run");
    for name in [killed_db, whole_db].into_iter().flatten() {
        drop_database(&name).await;
    }
}

/// The one text `sql` answers in the database at `url`.
async fn text(url: &str, sql: &str) -> String {
    use sea_orm::{ConnectionTrait, Statement};
    let db = app::domain::Db::connect(url).await.unwrap();
    let conn = db.conn();
    let row = conn.query_one_raw(Statement::from_string(conn.get_database_backend(), sql)).await.unwrap().expect(sql);
    row.try_get_by_index::<String>(0).unwrap()
}

/// A CSV source moved into a fresh organization (`args`: `import-from`'s source and files):
/// the dry run writes nothing and says what the run then does, the counters are exact, and
/// nothing is announced. The run's report, and the target to look into.
struct CsvImport {
    _dir: tempfile::TempDir,
    target: String,
    database: Option<String>,
    args: Vec<String>,
    report: Value,
    counted: Value,
}

impl CsvImport {
    async fn run(backend: Backend, args: Vec<String>) -> Self {
        let dir = tempfile::tempdir().unwrap();
        let (target, database) = fresh_database(backend, dir.path()).await;
        org_create(&target);
        let empty = rows(&target).await;
        let mut import = Self { _dir: dir, target, database, args, report: Value::Null, counted: Value::Null };
        let dry = import.import(&["--dry-run"]);
        assert_eq!(rows(&import.target).await, empty, "a dry run writes nothing");
        let real = import.import(&[]);
        assert_eq!(real["report"], dry["report"], "the dry run said what the run did");
        assert_eq!(real["report"]["problems_total"], 0, "{real}");
        let counted = rows(&import.target).await;
        for wrong in ["wrong_post_counts", "wrong_user_votes", "wrong_user_posts"] {
            assert_eq!(counted[wrong], 0, "{wrong}: {counted}");
        }
        assert_eq!(counted["events"], empty["events"], "nothing imported is announced");
        (import.report, import.counted) = (real["report"].clone(), counted);
        import
    }

    fn import(&self, extra: &[&str]) -> Value {
        let mut args: Vec<&str> = vec!["import-from"];
        args.extend(self.args.iter().map(String::as_str));
        args.extend_from_slice(&["--into", "acme", "--database-url", &self.target]);
        args.extend_from_slice(extra);
        upboard(&args)
    }

    /// A second run finds its `posts` posts there already, creates nothing and changes nothing.
    async fn again_adds_nothing(self, posts: u64) {
        let again = self.import(&[]);
        let again = &again["report"];
        assert_eq!(again["posts"]["already"], posts, "{again}");
        for kind in ["boards", "statuses", "tags", "people", "posts", "votes", "comments"] {
            assert_eq!(again[kind]["created"], 0, "a second run creates no {kind}: {again}");
        }
        assert_eq!(rows(&self.target).await, self.counted, "a second run changes nothing");
        if let Some(name) = self.database {
            drop_database(&name).await;
        }
    }
}

/// A fixture's path (tests/http/fixtures/), as an argument.
fn fixture(path: &str) -> String {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/http/fixtures").join(path).to_string_lossy().into_owned()
}

/// UserVoice's CSV exports move in: the full suggestions export (one row per suggestion and
/// voter, a suggestion's rows apart and repeated) and the comments export, from the repository's
/// fixtures (tests/http/fixtures/uservoice/, in the layout docs/import.md documents). A voter
/// twice (in any case) is one vote; spam is left out; a suggestion awaiting moderation waits
/// here too; the status's message is a pinned comment; markup in a description is shown, not
/// obeyed.
async fn uservoice_moves_in_from_its_csv_exports(backend: Backend) {
    let files = ["uservoice", "--suggestions", &fixture("uservoice/suggestions.csv"), "--comments", &fixture("uservoice/comments.csv")];
    let import = CsvImport::run(backend, files.map(str::to_owned).to_vec()).await;
    let (report, target) = (&import.report, import.target.as_str());
    assert_eq!(report["posts"]["created"], 3, "the spam is left out: {report}");
    assert_eq!(report["votes"]["created"], 4, "Ana twice and CARLA/carla once each: {report}");
    assert_eq!(report["comments"]["created"], 4, "three comments of known suggestions and one status message: {report}");
    assert_eq!(report["boards"]["created"], 2, "{report}");
    assert_eq!(report["tags"]["created"], 3, "{report}");
    assert_eq!(report["statuses"]["created"], 0, "started, completed and under review are statuses here: {report}");
    assert_eq!(text(target, "SELECT approval_status FROM posts WHERE title = 'Single sign-on'").await, "pending");
    assert_eq!(text(target, "SELECT s.label FROM posts p JOIN statuses s ON s.id = p.status_id WHERE p.title = 'Dark mode'").await, "In Progress");
    let shown = text(target, "SELECT description_html FROM posts WHERE title = 'Export to CSV'").await;
    assert!(shown.contains("&lt;script&gt;") && !shown.contains("<script"), "markup shown, not obeyed: {shown}");
    let pinned = text(target, "SELECT c.body_html FROM comments c JOIN posts p ON p.id = c.post_id WHERE p.title = 'Dark mode' AND c.pinned").await;
    assert!(pinned.contains("We are building it now."), "{pinned}");
    import.again_adds_nothing(3).await;
}

/// Canny's CSV exports move in (tests/http/fixtures/canny-csv/, in the layout docs/import.md
/// documents): posts with a byte-order mark, voters on the post's row and in a votes file (by
/// post id, by title, by title and board; an address twice is one vote; a vote of a post not
/// exported is left out), threaded and internal comments.
async fn canny_csv_moves_in(backend: Backend) {
    let (posts, votes, comments) = (fixture("canny-csv/posts.csv"), fixture("canny-csv/votes.csv"), fixture("canny-csv/comments.csv"));
    let files = ["canny-csv", "--posts", &posts, "--votes", &votes, "--comments", &comments];
    let import = CsvImport::run(backend, files.map(str::to_owned).to_vec()).await;
    let (report, target) = (&import.report, import.target.as_str());
    assert_eq!(report["posts"]["created"], 3, "{report}");
    assert_eq!(report["votes"]["created"], 5, "{report}");
    assert_eq!(report["comments"]["created"], 3, "{report}");
    assert_eq!((report["boards"]["created"].as_u64(), report["boards"]["matched"].as_u64()), (Some(1), Some(1)), "Bugs new, Feature Requests here: {report}");
    assert_eq!(report["statuses"]["created"], 0, "{report}");
    let votes_of = |board: &'static str| {
        format!(
            "SELECT CAST(COUNT(*) AS TEXT) FROM votes v JOIN posts p ON p.id = v.post_id JOIN buckets b ON b.id = p.bucket_id WHERE p.title = 'Slack integration' AND b.name = '{board}'"
        )
    };
    assert_eq!(text(target, &votes_of("Feature Requests")).await, "3", "Fay (twice), Gus and Hal");
    assert_eq!(text(target, &votes_of("Bugs")).await, "1", "Hal, named by title and board");
    let reply = "SELECT parent.body_text FROM comments c JOIN comments parent ON parent.id = c.parent_id WHERE c.body_text = 'Soon.' AND c.internal";
    assert_eq!(text(target, reply).await, "When?", "threads and internal comments kept");
    let description =
        "SELECT p.description_html FROM posts p JOIN buckets b ON b.id = p.bucket_id WHERE b.name = 'Feature Requests' AND p.title = 'Slack integration'";
    let shown = text(target, description).await;
    assert!(shown.contains("&lt;img") && !shown.contains("<img"), "markup shown, not obeyed: {shown}");
    import.again_adds_nothing(3).await;
}

/// Bad cells stop nothing: dates that do not read (a post's, a vote's, 2 MB of one, a status
/// message's, a comment's) and a byte that is not UTF-8. Each record is kept, dated as
/// docs/import.md says or with U+FFFD for the byte, with a problem naming it, in the dry run's
/// report as in the run's; the records around them are brought as they are.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_cells_stop_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let huge = "9".repeat(2 << 20);
    let header = "ideaId,ideaTitle,ideaCreatorEmailAddress,forumName,createdTimestamp,publicStatusUpdateMessage,publicStatusUpdatedTimestamp,publicStatusCreatorEmailAddress,userEmailAddress,linkedIdeaCreationDate";
    let suggestions = [
        header.to_owned(),
        "1,Dark mode,ana@customer.test,Ideas,yesterday,,,,ana@customer.test,2024-01-05 09:00:00".to_owned(),
        format!("1,Dark mode,ana@customer.test,Ideas,yesterday,,,,ben@customer.test,{huge}"),
        "2,Export,ana@customer.test,Ideas,2024-01-02 10:00:00,On it.,31/02/2024,pm@vendor.test,carla@customer.test,2024-02-01".to_owned(),
    ];
    let comments = ["suggestionId,text,userEmail,createdAt", "2,Please!,ben@customer.test,soon", "2,Me too \u{1}!,carla@customer.test,2024-02-03 08:00:00"];
    let (suggestions_file, comments_file) = (dir.path().join("suggestions.csv"), dir.path().join("comments.csv"));
    std::fs::write(&suggestions_file, suggestions.join("\n")).unwrap();
    // A byte that is not UTF-8 where the comment says \u{1}.
    let comments: Vec<u8> = comments.join("\n").bytes().map(|b| if b == 1 { 0xff } else { b }).collect();
    std::fs::write(&comments_file, comments).unwrap();
    let (target, _) = fresh_database(Backend::Sqlite, dir.path()).await;
    org_create(&target);
    let (suggestions_file, comments_file) = (suggestions_file.display().to_string(), comments_file.display().to_string());
    let run = |extra: &'static [&'static str]| {
        let mut args = vec!["import-from", "uservoice", "--suggestions", &suggestions_file, "--comments", &comments_file, "--into", "acme"];
        args.extend_from_slice(&["--database-url", &target]);
        args.extend_from_slice(extra);
        upboard(&args)
    };
    let dry = run(&["--dry-run"]);
    let real = run(&[]);
    let report = &real["report"];
    assert_eq!(report, &dry["report"], "the dry run said what the run did");
    let created = |kind: &str| report[kind]["created"].as_u64();
    assert_eq!((created("posts"), created("votes"), created("comments")), (Some(2), Some(3), Some(3)), "{report}");
    let said: Vec<(&str, &str)> = report["problems"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (p["record"].as_str().unwrap(), p["problem"].as_str().unwrap()))
        .collect();
    assert_eq!(said.len(), 5, "{said:?}");
    assert_eq!(said[0], ("post 1", "its date “yesterday” does not read as a date: it is kept, dated when it was imported"));
    assert_eq!(said[1].0, "a vote on post 1");
    assert!(said[1].1.len() < 200, "the value said is bounded: {}", said[1].1);
    assert!(said[2].0 == "post 2" && said[2].1.starts_with("some of its text in comments.csv is not UTF-8"), "{said:?}");
    assert!(said[3].0.starts_with("comment response:") && said[3].0.ends_with(" of post 2") && said[3].1.contains("31/02/2024"), "{said:?}");
    assert!(said[4].0.ends_with(" of post 2") && said[4].1.contains("“soon”"), "{said:?}");
    let replaced = "SELECT CAST(COUNT(*) AS TEXT) FROM comments WHERE body_text = 'Me too \u{fffd}!'";
    assert_eq!(text(&target, replaced).await, "1", "the comment kept, the byte shown as U+FFFD");
    let as_post = "SELECT CAST(COUNT(*) AS TEXT) FROM comments c JOIN posts p ON p.id = c.post_id WHERE p.title = 'Export' AND c.created_at = p.created_at";
    assert_eq!(text(&target, as_post).await, "2", "the status message and the comment dated as their post");
    let kept = "SELECT CAST(COUNT(*) AS TEXT) FROM votes v JOIN posts p ON p.id = v.post_id WHERE p.title = 'Dark mode'";
    assert_eq!(text(&target, kept).await, "2", "both votes of the post kept");
}

mod sqlite {
    use crate::support::Backend;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn canny_csv_moves_in() {
        super::canny_csv_moves_in(Backend::Sqlite).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn uservoice_moves_in_from_its_csv_exports() {
        super::uservoice_moves_in_from_its_csv_exports(Backend::Sqlite).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn the_demo_organization_moves_in_as_its_dry_run_said() {
        super::the_demo_organization_moves_in_as_its_dry_run_said(Backend::Sqlite).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_run_killed_part_way_then_run_again_ends_as_one_run() {
        super::a_run_killed_part_way_then_run_again_ends_as_one_run(Backend::Sqlite).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn canny_moves_in_through_its_api() {
        super::canny_moves_in_through_its_api(Backend::Sqlite).await;
    }
}

mod postgres {
    use crate::support::Backend;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn canny_csv_moves_in() {
        super::canny_csv_moves_in(Backend::Postgres).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn uservoice_moves_in_from_its_csv_exports() {
        super::uservoice_moves_in_from_its_csv_exports(Backend::Postgres).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn the_demo_organization_moves_in_as_its_dry_run_said() {
        super::the_demo_organization_moves_in_as_its_dry_run_said(Backend::Postgres).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_run_killed_part_way_then_run_again_ends_as_one_run() {
        super::a_run_killed_part_way_then_run_again_ends_as_one_run(Backend::Postgres).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn canny_moves_in_through_its_api() {
        super::canny_moves_in_through_its_api(Backend::Postgres).await;
    }
}

/// A server that answers as Canny's API reference describes it (`POST https://canny.io/api/v1/…`,
/// the `apiKey` and the list's `limit`/`skip` in a form, lists that say `hasMore`), over a
/// fixed board, and writes down every request that breaks the description.
mod canny_fake {
    use axum::body::Bytes;
    use axum::extract::{Path, State};
    use axum::http::{HeaderMap, Method, StatusCode};
    use serde_json::{Value, json};
    use std::collections::HashMap;
    use std::sync::{Arc, Mutex};

    pub const KEY: &str = "canny-secret-key";

    #[derive(Clone)]
    struct Fake {
        data: Arc<Value>,
        violations: Arc<Mutex<Vec<String>>>,
    }

    /// A user as Canny's user object describes one; the first works for Globex.
    fn user(n: usize) -> Value {
        let companies = match n {
            1 => json!([{"id": "globex-7", "created": "2022-01-01T00:00:00.000Z", "customFields": {}, "monthlySpend": 250.75, "name": "Globex"}]),
            _ => json!([]),
        };
        json!({"id": format!("u{n}"), "avatarURL": null, "companies": companies, "created": "2023-01-02T03:04:05.000Z", "customFields": {}, "email": format!("person{n}@customer.test"),
               "isAdmin": false, "name": format!("Person {n}"), "url": format!("https://acme.canny.io/admin/users/u{n}"), "userID": null})
    }

    fn board(id: &str, name: &str, private: bool, posts: usize) -> Value {
        json!({"id": id, "created": "2022-05-01T10:00:00.000Z", "isPrivate": private, "name": name, "postCount": posts, "privateComments": false, "url": format!("https://acme.canny.io/admin/board/{id}")})
    }

    /// Two boards (one private), three posts of Canny's statuses, 150 votes on one (two pages),
    /// a thread of comments with an internal one; images (`imageURLs`) at `files`, one of them
    /// a page that calls itself a PNG.
    fn data(files: &str) -> Value {
        let ideas = board("b-ideas", "Ideas", false, 2);
        let secret = board("b-secret", "Secret", true, 1);
        let post = |id: &str, board: &Value, title: &str, status: &str, author: usize, created: &str, tags: Value| {
            json!({"id": id, "author": user(author), "board": board, "by": null, "category": null, "commentCount": 0, "created": created,
                   "details": format!("Details of {title}\nsecond line <b>not bold</b>"), "eta": null, "imageURLs": [], "jira": {"linkedIssues": []},
                   "owner": null, "score": 0, "status": status, "statusChangedAt": created, "tags": tags, "title": title,
                   "url": format!("https://acme.canny.io/ideas/p/{id}")})
        };
        let tag = json!([{"id": "t1", "name": "Mobile", "postCount": 1, "url": "https://acme.canny.io/admin/feedback?tags=mobile"}]);
        let posts = vec![
            {
                let mut dark = post("p-dark", &ideas, "Dark mode", "complete", 1, "2023-02-01T09:00:00.000Z", tag);
                dark["imageURLs"] = json!([format!("{files}/mockup.png"), format!("{files}/page.png")]);
                dark
            },
            post("p-export", &ideas, "CSV export", "open", 2, "2023-03-01T09:00:00.000Z", json!([])),
            post("p-plan", &secret, "Pricing plan", "in progress", 1, "2023-04-01T09:00:00.000Z", json!([])),
        ];
        let mut votes = serde_json::Map::new();
        votes.insert(
            "p-dark".to_owned(),
            Value::Array((0..150).map(|n| json!({"id": format!("v{n}"), "board": ideas, "by": null, "created": "2023-02-02T09:00:00.000Z", "post": {"id": "p-dark"}, "voter": user(10 + n)})).collect()),
        );
        votes.insert(
            "p-export".to_owned(),
            json!([{"id": "v-e", "board": ideas, "by": null, "created": "2023-03-02T09:00:00.000Z", "post": {"id": "p-export"}, "voter": user(1)}]),
        );
        votes.insert("p-plan".to_owned(), json!([]));
        let comment = |id: &str, parent: Option<&str>, author: usize, internal: bool, created: &str, value: &str| {
            json!({"id": id, "author": user(author), "board": ideas, "created": created, "imageURLs": [], "internal": internal, "likeCount": 0,
                   "mentions": [], "parentID": parent, "post": {"id": "p-dark"}, "private": false, "reactions": {}, "value": value})
        };
        let mut comments = serde_json::Map::new();
        let mut question = comment("c-1", None, 2, false, "2023-02-03T09:00:00.000Z", "When will this ship?");
        question["imageURLs"] = json!([format!("{files}/mockup.png")]);
        comments.insert(
            "p-dark".to_owned(),
            json!([
                comment("c-2", Some("c-1"), 1, false, "2023-02-04T09:00:00.000Z", "Thanks! <script>alert(1)</script>"),
                question,
                comment("c-3", None, 3, true, "2023-02-05T09:00:00.000Z", "Internal: design is ready"),
            ]),
        );
        comments.insert("p-export".to_owned(), json!([]));
        comments.insert("p-plan".to_owned(), json!([]));
        json!({"boards": [ideas, secret], "posts": posts, "votes": votes, "comments": comments})
    }

    /// The fake on a loopback port: its API's address and its list of violations.
    pub async fn start() -> (String, Arc<Mutex<Vec<String>>>) {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let address = listener.local_addr().unwrap();
        let fake = Fake { data: Arc::new(data(&format!("http://{address}/files"))), violations: Arc::new(Mutex::new(Vec::new())) };
        let violations = fake.violations.clone();
        let app = axum::Router::new()
            .route("/api/v1/{*endpoint}", axum::routing::any(answer))
            .route("/files/{name}", axum::routing::get(file))
            .with_state(fake);
        tokio::spawn(async move { axum::serve(listener, app).await.ok() });
        (format!("http://{address}/api/v1"), violations)
    }

    /// The images `imageURLs` name, as the store behind Canny's addresses serves them.
    async fn file(Path(name): Path<String>, headers: HeaderMap) -> (StatusCode, HeaderMap, Vec<u8>) {
        let mut answer = HeaderMap::new();
        answer.insert("content-type", "image/png".parse().unwrap());
        if headers.contains_key("authorization") || headers.contains_key("api-key") {
            return (StatusCode::FORBIDDEN, answer, b"no credentials go to a file's address".to_vec());
        }
        match name.as_str() {
            "mockup.png" => (StatusCode::OK, answer, crate::support::PNG.to_vec()),
            "page.png" => (StatusCode::OK, answer, b"<!doctype html><script>alert(1)</script>".to_vec()),
            _ => (StatusCode::NOT_FOUND, answer, Vec::new()),
        }
    }

    fn page(items: &Value, fields: &HashMap<String, String>, violations: &mut Vec<String>, endpoint: &str) -> (Vec<Value>, bool) {
        let mut number = |name: &str, default: usize| match fields.get(name) {
            None => default,
            Some(raw) => raw.parse::<usize>().unwrap_or_else(|_| {
                violations.push(format!("{endpoint}: {name}={raw} is not a number"));
                default
            }),
        };
        let (limit, skip) = (number("limit", 10), number("skip", 0));
        if limit == 0 || limit > 10_000 {
            violations.push(format!("{endpoint}: limit={limit} is out of range"));
        }
        let all = items.as_array().cloned().unwrap_or_default();
        let shown: Vec<Value> = all.iter().skip(skip).take(limit).cloned().collect();
        (shown, skip + limit < all.len())
    }

    async fn answer(
        State(fake): State<Fake>,
        method: Method,
        Path(endpoint): Path<String>,
        headers: HeaderMap,
        body: Bytes,
    ) -> (StatusCode, axum::Json<Value>) {
        let mut violations = Vec::new();
        if method != Method::POST {
            violations.push(format!("{method} {endpoint}: Canny's API takes POST"));
        }
        let form = headers
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .starts_with("application/x-www-form-urlencoded");
        let fields: HashMap<String, String> = match form {
            true => form_urlencoded::parse(&body).into_owned().collect(),
            false => serde_json::from_slice::<HashMap<String, Value>>(&body)
                .map(|m| m.into_iter().map(|(k, v)| (k, v.as_str().map(str::to_owned).unwrap_or_else(|| v.to_string()))).collect())
                .unwrap_or_else(|_| {
                    violations.push(format!("{endpoint}: the body is neither a form nor JSON"));
                    HashMap::new()
                }),
        };
        let data = &fake.data;
        let answer = if fields.get("apiKey").map(String::as_str) != Some(KEY) {
            violations.push(format!("{endpoint}: no valid apiKey"));
            (StatusCode::UNAUTHORIZED, json!({"error": "invalid api key"}))
        } else {
            match endpoint.as_str() {
                "boards/list" => (StatusCode::OK, json!({"boards": data["boards"]})),
                "posts/list" => {
                    let board = fields.get("boardID").cloned().unwrap_or_default();
                    if let Some(sort) = fields.get("sort")
                        && !["newest", "oldest", "relevance", "score", "statusChanged", "trending"].contains(&sort.as_str())
                    {
                        violations.push(format!("posts/list: sort={sort} is not one of Canny's"));
                    }
                    let of_board: Vec<Value> = data["posts"].as_array().unwrap().iter().filter(|p| p["board"]["id"] == board.as_str()).cloned().collect();
                    if !data["boards"].as_array().unwrap().iter().any(|b| b["id"] == board.as_str()) {
                        violations.push(format!("posts/list: boardID={board} is no board"));
                    }
                    let (posts, more) = page(&Value::Array(of_board), &fields, &mut violations, "posts/list");
                    (StatusCode::OK, json!({"hasMore": more, "posts": posts}))
                }
                "votes/list" | "comments/list" => {
                    let kind = endpoint.trim_end_matches("/list");
                    let post = fields.get("postID").cloned().unwrap_or_default();
                    let items = data[kind].get(&post).cloned().unwrap_or_else(|| {
                        violations.push(format!("{endpoint}: postID={post} is no post"));
                        json!([])
                    });
                    let (shown, more) = page(&items, &fields, &mut violations, &endpoint);
                    (StatusCode::OK, json!({"hasMore": more, kind: shown}))
                }
                other => {
                    violations.push(format!("{other}: not an endpoint this import should call"));
                    (StatusCode::NOT_FOUND, json!({"error": "not found"}))
                }
            }
        };
        fake.violations.lock().unwrap().extend(violations);
        (answer.0, axum::Json(answer.1))
    }
}

/// From Canny's API: boards (the private one private), Canny's statuses as the statuses of
/// their kind here, plain text as text, votes over two pages, a thread and an internal comment;
/// the dry run's report is the real run's; a second run adds nothing; every request the import
/// sent is one Canny's reference describes.
async fn canny_moves_in_through_its_api(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let (api, violations) = canny_fake::start().await;
    let (target, database) = fresh_database(backend, dir.path()).await;
    org_create(&target);
    // (The command blocks one of the test's two runtime threads; the fake answers on the other.)
    let uploads = dir.path().join("uploads").display().to_string();
    let canny = |key: &str, extra: &[&str]| {
        let mut args = vec![
            "import-from",
            "canny",
            "--url",
            &api,
            "--into",
            "acme",
            "--database-url",
            &target,
            "--uploads",
            &uploads,
            "--public-url",
            "https://new.example",
        ];
        args.extend_from_slice(extra);
        Command::new(env!("CARGO_BIN_EXE_upboard")).args(&args).env("UPBOARD_IMPORT_API_KEY", key).output().unwrap()
    };
    let json = |output: std::process::Output| {
        assert!(output.status.success(), "import-from canny: {}", String::from_utf8_lossy(&output.stderr));
        serde_json::from_slice::<Value>(&output.stdout).unwrap()
    };
    let dry = json(canny(canny_fake::KEY, &["--dry-run"]));
    let real = json(canny(canny_fake::KEY, &[]));
    assert_eq!(real["report"], dry["report"]);
    let report = &real["report"];
    assert_eq!(report["posts"]["created"], 3, "{report}");
    assert_eq!(report["votes"]["created"], 151, "{report}");
    assert_eq!(report["comments"]["created"], 3, "{report}");
    assert_eq!(report["statuses"]["created"], 0, "Canny's statuses are kinds here: {report}");
    assert_eq!(report["attachments"]["created"], 2, "{report}");
    assert_eq!(report["companies"]["created"], 1, "Globex: {report}");
    assert_eq!(report["attachments"]["skipped"], 1, "{report}");
    assert_eq!(report["problems_total"], 1, "{report}");
    assert!(report["problems"][0]["record"].as_str().unwrap().ends_with("/files/page.png"), "{report}");
    assert!(report["problems"][0]["problem"].as_str().unwrap().contains("not a JPEG"), "{report}");

    let db = app::domain::Db::connect(&target).await.unwrap();
    use app::entities::{bucket, comment, post, post_count, status};
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
    let conn = db.conn();
    let find = |title: &'static str| post::Entity::find().filter(post::Column::Title.eq(title)).one(conn);
    let dark = find("Dark mode").await.unwrap().unwrap();
    let plan = find("Pricing plan").await.unwrap().unwrap();
    let export = find("CSV export").await.unwrap().unwrap();
    let label = |id| async move { status::Entity::find_by_id(id).one(conn).await.unwrap().unwrap().label };
    assert_eq!(label(dark.status_id).await, "Completed");
    assert_eq!(label(export.status_id).await, "Submitted", "open: the first status of its kind, new posts' own");
    assert_eq!(label(plan.status_id).await, "In Progress");
    assert_eq!(dark.created_at.to_rfc3339(), "2023-02-01T09:00:00+00:00");
    let described = dark.description_html.as_deref().unwrap();
    assert!(described.contains("&lt;b&gt;not bold&lt;/b&gt;"), "plain text stays text: {described}");
    assert!(described.contains(r#"<img src="https://new.example/uploads/"#) && !described.contains("/files/"), "images copied: {described}");
    let images = app::entities::attachment::Entity::find().all(conn).await.unwrap();
    assert_eq!(images.len(), 2);
    for image in &images {
        assert_eq!(std::fs::read(dir.path().join("uploads").join(&image.storage_key)).unwrap(), PNG, "the bytes kept");
    }
    assert!(bucket::Entity::find_by_id(plan.bucket_id).one(conn).await.unwrap().unwrap().private, "a private board stays private");
    let counts = post_count::Entity::find_by_id(dark.id).one(conn).await.unwrap().unwrap();
    assert_eq!((counts.votes_count, counts.comments_count), (150, 2), "the internal comment is not counted");
    let thread = comment::Entity::find().filter(comment::Column::PostId.eq(dark.id)).all(conn).await.unwrap();
    let question = thread.iter().find(|c| c.body_text.contains("When will this ship")).unwrap();
    let thanks = thread.iter().find(|c| c.body_text.contains("Thanks")).unwrap();
    assert_eq!(thanks.parent_id, Some(question.id));
    assert!(!thanks.body_html.contains("<script"), "{}", thanks.body_html);
    assert!(thread.iter().any(|c| c.internal && c.body_text.contains("design is ready")));

    let globex = app::domain::companies::find_by_external(conn, dark.organization_id, "globex-7").await.unwrap().unwrap();
    assert_eq!((globex.name.as_str(), globex.monthly_revenue_cents), ("Globex", 25075));
    let person = app::domain::users::find_by_email(conn, dark.organization_id, &app::model::Email::parse("person1@customer.test").unwrap())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(person.company_id, Some(globex.id), "the author works for Globex here too");

    let again = json(canny(canny_fake::KEY, &[]));
    for kind in ["boards", "people", "companies", "posts", "votes", "comments", "attachments"] {
        assert_eq!(again["report"][kind]["created"], 0, "{again}");
    }
    assert_eq!(again["report"]["posts"]["already"], 3);
    let wrong_key = canny("not the key", &[]);
    assert!(!wrong_key.status.success());
    assert!(String::from_utf8_lossy(&wrong_key.stderr).contains("401"), "{}", String::from_utf8_lossy(&wrong_key.stderr));
    let seen = violations.lock().unwrap().clone();
    assert_eq!(seen, ["boards/list: no valid apiKey"], "only the wrong key's request broke the description");
    drop(db);
    if let Some(name) = database {
        drop_database(&name).await;
    }
}
