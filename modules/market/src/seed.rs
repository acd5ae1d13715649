//! Loading the universe (always) and the demo history (on `eva seed --demo`).

use std::collections::{HashMap, HashSet};

use chrono::{NaiveDate, Utc};
use platform::AppContext;
use platform::price::Price;
use sea_orm::{ActiveValue::Set, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};

use crate::demo::{self, Bar, DemoStock};
use crate::demo_figures;
use crate::entities::{daily_bars, dividends, index_bars, indices, markets, quotes, sectors, stock_fundamentals, stock_ownership, stocks};
use crate::search::stock_key;
use crate::stock_index::STOCKS_TOPIC;
use crate::universe::{self, MARKETS, MarketDef};
use crate::view_cache::QUOTES_TOPIC;

/// Rows per INSERT: well under SQLite's 32,766 bound parameters at 7 columns a row.
const BATCH: usize = 1_000;

/// Inserts markets, sectors, stocks and indices that are not there yet.
pub async fn seed_universe(ctx: &AppContext) -> anyhow::Result<()> {
    let db = &ctx.db;
    let txn = platform::write_txn::begin_write(db).await?;
    for m in &MARKETS {
        if markets::Entity::find_by_id(m.id).one(&txn).await?.is_none() {
            markets::Entity::insert(markets::ActiveModel {
                id: Set(m.id),
                code: Set(m.code.into()),
                name_ar: Set(m.name_ar.into()),
                name_en: Set(m.name_en.into()),
                timezone: Set(m.timezone.into()),
                currency: Set(m.currency.into()),
            })
            .exec(&txn)
            .await?;
        }
    }

    let companies = universe::companies()?;
    let mut sector_ids: HashMap<String, i32> = sectors::Entity::find().all(&txn).await?.into_iter().map(|s| (s.name_en, s.id)).collect();
    for (en, ar) in companies.iter().filter_map(|c| c.sector.clone()) {
        if let std::collections::hash_map::Entry::Vacant(slot) = sector_ids.entry(en.clone()) {
            let res = sectors::Entity::insert(sectors::ActiveModel { name_ar: Set(ar), name_en: Set(en), ..Default::default() })
                .exec(&txn)
                .await?;
            slot.insert(res.last_insert_id);
        }
    }

    let existing: HashSet<(i32, String)> = stocks::Entity::find().all(&txn).await?.into_iter().map(|s| (s.market_id, s.symbol)).collect();
    let new_stocks: Vec<stocks::ActiveModel> = companies
        .iter()
        .filter(|c| !existing.contains(&(c.market.id, c.symbol.clone())))
        .map(|c| stocks::ActiveModel {
            symbol: Set(c.symbol.clone()),
            market_id: Set(c.market.id),
            sector_id: Set(c.sector.as_ref().and_then(|(en, _)| sector_ids.get(en).copied())),
            name_ar: Set(c.name_ar.clone()),
            name_en: Set(c.name_en.clone()),
            search_key: Set(stock_key(&c.symbol, &c.name_ar, &c.name_en)),
            shariah_compliant: Set(None),
            shares_outstanding: Set(0),
            is_demo: Set(false),
            ..Default::default()
        })
        .collect();
    for chunk in new_stocks.chunks(BATCH) {
        stocks::Entity::insert_many(chunk.to_vec()).exec(&txn).await?;
    }

    for idx in universe::indices()? {
        let Some(market) = universe::market_by_code(&idx.market) else { continue };
        if indices::Entity::find().filter(indices::Column::Code.eq(&idx.code)).one(&txn).await?.is_none() {
            indices::Entity::insert(indices::ActiveModel {
                code: Set(idx.code.clone()),
                market_id: Set(market.id),
                name_ar: Set(idx.name_ar.clone()),
                name_en: Set(idx.name_en.clone()),
                ..Default::default()
            })
            .exec(&txn)
            .await?;
        }
    }
    txn.commit().await?;
    ctx.caches.changed(db, STOCKS_TOPIC).await?;
    Ok(())
}

/// What demo history to generate.
#[derive(Debug, Clone)]
pub struct DemoOptions {
    pub seed: u64,
    /// The last trading day generated (per market, the last one on or before it).
    pub end: NaiveDate,
    pub trading_days: usize,
    /// Only these symbols (tests use a few); all when None.
    pub only: Option<Vec<String>>,
}

impl DemoOptions {
    /// Five years up to yesterday.
    pub fn standard() -> Self {
        let yesterday = Utc::now().date_naive() - chrono::Duration::days(1);
        Self { seed: demo::DEFAULT_SEED, end: yesterday, trading_days: 1_250, only: None }
    }
}

/// The closing time of a market on a day, in UTC.
pub(crate) fn close_time_utc(market: &MarketDef, date: NaiveDate) -> chrono::DateTime<Utc> {
    platform::ports::MarketCode::from_code(market.code)
        .map_or_else(|| date.and_time(chrono::NaiveTime::MIN).and_utc(), |code| code.session_on(date).1)
}

fn bar_rows(stock_id: i64, bars: &[Bar]) -> Vec<daily_bars::ActiveModel> {
    bars.iter().map(|b| crate::store::bar_row(stock_id, b.date, b.open, b.high, b.low, b.close, b.volume)).collect()
}

/// Generates and stores demo history, quotes and index levels, unless history exists already.
pub async fn seed_demo_history(ctx: &AppContext, options: &DemoOptions) -> anyhow::Result<bool> {
    let db = &ctx.db;
    if daily_bars::Entity::find().count(db).await? > 0 {
        return Ok(false);
    }
    let all_stocks = stocks::Entity::find().all(db).await?;
    let sector_names: HashMap<i32, String> = sectors::Entity::find().all(db).await?.into_iter().map(|s| (s.id, s.name_en)).collect();
    let all_indices = indices::Entity::find().all(db).await?;
    let settings: crate::settings::MarketSettings = ctx.settings.module_config("market")?;
    let first_hourly_day = options.end - chrono::Duration::days(settings.hourly_window_days);
    let levels = demo_figures::levels()?;
    let verdicts = demo_figures::shariah_verdicts()?;
    // Figures an operator imported stay; the demo fills the other companies'.
    let reported: HashSet<i64> = stock_fundamentals::Entity::find().all(db).await?.into_iter().map(|f| f.stock_id).collect();
    let txn = platform::write_txn::begin_write(db).await?;
    for market in &MARKETS {
        let members: Vec<&stocks::Model> = all_stocks
            .iter()
            .filter(|s| s.market_id == market.id)
            .filter(|s| options.only.as_ref().is_none_or(|only| only.contains(&s.symbol)))
            .collect();
        if members.is_empty() {
            continue;
        }
        let days = demo::trading_days(market, options.end, options.trading_days);
        let level_of = |symbol: &str| levels.get(&(market.code.to_owned(), symbol.to_owned())).copied();
        let demo_stocks: Vec<DemoStock> = members
            .iter()
            .map(|s| DemoStock {
                symbol: s.symbol.clone(),
                market,
                sector: s.sector_id.and_then(|id| sector_names.get(&id).cloned()),
                last_close: level_of(&s.symbol).map(|l| l.close),
            })
            .collect();
        let series = demo::generate_market(options.seed, market, &days, &demo_stocks);
        let smallest_published_cap = levels.iter().filter(|((m, _), _)| m == market.code).map(|(_, l)| l.market_cap).min();

        let mut weights = Vec::with_capacity(members.len());
        for (stock, bars) in members.iter().zip(&series) {
            let last_close = bars.last().map_or(Price(1), |b| b.close);
            let shares = level_of(&stock.symbol).map_or_else(
                || demo::demo_shares_outstanding(options.seed, market, &stock.symbol, last_close, smallest_published_cap),
                demo_figures::Level::shares_outstanding,
            );
            let verdict = verdicts.get(&(market.code.to_owned(), stock.symbol.clone())).copied();
            weights.push(shares);
            let mut update = stocks::Entity::update_many()
                .col_expr(stocks::Column::SharesOutstanding, sea_orm::sea_query::Expr::value(shares))
                .col_expr(stocks::Column::IsDemo, sea_orm::sea_query::Expr::value(true));
            // A verdict imported before the demo stays; the published lists fill the rest.
            if let (Some(verdict), None) = (verdict, stock.shariah_compliant) {
                update = update.col_expr(stocks::Column::ShariahCompliant, sea_orm::sea_query::Expr::value(verdict));
            }
            update.filter(stocks::Column::Id.eq(stock.id)).exec(&txn).await?;
            for chunk in bar_rows(stock.id, bars).chunks(BATCH) {
                daily_bars::Entity::insert_many(chunk.to_vec()).exec(&txn).await?;
            }
            let hour_rows: Vec<_> = bars
                .iter()
                .filter(|b| b.date >= first_hourly_day)
                .flat_map(|b| crate::demo_intraday::demo_hours(options.seed, market, &stock.symbol, b))
                .map(|h| crate::store::hour_row(stock.id, market, &h))
                .collect();
            crate::store::upsert_hours(&txn, hour_rows).await?;
            let years: Vec<stock_fundamentals::ActiveModel> =
                demo::demo_fundamentals(options.seed, market, &stock.symbol, options.end, last_close, shares)
                    .into_iter()
                    .map(|y| stock_fundamentals::ActiveModel {
                        stock_id: Set(stock.id),
                        period_end: Set(y.period_end),
                        months: Set(12),
                        revenue: Set(y.revenue),
                        net_income: Set(y.net_income),
                        eps: Set(y.eps),
                        book_value: Set(y.book_value),
                        debt: Set(y.debt),
                        cash: Set(y.cash),
                        is_demo: Set(true),
                        ..Default::default()
                    })
                    .collect();
            if !years.is_empty() && !reported.contains(&stock.id) {
                stock_fundamentals::Entity::insert_many(years).exec(&txn).await?;
            }
            let dividend_rows: Vec<dividends::ActiveModel> = demo::demo_dividends(options.seed, market, &stock.symbol, bars)
                .into_iter()
                .map(|d| dividends::ActiveModel {
                    stock_id: Set(stock.id),
                    ex_date: Set(d.ex_date),
                    amount: Set(d.amount.0),
                    ..Default::default()
                })
                .collect();
            if !dividend_rows.is_empty() {
                dividends::Entity::insert_many(dividend_rows).exec(&txn).await?;
            }
            let (foreign, institutional, government, free_float) = demo::demo_ownership(options.seed, market, &stock.symbol);
            stock_ownership::Entity::insert(stock_ownership::ActiveModel {
                stock_id: Set(stock.id),
                foreign_bp: Set(foreign),
                institutional_bp: Set(institutional),
                government_bp: Set(government),
                free_float_bp: Set(free_float),
                as_of: Set(options.end),
                is_demo: Set(true),
            })
            .exec(&txn)
            .await?;
            if let (Some(last), prev) = (bars.last(), bars.len().checked_sub(2).and_then(|i| bars.get(i))) {
                quotes::Entity::insert(quotes::ActiveModel {
                    stock_id: Set(stock.id),
                    price: Set(last.close.0),
                    previous_close: Set(prev.map_or(last.open.0, |p| p.close.0)),
                    open: Set(last.open.0),
                    high: Set(last.high.0),
                    low: Set(last.low.0),
                    volume: Set(last.volume),
                    quoted_at: Set(close_time_utc(market, last.date)),
                    delay_minutes: Set(15),
                    source: Set("demo".into()),
                })
                .exec(&txn)
                .await?;
            }
        }

        for index in all_indices.iter().filter(|i| i.market_id == market.id) {
            let chosen: Vec<(&[Bar], i64)> = series
                .iter()
                .zip(&weights)
                .zip(&demo_stocks)
                .filter(|(_, s)| index_includes(&index.code, s.sector.as_deref()))
                .map(|((bars, w), _)| (bars.as_slice(), *w))
                .collect();
            let levels = demo::cap_weighted_index(&chosen, index_base(&index.code));
            let rows: Vec<index_bars::ActiveModel> = levels
                .iter()
                .map(|b| index_bars::ActiveModel {
                    index_id: Set(index.id),
                    date: Set(b.date),
                    open: Set(b.open.0),
                    high: Set(b.high.0),
                    low: Set(b.low.0),
                    close: Set(b.close.0),
                    volume: Set(b.volume),
                })
                .collect();
            for chunk in rows.chunks(BATCH) {
                index_bars::Entity::insert_many(chunk.to_vec()).exec(&txn).await?;
            }
        }
    }
    txn.commit().await?;
    for topic in [STOCKS_TOPIC, QUOTES_TOPIC] {
        ctx.caches.changed(db, topic).await?;
    }
    Ok(true)
}

/// Demo index levels start near their real order of magnitude.
fn index_base(code: &str) -> f64 {
    match code {
        "TASI" => 11_000.0,
        "NOMUC" => 25_000.0,
        "SPX" => 5_000.0,
        "NDX" => 18_000.0,
        "DJI" => 40_000.0,
        _ => 1_000.0,
    }
}

/// Which demo stocks an index holds: the whole market, or the Nasdaq-like sectors for NDX.
pub(crate) fn index_includes(code: &str, sector: Option<&str>) -> bool {
    match code {
        "NDX" => matches!(sector, Some("Information Technology" | "Communication Services" | "Consumer Discretionary")),
        _ => true,
    }
}
