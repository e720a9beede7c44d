//! What the server says to a person in English (refusals, confirmations, the answers of the
//! forms), in the reader's language. The code keeps saying English sentences, which the REST
//! API sends as they are (the API stays English); `app/locales/en/said.ftl` holds each of them
//! as a message, its variables standing for what the code fills in. [`said`] finds the message
//! whose English matches a sentence, reads the variables' values out of it and words the same
//! message in the reader's language, as gettext does with English source strings. `checks said`
//! (in the test command) fails when the code says a sentence that no message matches.

use super::{Arg, Locale, text};
use crate::entities::states::Role;
use fluent_forms::Piece;
use fluent_syntax::ast;
use regex::Regex;
use std::collections::HashSet;
use std::sync::LazyLock;

/// The English messages, read once (the same file the catalogues compile).
const ENGLISH: &str = include_str!("../../locales/en/said.ftl");

/// One English form of a message (a message with a plural has one per variant).
struct Form {
    id: String,
    /// The sentence, anchored; a group per variable, in `names`' order.
    regex: Regex,
    names: Vec<String>,
    /// The variables that choose a plural form: given as numbers.
    numbers: Vec<String>,
    /// Letters outside the variables: a longer one is a closer match.
    literal: usize,
}

struct Catalogue {
    /// Closest first.
    forms: Vec<Form>,
    /// The `field-…` messages: how a form field is named.
    fields: HashSet<String>,
}

static CATALOGUE: LazyLock<Catalogue> = LazyLock::new(|| {
    let resource = fluent_syntax::parser::parse(ENGLISH).unwrap_or_else(|(partial, _)| partial);
    let mut forms = Vec::new();
    let mut fields = HashSet::new();
    for entry in resource.body {
        let ast::Entry::Message(message) = entry else { continue };
        let id = message.id.name.to_owned();
        if let Some(field) = id.strip_prefix("field-") {
            fields.insert(field.to_owned());
            continue;
        }
        let Some(pattern) = message.value else { continue };
        let (variants, numbers) = fluent_forms::forms(&pattern);
        for pieces in variants {
            let mut source = String::from("^");
            let mut names = Vec::new();
            let mut literal = 0;
            for piece in pieces {
                match piece {
                    Piece::Text(text) => {
                        literal += text.chars().count();
                        source.push_str(&regex::escape(&text));
                    }
                    Piece::Value(Some(name)) => {
                        source.push_str("(.+?)");
                        names.push(name);
                    }
                    Piece::Value(None) => source.push_str("(?:.+?)"),
                }
            }
            source.push('$');
            if let Ok(regex) = Regex::new(&source) {
                forms.push(Form { id: id.clone(), regex, names, numbers: numbers.clone(), literal });
            }
        }
    }
    forms.sort_by_key(|f| std::cmp::Reverse(f.literal));
    Catalogue { forms, fields }
});

/// `english`, a sentence the server says, in `locale`: the message it matches, worded in that
/// language with the values read out of it. A text of several sentences that matches no message
/// whole is worded a sentence at a time; what matches nothing stays as it is.
pub fn said(locale: Locale, english: &str) -> String {
    if locale == Locale::En || english.is_empty() || english.len() > MAX_SAID_BYTES {
        return english.to_owned();
    }
    if let Some(worded) = word(locale, english) {
        return worded;
    }
    let sentences = split_sentences(english);
    if sentences.len() < 2 || sentences.len() > MAX_SENTENCES {
        return english.to_owned();
    }
    sentences.iter().map(|s| word(locale, s).unwrap_or_else(|| (*s).to_owned())).collect::<Vec<_>>().join(" ")
}

/// The longest text [`said`] words anew: a sentence of the catalogue with its values, each
/// value a client's text bounded where it is echoed (`domain::echoed`), is far shorter. What is
/// longer stays as it was said, so that no input makes a translated answer cost more than the
/// English one (a 1.8 MB text once took 3.5 s, every sentence of it against every message).
pub const MAX_SAID_BYTES: usize = 2048;
/// The most sentences of one text worded one by one.
const MAX_SENTENCES: usize = 8;

/// An audit entry's details, `english` pieces joined by ", " (a piece's own commas sit inside
/// quotes), in `locale`: the whole when a message matches it, else a piece at a time.
pub fn said_list(locale: Locale, english: &str) -> String {
    if locale == Locale::En || english.is_empty() || english.len() > MAX_SAID_BYTES {
        return english.to_owned();
    }
    if let Some(worded) = word(locale, english) {
        return worded;
    }
    let mut pieces = Vec::new();
    let (mut start, mut quoted) = (0, false);
    for (at, c) in english.char_indices() {
        match c {
            '“' => quoted = true,
            '”' => quoted = false,
            ',' if !quoted && english[at..].starts_with(", ") => {
                pieces.push(&english[start..at]);
                start = at + 2;
            }
            _ => {}
        }
    }
    pieces.push(&english[start..]);
    pieces.iter().map(|p| word(locale, p).unwrap_or_else(|| (*p).to_owned())).collect::<Vec<_>>().join(", ")
}

/// The message `english` matches, in `locale`. A field's name, a role and a reason (a
/// sentence of its own, as after "is not allowed:") are worded too; other values stay as said.
fn word(locale: Locale, english: &str) -> Option<String> {
    let catalogue = &*CATALOGUE;
    let (form, captures) = catalogue.forms.iter().find_map(|f| f.regex.captures(english).map(|c| (f, c)))?;
    let mut args: Vec<(&str, Arg)> = Vec::new();
    for (at, name) in form.names.iter().enumerate() {
        if args.iter().any(|(n, _)| n == name) {
            continue;
        }
        let value = captures.get(at + 1).map_or("", |m| m.as_str());
        let arg = if form.numbers.contains(name) {
            value.replace(',', "").parse::<f64>().map_or_else(|_| Arg::from(value), Arg::Number)
        } else if name == "field" && catalogue.fields.contains(&value.replace('_', "-")) {
            Arg::from(text(locale, &format!("field-{}", value.replace('_', "-")), &[]))
        } else if name.ends_with("role")
            && let Some(role) = Role::parse(value)
        {
            // `admin-team-role-…` words each role the code names as stored.
            Arg::from(text(locale, &format!("admin-team-role-{role}"), &[]))
        } else if name == "reason" {
            word(locale, value).map_or(Arg::from(value), Arg::from)
        } else {
            Arg::from(value)
        };
        args.push((name.as_str(), arg));
    }
    Some(text(locale, &form.id, &args))
}

/// `text` cut after each ". " (the sentences of a message that joins several).
fn split_sentences(text: &str) -> Vec<&str> {
    let mut sentences = Vec::new();
    let mut start = 0;
    for (at, _) in text.match_indices(". ") {
        sentences.push(&text[start..=at]);
        start = at + 2;
    }
    if start < text.len() {
        sentences.push(&text[start..]);
    }
    sentences
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_stays_as_it_is_and_other_languages_get_the_message_with_its_values() {
        let sentence = "A status named “Beta” already exists.";
        assert_eq!(said(Locale::En, sentence), sentence);
        let german = said(Locale::De, sentence);
        assert!(german.contains("Beta") && !german.contains("already exists"), "{german}");
        assert_eq!(german, text(Locale::De, "said-a-status-named-x-already-exists", &[("label", Arg::from("Beta"))]));
    }

    #[test]
    fn a_field_is_named_in_the_language_and_a_count_chooses_the_plural() {
        let blank = said(Locale::De, "title can't be blank");
        assert!(blank.starts_with(&text(Locale::De, "field-title", &[])), "{blank}");
        let one = said(Locale::De, "Status deleted; 1 post moved.");
        let many = said(Locale::De, "Status deleted; 3 posts moved.");
        assert_ne!(one.replace('1', ""), many.replace('3', ""), "{one} / {many}");
        assert_eq!(many, text(Locale::De, "said-status-deleted-moved", &[("count", Arg::Number(3.0))]));
    }

    #[test]
    fn an_audit_entrys_details_are_worded_a_piece_at_a_time() {
        let english = "renamed from “Beta, new”, colour #123456, on the roadmap";
        let expected = [
            text(Locale::De, "said-audit-renamed-from", &[("a", Arg::from("Beta, new"))]),
            text(Locale::De, "said-audit-colour", &[("a", Arg::from("#123456"))]),
            text(Locale::De, "said-audit-on-the-roadmap", &[]),
        ]
        .join(", ");
        assert_eq!(said_list(Locale::De, english), expected);
        assert_eq!(said_list(Locale::En, english), english);
    }

    #[test]
    fn sentences_joined_are_worded_one_by_one_and_unknown_text_stays() {
        let english = format!("{} {}", crate::tl!(Locale::En, "said-marked-spam", count = 2), crate::tl!(Locale::En, "said-blocked-authors", count = 1));
        let french = said(Locale::Fr, &english);
        assert_eq!(french, format!("{} {}", crate::tl!(Locale::Fr, "said-marked-spam", count = 2), crate::tl!(Locale::Fr, "said-blocked-authors", count = 1)));
        assert_eq!(said(Locale::Ar, "Nothing anyone wrote here."), "Nothing anyone wrote here.");
    }

    #[test]
    fn a_role_and_a_reason_are_worded_in_the_language_too() {
        let now = said(Locale::De, "Ada is now csm.");
        let csm = text(Locale::De, "admin-team-role-csm", &[]);
        assert_eq!(now, text(Locale::De, "said-x-is-now-x", &[("name", Arg::from("Ada")), ("role", Arg::from(csm.as_str()))]));
        let change = said_list(Locale::Fr, "from member to admin");
        assert!(
            change.contains(&text(Locale::Fr, "admin-team-role-member", &[])) && change.contains(&text(Locale::Fr, "admin-team-role-admin", &[])),
            "{change}"
        );
        assert!(!change.contains("member"), "{change}");
        // A value that is no role stays as it was said.
        assert!(said(Locale::De, "Ada is now pilot.").contains("pilot"));

        let english = "url is not allowed: it points to 10.0.0.1, a loopback, private, link-local or reserved address";
        let german = said(Locale::De, english);
        let reason = text(Locale::De, "said-webhook-points-to-private", &[("ip", Arg::from("10.0.0.1"))]);
        assert!(german.ends_with(&reason) && !german.contains("loopback, private"), "{german}");
        assert_eq!(said(Locale::Es, "Sign in to vote."), text(Locale::Es, "said-sign-in-to-vote", &[]));
    }

    /// A text longer than any sentence of the catalogue is not matched against it at all,
    /// and a refusal echoing a client's text repeats at most a bounded part of it.
    #[test]
    fn a_huge_text_is_not_parsed_and_an_echoed_value_is_bounded() {
        let huge = format!("x\n{}", "a. ".repeat(600_000));
        assert_eq!(said(Locale::De, &huge), huge, "left as it was, not worded a sentence at a time");
        let refusal = crate::domain::Error::not_found(format!("Organization {huge}")).public_message();
        assert!(refusal.chars().count() < 150 && refusal.ends_with("… was not found."), "{refusal}");
        let german = said(Locale::De, &refusal);
        assert_ne!(german, refusal, "the bounded refusal is worded in German: {german}");
        assert!(said(Locale::De, &"Nothing. ".repeat(MAX_SENTENCES + 1)).starts_with("Nothing. Nothing."));
    }

    /// Every English message reads back as itself: the message its text matches (itself, or
    /// one that says the same) words it the same way.
    #[test]
    fn every_english_message_matches_its_own_text() {
        for form in &CATALOGUE.forms {
            let sample: Vec<(&str, Arg)> = form
                .names
                .iter()
                .map(|n| (n.as_str(), if form.numbers.contains(n) { Arg::Number(2.0) } else { Arg::from("Zed 7") }))
                .collect();
            let english = text(Locale::En, &form.id, &sample);
            assert_eq!(word(Locale::En, &english).as_deref(), Some(english.as_str()), "{}", form.id);
        }
    }
}
