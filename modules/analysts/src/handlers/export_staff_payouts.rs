use actix_web::{HttpResponse, get, web};
use platform::auth::Staff;
use platform::i18n::current_lang;
use platform::{ApiError, ApiResult, AppContext};

use crate::handlers::list_staff_payouts::{PayoutFilter, filtered};
use crate::payouts::{export, read};

/// The payouts the filter picks as CSV (a month's transfers to make, with each IBAN).
#[utoipa::path(tag = "analysts", security(("bearer" = [])), params(PayoutFilter),
    responses((status = 200, content_type = "text/csv", description = "One row per payout, UTF-8 with a byte-order mark"),
        (status = 401), (status = 403), (status = 422, body = platform::http::error::ErrorBody)))]
#[get("/api/staff/analyst-payouts.csv")]
pub async fn export_staff_payouts(_staff: Staff, ctx: web::Data<AppContext>, filter: web::Query<PayoutFilter>) -> ApiResult<HttpResponse> {
    let rows = filtered(&filter)?.all(&ctx.db).await?;
    let views = read::for_staff(&ctx, rows).await?;
    let body = export::staff_csv(&views, current_lang()).map_err(ApiError::internal)?;
    let name = filter
        .month
        .as_deref()
        .filter(|m| !m.is_empty())
        .map_or_else(|| "analyst-payouts.csv".to_owned(), |m| format!("analyst-payouts-{m}.csv"));
    Ok(platform::http::csv_file::download(body, &name))
}
