//! Staff moderation of lists: a list is hidden from investors with a reason (its analyst is told
//! it, its subscribers that it was withdrawn), its sale stops at the prices it has, and it may be
//! restored. Hiding never touches its content or record; each decision is a row of the lists'
//! moderation log. Both are conditional updates: two staff deciding at once make one decision,
//! and the other is told.

use chrono::{DateTime, Utc};
use platform::events::{ListReinstated, ListWithdrawn};
use platform::ports::{ListOffers, Sale};
use platform::{ApiError, ApiResult, AppContext};
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};

use crate::entities::{lists, lists_moderation as moderation};
use crate::lists::kind_of;
use crate::messages as m;

async fn log(txn: &impl ConnectionTrait, list_id: i64, staff_id: i64, action: &str, reason: Option<String>) -> ApiResult<()> {
    moderation::ActiveModel {
        list_id: Set(list_id),
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

async fn read(db: &impl ConnectionTrait, id: i64) -> ApiResult<lists::Model> {
    lists::Entity::find_by_id(id).one(db).await?.ok_or_else(ApiError::not_found)
}

/// Hides list `id` with `reason`; 404 when there is none, 409 when it is hidden already.
pub async fn hide(ctx: &AppContext, staff_id: i64, id: i64, reason: &str) -> ApiResult<lists::Model> {
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let hidden = lists::Entity::update_many()
        .col_expr(lists::Column::HiddenAt, Expr::value(Utc::now()))
        .col_expr(lists::Column::HiddenReason, Expr::value(reason.to_owned()))
        .filter(lists::Column::Id.eq(id))
        .filter(lists::Column::HiddenAt.is_null())
        .exec(&txn)
        .await?;
    let row = read(&txn, id).await?;
    if hidden.rows_affected == 0 {
        return Err(ApiError::conflict(m::LIST_ALREADY_HIDDEN));
    }
    log(&txn, id, staff_id, moderation::action::HIDE, Some(reason.to_owned())).await?;
    let event = ListWithdrawn { kind: kind_of(&row), list_id: id, analyst_id: row.analyst_id, reason: reason.to_owned() };
    ctx.stage_events(&txn, &[event]).await?;
    txn.commit().await?;
    // The sale stops after the commit: a list hidden is never sold, and a failure here is told
    // to staff, who hide it again (409) or restore it.
    ctx.required_port::<dyn ListOffers>()?.set_sale(kind_of(&row), id, Sale::Suspended).await?;
    ctx.relay_events().await;
    Ok(row)
}

/// Shows hidden list `id` again and resumes its sale; 404 when there is none, 409 when it is not
/// hidden.
pub async fn restore(ctx: &AppContext, staff_id: i64, id: i64) -> ApiResult<lists::Model> {
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let shown = lists::Entity::update_many()
        .col_expr(lists::Column::HiddenAt, Expr::value(Option::<DateTime<Utc>>::None))
        .col_expr(lists::Column::HiddenReason, Expr::value(Option::<String>::None))
        .filter(lists::Column::Id.eq(id))
        .filter(lists::Column::HiddenAt.is_not_null())
        .exec(&txn)
        .await?;
    let row = read(&txn, id).await?;
    if shown.rows_affected == 0 {
        return Err(ApiError::conflict(m::LIST_NOT_HIDDEN));
    }
    log(&txn, id, staff_id, moderation::action::RESTORE, None).await?;
    ctx.stage_events(&txn, &[ListReinstated { kind: kind_of(&row), list_id: id, analyst_id: row.analyst_id }]).await?;
    txn.commit().await?;
    ctx.required_port::<dyn ListOffers>()?.set_sale(kind_of(&row), id, Sale::Open).await?;
    ctx.relay_events().await;
    Ok(row)
}
