use actix_web::{get, web};
use platform::{ApiResponse, ApiResult, AppContext};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};
use serde::Serialize;
use utoipa::ToSchema;

use crate::entities::{markets, stocks};
use crate::views::MarketView;

#[derive(Debug, Serialize, ToSchema)]
pub struct MarketListItem {
    #[serde(flatten)]
    pub market: MarketView,
    /// True when the market's prices are generated demo data; screens say so.
    pub demo: bool,
}

/// The markets: Saudi main market (TASI), parallel market (NOMU), US.
#[utoipa::path(tag = "market", responses((status = 200, body = Vec<MarketListItem>)))]
#[get("/api/markets")]
pub async fn list_markets(ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<Vec<MarketListItem>>> {
    let rows = markets::Entity::find().order_by_asc(markets::Column::Id).all(&ctx.db).await?;
    let demo_markets: Vec<i32> = stocks::Entity::find()
        .filter(stocks::Column::IsDemo.eq(true))
        .select_only()
        .column(stocks::Column::MarketId)
        .distinct()
        .into_tuple()
        .all(&ctx.db)
        .await?;
    Ok(ApiResponse::ok(rows.iter().map(|m| MarketListItem { market: MarketView::from(m), demo: demo_markets.contains(&m.id) }).collect()))
}
