//! The front page: the organizations this server hosts.

use crate::api::list_organizations;
use crate::components::PageMeta;
use crate::t;
use leptos::prelude::*;
use leptos_router::components::Redirect;

/// The front page: the board itself when there is one organization, otherwise the list.
#[component]
pub fn HomePage() -> impl IntoView {
    let organizations = Resource::new(|| (), |_| list_organizations());
    view! {
        <PageMeta title=t!("home-title") description=t!("home-description") path="/"/>
        <Suspense fallback=|| view! { <p class="loading">{t!("home-loading")}</p> }>
            {Suspend::new(async move {
                match organizations.await {
                    Ok(orgs) if orgs.len() == 1 => {
                        view! { <Redirect path=format!("/{}", orgs[0].name)/> }.into_any()
                    }
                    Ok(orgs) => view! {
                        <main id="main" class="page narrow">
                            <h1>{t!("home-title")}</h1>
                            {if orgs.is_empty() {
                                // The commands are the same in every language.
                                let mark = crate::i18n::MARK;
                                let [before, between, after] = crate::i18n::pieces(&t!("home-empty", create = mark, demo = mark));
                                view! {
                                    <p>{before}
                                    <code>"upboard org create --name acme --admin-email you@example.com"</code>
                                    {between}<code>"upboard demo"</code>{after}</p>
                                }.into_any()
                            } else {
                                view! {
                                    <ul class="org-list">
                                        {orgs.into_iter().map(|org| view! {
                                            <li>
                                                <a href=format!("/{}", org.name)>{org.display_name}</a>
                                                <p>{org.description}</p>
                                            </li>
                                        }).collect_view()}
                                    </ul>
                                }.into_any()
                            }}
                        </main>
                    }.into_any(),
                    Err(error) => view! {
                        <main id="main" class="page narrow"><h1>{t!("home-error")}</h1><p>{error.to_string()}</p></main>
                    }.into_any(),
                }
            })}
        </Suspense>
    }
}
