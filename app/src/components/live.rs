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

/// Listens to the organization's live stream while the calling page is mounted.
pub fn use_live_counts(org: String) -> LiveCounts {
    let counts = RwSignal::new(HashMap::new());
    #[cfg(feature = "hydrate")]
    {
        use wasm_bindgen::JsCast;
        use wasm_bindgen::closure::Closure;
        Effect::new(move |_| {
            let Ok(source) = web_sys::EventSource::new(&format!("/{org}/live")) else {
                return;
            };
            let on_counts = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
                if let Some(data) = event.data().as_string()
                    && let Ok(update) = serde_json::from_str::<PostCounts>(&data)
                {
                    counts.update(|all| {
                        all.insert(update.post_id, update);
                    });
                }
            });
            let _ = source.add_event_listener_with_callback("counts", on_counts.as_ref().unchecked_ref());
            // The listener lives as long as the stream, which ends with the page.
            on_counts.forget();
            let source = StoredValue::new_local(source);
            on_cleanup(move || source.with_value(|s| s.close()));
        });
    }
    #[cfg(not(feature = "hydrate"))]
    let _ = org;
    LiveCounts(counts)
}
