//! The board's list of post cards, rendered as one escaped string (thirty Leptos views cost
//! as much as the page's database work: docs/performance.md), and the island that keeps their
//! counts live.

#[cfg(feature = "hydrate")]
use crate::components::use_live_counts;
use crate::model::{Plural, PostCard, WhyHere};
use crate::t;
use leptos::prelude::*;

/// The posts of a board, each with its votes, status and comment count.
#[component]
pub fn PostList(org: String, posts: Vec<PostCard>, #[prop(optional)] searching: bool) -> impl IntoView {
    if posts.is_empty() {
        let (heading, text) = if searching { (t!("board-no-match"), t!("board-no-match-hint")) } else { (t!("board-empty"), t!("board-empty-hint")) };
        return view! {
            <div class="empty-state">
                <h2>{heading}</h2>
                <p>{text}</p>
                <p><a class="button" href=format!("/{org}/new")>{t!("nav-new-post")}</a></p>
            </div>
        }
        .into_any();
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
    view! {
        <crate::components::status_badge::StatusColors colors/>
        {formula}
        <ol class="post-list" aria-label=t!("board-posts") inner_html=cards></ol>
        <LiveCards org votes=words.votes comments=words.comments/>
    }
    .into_any()
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
        let _ = write!(
            html,
            "<li data-post-id=\"{}\" class=\"post-card\"><div class=\"vote-tally\"><span class=\"vote-count\">{}</span>",
            post.id,
            words.number(post.votes_count)
        );
        html.push_str("<span class=\"vote-unit\">");
        text(words.count(&words.votes, post.votes_count), &mut html);
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
        text(words.count(&words.comments, post.comments_count), &mut html);
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
/// ([`PostList`]), with this card's.
fn why_here_html(title: &str, why: &WhyHere, words: &CardWords, html: &mut String) {
    use html_escape::encode_text_to_string as text;
    let locale = words.locale;
    let fixed = words.why.get_or_init(|| WhyWords::of(locale));
    html.push_str("<details class=\"why-here\"><summary>");
    text(&fixed.summary, html);
    // Thirty summaries read alike: a screen reader hears which post each one is about.
    html.push_str("<span class=\"visually-hidden\" dir=\"auto\"> ");
    text(title, html);
    html.push_str("</span></summary><dl>");
    let votes = crate::tl!(locale, "why-here-votes", up = why.upvotes, down = why.downvotes, points = why.votes_part);
    let now = words.now;
    let posted = crate::i18n::ago(locale, now - chrono::Duration::seconds(why.age_seconds), now);
    let age = crate::tl!(locale, "why-here-age", ago = posted, points = -why.age_part);
    let score = crate::tl!(locale, "why-here-score", votes = why.votes_part, age = -why.age_part, score = why.score);
    let above = why.above.map(|score| crate::tl!(locale, "why-here-neighbour-score", score = score));
    let below = why.below.map(|score| crate::tl!(locale, "why-here-neighbour-score", score = score));
    let rows = [
        (&fixed.votes, &votes),
        (&fixed.age, &age),
        (&fixed.score, &score),
        (&fixed.above, above.as_ref().unwrap_or(&fixed.top)),
        (&fixed.below, below.as_ref().unwrap_or(&fixed.bottom)),
    ];
    for (term, detail) in rows {
        html.push_str("<dt>");
        text(term, html);
        html.push_str("</dt><dd>");
        text(detail, html);
        html.push_str("</dd>");
    }
    html.push_str("</dl></details>");
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
    /// The fixed words of "Why here?", looked up with the first card that has one.
    why: std::cell::OnceCell<WhyWords>,
    /// When the page is made: what "Why here?" counts ages to.
    now: chrono::DateTime<chrono::Utc>,
}

/// The words every "Why here?" of a page shares.
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
        use crate::tl;
        Self {
            summary: tl!(locale, "why-here"),
            votes: tl!(locale, "why-here-votes-term"),
            age: tl!(locale, "why-here-age-term"),
            score: tl!(locale, "why-here-score-term"),
            above: tl!(locale, "why-here-above-term"),
            below: tl!(locale, "why-here-below-term"),
            top: tl!(locale, "why-here-top"),
            bottom: tl!(locale, "why-here-bottom"),
        }
    }
}

impl CardWords {
    fn of(locale: crate::i18n::Locale) -> Self {
        Self {
            locale,
            votes: crate::i18n::plural(locale, "card-votes-unit"),
            comments: crate::i18n::plural(locale, "card-comments"),
            why: std::cell::OnceCell::new(),
            now: chrono::Utc::now(),
        }
    }

    fn number(&self, n: i32) -> String {
        crate::i18n::number(self.locale, f64::from(n))
    }

    fn count(&self, plural: &Plural, n: i32) -> String {
        crate::i18n::count(self.locale, plural, i64::from(n))
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

    #[test]
    fn a_card_without_a_preview_has_no_paragraph_and_attributes_stay_quoted() {
        let mut post = card("Title", "");
        post.slug = "a\"b".into();
        let html = cards_html("acme", &[post], &CardWords::of(crate::i18n::Locale::En));
        assert!(!html.contains("post-preview"), "{html}");
        assert!(html.contains("href=\"/acme/p/a&quot;b\""), "{html}");
    }
}
