use actix_web::{post, web};
use platform::i18n::current_lang;
use platform::validation::Validator;
use platform::{ApiError, ApiResponse, ApiResult, AppContext, messages};
use sea_orm::{ColumnTrait, Condition};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::catalogue::{PackageView, package, packages_where, products};
use crate::entities::packages;

#[derive(Debug, Deserialize, ToSchema)]
pub struct PlansRequest {
    /// A package's id; or an analyst's list by `list_type` and `list_id`.
    pub package_id: Option<i64>,
    /// `rating` or `opinion`.
    pub list_type: Option<String>,
    pub list_id: Option<i64>,
}

/// The plans of one package, or of an analyst's list.
#[utoipa::path(tag = "subscriptions", request_body = PlansRequest,
    responses((status = 200, body = PackageView), (status = 404), (status = 422)))]
#[post("/api/plans")]
pub async fn list_plans(ctx: web::Data<AppContext>, body: web::Json<PlansRequest>) -> ApiResult<ApiResponse<PackageView>> {
    let lang = current_lang();
    if let Some(id) = body.package_id {
        return Ok(ApiResponse::ok(package(&ctx.db, id, lang).await?.ok_or_else(ApiError::not_found)?));
    }
    let mut v = Validator::new();
    let list_type = v.required("list_type", body.list_type.as_deref());
    let product = match list_type {
        Some("rating") => Some(products::RATING_LIST),
        Some("opinion") => Some(products::OPINION_LIST),
        Some(_) => {
            v.add("list_type", messages::FIELD_UNKNOWN_VALUE);
            None
        }
        None => None,
    };
    v.check("list_id", body.list_id.is_some(), messages::FIELD_REQUIRED);
    v.finish()?;
    let (Some(product), Some(list_id)) = (product, body.list_id) else { return Err(ApiError::not_found()) };
    let filter = Condition::all().add(packages::Column::Product.eq(product)).add(packages::Column::ProductRef.eq(list_id));
    let found = packages_where(&ctx.db, filter, lang).await?.into_iter().next().ok_or_else(ApiError::not_found)?;
    Ok(ApiResponse::ok(found))
}
