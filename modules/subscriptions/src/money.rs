//! Prices in integer halalas: discounts, coupons and the VAT inside a VAT-inclusive total.
//! Every division rounds half to even, once, so a breakdown always adds up to its total.

use platform::money::mul_div_half_even;
pub use platform::money::{div_half_even, percent_of};
use serde::Serialize;
use utoipa::ToSchema;

/// Saudi VAT.
pub const VAT_RATE_PERCENT: i64 = 15;
/// The smallest amount a card gateway charges (1 SAR): a coupon never brings a price below it.
pub const MIN_CHARGE_HALALAS: i64 = 100;

/// The VAT contained in a VAT-inclusive amount.
pub fn vat_inside(total: i64) -> i64 {
    div_half_even(total * VAT_RATE_PERCENT, 100 + VAT_RATE_PERCENT)
}

/// A coupon's discount, before it is applied.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CouponDiscount {
    Percent(i64),
    Fixed(i64),
}

/// One price, broken down.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
pub struct Price {
    /// The plan's price before any discount, VAT-inclusive.
    pub list_halalas: i64,
    /// The list's discount, the coupon and an upgrade's credit together.
    pub discount_halalas: i64,
    /// Of the discount: what remained of the packages this purchase upgrades.
    pub credit_halalas: i64,
    /// What is paid, VAT-inclusive.
    pub total_halalas: i64,
    /// The VAT inside the total.
    pub vat_halalas: i64,
    /// The total without VAT.
    pub net_halalas: i64,
    pub vat_rate_percent: i64,
}

impl Price {
    /// The price of a plan after the package's discount and an optional coupon.
    pub fn of(list_halalas: i64, discount_percent: i32, coupon: Option<CouponDiscount>) -> Self {
        let list = list_halalas.max(0);
        let after_list = list - percent_of(list, i64::from(discount_percent.clamp(0, 100)));
        let coupon_off = match coupon {
            None => 0,
            Some(CouponDiscount::Percent(p)) => percent_of(after_list, p.clamp(0, 100)),
            Some(CouponDiscount::Fixed(h)) => h.max(0),
        };
        // A coupon may lower a price to the gateway's minimum, never below it.
        let floor = after_list.min(MIN_CHARGE_HALALAS);
        let total = (after_list - coupon_off).max(floor);
        let vat = vat_inside(total);
        Self {
            list_halalas: list,
            discount_halalas: list - total,
            credit_halalas: 0,
            total_halalas: total,
            vat_halalas: vat,
            net_halalas: total - vat,
            vat_rate_percent: VAT_RATE_PERCENT,
        }
    }
}

impl Price {
    /// This price with `credit` taken off, never below the minimum charge.
    pub fn with_credit(self, credit: i64) -> Self {
        let taken = credit.clamp(0, (self.total_halalas - MIN_CHARGE_HALALAS).max(0));
        let total = self.total_halalas - taken;
        let vat = vat_inside(total);
        Self {
            discount_halalas: self.discount_halalas + taken,
            credit_halalas: taken,
            total_halalas: total,
            vat_halalas: vat,
            net_halalas: total - vat,
            ..self
        }
    }
}

/// What remains of a paid period: `paid` × the time left ÷ the whole period, rounded half to even.
pub fn unused_share(paid_halalas: i64, whole_seconds: i64, left_seconds: i64) -> i64 {
    if whole_seconds <= 0 || left_seconds <= 0 {
        return 0;
    }
    let left = left_seconds.min(whole_seconds);
    mul_div_half_even(paid_halalas, left, whole_seconds)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vat_is_fifteen_of_one_hundred_fifteen() {
        // 115.00 SAR inclusive holds 15.00 SAR VAT.
        assert_eq!(vat_inside(11_500), 1_500);
        // 99.00 SAR: 12.913… → 12.91.
        assert_eq!(vat_inside(9_900), 1_291);
    }

    #[test]
    fn a_breakdown_adds_up() {
        let p = Price::of(29_900, 10, Some(CouponDiscount::Percent(20)));
        // 299.00 − 10% = 269.10; − 20% = 215.28
        assert_eq!(p.total_halalas, 21_528);
        assert_eq!(p.discount_halalas, 29_900 - 21_528);
        assert_eq!(p.vat_halalas + p.net_halalas, p.total_halalas);
        assert_eq!(p.vat_halalas, 2_808);
    }

    #[test]
    fn a_coupon_never_goes_below_the_minimum_charge() {
        let p = Price::of(5_000, 0, Some(CouponDiscount::Fixed(9_999)));
        assert_eq!(p.total_halalas, MIN_CHARGE_HALALAS);
        let p = Price::of(5_000, 0, Some(CouponDiscount::Percent(100)));
        assert_eq!(p.total_halalas, MIN_CHARGE_HALALAS);
    }

    #[test]
    fn an_upgrade_credit_lowers_the_total_and_stays_within_it() {
        let p = Price::of(179_900, 0, None).with_credit(44_900);
        assert_eq!((p.total_halalas, p.credit_halalas, p.discount_halalas), (135_000, 44_900, 44_900));
        assert_eq!(p.vat_halalas + p.net_halalas, p.total_halalas);
        let all = Price::of(4_900, 0, None).with_credit(999_999);
        assert_eq!((all.total_halalas, all.credit_halalas), (MIN_CHARGE_HALALAS, 4_800));
    }

    #[test]
    fn the_unused_share_is_pro_rata() {
        assert_eq!(unused_share(44_900, 365, 0), 0);
        assert_eq!(unused_share(44_900, 365, 365), 44_900);
        assert_eq!(unused_share(36_500, 365, 100), 10_000);
        assert_eq!(unused_share(1, 2, 1), 0);
        assert_eq!(unused_share(3, 2, 1), 2);
    }

    #[test]
    fn no_discount_keeps_the_list_price() {
        let p = Price::of(9_900, 0, None);
        assert_eq!((p.total_halalas, p.discount_halalas), (9_900, 0));
    }
}
