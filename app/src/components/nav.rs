//! The public pages' navigation between the board, the roadmap and the changelog.

use leptos::prelude::*;

/// Board, roadmap, changelog and "new post": the organization's sections.
#[component]
pub fn BoardNav(org: String, current: &'static str) -> impl IntoView {
    let link = move |key: &'static str, href: String, label: &'static str| {
        view! { <li><a href=href aria-current=(current == key).then_some("page")>{label}</a></li> }
    };
    view! {
        <nav class="sections" aria-label="Sections">
            <ul>
                {link("board", format!("/{org}"), "Feedback")}
                {link("roadmap", format!("/{org}/roadmap"), "Roadmap")}
                {link("changelog", format!("/{org}/changelog"), "Changelog")}
                {link("new", format!("/{org}/new"), "New post")}
            </ul>
        </nav>
    }
}
