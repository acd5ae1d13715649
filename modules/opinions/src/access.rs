//! Who may do what with an opinions list: its analyst publishes; its subscribers (and staff)
//! read its opinions; everyone else gets code 999 for them. Lists and statistics are open.

use platform::auth::AuthUser;
use platform::ports::{AnalystList, AnalystLists, ListKind};
use platform::requirements::Granted;
use platform::{ApiError, ApiResult, AppContext};

use crate::entities::opinions;
use crate::messages as m;

/// The opinions list `list_id`, for `viewer` to read: 404 when there is none (an Eva list of that
/// id is no opinions list either) or staff hid it from them (its analyst and staff still see it).
pub async fn opinion_list(ctx: &AppContext, viewer: Option<&AuthUser>, list_id: i64) -> ApiResult<AnalystList> {
    let list = any_opinion_list(ctx, list_id).await?;
    list.require_shown(viewer)?;
    Ok(list)
}

/// The opinions list `list_id`, hidden or not: 404 when there is none.
async fn any_opinion_list(ctx: &AppContext, list_id: i64) -> ApiResult<AnalystList> {
    let list = ctx.required_port::<dyn AnalystLists>()?.list(list_id).await?.ok_or_else(ApiError::not_found)?;
    if list.kind != ListKind::Opinion {
        return Err(ApiError::not_found());
    }
    Ok(list)
}

/// The opinions lists among `ids`, by id (Eva lists and unknown ids are left out).
pub async fn opinion_lists(ctx: &AppContext, ids: &[i64]) -> ApiResult<std::collections::HashMap<i64, AnalystList>> {
    let mut lists = ctx.required_port::<dyn AnalystLists>()?.lists(ids).await?;
    lists.retain(|_, list| list.kind == ListKind::Opinion);
    Ok(lists)
}

/// The list when `user` is its analyst, to publish on: 404 when there is none, 422 when it is an
/// Eva list (the form chose the wrong list), 403 when it is another analyst's, 409 while staff
/// hide it.
pub async fn own_list(ctx: &AppContext, user: &AuthUser, list_id: i64) -> ApiResult<AnalystList> {
    let list = ctx.required_port::<dyn AnalystLists>()?.list(list_id).await?.ok_or_else(ApiError::not_found)?;
    if list.kind != ListKind::Opinion {
        return Err(ApiError::field("opinion_list_id", m::NOT_AN_OPINION_LIST));
    }
    list.require_publisher(user)?;
    Ok(list)
}

/// The opinion `id` with its list, hidden or not; 404 when there is none.
async fn opinion(ctx: &AppContext, id: i64) -> ApiResult<(AnalystList, opinions::Model)> {
    use sea_orm::EntityTrait;
    let row = opinions::Entity::find_by_id(id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    let list = any_opinion_list(ctx, row.list_id).await?;
    Ok((list, row))
}

/// The opinion `id` when `user` is its analyst, to change: 404 when there is none, 403 when it
/// is another analyst's, 409 while staff hide its list.
pub async fn own_opinion(ctx: &AppContext, user: &AuthUser, id: i64) -> ApiResult<(AnalystList, opinions::Model)> {
    let (list, row) = opinion(ctx, id).await?;
    list.require_publisher(user)?;
    Ok((list, row))
}

/// The opinion `id` for a reader of its list: 404, or code 999 for a reader without access.
pub async fn readable_opinion(ctx: &AppContext, granted: &Granted, id: i64) -> ApiResult<(AnalystList, opinions::Model)> {
    let (list, row) = opinion(ctx, id).await?;
    list.require_readable(granted)?;
    if row.hidden_at.is_some() && !crate::visibility::sees_hidden(granted, list.analyst_id) {
        return Err(ApiError::new(actix_web::http::StatusCode::NOT_FOUND, m::OPINION_WITHDRAWN));
    }
    Ok((list, row))
}
