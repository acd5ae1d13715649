use actix_web::{get, web};
use platform::auth::Staff;
use platform::{ApiResponse, ApiResult, AppContext};

use crate::views::StaffKycDetail;

/// One verification with its personal data opened, its answers and every move. Each reading is
/// logged with who read it.
#[utoipa::path(tag = "kyc", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = StaffKycDetail), (status = 401), (status = 403), (status = 404)))]
#[get("/api/staff/kyc/{id}")]
pub async fn staff_detail(staff: Staff, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<ApiResponse<StaffKycDetail>> {
    let detail = crate::staff::detail(&ctx, *id).await?;
    tracing::info!(target: "audit", staff = staff.id(), kyc = *id, "staff read a KYC record");
    Ok(ApiResponse::ok(detail))
}
