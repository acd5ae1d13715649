//! The platform's `Entitlements` port: may this user use this feature now. One place answers,
//! from the user's running subscriptions.

use async_trait::async_trait;
use chrono::Utc;
use platform::ports::{Entitlements, Feature, Grants, ListKind, PortError};
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use crate::catalogue::{gives, products};
use crate::entities::subscriptions;

pub struct SubscriptionEntitlements {
    pub db: DatabaseConnection,
}

/// What a running subscription gives.
fn features_of(subscription: &subscriptions::Model) -> Vec<Feature> {
    let mut features: Vec<Feature> = [Feature::AiChat, Feature::Signals, Feature::TechnicalAnalysis, Feature::Reports]
        .into_iter()
        .filter(|f| gives(subscription.into(), *f))
        .collect();
    match (subscription.product.as_str(), subscription.product_ref) {
        (products::RATING_LIST, Some(id)) => features.push(Feature::RatingList(id)),
        (products::OPINION_LIST, Some(id)) => features.push(Feature::OpinionList(id)),
        (products::STOCK_ANALYSIS, _) => features.push(Feature::StockAnalysisPackage(subscription.package_id)),
        _ => {}
    }
    features
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
        Ok(running.iter().any(|s| gives(s.into(), feature)))
    }

    async fn granted(&self, user_id: i64) -> Result<Grants, PortError> {
        let running = running(&self.db, user_id).await.map_err(|e| PortError::new("entitlements", e))?;
        Ok(Grants(running.iter().flat_map(features_of).collect()))
    }

    async fn list_subscribers(&self, kind: ListKind, list_id: i64, after: i64, limit: u64) -> Result<Vec<i64>, PortError> {
        let product = match kind {
            ListKind::Rating => products::RATING_LIST,
            ListKind::Opinion => products::OPINION_LIST,
        };
        let now = Utc::now();
        subscriptions::Entity::find()
            .select_only()
            .column(subscriptions::Column::UserId)
            .distinct()
            .filter(subscriptions::Column::Product.eq(product))
            .filter(subscriptions::Column::ProductRef.eq(list_id))
            .filter(subscriptions::Column::UserId.gt(after))
            .filter(subscriptions::Column::StartsAt.lte(now))
            .filter(subscriptions::Column::EndsAt.gt(now))
            .filter(subscriptions::Column::EndedAt.is_null())
            .order_by_asc(subscriptions::Column::UserId)
            .limit(limit)
            .into_tuple::<i64>()
            .all(&self.db)
            .await
            .map_err(|e| PortError::new("entitlements", e))
    }
}
