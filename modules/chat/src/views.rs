//! What the API answers with.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use platform::ports::{MarketCode, MarketData, StockRef};
use platform::{ApiResult, AppContext, Lang};
use serde::Serialize;
use utoipa::ToSchema;

use crate::balance::{Standing, Tier, next_reset};
use crate::entities::messages::{self, failure};
use crate::messages as m;
use crate::questions::ReadyQuestion;
use crate::settings::ChatSettings;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct StockBrief {
    pub id: i64,
    pub symbol: String,
    pub name: String,
    pub market: MarketCode,
}

impl StockBrief {
    pub fn of(s: &StockRef, lang: Lang) -> Self {
        Self { id: s.id, symbol: s.symbol.clone(), name: s.name(lang).to_owned(), market: s.market }
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ChatBalanceView {
    /// free, trial or plan.
    pub kind: String,
    /// The free daily number; null when unlimited.
    pub daily_limit: Option<i32>,
    pub used_today: i32,
    pub remaining: Option<i32>,
    /// The next midnight in Riyadh.
    pub resets_at: DateTime<Utc>,
    pub trial_available: bool,
    pub trial_days: i64,
    pub trial_ends_at: Option<DateTime<Utc>>,
}

impl ChatBalanceView {
    pub fn new(settings: &ChatSettings, standing: Standing, used: i32, now: DateTime<Utc>) -> Self {
        let Standing { tier, trial_used } = standing;
        let free = tier == Tier::Free;
        let limit = tier.daily_limit(settings);
        Self {
            kind: tier.key().to_owned(),
            daily_limit: free.then_some(limit),
            used_today: used,
            remaining: free.then_some((limit - used).max(0)),
            resets_at: next_reset(now),
            trial_available: free && !trial_used,
            trial_days: settings.trial_days,
            trial_ends_at: match tier {
                Tier::Trial { ends_at } => Some(ends_at),
                _ => None,
            },
        }
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ChatMessageView {
    pub id: i64,
    pub chat_id: String,
    pub question_id: Option<i32>,
    /// The ready question's title, or the user's own text.
    pub question: String,
    pub stock: Option<StockBrief>,
    pub compare_stock: Option<StockBrief>,
    pub interval: Option<String>,
    pub term: Option<String>,
    /// pending, answering, answered or failed.
    pub status: String,
    /// Plain text; partial while answering.
    pub answer: String,
    /// model, or automatic (the offline analyst).
    pub source: Option<String>,
    pub failure: Option<String>,
    pub balance_refunded: bool,
    pub disclaimer: String,
    pub data_as_of: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub answered_at: Option<DateTime<Utc>>,
}

/// The question as shown: the ready question's title in `lang`, or the user's text.
pub fn question_text(row: &messages::Model, lang: Lang) -> String {
    match row.question_id.and_then(ReadyQuestion::from_id) {
        Some(q) => q.title().text(lang).to_owned(),
        None => row.question.clone(),
    }
}

impl ChatMessageView {
    pub fn of(row: &messages::Model, stocks: &HashMap<i64, StockRef>, lang: Lang) -> Self {
        let brief = |id: i64| stocks.get(&id).map(|s| StockBrief::of(s, lang));
        let failure = row.failure_reason.as_deref().map(|r| match r {
            failure::NO_DATA => m::FAILED_NO_DATA.text(lang).to_owned(),
            _ => m::FAILED_MODEL.text(lang).to_owned(),
        });
        Self {
            id: row.id,
            chat_id: row.conversation_id.clone(),
            question_id: row.question_id,
            question: question_text(row, lang),
            stock: brief(row.stock_id),
            compare_stock: row.compare_stock_id.and_then(brief),
            interval: row.interval.clone(),
            term: row.term.clone(),
            status: row.status.clone(),
            answer: row.answer.clone(),
            source: row.source.clone(),
            failure,
            balance_refunded: row.refunded,
            // The disclaimer goes with the answer, in the answer's language.
            disclaimer: m::DISCLAIMER.text(Lang::from_code(&row.lang).unwrap_or(lang)).to_owned(),
            data_as_of: row.data_as_of,
            created_at: row.created_at,
            answered_at: row.answered_at,
        }
    }
}

/// The stocks the rows name, read once each.
pub async fn stocks_of(ctx: &AppContext, rows: &[messages::Model]) -> ApiResult<HashMap<i64, StockRef>> {
    let ids: Vec<i64> = rows.iter().flat_map(|r| std::iter::once(r.stock_id).chain(r.compare_stock_id)).collect();
    Ok(ctx.required_port::<dyn MarketData>()?.stocks(&ids).await?)
}

pub async fn message_views(ctx: &AppContext, rows: &[messages::Model], lang: Lang) -> ApiResult<Vec<ChatMessageView>> {
    let stocks = stocks_of(ctx, rows).await?;
    Ok(rows.iter().map(|r| ChatMessageView::of(r, &stocks, lang)).collect())
}
