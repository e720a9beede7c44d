//! What a page tells search engines and link previews: its title and description, its
//! canonical address, and (on the board and posts) Open Graph and Twitter card tags.

use leptos::prelude::*;
use leptos_meta::{Link, Meta, Title};

/// The site's public address (the configured `--public-url`), for absolute links.
fn public_url() -> String {
    #[cfg(feature = "ssr")]
    if let Some(state) = use_context::<crate::state::AppState>() {
        return state.settings.public_url.trim_end_matches('/').to_owned();
    }
    String::new()
}

/// Counts a page's head as built, against the pages rendered (`upboard_pages_rendered_total`):
/// every page builds one head ([`PageMeta`], or a refusal page's own) with its view, so the two
/// are equal unless a view is built more than once a request.
pub fn head_built() {
    #[cfg(feature = "ssr")]
    metrics::counter!("upboard_page_views_built_total").increment(1);
}

/// `path` is the page's canonical path (`/acme/p/dark-mode`); `card` adds the link-preview
/// tags, with `image` (an address on this site or elsewhere) when the page has one;
/// `private` pages (a reader's own) ask not to be indexed.
#[component]
pub fn PageMeta(
    #[prop(into)] title: String,
    #[prop(into)] description: String,
    #[prop(into)] path: String,
    #[prop(optional)] card: bool,
    #[prop(default = None)] image: Option<String>,
    #[prop(optional)] private: bool,
) -> impl IntoView {
    head_built();
    let base = public_url();
    let url = format!("{base}{path}");
    let image = image.map(|src| if src.starts_with('/') { format!("{base}{src}") } else { src });
    let preview = card.then(|| {
        let kind = if image.is_some() { "summary_large_image" } else { "summary" };
        view! {
            <Meta property="og:type" content="website"/>
            <Meta property="og:title" content=title.clone()/>
            <Meta property="og:description" content=description.clone()/>
            <Meta property="og:url" content=url.clone()/>
            {image.clone().map(|src| view! { <Meta property="og:image" content=src/> })}
            <Meta name="twitter:card" content=kind/>
            <Meta name="twitter:title" content=title.clone()/>
            <Meta name="twitter:description" content=description.clone()/>
            {image.clone().map(|src| view! { <Meta name="twitter:image" content=src/> })}
        }
    });
    // A page at an address that names its language is that language's page.
    let named = leptos_router::hooks::use_query_map().get_untracked().get("lang").and_then(|l| crate::i18n::Locale::parse(&l));
    let canonical = match named {
        Some(l) => format!("{url}{}lang={}", if url.contains('?') { '&' } else { '?' }, l.code()),
        None => url.clone(),
    };
    // The page in each language, at an address that names it (`?lang=`); `x-default`: the
    // address without, which follows the reader's browser.
    let alternates = crate::i18n::Locale::ALL
        .into_iter()
        .map(|l| {
            let joiner = if url.contains('?') { '&' } else { '?' };
            view! { <Link rel="alternate" hreflang=l.code() href=format!("{url}{joiner}lang={}", l.code())/> }
        })
        .collect_view();
    view! {
        <Title text=title/>
        <Meta name="description" content=description/>
        <Link rel="canonical" href=canonical/>
        <Link rel="alternate" hreflang="x-default" href=url/>
        {alternates}
        {private.then(|| view! { <Meta name="robots" content="noindex"/> })}
        {preview}
    }
}
