use std::collections::HashSet;

use actix_web::{put, web};
use platform::auth::Staff;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::entities::faqs;
use crate::messages::FAQ_ORDER_MISMATCH;
use crate::store::audit;
use crate::views::StaffFaqView;

#[derive(Debug, Deserialize, ToSchema)]
pub struct FaqOrderRequest {
    /// Every FAQ item's id, hidden ones too, in the new order.
    #[schema(max_items = 1000)]
    pub ids: Vec<i64>,
}

/// Puts the FAQ items in a new order.
#[utoipa::path(tag = "content", security(("bearer" = [])), request_body = FaqOrderRequest,
    responses((status = 200, body = Vec<StaffFaqView>), (status = 401), (status = 403)))]
#[put("/api/staff/faq-order")]
pub async fn reorder_faq(
    staff: Staff,
    ctx: web::Data<AppContext>,
    body: web::Json<FaqOrderRequest>,
) -> ApiResult<ApiResponse<Vec<StaffFaqView>>> {
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let existing: HashSet<i64> = faqs::Entity::find().all(&txn).await?.into_iter().map(|f| f.id).collect();
    let asked: HashSet<i64> = body.ids.iter().copied().collect();
    if asked.len() != body.ids.len() || asked != existing {
        return Err(ApiError::field("ids", FAQ_ORDER_MISMATCH));
    }
    for (position, id) in body.ids.iter().enumerate() {
        faqs::Entity::update_many()
            .col_expr(faqs::Column::Position, i32::try_from(position).unwrap_or(i32::MAX).into())
            .filter(faqs::Column::Id.eq(*id))
            .exec(&txn)
            .await?;
    }
    audit(&txn, staff.id(), "faq.reorder", "faq", serde_json::json!({"ids": body.ids})).await?;
    let rows = faqs::Entity::find().order_by_asc(faqs::Column::Position).all(&txn).await?;
    txn.commit().await?;
    Ok(ApiResponse::ok(rows.into_iter().map(StaffFaqView::from).collect()))
}
