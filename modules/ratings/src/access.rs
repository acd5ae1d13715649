//! Who may do what with a list: its analyst publishes; its subscribers (and staff) read its
//! holdings; everyone else gets code 999 for them, and guests only what the `-guest` calls show.

use platform::auth::AuthUser;
use platform::ports::{AnalystList, AnalystLists, ListKind};
use platform::requirements::Granted;
use platform::{ApiError, ApiResult, AppContext};

use crate::messages as m;

/// The Eva list `list_id` as `viewer` may see it; 404 when there is none or staff hid it from
/// them (its analyst and staff still see it), 422 when it is an opinions list.
pub async fn rating_list(ctx: &AppContext, viewer: Option<&AuthUser>, list_id: i64) -> ApiResult<AnalystList> {
    let list = ctx.required_port::<dyn AnalystLists>()?.list(list_id).await?.ok_or_else(ApiError::not_found)?;
    if list.kind != ListKind::Rating {
        return Err(ApiError::field("rating_list_id", m::NOT_A_RATING_LIST));
    }
    list.require_shown(viewer)?;
    Ok(list)
}

/// The list when `user` is its analyst, to publish in; 403 otherwise, 409 while staff hide it.
pub async fn own_list(ctx: &AppContext, user: &AuthUser, list_id: i64) -> ApiResult<AnalystList> {
    let list = rating_list(ctx, Some(user), list_id).await?;
    list.require_publisher(user)?;
    Ok(list)
}

/// The rating `rating_id` of one of `user`'s lists, with its list and stock; 404 when there is
/// none, 403 when it is another analyst's.
pub async fn own_rating(
    ctx: &AppContext,
    user: &AuthUser,
    rating_id: i64,
) -> ApiResult<(AnalystList, crate::entities::ratings::Model, platform::ports::StockRef)> {
    use sea_orm::EntityTrait;
    let rating = crate::entities::ratings::Entity::find_by_id(rating_id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    let list = own_list(ctx, user, rating.list_id).await?;
    let stock = ctx.required_port::<dyn platform::ports::MarketData>()?.stock(rating.stock_id).await?.ok_or_else(ApiError::not_found)?;
    Ok((list, rating, stock))
}

/// The rating `rating_id` and its list, when `granted` may read the list.
pub async fn readable_rating(
    ctx: &AppContext,
    granted: &Granted,
    rating_id: i64,
) -> ApiResult<(AnalystList, crate::entities::ratings::Model)> {
    use sea_orm::EntityTrait;
    let rating = crate::entities::ratings::Entity::find_by_id(rating_id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    let list = rating_list(ctx, Some(&granted.user), rating.list_id).await?;
    list.require_readable(granted)?;
    Ok((list, rating))
}
