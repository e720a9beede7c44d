//! `/{org}/unsubscribe?token=…`: where an e-mail's unsubscribe link leads. It works without
//! signing in (the signed link is the key) and asks before it acts, as following a link must
//! change nothing; mail programs' one-click unsubscribe (RFC 8058) posts to the same address.

use crate::api::get_unsubscribe;
use crate::components::PageMeta;
use crate::model::AppError;
use crate::pages::{ErrorPage, NotFound};
use leptos::prelude::*;
use leptos_router::hooks::{use_params_map, use_query_map};

#[component]
pub fn UnsubscribePage() -> impl IntoView {
    let org = use_params_map().read_untracked().get("org").unwrap_or_default();
    let query = use_query_map().read_untracked();
    let token = query.get("token").unwrap_or_default();
    let done = query.get("done");
    if let Some(done) = done {
        let said = if done == "all" { "You will get no more e-mails from this board." } else { "You will get no more e-mails about this post." };
        return view! {
            <PageMeta title="Unsubscribed" description="You are unsubscribed." path=format!("/{org}/unsubscribe") private=true/>
            <main id="main" class="page narrow">
                <h1>"Unsubscribed"</h1>
                <p role="status">{said}</p>
                <p><a href=format!("/{org}")>"Back to the board"</a>" · "<a href=format!("/{org}/me")>"Your e-mail settings"</a></p>
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
        <Suspense fallback=|| view! { <p class="loading" role="status">"Loading…"</p> }>
            {move || {
                let (org, token) = (org.clone(), token.clone());
                Suspend::new(async move {
                    match link.await {
                        Ok(link) => {
                            let what = match (&link.post_title, link.whole) {
                                (Some(title), false) => format!("Stop the e-mails about “{title}”?"),
                                _ => format!("Stop every e-mail from {}?", link.org_display_name),
                            };
                            let action = format!("/{org}/unsubscribe?token={}", crate::model::encode_query_value(&token));
                            view! {
                                <PageMeta title="Unsubscribe" description="Stop e-mails from this board." path=format!("/{org}/unsubscribe") private=true/>
                                <main id="main" class="page narrow">
                                    <h1>"Unsubscribe"</h1>
                                    <p>{what}</p>
                                    <form method="post" action=action>
                                        <input type="hidden" name="token" value=token/>
                                        <button type="submit" class="button">"Unsubscribe"</button>
                                    </form>
                                </main>
                            }
                            .into_any()
                        }
                        Err(AppError::NotFound(message)) => view! { <NotFound message/> }.into_any(),
                        Err(error) => view! { <ErrorPage title="This link does not work" message=error.to_string() status=422/> }.into_any(),
                    }
                })
            }}
        </Suspense>
    }
    .into_any()
}
