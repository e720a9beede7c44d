//! The user interface in the reader's language: every text a person reads comes from the
//! Fluent catalogues in `app/locales/<lang>/*.ftl`, compiled into the server (the browser's
//! bundle carries none: islands receive their texts, already translated, as props).
//!
//! In a page or component, `t!("board-empty")` or `t!("votes-count", count = n)` gives the
//! message in the language of the page being rendered ([`locale`], provided by the router for
//! each request, `server::web::locale`); outside a page (e-mails, the feed, exports)
//! `tl!(locale, "id", …)` names the language. Numbers, dates and relative times are formatted
//! for the language by ICU4X ([`number`], [`date`], [`ago`]); plurals follow each language's
//! CLDR rules inside the messages (`{ $count -> [one] … *[other] … }`).

pub use crate::model::{Locale, Plural};

#[cfg(feature = "ssr")]
mod catalogue;
#[cfg(feature = "ssr")]
mod format;
#[cfg(feature = "ssr")]
pub use format::{Ages, ago, date, day, number, number_into, plural_category};
#[cfg(feature = "ssr")]
mod said;
#[cfg(feature = "ssr")]
pub use said::{Said, SaidArg, SaidValue, said_list, word_stored};

#[cfg(feature = "ssr")]
tokio::task_local! {
    /// The language of the request being answered outside a page (a form post), set by the
    /// router's language middleware (`server::web::locale`).
    static REQUEST_LOCALE: Locale;
}

/// Runs `answer` with `locale` as the language [`locale`] gives outside a page.
#[cfg(feature = "ssr")]
pub async fn scoped<F: std::future::Future>(locale: Locale, answer: F) -> F::Output {
    REQUEST_LOCALE.scope(locale, answer).await
}

/// The language of the page being rendered, or of the request a server function or a form
/// post answers; English outside them (the REST API, the delivery worker).
pub fn locale() -> Locale {
    use leptos::prelude::use_context;
    if let Some(locale) = use_context::<Locale>() {
        return locale;
    }
    #[cfg(feature = "ssr")]
    if let Some(parts) = use_context::<axum::http::request::Parts>() {
        return parts.extensions.get::<Locale>().copied().unwrap_or_default();
    }
    #[cfg(feature = "ssr")]
    if let Ok(locale) = REQUEST_LOCALE.try_with(|locale| *locale) {
        return locale;
    }
    Locale::default()
}

/// A value a message is given: text (a name, a title) or a number (which selects the plural
/// form and is formatted for the language).
#[derive(Clone, Debug, PartialEq)]
pub enum Arg<'a> {
    Text(std::borrow::Cow<'a, str>),
    Number(f64),
}

impl From<String> for Arg<'_> {
    fn from(value: String) -> Self {
        Self::Text(value.into())
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(value: &'a String) -> Self {
        Self::Text(value.as_str().into())
    }
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(value: &'a str) -> Self {
        Self::Text(value.into())
    }
}

macro_rules! numbers {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(value: $t) -> Self {
                Self::Number(value as f64)
            }
        }
    )*};
}
numbers!(i32, i64, u32, u64, usize, f64);

/// The message `id` in `locale`, with its arguments.
#[cfg(feature = "ssr")]
pub fn text(locale: Locale, id: &str, args: &[(&str, Arg)]) -> String {
    catalogue::text(locale, id, args)
}

/// In the browser build only islands run, and they receive their texts as props: this keeps
/// the pages' shared code compiling there and is never reached.
#[cfg(not(feature = "ssr"))]
pub fn text(_locale: Locale, id: &str, _args: &[(&str, Arg)]) -> String {
    id.to_owned()
}

/// [`text`] as HTML text (escaped), appended to `html`: for markup written as a string (the
/// board's cards), with no string of its own per message.
#[cfg(feature = "ssr")]
pub fn html(locale: Locale, id: &str, args: &[(&str, Arg)], html: &mut String) {
    catalogue::html(locale, id, args, html)
}

/// The browser build's [`html`] (see [`text`] there): never reached.
#[cfg(not(feature = "ssr"))]
pub fn html(locale: Locale, id: &str, args: &[(&str, Arg)], html: &mut String) {
    html_escape::encode_text_to_string(text(locale, id, args), html);
}

/// `t!("id")`, `t!("id", name = value, …)`: the message in the page's language.
#[macro_export]
macro_rules! t {
    ($id:literal) => {
        $crate::i18n::text($crate::i18n::locale(), $id, &[])
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::text($crate::i18n::locale(), $id, &[$((stringify!($name), $crate::i18n::Arg::from($value))),+])
    };
}

/// `tl!(locale, "id")`, `tl!(locale, "id", name = value, …)`: the message in `locale`.
#[macro_export]
macro_rules! tl {
    ($locale:expr, $id:literal) => {
        $crate::i18n::text($locale, $id, &[])
    };
    ($locale:expr, $id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::text($locale, $id, &[$((stringify!($name), $crate::i18n::Arg::from($value))),+])
    };
}

/// The plural forms of the count message `id` (its number is `$count`) in `locale`, for a
/// count shown many times on a page or kept live by an island ([`Plural`]). Learned once per
/// language and message by rendering it with a sample of each plural category.
#[cfg(feature = "ssr")]
pub fn plural(locale: Locale, id: &'static str) -> Plural {
    plural_with(locale, id, &[])
}

/// [`plural`] of a message that takes other arguments too, the same for every count (`fixed`,
/// given once: the forms are learned once per language and message).
#[cfg(feature = "ssr")]
pub fn plural_with(locale: Locale, id: &'static str, fixed: &[(&str, Arg)]) -> Plural {
    use std::collections::HashMap;
    use std::sync::{LazyLock, Mutex};
    static LEARNED: LazyLock<Mutex<HashMap<(Locale, &'static str), Plural>>> = LazyLock::new(Default::default);
    if let Some(known) = LEARNED.lock().ok().and_then(|m| m.get(&(locale, id)).cloned()) {
        return known;
    }
    // For each category, a count whose digits appear once in the text (so that they are
    // surely the count's); the first count of the category if none does.
    let mut forms: Vec<(String, String)> = Vec::new();
    let mut exact: Vec<&str> = Vec::new();
    for n in 0..1_000u64 {
        let category = plural_category(locale, n);
        if exact.contains(&category) {
            continue;
        }
        let mut args = fixed.to_vec();
        args.push(("count", Arg::Number(n as f64)));
        let text = text(locale, id, &args);
        let shown = number(locale, n as f64);
        let once = text.matches(shown.as_str()).count() == 1;
        let form = text.replacen(&shown, "{n}", 1);
        match forms.iter_mut().find(|(c, _)| c == category) {
            Some(known) if once => known.1 = form,
            Some(_) => {}
            None => forms.push((category.to_owned(), form)),
        }
        if once {
            exact.push(category);
        }
    }
    // Latin digits, as the server's CLDR data writes them in every language here (the
    // browser's data may default otherwise for Arabic).
    let plural = Plural { lang: format!("{}-u-nu-latn", locale.code()), forms };
    if let Ok(mut learned) = LEARNED.lock() {
        learned.insert((locale, id), plural.clone());
    }
    plural
}

/// `n` in the form of `plural` its language's rules choose, the number formatted for it.
#[cfg(feature = "ssr")]
pub fn count(locale: Locale, plural: &Plural, n: i64) -> String {
    plural.with(plural_category(locale, n.unsigned_abs()), &number(locale, n as f64))
}

/// The browser build's counterparts of the server's formatting: only islands run there, and
/// they receive their texts and forms as props; these keep the pages' shared code compiling
/// and are never reached.
#[cfg(not(feature = "ssr"))]
mod shared_code_only {
    use super::{Locale, Plural};

    pub fn number(_locale: Locale, value: f64) -> String {
        value.to_string()
    }

    pub fn plural_category(_locale: Locale, _n: u64) -> &'static str {
        "other"
    }

    pub fn number_into(locale: Locale, value: f64, text: &mut String) {
        text.push_str(&number(locale, value));
    }

    pub struct Ages(String);

    impl Ages {
        pub fn new(_locale: Locale) -> Self {
            Self(String::new())
        }

        pub fn of(&mut self, seconds: i64) -> &str {
            self.0 = format!("{seconds} s");
            &self.0
        }
    }

    pub fn plural(locale: Locale, _id: &'static str) -> Plural {
        Plural { lang: locale.code().to_owned(), forms: Vec::new() }
    }

    pub fn plural_with(locale: Locale, id: &'static str, _fixed: &[(&str, super::Arg)]) -> Plural {
        plural(locale, id)
    }

    pub fn count(_locale: Locale, plural: &Plural, n: i64) -> String {
        plural.with("other", &n.to_string())
    }

    pub fn day(_locale: Locale, iso: &str) -> String {
        iso.get(..10).unwrap_or(iso).to_owned()
    }

    pub fn ago(_locale: Locale, since: chrono::DateTime<chrono::Utc>, _now: chrono::DateTime<chrono::Utc>) -> String {
        since.to_rfc3339()
    }

    pub fn said_list(_locale: Locale, english: &str) -> String {
        english.to_owned()
    }
}
#[cfg(not(feature = "ssr"))]
pub use shared_code_only::{Ages, ago, count, day, number, number_into, plural, plural_category, plural_with, said_list};

/// `n` in its form of `plural`: by the server's plural rules when it renders the page, by the
/// browser's (`Intl.PluralRules`) once an island runs there, so that a live count reads as the
/// server wrote it.
pub fn shown_count(plural: &Plural, n: i64) -> String {
    #[cfg(feature = "hydrate")]
    {
        let locales = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(&plural.lang));
        let rules = js_sys::Intl::PluralRules::new(&locales, &js_sys::Object::new());
        let category: String = rules.select(n as f64).into();
        plural.with(&category, &shown_number(&plural.lang, n))
    }
    #[cfg(not(feature = "hydrate"))]
    {
        count(Locale::parse(&plural.lang).unwrap_or_default(), plural, n)
    }
}

/// `n` formatted for `lang` (a [`Plural`]'s): by the server, or by the browser
/// (`Number.toLocaleString`) in an island.
pub fn shown_number(lang: &str, n: i64) -> String {
    #[cfg(feature = "hydrate")]
    {
        js_sys::Number::from(n as f64).to_locale_string(lang).into()
    }
    #[cfg(not(feature = "hydrate"))]
    {
        number(Locale::parse(lang).unwrap_or_default(), n as f64)
    }
}

/// Where a sentence of the catalogue holds an element of the page (a link, a command): the
/// value given to its element variables, split on by [`pieces`].
pub const MARK: &str = "\u{E000}";

/// A sentence with elements in it (their variables were given [`MARK`]), in the `N` pieces of
/// text around them, so that a translation may move the element within its sentence. An empty
/// piece is `None` (an empty text would be rendered as a space).
pub fn pieces<const N: usize>(sentence: &str) -> [Option<String>; N] {
    let mut parts = sentence.splitn(N, MARK);
    std::array::from_fn(|_| parts.next().filter(|p| !p.is_empty()).map(str::to_owned))
}
