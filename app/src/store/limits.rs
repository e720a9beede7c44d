//! Limits that hold across every process on one PostgreSQL database: token buckets (the API's
//! requests per key, the per-address throttles) and counts within a window (failed sign-ins
//! per e-mail). On SQLite, one `upboard serve` is the only server, and the callers keep these
//! in memory instead (as fast as a limit can be); [`super::Db::shared_limits`] is `None` there.
//!
//! **Buckets** follow the generic cell rate algorithm (GCRA, as the in-memory `governor`
//! does): a key's row holds its *theoretical arrival time* (TAT); a bucket of `burst` tokens
//! refilled one per `interval`. A process takes tokens with one statement (an upsert that
//! grants what the bucket holds, at most what was asked), and takes a few at a time where the
//! burst is large ([`chunk`]): it spends them from memory for at most [`HELD`], so that a busy
//! key costs one statement per chunk, not per request. Tokens are granted by the database, so
//! the processes together never take more than the bucket gives; a process holds at most one
//! chunk that it has not spent (it lapses after [`HELD`]).
//!
//! A row whose TAT has passed is a full bucket, the same as no row: such rows are deleted
//! (at most once a minute per process; by any process, harmlessly twice).

use sea_orm::DbErr;
use sea_orm::sqlx::PgPool;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

/// How long a process may spend tokens it took from the database.
pub const HELD: Duration = Duration::from_secs(1);
/// How often a process deletes the rows of full buckets and lapsed windows.
const SWEEP_EVERY: Duration = Duration::from_secs(60);

/// A bucket: `burst` tokens, one more `every` so long (`governor`'s `Quota`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rate {
    pub every: Duration,
    pub burst: u32,
}

impl Rate {
    /// `per_minute` tokens a minute, refilled evenly, at most `burst` at once.
    pub fn per_minute(per_minute: u32, burst: u32) -> Self {
        Self { every: Duration::from_secs(60) / per_minute.max(1), burst: burst.max(1) }
    }

    fn interval_micros(self) -> i64 {
        i64::try_from(self.every.as_micros()).unwrap_or(i64::MAX).max(1)
    }
}

/// What taking one token answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Taken {
    /// Taken; about this many are left (across every process).
    Yes { remaining: u32 },
    /// The bucket is empty: the next token comes after this many seconds (at least 1).
    No { retry_after: u64 },
}

/// Tokens a process takes from the database at once: one where the burst is small (every
/// request is counted where it is counted), a 32nd of it where it is large.
pub fn chunk(rate: Rate) -> u32 {
    (rate.burst / 32).max(1)
}

/// Tokens this process took and has not spent yet, for one key.
#[derive(Debug, Default)]
struct Held {
    tokens: u32,
    until: Option<Instant>,
    /// What the database said was left after the last take.
    remaining: u32,
}

/// The shared limits of one PostgreSQL database (see the module docs).
#[derive(Debug)]
pub struct SharedLimits {
    pool: PgPool,
    held: moka::sync::Cache<(&'static str, String), Arc<tokio::sync::Mutex<Held>>>,
    last_sweep: Mutex<Option<Instant>>,
}

fn micros_now() -> i64 {
    chrono::Utc::now().timestamp_micros()
}

fn db_error(error: sea_orm::sqlx::Error) -> DbErr {
    DbErr::Custom(format!("shared limits: {error}"))
}

impl SharedLimits {
    pub(super) fn new(pool: PgPool) -> Self {
        // Keys not asked for within `HELD` hold nothing worth keeping.
        Self { pool, held: moka::sync::Cache::builder().max_capacity(100_000).time_to_idle(HELD * 2).build(), last_sweep: Mutex::new(None) }
    }

    /// Takes one token of `name`'s bucket for `key`.
    pub async fn take(&self, name: &'static str, key: &str, rate: Rate) -> Result<Taken, DbErr> {
        self.sweep_when_due().await;
        let held = self.held.get_with((name, key.to_owned()), Arc::default);
        // One statement per key at a time: the others wait and spend what it took.
        let mut held = held.lock().await;
        if held.tokens > 0 && held.until.is_some_and(|until| Instant::now() < until) {
            held.tokens -= 1;
            return Ok(Taken::Yes { remaining: held.remaining + held.tokens });
        }
        let (granted, tat, now) = self.reserve(name, key, rate, chunk(rate)).await?;
        let interval = rate.interval_micros();
        if granted == 0 {
            // The next token is due when the TAT is within the burst again.
            let wait = tat - (now + i64::from(rate.burst) * interval) + interval;
            return Ok(Taken::No { retry_after: u64::try_from(wait).unwrap_or(0).div_ceil(1_000_000).max(1) });
        }
        let left = (now + i64::from(rate.burst) * interval - tat).max(0) / interval;
        *held = Held { tokens: granted - 1, until: Some(Instant::now() + HELD), remaining: u32::try_from(left).unwrap_or(0) };
        Ok(Taken::Yes { remaining: held.remaining + held.tokens })
    }

    /// Takes up to `wanted` tokens: how many were granted, the bucket's TAT after, and the
    /// time used (microseconds since the epoch).
    async fn reserve(&self, name: &str, key: &str, rate: Rate, wanted: u32) -> Result<(u32, i64, i64), DbErr> {
        let now = micros_now();
        let (granted, tat): (i64, i64) = sea_orm::sqlx::query_as(
            "INSERT INTO rate_limits AS r (name, key, tat, granted) VALUES ($1, $2, $3 + LEAST($6, $5) * $4, LEAST($6, $5)) \
             ON CONFLICT (name, key) DO UPDATE SET \
               tat = GREATEST(r.tat, $3) + LEAST($6, GREATEST(0, ($3 + $5 * $4 - GREATEST(r.tat, $3)) / $4)) * $4, \
               granted = LEAST($6, GREATEST(0, ($3 + $5 * $4 - GREATEST(r.tat, $3)) / $4)) \
             RETURNING granted, tat",
        )
        .bind(name)
        .bind(key)
        .bind(now)
        .bind(rate.interval_micros())
        .bind(i64::from(rate.burst))
        .bind(i64::from(wanted))
        .fetch_one(&self.pool)
        .await
        .map_err(db_error)?;
        Ok((u32::try_from(granted).unwrap_or(0), tat, now))
    }

    /// Counts `key` once more under `name` (a window over starts again at one), and answers
    /// the count with this one and how long ago its window began: one statement, so that
    /// attempts at the same moment, on any process, each see the others.
    pub async fn count(&self, name: &str, key: &str, window: Duration) -> Result<(u32, Duration), DbErr> {
        let now = micros_now();
        let started_before = now - i64::try_from(window.as_micros()).unwrap_or(i64::MAX);
        let (hits, first_at): (i32, i64) = sea_orm::sqlx::query_as(
            "INSERT INTO window_counts AS w (name, key, hits, first_at, ends_at) VALUES ($1, $2, 1, $3, $3 + $5) \
             ON CONFLICT (name, key) DO UPDATE SET \
               hits = CASE WHEN w.first_at <= $4 THEN 1 ELSE w.hits + 1 END, \
               first_at = CASE WHEN w.first_at <= $4 THEN $3 ELSE w.first_at END, \
               ends_at = CASE WHEN w.first_at <= $4 THEN $3 + $5 ELSE w.ends_at END \
             RETURNING hits, first_at",
        )
        .bind(name)
        .bind(key)
        .bind(now)
        .bind(started_before)
        .bind(now - started_before)
        .fetch_one(&self.pool)
        .await
        .map_err(db_error)?;
        Ok((u32::try_from(hits).unwrap_or(0), Duration::from_micros(u64::try_from(now - first_at).unwrap_or(0))))
    }

    /// Forgets what was counted for `key` under `name`.
    pub async fn forget(&self, name: &str, key: &str) -> Result<(), DbErr> {
        sea_orm::sqlx::query("DELETE FROM window_counts WHERE name = $1 AND key = $2")
            .bind(name)
            .bind(key)
            .execute(&self.pool)
            .await
            .map_err(db_error)?;
        Ok(())
    }

    /// Deletes full buckets and lapsed windows, at most once per [`SWEEP_EVERY`].
    async fn sweep_when_due(&self) {
        {
            let mut last = self.last_sweep.lock().unwrap_or_else(PoisonError::into_inner);
            if last.is_some_and(|at| at.elapsed() < SWEEP_EVERY) {
                return;
            }
            *last = Some(Instant::now());
        }
        let now = micros_now();
        for statement in ["DELETE FROM rate_limits WHERE tat < $1", "DELETE FROM window_counts WHERE ends_at < $1"] {
            if let Err(error) = sea_orm::sqlx::query(statement).bind(now).execute(&self.pool).await {
                tracing::warn!(%error, "cannot delete the shared limits' lapsed rows");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn large_bursts_are_taken_a_32nd_at_a_time_and_small_ones_one_by_one() {
        assert_eq!(chunk(Rate::per_minute(60, 60)), 1);
        assert_eq!(chunk(Rate::per_minute(30, 30)), 1);
        assert_eq!(chunk(Rate::per_minute(600, 600)), 18);
        assert_eq!(chunk(Rate::per_minute(600, 120)), 3);
        assert_eq!(Rate::per_minute(600, 600).interval_micros(), 100_000);
    }
}
