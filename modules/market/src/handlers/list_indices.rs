use actix_web::{get, web};
use chrono::NaiveDate;
use platform::{ApiResponse, ApiResult, AppContext};
use rust_decimal::Decimal;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};
use serde::Serialize;
use utoipa::ToSchema;

use crate::entities::{index_bars, indices};
use crate::lookup::localized;
use platform::price::{Price, PriceChange, percent};

/// An index as the header ticker shows it.
#[derive(Debug, Serialize, ToSchema)]
pub struct IndexView {
    pub id: i32,
    pub code: String,
    pub market_id: i32,
    pub name: String,
    #[schema(value_type = f64)]
    pub price: Price,
    #[schema(value_type = f64)]
    pub price_change: PriceChange,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub price_change_percent: Option<Decimal>,
    pub date: NaiveDate,
}

/// Indices with their latest level and daily change; those without data are left out.
#[utoipa::path(tag = "market", responses((status = 200, body = Vec<IndexView>)))]
#[get("/api/indices")]
pub async fn list_indices(ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<Vec<IndexView>>> {
    let mut out = Vec::new();
    // The ticker shows exchange indices; the derived equal-weight index has its own screen.
    let listed = indices::Entity::find().filter(indices::Column::Code.ne(crate::analytics::equal_weight::CODE));
    for index in listed.order_by_asc(indices::Column::Id).all(&ctx.db).await? {
        let last_two = index_bars::Entity::find()
            .filter(index_bars::Column::IndexId.eq(index.id))
            .order_by_desc(index_bars::Column::Date)
            .limit(2)
            .all(&ctx.db)
            .await?;
        let Some(last) = last_two.first() else { continue };
        let previous = last_two.get(1).map_or(last.open, |b| b.close);
        out.push(IndexView {
            id: index.id,
            code: index.code.clone(),
            market_id: index.market_id,
            name: localized(&index.name_ar, &index.name_en).to_owned(),
            price: Price(last.close),
            price_change: PriceChange(last.close - previous),
            price_change_percent: Price(last.close).change_percent_from(Price(previous)),
            date: last.date,
        });
    }
    Ok(ApiResponse::ok(out))
}
