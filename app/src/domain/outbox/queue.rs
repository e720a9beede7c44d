//! The one lease queue of what leaves the server: webhook deliveries and e-mails are rows of
//! a table that [`Leased`] describes, and both go through the same steps here. A row is due
//! once its `next_attempt_at` has come and no live lease holds it; a worker **claims** a batch
//! of due rows for [`LEASE`] (PostgreSQL: rows another worker is claiming are skipped, so each
//! goes to one worker), which gives each row a new **fencing token** (its `lease` column, one
//! more at every claim); while it works it **renews** the lease every [`RENEW_EVERY`]
//! ([`holding`]) and, where it sends them one after another, looks that a row is still its
//! own before it sends it ([`held`]); after
//! the attempt it **settles** the row: done, due again after the [`backoff`] schedule, or given
//! up once the schedule is spent, but only while the row still carries its token (else the
//! settlement is refused and its transaction rolled back: another worker has the row now).
//! Finished rows are **pruned** [`KEPT`] after they finished. A row whose lease ran out
//! without a settlement (the worker died, or could not renew or record) is claimed again:
//! delivery is at least once, and once while workers live and the database answers.

use crate::domain::{Db, Error, Result, now};
use crate::said;
use crate::store::cache::Scope;
use chrono::{DateTime, Duration, Utc};
use sea_orm::sea_query::{Expr, ExprTrait, LockBehavior, LockType};
use sea_orm::{ColumnTrait, Condition, ConnectionTrait, DatabaseTransaction, EntityTrait, QueryFilter, QueryOrder, QuerySelect, UpdateMany};
use std::future::Future;

/// How long a claimed row is a worker's before another may claim it (unless renewed).
pub const LEASE: Duration = Duration::seconds(15);
/// How often a worker renews the leases of the rows it is working on: three renewals may fail
/// before a lease runs out.
pub const RENEW_EVERY: std::time::Duration = std::time::Duration::from_secs(5);
/// Waits after the 1st … 6th failed attempt; the 7th failure gives up.
pub const BACKOFF_SECONDS: [i64; 6] = [10, 60, 600, 3600, 6 * 3600, 24 * 3600];
/// How long finished rows (done or given up) stay, for the logs.
pub const KEPT: Duration = Duration::days(30);
/// Finished rows deleted per transaction.
pub(crate) const PRUNE_BATCH: u64 = 1000;

/// The wait after the `attempts`-th failed attempt, or `None` once the schedule is spent.
pub fn backoff(attempts: i32) -> Option<Duration> {
    let index = usize::try_from(attempts).ok()?.checked_sub(1)?;
    BACKOFF_SECONDS.get(index).map(|s| Duration::seconds(*s))
}

/// A table of the queue: its columns, and the names of its states.
pub trait Leased: EntityTrait {
    /// The state of a row that went out ("delivered", "sent").
    const DONE: &'static str;
    const ID: Self::Column;
    const STATUS: Self::Column;
    const ATTEMPTS: Self::Column;
    const NEXT_ATTEMPT_AT: Self::Column;
    const LOCKED_UNTIL: Self::Column;
    /// The fencing token: one more at every claim.
    const LEASE: Self::Column;
    const UPDATED_AT: Self::Column;

    fn id(row: &Self::Model) -> i64;
    fn attempts(row: &Self::Model) -> i32;
    /// The token the row was claimed with.
    fn lease(row: &Self::Model) -> i64;
    fn next_attempt_at(row: &Self::Model) -> DateTime<Utc>;

    /// Deletes what hangs on the rows `ids` before they are pruned (a delivery's attempts).
    fn prune_with(txn: &DatabaseTransaction, ids: Vec<i64>) -> impl Future<Output = Result<()>> + Send {
        let _ = (txn, ids);
        async { Ok(()) }
    }
}

/// The state of a row waiting for its next attempt (new, or due again).
pub const PENDING: &str = "pending";
/// The state of a row given up.
pub const FAILED: &str = "failed";

/// Pending rows due at `at` that no live lease holds.
fn due<Q: Leased>(at: DateTime<Utc>) -> Condition {
    Condition::all()
        .add(Q::STATUS.eq(PENDING))
        .add(Q::NEXT_ATTEMPT_AT.lte(at))
        .add(Condition::any().add(Q::LOCKED_UNTIL.is_null()).add(Q::LOCKED_UNTIL.lt(at)))
}

/// Whether any row is due now (a read, so that an idle worker never takes the writer).
pub async fn any_due<Q: Leased>(conn: &impl ConnectionTrait) -> Result<bool> {
    Ok(Q::find().select_only().column(Q::ID).filter(due::<Q>(now())).limit(1).into_tuple::<i64>().one(conn).await?.is_some())
}

/// How many rows wait for an attempt (due now or later).
pub async fn pending<Q: Leased>(conn: &impl ConnectionTrait) -> Result<u64> {
    let count: Option<i64> = Q::find().select_only().column_as(Q::ID.count(), "n").filter(Q::STATUS.eq(PENDING)).into_tuple().one(conn).await?;
    Ok(count.and_then(|n| u64::try_from(n).ok()).unwrap_or(0))
}

/// Up to `limit` rows due now, the longest waiting first, claimed for [`LEASE`].
pub async fn claim<Q: Leased>(db: &Db, limit: u64) -> Result<Vec<Q::Model>> {
    let at = now();
    let txn = db.begin_write_in(Scope::Nothing).await?;
    let claimed = Q::find()
        .filter(due::<Q>(at))
        .order_by_asc(Q::NEXT_ATTEMPT_AT)
        .limit(limit)
        .lock_with_behavior(LockType::Update, LockBehavior::SkipLocked)
        .all(&*txn)
        .await?;
    if claimed.is_empty() {
        txn.commit().await?;
        return Ok(claimed);
    }
    let ids: Vec<i64> = claimed.iter().map(Q::id).collect();
    Q::update_many()
        .col_expr(Q::LOCKED_UNTIL, Expr::value(at + LEASE))
        .col_expr(Q::LEASE, Expr::col(Q::LEASE).add(Expr::value(1_i64)))
        .filter(Q::ID.is_in(ids.clone()))
        .exec(&*txn)
        .await?;
    // As claimed: with their new tokens.
    let claimed = Q::find().filter(Q::ID.is_in(ids)).order_by_asc(Q::NEXT_ATTEMPT_AT).all(&*txn).await?;
    txn.commit().await?;
    Ok(claimed)
}

/// Whether `row` is still this worker's: pending and carrying the token it was claimed with
/// (looked at just before it is sent: a row whose lease was lost is another worker's to send).
pub async fn held<Q: Leased>(conn: &impl ConnectionTrait, row: &Q::Model) -> Result<bool> {
    let found: Option<i64> = Q::find()
        .select_only()
        .column(Q::ID)
        .filter(Q::ID.eq(Q::id(row)))
        .filter(Q::LEASE.eq(Q::lease(row)))
        .filter(Q::STATUS.eq(PENDING))
        .into_tuple()
        .one(conn)
        .await?;
    Ok(found.is_some())
}

/// Extends the leases of the rows of `rows` still this worker's by [`LEASE`] from now; their
/// ids.
pub async fn renew<Q: Leased>(db: &Db, rows: &[Q::Model]) -> Result<Vec<i64>> {
    let txn = db.begin_write_in(Scope::Nothing).await?;
    let mut renewed = Vec::with_capacity(rows.len());
    for row in rows {
        let updated = Q::update_many()
            .col_expr(Q::LOCKED_UNTIL, Expr::value(now() + LEASE))
            .filter(Q::ID.eq(Q::id(row)))
            .filter(Q::LEASE.eq(Q::lease(row)))
            .filter(Q::STATUS.eq(PENDING))
            .exec(&*txn)
            .await?;
        if updated.rows_affected == 1 {
            renewed.push(Q::id(row));
        }
    }
    txn.commit().await?;
    Ok(renewed)
}

/// Runs `work` on the claimed `rows`, renewing their leases every [`RENEW_EVERY`] until it
/// ends (a renewal that fails is logged; the lease runs out three renewals later).
pub async fn holding<Q: Leased, T>(db: &Db, rows: &[Q::Model], work: impl Future<Output = T>) -> T {
    let renewing = async {
        let mut ticks = tokio::time::interval_at(tokio::time::Instant::now() + RENEW_EVERY, RENEW_EVERY);
        loop {
            ticks.tick().await;
            if let Err(error) = renew::<Q>(db, rows).await {
                tracing::warn!(%error, "the leases of the rows being sent could not be renewed");
            }
        }
    };
    tokio::select! {
        done = work => done,
        never = renewing => never,
    }
}

/// Where a row goes after an attempt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Settled {
    Done,
    /// Due again at that time.
    Retry(DateTime<Utc>),
    /// The schedule is spent.
    GivenUp,
}

impl Settled {
    /// After an attempt at `at` that `succeeded` or not, the row's `attempts`-th.
    pub fn after(succeeded: bool, attempts: i32, at: DateTime<Utc>) -> Self {
        match (succeeded, backoff(attempts)) {
            (true, _) => Self::Done,
            (false, Some(wait)) => Self::Retry(at + wait),
            (false, None) => Self::GivenUp,
        }
    }
}

/// Settles `row` after an attempt made at `at` (in `conn`'s transaction): one more attempt,
/// done, due again or given up, and the lease released; refused (a conflict, to roll the
/// transaction back) when the row no longer carries the token it was claimed with. `also` adds the table's own columns
/// to the update (the message of the last error, say).
pub async fn settle<Q: Leased>(
    conn: &impl ConnectionTrait,
    row: &Q::Model,
    succeeded: bool,
    at: DateTime<Utc>,
    also: impl FnOnce(UpdateMany<Q>) -> UpdateMany<Q>,
) -> Result<Settled> {
    let attempts = Q::attempts(row) + 1;
    let settled = Settled::after(succeeded, attempts, at);
    let (status, next) = match settled {
        Settled::Done => (Q::DONE, Q::next_attempt_at(row)),
        Settled::Retry(next) => (PENDING, next),
        Settled::GivenUp => (FAILED, Q::next_attempt_at(row)),
    };
    let update = Q::update_many()
        .col_expr(Q::STATUS, Expr::value(status))
        .col_expr(Q::ATTEMPTS, Expr::value(attempts))
        .col_expr(Q::NEXT_ATTEMPT_AT, Expr::value(next))
        .col_expr(Q::LOCKED_UNTIL, Expr::value(Option::<DateTime<Utc>>::None))
        .col_expr(Q::UPDATED_AT, Expr::value(at))
        .filter(Q::ID.eq(Q::id(row)))
        .filter(Q::LEASE.eq(Q::lease(row)))
        .filter(Q::STATUS.eq(PENDING));
    if also(update).exec(conn).await?.rows_affected == 0 {
        return Err(Error::Conflict(said!("said-row-x-was-claimed-by-another", a = Q::id(row))));
    }
    Ok(settled)
}

/// Deletes the rows that finished (done or given up) before `before`, with what hangs on them,
/// a batch per transaction (no transaction grows with the backlog). Returns how many went.
pub async fn prune<Q: Leased>(db: &Db, before: DateTime<Utc>) -> Result<u64> {
    super::in_batches(db, move |txn| {
        Box::pin(async move {
            let ids: Vec<i64> = Q::find()
                .select_only()
                .column(Q::ID)
                .filter(Q::STATUS.is_in([Q::DONE, FAILED]))
                .filter(Q::UPDATED_AT.lt(before))
                .limit(PRUNE_BATCH)
                .into_tuple()
                .all(txn)
                .await?;
            if ids.is_empty() {
                return Ok(0);
            }
            Q::prune_with(txn, ids.clone()).await?;
            Ok(Q::delete_many().filter(Q::ID.is_in(ids)).exec(txn).await?.rows_affected)
        })
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{organizations, testing};
    use crate::entities::{mail_delivery, user};
    use sea_orm::{ActiveModelTrait, ActiveValue::Set};

    /// A pending message for `user`, due at `due`.
    async fn queued(db: &Db, user: &user::Model, uid: &str, due: DateTime<Utc>) -> mail_delivery::Model {
        let at = now();
        mail_delivery::ActiveModel {
            organization_id: Set(user.organization_id),
            user_id: Set(user.id),
            event_uid: Set(uid.to_owned()),
            to_email: Set(user.email.clone()),
            subject: Set("s".into()),
            text_body: Set("t".into()),
            html_body: Set("h".into()),
            unsubscribe_url: Set("u".into()),
            status: Set(PENDING.to_owned()),
            attempts: Set(0),
            next_attempt_at: Set(due),
            locked_until: Set(None),
            last_error: Set(None),
            created_at: Set(at),
            updated_at: Set(at),
            ..Default::default()
        }
        .insert(db.conn())
        .await
        .unwrap()
    }

    #[test]
    fn after_an_attempt_the_schedule_says_when_again_or_gives_up() {
        let at = now();
        let waits: Vec<_> = (1..=7).map(|n| Settled::after(false, n, at)).collect();
        assert_eq!(waits[..6], BACKOFF_SECONDS.map(|s| Settled::Retry(at + Duration::seconds(s))));
        assert_eq!(waits[6], Settled::GivenUp);
        assert_eq!(Settled::after(true, 7, at), Settled::Done, "a success is a success, however late");
        assert_eq!(backoff(0), None);
    }

    #[tokio::test]
    async fn a_due_row_is_claimed_once_until_its_lease_runs_out_and_what_is_not_due_waits() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let (early, late) = (now() - Duration::minutes(2), now() - Duration::minutes(1));
        let second = queued(&db, &acme.admin, "b", late).await;
        let first = queued(&db, &acme.admin, "a", early).await;
        let later = queued(&db, &acme.admin, "c", now() + Duration::hours(1)).await;
        assert!(any_due::<mail_delivery::Entity>(db.conn()).await.unwrap());
        let claimed = claim::<mail_delivery::Entity>(&db, 1).await.unwrap();
        assert_eq!(claimed.iter().map(|m| m.id).collect::<Vec<_>>(), [first.id], "the longest waiting first, up to the limit");
        let rest = claim::<mail_delivery::Entity>(&db, 10).await.unwrap();
        assert_eq!(rest.iter().map(|m| m.id).collect::<Vec<_>>(), [second.id], "a leased row and one not yet due are left");
        assert!(!any_due::<mail_delivery::Entity>(db.conn()).await.unwrap());
        // The first worker died: its lease runs out and the row is claimed again.
        let expired = mail_delivery::ActiveModel { id: Set(first.id), locked_until: Set(Some(now() - Duration::seconds(1))), ..Default::default() };
        expired.update(db.conn()).await.unwrap();
        let again = claim::<mail_delivery::Entity>(&db, 10).await.unwrap();
        assert_eq!(again.iter().map(|m| m.id).collect::<Vec<_>>(), [first.id]);
        let stored = mail_delivery::Entity::find_by_id(later.id).one(db.conn()).await.unwrap().unwrap();
        assert!(stored.locked_until.is_none(), "what is not due is not touched");
    }

    #[tokio::test]
    async fn a_worker_whose_lease_was_taken_over_can_neither_renew_send_nor_record() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        queued(&db, &acme.admin, "a", now()).await;
        let slow = claim::<mail_delivery::Entity>(&db, 1).await.unwrap().remove(0);
        assert_eq!(renew::<mail_delivery::Entity>(&db, std::slice::from_ref(&slow)).await.unwrap(), [slow.id], "renewed while it is the worker's");
        assert!(held::<mail_delivery::Entity>(db.conn(), &slow).await.unwrap());
        // The slow worker's lease runs out (its renewals did not reach the database), and
        // another worker claims the row with a new token.
        let lapsed = mail_delivery::ActiveModel { id: Set(slow.id), locked_until: Set(Some(now() - Duration::seconds(1))), ..Default::default() };
        lapsed.update(db.conn()).await.unwrap();
        let fast = claim::<mail_delivery::Entity>(&db, 1).await.unwrap().remove(0);
        assert_eq!(fast.lease, slow.lease + 1);
        assert!(renew::<mail_delivery::Entity>(&db, std::slice::from_ref(&slow)).await.unwrap().is_empty(), "the old token renews nothing");
        assert!(!held::<mail_delivery::Entity>(db.conn(), &slow).await.unwrap(), "nor sends");
        let txn = db.begin_write_in(Scope::Nothing).await.unwrap();
        let late = settle::<mail_delivery::Entity>(&*txn, &slow, false, now(), |u| u.col_expr(mail_delivery::Column::LastError, Expr::value("late"))).await;
        assert!(matches!(late, Err(Error::Conflict(_))), "nor records: {late:?}");
        drop(txn);
        assert_eq!(settle::<mail_delivery::Entity>(db.conn(), &fast, true, now(), |u| u).await.unwrap(), Settled::Done);
        let stored = mail_delivery::Entity::find_by_id(fast.id).one(db.conn()).await.unwrap().unwrap();
        assert_eq!((stored.status.as_str(), stored.attempts, stored.last_error), ("sent", 1, None), "the new holder's record stands alone");
        assert!(settle::<mail_delivery::Entity>(db.conn(), &fast, true, now(), |u| u).await.is_err(), "and is recorded once");
    }

    #[tokio::test]
    async fn a_settled_row_is_done_due_again_or_given_up_and_its_lease_released() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        queued(&db, &acme.admin, "a", now()).await;
        let mut row = claim::<mail_delivery::Entity>(&db, 1).await.unwrap().remove(0);
        let at = now();
        for n in 1..=7 {
            let settled =
                settle::<mail_delivery::Entity>(db.conn(), &row, false, at, |u| u.col_expr(mail_delivery::Column::LastError, Expr::value(format!("try {n}"))))
                    .await
                    .unwrap();
            row = mail_delivery::Entity::find_by_id(row.id).one(db.conn()).await.unwrap().unwrap();
            assert_eq!((row.attempts, row.locked_until, row.last_error.as_deref()), (n, None, Some(format!("try {n}").as_str())));
            match settled {
                Settled::Retry(next) => assert_eq!((n < 7, row.status.as_str(), row.next_attempt_at), (true, PENDING, next)),
                other => assert_eq!((n, other, row.status.as_str()), (7, Settled::GivenUp, FAILED)),
            }
        }
        let other = queued(&db, &acme.admin, "b", now()).await;
        assert_eq!(settle::<mail_delivery::Entity>(db.conn(), &other, true, at, |u| u).await.unwrap(), Settled::Done);
        let other = mail_delivery::Entity::find_by_id(other.id).one(db.conn()).await.unwrap().unwrap();
        assert_eq!((other.status.as_str(), other.attempts), ("sent", 1));
    }

    #[tokio::test]
    async fn finished_rows_are_pruned_after_they_finished_and_pending_ones_stay() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let (sent, failed, waiting) =
            (queued(&db, &acme.admin, "a", now()).await, queued(&db, &acme.admin, "b", now()).await, queued(&db, &acme.admin, "c", now()).await);
        let at = now();
        settle::<mail_delivery::Entity>(db.conn(), &sent, true, at, |u| u).await.unwrap();
        let spent = mail_delivery::Model { attempts: 7, ..failed };
        settle::<mail_delivery::Entity>(db.conn(), &spent, false, at, |u| u).await.unwrap();
        assert_eq!(prune::<mail_delivery::Entity>(&db, at).await.unwrap(), 0, "finished at `at`, not before");
        assert_eq!(prune::<mail_delivery::Entity>(&db, at + Duration::seconds(1)).await.unwrap(), 2);
        let left: Vec<i64> = mail_delivery::Entity::find().all(db.conn()).await.unwrap().iter().map(|m| m.id).collect();
        assert_eq!(left, [waiting.id]);
    }
}
