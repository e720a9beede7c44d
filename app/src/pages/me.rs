//! The reader's own page (`/{org}/me`): their posts, votes and comments, their e-mail
//! settings, and the export of their data.

use crate::api::{SignOutEverywhere, my_activity};
use crate::components::{BoardNav, PageMeta, SiteHeader};
use crate::model::{AppError, MyActivity, Viewer};
use crate::pages::{ErrorPage, NotFound};
use crate::t;
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
        <Suspense fallback=|| view! { <p class="loading" role="status">{t!("me-loading")}</p> }>
            {Suspend::new(async move {
                match activity.await {
                    Ok((activity, viewer)) => view! { <MeView org activity viewer/> }.into_any(),
                    Err(AppError::SignInRequired(_)) => view! { <Redirect path=format!("/{org}/signin?redirect=/{org}/me")/> }.into_any(),
                    Err(AppError::NotFound(message)) => view! { <NotFound message/> }.into_any(),
                    Err(error) => view! { <ErrorPage title=t!("me-load-failed") message=error.to_string()/> }.into_any(),
                }
            })}
        </Suspense>
    }
}

#[component]
fn MeView(org: String, activity: MyActivity, viewer: Viewer) -> impl IntoView {
    let MyActivity { name, email, posts, votes, comments, roadmaps } = activity;
    let link = {
        let org = org.clone();
        move |slug: &str| format!("/{org}/p/{slug}")
    };
    let sign_out_everywhere = ServerAction::<SignOutEverywhere>::new();
    let chosen_language = viewer.locale.clone();
    let viewer_email = viewer.email.clone();
    let is_team = viewer.is_team;
    let confirmation_sent = leptos_router::hooks::use_query_map().read_untracked().get("confirmation").is_some_and(|v| v == "sent");
    view! {
        <PageMeta title=t!("me-title") description=t!("me-description") path=format!("/{org}/me") private=true/>
        <SiteHeader org_name=org.clone() display_name=org.clone() viewer=Some(viewer)/>
        <main id="main" class="page narrow">
            <BoardNav org=org.clone() current="me" roadmaps/>
            <h1>{t!("me-title")}</h1>
            {confirmation_sent.then(|| view! { <p class="flash flash-ok" role="status">{t!("verify-sent", email = &viewer_email)}</p> })}
            <p class="lede">{t!("me-signed-in-as", name = &name, email = &email)}" "
                <a href=format!("/{org}/me/export.json") download="upboard-my-data.json">{t!("me-download")}</a>
            </p>
            <section aria-labelledby="my-posts">
                <h2 id="my-posts">{t!("me-posts", count = posts.len())}</h2>
                {if posts.is_empty() { view! { <p class="hint">{t!("me-no-posts")}</p> }.into_any() } else { view! {
                    <ul class="activity-list">
                        {posts.into_iter().map(|p| {
                            // The post's facts, each after a middle dot.
                            let mut facts = format!(" · {}", t!("me-post-votes", count = p.votes_count));
                            if p.waits_for_address {
                                facts = format!("{facts} · {}", t!("post-awaiting-address"));
                            } else if !p.approved {
                                facts = format!("{facts} · {}", t!("me-post-pending"));
                            }
                            view! {
                                <li><a href=link(&p.slug)>{p.title}</a>
                                    <span class="hint">{facts}</span></li>
                            }
                        }).collect_view()}
                    </ul>
                }.into_any() }}
            </section>
            <section aria-labelledby="my-votes">
                <h2 id="my-votes">{t!("me-votes", count = votes.len())}</h2>
                {if votes.is_empty() { view! { <p class="hint">{t!("me-no-votes")}</p> }.into_any() } else { view! {
                    <ul class="activity-list">
                        {votes.into_iter().map(|v| view! {
                            <li><span class="hint">{if v.kind == "downvote" { "▼ " } else { "▲ " }}</span><a href=link(&v.slug)>{v.title}</a>
                                {v.held.then(|| view! { <span class="hint">{format!(" · {}", t!("me-vote-held"))}</span> })}</li>
                        }).collect_view()}
                    </ul>
                }.into_any() }}
            </section>
            <section aria-labelledby="my-comments">
                <h2 id="my-comments">{t!("me-comments", count = comments.len())}</h2>
                {if comments.is_empty() { view! { <p class="hint">{t!("me-no-comments")}</p> }.into_any() } else { view! {
                    <ul class="activity-list">
                        {comments.into_iter().map(|c| view! {
                            <li><a href=link(&c.slug)>{c.title}</a><p class="quote">{c.text}</p></li>
                        }).collect_view()}
                    </ul>
                }.into_any() }}
            </section>
            <MailSettingsSection org=org.clone()/>
            <section aria-labelledby="my-language" id="language">
                <h2 id="my-language">{t!("me-language")}</h2>
                <form method="post" action="/language" class="stacked-form">
                    <label for="my-language-choice">{t!("me-language-label")}</label>
                    <select id="my-language-choice" name="lang" aria-describedby="my-language-hint">
                        <option value="auto" selected=chosen_language.is_none()>{t!("me-language-auto")}</option>
                        {crate::i18n::Locale::ALL.into_iter().map(|l| view! {
                            <option value=l.code() lang=l.code() selected=chosen_language.as_deref() == Some(l.code())>{l.native_name()}</option>
                        }).collect_view()}
                    </select>
                    <p class="hint" id="my-language-hint">{t!("me-language-hint")}</p>
                    <input type="hidden" name="back" value=format!("/{org}/me#language")/>
                    <button type="submit" class="button small">{t!("me-language-save")}</button>
                </form>
            </section>
            <section aria-labelledby="my-two-factor">
                <h2 id="my-two-factor">{t!("me-two-factor")}</h2>
                <p><a href=format!("/{org}/me/two-factor")>{t!("me-two-factor-link")}</a></p>
            </section>
            {is_team.then(|| view! {
                <section aria-labelledby="my-tokens">
                    <h2 id="my-tokens">{t!("me-tokens")}</h2>
                    <p><a href=format!("/{org}/me/tokens")>{t!("me-tokens-link")}</a></p>
                </section>
            })}
            <section aria-labelledby="my-sessions">
                <h2 id="my-sessions">{t!("me-sessions")}</h2>
                <p class="hint">{t!("me-sessions-hint")}</p>
                <ActionForm action=sign_out_everywhere>
                    <input type="hidden" name="org" value=org.clone()/>
                    <button type="submit" class="button small">{t!("me-sign-out-everywhere")}</button>
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
            <h2 id="my-mail">{t!("me-mail")}</h2>
            {saved.then(|| view! { <p class="flash flash-ok" role="status">{t!("me-mail-saved")}</p> })}
            <Suspense fallback=|| view! { <p class="loading" role="status">{t!("me-loading")}</p> }>
                {Suspend::new(async move {
                    settings.await.ok().map(|settings| {
                        // How often mail of one kind comes (`name`: posts, team), as a labelled choice.
                        let how_often = |name: &'static str, label: String, current: &str| {
                            let option = |value: &'static str, text: String| view! { <option value=value selected=current == value>{text}</option> };
                            let id = format!("mail-{name}");
                            view! {
                                <div class="field">
                                    <label for=id.clone()>{label}</label>
                                    <select id=id name=name>
                                        {option("instant", t!("me-mail-instant"))}
                                        {option("daily", t!("me-mail-daily"))}
                                        {option("off", t!("me-mail-off"))}
                                    </select>
                                </div>
                            }
                        };
                        view! {
                            <form method="post" action=format!("/{org}/me/mail")>
                                {how_often("posts", t!("me-mail-posts"), &settings.posts)}
                                {settings.is_team.then(|| how_often("team", t!("me-mail-team"), &settings.team))}
                                <button type="submit" class="button small">{t!("me-mail-save")}</button>
                            </form>
                        }
                    })
                })}
            </Suspense>
        </section>
    }
}
