//! A table of moves: the record moved (its own id column), `from_state` (none for its first),
//! `to_state`, `actor`, `detail` and `at`. The three tables that keep moves share these columns,
//! so one function writes them all.

use chrono::Utc;
use sea_orm::{ActiveModelTrait, ConnectionTrait, DbErr, EntityTrait, IntoActiveModel, Value};

use super::Actor;
use crate::entities::column_named;

pub trait TransitionLog: EntityTrait {
    /// The column naming the record that moved (`payment_id`, `record_id`, `application_id`).
    const SUBJECT: &'static str;
}

/// Keeps one move of `subject` from `from` to `to`.
pub async fn record<L>(
    db: &impl ConnectionTrait,
    subject: i64,
    from: Option<&str>,
    to: &str,
    actor: &Actor,
    detail: &str,
) -> Result<(), DbErr>
where
    L: TransitionLog,
    L::Model: IntoActiveModel<L::ActiveModel>,
    L::ActiveModel: ActiveModelTrait<Entity = L> + Send,
{
    let mut row = L::ActiveModel::default();
    row.set(column_named::<L>(L::SUBJECT)?, subject.into());
    row.set(column_named::<L>("from_state")?, Value::from(from.map(str::to_owned)));
    row.set(column_named::<L>("to_state")?, to.into());
    row.set(column_named::<L>("actor")?, actor.to_string().into());
    row.set(column_named::<L>("detail")?, detail.into());
    row.set(column_named::<L>("at")?, Utc::now().into());
    row.insert(db).await?;
    Ok(())
}
