//! The product's body codes on HTTP 200 (spec §8). One helper per code; no module invents its own.
//!
//! "1010" (session no longer valid) is an HTTP error: see [`crate::ApiError::session_invalid`].

use actix_web::HttpResponse;
use serde::Serialize;

use crate::i18n::Message;
use crate::messages;

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct BusinessCodeBody {
    /// 999, "22" or "1020".
    #[schema(value_type = Object)]
    pub code: serde_json::Value,
    pub message: String,
}

fn body(code: serde_json::Value, message: Message) -> HttpResponse {
    HttpResponse::Ok().json(BusinessCodeBody { code, message: message.localized().to_owned() })
}

/// 999: the user's plan does not include this feature; the web app goes to /no-payment.
pub fn no_payment() -> HttpResponse {
    body(serde_json::json!(999), messages::NO_PAYMENT)
}

/// "22": identity verification is needed first; the web app goes to /kyc.
pub fn kyc_required() -> HttpResponse {
    body(serde_json::json!("22"), messages::KYC_REQUIRED)
}

/// "1020": a phone number is needed first; the web app goes to /phone.
pub fn phone_required() -> HttpResponse {
    body(serde_json::json!("1020"), messages::PHONE_REQUIRED)
}
