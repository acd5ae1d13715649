//! The data an answer is grounded on, written out with its dates: the model receives exactly
//! this, and the offline analyst quotes from the same facts. A ready question gets every part;
//! a free question the parts its intent needs, for each stock it names.

use std::fmt::Write;

use platform::Lang;
use platform::ports::{BarInterval, ShariahStatus};
use platform::ratios::ChangePeriod;

use crate::facts::StockFacts;
use crate::format as f;
use crate::questions::interval_key;
use crate::understanding::{Asks, Intent, Period};

/// A part of a stock's block.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    Returns,
    Indicators,
    Levels,
    Dividends,
    MarketCap,
    Session,
    Shariah,
    Fundamentals,
    /// What Eva's analysts say (gathered only for a question that asks).
    Analysts,
}

/// Every part: what a ready question and a question not placed get.
pub const EVERY_PART: [Part; 8] =
    [Part::Returns, Part::Indicators, Part::Levels, Part::Dividends, Part::MarketCap, Part::Session, Part::Shariah, Part::Fundamentals];

/// The parts a free question's intent needs (the price and its time always come first).
pub fn parts_for(intent: Intent) -> &'static [Part] {
    match intent {
        Intent::Price => &[Part::Session, Part::Returns],
        Intent::Performance => &[Part::Returns],
        Intent::Dividends => &[Part::Dividends],
        Intent::Technical => &[Part::Indicators],
        Intent::Levels => &[Part::Levels, Part::Indicators],
        Intent::Range52w => &[Part::Indicators],
        Intent::Volume => &[Part::Session],
        Intent::Shariah => &[Part::Shariah],
        Intent::Fundamentals => &[Part::Fundamentals, Part::MarketCap, Part::Dividends],
        Intent::Analysts => &[Part::Analysts, Part::Returns, Part::Indicators],
        Intent::Compare | Intent::Overview => &EVERY_PART,
    }
}

/// One stock's block with every part. Labels are English (the model reads them); names come in
/// both languages.
pub fn stock_block(s: &StockFacts) -> String {
    stock_block_of(s, &EVERY_PART, None)
}

/// One stock's block with `parts`, and the change over `period` when one was asked.
pub fn stock_block_of(s: &StockFacts, parts: &[Part], period: Option<Period>) -> String {
    let mut out = String::new();
    let currency = s.stock.currency();
    let tz = s.stock.market.timezone();
    let _ = writeln!(
        out,
        "STOCK: {} — {} / {} (market {}, currency {currency})",
        s.stock.symbol,
        s.stock.name_en,
        s.stock.name_ar,
        s.stock.market.code()
    );
    match s.latest {
        Some(l) => {
            let _ = writeln!(
                out,
                "PRICE: {} {currency} traded at {} ({}), shown {} minutes delayed; previous close {}",
                f::price(l.price),
                l.at.with_timezone(&tz).format("%Y-%m-%d %H:%M"),
                tz.name(),
                l.delay_minutes,
                f::price(l.previous_close)
            );
        }
        None => {
            if let Some(b) = s.bars.last() {
                let _ = writeln!(out, "PRICE: no live quote; last close {} {currency} on {}", f::price(b.close), b.date);
            }
        }
    }
    if let Some(period) = period {
        match s.change_over(period) {
            Some((from, base, bp)) => {
                let _ = writeln!(
                    out,
                    "ASKED PERIOD ({}): from the close of {} on {from} to the price above, a change of {}",
                    period.label(Lang::En),
                    f::price(base),
                    f::percent_bp(bp, true)
                );
            }
            None => {
                let _ = writeln!(out, "ASKED PERIOD ({}): the stored history does not reach back so far", period.label(Lang::En));
            }
        }
    }
    if parts.contains(&Part::Session)
        && let Some((last, average, sessions)) = s.volume_against_average()
    {
        let _ = writeln!(
            out,
            "LAST SESSION {}: open {}, high {}, low {}, close {}, volume {} shares; average volume of the {sessions} sessions before {}",
            last.date,
            f::price(last.open),
            f::price(last.high),
            f::price(last.low),
            f::price(last.close),
            f::whole(last.volume),
            f::whole(average)
        );
    }
    if parts.contains(&Part::Shariah) {
        let status = match s.stock.shariah {
            ShariahStatus::Compliant => "compliant",
            ShariahStatus::NonCompliant => "not compliant",
            ShariahStatus::NotAssessed => "not yet screened",
        };
        let _ = writeln!(out, "SHARIAH (the screening Eva follows): {status}");
    }
    if parts.contains(&Part::Fundamentals) {
        fundamentals(&mut out, s);
    }
    if parts.contains(&Part::Analysts) {
        analysts(&mut out, s);
    }
    if parts.contains(&Part::Returns)
        && let (Some(first), Some(last)) = (s.bars.first(), s.bars.last())
    {
        let shown = |bp: Option<i64>| bp.map_or_else(|| "n/a".to_owned(), |bp| f::percent_bp(bp, true));
        let _ = writeln!(
            out,
            "DAILY BARS: {} from {} to {}; change to the price above over 1 month (30 days) {}, 3 months (91 days) {}; 1-year return {}",
            s.bars.len(),
            first.date,
            last.date,
            shown(s.change_bp(ChangePeriod::Month)),
            shown(s.change_bp(ChangePeriod::Quarter)),
            shown(s.year_return_bp())
        );
    }
    if parts.contains(&Part::Indicators)
        && let Some(p) = &s.picture
    {
        let opt = |v: Option<platform::price::Price>| v.map_or_else(|| "n/a".to_owned(), f::price);
        let _ = writeln!(
            out,
            "INDICATORS ({} bars, {} of them, as of {}): close {}; SMA20 {}; SMA50 {}; SMA200 {}; RSI14 {}; MACD {} with signal line {}; Bollinger bands {} to {}; ATR14 {}",
            interval_key(p.interval),
            p.bars,
            p.as_of,
            f::price(p.close),
            opt(p.sma20),
            opt(p.sma50),
            opt(p.sma200),
            p.rsi14_x100.map_or_else(|| "n/a".to_owned(), f::rsi),
            p.macd.map_or_else(|| "n/a".to_owned(), f::signed_units),
            p.macd_signal.map_or_else(|| "n/a".to_owned(), f::signed_units),
            opt(p.bb_lower),
            opt(p.bb_upper),
            opt(p.atr14),
        );
        let _ = writeln!(out, "52-WEEK RANGE (intraday): low {}, high {}", f::price(p.low_52w), f::price(p.high_52w));
        if p.signals.is_empty() {
            let _ = writeln!(out, "SIGNALS: none in the stored history");
        }
        for sig in &p.signals {
            let reasons: Vec<&str> = sig.reasons.iter().map(|r| r.text(Lang::En)).collect();
            let _ = writeln!(
                out,
                "SIGNAL {}: {} (score {}) at close {}: {}",
                sig.date,
                if sig.buy { "buy" } else { "sell" },
                sig.score,
                f::price(sig.close),
                reasons.join("; ")
            );
        }
        for e in &p.events {
            let _ = writeln!(
                out,
                "EVENT {}: {} ({}, close {})",
                e.date,
                e.title.text(Lang::En),
                if e.bullish { "bullish" } else { "bearish" },
                f::price(e.close)
            );
        }
        if let Some(r) = p.risk {
            let _ = writeln!(
                out,
                "RISK (one year to {}): volatility {}; beta {}; largest fall {}; return {}",
                r.as_of,
                f::percent_bp(i64::from(r.volatility_bp), false),
                r.beta_x100.map_or_else(|| "n/a".to_owned(), f::rsi),
                f::percent_bp(i64::from(r.max_drawdown_bp), false),
                f::percent_bp(i64::from(r.return_1y_bp), true)
            );
        }
    }
    if parts.contains(&Part::Levels) {
        levels(&mut out, s);
    }
    if parts.contains(&Part::Dividends) {
        dividends(&mut out, s);
    }
    if parts.contains(&Part::MarketCap) {
        market_cap(&mut out, s);
    }
    out
}

fn levels(out: &mut String, s: &StockFacts) {
    let l = &s.levels;
    let list = |levels: &[crate::levels::Level]| {
        if levels.is_empty() {
            "none".to_owned()
        } else {
            levels.iter().map(|x| format!("{} (made {})", f::price(x.price), x.date)).collect::<Vec<_>>().join(", ")
        }
    };
    let _ = writeln!(out, "SUPPORT (last {} trading days): {}; RESISTANCE: {}", l.window, list(&l.supports), list(&l.resistances));
}

fn dividends(out: &mut String, s: &StockFacts) {
    if s.dividends.is_empty() {
        let _ = writeln!(out, "DIVIDENDS: no cash dividend recorded in the last five years");
    } else {
        let items: Vec<String> = s.dividends.iter().rev().map(|d| format!("{} ex-date {}", f::price(d.amount), d.ex_date)).collect();
        let _ = writeln!(out, "DIVIDENDS (cash per share, newest first): {}", items.join("; "));
        let trailing = s.trailing_dividends();
        if let Some(yield_bp) = s.price().and_then(|p| platform::ratios::dividend_yield_bp(trailing, p)) {
            let _ = writeln!(
                out,
                "DIVIDENDS LAST 12 MONTHS: {} per share, a yield of {} at the price above",
                f::price(trailing),
                f::percent_bp(yield_bp, false)
            );
        }
    }
}

fn market_cap(out: &mut String, s: &StockFacts) {
    let currency = s.stock.currency();
    match (s.price().and_then(|p| s.stock.market_cap(p)), s.stock.shares_outstanding) {
        (Some(cap), Some(shares)) => {
            let _ = writeln!(out, "MARKET CAP: {} {currency} (price × {} shares outstanding)", f::whole(cap), f::whole(shares));
        }
        _ => {
            let _ = writeln!(out, "MARKET CAP: not known (shares outstanding not recorded)");
        }
    }
}

/// The reported periods, newest first, and the ratios of the latest full year.
fn fundamentals(out: &mut String, s: &StockFacts) {
    if s.fundamentals.is_empty() {
        let _ = writeln!(out, "REPORTED RESULTS: none imported for this company");
        return;
    }
    let currency = s.stock.currency();
    for p in s.fundamentals.iter().take(4) {
        let _ = writeln!(
            out,
            "REPORTED PERIOD ({} months to {}{}): revenue {} {currency}; net income {} {currency}; EPS {}; book value {} {currency}; debt {} {currency}; cash {} {currency}",
            p.months,
            p.period_end,
            if p.demo { ", illustrative demo figures, not reported" } else { "" },
            f::whole(p.revenue / 100),
            f::whole(p.net_income / 100),
            f::price(platform::price::Price(p.eps)),
            f::whole(p.book_value / 100),
            f::whole(p.debt / 100),
            f::whole(p.cash / 100)
        );
    }
    let Some(price) = s.price() else { return };
    if let Some(v) = platform::valuation::valuation(&s.fundamentals, price, s.stock.shares_outstanding.unwrap_or(0), s.trailing_dividends())
    {
        let x100 = |x: Option<i64>| x.map_or_else(|| "n/a".to_owned(), |x| f::rsi(i32::try_from(x).unwrap_or(i32::MAX)));
        let bp = |x: Option<i64>| x.map_or_else(|| "n/a".to_owned(), |x| f::percent_bp(x, true));
        let _ = writeln!(
            out,
            "RATIOS (year to {}, at the price above): P/E {}; P/B {}; net margin {}; revenue growth {}; earnings growth {}",
            v.period_end,
            x100(v.pe_x100),
            x100(v.pb_x100),
            bp(v.net_margin_bp),
            bp(v.revenue_growth_bp),
            bp(v.earnings_growth_bp)
        );
    }
}

/// The whole block for a question: the stock, the comparison stock, and what was chosen; for a
/// free question (`asks`), what it was understood to ask and the parts that answer it.
pub fn block(
    main: &StockFacts,
    compare: Option<&StockFacts>,
    interval: BarInterval,
    term: Option<crate::questions::Term>,
    asks: Option<Asks>,
) -> String {
    let (parts, period) = match asks {
        Some(a) => (parts_for(a.intent), a.period),
        None => (&EVERY_PART[..], None),
    };
    let mut out = String::new();
    if let Some(a) = asks {
        let _ = writeln!(
            out,
            "QUESTION UNDERSTOOD AS: {}{}{}",
            a.intent.key(),
            a.period.map(|p| format!("; period {}", p.label(Lang::En))).unwrap_or_default(),
            if a.advice { "; it asks whether to buy or sell: give facts only, no recommendation" } else { "" }
        );
    }
    out.push_str(&stock_block_of(main, parts, period));
    if let Some(c) = compare {
        out.push_str("\nCOMPARED WITH:\n");
        out.push_str(&stock_block_of(c, parts, period));
    }
    let _ = writeln!(out, "\nCHOSEN INTERVAL: {}; CHOSEN TERM: {}", interval_key(interval), term.map_or("none", |t| t.key()));
    out
}

/// The analysts' open calls, as the user may see them.
fn analysts(out: &mut String, s: &StockFacts) {
    if s.coverage.is_empty() {
        let _ = writeln!(out, "EVA ANALYSTS: no list of Eva's analysts holds or has an open opinion on this stock");
        return;
    }
    for c in &s.coverage {
        let kind = match c.kind {
            platform::ports::ListKind::Rating => "Eva list holding it",
            platform::ports::ListKind::Opinion => "open opinion",
        };
        let record = c.record.as_ref().map_or_else(String::new, |r| {
            format!(
                "; the list's record: return {}, largest fall {}",
                f::percent_bp(r.return_bp, true),
                f::percent_bp(r.max_drawdown_bp.abs(), false)
            )
        });
        let opt = |p: Option<platform::price::Price>| p.map_or_else(|| "n/a".to_owned(), f::price);
        let call = c.call.as_ref().map_or_else(
            || "its details are for the list's subscribers only (the user does not subscribe)".to_owned(),
            |call| format!("{} at entry {}, target {}, stop {}", call.side, opt(call.entry), opt(call.target), opt(call.stop)),
        );
        let _ = writeln!(out, "EVA ANALYSTS ({kind}): list \"{}\" by {} since {}: {call}{record}", c.list_name, c.analyst_name, c.since);
    }
}
