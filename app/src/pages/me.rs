//! The reader's own page (`/{org}/me`): their posts, votes and comments, their e-mail
//! settings, and the export of their data.

use crate::api::{SignOutEverywhere, my_activity};
use crate::components::{BoardNav, PageMeta, SiteHeader};
use crate::model::{AppError, MyActivity, Viewer};
use crate::pages::{ErrorPage, NotFound};
use leptos::prelude::*;
use leptos_router::components::Redirect;
use leptos_router::hooks::use_params_map;

/// `/{org}/me`: the reader's posts, votes and comments, and a download of all their data.
#[component]
pub fn MePage() -> impl IntoView {
    let org = use_params_map().read_untracked().get("org").unwrap_or_default();
    let activity = Resource::new(
        {
            let org = org.clone();
            move || org.clone()
        },
        my_activity,
    );
    view! {
        <Suspense fallback=|| view! { <p class="loading" role="status">"Loading…"</p> }>
            {move || {
                let org = org.clone();
                Suspend::new(async move {
                match activity.await {
                    Ok((activity, viewer)) => view! { <MeView org activity viewer/> }.into_any(),
                    Err(AppError::SignInRequired(_)) => view! { <Redirect path=format!("/{org}/signin?redirect=/{org}/me")/> }.into_any(),
                    Err(AppError::NotFound(message)) => view! { <NotFound message/> }.into_any(),
                    Err(error) => view! { <ErrorPage title="Your activity could not be loaded" message=error.to_string()/> }.into_any(),
                }
            })}}
        </Suspense>
    }
}

#[component]
fn MeView(org: String, activity: MyActivity, viewer: Viewer) -> impl IntoView {
    let MyActivity { name, email, posts, votes, comments } = activity;
    let link = {
        let org = org.clone();
        move |slug: &str| format!("/{org}/p/{slug}")
    };
    let sign_out_everywhere = ServerAction::<SignOutEverywhere>::new();
    view! {
        <PageMeta title="My activity" description="Your posts, votes and comments on this board." path=format!("/{org}/me") private=true/>
        <SiteHeader org_name=org.clone() display_name=org.clone() viewer=Some(viewer)/>
        <main id="main" class="page narrow">
            <BoardNav org=org.clone() current="me"/>
            <h1>"My activity"</h1>
            <p class="lede">{format!("Signed in as {name} ({email}).")}" "
                <a href=format!("/{org}/me/export.json") download="upboard-my-data.json">"Download all my data (JSON)"</a>
            </p>
            <section aria-labelledby="my-posts">
                <h2 id="my-posts">{format!("My posts ({})", posts.len())}</h2>
                {if posts.is_empty() { view! { <p class="hint">"You have not posted yet."</p> }.into_any() } else { view! {
                    <ul class="activity-list">
                        {posts.into_iter().map(|p| view! {
                            <li><a href=link(&p.slug)>{p.title}</a>
                                <span class="hint">{format!(" · {} votes{}", p.votes_count, if p.approved { "" } else { " · awaiting approval" })}</span></li>
                        }).collect_view()}
                    </ul>
                }.into_any() }}
            </section>
            <section aria-labelledby="my-votes">
                <h2 id="my-votes">{format!("My votes ({})", votes.len())}</h2>
                {if votes.is_empty() { view! { <p class="hint">"You have not voted yet."</p> }.into_any() } else { view! {
                    <ul class="activity-list">
                        {votes.into_iter().map(|v| view! {
                            <li><span class="hint">{if v.kind == "downvote" { "▼ " } else { "▲ " }}</span><a href=link(&v.slug)>{v.title}</a></li>
                        }).collect_view()}
                    </ul>
                }.into_any() }}
            </section>
            <section aria-labelledby="my-comments">
                <h2 id="my-comments">{format!("My comments ({})", comments.len())}</h2>
                {if comments.is_empty() { view! { <p class="hint">"You have not commented yet."</p> }.into_any() } else { view! {
                    <ul class="activity-list">
                        {comments.into_iter().map(|c| view! {
                            <li><a href=link(&c.slug)>{c.title}</a><p class="quote">{c.text}</p></li>
                        }).collect_view()}
                    </ul>
                }.into_any() }}
            </section>
            <MailSettingsSection org=org.clone()/>
            <section aria-labelledby="my-sessions">
                <h2 id="my-sessions">"Sign-ins"</h2>
                <p class="hint">"Lost a device, or signed in on a shared computer? This ends your sign-in on every browser and device, this one too."</p>
                <ActionForm action=sign_out_everywhere>
                    <input type="hidden" name="org" value=org.clone()/>
                    <button type="submit" class="button small">"Sign out everywhere"</button>
                </ActionForm>
            </section>
        </main>
    }
}

/// The reader's e-mail settings: about the posts they follow (submitted, voted on, commented on
/// or subscribed to) and, for the team, about new posts and moderation. A plain form.
#[component]
fn MailSettingsSection(org: String) -> impl IntoView {
    let settings = Resource::new(
        {
            let org = org.clone();
            move || org.clone()
        },
        crate::api::my_mail_settings,
    );
    let saved = leptos_router::hooks::use_query_map().read_untracked().get("mail").is_some_and(|v| v == "saved");
    view! {
        <section aria-labelledby="my-mail" id="mail">
            <h2 id="my-mail">"E-mail"</h2>
            {saved.then(|| view! { <p class="flash flash-ok" role="status">"Your e-mail settings were saved."</p> })}
            <Suspense fallback=|| view! { <p class="loading" role="status">"Loading…"</p> }>
                {move || {
                    let org = org.clone();
                    Suspend::new(async move {
                        settings.await.ok().map(|settings| {
                            let option = |value: &'static str, label: &'static str, current: &str| view! { <option value=value selected=current == value>{label}</option> };
                            view! {
                                <form method="post" action=format!("/{org}/me/mail")>
                                    <div class="field">
                                        <label for="mail-posts">"Posts I follow (status changes, new comments)"</label>
                                        <select id="mail-posts" name="posts">
                                            {option("instant", "At once", &settings.posts)}
                                            {option("daily", "Once a day (a digest)", &settings.posts)}
                                            {option("off", "Off", &settings.posts)}
                                        </select>
                                    </div>
                                    {settings.is_team.then(|| view! {
                                        <div class="field">
                                            <label for="mail-team">"New posts and what waits for moderation (team)"</label>
                                            <select id="mail-team" name="team">
                                                {option("instant", "At once", &settings.team)}
                                                {option("daily", "Once a day (a digest)", &settings.team)}
                                                {option("off", "Off", &settings.team)}
                                            </select>
                                        </div>
                                    })}
                                    <button type="submit" class="button small">"Save e-mail settings"</button>
                                </form>
                            }
                        })
                    })
                }}
            </Suspense>
        </section>
    }
}
