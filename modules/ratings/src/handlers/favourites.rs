use actix_web::{get, post, web};
use platform::auth::SignedIn;
use platform::requirements::Granted;
use platform::validation::Validator;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use super::list_lists::views_of;
use crate::entities::{favourites, ratings};
use crate::views::{RatingListView, RatingView};
use crate::{access, form, messages as m, read};

#[derive(Debug, Deserialize, ToSchema)]
pub struct FavouriteListForm {
    #[schema(value_type = Option<i64>)]
    pub rating_list_id: Option<Value>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct FavouriteRatingForm {
    #[schema(value_type = Option<i64>)]
    pub rating_id: Option<Value>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct FavouriteView {
    pub id: i64,
    /// Whether it is a favourite now.
    pub favorite: bool,
}

/// Marks an Eva list as a favourite, or unmarks it.
#[utoipa::path(tag = "ratings", security(("bearer" = [])), request_body = FavouriteListForm,
    responses((status = 200, body = FavouriteView), (status = 401), (status = 404), (status = 422)))]
#[post("/api/rating-lists/favorite")]
pub async fn toggle_list(
    user: SignedIn,
    ctx: web::Data<AppContext>,
    body: web::Json<FavouriteListForm>,
) -> ApiResult<ApiResponse<FavouriteView>> {
    let mut v = Validator::new();
    let id = form::id(&mut v, "rating_list_id", body.rating_list_id.as_ref());
    v.finish()?;
    let list = access::rating_list(&ctx, Some(&user.0), id.ok_or_else(|| ApiError::unprocessable(m::FILL_ALL_FIELDS))?).await?;
    let favorite = platform::favourites::toggle::<favourites::Entity>(&ctx.db, user.0.id(), favourites::kind::LIST, list.id).await?;
    Ok(ApiResponse::ok(FavouriteView { id: list.id, favorite }))
}

/// Marks a rating of a list the reader follows as a favourite, or unmarks it.
#[utoipa::path(tag = "ratings", security(("bearer" = [])), request_body = FavouriteRatingForm,
    responses((status = 200, body = FavouriteView), (status = 401), (status = 404), (status = 422)),
    extensions(("x-business-codes" = json!(["999"]))))]
#[post("/api/ratings/favorite")]
pub async fn toggle_rating(
    granted: Granted,
    ctx: web::Data<AppContext>,
    body: web::Json<FavouriteRatingForm>,
) -> ApiResult<ApiResponse<FavouriteView>> {
    let mut v = Validator::new();
    let id = form::id(&mut v, "rating_id", body.rating_id.as_ref());
    v.finish()?;
    let (_, rating) = access::readable_rating(&ctx, &granted, id.ok_or_else(|| ApiError::unprocessable(m::FILL_ALL_FIELDS))?).await?;
    let favorite =
        platform::favourites::toggle::<favourites::Entity>(&ctx.db, granted.user.id(), favourites::kind::RATING, rating.id).await?;
    Ok(ApiResponse::ok(FavouriteView { id: rating.id, favorite }))
}

/// The reader's favourite Eva lists, newest mark first.
#[utoipa::path(tag = "ratings", security(("bearer" = [])), responses((status = 200, body = Vec<RatingListView>), (status = 401)))]
#[get("/api/favorite/rating-lists")]
pub async fn favourite_lists(
    user: SignedIn,
    req: actix_web::HttpRequest,
    ctx: web::Data<AppContext>,
) -> ApiResult<ApiResponse<Vec<RatingListView>>> {
    let mut lists = Vec::new();
    for id in platform::favourites::marked::<favourites::Entity>(&ctx.db, user.0.id(), favourites::kind::LIST).await? {
        if let Ok(list) = access::rating_list(&ctx, Some(&user.0), id).await {
            lists.push(list);
        }
    }
    Ok(ApiResponse::ok(views_of(&ctx, &req, lists, Some(&user.0)).await?))
}

/// The reader's favourite ratings, of the lists they may still read.
#[utoipa::path(tag = "ratings", security(("bearer" = [])), responses((status = 200, body = Vec<RatingView>), (status = 401)))]
#[get("/api/favorite/ratings")]
pub async fn favourite_ratings(granted: Granted, ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<Vec<RatingView>>> {
    let ids = platform::favourites::marked::<favourites::Entity>(&ctx.db, granted.user.id(), favourites::kind::RATING).await?;
    let rows = ratings::Entity::find().filter(ratings::Column::Id.is_in(ids.clone())).all(&ctx.db).await?;
    let mut out = Vec::new();
    for id in ids {
        let Some(rating) = rows.iter().find(|r| r.id == id).cloned() else { continue };
        let Ok(list) = access::rating_list(&ctx, Some(&granted.user), rating.list_id).await else { continue };
        if list.readable_by(&granted) {
            out.push(read::row(&ctx, &list, rating, Some(granted.user.id())).await?);
        }
    }
    Ok(ApiResponse::ok(out))
}
