use leptos::prelude::*;

/// The banner at the top of an organization's pages.
#[component]
pub fn SiteHeader(org_name: String, display_name: String) -> impl IntoView {
    view! {
        <header class="site-header">
            <div class="site-header-inner">
                <a class="brand" href=format!("/{org_name}")>
                    <span class="brand-mark" aria-hidden="true">{display_name.chars().next().map(|c| c.to_uppercase().to_string()).unwrap_or_default()}</span>
                    <span class="brand-name">{display_name}</span>
                </a>
            </div>
        </header>
    }
}
