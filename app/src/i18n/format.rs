//! Numbers, dates and relative times for each language, by ICU4X and its CLDR data (Arabic
//! groups thousands with `٬`, German with a dot, and so on).

use super::Locale;
use chrono::{DateTime, Datelike, NaiveDate, Utc};
use fluent_templates::LanguageIdentifier;
use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::fluent_bundle::memoizer::MemoizerKind;
use icu_calendar::Gregorian;
use icu_datetime::FixedCalendarDateTimeFormatter;
use icu_datetime::fieldsets::YMD;
use icu_datetime::input::Date;
use icu_decimal::DecimalFormatter;
use icu_decimal::input::Decimal;
use icu_experimental::relativetime::{RelativeTimeFormatter, RelativeTimeFormatterOptions};
use icu_locale_core::Locale as IcuLocale;
use std::sync::LazyLock;

fn icu(locale: Locale) -> IcuLocale {
    locale.code().parse().expect("a valid language tag")
}

static DECIMALS: LazyLock<Vec<DecimalFormatter>> = LazyLock::new(|| {
    Locale::ALL
        .iter()
        .map(|l| DecimalFormatter::try_new(icu(*l).into(), Default::default()).expect("compiled decimal data"))
        .collect()
});

static DATES: LazyLock<Vec<FixedCalendarDateTimeFormatter<Gregorian, YMD>>> = LazyLock::new(|| {
    Locale::ALL
        .iter()
        .map(|l| FixedCalendarDateTimeFormatter::try_new(icu(*l).into(), YMD::medium()).expect("compiled date data"))
        .collect()
});

/// The units of a relative time, largest last.
#[derive(Clone, Copy)]
enum Unit {
    Second,
    Minute,
    Hour,
    Day,
    Month,
    Year,
}

static AGO: LazyLock<Vec<[RelativeTimeFormatter; 6]>> = LazyLock::new(|| {
    Locale::ALL
        .iter()
        .map(|l| {
            let prefs = icu(*l).into();
            let options = RelativeTimeFormatterOptions::default();
            let data = "compiled relative time data";
            [
                RelativeTimeFormatter::try_new_long_second(prefs, options).expect(data),
                RelativeTimeFormatter::try_new_long_minute(prefs, options).expect(data),
                RelativeTimeFormatter::try_new_long_hour(prefs, options).expect(data),
                RelativeTimeFormatter::try_new_long_day(prefs, options).expect(data),
                RelativeTimeFormatter::try_new_long_month(prefs, options).expect(data),
                RelativeTimeFormatter::try_new_long_year(prefs, options).expect(data),
            ]
        })
        .collect()
});

/// A number for people: `1,234` in English, `1.234` in German, `1.234` in Spanish. Fractions
/// keep at most two digits.
pub fn number(locale: Locale, value: f64) -> String {
    let decimal = if value.fract() == 0.0 && value.abs() < 1e15 {
        Decimal::from(value as i64)
    } else {
        let mut text = format!("{value:.2}");
        while text.ends_with('0') {
            text.pop();
        }
        Decimal::try_from_str(text.trim_end_matches('.')).unwrap_or_default()
    };
    DECIMALS[locale.index()].format(&decimal).to_string()
}

/// A calendar day for people: "Nov 21, 2026", "21.11.2026", "21 nov 2026".
pub fn date(locale: Locale, day: NaiveDate) -> String {
    match Date::try_new_gregorian(day.year(), day.month() as u8, day.day() as u8) {
        Ok(date) => DATES[locale.index()].format(&date).to_string(),
        Err(_) => day.to_string(),
    }
}

/// The day of an ISO timestamp as the pages receive it (`2026-11-21T09:05:03.120Z`, or a day
/// alone), for people; text that is neither is shown as it is.
pub fn day(locale: Locale, iso: &str) -> String {
    match iso.get(..10).and_then(|d| NaiveDate::parse_from_str(d, "%Y-%m-%d").ok()) {
        Some(day) => date(locale, day),
        None => iso.to_owned(),
    }
}

/// How long ago `since` was, for people: "3 months ago", "vor 3 Monaten", "hace 3 meses".
pub fn ago(locale: Locale, since: DateTime<Utc>, now: DateTime<Utc>) -> String {
    let seconds = (now - since).num_seconds().max(0);
    let (n, unit) = match seconds {
        s if s < 60 => (s, Unit::Second),
        s if s < 3_600 => (s / 60, Unit::Minute),
        s if s < 86_400 => (s / 3_600, Unit::Hour),
        s if s < 30 * 86_400 => (s / 86_400, Unit::Day),
        s if s < 365 * 86_400 => (s / (30 * 86_400), Unit::Month),
        s => (s / (365 * 86_400), Unit::Year),
    };
    AGO[locale.index()][unit as usize].format(Decimal::from(-n)).to_string()
}

/// A bundle's language, for the number formatter below (Fluent hands it the bundle's
/// memoizer, which knows the language and keeps one of these per bundle).
struct LanguageOf(Locale);

impl intl_memoizer::Memoizable for LanguageOf {
    type Args = ();
    type Error = ();
    fn construct(lang: LanguageIdentifier, _: ()) -> Result<Self, ()> {
        Ok(Self(Locale::parse(lang.language.as_str()).unwrap_or_default()))
    }
}

/// Fluent's number formatting, replaced by ICU4X's for the bundle's language (numbers in
/// messages: counts, scores).
pub(super) fn fluent_number<M: MemoizerKind>(value: &FluentValue, memoizer: &M) -> Option<String> {
    let FluentValue::Number(n) = value else { return None };
    let locale = memoizer.with_try_get_threadsafe::<LanguageOf, _, _>((), |l| l.0).ok()?;
    Some(number(locale, n.value))
}

static PLURAL_RULES: LazyLock<Vec<icu_plurals::PluralRules>> = LazyLock::new(|| {
    Locale::ALL
        .iter()
        .map(|l| icu_plurals::PluralRules::try_new_cardinal(icu(*l).into()).expect("compiled plural data"))
        .collect()
});

/// The CLDR plural category of `n` in `locale` (`one`, `few`, …).
pub fn plural_category(locale: Locale, n: u64) -> &'static str {
    use icu_plurals::PluralCategory as C;
    match PLURAL_RULES[locale.index()].category_for(n) {
        C::Zero => "zero",
        C::One => "one",
        C::Two => "two",
        C::Few => "few",
        C::Many => "many",
        C::Other => "other",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn numbers_follow_the_language() {
        assert_eq!(number(Locale::En, 1234.0), "1,234");
        assert_eq!(number(Locale::De, 1234.0), "1.234");
        assert_eq!(number(Locale::En, 2.5), "2.5");
        // CLDR's Arabic writes Latin digits by default (as the browser's plural text must
        // too: `i18n::plural` names the numbering system).
        assert_eq!(number(Locale::Ar, 12.0), "12");
    }

    #[test]
    fn dates_and_relative_times_follow_the_language() {
        let d = NaiveDate::from_ymd_opt(2026, 11, 21).unwrap();
        assert_eq!(date(Locale::En, d), "Nov 21, 2026");
        assert_eq!(date(Locale::De, d), "21.11.2026");
        let now = Utc.with_ymd_and_hms(2026, 11, 21, 9, 0, 0).unwrap();
        assert_eq!(ago(Locale::En, now - chrono::Duration::days(95), now), "3 months ago");
        assert_eq!(ago(Locale::De, now - chrono::Duration::days(95), now), "vor 3 Monaten");
        assert_eq!(ago(Locale::Es, now - chrono::Duration::hours(1), now), "hace 1 hora");
        assert_eq!(day(Locale::En, "2026-11-21T09:05:03.120Z"), "Nov 21, 2026");
    }
}
