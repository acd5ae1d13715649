use actix_web::{get, web};
use platform::i18n::current_lang;
use platform::requirements::Granted;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder};
use serde::Serialize;
use utoipa::ToSchema;

use super::list_history::{HistoryEntryView, entry_view};
use crate::entities::{comments, transactions};
use crate::history::Entry;
use crate::views::RatingView;
use crate::{access, read};

/// One rating with its own history and how many comments it has.
#[derive(Debug, Serialize, ToSchema)]
pub struct RatingDetailsView {
    pub rating: RatingView,
    pub list_name: String,
    pub analyst_id: i64,
    /// Newest first.
    pub history: Vec<HistoryEntryView>,
    pub comments_count: u64,
}

/// A rating's page (`/rating-details/{id}`): its readers only (999 for others).
#[utoipa::path(tag = "ratings", security(("bearer" = [])), params(("id" = i64, Path, description = "The rating")),
    responses((status = 200, body = RatingDetailsView), (status = 401), (status = 404)),
    extensions(("x-business-codes" = json!(["999"]))))]
#[get("/api/rating-details/{id}")]
pub async fn rating_details(
    granted: Granted,
    ctx: web::Data<AppContext>,
    path: web::Path<i64>,
) -> ApiResult<ApiResponse<RatingDetailsView>> {
    let (list, rating) = access::readable_rating(&ctx, &granted, path.into_inner()).await?;
    let entries = transactions::Entity::find()
        .filter(transactions::Column::ListId.eq(list.id))
        .filter(transactions::Column::RatingId.eq(rating.id))
        .order_by_desc(transactions::Column::Seq)
        .all(&ctx.db)
        .await?;
    let lang = current_lang();
    let mut history = Vec::with_capacity(entries.len());
    for row in &entries {
        let entry: Entry = serde_json::from_str(&row.body).map_err(ApiError::internal)?;
        history.push(entry_view(row, entry, lang));
    }
    let comments_count = comments::Entity::find().filter(comments::Column::RatingId.eq(rating.id)).count(&ctx.db).await?;
    let view = read::row(&ctx, &list, rating, Some(granted.user.id())).await?;
    Ok(ApiResponse::ok(RatingDetailsView { rating: view, list_name: list.name, analyst_id: list.analyst_id, history, comments_count }))
}
