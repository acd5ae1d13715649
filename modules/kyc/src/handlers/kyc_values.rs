use actix_web::get;
use platform::{ApiResponse, ApiResult};

use crate::options::{KycValues, values};

/// The choices of the KYC forms in Arabic and English: banks, social status, net savings, family
/// members, annual income, investment objectives, the six risk-awareness questions, the
/// acknowledgement, and the nationalities of the non-Saudi path.
#[utoipa::path(tag = "kyc", responses((status = 200, body = KycValues)))]
#[get("/api/kycValues")]
pub async fn kyc_values() -> ApiResult<ApiResponse<KycValues>> {
    Ok(ApiResponse::ok(values()))
}
