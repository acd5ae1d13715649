//! The date of birth as the user gives it (year, month, day in the Gregorian or the Hijri Umm
//! al-Qura calendar, as on a Saudi ID card) and the one Gregorian date it is stored as. Hijri
//! dates convert with the published Umm al-Qura tables (`umm_al_qura`), 1343–1500 AH.

use chrono::{Datelike, NaiveDate};

use crate::umm_al_qura::{self, HijriError};

/// Youngest age that may be advised (a client must be an adult).
pub const MIN_AGE: i32 = 18;

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Calendar {
    Gregorian,
    Hijri,
}

impl Calendar {
    pub fn code(self) -> &'static str {
        match self {
            Self::Gregorian => "gregorian",
            Self::Hijri => "hijri",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BirthDateError {
    /// No such day in that calendar (30 Safar in a 29-day year, 31 April, month 13…).
    NoSuchDay,
    /// A Hijri year the published tables do not cover (before 1343 or after 1500 AH).
    HijriOutsideTables,
    /// In the future, or more than 120 years ago.
    Implausible,
    TooYoung,
}

/// The Gregorian date of `year`-`month`-`day` in `calendar`, checked to be a real day of a person
/// at least [`MIN_AGE`] years old on `today`.
pub fn to_gregorian(calendar: Calendar, year: i32, month: u8, day: u8, today: NaiveDate) -> Result<NaiveDate, BirthDateError> {
    let date = match calendar {
        Calendar::Gregorian => NaiveDate::from_ymd_opt(year, u32::from(month), u32::from(day)).ok_or(BirthDateError::NoSuchDay)?,
        Calendar::Hijri => umm_al_qura::to_gregorian(year, month, day).map_err(|e| match e {
            HijriError::OutsideTables => BirthDateError::HijriOutsideTables,
            HijriError::NoSuchDay => BirthDateError::NoSuchDay,
        })?,
    };
    if date > today || today.year() - date.year() > 120 {
        return Err(BirthDateError::Implausible);
    }
    if age_on(date, today) < MIN_AGE {
        return Err(BirthDateError::TooYoung);
    }
    Ok(date)
}

/// Full years from `birth` to `today`.
pub fn age_on(birth: NaiveDate, today: NaiveDate) -> i32 {
    let had_birthday = (today.month(), today.day()) >= (birth.month(), birth.day());
    today.year() - birth.year() - i32::from(!had_birthday)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 26).unwrap()
    }

    #[test]
    fn hijri_dates_become_their_gregorian_day() {
        // 1 Ramadan 1445 was Monday 11 March 2024 in Saudi Arabia.
        assert_eq!(
            to_gregorian(Calendar::Hijri, 1445, 9, 1, NaiveDate::from_ymd_opt(2044, 1, 1).unwrap()),
            Ok(NaiveDate::from_ymd_opt(2024, 3, 11).unwrap())
        );
        // 1 Muharram 1400 was 20 November 1979 (the published tables; ICU's calendar said the 21st).
        assert_eq!(to_gregorian(Calendar::Hijri, 1400, 1, 1, today()), Ok(NaiveDate::from_ymd_opt(1979, 11, 20).unwrap()));
        // 10 Dhu al-Hijjah 1420 (Eid al-Adha) was 16 March 2000.
        assert_eq!(to_gregorian(Calendar::Hijri, 1420, 12, 10, today()), Ok(NaiveDate::from_ymd_opt(2000, 3, 16).unwrap()));
    }

    #[test]
    fn days_that_do_not_exist_are_refused() {
        assert_eq!(to_gregorian(Calendar::Gregorian, 1990, 2, 30, today()), Err(BirthDateError::NoSuchDay));
        assert_eq!(to_gregorian(Calendar::Gregorian, 1990, 13, 1, today()), Err(BirthDateError::NoSuchDay));
        assert_eq!(to_gregorian(Calendar::Hijri, 1410, 13, 1, today()), Err(BirthDateError::NoSuchDay));
        assert_eq!(to_gregorian(Calendar::Hijri, 1410, 1, 31, today()), Err(BirthDateError::NoSuchDay));
        assert_eq!(to_gregorian(Calendar::Hijri, 1340, 1, 1, today()), Err(BirthDateError::HijriOutsideTables));
    }

    #[test]
    fn a_hijri_birth_date_before_1420_is_the_published_day() {
        // 12 Jumada I 1410 AH: the published tables say 10 December 1989; ICU's computed
        // calendar said the 11th, and the date was stored a day late.
        assert_eq!(to_gregorian(Calendar::Hijri, 1410, 5, 12, today()), Ok(NaiveDate::from_ymd_opt(1989, 12, 10).unwrap()));
    }

    #[test]
    fn minors_and_impossible_ages_are_refused() {
        assert_eq!(to_gregorian(Calendar::Gregorian, 2008, 11, 27, today()), Err(BirthDateError::TooYoung), "18 tomorrow");
        assert!(to_gregorian(Calendar::Gregorian, 2008, 11, 26, today()).is_ok(), "18 today");
        assert_eq!(to_gregorian(Calendar::Gregorian, 2030, 1, 1, today()), Err(BirthDateError::Implausible));
        assert_eq!(to_gregorian(Calendar::Gregorian, 1890, 1, 1, today()), Err(BirthDateError::Implausible));
    }
}
