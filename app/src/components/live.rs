//! Live counters and statuses: the browser listens to `/{org}/live` (Server-Sent Events) and
//! pages show the newest vote and comment counts and the status of their posts without
//! reloading.

use crate::model::{PostCounts, StatusBadge};
use leptos::prelude::*;
use std::collections::HashMap;

/// The newest counters the live stream sent, by post. Empty on the server and until the
/// first change arrives; pages fall back to the counts they were rendered with.
#[derive(Clone, Copy)]
pub struct LiveCounts(pub RwSignal<HashMap<i64, PostCounts>>);

impl LiveCounts {
    pub fn of(&self, post_id: i64) -> Option<PostCounts> {
        self.0.with(|counts| counts.get(&post_id).copied())
    }
}

/// The newest statuses the live stream sent, by post.
#[derive(Clone, Copy)]
pub struct LiveStatuses(pub RwSignal<HashMap<i64, StatusBadge>>);

#[cfg(feature = "hydrate")]
thread_local! {
    /// One stream per page, shared by every island on it.
    static STREAM: std::cell::RefCell<Option<(LiveCounts, LiveStatuses)>> = const { std::cell::RefCell::new(None) };
}

/// The organization's live stream, opened by the first island that asks and shared by the
/// others (a page shows one organization).
fn use_live(org: String) -> (LiveCounts, LiveStatuses) {
    #[cfg(feature = "hydrate")]
    {
        STREAM.with(|stream| *stream.borrow_mut().get_or_insert_with(|| open_stream(&org)))
    }
    #[cfg(not(feature = "hydrate"))]
    {
        let _ = org;
        (LiveCounts(RwSignal::new(HashMap::new())), LiveStatuses(RwSignal::new(HashMap::new())))
    }
}

/// The counters of the organization's live stream.
pub fn use_live_counts(org: String) -> LiveCounts {
    use_live(org).0
}

/// The statuses of the organization's live stream.
pub fn use_live_statuses(org: String) -> LiveStatuses {
    use_live(org).1
}

/// Shows `status` in a status badge of the page (its classes and its label).
#[cfg(feature = "hydrate")]
pub fn show_status(badge: &web_sys::Element, status: &StatusBadge) {
    badge.set_class_name(&crate::components::status_badge::badge_class(status));
    badge.set_text_content(Some(&status.label));
}

#[cfg(feature = "hydrate")]
fn open_stream(org: &str) -> (LiveCounts, LiveStatuses) {
    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;
    // Not owned by any island: they live as long as the page.
    let counts = LiveCounts(RwSignal::new(HashMap::new()));
    let statuses = LiveStatuses(RwSignal::new(HashMap::new()));
    let Ok(source) = web_sys::EventSource::new(&format!("/{org}/live")) else {
        return (counts, statuses);
    };
    let on_counts = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
        if let Some(data) = event.data().as_string()
            && let Ok(update) = serde_json::from_str::<PostCounts>(&data)
        {
            counts.0.update(|all| {
                all.insert(update.post_id, update);
            });
        }
    });
    let on_status = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
        if let Some(data) = event.data().as_string()
            && let Ok(update) = serde_json::from_str::<crate::model::PostStatus>(&data)
        {
            statuses.0.update(|all| {
                all.insert(update.post_id, update.status);
            });
        }
    });
    let _ = source.add_event_listener_with_callback("counts", on_counts.as_ref().unchecked_ref());
    let _ = source.add_event_listener_with_callback("status", on_status.as_ref().unchecked_ref());
    // The listeners and the stream live as long as the page; the browser closes the stream
    // when the page goes away.
    on_counts.forget();
    on_status.forget();
    std::mem::forget(source);
    (counts, statuses)
}
