use actix_web::{get, web};
use platform::i18n::current_lang;
use platform::{ApiResponse, ApiResult, AppContext};
use sea_orm::{ColumnTrait, Condition};

use crate::catalogue::{PackageView, packages_where};
use crate::entities::packages;

/// The packages that include Eva reports.
#[utoipa::path(tag = "subscriptions", responses((status = 200, body = Vec<PackageView>)))]
#[get("/api/evareport/packages")]
pub async fn list_report_packages(ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<Vec<PackageView>>> {
    let filter = Condition::all().add(packages::Column::Grants.contains("reports"));
    Ok(ApiResponse::ok(packages_where(&ctx.db, filter, current_lang()).await?))
}
