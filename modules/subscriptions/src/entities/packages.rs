use sea_orm::entity::prelude::*;

/// Something an investor can buy: a platform package (chat, signals, reports…), a stock-analysis
/// package, or an analyst's list; its durations and prices are its plans.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "subscriptions_packages")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    /// `platform`, `reports`, `stock_analysis`, `rating_list`, `opinion_list`.
    pub product: String,
    /// The list id for analyst lists.
    pub product_ref: Option<i64>,
    /// The analyst who owns an analyst's list (paid for it).
    pub owner_id: Option<i64>,
    /// Comma-separated features it unlocks (`ai_chat,signals,...`).
    pub grants: String,
    pub name_ar: String,
    pub name_en: String,
    pub description_ar: String,
    pub description_en: String,
    /// One bullet point per line.
    pub features_ar: String,
    pub features_en: String,
    pub stocks_count: Option<i32>,
    pub discount_percent: i32,
    pub sort: i32,
    pub active: bool,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
