//! The kinds an opinion is made of (spec §3), each with the name the API speaks.

platform::text_enum! {
    /// Stocks, or contracts (options) on a stock.
    pub enum OperationType {
        Stocks = "stocks",
        Options = "options",
    }
}
platform::text_enum! {
    /// Buy and sell for stocks; call and put for options.
    pub enum OrderType {
        Buy = "buy",
        Sell = "sell",
        Call = "call",
        Put = "put",
    }
}
platform::text_enum! {
    pub enum DurationType {
        Short = "short",
        Medium = "medium",
        Long = "long",
    }
}
platform::text_enum! {
    pub enum AnalysisType {
        Technical = "technical",
        Financial = "financial",
    }
}
platform::text_enum! {
    /// The period whose close decides the stop loss.
    pub enum StopType {
        Hour = "hour",
        TwoHours = "two_hours",
        Day = "day",
        Week = "week",
    }
}
platform::text_enum! {
    pub enum OpinionStatus {
        Pending = "pending",
        Success = "success",
        Failed = "failed",
    }
}
platform::text_enum! {
    /// Why an opinion was decided.
    pub enum Reason {
        Target = "target",
        StopLoss = "stop_loss",
        Expired = "expired",
    }
}
platform::text_enum! {
    /// The prices a decision was made on: the stock's own, or an option's underlying stock's.
    pub enum DecidedOn {
        Stock = "stock",
        Underlying = "underlying",
    }
}

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
        for (text, stop) in StopType::NAMED {
            assert_eq!(StopType::parse(text), Some(*stop));
            assert_eq!(stop.as_str(), *text);
        }
        assert_eq!(OrderType::parse("straddle"), None);
        assert!(OrderType::Call.fits(OperationType::Options) && !OrderType::Call.fits(OperationType::Stocks));
        assert_eq!(OrderType::Put.direction(), Direction::Down);
    }
}
