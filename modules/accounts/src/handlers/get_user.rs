use actix_web::{get, web};
use platform::auth::SignedIn;
use platform::{ApiResponse, ApiResult, AppContext};

use crate::views::UserView;

/// The signed-in user.
#[utoipa::path(tag = "accounts", security(("bearer" = [])),
    responses((status = 200, body = UserView), (status = 401, body = platform::http::error::ErrorBody)))]
#[get("/api/user")]
pub async fn get_user(ctx: web::Data<AppContext>, user: SignedIn) -> ApiResult<ApiResponse<UserView>> {
    Ok(ApiResponse::ok(UserView::of(&ctx, &user.user).await?))
}
