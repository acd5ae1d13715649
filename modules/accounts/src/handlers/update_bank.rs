use actix_web::{post, web};
use chrono::Utc;
use platform::auth::SignedIn;
use platform::validation::{Validator, normalize_iban};
use platform::{ApiError, ApiResponse, ApiResult, AppContext, messages};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::entities::profiles;
use crate::messages::INVALID_IBAN;
use crate::views::ProfileView;

#[derive(Debug, Deserialize, ToSchema)]
pub struct BankRequest {
    pub bank_name: Option<String>,
    pub iban: Option<String>,
    pub account_holder_name: Option<String>,
}

/// Saves the bank account analysts are paid to; the IBAN's checksum is verified.
#[utoipa::path(tag = "accounts", security(("bearer" = [])), request_body = BankRequest,
    responses((status = 200, body = ProfileView), (status = 422, body = platform::http::error::ErrorBody)))]
#[post("/api/profile/bank")]
pub async fn update_bank(ctx: web::Data<AppContext>, user: SignedIn, body: web::Json<BankRequest>) -> ApiResult<ApiResponse<ProfileView>> {
    let mut v = Validator::new();
    let bank = v.required("bank_name", body.bank_name.as_deref());
    v.max_chars("bank_name", bank, 120);
    let holder = v.required("account_holder_name", body.account_holder_name.as_deref());
    v.max_chars("account_holder_name", holder, 120);
    let iban = v.required("iban", body.iban.as_deref()).map(normalize_iban);
    if let Some(i) = &iban {
        v.check("iban", i.is_some(), INVALID_IBAN);
    }
    v.finish()?;
    let (Some(bank), Some(holder), Some(Some(iban))) = (bank, holder, iban) else {
        return Err(ApiError::unprocessable(messages::FILL_ALL_FIELDS));
    };
    let mut profile = profiles::of_user(&ctx.db, user.user.id).await?;
    profile.bank_name = Some(bank.to_owned());
    profile.account_holder_name = Some(holder.to_owned());
    profile.iban = Some(iban);
    profile.updated_at = Utc::now();
    let profile = profiles::save(&ctx.db, profile).await?;
    Ok(ApiResponse::ok(ProfileView::new(&user.user, &profile)))
}
