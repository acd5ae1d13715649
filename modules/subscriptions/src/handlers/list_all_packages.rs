use actix_web::{get, web};
use platform::i18n::current_lang;
use platform::{ApiResponse, ApiResult, AppContext};
use sea_orm::{ColumnTrait, Condition};

use crate::catalogue::{PackageView, packages_where, products};
use crate::entities::packages;

/// The platform's packages (chat, signals and technical analysis, reports, bundles) with their
/// plans, for the subscription page.
#[utoipa::path(tag = "subscriptions", responses((status = 200, body = Vec<PackageView>)))]
#[get("/api/all-packages")]
pub async fn list_all_packages(ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<Vec<PackageView>>> {
    let filter = Condition::all().add(packages::Column::Product.is_in([products::PLATFORM, products::REPORTS]));
    Ok(ApiResponse::ok(packages_where(&ctx.db, filter, current_lang()).await?))
}
