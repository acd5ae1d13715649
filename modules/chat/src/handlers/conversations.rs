use std::collections::HashMap;

use actix_web::{get, web};
use chrono::{DateTime, Utc};
use platform::auth::SignedIn;
use platform::http::response::{PageQuery, Paginated};
use platform::i18n::current_lang;
use platform::ports::MarketData;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect};
use serde::Serialize;
use utoipa::ToSchema;

use crate::entities::{conversations, messages};
use crate::views::{ChatMessageView, StockBrief, message_views, question_text};

#[derive(Debug, Serialize, ToSchema)]
pub struct ConversationSummary {
    pub chat_id: String,
    pub stock: Option<StockBrief>,
    pub last_question: String,
    pub last_at: DateTime<Utc>,
    pub messages: u64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ConversationView {
    pub chat_id: String,
    pub stock: Option<StockBrief>,
    /// Oldest first.
    pub messages: Vec<ChatMessageView>,
}

/// The user's own conversation; 404 for anyone else's.
pub async fn own_conversation(ctx: &AppContext, user_id: i64, chat_id: &str) -> ApiResult<conversations::Model> {
    conversations::Entity::find_by_id(chat_id.to_owned())
        .filter(conversations::Column::UserId.eq(user_id))
        .one(&ctx.db)
        .await?
        .ok_or_else(ApiError::not_found)
}

/// The user's own message; 404 for anyone else's.
pub async fn own_message(ctx: &AppContext, user_id: i64, id: i64) -> ApiResult<messages::Model> {
    messages::Entity::find_by_id(id).filter(messages::Column::UserId.eq(user_id)).one(&ctx.db).await?.ok_or_else(ApiError::not_found)
}

/// The user's conversations, the latest first.
#[utoipa::path(tag = "chat", security(("bearer" = [])), params(PageQuery),
    responses((status = 200, body = Vec<ConversationSummary>), (status = 401), (status = 422)))]
#[get("/api/chat/conversations")]
pub async fn list_conversations(
    user: SignedIn,
    ctx: web::Data<AppContext>,
    page: web::Query<PageQuery>,
) -> ApiResult<Paginated<ConversationSummary>> {
    let lang = current_lang();
    let per_page = page.per_page(20);
    let query = conversations::Entity::find().filter(conversations::Column::UserId.eq(user.0.id()));
    let total = query.clone().count(&ctx.db).await?;
    let rows = query.order_by_desc(conversations::Column::LastAt).offset(page.offset(20)).limit(per_page).all(&ctx.db).await?;
    let ids: Vec<String> = rows.iter().map(|c| c.id.clone()).collect();
    // Per conversation: how many messages, and the newest one's id.
    let tallies: HashMap<String, (i64, i64)> = messages::Entity::find()
        .select_only()
        .column(messages::Column::ConversationId)
        .column_as(Expr::cust("CAST(COUNT(*) AS BIGINT)"), "n")
        .column_as(Expr::cust("CAST(MAX(id) AS BIGINT)"), "last_id")
        .filter(messages::Column::ConversationId.is_in(ids))
        .group_by(messages::Column::ConversationId)
        .into_tuple::<(String, i64, i64)>()
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(|(id, n, last)| (id, (n, last)))
        .collect();
    let last: HashMap<i64, messages::Model> = messages::Entity::find()
        .filter(messages::Column::Id.is_in(tallies.values().map(|(_, last)| *last)))
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(|m| (m.id, m))
        .collect();
    let stock_ids: Vec<i64> = rows.iter().map(|c| c.stock_id).collect();
    let stocks = ctx.required_port::<dyn MarketData>()?.stocks(&stock_ids).await?;
    let out = rows
        .into_iter()
        .map(|c| {
            let (count, last_id) = tallies.get(&c.id).copied().unwrap_or_default();
            ConversationSummary {
                stock: stocks.get(&c.stock_id).map(|s| StockBrief::of(s, lang)),
                last_question: last.get(&last_id).map(|m| question_text(m, lang)).unwrap_or_default(),
                last_at: c.last_at,
                messages: count.unsigned_abs(),
                chat_id: c.id,
            }
        })
        .collect();
    Ok(Paginated::new(out, page.page(), per_page, total))
}

/// One conversation with every question and answer, oldest first.
#[utoipa::path(tag = "chat", security(("bearer" = [])), params(("chat_id" = String, Path)),
    responses((status = 200, body = ConversationView), (status = 401), (status = 404)))]
#[get("/api/chat/conversations/{chat_id}")]
pub async fn get_conversation(
    user: SignedIn,
    ctx: web::Data<AppContext>,
    path: web::Path<String>,
) -> ApiResult<ApiResponse<ConversationView>> {
    let lang = current_lang();
    let c = own_conversation(&ctx, user.0.id(), &path).await?;
    let rows =
        messages::Entity::find().filter(messages::Column::ConversationId.eq(&c.id)).order_by_asc(messages::Column::Id).all(&ctx.db).await?;
    let stock = ctx.required_port::<dyn MarketData>()?.stock(c.stock_id).await?.map(|s| StockBrief::of(&s, lang));
    Ok(ApiResponse::ok(ConversationView { chat_id: c.id, stock, messages: message_views(&ctx, &rows, lang).await? }))
}

/// One question and its answer so far.
#[utoipa::path(tag = "chat", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = ChatMessageView), (status = 401), (status = 404)))]
#[get("/api/chat/messages/{id}")]
pub async fn get_message(user: SignedIn, ctx: web::Data<AppContext>, path: web::Path<i64>) -> ApiResult<ApiResponse<ChatMessageView>> {
    let row = own_message(&ctx, user.0.id(), path.into_inner()).await?;
    Ok(ApiResponse::ok(message_views(&ctx, std::slice::from_ref(&row), current_lang()).await?.remove(0)))
}
