use sea_orm::entity::prelude::*;

/// How many redemptions of a coupon one user holds.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "subscriptions_coupon_uses")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub coupon_id: i64,
    #[sea_orm(primary_key, auto_increment = false)]
    pub user_id: i64,
    pub uses: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
