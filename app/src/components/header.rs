use crate::api::SignOut;
use crate::model::Viewer;
use leptos::prelude::*;

/// The banner at the top of an organization's pages, with the reader's account controls.
#[component]
pub fn SiteHeader(org_name: String, display_name: String, viewer: Option<Viewer>) -> impl IntoView {
    let sign_out = ServerAction::<SignOut>::new();
    let initial = display_name.chars().next().map(|c| c.to_uppercase().to_string()).unwrap_or_default();
    let home = format!("/{org_name}");
    let account = match viewer {
        Some(viewer) => view! {
            <span class="account-name">{viewer.name}</span>
            <ActionForm action=sign_out attr:class="inline-form">
                <input type="hidden" name="org" value=org_name/>
                <button type="submit" class="button-link">"Sign out"</button>
            </ActionForm>
        }
        .into_any(),
        None => view! {
            <a href=format!("/{org_name}/signin")>"Sign in"</a>
            <a class="button small" href=format!("/{org_name}/signup")>"Sign up"</a>
        }
        .into_any(),
    };
    view! {
        <header class="site-header">
            <div class="site-header-inner">
                <a class="brand" href=home>
                    <span class="brand-mark" aria-hidden="true">{initial}</span>
                    <span class="brand-name">{display_name}</span>
                </a>
                <nav class="account" aria-label="Account">{account}</nav>
            </div>
        </header>
    }
}
