use actix_web::{HttpRequest, post, web};
use platform::auth::SignedIn;
use platform::throttle::client_ip;
use platform::validation::Validator;
use platform::{ApiError, ApiResponse, ApiResult, AppContext, messages};
use sea_orm::EntityTrait;
use serde::Deserialize;
use utoipa::ToSchema;

use crate::handlers::list_my_consents::AcceptanceView;
use crate::messages::UNKNOWN_DOCUMENT;
use crate::ports::consents::{is_document, record};

#[derive(Debug, Deserialize, ToSchema)]
pub struct AcceptRequest {
    /// The document's key: terms, privacy-policy, payment-terms, terms-analyst, disclaimer, risk-disclosure.
    pub document: Option<String>,
    /// The "I agree" checkbox; must be true.
    pub accepted: Option<bool>,
}

/// Records that the signed-in user accepts the current version of a legal document (the
/// re-acceptance asked for after a material change).
#[utoipa::path(tag = "content", security(("bearer" = [])), request_body = AcceptRequest,
    responses((status = 201, body = AcceptanceView), (status = 401)))]
#[post("/api/consents")]
pub async fn accept_document(
    user: SignedIn,
    req: HttpRequest,
    ctx: web::Data<AppContext>,
    body: web::Json<AcceptRequest>,
) -> ApiResult<ApiResponse<AcceptanceView>> {
    let mut v = Validator::new();
    let document = v.required("document", body.document.as_deref());
    if let Some(d) = document {
        v.check("document", is_document(d), UNKNOWN_DOCUMENT);
    }
    v.check("accepted", body.accepted == Some(true), messages::TERMS_REQUIRED);
    v.finish()?;
    let document = document.ok_or_else(|| ApiError::field("document", messages::FIELD_REQUIRED))?;
    let address = client_ip(&req, ctx.settings.auth.trust_forwarded_for);
    let acceptance = record(&ctx.db, user.id(), document, &address).await?.ok_or_else(|| ApiError::field("document", UNKNOWN_DOCUMENT))?;
    let title = crate::entities::contents::Entity::find_by_id(document)
        .one(&ctx.db)
        .await?
        .map(|c| if platform::i18n::current_lang() == platform::Lang::Ar { c.title_ar } else { c.title_en })
        .unwrap_or_default();
    Ok(ApiResponse::created(AcceptanceView {
        document: acceptance.document,
        title,
        version: acceptance.version,
        accepted_at: acceptance.accepted_at,
    }))
}
