//! `/{org}/changelog`: what the team shipped, newest first, twenty entries a page, each with
//! the posts it shipped; `/{org}/changelog/{id}`: one entry. Both point feed readers to
//! `/{org}/changelog.atom`.

use crate::api::get_changelog;
use crate::components::status_badge::{StatusBadge, StatusColors};
use crate::components::{BoardNav, PageMeta, SiteHeader};
use crate::model::{AppError, Changelog, ChangelogEntryView};
use crate::pages::{ErrorPage, NotFound};
use crate::t;
use leptos::prelude::*;
use leptos_router::hooks::{use_params_map, use_query_map};

#[component]
pub fn ChangelogPage() -> impl IntoView {
    let params = use_params_map();
    let query = use_query_map();
    let changelog = Resource::new(
        move || {
            let params = params.read();
            let entry = params.get("entry").map(|id| id.parse::<i64>().unwrap_or(-1));
            (params.get("org").unwrap_or_default(), query.read().get("page").and_then(|p| p.parse::<u64>().ok()), entry)
        },
        |(org, page, entry)| get_changelog(org, page, entry),
    );
    view! {
        <Transition fallback=|| view! { <p class="loading" role="status">{t!("changelog-loading")}</p> }>
            {Suspend::new(async move {
                let single = params.read_untracked().get("entry").is_some();
                match changelog.await {
                    Ok(changelog) => view! { <ChangelogView changelog single/> }.into_any(),
                    Err(AppError::NotFound(message)) => view! { <NotFound message/> }.into_any(),
                    Err(error) => view! { <ErrorPage title=t!("changelog-load-failed") message=error.to_string()/> }.into_any(),
                }
            })}
        </Transition>
    }
}

#[component]
fn ChangelogView(changelog: Changelog, single: bool) -> impl IntoView {
    let Changelog { org, viewer, entries, page, has_more } = changelog;
    let org_name = org.name.clone();
    let feed = format!("/{org_name}/changelog.atom");
    let colors: Vec<String> = entries.iter().flat_map(|e| e.posts.iter().map(|p| p.status.color.clone())).collect();
    let (title, path) = match (single, entries.first()) {
        (true, Some(entry)) => (t!("changelog-entry-title", entry = &entry.title, org = &org.display_name), format!("/{org_name}/changelog/{}", entry.id)),
        _ if page > 1 => (t!("changelog-page-title-paged", page = page, org = &org.display_name), format!("/{org_name}/changelog?page={page}")),
        _ => (t!("changelog-page-title", org = &org.display_name), format!("/{org_name}/changelog")),
    };
    let empty = entries.is_empty();
    let items = entries.into_iter().map(|entry| view! { <Entry entry org=org_name.clone() single/> }).collect_view();
    view! {
        <PageMeta title description=t!("changelog-description", org = &org.display_name) path/>
        <leptos_meta::Link rel="alternate" type_="application/atom+xml" title=t!("changelog-feed-title", org = &org.display_name) href=feed.clone()/>
        <SiteHeader org_name=org.name.clone() display_name=org.display_name.clone() viewer/>
        <main id="main" class="page">
            <BoardNav org=org.name.clone() current="changelog" roadmaps=org.roadmaps.clone()/>
            <div class="board-heading">
                {if single {
                    view! { <p class="back"><a href=format!("/{org_name}/changelog")>{t!("changelog-all")}</a></p> }.into_any()
                } else {
                    view! { <h1>{t!("nav-changelog")}</h1> }.into_any()
                }}
                <p class="lede">
                    {t!("changelog-lede")}" "
                    <a href=feed class="feed-link">{t!("changelog-follow")}</a>
                </p>
            </div>
            <StatusColors colors/>
            {if empty {
                view! { <p class="column-empty">{t!("changelog-empty")}</p> }.into_any()
            } else {
                view! { <ol class="changelog" aria-label=t!("changelog-changes")>{items}</ol> }.into_any()
            }}
            {(!single && (page > 1 || has_more)).then(|| view! {
                <nav class="pager" aria-label=t!("changelog-pages")>
                    {(page > 1).then(|| view! { <a href=format!("/{org_name}/changelog?page={}", page - 1) rel="prev">{t!("changelog-newer")}</a> })}
                    {has_more.then(|| view! { <a href=format!("/{org_name}/changelog?page={}", page + 1) rel="next">{t!("changelog-older")}</a> })}
                </nav>
            })}
        </main>
    }
}

#[component]
fn Entry(entry: ChangelogEntryView, org: String, single: bool) -> impl IntoView {
    let heading = format!("entry-{}", entry.id);
    let link = format!("/{org}/changelog/{}", entry.id);
    let shipped = entry.posts;
    let has_posts = !shipped.is_empty();
    let shipped_heading = format!("entry-{}-posts", entry.id);
    let title = if single {
        view! { <h1 id=heading.clone() dir="auto">{entry.title.clone()}</h1> }.into_any()
    } else {
        view! { <h2 id=heading.clone() dir="auto"><a href=link>{entry.title.clone()}</a></h2> }.into_any()
    };
    let shipped_title = if single {
        view! { <h2 id=shipped_heading.clone()>{t!("changelog-shipped")}</h2> }.into_any()
    } else {
        view! { <h3 id=shipped_heading.clone()>{t!("changelog-shipped")}</h3> }.into_any()
    };
    view! {
        <li class="changelog-entry">
            <article aria-labelledby=heading>
                <header>
                    <time class="changelog-date" datetime=entry.published_at.clone()>{crate::i18n::day(crate::i18n::locale(), &entry.date)}</time>
                    {title}
                </header>
                {(!entry.body_html.is_empty()).then(|| view! { <div class="prose" dir="auto" inner_html=entry.body_html.clone()></div> })}
                {has_posts.then(move || {
                    let list = view! {
                        <ul>
                            {shipped.into_iter().map(|post| view! {
                                <li>
                                    <a href=format!("/{org}/p/{}", post.slug) dir="auto">{post.title}</a>
                                    " "
                                    <StatusBadge status=post.status/>
                                </li>
                            }).collect_view()}
                        </ul>
                    };
                    // A landmark on an entry's own page; in the list, one per entry would repeat its name.
                    if single {
                        view! { <section class="changelog-posts" aria-labelledby=shipped_heading>{shipped_title}{list}</section> }.into_any()
                    } else {
                        view! { <div class="changelog-posts">{shipped_title}{list}</div> }.into_any()
                    }
                })}
            </article>
        </li>
    }
}
