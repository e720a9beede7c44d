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
//!
//! **Settling.** A change by another process shows in the files or the WAL position a moment
//! *before* readers can see it: SQLite appends the WAL frames, then publishes the commit in
//! the WAL index; PostgreSQL inserts and flushes the commit record, then marks the transaction
//! visible. What is read in that gap is old data that no later look would invalidate. So an
//! outside change advances the generation twice: once when noticed, which makes the generation
//! *unsettled*, and once more at the first look after [`SETTLING`] has passed. Nothing loaded
//! while the generation is unsettled is kept (it is stamped with a generation that the second
//! advance retires). One second is plenty: SQLite makes a commit visible within the same call
//! that appends its frames, PostgreSQL right after the commit record's flush (only a
//! synchronous standby could hold it longer; the TTL covers that). A commit of this process
//! advances once, after the commit, when the change is already visible (its own change of the
//! files or the WAL position is noticed later like any other, and settles too).
//!
//! **Bounds.** Caches evict by moka's policy (TinyLFU admission: an entry read once does not
//! push out one read often), never all at once. Responses, whose keys a visitor chooses (any
//! query string), are bounded by bytes per organization ([`ResponseCache`]), so that made-up
//! addresses of one organization cannot push out another's pages.

use moka::sync::Cache;
use std::hash::Hash;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant, SystemTime};

const TTL: Duration = Duration::from_secs(5);
const MAX_ENTRIES: u64 = 10_000;
/// How long after an outside change was noticed its data may still be invisible to readers.
pub const SETTLING: Duration = Duration::from_secs(1);
/// Organizations whose responses are kept at once.
const RESPONSE_ORGANIZATIONS: u64 = 32;
/// Response bytes (keys and bodies) kept per organization.
const RESPONSE_BYTES_PER_ORGANIZATION: u64 = 8 * 1024 * 1024;

#[derive(Debug)]
pub struct Generation {
    counter: AtomicU64,
    /// Until when the last outside change may still be invisible; `None` once settled.
    unsettled_until: Mutex<Option<Instant>>,
    settling: Duration,
    files: Option<WatchedFiles>,
}

impl Default for Generation {
    fn default() -> Self {
        Self { counter: AtomicU64::new(0), unsettled_until: Mutex::new(None), settling: SETTLING, files: None }
    }
}

impl Generation {
    /// A generation that also advances whenever one of `files` changes (size or time).
    pub fn watching(files: Vec<PathBuf>) -> Self {
        // No signature seen yet: the first look counts as a change, in case another
        // process is in the middle of a commit as we start.
        let files = WatchedFiles { paths: files, seen: Mutex::new(Vec::new()) };
        Self { files: Some(files), ..Self::default() }
    }

    /// Waits `delay` instead of [`SETTLING`] (tests).
    #[cfg(test)]
    pub fn settling_after(self, delay: Duration) -> Self {
        Self { settling: delay, ..self }
    }

    pub fn current(&self) -> u64 {
        self.look_at_files();
        let _unsettled = self.settle_when_due();
        self.counter.load(Ordering::Acquire)
    }

    /// A write of this process committed (and is visible).
    pub fn advance(&self) {
        self.counter.fetch_add(1, Ordering::AcqRel);
    }

    /// Another process wrote: its change may not be visible yet (see the module docs).
    pub fn notice_outside_change(&self) {
        let mut until = lock(&self.unsettled_until);
        *until = Some(Instant::now() + self.settling);
        self.advance();
    }

    /// Whether a value loaded at `generation` may be kept: it is still the current one, and
    /// no outside change was settling when the load started (such a generation is retired
    /// by the advance that ends the settling, so "still current and settled" says both).
    pub fn admits(&self, generation: u64) -> bool {
        self.look_at_files();
        // Checked under the lock that guards the settling advance.
        let until = self.settle_when_due();
        until.is_none() && self.counter.load(Ordering::Acquire) == generation
    }

    fn look_at_files(&self) {
        if let Some(files) = &self.files {
            let now = signature(&files.paths);
            let mut seen = lock(&files.seen);
            if *seen != now {
                *seen = now;
                self.notice_outside_change();
            }
        }
    }

    /// Ends a settling whose delay has passed, with the second advance.
    fn settle_when_due(&self) -> MutexGuard<'_, Option<Instant>> {
        let mut until = lock(&self.unsettled_until);
        if until.is_some_and(|until| until <= Instant::now()) {
            *until = None;
            self.advance();
        }
        until
    }
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // Nothing panics while these are held; a poisoned one still holds valid data.
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
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

/// Values by key, each stamped with the generation it was read at.
pub struct Memo<K, V> {
    generation: Arc<Generation>,
    entries: Cache<K, (u64, V)>,
}

impl<K, V> Memo<K, V>
where
    K: Eq + Hash + Send + Sync + 'static,
    V: Clone + Send + Sync + 'static,
{
    pub fn new(generation: Arc<Generation>) -> Self {
        Self::with_capacity(generation, MAX_ENTRIES)
    }

    /// At most about `capacity` entries.
    pub fn with_capacity(generation: Arc<Generation>, capacity: u64) -> Self {
        Self { generation, entries: Cache::builder().max_capacity(capacity).time_to_live(TTL).build() }
    }

    /// The cached value, if it is of `generation` (read it once with [`Memo::generation`]:
    /// on SQLite that looks at the database files) and fresh.
    pub fn get_at(&self, key: &K, generation: u64) -> Option<V> {
        let (stamp, value) = self.entries.get(key)?;
        (stamp == generation).then_some(value)
    }

    /// Caches `value`, read at `generation`, unless a write happened since or an outside
    /// write was settling.
    pub fn put(&self, key: K, generation: u64, value: V) {
        if self.generation.admits(generation) {
            self.entries.insert(key, (generation, value));
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

impl<K, V> std::fmt::Debug for Memo<K, V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Memo").field("generation", &self.generation).finish_non_exhaustive()
    }
}

/// A response body kept whole, with its content type.
#[derive(Clone, Debug)]
pub struct CachedBody {
    pub content_type: &'static str,
    pub body: bytes::Bytes,
    /// The Content-Security-Policy nonce the page was rendered with: replaced by a fresh one
    /// each time the page is served again.
    pub nonce: Option<String>,
}

type Responses = Cache<String, (u64, CachedBody)>;

/// Whole responses by organization, then by key: each organization has its own byte budget,
/// and the organizations kept are bounded in number.
pub struct ResponseCache {
    generation: Arc<Generation>,
    /// Bytes per organization; 0: off.
    bytes_per_organization: AtomicU64,
    organizations: Cache<String, Responses>,
}

impl std::fmt::Debug for ResponseCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ResponseCache")
            .field("generation", &self.generation)
            .field("bytes_per_organization", &self.bytes_per_organization)
            .finish_non_exhaustive()
    }
}

impl ResponseCache {
    pub fn new(generation: Arc<Generation>) -> Self {
        Self::with_bounds(generation, RESPONSE_ORGANIZATIONS, RESPONSE_BYTES_PER_ORGANIZATION)
    }

    pub fn with_bounds(generation: Arc<Generation>, organizations: u64, bytes_per_organization: u64) -> Self {
        Self {
            generation,
            bytes_per_organization: AtomicU64::new(bytes_per_organization),
            // An organization not asked for during a TTL has nothing fresh left to serve.
            organizations: Cache::builder().max_capacity(organizations).time_to_idle(TTL).build(),
        }
    }

    /// Changes the bytes kept per organization; 0 turns the cache off (to measure without it).
    pub fn set_capacity(&self, bytes_per_organization: u64) {
        self.bytes_per_organization.store(bytes_per_organization, Ordering::Relaxed);
        self.organizations.invalidate_all();
    }

    pub fn generation(&self) -> u64 {
        self.generation.current()
    }

    /// The cached response of `organization` (its name; `""` for pages of no organization),
    /// if it is of `generation` and fresh.
    pub fn get_at(&self, organization: &str, key: &str, generation: u64) -> Option<CachedBody> {
        let (stamp, body) = self.organizations.get(organization)?.get(key)?;
        (stamp == generation).then_some(body)
    }

    /// Caches a response read at `generation`, unless a write happened since or an outside
    /// write was settling.
    pub fn put(&self, organization: &str, key: String, generation: u64, value: CachedBody) {
        let budget = self.bytes_per_organization.load(Ordering::Relaxed);
        if budget == 0 || !self.generation.admits(generation) {
            return;
        }
        let responses = self.organizations.get_with_by_ref(organization, || {
            Cache::builder()
                .max_capacity(budget)
                .weigher(|key: &String, (_, value): &(u64, CachedBody)| {
                    u32::try_from(key.len() + value.body.len()).unwrap_or(u32::MAX)
                })
                .time_to_live(TTL)
                .build()
        });
        responses.insert(key, (generation, value));
    }

    /// Runs moka's pending evictions now (tests: moka evicts lazily).
    #[cfg(test)]
    fn run_pending_tasks(&self) {
        self.organizations.run_pending_tasks();
        for (_, responses) in &self.organizations {
            responses.run_pending_tasks();
        }
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
        assert_eq!(memo.get_or_load("k", async { Err::<u32, _>(()) }).await, Ok(3), "own writes need no settling");
    }

    /// A watched file in a fresh folder, and a generation watching it that settles quickly.
    fn watched_file(name: &str) -> (PathBuf, Arc<Generation>) {
        let dir = std::env::temp_dir().join(format!("upboard-cache-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("db-wal");
        std::fs::write(&file, b"one").unwrap();
        let generation = Generation::watching(vec![file.clone()]).settling_after(Duration::from_millis(100));
        (file, Arc::new(generation))
    }

    fn let_settle() {
        std::thread::sleep(Duration::from_millis(150));
    }

    #[tokio::test]
    async fn a_change_of_a_watched_file_invalidates_too() {
        let (file, generation) = watched_file("invalidates");
        let memo: Memo<&str, u32> = Memo::new(generation.clone());
        generation.current();
        let_settle();
        assert_eq!(memo.get_or_load("k", async { Ok::<_, ()>(1) }).await, Ok(1));
        assert_eq!(memo.get_or_load("k", async { Ok::<_, ()>(2) }).await, Ok(1), "cached");
        // Another process commits: the file grows.
        std::fs::write(&file, b"one and two").unwrap();
        assert_eq!(memo.get_or_load("k", async { Ok::<_, ()>(3) }).await, Ok(3), "reloaded");
        std::fs::remove_dir_all(file.parent().unwrap()).unwrap();
    }

    #[tokio::test]
    async fn what_is_read_before_an_outside_write_is_visible_is_not_kept() {
        let (file, generation) = watched_file("gap");
        let memo: Memo<&str, u32> = Memo::new(generation.clone());
        generation.current();
        let_settle();
        assert_eq!(memo.get_or_load("k", async { Ok::<_, ()>(1) }).await, Ok(1));
        // Another process appended its WAL frames; its commit is not visible yet, so a
        // reader that noticed the new file still loads the old value.
        std::fs::write(&file, b"one and two").unwrap();
        assert_eq!(memo.get_or_load("k", async { Ok::<_, ()>(1) }).await, Ok(1), "loaded in the gap");
        // The commit becomes visible; the files do not change again.
        let_settle();
        assert_eq!(memo.get_or_load("k", async { Ok::<_, ()>(2) }).await, Ok(2), "the gap's value is not served");
        assert_eq!(memo.get_or_load("k", async { Ok::<_, ()>(3) }).await, Ok(2), "cached once settled");
        std::fs::remove_dir_all(file.parent().unwrap()).unwrap();
    }

    #[tokio::test]
    async fn a_noticed_postgres_write_settles_the_same_way() {
        let generation = Arc::new(Generation::default().settling_after(Duration::from_millis(100)));
        let memo: Memo<&str, u32> = Memo::new(generation.clone());
        generation.notice_outside_change();
        assert_eq!(memo.get_or_load("k", async { Ok::<_, ()>(1) }).await, Ok(1), "loaded in the gap");
        let_settle();
        assert_eq!(memo.get_or_load("k", async { Ok::<_, ()>(2) }).await, Ok(2), "the gap's value is not served");
        assert_eq!(memo.get_or_load("k", async { Ok::<_, ()>(3) }).await, Ok(2), "cached once settled");
    }

    fn page(size: usize) -> CachedBody {
        CachedBody { content_type: "text/html; charset=utf-8", body: bytes::Bytes::from(vec![b'x'; size]), nonce: None }
    }

    #[test]
    fn made_up_addresses_push_out_neither_popular_pages_nor_other_organizations() {
        let generation = Arc::new(Generation::default());
        let cache = ResponseCache::with_bounds(generation.clone(), 8, 64 * 1024);
        let at = generation.current();
        let popular = [("acme", "page|/acme"), ("acme", "page|/acme/roadmap"), ("globex", "page|/globex")];
        let read_popular = || {
            for (org, key) in popular {
                assert!(cache.get_at(org, key, at).is_some(), "{org} {key} was pushed out");
            }
        };
        for (org, key) in popular {
            cache.put(org, key.to_owned(), at, page(1024));
        }
        // Ordinary traffic has filled half of acme's share (moka counts reads from then on).
        for i in 0..40 {
            cache.put("acme", format!("page|/acme/p/post-{i}"), at, page(1024));
        }
        cache.run_pending_tasks();
        for _ in 0..5 {
            read_popular();
        }
        // Made-up addresses as a visitor sends them: looked up, missed, rendered, kept.
        for i in 0..2000 {
            for (org, key) in [("acme", format!("page|/acme?made-up={i}")), ("initech", format!("page|/initech?made-up={i}"))] {
                assert!(cache.get_at(org, &key, at).is_none());
                cache.put(org, key, at, page(1024));
            }
            // A made-up organization is looked up, but its page is "not found": never kept.
            assert!(cache.get_at(&format!("made-up-{i}"), "page|/", at).is_none());
            // Readers go on reading the popular pages meanwhile.
            if i % 200 == 0 {
                cache.run_pending_tasks();
                read_popular();
            }
        }
        cache.run_pending_tasks();
        read_popular();
        let acme = cache.organizations.get("acme").unwrap();
        assert!(acme.weighted_size() <= 64 * 1024, "acme keeps to its budget");
        assert!(cache.organizations.entry_count() <= 8, "so do the organizations");
    }

    #[test]
    fn responses_are_kept_per_generation_and_not_at_all_when_off() {
        let generation = Arc::new(Generation::default());
        let cache = ResponseCache::new(generation.clone());
        let at = generation.current();
        cache.put("acme", "page|/acme".to_owned(), at, page(10));
        assert!(cache.get_at("acme", "page|/acme", at).is_some());
        assert!(cache.get_at("globex", "page|/acme", at).is_none(), "by organization");
        generation.advance();
        assert!(cache.get_at("acme", "page|/acme", generation.current()).is_none(), "a write invalidates");
        cache.set_capacity(0);
        let at = generation.current();
        cache.put("acme", "page|/acme".to_owned(), at, page(10));
        assert!(cache.get_at("acme", "page|/acme", at).is_none(), "off");
    }
}
