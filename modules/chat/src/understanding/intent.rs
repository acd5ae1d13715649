//! What a question asks, from its words: standard Arabic, Gulf phrasing and English cues, each
//! with a weight; the intent with the most weight wins, and a question with no cue is answered
//! with the overview.

use std::sync::LazyLock;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::words::Words;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Intent {
    Price,
    Performance,
    Dividends,
    Technical,
    Levels,
    #[serde(rename = "range_52w")]
    Range52w,
    Volume,
    Compare,
    Shariah,
    Fundamentals,
    Analysts,
    Overview,
}

impl Intent {
    pub const ALL: [Intent; 12] = [
        Intent::Price,
        Intent::Performance,
        Intent::Dividends,
        Intent::Technical,
        Intent::Levels,
        Intent::Range52w,
        Intent::Volume,
        Intent::Compare,
        Intent::Shariah,
        Intent::Fundamentals,
        Intent::Analysts,
        Intent::Overview,
    ];

    pub fn key(self) -> &'static str {
        match self {
            Intent::Price => "price",
            Intent::Performance => "performance",
            Intent::Dividends => "dividends",
            Intent::Technical => "technical",
            Intent::Levels => "levels",
            Intent::Range52w => "range_52w",
            Intent::Volume => "volume",
            Intent::Compare => "compare",
            Intent::Shariah => "shariah",
            Intent::Fundamentals => "fundamentals",
            Intent::Analysts => "analysts",
            Intent::Overview => "overview",
        }
    }

    pub fn from_key(key: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|i| i.key() == key)
    }
}

/// Cues as typed (they are folded to search form once): ` x ` a whole word or phrase, ` x` a
/// word's start (with what Arabic joins to its end), `x` anywhere. Weights: 3 names the intent
/// outright, 2 is a strong hint, 1 a weak one.
const CUES: &[(Intent, u8, &[&str])] = &[
    (
        Intent::Price,
        2,
        &[
            " سعر",
            " بكم ",
            " كم يسوى",
            " كم وصل",
            " وين وصل",
            " كم صار",
            " كم قفل",
            " قفل ",
            " اغلق",
            " الاغلاق",
            " price",
            " quote",
            " trading at",
            " how much is",
            " worth now",
            " cost now",
            " close ",
            " closed",
            " closing",
        ],
    ),
    (Intent::Price, 1, &[" كم ", " today", " اليوم"]),
    (Intent::Performance, 3, &[" اداء", " أداؤه", " performance", " perform", " return", " عائده خلال", " مكاسب", " خسائر"]),
    (
        Intent::Dividends,
        3,
        &[
            "توزيع",
            " يوزع",
            " توزع",
            " وزع",
            " الارباح الموزعه",
            " ارباح موزعه",
            " عائد التوزيع",
            "كوبون",
            " dividend",
            " payout",
            " yield",
            " distribut",
            " pays out",
            " ex date",
            " ex-date",
        ],
    ),
    (
        Intent::Technical,
        3,
        &[
            " فني",
            " rsi",
            " ار اس اي",
            "القوه النسبيه",
            " متوسط",
            " المتوسطات",
            " ماكد",
            " الماكد",
            " macd",
            "بولنجر",
            "بولينجر",
            " bollinger",
            " ترند",
            " الترند",
            " تقاطع",
            " التقاطع",
            " تشبع",
            " technical",
            " moving average",
            " sma",
            " ema",
            " golden cross",
            " death cross",
            " overbought",
            " oversold",
            " momentum",
            " زخم",
            " المؤشرات الفنيه",
            " chart",
            " الشارت",
        ],
    ),
    (Intent::Technical, 2, &[" الاتجاه", " اتجاه", " trend", " indicators", " مؤشرات"]),
    (Intent::Levels, 3, &[" دعم", " الدعوم", " مقاوم", " المقاومات", " support", " resistance"]),
    (
        Intent::Range52w,
        3,
        &[
            " 52 ",
            " اعلي سعر",
            " اعلي مستوي",
            " ادني سعر",
            " ادني مستوي",
            " اقل سعر",
            " القمه السنويه",
            " القاع السنوي",
            " قاع السنه",
            " قمه السنه",
            " high and low",
            " 52 week",
            " 52-week",
            " year high",
            " year low",
            " yearly high",
            " yearly low",
            " annual high",
            " annual low",
            " trading range",
            " النطاق السنوي",
            " المدي السنوي",
        ],
    ),
    (Intent::Range52w, 2, &[" قاع", " قمه", " القمه", " القاع", " high ", " low ", " highs", " lows", " range", " النطاق"]),
    (
        Intent::Volume,
        3,
        &[
            " حجم التداول",
            " حجم تداول",
            " كميه التداول",
            " كميات التداول",
            " كميه تداول",
            " قيمه التداول",
            " السيوله",
            " سيوله",
            " متداول",
            " volume",
            " liquidity",
            " liquid",
            " shares traded",
            " traded shares",
            " turnover",
        ],
    ),
    (Intent::Volume, 2, &[" الكميه", " كميه", " تداولات", " حجم"]),
    (
        Intent::Compare,
        3,
        &[
            " قارن",
            " مقارنه",
            " قارنلي",
            " compare",
            " comparison",
            " vs ",
            " versus",
            " وش الفرق",
            " ما الفرق",
            " الفرق بين",
            " difference between",
        ],
    ),
    (
        Intent::Compare,
        2,
        &[" افضل", " احسن", " ولا ", " او ", " ام ", " better", " or ", " which one", " ايهما", " اي واحد", " مين احسن", " which is"],
    ),
    (
        Intent::Shariah,
        3,
        &[
            " شرعي",
            " شرعا",
            " شرعيه",
            " الشرعيه",
            " حلال",
            " حرام",
            " نقي",
            " مختلط",
            " تطهير",
            " التطهير",
            " الشريعه",
            " متوافق",
            " shariah",
            " sharia",
            " halal",
            " haram",
            " islamic",
            " purif",
            " compliant",
            " الهيئه الشرعيه",
            " المحرم",
        ],
    ),
    (
        Intent::Fundamentals,
        3,
        &[
            " مكرر",
            " ربحيه السهم",
            " صافي الربح",
            " صافي ربح",
            " الايرادات",
            " ايرادات",
            " المبيعات",
            " الارباح الفصليه",
            " ارباح الربع",
            " نتائج",
            " القوائم الماليه",
            " الميزانيه",
            " الديون",
            " القيمه الدفتريه",
            " هامش",
            " eps",
            " p e",
            " pe ratio",
            " earnings",
            " revenue",
            " net income",
            " balance sheet",
            " book value",
            " margin",
            " fundamentals",
            " الاساسيات",
            " المالي",
            " الماليه",
            " قيمه سوقيه",
            " القيمه السوقيه",
            " market cap",
            " valuation",
            " التقييم",
            " financials",
            " profit",
        ],
    ),
    (Intent::Fundamentals, 2, &[" ارباح", " الارباح", " ربح", " دخل"]),
    (
        Intent::Analysts,
        3,
        &[
            " محلل",
            " المحللين",
            " محللين",
            " توصيات",
            " توصيه",
            " ايفا",
            " eva",
            " قوائم",
            " القوائم",
            " اراء المحلل",
            " analyst",
            " recommendation",
            " target price",
            " price target",
            " سعر مستهدف",
            " السعر المستهدف",
            " المستهدف",
            " targets",
            " opinions",
            " الاهداف",
            " watchlist",
            " the lists",
            " model portfolio",
        ],
    ),
    (Intent::Analysts, 2, &[" هدف", " اهداف", " target", " opinion", " lists"]),
    (
        Intent::Overview,
        1,
        &[
            " رايك",
            " راي ",
            " رايكم",
            " وش وضع",
            " وضع",
            " تكلم عن",
            " حدثني",
            " نبذه",
            " عطني فكره",
            " tell me about",
            " what do you think",
            " overview",
            " outlook",
            " thoughts",
            " summary",
            " ملخص",
            " عن ",
        ],
    ),
];

/// Words of movement: over a span they ask the performance («كم نزل خلال شهر»), otherwise
/// today's change, which is the price's («كم نزل اليوم»).
const MOVEMENT: &[&str] = &[
    " ارتفع",
    " انخفض",
    " نزل",
    " صعد",
    " طلع",
    " تراجع",
    " زاد ",
    " خسر",
    " كسب",
    " gain",
    " gained",
    " lost",
    " rose",
    " fell",
    " dropped",
    " moved",
    " up ",
    " down ",
    " change",
    " changed",
    " التغير",
    " تغير",
];

static FOLDED_MOVEMENT: LazyLock<Vec<String>> = LazyLock::new(|| MOVEMENT.iter().map(|c| Words::fold_cue(c)).collect());

/// The cue table in search form, built once. Cues that fold to the same form («الأرباح»,
/// «أرباح») count once, at their highest weight.
static FOLDED: LazyLock<Vec<(Intent, u8, Vec<String>)>> = LazyLock::new(|| {
    let mut by_weight: Vec<(Intent, u8, &str)> = CUES.iter().flat_map(|(i, w, cues)| cues.iter().map(move |c| (*i, *w, *c))).collect();
    by_weight.sort_by_key(|(_, w, _)| std::cmp::Reverse(*w));
    let mut seen: Vec<(Intent, String)> = Vec::new();
    let mut out: Vec<(Intent, u8, Vec<String>)> = Vec::new();
    for (intent, weight, cue) in by_weight {
        let folded = Words::fold_cue(cue);
        if seen.iter().any(|(i, c)| *i == intent && *c == folded) {
            continue;
        }
        seen.push((intent, folded.clone()));
        match out.iter_mut().find(|(i, w, _)| *i == intent && *w == weight) {
            Some((_, _, cues)) => cues.push(folded),
            None => out.push((intent, weight, vec![folded])),
        }
    }
    out
});

/// When two intents weigh the same, the narrower one wins.
const PRECEDENCE: [Intent; 12] = [
    Intent::Compare,
    Intent::Range52w,
    Intent::Levels,
    Intent::Dividends,
    Intent::Shariah,
    Intent::Volume,
    Intent::Analysts,
    Intent::Fundamentals,
    Intent::Technical,
    Intent::Performance,
    Intent::Price,
    Intent::Overview,
];

/// The weight of each intent's cues in `words`, in [`PRECEDENCE`] order.
fn weights(words: &Words) -> [(Intent, u32); 12] {
    let mut out = PRECEDENCE.map(|i| (i, 0u32));
    for (intent, weight, cues) in FOLDED.iter() {
        let hits = cues.iter().filter(|c| words.has_cue(c)).count();
        if let Some(slot) = out.iter_mut().find(|(i, _)| i == intent) {
            slot.1 += u32::from(*weight) * u32::try_from(hits).unwrap_or(0);
        }
    }
    out
}

/// The intent of a question naming `stocks` stocks. Two stocks make a comparison unless another
/// intent is named outright; a comparison needs two.
pub fn intent_of(words: &Words, stocks: usize, spans_time: bool) -> Intent {
    let mut weighed = weights(words);
    let movement = 2 * u32::try_from(FOLDED_MOVEMENT.iter().filter(|c| words.has_cue(c)).count()).unwrap_or(0);
    for (intent, weight) in &mut weighed {
        match intent {
            Intent::Compare if stocks >= 2 => *weight += 3,
            Intent::Compare if stocks < 2 && *weight < 3 => *weight = 0,
            Intent::Performance if spans_time => *weight += 2 + movement,
            Intent::Price if !spans_time => *weight += movement,
            _ => {}
        }
    }
    let best = weighed.iter().map(|(_, w)| *w).max().unwrap_or(0);
    if best == 0 {
        return Intent::Overview;
    }
    weighed.iter().find(|(_, w)| *w == best).map_or(Intent::Overview, |(i, _)| *i)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn intent(text: &str, stocks: usize) -> Intent {
        let words = Words::of(text);
        let spans = super::super::period::period_in(&words).is_some_and(|p| p != super::super::period::Period::Day);
        intent_of(&words, stocks, spans)
    }

    #[test]
    fn arabic_gulf_and_english_phrasing() {
        assert_eq!(intent("كم سعر الراجحي اليوم؟", 1), Intent::Price);
        assert_eq!(intent("كيف أداء أرامكو من بداية السنة", 1), Intent::Performance);
        assert_eq!(intent("وش توزيعات الراجحي؟", 1), Intent::Dividends);
        assert_eq!(intent("RSI حق الراجحي", 1), Intent::Technical);
        assert_eq!(intent("وين الدعم والمقاومة لسابك", 1), Intent::Levels);
        assert_eq!(intent("أعلى سعر في 52 أسبوع", 1), Intent::Range52w);
        assert_eq!(intent("قارن بين الراجحي والأهلي", 2), Intent::Compare);
        assert_eq!(intent("هل سهم معادن شرعي؟", 1), Intent::Shariah);
        assert_eq!(intent("What's Apple's P/E ratio?", 1), Intent::Fundamentals);
        assert_eq!(intent("وش يقولون المحللين في إيفا عن سابك", 1), Intent::Analysts);
        assert_eq!(intent("وش رايك في سابك", 1), Intent::Overview);
        assert_eq!(intent("what can you do?", 0), Intent::Overview);
        assert_eq!(intent("كم كمية التداول اليوم", 1), Intent::Volume);
    }
}
