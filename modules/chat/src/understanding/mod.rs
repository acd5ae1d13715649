//! What a free question asks: the stocks it names (found by the market's own index, through the
//! `MarketData` port), its intent, the span of time it names and whether it seeks advice. The
//! offline analyst answers from it, and it picks the data a model is sent.

mod advice;
mod intent;
mod period;
mod words;

use platform::ports::{MarketData, Mention, StockRef};
use platform::{ApiResult, AppContext};

pub use intent::Intent;
pub use period::Period;
use words::Words;

/// At most this many stocks a question is about (a comparison's two).
pub const MAX_STOCKS: usize = 2;

#[derive(Debug, Clone, PartialEq)]
pub struct Understanding {
    /// The stocks the answer is about, in the order named; the conversation's stock when the
    /// question names none.
    pub stocks: Vec<StockRef>,
    /// The stocks a name could mean when several share it: the user chooses.
    pub choices: Vec<StockRef>,
    pub intent: Intent,
    pub period: Option<Period>,
    pub advice: bool,
}

/// What a question asks of the stocks it is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Asks {
    pub intent: Intent,
    /// Only for a performance question.
    pub period: Option<Period>,
    pub advice: bool,
}

/// What `text` asks of the `stocks` stocks it was found to be about (a stored question is read
/// again when it is answered).
pub fn asks(text: &str, stocks: usize) -> Asks {
    let words = Words::of(text);
    let period = period::period_in(&words);
    let spans_time = period.is_some_and(|p| p != Period::Day);
    let intent = if stocks == 0 { Intent::Overview } else { intent::intent_of(&words, stocks, spans_time) };
    Asks { intent, period: period.filter(|_| intent == Intent::Performance), advice: advice::asks_advice(&words) }
}

/// What `text` asks, in a conversation about `context` (the stock picked or talked about).
pub async fn understand(ctx: &AppContext, text: &str, context: Option<&StockRef>) -> ApiResult<Understanding> {
    let mentions = ctx.required_port::<dyn MarketData>()?.mentioned_in(text, MAX_STOCKS + 1).await?;
    Ok(read(text, &mentions, context))
}

/// [`understand`] once the market has said which stocks `text` names.
pub fn read(text: &str, mentions: &[Mention], context: Option<&StockRef>) -> Understanding {
    let mut named: Vec<StockRef> = Vec::new();
    let mut choices: Vec<StockRef> = Vec::new();
    for mention in mentions {
        match mention.candidates.as_slice() {
            [one] => named.push(one.clone()),
            many => match context.filter(|c| many.iter().any(|m| m.id == c.id)) {
                // The conversation's stock settles a shared name.
                Some(c) => named.push(c.clone()),
                None if choices.is_empty() => choices = many.to_vec(),
                None => {}
            },
        }
    }
    named.truncate(MAX_STOCKS);
    let found = named.len() + usize::from(!choices.is_empty());
    let Asks { intent, period, advice } = asks(text, if found == 0 { usize::from(context.is_some()) } else { found });
    let stocks = match (named.as_slice(), context) {
        ([], Some(c)) => vec![c.clone()],
        // «قارن مع الأهلي» in a conversation about Al Rajhi compares the two.
        ([one], Some(c)) if intent == Intent::Compare && one.id != c.id => vec![c.clone(), one.clone()],
        _ => named,
    };
    Understanding { stocks, choices, intent, period, advice }
}
