use sea_orm::entity::prelude::*;

/// A user's choice for one kind of notification; a kind without a row keeps its defaults.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "notifications_preferences")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub user_id: i64,
    #[sea_orm(primary_key, auto_increment = false)]
    pub kind: String,
    pub in_app: bool,
    pub email: bool,
    /// Pushed to the user's devices (Web Push).
    pub push: bool,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
