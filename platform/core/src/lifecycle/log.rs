//! A table of moves: the record moved (its own id column), `from_state` (none for its first),
//! `to_state`, `actor`, `detail` and `at`. The three tables that keep moves share these columns,
//! so one function writes them all.

use std::str::FromStr;

use chrono::Utc;
use sea_orm::{ActiveModelTrait, ConnectionTrait, DbErr, EntityTrait, IntoActiveModel, Value};

use super::Actor;

pub trait TransitionLog: EntityTrait {
    /// The column naming the record that moved (`payment_id`, `record_id`, `application_id`).
    const SUBJECT: &'static str;
}

fn column<L: TransitionLog>(name: &str) -> Result<L::Column, DbErr> {
    L::Column::from_str(name).map_err(|_| DbErr::Custom(format!("{} has no column {name}", L::default().table_name())))
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
    row.set(column::<L>(L::SUBJECT)?, subject.into());
    row.set(column::<L>("from_state")?, Value::from(from.map(str::to_owned)));
    row.set(column::<L>("to_state")?, to.into());
    row.set(column::<L>("actor")?, actor.to_string().into());
    row.set(column::<L>("detail")?, detail.into());
    row.set(column::<L>("at")?, Utc::now().into());
    row.insert(db).await?;
    Ok(())
}
