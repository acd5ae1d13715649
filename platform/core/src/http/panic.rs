//! A panic in a handler becomes a logged 500 with the JSON error body: the connection always
//! gets an answer, and the worker thread lives on.

use std::panic::AssertUnwindSafe;

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::middleware::Next;
use futures_util::FutureExt;

use crate::ApiError;

pub async fn catch_panics(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    // The request cannot be cloned here (routing needs it alone): the error is answered by
    // actix's dispatcher, which writes it through `ApiError::error_response`.
    let path = req.path().to_owned();
    match AssertUnwindSafe(next.call(req)).catch_unwind().await {
        Ok(result) => result.map(ServiceResponse::map_into_boxed_body),
        Err(panic) => {
            let what = panic
                .downcast_ref::<&str>()
                .map(|s| (*s).to_owned())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown panic".to_owned());
            tracing::error!(path = %path, panic = %what, "handler panicked");
            Err(ApiError::internal(anyhow::anyhow!("handler panicked: {what}")).in_current_language().into())
        }
    }
}
