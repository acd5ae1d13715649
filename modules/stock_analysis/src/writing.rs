//! Writing one stock's document of a request, as a draft or as the approved final: shaping and
//! laying out pages is CPU work, so it runs off the async workers.

use chrono::{DateTime, Utc};
use platform::price::Price;
use platform::{AppContext, Lang};

use crate::document::figures::Figures;
use crate::document::layout::{DocumentInput, Rendered, render};
use crate::entities::{request_stocks, requests};
use crate::form::Position;
use crate::kinds::AnalysisType;
use crate::settings::AnalysisSettings;

/// The client's own position in the stock, when they said they hold it.
pub fn position_of(stock: &request_stocks::Model) -> Option<Position> {
    match (stock.average_price, stock.quantity, stock.portfolio_bp) {
        (Some(average), Some(quantity), Some(bp)) if stock.owns_stock => {
            Some(Position { average_price: Price(average), quantity, portfolio_bp: bp })
        }
        _ => None,
    }
}

/// Renders `stock`'s document of `request` from `figures`; `commentary` empty for a draft.
pub async fn write(
    ctx: &AppContext,
    request: &requests::Model,
    stock: &request_stocks::Model,
    figures: Figures,
    commentary: String,
    draft: bool,
    issued_at: DateTime<Utc>,
) -> anyhow::Result<Rendered> {
    let firm = AnalysisSettings::of(ctx).map_err(|e| anyhow::anyhow!("{e}"))?.firm;
    let lang = Lang::from_code(&request.lang).unwrap_or_default();
    let analysis = AnalysisType::parse(&request.analysis_type).unwrap_or(AnalysisType::Comprehensive);
    let (request_id, client, position) = (request.id, request.full_name.clone(), position_of(stock));
    tokio::task::spawn_blocking(move || {
        render(&DocumentInput {
            lang,
            analysis,
            request_id,
            client_name: &client,
            figures: &figures,
            position,
            commentary: &commentary,
            draft,
            issued_at,
            firm: &firm,
        })
    })
    .await?
}
