//! The new-post form (`/{org}/new`): a multipart form post that works without JavaScript,
//! with similar posts suggested once hydrated.

use crate::api::get_new_post_form;
use crate::components::{BoardNav, ImagePicker, PageMeta, SiteHeader, TitleWithSuggestions};
use crate::model::{AppError, NewPostForm};
use crate::pages::{ErrorPage, NotFound};
use crate::t;
use leptos::prelude::*;
use leptos_router::hooks::{use_params_map, use_query_map};

/// `/{org}/new`: a plain multipart form (works without JavaScript) posted to `/{org}/new`,
/// which answers with the new post's page.
#[component]
pub fn NewPostPage() -> impl IntoView {
    let params = use_params_map();
    let form = Resource::new(move || params.read().get("org").unwrap_or_default(), get_new_post_form);
    let error = use_query_map().read_untracked().get("error");
    view! {
        <Suspense fallback=|| view! { <p class="loading" role="status">{t!("new-post-loading")}</p> }>
            {Suspend::new(async move {
                match form.await {
                    Ok(form) => view! { <NewPostView form error/> }.into_any(),
                    Err(AppError::NotFound(message)) => view! { <NotFound message/> }.into_any(),
                    Err(error) => view! { <ErrorPage title=t!("new-post-load-failed") message=error.to_string()/> }.into_any(),
                }
            })}
        </Suspense>
    }
}

#[component]
fn NewPostView(form: NewPostForm, error: Option<String>) -> impl IntoView {
    let NewPostForm { org, buckets, viewer, require_approval } = form;
    let signed_in = viewer.is_some();
    let action = format!("/{}/new", org.name);
    let sign_in = format!("/{}/signin?redirect=/{}/new", org.name, org.name);
    view! {
        <PageMeta
            title=t!("new-post-page-title", org = &org.display_name)
            description=t!("new-post-page-description", org = &org.display_name)
            path=format!("/{}/new", org.name)
        />
        <SiteHeader org_name=org.name.clone() display_name=org.display_name.clone() viewer/>
        <main id="main" class="page narrow">
            <BoardNav org=org.name.clone() current="new" roadmaps=org.roadmaps.clone()/>
            <h1>{t!("new-post-heading")}</h1>
            {if !signed_in {
                let [before, after] = crate::i18n::pieces(&t!("new-post-sign-in", link = crate::i18n::MARK));
                view! { <p class="sign-in-hint">{before}<a href=sign_in>{t!("sign-in")}</a>{after}</p> }.into_any()
            } else {
                view! {
                    <form class="stacked-form" method="post" action=action enctype="multipart/form-data">
                        {error.map(|e| view! { <p class="form-error" role="alert">{e}</p> })}
                        <TitleWithSuggestions org=org.name.clone()/>
                        <label for="description">{t!("new-post-description")}</label>
                        <textarea id="description" name="description" rows="6" maxlength="100000" placeholder=t!("new-post-description-placeholder")></textarea>
                        <label for="bucket">{t!("new-post-board")}</label>
                        <select id="bucket" name="bucket_id">
                            {buckets.into_iter().map(|b| view! { <option value=b.id selected=b.is_default>{b.name}</option> }).collect_view()}
                        </select>
                        <ImagePicker id="images".to_owned()/>
                        {require_approval.then(|| view! { <p class="hint">{t!("new-post-approval-hint")}</p> })}
                        <button type="submit" class="button">{t!("new-post-submit")}</button>
                    </form>
                }.into_any()
            }}
        </main>
    }
}
