//! Telling other processes on the same PostgreSQL database what this one wrote, and hearing
//! theirs: each process's read caches drop what another changed (and only that), and messages
//! meant for every process (the live pages' counters) reach them all.

use super::cache::{Generation, Scope};
use sea_orm::sqlx::PgPool;
use sea_orm::{ConnectionTrait, DbBackend};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use tokio::sync::{broadcast, mpsc, oneshot};

/// The PostgreSQL channel on which every committed write is announced.
const CHANGES_CHANNEL: &str = "upboard_changes";
/// What one notice carries at most: PostgreSQL refuses payloads from 8,000 bytes on. A batch
/// that needs more is sent as several notices; a relayed message that alone needs more goes
/// through the `large_notices` table and its notice carries the row's id.
pub(super) const PAYLOAD_LIMIT: usize = 7_900;
/// How long a commit waits for its notice to come back through the database before it is
/// acknowledged anyway (a slow or lost listener must not hold writes).
const ECHO_WAIT: Duration = Duration::from_secs(1);
/// How long a large message's row is kept for the listeners to read it.
const LARGE_KEPT_SECONDS: i64 = 60;

/// One notice on [`CHANGES_CHANNEL`], as JSON.
#[derive(Debug, Default, Serialize, Deserialize)]
struct Notice {
    /// The sending process's mark.
    #[serde(rename = "p")]
    from: String,
    /// What the commits changed (for the caches).
    #[serde(rename = "c", default, skip_serializing_if = "Vec::is_empty")]
    changed: Vec<Scope>,
    /// Messages for every process (see [`Notices::relay`]).
    #[serde(rename = "r", default, skip_serializing_if = "Vec::is_empty")]
    relayed: Vec<String>,
    /// Messages too large for a notice: their rows in `large_notices`.
    #[serde(rename = "l", default, skip_serializing_if = "Vec::is_empty")]
    large: Vec<i64>,
    /// On the last notice of a batch: its number, which releases the commits it announced
    /// when it comes back to its sender.
    #[serde(rename = "n", default, skip_serializing_if = "Option::is_none")]
    batch: Option<u64>,
}

/// What the announcer is asked to send.
#[derive(Debug)]
enum Ask {
    /// A commit changed these; the sender hears once its notice went out (and came back).
    Commit(Vec<Scope>, oneshot::Sender<()>),
    /// A message for every other process.
    Relay(String),
}

/// Change notices on PostgreSQL: after a write transaction commits, its process announces
/// what it changed with `NOTIFY upboard_changes`, and a listener task of each process advances
/// the generation of what another process's notice names (an organization's counters, an
/// organization, or everything), so that a stream of writes to one organization leaves every
/// other cached read in place. A notice is sent after the commit, when the change is visible
/// to every new snapshot: what it names is dropped at once, with no settling (see
/// [`super::cache`]). While the listener is not connected, requests fall back to looking at
/// the server's WAL position (any move drops everything).
///
/// The notice is not sent inside the write's transaction: PostgreSQL serializes the commits of
/// notifying transactions (a database-wide lock held through the WAL flush), which capped
/// writes at a quarter of what the server commits otherwise (pgbench, docs/performance.md).
/// Instead one announcer task per process sends one notice for every commit since its last
/// one, and a write is acknowledged only once that notice came back through the database to
/// this process's own listener: PostgreSQL signals every listener at once, so by then the
/// other processes have been told too (waited for at most [`ECHO_WAIT`]). A process killed
/// between a commit and its notice leaves the other processes' caches stale for at most the
/// caches' TTL (see [`super::cache`]).
#[derive(Debug)]
pub struct Notices {
    shared: Arc<Shared>,
    /// PostgreSQL's WAL position when last looked at (see [`Notices::look_for_other_writers`]).
    wal_position: std::sync::Mutex<Option<String>>,
    /// Whether the WAL position was found unreadable (said once).
    wal_unreadable: AtomicBool,
    asks: mpsc::UnboundedSender<Ask>,
    /// Messages relayed by other processes.
    relayed: broadcast::Sender<Arc<str>>,
}

/// What the announcer and the listener share.
#[derive(Debug)]
struct Shared {
    mark: String,
    listening: AtomicBool,
    /// Commits whose batch was sent, by batch number, until its notice comes back.
    echoes: std::sync::Mutex<Vec<(u64, oneshot::Sender<()>)>>,
}

impl Shared {
    /// Releases the commits of batches up to `number` (all of them: `u64::MAX`).
    fn release(&self, number: u64) {
        let mut echoes = self.echoes.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        for (_, waiter) in echoes.extract_if(.., |(batch, _)| *batch <= number) {
            let _ = waiter.send(());
        }
    }
}

impl Notices {
    pub(super) fn start(pool: PgPool, generation: Arc<Generation>) -> Arc<Self> {
        let (asks, waiting) = mpsc::unbounded_channel();
        let shared =
            Arc::new(Shared { mark: format!("{:016x}", rand::random::<u64>()), listening: AtomicBool::new(false), echoes: std::sync::Mutex::default() });
        tokio::spawn(announcer(waiting, pool.clone(), shared.clone()));
        let notices = Arc::new(Self {
            shared,
            wal_position: std::sync::Mutex::default(),
            wal_unreadable: AtomicBool::new(false),
            asks,
            relayed: broadcast::channel(1024).0,
        });
        tokio::spawn(listener(Arc::downgrade(&notices), pool, generation));
        notices
    }

    /// While no listener hears other processes' notices: invalidates the caches when the
    /// server's WAL position moved since the last look (one trivial query).
    pub(super) async fn look_for_other_writers(&self, pool: &impl ConnectionTrait, generation: &Generation) {
        if self.shared.listening.load(Ordering::Acquire) {
            return;
        }
        let statement = sea_orm::Statement::from_string(DbBackend::Postgres, "SELECT pg_current_wal_lsn()::text AS lsn");
        let position = match pool.query_one_raw(statement).await {
            Ok(Some(row)) => row.try_get::<String>("", "lsn").map_err(|e| e.to_string()),
            Ok(None) => Err("no row".to_owned()),
            Err(error) => Err(error.to_string()),
        };
        let position = match position {
            Ok(position) => position,
            Err(error) => {
                if !self.wal_unreadable.swap(true, Ordering::Relaxed) {
                    tracing::warn!(
                        %error,
                        "cannot read PostgreSQL's WAL position: writes by other processes reach the caches \
                         only after their TTL"
                    );
                }
                return;
            }
        };
        let mut seen = self.wal_position.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if seen.as_deref() != Some(position.as_str()) {
            *seen = Some(position);
            // The position moves before the change is visible: the generation settles.
            generation.notice_outside_change();
        }
    }

    /// Tells the other processes that a commit changed what `scopes` say; returns once the
    /// notice came back to this process (or could not be sent, or [`ECHO_WAIT`] passed).
    pub(super) async fn announce(&self, scopes: Vec<Scope>) {
        let (sent, heard) = oneshot::channel();
        if self.asks.send(Ask::Commit(scopes, sent)).is_ok() {
            let _ = tokio::time::timeout(ECHO_WAIT, heard).await;
        }
    }

    /// Sends `message` to every other process (with the next notice; not waited for).
    pub(super) fn relay(&self, message: String) {
        let _ = self.asks.send(Ask::Relay(message));
    }

    /// The messages other processes relay, as they arrive.
    pub(super) fn relayed(&self) -> broadcast::Receiver<Arc<str>> {
        self.relayed.subscribe()
    }
}

/// Hears the notices of every process until the last [`Notices`] handle goes: others' change
/// what their notices name, this process's own release the commits they announced.
async fn listener(notices: std::sync::Weak<Notices>, pool: PgPool, generation: Arc<Generation>) {
    use sea_orm::sqlx::postgres::PgListener;
    while let Some(held) = notices.upgrade() {
        let listener = match PgListener::connect_with(&pool).await {
            Ok(mut listener) => listener.listen(CHANGES_CHANNEL).await.map(|()| listener),
            Err(error) => Err(error),
        };
        let Ok(mut listener) = listener else {
            held.shared.listening.store(false, Ordering::Release);
            drop(held);
            tokio::time::sleep(Duration::from_secs(1)).await;
            continue;
        };
        held.shared.listening.store(true, Ordering::Release);
        // Whatever was written while nobody listened is unknown.
        generation.notice_outside_change();
        drop(held);
        loop {
            let notice = listener.try_recv().await;
            let Some(held) = notices.upgrade() else { return };
            match notice {
                Ok(Some(notice)) => hear(&held, &pool, &generation, notice.payload()).await,
                // The connection dropped: what is sent until a new one listens is missed
                // (requests look at the WAL meanwhile), and no commit waits for its echo.
                Ok(None) | Err(_) => {
                    held.shared.listening.store(false, Ordering::Release);
                    held.shared.release(u64::MAX);
                    generation.notice_outside_change();
                    tracing::warn!("lost the connection that listens for other processes' writes; reconnecting");
                    break;
                }
            }
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
}

/// One notice heard.
async fn hear(notices: &Notices, pool: &PgPool, generation: &Generation, payload: &str) {
    let Ok(notice) = serde_json::from_str::<Notice>(payload) else {
        // Not ours to read (another version of upboard, a person's NOTIFY): anything may have
        // changed.
        generation.notice_outside_change();
        return;
    };
    if notice.from == notices.shared.mark {
        if let Some(number) = notice.batch {
            notices.shared.release(number);
        }
        return;
    }
    metrics::counter!("upboard_notices_total", "direction" => "received").increment(1);
    for scope in notice.changed {
        // Sent after the commit: visible already, nothing to settle.
        generation.advance_scope(scope);
    }
    for message in notice.relayed {
        let _ = notices.relayed.send(message.into());
    }
    if !notice.large.is_empty() {
        let rows: Result<Vec<(String,)>, _> = sea_orm::sqlx::query_as("SELECT body FROM large_notices WHERE id = ANY($1) ORDER BY id")
            .bind(&notice.large)
            .fetch_all(pool)
            .await;
        match rows {
            Ok(rows) => rows.into_iter().for_each(|(body,)| {
                let _ = notices.relayed.send(body.into());
            }),
            Err(error) => tracing::warn!(%error, "cannot read a message another process relayed through large_notices"),
        }
    }
}

/// Sends one batch of notices for all the commits and messages asked for since the last one,
/// then waits for nothing: the listener releases the commits when the batch comes back. Ends
/// with the last [`Notices`] handle.
async fn announcer(mut asks: mpsc::UnboundedReceiver<Ask>, pool: PgPool, shared: Arc<Shared>) {
    let mut batch = Vec::new();
    let mut failing = false;
    let mut number = 0_u64;
    while asks.recv_many(&mut batch, usize::MAX).await > 0 {
        number += 1;
        let mut changed = Vec::new();
        let mut relayed = Vec::new();
        let mut waiters = Vec::new();
        for ask in batch.drain(..) {
            match ask {
                Ask::Commit(scopes, waiter) => {
                    for scope in scopes {
                        if !changed.contains(&scope) {
                            changed.push(scope);
                        }
                    }
                    waiters.push((number, waiter));
                }
                Ask::Relay(message) => relayed.push(message),
            }
        }
        let (relayed, large): (Vec<String>, Vec<String>) = relayed.into_iter().partition(|message| fits_a_notice(message));
        let large = match store_large(&pool, large).await {
            Ok(ids) => ids,
            Err(error) => {
                tracing::warn!(%error, "cannot relay a large message to other processes");
                Vec::new()
            }
        };
        // Waited for until the batch comes back, if anyone listens for it.
        if shared.listening.load(Ordering::Acquire) {
            shared.echoes.lock().unwrap_or_else(std::sync::PoisonError::into_inner).append(&mut waiters);
        }
        let mut sent = Ok(());
        for payload in payloads(&shared.mark, number, changed, relayed, large) {
            sent = sea_orm::sqlx::query("SELECT pg_notify($1, $2)").bind(CHANGES_CHANNEL).bind(payload).execute(&pool).await.map(|_| ());
            if sent.is_err() {
                break;
            }
        }
        match sent {
            Ok(()) => {
                failing = false;
                metrics::counter!("upboard_notices_total", "direction" => "sent").increment(1);
            }
            // The writes are committed: they stand. Others see them within the TTL.
            Err(error) => {
                if !failing {
                    tracing::warn!(%error, "cannot announce a commit to other processes: their caches see it within seconds");
                }
                failing = true;
                shared.release(number);
            }
        }
        // Nobody listens: nothing will come back to wait for.
        for (_, waiter) in waiters {
            let _ = waiter.send(());
        }
    }
}

/// Whether `message` fits in a notice beside the envelope.
fn fits_a_notice(message: &str) -> bool {
    serde_json::to_string(message).map_or(usize::MAX, |s| s.len()) + 64 < PAYLOAD_LIMIT
}

/// Keeps messages too large for a notice in `large_notices` (and drops the rows older than a
/// minute, read by every listener long since); their ids.
async fn store_large(pool: &PgPool, messages: Vec<String>) -> Result<Vec<i64>, sea_orm::sqlx::Error> {
    if messages.is_empty() {
        return Ok(Vec::new());
    }
    let now = chrono::Utc::now().timestamp();
    sea_orm::sqlx::query("DELETE FROM large_notices WHERE created_at < $1")
        .bind(now - LARGE_KEPT_SECONDS)
        .execute(pool)
        .await?;
    let mut ids = Vec::with_capacity(messages.len());
    for body in messages {
        let (id,): (i64,) = sea_orm::sqlx::query_as("INSERT INTO large_notices (body, created_at) VALUES ($1, $2) RETURNING id")
            .bind(body)
            .bind(now)
            .fetch_one(pool)
            .await?;
        ids.push(id);
    }
    Ok(ids)
}

/// The notices of one batch, each under [`PAYLOAD_LIMIT`]: the changes and the large
/// messages' ids in the first (the changes become "everything" when their list would not fit),
/// the messages spread over as many as they need, the batch's number on the last.
fn payloads(mark: &str, number: u64, mut changed: Vec<Scope>, relayed: Vec<String>, large: Vec<i64>) -> Vec<String> {
    let encode = |notice: &Notice| serde_json::to_string(notice).expect("a notice is plain data");
    let empty = || Notice { from: mark.to_owned(), ..Notice::default() };
    // Room for the batch's number, added to the last notice.
    let limit = PAYLOAD_LIMIT - 32;
    if changed.contains(&Scope::Everything) {
        changed = vec![Scope::Everything];
    }
    let mut out = Vec::new();
    // Ids are a few bytes each: 500 of them fit in a notice of their own.
    let mut large = large.chunks(500).map(<[i64]>::to_vec).collect::<Vec<_>>();
    let mut notice = Notice { changed, large: large.pop().unwrap_or_default(), ..empty() };
    for ids in large {
        out.push(encode(&Notice { large: ids, ..empty() }));
    }
    if encode(&notice).len() > limit {
        notice.changed = vec![Scope::Everything];
    }
    let mut size = encode(&notice).len();
    for message in relayed {
        // The message as a JSON string, and a comma.
        let added = serde_json::to_string(&message).map_or(message.len(), |s| s.len()) + 1;
        if size + added > limit {
            out.push(encode(&notice));
            notice = empty();
            size = encode(&notice).len();
        }
        size += added;
        notice.relayed.push(message);
    }
    notice.batch = Some(number);
    out.push(encode(&notice));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::OrgId;

    #[test]
    fn a_batch_too_large_for_one_notice_is_split_and_each_fits() {
        let message = |i: usize| format!("{{\"post\":{i},\"text\":\"{}\"}}", "é\"x".repeat(60));
        let relayed: Vec<String> = (0..200).map(message).collect();
        let changed = (0..10).map(|i| Scope::Counters(OrgId(i))).collect();
        let sent = payloads("mark", 7, changed, relayed.clone(), vec![3]);
        assert!(sent.len() > 1, "split");
        let mut heard = Vec::new();
        for (i, payload) in sent.iter().enumerate() {
            assert!(payload.len() < PAYLOAD_LIMIT, "notice {i} is {} bytes", payload.len());
            let notice: Notice = serde_json::from_str(payload).unwrap();
            assert_eq!(notice.from, "mark");
            assert_eq!(notice.batch, (i == sent.len() - 1).then_some(7), "the number on the last only");
            if i == 0 {
                assert_eq!(notice.changed.len(), 10);
                assert_eq!(notice.large, [3]);
            }
            heard.extend(notice.relayed);
        }
        assert_eq!(heard, relayed, "every message, once, in order");
    }

    #[test]
    fn changes_that_do_not_fit_become_everything() {
        let changed = (0..2000).map(|i| Scope::Organization(OrgId(i))).collect();
        let sent = payloads("mark", 1, changed, Vec::new(), Vec::new());
        assert_eq!(sent.len(), 1);
        let notice: Notice = serde_json::from_str(&sent[0]).unwrap();
        assert_eq!(notice.changed, [Scope::Everything]);
        let sent = payloads("mark", 1, vec![Scope::Counters(OrgId(1)), Scope::Everything], Vec::new(), Vec::new());
        let notice: Notice = serde_json::from_str(&sent[0]).unwrap();
        assert_eq!(notice.changed, [Scope::Everything], "everything covers the rest");
    }

    #[test]
    fn a_message_too_large_for_a_notice_goes_through_the_table() {
        assert!(fits_a_notice(&"x".repeat(7_000)));
        assert!(!fits_a_notice(&"x".repeat(7_900)));
        assert!(!fits_a_notice(&"\"".repeat(4_000)), "measured as sent, escaped");
    }
}
