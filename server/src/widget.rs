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

pub fn router(state: &AppState) -> Router<AppState> {
    Router::new()
        .route("/{org}/identify", post(identify))
        .route("/{org}/me", get(me))
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

/// `GET /widget/v1/{org}/me`: who the widget acts for (`person`, or null), and what it may do
/// without identify (`access`: `signed` or `anonymous_reading`).
async fn me(State(state): State<AppState>, Path(org): Path<String>, headers: HeaderMap) -> Response {
    match caller::in_the_widget(&state.db, &org, session_token(&headers)).await {
        Ok(caller) => {
            let person = caller.actor.as_ref().map(|a| Person::of(&a.user));
            let access = widget::Access::of(&caller.organization).as_str();
            ([(header::CACHE_CONTROL, "no-store")], Json(serde_json::json!({ "person": person, "access": access }))).into_response()
        }
        Err(error) => ApiError::from(error).into_response(),
    }
}
