//! `/api/alerts`: a signed-in user's alerts, created from a stock at its current price, listed,
//! changed, paused and resumed, deleted. Another user's alert answers 404.

use actix_web::{HttpResponse, delete, get, post, put, web};
use chrono::Utc;
use platform::auth::SignedIn;
use platform::form_value;
use platform::ports::{LatestPrice, MarketData, StockRef};
use platform::validation::Validator;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};

use crate::entities::alerts as rows;
use crate::form::{self, AlertForm};
use crate::messages as m;
use crate::terms::AlertState;
use crate::views::{self, AlertView, AlertsPage, ShownState};
use crate::{quota, store};

/// The stock's latest price; an alert needs one to be read against.
async fn current_price(ctx: &AppContext, stock_id: i64) -> ApiResult<LatestPrice> {
    let latest = ctx.required_port::<dyn MarketData>()?.latest_price(stock_id).await?;
    latest.ok_or_else(|| ApiError::unprocessable(m::NO_PRICE))
}

async fn one_view(ctx: &AppContext, alert: &rows::Model) -> ApiResult<AlertView> {
    let market = ctx.required_port::<dyn MarketData>()?;
    let stock = market.stock(alert.stock_id).await?;
    let current = market.latest_price(alert.stock_id).await?.map(|l| l.price);
    Ok(views::view(alert, stock.as_ref(), current, platform::i18n::current_lang(), Utc::now()))
}

/// The user's alerts, newest first, with the quota their plan gives.
#[utoipa::path(tag = "alerts", security(("bearer" = [])), responses((status = 200, body = AlertsPage), (status = 401)))]
#[get("/api/alerts")]
pub async fn list_alerts(user: SignedIn, ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<AlertsPage>> {
    let now = Utc::now();
    let mine = store::mine(&ctx, user.id()).await?;
    let market = ctx.required_port::<dyn MarketData>()?;
    let mut ids: Vec<i64> = mine.iter().map(|a| a.stock_id).collect();
    ids.sort_unstable();
    ids.dedup();
    let stocks = market.stocks(&ids).await?;
    let prices = market.latest_prices(&ids).await?;
    let lang = platform::i18n::current_lang();
    let alerts =
        mine.iter().map(|a| views::view(a, stocks.get(&a.stock_id), prices.get(&a.stock_id).map(|l| l.price), lang, now)).collect();
    Ok(ApiResponse::ok(AlertsPage {
        alerts,
        used: store::counted(&ctx, user.id(), now).await?,
        quota: quota::of_user(&ctx, user.id()).await?,
    }))
}

/// Sets an alert on a stock, checked against its current price and the user's quota.
#[utoipa::path(tag = "alerts", security(("bearer" = [])), request_body = AlertForm,
    responses((status = 201, body = AlertView), (status = 401), (status = 422, body = platform::http::error::ErrorBody), (status = 429)))]
#[post("/api/alerts")]
pub async fn create_alert(user: SignedIn, ctx: web::Data<AppContext>, body: web::Json<AlertForm>) -> ApiResult<ApiResponse<AlertView>> {
    let now = Utc::now();
    let mut v = Validator::new();
    let stock_id = form_value::required_id(&mut v, "stock_id", body.stock_id.as_ref(), platform::messages::STOCK_UNKNOWN);
    v.finish()?;
    let stock: StockRef = match stock_id {
        Some(id) => ctx.required_port::<dyn MarketData>()?.stock(id).await?,
        None => None,
    }
    .ok_or_else(|| ApiError::field("stock_id", platform::messages::STOCK_UNKNOWN))?;
    if store::counted(&ctx, user.id(), now).await? >= quota::of_user(&ctx, user.id()).await? {
        return Err(ApiError::unprocessable(m::QUOTA_REACHED));
    }
    let current = current_price(&ctx, stock.id).await?;
    let mut v = Validator::new();
    let terms = form::read(&mut v, &body, current.price);
    v.finish()?;
    let terms = terms.ok_or_else(|| ApiError::unprocessable(platform::messages::INVALID_DATA))?;
    let alert = store::create(&ctx, user.id(), &stock, &terms, current.at, now).await?;
    Ok(ApiResponse::created(one_view(&ctx, &alert).await?))
}

/// New terms for one of the user's alerts, checked as a new one is; its expiry counts from now.
#[utoipa::path(tag = "alerts", security(("bearer" = [])), params(("id" = i64, Path)), request_body = AlertForm,
    responses((status = 200, body = AlertView), (status = 401), (status = 404), (status = 422, body = platform::http::error::ErrorBody)))]
#[put("/api/alerts/{id}")]
pub async fn update_alert(
    user: SignedIn,
    ctx: web::Data<AppContext>,
    id: web::Path<i64>,
    body: web::Json<AlertForm>,
) -> ApiResult<ApiResponse<AlertView>> {
    let now = Utc::now();
    let alert = store::own(&ctx, user.id(), *id).await?;
    let current = current_price(&ctx, alert.stock_id).await?;
    let mut v = Validator::new();
    let terms = form::read(&mut v, &body, current.price);
    v.finish()?;
    let terms = terms.ok_or_else(|| ApiError::unprocessable(platform::messages::INVALID_DATA))?;
    let changed = store::change(&ctx, alert, &terms, current.at, now).await?;
    Ok(ApiResponse::ok(one_view(&ctx, &changed).await?))
}

/// Pauses or resumes an alert that still watches (not one that fired and ended, or expired).
async fn switch(ctx: &AppContext, user_id: i64, id: i64, to: AlertState) -> ApiResult<AlertView> {
    let now = Utc::now();
    let alert = store::own(ctx, user_id, id).await?;
    if matches!(ShownState::of(&alert, now), ShownState::Done | ShownState::Expired) {
        return Err(ApiError::conflict(m::NOT_PAUSABLE));
    }
    let switched = store::set_state(ctx, alert, to, now).await?;
    one_view(ctx, &switched).await
}

/// Stops watching an alert until it is resumed.
#[utoipa::path(tag = "alerts", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = AlertView), (status = 401), (status = 404), (status = 409, body = platform::http::error::ErrorBody)))]
#[post("/api/alerts/{id}/pause")]
pub async fn pause_alert(user: SignedIn, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<ApiResponse<AlertView>> {
    Ok(ApiResponse::ok(switch(&ctx, user.id(), *id, AlertState::Paused).await?))
}

/// Watches a paused alert again.
#[utoipa::path(tag = "alerts", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = AlertView), (status = 401), (status = 404), (status = 409, body = platform::http::error::ErrorBody)))]
#[post("/api/alerts/{id}/resume")]
pub async fn resume_alert(user: SignedIn, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<ApiResponse<AlertView>> {
    Ok(ApiResponse::ok(switch(&ctx, user.id(), *id, AlertState::Active).await?))
}

/// Deletes one of the user's alerts.
#[utoipa::path(tag = "alerts", security(("bearer" = [])), params(("id" = i64, Path)), responses((status = 204), (status = 401), (status = 404)))]
#[delete("/api/alerts/{id}")]
pub async fn delete_alert(user: SignedIn, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<HttpResponse> {
    let alert = store::own(&ctx, user.id(), *id).await?;
    store::delete(&ctx, alert).await?;
    Ok(HttpResponse::NoContent().finish())
}
