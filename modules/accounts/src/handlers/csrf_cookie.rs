use actix_web::cookie::{Cookie, SameSite};
use actix_web::{HttpResponse, get, web};
use platform::auth::generate_token;
use platform::http::security::Transport;

/// Sets the XSRF-TOKEN cookie the web app sends back before registering. The app's script reads
/// it (so it cannot be HttpOnly); it never leaves this site and, over TLS, never travels in clear.
#[utoipa::path(tag = "accounts", responses((status = 204, description = "Cookie set")))]
#[get("/sanctum/csrf-cookie")]
pub async fn csrf_cookie(transport: Option<web::Data<Transport>>) -> HttpResponse {
    let secure = transport.is_some_and(|t| t.tls);
    let cookie = Cookie::build("XSRF-TOKEN", generate_token()).path("/").same_site(SameSite::Strict).secure(secure).finish();
    HttpResponse::NoContent().cookie(cookie).finish()
}
