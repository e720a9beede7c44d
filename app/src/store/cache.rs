//! A small read cache in front of the database for what every API request needs again and
//! again (the organization of a key, its buckets and statuses, list totals), and for whole
//! responses that are the same for every caller until the next write (API list pages,
//! anonymous page views).
//!
//! Entries are valid for one *generation*: every committed write through [`super::Db`] starts
//! a new one, so a cached value never outlives a change made by this process. Generations are
//! kept per organization ([`Of`]): a vote or a comment in one organization drops only that
//! organization's entries, and a vote (which moves counters, not posts) keeps the list totals.
//! Writes that say nothing of their scope start a new generation for everything. On SQLite, a
//! change of the database by another process (it committed: `upboard bucket create`, `seed`;
//! told by SQLite's `PRAGMA data_version` on the connection that writes, which our own commits
//! leave as it is)
//! starts one too; on PostgreSQL, a notice of another process's commit on the
//! `upboard_changes` channel ([`super::notices`]), which names what the commit changed and
//! advances only that (while nobody listens, a move of the server's WAL position, looked at
//! before each request, starts a new generation of everything). A short TTL bounds staleness
//! should both miss a change.
//!
//! **Settling.** An outside change may be noticed a moment *before* every reader can see it.
//! What is read in that gap is old data that no later look would invalidate. So an outside
//! change advances the generation twice: once when noticed, which makes the generation
//! *unsettled*, and once more at the first look after [`SETTLING`] has passed. Nothing loaded
//! while the generation is unsettled is kept (it is stamped with a generation that the second
//! advance retires). One second is plenty: SQLite makes a commit visible before its
//! `data_version` moves; PostgreSQL's WAL position (looked at while no listener hears notices)
//! moves before the commit is visible (only a synchronous standby could hold it longer; the
//! TTL covers that). A commit of this process advances once, after the commit, when the change
//! is already visible; it is not noticed again as someone else's. Nor is a notice of another
//! PostgreSQL process settled: it is sent after its commit returned, when every new snapshot
//! sees the change, so it advances what it names once, as a commit of this process does.
//!
//! **Bounds.** Caches evict by moka's policy (TinyLFU admission: an entry read once does not
//! push out one read often), never all at once. Each has a budget in bytes, within the
//! server's 150 MB (`make bench-soak` measures the peak; docs/architecture.md lists them):
//! - responses, whose keys a visitor chooses (any query string): 8 MiB per organization, so
//!   that made-up addresses of one cannot push out another's pages, for at most 4
//!   organizations at once (the busiest, by TinyLFU): 32 MiB;
//! - the small memos ([`Memo`]: the organization of a key or a name, buckets, statuses, list
//!   totals): 1,000 entries each, of at most a few kilobytes (an organization's buckets or
//!   statuses), about 2 MiB each at worst;
//! - documents (sitemaps, feeds): 16 MiB in all, weighed by their bytes.

use crate::entities::{bucket, organization, roadmap, status};
use crate::model::OrgId;
use moka::sync::Cache;
use std::hash::Hash;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

const TTL: Duration = Duration::from_secs(5);
/// Organizations are spread over this many generation slots (two sharing one only means that
/// a write to either drops the entries of both).
const ORGANIZATION_SLOTS: usize = 1024;
/// Entries of each [`Memo`] (values of at most a few kilobytes).
const MAX_ENTRIES: u64 = 1_000;
/// How long after an outside change was noticed its data may still be invisible to readers.
pub const SETTLING: Duration = Duration::from_secs(1);
/// Organizations whose responses are kept at once: with [`RESPONSE_BYTES_PER_ORGANIZATION`],
/// 32 MiB of responses at most (32 organizations made 256 MiB possible, above the whole
/// server's budget).
const RESPONSE_ORGANIZATIONS: u64 = 4;
/// Response bytes (keys and bodies) kept per organization.
const RESPONSE_BYTES_PER_ORGANIZATION: u64 = 8 * 1024 * 1024;
/// Bytes of [`Caches::documents`] (sitemaps and feeds), of every organization: two sitemaps
/// of the most posts one lists (50,000: 6 MB each), or a dozen of 10,000 posts.
const DOCUMENT_BYTES: u64 = 16 * 1024 * 1024;

/// A document of [`Caches::documents`]: its bytes, and the same compressed once in zstd when
/// it was built (what browsers and most clients accept), so that each request for it sends
/// bytes kept rather than compressing a megabyte again (docs/performance.md, session 34).
#[derive(Clone, Debug)]
pub struct Document {
    pub body: bytes::Bytes,
    /// `None` when compressing failed or saved nothing: the body goes as it is.
    pub zstd: Option<bytes::Bytes>,
}

impl Document {
    /// What the document weighs in the cache: both its forms.
    fn weight(&self) -> u32 {
        u32::try_from(self.body.len() + self.zstd.as_ref().map_or(0, bytes::Bytes::len)).unwrap_or(u32::MAX)
    }
}

/// Which writes an entry depends on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Of {
    /// Every write (what is not one organization's: organizations by key, pages of none).
    All,
    /// Every write to the organization (and every unscoped one).
    Organization(OrgId),
    /// Writes to the organization other than votes: which posts its lists hold (their
    /// totals), its buckets and statuses, and the anonymous pages, which show counts at most a
    /// TTL old. (A vote that dropped the buckets cost every request after it a query.)
    Posts(OrgId),
}

/// What a committed write changed, so that only what depends on it is dropped (also what a
/// change notice tells the other processes, as JSON).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Scope {
    Everything,
    /// Anything of one organization but the organization itself (posts, comments, people).
    Organization(OrgId),
    /// Only the counters and votes of the organization's posts.
    Counters(OrgId),
    /// Nothing any cache keeps (the outbox and its deliveries).
    Nothing,
}

#[derive(Debug)]
pub struct Generation {
    counter: AtomicU64,
    /// Per organization slot: writes that changed only counters.
    counters: Box<[AtomicU64]>,
    /// Per organization slot: every other write scoped to the organization.
    organization: Box<[AtomicU64]>,
    /// Until when the last outside change may still be invisible; `None` once settled.
    unsettled_until: Mutex<Option<Instant>>,
    settling: Duration,
    /// A number that changes when another process writes (SQLite's `data_version`).
    version: Option<WatchedVersion>,
}

/// See [`Generation::watching_version`].
struct WatchedVersion {
    read: Box<dyn Fn() -> Option<i64> + Send + Sync>,
    /// The last answer, and when it was read.
    seen: Mutex<(Option<i64>, Option<Instant>)>,
}

/// How long an answer of [`WatchedVersion::read`] is taken as current. A request looks
/// several times (each cache it uses), and reading takes the writer's connection: under
/// load, one read a millisecond serves them all, and another process's commit is seen at
/// most this late.
pub(crate) const VERSION_FRESH: Duration = Duration::from_millis(1);

impl std::fmt::Debug for WatchedVersion {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WatchedVersion").field("seen", &self.seen).finish_non_exhaustive()
    }
}

impl Default for Generation {
    fn default() -> Self {
        let slots = || (0..ORGANIZATION_SLOTS).map(|_| AtomicU64::new(0)).collect();
        Self { counter: AtomicU64::new(0), counters: slots(), organization: slots(), unsettled_until: Mutex::new(None), settling: SETTLING, version: None }
    }
}

impl Generation {
    /// A generation that also advances whenever `read` (looked at before each use) answers
    /// something else than the last time: it must change when another process writes, and
    /// not when this one does.
    pub fn watching_version(read: impl Fn() -> Option<i64> + Send + Sync + 'static) -> Self {
        Self { version: Some(WatchedVersion { read: Box::new(read), seen: Mutex::new((None, None)) }), ..Self::default() }
    }

    /// Waits `delay` instead of [`SETTLING`] (tests).
    #[cfg(test)]
    pub fn settling_after(self, delay: Duration) -> Self {
        Self { settling: delay, ..self }
    }

    /// The generation of everything.
    pub fn current(&self) -> u64 {
        self.current_of(Of::All)
    }

    /// The generation of what `of` names: the sum of counters that only grow, so it changes
    /// whenever one of them does.
    pub fn current_of(&self, of: Of) -> u64 {
        self.look_outside();
        let _unsettled = self.settle_when_due();
        self.stamp(of)
    }

    fn stamp(&self, of: Of) -> u64 {
        let all = self.counter.load(Ordering::Acquire);
        match of {
            Of::All => all,
            Of::Organization(id) => {
                let slot = slot(id);
                all.wrapping_add(self.organization[slot].load(Ordering::Acquire))
                    .wrapping_add(self.counters[slot].load(Ordering::Acquire))
            }
            Of::Posts(id) => all.wrapping_add(self.organization[slot(id)].load(Ordering::Acquire)),
        }
    }

    /// A write of this process committed (and is visible); it may have changed anything.
    pub fn advance(&self) {
        self.counter.fetch_add(1, Ordering::AcqRel);
    }

    /// A write of this process that changed only what `scope` says committed.
    pub fn advance_scope(&self, scope: Scope) {
        match scope {
            Scope::Everything => self.advance(),
            Scope::Organization(id) => {
                self.organization[slot(id)].fetch_add(1, Ordering::AcqRel);
            }
            Scope::Counters(id) => {
                self.counters[slot(id)].fetch_add(1, Ordering::AcqRel);
            }
            Scope::Nothing => {}
        }
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
    pub fn admits(&self, of: Of, generation: u64) -> bool {
        self.look_outside();
        // Checked under the lock that guards the settling advance.
        let until = self.settle_when_due();
        until.is_none() && self.stamp(of) == generation
    }

    fn look_outside(&self) {
        if let Some(version) = &self.version {
            let mut seen = lock(&version.seen);
            if seen.1.is_some_and(|read| read.elapsed() < VERSION_FRESH) {
                return;
            }
            let now = (version.read)();
            seen.1 = Some(Instant::now());
            if now.is_some() && seen.0 != now {
                // The first answer is where counting starts, no change: nothing was cached
                // before it (every cache looks first), and noticing it kept nothing for the
                // server's first second.
                let first = seen.0.is_none();
                seen.0 = now;
                if !first {
                    self.notice_outside_change();
                }
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

fn slot(organization_id: OrgId) -> usize {
    organization_id.get().rem_euclid(ORGANIZATION_SLOTS as i64) as usize
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // Nothing panics while these are held; a poisoned one still holds valid data.
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The turn to load one key, and what the last load through it read: (the generation it
/// began at, the value).
type Gate<V> = Arc<tokio::sync::Mutex<Option<(u64, V)>>>;

/// Values by key, each stamped with the generation it was read at.
pub struct Memo<K, V> {
    generation: Arc<Generation>,
    entries: Cache<K, (u64, V)>,
    /// One load of a key at a time: a miss that finds its key being loaded waits for that load
    /// and then takes its value, so that a value expiring under load is read once, not once per
    /// request waiting for it (16 concurrent `COUNT(*)`s on PostgreSQL made the list's p99).
    /// Each gate holds the last value loaded through it with the generation its load began at.
    loading: Cache<K, Gate<V>>,
    /// Its name in `/metrics` (`upboard_cache_lookups_total{cache=…}`).
    name: &'static str,
}

/// Counts a lookup of the cache `name` in `/metrics`.
fn counted<T>(name: &'static str, found: Option<T>) -> Option<T> {
    let result = if found.is_some() { "hit" } else { "miss" };
    metrics::counter!("upboard_cache_lookups_total", "cache" => name, "result" => result).increment(1);
    found
}

impl<K, V> Memo<K, V>
where
    K: Clone + Eq + Hash + Send + Sync + 'static,
    V: Clone + Send + Sync + 'static,
{
    pub fn new(generation: Arc<Generation>) -> Self {
        Self::with_capacity(generation, MAX_ENTRIES)
    }

    /// At most about `capacity` entries.
    pub fn with_capacity(generation: Arc<Generation>, capacity: u64) -> Self {
        Self {
            generation,
            entries: Cache::builder().max_capacity(capacity).time_to_live(TTL).build(),
            loading: Cache::builder().max_capacity(capacity).time_to_idle(TTL).build(),
            name: "memo",
        }
    }

    /// At most about `bytes` of values, each weighing what `weigh` says (whole documents,
    /// whose sizes differ by thousands).
    pub fn with_bytes(generation: Arc<Generation>, bytes: u64, weigh: fn(&V) -> u32) -> Self {
        Self {
            generation,
            entries: Cache::builder().max_capacity(bytes).weigher(move |_, (_, value): &(u64, V)| weigh(value)).time_to_live(TTL).build(),
            loading: Cache::builder().max_capacity(MAX_ENTRIES).time_to_idle(TTL).build(),
            name: "memo",
        }
    }

    /// Named `name` in `/metrics`.
    pub fn named(self, name: &'static str) -> Self {
        Self { name, ..self }
    }

    /// What the memo holds: its entries, or their bytes for one made [`Memo::with_bytes`]
    /// (moka's count, which lags its latest inserts and evictions a little).
    pub fn weight(&self) -> u64 {
        self.entries.weighted_size()
    }

    /// The cached value, if it is of `generation` (read it once with [`Memo::generation`]:
    /// on SQLite that looks at its data version) and fresh.
    pub fn get_at(&self, key: &K, generation: u64) -> Option<V> {
        counted(self.name, self.entries.get(key).filter(|(stamp, _)| *stamp == generation).map(|(_, value)| value))
    }

    /// Caches `value`, read at `generation` of `of`, unless a write happened since or an
    /// outside write was settling.
    pub fn put(&self, of: Of, key: K, generation: u64, value: V) {
        if self.generation.admits(of, generation) {
            self.entries.insert(key, (generation, value));
        }
    }

    pub fn generation(&self, of: Of) -> u64 {
        self.generation.current_of(of)
    }

    /// The cached value, or `load()`'s, which is then cached unless a write `of` concerns
    /// happened meanwhile. A key is always looked up with the same `of`.
    pub async fn get_or_load<E, F>(&self, of: Of, key: K, load: F) -> Result<V, E>
    where
        F: std::future::Future<Output = Result<V, E>>,
    {
        // One look at the generation (on SQLite, at its data version) serves both the
        // lookup and the stamp of what is loaded.
        let generation = self.generation.current_of(of);
        if let Some(value) = self.get_at(&key, generation) {
            return Ok(value);
        }
        let gate = self.loading.get_with(key.clone(), || Arc::new(tokio::sync::Mutex::new(None)));
        through_gate(&gate, &self.generation, of, generation, load, |began, value| self.put(of, key, began, value)).await
    }
}

/// `load()`'s value through `gate` for a request that missed at `generation`: the value of a
/// load that began no earlier than the request, if one is there once the gate is free (it saw
/// every write this request must see, even if another came since); else this request's own
/// load, handed to `keep` with the generation it began at and left in the gate for the next.
/// (Asking that a value be of the generation current now made each waiter load again while
/// writes went on: a queue of loads, one after another, 2.6 s at the 99th percentile for a
/// sitemap on PostgreSQL.)
async fn through_gate<V: Clone, E>(
    gate: &Gate<V>,
    generations: &Generation,
    of: Of,
    generation: u64,
    load: impl std::future::Future<Output = Result<V, E>>,
    keep: impl FnOnce(u64, V),
) -> Result<V, E> {
    let mut turn = gate.lock().await;
    if let Some((_, value)) = turn.as_ref().filter(|(began, _)| *began >= generation) {
        return Ok(value.clone());
    }
    let began = generations.current_of(of);
    let value = load.await?;
    keep(began, value.clone());
    *turn = Some((began, value.clone()));
    Ok(value)
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
    /// The turn to build one response (by organization and key) in
    /// [`ResponseCache::get_or_load`]: held while it is built, forgotten once it is.
    loading: Cache<(String, String), Gate<CachedBody>>,
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
            loading: Cache::builder().max_capacity(MAX_ENTRIES).time_to_idle(TTL).build(),
        }
    }

    /// Changes the bytes kept per organization; 0 turns the cache off (to measure without it).
    pub fn set_capacity(&self, bytes_per_organization: u64) {
        self.bytes_per_organization.store(bytes_per_organization, Ordering::Relaxed);
        self.organizations.invalidate_all();
    }

    pub fn generation(&self, of: Of) -> u64 {
        self.generation.current_of(of)
    }

    /// The cached response of `organization` (its name; `""` for pages of no organization),
    /// if it is of `generation` and fresh.
    pub fn get_at(&self, organization: &str, key: &str, generation: u64) -> Option<CachedBody> {
        let found = self.organizations.get(organization).and_then(|responses| responses.get(key)).filter(|(stamp, _)| *stamp == generation);
        counted("responses", found.map(|(_, body)| body))
    }

    /// Caches a response read at `generation`, unless a write happened since or an outside
    /// write was settling.
    pub fn put(&self, of: Of, organization: &str, key: String, generation: u64, value: CachedBody) {
        let budget = self.bytes_per_organization.load(Ordering::Relaxed);
        if budget == 0 || !self.generation.admits(of, generation) {
            return;
        }
        let responses = self.organizations.get_with_by_ref(organization, || {
            Cache::builder()
                .max_capacity(budget)
                .weigher(|key: &String, (_, value): &(u64, CachedBody)| u32::try_from(key.len() + value.body.len()).unwrap_or(u32::MAX))
                .time_to_live(TTL)
                .build()
        });
        responses.insert(key, (generation, value));
    }

    /// The cached response of `organization` for `key`, or `load()`'s, which is then cached
    /// unless a write `of` concerns happened meanwhile. Requests that miss the same key at once
    /// wait for one load and take its response, when it began no earlier than they did (so it
    /// saw every write they must see), as [`Memo::get_or_load`] does: while votes keep
    /// retiring an API list page, every request missing it built it anew (docs/performance.md,
    /// session 41). The built response is held only for those waiting: the gate is forgotten
    /// once its load is done, and the response kept by the cache alone.
    pub async fn get_or_load<E, F>(&self, of: Of, organization: &str, key: String, load: F) -> Result<CachedBody, E>
    where
        F: std::future::Future<Output = Result<CachedBody, E>>,
    {
        // Off: every request builds its own (what the bench's "cache off" rows measure).
        if self.bytes_per_organization.load(Ordering::Relaxed) == 0 {
            return load.await;
        }
        let generation = self.generation.current_of(of);
        if let Some(value) = self.get_at(organization, &key, generation) {
            return Ok(value);
        }
        let gate_key = (organization.to_owned(), key);
        let gate = self.loading.get_with_by_ref(&gate_key, || Arc::new(tokio::sync::Mutex::new(None)));
        let keep = |began, value| {
            self.put(of, organization, gate_key.1.clone(), began, value);
            self.loading.invalidate(&gate_key);
        };
        through_gate(&gate, &self.generation, of, generation, load, keep).await
    }

    /// The bytes of responses kept, of every organization (keys and bodies).
    pub fn bytes(&self) -> u64 {
        self.organizations.iter().map(|(_, responses)| responses.weighted_size()).sum()
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

/// The read caches of one database, invalidated by every committed write.
#[derive(Debug)]
pub struct Caches {
    pub generation: Arc<Generation>,
    /// Organization by API-key hash (known keys only).
    pub org_by_key: Memo<String, organization::Model>,
    /// Organization by name (`None`: no such organization).
    pub orgs_by_name: Memo<String, Option<organization::Model>>,
    /// Every bucket of an organization.
    pub buckets: Memo<OrgId, Vec<bucket::Model>>,
    /// Every status of an organization.
    pub statuses: Memo<OrgId, Vec<status::Model>>,
    /// Every named roadmap of an organization.
    pub roadmaps: Memo<OrgId, Vec<roadmap::Model>>,
    /// List totals by organization and filter.
    pub counts: Memo<String, u64>,
    /// Whole responses that do not depend on who asks (see the callers), by organization.
    pub responses: ResponseCache,
    /// Documents for crawlers and feed readers, the same for everyone and large (a sitemap of
    /// 10,000 posts is 1.2 MB): by organization and name, built once at a time
    /// ([`Memo::get_or_load`]) however many ask at once.
    pub documents: Memo<(OrgId, String), Document>,
    /// The installation's secrets by name (`domain::keys::server_secret`): made once and never
    /// changed, so kept from their first read on, whatever is written.
    pub server_secrets: std::sync::RwLock<std::collections::HashMap<String, String>>,
}

impl Caches {
    pub(super) fn new(generation: Generation) -> Self {
        let generation = Arc::new(generation);
        Self {
            org_by_key: Memo::new(generation.clone()).named("org_by_key"),
            orgs_by_name: Memo::new(generation.clone()).named("orgs_by_name"),
            buckets: Memo::new(generation.clone()).named("buckets"),
            statuses: Memo::new(generation.clone()).named("statuses"),
            roadmaps: Memo::new(generation.clone()).named("roadmaps"),
            counts: Memo::new(generation.clone()).named("counts"),
            responses: ResponseCache::new(generation.clone()),
            documents: Memo::with_bytes(generation.clone(), DOCUMENT_BYTES, Document::weight).named("documents"),
            server_secrets: Default::default(),
            generation,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An API list page retired by a vote: the requests missing it at once build it once, and
    /// take that build even though another vote came while it was built (they arrived before
    /// it); one arriving after that vote builds it again; with the cache off each builds its own.
    #[tokio::test]
    async fn responses_missed_at_once_are_built_once_and_writes_are_seen() {
        use std::sync::atomic::AtomicUsize;
        let generation = Arc::new(Generation::default());
        let responses = Arc::new(ResponseCache::new(generation.clone()));
        let (of, builds) = (Of::Organization(OrgId(1)), Arc::new(AtomicUsize::new(0)));
        let build = |builds: Arc<AtomicUsize>, generation: Arc<Generation>| async move {
            let n = builds.fetch_add(1, Ordering::SeqCst) + 1;
            tokio::time::sleep(Duration::from_millis(50)).await;
            generation.advance_scope(Scope::Counters(OrgId(1)));
            Ok::<_, ()>(CachedBody { content_type: "application/json", body: bytes::Bytes::from(n.to_string()), nonce: None })
        };
        let ask = |responses: Arc<ResponseCache>, builds: Arc<AtomicUsize>, generation: Arc<Generation>| async move {
            responses.get_or_load(of, "acme", "api-list|top".to_owned(), build(builds, generation)).await.map(|b| b.body)
        };
        let waiting: Vec<_> = (0..8).map(|_| tokio::spawn(ask(responses.clone(), builds.clone(), generation.clone()))).collect();
        for answer in waiting {
            assert_eq!(answer.await.unwrap(), Ok(bytes::Bytes::from("1")), "the one build");
        }
        assert_eq!(builds.load(Ordering::SeqCst), 1, "one build for the eight");
        assert_eq!(responses.loading.iter().count(), 0, "the gate is forgotten once built");
        assert_eq!(ask(responses.clone(), builds.clone(), generation.clone()).await, Ok(bytes::Bytes::from("2")), "after the vote, built again");
        responses.set_capacity(0);
        let waiting: Vec<_> = (0..4).map(|_| tokio::spawn(ask(responses.clone(), builds.clone(), generation.clone()))).collect();
        for answer in waiting {
            answer.await.unwrap().unwrap();
        }
        assert_eq!(builds.load(Ordering::SeqCst), 6, "off: each request builds its own");
    }

    #[tokio::test]
    async fn misses_of_one_key_at_once_load_it_once() {
        use std::sync::atomic::AtomicUsize;
        let memo: Arc<Memo<&str, u32>> = Arc::new(Memo::new(Arc::new(Generation::default())));
        let loads = Arc::new(AtomicUsize::new(0));
        let waiting: Vec<_> = (0..8)
            .map(|_| {
                let (memo, loads) = (memo.clone(), loads.clone());
                tokio::spawn(async move {
                    let load = async {
                        loads.fetch_add(1, Ordering::SeqCst);
                        tokio::time::sleep(Duration::from_millis(50)).await;
                        Ok::<_, ()>(7)
                    };
                    memo.get_or_load(Of::All, "count", load).await
                })
            })
            .collect();
        for answer in waiting {
            assert_eq!(answer.await.unwrap(), Ok(7));
        }
        assert_eq!(loads.load(Ordering::SeqCst), 1);
    }

    /// Requests waiting for a load take its value even when a write came while it loaded
    /// (they arrived before the write); one that arrives after the write loads again.
    #[tokio::test]
    async fn waiting_misses_take_the_load_they_waited_for_while_writes_go_on() {
        use std::sync::atomic::AtomicUsize;
        let generation = Arc::new(Generation::default());
        let memo: Arc<Memo<&str, usize>> = Arc::new(Memo::new(generation.clone()));
        let loads = Arc::new(AtomicUsize::new(0));
        let load = |loads: Arc<AtomicUsize>, generation: Arc<Generation>| async move {
            let n = loads.fetch_add(1, Ordering::SeqCst) + 1;
            tokio::time::sleep(Duration::from_millis(50)).await;
            // A write commits while this loads.
            generation.advance();
            Ok::<_, ()>(n)
        };
        let waiting: Vec<_> = (0..8)
            .map(|_| {
                let (memo, loads, generation) = (memo.clone(), loads.clone(), generation.clone());
                tokio::spawn(async move { memo.get_or_load(Of::All, "sitemap", load(loads, generation)).await })
            })
            .collect();
        for answer in waiting {
            assert_eq!(answer.await.unwrap(), Ok(1), "the first load's value");
        }
        assert_eq!(loads.load(Ordering::SeqCst), 1, "one load for the eight");
        assert_eq!(memo.get_or_load(Of::All, "sitemap", load(loads.clone(), generation.clone())).await, Ok(2), "after the write, loaded again");
    }

    #[tokio::test]
    async fn a_write_invalidates_what_was_cached_before_it() {
        let generation = Arc::new(Generation::default());
        let memo: Memo<&str, u32> = Memo::new(generation.clone());
        assert_eq!(memo.get_or_load(Of::All, "k", async { Ok::<_, ()>(1) }).await, Ok(1));
        assert_eq!(memo.get_or_load(Of::All, "k", async { Ok::<_, ()>(2) }).await, Ok(1), "cached");
        generation.advance();
        assert_eq!(memo.get_or_load(Of::All, "k", async { Ok::<_, ()>(3) }).await, Ok(3), "reloaded after a write");
        assert_eq!(memo.get_or_load(Of::All, "k", async { Err::<u32, _>(()) }).await, Ok(3), "own writes need no settling");
    }

    /// A generation watching a version number that a test moves as another process's commit
    /// would, settling quickly.
    fn watched_version() -> (Arc<std::sync::atomic::AtomicI64>, Arc<Generation>) {
        let version = Arc::new(std::sync::atomic::AtomicI64::new(1));
        let read = version.clone();
        let generation = Generation::watching_version(move || Some(read.load(Ordering::SeqCst))).settling_after(Duration::from_millis(100));
        (version, Arc::new(generation))
    }

    fn let_settle() {
        std::thread::sleep(Duration::from_millis(150));
    }

    /// The first look at the version counts from it: what is read right after it is kept.
    #[tokio::test]
    async fn the_first_look_at_the_version_is_no_outside_change() {
        let (_, generation) = watched_version();
        let memo: Memo<&str, u32> = Memo::new(generation.clone());
        assert_eq!(memo.get_or_load(Of::All, "k", async { Ok::<_, ()>(1) }).await, Ok(1));
        assert_eq!(memo.get_or_load(Of::All, "k", async { Ok::<_, ()>(2) }).await, Ok(1), "kept at once");
    }

    #[tokio::test]
    async fn another_process_s_commit_invalidates_too() {
        let (version, generation) = watched_version();
        let memo: Memo<&str, u32> = Memo::new(generation.clone());
        generation.current();
        let_settle();
        assert_eq!(memo.get_or_load(Of::All, "k", async { Ok::<_, ()>(1) }).await, Ok(1));
        assert_eq!(memo.get_or_load(Of::All, "k", async { Ok::<_, ()>(2) }).await, Ok(1), "cached");
        version.fetch_add(1, Ordering::SeqCst);
        std::thread::sleep(VERSION_FRESH * 2);
        assert_eq!(memo.get_or_load(Of::All, "k", async { Ok::<_, ()>(3) }).await, Ok(3), "reloaded");
    }

    #[test]
    fn the_version_is_read_at_most_once_a_millisecond() {
        let reads = Arc::new(AtomicU64::new(0));
        let counted = reads.clone();
        let generation = Generation::watching_version(move || {
            counted.fetch_add(1, Ordering::SeqCst);
            Some(1)
        });
        let started = Instant::now();
        for _ in 0..1000 {
            generation.current_of(Of::All);
        }
        let most = started.elapsed().as_micros() / VERSION_FRESH.as_micros() + 1;
        assert!(u128::from(reads.load(Ordering::SeqCst)) <= most, "{} reads in {:?}", reads.load(Ordering::SeqCst), started.elapsed());
    }

    #[tokio::test]
    async fn what_is_read_before_an_outside_write_is_visible_is_not_kept() {
        let (version, generation) = watched_version();
        let memo: Memo<&str, u32> = Memo::new(generation.clone());
        generation.current();
        let_settle();
        assert_eq!(memo.get_or_load(Of::All, "k", async { Ok::<_, ()>(1) }).await, Ok(1));
        // Another process's commit is noticed; a reader may still load the old value.
        version.fetch_add(1, Ordering::SeqCst);
        std::thread::sleep(VERSION_FRESH * 2);
        assert_eq!(memo.get_or_load(Of::All, "k", async { Ok::<_, ()>(1) }).await, Ok(1), "loaded in the gap");
        let_settle();
        assert_eq!(memo.get_or_load(Of::All, "k", async { Ok::<_, ()>(2) }).await, Ok(2), "the gap's value is not served");
        assert_eq!(memo.get_or_load(Of::All, "k", async { Ok::<_, ()>(3) }).await, Ok(2), "cached once settled");
    }

    #[tokio::test]
    async fn a_noticed_postgres_write_settles_the_same_way() {
        let generation = Arc::new(Generation::default().settling_after(Duration::from_millis(100)));
        let memo: Memo<&str, u32> = Memo::new(generation.clone());
        generation.notice_outside_change();
        assert_eq!(memo.get_or_load(Of::All, "k", async { Ok::<_, ()>(1) }).await, Ok(1), "loaded in the gap");
        let_settle();
        assert_eq!(memo.get_or_load(Of::All, "k", async { Ok::<_, ()>(2) }).await, Ok(2), "the gap's value is not served");
        assert_eq!(memo.get_or_load(Of::All, "k", async { Ok::<_, ()>(3) }).await, Ok(2), "cached once settled");
    }

    #[tokio::test]
    async fn a_write_in_one_organization_keeps_the_others_and_a_vote_keeps_the_totals() {
        let generation = Arc::new(Generation::default());
        let memo: Memo<&str, u32> = Memo::new(generation.clone());
        let (acme, globex) = (Of::Organization(OrgId(1)), Of::Organization(OrgId(2)));
        let load = |v| async move { Ok::<_, ()>(v) };
        assert_eq!(memo.get_or_load(acme, "acme", load(1)).await, Ok(1));
        assert_eq!(memo.get_or_load(globex, "globex", load(1)).await, Ok(1));
        assert_eq!(memo.get_or_load(Of::Posts(OrgId(1)), "acme total", load(1)).await, Ok(1));
        generation.advance_scope(Scope::Counters(OrgId(1)));
        assert_eq!(memo.get_or_load(acme, "acme", load(2)).await, Ok(2), "a vote drops the organization's pages");
        assert_eq!(memo.get_or_load(Of::Posts(OrgId(1)), "acme total", load(2)).await, Ok(1), "but not its totals");
        assert_eq!(memo.get_or_load(globex, "globex", load(2)).await, Ok(1), "nor another organization's");
        generation.advance_scope(Scope::Organization(OrgId(1)));
        assert_eq!(memo.get_or_load(acme, "acme", load(3)).await, Ok(3));
        assert_eq!(memo.get_or_load(Of::Posts(OrgId(1)), "acme total", load(3)).await, Ok(3), "a new post changes the totals");
        assert_eq!(memo.get_or_load(globex, "globex", load(3)).await, Ok(1));
        generation.advance_scope(Scope::Everything);
        assert_eq!(memo.get_or_load(globex, "globex", load(4)).await, Ok(4), "an unscoped write drops everything");
        assert_eq!(memo.get_or_load(Of::All, "all", load(4)).await, Ok(4));
        generation.advance_scope(Scope::Organization(OrgId(1)));
        assert_eq!(memo.get_or_load(Of::All, "all", load(5)).await, Ok(4), "an organization's write keeps what is of none");
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
            cache.put(Of::All, org, key.to_owned(), at, page(1024));
        }
        // Ordinary traffic has filled half of acme's share (moka counts reads from then on).
        for i in 0..40 {
            cache.put(Of::All, "acme", format!("page|/acme/p/post-{i}"), at, page(1024));
        }
        cache.run_pending_tasks();
        for _ in 0..5 {
            read_popular();
        }
        // Made-up addresses as a visitor sends them: looked up, missed, rendered, kept.
        for i in 0..2000 {
            for (org, key) in [("acme", format!("page|/acme?made-up={i}")), ("initech", format!("page|/initech?made-up={i}"))] {
                assert!(cache.get_at(org, &key, at).is_none());
                cache.put(Of::All, org, key, at, page(1024));
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
        cache.put(Of::All, "acme", "page|/acme".to_owned(), at, page(10));
        assert!(cache.get_at("acme", "page|/acme", at).is_some());
        assert!(cache.get_at("globex", "page|/acme", at).is_none(), "by organization");
        generation.advance();
        assert!(cache.get_at("acme", "page|/acme", generation.current()).is_none(), "a write invalidates");
        cache.set_capacity(0);
        let at = generation.current();
        cache.put(Of::All, "acme", "page|/acme".to_owned(), at, page(10));
        assert!(cache.get_at("acme", "page|/acme", at).is_none(), "off");
    }
}
