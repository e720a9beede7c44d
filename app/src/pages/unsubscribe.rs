//! `/{org}/unsubscribe?token=…`: where an e-mail's unsubscribe link leads. It works without
//! signing in (the signed link is the key) and asks before it acts, as following a link must
//! change nothing; mail programs' one-click unsubscribe (RFC 8058) posts to the same address.

use crate::api::get_unsubscribe;
use crate::components::PageMeta;
use crate::model::AppError;
use crate::pages::{ErrorPage, NotFound};
use crate::t;
use leptos::prelude::*;
use leptos_router::hooks::{use_params_map, use_query_map};

#[component]
pub fn UnsubscribePage() -> impl IntoView {
    let org = use_params_map().read_untracked().get("org").unwrap_or_default();
    let query = use_query_map().read_untracked();
    let token = query.get("token").unwrap_or_default();
    let done = query.get("done");
    if let Some(done) = done {
        let said = if done == "all" { t!("unsubscribe-done-all") } else { t!("unsubscribe-done-post") };
        return view! {
            <PageMeta title=t!("unsubscribe-done") description=t!("unsubscribe-done-description") path=format!("/{org}/unsubscribe") private=true/>
            <main id="main" class="page narrow">
                <h1>{t!("unsubscribe-done")}</h1>
                <p role="status">{said}</p>
                <p><a href=format!("/{org}")>{t!("unsubscribe-back")}</a>" · "<a href=format!("/{org}/me")>{t!("unsubscribe-settings")}</a></p>
            </main>
        }
        .into_any();
    }
    let link = Resource::new(
        {
            let (org, token) = (org.clone(), token.clone());
            move || (org.clone(), token.clone())
        },
        |(org, token)| get_unsubscribe(org, token),
    );
    view! {
        <Suspense fallback=|| view! { <p class="loading" role="status">{t!("unsubscribe-loading")}</p> }>
            {Suspend::new(async move {
                match link.await {
                    Ok(link) => {
                        let what = match (&link.post_title, link.whole) {
                            (Some(title), false) => t!("unsubscribe-ask-post", title = title),
                            _ => t!("unsubscribe-ask-all", org = &link.org_display_name),
                        };
                        let action = format!("/{org}/unsubscribe?token={}", crate::model::encode_query_value(&token));
                        view! {
                            <PageMeta title=t!("unsubscribe-title") description=t!("unsubscribe-description") path=format!("/{org}/unsubscribe") private=true/>
                            <main id="main" class="page narrow">
                                <h1>{t!("unsubscribe-title")}</h1>
                                <p>{what}</p>
                                <form method="post" action=action>
                                    <input type="hidden" name="token" value=token/>
                                    <button type="submit" class="button">{t!("unsubscribe-button")}</button>
                                </form>
                            </main>
                        }
                        .into_any()
                    }
                    Err(AppError::NotFound(message)) => view! { <NotFound message/> }.into_any(),
                    Err(error) => view! { <ErrorPage title=t!("unsubscribe-link-broken") message=error.to_string() status=422/> }.into_any(),
                }
            })}
        </Suspense>
    }
    .into_any()
}
