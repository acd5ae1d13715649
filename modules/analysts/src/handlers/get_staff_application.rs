use actix_web::{get, web};
use platform::auth::Staff;
use platform::entities::users;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};

use crate::entities::{application_transitions, applications};
use crate::views::{ApplicationCertificateView, ApplicationTransitionView, ApplicationView, StaffApplicationDetail};

/// One application with every move of its review.
pub async fn detail(ctx: &AppContext, id: i64) -> ApiResult<StaffApplicationDetail> {
    let application = applications::Entity::find_by_id(id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    let user = users::Entity::find_by_id(application.user_id).one(&ctx.db).await?;
    let transitions = application_transitions::Entity::find()
        .filter(application_transitions::Column::ApplicationId.eq(id))
        .order_by_asc(application_transitions::Column::Id)
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(ApplicationTransitionView::from)
        .collect();
    Ok(StaffApplicationDetail {
        user_id: application.user_id,
        user_email: user.as_ref().map(|u| u.email.clone()).unwrap_or_default(),
        user_name: user.map(|u| u.name).unwrap_or_default(),
        certificate: ApplicationCertificateView {
            content_type: application.certificate_type.clone(),
            size: application.certificate_size,
            url: format!("/api/staff/analyst-applications/{id}/certificate"),
        },
        transitions,
        application: ApplicationView::from(application),
    })
}

/// One application as staff review it.
#[utoipa::path(tag = "analysts", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = StaffApplicationDetail), (status = 401), (status = 403), (status = 404)))]
#[get("/api/staff/analyst-applications/{id}")]
pub async fn get_staff_application(
    _staff: Staff,
    ctx: web::Data<AppContext>,
    id: web::Path<i64>,
) -> ApiResult<ApiResponse<StaffApplicationDetail>> {
    Ok(ApiResponse::ok(detail(&ctx, *id).await?))
}
