//! Plain HTML form posts that are not server functions: the submit page sends files, which a
//! multipart form handles with or without JavaScript.

use crate::rest::input::Payload;
use app::api::session::token_from_headers;
use app::domain::{Error, auth, organizations, posts, sessions};
use app::entities::{organization, user};
use app::state::AppState;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};

fn see_other(location: String) -> Response {
    (StatusCode::SEE_OTHER, [(header::LOCATION, location)]).into_response()
}

/// The organization and its signed-in reader; otherwise the response to send instead: 404 for
/// an unknown organization, the sign-in page (coming back to `/{org}/{back_to}`) for a reader
/// who is not signed in.
async fn signed_in(state: &AppState, org: &str, headers: &HeaderMap, back_to: &str) -> Result<(organization::Model, user::Model), Response> {
    let organization = match organizations::find_by_name(state.db.conn(), org).await {
        Ok(Some(found)) => found,
        Ok(None) => return Err((StatusCode::NOT_FOUND, "Not found").into_response()),
        Err(error) => {
            tracing::error!(%error, "organization lookup failed");
            return Err((StatusCode::INTERNAL_SERVER_ERROR, "Internal error").into_response());
        }
    };
    let user = match token_from_headers(headers, org) {
        Some(token) => sessions::user_of(&state.db, organization.id, &token).await.ok().flatten(),
        None => None,
    };
    match user {
        Some(user) => Ok((organization, user)),
        None => Err(see_other(format!("/{org}/signin?redirect=/{org}/{back_to}"))),
    }
}

/// `POST /{org}/new`: creates the signed-in reader's post, then shows it; problems send the
/// reader back to the form with the reason.
pub async fn new_post(State(state): State<AppState>, Path(org): Path<String>, headers: HeaderMap, payload: Result<Payload, crate::rest::ApiError>) -> Response {
    let back = |message: &str| {
        let encoded: String = form_urlencoded::byte_serialize(message.as_bytes()).collect();
        see_other(format!("/{org}/new?error={encoded}"))
    };
    let (organization, user) = match signed_in(&state, &org, &headers, "new").await {
        Ok(found) => found,
        Err(response) => return response,
    };
    let mut payload = match payload {
        Ok(payload) => payload,
        Err(error) if error.status() == StatusCode::PAYLOAD_TOO_LARGE => return back("An image is larger than 10 MB."),
        Err(_) => return back("The form could not be read. Please try again."),
    };
    let field = |name: &str| payload.string(name).ok().flatten().unwrap_or_default();
    let (title, description) = (field("title"), field("description"));
    let Ok(Some(bucket_id)) = payload.int("bucket_id") else {
        return back("Choose a board.");
    };
    let actor = match auth::actor_for(&state.db, user).await {
        Ok(actor) => actor,
        Err(_) => return back("This account may not post."),
    };
    let html = app::domain::text::text_to_html(&description);
    let submitted = posts::submit(&state.db, &state.storage, posts::Submission {
        org: &organization,
        submitter: &actor.user,
        by_team: actor.is_team(),
        bucket_id,
        title: &title,
        description: (!html.is_empty()).then_some(html.as_str()),
        uploads: std::mem::take(&mut payload.files),
        allow_private: actor.is_team(),
    })
    .await;
    match submitted {
        Ok(post) => see_other(format!("/{org}/p/{}", post.slug)),
        Err(Error::Invalid { fields, message }) => {
            let reason = fields.iter().next().map(|(field, messages)| format!("{} {}", capitalize(field), messages.join(", "))).unwrap_or(message);
            back(&reason)
        }
        Err(Error::TooLarge(m) | Error::UnsupportedMedia(m) | Error::LimitExceeded(m) | Error::PrivateBucket(m) | Error::NotFound(m)) => back(&m),
        Err(error) => {
            tracing::error!(%error, "submit failed");
            back("Something went wrong on our side. Please try again.")
        }
    }
}

fn capitalize(field: &str) -> String {
    let mut chars = field.chars();
    chars.next().map(|c| c.to_uppercase().collect::<String>() + chars.as_str()).unwrap_or_default()
}

/// `GET /{org}/me/export.json`: everything stored about the signed-in reader, as a download.
pub async fn export_my_data(State(state): State<AppState>, Path(org): Path<String>, headers: HeaderMap) -> Response {
    let (_, user) = match signed_in(&state, &org, &headers, "me").await {
        Ok(found) => found,
        Err(response) => return response,
    };
    match app::domain::me::export(state.db.conn(), &user).await {
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
            (StatusCode::INTERNAL_SERVER_ERROR, "Internal error").into_response()
        }
    }
}
