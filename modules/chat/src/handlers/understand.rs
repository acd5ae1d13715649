use actix_web::{post, web};
use platform::auth::SignedIn;
use platform::i18n::current_lang;
use platform::ports::MarketData;
use platform::validation::Validator;
use platform::{ApiResponse, ApiResult, AppContext, form_value};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use crate::form::MAX_QUESTION_CHARS;
use crate::messages as m;
use crate::understanding::{Intent, understand};
use crate::views::StockBrief;

#[derive(Debug, Deserialize, ToSchema)]
pub struct UnderstandForm {
    /// The question as typed.
    #[schema(value_type = Option<String>)]
    pub question: Option<Value>,
    /// The stock the conversation is about, if any.
    #[schema(value_type = Option<i64>)]
    pub stockid: Option<Value>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct UnderstandingView {
    /// The stocks the answer would be about, in the order named.
    pub stocks: Vec<StockBrief>,
    /// When a name several stocks share was used: the user picks one.
    pub choices: Vec<StockBrief>,
    pub intent: Intent,
    /// The span a performance question names: `day`, `week`, `month`, `ytd`, `year`, `months:3`…
    pub period: Option<String>,
    /// It asks what to do (buy, sell): the answer gives facts and the regulatory line only.
    pub advice: bool,
}

/// What Eva Chat understands a question to ask, without asking it (nothing is stored or
/// counted): the stocks it names, its intent and span. The Chat screen shows the stocks as chips
/// and offers the choices when a name is shared.
#[utoipa::path(tag = "chat", security(("bearer" = [])), request_body = UnderstandForm,
    responses((status = 200, body = UnderstandingView), (status = 401), (status = 422)))]
#[post("/api/chat/understand")]
pub async fn understand_question(
    _user: SignedIn,
    ctx: web::Data<AppContext>,
    body: web::Json<UnderstandForm>,
) -> ApiResult<ApiResponse<UnderstandingView>> {
    let lang = current_lang();
    let mut v = Validator::new();
    let text = form_value::free_text(
        &mut v,
        "question",
        body.question.as_ref(),
        MAX_QUESTION_CHARS,
        Some(m::QUESTION_MISSING),
        m::QUESTION_TOO_LONG,
    );
    let context_id = form_value::optional_id(&mut v, "stockid", body.stockid.as_ref());
    v.finish()?;
    let context = match context_id {
        Some(id) => ctx.required_port::<dyn MarketData>()?.stock(id).await?,
        None => None,
    };
    let u = understand(&ctx, &text.unwrap_or_default(), context.as_ref()).await?;
    Ok(ApiResponse::ok(UnderstandingView {
        stocks: u.stocks.iter().map(|s| StockBrief::of(s, lang)).collect(),
        choices: u.choices.iter().map(|s| StockBrief::of(s, lang)).collect(),
        intent: u.intent,
        period: u.period.map(|p| p.key()),
        advice: u.advice,
    }))
}
