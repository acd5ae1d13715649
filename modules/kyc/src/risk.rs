//! Suitability: the answers of the Saudi form give a risk profile. Capacity (savings, income,
//! dependants), the objective (weighted double) and awareness (the six questions) add up; the
//! objective and awareness also cap the result, so that someone who wants to keep their capital,
//! or who does not know the risks, is never profiled aggressive.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::options::Choice;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum RiskProfile {
    Conservative,
    Moderate,
    Aggressive,
}

impl RiskProfile {
    pub fn code(self) -> &'static str {
        match self {
            Self::Conservative => "conservative",
            Self::Moderate => "moderate",
            Self::Aggressive => "aggressive",
        }
    }

    pub fn from_code(code: &str) -> Option<Self> {
        [Self::Conservative, Self::Moderate, Self::Aggressive].into_iter().find(|p| p.code() == code)
    }
}

/// Scores below this are conservative; from [`AGGRESSIVE_FROM`] on, aggressive.
pub const MODERATE_FROM: i32 = 9;
pub const AGGRESSIVE_FROM: i32 = 16;

/// The answers that weigh in.
#[derive(Debug, Clone, Copy)]
pub struct Answers<'a> {
    pub net_savings: &'a Choice,
    pub annual_income: &'a Choice,
    pub family_members: &'a Choice,
    pub objective: &'a Choice,
    pub aware: [bool; 6],
}

/// The score (0 to 24) and the profile it gives.
pub fn assess(a: &Answers<'_>) -> (i32, RiskProfile) {
    let awareness = a.aware.iter().filter(|yes| **yes).count() as i32;
    let score = a.net_savings.weight + a.annual_income.weight + a.family_members.weight + 2 * a.objective.weight + awareness;
    let by_score = if score >= AGGRESSIVE_FROM {
        RiskProfile::Aggressive
    } else if score >= MODERATE_FROM {
        RiskProfile::Moderate
    } else {
        RiskProfile::Conservative
    };
    let cap = match (a.objective.code, awareness) {
        ("capital_preservation", _) => RiskProfile::Conservative,
        ("income", _) | (_, 0..=3) => RiskProfile::Moderate,
        _ => RiskProfile::Aggressive,
    };
    (score, by_score.min(cap))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;
    use crate::options::{ANNUAL_INCOMES, FAMILY_MEMBERS, INVESTMENT_OBJECTIVES, NET_SAVINGS, find};

    fn answers(savings: &str, income: &str, family: &str, objective: &str, yes: usize) -> Answers<'static> {
        let mut aware = [false; 6];
        aware.iter_mut().take(yes).for_each(|a| *a = true);
        Answers {
            net_savings: find(NET_SAVINGS, savings).unwrap(),
            annual_income: find(ANNUAL_INCOMES, income).unwrap(),
            family_members: find(FAMILY_MEMBERS, family).unwrap(),
            objective: find(INVESTMENT_OBJECTIVES, objective).unwrap(),
            aware,
        }
    }

    #[test]
    fn the_score_adds_capacity_objective_and_awareness() {
        assert_eq!(assess(&answers("under_50k", "under_60k", "6_plus", "capital_preservation", 0)), (0, RiskProfile::Conservative));
        assert_eq!(assess(&answers("over_1m", "over_600k", "1_2", "speculation", 6)), (24, RiskProfile::Aggressive));
        assert_eq!(assess(&answers("50k_200k", "60k_120k", "3_5", "balanced", 4)), (11, RiskProfile::Moderate));
        assert_eq!(assess(&answers("200k_500k", "120k_300k", "1_2", "growth", 5)), (17, RiskProfile::Aggressive));
        assert_eq!(assess(&answers("50k_200k", "under_60k", "3_5", "income", 4)), (8, RiskProfile::Conservative), "just under moderate");
    }

    #[test]
    fn the_objective_and_awareness_cap_the_profile() {
        assert_eq!(assess(&answers("over_1m", "over_600k", "1_2", "capital_preservation", 6)).1, RiskProfile::Conservative);
        assert_eq!(assess(&answers("over_1m", "over_600k", "1_2", "income", 6)).1, RiskProfile::Moderate);
        assert_eq!(
            assess(&answers("over_1m", "over_600k", "1_2", "speculation", 3)).1,
            RiskProfile::Moderate,
            "a score of 21 without knowing the risks"
        );
    }
}
