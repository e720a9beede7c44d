//! Live counters: the browser listens to `/{org}/live` (Server-Sent Events) and pages show
//! the newest vote and comment counts of their posts without reloading.

use crate::model::PostCounts;
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

#[cfg(feature = "hydrate")]
thread_local! {
    /// One stream per page, shared by every island on it.
    static STREAM: std::cell::RefCell<Option<LiveCounts>> = const { std::cell::RefCell::new(None) };
}

/// The counters of the organization's live stream, opened by the first island that asks
/// and shared by the others (a page shows one organization).
pub fn use_live_counts(org: String) -> LiveCounts {
    #[cfg(feature = "hydrate")]
    {
        STREAM.with(|stream| *stream.borrow_mut().get_or_insert_with(|| open_stream(&org)))
    }
    #[cfg(not(feature = "hydrate"))]
    {
        let _ = org;
        LiveCounts(RwSignal::new(HashMap::new()))
    }
}

#[cfg(feature = "hydrate")]
fn open_stream(org: &str) -> LiveCounts {
    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;
    // Not owned by any island: it lives as long as the page.
    let counts = LiveCounts(RwSignal::new(HashMap::new()));
    let Ok(source) = web_sys::EventSource::new(&format!("/{org}/live")) else {
        return counts;
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
    let _ = source.add_event_listener_with_callback("counts", on_counts.as_ref().unchecked_ref());
    // The listener and the stream live as long as the page; the browser closes the stream
    // when the page goes away.
    on_counts.forget();
    std::mem::forget(source);
    counts
}
