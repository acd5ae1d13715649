//! Publishing and editing: the stock's current price comes from MarketData at that moment and
//! is stored with the opinion; an edit keeps the version it replaces, tells the list's
//! subscribers what changed, and only a pending opinion within its analysis period may be edited.

use chrono::{DateTime, Utc};
use platform::events::{OpinionCorrected, OpinionLevels, OpinionPublished};
use platform::ports::{AnalystList, MarketData, StockRef};
use platform::validation::Validator;
use platform::{ApiError, ApiResult, AppContext};
use sea_orm::ActiveValue::Set;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter};

use crate::bounds::reach_problems;
use crate::checks::price_problems;
use crate::entities::{opinions, versions};
use crate::form::Terms;
use crate::messages as m;
use crate::settings::OpinionsSettings;
use crate::terms::OpinionStatus;
use crate::versions::OpinionSnapshot;

/// Today in the stock's market.
fn market_today(stock: &StockRef, now: DateTime<Utc>) -> chrono::NaiveDate {
    now.with_timezone(&stock.market.timezone()).date_naive()
}

/// The current price checked against the terms (spec §5); 422 with each field's message.
async fn priced(ctx: &AppContext, stock: &StockRef, terms: &Terms) -> ApiResult<platform::ports::LatestPrice> {
    let latest = ctx
        .required_port::<dyn MarketData>()?
        .latest_price(stock.id)
        .await?
        .ok_or_else(|| ApiError::field("stock_id", m::NO_CURRENT_PRICE))?;
    let settings = OpinionsSettings::of(ctx)?;
    let mut v = Validator::new();
    let direction = terms.order.direction();
    let mut problems = price_problems(direction, latest.price, terms.target, terms.stop, settings.min_change_to_target_bp);
    for (field, message) in reach_problems(direction, latest.price, terms.entry, terms.target, terms.stop, terms.option) {
        // One message a field: the side of the current price speaks first.
        if !problems.iter().any(|(f, _)| *f == field) {
            problems.push((field, message));
        }
    }
    for (field, message) in problems {
        v.add(field, message);
    }
    v.finish()?;
    Ok(latest)
}

fn apply(row: &mut opinions::ActiveModel, terms: &Terms, latest: &platform::ports::LatestPrice) {
    row.operation_type = Set(terms.operation.as_str().to_owned());
    row.order_type = Set(terms.order.as_str().to_owned());
    row.duration_type = Set(terms.duration.as_str().to_owned());
    row.analysis_type = Set(terms.analysis.as_str().to_owned());
    row.stop_type = Set(terms.stop_type.as_str().to_owned());
    row.entry_price = Set(terms.entry.0);
    row.target_price = Set(terms.target.0);
    row.stop_loss = Set(terms.stop.0);
    row.current_price = Set(latest.price.0);
    row.current_price_at = Set(latest.at);
    row.strike_price = Set(terms.option.map(|o| o.strike.0));
    row.expiration_date = Set(terms.option.map(|o| o.expiration));
    row.option_price = Set(terms.option.map(|o| o.price.0));
    row.duration_date = Set(terms.duration_date);
    row.additional_info = Set(terms.info.clone());
}

/// Publishes `terms` on `list` and announces it.
pub async fn create(ctx: &AppContext, list: &AnalystList, stock: &StockRef, terms: &Terms) -> ApiResult<opinions::Model> {
    let latest = priced(ctx, stock, terms).await?;
    let now = Utc::now();
    let mut row = opinions::ActiveModel {
        list_id: Set(list.id),
        analyst_id: Set(list.analyst_id),
        stock_id: Set(stock.id),
        market_id: Set(list.market_id),
        image_count: Set(0),
        status: Set(OpinionStatus::Pending),
        version: Set(1),
        published_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    };
    apply(&mut row, terms, &latest);
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let row = row.insert(&txn).await?;
    ctx.stage_events(&txn, &[OpinionPublished { list_id: list.id, opinion_id: row.id, stock_id: stock.id }]).await?;
    txn.commit().await?;
    ctx.relay_events().await;
    Ok(row)
}

/// Whether `row` may still be edited: pending, and its analysis period not over.
pub fn editable(row: &opinions::Model, stock: &StockRef, now: DateTime<Utc>) -> ApiResult<()> {
    if row.hidden_at.is_some() {
        return Err(ApiError::conflict(m::OPINION_HIDDEN_NO_EDIT));
    }
    if row.status != OpinionStatus::Pending || market_today(stock, now) > row.duration_date {
        return Err(ApiError::conflict(m::OPINION_DECIDED));
    }
    Ok(())
}

/// Replaces the terms of `row` (read before): the version replaced is kept; an edit that meets
/// a decision or another edit made in between is refused and changes nothing.
pub async fn update(ctx: &AppContext, row: opinions::Model, stock: &StockRef, terms: &Terms) -> ApiResult<opinions::Model> {
    let now = Utc::now();
    editable(&row, stock, now)?;
    let latest = priced(ctx, stock, terms).await?;
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let snapshot = serde_json::to_string(&OpinionSnapshot::of(&row)).map_err(ApiError::internal)?;
    // The version row is unique per opinion: of two edits of version n, one keeps it.
    let kept = versions::Entity::insert(versions::ActiveModel {
        opinion_id: Set(row.id),
        version: Set(row.version),
        snapshot: Set(snapshot),
        published_at: Set(row.updated_at),
        replaced_at: Set(now),
        ..Default::default()
    })
    .on_conflict_do_nothing_on([versions::Column::OpinionId, versions::Column::Version])
    .exec(&txn)
    .await?;
    if !matches!(kept, sea_orm::TryInsertResult::Inserted(_)) {
        return Err(ApiError::conflict(m::OPINION_CHANGED));
    }
    let mut changes = opinions::ActiveModel { ..Default::default() };
    apply(&mut changes, terms, &latest);
    changes.version = Set(row.version + 1);
    changes.updated_at = Set(now);
    let updated = opinions::Entity::update_many()
        .set(changes)
        .filter(opinions::Column::Id.eq(row.id))
        .filter(opinions::Column::Version.eq(row.version))
        .filter(opinions::Column::Status.eq(OpinionStatus::Pending))
        .exec(&txn)
        .await?;
    if updated.rows_affected != 1 {
        return Err(ApiError::conflict(m::OPINION_DECIDED));
    }
    let levels = |entry: i64, target: i64, stop: i64, until| OpinionLevels { entry, target, stop, until };
    let corrected = OpinionCorrected {
        list_id: row.list_id,
        opinion_id: row.id,
        stock_id: stock.id,
        version: row.version + 1,
        before: levels(row.entry_price, row.target_price, row.stop_loss, row.duration_date),
        after: levels(terms.entry.0, terms.target.0, terms.stop.0, terms.duration_date),
    };
    ctx.stage_events(&txn, &[corrected]).await?;
    txn.commit().await?;
    ctx.relay_events().await;
    opinions::Entity::find_by_id(row.id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)
}
