use actix_web::get;
use actix_web::web;
use chrono::Utc;
use platform::auth::SignedIn;
use platform::i18n::current_lang;
use platform::ports::BarInterval;
use platform::{ApiResponse, ApiResult, AppContext};
use serde::Serialize;
use utoipa::ToSchema;

use crate::account::balance_view;
use crate::questions::{ReadyQuestion, Term, interval_key, interval_label};
use crate::views::ChatBalanceView;

#[derive(Debug, Serialize, ToSchema)]
pub struct ReadyQuestionView {
    pub id: i32,
    pub title: String,
    pub description: String,
    pub needs_interval: bool,
    pub needs_term: bool,
    pub needs_compare: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ChoiceView {
    pub key: String,
    pub label: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ChatQuestionsView {
    pub questions: Vec<ReadyQuestionView>,
    pub terms: Vec<ChoiceView>,
    pub intervals: Vec<ChoiceView>,
    pub balance: ChatBalanceView,
}

/// The ready questions, the terms and intervals a question may name, and the user's balance.
#[utoipa::path(tag = "chat", security(("bearer" = [])), responses((status = 200, body = ChatQuestionsView), (status = 401)))]
#[get("/api/chat/questions")]
pub async fn chat_questions(user: SignedIn, ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<ChatQuestionsView>> {
    let lang = current_lang();
    let questions = ReadyQuestion::ALL
        .into_iter()
        .map(|q| ReadyQuestionView {
            id: q.id(),
            title: q.title().text(lang).to_owned(),
            description: q.description().text(lang).to_owned(),
            needs_interval: q.needs_interval(),
            needs_term: q.needs_term(),
            needs_compare: q.needs_compare(),
        })
        .collect();
    let terms = Term::ALL.into_iter().map(|t| ChoiceView { key: t.key().into(), label: t.label().text(lang).into() }).collect();
    let intervals = [BarInterval::Daily, BarInterval::Weekly]
        .into_iter()
        .map(|i| ChoiceView { key: interval_key(i).into(), label: interval_label(i).text(lang).into() })
        .collect();
    let balance = balance_view(&ctx, user.0.id(), Utc::now()).await?;
    Ok(ApiResponse::ok(ChatQuestionsView { questions, terms, intervals, balance }))
}

/// The user's question balance today.
#[utoipa::path(tag = "chat", security(("bearer" = [])), responses((status = 200, body = ChatBalanceView), (status = 401)))]
#[get("/api/chat/balance")]
pub async fn chat_balance(user: SignedIn, ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<ChatBalanceView>> {
    Ok(ApiResponse::ok(balance_view(&ctx, user.0.id(), Utc::now()).await?))
}
