//! The public pages' navigation between the board, the roadmap and the changelog.

use crate::t;
use leptos::prelude::*;

/// Board, roadmap, changelog and "new post": the organization's sections.
#[component]
pub fn BoardNav(org: String, current: &'static str) -> impl IntoView {
    let link = move |key: &'static str, href: String, label: String| {
        view! { <li><a href=href aria-current=(current == key).then_some("page")>{label}</a></li> }
    };
    view! {
        <nav class="sections" aria-label=t!("nav-sections")>
            <ul>
                {link("board", format!("/{org}"), t!("nav-feedback"))}
                {link("roadmap", format!("/{org}/roadmap"), t!("nav-roadmap"))}
                {link("changelog", format!("/{org}/changelog"), t!("nav-changelog"))}
                {link("new", format!("/{org}/new"), t!("nav-new-post"))}
            </ul>
        </nav>
    }
}
