use actix_web::{get, web};
use platform::i18n::current_lang;
use platform::{ApiResponse, ApiResult, AppContext, Lang};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use serde::Serialize;
use utoipa::ToSchema;

use crate::entities::faqs;

#[derive(Debug, Serialize, ToSchema)]
pub struct FaqView {
    pub id: i64,
    pub question: String,
    /// Sanitised HTML.
    pub answer: String,
}

/// The frequently asked questions staff have not hidden, in their order, in the request's language.
#[utoipa::path(tag = "content", responses((status = 200, body = Vec<FaqView>)))]
#[get("/api/faq")]
pub async fn list_faq(ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<Vec<FaqView>>> {
    let lang = current_lang();
    let rows = faqs::Entity::find()
        .filter(faqs::Column::Hidden.eq(false))
        .order_by_asc(faqs::Column::Position)
        .order_by_asc(faqs::Column::Id)
        .all(&ctx.db)
        .await?;
    let items = rows
        .into_iter()
        .map(|f| match lang {
            Lang::Ar => FaqView { id: f.id, question: f.question_ar, answer: f.answer_ar },
            Lang::En => FaqView { id: f.id, question: f.question_en, answer: f.answer_en },
        })
        .collect();
    Ok(ApiResponse::ok(items))
}
