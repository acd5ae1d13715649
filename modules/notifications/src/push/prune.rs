//! Push claims are kept while a job for them may still run (its retries end within hours), so a
//! retry finds the device pushed; after that they only grow the table.

use chrono::Utc;
use platform::AppContext;
use sea_orm::{ColumnTrait, DbErr, EntityTrait, QueryFilter};

use crate::entities::push_deliveries;

/// How long a claim is kept: far past the last retry of its job.
pub const KEPT_FOR: chrono::TimeDelta = chrono::TimeDelta::days(30);

/// Deletes the claims older than [`KEPT_FOR`]; returns how many.
pub async fn old_deliveries(ctx: &AppContext) -> Result<u64, DbErr> {
    let deleted =
        push_deliveries::Entity::delete_many().filter(push_deliveries::Column::ClaimedAt.lt(Utc::now() - KEPT_FOR)).exec(&ctx.db).await?;
    Ok(deleted.rows_affected)
}
