use crate::state::KycStatus;
use actix_multipart::Multipart;
use actix_web::{post, web};
use chrono::Utc;
use futures_util::TryStreamExt;
use platform::auth::SignedIn;
use platform::http::multipart::{Part, read_part};
use platform::{ApiError, ApiResponse, ApiResult, AppContext, messages};
use sea_orm::{ActiveModelTrait, IntoActiveModel, Set, TryIntoModel};
use utoipa::ToSchema;

use crate::entities::kyc_records;
use crate::messages::{
    INVALID_FORM, NATIONALITY_INVALID, PASSPORT_REQUIRED, PASSPORT_TOO_LARGE, PASSPORT_TOO_SMALL, PASSPORT_TYPE, SAUDI_USE_NAFATH,
};
use crate::passport::{self, PhotoError};
use crate::views::KycView;
use crate::{options, purpose, state};

const NAME_MAX: usize = 120;
const TEXT_PART_LIMIT: usize = 4 * 1024;
const MAX_PARTS: usize = 10;

/// The multipart form of `POST /api/addKyc2` (spec §3, non-Saudi).
#[derive(Debug, ToSchema)]
#[allow(dead_code)]
pub struct ForeignKycForm {
    /// As on the passport.
    #[schema(max_length = 120)]
    name: String,
    /// ISO 3166-1 alpha-2 (from `GET /api/kycValues`); not SA.
    nationality: String,
    /// PNG or JPEG (checked by content), 10 KB to 5 MB.
    #[schema(value_type = String, format = Binary)]
    passport: Vec<u8>,
}

#[derive(Default)]
struct Sent {
    name: Option<String>,
    nationality: Option<String>,
    passport: Option<Vec<u8>>,
}

async fn read(mut payload: Multipart) -> ApiResult<Sent> {
    let mut sent = Sent::default();
    let mut parts = 0;
    while let Some(mut field) = payload.try_next().await.map_err(|_| ApiError::unprocessable(INVALID_FORM))? {
        parts += 1;
        if parts > MAX_PARTS {
            return Err(ApiError::unprocessable(INVALID_FORM));
        }
        let name = field.name().unwrap_or_default().to_owned();
        if name == "passport" {
            match read_part(&mut field, passport::MAX_BYTES).await.map_err(|_| ApiError::unprocessable(INVALID_FORM))? {
                Part::Whole(bytes) if !bytes.is_empty() => sent.passport = Some(bytes),
                Part::Whole(_) => {}
                Part::TooLarge => return Err(ApiError::too_large().with_field("passport", PASSPORT_TOO_LARGE)),
            }
            continue;
        }
        let Part::Whole(bytes) = read_part(&mut field, TEXT_PART_LIMIT).await.map_err(|_| ApiError::unprocessable(INVALID_FORM))? else {
            return Err(ApiError::field(&name, messages::FIELD_TOO_LONG));
        };
        let text = String::from_utf8(bytes).map_err(|_| ApiError::field(&name, messages::FIELD_WRONG_TYPE))?;
        match name.as_str() {
            "name" => sent.name = Some(text),
            "nationality" => sent.nationality = Some(text),
            _ => {}
        }
    }
    Ok(sent)
}

/// Sends the non-Saudi path's request: staff review the passport photo and approve or reject it
/// with a reason (`KycDecided` either way). The answer is "request received" (status in_review).
#[utoipa::path(tag = "kyc", security(("bearer" = [])),
    request_body(content = ForeignKycForm, content_type = "multipart/form-data"),
    responses((status = 201, body = KycView), (status = 401), (status = 409, body = platform::http::error::ErrorBody),
        (status = 413, body = platform::http::error::ErrorBody), (status = 422, body = platform::http::error::ErrorBody)))]
#[post("/api/addKyc2")]
pub async fn add_kyc_foreign(user: SignedIn, ctx: web::Data<AppContext>, payload: Multipart) -> ApiResult<ApiResponse<KycView>> {
    let current = state::of_user(&ctx.db, user.id()).await?;
    if let Some(refused) = state::refuse_new_form(current.as_ref()) {
        return Err(ApiError::conflict(refused));
    }
    let sent = read(payload).await?;
    // The photo first: the spec's own message for this form.
    let Some(photo) = sent.passport else {
        return Err(ApiError::unprocessable(PASSPORT_REQUIRED).with_field("passport", PASSPORT_REQUIRED));
    };
    let name = sent.name.as_deref().map(str::trim).filter(|n| !n.is_empty());
    let nationality = sent.nationality.as_deref().map(|n| n.trim().to_ascii_uppercase()).filter(|n| !n.is_empty());
    let (Some(name), Some(nationality)) = (name, nationality) else {
        let mut e = ApiError::unprocessable(messages::FILL_ALL_FIELDS);
        if name.is_none() {
            e = e.and_field("name", messages::FIELD_REQUIRED);
        }
        if sent.nationality.as_deref().is_none_or(|n| n.trim().is_empty()) {
            e = e.and_field("nationality", messages::FIELD_REQUIRED);
        }
        return Err(e);
    };
    if name.chars().count() > NAME_MAX {
        return Err(ApiError::field("name", messages::FIELD_TOO_LONG));
    }
    if nationality == "SA" {
        return Err(ApiError::field("nationality", SAUDI_USE_NAFATH));
    }
    if !options::is_foreign_nationality(&nationality) {
        return Err(ApiError::field("nationality", NATIONALITY_INVALID));
    }
    let mime = passport::check(&photo).map_err(|e| {
        ApiError::field(
            "passport",
            match e {
                PhotoError::NotAnImage => PASSPORT_TYPE,
                PhotoError::TooSmall => PASSPORT_TOO_SMALL,
                PhotoError::TooManyPixels => platform::messages::PICTURE_TOO_MANY_PIXELS,
            },
        )
    })?;

    let vault = crate::vault_of(&ctx)?;
    let uid = user.id();
    let key = passport::new_key();
    ctx.storage.put(&key, &vault.seal_bytes(&purpose::passport(uid), &photo)?).await.map_err(ApiError::internal)?;
    let now = Utc::now();
    let old_photo = current.as_ref().and_then(|r| r.passport_key.clone());
    let from = current.as_ref().map(|r| r.status);
    let mut row = match current {
        Some(r) => r.into_active_model(),
        None => kyc_records::ActiveModel { user_id: Set(uid), created_at: Set(now), ..Default::default() },
    };
    row.path = Set(state::FOREIGN.to_owned());
    row.status = Set(KycStatus::InReview);
    row.identity_hash = Set(None);
    row.identity_sealed = Set(None);
    row.birth_date_sealed = Set(None);
    row.birth_calendar = Set(None);
    row.answers = Set(None);
    row.risk_profile = Set(None);
    row.risk_score = Set(None);
    row.profiled_at = Set(None);
    row.full_name_sealed = Set(Some(vault.seal(&purpose::full_name(uid), name)?));
    row.nationality = Set(Some(nationality));
    row.passport_key = Set(Some(key.clone()));
    row.passport_type = Set(Some(mime.to_owned()));
    row.reject_reason = Set(None);
    row.reviewed_by = Set(None);
    row.reviewed_at = Set(None);
    row.agreed_at = Set(None);
    row.updated_at = Set(now);
    let kept = async {
        let txn = platform::write_txn::begin_write(&ctx.db).await?;
        let saved: kyc_records::Model = row.save(&txn).await?.try_into_model()?;
        state::record(&txn, saved.id, from, KycStatus::InReview, &platform::lifecycle::Actor::User(uid), "").await?;
        txn.commit().await?;
        Ok::<_, sea_orm::DbErr>(saved)
    }
    .await;
    let saved = match kept {
        Ok(saved) => saved,
        Err(e) => {
            // The photo of a request that was not kept is not kept either.
            if let Err(gone) = ctx.storage.delete(&key).await {
                tracing::warn!(error = %gone, "could not delete the passport photo of a request that was not kept");
            }
            return Err(e.into());
        }
    };
    if let Some(old) = old_photo
        && let Err(e) = ctx.storage.delete(&old).await
    {
        tracing::warn!(error = %e, "could not delete a replaced passport photo");
    }
    Ok(ApiResponse::created(KycView::of(&saved, &vault)))
}
