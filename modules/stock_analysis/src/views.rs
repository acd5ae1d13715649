//! What the screens read about requests.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use platform::ports::{MarketData, StockRef};
use platform::price::Price;
use platform::{ApiResult, AppContext, Lang};
use rust_decimal::Decimal;
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::entities::{documents, request_stocks, requests};
use crate::kinds::AnalysisType;
use crate::packages;
use crate::review::sla::{Clock, SlaState};

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct AnalysisTypeView {
    /// financial, technical or comprehensive.
    pub key: String,
    pub name: String,
    /// What the document covers.
    pub help: String,
}

impl AnalysisTypeView {
    pub fn of(t: AnalysisType, lang: Lang) -> Self {
        Self { key: t.key().to_owned(), name: t.name().text(lang).to_owned(), help: t.help().text(lang).to_owned() }
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct RequestStockView {
    pub stock_id: i64,
    pub symbol: String,
    pub name: String,
    /// TASI, NOMU or US.
    pub market: String,
    pub owns_stock: bool,
    #[schema(value_type = Option<f64>)]
    pub average_price: Option<Price>,
    pub quantity: Option<i64>,
    /// Percent with two decimals.
    #[schema(value_type = Option<f64>)]
    #[serde(serialize_with = "platform::price::percent")]
    pub portfolio_percentage: Option<Decimal>,
}

/// The document of one stock of a request.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct AnalysisDocumentView {
    pub id: i64,
    pub stock_id: i64,
    pub symbol: String,
    pub name: String,
    /// drafted (waiting for the analyst) or approved.
    pub status: String,
    pub pages: i32,
    pub drafted_at: DateTime<Utc>,
    pub approved_at: Option<DateTime<Utc>>,
    /// The analyst's view; the client reads it once the document is delivered.
    pub commentary: String,
    /// Where this reader downloads the PDF: the client once it is approved, reviewers always.
    pub download_url: Option<String>,
}

/// The 72-hour clock of a request as the screens show it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SlaView {
    pub state: SlaState,
    /// Whole hours until due, negative once overdue; null when not paid or delivered.
    pub hours_left: Option<i64>,
    pub reminded_at: Option<DateTime<Utc>>,
    pub escalated_at: Option<DateTime<Utc>>,
}

/// Who reads a request: what the documents show depends on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reader {
    /// The client who asked for it: approved documents only.
    Client,
    /// Its analyst or staff: drafts too, and the commentary before delivery.
    Reviewer,
}

/// A request as its client and staff see it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct AnalysisRequestView {
    pub id: i64,
    pub package_id: i64,
    pub package_name: String,
    pub analysis_type: AnalysisTypeView,
    pub status: requests::RequestStatus,
    pub full_name: String,
    pub email: String,
    pub phone: String,
    pub extra_info: String,
    pub stocks: Vec<RequestStockView>,
    /// One per stock once drafted.
    pub documents: Vec<AnalysisDocumentView>,
    pub created_at: DateTime<Utc>,
    /// When the 72 hours started.
    pub paid_at: Option<DateTime<Utc>>,
    /// When it is due: payment plus 72 hours.
    pub due_at: Option<DateTime<Utc>>,
    pub delivered_at: Option<DateTime<Utc>>,
    pub sla: SlaView,
    /// The analyst who reviews it, once assigned.
    pub analyst_id: Option<i64>,
    pub analyst_name: Option<String>,
    /// The plans that pay for it (while it waits for payment).
    pub plan_ids: Vec<i64>,
}

fn stock_view(row: &request_stocks::Model, stocks: &HashMap<i64, StockRef>, lang: Lang) -> RequestStockView {
    let stock = stocks.get(&row.stock_id);
    RequestStockView {
        stock_id: row.stock_id,
        symbol: stock.map(|s| s.symbol.clone()).unwrap_or_default(),
        name: stock.map(|s| if lang == Lang::Ar { s.name_ar.clone() } else { s.name_en.clone() }).unwrap_or_default(),
        market: stock.map(|s| s.market.code().to_owned()).unwrap_or_default(),
        owns_stock: row.owns_stock,
        average_price: row.average_price.map(Price),
        quantity: row.quantity,
        portfolio_percentage: row.portfolio_bp.map(|bp| Decimal::new(i64::from(bp), 2)),
    }
}

fn document_view(
    d: documents::Model,
    stocks: &HashMap<i64, StockRef>,
    lang: Lang,
    reader: Reader,
    delivered: bool,
) -> AnalysisDocumentView {
    let stock = stocks.get(&d.stock_id);
    let downloadable = match reader {
        Reader::Client => d.file_key.is_some(),
        Reader::Reviewer => true,
    };
    AnalysisDocumentView {
        id: d.id,
        stock_id: d.stock_id,
        symbol: stock.map(|s| s.symbol.clone()).unwrap_or_default(),
        name: stock.map(|s| s.name(lang).to_owned()).unwrap_or_default(),
        status: d.status,
        pages: d.pages,
        drafted_at: d.drafted_at,
        approved_at: d.approved_at,
        commentary: if reader == Reader::Reviewer || delivered { d.commentary } else { String::new() },
        download_url: downloadable.then(|| format!("/api/stock-analysis/documents/{}/download", d.id)),
    }
}

/// One request as `reader` sees it.
pub async fn view(ctx: &AppContext, row: requests::Model, lang: Lang, reader: Reader) -> ApiResult<AnalysisRequestView> {
    views(ctx, vec![row], lang, reader).await?.pop().ok_or_else(platform::ApiError::not_found)
}

/// `rows` with their stocks, documents, packages and analysts, in the reader's language.
pub async fn views(ctx: &AppContext, rows: Vec<requests::Model>, lang: Lang, reader: Reader) -> ApiResult<Vec<AnalysisRequestView>> {
    use platform::entities::users;
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
    let now = Utc::now();
    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let mut items: HashMap<i64, Vec<request_stocks::Model>> = HashMap::new();
    for row in request_stocks::Entity::find()
        .filter(request_stocks::Column::RequestId.is_in(ids))
        .order_by_asc(request_stocks::Column::Id)
        .all(&ctx.db)
        .await?
    {
        items.entry(row.request_id).or_default().push(row);
    }
    let stock_ids: Vec<i64> = items.values().flatten().map(|s| s.stock_id).collect();
    let stocks = ctx.required_port::<dyn MarketData>()?.stocks(&stock_ids).await?;
    let delivered: HashMap<i64, bool> = rows.iter().map(|r| (r.id, r.status == requests::RequestStatus::Delivered)).collect();
    let mut docs: HashMap<i64, Vec<AnalysisDocumentView>> = HashMap::new();
    for d in documents::Entity::find()
        .filter(documents::Column::RequestId.is_in(rows.iter().map(|r| r.id)))
        .order_by_asc(documents::Column::Id)
        .all(&ctx.db)
        .await?
    {
        let done = delivered.get(&d.request_id).copied().unwrap_or(false);
        docs.entry(d.request_id).or_default().push(document_view(d, &stocks, lang, reader, done));
    }
    let analyst_ids: Vec<i64> = rows.iter().filter_map(|r| r.analyst_id).collect();
    let analysts = users::names_of(&ctx.db, analyst_ids).await?;
    let on_sale: Vec<Value> = packages::on_sale(ctx).await?;
    Ok(rows
        .into_iter()
        .map(|r| {
            let package = packages::find(&on_sale, r.package_id);
            let waiting = r.status == requests::RequestStatus::AwaitingPayment;
            let clock = Clock { paid_at: r.paid_at, due_at: r.due_at, delivered_at: r.delivered_at };
            AnalysisRequestView {
                id: r.id,
                package_id: r.package_id,
                package_name: package.map(packages::name).unwrap_or_default(),
                analysis_type: AnalysisTypeView::of(AnalysisType::parse(&r.analysis_type).unwrap_or(AnalysisType::Comprehensive), lang),
                status: r.status,
                full_name: r.full_name,
                email: r.email,
                phone: r.phone,
                extra_info: r.extra_info,
                stocks: items.get(&r.id).map(|s| s.iter().map(|row| stock_view(row, &stocks, lang)).collect()).unwrap_or_default(),
                documents: docs.remove(&r.id).unwrap_or_default(),
                created_at: r.created_at,
                paid_at: r.paid_at,
                due_at: r.due_at,
                delivered_at: r.delivered_at,
                sla: SlaView {
                    state: clock.state(now),
                    hours_left: clock.hours_left(now),
                    reminded_at: r.reminded_at,
                    escalated_at: r.escalated_at,
                },
                analyst_id: r.analyst_id,
                analyst_name: r.analyst_id.and_then(|id| analysts.get(&id).cloned()),
                plan_ids: match package {
                    Some(p) if waiting => {
                        p["plans"].as_array().map(|plans| plans.iter().filter_map(|plan| plan["id"].as_i64()).collect()).unwrap_or_default()
                    }
                    _ => Vec::new(),
                },
            }
        })
        .collect())
}
