use actix_web::{put, web};
use platform::auth::Staff;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::{ActiveModelTrait, EntityTrait, IntoActiveModel, Set};

use crate::entities::faqs;
use crate::handlers::create_faq::{FaqRequest, validate};
use crate::store::audit;
use crate::views::StaffFaqView;

/// Edits an FAQ item, or hides / shows it again (`hidden`).
#[utoipa::path(tag = "content", security(("bearer" = [])), params(("id" = i64, Path)), request_body = FaqRequest,
    responses((status = 200, body = StaffFaqView), (status = 401), (status = 403), (status = 404)))]
#[put("/api/staff/faq/{id}")]
pub async fn update_faq(
    staff: Staff,
    ctx: web::Data<AppContext>,
    id: web::Path<i64>,
    body: web::Json<FaqRequest>,
) -> ApiResult<ApiResponse<StaffFaqView>> {
    let row = faqs::Entity::find_by_id(id.into_inner()).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    let (question_ar, question_en, answer_ar, answer_en) = validate(&body)?;
    let was_hidden = row.hidden;
    let before = row.clone();
    let mut edit = row.into_active_model();
    edit.question_ar = Set(question_ar);
    edit.question_en = Set(question_en);
    edit.answer_ar = Set(answer_ar);
    edit.answer_en = Set(answer_en);
    edit.hidden = Set(body.hidden.unwrap_or(was_hidden));
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let saved = edit.update(&txn).await?;
    let changed: Vec<&str> = [
        ("question_ar", saved.question_ar != before.question_ar),
        ("question_en", saved.question_en != before.question_en),
        ("answer_ar", saved.answer_ar != before.answer_ar),
        ("answer_en", saved.answer_en != before.answer_en),
        ("hidden", saved.hidden != before.hidden),
    ]
    .into_iter()
    .filter_map(|(name, changed)| changed.then_some(name))
    .collect();
    audit(&txn, staff.id(), "faq.update", &format!("faq:{}", saved.id), serde_json::json!({"changed": changed, "hidden": saved.hidden}))
        .await?;
    txn.commit().await?;
    Ok(ApiResponse::ok(StaffFaqView::from(saved)))
}
