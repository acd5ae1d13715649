//! Technical events found in a stock's indicator series: crossovers, breakouts, new highs and
//! lows, RSI extremes. Each has a direction, so signals can weigh them.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::indicators::{Ohlc, Snapshot};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum EventKind {
    GoldenCross,
    DeathCross,
    PriceAboveSma50,
    PriceBelowSma50,
    MacdBullishCross,
    MacdBearishCross,
    RsiOversold,
    RsiOverbought,
    BollingerUpperBreak,
    BollingerLowerBreak,
    High52w,
    Low52w,
    AllTimeHigh,
    AllTimeLow,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    Bullish,
    Bearish,
}

impl EventKind {
    pub const ALL: [EventKind; 14] = [
        EventKind::GoldenCross,
        EventKind::DeathCross,
        EventKind::PriceAboveSma50,
        EventKind::PriceBelowSma50,
        EventKind::MacdBullishCross,
        EventKind::MacdBearishCross,
        EventKind::RsiOversold,
        EventKind::RsiOverbought,
        EventKind::BollingerUpperBreak,
        EventKind::BollingerLowerBreak,
        EventKind::High52w,
        EventKind::Low52w,
        EventKind::AllTimeHigh,
        EventKind::AllTimeLow,
    ];

    pub fn code(self) -> &'static str {
        match self {
            EventKind::GoldenCross => "golden_cross",
            EventKind::DeathCross => "death_cross",
            EventKind::PriceAboveSma50 => "price_above_sma50",
            EventKind::PriceBelowSma50 => "price_below_sma50",
            EventKind::MacdBullishCross => "macd_bullish_cross",
            EventKind::MacdBearishCross => "macd_bearish_cross",
            EventKind::RsiOversold => "rsi_oversold",
            EventKind::RsiOverbought => "rsi_overbought",
            EventKind::BollingerUpperBreak => "bollinger_upper_break",
            EventKind::BollingerLowerBreak => "bollinger_lower_break",
            EventKind::High52w => "high_52w",
            EventKind::Low52w => "low_52w",
            EventKind::AllTimeHigh => "all_time_high",
            EventKind::AllTimeLow => "all_time_low",
        }
    }

    pub fn from_code(code: &str) -> Option<EventKind> {
        EventKind::ALL.into_iter().find(|k| k.code() == code)
    }

    /// Oversold and overbought read as likely turns: oversold is bullish, overbought bearish.
    pub fn direction(self) -> Direction {
        match self {
            EventKind::GoldenCross
            | EventKind::PriceAboveSma50
            | EventKind::MacdBullishCross
            | EventKind::RsiOversold
            | EventKind::BollingerUpperBreak
            | EventKind::High52w
            | EventKind::AllTimeHigh => Direction::Bullish,
            _ => Direction::Bearish,
        }
    }

    pub fn title(self) -> platform::Message {
        use platform::Message as M;
        match self {
            EventKind::GoldenCross => M::new("تقاطع ذهبي: المتوسط 50 فوق المتوسط 200", "Golden cross: 50-day average above the 200-day"),
            EventKind::DeathCross => M::new("تقاطع الموت: المتوسط 50 تحت المتوسط 200", "Death cross: 50-day average below the 200-day"),
            EventKind::PriceAboveSma50 => M::new("السعر يخترق المتوسط 50 صعوداً", "Price crossed above the 50-day average"),
            EventKind::PriceBelowSma50 => M::new("السعر يكسر المتوسط 50 هبوطاً", "Price crossed below the 50-day average"),
            EventKind::MacdBullishCross => M::new("تقاطع إيجابي للماكد", "MACD crossed above its signal line"),
            EventKind::MacdBearishCross => M::new("تقاطع سلبي للماكد", "MACD crossed below its signal line"),
            EventKind::RsiOversold => M::new("مؤشر القوة النسبية دون 30 (تشبع بيعي)", "RSI below 30 (oversold)"),
            EventKind::RsiOverbought => M::new("مؤشر القوة النسبية فوق 70 (تشبع شرائي)", "RSI above 70 (overbought)"),
            EventKind::BollingerUpperBreak => M::new("اختراق الحد العلوي لبولينجر", "Close above the upper Bollinger band"),
            EventKind::BollingerLowerBreak => M::new("كسر الحد السفلي لبولينجر", "Close below the lower Bollinger band"),
            EventKind::High52w => M::new("أعلى سعر في 52 أسبوعاً", "New 52-week high"),
            EventKind::Low52w => M::new("أدنى سعر في 52 أسبوعاً", "New 52-week low"),
            EventKind::AllTimeHigh => M::new("أعلى سعر تاريخي", "New all-time high"),
            EventKind::AllTimeLow => M::new("أدنى سعر تاريخي", "New all-time low"),
        }
    }
}

fn crossed_above(prev: (Option<f64>, Option<f64>), now: (Option<f64>, Option<f64>)) -> bool {
    matches!((prev, now), ((Some(a0), Some(b0)), (Some(a1), Some(b1))) if a0 <= b0 && a1 > b1)
}

/// The events of day `i` (needs day `i - 1`); `bars` and `snaps` are the same days.
pub fn events_on(bars: &[Ohlc], snaps: &[Snapshot], i: usize) -> Vec<EventKind> {
    let Some(p) = i.checked_sub(1) else { return Vec::new() };
    let (b, s, ps) = (&bars[i], &snaps[i], &snaps[p]);
    let close = (Some(b.close), Some(bars[p].close));
    let mut out = Vec::new();
    let mut check = |cond: bool, kind: EventKind| {
        if cond {
            out.push(kind);
        }
    };
    check(crossed_above((ps.sma50, ps.sma200), (s.sma50, s.sma200)), EventKind::GoldenCross);
    check(crossed_above((ps.sma200, ps.sma50), (s.sma200, s.sma50)), EventKind::DeathCross);
    check(crossed_above((close.1, ps.sma50), (close.0, s.sma50)), EventKind::PriceAboveSma50);
    check(crossed_above((ps.sma50, close.1), (s.sma50, close.0)), EventKind::PriceBelowSma50);
    check(crossed_above((ps.macd, ps.macd_signal), (s.macd, s.macd_signal)), EventKind::MacdBullishCross);
    check(crossed_above((ps.macd_signal, ps.macd), (s.macd_signal, s.macd)), EventKind::MacdBearishCross);
    check(crossed_above((Some(30.0), ps.rsi14), (Some(30.0), s.rsi14)), EventKind::RsiOversold);
    check(crossed_above((ps.rsi14, Some(70.0)), (s.rsi14, Some(70.0))), EventKind::RsiOverbought);
    check(crossed_above((close.1, ps.bb_upper), (close.0, s.bb_upper)), EventKind::BollingerUpperBreak);
    check(crossed_above((ps.bb_lower, close.1), (s.bb_lower, close.0)), EventKind::BollingerLowerBreak);
    // A new high needs a year of history behind it, or every young listing would qualify.
    let full_year = i >= super::indicators::YEAR;
    check(full_year && b.high > ps.high_52w, EventKind::High52w);
    check(full_year && b.low < ps.low_52w, EventKind::Low52w);
    let all_time_high = bars[..i].iter().map(|x| x.high).fold(f64::MIN, f64::max);
    let all_time_low = bars[..i].iter().map(|x| x.low).fold(f64::MAX, f64::min);
    check(full_year && b.high > all_time_high, EventKind::AllTimeHigh);
    check(full_year && b.low < all_time_low, EventKind::AllTimeLow);
    out
}

#[cfg(test)]
mod tests {
    use super::super::indicators::compute;
    use super::*;

    fn bars(closes: &[f64]) -> Vec<Ohlc> {
        closes.iter().map(|&c| Ohlc { high: c * 1.01, low: c * 0.99, close: c }).collect()
    }

    fn all_events(closes: &[f64]) -> Vec<(usize, EventKind)> {
        let b = bars(closes);
        let s = compute(&b);
        (0..b.len()).flat_map(|i| events_on(&b, &s, i).into_iter().map(move |k| (i, k))).collect()
    }

    #[test]
    fn a_fall_then_a_rise_gives_a_golden_cross_after_the_turn() {
        let mut closes: Vec<f64> = (0..300).map(|i| 200.0 - f64::from(i) * 0.4).collect();
        closes.extend((0..200).map(|i| 80.0 + f64::from(i) * 1.0));
        let events = all_events(&closes);
        let golden: Vec<usize> = events.iter().filter(|(_, k)| *k == EventKind::GoldenCross).map(|(i, _)| *i).collect();
        assert_eq!(golden.len(), 1, "{golden:?}");
        assert!(golden[0] > 300);
        assert!(events.iter().any(|(i, k)| *k == EventKind::PriceAboveSma50 && *i > 300));
        assert!(events.iter().any(|(_, k)| *k == EventKind::High52w));
    }

    #[test]
    fn rsi_extremes_are_crossings() {
        let mut closes: Vec<f64> = (0..40).map(|i| if i % 2 == 0 { 100.0 } else { 101.0 }).collect();
        closes.extend((1..=20).map(|i| 100.0 - f64::from(i) * 2.0));
        closes.extend((1..=20).map(|i| 60.0 + f64::from(i) * 3.0));
        let events = all_events(&closes);
        let first = |kind| events.iter().find(|(_, k)| *k == kind).map(|(i, _)| *i);
        assert!(first(EventKind::RsiOversold).is_some_and(|i| (40..60).contains(&i)), "{events:?}");
        assert!(first(EventKind::RsiOverbought).is_some_and(|i| i >= 60), "{events:?}");
        assert_eq!(events.iter().filter(|(_, k)| *k == EventKind::RsiOversold).count(), 1, "one crossing, not one per day");
    }

    #[test]
    fn codes_round_trip_and_directions_are_set() {
        for k in EventKind::ALL {
            assert_eq!(EventKind::from_code(k.code()), Some(k));
        }
        assert_eq!(EventKind::DeathCross.direction(), Direction::Bearish);
        assert_eq!(EventKind::RsiOversold.direction(), Direction::Bullish);
    }

    #[test]
    fn no_new_highs_without_a_year_of_history() {
        let closes: Vec<f64> = (0..200).map(|i| 10.0 + f64::from(i)).collect();
        assert!(all_events(&closes).iter().all(|(_, k)| *k != EventKind::High52w && *k != EventKind::AllTimeHigh));
    }
}
