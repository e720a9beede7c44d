//! The public pages' navigation between the board, the roadmaps and the changelog.

use crate::model::RoadmapLink;
use crate::t;
use leptos::prelude::*;

/// Board, roadmaps, changelog and "new post": the organization's sections. `current` is the
/// section shown (`board`, `changelog`, `new`, `me`, or a roadmap's address).
#[component]
pub fn BoardNav(org: String, #[prop(into)] current: String, roadmaps: Vec<RoadmapLink>) -> impl IntoView {
    let link = |href: String, label: String| {
        let here = current == href || current == label_key(&href, &org);
        view! { <li><a href=href aria-current=here.then_some("page")>{label}</a></li> }
    };
    let roadmap_links = roadmaps
        .iter()
        .map(|roadmap| {
            let name = if roadmap.slug.is_empty() { t!("nav-roadmap") } else { roadmap.name.clone() };
            let href = roadmap.path(&org);
            let here = current == href;
            // Named roadmaps are the team's words: their direction follows their text.
            view! { <li><a href=href aria-current=here.then_some("page") dir="auto">{name}</a></li> }
        })
        .collect_view();
    view! {
        <nav class="sections" aria-label=t!("nav-sections")>
            <ul>
                {link(format!("/{org}"), t!("nav-feedback"))}
                {roadmap_links}
                {link(format!("/{org}/changelog"), t!("nav-changelog"))}
                {link(format!("/{org}/new"), t!("nav-new-post"))}
            </ul>
        </nav>
    }
}

/// The section key of a fixed link: `board` for the board, else the address's last segment.
fn label_key(href: &str, org: &str) -> String {
    if href == format!("/{org}") { "board".to_owned() } else { href.rsplit('/').next().unwrap_or_default().to_owned() }
}
