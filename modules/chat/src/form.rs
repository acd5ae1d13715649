//! Reading a question form (`POST /api/chat/question` and `/api/chat/question-test`).

use platform::form_value;
use platform::ports::{BarInterval, MarketData, StockRef};
use platform::validation::Validator;
use platform::{ApiResult, AppContext};
use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::messages as m;
use crate::questions::{ReadyQuestion, Term, interval_from_key};
use crate::understanding::understand;

/// The most characters of a free question.
pub const MAX_QUESTION_CHARS: usize = 500;

#[derive(Debug, Deserialize, ToSchema)]
pub struct QuestionForm {
    /// A ready question's id; absent or null for a free question.
    #[serde(rename = "questionId")]
    #[schema(value_type = Option<i64>)]
    pub question_id: Option<Value>,
    /// The stock asked about.
    #[schema(value_type = Option<i64>)]
    pub stockid: Option<Value>,
    /// The user's own question (a free question).
    #[schema(value_type = Option<String>)]
    pub question: Option<Value>,
    /// daily or weekly (technical analysis).
    #[schema(value_type = Option<String>)]
    pub interval: Option<Value>,
    /// short, medium or long.
    #[schema(value_type = Option<String>)]
    pub term: Option<Value>,
    /// The second stock of a comparison.
    #[schema(value_type = Option<i64>)]
    pub compare_stock_id: Option<Value>,
    /// Continues this conversation.
    #[serde(rename = "chatId")]
    #[schema(value_type = Option<String>)]
    pub chat_id: Option<Value>,
}

/// A question that passed every check.
#[derive(Debug, Clone)]
pub struct Question {
    pub ready: Option<ReadyQuestion>,
    pub text: String,
    pub stock: StockRef,
    pub compare: Option<StockRef>,
    pub interval: Option<BarInterval>,
    pub term: Option<Term>,
    pub chat_id: Option<String>,
}

async fn known_stock(ctx: &AppContext, v: &mut Validator, field: &str, id: Option<i64>) -> ApiResult<Option<StockRef>> {
    let Some(id) = id else { return Ok(None) };
    let found = ctx.required_port::<dyn MarketData>()?.stock(id).await?;
    v.check(field, found.is_some(), m::STOCK_UNKNOWN);
    Ok(found)
}

/// The stocks a free question is about: those its words name, else the one picked; 422 on
/// `question` when a name is shared by several stocks (the screen offers them, from
/// `/api/chat/understand`) or when no stock is named or picked.
async fn named_stocks(ctx: &AppContext, text: &str, picked: Option<StockRef>) -> ApiResult<(Option<StockRef>, Option<StockRef>)> {
    let u = understand(ctx, text, picked.as_ref()).await?;
    if !u.choices.is_empty() {
        return Err(platform::ApiError::field("question", m::STOCK_AMBIGUOUS));
    }
    let mut stocks = u.stocks.into_iter();
    match stocks.next() {
        Some(first) => Ok((Some(first), stocks.next())),
        None => Err(platform::ApiError::field("question", m::NAME_A_STOCK)),
    }
}

pub async fn read(ctx: &AppContext, form: &QuestionForm, ready_only: bool) -> ApiResult<Question> {
    let mut v = Validator::new();
    let ready = match form_value::text(form.question_id.as_ref()) {
        None if ready_only => {
            v.add("questionId", m::READY_QUESTION_ONLY);
            None
        }
        None => None,
        Some(t) => {
            let q = t.parse::<i32>().ok().and_then(ReadyQuestion::from_id);
            v.check("questionId", q.is_some(), m::QUESTION_UNKNOWN);
            q
        }
    };
    let free = ready.is_none() && !ready_only && form_value::text(form.question_id.as_ref()).is_none();
    // A free question may name its stock in its words; the one picked is then the conversation's.
    let stock_id = if free {
        form_value::optional_id(&mut v, "stockid", form.stockid.as_ref())
    } else {
        form_value::required_id(&mut v, "stockid", form.stockid.as_ref(), m::CHOOSE_STOCK)
    };
    let text = if free {
        form_value::free_text(
            &mut v,
            "question",
            form.question.as_ref(),
            MAX_QUESTION_CHARS,
            Some(m::QUESTION_MISSING),
            m::QUESTION_TOO_LONG,
        )
        .unwrap_or_default()
    } else {
        String::new()
    };
    let interval = form_value::text(form.interval.as_ref()).and_then(|t| {
        let i = interval_from_key(&t);
        v.check("interval", i.is_some(), m::INTERVAL_UNKNOWN);
        i
    });
    let term = form_value::text(form.term.as_ref()).and_then(|t| {
        let term = Term::from_key(&t);
        v.check("term", term.is_some(), m::TERM_UNKNOWN);
        term
    });
    let compare_id = match (ready, form_value::text(form.compare_stock_id.as_ref())) {
        (Some(q), None) if q.needs_compare() => {
            v.add("compare_stock_id", m::COMPARE_MISSING);
            None
        }
        (Some(q), Some(_)) if q.needs_compare() => {
            form_value::required_id(&mut v, "compare_stock_id", form.compare_stock_id.as_ref(), m::COMPARE_MISSING)
        }
        _ => None,
    };
    if compare_id.is_some() && compare_id == stock_id {
        v.add("compare_stock_id", m::COMPARE_SAME);
    }
    let stock = known_stock(ctx, &mut v, "stockid", stock_id).await?;
    let compare = known_stock(ctx, &mut v, "compare_stock_id", compare_id).await?;
    v.finish()?;
    let (stock, compare) = if free { named_stocks(ctx, &text, stock).await? } else { (stock, compare) };
    let Some(stock) = stock else { return Err(platform::ApiError::field("stockid", m::CHOOSE_STOCK)) };
    let ready_term = ready.filter(|q| q.needs_term()).map(|_| term.unwrap_or(Term::Medium));
    Ok(Question {
        ready,
        text,
        stock,
        compare,
        interval: ready.filter(|q| q.needs_interval()).map(|_| interval.unwrap_or(BarInterval::Daily)),
        term: if ready.is_some() { ready_term } else { term },
        chat_id: form_value::text(form.chat_id.as_ref()).filter(|c| c.len() <= 36),
    })
}
