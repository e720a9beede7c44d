//! What search engines read: `/robots.txt` (the public board, roadmap, posts and the forms
//! that lead to them; not a reader's own page, the admin area, sign-in links, the live
//! stream, the API or server functions) and each
//! organization's sitemap of its public posts (`/{org}/sitemap.xml`; past 50,000 posts a
//! sitemap index of `/{org}/sitemaps/{n}.xml`).
//!
//! A sitemap is the same for everyone and large (1.2 MB at 10,000 posts): it is built once
//! until the organization's next write (votes aside) or for at most the caches' 5 seconds, by
//! one request at a time however many ask at once, and then served from memory
//! (`Caches::documents`, within its byte budget). Built into one buffer of about its size,
//! never copied, and compressed once (`compress::document`): readers that accept zstd get
//! the kept compressed bytes.

use app::domain::views::board;
use app::domain::{Error, organizations, text, time};
use app::entities::organization;
use app::state::AppState;
use app::store::cache::{Document, Of};
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use std::fmt::Write;

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
pub async fn sitemap(State(state): State<AppState>, Path(org): Path<String>, headers: HeaderMap) -> Response {
    served(&state, &org, None, &headers).await
}

/// `/{org}/sitemaps/{n}.xml`: page `n` of the public posts.
pub async fn sitemap_page(State(state): State<AppState>, Path((org, file)): Path<(String, String)>, headers: HeaderMap) -> Response {
    let Some(page) = file.strip_suffix(".xml").and_then(|n| n.parse::<u64>().ok()).filter(|n| *n >= 1) else {
        return not_found();
    };
    served(&state, &org, Some(page), &headers).await
}

/// The sitemap file `page` of `org` (`None`: `sitemap.xml`), from the documents cache.
async fn served(state: &AppState, org: &str, page: Option<u64>, headers: &HeaderMap) -> Response {
    let org = match organizations::named_in_address(&state.db, org).await {
        Ok(Some(org)) => org,
        Ok(None) => return not_found(),
        Err(error) => return failed(error),
    };
    let name = page.map_or_else(|| "sitemap.xml".to_owned(), |n| format!("sitemaps/{n}.xml"));
    let built = state.db.caches().documents.get_or_load(Of::Posts(org.id), (org.id, name), build(state, &org, page)).await;
    match built {
        Ok(xml) => crate::compress::document_response(
            headers,
            xml,
            [(header::CONTENT_TYPE, "application/xml; charset=utf-8"), (header::CACHE_CONTROL, "public, max-age=3600")],
        ),
        Err(Error::NotFound(_)) => not_found(),
        Err(error) => failed(error),
    }
}

/// Builds the sitemap file `page` (`None`: the first, or the index when there are several).
async fn build(state: &AppState, org: &organization::Model, page: Option<u64>) -> Result<Document, Error> {
    let (posts, pages) = board::sitemap(state.db.conn(), org.id, page.unwrap_or(1)).await?;
    let base = format!("{}/{}", state.settings.public_url.trim_end_matches('/'), text::escape(&org.name));
    let mut xml = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    match page {
        None if pages > 1 => {
            xml.push_str("<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">");
            for n in 1..=pages {
                let _ = write!(xml, "<sitemap><loc>{base}/sitemaps/{n}.xml</loc></sitemap>");
            }
            xml.push_str("</sitemapindex>");
            return Ok(crate::compress::document(xml.into_bytes().into()));
        }
        Some(n) if n > pages => return Err(Error::NotFound(app::said!("said-this-page-was-not-found"))),
        _ => {}
    }
    // About each address's size, so that the buffer grows once at most.
    xml.reserve(posts.len() * (base.len() + 90) + 256);
    xml.push_str("<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">");
    if page.unwrap_or(1) == 1 {
        // The board, its public roadmaps and the changelog come first.
        let _ = write!(xml, "<url><loc>{base}</loc></url>");
        for roadmap in app::domain::roadmaps::links(&state.db, org).await? {
            let path = roadmap.path("");
            let _ = write!(xml, "<url><loc>{base}/{}</loc></url>", text::escape(path.trim_start_matches('/')));
        }
        let _ = write!(xml, "<url><loc>{base}/changelog</loc></url>");
    }
    for (slug, updated_at) in posts {
        let _ = write!(xml, "<url><loc>{base}/p/{}</loc><lastmod>{}</lastmod></url>", text::escape(&slug), time::iso_utc(updated_at));
    }
    xml.push_str("</urlset>");
    Ok(crate::compress::document(xml.into_bytes().into()))
}

fn not_found() -> Response {
    (StatusCode::NOT_FOUND, "Not found").into_response()
}

fn failed(error: Error) -> Response {
    tracing::error!(%error, "a sitemap failed");
    (StatusCode::INTERNAL_SERVER_ERROR, "Internal error").into_response()
}
