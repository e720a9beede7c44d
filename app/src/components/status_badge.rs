use crate::model;
use leptos::prelude::*;

#[component]
pub fn StatusBadge(status: model::StatusBadge) -> impl IntoView {
    view! {
        <span class=format!("status status-{}", status.kind) style=format!("--status-color: {}", status.color)>
            {status.label}
        </span>
    }
}
