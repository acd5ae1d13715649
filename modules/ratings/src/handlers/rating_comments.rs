use actix_web::{get, post, web};
use platform::http::response::PageQuery;
use platform::requirements::Granted;
use platform::validation::Validator;
use platform::{ApiError, ApiResponse, ApiResult, AppContext, Paginated};
use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::comments::{self, COMMENT_MAX, CommentView};
use crate::{access, form, messages as m};

#[derive(Debug, Deserialize, ToSchema)]
pub struct RatingCommentForm {
    #[schema(value_type = Option<i64>)]
    pub rating_id: Option<Value>,
    #[schema(value_type = Option<String>, max_length = 2000)]
    pub comment: Option<Value>,
}

/// The list's analyst or one of its readers comments on a rating (the analyst's comments join
/// the list's record).
#[utoipa::path(tag = "ratings", security(("bearer" = [])), request_body = RatingCommentForm,
    responses((status = 201, body = CommentView), (status = 401), (status = 404), (status = 422)),
    extensions(("x-business-codes" = json!(["999"]))))]
#[post("/api/rating-comment")]
pub async fn post_rating_comment(
    granted: Granted,
    ctx: web::Data<AppContext>,
    body: web::Json<RatingCommentForm>,
) -> ApiResult<ApiResponse<CommentView>> {
    let mut v = Validator::new();
    let rating_id = form::id(&mut v, "rating_id", body.rating_id.as_ref());
    let text = form::free_text(&mut v, "comment", body.comment.as_ref(), COMMENT_MAX, Some(m::COMMENT_REQUIRED), m::COMMENT_TOO_LONG);
    v.finish()?;
    let (Some(rating_id), Some(text)) = (rating_id, text) else { return Err(ApiError::unprocessable(m::COMMENT_REQUIRED)) };
    let (list, rating) = access::readable_rating(&ctx, &granted, rating_id).await?;
    Ok(ApiResponse::created(comments::post(&ctx, &granted.user, &list, Some(&rating), text).await?))
}

/// A rating's comments, newest first (`a` the list, `b` the rating).
#[utoipa::path(tag = "ratings", security(("bearer" = [])),
    params(("a" = i64, Path, description = "The list"), ("b" = i64, Path, description = "The rating"), PageQuery),
    responses((status = 200, body = Vec<CommentView>), (status = 401), (status = 404)),
    extensions(("x-business-codes" = json!(["999"]))))]
#[get("/api/rating-details-comments/{a}/{b}")]
pub async fn list_rating_comments(
    granted: Granted,
    ctx: web::Data<AppContext>,
    path: web::Path<(i64, i64)>,
    page: web::Query<PageQuery>,
) -> ApiResult<Paginated<CommentView>> {
    let (list_id, rating_id) = path.into_inner();
    let (list, rating) = access::readable_rating(&ctx, &granted, rating_id).await?;
    if list.id != list_id {
        return Err(ApiError::not_found());
    }
    comments::page(&ctx, &list, Some(rating.id), &page).await
}
