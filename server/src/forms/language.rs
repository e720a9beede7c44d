//! `POST /language`: the footer's language switch and the language setting of the reader's
//! own page (plain forms: they work before, and without, JavaScript). It remembers the
//! language in the language cookie (`web::locale`) and, for a person signed in to the
//! organization of the page they came from, as their own setting (their e-mails follow it);
//! then it goes back to that page. `auto` forgets the choice.

use crate::web::locale;
use app::api::session::token_from_headers;
use app::domain::{caller, users};
use app::model::Locale;
use app::said;
use app::state::AppState;
use axum::extract::{Request, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

/// The most the form sends.
const LIMIT: usize = 4 * 1024;

pub async fn switch(State(state): State<AppState>, request: Request) -> Response {
    let headers = request.headers().clone();
    let Ok(body) = axum::body::to_bytes(request.into_body(), LIMIT).await else {
        return (StatusCode::PAYLOAD_TOO_LARGE, crate::forms::said_plain(said!("said-the-form-is-too-large"))).into_response();
    };
    let mut lang = None;
    let mut back = None;
    for (name, value) in form_urlencoded::parse(&body) {
        match name.as_ref() {
            "lang" => lang = Some(value.into_owned()),
            "back" => back = Some(value.into_owned()),
            _ => {}
        }
    }
    // `auto`: no choice of one's own any more (the browser's language, else the board's).
    let chosen = match lang.as_deref().map(str::trim) {
        Some("auto") => None,
        other => match other.and_then(Locale::parse) {
            Some(locale) => Some(locale),
            None => {
                let known: Vec<&str> = Locale::ALL.iter().map(|l| l.code()).collect();
                return (StatusCode::UNPROCESSABLE_ENTITY, crate::forms::said_plain(said!("said-choose-one-of-the-languages-x", a = known.join(", "))))
                    .into_response();
            }
        },
    };
    let back = local_address(&state.settings.public_url, back.as_deref().unwrap_or("/"));
    // A person signed in to the organization of that page keeps the language as theirs.
    if let Some(org) = back.trim_start_matches('/').split(['/', '?', '#']).next().filter(|s| !s.is_empty())
        && let Some(token) = token_from_headers(&headers, org)
        && let Ok(found) = caller::on_the_web(&state.db, org, Some(&token)).await
        && let Some(actor) = found.actor
        // Written only when it changes: a switch sent again and again writes nothing.
        && actor.user.locale.as_deref() != chosen.map(Locale::code)
        && let Err(error) = users::set_locale(&state.db, actor.user.id, chosen).await
    {
        tracing::error!(%error, "a person's language could not be saved");
    }
    let cookie = locale::cookie_header(chosen, &state.settings.public_url);
    (StatusCode::SEE_OTHER, [(header::LOCATION, back), (header::SET_COOKIE, cookie), (header::CACHE_CONTROL, "no-store".to_owned())]).into_response()
}

/// `back` when it is an address on this site (the sign-in redirect's own rule,
/// `access::local_path`), without its `lang` parameter (which would override the choice); else
/// the home page.
fn local_address(public_url: &str, back: &str) -> String {
    let Some(back) = app::domain::access::local_path(public_url, back) else {
        return "/".to_owned();
    };
    let back = back.as_str();
    let (path, fragment) = back.split_once('#').map_or((back, None), |(p, f)| (p, Some(f)));
    let (path, query) = path.split_once('?').map_or((path, None), |(p, q)| (p, Some(q)));
    let kept: Vec<(String, String)> = query
        .map(|q| {
            form_urlencoded::parse(q.as_bytes())
                .filter(|(k, _)| k != "lang")
                .map(|(k, v)| (k.into_owned(), v.into_owned()))
                .collect()
        })
        .unwrap_or_default();
    let mut address = path.to_owned();
    if !kept.is_empty() {
        address.push('?');
        address.push_str(&form_urlencoded::Serializer::new(String::new()).extend_pairs(kept).finish());
    }
    if let Some(fragment) = fragment {
        address.push('#');
        address.push_str(fragment);
    }
    address
}

#[cfg(test)]
mod tests {
    use super::local_address;

    #[test]
    fn only_addresses_on_this_site_are_followed_and_lose_their_lang() {
        let site = "https://feedback.example.com";
        assert_eq!(local_address(site, "/acme?bucket=ideas&lang=fr&sort=top"), "/acme?bucket=ideas&sort=top");
        assert_eq!(local_address(site, "/acme/p/dark-mode?lang=de#comments"), "/acme/p/dark-mode#comments");
        assert_eq!(local_address(site, "/acme"), "/acme");
        for outside in ["//evil.test/x", "/\\evil.test", "https://evil.test/", "javascript:alert(1)", ""] {
            assert_eq!(local_address(site, outside), "/", "{outside:?}");
        }
        // What a header cannot hold never reaches the `Location`.
        let split = local_address(site, "/a\r\nSet-Cookie: x=1");
        assert!(split.starts_with("/a") && axum::http::HeaderValue::from_str(&split).is_ok() && !split.contains(['\r', '\n', ' ']), "{split:?}");
    }
}
