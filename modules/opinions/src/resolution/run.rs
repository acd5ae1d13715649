//! The resolution job: when a market's bars are stored, each of its pending opinions is judged
//! version by version (each version's terms over the time they were in force) and the first
//! decision is written once, with its event, whatever the number of runs.

use std::collections::BTreeMap;

use chrono::{DateTime, NaiveDate, Utc};
use platform::events::OpinionResolved;
use platform::ports::{MarketCode, MarketData};
use platform::price::Price;
use platform::{ApiResult, AppContext};
use sea_orm::ActiveValue::Set;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};

use super::rules::{Call, Day, Decision, Hour, decide, mark_week_ends};
use crate::entities::{opinions, versions};
use crate::terms::{DecidedOn, OperationType, OpinionStatus, OrderType, StopType};
use crate::versions::OpinionSnapshot;

fn call_of(s: &OpinionSnapshot, published_at: DateTime<Utc>, until: Option<DateTime<Utc>>) -> Option<Call> {
    Some(Call {
        direction: OrderType::parse(&s.order_type)?.direction(),
        target: Price(s.target_price),
        stop: Price(s.stop_loss),
        stop_type: StopType::parse(&s.stop_type)?,
        published_at,
        until,
        last_day: s.duration_date,
        current: Price(s.current_price),
    })
}

/// Each version's terms with the time they were in force, oldest first.
async fn calls_of(ctx: &AppContext, row: &opinions::Model) -> ApiResult<Vec<Call>> {
    let old = versions::Entity::find()
        .filter(versions::Column::OpinionId.eq(row.id))
        .order_by_asc(versions::Column::Version)
        .all(&ctx.db)
        .await?;
    let mut calls = Vec::with_capacity(old.len() + 1);
    for version in &old {
        let snapshot: OpinionSnapshot = serde_json::from_str(&version.snapshot).map_err(platform::ApiError::internal)?;
        calls.extend(call_of(&snapshot, version.published_at, Some(version.replaced_at)));
    }
    calls.extend(call_of(&OpinionSnapshot::of(row), row.updated_at, None));
    Ok(calls)
}

/// The stock's days from `from` through `through`, each with its stored hours.
async fn days_of(ctx: &AppContext, market: MarketCode, stock_id: i64, from: NaiveDate, through: NaiveDate) -> ApiResult<Vec<Day>> {
    let data = ctx.required_port::<dyn MarketData>()?;
    let bars = data.daily_bars(stock_id, from, through).await?;
    let (Some(first), Some(last)) = (bars.first(), bars.last()) else { return Ok(Vec::new()) };
    let hours =
        data.hourly_bars(stock_id, market.session_on(first.date).0, market.session_on(last.date).1 + chrono::Duration::hours(1)).await?;
    let mut by_day: BTreeMap<NaiveDate, Vec<Hour>> = BTreeMap::new();
    for h in hours {
        by_day.entry(h.trading_day).or_default().push(Hour {
            starts_at: h.starts_at,
            ends_at: h.ends_at,
            high: h.high,
            low: h.low,
            close: h.close,
        });
    }
    let mut days: Vec<Day> = bars
        .into_iter()
        .map(|b| {
            let (opens_at, closes_at) = market.session_on(b.date);
            Day {
                date: b.date,
                opens_at,
                closes_at,
                high: b.high,
                low: b.low,
                close: b.close,
                hours: by_day.remove(&b.date).unwrap_or_default(),
                ends_week: false,
            }
        })
        .collect();
    let (starts, ends) = market.trading_week();
    mark_week_ends(&mut days, starts, ends);
    Ok(days)
}

/// The market's day an opinion was published on.
fn published_on(market: MarketCode, row: &opinions::Model) -> NaiveDate {
    row.published_at.with_timezone(&market.timezone()).date_naive()
}

/// The decision on a pending opinion with data complete through `through`, if any; `days` are
/// its stock's days through `through`, from its publishing day or earlier.
async fn judge(
    ctx: &AppContext,
    market: MarketCode,
    row: &opinions::Model,
    days: &[Day],
    through: NaiveDate,
) -> ApiResult<Option<Decision>> {
    let calls = calls_of(ctx, row).await?;
    let from = published_on(market, row);
    let days = &days[days.partition_point(|d| d.date < from)..];
    Ok(calls.iter().find_map(|call| decide(call, days, through)))
}

/// Writes `decision` unless the opinion was decided already (by another run), with its event.
async fn record(ctx: &AppContext, row: &opinions::Model, decision: Decision) -> ApiResult<bool> {
    let decided_on = if row.operation_type == OperationType::Options.as_str() { DecidedOn::Underlying } else { DecidedOn::Stock };
    let status = if decision.succeeded { OpinionStatus::Success } else { OpinionStatus::Failed };
    let changes = opinions::ActiveModel {
        status: Set(status),
        resolved_at: Set(Some(decision.at)),
        resolved_price: Set(Some(decision.price.0)),
        resolved_reason: Set(Some(decision.reason.as_str().to_owned())),
        resolved_on: Set(Some(decided_on.as_str().to_owned())),
        ..Default::default()
    };
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let written = opinions::Entity::update_many()
        .set(changes)
        .filter(opinions::Column::Id.eq(row.id))
        .filter(opinions::Column::Version.eq(row.version))
        .filter(opinions::Column::Status.eq(OpinionStatus::Pending))
        .exec(&txn)
        .await?;
    if written.rows_affected != 1 {
        return Ok(false);
    }
    ctx.stage_events(&txn, &[OpinionResolved { list_id: row.list_id, opinion_id: row.id, succeeded: decision.succeeded }]).await?;
    txn.commit().await?;
    Ok(true)
}

/// Decides the market's pending opinions on data through `through`; returns how many.
pub async fn resolve_market(ctx: &AppContext, market: MarketCode, through: NaiveDate) -> ApiResult<usize> {
    let pending = opinions::Entity::find()
        .filter(opinions::Column::MarketId.eq(market.id()))
        .filter(opinions::Column::Status.eq(OpinionStatus::Pending))
        .order_by_asc(opinions::Column::Id)
        .all(&ctx.db)
        .await?;
    // Each stock's days are read once, from its oldest pending opinion.
    let mut by_stock: BTreeMap<i64, Vec<opinions::Model>> = BTreeMap::new();
    for row in pending {
        by_stock.entry(row.stock_id).or_default().push(row);
    }
    let mut decided = 0;
    for (stock_id, rows) in by_stock {
        let Some(from) = rows.iter().map(|r| published_on(market, r)).min() else { continue };
        let days = days_of(ctx, market, stock_id, from, through).await?;
        for row in rows {
            if let Some(decision) = judge(ctx, market, &row, &days, through).await?
                && record(ctx, &row, decision).await?
            {
                decided += 1;
            }
        }
    }
    if decided > 0 {
        ctx.relay_events().await;
    }
    tracing::info!(market = market.code(), decided, "opinions resolved");
    Ok(decided)
}
