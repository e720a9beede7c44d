//! Requests per client address on what can be hammered from the pages: sign-in, sign-up,
//! every other server function, the form posts (the language switch's too), sign-in links and the live stream (which
//! also has a cap on streams open at once). Past a limit: 429 with `Retry-After`. The API has
//! its own limit per key (`rest::rate_limit`); failed sign-ins are also counted per e-mail
//! (`app::domain::sessions::SignInFailures`).
//!
//! The client's address is the connection's peer, or, behind a reverse proxy, the right-most
//! entry of the header the proxy sets (`--client-ip-header`), which the client cannot forge
//! (`crate::client`); an IPv6 client counts by its /64, and clients whose header cannot be read
//! share one count. Live streams also have a cap per process, whoever opens them: past it, 503
//! with `Retry-After` (so that the open-file limit is never what refuses the next visitor).

use app::model::AppError;
use app::state::AppState;
use app::store::limits::{Rate, Taken};
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use governor::clock::{Clock, DefaultClock};
use governor::state::keyed::DefaultKeyedStateStore;
use governor::{Quota, RateLimiter};
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

type Limiter = RateLimiter<IpAddr, DefaultKeyedStateStore<IpAddr>, DefaultClock>;

/// What a request is, as far as limits go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    SignIn,
    SignUp,
    ServerFunction,
    FormPost,
    SignInLink,
    LiveStream,
    /// The admin area's form posts.
    AdminWrite,
    /// The customers' CSV export: a whole table, streamed.
    Export,
    /// Asking for an e-mail (a password reset): one client may not spray addresses.
    MailRequest,
}

/// Live streams one address may keep open at once (every open tab holds one).
pub const MAX_STREAMS_PER_ADDRESS: usize = 32;

pub struct Throttle {
    sign_in: Limiter,
    sign_up: Limiter,
    functions: Limiter,
    forms: Limiter,
    links: Limiter,
    streams_opened: Limiter,
    admin_writes: Limiter,
    exports: Limiter,
    mail_requests: Limiter,
    /// PostgreSQL: the buckets every process shares, used instead of the limiters above.
    shared: Option<app::domain::Db>,
    open_streams: Arc<Mutex<HashMap<IpAddr, usize>>>,
    /// Live streams open in this process, and how many it keeps at most.
    streams: Arc<AtomicUsize>,
    max_streams: usize,
    client_ip_header: Option<String>,
}

/// The limits, per address: sign-in 30 a minute, sign-up 20 an hour, other server functions
/// 600 a minute (bursts of 120), form posts 60 (bursts of 30), sign-in links 60, live streams
/// 120 openings a minute and 32 open at once, the admin area's form posts 300 (bursts of 100:
/// a team clearing a queue is quick), customer exports 10, requests for an e-mail (a password
/// reset) 10 and then one every 3 minutes.
fn rate(kind: Kind) -> Rate {
    match kind {
        Kind::SignIn => Rate::per_minute(30, 30),
        Kind::SignUp => Rate { every: std::time::Duration::from_secs(3 * 60), burst: 20 },
        Kind::ServerFunction => Rate::per_minute(600, 120),
        Kind::FormPost | Kind::SignInLink => Rate::per_minute(60, 30),
        Kind::LiveStream => Rate::per_minute(120, 60),
        Kind::AdminWrite => Rate::per_minute(300, 100),
        Kind::Export => Rate::per_minute(10, 5),
        Kind::MailRequest => Rate { every: std::time::Duration::from_secs(3 * 60), burst: 10 },
    }
}

/// A limiter of this process for `kind`.
fn limiter(kind: Kind) -> Limiter {
    let Rate { every, burst } = rate(kind);
    let quota = Quota::with_period(every).unwrap_or_else(|| Quota::per_second(NonZeroU32::MIN));
    RateLimiter::keyed(quota.allow_burst(NonZeroU32::new(burst).unwrap_or(NonZeroU32::MIN)))
}

impl Throttle {
    /// The limits of [`rate`], kept in this process's memory, or in the database on
    /// PostgreSQL (`shared`: its handle), where every process must count the same requests.
    pub fn new(client_ip_header: Option<String>, shared: Option<app::domain::Db>, max_streams: usize) -> Self {
        Self {
            sign_in: limiter(Kind::SignIn),
            sign_up: limiter(Kind::SignUp),
            functions: limiter(Kind::ServerFunction),
            forms: limiter(Kind::FormPost),
            links: limiter(Kind::SignInLink),
            streams_opened: limiter(Kind::LiveStream),
            admin_writes: limiter(Kind::AdminWrite),
            exports: limiter(Kind::Export),
            mail_requests: limiter(Kind::MailRequest),
            shared: shared.filter(|db| db.shared_limits().is_some()),
            open_streams: Arc::default(),
            streams: Arc::default(),
            max_streams,
            client_ip_header: client_ip_header.filter(|h| !h.trim().is_empty()),
        }
    }

    fn limiter(&self, kind: Kind) -> &Limiter {
        match kind {
            Kind::SignIn => &self.sign_in,
            Kind::SignUp => &self.sign_up,
            Kind::ServerFunction => &self.functions,
            Kind::FormPost => &self.forms,
            Kind::SignInLink => &self.links,
            Kind::LiveStream => &self.streams_opened,
            Kind::AdminWrite => &self.admin_writes,
            Kind::Export => &self.exports,
            Kind::MailRequest => &self.mail_requests,
        }
    }

    /// The key of the client's limits: the proxy's header when one is configured, else the peer.
    fn client(&self, request: &Request) -> Option<IpAddr> {
        let peer = request.extensions().get::<ConnectInfo<SocketAddr>>().map(|info| info.0);
        crate::client::address(self.client_ip_header.as_deref(), request.headers(), peer).map(crate::client::Client::limit_key)
    }

    /// Seconds to wait when `address` is over its limit for `kind`.
    async fn over(&self, kind: Kind, address: IpAddr) -> Option<u64> {
        if let Some(limits) = self.shared.as_ref().and_then(|db| db.shared_limits()) {
            return match limits.take(kind.name(), &address.to_string(), rate(kind)).await {
                Ok(Taken::Yes { .. }) => None,
                Ok(Taken::No { retry_after }) => Some(retry_after),
                // The database is what every request needs: what it refuses fails anyway.
                Err(error) => {
                    tracing::warn!(%error, "cannot count a request against its address's shared limit; let through");
                    None
                }
            };
        }
        let limiter = self.limiter(kind);
        // Forget addresses that have been quiet, so that the table stays small.
        if limiter.len() > 50_000 {
            limiter.retain_recent();
        }
        limiter.check_key(&address).err().map(|not_until| {
            let wait = not_until.wait_time_from(DefaultClock::default().now());
            (wait.as_secs() + u64::from(wait.subsec_nanos() > 0)).max(1)
        })
    }
}

impl Kind {
    /// The bucket's name in the shared limits.
    fn name(self) -> &'static str {
        match self {
            Kind::SignIn => "sign_in",
            Kind::SignUp => "sign_up",
            Kind::ServerFunction => "server_function",
            Kind::FormPost => "form_post",
            Kind::SignInLink => "sign_in_link",
            Kind::LiveStream => "live_stream",
            Kind::AdminWrite => "admin_write",
            Kind::Export => "export",
            Kind::MailRequest => "mail_request",
        }
    }
}

fn classify(method: &Method, path: &str) -> Option<Kind> {
    if let Some(function) = path.strip_prefix("/fn/") {
        return Some(match (method, function) {
            (&Method::POST, "signin") => Kind::SignIn,
            (&Method::POST, "signup") => Kind::SignUp,
            // Signing up by link makes an account and sends an e-mail: counted as the e-mail.
            (&Method::POST, "forgot-password" | "email-sign-in-link" | "signup-link") => Kind::MailRequest,
            _ => Kind::ServerFunction,
        });
    }
    // The widget: identify and an e-mail-only session as a single-use link (each makes a
    // session), its other writes as a
    // page's forms, its reads as server functions.
    if let Some(rest) = path.strip_prefix("/widget/v1/") {
        return Some(match (method, rest.split('/').nth(1)) {
            (&Method::POST, Some("identify" | "email")) => Kind::SignInLink,
            (&Method::GET | &Method::HEAD | &Method::OPTIONS, _) => Kind::ServerFunction,
            _ => Kind::FormPost,
        });
    }
    // The language switch writes a signed-in person's setting.
    if method == Method::POST && path == "/language" {
        return Some(Kind::FormPost);
    }
    let mut segments = path.trim_start_matches('/').split('/');
    let (_org, rest, end) = (segments.next()?, segments.next()?, segments.next());
    match (method, rest, end) {
        (&Method::POST, "new" | "comment", None) => Some(Kind::FormPost),
        (&Method::GET, "sso", None) => Some(Kind::SignInLink),
        (&Method::GET | &Method::POST, "signin", Some("link")) => Some(Kind::SignInLink),
        // A two-factor code counts as a sign-in (its attempts per person and client, too).
        (&Method::POST, "signin", Some("code")) => Some(Kind::SignIn),
        (&Method::POST, "me", Some("two-factor")) => Some(Kind::FormPost),
        // Leaving for an identity provider, and coming back: as a single-use link.
        (&Method::GET, "oidc", Some(_)) => Some(Kind::SignInLink),
        (&Method::GET, "live", None) => Some(Kind::LiveStream),
        (&Method::POST, "admin", Some(_)) => Some(Kind::AdminWrite),
        (&Method::GET, "admin", Some("customers.csv")) => Some(Kind::Export),
        _ => None,
    }
}

/// A request over its address's limit gets 429 with `Retry-After`: a server function the
/// error value its page shows, anything else a sentence, in the request's language.
fn too_many(path: &str, retry_after: u64) -> Response {
    let message = app::said!("said-too-many-requests", seconds = retry_after).in_locale(app::i18n::locale());
    let mut response = if path.starts_with("/fn/") {
        let error = AppError::TooManyAttempts { message, retry_after };
        let body = serde_json::to_vec(&error).unwrap_or_default();
        let mut response = (StatusCode::TOO_MANY_REQUESTS, [(header::CONTENT_TYPE, "application/json")], body).into_response();
        if let Ok(value) = HeaderValue::from_str(path) {
            response.headers_mut().insert("serverfnerror", value);
        }
        response
    } else {
        (StatusCode::TOO_MANY_REQUESTS, message).into_response()
    };
    response.headers_mut().insert(header::RETRY_AFTER, retry_after.into());
    response
}

/// The middleware: counts the request against its address and kind.
pub async fn limit(State(throttle): State<Arc<Throttle>>, mut request: Request, next: Next) -> Response {
    let Some(kind) = classify(request.method(), request.uri().path()) else {
        return next.run(request).await;
    };
    let Some(address) = throttle.client(&request) else {
        return next.run(request).await;
    };
    // The sign-in counts its attempts per client too (`app::domain::sessions`).
    request.extensions_mut().insert(app::state::ClientKey(address));
    if let Some(retry_after) = throttle.over(kind, address).await {
        crate::metrics::refused_by(kind.name());
        return too_many(request.uri().path(), retry_after);
    }
    if kind == Kind::LiveStream {
        match StreamSlot::take(&throttle.open_streams, &throttle.streams, throttle.max_streams, address) {
            Ok(slot) => {
                request.extensions_mut().insert(slot);
            }
            Err(Full::Address) => {
                crate::metrics::refused_by("live_streams_per_address");
                return too_many(request.uri().path(), 30);
            }
            Err(Full::Process) => {
                crate::metrics::refused_by("live_streams");
                return busy(30);
            }
        }
    }
    next.run(request).await
}

/// The process is at its cap of live streams: 503 with `Retry-After`, in a sentence.
fn busy(retry_after: u64) -> Response {
    let mut response =
        (StatusCode::SERVICE_UNAVAILABLE, format!("This server has as many live pages open as it keeps: try again in {retry_after} seconds.")).into_response();
    response.headers_mut().insert(header::RETRY_AFTER, retry_after.into());
    response
}

/// Why a live stream was not opened.
#[derive(Debug, PartialEq, Eq)]
enum Full {
    Address,
    Process,
}

/// One of an address's open live streams, and one of the process's; the counts drop when the
/// stream does.
#[derive(Clone)]
pub struct StreamSlot {
    _held: Arc<SlotInner>,
}

struct SlotInner {
    open: Arc<Mutex<HashMap<IpAddr, usize>>>,
    total: Arc<AtomicUsize>,
    address: IpAddr,
}

impl StreamSlot {
    fn take(open: &Arc<Mutex<HashMap<IpAddr, usize>>>, total: &Arc<AtomicUsize>, max_total: usize, address: IpAddr) -> Result<Self, Full> {
        let mut counts = open.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if counts.get(&address).is_some_and(|count| *count >= MAX_STREAMS_PER_ADDRESS) {
            return Err(Full::Address);
        }
        // Under the lock, so that the total and the addresses' counts move together.
        if total.load(Ordering::Relaxed) >= max_total {
            return Err(Full::Process);
        }
        total.fetch_add(1, Ordering::Relaxed);
        *counts.entry(address).or_default() += 1;
        Ok(Self { _held: Arc::new(SlotInner { open: open.clone(), total: total.clone(), address }) })
    }
}

impl Drop for SlotInner {
    fn drop(&mut self) {
        self.total.fetch_sub(1, Ordering::Relaxed);
        if let Ok(mut counts) = self.open.lock()
            && let Some(count) = counts.get_mut(&self.address)
        {
            *count -= 1;
            if *count == 0 {
                counts.remove(&self.address);
            }
        }
    }
}

/// Whether `state`'s settings name a proxy header (for the log line at start).
pub fn describe(state: &AppState) -> String {
    match &state.settings.client_ip_header {
        Some(name) => format!("client addresses from the right-most entry of {name}"),
        None => "client addresses from the connection".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_are_classified_by_what_can_be_hammered() {
        let table = [
            (Method::POST, "/fn/signin", Some(Kind::SignIn)),
            (Method::POST, "/fn/forgot-password", Some(Kind::MailRequest)),
            (Method::POST, "/fn/email-sign-in-link", Some(Kind::MailRequest)),
            (Method::POST, "/fn/signup-link", Some(Kind::MailRequest)),
            (Method::POST, "/fn/signup", Some(Kind::SignUp)),
            (Method::POST, "/fn/vote", Some(Kind::ServerFunction)),
            (Method::GET, "/fn/board", Some(Kind::ServerFunction)),
            (Method::POST, "/acme/new", Some(Kind::FormPost)),
            (Method::POST, "/acme/comment", Some(Kind::FormPost)),
            (Method::POST, "/language", Some(Kind::FormPost)),
            (Method::GET, "/language", None),
            (Method::GET, "/acme/sso", Some(Kind::SignInLink)),
            (Method::GET, "/acme/signin/link", Some(Kind::SignInLink)),
            (Method::POST, "/acme/signin/link", Some(Kind::SignInLink)),
            (Method::GET, "/acme/live", Some(Kind::LiveStream)),
            (Method::POST, "/acme/admin/moderation", Some(Kind::AdminWrite)),
            (Method::POST, "/acme/admin/customers/import", Some(Kind::AdminWrite)),
            (Method::GET, "/acme/admin/customers.csv", Some(Kind::Export)),
            (Method::GET, "/acme/admin/customers", None),
            (Method::GET, "/acme", None),
            (Method::GET, "/acme/new", None),
            (Method::GET, "/api/v3/buckets", None),
            (Method::GET, "/acme/p/live", None),
            (Method::POST, "/widget/v1/acme/identify", Some(Kind::SignInLink)),
            (Method::POST, "/widget/v1/acme/email", Some(Kind::SignInLink)),
            (Method::POST, "/widget/v1/acme/posts/7/vote", Some(Kind::FormPost)),
            (Method::GET, "/widget/v1/acme/board", Some(Kind::ServerFunction)),
        ];
        for (method, path, kind) in table {
            assert_eq!(classify(&method, path), kind, "{method} {path}");
        }
    }

    #[tokio::test]
    async fn an_address_gets_its_burst_then_waits() {
        let throttle = Throttle::new(None, None, 100);
        let address: IpAddr = "192.0.2.1".parse().unwrap();
        for _ in 0..30 {
            assert_eq!(throttle.over(Kind::SignIn, address).await, None);
        }
        assert!(throttle.over(Kind::SignIn, address).await.is_some_and(|wait| (1..=2).contains(&wait)));
        assert_eq!(throttle.over(Kind::SignIn, "192.0.2.2".parse().unwrap()).await, None, "another address has its own");
        assert_eq!(throttle.over(Kind::FormPost, address).await, None, "another kind has its own");
    }

    /// Every limit as docs/web.md lists it (per minute, and the burst let through at once):
    /// each kind lets exactly its burst through, then refuses with a wait, and each kind's
    /// bucket is its own.
    #[tokio::test]
    async fn each_kind_refuses_at_its_documented_number() {
        let documented = [
            (Kind::SignIn, 30.0, 30),
            (Kind::SignUp, 20.0 / 60.0, 20),
            (Kind::ServerFunction, 600.0, 120),
            (Kind::FormPost, 60.0, 30),
            (Kind::SignInLink, 60.0, 30),
            (Kind::LiveStream, 120.0, 60),
            (Kind::AdminWrite, 300.0, 100),
            (Kind::Export, 10.0, 5),
            (Kind::MailRequest, 20.0 / 60.0, 10),
        ];
        let throttle = Throttle::new(None, None, 100);
        for (n, (kind, per_minute, burst)) in documented.into_iter().enumerate() {
            let Rate { every, burst: given } = rate(kind);
            assert_eq!(given, burst, "{kind:?}'s burst");
            assert!((60.0 / every.as_secs_f64() - per_minute).abs() < 1e-9, "{kind:?}: {every:?} between requests");
            let address = IpAddr::from([192, 0, 2, u8::try_from(n).unwrap()]);
            for i in 0..burst {
                assert_eq!(throttle.over(kind, address).await, None, "{kind:?}: request {} of {burst} let through", i + 1);
            }
            let wait = throttle.over(kind, address).await;
            assert!(wait.is_some_and(|w| w >= 1 && w <= every.as_secs() + 1), "{kind:?}: one more waits {wait:?}");
            let other_kind = documented[(n + 1) % documented.len()].0;
            assert_eq!(throttle.over(other_kind, address).await, None, "{other_kind:?} is counted apart from {kind:?}");
        }
    }

    #[test]
    fn open_streams_are_counted_until_they_close() {
        let (open, total) = (Arc::default(), Arc::default());
        let address: IpAddr = "192.0.2.1".parse().unwrap();
        let slots: Vec<_> = (0..MAX_STREAMS_PER_ADDRESS).map(|_| StreamSlot::take(&open, &total, 1000, address).unwrap()).collect();
        assert_eq!(StreamSlot::take(&open, &total, 1000, address).err(), Some(Full::Address));
        drop(slots);
        assert!(StreamSlot::take(&open, &total, 1000, address).is_ok());
        assert_eq!(total.load(Ordering::Relaxed), 0, "every slot given back");
    }

    #[test]
    fn the_process_keeps_at_most_its_cap_of_streams_from_everyone() {
        let (open, total) = (Arc::default(), Arc::default());
        let slots: Vec<_> = (0..40u8).map(|i| StreamSlot::take(&open, &total, 40, IpAddr::from([192, 0, 2, i])).unwrap()).collect();
        assert_eq!(StreamSlot::take(&open, &total, 40, "198.51.100.1".parse().unwrap()).err(), Some(Full::Process));
        assert_eq!(open.lock().unwrap().len(), 40, "the refused address holds no count");
        drop(slots);
        assert!(StreamSlot::take(&open, &total, 40, "198.51.100.1".parse().unwrap()).is_ok());
    }
}
