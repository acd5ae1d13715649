use std::collections::BTreeMap;

use actix_web::{get, web};
use platform::http::shared_json::SharedJson;
use platform::{ApiError, ApiResult, AppContext};
use rust_decimal::Decimal;
use sea_orm::{DatabaseConnection, DbErr, EntityTrait};
use serde::Serialize;
use utoipa::ToSchema;

use crate::entities::markets;
use crate::handlers::get_stock::market_cap;
use crate::lookup::{localized, quotes_for, sectors_by_id, stocks_of_market};
use crate::view_cache::{ViewCache, ViewError};
use platform::price::{Price, percent};

#[derive(Debug, Serialize, ToSchema)]
pub struct HeatmapStock {
    pub id: i64,
    pub symbol: String,
    pub name: String,
    #[schema(value_type = f64)]
    pub price: Price,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub change_percent: Option<Decimal>,
    pub market_cap: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct HeatmapSector {
    pub id: Option<i32>,
    pub name: String,
    /// Capitalisation-weighted change of the sector's stocks.
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub change_percent: Option<Decimal>,
    pub market_cap: i64,
    pub stocks: Vec<HeatmapStock>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct HeatmapView {
    pub market_id: i32,
    pub demo: bool,
    pub sectors: Vec<HeatmapSector>,
}

/// Sectors and their stocks sized by capitalisation and coloured by today's change; computed once
/// per market and language until prices change (see `view_cache`).
#[utoipa::path(tag = "market", params(("id" = i32, Path, description = "Market id")),
    responses((status = 200, body = HeatmapView), (status = 404)))]
#[get("/api/market-heatmap/{id}")]
pub async fn market_heatmap(ctx: web::Data<AppContext>, id: web::Path<i32>) -> ApiResult<SharedJson> {
    let market_id = id.into_inner();
    let cache = ViewCache::of(&ctx).map_err(ApiError::internal)?;
    let view = cache
        .heatmap(market_id, async {
            markets::Entity::find_by_id(market_id).one(&ctx.db).await?.ok_or(ViewError::NotFound)?;
            Ok(SharedJson::of(&compute_heatmap(&ctx.db, market_id).await?)?)
        })
        .await
        .map_err(ViewError::into_api_error)?;
    Ok(view)
}

async fn compute_heatmap(db: &DatabaseConnection, market_id: i32) -> Result<HeatmapView, DbErr> {
    let stocks = stocks_of_market(db, market_id).await?;
    let ids: Vec<i64> = stocks.iter().map(|s| s.id).collect();
    let quotes = quotes_for(db, &ids).await?;
    let sectors = sectors_by_id(db).await?;
    let demo = stocks.iter().any(|s| s.is_demo);

    let mut groups: BTreeMap<Option<i32>, Vec<HeatmapStock>> = BTreeMap::new();
    for s in &stocks {
        let Some(q) = quotes.get(&s.id) else { continue };
        groups.entry(s.sector_id).or_default().push(HeatmapStock {
            id: s.id,
            symbol: s.symbol.clone(),
            name: localized(&s.name_ar, &s.name_en).to_owned(),
            price: Price(q.price),
            change_percent: Price(q.price).change_percent_from(Price(q.previous_close)),
            market_cap: market_cap(q.price, s.shares_outstanding),
        });
    }
    let mut out: Vec<HeatmapSector> = groups
        .into_iter()
        .map(|(sector_id, mut members)| {
            members.sort_by_key(|m| std::cmp::Reverse(m.market_cap.unwrap_or_default()));
            let cap: i64 = members.iter().filter_map(|m| m.market_cap).sum();
            let weighted: Decimal = members.iter().filter_map(|m| Some(m.change_percent? * Decimal::from(m.market_cap?))).sum();
            let name = crate::lookup::sector_name(&sectors, sector_id);
            HeatmapSector {
                id: sector_id,
                name,
                change_percent: (cap > 0).then(|| (weighted / Decimal::from(cap)).round_dp(2)),
                market_cap: cap,
                stocks: members,
            }
        })
        .collect();
    out.sort_by_key(|s| std::cmp::Reverse(s.market_cap));
    Ok(HeatmapView { market_id, demo, sectors: out })
}
