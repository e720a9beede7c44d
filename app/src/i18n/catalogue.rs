//! The catalogues, compiled in, and the lookup of one message.
//!
//! Each language's `.ftl` files are one `fluent_bundle` bundle, kept in a table by
//! [`Locale::index`]. A page asks for a few hundred messages, most of them without arguments
//! (labels, headings): those are formatted once, when the catalogue is first read, and then
//! only looked up. A message that is text and variables only (no select, no reference), such
//! as the numbers of a card's "Why here?", is kept as its pieces and filled in; any other is
//! formatted by Fluent, its arguments given as Fluent's own list. The three give the same text
//! (a unit test holds them together); docs/performance.md, session 28, measures the difference.

use super::{Arg, Locale};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentError, FluentResource, FluentValue};
use fluent_forms::Piece;
use fluent_syntax::ast;
use rustc_hash::FxHashMap;
use std::sync::LazyLock;

/// `app/locales/<language>/<file>.ftl` for each language and file, compiled in. A unit test
/// holds the list of files to the English folder.
macro_rules! sources {
    (languages: [$($language:literal),*], files: $files:tt) => {
        #[cfg(test)]
        const LANGUAGES: &[&str] = &[$($language),*];
        #[cfg(test)]
        const FILES: &[&str] = &sources!(@names $files);
        static SOURCES: &[&[&str]] = &[$(&sources!(@texts $language, $files)),*];
    };
    (@names [$($file:literal),*]) => { [$($file),*] };
    (@texts $language:literal, [$($file:literal),*]) => {
        [$(include_str!(concat!("../../locales/", $language, "/", $file, ".ftl"))),*]
    };
}

sources! {
    languages: ["en", "de", "es", "fr", "ar"],
    files: ["admin", "board", "common", "csv", "feed", "mail", "pages", "said", "sso"]
}

/// One language's messages.
struct Catalogue {
    bundle: FluentBundle<FluentResource>,
    /// The messages (and attributes, as `id.attribute`) that take no arguments, formatted.
    plain: FxHashMap<Box<str>, Box<str>>,
    /// The messages that are text and variables only, as their pieces.
    templates: FxHashMap<Box<str>, Template>,
    /// The variables that choose a variant (a plural's count), of each message that has one.
    selectors: FxHashMap<Box<str>, Vec<String>>,
}

/// A message that is text and variables only: its pieces as written, and with their text
/// escaped for HTML (escaped once, when the catalogue is read, not on every page).
struct Template {
    text: Vec<Piece>,
    html: Vec<Piece>,
}

impl Template {
    fn of(text: Vec<Piece>) -> Self {
        let escape = |piece: &Piece| match piece {
            Piece::Text(part) => Piece::Text(html_escape::encode_text(part).into_owned()),
            Piece::Value(name) => Piece::Value(name.clone()),
        };
        Self { html: text.iter().map(escape).collect(), text }
    }
}

static CATALOGUES: LazyLock<Vec<Catalogue>> = LazyLock::new(|| Locale::ALL.iter().map(|l| read(*l)).collect());

/// Numbers in messages (counts, scores), formatted by ICU4X for each bundle's language: a
/// formatter per language, so that formatting a number asks the bundle nothing.
type Formatter = fn(&FluentValue, &intl_memoizer::concurrent::IntlLangMemoizer) -> Option<String>;

fn number_in<const L: usize>(value: &FluentValue, _: &intl_memoizer::concurrent::IntlLangMemoizer) -> Option<String> {
    let FluentValue::Number(n) = value else { return None };
    Some(super::format::number(Locale::ALL[L], n.value))
}

const FORMATTERS: [Formatter; 5] = [number_in::<0>, number_in::<1>, number_in::<2>, number_in::<3>, number_in::<4>];

fn read(locale: Locale) -> Catalogue {
    let index = locale.index();
    let language = locale.code().parse().expect("a valid language tag");
    let mut bundle = FluentBundle::new_concurrent(vec![language]);
    // No Unicode isolation marks around arguments: pages set `dir`, and people's words inside
    // a right-to-left sentence sit in elements with `dir="auto"` in the markup.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(FORMATTERS[index]));
    let mut ids: Vec<String> = Vec::new();
    let mut templates = FxHashMap::default();
    let mut selectors = FxHashMap::default();
    for source in SOURCES[index] {
        // The catalogue check of `make test` parses every file; a broken entry is left out
        // here (and its lookups logged), not a reason to stop serving.
        let resource = FluentResource::try_new((*source).to_owned()).unwrap_or_else(|(partial, errors)| {
            tracing::error!(%locale, ?errors, "a catalogue does not parse");
            partial
        });
        for entry in resource.entries() {
            let ast::Entry::Message(message) = entry else { continue };
            ids.push(message.id.name.to_owned());
            if let Some(pieces) = message.value.as_ref().and_then(template) {
                templates.insert(message.id.name.into(), Template::of(pieces));
            }
            if let Some(pattern) = &message.value {
                let (_, chosen_by) = fluent_forms::forms(pattern);
                if !chosen_by.is_empty() {
                    selectors.insert(message.id.name.into(), chosen_by);
                }
            }
        }
        if let Err(errors) = bundle.add_resource(resource) {
            tracing::error!(%locale, ?errors, "a catalogue repeats a message");
        }
    }
    let mut plain = FxHashMap::default();
    for id in ids {
        let Some(message) = bundle.get_message(&id) else { continue };
        let attributes: Vec<_> = message.attributes().map(|a| (format!("{id}.{}", a.id()), a.value())).collect();
        let patterns = message.value().map(|p| (id, p)).into_iter();
        for (key, pattern) in patterns.chain(attributes) {
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, None, &mut errors);
            // A message that needs arguments fails without them: it is formatted per call.
            if errors.is_empty() {
                plain.insert(key.into_boxed_str(), text.into());
            }
        }
    }
    Catalogue { bundle, plain, templates, selectors }
}

/// `pattern` as pieces, if it is text and variables only (one form, each value a variable,
/// no escape sequence: Fluent would unescape it).
fn template(pattern: &ast::Pattern<&str>) -> Option<Vec<Piece>> {
    let escaped = |element: &ast::PatternElement<&str>| matches!(element, ast::PatternElement::Placeable { expression: ast::Expression::Inline(ast::InlineExpression::StringLiteral { value }) } if value.contains('\\'));
    if pattern.elements.iter().any(escaped) {
        return None;
    }
    let (mut forms, selectors) = fluent_forms::forms(pattern);
    let named = |piece: &Piece| !matches!(piece, Piece::Value(None));
    (selectors.is_empty() && forms.len() == 1 && forms[0].iter().all(named)).then(|| forms.remove(0))
}

/// `pieces` with `args` filled in, as Fluent would write them (numbers formatted for the
/// language), appended to `out`, text arguments escaped for HTML if `escape`; `false`, with
/// `out` as it was, if an argument is missing (Fluent then says what).
fn fill(locale: Locale, pieces: &[Piece], args: &[(&str, Arg)], escape: bool, out: &mut String) -> bool {
    let start = out.len();
    for piece in pieces {
        match piece {
            Piece::Text(part) => out.push_str(part),
            Piece::Value(name) => match args.iter().find(|(n, _)| Some(*n) == name.as_deref()) {
                Some((_, Arg::Text(value))) if escape => {
                    html_escape::encode_text_to_string(value, out);
                }
                Some((_, Arg::Text(value))) => out.push_str(value),
                Some((_, Arg::Number(n))) => super::format::number_into(locale, *n, out),
                None => {
                    out.truncate(start);
                    return false;
                }
            },
        }
    }
    true
}

/// The message as HTML text, appended to `out`: a template's escaped pieces filled in, else
/// the message escaped.
pub(super) fn html(locale: Locale, id: &str, args: &[(&str, Arg)], out: &mut String) {
    if let Some(template) = CATALOGUES[locale.index()].templates.get(id)
        && fill(locale, &template.html, args, true, out)
    {
        return;
    }
    html_escape::encode_text_to_string(text(locale, id, args), out);
}

/// The message in `locale`; else English's (a catalogue behind English: the catalogue check of
/// `make test` fails first); else, logged, the id itself.
pub(super) fn text(locale: Locale, id: &str, args: &[(&str, Arg)]) -> String {
    if let Some(text) = lookup(locale, id, args) {
        return text;
    }
    tracing::error!(%locale, id, "a message is missing or broken");
    lookup(Locale::En, id, args).unwrap_or_else(|| id.to_owned())
}

fn lookup(locale: Locale, id: &str, args: &[(&str, Arg)]) -> Option<String> {
    let catalogue = &CATALOGUES[locale.index()];
    if args.is_empty()
        && let Some(text) = catalogue.plain.get(id)
    {
        return Some(text.to_string());
    }
    if let Some(template) = catalogue.templates.get(id) {
        let mut text = String::with_capacity(64);
        if fill(locale, &template.text, args, false, &mut text) {
            return Some(text);
        }
    }
    match formatted(&catalogue.bundle, id, args)? {
        Ok(text) => Some(text),
        Err(errors) => {
            tracing::error!(%locale, id, ?errors, "a message does not format");
            None
        }
    }
}

/// Whether `locale` has the message `id`.
pub(super) fn has(locale: Locale, id: &str) -> bool {
    CATALOGUES[locale.index()].bundle.has_message(id)
}

/// Whether the variable `name` chooses a variant of the message `id` in `locale` (a plural's
/// count): such a value is given as a number, any other as the text the code wrote.
pub(super) fn selects(locale: Locale, id: &str, name: &str) -> bool {
    CATALOGUES[locale.index()].selectors.get(id).is_some_and(|names| names.iter().any(|n| n == name))
}

/// `id` formatted by Fluent itself (not from the tables), its arguments given as Fluent's
/// list; `None` if the message is missing.
fn formatted(bundle: &FluentBundle<FluentResource>, id: &str, args: &[(&str, Arg)]) -> Option<Result<String, Vec<FluentError>>> {
    let pattern = match id.split_once('.') {
        Some((message, attribute)) => bundle.get_message(message)?.get_attribute(attribute)?.value(),
        None => bundle.get_message(id)?.value()?,
    };
    let mut fluent = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        match value {
            Arg::Text(text) => fluent.set(*name, FluentValue::from(text.as_ref())),
            Arg::Number(n) => fluent.set(*name, FluentValue::from(*n)),
        }
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent), &mut errors);
    Some(if errors.is_empty() { Ok(text.into_owned()) } else { Err(errors) })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every catalogue file of English is compiled in, for every language the product has.
    #[test]
    fn every_catalogue_file_is_compiled_in() {
        let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales/en");
        let mut found: Vec<String> = std::fs::read_dir(folder)
            .unwrap()
            .filter_map(|entry| entry.unwrap().file_name().to_str()?.strip_suffix(".ftl").map(str::to_owned))
            .collect();
        found.sort();
        assert_eq!(found, FILES);
        assert_eq!(LANGUAGES, Locale::ALL.map(Locale::code));
    }

    /// A message filled in from its pieces reads as Fluent formats it, in every language, and
    /// as HTML it is that text escaped.
    #[test]
    fn templates_read_as_fluent_formats_them() {
        for locale in Locale::ALL {
            let catalogue = &CATALOGUES[locale.index()];
            assert!(catalogue.templates.contains_key("why-here-votes"), "{locale}");
            for (id, template) in &catalogue.templates {
                let args: Vec<(&str, Arg)> = template
                    .text
                    .iter()
                    .filter_map(|p| match p {
                        Piece::Value(Some(name)) if name == "ago" || name == "name" || name == "title" => Some((name.as_str(), Arg::from("x <y> & z"))),
                        Piece::Value(Some(name)) => Some((name.as_str(), Arg::Number(-1234.567))),
                        _ => None,
                    })
                    .collect();
                let formatted = formatted(&catalogue.bundle, id, &args).unwrap().unwrap_or_else(|errors| panic!("{locale} {id}: {errors:?}"));
                let mut filled = String::new();
                assert!(fill(locale, &template.text, &args, false, &mut filled), "{locale} {id}");
                assert_eq!(filled, formatted, "{locale} {id}");
                let mut html = String::from("<p>");
                super::html(locale, id, &args, &mut html);
                assert_eq!(html, format!("<p>{}", html_escape::encode_text(&formatted)), "{locale} {id}");
            }
        }
        // A message with an argument missing leaves the HTML as it was, then says its id.
        let mut html = String::from("<p>");
        assert!(!fill(Locale::En, &CATALOGUES[0].templates["why-here-votes"].html, &[("up", Arg::Number(1.0))], true, &mut html));
        assert_eq!(html, "<p>");
    }

    #[test]
    fn plain_and_formatted_messages_read_alike() {
        // A message without arguments, from the table; with arguments, formatted (its number
        // by the language's formatter, its plural by the language's rules).
        assert_eq!(text(Locale::En, "why-here", &[]), "Why here?");
        assert_eq!(text(Locale::De, "card-comments", &[("count", Arg::Number(1234.0))]), "1.234 Kommentare");
        assert_eq!(text(Locale::En, "card-comments", &[("count", Arg::Number(1.0))]), "1 comment");
        // A missing message: its id.
        assert_eq!(text(Locale::Fr, "no-such-message", &[]), "no-such-message");
    }
}
