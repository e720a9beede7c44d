//! Numbers, dates and relative times for each language, by ICU4X and its CLDR data (Arabic
//! groups thousands with `٬`, German with a dot, and so on).

use super::Locale;
use chrono::{DateTime, Datelike, NaiveDate, Utc};
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
#[derive(Clone, Copy, PartialEq)]
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
    let mut text = String::with_capacity(16);
    number_into(locale, value, &mut text);
    text
}

/// [`number`], appended to `text` (a page writes its counts and scores into its HTML, with no
/// string of their own in between). Its characters are digits, signs and separators: nothing
/// HTML escapes.
pub fn number_into(locale: Locale, value: f64, text: &mut String) {
    use std::fmt::Write;
    // Whole numbers under a thousand read alike in every language here (no grouping, Latin
    // digits, no sign): the most common numbers on a page (counts) skip the formatter, and
    // others under a million are written with what ICU4X was seen to write (`Short`).
    if value.fract() == 0.0 && (0.0..1000.0).contains(&value) {
        return digits(value as u32, 1, text);
    }
    // In hundredths, as an integer: no text printed and parsed again per number.
    let hundredths = (value * 100.0).round();
    if hundredths.abs() < 100_000_000.0 {
        return SHORT[locale.index()].write(hundredths as i32, text);
    }
    let decimal = if value.fract() == 0.0 && value.abs() < 1e15 {
        Decimal::from(value as i64)
    } else if hundredths.is_finite() && hundredths.abs() < 1e17 {
        let mut decimal = Decimal::from(hundredths as i64);
        decimal.multiply_pow10(-2);
        decimal.trim_end();
        decimal
    } else {
        Decimal::default()
    };
    let _ = write!(text, "{}", DECIMALS[locale.index()].format(&decimal));
}

/// How ICU4X writes a number under a million in one language, learned once from it (as the
/// plural forms are: `i18n::plural`): the sign before the digits, the decimal separator, the
/// group separator and whether four digits are grouped (Spanish writes 1234, English 1,234).
/// A number under a million has at most one group separator, so these are all there is to
/// it; the scores of "Why here?" are written thirty times a page. A unit test holds this to
/// ICU4X for every language.
struct Short {
    minus: String,
    separator: String,
    group: String,
    group_four: bool,
}

static SHORT: LazyLock<Vec<Short>> = LazyLock::new(|| {
    Locale::ALL
        .iter()
        .map(|l| {
            let icu = |decimal: Decimal| DECIMALS[l.index()].format(&decimal).to_string();
            let mut sample = Decimal::from(-12_034);
            sample.multiply_pow10(-3);
            let text = icu(sample);
            let (minus, rest) = text.split_once("12").expect("ICU4X writes the digits of -12.034");
            let separator = rest.strip_suffix("034").expect("ICU4X writes the fraction of -12.034");
            let big = icu(Decimal::from(123_456));
            let group = big.strip_prefix("123").and_then(|g| g.strip_suffix("456")).expect("ICU4X writes 123456 in two groups");
            Short { minus: minus.to_owned(), separator: separator.to_owned(), group: group.to_owned(), group_four: icu(Decimal::from(1_234)) != "1234" }
        })
        .collect()
});

impl Short {
    /// `hundredths` ÷ 100, its fraction's trailing zeros left out (|hundredths| < 100,000,000),
    /// appended to `text`.
    fn write(&self, hundredths: i32, text: &mut String) {
        let (whole, fraction) = (hundredths.unsigned_abs() / 100, hundredths.unsigned_abs() % 100);
        if hundredths < 0 {
            text.push_str(&self.minus);
        }
        if whole >= 10_000 || (whole >= 1_000 && self.group_four) {
            digits(whole / 1_000, 1, text);
            text.push_str(&self.group);
            digits(whole % 1_000, 3, text);
        } else {
            digits(whole, 1, text);
        }
        if fraction != 0 {
            text.push_str(&self.separator);
            if fraction % 10 == 0 { digits(fraction / 10, 1, text) } else { digits(fraction, 2, text) }
        }
    }
}

/// The decimal digits of `n`, at least `width` of them (zeros first; `width` ≤ 10), appended
/// to `text`: what `write!(text, "{n:0width$}")` writes, without the formatting machinery (it
/// was 2.9 % of the board page's time, writing the cards' numbers).
fn digits(mut n: u32, width: usize, text: &mut String) {
    let mut buffer = [b'0'; 10];
    let mut start = buffer.len();
    loop {
        start -= 1;
        buffer[start] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    let start = start.min(buffer.len() - width.min(buffer.len()));
    text.push_str(std::str::from_utf8(&buffer[start..]).unwrap_or_default());
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
    written_ago(locale, in_units((now - since).num_seconds()))
}

/// `seconds` in the largest unit that holds it whole at least once (what [`ago`] says).
fn in_units(seconds: i64) -> (i64, Unit) {
    match seconds.max(0) {
        s if s < 60 => (s, Unit::Second),
        s if s < 3_600 => (s / 60, Unit::Minute),
        s if s < 86_400 => (s / 3_600, Unit::Hour),
        s if s < 30 * 86_400 => (s / 86_400, Unit::Day),
        s if s < 365 * 86_400 => (s / (30 * 86_400), Unit::Month),
        s => (s / (365 * 86_400), Unit::Year),
    }
}

fn written_ago(locale: Locale, (n, unit): (i64, Unit)) -> String {
    AGO[locale.index()][unit as usize].format(Decimal::from(-n)).to_string()
}

/// The relative times of one page, each distinct one formatted once: thirty cards posted
/// "2 days ago" ask ICU4X once.
pub struct Ages {
    locale: Locale,
    written: Vec<((i64, Unit), String)>,
}

impl Ages {
    pub fn new(locale: Locale) -> Self {
        Self { locale, written: Vec::new() }
    }

    /// [`ago`] of something `seconds` old.
    pub fn of(&mut self, seconds: i64) -> &str {
        let key = in_units(seconds);
        let index = match self.written.iter().position(|(known, _)| *known == key) {
            Some(index) => index,
            None => {
                self.written.push((key, written_ago(self.locale, key)));
                self.written.len() - 1
            }
        };
        &self.written[index].1
    }
}

static PLURAL_RULES: LazyLock<Vec<icu_plurals::PluralRules>> = LazyLock::new(|| {
    Locale::ALL
        .iter()
        .map(|l| icu_plurals::PluralRules::try_new_cardinal(icu(*l).into()).expect("compiled plural data"))
        .collect()
});

/// The categories of the counts under a thousand (most of a page's), by language: looked up,
/// not worked out per count.
static SMALL_COUNTS: LazyLock<Vec<Vec<&'static str>>> =
    LazyLock::new(|| Locale::ALL.iter().map(|l| (0..1_000).map(|n| category_by_rules(*l, n)).collect()).collect());

/// The CLDR plural category of `n` in `locale` (`one`, `few`, …).
pub fn plural_category(locale: Locale, n: u64) -> &'static str {
    match SMALL_COUNTS[locale.index()].get(n as usize) {
        Some(category) => category,
        None => category_by_rules(locale, n),
    }
}

fn category_by_rules(locale: Locale, n: u64) -> &'static str {
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
        assert_eq!(number(Locale::De, -1.234), "-1,23");
        assert_eq!(number(Locale::En, 0.005), "0.01");
        assert_eq!(number(Locale::En, -0.001), "0");
        assert_eq!(number(Locale::En, 12.0), "12");
        // Below a thousand, a whole number is its digits in every language (its shortcut
        // against the formatter).
        for locale in Locale::ALL {
            for n in [0.0, 7.0, 999.0] {
                assert_eq!(number(locale, n), DECIMALS[locale.index()].format(&Decimal::from(n as i64)).to_string());
            }
        }
        // CLDR's Arabic writes Latin digits by default (as the browser's plural text must
        // too: `i18n::plural` names the numbering system).
        assert_eq!(number(Locale::Ar, 12.0), "12");
    }

    #[test]
    fn digits_read_as_format_writes_them() {
        for n in [0, 1, 9, 10, 99, 100, 999, 1_000, 12_345, 999_999, u32::MAX] {
            for width in [1, 2, 3, 10] {
                let mut text = String::from("x");
                digits(n, width, &mut text);
                assert_eq!(text, format!("x{n:0width$}"), "{n} {width}");
            }
        }
    }

    /// Numbers under a million, written from what ICU4X was seen to write, read as ICU4X
    /// writes them, in every language.
    #[test]
    fn short_numbers_are_written_as_icu4x_writes_them() {
        for locale in Locale::ALL {
            let small = (-99_999..100_000).step_by(37);
            let large = (-99_999_999..100_000_000).step_by(99_991);
            let edges = [-100, -1, 0, 1, 10, 99_999, 100_000, 999_999, 1_000_000, 99_999_999, -99_999_999, 12_345_678];
            for hundredths in small.chain(large).chain(edges) {
                let mut decimal = Decimal::from(hundredths as i64);
                decimal.multiply_pow10(-2);
                decimal.trim_end();
                let icu = DECIMALS[locale.index()].format(&decimal).to_string();
                assert_eq!(number(locale, f64::from(hundredths) / 100.0), icu, "{locale} {hundredths}");
            }
        }
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

    /// A page's relative times, each written once, read as [`ago`] writes them.
    #[test]
    fn a_pages_ages_read_as_ago_writes_them() {
        let now = Utc.with_ymd_and_hms(2026, 11, 21, 9, 0, 0).unwrap();
        for locale in Locale::ALL {
            let mut ages = Ages::new(locale);
            for seconds in [0, 59, 60, 3_599, 3_600, 86_399, 86_400, 2 * 86_400 + 5, 2 * 86_400, 40 * 86_400, 400 * 86_400, 59, -5] {
                assert_eq!(ages.of(seconds), ago(locale, now - chrono::Duration::seconds(seconds), now), "{locale} {seconds}");
            }
            // "2 days ago" twice, "59 seconds ago" twice: written once each.
            assert_eq!(ages.written.len(), 10, "{locale}");
        }
    }
}
