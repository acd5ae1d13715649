use actix_web::{get, web};
use platform::auth::Staff;
use platform::{ApiResponse, ApiResult, AppContext};

use crate::views::StaffKycDetail;

/// One verification with its personal data opened, its answers, every move and every reading by
/// staff (this one included).
#[utoipa::path(tag = "kyc", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = StaffKycDetail), (status = 401), (status = 403), (status = 404)))]
#[get("/api/staff/kyc/{id}")]
pub async fn staff_detail(staff: Staff, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<ApiResponse<StaffKycDetail>> {
    // Kept before the data is read, so no reading goes unaccounted.
    crate::access_log::keep(&ctx.db, crate::staff::existing(&ctx, *id).await?.id, staff.id(), crate::access_log::RECORD).await?;
    Ok(ApiResponse::ok(crate::staff::detail(&ctx, *id).await?))
}
