//! Conditions on what happens to a stock rather than its price: its Shariah status changes, or
//! an Eva analyst publishes on it. They fire from the events that announce those facts, keyed by
//! the fact, so a redelivered event fires nothing twice.

use chrono::{DateTime, Utc};
use platform::AppContext;
use platform::events::AnalystNews;
use platform::jobs::JobError;
use platform::ports::MarketData;
use platform::price::Price;

use crate::evaluate::{Due, fire_all, watching};
use crate::terms::{Condition, Repeat};
use crate::trigger::{Quote, Watch};

/// What happened: the stock, the fact's key, and (for a Shariah change) the new status as the
/// firing's level: 1 compliant, 0 non-compliant, −1 not assessed.
pub struct Fact {
    pub stock_id: i64,
    pub key: String,
    pub level: Option<i64>,
}

/// The Shariah status as a firing's level.
pub fn shariah_level(status: Option<bool>) -> i64 {
    match status {
        Some(true) => 1,
        Some(false) => 0,
        None => -1,
    }
}

/// Fires the analyst alerts on `stock_id` for `news`, keyed by the fact `key`.
pub async fn analyst(ctx: AppContext, stock_id: i64, key: String, news: AnalystNews) -> Result<(), JobError> {
    let fact = Fact { stock_id, key, level: Some(news.level()) };
    happened(&ctx, Condition::AnalystPublishes, &[fact], Utc::now()).await?;
    Ok(())
}

/// Fires the active alerts of `condition` on each fact's stock; returns how many fired.
pub async fn happened(ctx: &AppContext, condition: Condition, facts: &[Fact], now: DateTime<Utc>) -> anyhow::Result<usize> {
    let Some(prices) = ctx.port::<dyn MarketData>() else { return Ok(0) };
    let mut due = Vec::new();
    let mut stock_ids = Vec::new();
    for fact in facts {
        let watching = watching(fact.stock_id, &[condition], now).all(&ctx.db).await?;
        if watching.is_empty() {
            continue;
        }
        let latest = prices.latest_price(fact.stock_id).await?;
        let quote = latest.map_or(Quote { price: Price(0), previous_close: Price(0), at: now }, |l| Quote {
            price: l.price,
            previous_close: l.previous_close,
            at: l.at,
        });
        stock_ids.push(fact.stock_id);
        for mut alert in watching {
            if Watch::of(&alert).resting(now) {
                continue;
            }
            let trigger_key = match alert.repeat {
                Repeat::Once => "once".to_owned(),
                Repeat::Daily => format!("day:{}", platform::saudi_time::day_of(now)),
                Repeat::Every => fact.key.clone(),
            };
            if let Some(level) = fact.level {
                alert.level = level;
            }
            due.push(Due { alert, trigger_key, quote, dividend: None });
        }
    }
    fire_all(ctx, &due, &stock_ids, now).await
}
