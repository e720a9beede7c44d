//! What the server says to a person (refusals, confirmations, the answers of the forms): a
//! [`Said`], a message of `app/locales/<lang>/said.ftl` named by its id with the values the code
//! fills in, worded in English for the REST API (the API stays English) and in the reader's
//! language for pages and forms. `said!("said-…", name = value)` makes one; `checks said` (in
//! the test command) fails when an id is no English message or its variables are not exactly
//! the ones given.
//!
//! The audit log's details are stored as English text, written before any of this: [`said_list`]
//! still finds the messages whose English matches their pieces, and words those.

use super::{Arg, Locale, catalogue, text};
use crate::entities::states::Role;
use fluent_forms::Piece;
use fluent_syntax::ast;
use regex::Regex;
use std::sync::LazyLock;

/// A sentence the server says to a person: the message `id` of `said.ftl` and the values of its
/// variables. Made by [`said!`](crate::said); worded by [`Said::english`] (the REST API, the
/// logs) or [`Said::in_locale`] (pages, server functions, forms), never read back from text.
#[derive(Clone, Debug, PartialEq)]
pub struct Said {
    id: &'static str,
    args: Vec<(&'static str, SaidArg)>,
}

/// The value of one variable of a [`Said`], of the kind that tells how it is worded.
#[derive(Clone, Debug, PartialEq)]
pub enum SaidArg {
    /// Said as it is in every language: a name, a title, an address (a client's text bounded by
    /// `domain::echoed` where it is echoed).
    Text(String),
    /// A number: it chooses the plural form where a language's message selects on it (and is
    /// then formatted for the language); elsewhere it is `shown`, as the code wrote it.
    Number { value: f64, shown: String },
    /// A form field, by its name in the code: worded by its `field-…` message where there is
    /// one, else as it is.
    Field(String),
    /// A team role: worded by its `admin-team-role-…` message (English says it as stored).
    Role(Role),
    /// A sentence of its own inside this one (a reason), worded in the same language.
    Said(Box<Said>),
}

impl Said {
    /// The message `id` with the values of its variables (`said!` writes this call).
    pub fn new(id: &'static str, args: Vec<(&'static str, SaidArg)>) -> Self {
        Self { id, args }
    }

    /// The id of its message in `said.ftl`.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The values of its message's variables, by name.
    pub fn args(&self) -> &[(&'static str, SaidArg)] {
        &self.args
    }

    /// The form field it is about (its `field` variable), if any.
    pub fn field(&self) -> Option<&str> {
        self.args.iter().find_map(|(name, arg)| match (name, arg) {
            (&"field", SaidArg::Field(field)) => Some(field.as_str()),
            _ => None,
        })
    }

    /// The sentence in English, as the REST API sends it and the logs keep it.
    pub fn english(&self) -> String {
        self.in_locale(Locale::En)
    }

    /// The sentence in `locale`: its message in that language, with its values (a field, a
    /// role and a nested sentence worded in that language too).
    pub fn in_locale(&self, locale: Locale) -> String {
        let args: Vec<(&str, Arg)> = self.args.iter().map(|(name, arg)| (*name, self.worded(locale, name, arg))).collect();
        text(locale, self.id, &args)
    }

    /// The value `arg` of the variable `name`, as the message in `locale` takes it.
    fn worded(&self, locale: Locale, name: &str, arg: &SaidArg) -> Arg<'static> {
        match arg {
            SaidArg::Text(value) => Arg::from(value.clone()),
            SaidArg::Number { value, .. } if catalogue::selects(locale, self.id, name) => Arg::Number(*value),
            SaidArg::Number { shown, .. } => Arg::from(shown.clone()),
            SaidArg::Field(field) if locale == Locale::En => Arg::from(field.clone()),
            SaidArg::Field(field) => {
                let id = format!("field-{}", field.replace('_', "-"));
                Arg::from(if catalogue::has(locale, &id) { text(locale, &id, &[]) } else { field.clone() })
            }
            SaidArg::Role(role) if locale == Locale::En => Arg::from(role.name()),
            SaidArg::Role(role) => Arg::from(text(locale, &format!("admin-team-role-{role}"), &[])),
            SaidArg::Said(said) => Arg::from(said.in_locale(locale)),
        }
    }
}

impl Said {
    /// The sentence kept to be worded later, in whichever language its reader reads (an
    /// import's report, read on the admin page): its id and values as JSON, worded by
    /// [`word_stored`].
    pub fn stored(&self) -> serde_json::Value {
        let args: Vec<serde_json::Value> = self.args.iter().map(|(name, arg)| serde_json::json!([name, arg.stored()])).collect();
        serde_json::json!({"id": self.id, "args": args})
    }
}

impl SaidArg {
    fn stored(&self) -> serde_json::Value {
        match self {
            Self::Text(value) => serde_json::json!({"text": value}),
            Self::Number { value, shown } => serde_json::json!({"number": value, "shown": shown}),
            Self::Field(field) => serde_json::json!({"field": field}),
            Self::Role(role) => serde_json::json!({"role": role.name()}),
            Self::Said(said) => serde_json::json!({"said": said.stored()}),
        }
    }
}

/// A sentence [`Said::stored`] kept, worded in `locale` as [`Said::in_locale`] words it; `None`
/// when the value is not one (a message its build no longer has is worded by its id, as every
/// missing message is).
pub fn word_stored(locale: Locale, stored: &serde_json::Value) -> Option<String> {
    let id = stored.get("id")?.as_str()?;
    let mut args: Vec<(String, Arg)> = Vec::new();
    for pair in stored.get("args")?.as_array()? {
        let name = pair.get(0)?.as_str()?;
        let value = pair.get(1)?;
        let arg = if let Some(text) = value.get("text").and_then(|v| v.as_str()) {
            Arg::from(text.to_owned())
        } else if let Some(number) = value.get("number").and_then(|v| v.as_f64()) {
            match catalogue::selects(locale, id, name) {
                true => Arg::Number(number),
                false => Arg::from(value.get("shown").and_then(|v| v.as_str()).unwrap_or_default().to_owned()),
            }
        } else if let Some(field) = value.get("field").and_then(|v| v.as_str()) {
            let message = format!("field-{}", field.replace('_', "-"));
            Arg::from(if locale != Locale::En && catalogue::has(locale, &message) { text(locale, &message, &[]) } else { field.to_owned() })
        } else if let Some(role) = value.get("role").and_then(|v| v.as_str()) {
            Arg::from(if locale == Locale::En { role.to_owned() } else { text(locale, &format!("admin-team-role-{role}"), &[]) })
        } else {
            Arg::from(word_stored(locale, value.get("said")?)?)
        };
        args.push((name.to_owned(), arg));
    }
    let args: Vec<(&str, Arg)> = args.iter().map(|(name, arg)| (name.as_str(), arg.clone())).collect();
    Some(text(locale, id, &args))
}

impl std::fmt::Display for Said {
    /// The sentence in English.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.english())
    }
}

/// A value `said!` can give a variable, as the kind of [`SaidArg`] that words it. Read by
/// reference, so that a sentence can name a field of a row without taking it.
pub trait SaidValue {
    /// The value, owned, of the kind that words it.
    fn said_arg(&self) -> SaidArg;
}

impl SaidValue for str {
    fn said_arg(&self) -> SaidArg {
        SaidArg::Text(self.to_owned())
    }
}

impl SaidValue for String {
    fn said_arg(&self) -> SaidArg {
        SaidArg::Text(self.clone())
    }
}

impl SaidValue for std::borrow::Cow<'_, str> {
    fn said_arg(&self) -> SaidArg {
        SaidArg::Text(self.clone().into_owned())
    }
}

impl SaidValue for Role {
    fn said_arg(&self) -> SaidArg {
        SaidArg::Role(*self)
    }
}

impl SaidValue for Said {
    fn said_arg(&self) -> SaidArg {
        SaidArg::Said(Box::new(self.clone()))
    }
}

impl<T: SaidValue + ?Sized> SaidValue for &T {
    fn said_arg(&self) -> SaidArg {
        (**self).said_arg()
    }
}

macro_rules! said_numbers {
    ($($t:ty),*) => {$(
        impl SaidValue for $t {
            fn said_arg(&self) -> SaidArg {
                SaidArg::Number { value: *self as f64, shown: self.to_string() }
            }
        }
    )*};
}
said_numbers!(i32, i64, u16, u32, u64, usize);

impl SaidValue for f64 {
    fn said_arg(&self) -> SaidArg {
        SaidArg::Number { value: *self, shown: self.to_string() }
    }
}

/// `said!("said-…")`, `said!("said-…", name = value, …)`: a [`Said`]. A value named `field` is
/// a form field ([`SaidArg::Field`]); any other is worded by its type ([`SaidValue`]).
#[macro_export]
macro_rules! said {
    (@arg field $value:expr) => {
        $crate::i18n::SaidArg::Field(::std::string::ToString::to_string(&$value))
    };
    (@arg $name:ident $value:expr) => {
        $crate::i18n::SaidValue::said_arg(&$value)
    };
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::Said::new($id, vec![$((stringify!($name), $crate::said!(@arg $name $value))),*])
    };
}

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

/// The forms of the English messages, closest first.
static FORMS: LazyLock<Vec<Form>> = LazyLock::new(|| {
    let resource = fluent_syntax::parser::parse(ENGLISH).unwrap_or_else(|(partial, _)| partial);
    let mut forms = Vec::new();
    for entry in resource.body {
        let ast::Entry::Message(message) = entry else { continue };
        let id = message.id.name.to_owned();
        if !id.starts_with("said-") {
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
    forms
});

/// The longest stored text [`said_list`] words anew (an audit entry's details are far shorter);
/// a longer one stays as it was written.
pub const MAX_SAID_BYTES: usize = 2048;

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

/// The message `english` matches, in `locale`. A role (as stored) is worded too; other
/// values stay as written.
fn word(locale: Locale, english: &str) -> Option<String> {
    #[cfg(test)]
    tests::MATCHED.with(|matched| matched.set(matched.get() + 1));
    let (form, captures) = FORMS.iter().find_map(|f| f.regex.captures(english).map(|c| (f, c)))?;
    let mut args: Vec<(&str, Arg)> = Vec::new();
    for (at, name) in form.names.iter().enumerate() {
        if args.iter().any(|(n, _)| n == name) {
            continue;
        }
        let value = captures.get(at + 1).map_or("", |m| m.as_str());
        let arg = if form.numbers.contains(name) {
            value.replace(',', "").parse::<f64>().map_or_else(|_| Arg::from(value), Arg::Number)
        } else if name.ends_with("role")
            && let Some(role) = Role::parse(value)
        {
            // `admin-team-role-…` words each role the code names as stored.
            Arg::from(text(locale, &format!("admin-team-role-{role}"), &[]))
        } else {
            Arg::from(value)
        };
        args.push((name.as_str(), arg));
    }
    Some(text(locale, &form.id, &args))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_sentence_is_worded_later_in_any_language_as_it_was_said() {
        let inner = crate::said!("said-import-voter-no-email");
        let said = crate::said!("said-import-stopped-too-often", n = 3);
        let nested = crate::said!("said-the-tracker-answered-x", a = inner);
        let field = crate::said!("said-import-mapping-too-long", field = "statuses", max = 10_000);
        for said in [said, nested, field] {
            // Through the text a database keeps.
            let kept: serde_json::Value = serde_json::from_str(&said.stored().to_string()).unwrap();
            for locale in Locale::ALL {
                assert_eq!(word_stored(locale, &kept).as_deref(), Some(said.in_locale(locale).as_str()), "{} in {locale:?}", said.id());
            }
        }
        assert_eq!(word_stored(Locale::En, &serde_json::json!({"args": []})), None, "not a stored sentence");
    }

    thread_local! {
        /// How many times this thread matched a text against the catalogue ([`word`]).
        pub(super) static MATCHED: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    }

    #[test]
    fn english_is_the_message_and_other_languages_word_the_same_id_with_its_values() {
        let taken = said!("said-a-status-named-x-already-exists", label = "Beta");
        assert_eq!(taken.english(), "A status named “Beta” already exists.");
        assert_eq!(taken.to_string(), taken.english());
        let german = taken.in_locale(Locale::De);
        assert!(german.contains("Beta") && !german.contains("already exists"), "{german}");
        assert_eq!(german, text(Locale::De, "said-a-status-named-x-already-exists", &[("label", Arg::from("Beta"))]));
    }

    #[test]
    fn a_field_is_named_in_the_language_and_a_count_chooses_the_plural() {
        let blank = said!("said-x-can-t-be-blank", field = "title");
        assert_eq!(blank.english(), "title can't be blank");
        assert_eq!(blank.field(), Some("title"));
        assert!(blank.in_locale(Locale::De).starts_with(&text(Locale::De, "field-title", &[])), "{}", blank.in_locale(Locale::De));
        // A field without a message of its own is said as it is.
        assert!(said!("said-x-can-t-be-blank", field = "zed_7").in_locale(Locale::Fr).contains("zed_7"));

        let one = said!("said-status-deleted-moved", count = 1).in_locale(Locale::De);
        let many = said!("said-status-deleted-moved", count = 3).in_locale(Locale::De);
        assert_ne!(one.replace('1', ""), many.replace('3', ""), "{one} / {many}");
        assert_eq!(many, text(Locale::De, "said-status-deleted-moved", &[("count", Arg::Number(3.0))]));
        assert_eq!(said!("said-status-deleted-moved", count = 1234).english(), "Status deleted; 1,234 posts moved.");
    }

    /// A number that chooses no plural is said as the code wrote it: an id keeps its digits.
    #[test]
    fn a_number_that_chooses_nothing_is_said_as_written() {
        let missing = said!("said-post-x-was-not-found-3", id = i64::MAX);
        assert_eq!(missing.english(), format!("Post {} was not found.", i64::MAX));
        assert!(missing.in_locale(Locale::De).contains(&i64::MAX.to_string()), "{}", missing.in_locale(Locale::De));
    }

    #[test]
    fn a_role_and_a_reason_are_worded_in_the_language_too() {
        let now = said!("said-x-is-now-x", name = "Ada", role = Role::Csm);
        assert_eq!(now.english(), "Ada is now csm.");
        let csm = text(Locale::De, "admin-team-role-csm", &[]);
        assert_eq!(now.in_locale(Locale::De), text(Locale::De, "said-x-is-now-x", &[("name", Arg::from("Ada")), ("role", Arg::from(csm.as_str()))]));

        let refused = said!("said-x-is-not-allowed-x", field = "url", reason = said!("said-webhook-points-to-private", ip = "10.0.0.1"));
        assert_eq!(refused.english(), "url is not allowed: it points to 10.0.0.1, a loopback, private, link-local or reserved address");
        let german = refused.in_locale(Locale::De);
        let reason = text(Locale::De, "said-webhook-points-to-private", &[("ip", Arg::from("10.0.0.1"))]);
        assert!(german.ends_with(&reason) && !german.contains("loopback, private"), "{german}");
        assert_eq!(said!("said-sign-in-to-vote").in_locale(Locale::Es), text(Locale::Es, "said-sign-in-to-vote", &[]));
    }

    /// The point of it: a refusal that echoes a huge input is worded from its id and its
    /// (bounded) values, in the time of any other; no text is read back.
    #[tokio::test]
    async fn a_refusal_echoing_a_huge_text_is_worded_from_its_id() {
        let huge = format!("x\n{}", "a. ".repeat(600_000));
        let refusal = crate::domain::Error::NotFound(said!("said-organization-x-was-not-found", org = crate::domain::echoed(&huge)));
        let english = refusal.public_message();
        assert!(english.chars().count() < 150 && english.ends_with("… was not found."), "{english}");
        // Bounded as the English always was: the kind's name and the echo together.
        let named = said!("said-organization-x-was-not-found", org = crate::domain::echoed_after("Organization ", &huge));
        assert_eq!(named.english(), format!("{} was not found.", crate::domain::echoed(&format!("Organization {huge}"))));
        let said = refusal.said();
        let args: Vec<(&str, Arg)> = vec![("org", Arg::from(crate::domain::echoed(&huge).into_owned()))];
        let german = text(Locale::De, said.id(), &args);
        assert_eq!(said.in_locale(Locale::De), german);
        assert_ne!(german, english, "worded in German");
        let started = std::time::Instant::now();
        // As a page or a form shows it to a German reader (the request's language): from the
        // id, no text matched against the catalogue.
        let matched = MATCHED.with(std::cell::Cell::get);
        let shown = super::super::scoped(Locale::De, async { crate::model::AppError::from(refusal) }).await;
        assert_eq!(MATCHED.with(std::cell::Cell::get), matched, "the matcher was asked");
        assert!(started.elapsed() < std::time::Duration::from_millis(500), "{:?}", started.elapsed());
        assert_eq!(shown.to_string(), crate::model::sentence(&german));
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
        assert!(MATCHED.with(std::cell::Cell::get) > 0, "stored text is matched");
        let change = said_list(Locale::Fr, "from member to admin");
        assert!(
            change.contains(&text(Locale::Fr, "admin-team-role-member", &[])) && change.contains(&text(Locale::Fr, "admin-team-role-admin", &[])),
            "{change}"
        );
        assert!(!change.contains("member"), "{change}");
        // A role a sign-in provider changed names the provider (one message, the role worded).
        let provided = said_list(Locale::De, "from member to admin, through sign-in provider Corp");
        let role = |r: &str| Arg::from(text(Locale::De, &format!("admin-team-role-{r}"), &[]));
        let expected = text(Locale::De, "said-audit-role-from-to-through", &[("old_role", role("member")), ("role", role("admin")), ("a", Arg::from("Corp"))]);
        assert_eq!(provided, expected);
        let huge = "a. ".repeat(600_000);
        assert_eq!(said_list(Locale::De, &huge), huge, "left as it was");
    }

    /// Every English message of an audit entry reads back as itself: the message its text
    /// matches (itself, or one that says the same) words it the same way.
    #[test]
    fn every_english_message_matches_its_own_text() {
        for form in FORMS.iter() {
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
