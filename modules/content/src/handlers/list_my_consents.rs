use std::collections::HashMap;

use actix_web::{get, web};
use chrono::{DateTime, Utc};
use platform::auth::SignedIn;
use platform::i18n::current_lang;
use platform::ports::{ConsentStatus, documents};
use platform::{ApiResponse, ApiResult, AppContext, Lang};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use serde::Serialize;
use utoipa::ToSchema;

use crate::entities::{content_consents, contents};
use crate::ports::consents::status_of;

/// Where the user stands with one legal document.
#[derive(Debug, Serialize, ToSchema)]
pub struct DocumentConsentView {
    pub key: String,
    pub title: String,
    pub current_version: i32,
    /// The latest version the user accepted, if any.
    pub accepted_version: Option<i32>,
    pub accepted_at: Option<DateTime<Utc>>,
    /// The document changed materially since (or was never accepted): the user is asked to
    /// accept the current version before the next paid action or application.
    pub needs_acceptance: bool,
}

/// One recorded acceptance.
#[derive(Debug, Serialize, ToSchema)]
pub struct AcceptanceView {
    pub document: String,
    pub title: String,
    pub version: i32,
    pub accepted_at: DateTime<Utc>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MyConsentsView {
    /// Every legal document of the deployment, with the user's standing.
    pub documents: Vec<DocumentConsentView>,
    /// Every acceptance the user gave, newest first.
    pub history: Vec<AcceptanceView>,
}

/// The versions of the legal documents the signed-in user accepted, and which need accepting again.
#[utoipa::path(tag = "content", security(("bearer" = [])), responses((status = 200, body = MyConsentsView), (status = 401)))]
#[get("/api/consents")]
pub async fn list_my_consents(user: SignedIn, ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<MyConsentsView>> {
    Ok(ApiResponse::ok(consents_of(&ctx, user.id()).await?))
}

/// One user's standing with the legal documents and every acceptance, for staff opening the
/// account.
#[utoipa::path(tag = "content", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = MyConsentsView), (status = 401), (status = 403)))]
#[get("/api/staff/users/{id}/consents")]
pub async fn list_user_consents(
    _staff: platform::auth::Staff,
    ctx: web::Data<AppContext>,
    id: web::Path<i64>,
) -> ApiResult<ApiResponse<MyConsentsView>> {
    Ok(ApiResponse::ok(consents_of(&ctx, *id).await?))
}

async fn consents_of(ctx: &AppContext, user_id: i64) -> ApiResult<MyConsentsView> {
    let lang = current_lang();
    let rows = contents::Entity::find().filter(contents::Column::Key.is_in(documents::ALL)).all(&ctx.db).await?;
    let titles: HashMap<String, String> =
        rows.iter().map(|r| (r.key.clone(), if lang == Lang::Ar { r.title_ar.clone() } else { r.title_en.clone() })).collect();
    let history = content_consents::Entity::find()
        .filter(content_consents::Column::UserId.eq(user_id))
        .order_by_desc(content_consents::Column::AcceptedAt)
        .order_by_desc(content_consents::Column::Id)
        .all(&ctx.db)
        .await?;
    let mut docs = Vec::new();
    for key in documents::ALL {
        let Some(title) = titles.get(key) else { continue };
        let latest = history.iter().filter(|c| c.document_key == key).max_by_key(|c| (c.version, c.accepted_at));
        let (current_version, needs_acceptance) = match status_of(&ctx.db, user_id, key).await? {
            ConsentStatus::Current { current_version, .. } => (current_version, false),
            ConsentStatus::Needed { current_version, .. } => (current_version, true),
            ConsentStatus::NoDocument => continue,
        };
        docs.push(DocumentConsentView {
            key: key.to_owned(),
            title: title.clone(),
            current_version,
            accepted_version: latest.map(|c| c.version),
            accepted_at: latest.map(|c| c.accepted_at),
            needs_acceptance,
        });
    }
    let history = history
        .into_iter()
        .map(|c| AcceptanceView {
            title: titles.get(&c.document_key).cloned().unwrap_or_else(|| c.document_key.clone()),
            document: c.document_key,
            version: c.version,
            accepted_at: c.accepted_at,
        })
        .collect();
    Ok(MyConsentsView { documents: docs, history })
}
