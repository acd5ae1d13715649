use sea_orm::entity::prelude::*;

/// A list's value at one market day's close, kept so its performance is read, not recomputed.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "ratings_daily_values")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub list_id: i64,
    #[sea_orm(primary_key, auto_increment = false)]
    pub date: Date,
    /// Cash plus holdings at the day's closes (price units).
    pub value: i64,
    pub cash: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
