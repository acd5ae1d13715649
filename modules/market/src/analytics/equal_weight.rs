//! The equal-weight index of the Saudi main market: every stock counts the same, so it shows
//! how the typical stock did, where TASI (capitalisation-weighted) follows the giants.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use sea_orm::sea_query::OnConflict;
use sea_orm::{ActiveValue::Set, ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder};

use crate::entities::{daily_bars, index_bars, indices, stocks};

pub const CODE: &str = "TASI_EW";
const NAME_AR: &str = "المؤشر متساوي الأوزان للسوق الرئيسية";
const NAME_EN: &str = "Main Market Equal-Weight Index";

/// Chains each day's average return of the stocks that traded on both days, from `base`.
pub fn chain(closes_by_day: &BTreeMap<NaiveDate, Vec<(i64, i64)>>, base: f64) -> Vec<(NaiveDate, f64)> {
    let mut level = base;
    let mut out = Vec::with_capacity(closes_by_day.len());
    let mut prev: BTreeMap<i64, i64> = BTreeMap::new();
    for (date, closes) in closes_by_day {
        let returns: Vec<f64> = closes
            .iter()
            .filter_map(|(stock, close)| prev.get(stock).filter(|p| **p > 0).map(|p| *close as f64 / *p as f64 - 1.0))
            .collect();
        if !returns.is_empty() {
            level *= 1.0 + returns.iter().sum::<f64>() / returns.len() as f64;
        }
        out.push((*date, level));
        for (stock, close) in closes {
            prev.insert(*stock, *close);
        }
    }
    out
}

/// Recomputes the equal-weight index over the main market's bars, starting where TASI starts.
pub async fn compute(db: &DatabaseConnection) -> Result<usize, sea_orm::DbErr> {
    let members: Vec<i64> =
        stocks::Entity::find().filter(stocks::Column::MarketId.eq(1)).all(db).await?.into_iter().map(|s| s.id).collect();
    let bars = daily_bars::Entity::find()
        .filter(daily_bars::Column::StockId.is_in(members))
        .order_by_asc(daily_bars::Column::Date)
        .all(db)
        .await?;
    let mut by_day: BTreeMap<NaiveDate, Vec<(i64, i64)>> = BTreeMap::new();
    for b in bars {
        by_day.entry(b.date).or_default().push((b.stock_id, b.close));
    }
    let Some(first_day) = by_day.keys().next().copied() else { return Ok(0) };
    let tasi = indices::Entity::find().filter(indices::Column::Code.eq("TASI")).one(db).await?;
    let base = match &tasi {
        Some(t) => index_bars::Entity::find()
            .filter(index_bars::Column::IndexId.eq(t.id))
            .filter(index_bars::Column::Date.gte(first_day))
            .order_by_asc(index_bars::Column::Date)
            .one(db)
            .await?
            .map_or(1_000.0, |b| b.close as f64 / platform::price::SCALE as f64),
        None => 1_000.0,
    };
    let index_id = match indices::Entity::find().filter(indices::Column::Code.eq(CODE)).one(db).await? {
        Some(i) => i.id,
        None => {
            indices::Entity::insert(indices::ActiveModel {
                code: Set(CODE.into()),
                market_id: Set(1),
                name_ar: Set(NAME_AR.into()),
                name_en: Set(NAME_EN.into()),
                ..Default::default()
            })
            .exec(db)
            .await?
            .last_insert_id
        }
    };
    let rows: Vec<index_bars::ActiveModel> = chain(&by_day, base)
        .into_iter()
        .map(|(date, level)| {
            let units = ((level * platform::price::SCALE as f64) / 100.0).round() as i64 * 100;
            index_bars::ActiveModel {
                index_id: Set(index_id),
                date: Set(date),
                open: Set(units),
                high: Set(units),
                low: Set(units),
                close: Set(units),
                volume: Set(0),
            }
        })
        .collect();
    for chunk in rows.chunks(1_000) {
        index_bars::Entity::insert_many(chunk.to_vec())
            .on_conflict(
                OnConflict::columns([index_bars::Column::IndexId, index_bars::Column::Date])
                    .update_columns([
                        index_bars::Column::Open,
                        index_bars::Column::High,
                        index_bars::Column::Low,
                        index_bars::Column::Close,
                    ])
                    .to_owned(),
            )
            .exec_without_returning(db)
            .await?;
    }
    Ok(rows.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_stock_weighs_the_same() {
        let d = |n| NaiveDate::from_ymd_opt(2026, 1, n).unwrap_or_default();
        let mut days = BTreeMap::new();
        // A giant flat at 1000, a small stock up 10%: the equal-weight index gains 5%.
        days.insert(d(4), vec![(1, 10_000_000), (2, 100_000)]);
        days.insert(d(5), vec![(1, 10_000_000), (2, 110_000)]);
        let levels = chain(&days, 100.0);
        assert_eq!(levels[0].1, 100.0);
        assert!((levels[1].1 - 105.0).abs() < 1e-9);
    }
}
