use actix_web::{get, web};
use platform::auth::{AuthUser, MaybeUser, SignedIn};
use platform::ports::{AnalystList, AnalystLists, ListKind, MarketCode};
use platform::requirements::{Granted, request_grants};
use platform::{ApiError, ApiResponse, ApiResult, AppContext, messages};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::entities::favourites;
use crate::views::OpinionListView;
use crate::{access, read, record};

/// The directory's type for Eva opinions (spec §2: `/opinion_lists/3`).
pub const EVA_OPINIONS_TYPE: i32 = 3;

#[derive(Debug, Deserialize, IntoParams)]
pub struct ListsQuery {
    /// In the list's or the analyst's name.
    pub search: Option<String>,
    /// 1 TASI, 2 NOMU, 3 US.
    pub market_id: Option<i32>,
    /// 3: Eva opinions (the only type of opinions list).
    #[serde(rename = "type")]
    #[param(rename = "type")]
    pub list_type: Option<i32>,
}

/// The lists with their statistics, for `reader` (None for a guest).
pub async fn views_of(
    ctx: &AppContext,
    req: &actix_web::HttpRequest,
    lists: Vec<AnalystList>,
    reader: Option<&AuthUser>,
) -> ApiResult<Vec<OpinionListView>> {
    let analysts: Vec<i64> = lists.iter().map(|l| l.analyst_id).collect();
    let names = ctx.required_port::<dyn AnalystLists>()?.display_names(&analysts).await?;
    let granted = match reader {
        Some(user) => Some(Granted { user: user.clone(), grants: request_grants(req, ctx, user.id()).await? }),
        None => None,
    };
    let favourites = read::favourite_ids(ctx, reader.map(AuthUser::id), favourites::kind::LIST).await?;
    let ids: Vec<i64> = lists.iter().map(|l| l.id).collect();
    let mut stats = record::of_lists(&ctx.db, &ids).await?;
    let min_change = crate::views::bp_percent(crate::settings::OpinionsSettings::of(ctx)?.min_change_to_target_bp);
    Ok(lists
        .into_iter()
        .map(|list| OpinionListView {
            subscribed: granted.as_ref().is_some_and(|g| list.readable_by(g)),
            favorite: favourites.contains(&list.id),
            analyst_name: names.get(&list.analyst_id).cloned().unwrap_or_default(),
            stats: stats.remove(&list.id).map(Into::into).unwrap_or_else(|| crate::stats::summarize(&[], 0).into()),
            min_change_to_target_percent: min_change,
            id: list.id,
            name: list.name,
            market_id: list.market_id,
            about: list.about,
            analyst_id: list.analyst_id,
            created_at: list.created_at,
        })
        .collect())
}

async fn directory(ctx: &AppContext, query: &ListsQuery) -> ApiResult<Vec<AnalystList>> {
    if query.market_id.is_some_and(|id| MarketCode::from_id(id).is_none()) {
        return Err(ApiError::field("market_id", messages::FIELD_UNKNOWN_VALUE));
    }
    if query.list_type.is_some_and(|t| t != EVA_OPINIONS_TYPE) {
        return Err(ApiError::field("type", messages::FIELD_UNKNOWN_VALUE));
    }
    Ok(ctx.required_port::<dyn AnalystLists>()?.directory(ListKind::Opinion, query.market_id, query.search.as_deref()).await?)
}

/// Eva opinions lists (`/opinion_lists/3`) with their statistics and whether the reader follows each.
#[utoipa::path(tag = "opinions", security(("bearer" = [])), params(ListsQuery),
    responses((status = 200, body = Vec<OpinionListView>), (status = 401), (status = 422)))]
#[get("/api/opinion-lists")]
pub async fn list_opinion_lists(
    user: SignedIn,
    req: actix_web::HttpRequest,
    ctx: web::Data<AppContext>,
    query: web::Query<ListsQuery>,
) -> ApiResult<ApiResponse<Vec<OpinionListView>>> {
    let lists = directory(&ctx, &query).await?;
    Ok(ApiResponse::ok(views_of(&ctx, &req, lists, Some(&user.0)).await?))
}

/// Eva opinions lists for guests, with the same statistics.
#[utoipa::path(tag = "opinions", params(ListsQuery), responses((status = 200, body = Vec<OpinionListView>), (status = 422)))]
#[get("/api/opinion-lists-guest")]
pub async fn list_opinion_lists_guest(
    user: MaybeUser,
    req: actix_web::HttpRequest,
    ctx: web::Data<AppContext>,
    query: web::Query<ListsQuery>,
) -> ApiResult<ApiResponse<Vec<OpinionListView>>> {
    let lists = directory(&ctx, &query).await?;
    Ok(ApiResponse::ok(views_of(&ctx, &req, lists, user.0.as_ref()).await?))
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct ListQuery {
    pub opinion_list_id: i64,
}

async fn one(ctx: &AppContext, req: &actix_web::HttpRequest, id: i64, user: Option<&AuthUser>) -> ApiResult<ApiResponse<OpinionListView>> {
    let list = access::opinion_list(ctx, user, id).await?;
    let mut views = views_of(ctx, req, vec![list], user).await?;
    views.pop().map(ApiResponse::ok).ok_or_else(ApiError::not_found)
}

/// One opinions list with its statistics, for the signed-in reader.
#[utoipa::path(tag = "opinions", security(("bearer" = [])), params(ListQuery),
    responses((status = 200, body = OpinionListView), (status = 401), (status = 404), (status = 422)))]
#[get("/api/opinion-lists-single")]
pub async fn get_opinion_list(
    user: SignedIn,
    req: actix_web::HttpRequest,
    ctx: web::Data<AppContext>,
    query: web::Query<ListQuery>,
) -> ApiResult<ApiResponse<OpinionListView>> {
    one(&ctx, &req, query.opinion_list_id, Some(&user.0)).await
}

/// One opinions list with its statistics, for anyone.
#[utoipa::path(tag = "opinions", params(ListQuery), responses((status = 200, body = OpinionListView), (status = 404), (status = 422)))]
#[get("/api/opinion-lists-single-guest")]
pub async fn get_opinion_list_guest(
    user: MaybeUser,
    req: actix_web::HttpRequest,
    ctx: web::Data<AppContext>,
    query: web::Query<ListQuery>,
) -> ApiResult<ApiResponse<OpinionListView>> {
    one(&ctx, &req, query.opinion_list_id, user.0.as_ref()).await
}
