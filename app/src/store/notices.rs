//! Telling other processes on the same PostgreSQL database that this one wrote, and hearing
//! theirs, so that each process's read caches drop what another changed.

use super::cache::Generation;
use sea_orm::{ConnectionTrait, DatabaseConnection, DbBackend};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// The PostgreSQL channel on which every committed write is announced.
const CHANGES_CHANNEL: &str = "upboard_changes";

/// Change notices on PostgreSQL: after a write transaction commits, its process announces it
/// with `NOTIFY upboard_changes` carrying the process's mark, and a listener task of each
/// process advances the generation when another process's notice arrives. While the listener
/// is not connected, requests fall back to looking at the server's WAL position.
///
/// The notice is not sent inside the write's transaction: PostgreSQL serializes the commits of
/// notifying transactions (a database-wide lock held through the WAL flush), which capped
/// writes at a quarter of what the server commits otherwise (pgbench, docs/performance.md).
/// Instead one announcer task per process sends one notice for every commit since its last
/// one, and a write is acknowledged only once a notice sent after its commit went out. A
/// process killed between a commit and its notice leaves the other processes' caches stale
/// for at most the caches' TTL (see [`super::cache`]).
#[derive(Debug)]
pub struct Notices {
    mark: String,
    listening: AtomicBool,
    /// PostgreSQL's WAL position when last looked at (see [`Notices::look_for_other_writers`]).
    wal_position: std::sync::Mutex<Option<String>>,
    /// Whether the WAL position was found unreadable (said once).
    wal_unreadable: AtomicBool,
    /// Commits waiting for a notice; each hears when one sent after it went out.
    announce: tokio::sync::mpsc::UnboundedSender<tokio::sync::oneshot::Sender<()>>,
}

impl Notices {
    pub(super) fn start(pool: sea_orm::sqlx::PgPool, generation: Arc<Generation>) -> Arc<Self> {
        let (announce, waiting) = tokio::sync::mpsc::unbounded_channel();
        let mark = format!("{:016x}", rand::random::<u64>());
        tokio::spawn(announcer(waiting, pool.clone(), mark.clone()));
        let notices = Arc::new(Self {
            mark,
            listening: AtomicBool::new(false),
            wal_position: std::sync::Mutex::default(),
            wal_unreadable: AtomicBool::new(false),
            announce,
        });
        let weak = Arc::downgrade(&notices);
        tokio::spawn(async move {
            use sea_orm::sqlx::postgres::PgListener;
            // Ends when the database handle is gone.
            while let Some(notices) = weak.upgrade() {
                let mut listener = match PgListener::connect_with(&pool).await {
                    Ok(mut listener) => listener.listen(CHANGES_CHANNEL).await.map(|()| listener),
                    Err(error) => Err(error),
                };
                match &mut listener {
                    Ok(listener) => {
                        notices.listening.store(true, Ordering::Release);
                        // Whatever was written while nobody listened is unknown.
                        generation.notice_outside_change();
                        drop(notices);
                        loop {
                            let notice = listener.try_recv().await;
                            let Some(notices) = weak.upgrade() else { return };
                            match notice {
                                Ok(Some(notice)) if notice.payload() == notices.mark => {}
                                Ok(Some(_)) => generation.notice_outside_change(),
                                // The connection dropped: what is sent until a new one
                                // listens is missed (requests look at the WAL meanwhile).
                                Ok(None) | Err(_) => {
                                    notices.listening.store(false, Ordering::Release);
                                    generation.notice_outside_change();
                                    tracing::warn!("lost the connection that listens for other processes' writes; reconnecting");
                                    break;
                                }
                            }
                        }
                    }
                    _ => notices.listening.store(false, Ordering::Release),
                }
                tokio::time::sleep(Duration::from_secs(1)).await;
            }
        });
        notices
    }

    /// While no listener hears other processes' notices: invalidates the caches when the
    /// server's WAL position moved since the last look (one trivial query).
    pub(super) async fn look_for_other_writers(&self, pool: &DatabaseConnection, generation: &Generation) {
        if self.listening.load(Ordering::Acquire) {
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

    /// Returns once a notice sent after this call went out (or could not be sent).
    pub(super) async fn announce(&self) {
        let (sent, heard) = tokio::sync::oneshot::channel();
        if self.announce.send(sent).is_ok() {
            let _ = heard.await;
        }
    }
}

/// Sends one notice for all the commits that asked since the last one went out, then tells
/// them; ends with the last [`Notices`] handle.
async fn announcer(mut waiting: tokio::sync::mpsc::UnboundedReceiver<tokio::sync::oneshot::Sender<()>>, pool: sea_orm::sqlx::PgPool, mark: String) {
    let mut batch = Vec::new();
    let mut failing = false;
    while waiting.recv_many(&mut batch, usize::MAX).await > 0 {
        let sent = sea_orm::sqlx::query("SELECT pg_notify($1, $2)").bind(CHANGES_CHANNEL).bind(&mark).execute(&pool).await;
        match sent {
            Ok(_) => failing = false,
            // The writes are committed: they stand. Others see them within the TTL.
            Err(error) if !failing => {
                failing = true;
                tracing::warn!(%error, "cannot announce a commit to other processes: their caches see it within seconds");
            }
            Err(_) => {}
        }
        for waiter in batch.drain(..) {
            let _ = waiter.send(());
        }
    }
}
