//! The strategy each user chose.

use chrono::Utc;
use platform::AppContext;
use sea_orm::sea_query::OnConflict;
use sea_orm::{DbErr, EntityTrait, Set};

use crate::entities::user_strategies;
use crate::strategies::Strategy;

pub async fn strategy_of_user(ctx: &AppContext, user_id: i64) -> Result<Option<Strategy>, DbErr> {
    Ok(user_strategies::Entity::find_by_id(user_id).one(&ctx.db).await?.and_then(|s| Strategy::from_id(&s.strategy)))
}

pub async fn choose(ctx: &AppContext, user_id: i64, strategy: Strategy) -> Result<(), DbErr> {
    let row = user_strategies::ActiveModel { user_id: Set(user_id), strategy: Set(strategy.id().to_owned()), updated_at: Set(Utc::now()) };
    user_strategies::Entity::insert(row)
        .on_conflict(
            OnConflict::column(user_strategies::Column::UserId)
                .update_columns([user_strategies::Column::Strategy, user_strategies::Column::UpdatedAt])
                .to_owned(),
        )
        .exec_without_returning(&ctx.db)
        .await?;
    Ok(())
}
