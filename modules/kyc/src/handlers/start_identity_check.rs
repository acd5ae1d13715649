use actix_web::{post, web};
use chrono::Utc;
use platform::auth::SignedIn;
use platform::i18n::current_lang;
use platform::throttle::{self, Limit};
use platform::{ApiError, ApiResponse, ApiResult, AppContext, messages};
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::entities::{kyc_identity_checks, kyc_records};
use crate::messages::{IDENTITY_INVALID, IDENTITY_TAKEN};
use crate::provider::{CheckStatus, Configured};
use crate::views::IdentityCheckView;
use crate::{national_id, purpose, state};

/// Requests to the identity provider a user may make in an hour.
const STARTS_PER_HOUR: Limit = Limit { attempts: 10, window_secs: 3600 };

#[derive(Debug, Deserialize, ToSchema)]
pub struct IdentityCheckRequest {
    /// Ten digits: 1… for a citizen's national ID, 2… for a resident's iqama.
    pub identity_number: Option<String>,
}

/// Starts the identity check (Nafath): the answer's `random` is the number the user picks in the
/// Nafath app; then `GET /api/kyc/identity-check` tells how it went. A new check replaces a
/// waiting one.
#[utoipa::path(tag = "kyc", security(("bearer" = [])), request_body = IdentityCheckRequest,
    responses((status = 201, body = IdentityCheckView), (status = 401), (status = 409, body = platform::http::error::ErrorBody),
        (status = 422, body = platform::http::error::ErrorBody), (status = 429, body = platform::http::error::ErrorBody),
        (status = 503, body = platform::http::error::ErrorBody)))]
#[post("/api/call_ap_web")]
pub async fn start_identity_check(
    user: SignedIn,
    ctx: web::Data<AppContext>,
    body: web::Json<IdentityCheckRequest>,
) -> ApiResult<ApiResponse<IdentityCheckView>> {
    let raw = body.identity_number.as_deref().map(str::trim).filter(|s| !s.is_empty());
    let raw =
        raw.ok_or_else(|| ApiError::unprocessable(messages::FILL_ALL_FIELDS).and_field("identity_number", messages::FIELD_REQUIRED))?;
    let (number, _) = national_id::parse(raw).ok_or_else(|| ApiError::field("identity_number", IDENTITY_INVALID))?;
    if let Some(refused) = state::refuse_new_form(state::of_user(&ctx.db, user.id()).await?.as_ref()) {
        return Err(ApiError::conflict(refused));
    }
    let vault = crate::vault_of(&ctx)?;
    let hash = vault.lookup_hash(&number);
    // Under every key: a row not yet resealed after a rotation still holds its number.
    let holder =
        kyc_records::Entity::find().filter(kyc_records::Column::IdentityHash.is_in(vault.lookup_hashes(&number))).one(&ctx.db).await?;
    if holder.is_some_and(|r| r.user_id != user.id()) {
        return Err(ApiError::conflict(IDENTITY_TAKEN).with_field("identity_number", IDENTITY_TAKEN));
    }
    let key = format!("kyc.identity-check:{}", user.id());
    throttle::take(&ctx.db, &key, STARTS_PER_HOUR).await?;
    let provider = Configured::shared(&ctx)?;
    let started = match provider.0.start(&number, current_lang()).await {
        Ok(started) => started,
        Err(e) => {
            // The provider's failure is not the user's attempt.
            throttle::give_back(&ctx.db, &key).await?;
            return Err(crate::provider_error(e));
        }
    };
    let now = Utc::now();
    let settings = crate::settings_of(&ctx).map_err(ApiError::internal)?;
    // Only the newest check counts: the number shown for an older one is no longer asked for.
    kyc_identity_checks::Entity::update_many()
        .col_expr(kyc_identity_checks::Column::Status, Expr::value(CheckStatus::Expired.code()))
        .filter(kyc_identity_checks::Column::UserId.eq(user.id()))
        .filter(kyc_identity_checks::Column::Status.eq(CheckStatus::Waiting.code()))
        .exec(&ctx.db)
        .await?;
    let check = kyc_identity_checks::ActiveModel {
        user_id: Set(user.id()),
        identity_hash: Set(hash),
        identity_sealed: Set(vault.seal(&purpose::check(user.id()), &number)?),
        trans_id: Set(started.trans_id),
        random: Set(started.random),
        status: Set(CheckStatus::Waiting.code().to_owned()),
        expires_at: Set(now + chrono::Duration::seconds(settings.check_ttl_secs.max(1))),
        polled_at: Set(None),
        created_at: Set(now),
        completed_at: Set(None),
        ..Default::default()
    }
    .insert(&ctx.db)
    .await?;
    Ok(ApiResponse::created(IdentityCheckView::of(&check, &vault)))
}
