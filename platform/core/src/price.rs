//! Prices as exact fixed-point integers: 1/10,000 of the currency unit (SAR or USD).
//!
//! Stored and computed as `i64`, shown through `rust_decimal`; JSON carries them as numbers
//! (the web app's charts need numbers) rounded to the 4 decimals they hold.

use rust_decimal::Decimal;
use rust_decimal::prelude::ToPrimitive;
use serde::{Serialize, Serializer};

/// Units per currency unit.
pub const SCALE: i64 = 10_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Price(pub i64);

impl Price {
    pub fn to_decimal(self) -> Decimal {
        Decimal::new(self.0, 4).normalize()
    }

    /// Rounds to 4 decimals (half away from zero); None for values out of range or negative.
    pub fn from_decimal(d: Decimal) -> Option<Price> {
        // Decimal's `*` panics past 2^96; a typed-in 29-digit number must be refused, not crash.
        let scaled = d.checked_mul(Decimal::from(SCALE))?.round_dp_with_strategy(0, rust_decimal::RoundingStrategy::MidpointAwayFromZero);
        scaled.to_i64().filter(|v| *v >= 0).map(Price)
    }

    /// Parses "32.45", "1,234.5" or Arabic-Indic digits ("٣٢٫٤٥").
    pub fn parse(text: &str) -> Option<Price> {
        let ascii: String = text
            .trim()
            .chars()
            .filter(|c| *c != ',' && *c != '\u{066C}')
            .map(|c| match c {
                '\u{066B}' => '.',
                c => crate::validation::arabic_digit_to_ascii(c),
            })
            .collect();
        ascii.parse::<Decimal>().ok().and_then(Price::from_decimal)
    }

    /// Percentage change from `base` to `self`, 2 decimals rounded as [`crate::ratios::change_bp`]
    /// rounds; None without a positive base.
    pub fn change_percent_from(self, base: Price) -> Option<Decimal> {
        crate::ratios::change_bp(base, self).map(|bp| Decimal::new(bp, 2))
    }

    /// As a notice, Eva Chat or a document writes the price: two decimals (the tick), more only
    /// where the price has them, so that a change in the third decimal is never shown as none.
    pub fn written(self) -> String {
        let d = self.to_decimal();
        if d.scale() <= 2 { format!("{d:.2}") } else { d.to_string() }
    }

    /// A computed price (an average, a level) written to the tick: two decimals, half to even.
    pub fn written_to_tick(self) -> String {
        format!("{:.2}", self.to_decimal().round_dp(2))
    }
}

impl Serialize for Price {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_f64(self.to_decimal().to_f64().unwrap_or_default())
    }
}

/// A signed amount of price units (a change), serialised like a price.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
pub struct PriceChange(pub i64);

impl Serialize for PriceChange {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_f64(Decimal::new(self.0, 4).normalize().to_f64().unwrap_or_default())
    }
}

/// Serialises a percentage (a `Decimal`) as a JSON number.
pub fn percent_number<S: Serializer>(value: &Decimal, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_f64(value.to_f64().unwrap_or_default())
}

/// Serialises an optional percentage (a `Decimal`) as a JSON number.
pub fn percent<S: Serializer>(value: &Option<Decimal>, s: S) -> Result<S::Ok, S::Error> {
    match value.and_then(|d| d.to_f64()) {
        Some(f) => s.serialize_f64(f),
        None => s.serialize_none(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_price_is_written_with_two_decimals_or_all_it_has() {
        assert_eq!(Price(275_000).written(), "27.50");
        assert_eq!(Price(10_000_000).written(), "1000.00");
        assert_eq!(Price(12_345).written(), "1.2345");
        assert_eq!(Price(0).written(), "0.00");
        assert_eq!(Price(12_345).written_to_tick(), "1.23");
        assert_eq!(Price(275_000).written_to_tick(), "27.50");
    }

    #[test]
    fn parses_exactly_in_both_digit_systems() {
        assert_eq!(Price::parse("32.45"), Some(Price(324_500)));
        assert_eq!(Price::parse("1,234.5"), Some(Price(12_345_000)));
        assert_eq!(Price::parse("٣٢٫٤٥"), Some(Price(324_500)));
        assert_eq!(Price::parse("0.00005"), Some(Price(1)), "rounds half away from zero");
        assert_eq!(Price::parse("-1"), None);
        assert_eq!(Price::parse("abc"), None);
    }

    #[test]
    fn a_number_too_large_for_any_price_is_refused() {
        assert_eq!(Price::parse("79228162514264337593543950335"), None);
        assert_eq!(Price::parse("922337203685477.5808"), None, "one unit past i64");
        assert_eq!(Price::parse("922337203685477.5807"), Some(Price(i64::MAX)));
    }

    #[test]
    fn shows_without_float_noise() {
        assert_eq!(Price(324_500).to_decimal().to_string(), "32.45");
        assert_eq!(serde_json::to_string(&Price(1_000_100)).ok().as_deref(), Some("100.01"));
    }

    #[test]
    fn percentage_change() {
        assert_eq!(Price(110_000).change_percent_from(Price(100_000)), Some(Decimal::new(1000, 2)));
        assert_eq!(Price(1).change_percent_from(Price(0)), None);
    }
}
