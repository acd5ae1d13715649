//! Public figures the demo universe is built around, so that its prices, market caps and Shariah
//! labels look like the real market's while every series stays generated and labelled demo:
//!
//! - `data/demo-levels.csv`: a published close and market cap per company (Yahoo Finance, through
//!   the dated public snapshots named in each row). The generated history ends at that close, and
//!   the shares outstanding are the market cap over it.
//! - `data/demo-shariah.csv`: the verdict of the published Shariah screening lists named in each
//!   row. A company in neither file's rows stays "not assessed".

use std::collections::HashMap;

use serde::Deserialize;

use platform::price::{Price, SCALE};

pub const DEMO_LEVELS_CSV: &str = include_str!("../data/demo-levels.csv");
pub const DEMO_SHARIAH_CSV: &str = include_str!("../data/demo-shariah.csv");

/// A company's published price level.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Level {
    pub close: Price,
    /// In the market's currency units.
    pub market_cap: i64,
}

impl Level {
    /// Shares outstanding implied by the published market cap and close.
    pub fn shares_outstanding(self) -> i64 {
        let shares = i128::from(self.market_cap) * i128::from(SCALE) / i128::from(self.close.0.max(1));
        i64::try_from(shares).unwrap_or(i64::MAX)
    }
}

/// Figures keyed by (market code, symbol).
pub type ByStock<T> = HashMap<(String, String), T>;

#[derive(Deserialize)]
struct LevelRow {
    symbol: String,
    market: String,
    close: String,
    market_cap: i64,
    as_of: String,
    source: String,
}

#[derive(Deserialize)]
struct ShariahRow {
    symbol: String,
    market: String,
    verdict: String,
    source: String,
}

fn bad(file: &str, line: usize, what: &str) -> anyhow::Error {
    anyhow::anyhow!("{file} line {line}: {what}")
}

/// The published levels; a row without a source, a date or a positive close and cap is refused.
pub fn levels() -> anyhow::Result<ByStock<Level>> {
    let mut out = HashMap::new();
    for (i, row) in csv::Reader::from_reader(DEMO_LEVELS_CSV.as_bytes()).deserialize::<LevelRow>().enumerate() {
        let line = i + 2;
        let row = row.map_err(|e| bad("demo-levels.csv", line, &e.to_string()))?;
        let close = Price::parse(&row.close).filter(|p| p.0 > 0).ok_or_else(|| bad("demo-levels.csv", line, "close"))?;
        let market_cap = Some(row.market_cap).filter(|c| *c > 0).ok_or_else(|| bad("demo-levels.csv", line, "market_cap"))?;
        if row.source.trim().is_empty() || row.as_of.trim().is_empty() {
            return Err(bad("demo-levels.csv", line, "every figure names its source and date"));
        }
        out.insert((row.market, row.symbol), Level { close, market_cap });
    }
    Ok(out)
}

/// The published Shariah verdicts: true compliant, false not.
pub fn shariah_verdicts() -> anyhow::Result<ByStock<bool>> {
    let mut out = HashMap::new();
    for (i, row) in csv::Reader::from_reader(DEMO_SHARIAH_CSV.as_bytes()).deserialize::<ShariahRow>().enumerate() {
        let line = i + 2;
        let row = row.map_err(|e| bad("demo-shariah.csv", line, &e.to_string()))?;
        let verdict = match row.verdict.as_str() {
            "compliant" => true,
            "non_compliant" => false,
            other => return Err(bad("demo-shariah.csv", line, &format!("verdict {other}"))),
        };
        if row.source.trim().is_empty() {
            return Err(bad("demo-shariah.csv", line, "every verdict names its source"));
        }
        out.insert((row.market, row.symbol), verdict);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::universe;

    fn key(market: &str, symbol: &str) -> (String, String) {
        (market.to_owned(), symbol.to_owned())
    }

    #[test]
    fn every_figure_belongs_to_a_listed_company() {
        let listed: std::collections::HashSet<(String, String)> =
            universe::companies().unwrap_or_default().into_iter().map(|c| (c.market.code.to_owned(), c.symbol)).collect();
        let levels = levels().unwrap_or_default();
        let verdicts = shariah_verdicts().unwrap_or_default();
        assert!(levels.len() >= 100 && verdicts.len() >= 100, "{} levels, {} verdicts", levels.len(), verdicts.len());
        for k in levels.keys().chain(verdicts.keys()) {
            assert!(listed.contains(k), "{k:?} is not in the universe");
        }
    }

    #[test]
    fn the_fifty_largest_of_each_market_have_published_levels() {
        let levels = levels().unwrap_or_default();
        for market in ["TASI", "US"] {
            assert!(levels.keys().filter(|(m, _)| m == market).count() >= 50, "{market}");
        }
        // Aramco is the largest Saudi company, by far; Apple trades near its real level.
        let aramco = levels[&key("TASI", "2222")];
        assert!(levels.iter().filter(|((m, _), _)| m == "TASI").all(|(_, l)| l.market_cap <= aramco.market_cap));
        assert_eq!(aramco.close, Price(246_200));
        assert_eq!(aramco.shares_outstanding() / 1_000_000_000, 247);
        let alinma = levels[&key("TASI", "1150")];
        assert!(aramco.market_cap > 50 * alinma.market_cap);
    }

    #[test]
    fn takaful_al_rajhi_is_compliant_and_a_conventional_bank_is_not_guessed() {
        let verdicts = shariah_verdicts().unwrap_or_default();
        assert_eq!(verdicts.get(&key("TASI", "8230")), Some(&true));
        assert_eq!(verdicts.get(&key("TASI", "1120")), Some(&true));
        // Not on the lists' table at all: not assessed, never "not compliant".
        assert_eq!(verdicts.get(&key("TASI", "1050")), None);
    }
}
