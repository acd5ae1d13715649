//! Reading what handlers share: stocks with their market and sector, quotes, names by language.

use std::collections::HashMap;

use platform::Lang;
use platform::i18n::current_lang;
use platform::price::Price;
use sea_orm::{ColumnTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter};

use crate::entities::{quotes, sectors, stocks};

/// The group of stocks the exchange gives no sector (most of the parallel market).
pub const OTHER_SECTOR: platform::Message = platform::Message::new("أخرى", "Other");

/// A sector's name in the request's language; "Other" for none.
pub fn sector_name(sectors: &HashMap<i32, sectors::Model>, id: Option<i32>) -> String {
    id.and_then(|i| sectors.get(&i)).map_or_else(|| OTHER_SECTOR.localized().to_owned(), |s| localized(&s.name_ar, &s.name_en).to_owned())
}

/// The name to show in the request's language.
pub fn localized<'a>(ar: &'a str, en: &'a str) -> &'a str {
    match current_lang() {
        Lang::Ar => ar,
        Lang::En => en,
    }
}

pub async fn sectors_by_id(db: &DatabaseConnection) -> Result<HashMap<i32, sectors::Model>, DbErr> {
    Ok(sectors::Entity::find().all(db).await?.into_iter().map(|s| (s.id, s)).collect())
}

pub async fn quotes_for(db: &DatabaseConnection, ids: &[i64]) -> Result<HashMap<i64, quotes::Model>, DbErr> {
    Ok(quotes::Entity::find()
        .filter(quotes::Column::StockId.is_in(ids.iter().copied()))
        .all(db)
        .await?
        .into_iter()
        .map(|q| (q.stock_id, q))
        .collect())
}

pub async fn stocks_of_market(db: &DatabaseConnection, market_id: i32) -> Result<Vec<stocks::Model>, DbErr> {
    stocks::Entity::find().filter(stocks::Column::MarketId.eq(market_id)).all(db).await
}

/// Each stock's base close for `period` as of `as_of` ([`platform::ratios::base_close`]), read
/// in one query.
pub async fn base_closes(
    db: &DatabaseConnection,
    ids: &[i64],
    period: platform::ratios::ChangePeriod,
    as_of: chrono::NaiveDate,
) -> Result<HashMap<i64, Price>, DbErr> {
    use crate::entities::daily_bars;
    let rows = daily_bars::Entity::find()
        .filter(daily_bars::Column::StockId.is_in(ids.iter().copied()))
        .filter(daily_bars::Column::Date.between(period.search_from(as_of), period.base_day(as_of)))
        .all(db)
        .await?;
    let mut by_stock: HashMap<i64, Vec<(chrono::NaiveDate, Price)>> = HashMap::new();
    for b in rows {
        by_stock.entry(b.stock_id).or_default().push((b.date, Price(b.close)));
    }
    Ok(by_stock.into_iter().filter_map(|(id, closes)| Some((id, platform::ratios::base_close(closes, period, as_of)?))).collect())
}

/// Basis points as a percentage with two decimals (1234 bp = 12.34%).
pub fn bp_percent(bp: i64) -> rust_decimal::Decimal {
    rust_decimal::Decimal::new(bp, 2)
}
