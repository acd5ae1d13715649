use sea_orm::entity::prelude::*;

/// One notification pushed (or being pushed) to one device: claimed before the push leaves, sent
/// once the push service accepted it, so a retried or doubled job never pushes it twice.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "notifications_push_deliveries")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub notification_id: i64,
    #[sea_orm(primary_key, auto_increment = false)]
    pub device_id: i64,
    pub claimed_at: DateTimeUtc,
    pub sent_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
