use actix_web::get;
use platform::auth::SignedIn;
use platform::{ApiResponse, ApiResult};

use crate::views::ProfileView;

/// The signed-in user's profile: personal data and bank details.
#[utoipa::path(tag = "accounts", security(("bearer" = [])), responses((status = 200, body = ProfileView), (status = 401)))]
#[get("/api/profile")]
pub async fn get_profile(user: SignedIn) -> ApiResult<ApiResponse<ProfileView>> {
    Ok(ApiResponse::ok(ProfileView::from(&user.user)))
}
