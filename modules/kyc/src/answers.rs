//! The Saudi form's financial situation and risk answers, as kept (sealed JSON) and as checked.

use serde::{Deserialize, Serialize};

use crate::options::{
    self, ANNUAL_INCOMES, BANKS, Choice, FAMILY_MEMBERS, INVESTMENT_OBJECTIVES, NET_SAVINGS, RISK_QUESTIONS, SOCIAL_STATUSES,
};
use crate::risk::{self, RiskProfile};
use crate::views::AnswerView;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stored {
    pub bank: String,
    pub social_status: String,
    pub net_savings: String,
    pub family_members: String,
    pub annual_income: String,
    pub investment_objective: String,
    pub risk_answers: [bool; 6],
    pub acknowledged: bool,
}

/// The lists each field's code comes from, by field name.
pub const FIELDS: [(&str, &[Choice]); 6] = [
    ("bank", BANKS),
    ("social_status", SOCIAL_STATUSES),
    ("net_savings", NET_SAVINGS),
    ("family_members", FAMILY_MEMBERS),
    ("annual_income", ANNUAL_INCOMES),
    ("investment_objective", INVESTMENT_OBJECTIVES),
];

impl Stored {
    fn code_of(&self, field: &str) -> &str {
        match field {
            "bank" => &self.bank,
            "social_status" => &self.social_status,
            "net_savings" => &self.net_savings,
            "family_members" => &self.family_members,
            "annual_income" => &self.annual_income,
            _ => &self.investment_objective,
        }
    }

    /// The score and profile; None when a code is not one of the lists' (checked on the way in).
    pub fn assess(&self) -> Option<(i32, RiskProfile)> {
        Some(risk::assess(&risk::Answers {
            net_savings: options::find(NET_SAVINGS, &self.net_savings)?,
            annual_income: options::find(ANNUAL_INCOMES, &self.annual_income)?,
            family_members: options::find(FAMILY_MEMBERS, &self.family_members)?,
            objective: options::find(INVESTMENT_OBJECTIVES, &self.investment_objective)?,
            aware: self.risk_answers,
        }))
    }

    /// Each answer with its names, for staff.
    pub fn views(&self) -> Vec<AnswerView> {
        let mut out: Vec<AnswerView> = FIELDS
            .iter()
            .map(|(field, list)| {
                let code = self.code_of(field);
                let choice = options::find(list, code);
                AnswerView {
                    field: (*field).to_owned(),
                    code: code.to_owned(),
                    name_ar: choice.map_or(code, |c| c.ar).to_owned(),
                    name_en: choice.map_or(code, |c| c.en).to_owned(),
                }
            })
            .collect();
        out.extend(RISK_QUESTIONS.iter().zip(self.risk_answers).map(|(q, yes)| AnswerView {
            field: q.code.to_owned(),
            code: if yes { "yes" } else { "no" }.to_owned(),
            name_ar: format!("{} {}", q.ar, if yes { "نعم" } else { "لا" }),
            name_en: format!("{} {}", q.en, if yes { "Yes" } else { "No" }),
        }));
        out
    }
}
