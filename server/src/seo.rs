//! What search engines read: `/robots.txt` (the public board, roadmap, posts and the forms
//! that lead to them; not a reader's own page, the admin area, sign-in links, the live
//! stream, the API or server functions) and each
//! organization's sitemap of its public posts (`/{org}/sitemap.xml`; past 50,000 posts a
//! sitemap index of `/{org}/sitemaps/{n}.xml`).

use app::domain::views::board;
use app::domain::{Error, organizations, text, time};
use app::state::AppState;
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

pub async fn robots(State(state): State<AppState>) -> Response {
    let base = state.settings.public_url.trim_end_matches('/').to_owned();
    let mut body = String::from("User-agent: *\nDisallow: /api/\nDisallow: /fn/\nDisallow: /*/admin\nDisallow: /*/me\nDisallow: /*/sso\nDisallow: /*/live\n");
    match organizations::list(state.db.conn()).await {
        Ok(orgs) => {
            for org in orgs {
                body.push_str(&format!("Sitemap: {base}/{}/sitemap.xml\n", org.name));
            }
        }
        Err(error) => tracing::error!(%error, "robots.txt: listing organizations failed"),
    }
    ([(header::CONTENT_TYPE, "text/plain; charset=utf-8"), (header::CACHE_CONTROL, "public, max-age=3600")], body).into_response()
}

/// `/{org}/sitemap.xml`: the public posts, or an index of pages when there are more than a
/// sitemap may list.
pub async fn sitemap(State(state): State<AppState>, Path(org): Path<String>) -> Response {
    match board::sitemap(state.db.conn(), &org, 1).await {
        Ok((_, pages)) if pages > 1 => {
            let base = base_url(&state, &org);
            let entries: String = (1..=pages).map(|n| format!("<sitemap><loc>{base}/sitemaps/{n}.xml</loc></sitemap>")).collect();
            xml(format!("<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">{entries}</sitemapindex>"))
        }
        Ok((posts, _)) => urlset(&state, &org, posts, true).await,
        Err(error) => failed(error),
    }
}

/// `/{org}/sitemaps/{n}.xml`: page `n` of the public posts.
pub async fn sitemap_page(State(state): State<AppState>, Path((org, file)): Path<(String, String)>) -> Response {
    let Some(page) = file.strip_suffix(".xml").and_then(|n| n.parse::<u64>().ok()).filter(|n| *n >= 1) else {
        return (StatusCode::NOT_FOUND, "Not found").into_response();
    };
    match board::sitemap(state.db.conn(), &org, page).await {
        Ok((_, pages)) if page > pages => (StatusCode::NOT_FOUND, "Not found").into_response(),
        Ok((posts, _)) => urlset(&state, &org, posts, page == 1).await,
        Err(error) => failed(error),
    }
}

fn base_url(state: &AppState, org: &str) -> String {
    format!("{}/{}", state.settings.public_url.trim_end_matches('/'), text::escape(org))
}

/// The sitemap of `posts`; `with_board`: the board, its public roadmaps and the changelog too.
async fn urlset(state: &AppState, org: &str, posts: Vec<(String, chrono::DateTime<chrono::Utc>)>, with_board: bool) -> Response {
    let base = base_url(state, org);
    let mut entries = String::new();
    if with_board {
        entries.push_str(&format!("<url><loc>{base}</loc></url>"));
        let roadmaps = match organizations::find_by_name_cached(&state.db, org).await {
            Ok(Some(found)) => app::domain::roadmaps::links(&state.db, &found).await.unwrap_or_default(),
            _ => Vec::new(),
        };
        for roadmap in roadmaps {
            let path = roadmap.path("");
            entries.push_str(&format!("<url><loc>{base}/{}</loc></url>", text::escape(path.trim_start_matches('/'))));
        }
        entries.push_str(&format!("<url><loc>{base}/changelog</loc></url>"));
    }
    for (slug, updated_at) in posts {
        entries.push_str(&format!("<url><loc>{base}/p/{}</loc><lastmod>{}</lastmod></url>", text::escape(&slug), time::iso_utc(updated_at)));
    }
    xml(format!("<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">{entries}</urlset>"))
}

fn xml(body: String) -> Response {
    (
        [(header::CONTENT_TYPE, "application/xml; charset=utf-8"), (header::CACHE_CONTROL, "public, max-age=3600")],
        format!("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n{body}"),
    )
        .into_response()
}

fn failed(error: Error) -> Response {
    match error {
        Error::NotFound(_) => (StatusCode::NOT_FOUND, "Not found").into_response(),
        error => {
            tracing::error!(%error, "a sitemap failed");
            (StatusCode::INTERNAL_SERVER_ERROR, "Internal error").into_response()
        }
    }
}
