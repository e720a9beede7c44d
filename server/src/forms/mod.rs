//! Plain HTML form posts that are not server functions: the submit page sends files, which a
//! multipart form handles with or without JavaScript; the admin area's forms (`admin`).

pub mod admin;
pub mod companies;
pub mod customers;
pub mod language;
pub mod mail;

use crate::rest::input::Payload;
use app::api::session::token_from_headers;
use app::domain::access::Actor;
use app::domain::caller::{self, Caller};
use app::domain::{Error, posts};
use app::i18n::Said;
use app::model::{BucketId, CommentId, PostId};
use app::said;
use app::state::AppState;
use axum::extract::{FromRequest, Path, Request, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};

/// A sentence of a form's answer in the reader's language (the language the router chose for
/// this request).
pub(crate) fn said_plain(said: Said) -> String {
    said.in_locale(app::i18n::locale())
}

pub(crate) fn see_other(location: String) -> Response {
    (StatusCode::SEE_OTHER, [(header::LOCATION, location)]).into_response()
}

/// Who is asking of the organization `org` on the web ([`caller::on_the_web`], the session
/// cookie of `headers`), and the person signed in; otherwise the response to send instead:
/// 404 for an unknown organization, the sign-in page (coming back to `/{org}/{back_to}`) for a
/// reader who is not signed in.
pub(crate) async fn signed_in(state: &AppState, org: &str, headers: &HeaderMap, back_to: &str) -> Result<(Caller, Actor), Response> {
    match caller::on_the_web(&state.db, org, token_from_headers(headers, org).as_deref()).await {
        Ok(caller) => match caller.actor.clone() {
            Some(actor) => Ok((caller, actor)),
            None => Err(see_other(format!("/{org}/signin?redirect=/{org}/{back_to}"))),
        },
        Err(error) => Err(refusal(error)),
    }
}

/// The plain answer to a request refused before its form was read: 404 for what is not
/// there (nothing more said), 403 with the reason, 500 (logged) for a failure on our side.
pub(crate) fn refusal(error: Error) -> Response {
    match error {
        Error::NotFound(_) => (StatusCode::NOT_FOUND, crate::forms::said_plain(said!("said-not-found"))).into_response(),
        error @ (Error::Forbidden(_) | Error::TwoFactorRequired(_)) => (StatusCode::FORBIDDEN, said_plain(error.said())).into_response(),
        error => {
            tracing::error!(%error, "a form's caller could not be found");
            (StatusCode::INTERNAL_SERVER_ERROR, crate::forms::said_plain(said!("said-internal-error"))).into_response()
        }
    }
}

/// `POST /{org}/new`: creates the signed-in reader's post, then shows it; problems send the
/// reader back to the form with the reason. The session is checked before the body is read.
pub async fn new_post(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let back = |message: &str| refused(&format!("/{org}/new"), "error", message, "");
    let (caller, actor) = match signed_in(&state, &org, request.headers(), "new").await {
        Ok(found) => found,
        Err(response) => return unread(request, response).await,
    };
    let mut payload = match Payload::from_request(request, &state).await {
        Ok(payload) => payload,
        Err(error) if error.status() == StatusCode::PAYLOAD_TOO_LARGE => return back(&said_plain(said!("said-an-image-is-larger-than-10-mb"))),
        Err(_) => return back(&said_plain(said!("said-the-form-could-not-be-read"))),
    };
    let field = |name: &str| payload.string(name).ok().flatten().unwrap_or_default();
    let (title, description) = (field("title"), field("description"));
    let Ok(Some(bucket_id)) = payload.int("bucket_id").map(|id| id.map(BucketId)) else {
        return back(&said_plain(said!("said-choose-a-board")));
    };
    let html = app::domain::text::text_to_html(&description);
    let submitted = posts::submit(
        &state.db,
        &state.storage,
        posts::Submission {
            org: &caller.organization,
            asker: caller.asker(),
            submitter: &actor.user,
            bucket_id,
            title: &title,
            description: (!html.is_empty()).then_some(html.as_str()),
            uploads: std::mem::take(&mut payload.files),
        },
    )
    .await;
    match submitted {
        Ok(post) => see_other(format!("/{org}/p/{}", post.slug)),
        Err(error) => back(&reason(error)),
    }
}

/// `POST /{org}/comment`: adds the signed-in reader's comment or reply (with images; an
/// internal note when the team asks for one), then shows it in the thread; problems go back to
/// the post with the reason. The session is checked before the body is read.
pub async fn new_comment(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    // Until the form is read and the post found, "back" is the page the form came from.
    let from = referer_path(request.headers())
        .and_then(|path| path.strip_prefix(&format!("/{org}/")).map(|rest| rest.split(['?', '#']).next().unwrap_or_default().to_owned()))
        .unwrap_or_default();
    let (caller, _) = match signed_in(&state, &org, request.headers(), &from).await {
        Ok(found) => found,
        Err(response) => return unread(request, response).await,
    };
    let mut payload = match Payload::from_request(request, &state).await {
        Ok(payload) => payload,
        Err(error) => {
            let message = if error.status() == StatusCode::PAYLOAD_TOO_LARGE {
                said!("said-an-image-is-larger-than-10-mb")
            } else {
                said!("said-the-form-could-not-be-read")
            };
            return refused(&format!("/{org}/{from}"), "comment_error", &said_plain(message), "#comment-form");
        }
    };
    let Ok(Some(post_id)) = payload.int("post_id").map(|id| id.map(PostId)) else {
        return (StatusCode::BAD_REQUEST, crate::forms::said_plain(said!("said-the-form-names-no-post"))).into_response();
    };
    // The post as this reader may see it, so that no other post's address is given away.
    let post = match posts::find_for(state.db.conn(), caller.organization.id, post_id, &caller.asker()).await {
        Ok((post, _)) => post,
        Err(Error::NotFound(_)) => return (StatusCode::NOT_FOUND, crate::forms::said_plain(said!("said-not-found"))).into_response(),
        Err(error) => {
            tracing::error!(%error, "post lookup failed");
            return (StatusCode::INTERNAL_SERVER_ERROR, crate::forms::said_plain(said!("said-internal-error"))).into_response();
        }
    };
    let here = format!("/{org}/p/{}", post.slug);
    let parent_id = payload.int("parent_id").ok().flatten().map(CommentId);
    let internal = payload.bool("internal").ok().flatten().unwrap_or(false);
    let body = payload.string("body").ok().flatten().unwrap_or_default();
    let html = app::domain::text::text_to_html(&body);
    let submitted = app::domain::comments::submit(
        &state.db,
        &state.storage,
        &state.live,
        app::domain::comments::Submission {
            organization_id: caller.organization.id,
            asker: caller.asker(),
            post_id,
            parent_id,
            body: &html,
            internal,
            uploads: std::mem::take(&mut payload.files),
        },
    )
    .await;
    match submitted {
        Ok(comment) => see_other(format!("{here}#comment-{}", comment.id)),
        Err(error) => refused(&here, "comment_error", &reason(error), "#comment-form"),
    }
}

/// `response` to a form whose body is not wanted (the reader is not signed in): the body is
/// read and dropped as it arrives, never kept, up to the forms' limit, so that the browser,
/// still sending, receives the answer instead of a reset connection.
pub(crate) async fn unread(request: Request, response: Response) -> Response {
    use tokio_stream::StreamExt;
    let mut body = request.into_body().into_data_stream();
    let mut read = 0;
    while let Some(Ok(chunk)) = body.next().await {
        read += chunk.len();
        if read > crate::rest::BODY_LIMIT {
            break;
        }
    }
    response
}

/// Back to `page`, with why the form was refused in the query parameter `param`.
pub(crate) fn refused(page: &str, param: &str, message: &str, fragment: &str) -> Response {
    let encoded: String = form_urlencoded::byte_serialize(message.as_bytes()).collect();
    see_other(format!("{page}?{param}={encoded}{fragment}"))
}

/// The path of the page a form was sent from, when that page is on this site.
pub(crate) fn referer_path(headers: &HeaderMap) -> Option<String> {
    let referer = headers.get(header::REFERER)?.to_str().ok()?;
    let host = headers.get(header::HOST)?.to_str().ok()?;
    let rest = referer.split_once("://")?.1;
    let (referer_host, path) = rest.split_at(rest.find('/')?);
    referer_host.eq_ignore_ascii_case(host).then(|| path.to_owned())
}

/// What to tell the reader about a refused form (the pages' one mapping of domain errors).
fn reason(error: Error) -> String {
    app::model::AppError::from(error).to_string()
}

/// `GET /{org}/me/export.json`: everything stored about the signed-in reader, as a download.
pub async fn export_my_data(State(state): State<AppState>, Path(org): Path<String>, headers: HeaderMap) -> Response {
    let (_, actor) = match signed_in(&state, &org, &headers, "me").await {
        Ok(found) => found,
        Err(response) => return response,
    };
    match app::domain::views::me::export(state.db.conn(), &actor.user).await {
        Ok(data) => (
            [
                (header::CONTENT_TYPE, "application/json".to_owned()),
                (header::CONTENT_DISPOSITION, format!("attachment; filename=\"upboard-{org}-my-data.json\"")),
                (header::CACHE_CONTROL, "no-store".to_owned()),
            ],
            axum::Json(data),
        )
            .into_response(),
        Err(error) => {
            tracing::error!(%error, "export failed");
            (StatusCode::INTERNAL_SERVER_ERROR, crate::forms::said_plain(said!("said-internal-error"))).into_response()
        }
    }
}
