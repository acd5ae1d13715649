//! The span a performance question asks about: «من بداية السنة», «آخر 3 شهور», «أسبوعين»,
//! "past six months", "YTD".

use chrono::{Datelike, Months, NaiveDate};

use super::words::Words;

/// A span of time ending at the latest price.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Period {
    Day,
    Week,
    Month,
    YearToDate,
    Year,
    Days(u32),
    Weeks(u32),
    Months(u32),
    Years(u32),
}

impl Period {
    /// The evaluation set's name for it: `ytd`, `months:3`…
    pub fn key(self) -> String {
        match self {
            Period::Day => "day".into(),
            Period::Week => "week".into(),
            Period::Month => "month".into(),
            Period::YearToDate => "ytd".into(),
            Period::Year => "year".into(),
            Period::Days(n) => format!("days:{n}"),
            Period::Weeks(n) => format!("weeks:{n}"),
            Period::Months(n) => format!("months:{n}"),
            Period::Years(n) => format!("years:{n}"),
        }
    }

    /// The first day of the span that ends on `last`.
    pub fn start(self, last: NaiveDate) -> NaiveDate {
        let back = |d: u64| last.checked_sub_days(chrono::Days::new(d)).unwrap_or(NaiveDate::MIN);
        let months = |m: u32| last.checked_sub_months(Months::new(m)).unwrap_or(NaiveDate::MIN);
        match self {
            Period::Day => back(1),
            Period::Week => back(7),
            Period::Month => months(1),
            Period::YearToDate => NaiveDate::from_ymd_opt(last.year(), 1, 1).unwrap_or(last),
            Period::Year => months(12),
            Period::Days(n) => back(u64::from(n)),
            Period::Weeks(n) => back(u64::from(n) * 7),
            Period::Months(n) => months(n),
            Period::Years(n) => months(n.saturating_mul(12)),
        }
    }

    /// Its name in a sentence: «منذ بداية السنة», "over 3 months".
    pub fn label(self, lang: platform::Lang) -> String {
        use platform::Lang::{Ar, En};
        use platform::i18n::arabic_count;
        match (self, lang) {
            (Period::Day, Ar) => "اليوم".into(),
            (Period::Day, En) => "today".into(),
            (Period::Week, Ar) => "خلال أسبوع".into(),
            (Period::Week, En) => "over a week".into(),
            (Period::Month, Ar) => "خلال شهر".into(),
            (Period::Month, En) => "over a month".into(),
            (Period::YearToDate, Ar) => "منذ بداية السنة".into(),
            (Period::YearToDate, En) => "since the start of the year".into(),
            (Period::Year, Ar) => "خلال سنة".into(),
            (Period::Year, En) => "over a year".into(),
            (Period::Days(n), Ar) => {
                format!("خلال {}", arabic_count(u64::from(n), ["0 يوم", "يوم", "يومين", "{} أيام", "{} يومًا", "{} يوم"]))
            }
            (Period::Weeks(n), Ar) => {
                format!("خلال {}", arabic_count(u64::from(n), ["0 أسبوع", "أسبوع", "أسبوعين", "{} أسابيع", "{} أسبوعًا", "{} أسبوع"]))
            }
            (Period::Months(n), Ar) => {
                format!("خلال {}", arabic_count(u64::from(n), ["0 شهر", "شهر", "شهرين", "{} أشهر", "{} شهرًا", "{} شهر"]))
            }
            (Period::Years(n), Ar) => {
                format!("خلال {}", arabic_count(u64::from(n), ["0 سنة", "سنة", "سنتين", "{} سنوات", "{} سنة", "{} سنة"]))
            }
            (Period::Days(n), En) => format!("over {n} days"),
            (Period::Weeks(n), En) => format!("over {n} weeks"),
            (Period::Months(n), En) => format!("over {n} months"),
            (Period::Years(n), En) => format!("over {n} years"),
        }
    }
}

/// Number words people type before a unit.
const NUMBER_WORDS: [(&str, u32); 26] = [
    ("ثلاث", 3),
    ("ثلاثه", 3),
    ("اربع", 4),
    ("اربعه", 4),
    ("خمس", 5),
    ("خمسه", 5),
    ("ست", 6),
    ("سته", 6),
    ("سبع", 7),
    ("سبعه", 7),
    ("ثمان", 8),
    ("ثمانيه", 8),
    ("تسع", 9),
    ("تسعه", 9),
    ("عشر", 10),
    ("عشره", 10),
    ("two", 2),
    ("three", 3),
    ("four", 4),
    ("five", 5),
    ("six", 6),
    ("seven", 7),
    ("eight", 8),
    ("nine", 9),
    ("ten", 10),
    ("twelve", 12),
];

#[derive(Clone, Copy)]
enum Unit {
    Day,
    Week,
    Month,
    Year,
}

/// Unit stems in search form, singular, plural and dual; the dual carries its two.
const UNITS: [(&str, Unit, Option<u32>); 28] = [
    ("يومين", Unit::Day, Some(2)),
    ("اسبوعين", Unit::Week, Some(2)),
    ("شهرين", Unit::Month, Some(2)),
    ("سنتين", Unit::Year, Some(2)),
    ("عامين", Unit::Year, Some(2)),
    ("يوم", Unit::Day, None),
    ("ايام", Unit::Day, None),
    ("اسبوع", Unit::Week, None),
    ("اسابيع", Unit::Week, None),
    ("شهر", Unit::Month, None),
    ("شهور", Unit::Month, None),
    ("اشهر", Unit::Month, None),
    ("سنه", Unit::Year, None),
    ("سنوات", Unit::Year, None),
    ("سنين", Unit::Year, None),
    ("عام", Unit::Year, None),
    ("اعوام", Unit::Year, None),
    ("day", Unit::Day, None),
    ("days", Unit::Day, None),
    ("week", Unit::Week, None),
    ("weeks", Unit::Week, None),
    ("wk", Unit::Week, None),
    ("month", Unit::Month, None),
    ("months", Unit::Month, None),
    ("mo", Unit::Month, None),
    ("year", Unit::Year, None),
    ("years", Unit::Year, None),
    ("yr", Unit::Year, None),
];

/// Phrases naming the year so far.
const YEAR_TO_DATE: [&str; 19] = [
    "بدايه السنه",
    "بدايه العام",
    "بدايه هالسنه",
    "اول السنه",
    "اول العام",
    "اول هالسنه",
    "هالسنه",
    "هذه السنه",
    "هذي السنه",
    "هذا العام",
    "السنه الحاليه",
    "العام الحالي",
    "ytd",
    "year to date",
    "this year",
    "since january",
    "start of the year",
    "beginning of the year",
    "start of year",
];

fn unit_of(word: &str) -> Option<(Unit, Option<u32>)> {
    // «هالأسبوع»: Gulf for «هذا الأسبوع».
    let word = word.strip_prefix("هال").unwrap_or(word);
    UNITS.iter().find(|(stem, _, _)| *stem == word).map(|(_, unit, n)| (*unit, *n))
}

fn number_of(word: &str) -> Option<u32> {
    word.parse::<u32>().ok().filter(|n| (1..=120).contains(n)).or_else(|| NUMBER_WORDS.iter().find(|(w, _)| *w == word).map(|(_, n)| *n))
}

fn counted(unit: Unit, n: u32) -> Period {
    match (unit, n) {
        (Unit::Day, 1) => Period::Day,
        (Unit::Week, 1) => Period::Week,
        (Unit::Month, 1) => Period::Month,
        (Unit::Month, 12) | (Unit::Year, 1) => Period::Year,
        (Unit::Day, n) => Period::Days(n),
        (Unit::Week, n) => Period::Weeks(n),
        (Unit::Month, n) => Period::Months(n),
        (Unit::Year, n) => Period::Years(n),
    }
}

/// The span `words` name, if any: a counted span first («آخر 3 شهور», «شهرين»), then the year so
/// far, then a bare unit («خلال سنة», "this week"), then today.
pub fn period_in(words: &Words) -> Option<Period> {
    let list = words.list();
    for (i, word) in list.iter().enumerate() {
        if let Some((unit, Some(n))) = unit_of(word) {
            return Some(counted(unit, n));
        }
        if let (Some(n), Some((unit, None))) = (number_of(word), list.get(i + 1).and_then(|w| unit_of(w))) {
            // "52 weeks" is the year's range, not a span of performance.
            if matches!(unit, Unit::Week) && n == 52 {
                continue;
            }
            return Some(counted(unit, n));
        }
    }
    if YEAR_TO_DATE.iter().any(|p| words.has_phrase(p)) {
        return Some(Period::YearToDate);
    }
    for word in list {
        if let Some((unit, None)) = unit_of(word) {
            return Some(counted(unit, 1));
        }
    }
    words.has_word("today").then_some(Period::Day)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(text: &str) -> Option<String> {
        period_in(&Words::of(text)).map(Period::key)
    }

    #[test]
    fn spans_people_type() {
        assert_eq!(key("كيف أداء أرامكو من بداية السنة").as_deref(), Some("ytd"));
        assert_eq!(key("كم ارتفع خلال آخر ٣ شهور").as_deref(), Some("months:3"));
        assert_eq!(key("آخر أسبوعين").as_deref(), Some("weeks:2"));
        assert_eq!(key("خلال سنة").as_deref(), Some("year"));
        assert_eq!(key("over the last 12 months").as_deref(), Some("year"));
        assert_eq!(key("past six months").as_deref(), Some("months:6"));
        assert_eq!(key("how did it do this week").as_deref(), Some("week"));
        assert_eq!(key("YTD return").as_deref(), Some("ytd"));
        assert_eq!(key("performance over 3 years").as_deref(), Some("years:3"));
        assert_eq!(key("أداء اليوم").as_deref(), Some("day"));
        assert_eq!(key("خلال الشهر").as_deref(), Some("month"));
        assert_eq!(key("أعلى سعر في 52 أسبوع").as_deref(), Some("week"), "52 weeks is no count; the bare unit remains");
        assert_eq!(key("كم سعر الراجحي"), None);
    }

    #[test]
    fn a_span_starts_where_it_should() {
        let last = NaiveDate::from_ymd_opt(2026, 11, 27).unwrap_or_default();
        assert_eq!(Period::YearToDate.start(last), NaiveDate::from_ymd_opt(2026, 1, 1).unwrap_or_default());
        assert_eq!(Period::Months(3).start(last), NaiveDate::from_ymd_opt(2026, 8, 27).unwrap_or_default());
        assert_eq!(Period::Weeks(2).start(last), NaiveDate::from_ymd_opt(2026, 11, 13).unwrap_or_default());
    }
}
