//! The site header every public page shows: the organization's name, the reader's account
//! links, and the theme switch (an island).

use crate::api::{SendConfirmation, SignOut};
use crate::model::Viewer;
use crate::t;
use leptos::prelude::*;

/// The banner at the top of an organization's pages, with the reader's account controls.
#[component]
pub fn SiteHeader(org_name: String, display_name: String, viewer: Option<Viewer>) -> impl IntoView {
    let sign_out = ServerAction::<SignOut>::new();
    let initial = display_name.chars().next().map(|c| c.to_uppercase().to_string()).unwrap_or_default();
    let home = format!("/{org_name}");
    // Someone whose posts, comments and votes wait for their address is told so on every page,
    // with the way to have the link sent again (a plain form: it works before hydration).
    let awaiting = viewer.as_ref().filter(|v| v.awaiting_address).map(|v| {
        let org_name = org_name.clone();
        let send_again = ServerAction::<SendConfirmation>::new();
        view! {
            <div class="address-notice" role="status">
                <p>{t!("verify-notice", email = &v.email)}</p>
                <ActionForm action=send_again attr:class="inline-form">
                    <input type="hidden" name="org" value=org_name/>
                    <button type="submit" class="button small">{t!("verify-send-again")}</button>
                </ActionForm>
            </div>
        }
    });
    let account = match viewer {
        Some(viewer) => view! {
            {viewer.is_team.then(|| view! { <a href=format!("/{org_name}/admin")>{t!("nav-admin")}</a> })}
            <a class="account-name" href=format!("/{org_name}/me")>{viewer.name}</a>
            <ActionForm action=sign_out attr:class="inline-form">
                <input type="hidden" name="org" value=org_name/>
                <button type="submit" class="button-link">{t!("sign-out")}</button>
            </ActionForm>
        }
        .into_any(),
        None => view! {
            <a href=format!("/{org_name}/signin")>{t!("sign-in")}</a>
            <a class="button small" href=format!("/{org_name}/signup")>{t!("sign-up")}</a>
        }
        .into_any(),
    };
    view! {
        <header class="site-header">
            <div class="site-header-inner">
                <a class="brand" href=home>
                    <span class="brand-mark" aria-hidden="true">{initial}</span>
                    <span class="brand-name" dir="auto">{display_name}</span>
                </a>
                <nav class="account" aria-label=t!("nav-account")>
                    <ThemeSwitch label=t!("theme-dark")/>
                    {account}
                </nav>
            </div>
        </header>
        {awaiting}
    }
}

/// Switches between the light and the dark theme and remembers the choice. It needs
/// JavaScript, so it appears once the page has hydrated; until then the theme follows the system,
/// and an empty slot of the button's size holds its place, so that nothing in the header moves
/// when it appears (a longer German or Arabic header would otherwise wrap then, pushing the
/// page down: Lighthouse's layout shift). `label`: the button's accessible name, in the page's
/// language.
#[island]
fn ThemeSwitch(label: String) -> impl IntoView {
    let dark = RwSignal::new(None::<bool>);
    #[cfg(feature = "hydrate")]
    Effect::new(move |_| {
        let pinned = document().document_element().and_then(|root| root.get_attribute("data-theme"));
        let system_dark = window().match_media("(prefers-color-scheme: dark)").ok().flatten().is_some_and(|m| m.matches());
        dark.set(Some(pinned.map_or(system_dark, |t| t == "dark")));
    });
    let toggle = move |_| {
        let next = !dark.get_untracked().unwrap_or(false);
        dark.set(Some(next));
        #[cfg(feature = "hydrate")]
        {
            let theme = if next { "dark" } else { "light" };
            if let Some(root) = document().document_element() {
                let _ = root.set_attribute("data-theme", theme);
            }
            if let Ok(Some(storage)) = window().local_storage() {
                let _ = storage.set_item("upboard-theme", theme);
            }
        }
    };
    move || match dark.get() {
        Some(is_dark) => view! {
            <button type="button" class="theme-switch" aria-label=label.clone() aria-pressed=if is_dark { "true" } else { "false" } on:click=toggle>
                <span aria-hidden="true">{if is_dark { "☾" } else { "☀" }}</span>
            </button>
        }
        .into_any(),
        None => view! { <span class="theme-switch-slot"></span> }.into_any(),
    }
}
