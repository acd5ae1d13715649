//! The product's body codes on HTTP 200 (spec §8). One helper per code; no module invents its own.
//!
//! "1010" (session no longer valid) is an HTTP error: see [`crate::ApiError::session_invalid`].

use actix_web::HttpResponse;
use serde::Serialize;

use actix_web::ResponseError;

use crate::ApiError;

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct BusinessCodeBody {
    /// 999 (a number), "22" or "1020" (strings).
    #[schema(schema_with = number_or_string)]
    pub code: serde_json::Value,
    pub message: String,
}

/// The body codes' schema: 999 is a number in the product's bodies, "22" and "1020" strings.
fn number_or_string() -> utoipa::openapi::schema::Schema {
    use utoipa::openapi::schema::{ObjectBuilder, OneOfBuilder, Schema, Type};
    Schema::OneOf(
        OneOfBuilder::new()
            .item(ObjectBuilder::new().schema_type(Type::Integer))
            .item(ObjectBuilder::new().schema_type(Type::String))
            .build(),
    )
}

/// 999: the user's plan does not include this feature; the web app goes to /no-payment.
pub fn no_payment() -> HttpResponse {
    ApiError::no_payment().error_response()
}

/// "22": identity verification is needed first; the web app goes to /kyc.
pub fn kyc_required() -> HttpResponse {
    ApiError::kyc_required().error_response()
}

/// "1020": a phone number is needed first; the web app goes to /phone.
pub fn phone_required() -> HttpResponse {
    ApiError::phone_required().error_response()
}
