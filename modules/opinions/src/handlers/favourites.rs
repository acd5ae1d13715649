use actix_web::{get, post, web};
use platform::auth::SignedIn;
use platform::form_value;
use platform::requirements::Granted;
use platform::validation::Validator;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use super::lists::views_of;
use crate::entities::{favourites, opinions};
use crate::views::{OpinionListView, OpinionView};
use crate::{access, messages as m, read};

#[derive(Debug, Deserialize, ToSchema)]
pub struct FavouriteOpinionForm {
    #[serde(rename = "opinionId")]
    #[schema(value_type = Option<i64>)]
    pub opinion_id: Option<Value>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct OpinionListFavouriteForm {
    #[schema(value_type = Option<i64>)]
    pub opinion_list_id: Option<Value>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct OpinionFavouriteView {
    pub id: i64,
    /// Whether it is a favourite now.
    pub favorite: bool,
}

/// Marks an opinion of a list the reader follows as a favourite, or unmarks it.
#[utoipa::path(tag = "opinions", security(("bearer" = [])), request_body = FavouriteOpinionForm,
    responses((status = 200, body = OpinionFavouriteView), (status = 401), (status = 404), (status = 422)),
    extensions(("x-business-codes" = json!(["999"]))))]
#[post("/api/opinion/favorite")]
pub async fn toggle_opinion(
    granted: Granted,
    ctx: web::Data<AppContext>,
    body: web::Json<FavouriteOpinionForm>,
) -> ApiResult<ApiResponse<OpinionFavouriteView>> {
    let mut v = Validator::new();
    let id = form_value::required_id(&mut v, "opinionId", body.opinion_id.as_ref(), m::FILL_ALL_FIELDS);
    v.finish()?;
    let (_, opinion) = access::readable_opinion(&ctx, &granted, id.ok_or_else(|| ApiError::unprocessable(m::FILL_ALL_FIELDS))?).await?;
    let favorite =
        platform::favourites::toggle::<favourites::Entity>(&ctx.db, granted.user.id(), favourites::kind::OPINION, opinion.id).await?;
    Ok(ApiResponse::ok(OpinionFavouriteView { id: opinion.id, favorite }))
}

/// Marks an opinions list as a favourite, or unmarks it.
#[utoipa::path(tag = "opinions", security(("bearer" = [])), request_body = OpinionListFavouriteForm,
    responses((status = 200, body = OpinionFavouriteView), (status = 401), (status = 404), (status = 422)))]
#[post("/api/opinion-lists/favorite")]
pub async fn toggle_opinion_list(
    user: SignedIn,
    ctx: web::Data<AppContext>,
    body: web::Json<OpinionListFavouriteForm>,
) -> ApiResult<ApiResponse<OpinionFavouriteView>> {
    let mut v = Validator::new();
    let id = form_value::required_id(&mut v, "opinion_list_id", body.opinion_list_id.as_ref(), m::FILL_ALL_FIELDS);
    v.finish()?;
    let list = access::opinion_list(&ctx, Some(&user.0), id.ok_or_else(|| ApiError::unprocessable(m::FILL_ALL_FIELDS))?).await?;
    let favorite = platform::favourites::toggle::<favourites::Entity>(&ctx.db, user.0.id(), favourites::kind::LIST, list.id).await?;
    Ok(ApiResponse::ok(OpinionFavouriteView { id: list.id, favorite }))
}

/// The reader's favourite opinions lists, with their statistics.
#[utoipa::path(tag = "opinions", security(("bearer" = [])), responses((status = 200, body = Vec<OpinionListView>), (status = 401)))]
#[get("/api/favorite/opinion-lists")]
pub async fn favourite_opinion_lists(
    user: SignedIn,
    req: actix_web::HttpRequest,
    ctx: web::Data<AppContext>,
) -> ApiResult<ApiResponse<Vec<OpinionListView>>> {
    let ids = read::favourite_ids(&ctx, Some(user.0.id()), favourites::kind::LIST).await?;
    let ids: Vec<i64> = ids.into_iter().collect();
    let mut lists = access::opinion_lists(&ctx, &ids).await?.into_values().filter(|l| l.shown_to(Some(&user.0))).collect::<Vec<_>>();
    lists.sort_by_key(|l| std::cmp::Reverse(l.id));
    Ok(ApiResponse::ok(views_of(&ctx, &req, lists, Some(&user.0)).await?))
}

/// The reader's favourite opinions, of the lists they can still read, newest first.
#[utoipa::path(tag = "opinions", security(("bearer" = [])), responses((status = 200, body = Vec<OpinionView>), (status = 401)))]
#[get("/api/favorite/opinions")]
pub async fn favourite_opinions(granted: Granted, ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<Vec<OpinionView>>> {
    let ids = read::favourite_ids(&ctx, Some(granted.user.id()), favourites::kind::OPINION).await?;
    let rows = opinions::Entity::find()
        .filter(opinions::Column::Id.is_in(ids))
        .filter(opinions::Column::HiddenAt.is_null())
        .order_by_desc(opinions::Column::Id)
        .all(&ctx.db)
        .await?;
    let list_ids: Vec<i64> = rows.iter().map(|r| r.list_id).collect();
    let lists = access::opinion_lists(&ctx, &list_ids).await?;
    let readable = rows.into_iter().filter(|row| lists.get(&row.list_id).is_some_and(|list| list.readable_by(&granted))).collect();
    Ok(ApiResponse::ok(read::views(&ctx, readable, Some(granted.user.id())).await?))
}
