//! A list's headline record, shared by its performance page and the analysts directory.

use chrono::NaiveDate;
use platform::ports::AnalystList;
use platform::{ApiResult, AppContext};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

use crate::entities::ratings;
use crate::performance::{metrics, store};
use crate::portfolio::BASIS_CAPITAL;
use crate::read;

/// Figures in halalas (value) and basis points (returns), as the record computes them.
pub struct Summary {
    /// The first and last stored closes, when any was stored.
    pub first_close: Option<NaiveDate>,
    pub last_close: Option<NaiveDate>,
    /// Cash and holdings at today's prices.
    pub value: i64,
    pub return_bp: i64,
    pub max_drawdown_bp: i64,
    pub win_rate_bp: Option<i64>,
    pub closed: usize,
}

/// The list's value now, its return and worst fall from the basis capital through every stored
/// close to today, and how its closed ratings ended (sales and dividends).
pub async fn summary(ctx: &AppContext, list: &AnalystList) -> ApiResult<Summary> {
    let stored = store::stored(ctx, list.id).await?;
    let value = read::holdings_of(ctx, list).await?.value();
    let closed: Vec<i64> = ratings::Entity::find()
        .filter(ratings::Column::ListId.eq(list.id))
        .filter(ratings::Column::State.eq(ratings::RatingState::Closed))
        .all(&ctx.db)
        .await?
        .iter()
        .map(|r| r.realized + r.dividends)
        .collect();
    let values = std::iter::once(BASIS_CAPITAL).chain(stored.iter().map(|v| v.value)).chain(std::iter::once(value));
    Ok(Summary {
        first_close: stored.first().map(|v| v.date),
        last_close: stored.last().map(|v| v.date),
        value,
        return_bp: metrics::return_bp(BASIS_CAPITAL, value),
        max_drawdown_bp: metrics::max_drawdown_bp(values),
        win_rate_bp: metrics::win_rate_bp(&closed),
        closed: closed.len(),
    })
}
