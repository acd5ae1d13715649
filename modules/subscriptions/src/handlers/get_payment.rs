use actix_web::{get, web};
use platform::auth::SignedIn;
use platform::i18n::current_lang;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

use crate::entities::{packages, payments};
use crate::views::PaymentView;

/// One of the user's payments (the success page waits on it; a failed checkout explains it).
#[utoipa::path(tag = "subscriptions", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = PaymentView), (status = 401), (status = 404)))]
#[get("/api/payments/{id}")]
pub async fn get_payment(user: SignedIn, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<ApiResponse<PaymentView>> {
    let payment = payments::Entity::find_by_id(id.into_inner())
        .filter(payments::Column::UserId.eq(user.id()))
        .one(&ctx.db)
        .await?
        .ok_or_else(ApiError::not_found)?;
    let package = packages::Entity::find_by_id(payment.package_id).one(&ctx.db).await?;
    Ok(ApiResponse::ok(PaymentView::of(&payment, package.as_ref(), current_lang())))
}
