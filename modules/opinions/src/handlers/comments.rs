use actix_web::{get, post, web};
use platform::form_value;
use platform::http::response::PageQuery;
use platform::requirements::Granted;
use platform::validation::Validator;
use platform::{ApiError, ApiResponse, ApiResult, AppContext, Paginated};
use sea_orm::EntityTrait;
use serde::Deserialize;
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};

use super::opinions::OpinionQuery;
use crate::access;
use crate::comments::{self, COMMENT_MAX, OpinionCommentView};
use crate::entities::comments as rows;
use crate::messages as m;

#[derive(Debug, Deserialize, ToSchema)]
pub struct OpinionCommentForm {
    #[serde(rename = "opinionId")]
    #[schema(value_type = Option<i64>)]
    pub opinion_id: Option<Value>,
    /// The comment replied to, if any.
    #[serde(rename = "parentId")]
    #[schema(value_type = Option<i64>)]
    pub parent_id: Option<Value>,
    #[schema(value_type = Option<String>, max_length = 2000)]
    pub comment: Option<Value>,
}

/// A reader of the list (or its analyst) comments on an opinion or replies to a comment.
#[utoipa::path(tag = "opinions", security(("bearer" = [])), request_body = OpinionCommentForm,
    responses((status = 201, body = OpinionCommentView), (status = 401), (status = 404), (status = 422)),
    extensions(("x-business-codes" = json!(["999"]))))]
#[post("/api/comment/create")]
pub async fn create_opinion_comment(
    granted: Granted,
    ctx: web::Data<AppContext>,
    body: web::Json<OpinionCommentForm>,
) -> ApiResult<ApiResponse<OpinionCommentView>> {
    let mut v = Validator::new();
    let opinion_id = form_value::required_id(&mut v, "opinionId", body.opinion_id.as_ref(), m::FILL_ALL_FIELDS);
    let parent_id = form_value::text(body.parent_id.as_ref()).map(|t| t.parse::<i64>().ok().filter(|id| *id > 0));
    if parent_id == Some(None) {
        v.add("parentId", platform::messages::FIELD_WRONG_TYPE);
    }
    let text = form_value::free_text(&mut v, "comment", body.comment.as_ref(), COMMENT_MAX, Some(m::COMMENT_REQUIRED), m::COMMENT_TOO_LONG);
    v.finish()?;
    let (Some(opinion_id), Some(text)) = (opinion_id, text) else { return Err(ApiError::unprocessable(m::COMMENT_REQUIRED)) };
    let (list, opinion) = access::readable_opinion(&ctx, &granted, opinion_id).await?;
    let parent_id = parent_id.flatten();
    if let Some(parent) = parent_id {
        let parent = rows::Entity::find_by_id(parent).one(&ctx.db).await?.filter(|p| p.opinion_id == opinion.id);
        match parent {
            None => return Err(ApiError::field("parentId", platform::messages::FIELD_UNKNOWN_VALUE)),
            Some(p) if p.parent_id.is_some() => return Err(ApiError::field("parentId", m::REPLY_TO_REPLY)),
            Some(_) => {}
        }
    }
    Ok(ApiResponse::created(comments::post(&ctx, &granted.user, &list, opinion.id, parent_id, text).await?))
}

/// An opinion's comments, newest first, each with its number of replies.
#[utoipa::path(tag = "opinions", security(("bearer" = [])), params(OpinionQuery, PageQuery),
    responses((status = 200, body = Vec<OpinionCommentView>), (status = 401), (status = 404)),
    extensions(("x-business-codes" = json!(["999"]))))]
#[get("/api/opinion/comments")]
pub async fn list_opinion_comments(
    granted: Granted,
    ctx: web::Data<AppContext>,
    query: web::Query<OpinionQuery>,
    page: web::Query<PageQuery>,
) -> ApiResult<Paginated<OpinionCommentView>> {
    let (list, opinion) = access::readable_opinion(&ctx, &granted, query.opinion_id).await?;
    comments::page(&ctx, &list, opinion.id, &page).await
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct RepliesQuery {
    #[serde(rename = "commentId")]
    #[param(rename = "commentId")]
    pub comment_id: i64,
}

/// A comment's replies, oldest first.
#[utoipa::path(tag = "opinions", security(("bearer" = [])), params(RepliesQuery),
    responses((status = 200, body = Vec<OpinionCommentView>), (status = 401), (status = 404)),
    extensions(("x-business-codes" = json!(["999"]))))]
#[get("/api/comment/get-replies")]
pub async fn list_replies(
    granted: Granted,
    ctx: web::Data<AppContext>,
    query: web::Query<RepliesQuery>,
) -> ApiResult<ApiResponse<Vec<OpinionCommentView>>> {
    let comment = rows::Entity::find_by_id(query.comment_id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    let (list, _) = access::readable_opinion(&ctx, &granted, comment.opinion_id).await?;
    Ok(ApiResponse::ok(comments::replies(&ctx, &list, comment.id).await?))
}
