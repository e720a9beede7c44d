use crate::api::get_board;
use crate::components::{BoardNav, PostList, SiteHeader};
use crate::model::{AppError, Board, BoardSort};
use crate::pages::{ErrorPage, NotFound};
use leptos::prelude::*;
use leptos_meta::{Meta, Title};
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
            (org, query.get("bucket"), sort, page, query.get("q").filter(|q| !q.trim().is_empty()))
        },
        |(org, bucket, sort, page, q)| get_board(org, bucket, sort, page, q),
    );

    view! {
        <Transition fallback=|| view! { <p class="loading" role="status">"Loading the board…"</p> }>
            {move || Suspend::new(async move {
                match board.await {
                    Ok(board) => view! { <BoardView board/> }.into_any(),
                    Err(AppError::NotFound(message)) => view! { <NotFound message/> }.into_any(),
                    Err(error) => view! { <ErrorPage title="The board could not be loaded" message=error.to_string()/> }.into_any(),
                }
            })}
        </Transition>
    }
}

/// The address of a view of the board, leaving defaults out of the query string.
pub fn board_href(org: &str, bucket: Option<&str>, sort: BoardSort, page: u64) -> String {
    search_href(org, bucket, sort, page, None)
}

/// [`board_href`] for a page of search results.
pub fn search_href(org: &str, bucket: Option<&str>, sort: BoardSort, page: u64, q: Option<&str>) -> String {
    let mut query = Vec::new();
    if let Some(q) = q {
        query.push(format!("q={}", encode(q)));
    }
    if let Some(bucket) = bucket {
        query.push(format!("bucket={bucket}"));
    }
    if sort != BoardSort::default() {
        query.push(format!("sort={}", sort.as_str()));
    }
    if page > 1 {
        query.push(format!("page={page}"));
    }
    if query.is_empty() { format!("/{org}") } else { format!("/{org}?{}", query.join("&")) }
}

#[component]
fn BoardView(board: Board) -> impl IntoView {
    let Board { org, buckets, bucket, sort, posts, page, has_more, viewer, query } = board;
    let bucket_param = (!bucket.is_default).then(|| bucket.slug.clone());
    let search_bucket = bucket_param.clone();
    let href = {
        let org = org.name.clone();
        let query = query.clone();
        move |sort: BoardSort, page: u64| search_href(&org, bucket_param.as_deref(), sort, page, query.as_deref())
    };
    let results_note = query.as_ref().map(|q| {
        let clear = board_href(&org.name, search_bucket.as_deref(), sort, 1);
        let count = if has_more { format!("{}+", posts.len()) } else { posts.len().to_string() };
        view! {
            <p class="search-note" role="status">
                {format!("{count} result{} for “{q}”. ", if count == "1" { "" } else { "s" })}
                <a href=clear>"Clear search"</a>
            </p>
        }
    });
    let title = format!("{} · {}", bucket.name, org.display_name);
    let description = if org.description.is_empty() {
        format!("Share ideas and vote on what {} builds next.", org.display_name)
    } else {
        org.description.clone()
    };

    view! {
        <Title text=title/>
        <Meta name="description" content=description.clone()/>
        <SiteHeader org_name=org.name.clone() display_name=org.display_name.clone() viewer/>
        <main id="main" class="page">
            <BoardNav org=org.name.clone() current="board"/>
            <div class="board-heading">
                <h1>{bucket.name.clone()}</h1>
                <p class="lede">{description}</p>
            </div>
            {(buckets.len() > 1).then(|| {
                let org_name = org.name.clone();
                view! {
                    <nav class="tabs" aria-label="Boards">
                        <ul>
                            {buckets.into_iter().map(|tab| {
                                let current = tab.id == bucket.id;
                                let slug = (!tab.is_default).then_some(tab.slug);
                                view! {
                                    <li>
                                        <a href=board_href(&org_name, slug.as_deref(), sort, 1)
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
                    <label for="board-search" class="visually-hidden">"Search posts"</label>
                    <input id="board-search" type="search" name="q" placeholder="Search posts…" value=query.clone().unwrap_or_default()/>
                    {search_bucket.clone().map(|b| view! { <input type="hidden" name="bucket" value=b/> })}
                    <button type="submit" class="button small">"Search"</button>
                </form>
                <nav class="sort-switch" aria-label="Sort posts">
                    <span class="sort-label" aria-hidden="true">"Sort"</span>
                    <ul>
                        {BoardSort::ALL.into_iter().map(|option| view! {
                            <li>
                                <a href=href(option, 1)
                                    data-sort=option.as_str()
                                    aria-current=(option == sort).then_some("true")>{option.label()}</a>
                            </li>
                        }).collect_view()}
                    </ul>
                </nav>
            </div>
            {results_note}
            <PostList org=org.name.clone() posts searching=query.is_some()/>
            {(page > 1 || has_more).then(|| view! {
                <nav class="pager" aria-label="Pages">
                    {(page > 1).then(|| view! { <a rel="prev" href=href(sort, page - 1)>"← Previous"</a> })}
                    <span class="pager-page">{format!("Page {page}")}</span>
                    {has_more.then(|| view! { <a rel="next" href=href(sort, page + 1)>"Next →"</a> })}
                </nav>
            })}
        </main>
    }
}

/// Percent-encodes a query value.
fn encode(value: &str) -> String {
    let mut out = String::new();
    for byte in value.bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => out.push(byte as char),
            b' ' => out.push('+'),
            _ => out.push_str(&format!("%{byte:02X}")),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_links_leave_defaults_out() {
        assert_eq!(board_href("acme", None, BoardSort::Trending, 1), "/acme");
        assert_eq!(board_href("acme", None, BoardSort::Top, 1), "/acme?sort=top");
        assert_eq!(board_href("acme", Some("bugs"), BoardSort::New, 3), "/acme?bucket=bugs&sort=new&page=3");
        assert_eq!(search_href("acme", None, BoardSort::Trending, 2, Some("dark & mode")), "/acme?q=dark+%26+mode&page=2");
    }
}
