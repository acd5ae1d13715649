use std::collections::HashMap;

use actix_web::{HttpResponse, get, web};
use chrono::{DateTime, NaiveDate, TimeZone, Utc};
use chrono_tz::Asia::Riyadh;
use platform::auth::Staff;
use platform::entities::users;
use platform::http::csv_file::{self, CsvFile};
use platform::validation::Validator;
use platform::{ApiError, ApiResult, AppContext, messages};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::entities::content_consents;
use crate::messages::{DATE_RANGE_REVERSED, INVALID_DATE, UNKNOWN_DOCUMENT};
use crate::ports::consents::is_document;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ExportQuery {
    /// The document's key (terms, privacy-policy, payment-terms, terms-analyst, disclaimer, risk-disclosure).
    pub document: Option<String>,
    /// First day, YYYY-MM-DD, Riyadh time.
    pub from: Option<String>,
    /// Last day (included), YYYY-MM-DD, Riyadh time.
    pub to: Option<String>,
}

/// A day as staff mean it: YYYY-MM-DD between 1900 and 2100.
fn day(v: &mut Validator, field: &str, value: Option<&str>) -> Option<NaiveDate> {
    let value = v.required(field, value)?;
    let parsed = NaiveDate::parse_from_str(value, "%Y-%m-%d").ok().filter(|d| (1900..=2100).contains(&chrono::Datelike::year(d)));
    v.check(field, parsed.is_some(), INVALID_DATE);
    parsed
}

/// Midnight starting `day` in Riyadh, in UTC.
fn start_of(day: NaiveDate) -> DateTime<Utc> {
    let midnight = day.and_hms_opt(0, 0, 0).unwrap_or_default();
    Riyadh.from_local_datetime(&midnight).earliest().map_or_else(|| midnight.and_utc(), |t| t.with_timezone(&Utc))
}

/// The acceptances of one document in a date range (Riyadh days, both included), as CSV:
/// who (id, name, email), which version, when (UTC) and from which address.
#[utoipa::path(tag = "content", security(("bearer" = [])), params(ExportQuery),
    responses((status = 200, content_type = "text/csv", body = String), (status = 401), (status = 403)))]
#[get("/api/staff/consents/export")]
pub async fn export_consents(_staff: Staff, ctx: web::Data<AppContext>, q: web::Query<ExportQuery>) -> ApiResult<HttpResponse> {
    let mut v = Validator::new();
    let document = v.required("document", q.document.as_deref());
    if let Some(d) = document {
        v.check("document", is_document(d), UNKNOWN_DOCUMENT);
    }
    let from = day(&mut v, "from", q.from.as_deref());
    let to = day(&mut v, "to", q.to.as_deref());
    if let (Some(f), Some(t)) = (from, to) {
        v.check("to", f <= t, DATE_RANGE_REVERSED);
    }
    v.finish()?;
    let (Some(document), Some(from), Some(to)) = (document, from, to) else {
        return Err(ApiError::unprocessable(messages::FILL_ALL_FIELDS));
    };
    let until = to.succ_opt().map_or_else(|| start_of(to) + chrono::Duration::days(1), start_of);
    let rows = content_consents::Entity::find()
        .filter(content_consents::Column::DocumentKey.eq(document))
        .filter(content_consents::Column::AcceptedAt.gte(start_of(from)))
        .filter(content_consents::Column::AcceptedAt.lt(until))
        .order_by_asc(content_consents::Column::AcceptedAt)
        .order_by_asc(content_consents::Column::Id)
        .all(&ctx.db)
        .await?;
    let mut ids: Vec<i64> = rows.iter().map(|r| r.user_id).collect();
    ids.sort_unstable();
    ids.dedup();
    let mut people: HashMap<i64, users::Model> = HashMap::new();
    for chunk in ids.chunks(500) {
        for u in users::Entity::find().filter(users::Column::Id.is_in(chunk.to_vec())).all(&ctx.db).await? {
            people.insert(u.id, u);
        }
    }

    let mut file = CsvFile::new();
    file.row(["user_id", "name", "email", "document", "version", "accepted_at_utc", "client_address"])?;
    for r in &rows {
        let person = people.get(&r.user_id);
        file.row([
            r.user_id.to_string(),
            person.map_or("", |p| p.name.as_str()).to_owned(),
            person.map_or("", |p| p.email.as_str()).to_owned(),
            r.document_key.clone(),
            r.version.to_string(),
            r.accepted_at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
            r.client_address.clone(),
        ])?;
    }
    Ok(csv_file::download(file.finish()?, &format!("consents-{document}-{from}-{to}.csv")))
}
