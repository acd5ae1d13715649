//! Turns actix's extractor failures (malformed JSON, wrong types, oversized bodies, bad query or
//! path values) into the product's JSON errors, never a 500.

use actix_web::error::{JsonPayloadError, PathError, QueryPayloadError};
use actix_web::{HttpRequest, web};

use crate::ApiError;
use crate::messages;

/// Largest JSON body accepted; uploads go through multipart with their own limit.
pub const JSON_LIMIT_BYTES: usize = 256 * 1024;

pub fn json_config() -> web::JsonConfig {
    web::JsonConfig::default().limit(JSON_LIMIT_BYTES).error_handler(json_error)
}

pub fn query_config() -> web::QueryConfig {
    web::QueryConfig::default().error_handler(query_error)
}

pub fn path_config() -> web::PathConfig {
    web::PathConfig::default().error_handler(path_error)
}

fn json_error(err: JsonPayloadError, _req: &HttpRequest) -> actix_web::Error {
    let api = match &err {
        JsonPayloadError::OverflowKnownLength { .. } | JsonPayloadError::Overflow { .. } => ApiError::too_large(),
        JsonPayloadError::ContentType => ApiError::new(actix_web::http::StatusCode::UNSUPPORTED_MEDIA_TYPE, messages::MALFORMED_JSON),
        JsonPayloadError::Deserialize(e) if e.is_data() => match crate::http::bounded::field_out_of_range(&e.to_string()) {
            Some(field) => ApiError::field(field, messages::FIELD_OUT_OF_RANGE),
            None => data_error(&e.to_string()),
        },
        JsonPayloadError::Payload(e) if crate::http::body_deadline::timed_out(e) => {
            ApiError::new(actix_web::http::StatusCode::REQUEST_TIMEOUT, messages::BODY_TOO_SLOW)
        }
        _ => ApiError::bad_request(messages::MALFORMED_JSON),
    };
    api.into()
}

/// A JSON body that parsed but does not fit the expected shape: name the field when serde does.
fn data_error(detail: &str) -> ApiError {
    let field = detail.split('`').nth(1).filter(|_| detail.starts_with("missing field")).map(str::to_owned);
    let message = if detail.starts_with("unknown variant") {
        messages::FIELD_UNKNOWN_VALUE
    } else if detail.starts_with("missing field") {
        messages::FIELD_REQUIRED
    } else {
        messages::FIELD_WRONG_TYPE
    };
    match field {
        Some(f) => ApiError::field(&f, message),
        None => ApiError::unprocessable(message),
    }
}

fn query_error(err: QueryPayloadError, _req: &HttpRequest) -> actix_web::Error {
    let detail = err.to_string();
    match crate::http::bounded::field_out_of_range(&detail) {
        Some(field) => ApiError::field(field, messages::FIELD_OUT_OF_RANGE),
        None => ApiError::unprocessable(messages::FIELD_WRONG_TYPE),
    }
    .into()
}

fn path_error(_err: PathError, _req: &HttpRequest) -> actix_web::Error {
    ApiError::not_found().into()
}

/// Answers every unknown path (including disabled modules' paths) with the JSON 404.
pub async fn not_found() -> ApiError {
    ApiError::not_found()
}
