//! Figures drawn from a value series, in basis points.

use platform::money::mul_div_half_even;

use crate::portfolio::WHOLE_BP;

/// From `start` to `end`, in basis points.
pub fn return_bp(start: i64, end: i64) -> i64 {
    if start <= 0 { 0 } else { mul_div_half_even(end - start, WHOLE_BP, start) }
}

/// The largest fall from a peak to a later trough, in basis points (0 when it never fell).
pub fn max_drawdown_bp(values: impl IntoIterator<Item = i64>) -> i64 {
    let mut peak = i64::MIN;
    let mut worst = 0;
    for v in values {
        peak = peak.max(v);
        if peak > 0 {
            worst = worst.max(mul_div_half_even(peak - v, WHOLE_BP, peak));
        }
    }
    worst
}

/// The share of `results` (profit of each closed rating, dividends included) above zero, in
/// basis points; None when nothing was closed.
pub fn win_rate_bp(results: &[i64]) -> Option<i64> {
    let total = i64::try_from(results.len()).ok().filter(|n| *n > 0)?;
    let won = i64::try_from(results.iter().filter(|r| **r > 0).count()).ok()?;
    Some(mul_div_half_even(won, WHOLE_BP, total))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn returns_drawdowns_and_win_rates_in_basis_points() {
        assert_eq!(return_bp(100_000, 112_500), 1_250);
        assert_eq!(return_bp(100_000, 95_000), -500);
        assert_eq!(return_bp(0, 5), 0);
        // Peak 120, trough 90: a quarter; the later peak 130 to 117 is a tenth.
        assert_eq!(max_drawdown_bp([100, 120, 90, 130, 117]), 2_500);
        assert_eq!(max_drawdown_bp([100, 101, 102]), 0);
        assert_eq!(win_rate_bp(&[5, -3, 0, 8]), Some(5_000));
        assert_eq!(win_rate_bp(&[1, 1, -1]), Some(6_667));
        assert_eq!(win_rate_bp(&[]), None);
    }
}
