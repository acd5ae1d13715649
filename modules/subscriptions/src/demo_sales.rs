//! Demo data only: a demo subscriber's past purchase of an analyst's list, written as a captured
//! sandbox payment with its period and invoice, so the demo's analyst statement has a month to
//! show. Real purchases go through the checkout.

use chrono::Utc;
use platform::AppContext;
use platform::ports::DemoSale;
use platform::ports::PaymentStatus;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, DbErr, EntityTrait, QueryFilter};

use crate::entities::{payments, plans};
use crate::money::Price;
use crate::payment_state::record;
use crate::periods::period;

pub async fn record_sale(ctx: &AppContext, package: crate::entities::packages::Model, sale: &DemoSale) -> Result<bool, DbErr> {
    let key = format!("demo-sale-{}-{}-{}", package.id, sale.subscriber_id, sale.paid_at.format("%Y%m%d"));
    if crate::checkout::existing(&ctx.db, sale.subscriber_id, &key).await?.is_some() {
        return Ok(false);
    }
    let Some(plan) = plans::Entity::find()
        .filter(plans::Column::PackageId.eq(package.id))
        .filter(plans::Column::PlanType.eq(&sale.plan_type))
        .filter(plans::Column::Active.eq(true))
        .one(&ctx.db)
        .await?
    else {
        return Ok(false);
    };
    let price = Price::of(plan.price_halalas, package.discount_percent, None);
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let payment = payments::ActiveModel {
        user_id: Set(sale.subscriber_id),
        plan_id: Set(plan.id),
        package_id: Set(package.id),
        product: Set(package.product.clone()),
        product_ref: Set(package.product_ref),
        owner_id: Set(package.owner_id),
        plan_type: Set(plan.plan_type.clone()),
        duration_days: Set(plan.duration_days),
        coupon_id: Set(None),
        idempotency_key: Set(key),
        provider: Set("sandbox".into()),
        method: Set("mada".into()),
        status: Set(PaymentStatus::Paid),
        list_halalas: Set(price.list_halalas),
        discount_halalas: Set(price.discount_halalas),
        total_halalas: Set(price.total_halalas),
        vat_halalas: Set(price.vat_halalas),
        net_halalas: Set(price.net_halalas),
        credit_halalas: Set(0),
        replaces: Set(None),
        provider_ref: Set(None),
        redirect_url: Set(None),
        failure_reason: Set(None),
        subscription_id: Set(None),
        created_at: Set(sale.paid_at),
        updated_at: Set(Utc::now()),
        paid_at: Set(Some(sale.paid_at)),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    record(&txn, payment.id, None, PaymentStatus::Paid, &platform::lifecycle::Actor::Seed, "demo data").await?;
    let days = plan.duration_days.unwrap_or(30);
    let started =
        period(&payment, &package, crate::entities::subscriptions::SubscriptionSource::Paid, sale.paid_at, days).insert(&txn).await?;
    let mut paid: payments::ActiveModel = payment.into();
    paid.subscription_id = Set(Some(started.id));
    let payment = paid.update(&txn).await?;
    txn.commit().await?;
    if let Err(e) = crate::invoices::issue(ctx, &payment).await {
        tracing::warn!(error = %e, payment = payment.id, "could not issue the demo sale's invoice");
    }
    Ok(true)
}
