//! Comments on opinions by the list's analyst and its readers, with one level of replies.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use platform::auth::AuthUser;
use platform::entities::users;
use platform::http::response::PageQuery;
use platform::ports::AnalystList;
use platform::{ApiResult, AppContext, Paginated};
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect};
use serde::Serialize;
use utoipa::ToSchema;

use crate::entities::comments;

pub const COMMENT_MAX: usize = 2000;

#[derive(Debug, Serialize, ToSchema)]
pub struct OpinionCommentView {
    pub id: i64,
    pub opinion_id: i64,
    /// The comment this replies to.
    pub parent_id: Option<i64>,
    pub author_name: String,
    /// Written by the list's analyst.
    pub by_analyst: bool,
    pub comment: String,
    pub created_at: DateTime<Utc>,
    /// Replies to it (0 for a reply).
    pub replies_count: u64,
}

pub async fn post(
    ctx: &AppContext,
    user: &AuthUser,
    list: &AnalystList,
    opinion_id: i64,
    parent_id: Option<i64>,
    body: String,
) -> ApiResult<OpinionCommentView> {
    let row = comments::ActiveModel {
        opinion_id: Set(opinion_id),
        parent_id: Set(parent_id),
        user_id: Set(user.id()),
        body: Set(body),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(&ctx.db)
    .await?;
    Ok(OpinionCommentView {
        id: row.id,
        opinion_id,
        parent_id,
        author_name: user.user.name.clone(),
        by_analyst: user.id() == list.analyst_id,
        comment: row.body,
        created_at: row.created_at,
        replies_count: 0,
    })
}

/// `rows` with their authors and reply counts.
async fn views(ctx: &AppContext, list: &AnalystList, rows: Vec<comments::Model>) -> ApiResult<Vec<OpinionCommentView>> {
    let authors: HashMap<i64, String> = users::Entity::find()
        .filter(users::Column::Id.is_in(rows.iter().map(|r| r.user_id)))
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(|u| (u.id, u.name))
        .collect();
    let counts: HashMap<i64, i64> = comments::Entity::find()
        .select_only()
        .column(comments::Column::ParentId)
        .column_as(Expr::cust("CAST(COUNT(*) AS BIGINT)"), "n")
        .filter(comments::Column::ParentId.is_in(rows.iter().map(|r| r.id)))
        .group_by(comments::Column::ParentId)
        .into_tuple::<(Option<i64>, i64)>()
        .all(&ctx.db)
        .await?
        .into_iter()
        .filter_map(|(parent, n)| Some((parent?, n)))
        .collect();
    Ok(rows
        .into_iter()
        .map(|r| OpinionCommentView {
            replies_count: counts.get(&r.id).copied().unwrap_or(0).unsigned_abs(),
            author_name: authors.get(&r.user_id).cloned().unwrap_or_default(),
            by_analyst: r.user_id == list.analyst_id,
            id: r.id,
            opinion_id: r.opinion_id,
            parent_id: r.parent_id,
            comment: r.body,
            created_at: r.created_at,
        })
        .collect())
}

/// A page of an opinion's comments (not replies), newest first.
pub async fn page(ctx: &AppContext, list: &AnalystList, opinion_id: i64, query: &PageQuery) -> ApiResult<Paginated<OpinionCommentView>> {
    let per_page = query.per_page(20);
    let paginator = comments::Entity::find()
        .filter(comments::Column::OpinionId.eq(opinion_id))
        .filter(comments::Column::ParentId.is_null())
        .order_by_desc(comments::Column::Id)
        .paginate(&ctx.db, per_page);
    let total = paginator.num_items().await?;
    let rows = paginator.fetch_page(query.page() - 1).await?;
    Ok(Paginated::new(views(ctx, list, rows).await?, query.page(), per_page, total))
}

/// A comment's replies, oldest first.
pub async fn replies(ctx: &AppContext, list: &AnalystList, comment_id: i64) -> ApiResult<Vec<OpinionCommentView>> {
    let rows =
        comments::Entity::find().filter(comments::Column::ParentId.eq(comment_id)).order_by_asc(comments::Column::Id).all(&ctx.db).await?;
    views(ctx, list, rows).await
}
