use actix_web::{get, web};
use platform::requirements::Granted;
use platform::{ApiError, ApiResponse, ApiResult, AppContext, messages};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::access;
use crate::read::{self, Sort, Status};
use crate::views::RatingView;

#[derive(Debug, Deserialize, IntoParams)]
pub struct RatingsQuery {
    pub rating_list_id: i64,
    /// current (held or waiting for their order, the default), closed or all.
    pub status: Option<String>,
    /// newest (the default), oldest, entry_desc, entry_asc, change_desc or change_asc.
    pub sort: Option<String>,
}

fn sort_of(query: &RatingsQuery) -> ApiResult<Sort> {
    match query.sort.as_deref() {
        None | Some("") => Ok(Sort::Newest),
        Some(s) => Sort::parse(s).ok_or_else(|| ApiError::field("sort", messages::FIELD_UNKNOWN_VALUE)),
    }
}

/// A list's ratings with every field of the row: its analyst, staff and its subscribers; others
/// get 999.
#[utoipa::path(tag = "ratings", security(("bearer" = [])), params(RatingsQuery),
    responses((status = 200, body = Vec<RatingView>), (status = 401), (status = 404), (status = 422)),
    extensions(("x-business-codes" = json!(["999"]))))]
#[get("/api/ratings")]
pub async fn list_ratings(
    granted: Granted,
    ctx: web::Data<AppContext>,
    query: web::Query<RatingsQuery>,
) -> ApiResult<ApiResponse<Vec<RatingView>>> {
    let status = match query.status.as_deref() {
        None | Some("") | Some("current") => Status::Current,
        Some("closed") => Status::Closed,
        Some("all") => Status::All,
        Some(_) => return Err(ApiError::field("status", messages::FIELD_UNKNOWN_VALUE)),
    };
    let sort = sort_of(&query)?;
    let list = access::rating_list(&ctx, Some(&granted.user), query.rating_list_id).await?;
    list.require_readable(&granted)?;
    let reader = read::reader(&ctx, Some(granted.user.id()), list.id).await?;
    Ok(ApiResponse::ok(read::rows(&ctx, &list, status, sort, &reader).await?))
}

/// What anyone may see of a list's ratings: the closed ones, its track record; never what it
/// holds now.
#[utoipa::path(tag = "ratings", params(RatingsQuery),
    responses((status = 200, body = Vec<RatingView>), (status = 404), (status = 422)))]
#[get("/api/ratings-guest")]
pub async fn list_ratings_guest(
    user: platform::auth::MaybeUser,
    ctx: web::Data<AppContext>,
    query: web::Query<RatingsQuery>,
) -> ApiResult<ApiResponse<Vec<RatingView>>> {
    let sort = sort_of(&query)?;
    let list = access::rating_list(&ctx, user.0.as_ref(), query.rating_list_id).await?;
    let reader = read::reader(&ctx, user.0.as_ref().map(|u| u.id()), list.id).await?;
    Ok(ApiResponse::ok(read::rows(&ctx, &list, Status::Closed, sort, &reader).await?))
}
