//! `/{org}/changelog.atom`: the changelog's latest published entries as an Atom feed (RFC
//! 4287, written by `atom_syndication`), each with its text and the posts it shipped that a
//! reader who is not signed in may see.

use app::domain::access::Asker;
use app::domain::{Error, changelog, text};
use app::entities::organization;
use app::i18n::Locale;
use app::state::AppState;
use app::store::cache::Of;
use app::tl;
use atom_syndication::{Content, Feed, Link, Person, Text};
use axum::extract::{Extension, Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use chrono::{DateTime, FixedOffset, Utc};

/// The feed's fixed words (its title, "Shipped") are in the request's language (`web::locale`:
/// `?lang=`, the language cookie, `Accept-Language`, the organization's default). It is the
/// same for every reader of a language: built once until the organization's next write (votes
/// aside) or for at most 5 seconds, by one request at a time, and served from memory
/// (`Caches::documents`), compressed once.
pub async fn changelog(State(state): State<AppState>, Path(org): Path<String>, locale: Option<Extension<Locale>>, headers: HeaderMap) -> Response {
    let locale = locale.map(|Extension(l)| l).unwrap_or_default();
    let built = match app::domain::organizations::named_in_address(&state.db, &org).await {
        Ok(Some(org)) => {
            let key = (org.id, format!("changelog.atom|{}", locale.code()));
            state
                .db
                .caches()
                .documents
                .get_or_load(Of::Posts(org.id), key, async {
                    Ok::<_, Error>(crate::compress::document(render(&state, &org, locale).await?.into_bytes().into()))
                })
                .await
                .map(Some)
        }
        Ok(None) => Ok(None),
        Err(error) => Err(error),
    };
    match built {
        Ok(Some(xml)) => crate::compress::document_response(
            &headers,
            xml,
            [
                (header::CONTENT_TYPE, "application/atom+xml; charset=utf-8"),
                (header::CACHE_CONTROL, "public, max-age=300"),
                (header::VARY, "Accept-Language, Cookie"),
            ],
        ),
        Ok(None) => (StatusCode::NOT_FOUND, "Not found").into_response(),
        Err(error) => {
            tracing::error!(%error, "the changelog feed failed");
            (StatusCode::INTERNAL_SERVER_ERROR, "Internal error").into_response()
        }
    }
}

fn fixed(at: DateTime<Utc>) -> DateTime<FixedOffset> {
    at.fixed_offset()
}

async fn render(state: &AppState, org: &organization::Model, locale: Locale) -> Result<String, Error> {
    let conn = state.db.conn();
    let (entries, _) = changelog::published(conn, org.id, 1).await?;
    let views = changelog::views(&state.db, org, &Asker::web(None), entries).await?;
    let base = format!("{}/{}", state.settings.public_url.trim_end_matches('/'), org.name);
    let updated = views
        .iter()
        .filter_map(|e| DateTime::parse_from_rfc3339(&e.published_at).ok())
        .max()
        .unwrap_or_else(|| fixed(org.updated_at));
    let link = |href: String, rel: &str, kind: Option<&str>| Link { href, rel: rel.to_owned(), mime_type: kind.map(str::to_owned), ..Default::default() };
    let items = views
        .into_iter()
        .map(|entry| {
            let url = format!("{base}/changelog/{}", entry.id);
            let at = DateTime::parse_from_rfc3339(&entry.published_at).unwrap_or(updated);
            let shipped: String = entry
                .posts
                .iter()
                .map(|p| format!("<li><a href=\"{base}/p/{}\">{}</a> ({})</li>", text::escape(&p.slug), text::escape(&p.title), text::escape(&p.status.label)))
                .collect();
            let html = if shipped.is_empty() {
                entry.body_html.clone()
            } else {
                format!("{}<h3>{}</h3><ul>{shipped}</ul>", entry.body_html, text::escape(&tl!(locale, "feed-shipped")))
            };
            atom_syndication::Entry {
                title: Text::plain(entry.title),
                id: url.clone(),
                updated: at,
                published: Some(at),
                links: vec![link(url, "alternate", Some("text/html"))],
                content: Some(Content { value: Some(html), content_type: Some("html".to_owned()), ..Default::default() }),
                ..Default::default()
            }
        })
        .collect();
    let feed = Feed {
        title: Text::plain(tl!(locale, "feed-title", org = &org.display_name)),
        lang: Some(locale.code().to_owned()),
        subtitle: (!org.description.is_empty()).then(|| Text::plain(org.description.clone())),
        id: format!("{base}/changelog"),
        updated,
        authors: vec![Person { name: org.display_name.clone(), ..Default::default() }],
        links: vec![
            link(format!("{base}/changelog.atom"), "self", Some("application/atom+xml")),
            link(format!("{base}/changelog"), "alternate", Some("text/html")),
        ],
        entries: items,
        ..Default::default()
    };
    Ok(xml_chars(feed.to_string()))
}

/// `xml` without the characters XML 1.0 forbids (C0 controls but tab, line feed and carriage
/// return; U+FFFE, U+FFFF), which a title or a description may hold and `atom_syndication`
/// writes as they are: one of them makes the whole feed ill-formed for every reader.
fn xml_chars(xml: String) -> String {
    let allowed = |c: &char| matches!(c, '\t' | '\n' | '\r') || (*c >= ' ' && !matches!(c, '\u{FFFE}' | '\u{FFFF}'));
    if xml.chars().all(|c| allowed(&c)) { xml } else { xml.chars().filter(allowed).collect() }
}

#[cfg(test)]
mod tests {
    #[test]
    fn characters_xml_forbids_are_left_out() {
        assert_eq!(super::xml_chars("<title>a\u{1}b\u{b}c\u{8}\td\u{FFFF}</title>\n".to_owned()), "<title>abc\td</title>\n");
        assert_eq!(super::xml_chars("é ✓ 𝄞".to_owned()), "é ✓ 𝄞");
    }
}
