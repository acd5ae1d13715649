//! Staff see payments with every move they made, and refund paid ones.

use platform::ports::PaymentStatus;
use std::collections::HashMap;

use actix_web::{get, post, web};
use chrono::{DateTime, Utc};
use platform::auth::Staff;
use platform::entities::users;
use platform::http::response::PageQuery;
use platform::{ApiError, ApiResponse, ApiResult, AppContext, Paginated};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::entities::{packages, payment_transitions, payments};
use crate::invoices::credit_notes;
use crate::messages::REFUND_REASON_REQUIRED;
use crate::providers::Providers;
use crate::refunds::{RefundRequest, refund};
use crate::views::{CreditNoteLink, InvoiceLink};

const PER_PAGE: u64 = 30;

#[derive(Debug, Serialize, ToSchema)]
pub struct StaffPaymentView {
    pub id: i64,
    pub user_id: i64,
    pub user_email: String,
    pub package_name_ar: String,
    pub package_name_en: String,
    pub plan_type: String,
    pub product: String,
    pub product_ref: Option<i64>,
    pub provider: String,
    pub provider_ref: Option<String>,
    pub method: String,
    pub status: PaymentStatus,
    pub list_halalas: i64,
    pub discount_halalas: i64,
    pub total_halalas: i64,
    pub vat_halalas: i64,
    pub net_halalas: i64,
    pub failure_reason: Option<String>,
    pub created_at: DateTime<Utc>,
    pub paid_at: Option<DateTime<Utc>>,
    /// What went back (VAT included): 0, part of the total, or all of it.
    pub refunded_halalas: i64,
    pub refund_reason: Option<String>,
    pub refunded_at: Option<DateTime<Utc>>,
    /// What staff may still refund now: the total of a paid payment nothing of which was
    /// refunded; 0 otherwise (a payment is refunded once).
    pub refundable_halalas: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TransitionView {
    pub from_status: Option<String>,
    pub to_status: String,
    /// user:ID, provider:NAME, webhook:NAME, staff:ID or system.
    pub actor: String,
    /// The person's name when the actor is a user or a staff member.
    pub actor_name: Option<String>,
    pub detail: String,
    pub at: DateTime<Utc>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct StaffPaymentDetail {
    pub payment: StaffPaymentView,
    /// Oldest first.
    pub transitions: Vec<TransitionView>,
    /// The simplified tax invoice, once paid.
    pub invoice: Option<InvoiceLink>,
    /// The credit note against the invoice, once refunded.
    pub credit_note: Option<CreditNoteLink>,
}

fn view(p: payments::Model, email: Option<&String>, package: Option<&packages::Model>) -> StaffPaymentView {
    let refundable = if p.status == PaymentStatus::Paid && p.refunded_halalas == 0 { p.total_halalas } else { 0 };
    StaffPaymentView {
        id: p.id,
        user_id: p.user_id,
        user_email: email.cloned().unwrap_or_default(),
        package_name_ar: package.map(|k| k.name_ar.clone()).unwrap_or_default(),
        package_name_en: package.map(|k| k.name_en.clone()).unwrap_or_default(),
        plan_type: p.plan_type,
        product: p.product,
        product_ref: p.product_ref,
        provider: p.provider,
        provider_ref: p.provider_ref,
        method: p.method,
        status: p.status,
        list_halalas: p.list_halalas,
        discount_halalas: p.discount_halalas,
        total_halalas: p.total_halalas,
        vat_halalas: p.vat_halalas,
        net_halalas: p.net_halalas,
        failure_reason: p.failure_reason,
        created_at: p.created_at,
        paid_at: p.paid_at,
        refundable_halalas: refundable,
        refunded_halalas: p.refunded_halalas,
        refund_reason: p.refund_reason,
        refunded_at: p.refunded_at,
    }
}

async fn views(ctx: &AppContext, rows: Vec<payments::Model>) -> ApiResult<Vec<StaffPaymentView>> {
    let emails: HashMap<i64, String> = users::Entity::find()
        .filter(users::Column::Id.is_in(rows.iter().map(|p| p.user_id)))
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(|u| (u.id, u.email))
        .collect();
    let names: HashMap<i64, packages::Model> = packages::Entity::find()
        .filter(packages::Column::Id.is_in(rows.iter().map(|p| p.package_id)))
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(|p| (p.id, p))
        .collect();
    Ok(rows
        .into_iter()
        .map(|p| {
            let (e, k) = (emails.get(&p.user_id), names.get(&p.package_id));
            view(p, e, k)
        })
        .collect())
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PaymentFilter {
    /// initiated, pending, paid, failed, cancelled or refunded.
    pub status: Option<String>,
    /// One user's payments only.
    pub user_id: Option<i64>,
}

/// Payments, newest first, optionally by status and of one user.
#[utoipa::path(tag = "subscriptions", security(("bearer" = [])), params(PageQuery, PaymentFilter),
    responses((status = 200, body = Vec<StaffPaymentView>), (status = 401), (status = 403)))]
#[get("/api/staff/payments")]
pub async fn list_staff_payments(
    _staff: Staff,
    ctx: web::Data<AppContext>,
    page: web::Query<PageQuery>,
    filter: web::Query<PaymentFilter>,
) -> ApiResult<Paginated<StaffPaymentView>> {
    let mut query = payments::Entity::find();
    if let Some(status) = filter.status.as_deref().filter(|s| !s.is_empty()) {
        query = query.filter(payments::Column::Status.eq(status));
    }
    if let Some(user_id) = filter.user_id {
        query = query.filter(payments::Column::UserId.eq(user_id));
    }
    let total = query.clone().count(&ctx.db).await?;
    let rows = query.order_by_desc(payments::Column::Id).offset(page.offset(PER_PAGE)).limit(page.per_page(PER_PAGE)).all(&ctx.db).await?;
    Ok(Paginated::new(views(&ctx, rows).await?, page.page(), page.per_page(PER_PAGE), total))
}

async fn detail(ctx: &AppContext, id: i64) -> ApiResult<StaffPaymentDetail> {
    let payment = payments::Entity::find_by_id(id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    let rows = payment_transitions::Entity::find()
        .filter(payment_transitions::Column::PaymentId.eq(id))
        .order_by_asc(payment_transitions::Column::Id)
        .all(&ctx.db)
        .await?;
    let person = |actor: &str| platform::lifecycle::Actor::parse(actor).and_then(|a| a.person());
    let people: Vec<i64> = rows.iter().filter_map(|t| person(&t.actor)).collect();
    let names = users::names_of(&ctx.db, people).await?;
    let transitions: Vec<TransitionView> = rows
        .into_iter()
        .map(|t| TransitionView {
            actor_name: person(&t.actor).and_then(|id| names.get(&id).cloned()),
            from_status: t.from_state,
            to_status: t.to_state,
            actor: t.actor,
            detail: t.detail,
            at: t.at,
        })
        .collect();
    let invoice = crate::invoices::of_payment(&ctx.db, id).await?.as_ref().map(InvoiceLink::of);
    let mut credit_note = credit_notes::of_payment(&ctx.db, id).await?;
    // A refund whose credit note could not be issued then is issued now.
    if credit_note.is_none() && invoice.is_some() && (payment.status == PaymentStatus::Refunded || payment.refunded_halalas > 0) {
        let refunded_by = transitions.iter().rev().find(|t| t.detail.contains("refunded")).map_or("", |t| t.actor.as_str());
        credit_notes::issue_after_refund(ctx, &payment, credit_notes::reason_of(refunded_by)).await;
        credit_note = credit_notes::of_payment(&ctx.db, id).await?;
    }
    let credit_note = credit_note.as_ref().map(CreditNoteLink::of);
    let payment = views(ctx, vec![payment]).await?.into_iter().next().ok_or_else(ApiError::not_found)?;
    Ok(StaffPaymentDetail { payment, transitions, invoice, credit_note })
}

/// One payment with every move it made.
#[utoipa::path(tag = "subscriptions", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = StaffPaymentDetail), (status = 401), (status = 403), (status = 404)))]
#[get("/api/staff/payments/{id}")]
pub async fn get_staff_payment(
    _staff: Staff,
    ctx: web::Data<AppContext>,
    id: web::Path<i64>,
) -> ApiResult<ApiResponse<StaffPaymentDetail>> {
    Ok(ApiResponse::ok(detail(&ctx, *id).await?))
}

/// What staff refund.
#[derive(Debug, Deserialize, ToSchema)]
pub struct RefundBody {
    /// Part of the total to give back, VAT included; the whole total when absent.
    pub amount_halalas: Option<i64>,
    /// Why, kept with the payment (required).
    #[schema(max_length = 1000)]
    pub reason: Option<String>,
}

/// Refunds a paid payment through its provider, once: the whole of it (what it bought ends now)
/// or part of it (it runs on), with a reason; a credit note documents the amount.
#[utoipa::path(tag = "subscriptions", security(("bearer" = [])), params(("id" = i64, Path)), request_body = RefundBody,
    responses((status = 200, body = StaffPaymentDetail), (status = 401), (status = 403), (status = 404), (status = 409), (status = 422, body = platform::http::error::ErrorBody), (status = 503)))]
#[post("/api/staff/payments/{id}/refund")]
pub async fn refund_staff_payment(
    staff: Staff,
    ctx: web::Data<AppContext>,
    id: web::Path<i64>,
    body: web::Json<RefundBody>,
) -> ApiResult<ApiResponse<StaffPaymentDetail>> {
    let reason = platform::validation::staff_reason(body.reason.as_deref(), REFUND_REASON_REQUIRED)?;
    let providers = Providers::shared(&ctx)?;
    refund(&ctx, &providers, *id, staff.id(), RefundRequest { amount_halalas: body.amount_halalas, reason: &reason }).await?;
    Ok(ApiResponse::ok(detail(&ctx, *id).await?))
}
