use actix_web::{post, web};
use chrono::{Duration, Utc};
use platform::auth::SignedIn;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::{ActiveValue::Set, EntityTrait};

use crate::account::balance_view;
use crate::balance::{Tier, standing};
use crate::entities::trials;
use crate::messages as m;
use crate::settings::ChatSettings;
use crate::views::ChatBalanceView;

/// Starts the account's one trial: plan-level chat for the configured days (DECISIONS 1).
#[utoipa::path(tag = "chat", security(("bearer" = [])), responses((status = 200, body = ChatBalanceView), (status = 401), (status = 409)))]
#[post("/api/chat/trial")]
pub async fn start_trial(user: SignedIn, ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<ChatBalanceView>> {
    let user_id = user.0.id();
    let now = Utc::now();
    if standing(&ctx, user_id, now).await?.tier == Tier::Plan {
        return Err(ApiError::conflict(m::TRIAL_HAS_PLAN));
    }
    let days = ChatSettings::of(&ctx)?.trial_days.clamp(1, 365);
    let row = trials::ActiveModel { user_id: Set(user_id), started_at: Set(now), ends_at: Set(now + Duration::days(days)) };
    // The primary key keeps it to one per account, even for two requests at once.
    let inserted = trials::Entity::insert(row).on_conflict_do_nothing_on([trials::Column::UserId]).exec_without_returning(&ctx.db).await?;
    if !matches!(inserted, sea_orm::TryInsertResult::Inserted(n) if n > 0) {
        return Err(ApiError::conflict(m::TRIAL_USED));
    }
    Ok(ApiResponse::ok(balance_view(&ctx, user_id, now).await?))
}
