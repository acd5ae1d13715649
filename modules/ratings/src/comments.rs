//! Comments on ratings and market-state posts on lists, by the list's analyst and its readers.
//! The analyst's comments on ratings are part of the record: they are chained into the history
//! (type comments).

use chrono::{DateTime, Utc};
use platform::auth::AuthUser;
use platform::entities::users;
use platform::http::response::PageQuery;
use platform::ports::{AnalystList, MarketData};
use platform::{ApiResult, AppContext, Paginated};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder};
use serde::Serialize;
use utoipa::ToSchema;

use crate::book;
use crate::entities::{comments, ratings};
use crate::history::{Entry, action, kind};

pub const COMMENT_MAX: usize = 2000;

#[derive(Debug, Serialize, ToSchema)]
pub struct CommentView {
    pub id: i64,
    pub rating_id: Option<i64>,
    pub author_name: String,
    /// Written by the list's analyst.
    pub by_analyst: bool,
    pub comment: String,
    pub created_at: DateTime<Utc>,
}

/// Stores a comment (on `rating`, or a market-state post when None); the analyst's comments on
/// a rating are chained into the list's history too.
pub async fn post(
    ctx: &AppContext,
    user: &AuthUser,
    list: &AnalystList,
    rating: Option<&ratings::Model>,
    body: String,
) -> ApiResult<CommentView> {
    let now = Utc::now();
    let by_analyst = user.id() == list.analyst_id;
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let row = comments::ActiveModel {
        list_id: Set(list.id),
        rating_id: Set(rating.map(|r| r.id)),
        user_id: Set(user.id()),
        kind: Set(if rating.is_some() { comments::kind::RATING } else { comments::kind::STATE }.to_owned()),
        body: Set(body),
        created_at: Set(now),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    if let (Some(rating), true) = (rating, by_analyst) {
        book::ensure(&txn, list, now).await?;
        let mut locked = book::lock(&txn, list.id).await?;
        let mut entry = Entry::new(kind::COMMENTS, action::COMMENTED, now);
        if let Some(stock) = ctx.required_port::<dyn MarketData>()?.stock(rating.stock_id).await? {
            entry = entry.stock(&stock);
        }
        entry.rating_id = Some(rating.id);
        entry.text = Some(row.body.clone());
        book::append(&txn, &mut locked, entry, Some(rating.id), now).await?;
    }
    txn.commit().await?;
    Ok(CommentView {
        id: row.id,
        rating_id: row.rating_id,
        author_name: user.user.name.clone(),
        by_analyst,
        comment: row.body,
        created_at: row.created_at,
    })
}

/// A page of comments, newest first: on `rating_id`, or the list's market-state posts.
pub async fn page(ctx: &AppContext, list: &AnalystList, rating_id: Option<i64>, query: &PageQuery) -> ApiResult<Paginated<CommentView>> {
    let per_page = query.per_page(20);
    let mut find = comments::Entity::find().filter(comments::Column::ListId.eq(list.id));
    find = match rating_id {
        Some(id) => find.filter(comments::Column::RatingId.eq(id)),
        None => find.filter(comments::Column::Kind.eq(comments::kind::STATE)),
    };
    let paginator = find.order_by_desc(comments::Column::Id).paginate(&ctx.db, per_page);
    let total = paginator.num_items().await?;
    let rows = paginator.fetch_page(query.page() - 1).await?;
    let authors: std::collections::HashMap<i64, String> = users::Entity::find()
        .filter(users::Column::Id.is_in(rows.iter().map(|r| r.user_id)))
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(|u| (u.id, u.name))
        .collect();
    let items = rows
        .into_iter()
        .map(|r| CommentView {
            id: r.id,
            rating_id: r.rating_id,
            author_name: authors.get(&r.user_id).cloned().unwrap_or_default(),
            by_analyst: r.user_id == list.analyst_id,
            comment: r.body,
            created_at: r.created_at,
        })
        .collect();
    Ok(Paginated::new(items, query.page(), per_page, total))
}
