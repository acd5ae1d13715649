//! What the API shows of opinions, lists and their statistics.

use chrono::{DateTime, NaiveDate, Utc};
use platform::Lang;
use platform::ports::StockRef;
use platform::price::Price;
use rust_decimal::Decimal;
use serde::Serialize;
use utoipa::ToSchema;

use crate::checks::change_bp;
use crate::entities::opinions;
use crate::messages as m;
use crate::stats::Stats;
use crate::terms::{Direction, OpinionStatus, OrderType};

/// Basis points as a percent number with two decimals.
pub fn bp_percent(bp: i64) -> Decimal {
    Decimal::new(bp, 2)
}

/// How a decided opinion was decided.
#[derive(Debug, Serialize, ToSchema)]
pub struct OpinionResolutionView {
    /// `target`, `stop_loss` or `expired`.
    pub reason: String,
    #[schema(value_type = f64)]
    pub price: Price,
    pub at: DateTime<Utc>,
    /// `stock`, or `underlying` when an option was decided on its stock's prices.
    pub decided_on: String,
    /// From the published price to the decision price, in the opinion's direction.
    #[schema(value_type = f64)]
    #[serde(serialize_with = "platform::price::percent_number")]
    pub return_percent: Decimal,
}

/// One opinion with every field of spec §3.
#[derive(Debug, Serialize, ToSchema)]
pub struct OpinionView {
    pub id: i64,
    pub opinion_list_id: i64,
    pub analyst_id: i64,
    pub stock_id: i64,
    pub symbol: String,
    pub company: String,
    pub market_id: i32,
    pub operation_type: String,
    pub order_type: String,
    pub duration_type: String,
    pub analysis_type: String,
    pub stop_type: String,
    #[schema(value_type = f64)]
    pub entry_price: Price,
    #[schema(value_type = f64)]
    pub target_price: Price,
    #[schema(value_type = f64)]
    pub stop_loss: Price,
    /// The stock's price when this version was published.
    #[schema(value_type = f64)]
    pub current_price: Price,
    pub current_price_at: DateTime<Utc>,
    /// From the published price to the target.
    #[schema(value_type = f64)]
    #[serde(serialize_with = "platform::price::percent_number")]
    pub change_to_target_percent: Decimal,
    pub duration_date: NaiveDate,
    #[schema(value_type = Option<f64>)]
    pub strike_price: Option<Price>,
    pub expiration_date: Option<NaiveDate>,
    #[schema(value_type = Option<f64>)]
    pub option_price: Option<Price>,
    pub additional_info: String,
    /// The number of images, stated on the opinion.
    pub image_count: i32,
    /// Where its images are served, in order (for the list's readers).
    pub images: Vec<String>,
    pub status: OpinionStatus,
    /// 'Opinion succeeded' / 'Opinion failed' once decided.
    pub status_text: Option<&'static str>,
    pub resolution: Option<OpinionResolutionView>,
    pub version: i32,
    pub published_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub favorite: bool,
    /// When Eva's staff hid it from readers, and why (only its analyst and staff see it then).
    pub hidden_at: Option<DateTime<Utc>>,
    pub hidden_reason: Option<String>,
}

fn direction(row: &opinions::Model) -> Direction {
    OrderType::parse(&row.order_type).map_or(Direction::Up, OrderType::direction)
}

/// The return from the published price to `price`, in the opinion's direction.
pub fn return_bp(row: &opinions::Model, price: i64) -> i64 {
    if row.current_price <= 0 {
        return 0;
    }
    let raw = platform::money::mul_div_half_even(price - row.current_price, 10_000, row.current_price);
    match direction(row) {
        Direction::Up => raw,
        Direction::Down => -raw,
    }
}

pub fn opinion_view(row: opinions::Model, stock: Option<&StockRef>, lang: Lang, favorite: bool, images: Vec<String>) -> OpinionView {
    let status = row.status;
    let resolution = match (row.resolved_reason.clone(), row.resolved_price, row.resolved_at) {
        (Some(reason), Some(price), Some(at)) => Some(OpinionResolutionView {
            reason,
            price: Price(price),
            at,
            decided_on: row.resolved_on.clone().unwrap_or_else(|| "stock".into()),
            return_percent: bp_percent(return_bp(&row, price)),
        }),
        _ => None,
    };
    OpinionView {
        id: row.id,
        opinion_list_id: row.list_id,
        analyst_id: row.analyst_id,
        stock_id: row.stock_id,
        symbol: stock.map(|s| s.symbol.clone()).unwrap_or_default(),
        company: stock.map(|s| s.name(lang).to_owned()).unwrap_or_default(),
        market_id: row.market_id,
        change_to_target_percent: bp_percent(change_bp(Price(row.current_price), Price(row.target_price))),
        status_text: match status {
            OpinionStatus::Pending => None,
            OpinionStatus::Success => Some(m::SUCCEEDED.text(lang)),
            OpinionStatus::Failed => Some(m::FAILED.text(lang)),
        },
        resolution,
        operation_type: row.operation_type,
        order_type: row.order_type,
        duration_type: row.duration_type,
        analysis_type: row.analysis_type,
        stop_type: row.stop_type,
        entry_price: Price(row.entry_price),
        target_price: Price(row.target_price),
        stop_loss: Price(row.stop_loss),
        current_price: Price(row.current_price),
        current_price_at: row.current_price_at,
        duration_date: row.duration_date,
        strike_price: row.strike_price.map(Price),
        expiration_date: row.expiration_date,
        option_price: row.option_price.map(Price),
        additional_info: row.additional_info,
        image_count: row.image_count,
        images,
        status: row.status,
        version: row.version,
        published_at: row.published_at,
        updated_at: row.updated_at,
        favorite,
        hidden_at: row.hidden_at,
        hidden_reason: row.hidden_reason,
    }
}

/// An opinions list with its record.
#[derive(Debug, Serialize, ToSchema)]
pub struct OpinionListView {
    pub id: i64,
    pub name: String,
    pub market_id: i32,
    pub about: String,
    pub analyst_id: i64,
    pub analyst_name: String,
    pub created_at: DateTime<Utc>,
    pub stats: OpinionStatsView,
    /// The firm's minimum change from the current price to a target, for the form's live check.
    #[schema(value_type = f64)]
    #[serde(serialize_with = "platform::price::percent_number")]
    pub min_change_to_target_percent: Decimal,
    /// Whether the reader may see its opinions (its analyst, staff or a subscriber).
    pub subscribed: bool,
    pub favorite: bool,
}

/// Statistics as shown: the rate always with the count it rests on and its interval.
#[derive(Debug, Serialize, ToSchema)]
pub struct OpinionStatsView {
    pub resolved: u32,
    pub succeeded: u32,
    pub pending: u32,
    #[schema(value_type = Option<f64>)]
    #[serde(serialize_with = "percent_option")]
    pub success_rate_percent: Option<Decimal>,
    /// The 95% Wilson interval of the success rate.
    #[schema(value_type = Option<f64>)]
    #[serde(serialize_with = "percent_option")]
    pub interval_low_percent: Option<Decimal>,
    #[schema(value_type = Option<f64>)]
    #[serde(serialize_with = "percent_option")]
    pub interval_high_percent: Option<Decimal>,
    #[schema(value_type = Option<f64>)]
    #[serde(serialize_with = "percent_option")]
    pub average_return_percent: Option<Decimal>,
    pub average_hours_to_decision: Option<i64>,
}

fn percent_option<S: serde::Serializer>(value: &Option<Decimal>, s: S) -> Result<S::Ok, S::Error> {
    use rust_decimal::prelude::ToPrimitive;
    match value {
        Some(v) => s.serialize_f64(v.to_f64().unwrap_or_default()),
        None => s.serialize_none(),
    }
}

impl From<Stats> for OpinionStatsView {
    fn from(s: Stats) -> Self {
        Self {
            resolved: s.resolved,
            succeeded: s.succeeded,
            pending: s.pending,
            success_rate_percent: s.success_rate_bp.map(bp_percent),
            interval_low_percent: s.interval_low_bp.map(bp_percent),
            interval_high_percent: s.interval_high_bp.map(bp_percent),
            average_return_percent: s.average_return_bp.map(bp_percent),
            average_hours_to_decision: s.average_hours_to_decision,
        }
    }
}
