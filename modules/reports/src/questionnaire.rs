//! The short questionnaire that suggests a strategy: each answer gives points to strategies, and
//! the one with the most points is suggested (the first of `Strategy::ALL` on a tie). The user
//! may choose another.

use platform::Message;

use crate::strategies::Strategy;
use crate::strategies::Strategy::{DividendIncome, Growth, LowVolatility, Momentum, Value};

pub struct Question {
    pub id: &'static str,
    pub text: Message,
    pub options: &'static [Choice],
}

pub struct Choice {
    pub id: &'static str,
    pub text: Message,
    pub points: &'static [(Strategy, u32)],
}

pub const QUESTIONS: &[Question] = &[
    Question {
        id: "goal",
        text: Message::new("ما هدفك الأول من الاستثمار؟", "What is your first aim in investing?"),
        options: &[
            Choice {
                id: "grow",
                text: Message::new("تنمية رأس المال على المدى الطويل", "Growing my capital over the long term"),
                points: &[(Growth, 3), (Value, 1)],
            },
            Choice {
                id: "income",
                text: Message::new("دخل منتظم من التوزيعات", "A regular income from dividends"),
                points: &[(DividendIncome, 3), (LowVolatility, 1)],
            },
            Choice {
                id: "trade",
                text: Message::new("الاستفادة من تحركات الأسعار القريبة", "Profiting from near-term price moves"),
                points: &[(Momentum, 3)],
            },
            Choice {
                id: "protect",
                text: Message::new("الحفاظ على رأس المال", "Preserving my capital"),
                points: &[(LowVolatility, 3), (DividendIncome, 1)],
            },
        ],
    },
    Question {
        id: "horizon",
        text: Message::new("كم تنوي أن تبقي استثمارك؟", "How long do you mean to stay invested?"),
        options: &[
            Choice { id: "months", text: Message::new("أقل من سنة", "Less than a year"), points: &[(Momentum, 2)] },
            Choice {
                id: "years", text: Message::new("من سنة إلى ثلاث سنوات", "One to three years"), points: &[(Growth, 2), (Value, 1)]
            },
            Choice {
                id: "long",
                text: Message::new("أكثر من ثلاث سنوات", "More than three years"),
                points: &[(Value, 2), (DividendIncome, 1), (Growth, 1)],
            },
        ],
    },
    Question {
        id: "drop",
        text: Message::new("لو هبط سهمك 20% في شهر، ماذا تفعل؟", "If your stock fell 20% in a month, what would you do?"),
        options: &[
            Choice {
                id: "sell",
                text: Message::new("أبيع لأوقف الخسارة", "Sell to stop the loss"),
                points: &[(LowVolatility, 2), (Momentum, 1)],
            },
            Choice {
                id: "hold",
                text: Message::new("أنتظر حتى يتعافى", "Wait for it to recover"),
                points: &[(DividendIncome, 2), (Growth, 1)],
            },
            Choice {
                id: "buy", text: Message::new("أشتري المزيد بسعر أقل", "Buy more at the lower price"), points: &[(Value, 3)]
            },
        ],
    },
    Question {
        id: "follow",
        text: Message::new("كم مرة تتابع استثماراتك؟", "How often do you follow your investments?"),
        options: &[
            Choice { id: "daily", text: Message::new("يومياً", "Daily"), points: &[(Momentum, 2)] },
            Choice { id: "monthly", text: Message::new("شهرياً", "Monthly"), points: &[(Growth, 1), (Value, 1)] },
            Choice { id: "rarely", text: Message::new("نادراً", "Rarely"), points: &[(DividendIncome, 1), (LowVolatility, 2)] },
        ],
    },
    Question {
        id: "dividends",
        text: Message::new("ما أهمية التوزيعات النقدية لك؟", "How much do cash dividends matter to you?"),
        options: &[
            Choice { id: "essential", text: Message::new("أساسية", "Essential"), points: &[(DividendIncome, 3)] },
            Choice { id: "nice", text: Message::new("مرغوبة", "Welcome"), points: &[(Value, 1), (LowVolatility, 1)] },
            Choice { id: "none", text: Message::new("غير مهمة", "Unimportant"), points: &[(Growth, 1), (Momentum, 1)] },
        ],
    },
];

/// The strategy the answers (one option id per question id) point to, with each strategy's
/// points; None when an answer names no known option.
pub fn suggest(answers: &[(String, String)]) -> Option<(Strategy, Vec<(Strategy, u32)>)> {
    let mut points: Vec<(Strategy, u32)> = Strategy::ALL.iter().map(|s| (*s, 0)).collect();
    for (question, option) in answers {
        let q = QUESTIONS.iter().find(|q| q.id == question)?;
        let choice = q.options.iter().find(|c| c.id == option)?;
        for (strategy, p) in choice.points {
            if let Some(entry) = points.iter_mut().find(|(s, _)| s == strategy) {
                entry.1 += p;
            }
        }
    }
    let best = points.iter().fold((Strategy::DEFAULT, 0), |best, (s, p)| if *p > best.1 { (*s, *p) } else { best }).0;
    Some((best, points))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answers(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter().map(|(q, o)| ((*q).to_owned(), (*o).to_owned())).collect()
    }

    #[test]
    fn answers_point_to_a_strategy() {
        let income =
            answers(&[("goal", "income"), ("horizon", "long"), ("drop", "hold"), ("follow", "rarely"), ("dividends", "essential")]);
        assert_eq!(suggest(&income).map(|s| s.0), Some(DividendIncome));
        let trader = answers(&[("goal", "trade"), ("horizon", "months"), ("follow", "daily")]);
        assert_eq!(suggest(&trader).map(|s| s.0), Some(Momentum));
        assert_eq!(suggest(&[]).map(|s| s.0), Some(Strategy::DEFAULT), "no answers: the default");
        assert!(suggest(&answers(&[("goal", "lottery")])).is_none());
    }
}
