//! User-written text: HTML sanitizing, its plain-text form, previews and slugs.

use std::collections::HashSet;
use std::sync::LazyLock;

/// The allow-list for descriptions and comments: ammonia's defaults (no script, no style,
/// no event handlers, only safe URL schemes; links get `rel="noopener noreferrer"`).
static SANITIZER: LazyLock<ammonia::Builder<'static>> = LazyLock::new(ammonia::Builder::default);

/// The same tags with no attributes at all: what [`plain_text`] walks.
static STRIPPER: LazyLock<ammonia::Builder<'static>> = LazyLock::new(|| {
    let mut builder = ammonia::Builder::default();
    builder.generic_attributes(HashSet::new()).tag_attributes(Default::default()).link_rel(None).url_schemes(HashSet::new());
    builder
});

const BLOCK_TAGS: &[&str] =
    &["p", "div", "br", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "tr", "table", "hr", "dd", "dt", "dl"];

/// Sanitized HTML, or `None` when nothing visible is left.
pub fn sanitize_html(input: &str) -> Option<String> {
    let clean = SANITIZER.clean(input).to_string();
    let trimmed = clean.trim();
    let has_image = trimmed.contains("<img");
    (!plain_text(trimmed).is_empty() || has_image).then(|| trimmed.to_owned())
}

/// Markdown (CommonMark with tables and strikethrough) as sanitized HTML, or `None` when
/// nothing visible is left. HTML written in it passes through the same sanitizer as any text.
pub fn markdown_to_html(markdown: &str) -> Option<String> {
    use pulldown_cmark::{Options, Parser, html};
    let mut rendered = String::with_capacity(markdown.len() * 3 / 2);
    html::push_html(&mut rendered, Parser::new_ext(markdown, Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH));
    sanitize_html(&rendered)
}

/// The text of an HTML fragment: block elements become line breaks, runs of blank lines
/// collapse, entities are decoded.
pub fn plain_text(html: &str) -> String {
    let stripped = STRIPPER.clean(html).to_string();
    let mut out = String::with_capacity(stripped.len());
    let mut rest = stripped.as_str();
    while let Some(start) = rest.find('<') {
        out.push_str(&decode_entities(&rest[..start]));
        let Some(end) = rest[start..].find('>') else {
            rest = "";
            break;
        };
        let tag = rest[start + 1..start + end].trim_start_matches('/').trim_end_matches('/');
        if BLOCK_TAGS.contains(&tag.trim()) {
            out.push('\n');
        }
        rest = &rest[start + end + 1..];
    }
    out.push_str(&decode_entities(rest));

    let mut text = String::with_capacity(out.len());
    let mut blank_run = true;
    for line in out.lines().map(|l| l.split_whitespace().collect::<Vec<_>>().join(" ")) {
        if line.is_empty() {
            if !blank_run {
                text.push('\n');
            }
            blank_run = true;
        } else {
            if !text.is_empty() && !text.ends_with('\n') {
                text.push('\n');
            }
            text.push_str(&line);
            blank_run = false;
        }
    }
    text.trim().to_owned()
}

fn decode_entities(s: &str) -> String {
    if !s.contains('&') {
        return s.to_owned();
    }
    s.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&nbsp;", "\u{a0}")
        .replace("&amp;", "&")
}

/// HTML for text typed without markup: escaped, one paragraph per blank-line-separated block.
pub fn text_to_html(text: &str) -> String {
    text.split("\n\n")
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .map(|p| format!("<p>{}</p>", escape(p).replace('\n', "<br>")))
        .collect()
}

pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// The address of the first image of sanitized HTML, for a link preview.
pub fn first_image(html: &str) -> Option<String> {
    image_sources(html).next()
}

/// The addresses of the images of sanitized HTML, in order.
pub fn image_sources(html: &str) -> impl Iterator<Item = String> + '_ {
    image_tags(html).filter_map(|tag| tag.src)
}

/// Sanitized HTML with each image's address replaced by what `new_src` says of it, and the
/// images it says nothing of (and those without an address) left out.
pub fn replace_images(html: &str, mut new_src: impl FnMut(&str) -> Option<String>) -> String {
    let mut out = String::with_capacity(html.len());
    let mut copied = 0;
    for tag in image_tags(html) {
        out.push_str(&html[copied..tag.start]);
        if let (Some((from, to)), Some(new)) = (tag.src_at, tag.src.as_deref().and_then(&mut new_src)) {
            out.push_str(&html[tag.start..from]);
            out.push_str(&escape(&new));
            out.push_str(&html[to..tag.end]);
        }
        copied = tag.end;
    }
    out.push_str(&html[copied..]);
    out
}

/// An `<img>` tag of sanitized HTML (ammonia writes every attribute in double quotes, with
/// `"` escaped): where it starts and ends, where its address's value is, and the address.
struct ImageTag {
    start: usize,
    end: usize,
    src_at: Option<(usize, usize)>,
    src: Option<String>,
}

fn image_tags(html: &str) -> impl Iterator<Item = ImageTag> + '_ {
    let mut from = 0;
    std::iter::from_fn(move || {
        let start = from + html[from..].find("<img ")?;
        let end = html[start..].find('>').map_or(html.len(), |e| start + e + 1);
        from = end;
        let src_at = html[start..end].find(" src=\"").map(|at| {
            let value = start + at + 6;
            (value, html[value..end].find('"').map_or(end, |e| value + e))
        });
        let src = src_at.map(|(from, to)| html[from..to].replace("&amp;", "&")).filter(|src| !src.is_empty());
        Some(ImageTag { start, end, src_at, src })
    })
}

pub const PREVIEW_LEN: usize = 140;

/// At most 140 characters of the text on one line, cut at a word boundary with an ellipsis
/// (counted in the 140) when the text is longer.
pub fn preview(text: &str) -> String {
    // Most descriptions are short, on one line, with single spaces: already their preview.
    if text.len() <= PREVIEW_LEN && is_flat(text) {
        return text.to_owned();
    }
    // Only as many words as the preview can show (a description may be long).
    let mut flat = String::new();
    let mut chars = 0;
    for word in text.split_whitespace() {
        if chars > 0 {
            flat.push(' ');
            chars += 1;
        }
        flat.push_str(word);
        chars += word.chars().count();
        if chars > PREVIEW_LEN {
            break;
        }
    }
    if chars <= PREVIEW_LEN {
        return flat;
    }
    let head: String = flat.chars().take(PREVIEW_LEN - 1).collect();
    let cut = match head.rfind(' ') {
        Some(space) if space > 0 => &head[..space],
        _ => head.as_str(),
    };
    let cut = cut.trim_end_matches(|c: char| c.is_whitespace() || ",;:.-".contains(c));
    format!("{cut}…")
}

/// Whether `text` is words separated by single spaces, as [`preview`] writes them (its length
/// in bytes bounds its length in characters).
fn is_flat(text: &str) -> bool {
    let mut space = true;
    for c in text.chars() {
        if c == ' ' {
            if space {
                return false;
            }
            space = true;
        } else if c.is_whitespace() {
            return false;
        } else {
            space = false;
        }
    }
    !space || text.is_empty()
}

pub const SLUG_MAX_LEN: usize = 80;

/// The base slug of a title: lowercase ASCII words joined by `-`, at most 80 characters,
/// cut at a word boundary. A title with no transliterable letters gives `post`.
pub fn slug_base(title: &str) -> String {
    truncate_slug(&slug::slugify(title), SLUG_MAX_LEN)
}

/// `base` with an `-n` suffix that still fits in 80 characters.
pub fn slug_with_suffix(base: &str, n: u32) -> String {
    if n <= 1 {
        return base.to_owned();
    }
    let suffix = format!("-{n}");
    format!("{}{suffix}", truncate_slug(base, SLUG_MAX_LEN - suffix.len()))
}

fn truncate_slug(slug: &str, max: usize) -> String {
    let slug = slug.trim_matches('-');
    if slug.is_empty() {
        return "post".to_owned();
    }
    if slug.len() <= max {
        return slug.to_owned();
    }
    let head = &slug[..max];
    match head.rfind('-') {
        Some(dash) if dash > 0 => head[..dash].to_owned(),
        _ => head.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sanitizing_removes_scripts_handlers_styles_and_javascript_urls() {
        let html =
            sanitize_html(r#"<p onclick="x()" style="color:red">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a><b>bold</b></p>"#).unwrap();
        assert!(!html.contains("script"), "{html}");
        assert!(!html.contains("onclick"), "{html}");
        assert!(!html.contains("style"), "{html}");
        assert!(!html.contains("javascript"), "{html}");
        assert!(html.contains("<b>bold</b>"), "{html}");
    }

    #[test]
    fn empty_or_invisible_html_is_none() {
        assert_eq!(sanitize_html("   "), None);
        assert_eq!(sanitize_html("<script>x</script>"), None);
        assert_eq!(sanitize_html("<p> </p>"), None);
        assert!(sanitize_html(r#"<img src="/uploads/a.png">"#).is_some());
    }

    #[test]
    fn images_are_found_in_order_and_can_be_moved_or_left_out() {
        let html = sanitize_html(r#"<p>See <img src="https://old.example/a.png?x=1&y=2" alt="a"></p><img alt="no source"><p><IMG SRC='/b.gif'></p>"#).unwrap();
        assert_eq!(image_sources(&html).collect::<Vec<_>>(), ["https://old.example/a.png?x=1&y=2", "/b.gif"]);
        assert_eq!(first_image(&html).as_deref(), Some("https://old.example/a.png?x=1&y=2"));
        let moved = replace_images(&html, |src| (src == "/b.gif").then(|| "https://new.example/uploads/1/b.gif?\"x".to_owned()));
        assert_eq!(moved, r#"<p>See </p><p><img src="https://new.example/uploads/1/b.gif?&quot;x"></p>"#);
        assert_eq!(replace_images("<p>no images</p>", |_| None), "<p>no images</p>");
        assert_eq!(image_sources("<p>no images</p>").count(), 0);
    }

    #[test]
    fn plain_text_keeps_paragraphs_and_decodes_entities() {
        assert_eq!(plain_text("<p>Tom &amp; Jerry</p><p>a &lt;b&gt;  c</p><ul><li>one</li><li>two</li></ul>"), "Tom & Jerry\na <b> c\none\ntwo");
        assert_eq!(plain_text(r#"<a title="a>b" href="/x">link</a>"#), "link");
    }

    #[test]
    fn previews_are_cut_at_a_word_within_140_characters() {
        assert_eq!(preview("short\n\ntext"), "short text");
        let long = "word ".repeat(60);
        let p = preview(&long);
        assert!(p.chars().count() <= PREVIEW_LEN, "{}", p.chars().count());
        assert!(p.ends_with("word…"), "{p}");
        assert_eq!(preview(""), "");
        // Text already on one line with single spaces comes back as it is; any other spacing
        // is flattened, short or not.
        for (text, expected) in [
            ("Our customers ask for this.", "Our customers ask for this."),
            (" leading", "leading"),
            ("trailing ", "trailing"),
            ("two  spaces", "two spaces"),
            ("a\tb", "a b"),
            ("nbsp\u{a0}here", "nbsp here"),
        ] {
            assert_eq!(preview(text), expected, "{text:?}");
        }
        let exactly = "é".repeat(70);
        assert_eq!(preview(&exactly), exactly, "140 bytes, 70 characters");
    }

    #[test]
    fn slugs_are_ascii_words_of_at_most_80_characters() {
        assert_eq!(slug_base("Dark mode!"), "dark-mode");
        assert_eq!(slug_base("Crème brûlée über alles"), "creme-brulee-uber-alles");
        assert_eq!(slug_base("!!! ???"), "post");
        let long = slug_base(&"lengthy ".repeat(20));
        assert!(long.len() <= SLUG_MAX_LEN && !long.ends_with('-'), "{long}");
        let suffixed = slug_with_suffix(&long, 12);
        assert!(suffixed.len() <= SLUG_MAX_LEN && suffixed.ends_with("-12"), "{suffixed}");
        assert_eq!(slug_with_suffix("dark-mode", 2), "dark-mode-2");
    }
}
