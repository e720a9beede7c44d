//! Imports started from the admin page (docs/import.md, "From the admin page"): a run is a row
//! of `import_runs`, a table of the lease queue ([`crate::domain::outbox::queue`]), which the
//! worker of any `upboard serve` process claims and runs with the same readers and writer as
//! `upboard import-from`. Its progress (posts read, of how many) is written as it goes, fenced
//! by the claim's token; its report, or why it stopped, when it ends. A process that dies part
//! way leaves the run to the next claim after its lease, which goes on where the links say
//! (the writer's own guarantee); a run claimed [`MAX_CLAIMS`] times stops with a reason.
//!
//! The source's key is sealed with the organization as associated data (`import:{org}`): a run
//! started from a dry run takes the dry run's sealed key over, which is then wiped; a finished
//! run keeps none, and a dry run nobody turned into a run loses its key after [`KEY_KEPT`].

use super::Mapping;
use crate::domain::access::{self, Actor, TeamTask};
use crate::domain::admin::audit::{self, Action, Target};
use crate::domain::outbox::queue::{self, Leased};
use crate::domain::sealed::Sealer;
use crate::domain::{Db, Error, Result, is_unique_violation, now};
use crate::entities::import_run;
use crate::model::OrgId;
use crate::said;
use crate::store::cache::Scope;
use chrono::{DateTime, Duration, Utc};
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set};

/// How long a dry run's sealed key stays for a run to take over.
pub const KEY_KEPT: Duration = Duration::hours(1);
/// Claims after which a run that never finished (its process died each time) stops.
pub const MAX_CLAIMS: i32 = 3;
/// The longest key and status mapping taken (the address: [`super::URL_MAX`]).
const KEY_MAX: usize = 1000;
const STATUSES_MAX: usize = 10_000;
/// The runs the page lists.
pub const LISTED: u64 = 10;

/// Where a run reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SourceKind {
    /// Any server of this project's `/api/v3` (another upboard, FeatureOS, Hellonext).
    ApiV3,
    /// Canny's REST API.
    Canny,
    /// UserVoice's CSV exports, uploaded.
    UserVoiceCsv,
    /// Canny's CSV exports, uploaded.
    CannyCsv,
}

impl SourceKind {
    pub const ALL: [SourceKind; 4] = [Self::ApiV3, Self::Canny, Self::UserVoiceCsv, Self::CannyCsv];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::ApiV3 => "api-v3",
            Self::Canny => "canny",
            Self::UserVoiceCsv => "uservoice-csv",
            Self::CannyCsv => "canny-csv",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.as_str() == value)
    }

    /// The files an export of this kind is, by the form's names, and whether each is needed;
    /// none for a server.
    pub fn roles(self) -> &'static [(&'static str, bool)] {
        match self {
            Self::ApiV3 | Self::Canny => &[],
            Self::UserVoiceCsv => &[("suggestions", true), ("comments", false)],
            Self::CannyCsv => &[("posts", true), ("votes", false), ("comments", false)],
        }
    }
}

/// A file of a CSV import, kept in the server's store until its run ends.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Upload {
    /// Which file of the export it is ([`SourceKind::roles`]).
    pub role: String,
    /// Where the store keeps it (`imports/{organization}/…`).
    pub key: String,
    /// Its name as uploaded.
    pub name: String,
}

/// Where the files of an organization's CSV imports are kept.
pub fn files_folder(organization_id: OrgId) -> String {
    format!("imports/{}/", organization_id.get())
}

/// The files a run reads (none for a server's).
pub fn files(run: &import_run::Model) -> Vec<Upload> {
    run.files.as_deref().and_then(|f| serde_json::from_str(f).ok()).unwrap_or_default()
}

/// What an admin asks of a CSV export: its files (stored), the status mapping, dry or not.
#[derive(Clone, Debug)]
pub struct FilesRequest {
    pub kind: SourceKind,
    pub files: Vec<Upload>,
    pub statuses: String,
    pub dry_run: bool,
}

impl FilesRequest {
    /// An export's kind and mapping, checked before its files are stored.
    pub fn check(kind: &str, statuses: &str) -> Result<(SourceKind, String)> {
        let kind = SourceKind::parse(kind)
            .filter(|kind| !kind.roles().is_empty())
            .ok_or_else(|| Error::invalid(said!("said-x-is-not-something-this-page", field = "source")))?;
        Ok((kind, checked_statuses(statuses)?))
    }
}

/// Starts a run of uploaded files (admins), which it reads until it ends.
pub async fn start_files(db: &Db, organization_id: OrgId, actor: &Actor, request: &FilesRequest) -> Result<import_run::Model> {
    access::may(actor, TeamTask::Administer)?;
    let files = serde_json::to_string(&request.files).map_err(|e| Error::Internal(e.to_string()))?;
    // What the page shows as its source: the files' names as uploaded.
    let names: String = request.files.iter().map(|f| f.name.as_str()).collect::<Vec<_>>().join(", ").chars().take(super::URL_MAX).collect();
    let txn = db.begin_write_in(Scope::Nothing).await?;
    let run = insert(&*txn, organization_id, actor, request.kind.as_str(), &names, None, Some(files), &request.statuses, request.dry_run, &names).await?;
    txn.commit().await?;
    Ok(run)
}

/// What an admin asks for.
#[derive(Clone, Debug)]
pub struct Request {
    pub kind: SourceKind,
    /// The source's address (required for `/api/v3`; Canny's own when empty).
    pub url: String,
    pub key: String,
    /// `There=Here`, one a line.
    pub statuses: String,
    pub dry_run: bool,
}

impl Request {
    /// The form's fields, checked: a known source, an address where one is needed (`http` or
    /// `https`, bounded), a key, and a mapping that parses.
    pub fn check(kind: &str, url: &str, key: &str, statuses: &str, dry_run: bool) -> Result<Self> {
        let kind = SourceKind::parse(kind)
            .filter(|kind| kind.roles().is_empty())
            .ok_or_else(|| Error::invalid(said!("said-x-is-not-something-this-page", field = "source")))?;
        let url = url.trim().to_owned();
        if url.is_empty() && kind == SourceKind::ApiV3 {
            return Err(Error::invalid(said!("said-import-needs-an-address")));
        }
        if !url.is_empty() && super::source_address(&url).is_none() {
            return Err(Error::invalid(said!("said-import-source-address", url = url.chars().take(200).collect::<String>())));
        }
        let key = key.trim().to_owned();
        if key.is_empty() || key.len() > KEY_MAX {
            return Err(Error::invalid(said!("said-import-needs-a-key", max = KEY_MAX)));
        }
        Ok(Self { kind, url, key, statuses: checked_statuses(statuses)?, dry_run })
    }
}

/// A mapping as typed, bounded, one pair a line, that parses.
fn checked_statuses(statuses: &str) -> Result<String> {
    if statuses.len() > STATUSES_MAX {
        return Err(Error::invalid(said!("said-import-mapping-too-long", field = "statuses", max = STATUSES_MAX)));
    }
    let statuses = statuses.lines().map(str::trim).filter(|l| !l.is_empty()).collect::<Vec<_>>().join("\n");
    Mapping::parse(&lines(&statuses))?;
    Ok(statuses)
}

/// The lines of a stored mapping.
pub fn lines(statuses: &str) -> Vec<String> {
    statuses.lines().map(str::to_owned).collect()
}

fn context(organization_id: OrgId) -> String {
    format!("import:{}", organization_id.get())
}

/// Starts a run (admins): queued for the next worker. One at a time per organization.
pub async fn start(db: &Db, sealer: &Sealer, organization_id: OrgId, actor: &Actor, request: &Request) -> Result<import_run::Model> {
    access::may(actor, TeamTask::Administer)?;
    let sealed = sealer.seal(&request.key, &context(organization_id))?;
    let txn = db.begin_write_in(Scope::Nothing).await?;
    let run = insert(&*txn, organization_id, actor, request.kind.as_str(), &request.url, Some(sealed), None, &request.statuses, request.dry_run, &request.url)
        .await?;
    txn.commit().await?;
    Ok(run)
}

/// Starts the run a finished dry run described (admins), with its source, key (or files) and
/// mapping; the dry run gives them up.
pub async fn start_from(db: &Db, organization_id: OrgId, actor: &Actor, dry_run_id: i64) -> Result<import_run::Model> {
    access::may(actor, TeamTask::Administer)?;
    let txn = db.begin_write_in(Scope::Nothing).await?;
    let dry = import_run::Entity::find_by_id(dry_run_id)
        .filter(import_run::Column::OrganizationId.eq(organization_id))
        .one(&*txn)
        .await?
        .ok_or_else(|| Error::NotFound(said!("said-import-run-not-found")))?;
    if !runnable(&dry) {
        return Err(Error::Conflict(said!("said-import-dry-run-gone")));
    }
    let run =
        insert(&*txn, organization_id, actor, &dry.source_kind, &dry.source_url, dry.api_key.clone(), dry.files.clone(), &dry.statuses, false, &dry.source_url)
            .await?;
    import_run::Entity::update_many()
        .col_expr(import_run::Column::ApiKey, Expr::value(Option::<String>::None))
        .col_expr(import_run::Column::Files, Expr::value(Option::<String>::None))
        .filter(import_run::Column::Id.eq(dry.id))
        .exec(&*txn)
        .await?;
    txn.commit().await?;
    Ok(run)
}

/// Whether `run` is a dry run that finished as it should and still holds its key (or files):
/// one that can be run as it said.
pub fn runnable(run: &import_run::Model) -> bool {
    run.dry_run && run.status == import_run::FINISHED && run.error.is_none() && (run.api_key.is_some() || run.files.is_some())
}

#[allow(clippy::too_many_arguments)]
async fn insert(
    txn: &impl ConnectionTrait,
    organization_id: OrgId,
    actor: &Actor,
    kind: &str,
    url: &str,
    sealed_key: Option<String>,
    files: Option<String>,
    statuses: &str,
    dry_run: bool,
    // What the audit log names (the address, or the files).
    source: &str,
) -> Result<import_run::Model> {
    let at = now();
    let inserted = import_run::ActiveModel {
        organization_id: Set(organization_id),
        requested_by: Set(Some(actor.user.id)),
        source_kind: Set(kind.to_owned()),
        source_url: Set(url.to_owned()),
        api_key: Set(sealed_key),
        files: Set(files),
        statuses: Set(statuses.to_owned()),
        dry_run: Set(dry_run),
        posts_done: Set(0),
        posts_total: Set(None),
        report: Set(None),
        error: Set(None),
        status: Set(queue::PENDING.to_owned()),
        attempts: Set(0),
        next_attempt_at: Set(at),
        locked_until: Set(None),
        lease: Set(0),
        created_at: Set(at),
        updated_at: Set(at),
        finished_at: Set(None),
        ..Default::default()
    }
    .insert(txn)
    .await;
    let run = match inserted {
        Ok(run) => run,
        Err(error) if is_unique_violation(&error) => return Err(Error::Conflict(said!("said-import-already-running"))),
        Err(error) => return Err(error.into()),
    };
    let what = if dry_run { "dry run" } else { "run" };
    let source = if source.is_empty() { kind.to_owned() } else { format!("{kind} {source}") };
    let source: String = source.chars().take(300).collect();
    audit::record(txn, organization_id, actor, Action::ImportStarted, Target { id: Some(run.id), name: &source }, what).await?;
    Ok(run)
}

/// The organization's latest runs, newest first.
pub async fn list(conn: &impl ConnectionTrait, organization_id: OrgId) -> Result<Vec<import_run::Model>> {
    Ok(import_run::Entity::find()
        .filter(import_run::Column::OrganizationId.eq(organization_id))
        .order_by_desc(import_run::Column::Id)
        .limit(LISTED)
        .all(conn)
        .await?)
}

/// One run of the organization.
pub async fn get(conn: &impl ConnectionTrait, organization_id: OrgId, id: i64) -> Result<Option<import_run::Model>> {
    Ok(import_run::Entity::find_by_id(id).filter(import_run::Column::OrganizationId.eq(organization_id)).one(conn).await?)
}

/// Whether a run waits for a worker (a read: an idle worker never takes the writer).
pub async fn any_due(conn: &impl ConnectionTrait) -> Result<bool> {
    queue::any_due::<import_run::Entity>(conn).await
}

/// The run due longest, claimed for this worker; a run claimed [`MAX_CLAIMS`] times already is
/// finished with the reason instead, and the next one looked at.
pub async fn claim(db: &Db) -> Result<Option<import_run::Model>> {
    loop {
        let Some(run) = queue::claim::<import_run::Entity>(db, 1).await?.pop() else {
            return Ok(None);
        };
        // The fencing token is one more at every claim: how often the run was taken up.
        if run.lease <= i64::from(MAX_CLAIMS) {
            return Ok(Some(run));
        }
        finish(db, &run, Outcome::Stopped(said!("said-import-stopped-too-often", n = MAX_CLAIMS).stored().to_string())).await?;
    }
}

/// The source's key of a claimed run.
pub fn key(sealer: &Sealer, run: &import_run::Model) -> Result<String> {
    let sealed = run.api_key.as_deref().ok_or_else(|| Error::Conflict(said!("said-import-dry-run-gone")))?;
    sealer.open(sealed, &context(run.organization_id))
}

/// Records how far a claimed run is; `false` when it is no longer this worker's (its lease
/// went to another), which should then stop. (The lease itself is renewed by
/// `queue::holding`, around the whole run.)
pub async fn progress(db: &Db, run: &import_run::Model, done: u64, total: Option<u64>) -> Result<bool> {
    let txn = db.begin_write_in(Scope::Nothing).await?;
    let mut update = import_run::Entity::update_many()
        .col_expr(import_run::Column::PostsDone, Expr::value(i64::try_from(done).unwrap_or(i64::MAX)))
        .filter(import_run::Column::Id.eq(run.id))
        .filter(import_run::Column::Lease.eq(run.lease))
        .filter(import_run::Column::Status.eq(queue::PENDING));
    if let Some(total) = total {
        update = update.col_expr(import_run::Column::PostsTotal, Expr::value(i64::try_from(total).unwrap_or(i64::MAX)));
    }
    let held = update.exec(&*txn).await?.rows_affected == 1;
    txn.commit().await?;
    Ok(held)
}

/// How a run ended.
pub enum Outcome {
    /// Its report ([`super::Report::stored`]).
    Report(serde_json::Value),
    /// Why it stopped ([`crate::i18n::Said::stored`], as text).
    Stopped(String),
}

/// Ends a claimed run with its outcome; a run (not a dry one) gives its key and files up at
/// once (the caller removes the files). Refused when the run is no longer this worker's.
pub async fn finish(db: &Db, run: &import_run::Model, outcome: Outcome) -> Result<()> {
    let at = now();
    let txn = db.begin_write_in(Scope::Nothing).await?;
    let dry_run = run.dry_run;
    queue::settle::<import_run::Entity>(&*txn, run, true, at, move |update| {
        let update = match outcome {
            Outcome::Report(report) => update.col_expr(import_run::Column::Report, Expr::value(report.to_string())),
            Outcome::Stopped(error) => update.col_expr(import_run::Column::Error, Expr::value(error)),
        };
        let update = update.col_expr(import_run::Column::FinishedAt, Expr::value(at));
        match dry_run {
            true => update,
            false => update
                .col_expr(import_run::Column::ApiKey, Expr::value(Option::<String>::None))
                .col_expr(import_run::Column::Files, Expr::value(Option::<String>::None)),
        }
    })
    .await?;
    txn.commit().await?;
    Ok(())
}

/// Wipes the keys, and lets go of the files, of dry runs that finished before `before` (no
/// run took them over); how many. (The files themselves: [`unheld_files`].)
pub async fn forget_keys(db: &Db, before: DateTime<Utc>) -> Result<u64> {
    let held = || import_run::Column::ApiKey.is_not_null().or(import_run::Column::Files.is_not_null());
    let stale = import_run::Entity::find()
        .select_only()
        .column(import_run::Column::Id)
        .filter(held())
        .filter(import_run::Column::Status.ne(queue::PENDING))
        .filter(import_run::Column::UpdatedAt.lt(before))
        .limit(1)
        .into_tuple::<i64>()
        .one(db.conn())
        .await?;
    if stale.is_none() {
        return Ok(0);
    }
    let txn = db.begin_write_in(Scope::Nothing).await?;
    let wiped = import_run::Entity::update_many()
        .col_expr(import_run::Column::ApiKey, Expr::value(Option::<String>::None))
        .col_expr(import_run::Column::Files, Expr::value(Option::<String>::None))
        .filter(held())
        .filter(import_run::Column::Status.ne(queue::PENDING))
        .filter(import_run::Column::UpdatedAt.lt(before))
        .exec(&*txn)
        .await?
        .rows_affected;
    txn.commit().await?;
    Ok(wiped)
}

/// Of `keys` (files under the imports' folder), those no run holds: a run that ended, a dry
/// run forgotten, or an upload whose run was never started (a refused form, a process killed
/// between storing and queueing). The worker removes them once they are old enough.
pub async fn unheld_files(conn: &impl ConnectionTrait, keys: Vec<String>) -> Result<Vec<String>> {
    if keys.is_empty() {
        return Ok(keys);
    }
    let held: std::collections::HashSet<String> = import_run::Entity::find()
        .filter(import_run::Column::Files.is_not_null())
        .all(conn)
        .await?
        .iter()
        .flat_map(files)
        .map(|f| f.key)
        .collect();
    Ok(keys.into_iter().filter(|k| !held.contains(k)).collect())
}

impl Leased for import_run::Entity {
    const DONE: &'static str = import_run::FINISHED;
    const ID: import_run::Column = import_run::Column::Id;
    const STATUS: import_run::Column = import_run::Column::Status;
    const ATTEMPTS: import_run::Column = import_run::Column::Attempts;
    const NEXT_ATTEMPT_AT: import_run::Column = import_run::Column::NextAttemptAt;
    const LOCKED_UNTIL: import_run::Column = import_run::Column::LockedUntil;
    const LEASE: import_run::Column = import_run::Column::Lease;
    const UPDATED_AT: import_run::Column = import_run::Column::UpdatedAt;

    fn id(row: &import_run::Model) -> i64 {
        row.id
    }
    fn attempts(row: &import_run::Model) -> i32 {
        row.attempts
    }
    fn lease(row: &import_run::Model) -> i64 {
        row.lease
    }
    fn next_attempt_at(row: &import_run::Model) -> DateTime<Utc> {
        row.next_attempt_at
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{organizations, testing};

    fn admin(acme: &organizations::CreatedOrganization) -> Actor {
        Actor { user: acme.admin.clone(), role: Some(crate::domain::users::Role::Admin) }
    }

    #[test]
    fn a_request_is_checked_before_anything_is_queued() {
        assert!(Request::check("api-v3", "https://old.example", "key", "Shipped=Completed\n\n", true).is_ok());
        assert_eq!(Request::check("api-v3", "https://old.example", " key ", " A=B \n", false).unwrap().statuses, "A=B");
        assert!(Request::check("canny", "", "key", "", true).is_ok(), "Canny's own address");
        for (kind, url, key, statuses) in [
            ("uservoice", "https://old.example", "key", ""),
            ("api-v3", "", "key", ""),
            ("api-v3", "ftp://old.example", "key", ""),
            ("api-v3", "https://old.example/?q=1", "key", ""),
            ("api-v3", "https://old.example", "  ", ""),
            ("api-v3", "https://old.example", "key", "no equals sign"),
        ] {
            assert!(Request::check(kind, url, key, statuses, true).is_err(), "{kind} {url} {key:?} {statuses:?}");
        }
        assert!(Request::check("api-v3", "https://old.example", &"k".repeat(KEY_MAX + 1), "", true).is_err());
        assert!(Request::check("api-v3", "https://old.example", "key", &"a=b\n".repeat(STATUSES_MAX), true).is_err());
        assert!(Request::check("uservoice-csv", "", "key", "", true).is_err(), "an export is uploaded, not reached");
        assert!(FilesRequest::check("uservoice-csv", "Shipped=Completed").is_ok());
        assert!(FilesRequest::check("canny-csv", "").is_ok());
        assert!(FilesRequest::check("api-v3", "").is_err() && FilesRequest::check("canny-csv", "no equals sign").is_err());
    }

    /// A CSV import's files: held by its dry run, taken over by the run, let go when it ends
    /// (or an hour after a dry run nobody ran); only files no run holds are removable.
    #[tokio::test]
    async fn an_uploads_files_are_held_while_a_run_may_read_them() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let (org, actor) = (acme.organization.id, admin(&acme));
        let upload = |role: &str| Upload { role: role.to_owned(), key: format!("{}{role}-x.csv", files_folder(org)), name: format!("{role}.csv") };
        let (kind, statuses) = FilesRequest::check("uservoice-csv", "").unwrap();
        let request = FilesRequest { kind, files: vec![upload("suggestions"), upload("comments")], statuses, dry_run: true };
        let dry = start_files(&db, org, &actor, &request).await.unwrap();
        assert_eq!(files(&dry), request.files);
        assert!(dry.api_key.is_none());
        let keys = || vec![upload("suggestions").key, upload("comments").key, format!("{}stray.csv", files_folder(org))];
        assert_eq!(unheld_files(db.conn(), keys()).await.unwrap(), [format!("{}stray.csv", files_folder(org))], "a pending run holds its files");
        let claimed = claim(&db).await.unwrap().unwrap();
        finish(&db, &claimed, Outcome::Report(serde_json::json!({}))).await.unwrap();
        let run = start_from(&db, org, &actor, dry.id).await.unwrap();
        assert_eq!(files(&run), request.files, "the run takes the dry run's files over");
        assert!(get(db.conn(), org, dry.id).await.unwrap().unwrap().files.is_none(), "which lets them go");
        let claimed = claim(&db).await.unwrap().unwrap();
        finish(&db, &claimed, Outcome::Report(serde_json::json!({}))).await.unwrap();
        assert!(get(db.conn(), org, run.id).await.unwrap().unwrap().files.is_none(), "an ended run holds none");
        assert_eq!(unheld_files(db.conn(), keys()).await.unwrap().len(), 3);

        let again = start_files(&db, org, &actor, &request).await.unwrap();
        let claimed = claim(&db).await.unwrap().unwrap();
        finish(&db, &claimed, Outcome::Report(serde_json::json!({}))).await.unwrap();
        assert_eq!(unheld_files(db.conn(), keys()).await.unwrap().len(), 1, "a dry run holds its files an hour");
        assert_eq!(forget_keys(&db, now() + Duration::seconds(1)).await.unwrap(), 1);
        assert!(get(db.conn(), org, again.id).await.unwrap().unwrap().files.is_none());
        assert_eq!(unheld_files(db.conn(), keys()).await.unwrap().len(), 3);
    }

    #[tokio::test]
    async fn one_run_at_a_time_claimed_once_its_key_sealed_and_wiped_when_used() {
        let db = testing::db().await;
        let sealer = Sealer::new(&[[7u8; 32]]);
        let acme = organizations::tests::create_acme(&db).await;
        let actor = admin(&acme);
        let org = acme.organization.id;
        let request = Request::check("api-v3", "https://old.example", "the-old-key", "", true).unwrap();
        let dry = start(&db, &sealer, org, &actor, &request).await.unwrap();
        assert!(!dry.api_key.as_deref().unwrap().contains("the-old-key"), "sealed");
        assert!(matches!(start(&db, &sealer, org, &actor, &request).await, Err(Error::Conflict(_))), "one pending run per organization");
        let member = Actor { user: acme.admin.clone(), role: Some(crate::domain::users::Role::Member) };
        assert!(start(&db, &sealer, org, &member, &request).await.is_err(), "admins only");

        let claimed = claim(&db).await.unwrap().unwrap();
        assert_eq!((claimed.id, claimed.lease), (dry.id, 1));
        assert!(claim(&db).await.unwrap().is_none(), "claimed once");
        assert_eq!(key(&sealer, &claimed).unwrap(), "the-old-key");
        assert!(progress(&db, &claimed, 5, Some(10)).await.unwrap());
        let stale = import_run::Model { lease: 0, ..claimed.clone() };
        assert!(!progress(&db, &stale, 6, None).await.unwrap(), "an old claim writes no progress");
        assert!(matches!(start_from(&db, org, &actor, dry.id).await, Err(Error::Conflict(_))), "a dry run under way cannot be run yet");
        finish(&db, &claimed, Outcome::Report(super::super::Report::default().stored())).await.unwrap();
        let done = get(db.conn(), org, dry.id).await.unwrap().unwrap();
        assert_eq!((done.status.as_str(), done.posts_done, done.posts_total), (import_run::FINISHED, 5, Some(10)));
        assert!(done.api_key.is_some(), "a dry run keeps its key an hour");

        let run = start_from(&db, org, &actor, dry.id).await.unwrap();
        assert!(!run.dry_run && run.api_key == done.api_key, "the run takes the dry run's key over");
        assert!(get(db.conn(), org, dry.id).await.unwrap().unwrap().api_key.is_none(), "which gives it up");
        assert!(start_from(&db, org, &actor, dry.id).await.is_err(), "once");
        let claimed = claim(&db).await.unwrap().unwrap();
        assert_eq!(key(&sealer, &claimed).unwrap(), "the-old-key");
        finish(&db, &claimed, Outcome::Stopped(crate::said!("said-import-voter-no-email").stored().to_string())).await.unwrap();
        let stopped = get(db.conn(), org, run.id).await.unwrap().unwrap();
        assert!(stopped.api_key.is_none() && stopped.error.is_some(), "a run keeps no key once it ended");

        // A dry run nobody ran loses its key after the hour.
        let again = start(&db, &sealer, org, &actor, &request).await.unwrap();
        let claimed = claim(&db).await.unwrap().unwrap();
        finish(&db, &claimed, Outcome::Report(serde_json::json!({}))).await.unwrap();
        assert_eq!(forget_keys(&db, now() - KEY_KEPT).await.unwrap(), 0, "kept within the hour");
        assert_eq!(forget_keys(&db, now() + Duration::seconds(1)).await.unwrap(), 1);
        assert!(get(db.conn(), org, again.id).await.unwrap().unwrap().api_key.is_none());
        let globex = organizations::tests::create_named(&db, "globex").await;
        assert!(get(db.conn(), globex.organization.id, again.id).await.unwrap().is_none(), "another organization's run is not found");
        assert!(start_from(&db, globex.organization.id, &admin(&globex), again.id).await.is_err());
    }

    #[tokio::test]
    async fn a_run_whose_process_died_is_claimed_again_then_stopped_after_three_claims() {
        let db = testing::db().await;
        let sealer = Sealer::new(&[[7u8; 32]]);
        let acme = organizations::tests::create_acme(&db).await;
        let request = Request::check("canny", "", "key", "", false).unwrap();
        let run = start(&db, &sealer, acme.organization.id, &admin(&acme), &request).await.unwrap();
        for n in 1..=MAX_CLAIMS {
            let claimed = claim(&db).await.unwrap().expect("claimed again once its lease ran out");
            assert_eq!(claimed.lease, i64::from(n));
            let lapsed = import_run::ActiveModel { id: Set(run.id), locked_until: Set(Some(now() - Duration::seconds(1))), ..Default::default() };
            lapsed.update(db.conn()).await.unwrap();
        }
        assert!(claim(&db).await.unwrap().is_none(), "the fourth claim stops it instead");
        let stopped = get(db.conn(), acme.organization.id, run.id).await.unwrap().unwrap();
        assert_eq!(stopped.status, import_run::FINISHED);
        let said: serde_json::Value = serde_json::from_str(stopped.error.as_deref().unwrap()).unwrap();
        assert_eq!(said["id"], "said-import-stopped-too-often");
        assert!(stopped.api_key.is_none());
    }
}
