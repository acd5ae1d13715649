//! The Saudi identity number: ten digits, 1 for a citizen's national ID and 2 for a resident's
//! iqama (DECISIONS 11), the last a Luhn check digit over the ten.

/// Who the number belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Holder {
    Citizen,
    Resident,
}

/// The number with Arabic-Indic digits read as ASCII and spaces dropped, when it is a valid one.
pub fn parse(input: &str) -> Option<(String, Holder)> {
    let digits: String = input.chars().filter(|c| !c.is_whitespace()).map(platform::validation::arabic_digit_to_ascii).collect();
    if digits.len() != 10 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let holder = match digits.as_bytes()[0] {
        b'1' => Holder::Citizen,
        b'2' => Holder::Resident,
        _ => return None,
    };
    luhn::valid(&digits).then_some((digits, holder))
}

/// The number as shown back: the last four digits only.
pub fn masked(number: &str) -> String {
    let tail: String = number.chars().rev().take(4).collect::<Vec<_>>().into_iter().rev().collect();
    format!("••••••{tail}")
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn citizens_and_residents_with_their_check_digit() {
        assert_eq!(parse("1000000008"), Some(("1000000008".into(), Holder::Citizen)));
        assert_eq!(parse("2000000006"), Some(("2000000006".into(), Holder::Resident)));
        assert_eq!(parse("١٠٠٠٠٠٠٠٠٨"), Some(("1000000008".into(), Holder::Citizen)), "Arabic-Indic digits");
        assert_eq!(parse(" 1000 000 008 "), Some(("1000000008".into(), Holder::Citizen)));
    }

    #[test]
    fn a_wrong_check_digit_length_or_first_digit_is_refused() {
        assert_eq!(parse("1000000007"), None, "check digit");
        assert_eq!(parse("3000000004"), None, "neither 1 nor 2");
        assert_eq!(parse("100000008"), None, "nine digits");
        assert_eq!(parse("10000000080"), None, "eleven digits");
        assert_eq!(parse("10000a0008"), None);
        assert_eq!(parse(""), None);
    }

    #[test]
    fn only_the_last_four_digits_are_shown() {
        assert_eq!(masked("1000000008"), "••••••0008");
    }
}
