//! Buy now, pay later: a quarter today and three monthly instalments.

use chrono::{Months, NaiveDate};
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct Instalment {
    pub due_on: NaiveDate,
    pub amount_halalas: i64,
}

/// Four instalments summing exactly to `total`; the first carries the remainder halalas.
pub fn schedule(total_halalas: i64, today: NaiveDate) -> Vec<Instalment> {
    let part = total_halalas / 4;
    let first = total_halalas - 3 * part;
    (0..4u32)
        .map(|i| Instalment {
            due_on: today.checked_add_months(Months::new(i)).unwrap_or(today),
            amount_halalas: if i == 0 { first } else { part },
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_parts_sum_to_the_total() {
        let today = NaiveDate::from_ymd_opt(2026, 1, 31).unwrap_or_default();
        let s = schedule(10_001, today);
        assert_eq!(s.iter().map(|i| i.amount_halalas).sum::<i64>(), 10_001);
        assert_eq!(s[0].amount_halalas, 2_501);
        assert_eq!(s[1].amount_halalas, 2_500);
        // Month ends are clamped: 31 January + 1 month is 28 February.
        assert_eq!(s[1].due_on, NaiveDate::from_ymd_opt(2026, 2, 28).unwrap_or_default());
        assert_eq!(s[3].due_on, NaiveDate::from_ymd_opt(2026, 4, 30).unwrap_or_default());
    }
}
