use sea_orm::entity::prelude::*;

/// One time an alert fired: unique per alert and trigger key.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "alerts_firings")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub alert_id: i64,
    pub user_id: i64,
    pub trigger_key: String,
    /// The price that fired it, scaled as `Price`, and when the market traded at it.
    pub price: i64,
    pub priced_at: DateTimeUtc,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
