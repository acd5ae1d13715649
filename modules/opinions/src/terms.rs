//! The kinds an opinion is made of (spec §3), each with the name the API speaks.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

macro_rules! named {
    ($(#[$meta:meta])* $name:ident { $($variant:ident = $text:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
        pub enum $name {
            $(#[serde(rename = $text)] $variant),+
        }

        impl $name {
            pub const ALL: &'static [(&'static str, $name)] = &[$(($text, $name::$variant)),+];

            pub fn as_str(self) -> &'static str {
                match self { $($name::$variant => $text),+ }
            }

            pub fn parse(text: &str) -> Option<Self> {
                Self::ALL.iter().find(|(t, _)| *t == text).map(|(_, v)| *v)
            }
        }
    };
}

named!(
    /// Stocks, or contracts (options) on a stock.
    OperationType { Stocks = "stocks", Options = "options" }
);
named!(
    /// Buy and sell for stocks; call and put for options.
    OrderType { Buy = "buy", Sell = "sell", Call = "call", Put = "put" }
);
named!(
    DurationType { Short = "short", Medium = "medium", Long = "long" }
);
named!(
    AnalysisType { Technical = "technical", Financial = "financial" }
);
named!(
    /// The period whose close decides the stop loss.
    StopType { Hour = "hour", TwoHours = "two_hours", Day = "day", Week = "week" }
);
named!(
    Status { Pending = "pending", Success = "success", Failed = "failed" }
);
named!(
    /// Why an opinion was decided.
    Reason { Target = "target", StopLoss = "stop_loss", Expired = "expired" }
);
named!(
    /// The prices a decision was made on: the stock's own, or an option's underlying stock's.
    DecidedOn { Stock = "stock", Underlying = "underlying" }
);

/// Which way the analyst expects the price to go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    Up,
    Down,
}

impl OrderType {
    pub fn direction(self) -> Direction {
        match self {
            OrderType::Buy | OrderType::Call => Direction::Up,
            OrderType::Sell | OrderType::Put => Direction::Down,
        }
    }

    /// Buy and sell are for stocks, call and put for options.
    pub fn fits(self, operation: OperationType) -> bool {
        matches!(
            (operation, self),
            (OperationType::Stocks, OrderType::Buy | OrderType::Sell) | (OperationType::Options, OrderType::Call | OrderType::Put)
        )
    }
}

impl DurationType {
    /// The furthest analysis duration date each allows, in days after publishing.
    pub fn max_days(self) -> i64 {
        match self {
            DurationType::Short => 30,
            DurationType::Medium => 90,
            DurationType::Long => 365,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_order_types_fit_their_operation() {
        for (text, stop) in StopType::ALL {
            assert_eq!(StopType::parse(text), Some(*stop));
            assert_eq!(stop.as_str(), *text);
        }
        assert_eq!(OrderType::parse("straddle"), None);
        assert!(OrderType::Call.fits(OperationType::Options) && !OrderType::Call.fits(OperationType::Stocks));
        assert_eq!(OrderType::Put.direction(), Direction::Down);
    }
}
