use sea_orm::entity::prelude::*;

/// A company's reported figures for one period: `months` (3, 6, 9 or 12) ending on `period_end`.
/// Totals in the currency's minor unit (halalas, cents); `eps` in price units (1/10,000).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "stock_fundamentals")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub stock_id: i64,
    pub period_end: Date,
    pub months: i16,
    pub revenue: i64,
    pub net_income: i64,
    pub eps: i64,
    /// Shareholders' equity.
    pub book_value: i64,
    pub debt: i64,
    pub cash: i64,
    pub is_demo: bool,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
