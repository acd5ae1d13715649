//! The indicator set of the product, per day: moving averages, RSI, MACD, Bollinger bands, ATR
//! and 52-week range. SMA, EMA, MACD and Bollinger come from the `ta` crate; RSI and ATR use
//! Wilder's smoothing (see [`super::wilder`]).

use ta::Next;
use ta::indicators::{BollingerBands, ExponentialMovingAverage, MovingAverageConvergenceDivergence, SimpleMovingAverage};

/// Trading days in a year, for 52-week figures.
pub const YEAR: usize = platform::ratios::TRADING_YEAR;

pub use platform::ratios::year_range;

#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Snapshot {
    pub sma20: Option<f64>,
    pub sma50: Option<f64>,
    pub sma200: Option<f64>,
    pub ema12: Option<f64>,
    pub ema26: Option<f64>,
    pub rsi14: Option<f64>,
    pub macd: Option<f64>,
    pub macd_signal: Option<f64>,
    pub bb_upper: Option<f64>,
    pub bb_middle: Option<f64>,
    pub bb_lower: Option<f64>,
    pub atr14: Option<f64>,
    pub high_52w: f64,
    pub low_52w: f64,
}

/// One input bar in currency units.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Ohlc {
    pub high: f64,
    pub low: f64,
    pub close: f64,
}

/// The indicators on every day of the series (oldest first). Values appear once enough history
/// exists for them (20 days for SMA 20, 26+9 for the MACD signal, ...).
pub fn compute(bars: &[Ohlc]) -> Vec<Snapshot> {
    let closes: Vec<f64> = bars.iter().map(|b| b.close).collect();
    let rsi = super::wilder::rsi(&closes, 14);
    let atr = super::wilder::atr(&bars.iter().map(|b| (b.high, b.low, b.close)).collect::<Vec<_>>(), 14);
    let (Ok(mut sma20), Ok(mut sma50), Ok(mut sma200), Ok(mut ema12), Ok(mut ema26), Ok(mut macd), Ok(mut bb)) = (
        SimpleMovingAverage::new(20),
        SimpleMovingAverage::new(50),
        SimpleMovingAverage::new(200),
        ExponentialMovingAverage::new(12),
        ExponentialMovingAverage::new(26),
        MovingAverageConvergenceDivergence::new(12, 26, 9),
        BollingerBands::new(20, 2.0),
    ) else {
        return Vec::new();
    };
    let ready = |i: usize, n: usize, v: f64| (i + 1 >= n).then_some(v);
    bars.iter()
        .enumerate()
        .map(|(i, bar)| {
            let c = bar.close;
            let m = macd.next(c);
            let band = bb.next(c);
            let window = &bars[i.saturating_sub(YEAR - 1)..=i];
            Snapshot {
                sma20: ready(i, 20, sma20.next(c)),
                sma50: ready(i, 50, sma50.next(c)),
                sma200: ready(i, 200, sma200.next(c)),
                ema12: ready(i, 12, ema12.next(c)),
                ema26: ready(i, 26, ema26.next(c)),
                rsi14: rsi[i],
                macd: ready(i, 26, m.macd),
                macd_signal: ready(i, 26 + 9 - 1, m.signal),
                bb_upper: ready(i, 20, band.upper),
                bb_middle: ready(i, 20, band.average),
                bb_lower: ready(i, 20, band.lower),
                atr14: atr[i],
                high_52w: window.iter().map(|b| b.high).fold(f64::MIN, f64::max),
                low_52w: window.iter().map(|b| b.low).fold(f64::MAX, f64::min),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bars(closes: &[f64]) -> Vec<Ohlc> {
        closes.iter().map(|&c| Ohlc { high: c + 1.0, low: c - 1.0, close: c }).collect()
    }

    #[test]
    fn moving_averages_and_bands_match_their_definitions() {
        let closes: Vec<f64> = (1..=60).map(f64::from).collect();
        let s = compute(&bars(&closes));
        assert_eq!(s[18].sma20, None);
        // Mean of 1..=20 and of 41..=60.
        assert_eq!(s[19].sma20, Some(10.5));
        assert_eq!(s[59].sma20, Some(50.5));
        assert_eq!(s[59].sma50, Some(35.5));
        assert_eq!(s[59].sma200, None);
        // Population standard deviation of 20 consecutive integers is sqrt((20^2-1)/12).
        let sd = ((400.0 - 1.0) / 12.0_f64).sqrt();
        let upper = s[59].bb_upper.unwrap_or_default();
        assert!((upper - (50.5 + 2.0 * sd)).abs() < 1e-9, "{upper}");
        assert_eq!(s[59].high_52w, 61.0);
        assert_eq!(s[59].low_52w, 0.0);
    }

    #[test]
    fn macd_of_a_flat_series_is_zero() {
        let s = compute(&bars(&[50.0; 60]));
        assert_eq!(s[59].macd, Some(0.0));
        assert_eq!(s[59].macd_signal, Some(0.0));
        // 26 days for the MACD line, then 9 of them for its signal line.
        assert_eq!(s[32].macd_signal, None);
        assert_eq!(s[33].macd_signal, Some(0.0));
    }
}
