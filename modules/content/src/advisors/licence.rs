//! The kinds of licence an advisor holds: a fixed choice, named in both languages, so the
//! advisors page never shows a staff member's free text in only one of them.

use platform::Lang;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = AdvisorLicenceType)]
pub enum LicenceType {
    InvestmentAdviser,
    PortfolioManager,
    ResearchAnalyst,
    FinancialPlanner,
}

impl LicenceType {
    pub const ALL: [LicenceType; 4] = [Self::InvestmentAdviser, Self::PortfolioManager, Self::ResearchAnalyst, Self::FinancialPlanner];

    /// The value kept in the database.
    pub fn key(self) -> &'static str {
        match self {
            Self::InvestmentAdviser => "investment_adviser",
            Self::PortfolioManager => "portfolio_manager",
            Self::ResearchAnalyst => "research_analyst",
            Self::FinancialPlanner => "financial_planner",
        }
    }

    /// A stored value; anything unknown reads as an investment adviser, the firm's own licence.
    pub fn of_key(key: &str) -> Self {
        Self::ALL.into_iter().find(|t| t.key() == key).unwrap_or(Self::InvestmentAdviser)
    }

    pub fn name(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (Self::InvestmentAdviser, Lang::Ar) => "مستشار استثمار مرخّص من هيئة السوق المالية",
            (Self::InvestmentAdviser, Lang::En) => "CMA-licensed investment adviser",
            (Self::PortfolioManager, Lang::Ar) => "مدير محافظ استثمارية",
            (Self::PortfolioManager, Lang::En) => "Portfolio manager",
            (Self::ResearchAnalyst, Lang::Ar) => "محلل أبحاث مالية",
            (Self::ResearchAnalyst, Lang::En) => "Financial research analyst",
            (Self::FinancialPlanner, Lang::Ar) => "مخطط مالي",
            (Self::FinancialPlanner, Lang::En) => "Financial planner",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_is_stored_and_read_back_and_named_in_both_languages() {
        for t in LicenceType::ALL {
            assert_eq!(LicenceType::of_key(t.key()), t);
            assert_ne!(t.name(Lang::Ar), t.name(Lang::En));
        }
        assert_eq!(LicenceType::of_key("free text of old"), LicenceType::InvestmentAdviser);
    }
}
