use sea_orm::entity::prelude::*;

/// One duration and price of a package.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "subscriptions_plans")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub package_id: i64,
    /// `monthly`, `quarterly`, `biannual`, `annual`, `one_off`.
    pub plan_type: String,
    pub duration_days: Option<i32>,
    /// VAT-inclusive, before the package's discount.
    pub price_halalas: i64,
    pub active: bool,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
