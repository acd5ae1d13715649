//! Wilder's smoothing (RSI and ATR as J. Welles Wilder defined them, and as charting platforms
//! show them). The `ta` crate's RSI and ATR smooth with a plain EMA seeded by the first value,
//! which gives different numbers from the published ones, so these two are written out here.

/// Wilder's RSI over `period` closes: one value per close from index `period` on.
pub fn rsi(closes: &[f64], period: usize) -> Vec<Option<f64>> {
    let mut out = vec![None; closes.len()];
    if period == 0 || closes.len() <= period {
        return out;
    }
    let change = |i: usize| closes[i] - closes[i - 1];
    let (mut gain, mut loss) = (1..=period).fold((0.0, 0.0), |(g, l), i| {
        let c = change(i);
        (g + c.max(0.0), l + (-c).max(0.0))
    });
    gain /= period as f64;
    loss /= period as f64;
    let value = |g: f64, l: f64| if l == 0.0 { 100.0 } else { 100.0 - 100.0 / (1.0 + g / l) };
    out[period] = Some(value(gain, loss));
    let n = period as f64;
    for (i, slot) in out.iter_mut().enumerate().skip(period + 1) {
        let c = change(i);
        gain = (gain * (n - 1.0) + c.max(0.0)) / n;
        loss = (loss * (n - 1.0) + (-c).max(0.0)) / n;
        *slot = Some(value(gain, loss));
    }
    out
}

/// Wilder's average true range over `period` bars of (high, low, close).
pub fn atr(bars: &[(f64, f64, f64)], period: usize) -> Vec<Option<f64>> {
    let mut out = vec![None; bars.len()];
    if period == 0 || bars.len() < period {
        return out;
    }
    let true_range = |i: usize| {
        let (h, l, _) = bars[i];
        match i.checked_sub(1).map(|p| bars[p].2) {
            Some(prev_close) => (h - l).max((h - prev_close).abs()).max((l - prev_close).abs()),
            None => h - l,
        }
    };
    let n = period as f64;
    let mut value = (0..period).map(true_range).sum::<f64>() / n;
    out[period - 1] = Some(value);
    for (i, slot) in out.iter_mut().enumerate().skip(period) {
        value = (value * (n - 1.0) + true_range(i)) / n;
        *slot = Some(value);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The 14-day RSI worked example published by StockCharts (closes and RSI to 2 decimals).
    const CLOSES: [f64; 33] = [
        44.3389, 44.0902, 44.1497, 43.6124, 44.3278, 44.8264, 45.0955, 45.4245, 45.8433, 46.0826, 45.8931, 46.0328, 45.6140, 46.2820,
        46.2820, 46.0028, 46.0328, 46.4116, 46.2222, 45.6439, 46.2122, 46.2521, 45.7137, 46.4515, 45.7835, 45.3548, 44.0288, 44.1783,
        44.2181, 44.5672, 43.4205, 42.6628, 43.1314,
    ];
    const RSI: [f64; 19] = [
        70.53, 66.32, 66.55, 69.41, 66.36, 57.97, 62.93, 63.26, 56.06, 62.38, 54.71, 50.42, 39.99, 41.46, 41.87, 45.46, 37.30, 33.08, 37.77,
    ];

    #[test]
    fn rsi_matches_the_published_example() {
        let values: Vec<f64> = rsi(&CLOSES, 14).into_iter().flatten().collect();
        assert_eq!(values.len(), RSI.len());
        for (got, want) in values.iter().zip(RSI) {
            assert!((got - want).abs() < 0.006, "RSI {got:.4} vs {want}");
        }
    }

    #[test]
    fn rsi_is_100_without_losses_and_none_before_the_period() {
        let up: Vec<f64> = (1..=20).map(f64::from).collect();
        let r = rsi(&up, 14);
        assert!(r[..14].iter().all(Option::is_none));
        assert_eq!(r[14], Some(100.0));
    }

    #[test]
    fn atr_seeds_with_the_mean_true_range_then_smooths() {
        let bars = [(10.0, 8.0, 9.0), (11.0, 9.0, 10.0), (12.0, 9.5, 11.0), (11.5, 10.0, 10.5)];
        let a = atr(&bars, 3);
        assert_eq!(a[..2], [None, None]);
        // True ranges: 2, 2, 2.5 -> mean 2.1667; then (2.1667*2 + 1.5)/3.
        assert!((a[2].unwrap_or_default() - 13.0 / 6.0).abs() < 1e-9);
        assert!((a[3].unwrap_or_default() - (13.0 / 6.0 * 2.0 + 1.5) / 3.0).abs() < 1e-9);
    }
}
