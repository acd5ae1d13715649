//! How figures are written in answers: prices to two decimals, percentages from basis points.

use platform::price::Price;
use rust_decimal::Decimal;

pub fn price(p: Price) -> String {
    p.written_to_tick()
}

/// A signed value in price units (MACD), to four decimals.
pub fn signed_units(v: i64) -> String {
    format!("{:.4}", Decimal::new(v, 4))
}

/// Basis points as a percentage with two decimals, signed when asked.
pub fn percent_bp(bp: i64, signed: bool) -> String {
    let p = Decimal::new(bp, 2);
    if signed && bp > 0 { format!("+{p:.2}%") } else { format!("{p:.2}%") }
}

/// RSI stored × 100.
pub fn rsi(x100: i32) -> String {
    format!("{:.2}", Decimal::new(i64::from(x100), 2))
}

/// Whole currency units with thousands separators.
pub fn whole(n: i64) -> String {
    let digits = n.unsigned_abs().to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    if n < 0 { format!("-{out}") } else { out }
}

/// How far `to` lies from `from`, in basis points of `from`.
pub fn distance_bp(from: Price, to: Price) -> Option<i64> {
    (from.0 > 0).then(|| (i128::from(to.0 - from.0) * 10_000 / i128::from(from.0)) as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_read_as_people_write_them() {
        assert_eq!(price(Price(274_550)), "27.46");
        assert_eq!(price(Price(270_000)), "27.00");
        assert_eq!(percent_bp(231, true), "+2.31%");
        assert_eq!(percent_bp(-1_420, true), "-14.20%");
        assert_eq!(rsi(5_820), "58.20");
        assert_eq!(whole(6_640_000_000), "6,640,000,000");
        assert_eq!(signed_units(-1_200), "-0.1200");
        assert_eq!(distance_bp(Price(100), Price(110)), Some(1_000));
    }
}
