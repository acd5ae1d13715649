//! Drafting a paid request's documents: one PDF per stock, written from the market's data and
//! stored; when every stock has its draft the request waits for the analyst's review. A retry
//! drafts only what is missing.

use chrono::Utc;
use platform::AppContext;
use platform::jobs::{Job, JobError};
use sea_orm::ActiveValue::Set;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde::{Deserialize, Serialize};

use crate::document::figures::gather;
use crate::entities::{documents, request_stocks, requests};
use crate::writing::write;

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct DraftAnalysis {
    pub request_id: i64,
}

impl Job for DraftAnalysis {
    const QUEUE: &'static str = "stock_analysis.draft";

    async fn run(self, ctx: AppContext) -> Result<(), JobError> {
        draft(&ctx, self.request_id).await.map(|_| ()).map_err(|e| -> JobError { e.to_string().into() })
    }
}

/// Where a new draft of a request's document is stored.
pub fn draft_key(request_id: i64) -> String {
    platform::storage::unique_key(&format!("stock-analysis/{request_id}"), "pdf")
}

/// Drafts the documents still missing of a paid request; answers how many it drafted.
pub async fn draft(ctx: &AppContext, request_id: i64) -> anyhow::Result<usize> {
    let Some(request) = requests::Entity::find_by_id(request_id).one(&ctx.db).await? else { return Ok(0) };
    if request.status != requests::RequestStatus::Paid {
        return Ok(0);
    }
    let stocks = request_stocks::Entity::find().filter(request_stocks::Column::RequestId.eq(request.id)).all(&ctx.db).await?;
    let done: Vec<i64> = documents::Entity::find()
        .filter(documents::Column::RequestId.eq(request.id))
        .all(&ctx.db)
        .await?
        .iter()
        .map(|d| d.stock_id)
        .collect();
    let today = Utc::now().date_naive();
    let mut drafted = 0;
    for stock in stocks.iter().filter(|s| !done.contains(&s.stock_id)) {
        let figures = gather(ctx, stock.stock_id, today).await.map_err(|e| anyhow::anyhow!("{e}"))?;
        let figures = figures.ok_or_else(|| anyhow::anyhow!("stock {} has no prices to analyse", stock.stock_id))?;
        // The final document is written from the same figures, whenever it is approved.
        let (as_of, price, price_at) = (figures.as_of, figures.price, figures.price_at);
        let now = Utc::now();
        let rendered = write(ctx, &request, stock, figures, String::new(), true, now).await?;
        let key = draft_key(request.id);
        ctx.storage.put(&key, &rendered.bytes).await?;
        let row = documents::ActiveModel {
            request_id: Set(request.id),
            stock_id: Set(stock.stock_id),
            status: Set(documents::status::DRAFTED.to_owned()),
            draft_key: Set(key),
            file_key: Set(None),
            pages: Set(i32::try_from(rendered.pages)?),
            bytes: Set(i64::try_from(rendered.bytes.len())?),
            commentary: Set(String::new()),
            drafted_at: Set(now),
            approved_at: Set(None),
            figures_as_of: Set(Some(as_of)),
            price: Set(Some(price.0)),
            price_at: Set(price_at),
            ..Default::default()
        };
        documents::Entity::insert(row)
            .on_conflict_do_nothing_on([documents::Column::RequestId, documents::Column::StockId])
            .exec(&ctx.db)
            .await?;
        drafted += 1;
    }
    requests::Entity::update_many()
        .set(requests::ActiveModel { status: Set(requests::RequestStatus::InReview), updated_at: Set(Utc::now()), ..Default::default() })
        .filter(requests::Column::Id.eq(request.id))
        .filter(requests::Column::Status.eq(requests::RequestStatus::Paid))
        .exec(&ctx.db)
        .await?;
    tracing::info!(request_id, drafted, "analysis drafted");
    Ok(drafted)
}
