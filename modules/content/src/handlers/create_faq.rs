use actix_web::{post, web};
use platform::auth::Staff;
use platform::validation::Validator;
use platform::{ApiError, ApiResponse, ApiResult, AppContext, messages};
use sea_orm::{ActiveModelTrait, EntityTrait, QueryOrder, Set};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::entities::faqs;
use crate::rules::{self, ANSWER_MAX, QUESTION_MAX};
use crate::store::audit;
use crate::views::StaffFaqView;

#[derive(Debug, Deserialize, ToSchema)]
pub struct FaqRequest {
    #[schema(max_length = 500)]
    pub question_ar: Option<String>,
    #[schema(max_length = 500)]
    pub question_en: Option<String>,
    /// Rich text, cleaned on the server.
    pub answer_ar: Option<String>,
    pub answer_en: Option<String>,
    /// Hidden items are kept but not shown on the FAQ page. Default false.
    pub hidden: Option<bool>,
    /// True once staff saw in the preview what cleaning takes out of the answers and save anyway.
    pub accept_removed: Option<bool>,
}

/// The four texts of an FAQ item, checked and cleaned.
pub fn validate(body: &FaqRequest) -> ApiResult<(String, String, String, String)> {
    let mut v = Validator::new();
    let question_ar = rules::plain(&mut v, "question_ar", body.question_ar.as_deref(), QUESTION_MAX);
    let question_en = rules::plain(&mut v, "question_en", body.question_en.as_deref(), QUESTION_MAX);
    let accept = body.accept_removed.unwrap_or(false);
    let answer_ar = rules::rich(&mut v, "answer_ar", body.answer_ar.as_deref(), ANSWER_MAX, accept);
    let answer_en = rules::rich(&mut v, "answer_en", body.answer_en.as_deref(), ANSWER_MAX, accept);
    v.finish()?;
    match (question_ar, question_en, answer_ar, answer_en) {
        (Some(qa), Some(qe), Some(aa), Some(ae)) => Ok((qa, qe, aa, ae)),
        _ => Err(ApiError::unprocessable(messages::FILL_ALL_FIELDS)),
    }
}

/// Adds an FAQ item at the end of the list.
#[utoipa::path(tag = "content", security(("bearer" = [])), request_body = FaqRequest,
    responses((status = 201, body = StaffFaqView), (status = 401), (status = 403)))]
#[post("/api/staff/faq")]
pub async fn create_faq(staff: Staff, ctx: web::Data<AppContext>, body: web::Json<FaqRequest>) -> ApiResult<ApiResponse<StaffFaqView>> {
    let (question_ar, question_en, answer_ar, answer_en) = validate(&body)?;
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let last = faqs::Entity::find().order_by_desc(faqs::Column::Position).one(&txn).await?;
    let row = faqs::ActiveModel {
        position: Set(last.map_or(0, |f| f.position.saturating_add(1))),
        question_ar: Set(question_ar),
        question_en: Set(question_en),
        answer_ar: Set(answer_ar),
        answer_en: Set(answer_en),
        hidden: Set(body.hidden.unwrap_or(false)),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    audit(
        &txn,
        staff.id(),
        "faq.create",
        &format!("faq:{}", row.id),
        serde_json::json!({"question_en": row.question_en, "hidden": row.hidden}),
    )
    .await?;
    txn.commit().await?;
    Ok(ApiResponse::created(StaffFaqView::from(row)))
}
