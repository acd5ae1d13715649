use actix_web::{post, web};
use chrono::Utc;
use platform::auth::Analyst;
use platform::i18n::current_lang;
use platform::validation::Validator;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::ActiveValue::Set;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::entities::{documents, requests};
use crate::messages as m;
use crate::review::access::{is_staff, reviews};
use crate::review::deliver::DeliverAnalysis;
use crate::views::{AnalysisRequestView, Reader, view};

/// The longest view an analyst adds to one document.
pub const COMMENTARY_MAX_CHARS: usize = 4000;

/// The analyst's view of one document.
#[derive(Debug, Deserialize, ToSchema)]
pub struct DocumentCommentary {
    pub id: i64,
    #[serde(default)]
    pub commentary: String,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ApproveForm {
    /// Every document of the request, each with the analyst's view.
    #[serde(default)]
    pub documents: Vec<DocumentCommentary>,
}

/// The reviewing analyst (or staff) approves a request with their view of each document; the
/// final documents are then written and delivered by a job (the request shows `approved`, then
/// `delivered`).
#[utoipa::path(tag = "stock_analysis", security(("bearer" = [])), params(("id" = i64, Path, description = "The request")), request_body = ApproveForm,
    responses((status = 200, body = AnalysisRequestView), (status = 401), (status = 403), (status = 404), (status = 409), (status = 422)))]
#[post("/api/stock-analysis/reviews/{id}/approve")]
pub async fn approve_review(
    user: Analyst,
    ctx: web::Data<AppContext>,
    id: web::Path<i64>,
    body: web::Json<ApproveForm>,
) -> ApiResult<ApiResponse<AnalysisRequestView>> {
    let request = requests::Entity::find_by_id(*id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    if request.status == requests::RequestStatus::AwaitingPayment {
        return Err(ApiError::not_found());
    }
    if !reviews(&user.0, &request) {
        return Err(ApiError::forbidden());
    }
    if request.status != requests::RequestStatus::InReview {
        return Err(ApiError::conflict(m::NOT_IN_REVIEW));
    }
    let docs = documents::Entity::find().filter(documents::Column::RequestId.eq(request.id)).all(&ctx.db).await?;
    let mut v = Validator::new();
    let mut views: Vec<(i64, String)> = Vec::with_capacity(docs.len());
    for doc in &docs {
        let given = body.documents.iter().position(|d| d.id == doc.id);
        let text = given.map(|i| body.documents[i].commentary.trim().to_owned()).unwrap_or_default();
        let field = format!("documents[{}].commentary", given.unwrap_or(views.len()));
        if text.is_empty() {
            v.add(&field, m::COMMENTARY_REQUIRED);
        } else if text.chars().count() > COMMENTARY_MAX_CHARS {
            v.add(&field, m::COMMENTARY_TOO_LONG);
        }
        views.push((doc.id, text));
    }
    v.check("documents", body.documents.iter().all(|d| docs.iter().any(|doc| doc.id == d.id)), m::COMMENTARY_REQUIRED);
    v.finish()?;

    let now = Utc::now();
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let approved = requests::Entity::update_many()
        .set(requests::ActiveModel {
            status: Set(requests::RequestStatus::Approved),
            // Staff approving a request nobody took are its reviewer.
            analyst_id: Set(request.analyst_id.or(is_staff(&user.0).then(|| user.0.id()))),
            updated_at: Set(now),
            ..Default::default()
        })
        .filter(requests::Column::Id.eq(request.id))
        .filter(requests::Column::Status.eq(requests::RequestStatus::InReview))
        .exec(&txn)
        .await?;
    if approved.rows_affected != 1 {
        return Err(ApiError::conflict(m::NOT_IN_REVIEW));
    }
    for (doc_id, text) in views {
        documents::Entity::update_many()
            .set(documents::ActiveModel { commentary: Set(text), ..Default::default() })
            .filter(documents::Column::Id.eq(doc_id))
            .exec(&txn)
            .await?;
    }
    txn.commit().await?;
    ctx.queue.push(DeliverAnalysis { request_id: request.id }).await.map_err(ApiError::internal)?;
    let request = requests::Entity::find_by_id(request.id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    Ok(ApiResponse::ok(view(&ctx, request, current_lang(), Reader::Reviewer).await?))
}
