//! The indices a list is compared with, and their path scaled to the list's start.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use platform::ports::{IndexCode, MarketCode, MarketData};
use platform::{ApiResult, AppContext};

/// The market index and, for the main market, Eva's equal-weight index.
pub fn of_market(market: MarketCode) -> Vec<IndexCode> {
    match market {
        MarketCode::Tasi => vec![IndexCode::tasi(), IndexCode::equal_weight()],
        MarketCode::Nomu => vec![IndexCode::nomu()],
        MarketCode::Us => vec![IndexCode::sp500()],
    }
}

/// An index's closes over the period, by day.
pub async fn closes(ctx: &AppContext, index: &IndexCode, from: NaiveDate, to: NaiveDate) -> ApiResult<BTreeMap<NaiveDate, i64>> {
    let data = ctx.required_port::<dyn MarketData>()?;
    Ok(data.index_closes(index, from, to).await?.into_iter().map(|(d, p)| (d, p.0)).collect())
}

/// The index at `day` as if `start_value` had been invested in it at its first close: the last
/// close up to the day, scaled. None before its first close.
pub fn scaled(closes: &BTreeMap<NaiveDate, i64>, start_value: i64, day: NaiveDate) -> Option<i64> {
    let (_, first) = closes.iter().next()?;
    let (_, now) = closes.range(..=day).next_back()?;
    (*first > 0).then(|| i64::try_from(i128::from(*now) * i128::from(start_value) / i128::from(*first)).unwrap_or(i64::MAX))
}
