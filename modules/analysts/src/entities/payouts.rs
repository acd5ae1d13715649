use sea_orm::entity::prelude::*;

/// What an analyst earned in one Riyadh month, after the platform commission, and its transfer.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "analysts_payouts")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub analyst_id: i64,
    /// `YYYY-MM`, in Riyadh time.
    pub month: String,
    pub payments_count: i32,
    /// Paid without VAT, refunds taken out.
    pub net_halalas: i64,
    pub commission_halalas: i64,
    /// What the analyst receives.
    pub amount_halalas: i64,
    /// `pending`, `transferred` or `nothing_due`.
    pub status: String,
    pub transferred_on: Option<Date>,
    pub transferred_by: Option<i64>,
    /// The account it was transferred to, kept as it was then.
    pub bank_name: Option<String>,
    pub iban: Option<String>,
    pub holder_name: Option<String>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
