use crate::entities::subscriptions::SubscriptionState;
use actix_web::{get, web};
use platform::auth::SignedIn;
use platform::{ApiResponse, ApiResult, AppContext};
use serde::Serialize;
use utoipa::ToSchema;

use crate::handlers::list_subscriptions::of_user;
use crate::views::SubscriptionView;

#[derive(Debug, Serialize, ToSchema)]
pub struct SubscriptionsSummary {
    /// Whether anything is running now (the web keeps it as `hasSubscription`).
    pub has_subscription: bool,
    pub active: Vec<SubscriptionView>,
    /// Ended ones (running ones and renewals waiting to start are in `active`).
    pub expired: Vec<SubscriptionView>,
    /// What was bought once (a stock analysis), newest first, with its invoice: never renewed,
    /// never counted as a subscription.
    pub purchases: Vec<SubscriptionView>,
}

/// The user's subscriptions split into running and ended, and the one-time purchases apart, for
/// My Subscriptions.
#[utoipa::path(tag = "subscriptions", security(("bearer" = [])), responses((status = 200, body = SubscriptionsSummary), (status = 401)))]
#[get("/api/v2/subscriptions")]
pub async fn subscriptions_summary(user: SignedIn, ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<SubscriptionsSummary>> {
    let (purchases, periods): (Vec<_>, Vec<_>) =
        of_user(&ctx.db, user.id()).await?.into_iter().partition(|s| crate::catalogue::is_one_off(&s.product));
    // Ended by time, by an upgrade or by a refund: all are over.
    let (expired, active): (Vec<_>, Vec<_>) = periods.into_iter().partition(|s| s.state == SubscriptionState::Ended);
    Ok(ApiResponse::ok(SubscriptionsSummary { has_subscription: active.iter().any(|s| s.active), active, expired, purchases }))
}
