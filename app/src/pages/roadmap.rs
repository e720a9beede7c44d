//! The public roadmap (`/{org}/roadmap`): posts by status column, read by
//! `domain::views::roadmap`.

use crate::api::get_roadmap;
use crate::components::{BoardNav, PageMeta, SiteHeader};
use crate::model::{AppError, Roadmap};
use crate::pages::{ErrorPage, NotFound};
use crate::t;
use leptos::prelude::*;
use leptos_router::hooks::{use_params_map, use_query_map};

/// `/{org}/roadmap`: what is planned, in progress and completed, most wanted first.
#[component]
pub fn RoadmapPage() -> impl IntoView {
    let params = use_params_map();
    let query = use_query_map();
    let roadmap = Resource::new(move || (params.read().get("org").unwrap_or_default(), query.read().get("bucket")), |(org, bucket)| get_roadmap(org, bucket));
    view! {
        <Transition fallback=|| view! { <p class="loading" role="status">{t!("roadmap-loading")}</p> }>
            {move || Suspend::new(async move {
                match roadmap.await {
                    Ok(roadmap) => view! { <RoadmapView roadmap/> }.into_any(),
                    Err(AppError::NotFound(message)) => view! { <NotFound message/> }.into_any(),
                    Err(error) => view! { <ErrorPage title=t!("roadmap-load-failed") message=error.to_string()/> }.into_any(),
                }
            })}
        </Transition>
    }
}

#[component]
fn RoadmapView(roadmap: Roadmap) -> impl IntoView {
    let Roadmap { org, buckets, bucket, columns, viewer } = roadmap;
    let org_name = org.name.clone();
    let selected = bucket.as_ref().map(|b| b.id);
    view! {
        <PageMeta
            title=t!("roadmap-page-title", org = &org.display_name)
            description=t!("roadmap-description", org = &org.display_name)
            path=format!("/{}/roadmap", org.name)
        />
        <SiteHeader org_name=org.name.clone() display_name=org.display_name.clone() viewer/>
        <main id="main" class="page wide">
            <BoardNav org=org.name.clone() current="roadmap"/>
            <div class="board-heading">
                <h1>{t!("nav-roadmap")}</h1>
                <p class="lede">{t!("roadmap-lede")}</p>
            </div>
            <nav class="tabs" aria-label=t!("roadmap-filter")>
                <ul>
                    <li><a href=format!("/{org_name}/roadmap") aria-current=selected.is_none().then_some("page")>{t!("roadmap-all-boards")}</a></li>
                    {buckets.into_iter().map(|b| view! {
                        <li><a href=format!("/{org_name}/roadmap?bucket={}", b.slug) aria-current=(selected == Some(b.id)).then_some("page")>{b.name}</a></li>
                    }).collect_view()}
                </ul>
            </nav>
            <crate::components::status_badge::StatusColors colors=columns.iter().map(|c| c.status.color.clone()).collect()/>
            <div class="roadmap">
                {columns.into_iter().enumerate().map(|(at, column)| {
                    // By position: several statuses may share a kind.
                    let heading_id = format!("column-{at}");
                    let labelled_by = heading_id.clone();
                    let count = crate::i18n::number(crate::i18n::locale(), column.posts.len() as f64);
                    let color = crate::components::status_badge::status_color_class(&column.status.color);
                    view! {
                        <section class=format!("roadmap-column {color}") aria-labelledby=labelled_by>
                            <h2 id=heading_id>{column.status.label.clone()}<span class="column-count">{count}</span></h2>
                            {if column.posts.is_empty() {
                                view! { <p class="column-empty">{t!("roadmap-column-empty")}</p> }.into_any()
                            } else {
                                view! {
                                    <ol class="roadmap-cards">
                                        {column.posts.into_iter().map(|post| view! {
                                            <li class="roadmap-card">
                                                <a href=format!("/{}/p/{}", org.name, post.slug) dir="auto">{post.title}</a>
                                                <span class="card-votes">{t!("roadmap-card-votes", count = post.votes_count)}</span>
                                            </li>
                                        }).collect_view()}
                                    </ol>
                                }.into_any()
                            }}
                        </section>
                    }
                }).collect_view()}
            </div>
        </main>
    }
}
