//! The API's two timestamp formats and its calendar-day filters.

use chrono::{DateTime, NaiveDate, TimeZone, Utc};

/// Current endpoints: UTC, milliseconds, `Z` (`2026-11-21T09:05:03.120Z`).
pub fn iso_utc(at: DateTime<Utc>) -> String {
    // The same text as `format("%Y-%m-%dT%H:%M:%S%.3fZ")`, without parsing a format each time.
    at.to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

/// First-generation endpoints: the organization's time zone with a numeric offset
/// (`2026-11-21T10:05:03.120+01:00`); an unknown zone falls back to UTC.
pub fn iso_in_zone(at: DateTime<Utc>, time_zone: &str) -> String {
    const FORMAT: &str = "%Y-%m-%dT%H:%M:%S%.3f%:z";
    match time_zone.parse::<chrono_tz::Tz>() {
        Ok(zone) => zone.from_utc_datetime(&at.naive_utc()).format(FORMAT).to_string(),
        Err(_) => at.format(FORMAT).to_string(),
    }
}

/// The calendar day of `at` in the organization's time zone, as `YYYY-MM-DD` (pages show it
/// in the reader's language: `i18n::day`).
pub fn day_in_zone(at: DateTime<Utc>, time_zone: &str) -> String {
    const FORMAT: &str = "%Y-%m-%d";
    match time_zone.parse::<chrono_tz::Tz>() {
        Ok(zone) => zone.from_utc_datetime(&at.naive_utc()).format(FORMAT).to_string(),
        Err(_) => at.format(FORMAT).to_string(),
    }
}

pub fn is_valid_time_zone(name: &str) -> bool {
    name.parse::<chrono_tz::Tz>().is_ok()
}

/// Every IANA time zone name, sorted, for the settings page to choose from.
pub fn zone_names() -> Vec<String> {
    let mut names: Vec<String> = chrono_tz::TZ_VARIANTS.iter().map(|zone| zone.name().to_owned()).collect();
    names.sort_unstable();
    names
}

/// A `YYYY-MM-DD` calendar day, strictly.
pub fn parse_day(value: &str) -> Option<NaiveDate> {
    let value = value.trim();
    if value.len() != 10 {
        return None;
    }
    NaiveDate::parse_from_str(value, "%Y-%m-%d").ok()
}

/// The first instant of `day` in UTC.
pub fn start_of_day(day: NaiveDate) -> DateTime<Utc> {
    Utc.from_utc_datetime(&day.and_hms_opt(0, 0, 0).unwrap_or_default())
}

/// The first instant after `day` in UTC (days are inclusive: filter with `<`).
pub fn end_of_day(day: NaiveDate) -> DateTime<Utc> {
    start_of_day(day.succ_opt().unwrap_or(day))
}

/// "3 months", "1 year", "5 days": how long ago `since` was, for people.
pub fn human_duration(since: DateTime<Utc>, now: DateTime<Utc>) -> String {
    let seconds = (now - since).num_seconds().max(0);
    let (n, unit) = match seconds {
        s if s < 60 => (s, "second"),
        s if s < 3_600 => (s / 60, "minute"),
        s if s < 86_400 => (s / 3_600, "hour"),
        s if s < 30 * 86_400 => (s / 86_400, "day"),
        s if s < 365 * 86_400 => (s / (30 * 86_400), "month"),
        s => (s / (365 * 86_400), "year"),
    };
    format!("{n} {unit}{}", if n == 1 { "" } else { "s" })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at() -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, 21, 9, 5, 3).unwrap() + chrono::Duration::milliseconds(120)
    }

    #[test]
    fn current_timestamps_are_utc_with_milliseconds_and_z() {
        assert_eq!(iso_utc(at()), "2026-11-21T09:05:03.120Z");
        assert_eq!(iso_utc(Utc.with_ymd_and_hms(2026, 1, 2, 3, 4, 5).unwrap()), "2026-01-02T03:04:05.000Z");
    }

    #[test]
    fn first_generation_timestamps_carry_the_zone_offset() {
        assert_eq!(iso_in_zone(at(), "UTC"), "2026-11-21T09:05:03.120+00:00");
        assert_eq!(iso_in_zone(at(), "Europe/Berlin"), "2026-11-21T10:05:03.120+01:00");
        assert_eq!(iso_in_zone(at(), "America/New_York"), "2026-11-21T04:05:03.120-05:00");
        assert_eq!(iso_in_zone(at(), "Not/AZone"), "2026-11-21T09:05:03.120+00:00");
    }

    #[test]
    fn days_are_strict_and_inclusive() {
        let day = parse_day("2026-11-21").unwrap();
        assert_eq!(iso_utc(start_of_day(day)), "2026-11-21T00:00:00.000Z");
        assert_eq!(iso_utc(end_of_day(day)), "2026-11-22T00:00:00.000Z");
        for bad in ["2026-13-01", "2026-11-31", "21-11-2026", "2026-1-1", "yesterday", ""] {
            assert!(parse_day(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn durations_read_like_speech() {
        let now = at();
        assert_eq!(human_duration(now - chrono::Duration::days(1), now), "1 day");
        assert_eq!(human_duration(now - chrono::Duration::days(95), now), "3 months");
        assert_eq!(human_duration(now - chrono::Duration::days(800), now), "2 years");
    }
}
