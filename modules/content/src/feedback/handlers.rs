use actix_web::{HttpRequest, HttpResponse, delete, get, post, web};
use chrono::Utc;
use platform::auth::{MaybeUser, SignedIn, Staff};
use platform::http::response::PageQuery;
use platform::throttle::{self, Limit, client_ip};
use platform::validation::{Validator, is_email, normalize_email};
use platform::{ApiError, ApiResponse, ApiResult, AppContext, Paginated, messages as common};
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Set};
use serde::Deserialize;
use utoipa::IntoParams;

use super::rules;
use super::views::{FeedbackReceived, SiteFeedbackForm, StaffFeedbackView, TestimonialForm, TestimonialView};
use crate::entities::feedback;
use crate::messages::{FEEDBACK_NOT_FOUND, NOT_A_TESTIMONIAL, RATING_RANGE};
use crate::store::audit;

const NAME_MAX: usize = 120;
/// Messages per address per hour, and testimonials per client per day.
const PER_ADDRESS: Limit = Limit { attempts: 5, window_secs: 3_600 };
const PER_CLIENT: Limit = Limit { attempts: 3, window_secs: 86_400 };
const SHOWN: u64 = 30;

fn received() -> ApiResponse<FeedbackReceived> {
    ApiResponse::created(FeedbackReceived { received: true, status: "new".into() })
}

/// A visitor's message about the site: name, email and message. Five per address an hour.
#[utoipa::path(tag = "content", request_body = SiteFeedbackForm,
    responses((status = 201, body = FeedbackReceived), (status = 422, body = platform::http::error::ErrorBody), (status = 429, body = platform::http::error::ErrorBody)))]
#[post("/api/feedback")]
pub async fn site_feedback(
    req: HttpRequest,
    user: MaybeUser,
    ctx: web::Data<AppContext>,
    form: web::Json<SiteFeedbackForm>,
) -> ApiResult<ApiResponse<FeedbackReceived>> {
    let mut v = Validator::new();
    let name = crate::rules::plain(&mut v, "name", form.name.as_deref(), NAME_MAX);
    let email = v.required("email", form.email.as_deref()).map(normalize_email);
    if let Some(e) = &email {
        v.check("email", is_email(e), common::INVALID_EMAIL);
    }
    let message = rules::message(&mut v, form.message.as_deref());
    v.finish()?;
    let (Some(name), Some(email), Some(message)) = (name, email, message) else {
        return Err(ApiError::unprocessable(common::FILL_ALL_FIELDS));
    };
    let address = client_ip(&req, ctx.settings.auth.trust_forwarded_for);
    let key = format!("feedback-ip:{address}");
    throttle::take(&ctx.db, &key, PER_ADDRESS).await?;
    if form.website.as_deref().is_some_and(|w| !w.trim().is_empty()) {
        tracing::info!(address, "feedback with the robots' field filled: thanked and dropped");
        return Ok(received());
    }
    feedback::ActiveModel {
        kind: Set("site".into()),
        user_id: Set(user.0.as_ref().map(|u| u.id())),
        name: Set(name),
        email: Set(email),
        message: Set(message),
        rating: Set(None),
        status: Set("new".into()),
        client_address: Set(address.chars().take(64).collect()),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(&ctx.db)
    .await?;
    Ok(received())
}

/// A client's testimonial (a message and a rating), shown once staff approve it. Three a day.
#[utoipa::path(tag = "content", security(("bearer" = [])), request_body = TestimonialForm,
    responses((status = 201, body = FeedbackReceived), (status = 401), (status = 422, body = platform::http::error::ErrorBody), (status = 429, body = platform::http::error::ErrorBody)))]
#[post("/api/client-feedback")]
pub async fn client_feedback(
    req: HttpRequest,
    user: SignedIn,
    ctx: web::Data<AppContext>,
    form: web::Json<TestimonialForm>,
) -> ApiResult<ApiResponse<FeedbackReceived>> {
    let mut v = Validator::new();
    let message = rules::message(&mut v, form.message.as_deref());
    if let Some(r) = form.rating {
        v.check("rating", (1..=5).contains(&r), RATING_RANGE);
    }
    v.finish()?;
    let Some(message) = message else { return Err(ApiError::unprocessable(common::FILL_ALL_FIELDS)) };
    let key = format!("testimonial:{}", user.id());
    throttle::take(&ctx.db, &key, PER_CLIENT).await?;
    feedback::ActiveModel {
        kind: Set("testimonial".into()),
        user_id: Set(Some(user.id())),
        name: Set(user.user.name.clone()),
        email: Set(user.user.email.clone()),
        message: Set(message),
        rating: Set(form.rating),
        status: Set("new".into()),
        client_address: Set(client_ip(&req, ctx.settings.auth.trust_forwarded_for).chars().take(64).collect()),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(&ctx.db)
    .await?;
    Ok(received())
}

/// Clients' testimonials staff approved, newest first.
#[utoipa::path(tag = "content", responses((status = 200, body = Vec<TestimonialView>)))]
#[get("/api/get-feedback")]
pub async fn get_feedback(ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<Vec<TestimonialView>>> {
    let rows = feedback::Entity::find()
        .filter(feedback::Column::Kind.eq("testimonial"))
        .filter(feedback::Column::Status.eq("approved"))
        .order_by_desc(feedback::Column::ReviewedAt)
        .order_by_desc(feedback::Column::Id)
        .limit(SHOWN)
        .all(&ctx.db)
        .await?;
    Ok(ApiResponse::ok(
        rows.into_iter()
            .map(|f| TestimonialView { id: f.id, name: f.name, message: f.message, rating: f.rating, created_at: f.created_at })
            .collect(),
    ))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct FeedbackFilter {
    /// site | testimonial; both when absent.
    pub kind: Option<String>,
    /// new | read | approved | rejected; all when absent.
    pub status: Option<String>,
}

/// Feedback to review, newest first.
#[utoipa::path(tag = "content", security(("bearer" = [])), params(PageQuery, FeedbackFilter),
    responses((status = 200, body = Vec<StaffFeedbackView>), (status = 401), (status = 403), (status = 422, body = platform::http::error::ErrorBody)))]
#[get("/api/staff/feedback")]
pub async fn staff_feedback(
    _staff: Staff,
    ctx: web::Data<AppContext>,
    page: web::Query<PageQuery>,
    filter: web::Query<FeedbackFilter>,
) -> ApiResult<Paginated<StaffFeedbackView>> {
    let mut query = feedback::Entity::find();
    if let Some(kind) = filter.kind.as_deref().filter(|k| !k.is_empty()) {
        if kind != "site" && kind != "testimonial" {
            return Err(ApiError::field("kind", common::FIELD_UNKNOWN_VALUE));
        }
        query = query.filter(feedback::Column::Kind.eq(kind));
    }
    if let Some(status) = filter.status.as_deref().filter(|s| !s.is_empty()) {
        if !["new", "read", "approved", "rejected"].contains(&status) {
            return Err(ApiError::field("status", common::FIELD_UNKNOWN_VALUE));
        }
        query = query.filter(feedback::Column::Status.eq(status));
    }
    let total = query.clone().count(&ctx.db).await?;
    let rows = query.order_by_desc(feedback::Column::Id).offset(page.offset(30)).limit(page.per_page(30)).all(&ctx.db).await?;
    Ok(Paginated::new(rows.into_iter().map(StaffFeedbackView::from).collect(), page.page(), page.per_page(30), total))
}

async fn review(ctx: &AppContext, staff_id: i64, id: i64, status: &str) -> ApiResult<feedback::Model> {
    let row = feedback::Entity::find_by_id(id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| ApiError::new(actix_web::http::StatusCode::NOT_FOUND, FEEDBACK_NOT_FOUND))?;
    if (status == "approved" || status == "rejected") && row.kind != "testimonial" {
        return Err(ApiError::conflict(NOT_A_TESTIMONIAL));
    }
    let now = Utc::now();
    feedback::Entity::update_many()
        .col_expr(feedback::Column::Status, Expr::value(status))
        .col_expr(feedback::Column::ReviewedBy, Expr::value(staff_id))
        .col_expr(feedback::Column::ReviewedAt, Expr::value(now))
        .filter(feedback::Column::Id.eq(id))
        .exec(&ctx.db)
        .await?;
    audit(&ctx.db, staff_id, &format!("feedback.{status}"), &format!("feedback:{id}"), serde_json::json!({"kind": row.kind})).await?;
    // The answer is the row as written, without reading it back.
    Ok(feedback::Model { status: status.to_owned(), reviewed_by: Some(staff_id), reviewed_at: Some(now), ..row })
}

/// Approves a testimonial: it shows on the site.
#[utoipa::path(tag = "content", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = StaffFeedbackView), (status = 401), (status = 403), (status = 404), (status = 409, body = platform::http::error::ErrorBody)))]
#[post("/api/staff/feedback/{id}/approve")]
pub async fn approve_feedback(staff: Staff, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<ApiResponse<StaffFeedbackView>> {
    Ok(ApiResponse::ok(review(&ctx, staff.id(), *id, "approved").await?.into()))
}

/// Rejects a testimonial (or takes an approved one down).
#[utoipa::path(tag = "content", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = StaffFeedbackView), (status = 401), (status = 403), (status = 404), (status = 409, body = platform::http::error::ErrorBody)))]
#[post("/api/staff/feedback/{id}/reject")]
pub async fn reject_feedback(staff: Staff, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<ApiResponse<StaffFeedbackView>> {
    Ok(ApiResponse::ok(review(&ctx, staff.id(), *id, "rejected").await?.into()))
}

/// Marks a message read.
#[utoipa::path(tag = "content", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = StaffFeedbackView), (status = 401), (status = 403), (status = 404)))]
#[post("/api/staff/feedback/{id}/read")]
pub async fn read_feedback(staff: Staff, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<ApiResponse<StaffFeedbackView>> {
    Ok(ApiResponse::ok(review(&ctx, staff.id(), *id, "read").await?.into()))
}

/// Deletes feedback (spam that got through).
#[utoipa::path(tag = "content", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 204), (status = 401), (status = 403), (status = 404)))]
#[delete("/api/staff/feedback/{id}")]
pub async fn delete_feedback(staff: Staff, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<HttpResponse> {
    if feedback::Entity::delete_by_id(*id).exec(&ctx.db).await?.rows_affected != 1 {
        return Err(ApiError::new(actix_web::http::StatusCode::NOT_FOUND, FEEDBACK_NOT_FOUND));
    }
    audit(&ctx.db, staff.id(), "feedback.delete", &format!("feedback:{id}"), serde_json::json!({})).await?;
    Ok(HttpResponse::NoContent().finish())
}
