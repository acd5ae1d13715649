//! What the reports API answers and takes.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::factors::Factor;
use crate::strategies::Strategy;

/// A strategy, named in the request's language.
#[derive(Debug, Serialize, ToSchema)]
pub struct StrategyView {
    pub id: Strategy,
    pub name: String,
    pub description: String,
}

/// A line of a ranking.
#[derive(Debug, Serialize, ToSchema)]
pub struct RankingRow {
    pub rank: i32,
    pub stock_id: i64,
    pub symbol: String,
    pub name: String,
    /// 0–10000 (a score of 0–100, two decimals).
    pub score_x100: i32,
    /// The stock's Shariah verdict: null when nobody assessed it (never shown as not compliant).
    pub shariah_compliant: Option<bool>,
    pub as_of: NaiveDate,
}

/// One factor of a stock's report.
#[derive(Debug, Serialize, ToSchema)]
pub struct FactorView {
    pub factor: Factor,
    pub name: String,
    pub explanation: String,
    /// Basis points for returns, volatility, drawdown, yield and discount; 0–100 for the trend.
    pub value: i64,
    /// 0–10000: where the stock stands in its market on this factor (10000 the best).
    pub percentile_x100: i64,
    /// The strategy's weight, percent; 0 when the strategy does not weigh it.
    pub weight: u32,
    /// What it adds to the score, × 100.
    pub contribution_x100: i64,
}

/// A stock's report for a strategy: its score, rank and every factor that explains it.
#[derive(Debug, Serialize, ToSchema)]
pub struct StockReport {
    pub stock_id: i64,
    pub symbol: String,
    pub name: String,
    pub strategy: StrategyView,
    pub score_x100: i32,
    pub rank: i32,
    /// How many stocks of the market are ranked.
    pub ranked: u64,
    /// The stock's Shariah verdict: null when nobody assessed it.
    pub shariah_compliant: Option<bool>,
    pub as_of: NaiveDate,
    pub factors: Vec<FactorView>,
}

/// An answer choice of the questionnaire.
#[derive(Debug, Serialize, ToSchema)]
pub struct AnswerOption {
    pub id: String,
    pub text: String,
}

/// A question of the questionnaire.
#[derive(Debug, Serialize, ToSchema)]
pub struct AssistanceQuestion {
    pub id: String,
    pub text: String,
    pub options: Vec<AnswerOption>,
}

/// The questionnaire, the strategies, and the user's current one.
#[derive(Debug, Serialize, ToSchema)]
pub struct AssistanceView {
    pub questions: Vec<AssistanceQuestion>,
    pub strategies: Vec<StrategyView>,
    /// The user's chosen strategy (the default for guests and those who did not choose).
    pub current: Strategy,
    pub chosen: bool,
}

/// `POST /api/evareport/assistance/update-strategy`: a strategy, or the answers to suggest one.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct StrategyChoice {
    /// growth, value, dividend_income, momentum or low_volatility.
    pub strategy: Option<String>,
    /// Question id → option id: the suggested strategy is chosen when no strategy is named.
    pub answers: Option<std::collections::BTreeMap<String, String>>,
}

/// The strategy now chosen, and each strategy's points when answers were given.
#[derive(Debug, Serialize, ToSchema)]
pub struct StrategyChosen {
    pub strategy: StrategyView,
    pub points: Vec<StrategyPoints>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct StrategyPoints {
    pub strategy: Strategy,
    pub points: u32,
}
