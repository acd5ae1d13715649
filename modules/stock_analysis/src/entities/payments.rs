use sea_orm::entity::prelude::*;

/// A payment started for a request (a client may try more than once; the first captured pays).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "analysis_payments")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub payment_id: i64,
    pub request_id: i64,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
