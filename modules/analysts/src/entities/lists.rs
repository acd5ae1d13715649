use sea_orm::entity::prelude::*;

/// An analyst's list: an Eva list (ratings) or an Eva opinions list.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "analysts_lists")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub analyst_id: i64,
    /// `rating` or `opinion`.
    pub kind: String,
    pub name: String,
    pub market_id: i32,
    #[sea_orm(column_type = "Text")]
    pub about: String,
    pub stocks_count: i32,
    pub discount_percent: i32,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    /// Set while staff keep it hidden from investors (issue 36).
    pub hidden_at: Option<DateTimeUtc>,
    /// Why, as its analyst is told.
    pub hidden_reason: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
