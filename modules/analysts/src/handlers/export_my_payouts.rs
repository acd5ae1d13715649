use actix_web::{HttpResponse, get, web};
use platform::auth::Analyst;
use platform::i18n::current_lang;
use platform::{ApiError, ApiResult, AppContext};

use crate::payouts::{export, read};

/// The signed-in analyst's payouts as CSV: a row per month and list.
#[utoipa::path(tag = "analysts", security(("bearer" = [])),
    responses((status = 200, content_type = "text/csv", description = "One row per month and list, UTF-8 with a byte-order mark"),
        (status = 401), (status = 403)))]
#[get("/api/analyst/payouts.csv")]
pub async fn export_my_payouts(analyst: Analyst, ctx: web::Data<AppContext>) -> ApiResult<HttpResponse> {
    let payouts = read::of_analyst(&ctx, analyst.id()).await?;
    let mut lines = read::lines_of(&ctx, &payouts).await?;
    let months: Vec<_> = payouts
        .into_iter()
        .map(|p| {
            let of_month = lines.remove(&p.id).unwrap_or_default();
            (p, of_month)
        })
        .collect();
    let body = export::analyst_csv(&months, current_lang()).map_err(ApiError::internal)?;
    Ok(platform::http::csv_file::download(body, "eva-payouts.csv"))
}
