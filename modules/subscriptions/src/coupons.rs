//! Coupons: which code applies to which plan, and race-safe redemption. A checkout holds a
//! redemption from the moment it starts; a failed or cancelled payment gives it back. Limits are
//! enforced by conditional updates, so two concurrent checkouts can never exceed them.

use chrono::{DateTime, Utc};
use platform::Message;
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{ActiveValue::Set, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter};

use crate::entities::{coupon_uses, coupons, packages};
use crate::messages::{COUPON_EXPIRED, COUPON_NOT_FOR_PRODUCT, COUPON_NOT_STARTED, COUPON_UNKNOWN, COUPON_USED_UP};
use crate::money::CouponDiscount;

pub fn normalize(code: &str) -> String {
    code.trim().to_uppercase()
}

pub fn discount_of(coupon: &coupons::Model) -> CouponDiscount {
    if coupon.kind == "fixed" { CouponDiscount::Fixed(coupon.value) } else { CouponDiscount::Percent(coupon.value) }
}

/// Why `coupon` cannot be used on `package` by `user` now, if it cannot (limits read without
/// holding them: [`reserve`] decides for real).
pub async fn refusal(
    db: &impl ConnectionTrait,
    coupon: &coupons::Model,
    package: &packages::Model,
    user_id: i64,
    now: DateTime<Utc>,
) -> Result<Option<Message>, DbErr> {
    if !coupon.active {
        return Ok(Some(COUPON_UNKNOWN));
    }
    if coupon.starts_at.is_some_and(|s| now < s) {
        return Ok(Some(COUPON_NOT_STARTED));
    }
    if coupon.ends_at.is_some_and(|e| now >= e) {
        return Ok(Some(COUPON_EXPIRED));
    }
    if let Some(products) = coupon.products.as_deref().filter(|p| !p.trim().is_empty())
        && !products.split(',').any(|p| p.trim() == package.product)
    {
        return Ok(Some(COUPON_NOT_FOR_PRODUCT));
    }
    if coupon.max_redemptions.is_some_and(|max| coupon.redeemed >= max) {
        return Ok(Some(COUPON_USED_UP));
    }
    if let Some(limit) = coupon.per_user_limit {
        let uses = coupon_uses::Entity::find_by_id((coupon.id, user_id)).one(db).await?.map_or(0, |u| u.uses);
        if uses >= limit {
            return Ok(Some(COUPON_USED_UP));
        }
    }
    Ok(None)
}

/// The coupon with this code, usable on `package` by `user`, or the message saying why not.
pub async fn usable(
    db: &impl ConnectionTrait,
    code: &str,
    package: &packages::Model,
    user_id: i64,
    now: DateTime<Utc>,
) -> Result<Result<coupons::Model, Message>, DbErr> {
    let Some(coupon) = coupons::Entity::find().filter(coupons::Column::Code.eq(normalize(code))).one(db).await? else {
        return Ok(Err(COUPON_UNKNOWN));
    };
    Ok(match refusal(db, &coupon, package, user_id, now).await? {
        Some(message) => Err(message),
        None => Ok(coupon),
    })
}

/// Takes one redemption of `coupon` for `user`, or says it is used up. Call inside the
/// transaction that creates the payment.
pub async fn reserve(db: &impl ConnectionTrait, coupon: &coupons::Model, user_id: i64) -> Result<Result<(), Message>, DbErr> {
    let mut total = coupons::Entity::update_many()
        .col_expr(coupons::Column::Redeemed, Expr::col(coupons::Column::Redeemed).add(1))
        .filter(coupons::Column::Id.eq(coupon.id));
    if let Some(max) = coupon.max_redemptions {
        total = total.filter(coupons::Column::Redeemed.lt(max));
    }
    if total.exec(db).await?.rows_affected != 1 {
        return Ok(Err(COUPON_USED_UP));
    }
    coupon_uses::Entity::insert(coupon_uses::ActiveModel { coupon_id: Set(coupon.id), user_id: Set(user_id), uses: Set(0) })
        .on_conflict_do_nothing_on([coupon_uses::Column::CouponId, coupon_uses::Column::UserId])
        .exec(db)
        .await?;
    let mut mine = coupon_uses::Entity::update_many()
        .col_expr(coupon_uses::Column::Uses, Expr::col(coupon_uses::Column::Uses).add(1))
        .filter(coupon_uses::Column::CouponId.eq(coupon.id))
        .filter(coupon_uses::Column::UserId.eq(user_id));
    if let Some(limit) = coupon.per_user_limit {
        mine = mine.filter(coupon_uses::Column::Uses.lt(limit));
    }
    if mine.exec(db).await?.rows_affected != 1 {
        return Ok(Err(COUPON_USED_UP));
    }
    Ok(Ok(()))
}

/// Gives back the redemption a failed or cancelled payment held.
pub async fn release(db: &impl ConnectionTrait, coupon_id: i64, user_id: i64) -> Result<(), DbErr> {
    coupons::Entity::update_many()
        .col_expr(coupons::Column::Redeemed, Expr::col(coupons::Column::Redeemed).sub(1))
        .filter(coupons::Column::Id.eq(coupon_id))
        .filter(coupons::Column::Redeemed.gt(0))
        .exec(db)
        .await?;
    coupon_uses::Entity::update_many()
        .col_expr(coupon_uses::Column::Uses, Expr::col(coupon_uses::Column::Uses).sub(1))
        .filter(coupon_uses::Column::CouponId.eq(coupon_id))
        .filter(coupon_uses::Column::UserId.eq(user_id))
        .filter(coupon_uses::Column::Uses.gt(0))
        .exec(db)
        .await?;
    Ok(())
}
