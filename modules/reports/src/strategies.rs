//! The investment strategies and how each weighs the factors (percent, summing to 100). A stock's
//! score for a strategy is the weighted mean of its factor percentiles (see `scoring`).

use platform::Message;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::factors::Factor;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Strategy {
    Growth,
    Value,
    DividendIncome,
    Momentum,
    LowVolatility,
}

impl Strategy {
    pub const ALL: [Strategy; 5] =
        [Strategy::Growth, Strategy::Value, Strategy::DividendIncome, Strategy::Momentum, Strategy::LowVolatility];
    /// Until a user chooses.
    pub const DEFAULT: Strategy = Strategy::Growth;

    pub fn id(self) -> &'static str {
        match self {
            Strategy::Growth => "growth",
            Strategy::Value => "value",
            Strategy::DividendIncome => "dividend_income",
            Strategy::Momentum => "momentum",
            Strategy::LowVolatility => "low_volatility",
        }
    }

    pub fn from_id(id: &str) -> Option<Strategy> {
        Strategy::ALL.into_iter().find(|s| s.id() == id)
    }

    pub fn name(self) -> Message {
        match self {
            Strategy::Growth => Message::new("النمو", "Growth"),
            Strategy::Value => Message::new("القيمة", "Value"),
            Strategy::DividendIncome => Message::new("دخل التوزيعات", "Dividend income"),
            Strategy::Momentum => Message::new("الزخم", "Momentum"),
            Strategy::LowVolatility => Message::new("التذبذب المنخفض", "Low volatility"),
        }
    }

    pub fn description(self) -> Message {
        match self {
            Strategy::Growth => Message::new(
                "أسهم ارتفعت أكثر من غيرها خلال العام ونصف العام، واتجاهها صاعد.",
                "Stocks that rose more than others over the year and the half-year, in an upward trend.",
            ),
            Strategy::Value => Message::new(
                "أسهم تتداول بخصم عن قمتها السنوية، مع توزيعات وتذبذب معتدل.",
                "Stocks trading at a discount to their yearly high, with dividends and moderate volatility.",
            ),
            Strategy::DividendIncome => Message::new(
                "أسهم توزع أرباحاً نقدية مرتفعة نسبة إلى سعرها، بتذبذب وتراجعات أقل.",
                "Stocks paying high cash dividends for their price, with less volatility and smaller drawdowns.",
            ),
            Strategy::Momentum => Message::new(
                "أسهم صعدت بقوة في الأشهر الثلاثة والستة الأخيرة، واتجاهها الفني إيجابي.",
                "Stocks that rose strongly over the last three and six months, with a positive technical trend.",
            ),
            Strategy::LowVolatility => Message::new(
                "أسهم أسعارها أهدأ وتراجعاتها أصغر من غيرها.",
                "Stocks whose prices move more calmly and fall less than others.",
            ),
        }
    }

    /// The factors the strategy weighs, in percent.
    pub fn weights(self) -> &'static [(Factor, u32)] {
        match self {
            Strategy::Growth => &[(Factor::Return1y, 40), (Factor::Return6m, 30), (Factor::Trend, 30)],
            Strategy::Value => &[(Factor::DiscountFromHigh, 40), (Factor::DividendYield, 30), (Factor::Volatility, 30)],
            Strategy::DividendIncome => &[(Factor::DividendYield, 60), (Factor::Volatility, 20), (Factor::MaxDrawdown, 20)],
            Strategy::Momentum => &[(Factor::Return3m, 40), (Factor::Return6m, 30), (Factor::Trend, 30)],
            Strategy::LowVolatility => &[(Factor::Volatility, 50), (Factor::MaxDrawdown, 30), (Factor::Return1y, 20)],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_strategy_weighs_to_a_hundred_and_reads_back() {
        for s in Strategy::ALL {
            assert_eq!(s.weights().iter().map(|(_, w)| w).sum::<u32>(), 100, "{s:?}");
            assert_eq!(Strategy::from_id(s.id()), Some(s));
        }
        assert_eq!(Strategy::from_id("gamble"), None);
    }
}
