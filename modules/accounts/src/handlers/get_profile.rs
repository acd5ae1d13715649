use actix_web::{get, web};
use platform::auth::SignedIn;
use platform::{ApiResponse, ApiResult, AppContext};

use crate::entities::profiles;
use crate::views::ProfileView;

/// The signed-in user's profile: personal data and bank details.
#[utoipa::path(tag = "accounts", security(("bearer" = [])), responses((status = 200, body = ProfileView), (status = 401)))]
#[get("/api/profile")]
pub async fn get_profile(ctx: web::Data<AppContext>, user: SignedIn) -> ApiResult<ApiResponse<ProfileView>> {
    let profile = profiles::of_user(&ctx.db, user.user.id).await?;
    Ok(ApiResponse::ok(ProfileView::new(&user.user, &profile)))
}
