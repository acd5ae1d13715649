use actix_web::{get, web};
use platform::auth::MaybeUser;
use platform::ports::{AnalystList, AnalystLists, ListKind, MarketCode};
use platform::requirements::request_grants;
use platform::{ApiError, ApiResponse, ApiResult, AppContext, messages};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::entities::favourites;
use crate::read;
use crate::views::{self, RatingListView};

#[derive(Debug, Deserialize, IntoParams)]
pub struct ListsQuery {
    /// In the list's or the analyst's name.
    pub search: Option<String>,
    /// 1 TASI, 2 NOMU, 3 US.
    pub market_id: Option<i32>,
}

/// The lists with their headline performance, for `reader` (None for a guest).
pub async fn views_of(
    ctx: &AppContext,
    req: &actix_web::HttpRequest,
    lists: Vec<AnalystList>,
    reader: Option<&platform::auth::AuthUser>,
) -> ApiResult<Vec<RatingListView>> {
    let analysts: Vec<i64> = lists.iter().map(|l| l.analyst_id).collect();
    let names = ctx.required_port::<dyn AnalystLists>()?.display_names(&analysts).await?;
    let grants = match reader {
        Some(user) => Some(platform::requirements::Granted { user: user.clone(), grants: request_grants(req, ctx, user.id()).await? }),
        None => None,
    };
    let favourites = read::favourite_ids(ctx, reader.map(|u| u.id()), favourites::kind::LIST).await?;
    let mut out = Vec::with_capacity(lists.len());
    for list in lists {
        let held = read::holdings_of(ctx, &list).await?;
        let subscribed = grants.as_ref().is_some_and(|g| list.readable_by(g));
        let name = names.get(&list.analyst_id).cloned().unwrap_or_default();
        let favourite = favourites.contains(&list.id);
        out.push(views::list_view(list, name, &held, subscribed, favourite));
    }
    Ok(out)
}

async fn directory(ctx: &AppContext, query: &ListsQuery) -> ApiResult<Vec<AnalystList>> {
    if query.market_id.is_some_and(|id| MarketCode::from_id(id).is_none()) {
        return Err(ApiError::field("market_id", messages::FIELD_UNKNOWN_VALUE));
    }
    Ok(ctx.required_port::<dyn AnalystLists>()?.directory(ListKind::Rating, query.market_id, query.search.as_deref()).await?)
}

/// Eva lists (`/eva`): every approved analyst's list with its performance, and whether the
/// reader follows it.
#[utoipa::path(tag = "ratings", security(("bearer" = [])), params(ListsQuery),
    responses((status = 200, body = Vec<RatingListView>), (status = 401), (status = 422)))]
#[get("/api/rating-lists")]
pub async fn list_lists(
    user: platform::auth::SignedIn,
    req: actix_web::HttpRequest,
    ctx: web::Data<AppContext>,
    query: web::Query<ListsQuery>,
) -> ApiResult<ApiResponse<Vec<RatingListView>>> {
    let lists = directory(&ctx, &query).await?;
    Ok(ApiResponse::ok(views_of(&ctx, &req, lists, Some(&user.0)).await?))
}

/// Eva lists for guests: the same lists and performance.
#[utoipa::path(tag = "ratings", params(ListsQuery), responses((status = 200, body = Vec<RatingListView>), (status = 422)))]
#[get("/api/rating-lists-guest")]
pub async fn list_lists_guest(
    user: MaybeUser,
    req: actix_web::HttpRequest,
    ctx: web::Data<AppContext>,
    query: web::Query<ListsQuery>,
) -> ApiResult<ApiResponse<Vec<RatingListView>>> {
    let lists = directory(&ctx, &query).await?;
    Ok(ApiResponse::ok(views_of(&ctx, &req, lists, user.0.as_ref()).await?))
}
