use std::collections::HashSet;

use actix_web::{get, web};
use platform::auth::SignedIn;
use platform::entities::users;
use platform::http::response::PageQuery;
use platform::ports::ListKind;
use platform::{ApiResult, AppContext, Paginated};
use sea_orm::sea_query::Query;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder};
use serde::Serialize;
use utoipa::ToSchema;

use crate::entities::applications;
use crate::lists::{self, AnalystListView};
use crate::review::ApplicationState;

/// An approved analyst as investors see them (`/analysts`).
#[derive(Debug, Serialize, ToSchema)]
pub struct AnalystProfileView {
    pub id: i64,
    pub display_name: String,
    pub about: String,
    /// saudi, us or all.
    pub markets: String,
    /// technical or financial.
    pub analysis_type: String,
    /// 1-2, 3-4, 5-10 or 10+.
    pub experience_years: String,
    /// The X handle without "@".
    pub x_account: String,
    /// Their Eva lists, then their Eva opinions lists.
    pub lists: Vec<AnalystListView>,
}

/// The directory of analysts (DECISIONS 9): every approved analyst, newest approval first, with
/// their lists (not those staff hid) and what subscribing to each costs.
#[utoipa::path(tag = "analysts", security(("bearer" = [])), params(PageQuery), responses((status = 200, body = Vec<AnalystProfileView>), (status = 401)))]
#[get("/api/analysts")]
pub async fn list_analysts(
    _user: SignedIn,
    ctx: web::Data<AppContext>,
    page: web::Query<PageQuery>,
) -> ApiResult<Paginated<AnalystProfileView>> {
    let per_page = page.per_page(20);
    // Users who are analysts now: staff who applied keep their role and are not listed.
    let analysts = Query::select().column(users::Column::Id).from(users::Entity).and_where(users::Column::Role.eq("analyst")).to_owned();
    let paginator = applications::Entity::find()
        .filter(applications::Column::State.eq(ApplicationState::Approved))
        .filter(applications::Column::UserId.in_subquery(analysts))
        .order_by_desc(applications::Column::DecidedAt)
        .order_by_desc(applications::Column::Id)
        .paginate(&ctx.db, per_page);
    let total = paginator.num_items().await?;
    let rows = paginator.fetch_page(page.page() - 1).await?;
    let mut seen = HashSet::new();
    let mut items = Vec::new();
    for application in rows.into_iter().filter(|a| seen.insert(a.user_id)) {
        let mut list_views = Vec::new();
        for kind in [ListKind::Rating, ListKind::Opinion] {
            for row in lists::of_analyst(&ctx.db, application.user_id, kind).await?.into_iter().filter(|r| r.hidden_at.is_none()) {
                list_views.push(lists::view(&ctx, row).await?);
            }
        }
        items.push(AnalystProfileView {
            id: application.user_id,
            display_name: application.display_name,
            about: application.about,
            markets: application.markets,
            analysis_type: application.analysis_type,
            experience_years: application.experience_years,
            x_account: application.x_account,
            lists: list_views,
        });
    }
    Ok(Paginated::new(items, page.page(), per_page, total))
}
