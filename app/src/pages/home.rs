//! The front page: the organizations this server hosts.

use crate::api::list_organizations;
use crate::components::PageMeta;
use leptos::prelude::*;
use leptos_router::components::Redirect;

/// The front page: the board itself when there is one organization, otherwise the list.
#[component]
pub fn HomePage() -> impl IntoView {
    let organizations = Resource::new(|| (), |_| list_organizations());
    view! {
        <PageMeta title="Feedback boards" description="The feedback boards and public roadmaps hosted here." path="/"/>
        <Suspense fallback=|| view! { <p class="loading">"Loading…"</p> }>
            {move || Suspend::new(async move {
                match organizations.await {
                    Ok(orgs) if orgs.len() == 1 => {
                        view! { <Redirect path=format!("/{}", orgs[0].name)/> }.into_any()
                    }
                    Ok(orgs) => view! {
                        <main id="main" class="page narrow">
                            <h1>"Feedback boards"</h1>
                            {if orgs.is_empty() {
                                view! {
                                    <p>"No organization yet. Create one with "
                                    <code>"upboard org create --name acme --admin-email you@example.com"</code>
                                    " or try the demo with "<code>"upboard demo"</code>"."</p>
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
                        <main id="main" class="page narrow"><h1>"Something went wrong"</h1><p>{error.to_string()}</p></main>
                    }.into_any(),
                }
            })}
        </Suspense>
    }
}
