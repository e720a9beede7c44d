//! `GET /{org}/live`: the live stream of a board's counters, for its open pages.

use app::state::AppState;
use axum::extract::State;
use axum::response::{IntoResponse, Response};

/// `GET /{org}/live`: Server-Sent Events with posts' new counters (`event: counts`, data
/// `{"post_id", "votes_count", "downvotes_count", "comments_count"}`) as votes and comments
/// happen, and their new statuses (`event: status`, data `{"post_id", "status": {"label",
/// "kind", "color"}}`), from the browser, the API or anywhere else in this server or, on
/// PostgreSQL, in another process on its database.
pub(super) async fn live(
    State(state): State<AppState>,
    axum::extract::Path(org): axum::extract::Path<String>,
    headers: axum::http::HeaderMap,
    slot: Option<axum::Extension<crate::throttle::StreamSlot>>,
) -> Response {
    use app::domain::Live;
    use axum::response::sse::{Event, KeepAlive, Sse};
    use tokio_stream::StreamExt;
    use tokio_stream::wrappers::BroadcastStream;
    // Each subscriber is told only of posts its reader may see (private buckets, pending and
    // hidden posts stay with the team; a submitter also sees their own pending post).
    let token = app::api::session::token_from_headers(&headers, &org);
    let caller = match app::domain::caller::on_the_web(&state.db, &org, token.as_deref()).await {
        Ok(caller) => caller,
        Err(error) => return crate::forms::refusal(error),
    };
    let client = crate::metrics::LiveClient::open();
    let stream = BroadcastStream::new(state.live.subscribe())
        // A receiver that fell behind skips what it missed; the next change corrects the page.
        .filter_map(Result::ok)
        .take_while(|message| !matches!(message, Live::Closing))
        .filter_map(move |message| {
            // The stream holds its address's slot (and its count) until it ends.
            let _open = (&slot, &client);
            match message {
                Live::Counts(live) if live.organization_id == caller.organization.id && app::domain::access::may_see_post(&caller.asker(), &live.post) => {
                    Some(Event::default().event("counts").json_data(live.counts))
                }
                Live::Status(live) if live.organization_id == caller.organization.id && app::domain::access::may_see_post(&caller.asker(), &live.post) => {
                    Some(Event::default().event("status").json_data(live.status))
                }
                _ => None,
            }
        });
    Sse::new(stream).keep_alive(KeepAlive::default()).into_response()
}
