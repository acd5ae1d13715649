use actix_web::{get, web};
use chrono::{DateTime, Utc};
use platform::i18n::{Lang, current_lang};
use platform::price::{Price, PriceChange};
use platform::requirements::Granted;
use platform::{ApiError, ApiResponse, ApiResult, AppContext, messages};
use rust_decimal::Decimal;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::access;
use crate::entities::transactions;
use crate::history::{Entry, kind};
use crate::views::bp_percent;

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(rename_all = "camelCase")]
pub struct LogsQuery {
    /// The list.
    pub listing_id: i64,
    /// buy, sell, edit, dividends or comments.
    #[serde(rename = "type")]
    #[param(rename = "type")]
    pub kind: Option<String>,
    /// In the symbol or the company's name.
    pub search: Option<String>,
}

/// One entry of a list's history (spec §3 "Transaction history entry"), with its place in the
/// hash chain.
#[derive(Debug, Serialize, ToSchema)]
pub struct HistoryEntryView {
    pub seq: i64,
    #[serde(rename = "type")]
    pub kind: String,
    /// order_placed, filled, order_cancelled, order_edited, rating_edited, credited or commented.
    pub action: String,
    pub time: DateTime<Utc>,
    pub rating_id: Option<i64>,
    pub order_id: Option<i64>,
    pub listing_id: Option<i64>,
    pub symbol: Option<String>,
    pub company: Option<String>,
    pub order_kind: Option<String>,
    pub shares: Option<i64>,
    #[schema(value_type = Option<f64>)]
    pub limit_price: Option<Price>,
    #[schema(value_type = Option<f64>)]
    pub entry_price: Option<Price>,
    #[schema(value_type = Option<f64>)]
    pub average_cost: Option<Price>,
    #[schema(value_type = Option<f64>)]
    pub fill_price: Option<Price>,
    #[schema(value_type = Option<f64>)]
    #[serde(serialize_with = "platform::price::percent")]
    pub change_percent: Option<Decimal>,
    #[schema(value_type = Option<f64>)]
    #[serde(serialize_with = "platform::price::percent")]
    pub entry_percentage: Option<Decimal>,
    #[schema(value_type = Option<f64>)]
    #[serde(serialize_with = "platform::price::percent")]
    pub current_percentage: Option<Decimal>,
    #[schema(value_type = Option<f64>)]
    pub exit_price: Option<Price>,
    /// full or partial.
    pub sell_status: Option<String>,
    pub exit_reason: Option<String>,
    pub ex_date: Option<String>,
    #[schema(value_type = Option<f64>)]
    pub dividend_per_share: Option<Price>,
    #[schema(value_type = Option<f64>)]
    pub dividend_amount: Option<Price>,
    #[schema(value_type = Option<f64>)]
    pub profit: Option<PriceChange>,
    pub text: Option<String>,
    #[schema(value_type = f64)]
    pub cash: Price,
    pub prev_hash: String,
    pub hash: String,
}

pub fn entry_view(row: &transactions::Model, e: Entry, lang: Lang) -> HistoryEntryView {
    let company = match lang {
        Lang::Ar => e.company_ar,
        Lang::En => e.company_en,
    };
    HistoryEntryView {
        seq: row.seq,
        kind: e.kind,
        action: e.action,
        time: row.created_at,
        rating_id: e.rating_id,
        order_id: e.order_id,
        listing_id: e.stock_id,
        symbol: e.symbol,
        company,
        order_kind: e.order_kind,
        shares: e.shares,
        limit_price: e.limit_price.map(Price),
        entry_price: e.entry_price.map(Price),
        average_cost: e.average_cost.map(Price),
        fill_price: e.fill_price.map(Price),
        change_percent: e.change_bp.map(bp_percent),
        entry_percentage: e.entry_percent_bp.map(bp_percent),
        current_percentage: e.current_percent_bp.map(bp_percent),
        exit_price: e.exit_price.map(Price),
        sell_status: e.sell_status,
        exit_reason: e.exit_reason,
        ex_date: e.ex_date,
        dividend_per_share: e.dividend_per_share.map(Price),
        dividend_amount: e.dividend_amount.map(Price),
        profit: e.profit.map(PriceChange),
        text: e.text,
        cash: Price(e.cash),
        prev_hash: row.prev_hash.clone(),
        hash: row.hash.clone(),
    }
}

/// The entries `query` asks for, newest first, when `granted` may read the list.
pub async fn entries(ctx: &AppContext, granted: &Granted, query: &LogsQuery) -> ApiResult<Vec<HistoryEntryView>> {
    let kinds = [kind::BUY, kind::SELL, kind::EDIT, kind::DIVIDENDS, kind::COMMENTS];
    let wanted = query.kind.as_deref().filter(|k| !k.is_empty());
    if wanted.is_some_and(|k| !kinds.contains(&k)) {
        return Err(ApiError::field("type", messages::FIELD_UNKNOWN_VALUE));
    }
    let list = access::rating_list(ctx, Some(&granted.user), query.listing_id).await?;
    list.require_readable(granted)?;
    let mut find = transactions::Entity::find().filter(transactions::Column::ListId.eq(list.id));
    if let Some(k) = wanted {
        find = find.filter(transactions::Column::Kind.eq(k));
    }
    let rows = find.order_by_desc(transactions::Column::Seq).all(&ctx.db).await?;
    let needle = query.search.as_deref().map(|s| s.trim().to_lowercase()).filter(|s| !s.is_empty());
    let lang = current_lang();
    let mut out = Vec::new();
    for row in &rows {
        let entry: Entry = serde_json::from_str(&row.body).map_err(ApiError::internal)?;
        if let Some(n) = &needle {
            let hay = [&entry.symbol, &entry.company_ar, &entry.company_en];
            if !hay.iter().any(|h| h.as_deref().is_some_and(|t| t.to_lowercase().contains(n.as_str()))) {
                continue;
            }
        }
        out.push(entry_view(row, entry, lang));
    }
    Ok(out)
}

/// A list's history, newest first, optionally of one type and matching a stock: its analyst,
/// staff and its subscribers; others get 999.
#[utoipa::path(tag = "ratings", security(("bearer" = [])), params(LogsQuery),
    responses((status = 200, body = Vec<HistoryEntryView>), (status = 401), (status = 404), (status = 422)),
    extensions(("x-business-codes" = json!(["999"]))))]
#[get("/api/rating/logs")]
pub async fn list_history(
    granted: Granted,
    ctx: web::Data<AppContext>,
    query: web::Query<LogsQuery>,
) -> ApiResult<ApiResponse<Vec<HistoryEntryView>>> {
    Ok(ApiResponse::ok(entries(&ctx, &granted, &query).await?))
}
