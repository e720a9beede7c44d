//! The new-post form (`/{org}/new`): a multipart form post that works without JavaScript,
//! with similar posts suggested once hydrated.

use crate::api::get_new_post_form;
use crate::components::{BoardNav, ImagePicker, PageMeta, SiteHeader, TitleWithSuggestions};
use crate::model::{AppError, NewPostForm};
use crate::pages::{ErrorPage, NotFound};
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
        <Suspense fallback=|| view! { <p class="loading" role="status">"Loading…"</p> }>
            {move || {
                let error = error.clone();
                Suspend::new(async move {
                    match form.await {
                        Ok(form) => view! { <NewPostView form error/> }.into_any(),
                        Err(AppError::NotFound(message)) => view! { <NotFound message/> }.into_any(),
                        Err(error) => view! { <ErrorPage title="Something went wrong" message=error.to_string()/> }.into_any(),
                    }
                })
            }}
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
            title=format!("New post · {}", org.display_name)
            description=format!("Share an idea or a request with {}: others can vote on it and discuss it.", org.display_name)
            path=format!("/{}/new", org.name)
        />
        <SiteHeader org_name=org.name.clone() display_name=org.display_name.clone() viewer/>
        <main id="main" class="page narrow">
            <BoardNav org=org.name.clone() current="new"/>
            <h1>"Share an idea"</h1>
            {if !signed_in {
                view! { <p class="sign-in-hint"><a href=sign_in>"Sign in"</a>" to post an idea."</p> }.into_any()
            } else {
                view! {
                    <form class="stacked-form" method="post" action=action enctype="multipart/form-data">
                        {error.map(|e| view! { <p class="form-error" role="alert">{e}</p> })}
                        <TitleWithSuggestions org=org.name.clone()/>
                        <label for="description">"Description"</label>
                        <textarea id="description" name="description" rows="6" maxlength="100000" placeholder="Why would this help you?"></textarea>
                        <label for="bucket">"Board"</label>
                        <select id="bucket" name="bucket_id">
                            {buckets.into_iter().map(|b| view! { <option value=b.id selected=b.is_default>{b.name}</option> }).collect_view()}
                        </select>
                        <ImagePicker id="images".to_owned()/>
                        {require_approval.then(|| view! { <p class="hint">"New posts appear on the board once the team approves them."</p> })}
                        <button type="submit" class="button">"Post idea"</button>
                    </form>
                }.into_any()
            }}
        </main>
    }
}
