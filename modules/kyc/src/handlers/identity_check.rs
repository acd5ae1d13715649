use actix_web::{get, web};
use chrono::Utc;
use platform::auth::SignedIn;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, Condition, EntityTrait, QueryFilter, QueryOrder};

use crate::entities::kyc_identity_checks::{self, Column};
use crate::messages::NO_CHECK;
use crate::provider::{CheckStatus, Configured, Started};
use crate::purpose;
use crate::views::IdentityCheckView;

/// The user's newest identity check, asking the provider how it stands when it is waiting (at
/// most every `poll_min_interval_ms`, however many tabs or instances poll).
#[utoipa::path(tag = "kyc", security(("bearer" = [])),
    responses((status = 200, body = IdentityCheckView), (status = 401), (status = 404, body = platform::http::error::ErrorBody)))]
#[get("/api/kyc/identity-check")]
pub async fn identity_check(user: SignedIn, ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<IdentityCheckView>> {
    let newest = || kyc_identity_checks::Entity::find().filter(Column::UserId.eq(user.id())).order_by_desc(Column::Id).one(&ctx.db);
    let check = newest().await?.ok_or_else(|| ApiError::new(actix_web::http::StatusCode::NOT_FOUND, NO_CHECK))?;
    if check.status == CheckStatus::Waiting.code() {
        follow(&ctx, &check).await?;
    }
    let vault = crate::vault_of(&ctx)?;
    let check = newest().await?.ok_or_else(ApiError::not_found)?;
    Ok(ApiResponse::ok(IdentityCheckView::of(&check, &vault)))
}

async fn follow(ctx: &AppContext, check: &kyc_identity_checks::Model) -> ApiResult<()> {
    let now = Utc::now();
    let still_waiting = || {
        kyc_identity_checks::Entity::update_many().filter(Column::Id.eq(check.id)).filter(Column::Status.eq(CheckStatus::Waiting.code()))
    };
    if now >= check.expires_at {
        still_waiting().col_expr(Column::Status, Expr::value(CheckStatus::Expired.code())).exec(&ctx.db).await?;
        return Ok(());
    }
    let settings = crate::settings_of(ctx).map_err(ApiError::internal)?;
    let due = now - chrono::Duration::milliseconds(settings.poll_min_interval_ms.max(0));
    // Claims this poll: whoever sets polled_at asks the provider; the others read the row.
    let claimed = still_waiting()
        .col_expr(Column::PolledAt, Expr::value(now))
        .filter(Condition::any().add(Column::PolledAt.is_null()).add(Column::PolledAt.lte(due)))
        .exec(&ctx.db)
        .await?;
    if claimed.rows_affected != 1 {
        return Ok(());
    }
    let vault = crate::vault_of(ctx)?;
    let number = vault.open(&purpose::check(check.user_id), &check.identity_sealed).map_err(ApiError::internal)?;
    let provider = Configured::shared(ctx)?;
    let status = match provider.0.status(&number, &Started { trans_id: check.trans_id.clone(), random: check.random.clone() }).await {
        Ok(s) => s,
        // The user polls again; a check the provider lost ends at its expiry.
        Err(e) => {
            tracing::warn!(check = check.id, error = %e, "could not ask the identity provider; the next poll tries again");
            return Ok(());
        }
    };
    if status != CheckStatus::Waiting {
        let completed_at = (status == CheckStatus::Completed).then_some(now);
        still_waiting()
            .col_expr(Column::Status, Expr::value(status.code()))
            .col_expr(Column::CompletedAt, Expr::value(completed_at))
            .exec(&ctx.db)
            .await?;
    }
    Ok(())
}
