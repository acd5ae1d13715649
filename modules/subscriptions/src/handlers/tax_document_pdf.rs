//! What serving an invoice's or a credit note's PDF has in common: only the payment's owner (or
//! staff) sees it, anyone else is told there is none; a PDF not rendered yet (issuing stopped
//! after numbering) or gone from the store is rendered now.

use std::future::Future;

use actix_web::HttpResponse;
use actix_web::http::header::{CACHE_CONTROL, CONTENT_DISPOSITION, CONTENT_LENGTH, CONTENT_TYPE};
use platform::auth::{Role, SignedIn};
use platform::{ApiError, ApiResult, AppContext};
use sea_orm::EntityTrait;

use crate::entities::payments;

/// The payment a document is for, when `user` may see it; not found otherwise.
pub async fn payment_of_owner(ctx: &AppContext, user: &SignedIn, payment_id: i64) -> ApiResult<payments::Model> {
    let payment = payments::Entity::find_by_id(payment_id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    if payment.user_id != user.id() && user.role() != Role::Staff {
        return Err(ApiError::not_found());
    }
    Ok(payment)
}

/// The PDF stored at `key`, or rendered by `render` (which answers where it stored it).
pub async fn respond(
    ctx: &AppContext,
    key: Option<&str>,
    number: &str,
    render: impl Future<Output = anyhow::Result<Option<String>>>,
) -> ApiResult<HttpResponse> {
    let stored = match key {
        Some(key) => ctx.storage.open_file(key).await.map_err(ApiError::internal)?,
        None => None,
    };
    let file = match stored {
        Some(file) => file,
        None => {
            let key = render.await.map_err(ApiError::internal)?.ok_or_else(ApiError::not_found)?;
            ctx.storage.open_file(&key).await.map_err(ApiError::internal)?.ok_or_else(ApiError::not_found)?
        }
    };
    Ok(HttpResponse::Ok()
        .insert_header((CONTENT_TYPE, "application/pdf"))
        .insert_header((CONTENT_DISPOSITION, format!("inline; filename=\"{number}.pdf\"")))
        .insert_header((CONTENT_LENGTH, file.size))
        .insert_header((CACHE_CONTROL, "private, no-store"))
        .streaming(file.bytes))
}
