use actix_web::{get, web};
use platform::auth::{Role, SignedIn};
use platform::{ApiResponse, ApiResult, AppContext};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};

use crate::entities::applications;
use crate::views::{ApplicationView, MyApplicationView, REVIEW_DAYS_MAX, REVIEW_DAYS_MIN};

/// The signed-in user's latest application and whether they may apply now.
#[utoipa::path(tag = "analysts", security(("bearer" = [])), responses((status = 200, body = MyApplicationView), (status = 401)))]
#[get("/api/analyst/application")]
pub async fn get_my_application(ctx: web::Data<AppContext>, user: SignedIn) -> ApiResult<ApiResponse<MyApplicationView>> {
    let latest = applications::Entity::find()
        .filter(applications::Column::UserId.eq(user.id()))
        .order_by_desc(applications::Column::Id)
        .one(&ctx.db)
        .await?;
    let open = latest.as_ref().is_some_and(|a| a.state.is_open());
    Ok(ApiResponse::ok(MyApplicationView {
        can_apply: user.role() == Role::Subscriber && !open,
        application: latest.map(ApplicationView::from),
        review_days_min: REVIEW_DAYS_MIN,
        review_days_max: REVIEW_DAYS_MAX,
    }))
}
