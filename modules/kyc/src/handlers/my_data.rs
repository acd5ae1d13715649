//! The user's own KYC data (Personal Data Protection Law): download it, download their passport
//! photo, or delete it. Deletion keeps the row and its moves, without anything personal.

use crate::state::KycStatus;
use actix_web::http::header::{CACHE_CONTROL, CONTENT_DISPOSITION, CONTENT_TYPE, X_CONTENT_TYPE_OPTIONS};
use actix_web::{HttpResponse, delete, get, web};
use chrono::Utc;
use platform::auth::SignedIn;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder, Set};

use crate::answers::Stored;
use crate::entities::{kyc_identity_checks, kyc_records, kyc_transitions};
use crate::views::{KycExport, KycTransitionView, KycView};
use crate::{purpose, state};

async fn mine(ctx: &AppContext, user_id: i64) -> ApiResult<kyc_records::Model> {
    state::of_user(&ctx.db, user_id).await?.filter(|r| r.status != KycStatus::Erased).ok_or_else(ApiError::not_found)
}

/// Everything kept of the user's verification, opened.
#[utoipa::path(tag = "kyc", security(("bearer" = [])), responses((status = 200, body = KycExport), (status = 401), (status = 404)))]
#[get("/api/kyc/export")]
pub async fn export_my_kyc(user: SignedIn, ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<KycExport>> {
    let r = mine(&ctx, user.id()).await?;
    let vault = crate::vault_of(&ctx)?;
    let personal = crate::personal::open(&r, &vault);
    let transitions = kyc_transitions::Entity::find()
        .filter(kyc_transitions::Column::RecordId.eq(r.id))
        .order_by_asc(kyc_transitions::Column::Id)
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(KycTransitionView::from)
        .collect();
    Ok(ApiResponse::ok(KycExport {
        exported_at: Utc::now(),
        status: r.status,
        path: r.path.clone(),
        identity_number: personal.identity_number,
        birth_date: personal.birth_date,
        birth_calendar: r.birth_calendar.clone(),
        answers: personal.answers.as_ref().map(Stored::views).unwrap_or_default(),
        risk_profile: r.risk_profile.as_deref().and_then(crate::risk::RiskProfile::from_code),
        risk_score: r.risk_score,
        profiled_at: r.profiled_at,
        agreed_at: r.agreed_at,
        verified_at: r.verified_at,
        full_name: personal.full_name,
        nationality: r.nationality.clone(),
        has_passport: r.passport_key.is_some(),
        reject_reason: r.reject_reason.clone(),
        submitted_at: r.created_at,
        transitions,
    }))
}

/// The user's own passport photo, as they sent it.
#[utoipa::path(tag = "kyc", security(("bearer" = [])), responses((status = 200, content_type = "image/png"), (status = 401), (status = 404)))]
#[get("/api/kyc/passport")]
pub async fn my_passport(user: SignedIn, ctx: web::Data<AppContext>) -> ApiResult<HttpResponse> {
    let r = mine(&ctx, user.id()).await?;
    let (Some(key), Some(mime)) = (r.passport_key.as_deref(), r.passport_type.clone()) else {
        return Err(ApiError::not_found());
    };
    let sealed = ctx.storage.get(key).await.map_err(ApiError::internal)?.ok_or_else(ApiError::not_found)?;
    let photo = crate::vault_of(&ctx)?.open_bytes(&purpose::passport(r.user_id), &sealed).map_err(ApiError::internal)?;
    let extension = platform::http::images::extension(&mime);
    Ok(HttpResponse::Ok()
        .insert_header((CONTENT_TYPE, mime))
        .insert_header((CONTENT_DISPOSITION, format!("attachment; filename=\"passport.{extension}\"")))
        .insert_header((X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .insert_header((CACHE_CONTROL, "no-store"))
        .body(photo))
}

/// Deletes the user's KYC data: every sealed value, the passport photo and the identity checks.
/// The row stays as a record that there was a verification and that it was erased, with its
/// moves; the user is no longer verified and may verify again.
#[utoipa::path(tag = "kyc", security(("bearer" = [])), responses((status = 200, body = KycView), (status = 401), (status = 404)))]
#[delete("/api/kyc")]
pub async fn erase_my_kyc(user: SignedIn, ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<KycView>> {
    let r = mine(&ctx, user.id()).await?;
    let photo = r.passport_key.clone();
    let from = r.status;
    let now = Utc::now();
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let mut row = r.into_active_model();
    row.status = Set(KycStatus::Erased);
    for column in [
        &mut row.identity_hash,
        &mut row.identity_sealed,
        &mut row.birth_date_sealed,
        &mut row.birth_calendar,
        &mut row.answers,
        &mut row.risk_profile,
    ] {
        *column = Set(None);
    }
    for column in [&mut row.full_name_sealed, &mut row.nationality, &mut row.passport_key, &mut row.passport_type, &mut row.reject_reason] {
        *column = Set(None);
    }
    row.risk_score = Set(None);
    row.updated_at = Set(now);
    let erased = row.update(&txn).await?;
    kyc_identity_checks::Entity::delete_many().filter(kyc_identity_checks::Column::UserId.eq(user.id())).exec(&txn).await?;
    state::record(
        &txn,
        erased.id,
        Some(from),
        KycStatus::Erased,
        &platform::lifecycle::Actor::User(user.id()),
        "the user deleted their KYC data",
    )
    .await?;
    txn.commit().await?;
    if let Some(key) = photo
        && let Err(e) = ctx.storage.delete(&key).await
    {
        // The row no longer names the file; an operator finds it by its prefix and the log.
        tracing::error!(error = %e, key, "could not delete an erased passport photo");
    }
    let vault = crate::vault_of(&ctx)?;
    Ok(ApiResponse::ok(KycView::of(&erased, &vault)))
}
