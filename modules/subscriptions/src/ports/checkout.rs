//! The `Checkout` port: other modules show what sells their feature and start a purchase of it
//! through the same path as `POST /api/subscribe` (`crate::purchase`).

use async_trait::async_trait;
use platform::entities::users;
use platform::i18n::current_lang;
use platform::ports::{Checkout, CheckoutRequest, CheckoutStarted, Feature, PortError};
use platform::{ApiError, ApiResult, AppContext};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};

use crate::catalogue::{gives, may_give, package_view};
use crate::entities::{packages, plans};
use crate::purchase::purchase;

pub struct SubscriptionCheckout;

#[async_trait]
impl Checkout for SubscriptionCheckout {
    async fn offers(&self, ctx: &AppContext, feature: Feature) -> Result<Vec<serde_json::Value>, PortError> {
        let failed = |e: sea_orm::DbErr| PortError::new("checkout", e);
        let found: Vec<packages::Model> = packages::Entity::find()
            .filter(packages::Column::Active.eq(true))
            .filter(may_give(feature))
            .order_by_asc(packages::Column::Sort)
            .order_by_asc(packages::Column::Id)
            .all(&ctx.db)
            .await
            .map_err(failed)?
            .into_iter()
            .filter(|p| gives(p.into(), feature))
            .collect();
        let ids: Vec<i64> = found.iter().map(|p| p.id).collect();
        let their_plans = plans::Entity::find().filter(plans::Column::PackageId.is_in(ids)).all(&ctx.db).await.map_err(failed)?;
        let lang = current_lang();
        found.iter().map(|p| serde_json::to_value(package_view(p, &their_plans, lang)).map_err(|e| PortError::new("checkout", e))).collect()
    }

    async fn begin(
        &self,
        ctx: &AppContext,
        user_id: i64,
        feature: Feature,
        request: &CheckoutRequest,
        client_address: &str,
    ) -> ApiResult<CheckoutStarted> {
        let user = users::Entity::find_by_id(user_id).one(&ctx.db).await?.ok_or_else(ApiError::unauthenticated)?;
        purchase(ctx, &user, request, client_address, Some(feature)).await
    }
}
