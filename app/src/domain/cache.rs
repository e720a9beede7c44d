//! A small read cache in front of the database for what every API request needs again and
//! again (the organization of a key, its buckets and statuses, list totals), and for whole
//! responses that are the same for every caller until the next write (API list pages,
//! anonymous page views).
//!
//! Entries are valid for one *generation*: every committed write through [`super::Db`] starts
//! a new one, so a cached value never outlives a change made by this process. On SQLite, a
//! change of the database files (another process committed: `upboard bucket create`, `seed`)
//! starts one too; on PostgreSQL, a move of the server's WAL position, looked at before each
//! request ([`super::Db::notice_other_writers`]). A short TTL bounds staleness should both
//! miss a change.

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::path::PathBuf;
use std::time::{Duration, Instant, SystemTime};

const TTL: Duration = Duration::from_secs(5);
const MAX_ENTRIES: usize = 10_000;

#[derive(Debug, Default)]
pub struct Generation {
    counter: AtomicU64,
    files: Option<WatchedFiles>,
}

impl Generation {
    /// A generation that also advances whenever one of `files` changes (size or time).
    pub fn watching(files: Vec<PathBuf>) -> Self {
        let seen = Mutex::new(signature(&files));
        Self { counter: AtomicU64::new(0), files: Some(WatchedFiles { paths: files, seen }) }
    }

    pub fn current(&self) -> u64 {
        if let Some(files) = &self.files {
            let now = signature(&files.paths);
            if let Ok(mut seen) = files.seen.lock()
                && *seen != now
            {
                *seen = now;
                self.advance();
            }
        }
        self.counter.load(Ordering::Acquire)
    }

    pub fn advance(&self) {
        self.counter.fetch_add(1, Ordering::AcqRel);
    }
}

/// Database files whose change means that someone else wrote.
#[derive(Debug)]
struct WatchedFiles {
    paths: Vec<PathBuf>,
    seen: Mutex<Vec<Option<(u64, SystemTime)>>>,
}

/// Size and modification time of each file (`None` while it does not exist).
fn signature(paths: &[PathBuf]) -> Vec<Option<(u64, SystemTime)>> {
    paths
        .iter()
        .map(|path| std::fs::metadata(path).ok().and_then(|m| Some((m.len(), m.modified().ok()?))))
        .collect()
}

/// Values by key, each stamped with the generation and time it was read at.
#[derive(Debug)]
pub struct Memo<K, V> {
    generation: Arc<Generation>,
    capacity: AtomicUsize,
    entries: Mutex<HashMap<K, (u64, Instant, V)>>,
}

/// A response body kept whole, with its content type.
#[derive(Clone, Debug)]
pub struct CachedBody {
    pub content_type: &'static str,
    pub body: bytes::Bytes,
}

impl<K: Eq + Hash, V: Clone> Memo<K, V> {
    pub fn new(generation: Arc<Generation>) -> Self {
        Self::with_capacity(generation, MAX_ENTRIES)
    }

    /// At most `capacity` entries: when full, everything is dropped and filling starts again.
    pub fn with_capacity(generation: Arc<Generation>, capacity: usize) -> Self {
        Self { generation, capacity: AtomicUsize::new(capacity), entries: Mutex::new(HashMap::new()) }
    }

    /// Changes how many entries are kept; 0 turns the cache off (to measure without it).
    pub fn set_capacity(&self, capacity: usize) {
        self.capacity.store(capacity, Ordering::Relaxed);
        if let Ok(mut entries) = self.entries.lock() {
            entries.clear();
        }
    }

    /// The cached value, if it is of `generation` (read it once with [`Memo::generation`]:
    /// on SQLite that looks at the database files) and fresh.
    pub fn get_at(&self, key: &K, generation: u64) -> Option<V> {
        let entries = self.entries.lock().ok()?;
        let (stamp, at, value) = entries.get(key)?;
        (*stamp == generation && at.elapsed() < TTL).then(|| value.clone())
    }

    /// Caches `value`, read at `generation`, unless a write happened since.
    pub fn put(&self, key: K, generation: u64, value: V) {
        let capacity = self.capacity.load(Ordering::Relaxed);
        if capacity > 0
            && let Ok(mut entries) = self.entries.lock()
            && self.generation.current() == generation
        {
            if entries.len() >= capacity {
                entries.clear();
            }
            entries.insert(key, (generation, Instant::now(), value));
        }
    }

    pub fn generation(&self) -> u64 {
        self.generation.current()
    }

    /// The cached value, or `load()`'s, which is then cached unless a write happened meanwhile.
    pub async fn get_or_load<E, F>(&self, key: K, load: F) -> Result<V, E>
    where
        F: std::future::Future<Output = Result<V, E>>,
    {
        // One look at the generation (on SQLite, at the database files) serves both the
        // lookup and the stamp of what is loaded.
        let generation = self.generation.current();
        if let Some(value) = self.get_at(&key, generation) {
            return Ok(value);
        }
        let value = load.await?;
        self.put(key, generation, value.clone());
        Ok(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_write_invalidates_what_was_cached_before_it() {
        let generation = Arc::new(Generation::default());
        let memo: Memo<&str, u32> = Memo::new(generation.clone());
        assert_eq!(memo.get_or_load("k", async { Ok::<_, ()>(1) }).await, Ok(1));
        assert_eq!(memo.get_or_load("k", async { Ok::<_, ()>(2) }).await, Ok(1), "cached");
        generation.advance();
        assert_eq!(memo.get_or_load("k", async { Ok::<_, ()>(3) }).await, Ok(3), "reloaded after a write");
        assert_eq!(memo.get_or_load("k", async { Err::<u32, _>(()) }).await, Ok(3));
        memo.set_capacity(0);
        assert_eq!(memo.get_or_load("k", async { Ok::<_, ()>(4) }).await, Ok(4), "off: always loaded");
        assert_eq!(memo.get_or_load("k", async { Ok::<_, ()>(5) }).await, Ok(5));
    }

    #[tokio::test]
    async fn a_change_of_a_watched_file_invalidates_too() {
        let dir = std::env::temp_dir().join(format!("upboard-cache-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("db-wal");
        std::fs::write(&file, b"one").unwrap();
        let generation = Arc::new(Generation::watching(vec![file.clone()]));
        let memo: Memo<&str, u32> = Memo::new(generation.clone());
        assert_eq!(memo.get_or_load("k", async { Ok::<_, ()>(1) }).await, Ok(1));
        assert_eq!(memo.get_or_load("k", async { Ok::<_, ()>(2) }).await, Ok(1), "cached");
        // Another process commits: the file grows.
        std::fs::write(&file, b"one and two").unwrap();
        assert_eq!(memo.get_or_load("k", async { Ok::<_, ()>(3) }).await, Ok(3), "reloaded");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
