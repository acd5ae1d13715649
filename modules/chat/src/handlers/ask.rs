use actix_web::{Either, HttpResponse, post, web};
use chrono::{DateTime, Utc};
use platform::auth::SignedIn;
use platform::i18n::current_lang;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter};
use serde::Serialize;
use utoipa::ToSchema;

use crate::answer::{AnswerQuestion, fail};
use crate::balance::{Tier, next_reset, riyadh_day, spend, standing, used_on};
use crate::entities::conversations;
use crate::entities::messages::{self, failure, status};
use crate::form::{QuestionForm, read};
use crate::messages as m;
use crate::questions::interval_key;
use crate::settings::ChatSettings;
use crate::views::{ChatBalanceView, ChatMessageView, message_views};

#[derive(Debug, Serialize, ToSchema)]
pub struct AskedView {
    pub chat_id: String,
    pub message: ChatMessageView,
    pub balance: ChatBalanceView,
}

/// Code 999 in place on the Chat screen: when the balance comes back, and the balance.
#[derive(Debug, Serialize, ToSchema)]
pub struct BalanceUsedBody {
    /// 999.
    pub code: i32,
    pub message: String,
    pub resets_at: DateTime<Utc>,
    pub balance: ChatBalanceView,
}

/// Asks a question about a stock. It is stored and answered by a worker; follow the answer on
/// `/api/chat/messages/{id}/stream`. A free user whose daily balance is used up gets code 999
/// with the time it comes back; a plan past its fair-use ceiling gets 429.
#[utoipa::path(tag = "chat", security(("bearer" = [])), request_body = QuestionForm,
    responses((status = 201, body = AskedView), (status = 200, body = BalanceUsedBody), (status = 401), (status = 422), (status = 429)),
    extensions(("x-business-codes" = json!(["999"]))))]
#[post("/api/chat/question")]
pub async fn ask_question(
    user: SignedIn,
    ctx: web::Data<AppContext>,
    body: web::Json<QuestionForm>,
) -> ApiResult<Either<ApiResponse<AskedView>, HttpResponse>> {
    let lang = current_lang();
    let user_id = user.0.id();
    let question = read(&ctx, &body, false).await?;
    let settings = ChatSettings::of(&ctx)?;
    let now = Utc::now();
    let standing = standing(&ctx, user_id, now).await?;
    let day = riyadh_day(now);

    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let spent = spend(&txn, user_id, day, standing.tier.daily_limit(&settings)).await?;
    let balance = ChatBalanceView::new(&settings, standing, used_on(&txn, user_id, day).await?, now);
    if !spent {
        txn.rollback().await?;
        if standing.tier == Tier::Free {
            let body = BalanceUsedBody { code: 999, message: m::BALANCE_USED.text(lang).to_owned(), resets_at: next_reset(now), balance };
            return Ok(Either::Right(HttpResponse::Ok().json(body)));
        }
        let wait = (next_reset(now) - now).num_seconds().max(1).unsigned_abs();
        return Err(ApiError::too_many_requests_because(wait, m::FAIR_USE));
    }
    let existing = match &question.chat_id {
        Some(id) => {
            conversations::Entity::find_by_id(id.clone())
                .filter(conversations::Column::UserId.eq(user_id))
                .filter(conversations::Column::StockId.eq(question.stock.id))
                .one(&txn)
                .await?
        }
        None => None,
    };
    let chat_id = match existing {
        Some(c) => {
            let mut c: conversations::ActiveModel = c.into();
            c.last_at = Set(now);
            c.update(&txn).await?.id
        }
        None => {
            let c = conversations::ActiveModel {
                id: Set(uuid::Uuid::new_v4().to_string()),
                user_id: Set(user_id),
                stock_id: Set(question.stock.id),
                created_at: Set(now),
                last_at: Set(now),
            };
            c.insert(&txn).await?.id
        }
    };
    let row = messages::ActiveModel {
        conversation_id: Set(chat_id.clone()),
        user_id: Set(user_id),
        question_id: Set(question.ready.map(|q| q.id())),
        question: Set(question.text.clone()),
        stock_id: Set(question.stock.id),
        compare_stock_id: Set(question.compare.as_ref().map(|c| c.id)),
        interval: Set(question.interval.map(|i| interval_key(i).to_owned())),
        term: Set(question.term.map(|t| t.key().to_owned())),
        lang: Set(lang.code().to_owned()),
        status: Set(status::PENDING.to_owned()),
        answer: Set(String::new()),
        source: Set(None),
        failure_reason: Set(None),
        spent_on: Set(Some(day)),
        refunded: Set(false),
        data_as_of: Set(None),
        prompt: Set(String::new()),
        created_at: Set(now),
        answered_at: Set(None),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    txn.commit().await?;

    if let Err(e) = ctx.queue.push(AnswerQuestion { message_id: row.id }).await {
        // The question cannot reach a worker: it fails now and is given back.
        fail(&ctx, &row, failure::MODEL).await.map_err(ApiError::internal)?;
        return Err(ApiError::internal(anyhow::anyhow!("the chat answer could not be queued: {e}")));
    }
    let message = message_views(&ctx, std::slice::from_ref(&row), lang).await?.remove(0);
    Ok(Either::Left(ApiResponse::created(AskedView { chat_id, message, balance })))
}
