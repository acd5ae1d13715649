use actix_web::{get, post, web};
use platform::http::response::PageQuery;
use platform::requirements::Granted;
use platform::validation::Validator;
use platform::{ApiError, ApiResponse, ApiResult, AppContext, Paginated};
use serde::Deserialize;
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};

use crate::comments::{self, COMMENT_MAX, CommentView};
use crate::{access, form, messages as m};

#[derive(Debug, Deserialize, ToSchema)]
pub struct StateCommentForm {
    #[schema(value_type = Option<i64>)]
    pub rating_list_id: Option<Value>,
    #[schema(value_type = Option<String>, max_length = 2000)]
    pub comment: Option<Value>,
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct StateQuery {
    pub rating_list_id: i64,
}

/// A market-state post on a list by its analyst or one of its readers ('Please enter all
/// details' when empty).
#[utoipa::path(tag = "ratings", security(("bearer" = [])), request_body = StateCommentForm,
    responses((status = 201, body = CommentView), (status = 401), (status = 404), (status = 422)),
    extensions(("x-business-codes" = json!(["999"]))))]
#[post("/api/rating-state-comment")]
pub async fn post_state_comment(
    granted: Granted,
    ctx: web::Data<AppContext>,
    body: web::Json<StateCommentForm>,
) -> ApiResult<ApiResponse<CommentView>> {
    let mut v = Validator::new();
    let list_id = form::id(&mut v, "rating_list_id", body.rating_list_id.as_ref());
    let text = form::free_text(&mut v, "comment", body.comment.as_ref(), COMMENT_MAX, Some(m::STATE_DETAILS_REQUIRED), m::COMMENT_TOO_LONG);
    v.finish()?;
    let (Some(list_id), Some(text)) = (list_id, text) else { return Err(ApiError::unprocessable(m::STATE_DETAILS_REQUIRED)) };
    let list = access::rating_list(&ctx, Some(&granted.user), list_id).await?;
    list.require_readable(&granted)?;
    Ok(ApiResponse::created(comments::post(&ctx, &granted.user, &list, None, text).await?))
}

/// A list's market-state posts, newest first: its analyst and readers.
#[utoipa::path(tag = "ratings", security(("bearer" = [])), params(StateQuery, PageQuery),
    responses((status = 200, body = Vec<CommentView>), (status = 401), (status = 404), (status = 422)),
    extensions(("x-business-codes" = json!(["999"]))))]
#[get("/api/rating-state-comment")]
pub async fn list_state_comments(
    granted: Granted,
    ctx: web::Data<AppContext>,
    query: web::Query<StateQuery>,
    page: web::Query<PageQuery>,
) -> ApiResult<Paginated<CommentView>> {
    let list = access::rating_list(&ctx, Some(&granted.user), query.rating_list_id).await?;
    list.require_readable(&granted)?;
    comments::page(&ctx, &list, None, &page).await
}
