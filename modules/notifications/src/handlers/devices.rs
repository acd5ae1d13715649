//! `/api/notification-devices`: the browsers a user turned notifications on in (Web Push).

use actix_web::{HttpResponse, delete, get, post, web};
use platform::auth::SignedIn;
use platform::validation::Validator;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use web_push_native::p256::PublicKey;

use crate::messages as m;
use crate::push::devices::{self, Subscription};
use crate::push::keys::{self, Vapid};
use crate::push::services;
use crate::settings_of;
use crate::views::{PushDeviceBody, PushDeviceView, PushDevices};

fn vapid(ctx: &AppContext) -> ApiResult<Option<Vapid>> {
    Ok(Vapid::from_settings(&settings_of(ctx)?.push, &ctx.settings.mail.from)?)
}

/// Whether this deployment pushes, the key to subscribe with, and the user's devices.
#[utoipa::path(tag = "notifications", security(("bearer" = [])), responses((status = 200, body = PushDevices), (status = 401)))]
#[get("/api/notification-devices")]
pub async fn list_devices(user: SignedIn, ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<PushDevices>> {
    let public_key = vapid(&ctx)?.map(|v| v.public_key());
    let devices = devices::mine(&ctx.db, user.id()).await?.iter().map(PushDeviceView::from).collect();
    Ok(ApiResponse::ok(PushDevices { enabled: public_key.is_some(), public_key, devices }))
}

/// Turns notifications on in this browser: stores its push subscription for the user (201; 200
/// when the user had it already).
#[utoipa::path(tag = "notifications", security(("bearer" = [])), request_body = PushDeviceBody,
    responses((status = 201, body = PushDeviceView), (status = 200, body = PushDeviceView), (status = 401),
        (status = 409, body = platform::http::error::ErrorBody), (status = 422, body = platform::http::error::ErrorBody), (status = 429)))]
#[post("/api/notification-devices")]
pub async fn add_device(
    user: SignedIn,
    ctx: web::Data<AppContext>,
    body: web::Json<PushDeviceBody>,
) -> ApiResult<ApiResponse<PushDeviceView>> {
    if vapid(&ctx)?.is_none() {
        return Err(ApiError::conflict(m::PUSH_NOT_CONFIGURED));
    }
    let settings = settings_of(&ctx)?;
    let mut v = Validator::new();
    if !services::allowed(body.endpoint.trim(), &settings.push.services) {
        v.add("endpoint", m::PUSH_SERVICE_UNKNOWN);
    }
    let p256dh = keys::decode(body.keys.p256dh.trim()).filter(|k| k.len() == 65 && PublicKey::from_sec1_bytes(k).is_ok());
    if p256dh.is_none() {
        v.add("keys.p256dh", m::PUSH_KEY_INVALID);
    }
    if keys::decode(body.keys.auth.trim()).is_none_or(|a| a.len() != 16) {
        v.add("keys.auth", m::PUSH_KEY_INVALID);
    }
    v.finish()?;
    let sub = Subscription { endpoint: body.endpoint.trim(), p256dh: body.keys.p256dh.trim(), auth: body.keys.auth.trim() };
    let (device, new) = devices::register(&ctx.db, user.id(), &sub, settings.push.devices_per_user).await?;
    let view = PushDeviceView::from(&device);
    Ok(if new { ApiResponse::created(view) } else { ApiResponse::ok(view) })
}

/// Turns notifications off in one of the user's browsers.
#[utoipa::path(tag = "notifications", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 204), (status = 401), (status = 404, body = platform::http::error::ErrorBody)))]
#[delete("/api/notification-devices/{id}")]
pub async fn remove_device(user: SignedIn, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<HttpResponse> {
    if !devices::remove(&ctx.db, user.id(), *id).await? {
        return Err(ApiError::new(actix_web::http::StatusCode::NOT_FOUND, m::DEVICE_NOT_FOUND));
    }
    Ok(HttpResponse::NoContent().finish())
}
