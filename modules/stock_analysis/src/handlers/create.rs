use actix_web::{post, web};
use chrono::Utc;
use platform::auth::SignedIn;
use platform::i18n::current_lang;
use platform::ports::MarketData;
use platform::validation::Validator;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::ActiveModelTrait;
use sea_orm::ActiveValue::Set;

use crate::entities::{request_stocks, requests};
use crate::form::{RequestForm, read};
use crate::messages as m;
use crate::packages;
use crate::views::{AnalysisRequestView, Reader, view};

/// Sends a request for an analysis; it waits for payment (`POST /api/stock-analysis/subscribe`
/// with one of its `plan_ids`), and the 72 hours start when it is paid.
#[utoipa::path(tag = "stock_analysis", security(("bearer" = [])), request_body = RequestForm,
    responses((status = 201, body = AnalysisRequestView), (status = 401), (status = 422)))]
#[post("/api/stock-analysis/create")]
pub async fn create_request(
    user: SignedIn,
    ctx: web::Data<AppContext>,
    body: web::Json<RequestForm>,
) -> ApiResult<ApiResponse<AnalysisRequestView>> {
    let lang = current_lang();
    let mut v = Validator::new();
    let request = read(&mut v, &body);
    v.finish()?;
    let request = request.ok_or_else(|| ApiError::unprocessable(m::FILL_REQUIRED))?;

    let on_sale = packages::on_sale(&ctx).await?;
    let package = packages::find(&on_sale, request.package_id).ok_or_else(|| ApiError::field("package_id", m::NOT_A_PACKAGE))?;
    if request.stocks.len() != packages::stocks_allowed(package) {
        return Err(ApiError::field("stocks", m::STOCKS_PER_PACKAGE));
    }
    let ids: Vec<i64> = request.stocks.iter().map(|s| s.stock_id).collect();
    let known = ctx.required_port::<dyn MarketData>()?.stocks(&ids).await?;
    let mut v = Validator::new();
    for (i, s) in request.stocks.iter().enumerate() {
        v.check(&format!("stocks[{i}].stock_id"), known.contains_key(&s.stock_id), m::STOCK_UNKNOWN);
    }
    v.finish()?;

    let now = Utc::now();
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let row = requests::ActiveModel {
        user_id: Set(user.0.id()),
        package_id: Set(request.package_id),
        full_name: Set(request.full_name),
        email: Set(request.email),
        phone: Set(request.phone),
        analysis_type: Set(request.analysis.key().to_owned()),
        extra_info: Set(request.extra_info),
        lang: Set(lang.code().to_owned()),
        status: Set(requests::RequestStatus::AwaitingPayment),
        analyst_id: Set(None),
        paid_at: Set(None),
        due_at: Set(None),
        reminded_at: Set(None),
        escalated_at: Set(None),
        delivered_at: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    for s in &request.stocks {
        request_stocks::ActiveModel {
            request_id: Set(row.id),
            stock_id: Set(s.stock_id),
            owns_stock: Set(s.position.is_some()),
            average_price: Set(s.position.map(|p| p.average_price.0)),
            quantity: Set(s.position.map(|p| p.quantity)),
            portfolio_bp: Set(s.position.map(|p| p.portfolio_bp)),
            ..Default::default()
        }
        .insert(&txn)
        .await?;
    }
    txn.commit().await?;
    let view = view(&ctx, row, lang, Reader::Client).await?;
    Ok(ApiResponse::created(view))
}
