use std::collections::HashMap;

use crate::entities::subscriptions::SubscriptionSource;
use actix_web::{get, web};
use chrono::Utc;
use platform::auth::{SignedIn, Staff};
use platform::i18n::current_lang;
use platform::{ApiResponse, ApiResult, AppContext};
use sea_orm::{ColumnTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, QueryOrder};

use crate::entities::{credit_notes, invoices, packages, plans, subscriptions};
use crate::views::{CreditNoteLink, InvoiceLink, SubscriptionView};

/// All of a user's subscriptions, newest first.
pub async fn of_user(db: &DatabaseConnection, user_id: i64) -> Result<Vec<SubscriptionView>, DbErr> {
    let lang = current_lang();
    let now = Utc::now();
    let rows = subscriptions::Entity::find()
        .filter(subscriptions::Column::UserId.eq(user_id))
        .order_by_desc(subscriptions::Column::StartsAt)
        .order_by_desc(subscriptions::Column::Id)
        .all(db)
        .await?;
    let package_ids: Vec<i64> = rows.iter().map(|s| s.package_id).collect();
    let plan_ids: Vec<i64> = rows.iter().filter_map(|s| s.plan_id).collect();
    let package_rows: HashMap<i64, packages::Model> =
        packages::Entity::find().filter(packages::Column::Id.is_in(package_ids)).all(db).await?.into_iter().map(|p| (p.id, p)).collect();
    let buyable: Vec<i64> = plans::Entity::find()
        .filter(plans::Column::Id.is_in(plan_ids))
        .filter(plans::Column::Active.eq(true))
        .all(db)
        .await?
        .iter()
        .map(|p| p.id)
        .collect();
    // Invoices and credit notes: one query each for all rows; the links go on the paid
    // subscription (its bonus shares the payment).
    let paid_payments: Vec<i64> = rows.iter().filter(|s| s.source == SubscriptionSource::Paid).filter_map(|s| s.payment_id).collect();
    let (mut invoice_rows, mut note_rows): (HashMap<i64, invoices::Model>, HashMap<i64, credit_notes::Model>) = if paid_payments.is_empty()
    {
        (HashMap::new(), HashMap::new())
    } else {
        let invoice_rows = invoices::Entity::find().filter(invoices::Column::PaymentId.is_in(paid_payments.clone())).all(db).await?;
        let note_rows = credit_notes::Entity::find().filter(credit_notes::Column::PaymentId.is_in(paid_payments)).all(db).await?;
        (invoice_rows.into_iter().map(|i| (i.payment_id, i)).collect(), note_rows.into_iter().map(|n| (n.payment_id, n)).collect())
    };
    Ok(rows
        .iter()
        .map(|s| {
            let package = package_rows.get(&s.package_id);
            let renewable = s.source == SubscriptionSource::Paid
                && !crate::catalogue::is_one_off(&s.product)
                && package.is_some_and(|p| p.active)
                && s.plan_id.is_some_and(|id| buyable.contains(&id));
            let paid_with = s.payment_id.filter(|_| s.source == SubscriptionSource::Paid);
            let invoice = paid_with.and_then(|p| invoice_rows.remove(&p)).map(|i| InvoiceLink::of(&i));
            let credit_note = paid_with.and_then(|p| note_rows.remove(&p)).map(|n| CreditNoteLink::of(&n));
            SubscriptionView::of(s, package, renewable, (invoice, credit_note), lang, now)
        })
        .collect())
}

/// The user's subscriptions, active and expired, newest first.
#[utoipa::path(tag = "subscriptions", security(("bearer" = [])), responses((status = 200, body = Vec<SubscriptionView>), (status = 401)))]
#[get("/api/subscriptions")]
pub async fn list_subscriptions(user: SignedIn, ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<Vec<SubscriptionView>>> {
    Ok(ApiResponse::ok(of_user(&ctx.db, user.id()).await?))
}

/// One user's subscriptions, active and expired, newest first, for staff opening the account.
#[utoipa::path(tag = "subscriptions", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = Vec<SubscriptionView>), (status = 401), (status = 403)))]
#[get("/api/staff/users/{id}/subscriptions")]
pub async fn list_user_subscriptions(
    _staff: Staff,
    ctx: web::Data<AppContext>,
    id: web::Path<i64>,
) -> ApiResult<ApiResponse<Vec<SubscriptionView>>> {
    Ok(ApiResponse::ok(of_user(&ctx.db, *id).await?))
}
