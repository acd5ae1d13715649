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

/// What `text` asks, in a conversation about `context` (the stock picked or talked about).
pub async fn understand(ctx: &AppContext, text: &str, context: Option<&StockRef>) -> ApiResult<Understanding> {
    let mentions = ctx.required_port::<dyn MarketData>()?.mentioned_in(text, MAX_STOCKS + 1).await?;
    Ok(read(text, &mentions, context))
}

/// [`understand`] once the market has said which stocks `text` names.
pub fn read(text: &str, mentions: &[Mention], context: Option<&StockRef>) -> Understanding {
    let words = Words::of(text);
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
    let period = period::period_in(&words);
    let spans_time = period.is_some_and(|p| p != Period::Day);
    let intent = intent::intent_of(&words, named.len() + usize::from(!choices.is_empty()), spans_time);
    // Without a stock there is nothing to look up: what Eva Chat can answer is the answer.
    let intent = if named.is_empty() && choices.is_empty() && context.is_none() { Intent::Overview } else { intent };
    let stocks = match (named.as_slice(), context) {
        ([], Some(c)) => vec![c.clone()],
        // «قارن مع الأهلي» in a conversation about Al Rajhi compares the two.
        ([one], Some(c)) if intent == Intent::Compare && one.id != c.id => vec![c.clone(), one.clone()],
        _ => named,
    };
    Understanding { stocks, choices, intent, period: period.filter(|_| intent == Intent::Performance), advice: advice::asks_advice(&words) }
}
