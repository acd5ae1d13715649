use actix_web::http::header::{CACHE_CONTROL, CONTENT_DISPOSITION, CONTENT_LENGTH, CONTENT_TYPE};
use actix_web::{HttpResponse, get, web};
use platform::auth::{Role, SignedIn};
use platform::{ApiError, ApiResult, AppContext};
use sea_orm::EntityTrait;

use crate::entities::{invoices, payments};

/// The simplified tax invoice of one of the user's payments, as a PDF (staff may open any).
/// Anyone else's invoice is answered as not found, as if there were none.
#[utoipa::path(tag = "subscriptions", security(("bearer" = [])), params(("id" = i64, Path, description = "Invoice id")),
    responses(
        (status = 200, content_type = "application/pdf", description = "The invoice PDF (Arabic and English, with the ZATCA QR code)"),
        (status = 401),
        (status = 404)
    ))]
#[get("/api/invoices/{id}/pdf")]
pub async fn get_invoice_pdf(user: SignedIn, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<HttpResponse> {
    let invoice = invoices::Entity::find_by_id(id.into_inner()).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    let payment = payments::Entity::find_by_id(invoice.payment_id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    if payment.user_id != user.id() && user.role() != Role::Staff {
        return Err(ApiError::not_found());
    }
    let number = invoice.number.clone();
    let stored = match &invoice.document_key {
        Some(key) => ctx.storage.open_file(key).await.map_err(ApiError::internal)?,
        None => None,
    };
    // Not rendered yet (issuing stopped after numbering) or gone from the store: render it now.
    let file = match stored {
        Some(file) => file,
        None => {
            let invoice = crate::invoices::store_document(&ctx, invoice, &payment).await.map_err(ApiError::internal)?;
            let key = invoice.document_key.ok_or_else(ApiError::not_found)?;
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
