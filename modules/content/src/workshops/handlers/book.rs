use actix_web::{delete, post, web};
use platform::auth::SignedIn;
use platform::{ApiResponse, ApiResult, AppContext};

use crate::workshops::views::WorkshopView;
use crate::workshops::{booking, emails};

/// Books a seat for the signed-in user and emails the confirmation. 409 when the workshop is
/// full, started, cancelled, or the user already has a seat.
#[utoipa::path(tag = "content", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 201, body = WorkshopView), (status = 401), (status = 404), (status = 409, body = platform::http::error::ErrorBody)))]
#[post("/api/workshops/{id}/book")]
pub async fn book_workshop(user: SignedIn, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<ApiResponse<WorkshopView>> {
    let (workshop, seat) = booking::book(&ctx, *id, user.id()).await?;
    if let Err(e) = emails::booked(&ctx, &user.user, &workshop, &seat).await {
        // The seat is booked; the email is the only thing lost, and the page says it is booked.
        tracing::error!(error = %e, booking = seat.id, "the booking confirmation could not be queued");
    }
    Ok(ApiResponse::created(WorkshopView::of(&workshop, platform::i18n::current_lang(), true)))
}

/// Gives the user's seat back (before the workshop starts).
#[utoipa::path(tag = "content", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = WorkshopView), (status = 401), (status = 404), (status = 409, body = platform::http::error::ErrorBody)))]
#[delete("/api/workshops/{id}/book")]
pub async fn cancel_booking(user: SignedIn, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<ApiResponse<WorkshopView>> {
    let workshop = booking::cancel(&ctx, *id, user.id()).await?;
    Ok(ApiResponse::ok(WorkshopView::of(&workshop, platform::i18n::current_lang(), false)))
}
