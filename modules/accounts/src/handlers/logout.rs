use actix_web::{post, web};
use platform::auth::{SignedIn, revoke_session};
use platform::{ApiResponse, ApiResult, AppContext};

/// Ends the session of the token used; the token stops working at once.
#[utoipa::path(tag = "accounts", security(("bearer" = [])), responses((status = 200), (status = 401)))]
#[post("/api/logout")]
pub async fn logout(ctx: web::Data<AppContext>, user: SignedIn) -> ApiResult<ApiResponse<()>> {
    revoke_session(&ctx.db, user.session_id).await?;
    Ok(ApiResponse::ok(()))
}
