//! The listed companies and indices shipped with Eva: the Saudi main market (TASI), the
//! parallel market (NOMU) and the S&P 100, from the cross-checked reference lists in `data/`.

use serde::Deserialize;

pub const SAUDI_COMPANIES_CSV: &str = include_str!("../data/saudi-companies.csv");
pub const US_COMPANIES_CSV: &str = include_str!("../data/us-sp100.csv");
pub const INDICES_CSV: &str = include_str!("../data/indices.csv");

/// A market of the product; ids are fixed so clients may name them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MarketDef {
    pub id: i32,
    pub code: &'static str,
    pub name_ar: &'static str,
    pub name_en: &'static str,
    pub timezone: &'static str,
    pub currency: &'static str,
}

pub const MARKETS: [MarketDef; 3] = [
    MarketDef {
        id: 1, code: "TASI", name_ar: "السوق الرئيسية", name_en: "Main Market (TASI)", timezone: "Asia/Riyadh", currency: "SAR"
    },
    MarketDef {
        id: 2,
        code: "NOMU",
        name_ar: "السوق الموازية (نمو)",
        name_en: "Parallel Market (Nomu)",
        timezone: "Asia/Riyadh",
        currency: "SAR",
    },
    MarketDef {
        id: 3, code: "US", name_ar: "السوق الأمريكية", name_en: "US Market", timezone: "America/New_York", currency: "USD"
    },
];

pub fn market_by_code(code: &str) -> Option<&'static MarketDef> {
    MARKETS.iter().find(|m| m.code == code)
}

#[derive(Debug, Clone, Deserialize)]
pub struct SaudiCompany {
    pub symbol: String,
    pub market: String,
    pub name_ar: String,
    pub name_en: String,
    pub sector_en: String,
    pub sector_ar: String,
}

#[derive(Debug, Clone, Deserialize)]
pub struct UsCompany {
    pub symbol: String,
    pub name_en: String,
    pub sector_en: String,
}

#[derive(Debug, Clone, Deserialize)]
pub struct IndexDef {
    pub code: String,
    pub market: String,
    pub name_ar: String,
    pub name_en: String,
}

/// A company of the universe, whatever its market.
#[derive(Debug, Clone)]
pub struct Company {
    pub symbol: String,
    pub market: &'static MarketDef,
    pub name_ar: String,
    pub name_en: String,
    /// (English, Arabic) sector names; None where the exchange gives none (most NOMU rows).
    pub sector: Option<(String, String)>,
}

fn read<T: for<'de> Deserialize<'de>>(csv_text: &str) -> Result<Vec<T>, csv::Error> {
    csv::Reader::from_reader(csv_text.as_bytes()).deserialize().collect()
}

/// Arabic names of the GICS sectors used for US companies.
fn us_sector_ar(sector_en: &str) -> &'static str {
    match sector_en {
        "Information Technology" => "تقنية المعلومات",
        "Health Care" => "الرعاية الصحية",
        "Financials" => "القطاع المالي",
        "Consumer Discretionary" => "السلع الكمالية",
        "Consumer Staples" => "السلع الاستهلاكية الأساسية",
        "Communication Services" => "خدمات الاتصالات",
        "Industrials" => "الصناعات",
        "Energy" => "الطاقة",
        "Utilities" => "المرافق العامة",
        "Real Estate" => "العقارات",
        "Materials" => "المواد الأساسية",
        _ => "أخرى",
    }
}

/// Arabic names of US companies are their English names: the exchange publishes none.
pub fn companies() -> Result<Vec<Company>, csv::Error> {
    let mut out = Vec::new();
    for c in read::<SaudiCompany>(SAUDI_COMPANIES_CSV)? {
        let Some(market) = market_by_code(&c.market) else { continue };
        let sector = (!c.sector_en.is_empty()).then(|| (c.sector_en.clone(), c.sector_ar.clone()));
        let name_en = if c.name_en.is_empty() { c.name_ar.clone() } else { c.name_en };
        out.push(Company { symbol: c.symbol, market, name_ar: c.name_ar, name_en, sector });
    }
    let us = &MARKETS[2];
    for c in read::<UsCompany>(US_COMPANIES_CSV)? {
        let sector = Some((c.sector_en.clone(), us_sector_ar(&c.sector_en).to_owned()));
        out.push(Company { symbol: c.symbol, market: us, name_ar: c.name_en.clone(), name_en: c.name_en, sector });
    }
    Ok(out)
}

pub fn indices() -> Result<Vec<IndexDef>, csv::Error> {
    read(INDICES_CSV)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reference_lists_load_whole() -> Result<(), csv::Error> {
        let all = companies()?;
        assert_eq!(all.iter().filter(|c| c.market.code == "TASI").count(), 270);
        assert_eq!(all.iter().filter(|c| c.market.code == "NOMU").count(), 125);
        assert_eq!(all.iter().filter(|c| c.market.code == "US").count(), 101);
        let rajhi = all.iter().find(|c| c.symbol == "1120").map(|c| c.name_ar.as_str());
        assert_eq!(rajhi, Some("الراجحي"));
        assert!(all.iter().all(|c| !c.name_en.is_empty() && !c.name_ar.is_empty()));
        assert_eq!(indices()?.len(), 5);
        Ok(())
    }

    #[test]
    fn market_ids_are_the_platforms() {
        for def in MARKETS {
            let code = platform::ports::MarketCode::from_id(def.id).map(|m| m.code());
            assert_eq!(code, Some(def.code), "market {}", def.id);
        }
    }
}
