//! Money is integer halalas. Every division of an amount rounds half to even, once, so a
//! breakdown adds up to its total; the modules that split money (prices and VAT, upgrade credit,
//! the analysts' commission) share these.

/// `amount × factor / divisor` rounded half to even, computed wide so the product cannot
/// overflow. Amount and factor non-negative, divisor positive; a result past `i64` saturates.
pub fn mul_div_half_even(amount: i64, factor: i64, divisor: i64) -> i64 {
    let numerator = i128::from(amount) * i128::from(factor);
    let divisor = i128::from(divisor);
    let quotient = numerator / divisor;
    let remainder = numerator % divisor;
    let rounded = match (2 * remainder).cmp(&divisor) {
        std::cmp::Ordering::Less => quotient,
        std::cmp::Ordering::Greater => quotient + 1,
        std::cmp::Ordering::Equal => quotient + (quotient % 2),
    };
    i64::try_from(rounded).unwrap_or(i64::MAX)
}

/// `numerator / denominator` rounded half to even.
pub fn div_half_even(numerator: i64, denominator: i64) -> i64 {
    mul_div_half_even(numerator, 1, denominator)
}

/// `percent`% of `amount`, rounded half to even.
pub fn percent_of(amount: i64, percent: i64) -> i64 {
    mul_div_half_even(amount, percent, 100)
}

/// Halalas as SAR with two decimals and a dot ("449.00", "-0.05"), from integers only: what
/// payment providers, the ZATCA QR code and CSV exports want.
pub fn sar_decimal(halalas: i64) -> String {
    let sign = if halalas < 0 { "-" } else { "" };
    let abs = halalas.unsigned_abs();
    format!("{sign}{}.{:02}", abs / 100, abs % 100)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sar_has_two_decimals_and_its_sign() {
        assert_eq!(sar_decimal(44_900), "449.00");
        assert_eq!(sar_decimal(5_857), "58.57");
        assert_eq!(sar_decimal(5), "0.05");
        assert_eq!(sar_decimal(0), "0.00");
        assert_eq!(sar_decimal(-5), "-0.05");
        assert_eq!(sar_decimal(-12_345), "-123.45");
        assert_eq!(sar_decimal(100_000_001), "1000000.01");
    }

    #[test]
    fn halves_go_to_the_even_neighbour() {
        assert_eq!(div_half_even(5, 2), 2);
        assert_eq!(div_half_even(7, 2), 4);
        assert_eq!(div_half_even(10, 4), 2);
        assert_eq!(div_half_even(11, 4), 3);
        assert_eq!(div_half_even(9, 4), 2);
        assert_eq!(percent_of(13_043, 50), 6_522, "6,521.5 goes up to the even 6,522");
        assert_eq!(percent_of(13_041, 50), 6_520, "6,520.5 stays at the even 6,520");
    }

    #[test]
    fn a_wide_product_does_not_overflow() {
        assert_eq!(mul_div_half_even(i64::MAX / 2, 1_000, 1_000), i64::MAX / 2);
        assert_eq!(mul_div_half_even(i64::MAX, 2, 1), i64::MAX, "saturates");
    }
}
