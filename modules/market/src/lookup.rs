//! Reading what handlers share: stocks with their market and sector, quotes, names by language.

use std::collections::HashMap;

use platform::Lang;
use platform::i18n::current_lang;
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

/// Each stock's close on the last trading day on or before `date` (looking back a week).
pub async fn closes_on_or_before(
    db: &DatabaseConnection,
    ids: &[i64],
    date: chrono::NaiveDate,
) -> Result<HashMap<i64, i64>, DbErr> {
    use sea_orm::QueryOrder;
    let rows = crate::entities::daily_bars::Entity::find()
        .filter(crate::entities::daily_bars::Column::StockId.is_in(ids.iter().copied()))
        .filter(crate::entities::daily_bars::Column::Date.between(date - chrono::Duration::days(7), date))
        .order_by_asc(crate::entities::daily_bars::Column::Date)
        .all(db)
        .await?;
    // Ascending order: the last write per stock is its latest close.
    Ok(rows.into_iter().map(|b| (b.stock_id, b.close)).collect())
}

/// Basis points as a percentage with two decimals (1234 bp = 12.34%).
pub fn bp_percent(bp: i32) -> rust_decimal::Decimal {
    rust_decimal::Decimal::new(i64::from(bp), 2)
}
