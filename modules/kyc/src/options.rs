//! The KYC form's choices (`GET /api/kycValues`): codes the server checks, names in Arabic and
//! English, and how each weighs in the suitability score (see `risk`).

use serde::Serialize;
use utoipa::ToSchema;

/// One choice: its code, its names, and its weight in the risk score.
#[derive(Debug, Clone, Copy)]
pub struct Choice {
    pub code: &'static str,
    pub ar: &'static str,
    pub en: &'static str,
    pub weight: i32,
}

const fn c(code: &'static str, ar: &'static str, en: &'static str, weight: i32) -> Choice {
    Choice { code, ar, en, weight }
}

/// Banks licensed in Saudi Arabia (SAMA), where the client's account is.
pub const BANKS: &[Choice] = &[
    c("snb", "البنك الأهلي السعودي", "Saudi National Bank", 0),
    c("rajhi", "مصرف الراجحي", "Al Rajhi Bank", 0),
    c("riyad", "بنك الرياض", "Riyad Bank", 0),
    c("sab", "البنك السعودي الأول", "Saudi Awwal Bank (SAB)", 0),
    c("bsf", "البنك السعودي الفرنسي", "Banque Saudi Fransi", 0),
    c("anb", "البنك العربي الوطني", "Arab National Bank", 0),
    c("alinma", "مصرف الإنماء", "Alinma Bank", 0),
    c("aljazira", "بنك الجزيرة", "Bank AlJazira", 0),
    c("albilad", "بنك البلاد", "Bank Albilad", 0),
    c("saib", "البنك السعودي للاستثمار", "The Saudi Investment Bank", 0),
    c("gib", "بنك الخليج الدولي - السعودية", "Gulf International Bank Saudi Arabia", 0),
    c("stcbank", "بنك إس تي سي", "STC Bank", 0),
    c("d360", "بنك دال ثلاثمائة وستون", "D360 Bank", 0),
    c("other", "بنك آخر", "Another bank", 0),
];

pub const SOCIAL_STATUSES: &[Choice] = &[
    c("single", "أعزب", "Single", 0),
    c("married", "متزوج", "Married", 0),
    c("divorced", "مطلق", "Divorced", 0),
    c("widowed", "أرمل", "Widowed", 0),
];

/// Savings after debts, in riyals: more room to bear a loss.
pub const NET_SAVINGS: &[Choice] = &[
    c("under_50k", "أقل من 50,000 ريال", "Under SAR 50,000", 0),
    c("50k_200k", "من 50,000 إلى 200,000 ريال", "SAR 50,000 – 200,000", 1),
    c("200k_500k", "من 200,000 إلى 500,000 ريال", "SAR 200,000 – 500,000", 2),
    c("500k_1m", "من 500,000 إلى مليون ريال", "SAR 500,000 – 1 million", 3),
    c("over_1m", "أكثر من مليون ريال", "Over SAR 1 million", 4),
];

/// People the client supports: more dependants, less room for loss.
pub const FAMILY_MEMBERS: &[Choice] =
    &[c("1_2", "من 1 إلى 2", "1 – 2", 2), c("3_5", "من 3 إلى 5", "3 – 5", 1), c("6_plus", "6 فأكثر", "6 or more", 0)];

pub const ANNUAL_INCOMES: &[Choice] = &[
    c("under_60k", "أقل من 60,000 ريال", "Under SAR 60,000", 0),
    c("60k_120k", "من 60,000 إلى 120,000 ريال", "SAR 60,000 – 120,000", 1),
    c("120k_300k", "من 120,000 إلى 300,000 ريال", "SAR 120,000 – 300,000", 2),
    c("300k_600k", "من 300,000 إلى 600,000 ريال", "SAR 300,000 – 600,000", 3),
    c("over_600k", "أكثر من 600,000 ريال", "Over SAR 600,000", 4),
];

/// What the client invests for; weighs double, and the first two cap the profile (see `risk`).
pub const INVESTMENT_OBJECTIVES: &[Choice] = &[
    c("capital_preservation", "المحافظة على رأس المال", "Preserving capital", 0),
    c("income", "دخل دوري (توزيعات)", "Regular income (dividends)", 1),
    c("balanced", "نمو متوازن مع دخل", "Balanced growth and income", 2),
    c("growth", "نمو رأس المال", "Capital growth", 3),
    c("speculation", "مضاربة قصيرة الأجل", "Short-term trading", 4),
];

/// The six yes/no risk-awareness questions, in order; each "yes" shows awareness.
pub const RISK_QUESTIONS: &[Choice] = &[
    c(
        "loss",
        "هل تدرك أن قيمة الأسهم قد تنخفض وأنك قد تخسر جزءًا من رأس مالك أو كله؟",
        "Do you understand that shares can fall in value and that you may lose part or all of your capital?",
        1,
    ),
    c(
        "past_performance",
        "هل تدرك أن الأداء السابق لا يضمن النتائج المستقبلية؟",
        "Do you understand that past performance does not guarantee future results?",
        1,
    ),
    c("experience", "هل سبق لك الاستثمار في الأسهم أو الصناديق الاستثمارية؟", "Have you invested in shares or investment funds before?", 1),
    c(
        "own_decision",
        "هل تدرك أن آراء المحللين وقوائمهم توصيات، وأن قرار الاستثمار ونتيجته مسؤوليتك؟",
        "Do you understand that the analysts' opinions and lists are recommendations, and that the investment decision and its result are yours?",
        1,
    ),
    c(
        "horizon",
        "هل يمكنك إبقاء هذا الاستثمار أكثر من سنة دون حاجة إلى المال؟",
        "Can you keep this investment for more than a year without needing the money?",
        1,
    ),
    c(
        "derivatives",
        "هل تدرك أن عقود الخيارات والمنتجات ذات الرافعة قد تفقد قيمتها كلها؟",
        "Do you understand that options and leveraged products can lose all their value?",
        1,
    ),
];

/// The acknowledgement under the questions.
pub const ACKNOWLEDGEMENT: (&str, &str) = (
    "أقر بأن المعلومات أعلاه صحيحة وكاملة، وألتزم بتحديثها عند تغيرها.",
    "I confirm that the information above is correct and complete, and I will update it when it changes.",
);

pub fn find(list: &'static [Choice], code: &str) -> Option<&'static Choice> {
    list.iter().find(|c| c.code == code)
}

/// A choice as the form shows it.
#[derive(Debug, Serialize, ToSchema)]
pub struct KycChoiceView {
    pub code: &'static str,
    pub name_ar: &'static str,
    pub name_en: &'static str,
}

fn views(list: &'static [Choice]) -> Vec<KycChoiceView> {
    list.iter().map(|c| KycChoiceView { code: c.code, name_ar: c.ar, name_en: c.en }).collect()
}

/// Everything the KYC forms offer.
#[derive(Debug, Serialize, ToSchema)]
pub struct KycValues {
    pub banks: Vec<KycChoiceView>,
    pub social_statuses: Vec<KycChoiceView>,
    pub net_savings: Vec<KycChoiceView>,
    pub family_members: Vec<KycChoiceView>,
    pub annual_incomes: Vec<KycChoiceView>,
    pub investment_objectives: Vec<KycChoiceView>,
    /// Answered yes or no, in this order.
    pub risk_questions: Vec<KycChoiceView>,
    pub acknowledgement_ar: &'static str,
    pub acknowledgement_en: &'static str,
    /// ISO 3166-1 alpha-2 codes for the non-Saudi path (the browser names them in its language).
    pub nationalities: Vec<&'static str>,
}

pub fn values() -> KycValues {
    let mut nationalities: Vec<&'static str> = rust_iso3166::ALL.iter().map(|c| c.alpha2).filter(|c| *c != "SA").collect();
    nationalities.sort_unstable();
    KycValues {
        banks: views(BANKS),
        social_statuses: views(SOCIAL_STATUSES),
        net_savings: views(NET_SAVINGS),
        family_members: views(FAMILY_MEMBERS),
        annual_incomes: views(ANNUAL_INCOMES),
        investment_objectives: views(INVESTMENT_OBJECTIVES),
        risk_questions: views(RISK_QUESTIONS),
        acknowledgement_ar: ACKNOWLEDGEMENT.0,
        acknowledgement_en: ACKNOWLEDGEMENT.1,
        nationalities,
    }
}

/// A nationality of the non-Saudi path: a real ISO code other than Saudi Arabia's.
pub fn is_foreign_nationality(code: &str) -> bool {
    code != "SA" && rust_iso3166::from_alpha2(code).is_some()
}
