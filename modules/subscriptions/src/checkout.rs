//! Checkout: the server prices the plan (package discount, coupon, VAT: the client's amount is
//! never asked for), holds the coupon, records the payment and hands it to the provider that
//! takes the chosen method. One attempt key per attempt: the same key again is the same payment.

use platform::ports::PaymentStatus;
use std::sync::Arc;

use chrono::Utc;
use platform::lifecycle::Actor;
use platform::{ApiError, AppContext, Message};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, DbErr, EntityTrait, QueryFilter, SqlErr};

use crate::catalogue::products;
use crate::coupons;
use crate::entities::{coupons as coupon_rows, packages, payments, plans};
use crate::messages::{METHOD_UNAVAILABLE, PROVIDER_UNAVAILABLE};
use crate::money::Price;
use crate::payment_state;
use crate::providers::{Buyer, Charge, Method, PaymentProvider, ProviderError, Providers};
use crate::settlement::apply_outcome;

pub struct Attempt<'a> {
    pub user_id: i64,
    pub plan: &'a plans::Model,
    pub package: &'a packages::Model,
    pub method: Method,
    pub coupon: Option<coupon_rows::Model>,
    pub key: &'a str,
    pub buyer: Buyer,
}

/// Where the buyer's browser lands after a paid payment: the web's success page for its kind.
pub fn success_path(product: &str, payment_id: i64) -> String {
    let kind = if product == products::STOCK_ANALYSIS { "analysis" } else { "payment" };
    format!("/success/{kind}?payment={payment_id}")
}

/// The payment this user already made with this attempt key.
pub async fn existing(db: &impl sea_orm::ConnectionTrait, user_id: i64, key: &str) -> Result<Option<payments::Model>, DbErr> {
    payments::Entity::find().filter(payments::Column::UserId.eq(user_id)).filter(payments::Column::IdempotencyKey.eq(key)).one(db).await
}

pub enum Begun {
    /// A new payment, handed to the provider.
    New(payments::Model),
    /// The same attempt key again.
    Again(payments::Model),
}

fn refused(field: &str, message: Message) -> ApiError {
    ApiError::field(field, message)
}

/// Records the payment and starts it at its provider.
pub async fn begin(ctx: &AppContext, providers: &Providers, attempt: Attempt<'_>) -> Result<Begun, ApiError> {
    if let Some(found) = existing(&ctx.db, attempt.user_id, attempt.key).await? {
        return Ok(Begun::Again(found));
    }
    let now = Utc::now();
    let (credit, replaces) = crate::upgrade::credit(&ctx.db, attempt.user_id, attempt.package, now).await?;
    let price = Price::of(attempt.plan.price_halalas, attempt.package.discount_percent, attempt.coupon.as_ref().map(coupons::discount_of))
        .with_credit(credit);
    if price.total_halalas <= 0 {
        // A 100% discount sells nothing: no provider is asked to charge 0, no invoice is written,
        // no free reports come with it (DECISIONS 16).
        return Err(refused("plan_id", crate::messages::NOTHING_TO_PAY));
    }
    let provider = providers.for_method(attempt.method, price.total_halalas).ok_or_else(|| refused("method", METHOD_UNAVAILABLE))?;

    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    if let Some(coupon) = &attempt.coupon
        && let Err(message) = coupons::reserve(&txn, coupon, attempt.user_id).await?
    {
        txn.rollback().await?;
        return Err(refused("coupon", message));
    }
    let inserted = payments::ActiveModel {
        user_id: Set(attempt.user_id),
        plan_id: Set(attempt.plan.id),
        package_id: Set(attempt.package.id),
        product: Set(attempt.package.product.clone()),
        product_ref: Set(attempt.package.product_ref),
        owner_id: Set(attempt.package.owner_id),
        plan_type: Set(attempt.plan.plan_type.clone()),
        duration_days: Set(attempt.plan.duration_days),
        coupon_id: Set(attempt.coupon.as_ref().map(|c| c.id)),
        idempotency_key: Set(attempt.key.to_owned()),
        provider: Set(provider.id().to_owned()),
        method: Set(attempt.method.code().to_owned()),
        status: Set(PaymentStatus::Initiated),
        list_halalas: Set(price.list_halalas),
        discount_halalas: Set(price.discount_halalas),
        total_halalas: Set(price.total_halalas),
        vat_halalas: Set(price.vat_halalas),
        net_halalas: Set(price.net_halalas),
        credit_halalas: Set(price.credit_halalas),
        replaces: Set((!replaces.is_empty()).then(|| replaces.iter().map(i64::to_string).collect::<Vec<_>>().join(","))),
        provider_ref: Set(None),
        redirect_url: Set(None),
        failure_reason: Set(None),
        subscription_id: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
        paid_at: Set(None),
        return_token: Set(Some(uuid::Uuid::new_v4().simple().to_string())),
        ..Default::default()
    }
    .insert(&txn)
    .await;
    let payment = match inserted {
        Ok(p) => p,
        // The same attempt key sent twice at once: the first one stands.
        Err(e) if matches!(e.sql_err(), Some(SqlErr::UniqueConstraintViolation(_))) => {
            txn.rollback().await?;
            return existing(&ctx.db, attempt.user_id, attempt.key).await?.map(Begun::Again).ok_or_else(|| ApiError::internal(e));
        }
        Err(e) => return Err(e.into()),
    };
    payment_state::record(&txn, payment.id, None, PaymentStatus::Initiated, &Actor::User(attempt.user_id), "checkout").await?;
    txn.commit().await?;

    open_page(ctx, &provider, &payment, attempt.method, attempt.buyer.clone()).await?;
    let stored = payments::Entity::find_by_id(payment.id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    Ok(Begun::New(stored))
}

/// Where the provider sends the buyer back: with the payment's return token, so that nobody
/// else's request makes eva ask the provider about it.
pub fn return_path(payment: &payments::Model) -> String {
    match &payment.return_token {
        Some(token) => format!("/api/payments/{}/return/{token}", payment.id),
        None => format!("/api/payments/{}/return", payment.id),
    }
}

/// Starts a recorded payment at its provider: initiated → pending with the provider's page. Two
/// requests may open it at once (a retry taking over from one that was only slow): the first page
/// stored is the payment's, the other is never shown.
async fn open_page(
    ctx: &AppContext,
    provider: &Arc<dyn PaymentProvider>,
    payment: &payments::Model,
    method: Method,
    buyer: Buyer,
) -> Result<(), ApiError> {
    let charge = Charge {
        payment_id: payment.id,
        amount_halalas: payment.total_halalas,
        method,
        return_path: return_path(payment),
        buyer,
        lang: platform::i18n::current_lang().code(),
    };
    match provider.start(&charge).await {
        Ok(started) => {
            payment_state::mark_pending(&ctx.db, payment, &started.provider_ref, &started.redirect_url).await?;
            Ok(())
        }
        Err(ProviderError::Declined(reason)) => {
            apply_outcome(ctx, payment, &crate::providers::Outcome::Failed(reason), &Actor::Provider(provider.id().to_owned())).await?;
            Err(refused("method", crate::messages::BNPL_REJECTED))
        }
        Err(e) => {
            tracing::warn!(error = %e, payment = payment.id, "the payment provider could not start a payment");
            apply_outcome(ctx, payment, &crate::providers::Outcome::Failed("provider_unavailable".into()), &Actor::System).await?;
            Err(ApiError::new(actix_web::http::StatusCode::SERVICE_UNAVAILABLE, PROVIDER_UNAVAILABLE))
        }
    }
}

/// The same attempt key again, for a payment still `initiated` without a provider's page: the
/// request that recorded it stopped (its process was killed or crashed) before opening the page,
/// and nothing else ever will. This request opens it, so the buyer can pay; answers the payment
/// as it now stands.
pub async fn resume(ctx: &AppContext, providers: &Providers, payment: payments::Model, buyer: Buyer) -> Result<payments::Model, ApiError> {
    if payment.status != PaymentStatus::Initiated || payment.provider_ref.is_some() {
        return Ok(payment);
    }
    let provider = providers.by_id(&payment.provider).ok_or_else(|| refused("method", METHOD_UNAVAILABLE))?;
    let method = Method::from_code(&payment.method).ok_or_else(|| refused("method", METHOD_UNAVAILABLE))?;
    tracing::warn!(payment = payment.id, "a payment was left without its provider's page (its request stopped): opening it now");
    open_page(ctx, &provider, &payment, method, buyer).await?;
    payments::Entity::find_by_id(payment.id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)
}
