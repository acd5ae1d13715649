use actix_web::{post, web};
use chrono::Utc;
use platform::auth::{Role, Staff};
use platform::entities::users;
use platform::i18n::current_lang;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::ActiveValue::Set;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::entities::requests;
use crate::messages as m;
use crate::review::access::assignable;
use crate::views::{AnalysisRequestView, Reader, view};

#[derive(Debug, Deserialize, ToSchema)]
pub struct AssignForm {
    pub analyst_id: Option<i64>,
}

/// Staff assign (or reassign) the analyst who reviews a paid request.
#[utoipa::path(tag = "stock_analysis", security(("bearer" = [])), params(("id" = i64, Path, description = "The request")), request_body = AssignForm,
    responses((status = 200, body = AnalysisRequestView), (status = 401), (status = 403), (status = 404), (status = 409), (status = 422)))]
#[post("/api/staff/stock-analysis/{id}/assign")]
pub async fn assign_reviewer(
    _staff: Staff,
    ctx: web::Data<AppContext>,
    id: web::Path<i64>,
    body: web::Json<AssignForm>,
) -> ApiResult<ApiResponse<AnalysisRequestView>> {
    let request = requests::Entity::find_by_id(*id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    let analyst = match body.analyst_id {
        Some(analyst_id) => {
            users::Entity::find_by_id(analyst_id).filter(users::Column::Role.eq(Role::Analyst.as_str())).one(&ctx.db).await?
        }
        None => None,
    };
    let analyst = analyst.ok_or_else(|| ApiError::field("analyst_id", m::CHOOSE_ANALYST))?;
    if !assignable(&request) {
        return Err(ApiError::conflict(m::NOT_OPEN));
    }
    let assigned = requests::Entity::update_many()
        .set(requests::ActiveModel { analyst_id: Set(Some(analyst.id)), updated_at: Set(Utc::now()), ..Default::default() })
        .filter(requests::Column::Id.eq(request.id))
        .filter(requests::Column::Status.is_in([requests::RequestStatus::Paid, requests::RequestStatus::InReview]))
        .exec(&ctx.db)
        .await?;
    if assigned.rows_affected != 1 {
        return Err(ApiError::conflict(m::NOT_OPEN));
    }
    let request = requests::Entity::find_by_id(request.id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    Ok(ApiResponse::ok(view(&ctx, request, current_lang(), Reader::Reviewer).await?))
}
