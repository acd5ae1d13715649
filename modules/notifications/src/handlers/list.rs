use actix_web::{get, web};
use platform::auth::SignedIn;
use platform::http::response::CursorQuery;
use platform::{ApiResult, AppContext, CursorPage};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use crate::entities::notifications;
use crate::views::NotificationView;

const PER_PAGE: u64 = 20;

/// The user's notifications, newest first. Each page continues after the last one the previous
/// page ended with (`meta.next_cursor`), so notifications that arrive meanwhile never shift a
/// page: no notice is shown twice or skipped; new ones appear at the top on the next first page.
#[utoipa::path(tag = "notifications", security(("bearer" = [])), params(CursorQuery),
    responses((status = 200, body = Vec<NotificationView>), (status = 401), (status = 422, body = platform::http::error::ErrorBody)))]
#[get("/api/notifications")]
pub async fn list(user: SignedIn, ctx: web::Data<AppContext>, query: web::Query<CursorQuery>) -> ApiResult<CursorPage<NotificationView>> {
    let per_page = query.per_page(PER_PAGE);
    let mut find =
        notifications::Entity::find().filter(notifications::Column::UserId.eq(user.id())).filter(notifications::Column::InApp.eq(true));
    if let Some(before) = query.cursor {
        find = find.filter(notifications::Column::Id.lt(before));
    }
    let mut rows = find.order_by_desc(notifications::Column::Id).limit(per_page + 1).all(&ctx.db).await?;
    let more = rows.len() as u64 > per_page;
    rows.truncate(usize::try_from(per_page).unwrap_or(usize::MAX));
    let next = if more { rows.last().map(|r| r.id.to_string()) } else { None };
    Ok(CursorPage::new(rows.iter().map(NotificationView::from).collect(), next))
}
