use actix_web::{HttpResponse, get, web};
use platform::http::csv_file::{self, CsvFile};
use platform::i18n::{Lang, current_lang};
use platform::requirements::Granted;
use platform::{ApiResult, AppContext};

use super::list_history::{HistoryEntryView, LogsQuery, entries};

const HEADERS_AR: [&str; 25] = [
    "الرقم",
    "الوقت",
    "النوع",
    "الإجراء",
    "الرمز",
    "الشركة",
    "عدد الأسهم",
    "نوع الأمر",
    "السعر المحدد",
    "سعر التنفيذ",
    "سعر الدخول",
    "متوسط التكلفة",
    "التغير %",
    "نسبة الدخول %",
    "النسبة الحالية %",
    "سعر الخروج",
    "حالة البيع",
    "سبب الخروج",
    "تاريخ الاستحقاق",
    "التوزيع للسهم",
    "مبلغ التوزيع",
    "الربح أو الخسارة",
    "النقد بعد العملية",
    "ملاحظات",
    "البصمة (SHA-256)",
];
const HEADERS_EN: [&str; 25] = [
    "Seq",
    "Time",
    "Type",
    "Action",
    "Symbol",
    "Company",
    "Shares",
    "Order type",
    "Limit price",
    "Fill price",
    "Entry price",
    "Average cost",
    "Change %",
    "Entry %",
    "Current %",
    "Exit price",
    "Sell status",
    "Exit reason",
    "Ex-date",
    "Dividend per share",
    "Dividend amount",
    "Profit or loss",
    "Cash after",
    "Notes",
    "Hash (SHA-256)",
];

fn text<T: ToString>(value: Option<T>) -> String {
    value.map(|v| v.to_string()).unwrap_or_default()
}

fn price(value: Option<platform::price::Price>) -> String {
    text(value.map(|p| p.to_decimal()))
}

fn record(e: &HistoryEntryView) -> Vec<String> {
    vec![
        e.seq.to_string(),
        e.time.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
        e.kind.clone(),
        e.action.clone(),
        text(e.symbol.as_ref()),
        text(e.company.as_ref()),
        text(e.shares),
        text(e.order_kind.as_ref()),
        price(e.limit_price),
        price(e.fill_price),
        price(e.entry_price),
        price(e.average_cost),
        text(e.change_percent),
        text(e.entry_percentage),
        text(e.current_percentage),
        price(e.exit_price),
        text(e.sell_status.as_ref()),
        text(e.exit_reason.as_ref()),
        text(e.ex_date.as_ref()),
        price(e.dividend_per_share),
        price(e.dividend_amount),
        text(e.profit.map(|p| rust_decimal::Decimal::new(p.0, 4).normalize())),
        price(Some(e.cash)),
        text(e.text.as_ref()),
        e.hash.clone(),
    ]
}

/// A list's history as CSV, with every entry's hash so the file can be checked against the
/// public verification; its readers only.
#[utoipa::path(tag = "ratings", security(("bearer" = [])), params(LogsQuery),
    responses((status = 200, content_type = "text/csv", body = String), (status = 401), (status = 404)),
    extensions(("x-business-codes" = json!(["999"]))))]
#[get("/api/rating/logs.csv")]
pub async fn export_history(granted: Granted, ctx: web::Data<AppContext>, query: web::Query<LogsQuery>) -> ApiResult<HttpResponse> {
    let rows = entries(&ctx, &granted, &query).await?;
    let mut file = CsvFile::new();
    file.row(if current_lang() == Lang::Ar { HEADERS_AR } else { HEADERS_EN })?;
    for e in rows.iter().rev() {
        file.row(record(e))?;
    }
    let body = file.finish()?;
    Ok(csv_file::download(body, &format!("eva-list-{}-history.csv", query.listing_id)))
}
