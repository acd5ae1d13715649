//! Conditions on a session's close, read once a market's analytics are computed after its end of
//! day: a close crossing a moving average, RSI (14) reaching a level, a new 52-week high or low
//! (from intraday highs and lows), a volume spike. Each compares the session with the one before
//! it, so a condition fires on the day it becomes true, not every day it stays true.

use chrono::{DateTime, Duration, NaiveDate, Utc};
use platform::AppContext;
use platform::ports::{BarInterval, MarketAnalytics, MarketCode, MarketData, TechnicalPicture};
use platform::price::Price;

use crate::entities::alerts;
use crate::evaluate::{Due, fire_all, watched_stocks, watching};
use crate::terms::{self, Condition, Repeat};
use crate::trigger::{Quote, Watch};

/// A session as the close conditions read it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Session {
    pub close: Price,
    pub sma20: Option<Price>,
    pub sma50: Option<Price>,
    pub sma200: Option<Price>,
    pub rsi14_x100: Option<i32>,
    pub high_52w: Price,
    pub low_52w: Price,
    pub volume: i64,
    /// The mean volume of the sessions before it (up to 20); None without any.
    pub average_volume: Option<i64>,
}

impl Session {
    fn of(picture: &TechnicalPicture, volume: i64, average_volume: Option<i64>) -> Self {
        Self {
            close: picture.close,
            sma20: picture.sma20,
            sma50: picture.sma50,
            sma200: picture.sma200,
            rsi14_x100: picture.rsi14_x100,
            high_52w: picture.high_52w,
            low_52w: picture.low_52w,
            volume,
            average_volume,
        }
    }

    fn sma(&self, days: i64) -> Option<Price> {
        match days {
            20 => self.sma20,
            50 => self.sma50,
            200 => self.sma200,
            _ => None,
        }
    }
}

/// Whether `condition` became true with `today`, the session after `before`.
pub fn became(condition: Condition, level: i64, today: &Session, before: &Session) -> bool {
    match condition {
        Condition::MaCrossAbove => match (today.sma(level), before.sma(level)) {
            (Some(ma), Some(ma_before)) => before.close <= ma_before && today.close > ma,
            _ => false,
        },
        Condition::MaCrossBelow => match (today.sma(level), before.sma(level)) {
            (Some(ma), Some(ma_before)) => before.close >= ma_before && today.close < ma,
            _ => false,
        },
        Condition::RsiOverbought => match (today.rsi14_x100, before.rsi14_x100) {
            (Some(now), Some(then)) => i64::from(then) < level * 100 && i64::from(now) >= level * 100,
            _ => false,
        },
        Condition::RsiOversold => match (today.rsi14_x100, before.rsi14_x100) {
            (Some(now), Some(then)) => i64::from(then) > level * 100 && i64::from(now) <= level * 100,
            _ => false,
        },
        // The 52-week extremes include the session: they move only when it sets a new one.
        Condition::NewHigh52w => today.high_52w > before.high_52w,
        Condition::NewLow52w => today.low_52w < before.low_52w,
        Condition::VolumeSpike => {
            today.average_volume.is_some_and(|avg| avg > 0 && i128::from(today.volume) * 100 >= i128::from(level) * i128::from(avg))
        }
        _ => false,
    }
}

/// The trigger key of a close condition that became true on `day`.
fn key(alert: &alerts::Model, day: NaiveDate, now: DateTime<Utc>) -> Option<String> {
    match alert.repeat {
        Repeat::Once => Some("once".to_owned()),
        Repeat::Daily => Some(format!("day:{day}")),
        Repeat::Every if Watch::of(alert).resting(now) => None,
        Repeat::Every => Some(format!("day:{day}")),
    }
}

/// The stock's last two sessions; None when it has fewer.
async fn sessions(ctx: &AppContext, stock_id: i64) -> anyhow::Result<Option<(NaiveDate, Session, Session)>> {
    let (Some(prices), Some(analytics)) = (ctx.port::<dyn MarketData>(), ctx.port::<dyn MarketAnalytics>()) else { return Ok(None) };
    let Some(today) = analytics.technical_picture(stock_id, BarInterval::Daily).await? else { return Ok(None) };
    // Twenty sessions and the two compared fit in 45 calendar days with holidays to spare.
    let bars = prices.daily_bars(stock_id, today.as_of - Duration::days(45), today.as_of).await?;
    let [.., previous, last] = bars.as_slice() else { return Ok(None) };
    if last.date != today.as_of {
        return Ok(None);
    }
    let Some(before) = analytics.technical_picture_on(stock_id, BarInterval::Daily, previous.date).await? else { return Ok(None) };
    let average = |upto: usize| {
        let window = &bars[upto.saturating_sub(terms::VOLUME_SESSIONS)..upto];
        (!window.is_empty()).then(|| window.iter().map(|b| b.volume).sum::<i64>() / i64::try_from(window.len()).unwrap_or(1))
    };
    let n = bars.len();
    Ok(Some((today.as_of, Session::of(&today, last.volume, average(n - 1)), Session::of(&before, previous.volume, average(n - 2)))))
}

/// Dividend alerts of a stock whose ex-date has come within their days: each dividend warns once.
async fn dividends_near(ctx: &AppContext, stock_id: i64, market: MarketCode, now: DateTime<Utc>) -> anyhow::Result<Vec<Due>> {
    let Some(prices) = ctx.port::<dyn MarketData>() else { return Ok(Vec::new()) };
    let watching = watching(stock_id, &[Condition::DividendNear], now).all(&ctx.db).await?;
    let Some(furthest) = watching.iter().map(|a| a.level).max() else { return Ok(Vec::new()) };
    let today = now.with_timezone(&market.timezone()).date_naive();
    let coming = prices.dividends(stock_id, today, today + Duration::days(furthest)).await?;
    let Some(latest) = prices.latest_price(stock_id).await? else { return Ok(Vec::new()) };
    let quote = Quote { price: latest.price, previous_close: latest.previous_close, at: latest.at };
    let mut due = Vec::new();
    for alert in watching {
        let Some(next) =
            coming.iter().filter(|d| d.ex_date >= today && d.ex_date <= today + Duration::days(alert.level)).min_by_key(|d| d.ex_date)
        else {
            continue;
        };
        if alert.repeat == Repeat::Every
            && alert.last_fired_at.is_some_and(|last| now - last < Duration::minutes(i64::from(alert.cooldown_minutes)))
        {
            continue;
        }
        let trigger_key = format!("dividend:{}", next.ex_date);
        due.push(Due { alert, trigger_key, quote, dividend: Some((next.ex_date, next.amount.0)) });
    }
    Ok(due)
}

/// Evaluates every active close alert of `market` on its stocks' last sessions; returns how many fired.
pub async fn market(ctx: &AppContext, market: MarketCode, now: DateTime<Utc>) -> anyhow::Result<usize> {
    let stock_ids = watched_stocks(ctx, market, &Condition::ON_CLOSES).await?;
    let mut due = Vec::new();
    for stock_id in &stock_ids {
        due.extend(dividends_near(ctx, *stock_id, market, now).await?);
        let Some((day, today, before)) = sessions(ctx, *stock_id).await? else { continue };
        let watching = watching(*stock_id, &Condition::ON_CLOSES, now).all(&ctx.db).await?;
        let quote = Quote { price: today.close, previous_close: before.close, at: market.session_on(day).1 };
        for alert in watching {
            if became(alert.condition, alert.level, &today, &before)
                && let Some(trigger_key) = key(&alert, day, now)
            {
                due.push(Due { alert, trigger_key, quote, dividend: None });
            }
        }
    }
    fire_all(ctx, &due, &stock_ids, now).await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(units: i64) -> Price {
        Price(units * 10_000)
    }

    fn session(close: i64, sma50: i64, rsi: i32) -> Session {
        Session {
            close: p(close),
            sma50: Some(p(sma50)),
            rsi14_x100: Some(rsi * 100),
            high_52w: p(100),
            low_52w: p(50),
            volume: 1_000,
            average_volume: Some(1_000),
            ..Session::default()
        }
    }

    #[test]
    fn a_moving_average_is_crossed_on_the_day_the_close_moves_to_its_other_side() {
        let (before, today) = (session(48, 50, 50), session(51, 50, 50));
        assert!(became(Condition::MaCrossAbove, 50, &today, &before));
        assert!(!became(Condition::MaCrossAbove, 50, &today, &today), "staying above is no cross");
        assert!(!became(Condition::MaCrossAbove, 200, &today, &before), "no 200-day average yet");
        assert!(became(Condition::MaCrossBelow, 50, &before, &today));
    }

    #[test]
    fn rsi_fires_when_it_reaches_the_level_from_the_other_side() {
        assert!(became(Condition::RsiOverbought, 70, &session(60, 50, 71), &session(60, 50, 69)));
        assert!(!became(Condition::RsiOverbought, 70, &session(60, 50, 75), &session(60, 50, 71)));
        assert!(became(Condition::RsiOversold, 30, &session(40, 50, 30), &session(40, 50, 35)));
    }

    #[test]
    fn a_new_52_week_extreme_and_a_volume_spike() {
        let before = session(90, 50, 60);
        let high = Session { high_52w: p(102), ..before };
        assert!(became(Condition::NewHigh52w, 0, &high, &before));
        assert!(!became(Condition::NewLow52w, 0, &high, &before));
        let busy = Session { volume: 2_500, ..before };
        assert!(became(Condition::VolumeSpike, 250, &busy, &before));
        assert!(!became(Condition::VolumeSpike, 300, &busy, &before));
    }
}
