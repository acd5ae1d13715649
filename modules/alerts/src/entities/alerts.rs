use sea_orm::entity::prelude::*;

use crate::terms::{AlertState, Condition, Repeat};

/// An investor's alert on a stock.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "alerts_alerts")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub user_id: i64,
    pub stock_id: i64,
    pub market_id: i32,
    pub condition: Condition,
    /// A price scaled as `Price` for a price condition; basis points for a change.
    pub level: i64,
    pub repeat: Repeat,
    /// An every-time alert's quiet time after it fired.
    pub cooldown_minutes: i32,
    pub state: AlertState,
    pub expires_at: DateTimeUtc,
    /// When the market traded at the price the level was set against: a split after it
    /// re-bases the level, one before it does not.
    pub priced_at: DateTimeUtc,
    pub last_fired_at: Option<DateTimeUtc>,
    pub fired_count: i32,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
