use actix_web::{get, web};
use platform::auth::Analyst;
use platform::i18n::current_lang;
use platform::{ApiResponse, ApiResult, AppContext};
use sea_orm::{ColumnTrait, Condition, EntityTrait, QueryFilter, QueryOrder};

use crate::entities::requests;
use crate::review::access::is_staff;
use crate::views::{AnalysisRequestView, Reader, views};

/// The review queue, soonest due first: for an analyst, the open requests assigned to them and
/// the paid ones nobody has taken yet; for staff, every open request.
#[utoipa::path(tag = "stock_analysis", security(("bearer" = [])), responses((status = 200, body = Vec<AnalysisRequestView>), (status = 401), (status = 403)))]
#[get("/api/stock-analysis/reviews")]
pub async fn review_queue(user: Analyst, ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<Vec<AnalysisRequestView>>> {
    use requests::RequestStatus::{Approved, InReview, Paid};
    let open = requests::Column::Status.is_in([Paid, InReview, Approved]);
    let mut query = requests::Entity::find().filter(open);
    if !is_staff(&user.0) {
        let unassigned = Condition::all().add(requests::Column::AnalystId.is_null()).add(requests::Column::Status.is_in([Paid, InReview]));
        query = query.filter(Condition::any().add(requests::Column::AnalystId.eq(user.0.id())).add(unassigned));
    }
    let rows = query.order_by_asc(requests::Column::DueAt).order_by_asc(requests::Column::Id).all(&ctx.db).await?;
    let mut list = views(&ctx, rows, current_lang(), Reader::Reviewer).await?;
    if !is_staff(&user.0) {
        // Drafts open to the analyst who took the request, not to everyone who sees it waiting.
        for request in list.iter_mut().filter(|r| r.analyst_id != Some(user.0.id())) {
            for document in &mut request.documents {
                document.download_url = None;
            }
        }
    }
    Ok(ApiResponse::ok(list))
}
