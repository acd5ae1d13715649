//! Articles as the API shows them, with the names of their stocks in the request's language.

use std::collections::HashMap;

use platform::ports::MarketData;
use platform::{AppContext, Lang};
use sea_orm::{ColumnTrait, DbErr, EntityTrait, QueryFilter};

use crate::entities::{news, news_stocks};
use crate::views::{NewsStock, NewsView};

pub async fn views(ctx: &AppContext, rows: Vec<news::Model>, lang: Lang) -> anyhow::Result<Vec<NewsView>> {
    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let tags = tags_of(ctx, &ids).await?;
    let stock_ids: Vec<i64> = tags.values().flatten().copied().collect();
    let stocks = match ctx.port::<dyn MarketData>() {
        Some(market) if !stock_ids.is_empty() => market.stocks(&stock_ids).await?,
        _ => HashMap::new(),
    };
    Ok(rows
        .into_iter()
        .map(|r| {
            let named = tags
                .get(&r.id)
                .into_iter()
                .flatten()
                .filter_map(|id| stocks.get(id))
                .map(|s| NewsStock { id: s.id, symbol: s.symbol.clone(), name: s.name(lang).to_owned() })
                .collect();
            NewsView {
                id: r.id,
                language: r.language,
                title: r.title,
                summary: r.summary,
                body: r.body,
                link: r.link,
                source: r.source,
                published_at: r.published_at,
                stocks: named,
            }
        })
        .collect())
}

async fn tags_of(ctx: &AppContext, ids: &[i64]) -> Result<HashMap<i64, Vec<i64>>, DbErr> {
    let mut out: HashMap<i64, Vec<i64>> = HashMap::new();
    if ids.is_empty() {
        return Ok(out);
    }
    for t in news_stocks::Entity::find().filter(news_stocks::Column::NewsId.is_in(ids.iter().copied())).all(&ctx.db).await? {
        out.entry(t.news_id).or_default().push(t.stock_id);
    }
    Ok(out)
}
