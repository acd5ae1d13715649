use std::collections::HashSet;

use actix_web::{get, web};
use chrono::{Duration, Utc};
use platform::auth::MaybeUser;
use platform::{ApiResponse, ApiResult, AppContext};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};

use crate::entities::{workshop_bookings as bookings, workshops};
use crate::workshops::views::WorkshopView;

/// The workshops to come (and those of the last day), soonest first, with the seats left and
/// whether the signed-in user has one.
#[utoipa::path(tag = "content", responses((status = 200, body = Vec<WorkshopView>)))]
#[get("/api/workshops")]
pub async fn list_workshops(user: MaybeUser, ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<Vec<WorkshopView>>> {
    let rows = workshops::Entity::find()
        .filter(workshops::Column::StartsAt.gt(Utc::now() - Duration::days(1)))
        .order_by_asc(workshops::Column::StartsAt)
        .all(&ctx.db)
        .await?;
    let mine: HashSet<i64> = match &user.0 {
        Some(u) => bookings::Entity::find()
            .filter(bookings::Column::UserId.eq(u.id()))
            .all(&ctx.db)
            .await?
            .into_iter()
            .map(|b| b.workshop_id)
            .collect(),
        None => HashSet::new(),
    };
    let lang = platform::i18n::current_lang();
    Ok(ApiResponse::ok(rows.iter().map(|w| WorkshopView::of(w, lang, mine.contains(&w.id))).collect()))
}
