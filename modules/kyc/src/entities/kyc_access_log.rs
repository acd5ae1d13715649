use sea_orm::entity::prelude::*;

/// Staff opened a verification (`record`) or its passport photo (`passport`).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "kyc_access_log")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub record_id: i64,
    pub staff_id: i64,
    pub what: String,
    pub at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
