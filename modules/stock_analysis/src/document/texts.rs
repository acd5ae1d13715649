//! The document's words: askama templates in `templates/stock_analysis/`, filled with figures
//! already formatted, each giving paragraphs separated by blank lines.

use askama::Template;
use platform::Lang;
use platform::i18n::arabic_count;

use super::figures::Figures;
use super::fmt::{amount, date, decimal_bp, percent_bp, price};
use crate::form::Position;
use platform::ratios::ratio_bp;

pub struct TechnicalFacts {
    pub ar: bool,
    pub close: String,
    pub currency: String,
    pub as_of: String,
    pub above_sma50: bool,
    pub above_sma200: bool,
    pub sma50: Option<String>,
    pub sma200: Option<String>,
    pub rsi: Option<String>,
    /// overbought, oversold or neutral.
    pub rsi_state: String,
    pub macd: Option<String>,
    pub macd_above_signal: bool,
    pub high_52w: String,
    pub low_52w: String,
    pub bb_upper: Option<String>,
    pub bb_lower: String,
    pub atr: Option<String>,
    /// The latest signals, joined.
    pub signals: String,
}

#[derive(Template)]
#[template(path = "stock_analysis/technical.txt", escape = "none")]
struct Technical<'a> {
    t: &'a TechnicalFacts,
}

pub struct FinancialFacts {
    pub ar: bool,
    pub currency: String,
    pub market_cap: Option<String>,
    pub return_1y: String,
    pub volatility: Option<String>,
    pub drawdown: Option<String>,
    pub beta: Option<String>,
    /// The dividends' lines (empty when none).
    pub dividends: Vec<String>,
    pub dividend_count: usize,
    pub last_dividend: String,
    pub ttm_dividends: String,
    pub dividend_yield: Option<String>,
}

#[derive(Template)]
#[template(path = "stock_analysis/financial.txt", escape = "none")]
struct Financial<'a> {
    f: &'a FinancialFacts,
}

pub struct PositionFacts {
    pub ar: bool,
    pub currency: String,
    pub quantity: i64,
    /// The shares held in Arabic, agreeing with their number («سهمين», «5 أسهم», «250 سهماً»).
    pub holding: String,
    pub average: String,
    pub cost: String,
    pub value: String,
    pub in_profit: bool,
    pub pnl: String,
    pub pnl_percent: String,
    pub to_break_even: String,
    pub portfolio: String,
    pub low_52w: String,
    pub value_at_low: String,
    pub drop_to_low: String,
    pub portfolio_drop: String,
    pub daily_move: Option<String>,
}

#[derive(Template)]
#[template(path = "stock_analysis/position.txt", escape = "none")]
struct PositionText<'a> {
    p: &'a PositionFacts,
}

#[derive(Template)]
#[template(path = "stock_analysis/disclaimer.txt", escape = "none")]
struct Disclaimer {
    ar: bool,
}

fn paragraphs(text: &str) -> Vec<String> {
    text.split("\n\n").map(|p| p.split_whitespace().collect::<Vec<_>>().join(" ")).filter(|p| !p.is_empty()).collect()
}

pub fn technical_facts(f: &Figures, lang: Lang) -> TechnicalFacts {
    let ar = lang == Lang::Ar;
    let pic = f.picture.as_ref();
    let close = f.price;
    let sma50 = pic.and_then(|p| p.sma50);
    let sma200 = pic.and_then(|p| p.sma200);
    let rsi = pic.and_then(|p| p.rsi14_x100);
    let signals: Vec<String> = pic
        .map(|p| {
            p.signals
                .iter()
                .take(3)
                .map(|s| {
                    let side = match (s.buy, ar) {
                        (true, true) => "شراء",
                        (false, true) => "بيع",
                        (true, false) => "buy",
                        (false, false) => "sell",
                    };
                    format!("{side} {}", date(s.date, lang))
                })
                .collect()
        })
        .unwrap_or_default();
    TechnicalFacts {
        ar,
        close: price(close),
        currency: f.stock.currency().to_owned(),
        as_of: date(f.as_of, lang),
        above_sma50: sma50.is_none_or(|s| close >= s),
        above_sma200: sma200.is_none_or(|s| close >= s),
        sma50: sma50.map(price),
        sma200: sma200.map(price),
        rsi: rsi.map(|r| decimal_bp(i64::from(r))),
        rsi_state: match rsi {
            Some(r) if r >= 7_000 => "overbought",
            Some(r) if r <= 3_000 => "oversold",
            _ => "neutral",
        }
        .to_owned(),
        macd: pic.and_then(|p| p.macd).map(|m| price(platform::price::Price(m))),
        macd_above_signal: pic.is_some_and(|p| p.macd.unwrap_or(0) >= p.macd_signal.unwrap_or(0)),
        high_52w: price(f.high_52w()),
        low_52w: price(f.low_52w()),
        bb_upper: pic.and_then(|p| p.bb_upper).map(price),
        bb_lower: pic.and_then(|p| p.bb_lower).map(price).unwrap_or_default(),
        atr: pic.and_then(|p| p.atr14).map(price),
        signals: signals.join(if ar { "، " } else { ", " }),
    }
}

pub fn financial_facts(f: &Figures, lang: Lang) -> FinancialFacts {
    let ar = lang == Lang::Ar;
    let risk = f.picture.as_ref().and_then(|p| p.risk);
    let ttm = f.ttm_dividends();
    let dividends: Vec<String> = f.dividends.iter().rev().map(|d| format!("{}  {}", date(d.ex_date, lang), price(d.amount))).collect();
    FinancialFacts {
        ar,
        currency: f.stock.currency().to_owned(),
        market_cap: f.market_cap().map(amount),
        return_1y: f.return_1y_bp().map(percent_bp).unwrap_or_else(|| "—".into()),
        volatility: risk.map(|r| percent_bp(i64::from(r.volatility_bp))),
        drawdown: risk.map(|r| percent_bp(i64::from(r.max_drawdown_bp))),
        beta: risk.and_then(|r| r.beta_x100).map(|b| decimal_bp(i64::from(b))),
        dividend_count: dividends.len(),
        last_dividend: f.dividends.last().map(|d| format!("{} ({})", price(d.amount), date(d.ex_date, lang))).unwrap_or_default(),
        ttm_dividends: price(platform::price::Price(ttm)),
        dividend_yield: f.dividend_yield_bp().map(percent_bp),
        dividends,
    }
}

pub fn position_facts(f: &Figures, p: &Position, lang: Lang) -> PositionFacts {
    let qty = i128::from(p.quantity);
    let cost = i128::from(p.average_price.0) * qty;
    let value = i128::from(f.price.0) * qty;
    let pnl = value - cost;
    let low = f.low_52w();
    let value_at_low = i128::from(low.0) * qty;
    let drop_bp = ratio_bp(value_at_low - value, value).unwrap_or(0);
    let atr = f.picture.as_ref().and_then(|pic| pic.atr14);
    PositionFacts {
        ar: lang == Lang::Ar,
        currency: f.stock.currency().to_owned(),
        quantity: p.quantity,
        holding: arabic_count(p.quantity.unsigned_abs(), ["{} سهم", "سهماً واحداً", "سهمين", "{} أسهم", "{} سهماً", "{} سهم"]),
        average: price(p.average_price),
        cost: amount(cost),
        value: amount(value),
        in_profit: pnl >= 0,
        pnl: amount(pnl.abs()),
        pnl_percent: percent_bp(ratio_bp(pnl.abs(), cost).unwrap_or(0)),
        to_break_even: percent_bp(ratio_bp(cost - value, value).unwrap_or(0).max(0)),
        portfolio: percent_bp(i64::from(p.portfolio_bp)),
        low_52w: price(low),
        value_at_low: amount(value_at_low),
        drop_to_low: percent_bp(drop_bp.abs()),
        portfolio_drop: percent_bp((drop_bp.abs() * i64::from(p.portfolio_bp) / 10_000).max(0)),
        daily_move: atr.map(|a| amount(i128::from(a.0) * qty)),
    }
}

pub fn technical(facts: &TechnicalFacts) -> Result<Vec<String>, askama::Error> {
    Ok(paragraphs(&Technical { t: facts }.render()?))
}

pub fn financial(facts: &FinancialFacts) -> Result<Vec<String>, askama::Error> {
    Ok(paragraphs(&Financial { f: facts }.render()?))
}

pub fn position(facts: &PositionFacts) -> Result<Vec<String>, askama::Error> {
    Ok(paragraphs(&PositionText { p: facts }.render()?))
}

pub fn disclaimer(lang: Lang) -> Result<String, askama::Error> {
    Disclaimer { ar: lang == Lang::Ar }.render()
}
