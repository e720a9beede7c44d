//! A post's status as a coloured badge, and the style rules for the organization's status
//! colours (classes, not inline styles: the page policy allows no inline style).

use crate::model;
use leptos::prelude::*;

#[component]
pub fn StatusBadge(status: model::StatusBadge) -> impl IntoView {
    let class = badge_class(&status);
    view! { <span class=class>{status.label}</span> }
}

/// The classes of a status badge: its kind's, and its own color's when it has one.
pub fn badge_class(status: &model::StatusBadge) -> String {
    format!("status status-{} {}", status.kind, status_color_class(&status.color))
}

/// An organization's own status colors, under the strict Content-Security-Policy (no `style`
/// attributes): a class per color (`status-color-1a2b3c`), defined once per page by
/// [`StatusColors`] in a `<style>` that carries the page's nonce. Anything but a hex color
/// keeps its kind's color.
fn hex(color: &str) -> Option<String> {
    let hex = color.trim().trim_start_matches('#');
    (matches!(hex.len(), 3 | 4 | 6 | 8) && hex.chars().all(|c| c.is_ascii_hexdigit())).then(|| hex.to_ascii_lowercase())
}

pub fn status_color_class(color: &str) -> String {
    hex(color).map(|hex| format!("status-color-{hex}")).unwrap_or_default()
}

/// The rules of every status color a page shows, in one `<style>` in the page's head.
#[component]
pub fn StatusColors(colors: Vec<String>) -> impl IntoView {
    let mut hexes: Vec<String> = colors.iter().filter_map(|c| hex(c)).collect();
    hexes.sort_unstable();
    hexes.dedup();
    let rules: String = hexes.iter().map(|hex| format!(".status-color-{hex}{{--status-color:#{hex}}}")).collect();
    (!rules.is_empty()).then(|| view! { <leptos_meta::Style>{rules}</leptos_meta::Style> })
}
