//! Splits and bonus issues: from its ex-date, a stock's price is `shares_before / shares_after`
//! of what it was, so the price levels of alerts set before then are re-based by that ratio and
//! their owners told; otherwise a two-for-one split would fire every "below" alert at once. An
//! action is recorded when the market announces it and applied once its ex-date has come, by
//! whichever evaluation claims it first; alerts set against a price from the ex-date on are
//! already at the new prices and stay as they are.

use chrono::{DateTime, NaiveDate, Utc};
use platform::AppContext;
use platform::events::{AlertRebase, AlertsRebased, CorporateAction};
use platform::ports::{MarketCode, MarketData};
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter};

use crate::entities::{alerts, rebases};
use crate::terms::{AlertState, Condition};

/// `level` re-based by the ratio, to the nearest unit (half away from zero).
pub fn rebased(level: i64, shares_after: i64, shares_before: i64) -> i64 {
    let (num, den) = (i128::from(level) * i128::from(shares_before), i128::from(shares_after));
    i64::try_from((2 * num + den) / (2 * den)).unwrap_or(i64::MAX)
}

/// Records announced actions; an action not applied yet takes a corrected ratio.
pub async fn record(ctx: &AppContext, actions: &[CorporateAction]) -> anyhow::Result<()> {
    for a in actions {
        let row = rebases::ActiveModel {
            stock_id: Set(a.stock_id),
            ex_date: Set(a.ex_date),
            shares_after: Set(a.shares_after),
            shares_before: Set(a.shares_before),
            applied_at: Set(None),
        };
        let inserted = rebases::Entity::insert(row)
            .on_conflict_do_nothing_on([rebases::Column::StockId, rebases::Column::ExDate])
            .exec_without_returning(&ctx.db)
            .await?;
        if !matches!(inserted, sea_orm::TryInsertResult::Inserted(n) if n > 0) {
            let corrected = rebases::Entity::update_many()
                .col_expr(rebases::Column::SharesAfter, Expr::value(a.shares_after))
                .col_expr(rebases::Column::SharesBefore, Expr::value(a.shares_before))
                .filter(rebases::Column::StockId.eq(a.stock_id))
                .filter(rebases::Column::ExDate.eq(a.ex_date))
                .filter(rebases::Column::AppliedAt.is_null())
                .exec(&ctx.db)
                .await?;
            if corrected.rows_affected == 0 {
                tracing::warn!(stock_id = a.stock_id, ex_date = %a.ex_date, "a corrected action came after its alerts were re-based: left as applied");
            }
        }
    }
    Ok(())
}

/// Applies every recorded action of `market` whose ex-date has come; returns the alerts re-based.
pub async fn apply_due(ctx: &AppContext, market: MarketCode, now: DateTime<Utc>) -> anyhow::Result<usize> {
    let today = now.with_timezone(&market.timezone()).date_naive();
    let due = rebases::Entity::find()
        .filter(rebases::Column::AppliedAt.is_null())
        .filter(rebases::Column::ExDate.lte(today))
        .all(&ctx.db)
        .await?;
    if due.is_empty() {
        return Ok(0);
    }
    let Some(prices) = ctx.port::<dyn MarketData>() else { return Ok(0) };
    let mut count = 0;
    for action in due {
        let Some(stock) = prices.stock(action.stock_id).await? else { continue };
        if stock.market != market {
            continue;
        }
        count += apply(ctx, &action, &stock, now).await?;
    }
    Ok(count)
}

async fn apply(ctx: &AppContext, action: &rebases::Model, stock: &platform::ports::StockRef, now: DateTime<Utc>) -> anyhow::Result<usize> {
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    // Claimed once: a second evaluation finds it applied and leaves it.
    let claimed = rebases::Entity::update_many()
        .col_expr(rebases::Column::AppliedAt, Expr::value(now))
        .filter(rebases::Column::StockId.eq(action.stock_id))
        .filter(rebases::Column::ExDate.eq(action.ex_date))
        .filter(rebases::Column::AppliedAt.is_null())
        .exec(&txn)
        .await?;
    if claimed.rows_affected == 0 {
        txn.rollback().await?;
        return Ok(0);
    }
    let set_before = alerts::Entity::find()
        .filter(alerts::Column::StockId.eq(action.stock_id))
        .filter(alerts::Column::Condition.is_in([Condition::PriceAbove, Condition::PriceBelow]))
        .filter(alerts::Column::State.is_in([AlertState::Active, AlertState::Paused]))
        // Before the ex-date's session opened: a price from before the split.
        .filter(alerts::Column::PricedAt.lt(stock.market.session_on(action.ex_date).0))
        .all(&txn)
        .await?;
    let mut told = Vec::with_capacity(set_before.len());
    for alert in set_before {
        let new_level = rebased(alert.level, action.shares_after, action.shares_before);
        told.push(AlertRebase {
            alert_id: alert.id,
            user_id: alert.user_id,
            symbol: stock.symbol.clone(),
            name_ar: stock.name_ar.clone(),
            name_en: stock.name_en.clone(),
            ex_date: action.ex_date,
            shares_after: action.shares_after,
            shares_before: action.shares_before,
            old_level: alert.level,
            new_level,
        });
        let mut row: alerts::ActiveModel = alert.into();
        row.level = Set(new_level);
        row.updated_at = Set(now);
        row.update(&txn).await?;
    }
    let count = told.len();
    if count > 0 {
        ctx.stage_events(&txn, &[AlertsRebased { rebases: told }]).await?;
    }
    txn.commit().await?;
    ctx.relay_events().await;
    Ok(count)
}

/// Which of these stocks have their ex-date on the day given with them, in one query.
pub async fn on_their_ex_date(ctx: &AppContext, days: &[(i64, NaiveDate)]) -> anyhow::Result<std::collections::HashSet<i64>> {
    let mut distinct: Vec<NaiveDate> = days.iter().map(|(_, d)| *d).collect();
    distinct.sort_unstable();
    distinct.dedup();
    if distinct.is_empty() {
        return Ok(Default::default());
    }
    let wanted: std::collections::HashSet<(i64, NaiveDate)> = days.iter().copied().collect();
    let found = rebases::Entity::find().filter(rebases::Column::ExDate.is_in(distinct)).all(&ctx.db).await?;
    Ok(found.into_iter().filter(|r| wanted.contains(&(r.stock_id, r.ex_date))).map(|r| r.stock_id).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_level_is_rebased_by_the_ratio_to_the_nearest_unit() {
        // Two-for-one: 90.00 becomes 45.00.
        assert_eq!(rebased(900_000, 2, 1), 450_000);
        // One bonus share per ten held: 33.0000 × 10/11 = 30.0000.
        assert_eq!(rebased(330_000, 11, 10), 300_000);
        // 10.0001 × 2/3 = 6.66673… → 6.6667.
        assert_eq!(rebased(100_001, 3, 2), 66_667);
    }
}
