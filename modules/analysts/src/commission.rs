//! The platform's commission on an analyst's list for a month (spec §9 "50% or at least 100 SAR
//! per month, deducted from the analyst's amount"; DECISIONS 5): on the month's net amount of the
//! list (after discounts, without VAT), commission = max(50% of net, 100 SAR), never more than the
//! net, rounded half to even once; the analyst receives the rest. So a month under 200 SAR net
//! pays the analyst less than half, and a month under 100 SAR pays the analyst nothing.

use platform::money::percent_of;

/// The platform's share of a list's net amount.
pub const COMMISSION_PERCENT: i64 = 50;
/// The least the platform takes per list and month: 100 SAR.
pub const MINIMUM_COMMISSION_HALALAS: i64 = 10_000;

/// One list's month, split.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Split {
    pub net_halalas: i64,
    pub commission_halalas: i64,
    pub analyst_halalas: i64,
}

/// Splits a list's net amount for one month (refunds already taken out; never below zero).
pub fn split(net_halalas: i64) -> Split {
    let net = net_halalas.max(0);
    let commission = percent_of(net, COMMISSION_PERCENT).max(MINIMUM_COMMISSION_HALALAS).min(net);
    Split { net_halalas: net, commission_halalas: commission, analyst_halalas: net - commission }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn of(net: i64) -> (i64, i64) {
        let s = split(net);
        assert_eq!(s.commission_halalas + s.analyst_halalas, s.net_halalas, "the parts add up");
        (s.commission_halalas, s.analyst_halalas)
    }

    #[test]
    fn half_above_two_hundred_riyals() {
        assert_eq!(of(100_000), (50_000, 50_000), "1,000 SAR");
        assert_eq!(of(20_000), (10_000, 10_000), "200 SAR: half is exactly the minimum");
        assert_eq!(of(20_002), (10_001, 10_001));
    }

    #[test]
    fn the_minimum_below_two_hundred_riyals() {
        // 150 SAR paid VAT-inclusive is 130.43 SAR net: half would be 65.22, the minimum is 100.
        assert_eq!(of(13_043), (10_000, 3_043));
        assert_eq!(of(19_999), (10_000, 9_999), "just under 200 SAR");
        assert_eq!(of(15_000), (10_000, 5_000), "150 SAR net");
    }

    #[test]
    fn nothing_for_the_analyst_at_or_under_one_hundred_riyals() {
        assert_eq!(of(10_000), (10_000, 0), "exactly 100 SAR");
        assert_eq!(of(8_000), (8_000, 0), "never more than the net");
        assert_eq!(of(0), (0, 0));
        assert_eq!(of(-500), (0, 0), "a month of refunds pays nothing and takes nothing");
    }

    #[test]
    fn half_a_halala_rounds_to_even_once() {
        assert_eq!(of(20_001), (10_000, 10_001), "10,000.5 rounds to the even 10,000");
        assert_eq!(of(20_003), (10_002, 10_001), "10,001.5 rounds to the even 10,002");
    }
}
