use actix_web::{post, web};
use chrono::{DateTime, Utc};
use platform::auth::SignedIn;
use platform::i18n::current_lang;
use platform::ports::BarInterval;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use serde::Serialize;
use utoipa::ToSchema;

use crate::facts::gather;
use crate::form::{QuestionForm, read};
use crate::messages as m;
use crate::offline::{Asked, compose};
use crate::questions::Term;

#[derive(Debug, Serialize, ToSchema)]
pub struct SampleAnswerView {
    pub question: String,
    pub answer: String,
    /// Always automatic: the offline analyst answers the test.
    pub source: String,
    pub disclaimer: String,
    pub data_as_of: Option<DateTime<Utc>>,
}

/// A sample answer to a ready question from the offline analyst, at once: neither stored nor
/// counted against the balance (what `/chat-test` shows before a user spends a question).
#[utoipa::path(tag = "chat", security(("bearer" = [])), request_body = QuestionForm,
    responses((status = 200, body = SampleAnswerView), (status = 401), (status = 422)))]
#[post("/api/chat/question-test")]
pub async fn question_test(
    _user: SignedIn,
    ctx: web::Data<AppContext>,
    body: web::Json<QuestionForm>,
) -> ApiResult<ApiResponse<SampleAnswerView>> {
    let lang = current_lang();
    let q = read(&ctx, &body, true).await?;
    let ready = q.ready.ok_or_else(|| ApiError::field("questionId", m::READY_QUESTION_ONLY))?;
    let interval = q.interval.unwrap_or(BarInterval::Daily);
    let term = q.term.unwrap_or(Term::Medium);
    let main = gather(&ctx, q.stock.id, interval, term).await.map_err(ApiError::internal)?.filter(|f| f.price().is_some());
    let Some(main) = main else { return Err(ApiError::field("stockid", m::FAILED_NO_DATA)) };
    let compare = match &q.compare {
        Some(c) => gather(&ctx, c.id, interval, term).await.map_err(ApiError::internal)?,
        None => None,
    };
    let answer = compose(&main, compare.as_ref(), Asked { ready: Some(ready), free: None, term, lang });
    Ok(ApiResponse::ok(SampleAnswerView {
        question: ready.title().text(lang).to_owned(),
        answer,
        source: "automatic".into(),
        disclaimer: m::DISCLAIMER.text(lang).to_owned(),
        data_as_of: main.latest.map(|l| l.at),
    }))
}
