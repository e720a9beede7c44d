//! The board's list of post cards, rendered as one escaped string (thirty Leptos views cost
//! as much as the page's database work: docs/performance.md), and the island that keeps their
//! counts live.

#[cfg(feature = "hydrate")]
use crate::components::use_live_counts;
use crate::model::{Plural, PostCard, WhyHere};
use crate::t;
use leptos::either::Either;
use leptos::prelude::*;

/// The posts of a board, each with its votes, status and comment count.
#[component]
pub fn PostList(org: String, posts: Vec<PostCard>, #[prop(optional)] searching: bool) -> impl IntoView {
    if posts.is_empty() {
        let (heading, text) = if searching { (t!("board-no-match"), t!("board-no-match-hint")) } else { (t!("board-empty"), t!("board-empty-hint")) };
        return Either::Left(view! {
            <div class="empty-state">
                <h2>{heading}</h2>
                <p>{text}</p>
                <p><a class="button" href=format!("/{org}/new")>{t!("nav-new-post")}</a></p>
            </div>
        });
    }
    let colors = posts.iter().map(|p| p.status.color.clone()).collect();
    let words = CardWords::of(crate::i18n::locale());
    let cards = cards_html(&org, &posts, &words);
    // The formula of Trending, said once above the cards that each show their own numbers.
    let formula = posts.iter().any(|p| p.why.is_some()).then(|| {
        view! {
            <details class="why-here why-here-board">
                <summary>{t!("why-here-board")}</summary>
                <p>{t!("why-here-formula")}</p>
            </details>
        }
    });
    // Not `into_any`: that would copy the cards' HTML into a string of its own.
    Either::Right(view! {
        <crate::components::status_badge::StatusColors colors/>
        {formula}
        <ol class="post-list" aria-label=t!("board-posts") inner_html=cards></ol>
        <LiveCards org votes=words.votes comments=words.comments/>
    })
}

/// The cards, written as one piece of HTML: plain HTML (their counts follow the live stream
/// through [`LiveCards`], one island for the whole list, not two per card), the same a view
/// of each card would render, at a fraction of its cost (thirty cards through the view macro
/// took a tenth of the board page's time: docs/performance.md, session 17). Every text and
/// attribute is escaped.
fn cards_html(org: &str, posts: &[PostCard], words: &CardWords) -> String {
    use html_escape::{encode_double_quoted_attribute_to_string as attribute, encode_text_to_string as text};
    use std::fmt::Write;
    // About what a card takes, so that the string grows once or not at all.
    let per_card = if posts.iter().any(|p| p.why.is_some()) { 1_200 } else { 640 };
    let mut html = String::with_capacity(posts.len() * per_card);
    // A board has a handful of statuses: each badge's class is written once a page.
    let mut classes: Vec<(&crate::model::StatusBadge, String)> = Vec::new();
    for post in posts {
        let _ = write!(html, "<li data-post-id=\"{}\" class=\"post-card\"><div class=\"vote-tally\"><span class=\"vote-count\">", post.id);
        crate::i18n::number_into(words.locale, f64::from(post.votes_count), &mut html);
        html.push_str("</span><span class=\"vote-unit\">");
        words.votes_html.write(words.locale, post.votes_count, &mut html);
        html.push_str("</span></div><div class=\"post-body\"><h2 class=\"post-title\"><a href=\"/");
        attribute(org, &mut html);
        html.push_str("/p/");
        attribute(&post.slug, &mut html);
        html.push_str("\" dir=\"auto\">");
        text(&post.title, &mut html);
        html.push_str("</a></h2>");
        if !post.preview.is_empty() {
            html.push_str("<p class=\"post-preview\" dir=\"auto\">");
            text(&post.preview, &mut html);
            html.push_str("</p>");
        }
        html.push_str("<div class=\"post-meta\">");
        let class = match classes.iter().position(|(status, _)| *status == &post.status) {
            Some(known) => known,
            None => {
                classes.push((&post.status, crate::components::status_badge::badge_class(&post.status)));
                classes.len() - 1
            }
        };
        status_badge_with_class(&post.status, &classes[class].1, &mut html);
        html.push_str("<span class=\"comment-count\">");
        words.comments_html.write(words.locale, post.comments_count, &mut html);
        html.push_str("</span></div>");
        if let Some(why) = &post.why {
            why_here_html(&post.title, why, words, &mut html);
        }
        html.push_str("</div></li>");
    }
    html
}

/// The "Why here?" disclosure of a Trending card (docs/web.md, "Why here?"): a `<details>`,
/// so it opens without JavaScript. Its numbers: the formula, said once above the list
/// ([`PostList`]), with this card's. Each message is written into the HTML as it is filled
/// in (`i18n::html`), with no string of its own.
fn why_here_html(title: &str, why: &WhyHere, words: &CardWords, html: &mut String) {
    use crate::i18n::Arg;
    let locale = words.locale;
    let fixed = words.why.get_or_init(|| WhyWords::of(locale));
    html.push_str("<details class=\"why-here\"><summary>");
    html.push_str(&fixed.summary);
    // Thirty summaries read alike: a screen reader hears which post each one is about.
    html.push_str("<span class=\"visually-hidden\" dir=\"auto\"> ");
    html_escape::encode_text_to_string(title, html);
    html.push_str("</span></summary><dl><dt>");
    html.push_str(&fixed.votes);
    html.push_str("</dt><dd>");
    let votes = [("up", Arg::from(why.upvotes)), ("down", Arg::from(why.downvotes)), ("points", Arg::from(why.votes_part))];
    crate::i18n::html(locale, "why-here-votes", &votes, html);
    html.push_str("</dd><dt>");
    html.push_str(&fixed.age);
    html.push_str("</dt><dd>");
    {
        let mut ages = words.ages.borrow_mut();
        let age = [("ago", Arg::from(ages.of(why.age_seconds))), ("points", Arg::from(-why.age_part))];
        crate::i18n::html(locale, "why-here-age", &age, html);
    }
    html.push_str("</dd><dt>");
    html.push_str(&fixed.score);
    html.push_str("</dt><dd>");
    let score = [("votes", Arg::from(why.votes_part)), ("age", Arg::from(-why.age_part)), ("score", Arg::from(why.score))];
    crate::i18n::html(locale, "why-here-score", &score, html);
    for (term, neighbour, none) in [(&fixed.above, why.above, &fixed.top), (&fixed.below, why.below, &fixed.bottom)] {
        html.push_str("</dd><dt>");
        html.push_str(term);
        html.push_str("</dt><dd>");
        match neighbour {
            Some(score) => crate::i18n::html(locale, "why-here-neighbour-score", &[("score", Arg::from(score))], html),
            None => html.push_str(none),
        }
    }
    html.push_str("</dd></dl></details>");
}

/// A [`StatusBadge`] as HTML, appended to `html`.
#[cfg(test)]
fn status_badge_html(status: &crate::model::StatusBadge, html: &mut String) {
    status_badge_with_class(status, &crate::components::status_badge::badge_class(status), html);
}

/// A [`StatusBadge`] of class `class` (its [`badge_class`](crate::components::status_badge::badge_class)) as HTML.
fn status_badge_with_class(status: &crate::model::StatusBadge, class: &str, html: &mut String) {
    html.push_str("<span class=\"");
    html_escape::encode_double_quoted_attribute_to_string(class, html);
    html.push_str("\">");
    html_escape::encode_text_to_string(&status.label, html);
    html.push_str("</span>");
}

/// The words of the cards' counts in the page's language: the unit under the votes
/// (`card-votes-unit`) and the comment count (`card-comments`), as plural forms that the live
/// island fills in the browser as well.
struct CardWords {
    locale: crate::i18n::Locale,
    votes: Plural,
    comments: Plural,
    votes_html: CountHtml,
    comments_html: CountHtml,
    /// The fixed words of "Why here?", looked up with the first card that has one.
    why: std::cell::OnceCell<WhyWords>,
    /// How long ago the cards were posted, each distinct age written once a page.
    ages: std::cell::RefCell<crate::i18n::Ages>,
}

/// The words every "Why here?" of a page shares, escaped for HTML.
struct WhyWords {
    summary: String,
    votes: String,
    age: String,
    score: String,
    above: String,
    below: String,
    top: String,
    bottom: String,
}

impl WhyWords {
    fn of(locale: crate::i18n::Locale) -> Self {
        let html = |id: &str| html_escape::encode_text(&crate::i18n::text(locale, id, &[])).into_owned();
        Self {
            summary: html("why-here"),
            votes: html("why-here-votes-term"),
            age: html("why-here-age-term"),
            score: html("why-here-score-term"),
            above: html("why-here-above-term"),
            below: html("why-here-below-term"),
            top: html("why-here-top"),
            bottom: html("why-here-bottom"),
        }
    }
}

impl CardWords {
    fn of(locale: crate::i18n::Locale) -> Self {
        let votes = crate::i18n::plural(locale, "card-votes-unit");
        let comments = crate::i18n::plural(locale, "card-comments");
        Self {
            locale,
            votes_html: CountHtml::of(&votes),
            comments_html: CountHtml::of(&comments),
            votes,
            comments,
            why: std::cell::OnceCell::new(),
            ages: std::cell::RefCell::new(crate::i18n::Ages::new(locale)),
        }
    }
}

/// A count's plural forms as HTML: each form's text escaped and cut where the number goes, so
/// that a card's count is written straight into its markup. Reads as
/// [`count`](crate::i18n::count) escaped (a unit test holds the two together).
struct CountHtml {
    /// `(category, the form's parts between its numbers)`.
    forms: Vec<(String, Vec<String>)>,
}

impl CountHtml {
    fn of(plural: &Plural) -> Self {
        let parts = |text: &str| text.split("{n}").map(|part| html_escape::encode_text(part).into_owned()).collect();
        Self { forms: plural.forms.iter().map(|(category, text)| (category.clone(), parts(text))).collect() }
    }

    fn write(&self, locale: crate::i18n::Locale, n: i32, html: &mut String) {
        let category = crate::i18n::plural_category(locale, u64::from(n.unsigned_abs()));
        let Some(parts) = Plural::form(&self.forms, category) else {
            return crate::i18n::number_into(locale, f64::from(n), html);
        };
        for (i, part) in parts.iter().enumerate() {
            if i > 0 {
                crate::i18n::number_into(locale, f64::from(n), html);
            }
            html.push_str(part);
        }
    }
}

/// Writes the newest counts and statuses of the live stream into the list's cards (found by
/// their `data-post-id`). Renders nothing.
#[island]
fn LiveCards(org: String, votes: Plural, comments: Plural) -> impl IntoView {
    #[cfg(feature = "hydrate")]
    {
        let live = use_live_counts(org.clone());
        Effect::new(move |_| live.0.with(|all| all.values().for_each(|c| show_counts(c, &votes, &comments))));
        let statuses = crate::components::use_live_statuses(org);
        Effect::new(move |_| {
            statuses.0.with(|all| {
                let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
                for (post_id, status) in all {
                    if let Ok(Some(badge)) = document.query_selector(&format!(".post-card[data-post-id=\"{post_id}\"] .post-meta .status")) {
                        crate::components::show_status(&badge, status);
                    }
                }
            });
        });
    }
    #[cfg(not(feature = "hydrate"))]
    let _ = (org, votes, comments);
}

#[cfg(feature = "hydrate")]
fn show_counts(counts: &crate::model::PostCounts, votes: &Plural, comments: &Plural) {
    use crate::i18n::{shown_count, shown_number};
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    let set = |selector: &str, text: &str| {
        let selector = format!(".post-card[data-post-id=\"{}\"] {selector}", counts.post_id);
        if let Ok(Some(element)) = document.query_selector(&selector) {
            element.set_text_content(Some(text));
        }
    };
    set(".vote-count", &shown_number(&votes.lang, counts.votes_count.into()));
    set(".vote-unit", &shown_count(votes, counts.votes_count.into()));
    set(".comment-count", &shown_count(comments, counts.comments_count.into()));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::StatusBadge;

    fn card(title: &str, preview: &str) -> PostCard {
        PostCard {
            id: 7,
            slug: "dark-mode-7".into(),
            title: title.into(),
            preview: preview.into(),
            status: StatusBadge { label: "Under <Review>".into(), kind: "under_review".into(), color: "#D97706".into() },
            votes_count: 1,
            comments_count: 2,
            why: None,
        }
    }

    #[test]
    fn a_card_is_the_markup_of_the_board_with_every_text_escaped() {
        assert_eq!(
            cards_html("acme", &[card("Dark </a><script>x()</script> & \"more\"", "It's <b>bold</b>")], &CardWords::of(crate::i18n::Locale::En)),
            "<li data-post-id=\"7\" class=\"post-card\"><div class=\"vote-tally\"><span class=\"vote-count\">1</span><span class=\"vote-unit\">vote</span></div>\
             <div class=\"post-body\"><h2 class=\"post-title\"><a href=\"/acme/p/dark-mode-7\" dir=\"auto\">Dark &lt;/a&gt;&lt;script&gt;x()&lt;/script&gt; &amp; \"more\"</a></h2>\
             <p class=\"post-preview\" dir=\"auto\">It's &lt;b&gt;bold&lt;/b&gt;</p><div class=\"post-meta\"><span class=\"status status-under_review status-color-d97706\">Under &lt;Review&gt;</span>\
             <span class=\"comment-count\">2 comments</span></div></div></li>"
        );
    }

    /// A card's badge is the markup of the [`crate::components::StatusBadge`] view (two ways
    /// of writing one badge, held together here).
    #[test]
    fn a_cards_badge_is_the_status_badge_view() {
        let status = card("x", "").status;
        let mut html = String::new();
        status_badge_html(&status, &mut html);
        let view = leptos::prelude::view! { <crate::components::StatusBadge status/> };
        assert_eq!(html, leptos::tachys::view::RenderHtml::to_html(view));
    }

    /// A card's counts are the language's [`count`](crate::i18n::count), escaped, in every
    /// language and plural form.
    #[test]
    fn a_cards_counts_read_as_the_count_message() {
        for locale in crate::i18n::Locale::ALL {
            let words = CardWords::of(locale);
            for (plural, written) in [(&words.votes, &words.votes_html), (&words.comments, &words.comments_html)] {
                for n in (0..1_200).chain([12_345, 1_234_567, -3]) {
                    let mut html = String::from("<span>");
                    written.write(locale, n, &mut html);
                    let expected = html_escape::encode_text(&crate::i18n::count(locale, plural, i64::from(n))).into_owned();
                    assert_eq!(html, format!("<span>{expected}"), "{locale} {n}");
                }
            }
        }
        // A form without its number, and one with it twice, read as `Plural::with` writes them.
        let plural = Plural { lang: "en".into(), forms: vec![("one".into(), "a <single> vote".into()), ("other".into(), "{n} of {n}".into())] };
        let written = CountHtml::of(&plural);
        let mut html = String::new();
        written.write(crate::i18n::Locale::En, 1, &mut html);
        written.write(crate::i18n::Locale::En, 7, &mut html);
        assert_eq!(html, "a &lt;single&gt; vote7 of 7");
    }

    #[test]
    fn a_card_without_a_preview_has_no_paragraph_and_attributes_stay_quoted() {
        let mut post = card("Title", "");
        post.slug = "a\"b".into();
        let html = cards_html("acme", &[post], &CardWords::of(crate::i18n::Locale::En));
        assert!(!html.contains("post-preview"), "{html}");
        assert!(html.contains("href=\"/acme/p/a&quot;b\""), "{html}");
    }
}
