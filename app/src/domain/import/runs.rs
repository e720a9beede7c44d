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
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set};

/// How long a dry run's sealed key stays for a run to take over.
pub const KEY_KEPT: Duration = Duration::hours(1);
/// Claims after which a run that never finished (its process died each time) stops.
pub const MAX_CLAIMS: i32 = 3;
/// The longest source address, key and status mapping taken.
const URL_MAX: usize = 2000;
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
}

impl SourceKind {
    pub const ALL: [SourceKind; 2] = [Self::ApiV3, Self::Canny];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::ApiV3 => "api-v3",
            Self::Canny => "canny",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.as_str() == value)
    }
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
        let kind = SourceKind::parse(kind).ok_or_else(|| Error::invalid(said!("said-x-is-not-something-this-page", field = "source")))?;
        let url = url.trim().to_owned();
        if url.is_empty() && kind == SourceKind::ApiV3 {
            return Err(Error::invalid(said!("said-import-needs-an-address")));
        }
        if !url.is_empty() {
            let parsed = url::Url::parse(&url)
                .ok()
                .filter(|u| matches!(u.scheme(), "http" | "https") && u.host_str().is_some() && u.query().is_none());
            if parsed.is_none() || url.len() > URL_MAX {
                return Err(Error::invalid(said!("said-import-source-address", url = url.chars().take(200).collect::<String>())));
            }
        }
        let key = key.trim().to_owned();
        if key.is_empty() || key.len() > KEY_MAX {
            return Err(Error::invalid(said!("said-import-needs-a-key", max = KEY_MAX)));
        }
        if statuses.len() > STATUSES_MAX {
            return Err(Error::invalid(said!("said-import-mapping-too-long", field = "statuses", max = STATUSES_MAX)));
        }
        let statuses = statuses.lines().map(str::trim).filter(|l| !l.is_empty()).collect::<Vec<_>>().join("\n");
        Mapping::parse(&lines(&statuses))?;
        Ok(Self { kind, url, key, statuses, dry_run })
    }
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
    let run = insert(&*txn, organization_id, actor, request.kind.as_str(), &request.url, sealed, &request.statuses, request.dry_run).await?;
    txn.commit().await?;
    Ok(run)
}

/// Starts the run a finished dry run described (admins), with its source, key and mapping;
/// the dry run gives its key up.
pub async fn start_from(db: &Db, organization_id: OrgId, actor: &Actor, dry_run_id: i64) -> Result<import_run::Model> {
    access::may(actor, TeamTask::Administer)?;
    let txn = db.begin_write_in(Scope::Nothing).await?;
    let dry = import_run::Entity::find_by_id(dry_run_id)
        .filter(import_run::Column::OrganizationId.eq(organization_id))
        .one(&*txn)
        .await?
        .ok_or_else(|| Error::NotFound(said!("said-import-run-not-found")))?;
    let key = match (&dry.api_key, dry.dry_run, dry.status.as_str(), &dry.error) {
        (Some(key), true, import_run::FINISHED, None) => key.clone(),
        _ => return Err(Error::Conflict(said!("said-import-dry-run-gone"))),
    };
    let run = insert(&*txn, organization_id, actor, &dry.source_kind, &dry.source_url, key, &dry.statuses, false).await?;
    import_run::Entity::update_many()
        .col_expr(import_run::Column::ApiKey, Expr::value(Option::<String>::None))
        .filter(import_run::Column::Id.eq(dry.id))
        .exec(&*txn)
        .await?;
    txn.commit().await?;
    Ok(run)
}

#[allow(clippy::too_many_arguments)]
async fn insert(
    txn: &impl ConnectionTrait,
    organization_id: OrgId,
    actor: &Actor,
    kind: &str,
    url: &str,
    sealed_key: String,
    statuses: &str,
    dry_run: bool,
) -> Result<import_run::Model> {
    let at = now();
    let inserted = import_run::ActiveModel {
        organization_id: Set(organization_id),
        requested_by: Set(Some(actor.user.id)),
        source_kind: Set(kind.to_owned()),
        source_url: Set(url.to_owned()),
        api_key: Set(Some(sealed_key)),
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
    let source = if url.is_empty() { kind.to_owned() } else { format!("{kind} {url}") };
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

/// Ends a claimed run with its outcome; a run (not a dry one) gives its key up at once.
/// Refused when the run is no longer this worker's.
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
            false => update.col_expr(import_run::Column::ApiKey, Expr::value(Option::<String>::None)),
        }
    })
    .await?;
    txn.commit().await?;
    Ok(())
}

/// Wipes the keys of dry runs that finished before `before` (no run took them over); how many.
pub async fn forget_keys(db: &Db, before: DateTime<Utc>) -> Result<u64> {
    let stale = import_run::Entity::find()
        .select_only()
        .column(import_run::Column::Id)
        .filter(import_run::Column::ApiKey.is_not_null())
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
        .filter(import_run::Column::ApiKey.is_not_null())
        .filter(import_run::Column::Status.ne(queue::PENDING))
        .filter(import_run::Column::UpdatedAt.lt(before))
        .exec(&*txn)
        .await?
        .rows_affected;
    txn.commit().await?;
    Ok(wiped)
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
