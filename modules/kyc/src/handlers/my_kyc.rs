use actix_web::{get, web};
use platform::auth::SignedIn;
use platform::{ApiResponse, ApiResult, AppContext};

use crate::state::of_user;
use crate::views::KycView;

/// Where the signed-in user's verification stands, with their risk profile once assessed.
#[utoipa::path(tag = "kyc", security(("bearer" = [])), responses((status = 200, body = KycView), (status = 401)))]
#[get("/api/kyc")]
pub async fn my_kyc(user: SignedIn, ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<KycView>> {
    let vault = crate::vault_of(&ctx)?;
    Ok(ApiResponse::ok(match of_user(&ctx.db, user.id()).await? {
        Some(record) => KycView::of(&record, &vault),
        None => KycView::none(),
    }))
}
