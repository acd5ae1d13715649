//! Numbers as the document prints them: Latin digits in both languages (as the screens), two
//! decimals for prices and percents, thousands grouped for amounts.

use platform::price::Price;
use rust_decimal::Decimal;

/// 1234567.891 → "1,234,567.89".
pub fn grouped(value: Decimal) -> String {
    let rounded = value.round_dp(2);
    let negative = rounded.is_sign_negative() && !rounded.is_zero();
    let text = format!("{:.2}", rounded.abs());
    let (whole, cents) = text.split_once('.').unwrap_or((&text, "00"));
    let mut out = String::new();
    for (i, c) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    format!("{}{out}.{cents}", if negative { "-" } else { "" })
}

pub fn price(p: Price) -> String {
    grouped(p.to_decimal())
}

/// An amount in price units (a price times a number of shares).
pub fn amount(units: i128) -> String {
    grouped(Decimal::from_i128_with_scale(units, 4))
}

/// A day as the document writes it: in Arabic day/month/year with slashes, which stays one
/// left-to-right number inside a right-to-left line (a hyphen would let the parts swap places).
pub fn date(day: chrono::NaiveDate, lang: platform::Lang) -> String {
    match lang {
        platform::Lang::Ar => day.format("%d/%m/%Y").to_string(),
        platform::Lang::En => day.format("%Y-%m-%d").to_string(),
    }
}

/// Basis points as a percent, isolated left to right: 1250 → "12.50%". In an Arabic line a bare
/// "-24.12%" would print as «24.12%-».
pub fn percent_bp(bp: i64) -> String {
    eva_pdf::ltr_isolate(&format!("{}%", plain_bp(bp)))
}

/// Basis points as a plain number, isolated like a percent: 6512 → "65.12" (an RSI, a beta).
pub fn decimal_bp(bp: i64) -> String {
    eva_pdf::ltr_isolate(&plain_bp(bp))
}

fn plain_bp(bp: i64) -> String {
    grouped(Decimal::new(bp, 2)).replace(',', "")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_group_thousands_and_keep_two_decimals() {
        assert_eq!(grouped(Decimal::new(1_234_567_891, 3)), "1,234,567.89");
        assert_eq!(grouped(Decimal::new(-5, 1)), "-0.50");
        assert_eq!(price(Price(312_000)), "31.20");
        assert_eq!(amount(312_000 * 250), "7,800.00");
        assert_eq!(percent_bp(1_250), "\u{2066}12.50%\u{2069}");
        assert_eq!(percent_bp(-35), "\u{2066}-0.35%\u{2069}");
        assert_eq!(decimal_bp(-35), "\u{2066}-0.35\u{2069}");
        let day = chrono::NaiveDate::from_ymd_opt(2026, 11, 5).unwrap_or_default();
        assert_eq!((date(day, platform::Lang::Ar), date(day, platform::Lang::En)), ("05/11/2026".into(), "2026-11-05".into()));
    }
}
