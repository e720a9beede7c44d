//! The catalogues, compiled in, and the lookup of one message.

use super::{Arg, Locale};
use fluent_templates::LanguageIdentifier;
use fluent_templates::fluent_bundle::FluentValue;
use std::collections::HashMap;
use std::sync::LazyLock;

fluent_templates::static_loader! {
    static CATALOGUES = {
        locales: "./locales",
        fallback_language: "en",
        // No Unicode isolation marks around arguments: pages set `dir`, and people's words
        // inside a right-to-left sentence sit in elements with `dir="auto"` in the markup.
        customise: |bundle| {
            bundle.set_use_isolating(false);
            bundle.set_formatter(Some(super::format::fluent_number));
        },
    };
}

/// The language identifiers, parsed once.
static IDS: LazyLock<[LanguageIdentifier; 5]> = LazyLock::new(|| Locale::ALL.map(|l| l.code().parse().expect("a valid language tag")));

fn id_of(locale: Locale) -> &'static LanguageIdentifier {
    &IDS[locale.index()]
}

/// The message in `locale`; else English's (a catalogue behind English: the catalogue check of
/// `make test` fails first); else, logged, the id itself.
pub(super) fn text(locale: Locale, id: &str, args: &[(&str, Arg)]) -> String {
    let args: Option<HashMap<&str, FluentValue<'_>>> = (!args.is_empty()).then(|| {
        args.iter()
            .map(|(name, value)| {
                let value = match value {
                    Arg::Text(text) => FluentValue::from(text.as_str()),
                    Arg::Number(n) => FluentValue::from(*n),
                };
                (*name, value)
            })
            .collect()
    });
    match CATALOGUES.lookup_single_language(id_of(locale), id, args.as_ref()) {
        Ok(text) => text,
        Err(error) => {
            tracing::error!(%locale, id, ?error, "a message is missing or broken");
            CATALOGUES.lookup_single_language(id_of(Locale::En), id, args.as_ref()).unwrap_or_else(|_| id.to_owned())
        }
    }
}
