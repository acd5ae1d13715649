//! The data an answer is grounded on, written out with its dates: the model receives exactly
//! this, and the offline analyst quotes from the same facts.

use std::fmt::Write;

use platform::Lang;
use platform::ports::BarInterval;
use platform::ratios::ChangePeriod;

use crate::facts::StockFacts;
use crate::format as f;
use crate::questions::interval_key;

/// One stock's block. Labels are English (the model reads them); names come in both languages.
pub fn stock_block(s: &StockFacts) -> String {
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
    if let (Some(first), Some(last)) = (s.bars.first(), s.bars.last()) {
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
    if let Some(p) = &s.picture {
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
    let l = &s.levels;
    let list = |levels: &[crate::levels::Level]| {
        if levels.is_empty() {
            "none".to_owned()
        } else {
            levels.iter().map(|x| format!("{} (made {})", f::price(x.price), x.date)).collect::<Vec<_>>().join(", ")
        }
    };
    let _ = writeln!(out, "SUPPORT (last {} trading days): {}; RESISTANCE: {}", l.window, list(&l.supports), list(&l.resistances));
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
    match (s.price().and_then(|p| s.stock.market_cap(p)), s.stock.shares_outstanding) {
        (Some(cap), Some(shares)) => {
            let _ = writeln!(out, "MARKET CAP: {} {currency} (price × {} shares outstanding)", f::whole(cap), f::whole(shares));
        }
        _ => {
            let _ = writeln!(out, "MARKET CAP: not known (shares outstanding not recorded)");
        }
    }
    out
}

/// The whole block for a question: the stock, the comparison stock, and what was chosen.
pub fn block(main: &StockFacts, compare: Option<&StockFacts>, interval: BarInterval, term: Option<crate::questions::Term>) -> String {
    let mut out = stock_block(main);
    if let Some(c) = compare {
        out.push_str("\nCOMPARED WITH:\n");
        out.push_str(&stock_block(c));
    }
    let _ = writeln!(out, "\nCHOSEN INTERVAL: {}; CHOSEN TERM: {}", interval_key(interval), term.map_or("none", |t| t.key()));
    out
}
