//! The public board (`/{org}`): a bucket's posts by the chosen order, search, status and tag
//! filters, and pages; read by `domain::views::board`.

use crate::api::get_board;
use crate::components::{BoardNav, PageMeta, PostList, SiteHeader};
use crate::model::{AppError, Board, BoardQuery, BoardSort};
use crate::pages::{ErrorPage, NotFound};
use crate::t;
use leptos::either::EitherOf3;
use leptos::prelude::*;
use leptos_router::hooks::{use_params_map, use_query_map};

/// `/{org}`: one board of the organization, sorted and paged through the query string
/// (`?bucket=slug&sort=top&page=2`), so that every view has its own shareable address.
#[component]
pub fn BoardPage() -> impl IntoView {
    let params = use_params_map();
    let query = use_query_map();
    let board = Resource::new(
        move || {
            let org = params.read().get("org").unwrap_or_default();
            let query = query.read();
            let sort = BoardSort::from_query(query.get("sort").as_deref());
            let page = query.get("page").and_then(|p| p.parse::<u64>().ok());
            let status = query.get("status").filter(|s| !s.trim().is_empty());
            let tag = query.get("tag").filter(|t| !t.trim().is_empty());
            (org, query.get("bucket"), sort, page, query.get("q").filter(|q| !q.trim().is_empty()), status, tag)
        },
        |(org, bucket, sort, page, q, status, tag)| get_board(org, bucket, sort, page, q, status, tag),
    );

    view! {
        <Transition fallback=|| view! { <p class="loading" role="status">{t!("board-loading")}</p> }>
            {Suspend::new(async move {
                // Not `into_any`: that copies every string of the view into one of its own
                // (the board's card list, 28 KB, among them).
                match board.await {
                    Ok(board) => EitherOf3::A(view! { <BoardView board/> }),
                    Err(AppError::NotFound(message)) => EitherOf3::B(view! { <NotFound message/> }),
                    Err(error) => EitherOf3::C(view! { <ErrorPage title=t!("board-load-failed") message=error.to_string()/> }),
                }
            })}
        </Transition>
    }
}

#[component]
fn BoardView(board: Board) -> impl IntoView {
    let Board { org, buckets, bucket, sort, posts, page, has_more, viewer, query, statuses, status, tag } = board;
    let bucket_param = (!bucket.is_default).then(|| bucket.slug.clone());
    let search_bucket = bucket_param.clone();
    // This view's address with another sort or page.
    let here = BoardQuery { bucket: bucket_param.clone(), sort, page, q: query.clone(), status: status.clone(), tag: tag.clone() };
    let tag_note = tag.as_ref().map(|name| {
        let clear = BoardQuery { tag: None, page: 1, ..here.clone() }.href(&org.name);
        view! {
            <p class="search-note" role="status">
                {t!("board-tagged", tag = name)}" "
                <a href=clear>{t!("board-show-all")}</a>
            </p>
        }
    });
    let href = {
        let org = org.name.clone();
        let here = here.clone();
        move |sort: BoardSort, page: u64| BoardQuery { sort, page, ..here.clone() }.href(&org)
    };
    let results_note = query.as_ref().map(|q| {
        let clear = BoardQuery { q: None, page: 1, ..here.clone() }.href(&org.name);
        let text = if has_more { t!("board-results-more", count = posts.len(), query = q) } else { t!("board-results", count = posts.len(), query = q) };
        view! {
            <p class="search-note" role="status">
                {text}" "
                <a href=clear>{t!("board-clear-search")}</a>
            </p>
        }
    });
    let title = format!("{} · {}", bucket.name, org.display_name);
    let canonical = if bucket.is_default { format!("/{}", org.name) } else { format!("/{}?bucket={}", org.name, bucket.slug) };
    let description = if org.description.is_empty() { t!("board-description", org = &org.display_name) } else { org.description.clone() };

    view! {
        <PageMeta title description=description.clone() path=canonical card=true/>
        <SiteHeader org_name=org.name.clone() display_name=org.display_name.clone() viewer/>
        <main id="main" class="page">
            <BoardNav org=org.name.clone() current="board" roadmaps=org.roadmaps.clone()/>
            <div class="board-heading">
                <h1 dir="auto">{bucket.name.clone()}</h1>
                <p class="lede" dir="auto">{description}</p>
            </div>
            {(buckets.len() > 1).then(|| {
                let org_name = org.name.clone();
                view! {
                    <nav class="tabs" aria-label=t!("board-boards")>
                        <ul>
                            {buckets.into_iter().map(|tab| {
                                let current = tab.id == bucket.id;
                                let slug = (!tab.is_default).then_some(tab.slug);
                                view! {
                                    <li>
                                        <a href=BoardQuery { bucket: slug, sort, page: 1, ..Default::default() }.href(&org_name)
                                            aria-current=current.then_some("page")>{tab.name}</a>
                                    </li>
                                }
                            }).collect_view()}
                        </ul>
                    </nav>
                }
            })}
            <div class="toolbar">
                <form class="search-form" role="search" method="get" action=format!("/{}", org.name)>
                    <label for="board-search" class="visually-hidden">{t!("board-search-label")}</label>
                    <input id="board-search" type="search" name="q" placeholder=t!("board-search-placeholder") value=query.clone().unwrap_or_default()/>
                    {search_bucket.clone().map(|b| view! { <input type="hidden" name="bucket" value=b/> })}
                    <button type="submit" class="button small">{t!("board-search")}</button>
                </form>
                <form class="status-filter" method="get" action=format!("/{}", org.name)>
                    <label for="board-status">{t!("board-status")}</label>
                    <select id="board-status" name="status">
                        <option value="" selected=status.is_none()>{t!("board-status-all")}</option>
                        {statuses.into_iter().map(|s| {
                            let selected = status.as_deref() == Some(s.slug.as_str());
                            view! { <option value=s.slug selected=selected>{s.label}</option> }
                        }).collect_view()}
                    </select>
                    {search_bucket.clone().map(|b| view! { <input type="hidden" name="bucket" value=b/> })}
                    {(sort != BoardSort::default()).then(|| view! { <input type="hidden" name="sort" value=sort.as_str()/> })}
                    {tag.clone().map(|t| view! { <input type="hidden" name="tag" value=t/> })}
                    <button type="submit" class="button small">{t!("board-filter")}</button>
                </form>
                <nav class="sort-switch" aria-label=t!("board-sort-posts")>
                    <span class="sort-label" aria-hidden="true">{t!("board-sort")}</span>
                    <ul>
                        {BoardSort::ALL.into_iter().map(|option| view! {
                            <li>
                                <a href=href(option, 1)
                                    data-sort=option.as_str()
                                    aria-current=(option == sort).then_some("true")>{crate::i18n::text(crate::i18n::locale(), option.message_id(), &[])}</a>
                            </li>
                        }).collect_view()}
                    </ul>
                </nav>
            </div>
            {results_note}
            {tag_note}
            <PostList org=org.name.clone() posts searching=query.is_some()/>
            {(page > 1 || has_more).then(|| view! {
                <nav class="pager" aria-label=t!("pager-pages")>
                    {(page > 1).then(|| view! { <a rel="prev" href=href(sort, page - 1)>{t!("pager-previous")}</a> })}
                    <span class="pager-page">{t!("pager-page", page = page)}</span>
                    {has_more.then(|| view! { <a rel="next" href=href(sort, page + 1)>{t!("pager-next")}</a> })}
                </nav>
            })}
        </main>
    }
}
