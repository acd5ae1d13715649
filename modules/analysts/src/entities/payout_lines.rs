use sea_orm::entity::prelude::*;

/// One list's part of a payout: the commission is computed per list and month.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "analysts_payout_lines")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub payout_id: i64,
    /// `rating` or `opinion`.
    pub kind: String,
    pub list_id: i64,
    /// The list's name when the month closed.
    pub list_name: String,
    pub payments_count: i32,
    /// The month's net, refunds taken out and `carried_halalas` in: below zero when refunds of
    /// earlier months outweigh it (then nothing is due and it is carried on).
    pub net_halalas: i64,
    /// A negative line of the month before, carried into this one.
    pub carried_halalas: i64,
    pub commission_halalas: i64,
    pub amount_halalas: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
