use actix_multipart::Multipart;
use actix_web::{post, web};
use chrono::Utc;
use futures_util::TryStreamExt;
use platform::auth::SignedIn;
use platform::http::images;
use platform::http::multipart::{Part, read_part};
use platform::validation::{Validator, normalize_phone};
use platform::{ApiError, ApiResponse, ApiResult, AppContext, Lang, messages};
use sea_orm::{ActiveModelTrait, IntoActiveModel, Set};
use utoipa::ToSchema;

use crate::entities::profiles;
use crate::messages::{AVATAR_TOO_LARGE, AVATAR_TYPE, INVALID_FORM};
use crate::views::ProfileView;

/// Longest text accepted in one form field.
const TEXT_FIELD_LIMIT: usize = 4 * 1024;

/// The multipart form of `POST /api/profile/personal`.
#[derive(Debug, Default, ToSchema)]
#[allow(dead_code)]
pub struct PersonalForm {
    name: Option<String>,
    phone: Option<String>,
    about: Option<String>,
    /// "ar" or "en": the language of emails and notifications.
    language: Option<String>,
    /// PNG, JPG or WEBP, checked by content, at most the configured size.
    #[schema(value_type = Option<String>, format = Binary)]
    avatar: Option<Vec<u8>>,
}

async fn read_field(field: &mut actix_multipart::Field, limit: usize) -> Result<Part, ApiError> {
    read_part(field, limit).await.map_err(|_| ApiError::unprocessable(INVALID_FORM))
}

async fn read_form(mut payload: Multipart, max_upload: usize) -> Result<PersonalForm, ApiError> {
    let mut form = PersonalForm::default();
    while let Some(mut field) = payload.try_next().await.map_err(|_| ApiError::unprocessable(INVALID_FORM))? {
        let name = field.name().unwrap_or_default().to_owned();
        if name == "avatar" {
            match read_field(&mut field, max_upload).await? {
                Part::Whole(bytes) if bytes.is_empty() => {}
                Part::Whole(bytes) => form.avatar = Some(bytes),
                Part::TooLarge => return Err(ApiError::too_large().with_field("avatar", AVATAR_TOO_LARGE)),
            }
            continue;
        }
        let Part::Whole(bytes) = read_field(&mut field, TEXT_FIELD_LIMIT).await? else {
            return Err(ApiError::field(&name, messages::FIELD_TOO_LONG));
        };
        let text = String::from_utf8(bytes).map_err(|_| ApiError::field(&name, messages::FIELD_WRONG_TYPE))?;
        match name.as_str() {
            "name" => form.name = Some(text),
            "phone" => form.phone = Some(text),
            "about" => form.about = Some(text),
            "language" => form.language = Some(text),
            _ => {}
        }
    }
    Ok(form)
}

/// The picture by its content (never its name or declared type), of a bounded size, encoded
/// again: everyone who sees the profile is shown it.
fn avatar_of(bytes: &[u8]) -> Result<(Vec<u8>, &'static str), platform::Message> {
    images::mime_of(bytes).ok_or(AVATAR_TYPE)?;
    images::reencode(bytes).map_err(|e| images::picture_message(e, AVATAR_TYPE))
}

/// Saves personal data (multipart, with an optional avatar picture).
#[utoipa::path(tag = "accounts", security(("bearer" = [])),
    request_body(content = PersonalForm, content_type = "multipart/form-data"),
    responses((status = 200, body = ProfileView), (status = 413), (status = 422, body = platform::http::error::ErrorBody)))]
#[post("/api/profile/personal")]
pub async fn update_personal(ctx: web::Data<AppContext>, user: SignedIn, payload: Multipart) -> ApiResult<ApiResponse<ProfileView>> {
    let form = read_form(payload, ctx.settings.storage.max_upload_bytes).await?;
    let mut v = Validator::new();
    let shown_name = form.name.as_deref().map(platform::validation::visible);
    let name = v.required("name", shown_name.as_deref());
    v.max_chars("name", name, 120);
    let phone = v.required("phone", form.phone.as_deref()).map(normalize_phone);
    if let Some(p) = &phone {
        v.check("phone", p.is_some(), messages::INVALID_PHONE);
    }
    let about = form.about.as_deref().map(str::trim).filter(|a| !a.is_empty());
    v.max_chars("about", about, 2000);
    let language = form.language.as_deref().map(|l| Lang::from_code(l.trim()));
    v.check("language", !matches!(language, Some(None)), messages::FIELD_UNKNOWN_VALUE);
    let avatar = form.avatar.as_deref().map(avatar_of);
    if let Some(Err(message)) = &avatar {
        v.add("avatar", *message);
    }
    v.finish()?;
    let (Some(name), Some(Some(phone))) = (name, phone) else {
        return Err(ApiError::unprocessable(messages::FILL_ALL_FIELDS));
    };

    let now = Utc::now();
    let mut profile = profiles::of_user(&ctx.db, user.user.id).await?;
    let old_avatar = profile.avatar_key.clone();
    if let Some(Ok((bytes, mime))) = &avatar {
        let key = platform::storage::unique_key("avatars", images::extension(mime));
        ctx.storage.put(&key, bytes).await.map_err(ApiError::internal)?;
        profile.avatar_key = Some(key);
    }
    profile.about = about.map(str::to_owned);
    profile.updated_at = now;

    let mut changed = user.0.user.clone().into_active_model();
    changed.name = Set(name.to_owned());
    changed.phone = Set(Some(phone));
    if let Some(Some(lang)) = language {
        changed.language = Set(lang.code().to_owned());
    }
    changed.updated_at = Set(now);
    // Both rows or neither: a picture never points at a profile that was not saved.
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let updated = changed.update(&txn).await?;
    let profile = profiles::save(&txn, profile).await?;
    txn.commit().await?;
    if let Some(old) = old_avatar.filter(|old| profile.avatar_key.as_ref() != Some(old))
        && let Err(e) = ctx.storage.delete(&old).await
    {
        tracing::warn!(error = %e, "could not delete the previous avatar");
    }
    Ok(ApiResponse::ok(ProfileView::new(&updated, &profile)))
}
