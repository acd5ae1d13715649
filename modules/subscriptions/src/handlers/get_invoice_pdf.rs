use actix_web::{HttpResponse, get, web};
use platform::auth::SignedIn;
use platform::{ApiError, ApiResult, AppContext};
use sea_orm::EntityTrait;

use super::tax_document_pdf::{payment_of_owner, respond};
use crate::entities::invoices;

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
    let payment = payment_of_owner(&ctx, &user, invoice.payment_id).await?;
    let (key, number) = (invoice.document_key.clone(), invoice.number.clone());
    let render = async { Ok(crate::invoices::store_document(&ctx, invoice, &payment).await?.document_key) };
    respond(&ctx, key.as_deref(), &number, render).await
}
