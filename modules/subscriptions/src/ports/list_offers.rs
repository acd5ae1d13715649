//! The `ListOffers` port: an analyst's list on sale is a package (product `rating_list` or
//! `opinion_list`, the list's id, its analyst as owner) whose plans are the prices the analyst
//! set. Withdrawn plans are deactivated, never deleted: payments keep pointing at them.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use platform::AppContext;
use platform::ports::PaymentStatus;
use platform::ports::{
    DemoSale, LIST_MAX_DISCOUNT_PERCENT, LIST_MIN_MONTHLY_HALALAS, ListEarning, ListKind, ListOffer, ListOffers, ListSubscription,
    PortError, Sale, after_discount,
};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, QueryOrder};

use crate::catalogue::{PLAN_TYPES, products};
use crate::entities::{packages, payments, plans, subscriptions};

pub struct SubscriptionListOffers {
    pub db: DatabaseConnection,
}

fn product(kind: ListKind) -> &'static str {
    match kind {
        ListKind::Rating => products::RATING_LIST,
        ListKind::Opinion => products::OPINION_LIST,
    }
}

fn kind_of(product_name: &str) -> Option<ListKind> {
    match product_name {
        products::RATING_LIST => Some(ListKind::Rating),
        products::OPINION_LIST => Some(ListKind::Opinion),
        _ => None,
    }
}

fn failed(e: DbErr) -> PortError {
    PortError::new("list_offers", e)
}

async fn package_of(db: &impl sea_orm::ConnectionTrait, kind: ListKind, list_id: i64) -> Result<Option<packages::Model>, DbErr> {
    packages::Entity::find()
        .filter(packages::Column::Product.eq(product(kind)))
        .filter(packages::Column::ProductRef.eq(list_id))
        .one(db)
        .await
}

/// Why an offer cannot be stored, if it cannot.
pub fn invalid(offer: &ListOffer) -> Option<String> {
    if !(0..=LIST_MAX_DISCOUNT_PERCENT).contains(&offer.discount_percent) {
        return Some(format!("discount {} is not between 0 and {LIST_MAX_DISCOUNT_PERCENT}", offer.discount_percent));
    }
    let monthly = offer.prices.iter().find(|p| p.plan_type == "monthly").map(|p| after_discount(p.price_halalas, offer.discount_percent));
    if let Some(monthly) = monthly.filter(|m| *m < LIST_MIN_MONTHLY_HALALAS) {
        return Some(format!("the monthly price after the discount ({monthly} halalas) is below {LIST_MIN_MONTHLY_HALALAS}"));
    }
    for price in &offer.prices {
        if !PLAN_TYPES[..4].iter().any(|(t, _)| *t == price.plan_type) {
            return Some(format!("unknown plan type {}", price.plan_type));
        }
        if price.price_halalas < 100 {
            return Some(format!("price {} is below 1 SAR", price.price_halalas));
        }
    }
    None
}

#[async_trait]
impl ListOffers for SubscriptionListOffers {
    async fn set_offer(&self, offer: &ListOffer) -> Result<(), PortError> {
        if let Some(why) = invalid(offer) {
            return Err(PortError::new("list_offers", anyhow::anyhow!(why)));
        }
        let now = Utc::now();
        let txn = platform::write_txn::begin_write(&self.db).await.map_err(failed)?;
        let package = match package_of(&txn, offer.kind, offer.list_id).await.map_err(failed)? {
            Some(existing) => {
                let mut active: packages::ActiveModel = existing.into();
                active.owner_id = Set(Some(offer.analyst_id));
                active.name_ar = Set(offer.name_ar.clone());
                active.name_en = Set(offer.name_en.clone());
                active.discount_percent = Set(offer.discount_percent);
                active.active = Set(!offer.prices.is_empty());
                active.updated_at = Set(now);
                active.update(&txn).await.map_err(failed)?
            }
            None => packages::ActiveModel {
                product: Set(product(offer.kind).into()),
                product_ref: Set(Some(offer.list_id)),
                owner_id: Set(Some(offer.analyst_id)),
                grants: Set(String::new()),
                name_ar: Set(offer.name_ar.clone()),
                name_en: Set(offer.name_en.clone()),
                description_ar: Set(String::new()),
                description_en: Set(String::new()),
                features_ar: Set(String::new()),
                features_en: Set(String::new()),
                stocks_count: Set(None),
                discount_percent: Set(offer.discount_percent),
                sort: Set(100),
                active: Set(!offer.prices.is_empty()),
                created_at: Set(now),
                updated_at: Set(now),
                ..Default::default()
            }
            .insert(&txn)
            .await
            .map_err(failed)?,
        };
        let existing = plans::Entity::find().filter(plans::Column::PackageId.eq(package.id)).all(&txn).await.map_err(failed)?;
        for (plan_type, days) in &PLAN_TYPES[..4] {
            let wanted = offer.prices.iter().find(|p| p.plan_type == *plan_type);
            let current = existing.iter().find(|p| p.plan_type == *plan_type);
            match (wanted, current) {
                (Some(price), Some(plan)) => {
                    let mut active: plans::ActiveModel = plan.clone().into();
                    active.price_halalas = Set(price.price_halalas);
                    active.active = Set(true);
                    active.updated_at = Set(now);
                    active.update(&txn).await.map_err(failed)?;
                }
                (Some(price), None) => {
                    plans::ActiveModel {
                        package_id: Set(package.id),
                        plan_type: Set((*plan_type).into()),
                        duration_days: Set(*days),
                        price_halalas: Set(price.price_halalas),
                        active: Set(true),
                        created_at: Set(now),
                        updated_at: Set(now),
                        ..Default::default()
                    }
                    .insert(&txn)
                    .await
                    .map_err(failed)?;
                }
                (None, Some(plan)) if plan.active => {
                    let mut active: plans::ActiveModel = plan.clone().into();
                    active.active = Set(false);
                    active.updated_at = Set(now);
                    active.update(&txn).await.map_err(failed)?;
                }
                _ => {}
            }
        }
        txn.commit().await.map_err(failed)
    }

    async fn set_sale(&self, kind: ListKind, list_id: i64, sale: Sale) -> Result<(), PortError> {
        let Some(package) = package_of(&self.db, kind, list_id).await.map_err(failed)? else { return Ok(()) };
        let mut active: packages::ActiveModel = package.into();
        active.active = Set(sale == Sale::Open);
        active.updated_at = Set(Utc::now());
        active.update(&self.db).await.map_err(failed)?;
        Ok(())
    }

    async fn subscriptions(&self, analyst_id: i64) -> Result<Vec<ListSubscription>, PortError> {
        // The analyst's lists are the packages they own; their paid periods are the statement's.
        let owned: Vec<packages::Model> =
            packages::Entity::find().filter(packages::Column::OwnerId.eq(analyst_id)).all(&self.db).await.map_err(failed)?;
        let rows = subscriptions::Entity::find()
            .filter(subscriptions::Column::PackageId.is_in(owned.iter().map(|p| p.id)))
            .filter(subscriptions::Column::Source.eq(subscriptions::SubscriptionSource::Paid))
            .order_by_asc(subscriptions::Column::StartsAt)
            .order_by_asc(subscriptions::Column::Id)
            .all(&self.db)
            .await
            .map_err(failed)?;
        Ok(rows
            .into_iter()
            .filter_map(|s| {
                Some(ListSubscription {
                    kind: kind_of(&s.product)?,
                    list_id: s.product_ref?,
                    subscriber_id: s.user_id,
                    starts_at: s.starts_at,
                    ends_at: s.ends_at,
                    ended_early: s.ended_at.is_some_and(|ended| ended < s.ends_at),
                })
            })
            .collect())
    }

    async fn record_demo_sale(&self, ctx: &AppContext, sale: &DemoSale) -> Result<bool, PortError> {
        let Some(package) = package_of(&self.db, sale.kind, sale.list_id).await.map_err(failed)?.filter(|p| p.active) else {
            return Ok(false);
        };
        crate::demo_sales::record_sale(ctx, package, sale).await.map_err(failed)
    }

    async fn earnings(&self, analyst_id: i64, from: DateTime<Utc>, to: DateTime<Utc>) -> Result<Vec<ListEarning>, PortError> {
        let rows = payments::Entity::find()
            .filter(payments::Column::OwnerId.eq(analyst_id))
            .filter(payments::Column::Status.is_in([PaymentStatus::Paid, PaymentStatus::Refunded]))
            .filter(payments::Column::PaidAt.gte(from))
            .filter(payments::Column::PaidAt.lt(to))
            .order_by_asc(payments::Column::PaidAt)
            .order_by_asc(payments::Column::Id)
            .all(&self.db)
            .await
            .map_err(failed)?;
        Ok(rows.into_iter().filter_map(earning_of).collect())
    }

    async fn refunds(&self, analyst_id: i64, from: DateTime<Utc>, to: DateTime<Utc>) -> Result<Vec<ListEarning>, PortError> {
        let rows = payments::Entity::find()
            .filter(payments::Column::OwnerId.eq(analyst_id))
            .filter(payments::Column::RefundedHalalas.gt(0))
            .filter(payments::Column::RefundedAt.gte(from))
            .filter(payments::Column::RefundedAt.lt(to))
            .order_by_asc(payments::Column::RefundedAt)
            .order_by_asc(payments::Column::Id)
            .all(&self.db)
            .await
            .map_err(failed)?;
        Ok(rows.into_iter().filter_map(earning_of).collect())
    }
}

/// A list payment as the analysts' payouts count it; none for other products.
fn earning_of(p: payments::Model) -> Option<ListEarning> {
    // The net part of what went back: the refund less its share of the VAT.
    let refunded_net_halalas = if p.refunded_halalas == 0 {
        0
    } else if p.refunded_halalas >= p.total_halalas {
        p.net_halalas
    } else {
        (p.refunded_halalas - crate::invoices::credit_notes::vat_of(&p, p.refunded_halalas)).min(p.net_halalas)
    };
    Some(ListEarning {
        payment_id: p.id,
        kind: kind_of(&p.product)?,
        list_id: p.product_ref?,
        paid_at: p.paid_at?,
        plan_type: p.plan_type,
        duration_days: p.duration_days.unwrap_or_default(),
        gross_halalas: p.list_halalas,
        discount_halalas: p.discount_halalas,
        vat_halalas: p.vat_halalas,
        net_halalas: p.net_halalas,
        refunded_net_halalas,
        refunded_at: p.refunded_at,
    })
}
