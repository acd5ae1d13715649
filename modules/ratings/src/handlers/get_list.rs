use actix_web::{get, web};
use platform::auth::MaybeUser;
use platform::{ApiResponse, ApiResult, AppContext};
use serde::Deserialize;
use utoipa::IntoParams;

use super::list_lists::views_of;
use crate::access;
use crate::views::RatingListView;

#[derive(Debug, Deserialize, IntoParams)]
pub struct ListQuery {
    pub rating_list_id: i64,
}

async fn one(
    ctx: &AppContext,
    req: &actix_web::HttpRequest,
    id: i64,
    user: Option<&platform::auth::AuthUser>,
) -> ApiResult<ApiResponse<RatingListView>> {
    let list = access::rating_list(ctx, user, id).await?;
    let mut views = views_of(ctx, req, vec![list], user).await?;
    views.pop().map(ApiResponse::ok).ok_or_else(platform::ApiError::not_found)
}

/// One Eva list with its performance, for the signed-in reader.
#[utoipa::path(tag = "ratings", security(("bearer" = [])), params(ListQuery),
    responses((status = 200, body = RatingListView), (status = 401), (status = 404), (status = 422)))]
#[get("/api/rating-lists-single")]
pub async fn get_list(
    user: platform::auth::SignedIn,
    req: actix_web::HttpRequest,
    ctx: web::Data<AppContext>,
    query: web::Query<ListQuery>,
) -> ApiResult<ApiResponse<RatingListView>> {
    one(&ctx, &req, query.rating_list_id, Some(&user.0)).await
}

/// One Eva list with its performance, for anyone.
#[utoipa::path(tag = "ratings", params(ListQuery), responses((status = 200, body = RatingListView), (status = 404), (status = 422)))]
#[get("/api/rating-lists-single-guest")]
pub async fn get_list_guest(
    user: MaybeUser,
    req: actix_web::HttpRequest,
    ctx: web::Data<AppContext>,
    query: web::Query<ListQuery>,
) -> ApiResult<ApiResponse<RatingListView>> {
    one(&ctx, &req, query.rating_list_id, user.0.as_ref()).await
}
