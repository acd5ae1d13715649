//! The platform's `Entitlements` port: may this user use this feature now. One place answers,
//! from the user's running subscriptions.

use async_trait::async_trait;
use chrono::Utc;
use platform::ports::{Entitlements, Feature, PortError};
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter};

use crate::catalogue::{feature_code, grants_of, products};
use crate::entities::subscriptions;

pub struct SubscriptionEntitlements {
    pub db: DatabaseConnection,
}

/// Whether a running subscription covers `feature`.
pub fn covers(subscription: &subscriptions::Model, feature: Feature) -> bool {
    match feature {
        Feature::RatingList(id) => subscription.product == products::RATING_LIST && subscription.product_ref == Some(id),
        Feature::OpinionList(id) => subscription.product == products::OPINION_LIST && subscription.product_ref == Some(id),
        Feature::StockAnalysisPackage(id) => subscription.product == products::STOCK_ANALYSIS && subscription.package_id == id,
        other => feature_code(other).is_some_and(|code| grants_of(&subscription.grants).iter().any(|g| g == code)),
    }
}

/// The user's subscriptions running now.
pub async fn running(db: &DatabaseConnection, user_id: i64) -> Result<Vec<subscriptions::Model>, sea_orm::DbErr> {
    let now = Utc::now();
    subscriptions::Entity::find()
        .filter(subscriptions::Column::UserId.eq(user_id))
        .filter(subscriptions::Column::StartsAt.lte(now))
        .filter(subscriptions::Column::EndsAt.gt(now))
        .filter(subscriptions::Column::EndedAt.is_null())
        .all(db)
        .await
}

#[async_trait]
impl Entitlements for SubscriptionEntitlements {
    async fn has(&self, user_id: i64, feature: Feature) -> Result<bool, PortError> {
        let running = running(&self.db, user_id).await.map_err(|e| PortError::new("entitlements", e))?;
        Ok(running.iter().any(|s| covers(s, feature)))
    }
}
