use actix_web::{get, web};
use platform::auth::SignedIn;
use platform::i18n::current_lang;
use platform::{ApiResponse, ApiResult, AppContext};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};

use crate::entities::requests;
use crate::views::{AnalysisRequestView, Reader, views};

/// My Documents: the client's requests, newest first, with their status and the 72-hour clock.
#[utoipa::path(tag = "stock_analysis", security(("bearer" = [])), responses((status = 200, body = Vec<AnalysisRequestView>), (status = 401)))]
#[get("/api/stock-analysis/documents")]
pub async fn my_documents(user: SignedIn, ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<Vec<AnalysisRequestView>>> {
    let rows =
        requests::Entity::find().filter(requests::Column::UserId.eq(user.0.id())).order_by_desc(requests::Column::Id).all(&ctx.db).await?;
    Ok(ApiResponse::ok(views(&ctx, rows, current_lang(), Reader::Client).await?))
}
