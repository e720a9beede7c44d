//! The browser entry point. Pages are rendered on the server; only their islands (vote
//! buttons, live counts, the forms that answer in place, the theme switch) are hydrated.

use leptos::prelude::*;

#[wasm_bindgen::prelude::wasm_bindgen]
pub fn hydrate() {
    // Islands live in `app`: naming the crate links them in.
    #[allow(unused_imports)]
    use app::*;
    console_error_panic_hook::set_once();
    // Without a client-side router, a server function's redirect (signing in) is a page load.
    let _ = leptos::server_fn::redirect::set_redirect_hook(|location: &str| {
        let _ = window().location().set_href(location);
    });
    leptos::mount::hydrate_islands();
    // Islands hydrate right after this returns; the mark comes once they have, for the
    // end-to-end tests to wait on.
    set_timeout(
        || {
            if let Some(body) = document().body() {
                let _ = body.set_attribute("data-hydrated", "true");
            }
        },
        std::time::Duration::ZERO,
    );
}
