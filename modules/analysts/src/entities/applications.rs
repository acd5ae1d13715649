use sea_orm::entity::prelude::*;

/// An application to join as an analyst (spec §3) and where its review stands.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "analysts_applications")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub user_id: i64,
    /// The user's id while open (submitted or under review), NULL once decided; unique.
    pub open_user_id: Option<i64>,
    /// submitted, under_review, approved or rejected.
    pub state: crate::review::ApplicationState,
    pub full_name: String,
    pub display_name: String,
    /// E.164.
    pub phone: String,
    /// The X handle without "@".
    pub x_account: String,
    /// 1-2, 3-4, 5-10 or 10+.
    pub experience_years: String,
    /// saudi, us or all.
    pub markets: String,
    /// technical or financial.
    pub analysis_type: String,
    /// day, week or month.
    pub trader_type: String,
    pub timeframes: String,
    pub about: String,
    /// Storage key of the certificate (CME1) file.
    pub certificate_key: String,
    /// Its type, found from its content: application/pdf, image/png or image/jpeg.
    pub certificate_type: String,
    pub certificate_size: i64,
    pub rejection_reason: Option<String>,
    pub decided_by: Option<i64>,
    pub decided_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
