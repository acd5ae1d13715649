use actix_web::{HttpResponse, get, web};
use platform::auth::SignedIn;
use platform::{ApiError, ApiResult, AppContext};
use sea_orm::EntityTrait;

use super::tax_document_pdf::{payment_of_owner, respond};
use crate::entities::credit_notes;

/// The simplified tax credit note of one of the user's refunded payments, as a PDF (staff may
/// open any). Anyone else's is answered as not found, as if there were none.
#[utoipa::path(tag = "subscriptions", security(("bearer" = [])), params(("id" = i64, Path, description = "Credit note id")),
    responses(
        (status = 200, content_type = "application/pdf", description = "The credit note PDF (Arabic and English, naming the invoice it credits, with the ZATCA QR code)"),
        (status = 401),
        (status = 404)
    ))]
#[get("/api/credit-notes/{id}/pdf")]
pub async fn get_credit_note_pdf(user: SignedIn, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<HttpResponse> {
    let note = credit_notes::Entity::find_by_id(id.into_inner()).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    let payment = payment_of_owner(&ctx, &user, note.payment_id).await?;
    let (key, number) = (note.document_key.clone(), note.number.clone());
    let render = async { Ok(crate::invoices::credit_notes::store_document(&ctx, note, &payment).await?.document_key) };
    respond(&ctx, key.as_deref(), &number, render).await
}
