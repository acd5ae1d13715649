//! Delivering an approved request: each document is written again from the figures of its
//! draft with the analyst's view, stored, and the request is delivered once every document is:
//! `AnalysisDelivered` is announced with it, and the client is emailed. A retry writes only what
//! is missing, and a request is delivered once.

use chrono::Utc;
use platform::AppContext;
use platform::events::AnalysisDelivered;
use platform::jobs::{Job, JobError};
use platform::price::Price;
use sea_orm::ActiveValue::Set;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde::{Deserialize, Serialize};

use crate::document::figures::{Figures, Quote, gather, gather_as_drafted};
use crate::entities::{documents, request_stocks, requests};
use crate::review::emails::{self, Notice, Recipient};
use crate::writing::write;

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct DeliverAnalysis {
    pub request_id: i64,
}

impl Job for DeliverAnalysis {
    const QUEUE: &'static str = "stock_analysis.deliver";

    async fn run(self, ctx: AppContext) -> Result<(), JobError> {
        deliver(&ctx, self.request_id).await.map(|_| ()).map_err(|e| -> JobError { e.to_string().into() })
    }
}

/// Where a request's approved document is stored.
pub fn final_key(request_id: i64) -> String {
    platform::storage::unique_key(&format!("stock-analysis/{request_id}"), "pdf")
}

/// The figures a document's draft was written from (today's, for drafts that did not keep them).
async fn figures_of(ctx: &AppContext, document: &documents::Model) -> anyhow::Result<Figures> {
    let figures = match (document.figures_as_of, document.price) {
        (Some(as_of), Some(price)) => {
            gather_as_drafted(ctx, document.stock_id, as_of, Quote { price: Price(price), at: document.price_at }).await
        }
        _ => gather(ctx, document.stock_id, Utc::now().date_naive()).await,
    };
    figures.map_err(|e| anyhow::anyhow!("{e}"))?.ok_or_else(|| anyhow::anyhow!("stock {} has no prices to write from", document.stock_id))
}

/// Writes the approved documents still missing of an approved request and delivers it; answers
/// whether this call delivered it.
pub async fn deliver(ctx: &AppContext, request_id: i64) -> anyhow::Result<bool> {
    let Some(request) = requests::Entity::find_by_id(request_id).one(&ctx.db).await? else { return Ok(false) };
    if request.status == requests::RequestStatus::Delivered {
        // A retry after the delivery committed: the email may not have been queued (it is keyed, so never twice).
        tell_client(ctx, &request).await?;
        return Ok(false);
    }
    if request.status != requests::RequestStatus::Approved {
        return Ok(false);
    }
    write_finals(ctx, &request).await?;

    let now = Utc::now();
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let delivered = requests::Entity::update_many()
        .set(requests::ActiveModel {
            status: Set(requests::RequestStatus::Delivered),
            delivered_at: Set(Some(now)),
            updated_at: Set(now),
            ..Default::default()
        })
        .filter(requests::Column::Id.eq(request.id))
        .filter(requests::Column::Status.eq(requests::RequestStatus::Approved))
        .exec(&txn)
        .await?
        .rows_affected
        == 1;
    if delivered {
        ctx.stage_events(&txn, &[AnalysisDelivered { request_id: request.id, user_id: request.user_id }]).await?;
    }
    txn.commit().await?;
    if delivered {
        ctx.relay_events().await;
        tell_client(ctx, &request).await?;
        tracing::info!(request_id, "analysis delivered");
    }
    Ok(delivered)
}

async fn tell_client(ctx: &AppContext, request: &requests::Model) -> anyhow::Result<()> {
    let analyst = analyst_name(ctx, request.analyst_id).await?;
    emails::send(ctx, Notice::Delivered, request, &[Recipient::client_of(request)], 0, &analyst).await
}

/// The reviewer's name, or empty while none is assigned.
pub async fn analyst_name(ctx: &AppContext, analyst_id: Option<i64>) -> anyhow::Result<String> {
    let Some(id) = analyst_id else { return Ok(String::new()) };
    Ok(platform::entities::users::Entity::find_by_id(id).one(&ctx.db).await?.map(|u| u.name).unwrap_or_default())
}

/// Writes and stores the approved document of each stock that has none yet.
pub async fn write_finals(ctx: &AppContext, request: &requests::Model) -> anyhow::Result<()> {
    let stocks = request_stocks::Entity::find().filter(request_stocks::Column::RequestId.eq(request.id)).all(&ctx.db).await?;
    let docs = documents::Entity::find().filter(documents::Column::RequestId.eq(request.id)).all(&ctx.db).await?;
    for document in docs.iter().filter(|d| d.file_key.is_none()) {
        let stock = stocks
            .iter()
            .find(|s| s.stock_id == document.stock_id)
            .ok_or_else(|| anyhow::anyhow!("document {} has no stock in its request", document.id))?;
        let figures = figures_of(ctx, document).await?;
        let now = Utc::now();
        let rendered = write(ctx, request, stock, figures, document.commentary.clone(), false, now).await?;
        let key = final_key(request.id);
        ctx.storage.put(&key, &rendered.bytes).await?;
        documents::Entity::update_many()
            .set(documents::ActiveModel {
                status: Set(documents::status::APPROVED.to_owned()),
                file_key: Set(Some(key)),
                pages: Set(i32::try_from(rendered.pages)?),
                bytes: Set(i64::try_from(rendered.bytes.len())?),
                approved_at: Set(Some(now)),
                ..Default::default()
            })
            .filter(documents::Column::Id.eq(document.id))
            .exec(&ctx.db)
            .await?;
    }
    Ok(())
}
