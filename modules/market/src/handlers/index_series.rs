use actix_web::{get, web};
use chrono::{Datelike, NaiveDate};
use platform::{ApiResponse, ApiResult, AppContext};
use rust_decimal::Decimal;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::entities::{index_bars, indices};
use crate::lookup::localized;
use platform::price::{Price, percent};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct IndexYearQuery {
    /// Calendar year; the current year of the data when absent.
    #[serde(default, deserialize_with = "platform::http::bounded::year")]
    #[param(minimum = 1900, maximum = 2100)]
    pub year: Option<i32>,
    /// Index codes, comma-separated (TASI,TASI_EW,NOMUC,SPX,NDX,DJI); all when absent.
    pub symbols: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MonthReturn {
    pub month: u32,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub return_percent: Option<Decimal>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct IndexReturn {
    pub code: String,
    pub name: String,
    pub year: i32,
    pub months: Vec<MonthReturn>,
    /// From the last close of the previous year (or the first of this one) to the latest.
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub year_to_date: Option<Decimal>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct IndexPoint {
    pub date: NaiveDate,
    #[schema(value_type = f64)]
    pub close: Price,
    /// The level rebased to 100 at the last close before the year (the year's starting level).
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub rebased: Option<Decimal>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct IndexSeries {
    pub code: String,
    pub name: String,
    pub points: Vec<IndexPoint>,
}

struct Loaded {
    index: indices::Model,
    /// The last close before the year, when there is one.
    before: Option<i64>,
    bars: Vec<index_bars::Model>,
}

async fn load(ctx: &AppContext, q: &IndexYearQuery) -> Result<(i32, Vec<Loaded>), sea_orm::DbErr> {
    let year = match q.year {
        Some(y) => y,
        None => index_bars::Entity::find().order_by_desc(index_bars::Column::Date).one(&ctx.db).await?.map_or(2026, |b| b.date.year()),
    };
    let wanted: Option<Vec<String>> =
        q.symbols.as_ref().map(|s| s.split(',').map(|c| c.trim().to_uppercase()).filter(|c| !c.is_empty()).collect());
    let mut select = indices::Entity::find();
    if let Some(codes) = &wanted {
        select = select.filter(indices::Column::Code.is_in(codes.clone()));
    }
    let (Some(from), Some(to)) = (NaiveDate::from_ymd_opt(year, 1, 1), NaiveDate::from_ymd_opt(year, 12, 31)) else {
        return Ok((year, Vec::new()));
    };
    let mut chosen = select.order_by_asc(indices::Column::Id).all(&ctx.db).await?;
    // In the order asked for, so clients can keep colours stable.
    if let Some(codes) = &wanted {
        chosen.sort_by_key(|i| codes.iter().position(|c| *c == i.code).unwrap_or(usize::MAX));
    }
    let mut out = Vec::new();
    for index in chosen {
        let bars = index_bars::Entity::find()
            .filter(index_bars::Column::IndexId.eq(index.id))
            .filter(index_bars::Column::Date.between(from, to))
            .order_by_asc(index_bars::Column::Date)
            .all(&ctx.db)
            .await?;
        if bars.is_empty() {
            continue;
        }
        let before = index_bars::Entity::find()
            .filter(index_bars::Column::IndexId.eq(index.id))
            .filter(index_bars::Column::Date.lt(from))
            .order_by_desc(index_bars::Column::Date)
            .one(&ctx.db)
            .await?
            .map(|b| b.close);
        out.push(Loaded { index, before, bars });
    }
    Ok((year, out))
}

/// Monthly and year-to-date returns of the indices in a year.
#[utoipa::path(tag = "market", params(IndexYearQuery), responses((status = 200, body = Vec<IndexReturn>)))]
#[get("/api/index-return")]
pub async fn index_return(ctx: web::Data<AppContext>, q: web::Query<IndexYearQuery>) -> ApiResult<ApiResponse<Vec<IndexReturn>>> {
    let (year, loaded) = load(&ctx, &q).await?;
    let out = loaded
        .into_iter()
        .map(|l| {
            let start = l.before.unwrap_or(l.bars[0].open);
            let mut months = Vec::new();
            let mut prev_close = start;
            for month in 1..=12 {
                let Some(last) = l.bars.iter().rfind(|b| b.date.month() == month) else { continue };
                months.push(MonthReturn { month, return_percent: Price(last.close).change_percent_from(Price(prev_close)) });
                prev_close = last.close;
            }
            let latest = l.bars.last().map_or(start, |b| b.close);
            IndexReturn {
                name: localized(&l.index.name_ar, &l.index.name_en).to_owned(),
                code: l.index.code,
                year,
                months,
                year_to_date: Price(latest).change_percent_from(Price(start)),
            }
        })
        .collect();
    Ok(ApiResponse::ok(out))
}

/// Index levels over a year, rebased to 100, to compare indices (e.g. TASI with its
/// equal-weight twin, or with the US indices).
#[utoipa::path(tag = "market", params(IndexYearQuery), responses((status = 200, body = Vec<IndexSeries>)))]
#[get("/api/global-index")]
pub async fn global_index(ctx: web::Data<AppContext>, q: web::Query<IndexYearQuery>) -> ApiResult<ApiResponse<Vec<IndexSeries>>> {
    let (_, loaded) = load(&ctx, &q).await?;
    let out = loaded
        .into_iter()
        .map(|l| {
            let start = l.before.unwrap_or(l.bars[0].open);
            IndexSeries {
                name: localized(&l.index.name_ar, &l.index.name_en).to_owned(),
                code: l.index.code,
                points: l
                    .bars
                    .iter()
                    .map(|b| IndexPoint {
                        date: b.date,
                        close: Price(b.close),
                        rebased: (start > 0).then(|| (Decimal::from(b.close) * Decimal::from(100) / Decimal::from(start)).round_dp(2)),
                    })
                    .collect(),
            }
        })
        .collect();
    Ok(ApiResponse::ok(out))
}
