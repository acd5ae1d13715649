//! What the API shows of a rating (spec §3 "Rating list row") and of a list.

use chrono::{DateTime, Utc};
use platform::i18n::current_lang;
use platform::ports::{AnalystList, ShariahStatus, StockRef};
use platform::price::{Price, percent};
use rust_decimal::Decimal;
use serde::Serialize;
use utoipa::ToSchema;

use crate::entities::ratings;
use crate::fill::change_bp;
use crate::holdings::Holdings;
use crate::portfolio::BASIS_CAPITAL;

/// A percentage from basis points, 2 decimals.
pub fn bp_percent(bp: i64) -> Decimal {
    Decimal::new(bp, 2)
}

/// One row of an Eva list.
#[derive(Debug, Serialize, ToSchema)]
pub struct RatingView {
    pub id: i64,
    pub rating_list_id: i64,
    pub market_id: i32,
    /// The stock's id (spec: listing_id).
    pub listing_id: i64,
    /// The open order waiting on this rating, if any.
    pub order_id: Option<i64>,
    /// What that order waits for: `limit` (the market to reach its price) or `next_price` (a
    /// market order placed while the market had no current price fills at its next one).
    pub waiting_for: Option<&'static str>,
    pub date_added: DateTime<Utc>,
    pub symbol: String,
    pub company: String,
    /// The price of the first fill.
    #[schema(value_type = Option<f64>)]
    pub entry_price: Option<Price>,
    /// The limit price the analyst specified.
    #[schema(value_type = Option<f64>)]
    pub specified_entry_price: Option<Price>,
    /// The latest price, delayed by `price_delay_minutes`.
    #[schema(value_type = Option<f64>)]
    pub today_price: Option<Price>,
    pub price_at: Option<DateTime<Utc>>,
    pub price_delay_minutes: Option<i32>,
    /// From the entry price to today's.
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub change_percent: Option<Decimal>,
    /// Price × shares outstanding, in whole units of the list's currency.
    pub market_cap: Option<i64>,
    #[schema(value_type = f64)]
    #[serde(serialize_with = "platform::price::percent_number")]
    pub entry_percentage: Decimal,
    pub shariah: ShariahStatus,
    pub additional_info: String,
    /// ordered (its first order waits: see `waiting_for`), open, closed or cancelled.
    pub order_status: crate::entities::ratings::RatingState,
    #[schema(value_type = Option<f64>)]
    pub average_cost: Option<Price>,
    /// The holding's share of the list's value now.
    #[schema(value_type = f64)]
    #[serde(serialize_with = "platform::price::percent_number")]
    pub current_percentage: Decimal,
    pub share_count: i64,
    /// Shares on the basis capital of 100,000.
    pub quantity_basis: i64,
    /// Shares scaled to the reader's own capital for this list (DECISIONS 6).
    pub quantity_for_capital: i64,
    /// Marked by the reader.
    pub favorite: bool,
    /// The analyst's images (charts), at most 3.
    pub images: Vec<String>,
    /// The list's cash share of its value now.
    #[schema(value_type = f64)]
    #[serde(serialize_with = "platform::price::percent_number")]
    pub available_cash_percentage: Decimal,
    /// Profit or loss of what was sold, and dividends received.
    #[schema(value_type = f64)]
    pub realized: Price,
    #[schema(value_type = f64)]
    pub dividends: Price,
    #[schema(value_type = Option<f64>)]
    pub exit_price: Option<Price>,
    pub exit_reason: Option<String>,
    pub closed_at: Option<DateTime<Utc>>,
}

/// Shares for `capital` where the list holds `shares` on the basis capital, rounded down.
pub fn quantity_for(shares: i64, capital: i64) -> i64 {
    i64::try_from(i128::from(shares) * i128::from(capital) / i128::from(BASIS_CAPITAL)).unwrap_or(i64::MAX)
}

/// How one reader sees rows: their own capital and favourites.
pub struct Reader {
    pub capital: i64,
    pub favourites: std::collections::HashSet<i64>,
}

/// A rating as a row; `stock` when MarketData knows it.
pub fn rating_view(r: ratings::Model, stock: Option<&StockRef>, held: &Holdings, reader: &Reader) -> RatingView {
    let latest = held.prices.get(&r.stock_id);
    let today = latest.map(|l| l.price);
    let change = match (r.entry_price, today) {
        (Some(entry), Some(now)) => change_bp(entry, now.0).map(bp_percent),
        _ => None,
    };
    let holding = crate::portfolio::Holding { shares: r.shares, cost: r.cost };
    RatingView {
        id: r.id,
        rating_list_id: r.list_id,
        market_id: r.market_id,
        listing_id: r.stock_id,
        order_id: held.open_orders.iter().find(|o| o.rating_id == r.id).map(|o| o.id),
        waiting_for: held
            .open_orders
            .iter()
            .find(|o| o.rating_id == r.id)
            .map(|o| if o.limit_price.is_some() { "limit" } else { "next_price" }),
        date_added: r.created_at,
        symbol: stock.map(|s| s.symbol.clone()).unwrap_or_default(),
        company: stock.map(|s| s.name(current_lang()).to_owned()).unwrap_or_default(),
        entry_price: r.entry_price.map(Price),
        specified_entry_price: r.limit_price.map(Price),
        today_price: today,
        price_at: latest.map(|l| l.at),
        price_delay_minutes: latest.map(|l| l.delay_minutes),
        change_percent: change,
        market_cap: stock.zip(today).and_then(|(s, p)| s.market_cap(p)),
        entry_percentage: bp_percent(i64::from(r.entry_percent_bp)),
        shariah: stock.map_or(ShariahStatus::NotAssessed, |s| s.shariah),
        current_percentage: bp_percent(held.share_bp(held.market_value(&r))),
        average_cost: holding.average_cost(),
        share_count: r.shares,
        quantity_basis: r.shares,
        quantity_for_capital: quantity_for(r.shares, reader.capital),
        favorite: reader.favourites.contains(&r.id),
        images: Vec::new(),
        available_cash_percentage: bp_percent(held.share_bp(held.book.cash)),
        realized: Price(r.realized),
        dividends: Price(r.dividends),
        exit_price: r.exit_price.map(Price),
        exit_reason: r.exit_reason.clone(),
        closed_at: r.closed_at,
        additional_info: r.additional_info,
        order_status: r.state,
    }
}

/// An Eva list as investors find it, with its headline performance.
#[derive(Debug, Serialize, ToSchema)]
pub struct RatingListView {
    pub id: i64,
    pub name: String,
    pub market_id: i32,
    pub about: String,
    pub stocks_count: i32,
    pub analyst_id: i64,
    pub analyst_name: String,
    pub created_at: DateTime<Utc>,
    /// Cash plus holdings at today's prices, from the basis capital of 100,000.
    #[schema(value_type = f64)]
    pub value: Price,
    /// Since the list started, dividends included.
    #[schema(value_type = f64)]
    #[serde(serialize_with = "platform::price::percent_number")]
    pub total_return_percent: Decimal,
    /// Stocks held now.
    pub holdings_count: usize,
    #[schema(value_type = f64)]
    #[serde(serialize_with = "platform::price::percent_number")]
    pub available_cash_percentage: Decimal,
    /// Whether the reader may see the holdings (their analyst, staff or a subscriber).
    pub subscribed: bool,
    /// Marked by the reader.
    pub favorite: bool,
}

pub fn list_view(list: AnalystList, analyst_name: String, held: &Holdings, subscribed: bool, favorite: bool) -> RatingListView {
    let value = held.value();
    RatingListView {
        id: list.id,
        name: list.name,
        market_id: list.market_id,
        about: list.about,
        stocks_count: list.stocks_count,
        analyst_id: list.analyst_id,
        analyst_name,
        created_at: list.created_at,
        value: Price(value),
        total_return_percent: bp_percent(change_bp(BASIS_CAPITAL, value).unwrap_or(0)),
        holdings_count: held.ratings.iter().filter(|r| r.shares > 0).count(),
        available_cash_percentage: bp_percent(held.share_bp(held.book.cash)),
        subscribed,
        favorite,
    }
}
