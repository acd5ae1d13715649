//! Storing articles: one written by staff or imported from a feed, with its search key and the
//! stocks it names (through the market's `MarketData::named_in`, when the market is on).

use chrono::{DateTime, Utc};
use platform::AppContext;
use platform::ports::MarketData;
use platform::search_text::normalize;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, Set};

use crate::entities::{news, news_stocks};

/// An article's content.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Article {
    pub language: String,
    pub title: String,
    pub summary: String,
    pub body: String,
    pub link: Option<String>,
    pub source: String,
    pub published_at: DateTime<Utc>,
}

fn search_key(a: &Article) -> String {
    normalize(&format!("{} {} {}", a.title, a.summary, a.body))
}

/// The stocks the article names (none while the market is off).
async fn named_stocks(ctx: &AppContext, a: &Article) -> anyhow::Result<Vec<i64>> {
    let Some(market) = ctx.port::<dyn MarketData>() else { return Ok(Vec::new()) };
    let text = format!("{}\n{}\n{}", a.title, a.summary, a.body);
    Ok(market.named_in(&text).await?.into_iter().map(|s| s.id).collect())
}

async fn set_tags(db: &impl ConnectionTrait, news_id: i64, stock_ids: &[i64]) -> Result<(), DbErr> {
    news_stocks::Entity::delete_many().filter(news_stocks::Column::NewsId.eq(news_id)).exec(db).await?;
    if !stock_ids.is_empty() {
        let rows = stock_ids.iter().map(|id| news_stocks::ActiveModel { news_id: Set(news_id), stock_id: Set(*id) });
        news_stocks::Entity::insert_many(rows).exec_without_returning(db).await?;
    }
    Ok(())
}

/// Stores a new article. With `guid` (a feed item) an item already stored is left as it is and
/// `None` comes back.
pub async fn create(ctx: &AppContext, a: &Article, guid: Option<String>, created_by: Option<i64>) -> anyhow::Result<Option<news::Model>> {
    let tags = named_stocks(ctx, a).await?;
    let now = Utc::now();
    let row = news::ActiveModel {
        language: Set(a.language.clone()),
        title: Set(a.title.clone()),
        summary: Set(a.summary.clone()),
        body: Set(a.body.clone()),
        link: Set(a.link.clone()),
        source: Set(a.source.clone()),
        guid: Set(guid),
        search_key: Set(search_key(a)),
        published_at: Set(a.published_at),
        created_by: Set(created_by),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    };
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    // A one-row insert that may conflict: the many-row form answers the rows it inserted, none
    // on a conflict, alike on SQLite and PostgreSQL.
    let inserted = news::Entity::insert_many([row]).on_conflict_do_nothing_on([news::Column::Guid]).exec_with_returning_many(&txn).await?;
    let stored = match inserted {
        sea_orm::TryInsertResult::Inserted(mut rows) if !rows.is_empty() => rows.remove(0),
        _ => return Ok(None),
    };
    set_tags(&txn, stored.id, &tags).await?;
    txn.commit().await?;
    Ok(Some(stored))
}

/// Replaces an article's content and its stocks.
pub async fn update(ctx: &AppContext, existing: news::Model, a: &Article) -> anyhow::Result<news::Model> {
    let tags = named_stocks(ctx, a).await?;
    let id = existing.id;
    let mut row: news::ActiveModel = existing.into();
    row.language = Set(a.language.clone());
    row.title = Set(a.title.clone());
    row.summary = Set(a.summary.clone());
    row.body = Set(a.body.clone());
    row.link = Set(a.link.clone());
    row.search_key = Set(search_key(a));
    row.published_at = Set(a.published_at);
    row.updated_at = Set(Utc::now());
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let saved = row.update(&txn).await?;
    set_tags(&txn, id, &tags).await?;
    txn.commit().await?;
    Ok(saved)
}

pub async fn delete(ctx: &AppContext, id: i64) -> Result<bool, DbErr> {
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    news_stocks::Entity::delete_many().filter(news_stocks::Column::NewsId.eq(id)).exec(&txn).await?;
    let gone = news::Entity::delete_by_id(id).exec(&txn).await?.rows_affected == 1;
    txn.commit().await?;
    Ok(gone)
}
