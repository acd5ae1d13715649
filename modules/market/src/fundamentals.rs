//! Reading a company's reported periods (imported by `eva market fundamentals`, or the demo's).

use platform::ports::FundamentalPeriod;
use sea_orm::{ColumnTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, QueryOrder};

use crate::entities::stock_fundamentals;

/// Newest first.
pub async fn periods_of(db: &DatabaseConnection, stock_id: i64) -> Result<Vec<FundamentalPeriod>, DbErr> {
    let rows = stock_fundamentals::Entity::find()
        .filter(stock_fundamentals::Column::StockId.eq(stock_id))
        .order_by_desc(stock_fundamentals::Column::PeriodEnd)
        .all(db)
        .await?;
    Ok(rows
        .into_iter()
        .map(|r| FundamentalPeriod {
            period_end: r.period_end,
            months: r.months,
            revenue: r.revenue,
            net_income: r.net_income,
            eps: r.eps,
            book_value: r.book_value,
            debt: r.debt,
            cash: r.cash,
            demo: r.is_demo,
        })
        .collect())
}
