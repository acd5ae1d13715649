//! Whether a question asks what to do (buy, sell, hold): it gets the facts and the regulatory
//! line, never a recommendation.

use std::sync::LazyLock;

use super::words::Words;

const CUES: &[&str] = &[
    " اشتري",
    " ابيع",
    " اشتريه",
    " ابيعه",
    " اشتريها",
    " ابيعها",
    " اشتري ولا",
    " ادخل",
    " ادخله",
    " ادخل فيه",
    " اخش",
    " اطلع منه",
    " يستاهل",
    " يستحق الشراء",
    " تنصح",
    " تنصحني",
    " انصحني",
    " نصيحه",
    " اصبر",
    " احتفظ",
    " اعزز",
    " اتخارج",
    " وقت شراء",
    " وقت مناسب",
    " فرصه شراء",
    " فرصه للشراء",
    " should i",
    " shall i",
    " good buy",
    " worth buying",
    " worth it",
    " buy now",
    " sell now",
    " hold or",
    " buy or",
    " sell or",
    " recommend buying",
    " do you recommend",
    " is it a buy",
    " time to buy",
    " time to sell",
    " should we",
    " مناسب للشراء",
    " مناسب للبيع",
    " مناسب للاستثمار",
    " good time to buy",
    " a buy",
    " would you hold",
    " hold or",
    " or sell",
    " sell it",
];

static FOLDED: LazyLock<Vec<String>> = LazyLock::new(|| CUES.iter().map(|c| Words::fold_cue(c)).collect());

pub fn asks_advice(words: &Words) -> bool {
    FOLDED.iter().any(|c| words.has_cue(c))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn advice_seeking_wording() {
        for q in ["أشتري أرامكو؟", "هل يستاهل الراجحي؟", "تنصحني ادخل في سابك", "Should I buy Apple?", "is NVDA a good buy"]
        {
            assert!(asks_advice(&Words::of(q)), "{q}");
        }
        for q in ["كم سعر أرامكو", "وش توزيعات الراجحي", "What is Apple's dividend yield?"] {
            assert!(!asks_advice(&Words::of(q)), "{q}");
        }
    }
}
