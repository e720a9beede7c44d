//! The footer every page shows: the language switch, a plain form (`POST /language`) that
//! works before and without JavaScript.

use crate::i18n::{Locale, locale};
use crate::t;
use leptos::prelude::*;

#[component]
pub fn SiteFooter() -> impl IntoView {
    let current = locale();
    let location = leptos_router::hooks::use_location();
    let (path, search) = (location.pathname.get_untracked(), location.search.get_untracked());
    let back = if search.is_empty() { path } else { format!("{path}?{search}") };
    view! {
        <footer class="site-footer">
            <form class="language-switch" method="post" action="/language">
                <label for="language-switch">{t!("footer-language")}</label>
                <select id="language-switch" name="lang">
                    {Locale::ALL.into_iter().map(|l| view! {
                        <option value=l.code() lang=l.code() selected=l == current>{l.native_name()}</option>
                    }).collect_view()}
                </select>
                <input type="hidden" name="back" value=back/>
                <button type="submit" class="button small">{t!("footer-language-change")}</button>
            </form>
        </footer>
    }
}
