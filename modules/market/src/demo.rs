//! Demo price history: several years of daily bars for every listed company, generated from a
//! seed so the same seed and end date always give the same data. Clearly demo data: every
//! stock it prices is flagged `is_demo`, and the API and the UI say so.
//!
//! Each market has a daily factor, each sector one more, and each stock its own beta and noise
//! on top; volumes follow the size of the move. Indices are computed from their members. A
//! company with a published level (`demo_figures`) ends its history at that close.

use chrono::{Datelike, Duration, NaiveDate, Weekday};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rand_distr::{Distribution, StandardNormal};

use crate::universe::MarketDef;
use platform::price::Price;

pub const DEFAULT_SEED: u64 = 2026;

/// One generated day.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bar {
    pub date: NaiveDate,
    pub open: Price,
    pub high: Price,
    pub low: Price,
    pub close: Price,
    pub volume: i64,
}

/// What to generate for one stock.
#[derive(Debug, Clone)]
pub struct DemoStock {
    pub symbol: String,
    pub market: &'static MarketDef,
    pub sector: Option<String>,
    /// The published close the history ends at; a generated level when None.
    pub last_close: Option<Price>,
}

/// A stable 64-bit hash (FNV-1a), so seeds do not depend on the Rust version.
fn stable_hash(parts: &[&str]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for part in parts {
        for b in part.bytes().chain(std::iter::once(0xff)) {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    }
    h
}

pub(crate) fn rng_for(seed: u64, parts: &[&str]) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed ^ stable_hash(parts))
}

/// Whether the market trades on this weekday (holidays are not modelled).
pub fn is_trading_day(market: &MarketDef, date: NaiveDate) -> bool {
    match market.timezone {
        "Asia/Riyadh" => !matches!(date.weekday(), Weekday::Fri | Weekday::Sat),
        _ => !matches!(date.weekday(), Weekday::Sat | Weekday::Sun),
    }
}

/// The last `count` trading days up to and including `end`, oldest first.
pub fn trading_days(market: &MarketDef, end: NaiveDate, count: usize) -> Vec<NaiveDate> {
    let mut days = Vec::with_capacity(count);
    let mut d = end;
    while days.len() < count {
        if is_trading_day(market, d) {
            days.push(d);
        }
        d -= Duration::days(1);
    }
    days.reverse();
    days
}

/// A normal distribution built from the standard one, so it cannot fail to construct.
#[derive(Clone, Copy)]
struct Gauss {
    mean: f64,
    sd: f64,
}

impl Gauss {
    fn sample(self, rng: &mut ChaCha8Rng) -> f64 {
        let z: f64 = StandardNormal.sample(rng);
        self.mean + self.sd * z
    }
}

fn normal(mean: f64, sd: f64) -> Gauss {
    Gauss { mean, sd }
}

/// Daily returns of a common factor over the days.
fn factor(seed: u64, parts: &[&str], days: usize, drift: f64, sd: f64) -> Vec<f64> {
    let mut rng = rng_for(seed, parts);
    let dist = normal(drift, sd);
    (0..days).map(|_| dist.sample(&mut rng)).collect()
}

fn to_price(value: f64, tick: f64) -> Price {
    let ticks = (value / tick).round().max(1.0);
    // One tick is 0.01 of the currency: 100 price units.
    Price((ticks * tick * 10_000.0).round() as i64)
}

/// Generates each stock's bars over `days` (one market's trading days).
pub fn generate_market(seed: u64, market: &MarketDef, days: &[NaiveDate], stocks: &[DemoStock]) -> Vec<Vec<Bar>> {
    let market_factor = factor(seed, &["market", market.code], days.len(), 0.0002, 0.009);
    let mut sector_factors: std::collections::HashMap<String, Vec<f64>> = std::collections::HashMap::new();
    let (low_start, high_start) = match market.code {
        "US" => (20.0, 600.0),
        "NOMU" => (5.0, 90.0),
        _ => (8.0, 160.0),
    };
    let base_volume = if market.code == "US" { 3_000_000.0 } else { 600_000.0 };

    stocks
        .iter()
        .map(|stock| {
            let sector = stock.sector.clone().unwrap_or_else(|| "none".into());
            let sector_factor = sector_factors
                .entry(sector.clone())
                .or_insert_with(|| factor(seed, &["sector", market.code, &sector], days.len(), 0.0, 0.006))
                .clone();
            let mut rng = rng_for(seed, &["stock", market.code, &stock.symbol]);
            let beta = rng.gen_range(0.6..1.4);
            let idio = normal(0.0, rng.gen_range(0.008..0.022));
            let gap = normal(0.0, 0.004);
            let wick = normal(0.0, 0.006);
            let mut close = rng.gen_range(low_start..high_start);
            let volume_scale = base_volume * rng.gen_range(0.2..3.0);
            let path: Vec<[f64; 5]> = days
                .iter()
                .enumerate()
                .map(|(t, _)| {
                    let ret = beta * market_factor[t] + 0.8 * sector_factor[t] + idio.sample(&mut rng);
                    let open = close * (1.0 + gap.sample(&mut rng));
                    close = (close * ret.exp()).max(0.5);
                    let high = open.max(close) * (1.0 + wick.sample(&mut rng).abs());
                    let low = open.min(close) * (1.0 - wick.sample(&mut rng).abs());
                    let volume = volume_scale * (1.0 + 25.0 * ret.abs()) * rng.gen_range(0.5..1.5);
                    [open, high, low, close, volume]
                })
                .collect();
            // Scaling the whole path keeps every day's return, and lands it on the published close.
            let scale = match (stock.last_close, path.last()) {
                (Some(target), Some(last)) => target.0 as f64 / platform::price::SCALE as f64 / last[3],
                _ => 1.0,
            };
            days.iter()
                .zip(path)
                .map(|(date, [open, high, low, close, volume])| {
                    let (open, close_p) = (to_price(open * scale, 0.01), to_price(close * scale, 0.01));
                    let high = to_price(high * scale, 0.01).max(open).max(close_p);
                    let low = to_price(low * scale, 0.01).min(open).min(close_p);
                    // Turnover, not the share count, is what the volume follows: a scaled price trades fewer shares.
                    Bar { date: *date, open, high, low, close: close_p, volume: (volume / scale).round().max(1.0) as i64 }
                })
                .collect()
        })
        .collect()
}

/// A demo stock's own character, as [`generate_market`] draws it: how strongly it follows its
/// market, and how far it moves on its own.
#[derive(Debug, Clone, Copy)]
struct Traits {
    beta: f64,
    own_sd: f64,
}

impl Traits {
    /// The traits [`generate_market`] gave `symbol` (the same first draws of its generator).
    fn of(seed: u64, market: &MarketDef, symbol: &str) -> Self {
        let mut rng = rng_for(seed, &["stock", market.code, symbol]);
        let beta = rng.gen_range(0.6..1.4);
        let own_sd = rng.gen_range(0.008..0.022);
        Self { beta, own_sd }
    }
}

/// The sessions of a demo stock past its seeded history. Each day's market and sector moves are
/// drawn from the day alone and the stock's from the stock and the day, so every process, on
/// any day, goes on with a history the same way.
pub struct Sessions<'a> {
    seed: u64,
    market: &'a MarketDef,
    symbol: &'a str,
    sector: &'a str,
    traits: Traits,
}

impl<'a> Sessions<'a> {
    pub fn of(seed: u64, market: &'a MarketDef, symbol: &'a str, sector: &'a str) -> Self {
        Self { seed, market, symbol, sector, traits: Traits::of(seed, market, symbol) }
    }

    /// The session on `date` after one that closed at `previous_close`; `volume` is the stock's
    /// usual volume.
    pub fn next_bar(&self, previous_close: Price, volume: i64, date: NaiveDate) -> Bar {
        let (seed, code) = (self.seed, self.market.code);
        let day = date.to_string();
        let market_move = normal(0.0002, 0.009).sample(&mut rng_for(seed, &["market-day", code, &day]));
        let sector_move = normal(0.0, 0.006).sample(&mut rng_for(seed, &["sector-day", code, self.sector, &day]));
        let mut rng = rng_for(seed, &["stock-day", code, self.symbol, &day]);
        let ret = self.traits.beta * market_move + 0.8 * sector_move + normal(0.0, self.traits.own_sd).sample(&mut rng);
        let previous = previous_close.0 as f64 / platform::price::SCALE as f64;
        let open = previous * (1.0 + normal(0.0, 0.004).sample(&mut rng));
        let close = (previous * ret.exp()).max(0.5);
        let high = open.max(close) * (1.0 + normal(0.0, 0.006).sample(&mut rng).abs());
        let low = open.min(close) * (1.0 - normal(0.0, 0.006).sample(&mut rng).abs());
        let traded = volume as f64 * (1.0 + 25.0 * ret.abs()) / 1.4 * rng.gen_range(0.5..1.5);
        let (open, close) = (to_price(open, 0.01), to_price(close, 0.01));
        Bar {
            date,
            open,
            high: to_price(high, 0.01).max(open).max(close),
            low: to_price(low, 0.01).min(open).min(close),
            close,
            volume: traded.round().max(1.0) as i64,
        }
    }
}

/// Shares outstanding for a company without a published level: a market cap drawn below
/// `below` (the smallest published one of its market, so the ranking of the known companies
/// holds), over its last close.
pub fn demo_shares_outstanding(seed: u64, market: &MarketDef, symbol: &str, last_close: Price, below: Option<i64>) -> i64 {
    let mut rng = rng_for(seed, &["shares", market.code, symbol]);
    let (lo, hi) = match market.code {
        "US" => (20_000_000_000.0_f64, 150_000_000_000.0_f64),
        "NOMU" => (40_000_000.0, 3_000_000_000.0),
        _ => (300_000_000.0, 10_000_000_000.0),
    };
    let hi = below.map_or(hi, |b| (b as f64).min(hi)).max(lo * 1.01);
    // Log-uniform: a few large, many small.
    let cap = (lo.ln() + rng.gen_range(0.0..1.0) * (hi.ln() - lo.ln())).exp();
    (cap * platform::price::SCALE as f64 / last_close.0.max(1) as f64).round().max(1.0) as i64
}

/// One generated reported year (demo data, shown as such), in minor units; EPS in price units.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DemoYear {
    pub period_end: NaiveDate,
    pub revenue: i64,
    pub net_income: i64,
    pub eps: i64,
    pub book_value: i64,
    pub debt: i64,
    pub cash: i64,
}

/// Two reported years, the last ending on the 31 December before `end`, sized from the
/// company's market value with a P/E of 10–30, a net margin of 5–30%, a P/B of 1–5 and a year's
/// growth of −10–20%, so that the stock page's ratios read like a listed company's.
pub fn demo_fundamentals(seed: u64, market: &MarketDef, symbol: &str, end: NaiveDate, last_close: Price, shares: i64) -> Vec<DemoYear> {
    let mut rng = rng_for(seed, &["fundamentals", market.code, symbol]);
    // Market value in minor units: price units × shares / 100.
    let value = last_close.0 as f64 * shares as f64 / 100.0;
    if value <= 0.0 {
        return Vec::new();
    }
    let pe = rng.gen_range(10.0..30.0);
    let margin = rng.gen_range(0.05..0.30);
    let pb = rng.gen_range(1.0..5.0);
    let revenue_growth: f64 = rng.gen_range(-0.10..0.20);
    let earnings_growth = revenue_growth + rng.gen_range(-0.08..0.08);
    let year = |income: f64, revenue: f64, book: f64, period_end: NaiveDate| DemoYear {
        period_end,
        revenue: revenue.round() as i64,
        net_income: income.round() as i64,
        // Minor units per share × 100 = price units.
        eps: (income / shares as f64 * 100.0).round() as i64,
        book_value: book.round() as i64,
        debt: (book * 0.4).round() as i64,
        cash: (book * 0.15).round() as i64,
    };
    let december = |y: i32| NaiveDate::from_ymd_opt(y, 12, 31).unwrap_or_default();
    let (income, book) = (value / pe, value / pb);
    let revenue = income / margin;
    vec![
        year(income, revenue, book, december(end.year() - 1)),
        year(income / (1.0 + earnings_growth), revenue / (1.0 + revenue_growth), book * 0.93, december(end.year() - 2)),
    ]
}

/// A demo cash dividend: ex-date and amount per share.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DemoDividend {
    pub ex_date: NaiveDate,
    pub amount: Price,
}

/// Dividends for a demo stock over its bars: most Saudi main-market companies pay twice a
/// year, most US ones quarterly, parallel-market ones rarely; yields of 1.5–6%.
pub fn demo_dividends(seed: u64, market: &MarketDef, symbol: &str, bars: &[Bar]) -> Vec<DemoDividend> {
    let mut rng = rng_for(seed, &["dividends", market.code, symbol]);
    let (share_paying, months): (f64, &[u32]) = match market.code {
        "US" => (0.8, &[2, 5, 8, 11]),
        "NOMU" => (0.2, &[4]),
        _ => (0.6, &[4, 10]),
    };
    if rng.gen_range(0.0..1.0) > share_paying {
        return Vec::new();
    }
    let annual_yield = rng.gen_range(0.015..0.06);
    let mut out = Vec::new();
    for bar in bars {
        let first_trading_day_of_payment_month = months.contains(&bar.date.month())
            && bar.date.day() >= 10
            && out.last().is_none_or(|d: &DemoDividend| (bar.date - d.ex_date).num_days() > 40);
        if first_trading_day_of_payment_month {
            let amount = bar.close.0 as f64 * annual_yield / months.len() as f64;
            out.push(DemoDividend { ex_date: bar.date, amount: Price(((amount / 100.0).round() as i64).max(1) * 100) });
        }
    }
    out
}

/// Demo ownership in basis points: (foreign, institutional, government, free float).
pub fn demo_ownership(seed: u64, market: &MarketDef, symbol: &str) -> (i32, i32, i32, i32) {
    let mut rng = rng_for(seed, &["ownership", market.code, symbol]);
    match market.code {
        "US" => (0, rng.gen_range(5_000..8_500), 0, rng.gen_range(8_500..9_900)),
        _ => {
            let government = if rng.gen_range(0.0..1.0) < 0.3 { rng.gen_range(1_000..7_000) } else { 0 };
            let insiders = rng.gen_range(0..2_000);
            let foreign = rng.gen_range(50..2_500);
            let institutional = rng.gen_range(500..4_000);
            (foreign, institutional, government, 10_000 - government - insiders)
        }
    }
}

/// A capitalisation-weighted index over members' bars (same days), starting at `base`.
pub fn cap_weighted_index(members: &[(&[Bar], i64)], base: f64) -> Vec<Bar> {
    let Some((first, _)) = members.first() else { return Vec::new() };
    let days = first.len();
    let cap =
        |t: usize, pick: fn(&Bar) -> Price| -> f64 { members.iter().map(|(bars, shares)| pick(&bars[t]).0 as f64 * *shares as f64).sum() };
    let divisor = cap(0, |b| b.close) / (base * platform::price::SCALE as f64);
    (0..days)
        .map(|t| {
            // Index levels are quoted to 0.01.
            let level = |pick: fn(&Bar) -> Price| Price(((cap(t, pick) / divisor) / 100.0).round() as i64 * 100);
            let (open, close) = (level(|b| b.open), level(|b| b.close));
            Bar {
                date: first[t].date,
                open,
                high: level(|b| b.high).max(open).max(close),
                low: level(|b| b.low).min(open).min(close),
                close,
                volume: members.iter().map(|(bars, _)| bars[t].volume).sum(),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::universe::MARKETS;

    fn stocks() -> Vec<DemoStock> {
        ["1120", "2222", "7010"]
            .iter()
            .map(|s| DemoStock { symbol: (*s).into(), market: &MARKETS[0], sector: Some("Banks".into()), last_close: None })
            .collect()
    }

    #[test]
    fn saudi_days_skip_friday_and_saturday() {
        let end = NaiveDate::from_ymd_opt(2026, 11, 21).unwrap_or_default(); // a Saturday
        let days = trading_days(&MARKETS[0], end, 5);
        assert_eq!(days.len(), 5);
        assert!(days.iter().all(|d| !matches!(d.weekday(), Weekday::Fri | Weekday::Sat)));
        assert_eq!(days.last().map(|d| d.weekday()), Some(Weekday::Thu));
        let us = trading_days(&MARKETS[2], end, 5);
        assert_eq!(us.last().map(|d| d.weekday()), Some(Weekday::Fri));
    }

    #[test]
    fn the_same_seed_gives_the_same_history() {
        let days = trading_days(&MARKETS[0], NaiveDate::from_ymd_opt(2026, 11, 19).unwrap_or_default(), 300);
        let a = generate_market(7, &MARKETS[0], &days, &stocks());
        let b = generate_market(7, &MARKETS[0], &days, &stocks());
        let c = generate_market(8, &MARKETS[0], &days, &stocks());
        assert_eq!(a, b);
        assert_ne!(a, c);
    }

    #[test]
    fn bars_are_consistent() {
        let days = trading_days(&MARKETS[0], NaiveDate::from_ymd_opt(2026, 11, 19).unwrap_or_default(), 500);
        for series in generate_market(1, &MARKETS[0], &days, &stocks()) {
            for bar in series {
                assert!(bar.low <= bar.open && bar.low <= bar.close, "{bar:?}");
                assert!(bar.high >= bar.open && bar.high >= bar.close, "{bar:?}");
                assert!(bar.low.0 > 0 && bar.volume > 0);
                assert_eq!(bar.close.0 % 100, 0, "prices sit on the 0.01 tick");
            }
        }
    }

    #[test]
    fn a_published_close_ends_the_history_with_every_return_kept() {
        let days = trading_days(&MARKETS[0], NaiveDate::from_ymd_opt(2026, 11, 19).unwrap_or_default(), 250);
        let mut listed = stocks();
        let free = generate_market(5, &MARKETS[0], &days, &listed);
        listed[1].last_close = Some(Price(246_200));
        let pinned = generate_market(5, &MARKETS[0], &days, &listed);
        assert_eq!(pinned[1].last().map(|b| b.close), Some(Price(246_200)));
        assert_eq!(pinned[0], free[0], "the other stocks are untouched");
        // Each day's move is the generated one, within the rounding to the tick.
        let moves = |bars: &[Bar]| bars.windows(2).map(|w| w[1].close.0 as f64 / w[0].close.0 as f64).collect::<Vec<_>>();
        for (a, b) in moves(&free[1]).iter().zip(moves(&pinned[1])) {
            assert!((a - b).abs() < 0.01, "{a} vs {b}");
        }
    }

    #[test]
    fn a_history_goes_on_the_same_way_on_any_day() {
        let day = NaiveDate::from_ymd_opt(2026, 11, 29).unwrap_or_default();
        let sessions = Sessions::of(2026, &MARKETS[0], "2222", "Energy");
        let bar = sessions.next_bar(Price(246_200), 5_000_000, day);
        assert_eq!(bar, Sessions::of(2026, &MARKETS[0], "2222", "Energy").next_bar(Price(246_200), 5_000_000, day));
        assert_eq!(bar.date, day);
        assert!(bar.low <= bar.open.min(bar.close) && bar.high >= bar.open.max(bar.close), "{bar:?}");
        assert!((bar.close.0 - 246_200).abs() < 246_200 / 5, "a day's move, not a jump: {bar:?}");
        assert_eq!(bar.close.0 % 100, 0, "on the 0.01 tick");
        let next_day = sessions.next_bar(bar.close, 5_000_000, day.succ_opt().unwrap_or_default());
        assert_ne!(next_day.close, bar.close);
    }

    #[test]
    fn a_company_without_a_published_level_stays_below_the_smallest_published_cap() {
        for symbol in ["1001", "1002", "1003", "1004", "1005"] {
            let shares = demo_shares_outstanding(2026, &MARKETS[0], symbol, Price(500_000), Some(2_000_000_000));
            assert!(shares > 0 && shares * 50 <= 2_000_000_000, "{symbol}: {shares} shares at 50 SAR");
        }
    }

    #[test]
    fn demo_years_read_like_a_listed_company() {
        let end = NaiveDate::from_ymd_opt(2026, 11, 26).unwrap_or_default();
        let years = demo_fundamentals(2026, &MARKETS[0], "2222", end, Price(246_200), 247_889_000_000);
        assert_eq!(years.iter().map(|y| y.period_end.to_string()).collect::<Vec<_>>(), ["2025-12-31", "2024-12-31"]);
        let pe = 246_200.0 / years[0].eps as f64;
        assert!((9.9..30.1).contains(&pe), "P/E {pe}");
        let margin = years[0].net_income as f64 / years[0].revenue as f64;
        assert!((0.049..0.301).contains(&margin), "margin {margin}");
    }

    #[test]
    fn index_starts_at_its_base_and_follows_members() {
        let days = trading_days(&MARKETS[0], NaiveDate::from_ymd_opt(2026, 11, 19).unwrap_or_default(), 50);
        let series = generate_market(3, &MARKETS[0], &days, &stocks());
        let members: Vec<(&[Bar], i64)> = series.iter().map(|s| (s.as_slice(), 1_000_000)).collect();
        let index = cap_weighted_index(&members, 10_000.0);
        assert_eq!(index.len(), 50);
        assert_eq!(index[0].close, Price(10_000 * 10_000));
    }
}
