use actix_web::{post, web};
use chrono::Utc;
use platform::auth::{Analyst, Role};
use platform::i18n::current_lang;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::ActiveValue::Set;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

use crate::entities::requests;
use crate::messages as m;
use crate::review::access::assignable;
use crate::views::{AnalysisRequestView, Reader, view};

/// An analyst takes a paid request nobody reviews yet; taking one's own again changes nothing.
#[utoipa::path(tag = "stock_analysis", security(("bearer" = [])), params(("id" = i64, Path, description = "The request")),
    responses((status = 200, body = AnalysisRequestView), (status = 401), (status = 403), (status = 404), (status = 409)))]
#[post("/api/stock-analysis/reviews/{id}/take")]
pub async fn take_review(user: Analyst, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<ApiResponse<AnalysisRequestView>> {
    if user.0.role() != Role::Analyst {
        // Staff assign reviewers; they do not take requests themselves.
        return Err(ApiError::forbidden());
    }
    let request = requests::Entity::find_by_id(*id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    if !assignable(&request) {
        return Err(if request.status == requests::RequestStatus::AwaitingPayment {
            ApiError::not_found()
        } else {
            ApiError::conflict(m::NOT_OPEN)
        });
    }
    let taken = requests::Entity::update_many()
        .set(requests::ActiveModel { analyst_id: Set(Some(user.0.id())), updated_at: Set(Utc::now()), ..Default::default() })
        .filter(requests::Column::Id.eq(request.id))
        .filter(requests::Column::AnalystId.is_null())
        .filter(requests::Column::Status.is_in([requests::RequestStatus::Paid, requests::RequestStatus::InReview]))
        .exec(&ctx.db)
        .await?;
    let request = requests::Entity::find_by_id(request.id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    if taken.rows_affected == 0 && request.analyst_id != Some(user.0.id()) {
        return Err(ApiError::conflict(m::REVIEWED_BY_ANOTHER));
    }
    Ok(ApiResponse::ok(view(&ctx, request, current_lang(), Reader::Reviewer).await?))
}
