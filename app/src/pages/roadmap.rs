//! The public roadmaps: the main one (`/{org}/roadmap`) and the named ones the team adds
//! (`/{org}/roadmap/{slug}`): posts by status column, read by `domain::views::roadmap`.

use crate::api::get_roadmap;
use crate::components::{BoardNav, PageMeta, SiteHeader};
use crate::model::{AppError, Roadmap};
use crate::pages::{ErrorPage, NotFound};
use crate::t;
use leptos::prelude::*;
use leptos_router::hooks::{use_params_map, use_query_map};

/// `/{org}/roadmap` and `/{org}/roadmap/{roadmap}`: what is planned, in progress and
/// completed, most wanted first.
#[component]
pub fn RoadmapPage() -> impl IntoView {
    let params = use_params_map();
    let query = use_query_map();
    let roadmap = Resource::new(
        move || (params.read().get("org").unwrap_or_default(), params.read().get("roadmap"), query.read().get("bucket")),
        |(org, roadmap, bucket)| get_roadmap(org, roadmap, bucket),
    );
    view! {
        <Transition fallback=|| view! { <p class="loading" role="status">{t!("roadmap-loading")}</p> }>
            {Suspend::new(async move {
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
    let Roadmap { org, roadmap, hidden, completed_days, buckets, bucket, columns, viewer } = roadmap;
    let path = roadmap.path(&org.name);
    let selected = bucket.as_ref().map(|b| b.id);
    let named = !roadmap.slug.is_empty();
    let (title, description, heading) = if named {
        (
            t!("roadmap-named-title", name = &roadmap.name, org = &org.display_name),
            t!("roadmap-named-description", name = &roadmap.name, org = &org.display_name),
            roadmap.name.clone(),
        )
    } else {
        (t!("roadmap-page-title", org = &org.display_name), t!("roadmap-description", org = &org.display_name), t!("nav-roadmap"))
    };
    let tabs = (!buckets.is_empty()).then(|| {
        let path = path.clone();
        view! {
            <nav class="tabs" aria-label=t!("roadmap-filter")>
                <ul>
                    <li><a href=path.clone() aria-current=selected.is_none().then_some("page")>{t!("roadmap-all-boards")}</a></li>
                    {buckets.into_iter().map(|b| view! {
                        <li><a href=format!("{path}?bucket={}", b.slug) aria-current=(selected == Some(b.id)).then_some("page")>{b.name}</a></li>
                    }).collect_view()}
                </ul>
            </nav>
        }
    });
    view! {
        <PageMeta title description path=path.clone()/>
        <SiteHeader org_name=org.name.clone() display_name=org.display_name.clone() viewer/>
        <main id="main" class="page wide">
            <BoardNav org=org.name.clone() current=path.clone() roadmaps=org.roadmaps.clone()/>
            <div class="board-heading">
                <h1 dir=named.then_some("auto")>{heading}</h1>
                <p class="lede">{t!("roadmap-lede")}</p>
                {completed_days.map(|days| view! { <p class="hint">{t!("roadmap-completed-recent", days = days)}</p> })}
                {hidden.then(|| view! { <p class="pending-note" role="note">{t!("roadmap-hidden-note")}</p> })}
            </div>
            {tabs}
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
                                let empty = match completed_days {
                                    Some(days) if column.status.kind == "completed" => t!("roadmap-column-empty-recent", days = days),
                                    _ => t!("roadmap-column-empty"),
                                };
                                view! { <p class="column-empty">{empty}</p> }.into_any()
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
