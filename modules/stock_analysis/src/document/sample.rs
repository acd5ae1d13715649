//! A sample stock's figures and a sample firm: the layout's tests and the document benchmark
//! (`make bench-analysis`) draw them.

use chrono::{Duration, NaiveDate};
use platform::ports::{Dividend, FundamentalPeriod, MarketCode, PriceBar, ShariahStatus, StockRef};
use platform::price::Price;

use super::figures::Figures;
use super::layout::Firm;

pub fn firm() -> Firm {
    Firm {
        name_ar: "شركة إيفا للاستشارات المالية".into(),
        name_en: "Eva Financial Advisory".into(),
        licence_ar: "مرخصة من هيئة السوق المالية برقم 12345-67".into(),
        licence_en: "Licensed by the Capital Market Authority, No. 12345-67".into(),
    }
}

/// A year of deterministic bars around 30, with two dividends.
pub fn figures() -> Figures {
    let start = NaiveDate::from_ymd_opt(2025, 11, 25).unwrap_or_default();
    let bars: Vec<PriceBar> = (0..250)
        .map(|i| {
            let close = 300_000 + ((f64::from(i) / 9.0).sin() * 30_000.0) as i64 + i64::from(i) * 200;
            PriceBar {
                date: start + Duration::days(i64::from(i) * 7 / 5),
                open: Price(close - 2_000),
                high: Price(close + 6_000),
                low: Price(close - 7_000),
                close: Price(close),
                volume: 100_000 + i64::from(i) * 37 % 50_000,
            }
        })
        .collect();
    let (as_of, price) = bars.last().map_or((start, Price(300_000)), |b| (b.date, b.close));
    Figures {
        stock: StockRef {
            id: 1,
            symbol: "2222".into(),
            name_ar: "أرامكو السعودية".into(),
            name_en: "Saudi Aramco".into(),
            market: MarketCode::Tasi,
            shariah: ShariahStatus::Compliant,
            shares_outstanding: Some(242_000_000_000),
        },
        as_of,
        price,
        price_at: None,
        dividends: vec![
            Dividend { ex_date: as_of - Duration::days(200), amount: Price(4_800) },
            Dividend { ex_date: as_of - Duration::days(20), amount: Price(5_000) },
        ],
        bars,
        picture: None,
        // Two reported years, in halalas: revenue, net income, EPS (price units), equity.
        fundamentals: [
            ("2025-12-31", 180_000_000_000_000, 40_000_000_000_000, 16_500, 160_000_000_000_000),
            ("2024-12-31", 170_000_000_000_000, 42_000_000_000_000, 17_300, 155_000_000_000_000),
        ]
        .into_iter()
        .map(|(end, revenue, net_income, eps, book_value)| FundamentalPeriod {
            period_end: NaiveDate::parse_from_str(end, "%Y-%m-%d").unwrap_or_default(),
            months: 12,
            revenue,
            net_income,
            eps,
            book_value,
            debt: 30_000_000_000_000,
            cash: 20_000_000_000_000,
            demo: true,
        })
        .collect(),
    }
}
