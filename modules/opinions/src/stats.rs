//! An analyst's or a list's record on opinions: the success rate with how many opinions it
//! rests on and its 95% Wilson interval, so that three opinions never look like three hundred;
//! the average return from the published price to where each was decided; the average time to
//! a decision.

/// One decided opinion.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    pub succeeded: bool,
    /// From the published price to the decision price, in the opinion's direction.
    pub return_bp: i64,
    pub hours_to_decision: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stats {
    pub resolved: u32,
    pub succeeded: u32,
    pub pending: u32,
    /// Percent with two decimals as basis points; None before any opinion is decided.
    pub success_rate_bp: Option<i64>,
    /// The 95% Wilson score interval of the success rate.
    pub interval_low_bp: Option<i64>,
    pub interval_high_bp: Option<i64>,
    pub average_return_bp: Option<i64>,
    pub average_hours_to_decision: Option<i64>,
}

/// The 95% Wilson score interval of `successes` out of `n`, in basis points.
pub fn wilson_bp(successes: u32, n: u32) -> Option<(i64, i64)> {
    if n == 0 {
        return None;
    }
    const Z: f64 = 1.959_963_984_540_054;
    let n = f64::from(n);
    let p = f64::from(successes) / n;
    let z2 = Z * Z;
    let denominator = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denominator;
    let half = Z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denominator;
    let bp = |x: f64| (x.clamp(0.0, 1.0) * 10_000.0).round() as i64;
    Some((bp(centre - half), bp(centre + half)))
}

fn mean(values: impl Iterator<Item = i64>) -> Option<i64> {
    let (sum, count) = values.fold((0i128, 0i128), |(s, c), v| (s + i128::from(v), c + 1));
    // Rounded half away from zero, as the record is shown.
    (count > 0).then(|| {
        let twice = 2 * sum / count - if sum < 0 { 1 } else { 0 };
        i64::try_from(if twice >= 0 { (twice + 1) / 2 } else { twice / 2 }).unwrap_or(i64::MAX)
    })
}

pub fn summarize(outcomes: &[Outcome], pending: u32) -> Stats {
    let resolved = u32::try_from(outcomes.len()).unwrap_or(u32::MAX);
    let succeeded = u32::try_from(outcomes.iter().filter(|o| o.succeeded).count()).unwrap_or(u32::MAX);
    let interval = wilson_bp(succeeded, resolved);
    Stats {
        resolved,
        succeeded,
        pending,
        success_rate_bp: (resolved > 0).then(|| (i64::from(succeeded) * 10_000 + i64::from(resolved) / 2) / i64::from(resolved)),
        interval_low_bp: interval.map(|i| i.0),
        interval_high_bp: interval.map(|i| i.1),
        average_return_bp: mean(outcomes.iter().map(|o| o.return_bp)),
        average_hours_to_decision: mean(outcomes.iter().map(|o| o.hours_to_decision)),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    fn outcome(succeeded: bool, return_bp: i64, hours: i64) -> Outcome {
        Outcome { succeeded, return_bp, hours_to_decision: hours }
    }

    #[test]
    fn the_wilson_interval_matches_published_values() {
        // 8 of 10: 0.4902 to 0.9433 (Wilson 1927; as in R's prop.test without correction).
        assert_eq!(wilson_bp(8, 10), Some((4_902, 9_433)));
        assert_eq!(wilson_bp(0, 10).unwrap().0, 0);
        assert_eq!(wilson_bp(10, 10).unwrap().1, 10_000);
        assert_eq!(wilson_bp(0, 0), None);
    }

    #[test]
    fn three_opinions_are_not_three_hundred() {
        let few = wilson_bp(2, 3).unwrap();
        let many = wilson_bp(200, 300).unwrap();
        assert!(few.1 - few.0 > 4 * (many.1 - many.0), "{few:?} {many:?}");
    }

    #[test]
    fn a_summary_counts_rates_returns_and_times() {
        let s = summarize(&[outcome(true, 1_000, 20), outcome(true, 500, 30), outcome(false, -501, 5)], 4);
        assert_eq!((s.resolved, s.succeeded, s.pending), (3, 2, 4));
        assert_eq!(s.success_rate_bp, Some(6_667));
        assert_eq!(s.average_return_bp, Some(333));
        assert_eq!(s.average_hours_to_decision, Some(18));
        assert!(s.interval_low_bp.unwrap() < 6_667 && s.interval_high_bp.unwrap() > 6_667);
        let none = summarize(&[], 2);
        assert_eq!((none.success_rate_bp, none.average_return_bp, none.interval_low_bp), (None, None, None));
        assert_eq!(mean([-3, -4].into_iter()), Some(-4), "-3.5 rounds away from zero");
        assert_eq!(mean([3, 4].into_iter()), Some(4));
    }
}
