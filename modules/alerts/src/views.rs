//! What the alerts API answers.

use chrono::{DateTime, Utc};
use platform::Lang;
use platform::ports::{MarketCode, StockRef};
use platform::price::Price;
use serde::Serialize;
use utoipa::ToSchema;

use crate::entities::alerts;
use crate::terms::{AlertState, Condition, Repeat};

/// Where an alert stands as its owner sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ShownState {
    Active,
    Paused,
    /// A once-alert that fired.
    Done,
    /// Past its expiry: no longer watched.
    Expired,
}

impl ShownState {
    pub fn of(alert: &alerts::Model, now: DateTime<Utc>) -> Self {
        match alert.state {
            AlertState::Done => ShownState::Done,
            _ if alert.expires_at <= now => ShownState::Expired,
            AlertState::Paused => ShownState::Paused,
            AlertState::Active => ShownState::Active,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AlertStock {
    pub id: i64,
    pub symbol: String,
    pub name: String,
    pub market: MarketCode,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AlertView {
    pub id: i64,
    pub stock: AlertStock,
    pub condition: Condition,
    /// The price level of a price condition.
    #[schema(value_type = Option<f64>)]
    pub price: Option<Price>,
    /// The day's change of a change condition, in percent.
    pub percent: Option<f64>,
    /// Another condition's level: the moving average's days, the RSI level, the volume's
    /// multiple of its 20-session average, or the days before a dividend's ex-date; none for a
    /// 52-week high or low, a Shariah change or an analyst's publication.
    pub threshold: Option<f64>,
    pub repeat: Repeat,
    pub cooldown_minutes: i32,
    pub state: ShownState,
    pub expires_at: DateTime<Utc>,
    pub last_fired_at: Option<DateTime<Utc>>,
    pub fired_count: i32,
    pub created_at: DateTime<Utc>,
    /// The stock's latest price, to read the level against.
    #[schema(value_type = Option<f64>)]
    pub current_price: Option<Price>,
}

/// The user's alerts, newest first, and how many their plan allows.
#[derive(Debug, Serialize, ToSchema)]
pub struct AlertsPage {
    pub alerts: Vec<AlertView>,
    /// Alerts that count against the quota (active or paused, not expired).
    pub used: u64,
    pub quota: u64,
}

pub fn view(alert: &alerts::Model, stock: Option<&StockRef>, current: Option<Price>, lang: Lang, now: DateTime<Utc>) -> AlertView {
    let price_level = alert.condition.is_price_level();
    AlertView {
        id: alert.id,
        stock: AlertStock {
            id: alert.stock_id,
            symbol: stock.map(|s| s.symbol.clone()).unwrap_or_default(),
            name: stock.map(|s| s.name(lang).to_owned()).unwrap_or_default(),
            market: MarketCode::from_id(alert.market_id).unwrap_or(MarketCode::Tasi),
        },
        condition: alert.condition,
        price: price_level.then_some(Price(alert.level)),
        percent: alert.condition.is_change().then(|| percent_of(alert.level)),
        threshold: threshold_of(alert.condition, alert.level),
        repeat: alert.repeat,
        cooldown_minutes: alert.cooldown_minutes,
        state: ShownState::of(alert, now),
        expires_at: alert.expires_at,
        last_fired_at: alert.last_fired_at,
        fired_count: alert.fired_count,
        created_at: alert.created_at,
        current_price: current,
    }
}

fn threshold_of(condition: Condition, level: i64) -> Option<f64> {
    match condition {
        Condition::MaCrossAbove | Condition::MaCrossBelow | Condition::RsiOverbought | Condition::RsiOversold | Condition::DividendNear => {
            Some(rust_decimal::Decimal::from(level).try_into().unwrap_or_default())
        }
        // The multiple is kept × 100, as a percent's basis points are.
        Condition::VolumeSpike => Some(percent_of(level)),
        _ => None,
    }
}

/// Basis points as a percent, for display: the stored level stays an integer.
fn percent_of(bp: i64) -> f64 {
    rust_decimal::Decimal::new(bp, 2).try_into().unwrap_or_default()
}
