//! The e-mail forms: Subscribe/Unsubscribe on a post page, the reader's e-mail settings on
//! `/{org}/me`, and the unsubscribe link of every e-mail (which needs no sign-in: its signed
//! token is the key, and mail programs post to it for one-click unsubscribe, RFC 8058).

use super::admin::read_fields;
use super::{see_other, signed_in, unread};
use app::domain::outbox::mail::{self, Frequency, Preferences};
use app::domain::{Error, organizations, posts};
use app::model::PostId;
use app::said;
use app::state::AppState;
use axum::extract::{Path, Request, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

/// The most these forms send.
const LIMIT: usize = 16 * 1024;

fn failed(error: impl std::fmt::Display) -> Response {
    tracing::error!(%error, "an e-mail form failed");
    (StatusCode::INTERNAL_SERVER_ERROR, crate::forms::said_plain(said!("said-something-went-wrong"))).into_response()
}

/// `POST /{org}/subscription`: the signed-in reader subscribes to a post they may see, or
/// unsubscribes; back to the post.
pub async fn subscription(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let (caller, actor) = match signed_in(&state, &org, request.headers(), "").await {
        Ok(found) => found,
        Err(response) => return unread(request, response).await,
    };
    let fields = match read_fields(request, LIMIT).await {
        Ok(fields) => fields,
        Err(response) => return response,
    };
    let Some(post_id) = fields.get("post_id").and_then(|v| v.trim().parse::<PostId>().ok()) else {
        return (StatusCode::BAD_REQUEST, crate::forms::said_plain(said!("said-the-form-names-no-post"))).into_response();
    };
    let organization = &caller.organization;
    let post = match posts::find_for(state.db.conn(), organization.id, post_id, &caller.asker()).await {
        Ok((post, _)) => post,
        Err(Error::NotFound(_)) => return (StatusCode::NOT_FOUND, crate::forms::said_plain(said!("said-not-found"))).into_response(),
        Err(error) => return failed(error),
    };
    let subscribe = fields.get("action") == Some("subscribe");
    let written = async {
        let txn = state.db.begin_write_in(app::store::cache::Scope::Nothing).await?;
        mail::set_subscribed(&*txn, organization.id, post.id, actor.user.id, subscribe).await?;
        txn.commit().await?;
        Ok::<_, Error>(())
    }
    .await;
    match written {
        Ok(()) => see_other(format!("/{org}/p/{}#subscription", post.slug)),
        Err(error) => failed(error),
    }
}

/// `POST /{org}/me/mail`: the reader's e-mail settings; back to `/{org}/me`.
pub async fn settings(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let (_, actor) = match signed_in(&state, &org, request.headers(), "me").await {
        Ok(found) => found,
        Err(response) => return unread(request, response).await,
    };
    let user = actor.user;
    let fields = match read_fields(request, LIMIT).await {
        Ok(fields) => fields,
        Err(response) => return response,
    };
    let current = match mail::preferences(state.db.conn(), user.id).await {
        Ok(current) => current,
        Err(error) => return failed(error),
    };
    let choice = |name: &str, was: Frequency| match fields.get(name) {
        None => Ok(was),
        Some(value) => Frequency::parse(value).ok_or(()),
    };
    let (Ok(posts), Ok(team)) = (choice("posts", current.posts), choice("team", current.team)) else {
        return (StatusCode::UNPROCESSABLE_ENTITY, crate::forms::said_plain(said!("said-choose-at-once-once-a-day"))).into_response();
    };
    let written = async {
        let txn = state.db.begin_write_in(app::store::cache::Scope::Nothing).await?;
        mail::set_preferences(&*txn, user.id, Preferences { posts, team }).await?;
        txn.commit().await?;
        Ok::<_, Error>(())
    }
    .await;
    match written {
        Ok(()) => see_other(format!("/{org}/me?mail=saved#mail")),
        Err(error) => failed(error),
    }
}

/// `POST /{org}/unsubscribe?token=…`: carries out an e-mail's unsubscribe link. A mail
/// program's one-click post (`List-Unsubscribe=One-Click`) is answered 200; a person's form
/// is sent to the page that says it is done.
pub async fn unsubscribe(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let from_query: Option<String> = request
        .uri()
        .query()
        .and_then(|q| form_urlencoded::parse(q.as_bytes()).find(|(k, _)| k == "token").map(|(_, v)| v.into_owned()));
    let fields = match read_fields(request, LIMIT).await {
        Ok(fields) => fields,
        Err(response) => return response,
    };
    let one_click = fields.get("List-Unsubscribe") == Some("One-Click");
    let Some(token) = from_query.or_else(|| fields.get("token").map(str::to_owned)) else {
        return (StatusCode::BAD_REQUEST, crate::forms::said_plain(said!("said-this-unsubscribe-link-has-no-token"))).into_response();
    };
    let organization = match organizations::find_by_name(state.db.conn(), &org).await {
        Ok(Some(found)) => found,
        Ok(None) => return (StatusCode::NOT_FOUND, crate::forms::said_plain(said!("said-not-found"))).into_response(),
        Err(error) => return failed(error),
    };
    let secret = match mail::secret(&state.db).await {
        Ok(secret) => secret,
        Err(error) => return failed(error),
    };
    let Ok(what) = mail::read_token(&secret, organization.id, &token) else {
        return (StatusCode::UNPROCESSABLE_ENTITY, crate::forms::said_plain(said!("said-this-unsubscribe-link-is-not-valid"))).into_response();
    };
    match mail::unsubscribe(&state.db, &what).await {
        Ok(_) if one_click => (StatusCode::OK, crate::forms::said_plain(said!("said-unsubscribed"))).into_response(),
        Ok(_) => see_other(format!("/{org}/unsubscribe?done={}", if what.p.is_some() { "post" } else { "all" })),
        Err(Error::NotFound(_)) => (StatusCode::NOT_FOUND, crate::forms::said_plain(said!("said-the-post-is-gone"))).into_response(),
        Err(error) => failed(error),
    }
}
