//! The languages upboard speaks. A page, an e-mail and a person's setting name one of these;
//! the texts themselves are in `app/locales/` (server only, `crate::i18n`).

use serde::{Deserialize, Serialize};

/// A language of the user interface.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Locale {
    #[default]
    En,
    De,
    Es,
    Fr,
    Ar,
}

impl Locale {
    /// Every language, in the order the language switch lists them.
    pub const ALL: [Locale; 5] = [Locale::En, Locale::De, Locale::Es, Locale::Fr, Locale::Ar];

    /// Where this language stands in [`Locale::ALL`] (tables kept per language use it).
    pub fn index(self) -> usize {
        Self::ALL.iter().position(|l| *l == self).unwrap_or(0)
    }

    /// The BCP 47 tag (`<html lang>`, `hreflang`, the cookie, the settings).
    pub fn code(self) -> &'static str {
        match self {
            Self::En => "en",
            Self::De => "de",
            Self::Es => "es",
            Self::Fr => "fr",
            Self::Ar => "ar",
        }
    }

    /// A tag a person or a browser sent: its primary language, in any letter case (`de-AT`
    /// is German); `None` for a language upboard does not speak.
    pub fn parse(tag: &str) -> Option<Self> {
        let primary = tag.trim().split(['-', '_']).next().unwrap_or_default();
        Self::ALL.into_iter().find(|l| l.code().eq_ignore_ascii_case(primary))
    }

    /// The writing direction (`<html dir>`).
    pub fn dir(self) -> &'static str {
        if self == Self::Ar { "rtl" } else { "ltr" }
    }

    /// The language's name in itself, as the language switch shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Self::En => "English",
            Self::De => "Deutsch",
            Self::Es => "Español",
            Self::Fr => "Français",
            Self::Ar => "العربية",
        }
    }
}

impl std::fmt::Display for Locale {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::Locale;

    #[test]
    fn a_tag_is_read_by_its_primary_language() {
        assert_eq!(Locale::parse("de-AT"), Some(Locale::De));
        assert_eq!(Locale::parse(" FR "), Some(Locale::Fr));
        assert_eq!(Locale::parse("ar_EG"), Some(Locale::Ar));
        assert_eq!(Locale::parse("pt-BR"), None);
        assert_eq!(Locale::parse(""), None);
        for locale in Locale::ALL {
            assert_eq!(Locale::parse(locale.code()), Some(locale));
        }
    }
}

/// A count's message in one language, in each of the language's plural forms (CLDR
/// categories: `zero`, `one`, `two`, `few`, `many`, `other`), with `{n}` where the number
/// goes. The server renders it from the catalogue (`i18n::plural`) and an island that shows
/// a live count picks the form with the browser's own plural rules (`Intl.PluralRules`), so
/// the browser's bundle carries no catalogue.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Plural {
    /// The language's tag, for the browser's plural rules and number format.
    pub lang: String,
    /// `(category, text)`; `other` is always there.
    pub forms: Vec<(String, String)>,
}

impl Plural {
    /// The text of `category` (else `other`'s) with `number` (already formatted) in place.
    pub fn with(&self, category: &str, number: &str) -> String {
        Self::form(&self.forms, category).map(|text| text.replace("{n}", number)).unwrap_or_else(|| number.to_owned())
    }

    /// The form of `category` among `forms` (`(category, form)`, as [`Plural::forms`] or a
    /// rendering of them), else `other`'s.
    pub fn form<'a, T>(forms: &'a [(String, T)], category: &str) -> Option<&'a T> {
        let of = |wanted: &str| forms.iter().find(|(c, _)| c == wanted).map(|(_, form)| form);
        of(category).or_else(|| of("other"))
    }
}
