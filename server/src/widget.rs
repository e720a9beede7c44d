//! The widget's door, `/widget/v1/{org}/…` (docs/widget.md): JSON for the embeddable widget,
//! called from the host pages an organization lists (CORS: any other origin is refused,
//! preflight included), with a widget session in `Authorization: Bearer` and never a cookie.
//! Identify turns the host server's signed token into a session ([`app::domain::widget`]);
//! everything else is the web's rules for a customer, through
//! [`app::domain::caller::in_the_widget`].

use crate::rest::ApiError;
use app::domain::{self, caller, widget};
use app::state::AppState;
use axum::extract::{DefaultBodyLimit, Path, Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};

/// The largest body the widget sends (an identify token, a comment).
pub const BODY_LIMIT: usize = 64 * 1024;
/// How long a browser may keep a preflight's answer.
const PREFLIGHT_MAX_AGE: &str = "600";

/// The element every host page loads, and the panel it loads when first opened
/// (`widget/`; plain JavaScript, no build step).
const LOADER: &str = include_str!("../../widget/widget.js");
const PANEL: &str = include_str!("../../widget/panel.js");

/// The panel's version: the start of its SHA-256, in the address the loader imports it from,
/// so that a browser may keep it for a year and a new build is a new address.
fn panel_version() -> &'static str {
    static VERSION: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    VERSION.get_or_init(|| app::domain::keys::hash_secret(PANEL)[..12].to_owned())
}

/// The loader with the panel's version in it.
fn loader() -> &'static str {
    static LOADER_TEXT: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    LOADER_TEXT.get_or_init(|| LOADER.replace("__PANEL_VERSION__", panel_version()))
}

/// A script any host page may load: `Access-Control-Allow-Origin: *` (the panel is a module,
/// fetched in CORS mode) and `Cross-Origin-Resource-Policy: cross-origin`.
fn script(body: &'static str, cache: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, cache),
            (header::ACCESS_CONTROL_ALLOW_ORIGIN, "*"),
            (header::HeaderName::from_static("cross-origin-resource-policy"), "cross-origin"),
        ],
        body,
    )
        .into_response()
}

/// `GET /widget.js`: the element, at an address that never changes (kept five minutes).
pub async fn loader_script() -> Response {
    script(loader(), "public, max-age=300")
}

#[derive(serde::Deserialize, Default)]
pub struct PanelParams {
    v: Option<String>,
}

/// `GET /widget/panel.js?v=`: the panel, kept for a year at its version's address.
pub async fn panel_script(params: axum::extract::Query<PanelParams>) -> Response {
    let cache = if params.v.as_deref() == Some(panel_version()) { "public, max-age=31536000, immutable" } else { "public, max-age=300" };
    script(PANEL, cache)
}

pub fn router(state: &AppState) -> Router<AppState> {
    Router::new()
        .route("/{org}/identify", post(identify))
        .route("/{org}/email", post(email))
        .route("/{org}/me", get(me))
        .route("/{org}/board", get(board))
        .route("/{org}/similar", get(similar))
        .route("/{org}/posts/{slug}", get(post_page))
        .route("/{org}/posts/{id}/vote", post(vote))
        .route("/{org}/posts/{id}/comments", post(comment))
        .route("/{org}/roadmap", get(roadmap))
        .route("/{org}/changelog", get(changelog))
        .route("/{org}/posts", post(submit).layer(DefaultBodyLimit::max(crate::rest::BODY_LIMIT)))
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .layer(middleware::from_fn_with_state(state.clone(), cors))
}

/// The organization named in a widget path (`/{org}/…` within the nested router, which sees
/// the path without its `/widget/v1` prefix), bounded.
fn org_of(path: &str) -> Option<&str> {
    let path = path.strip_prefix("/widget/v1").unwrap_or(path);
    let org = path.strip_prefix('/')?.split('/').next()?;
    (!org.is_empty() && org.len() <= 64).then_some(org)
}

/// CORS for the organization's host origins. A request that names an `Origin` not on its
/// list is refused (403, without `Access-Control-Allow-Origin`), a preflight too; a listed
/// one is answered with it (`Vary: Origin`). A request without `Origin` is not a browser's
/// cross-origin call and passes: nothing in it rides on a cookie.
async fn cors(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let preflight = request.method() == Method::OPTIONS;
    let origin = request.headers().get(header::ORIGIN).and_then(|o| o.to_str().ok()).map(str::to_owned);
    let Some(origin) = origin else {
        if preflight {
            return refused_origin();
        }
        return next.run(request).await;
    };
    let Some(org) = org_of(request.uri().path()) else { return refused_origin() };
    let allowed = match domain::organizations::find_by_name(state.db.conn(), org).await {
        Ok(Some(org)) => widget::allows(state.db.conn(), org.id, &origin).await.unwrap_or(false),
        _ => false,
    };
    if !allowed {
        return refused_origin();
    }
    let Ok(allow) = HeaderValue::from_str(&origin) else { return refused_origin() };
    let mut response = if preflight {
        let mut response = StatusCode::NO_CONTENT.into_response();
        let headers = response.headers_mut();
        headers.insert(header::ACCESS_CONTROL_ALLOW_METHODS, HeaderValue::from_static("GET, POST, PUT, DELETE"));
        headers.insert(header::ACCESS_CONTROL_ALLOW_HEADERS, HeaderValue::from_static("authorization, content-type"));
        headers.insert(header::ACCESS_CONTROL_MAX_AGE, HeaderValue::from_static(PREFLIGHT_MAX_AGE));
        response
    } else {
        next.run(request).await
    };
    let headers = response.headers_mut();
    headers.insert(header::ACCESS_CONTROL_ALLOW_ORIGIN, allow);
    headers.append(header::VARY, HeaderValue::from_static("Origin"));
    response
}

fn refused_origin() -> Response {
    let message = app::said!("said-this-origin-may-not-use-the-widget").in_locale(app::i18n::locale());
    let mut response = ApiError::new(StatusCode::FORBIDDEN, "origin_not_allowed", message).into_response();
    response.headers_mut().append(header::VARY, HeaderValue::from_static("Origin"));
    response
}

/// The widget session of a request (`Authorization: Bearer …`), if it sends one.
fn session_token(headers: &HeaderMap) -> Option<&str> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?.trim();
    value.strip_prefix("Bearer ").or_else(|| value.strip_prefix("bearer ")).map(str::trim).filter(|t| !t.is_empty())
}

#[derive(serde::Deserialize)]
struct IdentifyBody {
    token: String,
}

/// A person as the widget shows them.
#[derive(serde::Serialize)]
struct Person {
    name: String,
    email: String,
    avatar: Option<String>,
}

impl Person {
    fn of(user: &app::entities::user::Model) -> Self {
        Self { name: user.name.clone(), email: user.email.clone(), avatar: user.profile_picture.clone() }
    }

    /// An address typed into the widget, as typed: nothing of any account that has it.
    fn typed(address: &widget::Address) -> Self {
        Self { name: address.name.clone(), email: address.email.to_string(), avatar: None }
    }
}

/// `POST /widget/v1/{org}/identify` `{"token": "<the host's signed identify>"}`: the person,
/// and a widget session for them (`session`, until `expires_at`).
async fn identify(
    State(state): State<AppState>,
    Path(org): Path<String>,
    body: Result<Json<IdentifyBody>, axum::extract::rejection::JsonRejection>,
) -> Response {
    let Ok(Json(body)) = body else {
        return ApiError::missing("token").into_response();
    };
    let answer = async {
        let organization = domain::organizations::find_by_name(state.db.conn(), &org)
            .await?
            .ok_or_else(|| domain::Error::NotFound(app::said!("said-this-board-was-not-found")))?;
        let person = widget::identify(&state.db, &state.sealer, &organization, &body.token).await?;
        let key = widget::session_key(&state.db).await?;
        let (session, expires_at) = widget::issue_session(&key, &person)?;
        Ok::<_, domain::Error>(serde_json::json!({
            "session": session,
            "expires_at": domain::time::iso_utc(expires_at),
            "person": Person::of(&person),
        }))
    };
    match answer.await {
        Ok(answer) => ([(header::CACHE_CONTROL, "no-store")], Json(answer)).into_response(),
        Err(error) => ApiError::from(error).into_response(),
    }
}

#[derive(serde::Deserialize)]
struct EmailBody {
    email: String,
    #[serde(default)]
    name: String,
}

/// `POST /widget/v1/{org}/email` `{"email", "name"}`, where the organization allows e-mail-only
/// posting: a session for the address typed (`session`, `expires_at`, `person` as typed,
/// `pending: true`). The answer is the same whether or not the address has an account, and
/// the session never acts as it: what it does waits for the link e-mailed to the address.
async fn email(State(state): State<AppState>, Path(org): Path<String>, body: Result<Json<EmailBody>, axum::extract::rejection::JsonRejection>) -> Response {
    let Ok(Json(body)) = body else {
        return ApiError::missing("email").into_response();
    };
    answer(
        async {
            let organization = domain::organizations::find_by_name(state.db.conn(), &org)
                .await?
                .ok_or_else(|| domain::Error::NotFound(app::said!("said-this-board-was-not-found")))?;
            let key = widget::session_key(&state.db).await?;
            let (address, session, expires_at) = widget::address_session(&key, &organization, &body.email, &body.name)?;
            Ok(serde_json::json!({
                "session": session,
                "expires_at": domain::time::iso_utc(expires_at),
                "person": Person::typed(&address),
                "pending": true,
            }))
        }
        .await,
    )
}

/// `GET /widget/v1/{org}/me`: who the widget acts for (`person`, or null; for an e-mail-only
/// session the address as typed, with `pending: true`), and what it may do without identify
/// (`access`: `signed`, `anonymous_reading` or `email_posting`).
async fn me(State(state): State<AppState>, Path(org): Path<String>, headers: HeaderMap) -> Response {
    match caller::in_the_widget(&state.db, &org, session_token(&headers)).await {
        Ok(caller) => {
            let person = caller.actor.as_ref().map(|a| Person::of(&a.user)).or_else(|| caller.address.as_ref().map(Person::typed));
            let access = widget::Access::of(&caller.organization).as_str();
            fresh(serde_json::json!({ "person": person, "access": access, "pending": caller.address.is_some() }))
        }
        Err(error) => ApiError::from(error).into_response(),
    }
}

/// The caller of a widget request: the person of its session, or nobody; refused (401) when
/// the widget needs a person and has none (`Access::Signed` asks for one even to read). An
/// e-mail-only session reads as nobody.
async fn reader(state: &AppState, org: &str, headers: &HeaderMap) -> Result<caller::Caller, ApiError> {
    let caller = caller::in_the_widget(&state.db, org, session_token(headers)).await?;
    if caller.actor.is_none() && !widget::Access::of(&caller.organization).reads_anonymously() {
        return Err(domain::Error::Unauthorized(app::said!("said-identify-first")).into());
    }
    Ok(caller)
}

/// The caller of a widget write: a person, always; for an e-mail-only session, the person of
/// the address typed, whose every action waits for its owner
/// ([`caller::Caller::for_the_address`]).
async fn writer(state: &AppState, org: &str, headers: &HeaderMap) -> Result<caller::Caller, ApiError> {
    let caller = caller::in_the_widget(&state.db, org, session_token(headers)).await?.for_the_address(&state.db).await?;
    if caller.actor.is_none() {
        return Err(domain::Error::Unauthorized(app::said!("said-identify-first")).into());
    }
    Ok(caller)
}

/// After a write of an e-mail-only session (which waits): the address's owner is e-mailed a
/// link that lets it out. `true` when the write waits for it.
async fn waits_for_email(state: &AppState, caller: &caller::Caller, client: Option<&ClientAddress>) -> Result<bool, ApiError> {
    let (Some(actor), domain::access::Via::Address) = (&caller.actor, caller.via) else { return Ok(false) };
    let client = client.map(|c| c.0.0);
    domain::outbox::account::ask_to_confirm_typed(&state.db, &state.sign_in_failures, &actor.user, client).await?;
    Ok(true)
}

/// The client's address, as the throttle found it.
type ClientAddress = axum::extract::Extension<app::state::ClientKey>;

fn fresh(value: impl serde::Serialize) -> Response {
    ([(header::CACHE_CONTROL, "no-store")], Json(value)).into_response()
}

fn answer<T: serde::Serialize>(result: Result<T, ApiError>) -> Response {
    match result {
        Ok(value) => fresh(value),
        Err(error) => error.into_response(),
    }
}

#[derive(serde::Deserialize, Default)]
struct BoardParams {
    bucket: Option<String>,
    sort: Option<String>,
    page: Option<u64>,
    q: Option<String>,
}

/// `GET board?bucket=&sort=&page=&q=`: a page of a public board, as the board page shows it
/// (`app::model::Board`): its boards, posts, statuses.
async fn board(State(state): State<AppState>, Path(org): Path<String>, headers: HeaderMap, params: axum::extract::Query<BoardParams>) -> Response {
    answer(
        async {
            reader(&state, &org, &headers).await?;
            let sort = match params.sort.as_deref().map(str::trim).unwrap_or("trending") {
                "top" => app::model::BoardSort::Top,
                "new" => app::model::BoardSort::New,
                _ => app::model::BoardSort::Trending,
            };
            let query = app::model::BoardQuery {
                bucket: params.bucket.clone().filter(|b| !b.trim().is_empty()),
                sort,
                page: params.page.unwrap_or(1).max(1),
                q: params.q.clone().filter(|q| !q.trim().is_empty()),
                status: None,
                tag: None,
            };
            Ok(domain::views::board::load(&state.db, &state.search, &org, &query).await?)
        }
        .await,
    )
}

#[derive(serde::Deserialize)]
struct SimilarParams {
    title: String,
}

/// `GET similar?title=`: public posts a new post of that title may repeat.
async fn similar(State(state): State<AppState>, Path(org): Path<String>, headers: HeaderMap, params: axum::extract::Query<SimilarParams>) -> Response {
    answer(
        async {
            reader(&state, &org, &headers).await?;
            Ok(domain::views::board::similar(&state.db, &state.search, &org, &params.title).await?)
        }
        .await,
    )
}

/// `GET posts/{slug}`: a post as its page shows it to the person (their vote, the thread).
async fn post_page(State(state): State<AppState>, Path((org, slug)): Path<(String, String)>, headers: HeaderMap) -> Response {
    answer(
        async {
            let caller = reader(&state, &org, &headers).await?;
            Ok(domain::views::post_page::load(&state.db, &state.search, &caller, &slug, None).await?)
        }
        .await,
    )
}

#[derive(serde::Deserialize)]
struct VoteBody {
    /// `upvote` or `downvote`; the same again takes the vote back.
    kind: String,
}

/// `POST posts/{id}/vote` `{"kind": "upvote"}`: the person's vote, as the page's button does
/// (the same again takes it back). `{"votes_count", "downvotes_count", "my_vote"}`.
async fn vote(
    State(state): State<AppState>,
    Path((org, id)): Path<(String, i64)>,
    headers: HeaderMap,
    client: Option<ClientAddress>,
    body: Result<Json<VoteBody>, axum::extract::rejection::JsonRejection>,
) -> Response {
    use domain::votes;
    answer(
        async {
            let Ok(Json(body)) = body else { return Err(ApiError::missing("kind")) };
            let kind = match body.kind.trim() {
                "upvote" => votes::Kind::Upvote,
                "downvote" => votes::Kind::Downvote,
                _ => return Err(ApiError::invalid("kind", "must be upvote or downvote")),
            };
            let caller = writer(&state, &org, &headers).await?;
            let (_, counts, mine) =
                votes::apply(&state.db, &state.live, &caller.asker(), &caller.organization, app::model::PostId(id), votes::Change::Toggle(kind)).await?;
            let waits = waits_for_email(&state, &caller, client.as_ref()).await?;
            Ok(serde_json::json!({
                "votes_count": counts.votes_count,
                "downvotes_count": counts.downvotes_count,
                "my_vote": mine,
                "waits_for_email": waits,
            }))
        }
        .await,
    )
}

#[derive(serde::Deserialize)]
struct CommentBody {
    body: String,
    #[serde(default)]
    parent_id: Option<i64>,
}

/// `POST posts/{id}/comments` `{"body": "…", "parent_id": null}`: the person's comment (plain
/// text, as the page's form takes it). `{"id", "approval_status"}`.
async fn comment(
    State(state): State<AppState>,
    Path((org, id)): Path<(String, i64)>,
    headers: HeaderMap,
    client: Option<ClientAddress>,
    body: Result<Json<CommentBody>, axum::extract::rejection::JsonRejection>,
) -> Response {
    answer(
        async {
            let Ok(Json(body)) = body else { return Err(ApiError::missing("body")) };
            let caller = writer(&state, &org, &headers).await?;
            let html = domain::text::text_to_html(&body.body);
            let submission = domain::comments::Submission {
                organization_id: caller.organization.id,
                asker: caller.asker(),
                post_id: app::model::PostId(id),
                parent_id: body.parent_id.map(app::model::CommentId),
                body: &html,
                internal: false,
                uploads: Vec::new(),
            };
            let comment = domain::comments::submit(&state.db, &state.storage, &state.live, submission).await?;
            let waits = waits_for_email(&state, &caller, client.as_ref()).await?;
            Ok(serde_json::json!({ "id": comment.id, "approval_status": comment.approval_status.name(), "waits_for_email": waits }))
        }
        .await,
    )
}

/// `POST posts` (multipart: `title`, `description`, `bucket_id`, `images` files): the person's
/// new post, with its images checked as every upload. `{"id", "slug", "approval_status"}`.
async fn submit(
    State(state): State<AppState>,
    Path(org): Path<String>,
    headers: HeaderMap,
    client: Option<ClientAddress>,
    multipart: Result<axum::extract::Multipart, axum::extract::multipart::MultipartRejection>,
) -> Response {
    answer(
        async {
            let caller = writer(&state, &org, &headers).await?;
            let Ok(mut multipart) = multipart else { return Err(ApiError::missing("title")) };
            let (mut title, mut description, mut bucket_id, mut uploads) = (String::new(), String::new(), None, Vec::new());
            let unreadable = || ApiError::invalid("images", "the form could not be read");
            while let Some(field) = multipart.next_field().await.map_err(|_| unreadable())? {
                match field.name().unwrap_or_default() {
                    "title" => title = field.text().await.map_err(|_| unreadable())?,
                    "description" => description = field.text().await.map_err(|_| unreadable())?,
                    "bucket_id" => bucket_id = field.text().await.map_err(|_| unreadable())?.trim().parse::<i64>().ok(),
                    "images" | "images[]" => {
                        let file_name = field.file_name().unwrap_or("image").to_owned();
                        let bytes = field.bytes().await.map_err(|_| unreadable())?;
                        if !bytes.is_empty() {
                            uploads.push(domain::attachments::Upload { file_name, bytes });
                        }
                    }
                    _ => {}
                }
            }
            let actor = caller.actor.as_ref().ok_or_else(|| ApiError::from(domain::Error::Unauthorized(app::said!("said-identify-first"))))?;
            let bucket_id = match bucket_id {
                Some(id) => app::model::BucketId(id),
                None => domain::buckets::default_bucket(state.db.conn(), caller.organization.id).await?.id,
            };
            let html = domain::text::text_to_html(&description);
            let submission = domain::posts::Submission {
                org: &caller.organization,
                asker: caller.asker(),
                submitter: &actor.user,
                bucket_id,
                title: &title,
                description: (!description.trim().is_empty()).then_some(html.as_str()),
                uploads,
            };
            let post = domain::posts::submit(&state.db, &state.storage, submission).await?;
            let waits = waits_for_email(&state, &caller, client.as_ref()).await?;
            Ok(serde_json::json!({ "id": post.id, "slug": post.slug, "approval_status": post.approval_status.name(), "waits_for_email": waits }))
        }
        .await,
    )
}

#[derive(serde::Deserialize, Default)]
struct RoadmapParams {
    roadmap: Option<String>,
}

/// `GET roadmap?roadmap=`: the main roadmap, or a named one, as its page shows it.
async fn roadmap(State(state): State<AppState>, Path(org): Path<String>, headers: HeaderMap, params: axum::extract::Query<RoadmapParams>) -> Response {
    answer(
        async {
            let caller = reader(&state, &org, &headers).await?;
            Ok(domain::views::roadmap::load(&state.db, &org, params.roadmap.as_deref().filter(|r| !r.is_empty()), None, &caller.asker()).await?)
        }
        .await,
    )
}

#[derive(serde::Deserialize, Default)]
struct ChangelogParams {
    page: Option<u64>,
}

/// `GET changelog?page=`: the published changelog, newest first (`entries`, `has_more`); the
/// widget counts what is newer than what the person last saw (kept on the host page).
async fn changelog(State(state): State<AppState>, Path(org): Path<String>, headers: HeaderMap, params: axum::extract::Query<ChangelogParams>) -> Response {
    answer(
        async {
            let caller = reader(&state, &org, &headers).await?;
            let page = params.page.unwrap_or(1).max(1);
            let (entries, has_more) = domain::changelog::published(state.db.conn(), caller.organization.id, page).await?;
            let entries = domain::changelog::views(&state.db, &caller.organization, &caller.asker(), entries).await?;
            Ok(serde_json::json!({ "entries": entries, "has_more": has_more }))
        }
        .await,
    )
}
