//! Staff moderation: an opinion is hidden from its readers with a reason (the analyst is told
//! it, the list's subscribers that it was withdrawn) and may be restored. Hiding never touches
//! its terms or its resolution, so the analyst's record counts it as it was decided; each
//! decision is a row of the moderation log. Both are conditional updates: two staff deciding at
//! once make one decision, and the other is told.

use chrono::Utc;
use platform::events::{OpinionReinstated, OpinionWithdrawn};
use platform::{ApiError, ApiResult, AppContext};
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter};

use crate::entities::{moderation, opinions};
use crate::messages as m;

async fn log(
    txn: &impl sea_orm::ConnectionTrait,
    row: &opinions::Model,
    staff_id: i64,
    action: &str,
    reason: Option<String>,
) -> ApiResult<()> {
    moderation::ActiveModel {
        opinion_id: Set(row.id),
        list_id: Set(row.list_id),
        staff_id: Set(staff_id),
        action: Set(action.to_owned()),
        reason: Set(reason),
        at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(txn)
    .await?;
    Ok(())
}

async fn read(db: &impl sea_orm::ConnectionTrait, id: i64) -> ApiResult<opinions::Model> {
    opinions::Entity::find_by_id(id).one(db).await?.ok_or_else(ApiError::not_found)
}

/// Hides opinion `id` with `reason`; 404 when there is none, 409 when it is hidden already.
pub async fn hide(ctx: &AppContext, staff_id: i64, id: i64, reason: &str) -> ApiResult<opinions::Model> {
    let now = Utc::now();
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let row = read(&txn, id).await?;
    let hidden = opinions::Entity::update_many()
        .col_expr(opinions::Column::HiddenAt, Expr::value(now))
        .col_expr(opinions::Column::HiddenReason, Expr::value(reason.to_owned()))
        .filter(opinions::Column::Id.eq(id))
        .filter(opinions::Column::HiddenAt.is_null())
        .exec(&txn)
        .await?;
    if hidden.rows_affected == 0 {
        return Err(ApiError::conflict(m::ALREADY_HIDDEN));
    }
    log(&txn, &row, staff_id, moderation::action::HIDE, Some(reason.to_owned())).await?;
    let event = OpinionWithdrawn {
        list_id: row.list_id,
        opinion_id: row.id,
        stock_id: row.stock_id,
        analyst_id: row.analyst_id,
        reason: reason.to_owned(),
    };
    ctx.stage_events(&txn, &[event]).await?;
    let row = read(&txn, id).await?;
    txn.commit().await?;
    ctx.relay_events().await;
    Ok(row)
}

/// Shows hidden opinion `id` again; 404 when there is none, 409 when it is not hidden.
pub async fn restore(ctx: &AppContext, staff_id: i64, id: i64) -> ApiResult<opinions::Model> {
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let row = read(&txn, id).await?;
    let shown = opinions::Entity::update_many()
        .col_expr(opinions::Column::HiddenAt, Expr::value(Option::<chrono::DateTime<Utc>>::None))
        .col_expr(opinions::Column::HiddenReason, Expr::value(Option::<String>::None))
        .filter(opinions::Column::Id.eq(id))
        .filter(opinions::Column::HiddenAt.is_not_null())
        .exec(&txn)
        .await?;
    if shown.rows_affected == 0 {
        return Err(ApiError::conflict(m::NOT_HIDDEN));
    }
    log(&txn, &row, staff_id, moderation::action::RESTORE, None).await?;
    ctx.stage_events(
        &txn,
        &[OpinionReinstated { list_id: row.list_id, opinion_id: row.id, stock_id: row.stock_id, analyst_id: row.analyst_id }],
    )
    .await?;
    let row = read(&txn, id).await?;
    txn.commit().await?;
    ctx.relay_events().await;
    Ok(row)
}

/// Whether `reader_id` sees hidden opinions of a list: its analyst and staff do.
pub fn sees_hidden(granted: &platform::requirements::Granted, analyst_id: i64) -> bool {
    granted.user.id() == analyst_id || granted.user.role() == platform::auth::Role::Staff
}
