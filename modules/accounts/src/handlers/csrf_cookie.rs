use actix_web::cookie::{Cookie, SameSite};
use actix_web::{HttpResponse, get};
use platform::auth::generate_token;

/// Sets the XSRF-TOKEN cookie the web app sends back before registering.
#[utoipa::path(tag = "accounts", responses((status = 204, description = "Cookie set")))]
#[get("/sanctum/csrf-cookie")]
pub async fn csrf_cookie() -> HttpResponse {
    let cookie = Cookie::build("XSRF-TOKEN", generate_token()).path("/").same_site(SameSite::Lax).finish();
    HttpResponse::NoContent().cookie(cookie).finish()
}
